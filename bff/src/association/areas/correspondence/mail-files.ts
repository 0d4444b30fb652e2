import { createHash } from 'node:crypto';
import { MAX_FILES_PER_MAIL, type STORED_FILE_TYPES } from '../../../contract/association/correspondence-mail-files.js';
import type { Db } from '../../db/db.js';
import { ApiError, coded, conflict, notFound } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { OperationHandler } from '../area.js';
import { lockRow } from './common.js';
import { listAssignees } from './assignees.js';
import { dispositionDivision, mailsRepository } from './mails.js';

type FileType = (typeof STORED_FILE_TYPES)[number];

/** The signatures of the kinds of file kept: a file is what its first bytes say, not what its name or header claim. */
export const SIGNATURES: { type: FileType; extension: string; bytes: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

export function detectFileType(content: Buffer): (typeof SIGNATURES)[number] | undefined {
  return SIGNATURES.find((s) => content.length > s.bytes.length && s.bytes.every((b, i) => content[i] === b));
}

const EXTENSIONS: Record<FileType, RegExp> = { 'application/pdf': /\.pdf$/i, 'image/png': /\.png$/i, 'image/jpeg': /\.jpe?g$/i };
const MAX_NAME = 200;

/**
 * A file name safe to keep and to send back: no folders (the last part of a path), no control, format (zero-width,
 * bidirectional overrides) or separator characters, none of the characters systems forbid in names, no leading dots,
 * at most 200 characters, and the extension of the type it really is.
 */
export function sanitizeFilename(raw: string, type: FileType, extension: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (!EXTENSIONS[type].test(name)) name = `${name || 'scan'}.${extension}`;
  if (name.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const suffix = name.slice(dot);
    name = `${[...name.slice(0, dot)].slice(0, MAX_NAME - suffix.length).join('').trimEnd()}${suffix}`;
  }
  return name;
}

/** Content-Disposition for a kept name (RFC 6266): an ASCII fallback and the exact name in UTF-8. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const FILE_COLUMNS = `f.id, f.mail_id AS "mailId", f.filename, f.content_type AS "contentType", f.size, f.uploaded_by AS "uploadedBy", f.created_at AS "createdAt"`;

interface FileParams {
  id: number;
  fileId: number;
}

const lockMail = (tx: Db, id: number) => lockRow<{ status: string }>(tx, 'SELECT ml.status FROM mails ml WHERE ml.id = $1', id, 'Mail');

function assertNotArchived(id: number, status: string) {
  if (status === 'archived') throw conflict(`Mail ${id} is archived; an archived letter is read-only`, coded('mail.archivedReadOnly', { id }));
}

export const mailFileHandlers: Record<string, OperationHandler> = {
  async listMailAssignees({ db, request }) {
    const { id } = request.params as { id: number };
    const { divisionId, q, page = 1, perPage = 20 } = request.query as { divisionId?: number; q?: string; page?: number; perPage?: number };
    const mail = (await mailsRepository.get(db, id)) as { divisionId: number; divisionName: string };
    const division = await dispositionDivision(db, mail, divisionId);
    const { data, total } = await listAssignees(db, division, q, page, perPage);
    const from = data.length ? (page - 1) * perPage + 1 : 0;
    return { status: 200, body: { data, total, page, perPage, totalPages: Math.ceil(total / perPage), from, to: data.length ? from + data.length - 1 : 0 } };
  },

  async listMailFiles({ db, request }) {
    const { id } = request.params as { id: number };
    await mailsRepository.get(db, id);
    const rows = await db.query(`SELECT ${FILE_COLUMNS} FROM stored_files f WHERE f.mail_id = $1 ORDER BY f.created_at, f.id`, [id]);
    return { status: 200, body: { data: rows.rows } };
  },

  async attachMailFile({ db, request, actor }) {
    const { id } = request.params as { id: number };
    const { filename: raw } = request.query as { filename: string };
    const content = request.body as Buffer;
    const kind = detectFileType(content);
    if (!kind) {
      throw new ApiError(400, 'The file is not a PDF, JPEG or PNG (judged by its content, not its name)', [{ field: 'body', in: 'body', message: 'must be a PDF, JPEG or PNG file', ...coded('file.unsupportedType') }], coded('file.unsupportedType'));
    }
    const filename = sanitizeFilename(raw, kind.type, kind.extension);
    const file = await db.transaction(async (tx) => {
      assertNotArchived(id, (await lockMail(tx, id)).status);
      const count = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files WHERE mail_id = $1', [id])).rows[0]!.n;
      if (count >= MAX_FILES_PER_MAIL) throw conflict(`Mail ${id} already has ${MAX_FILES_PER_MAIL} files; remove one first`, coded('mail.tooManyFiles', { id, max: MAX_FILES_PER_MAIL }));
      const sha256 = createHash('sha256').update(content).digest('hex');
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO stored_files (mail_id, filename, content_type, size, sha256, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [id, filename, kind.type, content.length, sha256, content, actor],
      );
      const fileId = inserted.rows[0]!.id;
      await writeAudit(tx, { entity: 'mail', entityId: id, action: 'attachFile', actor, changes: { file: { id: fileId, filename, contentType: kind.type, size: content.length, sha256 } } });
      await tx.query('UPDATE mails SET updated_at = (SELECT sejawat_now()) WHERE id = $1', [id]);
      return (await tx.query(`SELECT ${FILE_COLUMNS} FROM stored_files f WHERE f.id = $1`, [fileId])).rows[0];
    });
    return { status: 201, body: file };
  },

  async getMailFile({ db, request }) {
    const { id, fileId } = request.params as FileParams;
    const rows = await db.query<{ filename: string; contentType: string; content: Buffer }>(
      `SELECT f.filename, f.content_type AS "contentType", f.content FROM stored_files f
         JOIN mails ml ON ml.id = f.mail_id WHERE f.id = $1 AND f.mail_id = $2`,
      [fileId, id],
    );
    const file = rows.rows[0];
    if (!file) throw notFound(`File ${fileId}`, 'mailFile');
    return { status: 200, body: file.content, contentType: file.contentType, disposition: contentDisposition(file.filename) };
  },

  async removeMailFile({ db, request, actor }) {
    const { id, fileId } = request.params as FileParams;
    await db.transaction(async (tx) => {
      assertNotArchived(id, (await lockMail(tx, id)).status);
      const removed = await tx.query<{ filename: string; contentType: string; size: number; sha256: string }>(
        `DELETE FROM stored_files WHERE id = $1 AND mail_id = $2 RETURNING filename, content_type AS "contentType", size, sha256`,
        [fileId, id],
      );
      const file = removed.rows[0];
      if (!file) throw notFound(`File ${fileId}`, 'mailFile');
      await writeAudit(tx, { entity: 'mail', entityId: id, action: 'removeFile', actor, changes: { file: { id: fileId, ...file } } });
      await tx.query('UPDATE mails SET updated_at = (SELECT sejawat_now()) WHERE id = $1', [id]);
    });
    return { status: 204 };
  },
};
