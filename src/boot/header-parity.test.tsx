import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { HostHeader } from '../features/booking/components/host-header';
import { publicLink } from '../features/booking/test-handlers';
import { LANGS, loadLang, type Lang } from '../i18n/lang';
import { bookingHeaderHtml } from './booking-header';

/**
 * The early header (index.html, drawn from src/boot/booking-header.ts before the app's JS) and the
 * app's HostHeader are two drawings of one header: the same words, in the same order, the same
 * heading and the same picture or initials, for any link and language. e2e/real-backend-boot.spec.ts
 * checks that they look the same, pixel for pixel; this checks what they say, for more links.
 */

const NOW = Date.UTC(2026, 10, 23, 15);

/** What a header says: its paragraphs and heading in order, its picture, its initials. */
function said(root: ParentNode) {
  return {
    texts: [...root.querySelectorAll('p, h1')].map((node) => node.textContent),
    heading: root.querySelectorAll('h1').length,
    picture: root.querySelector('img')?.getAttribute('alt') ?? null,
    initials: root.querySelector('img') ? null : root.querySelector('header')?.textContent,
  };
}

function early(link: ReturnType<typeof publicLink>, zone: string, lang: Lang) {
  const box = document.createElement('div');
  box.innerHTML = bookingHeaderHtml(link, zone, NOW, lang);
  const initials = box.querySelector('.sw-avatar-initials')?.textContent;
  return { ...said(box), initials: box.querySelector('img') ? null : initials };
}

function app(link: ReturnType<typeof publicLink>, zone: string) {
  const { container, unmount } = render(
    <AppProviders queryClient={createQueryClient()}>
      <HostHeader link={link} timeZone={zone} now={NOW} />
    </AppProviders>,
  );
  const result = said(container);
  // Mantine's Avatar draws its initials in a div of their own (the picture is an img).
  const initials = container.querySelector('.mantine-Avatar-placeholder')?.textContent ?? null;
  unmount();
  return { ...result, initials: result.picture ? null : initials };
}

afterEach(async () => {
  await loadLang('en');
});

describe('the early header and HostHeader', () => {
  const base = publicLink({}, new Date(NOW));
  const links = {
    plain: base,
    'a custom description and a picture': {
      ...base,
      customDescription: 'Bring your questions.',
      host: { ...base.host, picture: 'https://example.org/jordan.png' },
    },
    'a long link': { ...base, defaultDuration: 90, name: 'Quarterly planning & review' },
  };

  for (const lang of LANGS) {
    for (const [name, link] of Object.entries(links)) {
      it(`say the same for ${name} in ${lang}`, async () => {
        await loadLang(lang);
        for (const zone of ['Asia/Kolkata', 'America/St_Johns']) {
          expect(early(link, zone, lang)).toEqual(app(link, zone));
        }
      });
    }
  }
});
