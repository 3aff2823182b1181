/**
 * The public pages: the addresses a visitor arrives on that are drawn without the router
 * (src/app/public-pages.tsx), each with its own chunk and its own byte budget. This list is the
 * only place their addresses, modules and budgets are written; everything else reads it:
 *
 * - index.html's boot script: the build writes the addresses into it (scripts/vite-boot-html.ts,
 *   `publicPagesHtml`), which chooses the skeleton and the chunks to load;
 * - the router-less pages (src/app/public-pages.tsx): one screen per entry, typed by its key, so a
 *   page without its screen is a type error;
 * - vite.config.ts: one chunk group per page, made of its `modules`, and the boot file list;
 * - scripts/check-budgets.mjs: the budgets, which the build writes to `dist/.vite/public-pages.json`
 *   (Node runs the script without TypeScript).
 *
 * Plain data without imports: vite.config.ts and the build's plugins read it in Node. The app's
 * bundle keeps only the addresses (the rest is build data, dropped as unused).
 */

/**
 * The public pages' addresses (`location.pathname`); a pattern's groups are the page's
 * params. The only part of this file that the app's bundle carries.
 */
export const PUBLIC_PAGE_ADDRESSES = {
  booking: /^\/book\/([^/]+)\/([^/]+)\/?$/,
  success: /^\/book\/success\/?$/,
  signIn: /^\/$/,
  hosts: /^\/hosts\/([^/]+)\/?$/,
} as const;

/** A public page's key, an identifier (its address, as a route pattern, is its `route`). */
export type PublicPageId = keyof typeof PUBLIC_PAGE_ADDRESSES;

/** What the build knows of a public page. */
export interface PublicPage {
  /**
   * Its address as a route pattern, shown by the budgets. The light start is its one mount; the
   * app's router keeps a route only for `/`, which sends a signed-in host on to the preferences.
   */
  readonly route: string;
  /** The page's own chunk in the build. */
  readonly chunk: string;
  /**
   * The modules its first screen loads beyond the entry (from the repository's root): they make
   * its chunk (a module that a higher-priority group of vite.config.ts takes stays there), and the
   * boot script loads their chunks with the entry.
   */
  readonly modules: readonly string[];
  /** What it loads before its first render, gzip, in KB (1024 bytes): exact limits. */
  readonly budget: { readonly jsKb: number; readonly cssKb: number };
}

/**
 * Each page's build data (a page without it, or data for no page, is a type error). The sign-in page `/` is for a visitor without a session (with one,
 * the app's route takes over).
 */
export const PUBLIC_PAGES = {
  booking: {
    route: '/book/$user/$type',
    chunk: 'booking',
    modules: ['src/features/booking/public-booking.tsx', 'src/features/booking/first-load.ts'],
    // The public pages in six languages (docs/decisions.md#the-public-pages-speak-the-visitors-language) raised the booking page's and the success
    // page's JS by at most 3 KB (English loads no other language's words: 127.8 -> 130.2 KB on
    // the booking page). Several ranges a day, a start-time interval and a booking window per
    // link (docs/decisions.md#several-ranges-a-day) added 2 KB: the range-aware slot engine and the zone box's stand-in that
    // hands a click and typing to the picker (130.0 -> 132.2 KB). Meeting types (docs/decisions.md#meeting-types) added
    // 13.7 KB: the length choice, questions of five kinds with the server's checks (valibot),
    // guests, the phone and the place (132.2 -> 145.9 KB). Loading the question fields only for
    // a link that has questions would win most of it back; not done yet.
    budget: { jsKb: 128 + 3 + 2 + 14, cssKb: 12 + 2 },
  },
  success: {
    route: '/book/success',
    chunk: 'booking-success',
    modules: [
      'src/features/booking/components/booking-success-page.tsx',
      'src/features/booking/booking-search.ts',
    ],
    // Meeting types' Radio, Checkbox and SegmentedControl CSS loads with every public page (styles.ts):
    // 12 -> 13.7 KB of CSS.
    budget: { jsKb: 109 + 3, cssKb: 12 + 2 },
  },
  signIn: {
    route: '/',
    chunk: 'login',
    modules: ['src/features/session/components/login-page.tsx'],
    budget: { jsKb: 99, cssKb: 12 + 2 },
  },
  // A host's page: the links the host lists (src/features/booking/components/host-page.tsx).
  hosts: {
    route: '/hosts/$user',
    chunk: 'host-page',
    modules: [
      'src/features/booking/components/host-page.tsx',
      'src/features/booking/host-page-api.ts',
    ],
    // Measured at 104.3 KB: the entry, the shared Mantine pieces and the i18n store, and its own
    // chunk; it loads nothing of the booking page's (not even react-query's useQuery).
    budget: { jsKb: 105, cssKb: 12 + 2 },
  },
} as const satisfies Record<PublicPageId, PublicPage>;

/** Any other address: the app with its router, which takes over for good. */
export const ROUTER_APP_MODULE = 'src/app/router-app.tsx';
