/**
 * Valibot schemas for every payload, query and path parameter of the contract
 * (`openapi/openapi.yaml`). The mock backend validates requests with them and answers 400 with
 * `{ error: validate(...).error }`; the forms reuse the field schemas (link dialog, booking form,
 * goals, preferences) so the app and the server agree on every rule and message.
 *
 * Messages name the field (`bufferTime must be an integer from 0 to 120`) or are the spec's own
 * texts where it gives one ('URL suffix is required', 'Name is required', …).
 * Outputs are normalised: date-times become UTC `toISOString()` strings, goals and names are
 * trimmed, a blank custom description becomes null. Calendar dates (the goals week) stay as sent.
 *
 * Pure: no I/O, no clock. The schemas live in `./schemas/`, one file per area of the contract;
 * callers import them from here. The public booking page alone imports `./schemas/visitor` (the
 * visitor's name and e-mail) directly, so that its bundle carries none of the other schemas.
 */
export * from './schemas/blocks';
export * from './schemas/preferences';
export * from './schemas/dashboard';
export * from './schemas/links';
export * from './schemas/teams';
export * from './schemas/booking';
export * from './schemas/focus';
export * from './schemas/integrations';
export * from './schemas/validate';
