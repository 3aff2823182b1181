/**
 * Focus time for the weekly goals, one file per rule family: the goals' week of its own
 * (`week.ts`: time needs, proposals, applying, moving and deleting blocks), the rules on the
 * host's links next week (`next-week.ts`, with `moved-block.ts` and `dropped-block.ts`), and
 * focus time keeping its hours (`hours.ts`: a held time is busy, a moved block returns).
 * `rules.ts` and `setup.ts` hold what they share. The kit runs `focus`, then `focusHours`.
 */
export { focusHours } from './hours';
export { focus } from './week';
