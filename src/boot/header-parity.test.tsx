import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { HostHeader } from '../features/booking/components/host-header';
import { bookingBackend, publicLinkAnswer, type PublicLink } from '../features/booking/test-seed';
import { LANGS, loadLang, type Lang } from '../i18n/lang';
import { bookingHeaderHtml } from './booking-header';

/**
 * The early header (index.html, drawn by src/boot/booking-header.ts before the app's JS) and the
 * app's HostHeader are one markup (`header-markup.ts`) filled with words from two catalogues: the
 * boot script's small one and the app's. This checks that, for any link, zone and language, both
 * draw the very same header element, words included. e2e/real-backend-boot.spec.ts checks that
 * they look the same, pixel for pixel.
 */

const NOW = Date.UTC(2026, 10, 23, 15);

function early(link: PublicLink, zone: string, lang: Lang) {
  const box = document.createElement('div');
  box.innerHTML = bookingHeaderHtml(link, zone, NOW, lang);
  return box.querySelector('header')!.outerHTML;
}

function app(link: PublicLink, zone: string) {
  const { container, unmount } = render(
    <AppProviders queryClient={createQueryClient()}>
      <HostHeader link={link} timeZone={zone} now={NOW} />
    </AppProviders>,
  );
  const header = container.querySelector('header')!.outerHTML;
  unmount();
  return header;
}

afterEach(async () => {
  await loadLang('en');
});

describe('the early header and HostHeader', () => {
  /** Jordan's link as the mock answers it. */
  let base: PublicLink;
  beforeAll(async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    base = await publicLinkAnswer();
  });

  it("is one header element with the link's words", () => {
    const link = base;
    const header = app(link, 'Asia/Kolkata');
    expect(header).toMatch(/^<header class="sw-header">/);
    expect(header).toContain(`<h1 class="sw-title">${link.name}</h1>`);
    expect(header).toContain('Kolkata');
  });

  const links = {
    plain: () => base,
    'a custom description and a picture': () => ({
      ...base,
      customDescription: 'Bring your questions.',
      host: { ...base.host, picture: 'https://example.org/jordan.png' },
    }),
    'a long link': () => ({ ...base, defaultDuration: 90, name: 'Quarterly planning & review' }),
  };

  for (const lang of LANGS) {
    for (const [name, linkOf] of Object.entries(links)) {
      it(`draw the same for ${name} in ${lang}`, async () => {
        const link = linkOf();
        await loadLang(lang);
        for (const zone of ['Asia/Kolkata', 'America/St_Johns']) {
          expect(early(link, zone, lang)).toEqual(app(link, zone));
        }
      });
    }
  }
});
