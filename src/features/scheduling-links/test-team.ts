/**
 * Scheduling Links with teams, for component tests and stories: scenario `team` (Customer
 * Success: Jordan Lee, Noor Haddad, Priya Shah; Kickoff collective, Intro call round robin),
 * served by the mock's own handlers, signed in as Jordan unless told otherwise.
 */
import type { RequestHandler } from 'msw';
import { seedBackend, type HandlerTarget } from '../../../mocks/test/story-backend';

/** The scenario's QA clock: Monday 1 March 2027, 8:00 AM New York. */
export const TEAM_NOW = '2027-03-01T13:00:00.000Z';

export const NOOR_EMAIL = 'noor.haddad@example.com';

export function teamBackend(
  target: HandlerTarget,
  options: { signedInAs?: string; faults?: string } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      scenario: 'team',
      now: TEAM_NOW,
      ...(options.signedInAs ? { signedInAs: options.signedInAs } : {}),
      ...(options.faults ? { faults: options.faults } : {}),
    },
    ...overrides,
  );
}
