export type Theme = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'academy-theme';
const listeners = new Set<() => void>();

function readStored(): Theme {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
  } catch {
    return 'system';
  }
}

let theme: Theme = typeof window === 'undefined' ? 'system' : readStored();

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function resolveTheme(value: Theme): 'light' | 'dark' {
  if (value === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return value;
}

/**
 * "system" is the stylesheet's own default (index.css follows prefers-color-scheme), so it changes nothing on
 * the page: no restyle at start-up. A visitor's explicit choice is a class on <html>, `light` or `dark`.
 */
export function applyTheme(): void {
  const root = document.documentElement;
  const choice = theme === 'system' ? null : theme;
  for (const name of ['light', 'dark'] as const) {
    if (root.classList.contains(name) !== (choice === name)) root.classList.toggle(name, choice === name);
  }
  if (choice) root.style.colorScheme = choice;
  else if (root.style.colorScheme) root.style.removeProperty('color-scheme');
}

export const themeStore = {
  get: (): Theme => theme,
  set(next: Theme): void {
    theme = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage may be unavailable (private mode); the choice still applies to this tab
    }
    applyTheme();
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const onSystemChange = () => {
      if (theme === 'system') applyTheme();
      listener();
    };
    media?.addEventListener('change', onSystemChange);
    return () => {
      listeners.delete(listener);
      media?.removeEventListener('change', onSystemChange);
    };
  },
};
