import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { loadMessages } from './load-messages';

const messages = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (l) => [l.code, await loadMessages(l.code)] as const)),
) as Record<string, Record<string, unknown>>;

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (Array.isArray(node)) return { [prefix]: JSON.stringify(node.length) };
  if (node !== null && typeof node === 'object') {
    return Object.assign({}, ...Object.entries(node).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  return { [prefix]: String(node) };
}
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const english = flatten(messages.en);

  it('offers the five languages', () => {
    expect(Object.keys(messages).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s has every key English has, none empty, with the same placeholders',
    (code) => {
      const other = flatten(messages[code]);
      const missing = Object.keys(english).filter((key) => !(key in other));
      expect(missing).toEqual([]);
      const extra = Object.keys(other).filter((key) => !(key in english));
      expect(extra).toEqual([]);
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), key).not.toBe('');
        expect(variables(text), key).toEqual(variables(english[key]!));
      }
    },
  );
});

describe('translation files', () => {
  const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
  const byLanguage = new Map<string, Map<string, string[]>>();
  for (const [file, content] of Object.entries(files)) {
    const [, , language, name] = file.split('/');
    const areas = byLanguage.get(language!) ?? new Map<string, string[]>();
    areas.set(name!, Object.keys(content));
    byLanguage.set(language!, areas);
  }

  it('are the same set of area files in every language', () => {
    const english = [...byLanguage.get('en')!.keys()].sort();
    for (const [language, areas] of byLanguage) expect([...areas.keys()].sort(), language).toEqual(english);
  });

  it('never define the same top-level key in two area files', () => {
    for (const [language, areas] of byLanguage) {
      const seen = new Map<string, string>();
      for (const [file, keys] of areas) {
        for (const key of keys) {
          expect(seen.get(key), `${language}: "${key}" in ${file} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
  });
});
