import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { messageText } from './message-text';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});

/** Issue 18: the community area's refusals read in the reader's language, their states with the words of the area. */
describe('community messages in Indonesian', () => {
  // A dismissed forum report is not a dismissed member: each state reads with the words of the area.
  it.each([
    [{ entity: 'pitEvent', id: 5, state: 'cancelled', allowedStates: 'planned,registration_open' }, 'PIT 5 berstatus dibatalkan; langkah ini hanya bisa bila berstatus direncanakan atau pendaftaran dibuka.'],
    [{ entity: 'forumReport', id: 3, state: 'dismissed', allowedStates: 'open' }, 'Laporan forum 3 berstatus ditolak; langkah ini hanya bisa bila berstatus dibuka.'],
  ])('words a refused step with the states of the record it names (%o)', (params, expected) => {
    expect(messageText(i18n, { message: 'The step was refused', code: 'community.stepRefused', params })).toBe(expected);
  });

  it('words a community conflict and a field refusal with their values', () => {
    expect(
      messageText(i18n, { message: 'Online course "Endodontik" is full: all 2 seats are taken', code: 'community.courseFull', params: { title: 'Endodontik', capacity: 2 } }),
    ).toBe('Kursus daring “Endodontik” sudah penuh: seluruh 2 kursi sudah terisi.');
    expect(messageText(i18n, { message: 'must fall in 2027, the year of the meeting', code: 'field.outsideYear', params: { year: 2027 } })).toBe(
      'harus jatuh pada tahun 2027, tahun pertemuannya',
    );
  });
});
