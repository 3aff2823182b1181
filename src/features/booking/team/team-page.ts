/**
 * What a team link's booking page adds to a one-host page: its header and its slots (each host by
 * their own rules, then collective = every host free, round robin = at least one). A chunk of its
 * own, which the booking page loads only for a link with `team`: a one-host page never does.
 */
export { TeamHeader } from './team-header';
export { teamSlotsOfLink } from '../../../domain/slots';
