import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { loadMessages } from './load-messages';

const texts = async (code: string) => {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    else flat[prefix] = String(node);
  };
  walk(await loadMessages(code), '');
  return flat;
};

/** Issue 18: one set of terms, so a secretary never wonders whether "Member" and "Anggota" are two things. */
describe('terms', () => {
  it('Indonesian menus and pages say Anggota and Iuran, never Member or Kontribusi', async () => {
    const id = await texts('id');
    const odd = Object.entries(id).filter(([key, text]) => !key.startsWith('primereact') && /\bMember\b|\bKontribusi\b/.test(text));
    expect(odd).toEqual([]);
    expect(id['menu.association.members']).toBe(id['association.resources.members.title']);
  });

  it.each(LANGUAGES.map((l) => l.code))('%s names the two collected columns of the branch arrears apart', async (code) => {
    const all = await texts(code);
    expect(all['associationWorkflows.contributions.branchArrears.rate']).not.toBe(all['associationWorkflows.contributions.branchArrears.totals.collected']);
  });
});
