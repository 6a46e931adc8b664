import { useSyncExternalStore } from 'react';

import { LIMITS } from '@academy/shared';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** True below the 768px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${LIMITS.mobileBreakpoint - 1}px)`);
}
