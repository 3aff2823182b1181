import { createTheme } from '@mantine/core';

/** Timings: tooltip open delay 700 ms (skip delay 300 ms); submenus open after 100 ms. */
export const TOOLTIP_OPEN_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;
export const SUBMENU_OPEN_DELAY = 100;
/** One toast at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

// Component defaults are plain objects, not `Tooltip.extend(...)`: importing the components here
// would pull them (and floating-ui) into the entry chunk of every page, the login page included.
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // People who ask their system for less motion get instant menus, dialogs and toasts.
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY, withArrow: true } },
    MenuSub: { defaultProps: { openDelay: SUBMENU_OPEN_DELAY } },
  },
});
