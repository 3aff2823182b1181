/**
 * The held time's words in English (docs/decisions.md#a-held-time), in the chunk of the hold's own
 * module: see en.ts.
 */
export const enHold = {
  holding: (minutes: number, locale: string) =>
    `We're holding this time for you: ${minutes.toLocaleString(locale)} ${minutes === 1 ? 'minute' : 'minutes'} left`,
  held: 'We are holding this time for you for 10 minutes.',
  nearEnd: 'Less than 2 minutes left to book this time.',
  extend: 'Hold 10 more minutes',
  extended: 'We are holding this time for you 10 more minutes.',
  notFree: 'This time is no longer free. You can still try to book it, or pick another time.',
  expiredTitle: 'This time is no longer held for you',
  expiredText: 'Someone else may book it now. You can still try to book it, or pick a time again.',
  holdAgain: 'Hold this time again',
  pickAgain: 'Pick a time again',
  lostTitle: 'Someone else is booking that time',
  lostText: (time: string, date: string) =>
    `Another visitor is booking ${time} on ${date}. The times shown are up to date: please choose another one.`,
};
