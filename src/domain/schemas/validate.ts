/**
 * Running a schema: the first problem as one readable sentence. One part of `../api-schemas.ts`,
 * whose comment gives the rules all parts share.
 */
import * as v from 'valibot';

export type Validation<T> = { success: true; output: T } | { success: false; error: string };

/** One readable sentence for an issue, naming the field. */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const structural =
    issue.type === 'strict_object' || issue.type === 'object' || issue.type === 'loose_object';
  if (structural) {
    if (issue.expected === 'never' && path) return `Unknown field: ${path}`;
    if (issue.received === 'undefined' && path) return `${path} is required`;
    return path ? `${path} must be an object` : 'The request body must be a JSON object';
  }
  return issue.message;
}

/** Validates and normalises `input`; on failure gives the first problem as one sentence. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { success: true, output: result.output };
  const first = result.issues[0];
  return { success: false, error: first ? issueMessage(first) : 'The request is invalid' };
}
