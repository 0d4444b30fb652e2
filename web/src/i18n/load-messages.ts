export type Messages = Record<string, unknown> & { primereact?: Record<string, unknown> };

// One folder per language, one file per area (locales/<lng>/<area>.json). The frame's texts (navigation, sign-in,
// common words, PrimeReact's texts) are a chunk of their own, enough for the sign-in pages; locales/<lng>/index.ts
// merges the other areas into a second chunk, fetched before the first page that needs them.
const frames = import.meta.glob<Messages>('./locales/*/frame.json', { import: 'default' });
const areas = import.meta.glob<Messages>('./locales/*/index.ts', { import: 'default' });

function loader(files: Record<string, () => Promise<Messages>>, path: string) {
  const load = files[path];
  if (!load) throw new Error(`No texts at ${path}`);
  return load();
}

/** The frame's texts of one language. */
export function loadFrameMessages(language: string): Promise<Messages> {
  return loader(frames, `./locales/${language}/frame.json`);
}

/** All texts of one language. */
export async function loadMessages(language: string): Promise<Messages> {
  const [frame, rest] = await Promise.all([loadFrameMessages(language), loader(areas, `./locales/${language}/index.ts`)]);
  return { ...frame, ...rest };
}
