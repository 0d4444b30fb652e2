// A member looks after his own record (issue 19): he lands on his portal in Indonesian, corrects his phone number,
// downloads his membership card, and anyone who scans its QR code sees that it is genuine and valid, without signing
// in. Each screen is screenshotted and checked with axe-core.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { expectNoProblems, launchBrowser, lookAt, openSession, settle, signIn, type Session } from './support/browser';

let browser: Browser;
let member: Session;
let verifyUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await openSession(browser);
  await signIn(member, 'member');
  await settle(member.page);
});
afterAll(async () => {
  await browser?.close();
});

describe('a member', () => {
  it('lands on his portal, in Indonesian, with his record, dues, licences, requests and notices', async () => {
    const { page } = member;
    expect(new URL(page.url()).pathname).toBe(paths.memberPortal);
    await page.getByRole('heading', { level: 1, name: 'Portal Anggota' }).waitFor();
    for (const title of ['Profil saya', 'Keanggotaan', 'Iuran saya', 'STR, SIP dan SKP', 'Permohonan saya', 'Pengumuman']) {
      await page.getByRole('region', { name: title }).waitFor();
    }
    await settle(page);
    expect(await page.getByRole('region', { name: 'Pengumuman' }).locator('li').count()).toBeGreaterThan(0);
    expect(await lookAt(page, 'member-portal')).toEqual([]);
    expectNoProblems(member, 'member portal');
  });

  it('corrects his phone number himself', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Ubah kontak' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah kontak' });
    await dialog.getByLabel('Telepon').fill('+62 812-4040-5050');
    expect(await lookAt(page, 'member-portal-contact')).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Profil saya' }).getByText('+62 812-4040-5050').waitFor();
    expectNoProblems(member, 'contact correction');
  });

  it('downloads his membership card as a PDF carrying a verification link', async () => {
    const { page } = member;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Kartu Tanda Anggota (KTA)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kta-\d{8}\.pdf$/);
    const pdf = readFileSync((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    verifyUrl = /\/URI \(([^)]+)\)/.exec(pdf)![1]!;
    expect(verifyUrl).toMatch(new RegExp(`^${member.baseUrl}/verify/[A-Z2-7]{29}$`));
    expectNoProblems(member, 'card download');
  });
});

describe('anyone holding the card', () => {
  let visitor: Session;
  beforeAll(async () => {
    visitor = await openSession(browser);
  });

  it('sees, without signing in, that it is genuine and its holder a member in good standing', async () => {
    const { page } = visitor;
    await page.goto(verifyUrl);
    await page.getByRole('heading', { level: 1, name: 'Asli dan berlaku' }).waitFor();
    await page.getByText('Aktif', { exact: true }).waitFor();
    expect(await lookAt(page, 'verify-genuine')).toEqual([]);
    expectNoProblems(visitor, 'verification of a genuine card');
  });

  it('is told when a code was never issued', async () => {
    const { page } = visitor;
    const code = verifyUrl.slice(-29);
    const forged = `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`;
    visitor.allow((url, status) => url.endsWith(`/api/association/verify/${forged}`) && status === 404);
    await page.goto(paths.verifyDocument(forged));
    await page.getByRole('heading', { level: 1, name: 'Tidak diterbitkan oleh organisasi' }).waitFor();
    expect(await lookAt(page, 'verify-forged')).toEqual([]);
    expectNoProblems(visitor, 'verification of a forged code');
  });
});
