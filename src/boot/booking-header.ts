/**
 * The booking page's header, drawn by index.html's boot script from the link it prefetched, before
 * the app's JS has arrived: on a slow phone the visitor sees whom they are booking, and what, about
 * a second and a half sooner (the header is the page's largest paint). Its markup is
 * `features/booking/header-markup.ts`'s HTML and its CSS `booking-header.css`, as `HostHeader`'s are, so nothing
 * moves or flashes when the app replaces it; e2e/real-backend-boot.spec.ts compares the two, pixel
 * by pixel, at 375 and 1440 px.
 *
 * Built apart from the app into a classic script that the build inlines into index.html
 * (scripts/vite-boot-html.ts), so it imports only small, pure pieces.
 */
import { isValidTimeZone } from '../domain/date-time';
import { canonicalTimeZone } from '../domain/legacy-zones';
import { initialTimeZone } from '../features/booking/visitor-env';
import { BOOT_WORDS, bootDuration, bootWith } from '../i18n/boot-words';
import { initialLang, type Lang } from '../i18n/detect';
import { avatarHtml, headerHtml } from '../features/booking/header-markup';
import { zoneLabel } from '../domain/time-text';

/** What the header shows of the public link (`PublicSchedulingLink`). */
export interface HeaderLink {
  name: string;
  description: string;
  customDescription?: string | null;
  defaultDuration: number;
  host: { name: string; picture: string | null };
}

/**
 * Whether a prefetched answer has what the header shows (anything else: no early header). A team
 * link's header (its hosts, or "with a member of") is the app's alone: none is drawn early.
 */
export function isHeaderLink(value: unknown): value is HeaderLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  const host = link.host as Record<string, unknown> | null | undefined;
  return (
    link.team == null &&
    typeof link.name === 'string' &&
    typeof link.description === 'string' &&
    (link.customDescription == null || typeof link.customDescription === 'string') &&
    typeof link.defaultDuration === 'number' &&
    typeof host === 'object' &&
    host !== null &&
    typeof host.name === 'string' &&
    (host.picture === null || typeof host.picture === 'string')
  );
}

/**
 * The visitor's zone as the booking page chooses it on its first render: a valid `?tz=` (the
 * address's, or the embedding page's), else the zone remembered or detected; legacy names mapped.
 */
export function bootTimeZone(search: string): string {
  const tz = new URLSearchParams(search).get('tz');
  return canonicalTimeZone(tz && isValidTimeZone(tz) ? tz : initialTimeZone());
}

/** The public pages' language as the app will choose it (src/i18n/detect.ts). */
export function bootLang(search: string): Lang {
  return initialLang(search, typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * The skeleton's words ("Loading booking page...", "Powered by") and the document's language in
 * the visitor's language, before the app arrives.
 */
function localizeSkeleton(doc: Document): Lang {
  const lang = bootLang(doc.location?.search ?? '');
  doc.documentElement.lang = lang;
  if (lang === 'en') return lang;
  const words = BOOT_WORDS[lang];
  const loading = doc.querySelector('[data-sw-boot="booking"] [role="status"] p');
  if (loading) loading.textContent = words.loading;
  const powered = doc.querySelector('[data-sw-boot="booking"] .sw-powered');
  if (powered) powered.textContent = words.poweredBy;
  return lang;
}

/** The header's HTML: what `HostHeader` shows for `link` in `timeZone` at `now`, in `lang`. */
export function bookingHeaderHtml(
  link: HeaderLink,
  timeZone: string,
  now: number,
  lang: Lang = 'en',
): string {
  return headerHtml({
    hostName: link.host.name,
    picture: link.host.picture,
    meeting: link.name,
    description: link.customDescription?.trim() ? link.customDescription : link.description,
    withHost: bootWith(lang, link.host.name),
    duration: bootDuration(lang, link.defaultDuration),
    zone: zoneLabel(timeZone, now),
  });
}

/**
 * What the header needs from the browser, read while index.html is still being parsed: the
 * skeleton's words in the visitor's language, and the visitor's zone. Reading the zone is the
 * page's first use of Intl's date-time data, which ICU loads then: 75-115 ms on this 2-core
 * machine, four times that on the phone Lighthouse emulates. Read here, it comes before the
 * first paint, when nothing on the page can be tapped yet, rather than in a task in the middle
 * of the visitor's first taps (drawing the header once the link has arrived reads it again, in
 * under a millisecond).
 */
export function prepareSkeleton(doc: Document): Lang {
  initialTimeZone();
  return localizeSkeleton(doc);
}

/**
 * Draws the header into the boot skeleton, if the skeleton is still on screen (the app may already
 * have replaced it) and the answer is a link. Returns whether it drew.
 */
export function drawBookingHeader(link: unknown, doc: Document = document): boolean {
  const column = doc.querySelector('[data-sw-boot="booking"] .sw-column');
  if (!column || column.querySelector('.sw-header') || !isHeaderLink(link)) return false;
  const zone = bootTimeZone(doc.location?.search ?? '');
  const lang = localizeSkeleton(doc);
  column.insertAdjacentHTML('afterbegin', bookingHeaderHtml(link, zone, Date.now(), lang));
  // A picture that fails shows the initials, as the app's avatar does.
  const image = column.querySelector<HTMLImageElement>('.sw-avatar-image');
  image?.addEventListener('error', () => {
    image.outerHTML = avatarHtml(link.host.name, null);
  });
  return true;
}
