import { createHash, randomBytes } from 'node:crypto';
import { INFORMATION_IMAGE_TYPES } from '../../../contract/association/correspondence-information-images.js';
import { ApiError, coded, conflict, notFound } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { OperationHandler } from '../area.js';
import { lockRow } from './common.js';
import { contentDisposition, detectFileType, sanitizeFilename } from './mail-files.js';
import { INFORMATION_IMAGE_PATH } from './rich-text.js';

const IMAGE_TYPES: readonly string[] = INFORMATION_IMAGE_TYPES;

export const informationImageHandlers: Record<string, OperationHandler> = {
  /** Kept in stored_files (one store with the letters' scans) under a random key, the image's public address. */
  async uploadInformationImage({ db, request, actor }) {
    const { id } = request.params as { id: number };
    const { filename: raw } = request.query as { filename: string };
    const content = request.body as Buffer;
    const kind = detectFileType(content);
    if (!kind || !IMAGE_TYPES.includes(kind.type)) {
      throw new ApiError(400, 'The image is not a JPEG or PNG (judged by its content, not its name)', [{ field: 'body', in: 'body', message: 'must be a JPEG or PNG image', ...coded('file.unsupportedImage') }], coded('file.unsupportedImage'));
    }
    const filename = sanitizeFilename(raw, kind.type, kind.extension);
    const image = await db.transaction(async (tx) => {
      const current = await lockRow<{ status: string }>(tx, 'SELECT status FROM information WHERE id = $1', id, 'Information');
      // The same rule as any edit of the article.
      if (current.status === 'published') throw conflict(`Information ${id} is published; unpublish it before editing`, coded('information.publishedReadOnly', { id }));
      if (current.status === 'archived') throw conflict(`Information ${id} is archived; archived information is read-only`, coded('information.archivedReadOnly', { id }));
      const key = randomBytes(32).toString('base64url');
      const sha256 = createHash('sha256').update(content).digest('hex');
      const rows = await tx.query<{ id: number; informationId: number; filename: string; contentType: string; size: number; createdAt: string }>(
        `INSERT INTO stored_files (information_id, key, filename, content_type, size, sha256, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, information_id AS "informationId", filename, content_type AS "contentType", size, created_at AS "createdAt"`,
        [id, key, filename, kind.type, content.length, sha256, content, actor],
      );
      const row = { ...rows.rows[0]!, url: `${INFORMATION_IMAGE_PATH}${key}` };
      await writeAudit(tx, { entity: 'information', entityId: id, action: 'uploadImage', actor, changes: { image: { id: row.id, filename, contentType: kind.type, size: content.length, sha256 } } });
      return row;
    });
    return { status: 201, body: image };
  },

  async getInformationImage({ db, request }) {
    const { key } = request.params as { key: string };
    const rows = await db.query<{ filename: string; contentType: string; content: Buffer }>(
      `SELECT filename, content_type AS "contentType", content FROM stored_files WHERE key = $1 AND information_id IS NOT NULL`,
      [key],
    );
    const image = rows.rows[0];
    if (!image) throw notFound('Image', 'informationImage');
    return { status: 200, body: image.content, contentType: image.contentType, disposition: contentDisposition(image.filename).replace(/^attachment/, 'inline') };
  },
};
