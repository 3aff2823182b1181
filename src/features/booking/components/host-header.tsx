import { memo, useLayoutEffect, useRef, useState } from 'react';
import { headerHtml } from '../header-markup';
import { durationText, useLang } from '../../../i18n/lang';
import type { PublicLink } from '../api';
import { zoneLabel } from '../../../domain/time-text';

/**
 * The booking page's header: the host's picture (initials when there is none or it fails to
 * load), 'with {host name}', the meeting name, its description (the custom one if set, otherwise
 * the default), the duration, and the visitor's time zone with its UTC offset.
 *
 * Its markup is the one index.html's boot script draws before the app arrives: both are
 * `headerHtml` (`../header-markup.ts`, every text escaped), styled by the same CSS
 * (`src/boot/booking-header.css`, inlined into index.html). The wrapper takes no box of its own.
 */
// Memoized: the page's steps and choices (a day, the clock) leave it as it is.
export const HostHeader = memo(function HostHeader({
  link,
  timeZone,
  now,
  duration = link.defaultDuration,
  location = null,
}: {
  link: PublicLink;
  timeZone: string;
  now: number;
  /** The length the visitor chose (docs/decisions.md#meeting-types); default the link's. */
  duration?: number;
  /** The meeting's place in words; none: no line. */
  location?: string | null;
}) {
  const { messages, locale } = useLang();
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const picture = link.host.picture !== failedPicture ? link.host.picture : null;
  const html = headerHtml({
    hostName: link.host.name,
    picture,
    meeting: link.name,
    description: link.customDescription?.trim() ? link.customDescription : link.description,
    withHost: messages.page.with(link.host.name),
    duration: durationText(duration, messages, locale),
    zone: zoneLabel(timeZone, now),
    location,
  });
  const box = useRef<HTMLDivElement>(null);
  // A picture that fails to load shows the initials, as the early header's does. The image is
  // made with the HTML, in this commit: its error event comes in a later task, after this.
  useLayoutEffect(() => {
    const image = box.current?.querySelector('img');
    if (!image || !picture) return;
    const failed = () => setFailedPicture(picture);
    image.addEventListener('error', failed);
    return () => image.removeEventListener('error', failed);
  }, [html, picture]);
  return (
    <div ref={box} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
});
