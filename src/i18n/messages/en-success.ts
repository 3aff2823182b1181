/** The success page's words in English (the spec's texts exactly): see en.ts. */
const PRODUCT = 'Slotwise';

export const enSuccess = {
  heading: 'Meeting Scheduled Successfully!',
  body: `Your meeting has been scheduled with ${PRODUCT}. The invitation has been sent to your email address and includes all meeting details.`,
  cta: 'Get the product for yourself',
  closing: 'Simplify your scheduling with AI-powered meeting coordination',
  ics: 'Add to my calendar (.ics)',
  google: 'Google Calendar',
  outlook: 'Outlook',
  change: 'Need to change it?',
  manage: 'Reschedule or cancel',
  with: (host: string) => `with ${host}`,
  meeting: 'Meeting',
  bookedWith: (host: string) => `Booked with ${host} through ${PRODUCT}.`,
  bookedThrough: `Booked through ${PRODUCT}.`,
  manageAt: (url: string) => `Reschedule or cancel: ${url}`,
  title: `Meeting Scheduled Successfully! · ${PRODUCT}`,
  // A link that requires confirmation (docs/decisions.md#approval-per-link): the booking is a
  // request until the host accepts.
  pendingHeading: 'Request sent',
  pendingBody:
    'The host must confirm your request before it is booked. You will get the invitation by e-mail once they do; until then the time is held for you.',
  pendingTitle: `Request sent · ${PRODUCT}`,
};
