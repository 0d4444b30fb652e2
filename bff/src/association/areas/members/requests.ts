import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { notFound } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import { tick, type ChecklistItem, type ChecklistUpdate } from './checklists.js';

/** A request in a queue (a verification or an STR re-registration): its state and its document checklist. */
export interface RequestRow {
  id: number;
  memberId: number;
  status: string;
  documents: ChecklistItem[];
  kind?: string;
}

type Table = 'verifications' | 'str_renewals';

/** Reads the request and locks it until the transaction ends, so two decisions cannot interleave. */
export async function lockRequest(tx: Db, table: Table, id: number, what: string): Promise<RequestRow> {
  const kind = table === 'verifications' ? ', kind' : '';
  const rows = await tx.query<RequestRow>(`SELECT id, member_id AS "memberId", status, documents${kind} FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  const row = rows.rows[0];
  if (!row) throw notFound(`${what} ${id}`);
  return row;
}

/** Ticks documents of the checklist and audits the change (caller's transaction). */
export async function saveChecklist(
  tx: Db,
  table: Table,
  entity: string,
  row: RequestRow,
  updates: ChecklistUpdate,
  actor: string,
): Promise<void> {
  const documents = tick(row.documents, updates);
  await tx.query(`UPDATE ${table} SET documents = $2, updated_at = (SELECT sejawat_now()) WHERE id = $1`, [row.id, JSON.stringify(documents)]);
  await writeAudit(tx, { entity, entityId: row.id, action: 'documents', actor, changes: { documents: { from: row.documents, to: documents } } });
}

export const idParam = (request: FastifyRequest) => (request.params as { id: number }).id;
export const bodyOf = <T>(request: FastifyRequest) => request.body as T;
