/**
 * The session's screens (sign-in, the missing-permissions page, the signed-in layout) for their
 * stories and component tests: Jordan's account written into the mock backend's database, which
 * the mock's own handlers then serve (`mocks/test/story-backend.ts`).
 */
import type { RequestHandler } from 'msw';
import { OPERATIONS, type OperationId } from '../../../mocks/faults/operations';
import { seedBackend, STORY_HOST, type HandlerTarget } from '../../../mocks/test/story-backend';

/** The sign-in scopes without the calendar's, as Google's short names. */
export const BASIC_SCOPES = ['openid', 'email', 'profile'];

/** What the session itself asks: who is signed in, with which scopes and access, and log-out. */
const SESSION_OPERATIONS: readonly OperationId[] = [
  'getCurrentUser',
  'getScopes',
  'logout',
  'getWorkflowStats',
];

/**
 * Every read and write of the screens behind the session failing (500): what the layout's and
 * the session's stories show around the session, so that their pictures are of the session and
 * the layout, not of the planner's or the preferences' data.
 */
export const SCREENS_FAIL = (Object.keys(OPERATIONS) as OperationId[])
  .filter((operation) => !SESSION_OPERATIONS.includes(operation))
  .map((operation) => `${operation}:500`)
  .join(',');

export interface SessionSetup {
  /** Whether Jordan is signed in. Default true. */
  signedIn?: boolean;
  /** Workflow access for the account. Default false. */
  workflowAccess?: boolean;
  /**
   * The Google scopes granted: the calendar ones too (default), or only the sign-in ones, under
   * the short names Google also grants them by (the access page lists them).
   */
  scopes?: 'full' | 'basic';
  /** Jordan's avatar picture. Default none (his initials). */
  picture?: string | null;
  /** The primary calendar's Google authorisation expired. Default false. */
  calendarExpired?: boolean;
  /** Faults in the text form of `mocks/faults/faults.ts` (`getCurrentUser:hang`). */
  faults?: string;
}

/**
 * Jordan's account over the mock backend, signed in or not, with or without workflow access and
 * the calendar scopes, the faults and overrides (failure or latency states) given.
 */
export function sessionBackend(
  target: HandlerTarget,
  setup: SessionSetup = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  const host = { ...STORY_HOST, picture: setup.picture ?? null };
  return seedBackend(
    target,
    {
      seed(seed) {
        seed.user(host, { workflowAccess: setup.workflowAccess });
        if (setup.scopes === 'basic') {
          const user = seed.data.users.find((account) => account.id === host.id);
          if (user) user.grantedScopes = [...BASIC_SCOPES];
        }
        if (setup.calendarExpired) {
          const primary = seed.data.calendars.find((calendar) => calendar.userId === host.id);
          if (primary) primary.authExpired = true;
        }
      },
      signedInAs: setup.signedIn === false ? null : host.email,
      faults: setup.faults,
    },
    ...overrides,
  );
}
