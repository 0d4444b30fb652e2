import { describe, expect, it } from 'vitest';
import { startingLanguage } from './languages';

describe('the language the interface starts in', () => {
  it('is the one chosen in this browser, whatever the browser prefers', () => {
    expect(startingLanguage('de', ['id-ID', 'id'])).toBe('de');
    expect(startingLanguage('en', ['id-ID'])).toBe('en');
  });

  it("is otherwise the first of the browser's languages the interface speaks", () => {
    expect(startingLanguage(null, ['id-ID', 'id', 'en-US'])).toBe('id');
    expect(startingLanguage(null, ['ja-JP', 'fr-FR', 'en'])).toBe('fr');
    expect(startingLanguage(null, ['PT_br'])).toBe('pt');
    // Indonesian under its code before 1989, as older Android and Java systems still send it.
    expect(startingLanguage(null, ['in-ID'])).toBe('id');
  });

  it('is English when nothing matches, and a stored value that is no language is ignored', () => {
    expect(startingLanguage(null, ['ja-JP', 'zh'])).toBe('en');
    expect(startingLanguage(null, [])).toBe('en');
    expect(startingLanguage('klingon', ['id'])).toBe('id');
    expect(startingLanguage('', ['xx'])).toBe('en');
  });
});
