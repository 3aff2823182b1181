import * as v from 'valibot';
import { LinkFormSchema } from '../../domain/api-schemas';
import { LINK_DURATION_OPTIONS, durationLabel } from '../../domain/links';

/** What the dialog's fields hold (the select's value is a string). */
export interface LinkFormValues {
  name: string;
  slugSuffix: string;
  defaultDuration: string;
  customDescription: string;
}

export type LinkFormField = keyof LinkFormValues;
export type LinkFormErrors = Partial<Record<LinkFormField, string>>;

export interface LinkFormOutput {
  name: string;
  slugSuffix: string;
  defaultDuration: number;
  /** null when blank (the page then shows the type's default description). */
  customDescription: string | null;
}

/**
 * Checks the dialog with the shared valibot schema ('URL suffix is required',
 * 'URL suffix can only contain lowercase letters, numbers, and hyphens', 'Name is required',
 * a duration from 5 to 480). Gives the first message of each field that fails.
 */
export function validateLinkForm(
  values: LinkFormValues,
): { success: true; output: LinkFormOutput } | { success: false; errors: LinkFormErrors } {
  const result = v.safeParse(LinkFormSchema, {
    ...values,
    defaultDuration: Number(values.defaultDuration),
  });
  if (result.success) {
    const description = result.output.customDescription.trim();
    return {
      success: true,
      output: {
        name: result.output.name,
        slugSuffix: result.output.slugSuffix,
        defaultDuration: result.output.defaultDuration,
        customDescription: description === '' ? null : result.output.customDescription,
      },
    };
  }
  const nested = v.flatten<typeof LinkFormSchema>(result.issues).nested ?? {};
  const errors: LinkFormErrors = {};
  for (const field of ['name', 'slugSuffix', 'defaultDuration', 'customDescription'] as const) {
    const first = nested[field]?.[0];
    if (first) errors[field] = first;
  }
  return { success: false, errors };
}

/** The select's options, plus the link's own value when it is not one of them. */
export function durationOptions(current?: number): { value: string; label: string }[] {
  const values = [...LINK_DURATION_OPTIONS];
  if (current !== undefined && !values.includes(current)) {
    values.push(current);
    values.sort((a, b) => a - b);
  }
  return values.map((minutes) => ({ value: String(minutes), label: durationLabel(minutes) }));
}
