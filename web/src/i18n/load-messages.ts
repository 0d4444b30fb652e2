type Messages = Record<string, unknown> & { primereact?: Record<string, unknown> };

// One folder per language, one file per area (locales/<lng>/<area>.json), merged by locales/<lng>/index.ts into one
// chunk per language, so the app fetches only the language in use.
const languages = import.meta.glob<Messages>('./locales/*/index.ts', { import: 'default' });

/** All texts of one language, fetched on first use. */
export async function loadMessages(language: string): Promise<Messages> {
  const load = languages[`./locales/${language}/index.ts`];
  if (!load) throw new Error(`No texts for language ${language}`);
  return load();
}
