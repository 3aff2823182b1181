import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorEnv } from '../features/booking/visitor-env';
import {
  bookingHeaderHtml,
  bootTimeZone,
  drawBookingHeader,
  isHeaderLink,
  prepareSkeleton,
  type HeaderLink,
} from './booking-header';

const LINK: HeaderLink = {
  name: '1-1 meeting',
  description: 'Happy to chat.',
  customDescription: null,
  defaultDuration: 30,
  host: { name: 'Jordan Lee', picture: null },
};
const JAN = Date.UTC(2027, 0, 15, 12);

/** The skeleton index.html draws on a booking page. */
function skeleton(): Document {
  const doc = document.implementation.createHTMLDocument('booking');
  doc.body.innerHTML = `<div id="root"><main class="sw-boot sw-frame" data-sw-boot="booking">
    <div class="sw-column"><div role="status"><p>Loading booking page...</p></div>
    <footer>Powered by Slotwise</footer></div></main></div>`;
  return doc;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('bookingHeaderHtml', () => {
  it('shows what HostHeader shows: host, link name, description, duration and zone', () => {
    const doc = skeleton();
    doc.body.innerHTML = bookingHeaderHtml(LINK, 'Asia/Kolkata', JAN);
    const texts = [...doc.querySelectorAll('p, h1')].map((node) => node.textContent);
    expect(texts).toEqual([
      'with Jordan Lee',
      '1-1 meeting',
      'Happy to chat.',
      '30 minutes',
      'Kolkata (Asia) · UTC+05:30',
    ]);
    expect(doc.querySelector('.sw-avatar-initials')?.textContent).toBe('JL');
    expect(doc.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('prefers a custom description, and shows the picture when there is one', () => {
    const doc = skeleton();
    doc.body.innerHTML = bookingHeaderHtml(
      {
        ...LINK,
        customDescription: 'Bring your questions.',
        host: { name: 'Jordan Lee', picture: 'https://example.com/a.png' },
      },
      'UTC',
      JAN,
    );
    expect(doc.querySelector('.sw-text')?.textContent).toBe('Bring your questions.');
    const image = doc.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(image?.getAttribute('alt')).toBe('Jordan Lee');
    // A blank custom description falls back to the default one, as in the app.
    doc.body.innerHTML = bookingHeaderHtml({ ...LINK, customDescription: '  ' }, 'UTC', JAN);
    expect(doc.querySelector('.sw-text')?.textContent).toBe('Happy to chat.');
  });

  it('draws names as text, never as markup', () => {
    const doc = skeleton();
    doc.body.innerHTML = bookingHeaderHtml(
      {
        ...LINK,
        name: '<img src=x onerror=alert(1)>',
        host: { name: 'Zoë "Z" <b>O\'Brien</b> & Co', picture: 'x" onerror="alert(1)' },
      },
      'UTC',
      JAN,
    );
    expect(doc.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(doc.querySelector('.sw-muted')?.textContent).toBe('with Zoë "Z" <b>O\'Brien</b> & Co');
    expect(doc.querySelectorAll('b, [onerror]')).toHaveLength(0);
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('x" onerror="alert(1)');
  });
});

describe('isHeaderLink', () => {
  it('accepts a public link and refuses anything else', () => {
    expect(isHeaderLink(LINK)).toBe(true);
    expect(isHeaderLink({ ...LINK, customDescription: undefined })).toBe(true);
    expect(isHeaderLink(null)).toBe(false);
    expect(isHeaderLink({ error: 'Not found', code: 'not_found' })).toBe(false);
    expect(isHeaderLink({ ...LINK, host: null })).toBe(false);
    expect(isHeaderLink({ ...LINK, defaultDuration: '30' })).toBe(false);
    expect(isHeaderLink({ ...LINK, host: { name: 'A', picture: 3 } })).toBe(false);
    // A team link's header names its hosts: the app draws it, not the boot script.
    const team = {
      name: 'Customer Success',
      slug: 'customer-success',
      kind: 'collective',
      hosts: [],
    };
    expect(isHeaderLink({ ...LINK, team })).toBe(false);
  });
});

describe('bootTimeZone', () => {
  it('takes a valid ?tz=, then the remembered zone, then the detected one; legacy names mapped', () => {
    vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/Chicago');
    expect(bootTimeZone('')).toBe('America/Chicago');
    window.localStorage.setItem('slotwise:booking:time-zone', 'Europe/Kiev');
    expect(bootTimeZone('?month=2027-01')).toBe('Europe/Kyiv');
    expect(bootTimeZone('?embed=1&tz=Asia%2FCalcutta')).toBe('Asia/Kolkata');
    expect(bootTimeZone('?tz=Not%2FA_Zone')).toBe('Europe/Kyiv');
  });
});

describe('drawBookingHeader', () => {
  it('draws the header once, above the loading status, while the skeleton is on screen', () => {
    const doc = skeleton();
    expect(drawBookingHeader(LINK, doc)).toBe(true);
    const column = doc.querySelector('.sw-column')!;
    expect(column.firstElementChild?.tagName).toBe('HEADER');
    expect(column.querySelector('[role="status"]')?.textContent).toBe('Loading booking page...');
    expect(drawBookingHeader(LINK, doc)).toBe(false);
    expect(doc.querySelectorAll('header')).toHaveLength(1);
  });

  it('draws nothing once the app has replaced the skeleton, or for an answer that is not a link', () => {
    const doc = skeleton();
    expect(drawBookingHeader({ error: 'Not found', code: 'not_found' }, doc)).toBe(false);
    expect(doc.querySelector('header')).toBeNull();
    doc.getElementById('root')!.innerHTML = '<main><h1>The app</h1></main>';
    expect(drawBookingHeader(LINK, doc)).toBe(false);
    expect(doc.querySelector('header')).toBeNull();
  });

  it('reads the zone while the skeleton is drawn (the first Intl use), before the link arrives', () => {
    const doc = skeleton();
    doc.documentElement.lang = 'xx';
    const detect = vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('Asia/Kathmandu');
    expect(prepareSkeleton(doc)).toBe('en');
    expect(detect).toHaveBeenCalledTimes(1);
    expect(doc.documentElement.lang).toBe('en');
    expect(drawBookingHeader(LINK, doc)).toBe(true);
    expect(doc.querySelector('header')?.textContent).toContain('Kathmandu');
  });

  it("shows the host's initials when the picture fails to load", () => {
    const doc = skeleton();
    drawBookingHeader({ ...LINK, host: { name: 'Jordan Lee', picture: 'https://x/a.png' } }, doc);
    doc.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('.sw-avatar-initials')?.textContent).toBe('JL');
  });
});

describe('the early header in the visitor’s language', () => {
  it('says "with", the duration and the skeleton’s words in the language of ?lang=', () => {
    const html = bookingHeaderHtml({ ...LINK, defaultDuration: 90 }, 'Europe/Berlin', JAN, 'de');
    expect(html).toContain('<p class="sw-muted">mit Jordan Lee</p>');
    expect(html).toContain('1,5 Stunden');
    expect(bookingHeaderHtml(LINK, 'Asia/Tokyo', JAN, 'ja')).toContain('30分');
    expect(bookingHeaderHtml(LINK, 'UTC', JAN)).toContain('with Jordan Lee');
  });
});
