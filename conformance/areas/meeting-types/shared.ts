/**
 * What the meeting-type checks share: the questions of the run's link, and the rules on answers
 * (a body holding fields, a 400 naming its field, no trace of a secret). No checks of its own.
 */
import { bodyHolds } from '../../compare';
import type { Difference } from '../../contract';
import type { Answer } from '../../http';

/** The answer's body holds these fields with exactly these values. */
export const holds = bodyHolds;

/** A 400 `invalid_request` whose `field` is `field`. */
export const namesField =
  (field: string) =>
  (answer: Answer): Difference | null => {
    const body = (answer.body ?? {}) as { code?: unknown; field?: unknown };
    if (body.code !== 'invalid_request') {
      return { path: '$.code', expected: 'invalid_request', got: String(body.code) };
    }
    return body.field === field
      ? null
      : { path: '$.field', expected: field, got: String(body.field) };
  };

/** The answer's text does not contain `secret` (an answer or a guest on a public call). */
export const without =
  (secret: string) =>
  (answer: Answer): Difference | null =>
    answer.text.includes(secret)
      ? { path: '$', expected: `no trace of ${secret}`, got: 'found in the answer' }
      : null;

export const QUESTIONS = [
  { id: 'topic', label: 'What would you like to discuss?', kind: 'short_text', required: true },
  {
    id: 'size',
    label: 'Team size',
    kind: 'single_choice',
    required: false,
    options: ['1-10', '11+'],
  },
] as const;
