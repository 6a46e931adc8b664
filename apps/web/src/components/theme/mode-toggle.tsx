import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { useTheme } from '@/components/theme/use-theme';
import { Button } from '@/components/ui/button';
import type { Theme } from '@/components/theme/theme-store';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * Cycles light -> dark -> system. A plain button (no menu) keeps Radix out of the landing page's first load.
 */
export function ModeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = theme === 'light' ? SunIcon : theme === 'dark' ? MoonIcon : MonitorIcon;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Colour theme: ${LABEL[theme]}. Switch to ${LABEL[NEXT[theme]]}`}
      title={`Theme: ${LABEL[theme]}`}
      onClick={() => setTheme(NEXT[theme])}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
