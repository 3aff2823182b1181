/**
 * A team link's own words on the booking page, in each public language: a chunk loaded only for
 * a team link, so the catalogues of one-host pages do not carry them.
 */
import type { Lang } from '../../../i18n/lang';

/** A round-robin link's host line: the visitor meets one member, not yet named. */
export const WITH_A_MEMBER: Record<Lang, (team: string) => string> = {
  en: (team) => `with a member of ${team}`,
  es: (team) => `con un miembro de ${team}`,
  fr: (team) => `avec un membre de ${team}`,
  de: (team) => `mit einem Mitglied von ${team}`,
  'pt-BR': (team) => `com um membro de ${team}`,
  ja: (team) => `${team}のメンバーと`,
};
