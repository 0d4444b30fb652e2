/** A language's area files (locales/<lng>/<area>.json) merged at the root: each area owns its top-level keys. */
export function mergeAreas(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
}
