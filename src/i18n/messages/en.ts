/**
 * The public pages' words in English: the source catalogue, in three modules so that a
 * page loads only its own English words: this one (the booking page's, shared by every public
 * page), en-success.ts and en-manage.ts; english.ts puts them together. Every other language's
 * catalogue has exactly these keys (typed as `Messages`, and checked by catalogues.test.ts), and
 * the English texts are the spec's own: change them only with the spec.
 *
 * A message is a string, or a function of its values when it has any: word order is each
 * language's business. Plurals are chosen by `plural()` (Intl.PluralRules), except English's
 * "{n} time slot(s) available", which the spec writes as it is.
 */
const PRODUCT = 'Slotwise';

export const enCore = {
  lang: {
    menu: 'Language',
  },
  page: {
    loading: 'Loading booking page...',
    invalidUrl: 'Invalid booking URL',
    notFound: 'Booking Link Not Found',
    notFoundText: "The booking link you're looking for doesn't exist or has been removed.",
    poweredBy: 'Powered by',
    staleTitle: 'That time is no longer available',
    staleText: 'Please choose another time.',
    bookedTitle: 'You booked this time',
    bookedText: (when: string) =>
      `Your meeting on ${when} is booked. To change it, use your booking's own page.`,
    bookedWhen: (date: string, time: string) => `${date} at ${time}`,
    bookedLink: 'View your booking',
    takenTitle: 'That time was just taken',
    takenText: (time: string, date: string) =>
      `Someone booked ${time} on ${date} a moment ago. The times shown are up to date: please choose another one.`,
    rescheduling: 'Rescheduling your booking',
    currentTime: 'Your current time is',
    currentTimeAfter: '. It stays booked until you confirm a new one.',
    title: (step: string, meeting: string) => `${step} · ${meeting} · ${PRODUCT}`,
    errorTitle: (title: string) => `Error: ${title}`,
    meeting: (link: string, host: string) => `${link} with ${host}`,
    with: (host: string) => `with ${host}`,
    availabilityFailed: 'Failed to fetch availability',
    connectionTitle: 'Calendar Connection Required',
    connectionOwner: 'The calendar owner',
    connectionText: (owner: string) =>
      `${owner} needs to reconnect their calendar to enable bookings. Please contact them to schedule a meeting.`,
    contact: 'Contact:',
    unableTitle: 'Unable to Load Availability',
    unableText: 'Failed to load availability',
    inactiveTitle: 'Not taking bookings right now',
    inactiveText: (host: string) =>
      `${host} has switched this booking link off, so no time can be booked here at the moment. Please contact them to find a time.`,
    inactiveNothing: 'Nothing was booked.',
  },
  duration: {
    minutes: (count: number, locale: string) =>
      `${count.toLocaleString(locale)} ${count === 1 ? 'minute' : 'minutes'}`,
    hours: (count: number, locale: string) =>
      `${count.toLocaleString(locale)} ${count === 1 ? 'hour' : 'hours'}`,
  },
  calendar: {
    heading: 'Select Date & Time',
    zone: 'Time zone',
    clock: 'Time format',
    updating: 'Updating available times...',
    pickDate: 'Select a date to see available times',
    noSlots: 'No available time slots for this day',
    // The spec's literal text: English keeps "(s)" for every count.
    slotCount: (count: number, locale: string) =>
      `${count.toLocaleString(locale)} time slot(s) available`,
    slotLabel: (time: string, date: string) => `${time}, ${date}`,
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    hasTimes: (date: string) => `${date}, has available times`,
    length: 'Meeting length',
  },
  details: {
    heading: 'Your meeting',
    form: 'Enter Your Details',
    name: 'Full Name',
    email: 'Email Address',
    emailNote: 'The calendar invitation will be sent to this email address.',
    back: 'Back to Calendar',
    approvalNote: (host: string) =>
      `${host} must confirm this booking: until then it is a request.`,
    moveIntoCutoff: (host: string) =>
      `After this move it can no longer be changed online; then write to ${host}.`,
    confirm: 'Confirm Booking',
    pending: 'Booking...',
    failed: 'Booking failed. Please try again.',
    failedServer:
      'The server could not make the booking. Your details are fine and kept: nothing was booked yet. Press Confirm Booking to try again.',
    failedNetwork:
      'The connection dropped before the booking was made. Your details are fine and kept: nothing was booked yet. Press Confirm Booking to try again.',
    offlineTitle: 'You are offline',
    offline:
      'Your booking will be sent as soon as the connection is back. Keep this page open: your details are kept.',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    zone: 'Time zone',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phone: 'Phone number',
    phoneNote: (host: string) => `${host} will call you on this number.`,
    phoneRequired: 'Please enter your phone number',
    phoneInvalid: 'Please enter a phone number (6 to 20 digits)',
    answerRequired: 'Please answer this question',
    answerTick: 'Please tick this box to continue',
    answerTooLong: (max: number) => `Please use at most ${max} characters`,
    answerPlain: 'Please use plain text',
    answerChoice: 'Please choose one of the options',
    guests: 'Guests',
    guestsNote: (max: number, locale: string) =>
      `Up to ${max.toLocaleString(locale)} ${max === 1 ? 'guest' : 'guests'}. They get the invitation and any changes too.`,
    addGuests: 'Add guests',
    addGuest: 'Add another guest',
    guest: (n: number) => `Guest ${n} email`,
    removeGuest: (n: number) => `Remove guest ${n}`,
    guestRepeat: (email: string) => `${email} is already invited`,
  },
  zone: {
    label: 'Time zone',
    nothing: 'No time zone matches',
    description: 'Type a city, country, zone name or offset',
    ambiguous: (abbreviation: string) => `${abbreviation} has several meanings: pick yours`,
    unchanged: (label: string) => `Time zone unchanged: ${label}`,
    changed: (label: string) => `Time zone: ${label}`,
  },
  place: {
    label: 'Location',
    video: 'Video call',
    videoLater: 'Video call: the link comes with your invitation',
    phoneHost: (host: string) => `Phone call: ${host} calls you`,
    phoneHostAt: (host: string, number: string) => `Phone call: ${host} calls you at ${number}`,
    phoneVisitor: (host: string) =>
      `Phone call: you call ${host} (the number comes with your invitation)`,
    phoneVisitorAt: (host: string, number: string) => `Phone call: call ${host} at ${number}`,
  },
};

/** The words every public page shares (the booking page's); other languages have them all. */
export type CoreMessages = typeof enCore;
