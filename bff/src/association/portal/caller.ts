import type { FastifyRequest } from 'fastify';
import { VALID_MEMBER_STATUSES } from '../../contract/association/portal.js';
import { ApiError } from '../errors.js';

/**
 * The member record of the caller's own account. Only a member account has one (a national administrator's rules
 * may reach the Portal subject, but there is no "own record" to show him), and its statements run under the
 * sejawat_member role, which row-level security confines to that record.
 */
export function callerMemberId(request: FastifyRequest): number {
  const account = request.caller?.account;
  if (!account || account.role !== 'member' || account.memberId === null) {
    throw new ApiError(403, "The portal is for members' own accounts; this account holds no member record");
  }
  return account.memberId;
}

export const isValidMember = (status: string) => (VALID_MEMBER_STATUSES as readonly string[]).includes(status);

/** A timestamp as the API writes them (ISO 8601 in UTC), inside SQL that builds JSON. */
export const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
