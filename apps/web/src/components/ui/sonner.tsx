import { Toaster as Sonner, type ToasterProps } from 'sonner';

import { useTheme } from '@/components/theme/use-theme';

/** The one toast area; it follows the light/dark/system colour scheme. */
export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  return <Sonner theme={theme} className="toaster group" richColors closeButton {...props} />;
}
