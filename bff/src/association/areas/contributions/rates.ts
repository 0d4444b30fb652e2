import { contributionRatesContract } from '../../../contract/association/contributions-rates.js';
import type { Db } from '../../db/db.js';
import { ApiError, conflict, coded } from '../../errors.js';
import { Repository } from '../../resources/engine.js';
import type { ResourceModule } from '../../resources/module.js';

type Row = Record<string, unknown>;

const repository = new Repository(
  {
    entity: 'rate',
    table: 'contribution_rates',
    idColumn: 'r.id',
    select: `SELECT r.id, r.name, r.category, r.period, r.amount, r.national_share AS "nationalShare",
                    r.province_share AS "provinceShare", r.branch_share AS "branchShare", r.valid_from::text AS "validFrom",
                    r.valid_to::text AS "validTo", (SELECT count(*)::int FROM contribution_dues d WHERE d.rate_id = r.id) AS "dueCount",
                    r.created_at AS "createdAt", r.updated_at AS "updatedAt"
               FROM contribution_rates r`,
    search: 'r.name',
    filters: { category: 'r.category = ?', validOn: 'r.valid_from <= ?::date AND (r.valid_to IS NULL OR r.valid_to >= ?::date)' },
    sorts: { validFrom: 'r.valid_from', name: 'r.name', category: 'r.category', amount: 'r.amount' },
    columns: {
      name: 'name',
      category: 'category',
      period: 'period',
      amount: 'amount',
      nationalShare: 'national_share',
      provinceShare: 'province_share',
      branchShare: 'branch_share',
      validFrom: 'valid_from',
      validTo: 'valid_to',
    },
  },
  contributionRatesContract.defaultSort,
);

const SHARES = ['nationalShare', 'provinceShare', 'branchShare'] as const;
/** What may still change once dues were priced at a rate: closing it (validTo) and renaming it. */
const MUTABLE_WHEN_USED = new Set(['name', 'validTo']);

const badRequest = (message: string, fields: string[]) =>
  new ApiError(400, message, fields.map((field) => ({ field, in: 'body', message })));

/** The rules the schema cannot express: shares sum to 100, a window that ends after it starts, no overlap. */
async function checkRate(db: Db, rate: Row, id: number | null) {
  const sum = SHARES.reduce((total, field) => total + Number(rate[field]), 0);
  if (sum !== 100) {
    throw badRequest(`nationalShare, provinceShare and branchShare must sum to 100 (they sum to ${sum})`, [...SHARES]);
  }
  const validTo = (rate.validTo as string | null | undefined) ?? null;
  if (validTo !== null && validTo < String(rate.validFrom)) throw badRequest('validTo must not be before validFrom', ['validTo']);
  // Serialises rate writes so two concurrent requests cannot both pass the overlap check.
  await db.query('LOCK TABLE contribution_rates IN SHARE ROW EXCLUSIVE MODE');
  const clash = await db.query<{ id: number; name: string; validFrom: string; validTo: string | null }>(
    `SELECT id, name, valid_from::text AS "validFrom", valid_to::text AS "validTo" FROM contribution_rates
      WHERE category = $1 AND id <> $2 AND valid_from <= coalesce($4::date, 'infinity'::date)
        AND coalesce(valid_to, 'infinity'::date) >= $3::date
      ORDER BY valid_from LIMIT 1`,
    [rate.category, id ?? 0, rate.validFrom, validTo],
  );
  const other = clash.rows[0];
  if (other) {
    throw conflict(
      `The ${String(rate.category)} rate would overlap rate ${other.id} "${other.name}" (valid ${other.validFrom} to ${other.validTo ?? 'open-ended'}); end that one first`,
    );
  }
}

/** A rate that priced dues keeps what those dues were priced with; it can only be renamed or closed after them. */
async function checkUsedRate(db: Db, current: Row, body: Row) {
  if (Number(current.dueCount) === 0) return;
  const locked = Object.keys(body).filter((field) => !MUTABLE_WHEN_USED.has(field) && body[field] !== current[field]);
  if (locked.length > 0) {
    throw conflict(`Rate ${String(current.id)} priced ${String(current.dueCount)} dues; ${locked.join(', ')} cannot change. Close it with validTo and create a new rate`);
  }
  if (body.validTo === undefined || body.validTo === null) return;
  const last = await db.query<{ period: string }>('SELECT max(period) AS period FROM contribution_dues WHERE rate_id = $1', [current.id]);
  const lastPeriod = last.rows[0]?.period;
  if (lastPeriod && String(body.validTo) < `${lastPeriod}-01-01`) {
    throw conflict(`Rate ${String(current.id)} priced dues of ${lastPeriod}; validTo cannot end before ${lastPeriod}-01-01`);
  }
}

export const rates: ResourceModule = {
  contract: contributionRatesContract,
  repository,
  hooks: {
    async beforeCreate(db, body) {
      await checkRate(db, { validTo: null, ...body }, null);
    },
    async beforeUpdate(db, current, body) {
      await checkUsedRate(db, current, body);
      await checkRate(db, { ...current, ...body }, Number(current.id));
    },
    async beforeDelete(_db, current) {
      if (Number(current.dueCount) > 0) {
        throw conflict(`Rate ${String(current.id)} priced ${String(current.dueCount)} dues and cannot be deleted; close it with validTo instead`);
      }
    },
  },
};
