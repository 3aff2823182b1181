import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { FLUX_INSTANT, offsetHere, ZONES_IN_FLUX } from '../src/test/zones-in-flux';

/**
 * Visual regression: after a story's play function, its screen is compared with the committed
 * reference image beside the story file (`__screenshots__/<file>/<story>-chromium-linux.png`).
 * Only the story tests (`.storybook/vitest.setup.ts`) use this; Storybook's UI never does.
 */

/**
 * A story's `parameters.visual`. A story opts out only for a reason that stays true, written in
 * `skip`, so the reason lives with the story.
 */
export interface VisualParameters {
  skip?: string;
  /** Zones in flux (src/test/zones-in-flux.ts) the story means to show, each pinned there. */
  zonesInFlux?: string[];
}

/**
 * A picture must not change with the browser's time-zone database: a story that shows a zone whose
 * rules differ between the databases we run on fails here, unless it names the zone, and then the
 * browser must draw the offset pinned for its release.
 */
function checkZonesInFlux(document: Document, visual: VisualParameters | undefined) {
  const text = document.body.innerText;
  const shown = ZONES_IN_FLUX.filter((z) => text.includes(z.label));
  const unnamed = shown.filter((z) => !visual?.zonesInFlux?.includes(z.zone));
  if (unnamed.length > 0) {
    throw new Error(
      `The story shows ${unnamed.map((z) => z.zone).join(', ')}, whose offsets differ between time-zone databases (src/test/zones-in-flux.ts): show a zone whose rules hold still, or name it in parameters.visual.zonesInFlux`,
    );
  }
  const database = `Chromium ${/Chrome\/(\d+)/.exec(navigator.userAgent)?.[1]}`;
  for (const z of shown) {
    const pinned = z.offsets[database];
    const drawn = offsetHere(z.zone, FLUX_INSTANT);
    if (pinned !== drawn) {
      throw new Error(
        `${z.zone} is ${drawn} min from UTC in ${database}, pinned ${pinned ?? 'nothing'} in src/test/zones-in-flux.ts`,
      );
    }
  }
}

/** The requests in flight, with when each started (performance.now()). */
const inFlight = new Set<{ at: number }>();

/** Counts the page's requests in flight, so a screenshot waits for the answers. */
export function trackRequests(window: Window & typeof globalThis): void {
  const fetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const request = { at: performance.now() };
    inFlight.add(request);
    try {
      return await fetch(...args);
    } finally {
      inFlight.delete(request);
    }
  };
}

/**
 * A request pending this long is one a story keeps pending on purpose (a loading state): the
 * screen no longer waits for it. Every other answer is MSW's, in milliseconds.
 */
const PENDING_ON_PURPOSE_MS = 1000;
/** The screen is still once nothing changed in the DOM for this long. */
const QUIET_MS = 100;
/** Past this, the screenshot is taken anyway (and must then be stable, see toMatchScreenshot). */
const SETTLE_LIMIT_MS = 3000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until the screen is still: no request in flight (but those pending on purpose), no DOM
 * change for QUIET_MS, fonts loaded, images decoded, two frames painted.
 */
async function settle(document: Document): Promise<void> {
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const start = performance.now();
  try {
    for (;;) {
      const now = performance.now();
      const waiting = [...inFlight].some((request) => now - request.at < PENDING_ON_PURPOSE_MS);
      if ((!waiting && now - lastChange >= QUIET_MS) || now - start > SETTLE_LIMIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    observer.disconnect();
  }
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

/**
 * Tooltips are left out of screenshots: a story's clicks hover the pointer over what they click,
 * and whether an icon button's tooltip is open by the time of the screenshot varies run to run.
 */
const TOOLTIPS_HIDDEN = '.mantine-Tooltip-tooltip { visibility: hidden !important; }';

/**
 * The story's whole page at its viewport's width: the frame grows to the page's height (never
 * beyond the runner's window, see `contextOptions.viewport` in vitest.config.ts), so what is
 * below the fold is compared too, and dialogs, menus and toasts (portals) are in the picture.
 * The element screenshot is of an empty, transparent box fixed over the whole frame.
 */
export async function matchStoryScreenshot({ canvasElement, id, parameters }: StoryContext) {
  const visual = parameters.visual as VisualParameters | undefined;
  if (visual?.skip) return;
  const document = canvasElement.ownerDocument;
  const view = document.defaultView!;
  const { innerWidth: width, innerHeight: height } = view;
  const maxHeight = view.parent.innerHeight;
  const frame = document.createElement('div');
  frame.dataset.visualFrame = '';
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  const hideTooltips = document.createElement('style');
  hideTooltips.textContent = TOOLTIPS_HIDDEN;
  try {
    await settle(document);
    checkZonesInFlux(document, visual);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const pageHeight = Math.min(document.documentElement.scrollHeight, maxHeight);
      if (pageHeight <= view.innerHeight) break;
      await page.viewport(width, pageHeight);
      await settle(document);
    }
    document.head.append(hideTooltips);
    document.body.append(frame);
    // The story's export name, as in its id: `...--full-week` → `full-week`.
    const name = id.slice(id.indexOf('--') + 2);
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  } finally {
    frame.remove();
    hideTooltips.remove();
    if (view.innerHeight !== height) await page.viewport(width, height);
  }
}

/** Runs after each story's play function (and, being composed last, before the a11y check). */
export const visualAnnotations = { afterEach: matchStoryScreenshot };
