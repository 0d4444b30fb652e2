import type { Db } from '../db/db.js';

export interface AuditEntry {
  entity: string;
  entityId: number;
  action: string;
  actor: string;
  changes: unknown;
}

/** Every change to a record is kept: who, when, what changed. Written in the same transaction as the change. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.query('INSERT INTO audit_log (entity, entity_id, action, actor, changes) VALUES ($1, $2, $3, $4, $5)', [
    entry.entity,
    entry.entityId,
    entry.action,
    entry.actor,
    JSON.stringify(entry.changes ?? {}),
  ]);
}

export interface AuditRecord {
  id: number;
  action: string;
  actor: string;
  at: string;
  changes: Record<string, unknown>;
}

export async function readAudit(db: Db, entity: string, entityId: number): Promise<AuditRecord[]> {
  const rows = await db.query<AuditRecord>(
    `SELECT id::int AS id, action, actor, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, changes
       FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY at DESC, id DESC`,
    [entity, entityId],
  );
  return rows.rows;
}
