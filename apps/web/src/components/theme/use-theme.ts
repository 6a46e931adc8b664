import { useSyncExternalStore } from 'react';

import { resolveTheme, themeStore, type Theme } from '@/components/theme/theme-store';

export function useTheme(): {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
} {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, () => 'system' as Theme);
  return { theme, resolvedTheme: resolveTheme(theme), setTheme: themeStore.set };
}
