import qrcode from 'qrcode-generator';
import type { DocumentKind } from './codes.js';
import { PdfPage, type Rgb } from './pdf.js';

/** What a card or certificate shows about its holder. */
export interface DocumentHolder {
  fullName: string;
  npa: string;
  status: string;
  category: string;
  specialty: string;
  divisionName: string;
  provinceName: string;
  joinedAt: string | null;
}

export interface DocumentSpec {
  kind: DocumentKind;
  holder: DocumentHolder;
  /** The national board's name: who issues it. */
  issuer: string;
  /** YYYY-MM-DD. */
  issuedAt: string;
  code: string;
  verifyUrl: string;
  /** global_configs member.card_prefix and branding.primary_color. */
  cardPrefix: string;
  color: Rgb;
}

// The documents are Indonesian official papers: their texts are Indonesian whatever the interface language.
const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const SPECIALTIES: Record<string, string> = {
  general: 'Dokter Gigi',
  orthodontics: 'Spesialis Ortodonsia',
  conservative_dentistry: 'Spesialis Konservasi Gigi',
  oral_surgery: 'Spesialis Bedah Mulut dan Maksilofasial',
  periodontics: 'Spesialis Periodonsia',
  prosthodontics: 'Spesialis Prostodonsia',
  paediatric_dentistry: 'Spesialis Kedokteran Gigi Anak',
  oral_medicine: 'Spesialis Penyakit Mulut',
  dental_radiology: 'Spesialis Radiologi Kedokteran Gigi',
  oral_pathology: 'Spesialis Patologi Mulut',
};
const CATEGORIES: Record<string, string> = { ordinary: 'Anggota Biasa', extraordinary: 'Anggota Luar Biasa', honorary: 'Anggota Kehormatan' };
const STATUSES: Record<string, string> = { active: 'Aktif', honorary: 'Kehormatan' };

const WHITE: Rgb = [1, 1, 1];
const INK: Rgb = [0.13, 0.15, 0.18];
const MUTED: Rgb = [0.4, 0.43, 0.47];

export const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};

/** '#0E7490' as PDF colour components; anything else falls back to the association's teal. */
export function rgbOf(hex: unknown): Rgb {
  const match = typeof hex === 'string' ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) : null;
  if (!match) return [0.055, 0.455, 0.565];
  return [parseInt(match[1]!, 16) / 255, parseInt(match[2]!, 16) / 255, parseInt(match[3]!, 16) / 255];
}

function drawQr(page: PdfPage, x: number, y: number, size: number, url: string) {
  const qr = qrcode(0, 'M');
  qr.addData(url, 'Byte');
  qr.make();
  // A quiet zone of white around the code, so it scans on a coloured background too.
  const quiet = size * 0.06;
  page.rect(x - quiet, y - quiet, size + 2 * quiet, size + 2 * quiet, { fill: WHITE });
  page.qr(x, y, size, qr.getModuleCount(), (row, col) => qr.isDark(row, col));
  page.link(x, y, size, size, url);
}

/** The Kartu Tanda Anggota: ID-1 card size (85.6 x 54 mm), landscape. */
function card(spec: DocumentSpec): PdfPage {
  const { holder } = spec;
  const page = new PdfPage(242.65, 153.07);
  page.rect(0, 0, page.width, 36, { fill: spec.color });
  page.text(10, 15, 'KARTU TANDA ANGGOTA', { size: 9.5, font: 'bold', color: WHITE });
  page.text(10, 28, spec.issuer, { size: 7, color: WHITE, maxWidth: 222 });

  page.text(10, 52, holder.fullName, { size: 10.5, font: 'bold', color: INK, maxWidth: 160 });
  page.text(10, 63, SPECIALTIES[holder.specialty] ?? holder.specialty, { size: 6.5, color: MUTED, maxWidth: 160 });
  const rows: [string, string][] = [
    ['NPA', holder.npa],
    ['No. KTA', `${spec.cardPrefix}-${holder.npa}`],
    ['Cabang', holder.divisionName],
    ['Kategori', CATEGORIES[holder.category] ?? holder.category],
    ['Anggota sejak', holder.joinedAt ? longDate(holder.joinedAt) : '-'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 78 + i * 10.5;
    page.text(10, y, label, { size: 6.5, color: MUTED });
    page.text(58, y, value, { size: 7, font: i < 2 ? 'bold' : 'regular', color: INK, maxWidth: 110 });
  });

  drawQr(page, 176, 48, 58, spec.verifyUrl);
  page.text(205, 118, 'Pindai untuk verifikasi', { size: 5, color: MUTED, align: 'center' });
  page.rect(0, 133, page.width, 20.07, { fill: [0.95, 0.96, 0.97] });
  page.text(10, 142, `Kode verifikasi: ${spec.code}`, { size: 5.5, color: INK, maxWidth: 222 });
  page.text(10, 149, `Diterbitkan ${longDate(spec.issuedAt)} · ${spec.verifyUrl}`, { size: 4.5, color: MUTED, maxWidth: 222 });
  return page;
}

/** The certificate of membership: A4 landscape. */
function certificate(spec: DocumentSpec): PdfPage {
  const { holder } = spec;
  const page = new PdfPage(841.89, 595.28);
  const centre = page.width / 2;
  page.rect(24, 24, page.width - 48, page.height - 48, { stroke: spec.color, lineWidth: 3 });
  page.rect(34, 34, page.width - 68, page.height - 68, { stroke: spec.color, lineWidth: 0.8 });

  page.text(centre, 96, spec.issuer.toUpperCase(), { size: 13, font: 'bold', color: spec.color, align: 'center', maxWidth: 700 });
  page.text(centre, 150, 'SERTIFIKAT KEANGGOTAAN', { size: 30, font: 'bold', color: INK, align: 'center' });
  page.text(centre, 172, 'Certificate of Membership', { size: 12, color: MUTED, align: 'center' });
  page.text(centre, 216, 'Dengan ini menerangkan bahwa', { size: 13, color: INK, align: 'center' });
  page.text(centre, 258, holder.fullName, { size: 26, font: 'bold', color: INK, align: 'center', maxWidth: 700 });
  page.text(centre, 284, `NPA ${holder.npa} · ${SPECIALTIES[holder.specialty] ?? holder.specialty}`, { size: 13, color: INK, align: 'center', maxWidth: 700 });
  const since = holder.joinedAt ? ` sejak ${longDate(holder.joinedAt)}` : '';
  page.text(centre, 320, `adalah ${CATEGORIES[holder.category] ?? holder.category} yang terdaftar di ${holder.divisionName},`, {
    size: 13,
    color: INK,
    align: 'center',
    maxWidth: 700,
  });
  page.text(centre, 340, `${holder.provinceName}${since}, dengan status keanggotaan ${STATUSES[holder.status] ?? holder.status}.`, {
    size: 13,
    color: INK,
    align: 'center',
    maxWidth: 700,
  });

  page.text(520, 420, `Diterbitkan ${longDate(spec.issuedAt)}`, { size: 11, color: INK });
  page.text(520, 438, spec.issuer, { size: 11, font: 'bold', color: INK, maxWidth: 250 });
  page.text(520, 470, 'Dokumen ini sah tanpa tanda tangan basah:', { size: 9, color: MUTED });
  page.text(520, 483, 'keasliannya diperiksa melalui kode QR.', { size: 9, color: MUTED });

  drawQr(page, 90, 392, 110, spec.verifyUrl);
  page.text(215, 420, 'Verifikasi keaslian', { size: 10, font: 'bold', color: INK });
  page.text(215, 436, 'Pindai kode QR atau buka:', { size: 9, color: MUTED });
  page.text(215, 450, spec.verifyUrl, { size: 7.5, color: INK, maxWidth: 290 });
  page.text(215, 470, `Kode verifikasi: ${spec.code}`, { size: 9, font: 'bold', color: INK });
  return page;
}

/** The document as a PDF file. */
export function renderDocument(spec: DocumentSpec, now = new Date()): Buffer {
  const page = spec.kind === 'card' ? card(spec) : certificate(spec);
  const title = spec.kind === 'card' ? 'Kartu Tanda Anggota' : 'Sertifikat Keanggotaan';
  return page.render({ title: `${title} ${spec.holder.fullName}`, author: spec.issuer, createdAt: now });
}
