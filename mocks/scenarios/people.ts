/**
 * The seeded identities. Their ids, names and e-mail addresses are a contract with QA (see
 * README.md, "Scenarios"): tests and manual scripts refer to them.
 */
import { avatarDataUri, type Attendee, type Person } from './seed';

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
