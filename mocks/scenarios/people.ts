/**
 * The seeded identities. Their ids, names and e-mail addresses are a contract with QA (see
 * README.md, "Scenarios"): tests and manual scripts refer to them.
 */
export interface Person {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  timezone: string;
  slackId: string | null;
}

export interface Attendee {
  name: string | null;
  email: string;
}

/** An initials avatar as an SVG data URI: offline, deterministic, a real `picture` URL. */
export function avatarDataUri(name: string, background: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${background}"/>` +
    `<text x="48" y="60" font-family="Arial,Helvetica,sans-serif" font-size="38" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const JORDAN: Person = {
  id: 'usr_jordan_lee',
  name: 'Jordan Lee',
  email: 'jordan.lee@example.com',
  picture: avatarDataUri('Jordan Lee', '#7048E8'),
  timezone: 'America/New_York',
  slackId: 'U05JLEE2026',
};

export const JORDAN_PERSONAL = 'jordan.personal@example.com';
export const JORDAN_SIDE = 'jordan.side@example.com';

export const PRIYA: Person = {
  id: 'usr_priya_shah',
  name: 'Priya Shah',
  email: 'priya.shah@example.com',
  picture: null,
  timezone: 'Asia/Kolkata',
  slackId: 'U05PSHAH01',
};

/** A member of the team of scenario `team`, in London. */
export const NOOR: Person = {
  id: 'usr_noor_haddad',
  name: 'Noor Haddad',
  email: 'noor.haddad@example.com',
  picture: avatarDataUri('Noor Haddad', '#0C8599'),
  timezone: 'Europe/London',
  slackId: null,
};

export const SAM: Person = {
  id: 'usr_sam_rivera',
  name: 'Sam Rivera',
  email: 'sam.rivera@example.com',
  picture: null,
  timezone: 'America/Los_Angeles',
  slackId: null,
};

/** Fixed link ids of the seeded hosts. */
export const LINK_IDS = {
  jordanHighPriority: 'lnk_jordan_high_priority',
  jordanStandard: 'lnk_jordan_standard',
  priyaHighPriority: 'lnk_priya_high_priority',
  priyaStandard: 'lnk_priya_standard',
  /** The third meeting type of scenario `meeting-types`. */
  jordanOfficeHours: 'lnk_jordan_office_hours',
  /** The team links of scenario `team`. */
  teamKickoff: 'lnk_cs_kickoff',
  teamIntro: 'lnk_cs_intro',
} as const;

/** The team of scenario `team`. */
export const CUSTOMER_SUCCESS = {
  id: 'team_customer_success',
  name: 'Customer Success',
  slug: 'customer-success',
} as const;

/** Colleagues and contacts who appear as attendees and workflow requesters. */
export const COLLEAGUES: readonly Attendee[] = [
  { name: 'Alex Morgan', email: 'alex.morgan@example.org' },
  { name: 'Taylor Kim', email: 'taylor.kim@example.com' },
  { name: 'Morgan Chen', email: 'morgan.chen@example.com' },
  { name: 'Riley Park', email: 'riley.park@example.com' },
  { name: 'Casey Nguyen', email: 'casey.nguyen@example.com' },
  { name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' },
  { name: 'Dana White', email: 'dana.white@example.org' },
  { name: 'Chris Novak', email: 'chris.novak@example.com' },
  { name: 'Sam Rivera', email: 'sam.rivera@example.com' },
  { name: 'Priya Shah', email: 'priya.shah@example.com' },
];

export const INDIA_TEAM: readonly Attendee[] = [
  { name: 'Arjun Mehta', email: 'arjun.mehta@example.in' },
  { name: 'Kavya Iyer', email: 'kavya.iyer@example.in' },
  { name: 'Rohan Das', email: 'rohan.das@example.in' },
  { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
];
