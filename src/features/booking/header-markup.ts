/**
 * The booking page's header as HTML: the single source of its markup. Two drawings use it:
 * index.html's boot script draws the header from the prefetched link before the app's JS arrives
 * (`src/boot/booking-header.ts`), and the app's `HostHeader` draws the same string once React
 * runs. Its CSS is `src/boot/booking-header.css`, which index.html inlines, so both drawings are
 * the same elements with the same classes and styles: nothing moves when the app takes over.
 *
 * Pure and small: the boot script is built apart from the app and inlined into index.html. Every
 * text and attribute value is escaped.
 */
import { CLOCK_ICON, GLOBE_ICON, type CirclePathIcon } from '../../components/icon-shapes';
import { initials } from '../../domain/initials';

/** What the header shows: the link's parts, and its words already in the visitor's language. */
export interface HeaderContent {
  hostName: string;
  /** The host's picture, or null for their initials (also after the picture failed to load). */
  picture: string | null;
  meeting: string;
  description: string;
  /** "with {host}". */
  withHost: string;
  /** The meeting's length ("30 minutes"). */
  duration: string;
  /** The visitor's zone and its offset. */
  zone: string;
  /** Where the meeting takes place, in words (docs/decisions.md#meeting-types); absent: no line, as before. */
  location?: string | null | undefined;
}

/** A map pin: the meeting's place. */
const PIN_ICON: CirclePathIcon = {
  circle: [12, 10, 3],
  path: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function icon({ circle: [cx, cy, r], path }: CirclePathIcon): string {
  return (
    '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
    ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
    `<circle cx="${cx}" cy="${cy}" r="${r}"></circle><path d="${path}"></path></svg>`
  );
}

/** The host's picture, or their initials (named by a tooltip) when there is none. */
export function avatarHtml(hostName: string, picture: string | null): string {
  const name = escapeHtml(hostName);
  return picture
    ? `<img class="sw-avatar-image" src="${escapeHtml(picture)}" alt="${name}">`
    : `<span class="sw-avatar-initials" title="${name}">${escapeHtml(initials(hostName))}</span>`;
}

export function headerHtml(content: HeaderContent): string {
  return (
    '<header class="sw-header"><div class="sw-header-row">' +
    `<div class="sw-avatar">${avatarHtml(content.hostName, content.picture)}</div>` +
    '<div class="sw-header-text">' +
    `<p class="sw-muted">${escapeHtml(content.withHost)}</p>` +
    `<h1 class="sw-title">${escapeHtml(content.meeting)}</h1>` +
    `<p class="sw-text">${escapeHtml(content.description)}</p>` +
    '<div class="sw-meta">' +
    `<div class="sw-meta-item">${icon(CLOCK_ICON)}<p class="sw-small">${escapeHtml(content.duration)}</p></div>` +
    `<div class="sw-meta-item">${icon(GLOBE_ICON)}<p class="sw-small" data-testid="visitor-time-zone">${escapeHtml(content.zone)}</p></div>` +
    (content.location
      ? `<div class="sw-meta-item">${icon(PIN_ICON)}<p class="sw-small" data-testid="meeting-place">${escapeHtml(content.location)}</p></div>`
      : '') +
    '</div></div></div></header>'
  );
}
