import { expect, test, type Page } from '@playwright/test';
import { signInAsJordan } from './helpers';

/**
 * What lies over the points of 'Analyze Again' that are not the button itself, at one scroll
 * position: for each, the widest sticky or fixed element covering it and how wide that is. The
 * page may scroll the button under a bar as wide as the page (the header, the save status's
 * band), never under something narrower floating over the content.
 */
async function coveringsOfAnalyzeAgain(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === 'Analyze Again',
    )!;
    const banner = button.closest('section')!.getBoundingClientRect();
    const rect = button.getBoundingClientRect();
    const covers: { what: string; width: number; pageWidth: number }[] = [];
    for (const fx of [0.05, 0.3, 0.5, 0.7, 0.95]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        if (y < 0 || y >= window.innerHeight) continue;
        // What is drawn over the button at this point, each as its sticky or fixed bar if it is
        // in one. A point under a bar as wide as the page is hidden by that bar, whatever floats
        // over the bar itself (the collapsed QA panel may sit in a top corner, over the header).
        const layers = document.elementsFromPoint(x, y);
        const at = layers.findIndex((element) => button.contains(element));
        const over = at === -1 ? layers.slice(0, 1) : layers.slice(0, at);
        if (over.length === 0) continue;
        const bars = over.map((top) => {
          let bar: Element | null = top;
          while (bar && !['sticky', 'fixed'].includes(getComputedStyle(bar).position)) {
            bar = bar.parentElement;
          }
          return bar ?? top;
        });
        const widest = bars.reduce((a, b) =>
          b.getBoundingClientRect().width > a.getBoundingClientRect().width ? b : a,
        );
        covers.push({
          what: widest.textContent?.trim().slice(0, 40) ?? '',
          width: Math.round(widest.getBoundingClientRect().width),
          pageWidth: Math.round(banner.width),
        });
      }
    }
    return covers;
  });
}

for (const width of [1440, 375]) {
  test(`the sticky save status never floats over 'Analyze Again' (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsJordan(page);
    const button = page.getByRole('button', { name: 'Analyze Again' });
    await expect(button).toBeVisible();
    await expect(page.getByTestId('save-status')).toBeVisible();
    const buttonTop = (await button.boundingBox())!.y;
    let covered = 0;
    // From the top until the button is well under the header, 8 px at a time.
    for (let y = 0; y <= buttonTop + 40; y += 8) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      const covers = await coveringsOfAnalyzeAgain(page);
      covered += covers.length;
      for (const cover of covers) {
        expect(
          cover.width,
          `scrolled ${y} px: "${cover.what}" (${cover.width} px wide) lies over the button`,
        ).toBeGreaterThanOrEqual(cover.pageWidth);
      }
    }
    // The button did pass under the bars (the check above was not idle).
    expect(covered).toBeGreaterThan(0);
  });
}
