import { memo, useLayoutEffect, useRef, useState } from 'react';
import { avatarHtml, escapeHtml, headerHtml } from '../header-markup';
import { durationText, useLang } from '../../../i18n/lang';
import type { PublicLink } from '../api';
import { zoneLabel } from '../../../domain/time-text';
import { hostNames } from '../host-names';
import { WITH_A_MEMBER } from './team-words';

type PublicTeam = NonNullable<PublicLink['team']>;

/** The collective's hosts side by side, each picture (or initials) overlapping the one before. */
function avatarGroupHtml(hosts: PublicTeam['hosts'], failed: ReadonlySet<string>): string {
  const avatars = hosts.map((host, i) => {
    const picture = host.picture && !failed.has(host.picture) ? host.picture : null;
    const overlap = i === 0 ? '' : 'margin-inline-start:-0.75rem;';
    return `<div class="sw-avatar" style="${overlap}box-shadow:0 0 0 2px #fff">${avatarHtml(host.name, picture)}</div>`;
  });
  return `<div class="sw-avatar-group" style="display:flex">${avatars.join('')}</div>`;
}

/**
 * A team link's header (the booking page's `HostHeader` for a link with `team`): the team's name
 * as the host line. A collective link shows every host's picture (initials when there is none or
 * it fails to load) and names them all ("with Jordan Lee and Noor Haddad"); a round-robin link
 * says "with a member of {team}" under the team's initials. The same markup and styles as the
 * one-host header (`headerHtml`), the avatar and the host line put in.
 */
export const TeamHeader = memo(function TeamHeader({
  link,
  timeZone,
  now,
  duration = link.defaultDuration,
  location = null,
}: {
  link: PublicLink;
  timeZone: string;
  now: number;
  duration?: number;
  location?: string | null;
}) {
  const { messages, locale, lang } = useLang();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const team = link.team;
  const teamName = team?.name ?? link.host.name;
  const collective = team?.kind === 'collective';
  const hostLine = collective ? teamName : WITH_A_MEMBER[lang](teamName);
  const base = headerHtml({
    hostName: teamName,
    picture: null,
    meeting: link.name,
    description: link.customDescription?.trim() ? link.customDescription : link.description,
    withHost: hostLine,
    duration: durationText(duration, messages, locale),
    zone: zoneLabel(timeZone, now),
    location,
  });
  const line = `<p class="sw-muted">${escapeHtml(hostLine)}</p>`;
  const html =
    collective && team
      ? base
          .replace(
            `<div class="sw-avatar">${avatarHtml(teamName, null)}</div>`,
            avatarGroupHtml(team.hosts, failed),
          )
          .replace(
            line,
            `${line}<p class="sw-muted" data-testid="team-hosts">${escapeHtml(
              messages.page.with(hostNames(team.hosts, teamName, locale)),
            )}</p>`,
          )
      : base;
  const box = useRef<HTMLDivElement>(null);
  // A picture that fails to load shows its host's initials, as the one-host header does.
  useLayoutEffect(() => {
    const images = [...(box.current?.querySelectorAll('img') ?? [])];
    const listeners = images.map((image) => {
      const src = image.getAttribute('src') ?? '';
      const onError = () => setFailed((before) => new Set(before).add(src));
      image.addEventListener('error', onError);
      return () => image.removeEventListener('error', onError);
    });
    return () => listeners.forEach((remove) => remove());
  }, [html]);
  return (
    <div ref={box} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
});
