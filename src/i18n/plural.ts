/** Plurals by each language's own rules: catalogues import only this, never the catalogue store. */
/**
 * One of a plural message's forms for `count`, by the language's own rules (Intl.PluralRules):
 * `plural('de-DE', 1, { one: '1 Minute', other: '# Minuten' })`. '#' is the count, in the
 * locale's digits.
 */
export function plural(
  locale: string,
  count: number,
  forms: { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>,
): string {
  const rule = new Intl.PluralRules(locale).select(count);
  return (forms[rule] ?? forms.other).replace('#', new Intl.NumberFormat(locale).format(count));
}
