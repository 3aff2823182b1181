import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
} from '@mantine/core';

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

// Mantine's "dimmed" (gray.6) and field-error red (red.6) are 3.3:1 on white, under WCAG AA for
// body text; gray.7 gives 7.5:1 and red.9 6.9:1.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});

/**
 * The app is light only. Mantine's default manager reads localStorage and the system's dark-mode
 * query during the first render; this one answers at once. index.html sets the same attribute on
 * <html> before the first paint, so the stylesheets' light rules apply from their first use.
 */
export const lightColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
