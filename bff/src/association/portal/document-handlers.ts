import type { FastifyRequest } from 'fastify';
import { VALID_MEMBER_STATUSES } from '../../contract/association/portal.js';
import type { OperationHandler } from '../areas/area.js';
import type { Db } from '../db/db.js';
import { conflict, notFound } from '../errors.js';
import { writeAudit } from '../resources/audit.js';
import { callerMemberId, isValidMember } from './caller.js';
import type { DocumentKind } from './codes.js';
import { renderDocument, rgbOf, type DocumentHolder } from './documents.js';

interface HolderRow extends DocumentHolder {
  npa: string;
  issuer: string;
  today: string;
  cardPrefix: string | null;
  color: string | null;
}

const HOLDER = `
  SELECT m.full_name AS "fullName", m.npa, m.status, m.category, m.specialty, d.name AS "divisionName",
         p.name AS "provinceName", m.joined_at::text AS "joinedAt", n.name AS issuer, (SELECT sejawat_today())::text AS today,
         (SELECT value #>> '{}' FROM global_configs WHERE key = 'member.card_prefix') AS "cardPrefix",
         (SELECT value #>> '{}' FROM global_configs WHERE key = 'branding.primary_color') AS color
    FROM members m
    JOIN divisions d ON d.id = m.division_id
    JOIN divisions p ON p.id = d.parent_id
    JOIN divisions n ON n.id = p.parent_id
   WHERE m.id = $1`;

const FILE_NAMES: Record<DocumentKind, string> = { card: 'kta', certificate: 'sertifikat-keanggotaan' };

/**
 * Issues the caller's card or certificate: a member in good standing with an NPA only. The code is signed, not
 * stored; the issue is recorded in his audit trail (what was handed out, when, with which code).
 */
async function issue(db: Db, request: FastifyRequest, kind: DocumentKind, actor: string) {
  const memberId = callerMemberId(request);
  const holder = (await db.query<HolderRow>(HOLDER, [memberId])).rows[0];
  if (!holder) throw notFound('Your member record', 'ownRecord');
  if (!isValidMember(holder.status) || !holder.npa) {
    throw conflict(`A ${kind} is issued to members in good standing (${VALID_MEMBER_STATUSES.join(' or ')}) with an NPA; your status is ${holder.status}`);
  }
  const documents = request.server.documents;
  const code = documents.sign({ memberId, kind, issuedAt: holder.today });
  const verifyUrl = documents.verifyUrl(code, request.headers['x-public-origin']);
  const pdf = renderDocument({
    kind,
    holder,
    issuer: holder.issuer,
    issuedAt: holder.today,
    code,
    verifyUrl,
    cardPrefix: holder.cardPrefix || 'KTA',
    color: rgbOf(holder.color),
  });
  await writeAudit(db, { entity: 'member', entityId: memberId, action: `issue-${kind}`, actor, changes: { code, issuedAt: holder.today } });
  return {
    status: 200,
    body: pdf,
    contentType: 'application/pdf',
    disposition: `attachment; filename="${FILE_NAMES[kind]}-${holder.npa}.pdf"`,
  };
}

export const documentHandlers: Record<string, OperationHandler> = {
  getPortalCard: ({ db, request, actor }) => issue(db, request, 'card', actor),
  getPortalCertificate: ({ db, request, actor }) => issue(db, request, 'certificate', actor),

  // Public: runs on the server's own connection and answers name, NPA and status, nothing more.
  async verifyDocument({ db, request }) {
    const { code } = request.params as { code: string };
    const claim = request.server.documents.verify(code);
    if (!claim) throw notFound('A document with this code', 'document');
    const holder = (
      await db.query<{ name: string; npa: string | null; status: string }>('SELECT full_name AS name, npa, status FROM members WHERE id = $1', [claim.memberId])
    ).rows[0];
    if (!holder) throw notFound('A document with this code', 'document');
    return {
      status: 200,
      body: { genuine: true, valid: isValidMember(holder.status), ...holder, kind: claim.kind, issuedAt: claim.issuedAt },
    };
  },
};
