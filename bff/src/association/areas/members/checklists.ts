import type { DOCUMENT_TYPES } from '../../../contract/association/members-common.js';
import type { VERIFICATION_KINDS } from '../../../contract/association/members-verifications.js';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';

type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export interface ChecklistItem {
  type: DocumentType;
  label: string;
  received: boolean;
}

const LABELS: Record<DocumentType, string> = {
  diploma: 'Dentist diploma (ijazah drg.)',
  identity_card: 'Identity card (KTP)',
  photo: 'Passport photos 4x6',
  transfer_letter: 'Transfer letter from the previous branch',
  str: 'Registration certificate (STR)',
  practice_letter: 'Practice place statement',
  member_card: 'Member card (KTA)',
  supporting_document: 'Document supporting the change',
  personal_data_form: 'Personal data form',
  skp_form: 'SKP recapitulation form',
  branch_validation: 'Validation signed by branch officers',
  ethics_statement: 'Statement of adherence to the code of ethics',
  health_certificate: 'Physical and mental health certificate',
  payment_receipt: 'Payment receipts',
  skp_certificates: 'SKP certificates',
};

/** The documents each request asks for (domain notes: joining, transfers, Registrasi Ulang STR). */
const CHECKLISTS: Record<VerificationKind | 'str_renewal', readonly DocumentType[]> = {
  application: ['diploma', 'identity_card', 'photo', 'str'],
  transfer: ['transfer_letter', 'identity_card', 'member_card'],
  data_update: ['identity_card', 'supporting_document'],
  str_renewal: ['personal_data_form', 'skp_form', 'branch_validation', 'ethics_statement', 'health_certificate', 'payment_receipt', 'skp_certificates'],
};

export const checklist = (kind: keyof typeof CHECKLISTS, received = false): ChecklistItem[] =>
  CHECKLISTS[kind].map((type) => ({ type, label: LABELS[type], received }));

export type ChecklistUpdate = { type: DocumentType; received: boolean }[];

/** Applies received flags to a checklist; a type the checklist does not ask for is the body's fault (400). */
export function tick(documents: ChecklistItem[], updates: ChecklistUpdate): ChecklistItem[] {
  const next = documents.map((d) => ({ ...d }));
  updates.forEach((update, i) => {
    const item = next.find((d) => d.type === update.type);
    if (!item) {
      const asked = documents.map((d) => d.type).join(', ');
      throw new ApiError(400, `body.documents.${i}.type must be one of the checklist's documents: ${asked}`, [
        { field: `documents.${i}.type`, in: 'body', message: `is not on this checklist (${asked})` },
      ]);
    }
    item.received = update.received;
  });
  return next;
}

/** The labels of documents not received yet, for the 409 that says what is missing. */
export const missing = (documents: ChecklistItem[]) => documents.filter((d) => !d.received).map((d) => d.label);

/** Opens a pending verification of the member's branch with the standard checklist (caller's transaction). */
export async function openVerification(tx: Db, memberId: number, kind: VerificationKind, actor: string): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO verifications (member_id, division_id, kind, documents)
     SELECT id, division_id, $2, $3 FROM members WHERE id = $1 RETURNING id`,
    [memberId, kind, JSON.stringify(checklist(kind))],
  );
  const id = rows.rows[0]!.id;
  await writeAudit(tx, { entity: 'verification', entityId: id, action: 'create', actor, changes: { memberId, kind } });
  return id;
}
