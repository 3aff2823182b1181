/** The host's page's words in English (the list of a host's links): see en.ts. */
const PRODUCT = 'Slotwise';

export const enHosts = {
  heading: (host: string) => `Meetings with ${host}`,
  headingNoName: 'Meetings',
  intro: 'Choose a meeting to see its times.',
  listLabel: 'Meetings you can book',
  book: 'See times',
  bookLabel: (meeting: string) => `See times for ${meeting}`,
  failed: 'This page could not be loaded.',
  retry: 'Try again',
  title: (host: string) => `${host} · ${PRODUCT}`,
};
