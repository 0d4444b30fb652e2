type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The schema checks of the server answer in the validator's English ("must match pattern …"). Those generic ones
 * read better in the interface language; business rules ("must be the id of a province") stay as the server says.
 */
const GENERIC: [RegExp, (t: Translate, m: RegExpMatchArray) => string][] = [
  [/^must match pattern/, (t) => t('association.screen.form.errors.pattern')],
  [/^must match format "email"/, (t) => t('association.screen.form.errors.email')],
  [/^must match format "date/, (t) => t('association.screen.form.errors.date')],
  [/^must NOT have fewer than (\d+) characters/, (t, m) => (m[1] === '1' ? t('association.screen.form.required') : t('association.screen.form.errors.minLength', { n: m[1] }))],
  [/^must NOT have more than (\d+) characters/, (t, m) => t('association.screen.form.errors.maxLength', { n: m[1] })],
  [/^must be >= (-?[\d.]+)/, (t, m) => t('association.screen.form.errors.minimum', { n: m[1] })],
  [/^must be <= (-?[\d.]+)/, (t, m) => t('association.screen.form.errors.maximum', { n: m[1] })],
  [/^must be multiple of ([\d.]+)/, (t, m) => t('association.screen.form.errors.multipleOf', { n: m[1] })],
  [/^must be equal to one of the allowed values/, (t) => t('association.screen.form.errors.choice')],
  [/^is required/, (t) => t('association.screen.form.required')],
];

export function fieldMessages(t: Translate, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      for (const [pattern, say] of GENERIC) {
        const match = message.match(pattern);
        if (match) return [field, say(t, match)];
      }
      return [field, message];
    }),
  );
}
