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

  // The places that label statuses: the resource screens and CSVs (association.enums), the workflow screens and the
  // member portal. A status reads the same in all of them, in every language (lapsed was "Gugur" and "Tidak aktif").
  const STATUS_PLACES: Record<string, string[]> = {
    member: ['association.enums.memberStatus', 'associationWorkflows.status.member', 'portal.status.member'],
    verification: ['association.enums.verificationStatus', 'associationWorkflows.status.verification', 'portal.status.verification'],
    renewal: ['association.enums.renewalStatus', 'associationWorkflows.status.renewal', 'portal.status.renewal'],
    licence: ['association.enums.strStatus', 'association.enums.sipStatus', 'associationWorkflows.status.licence', 'portal.status.licence'],
    due: ['association.enums.dueStatus', 'associationWorkflows.status.due', 'portal.status.due'],
    payment: ['association.enums.paymentStatus', 'associationWorkflows.status.payment'],
    transfer: ['association.enums.transferStatus', 'associationWorkflows.status.transfer', 'portal.status.transfer'],
  };

  it.each(LANGUAGES.map((l) => l.code))('%s gives each status one label wherever statuses are labelled', async (code) => {
    const all = await texts(code);
    const labels = new Map<string, Set<string>>();
    for (const [group, places] of Object.entries(STATUS_PLACES)) {
      for (const place of places) {
        const entries = Object.entries(all).filter(([key]) => key.startsWith(`${place}.`));
        expect(entries.length, place).toBeGreaterThan(0);
        for (const [key, text] of entries) {
          const status = `${group}.${key.slice(place.length + 1)}`;
          labels.set(status, (labels.get(status) ?? new Set()).add(text));
        }
      }
    }
    const twice = [...labels].filter(([, texts]) => texts.size > 1).map(([status, texts]) => `${status}: ${[...texts].join(' / ')}`);
    expect(twice).toEqual([]);
  });
});
