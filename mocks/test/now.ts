/** The fixed instants of the mock's tests, stories and component tests (no Node imports). */

/** A Wednesday, 10:00 in New York (EST), 20:30 in Kolkata. */
export const NOW = '2026-11-04T15:00:00.000Z';
/** Jordan's week (America/New_York): Monday 2026-11-02 00:00 EST. */
export const JORDAN_WEEK = '2026-11-02T05:00:00.000Z';
/** The same week as the goals name it: its Monday's date (`weekStartDate`). */
export const JORDAN_GOALS_WEEK = '2026-11-02';
