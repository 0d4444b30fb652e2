import { SKP_MINIMUMS, SKP_REQUIRED } from '../../../contract/association/members-licences.js';

/** Rounded to one decimal, as credits are counted. */
const r = (sql: string) => `round((${sql})::numeric, 1)::float8`;

/**
 * What is still missing given credits per domain: each domain's minimum, and the requirement overall with every
 * minimum met (120 learning credits still leave 35 service and 5 community credits to earn).
 */
function shortfall(l: string, s: string, c: string, f: string, prefix: string): string {
  const learning = `greatest(${SKP_MINIMUMS.learning} - ${l}, 0)`;
  const service = `greatest(${SKP_MINIMUMS.service} - ${s}, 0)`;
  const community = `greatest(${SKP_MINIMUMS.community} - ${c}, 0)`;
  const total = `greatest(${SKP_REQUIRED} - (${l} + ${s} + ${c} + ${f}), ${learning} + ${service} + ${community})`;
  return [
    `${r(total)} AS "${prefix}Total"`,
    `${r(learning)} AS "${prefix}Learning"`,
    `${r(service)} AS "${prefix}Service"`,
    `${r(community)} AS "${prefix}Community"`,
  ].join(', ');
}

const sum = (domain: string, window: string) => `coalesce(sum(e.credits) FILTER (WHERE e.domain = '${domain}' AND ${window}), 0)`;
const IN_PERIOD = 'e.earned_at BETWEEN p.period_from AND p.period_to';
const LAST_YEAR = 'e.earned_at > (SELECT sejawat_today()) - 365';

export interface SkpPosition {
  memberId: number;
  sipId: number | null;
  from: string;
  to: string;
  total: number;
  learning: number;
  service: number;
  community: number;
  free: number;
  nowTotal: number;
  nowLearning: number;
  nowService: number;
  nowCommunity: number;
  projectedTotal: number;
  projectedLearning: number;
  projectedService: number;
  projectedCommunity: number;
}

/**
 * The SKP position of each row of `periods` (member_id, sip_id, period_from, period_to): credits earned in the period
 * by domain, the shortfall now, and the shortfall projected at period_to if each domain keeps the pace of the last
 * 365 days. One query for one member or for every current SIP (alerts).
 */
export function skpPositionSql(periods: string): string {
  return `WITH periods AS (${periods}),
  sums AS (
    SELECT p.member_id, p.sip_id, p.period_from, p.period_to, greatest(p.period_to - (SELECT sejawat_today()), 0) AS remaining,
           ${sum('learning', IN_PERIOD)} AS l, ${sum('service', IN_PERIOD)} AS s,
           ${sum('community', IN_PERIOD)} AS c, ${sum('free', IN_PERIOD)} AS f,
           ${sum('learning', LAST_YEAR)} AS pl, ${sum('service', LAST_YEAR)} AS ps,
           ${sum('community', LAST_YEAR)} AS pc, ${sum('free', LAST_YEAR)} AS pf
      FROM periods p
      LEFT JOIN skp_entries e ON e.member_id = p.member_id AND e.earned_at >= least(p.period_from, (SELECT sejawat_today()) - 364)
     GROUP BY p.member_id, p.sip_id, p.period_from, p.period_to
  ),
  projected AS (
    SELECT *, l + pl * remaining / 365.0 AS jl, s + ps * remaining / 365.0 AS js,
              c + pc * remaining / 365.0 AS jc, f + pf * remaining / 365.0 AS jf
      FROM sums
  )
  SELECT member_id AS "memberId", sip_id AS "sipId", period_from::text AS "from", period_to::text AS "to",
         ${r('l + s + c + f')} AS total, ${r('l')} AS learning, ${r('s')} AS service, ${r('c')} AS community, ${r('f')} AS free,
         ${shortfall('l', 's', 'c', 'f', 'now')}, ${shortfall('jl', 'js', 'jc', 'jf', 'projected')}
    FROM projected`;
}

/** The summary getMemberLicences answers for one position. */
export function skpSummary(p: SkpPosition) {
  return {
    period: { from: p.from, to: p.to, sipId: p.sipId },
    total: p.total,
    byDomain: { learning: p.learning, service: p.service, community: p.community, free: p.free },
    required: SKP_REQUIRED,
    minimums: { ...SKP_MINIMUMS },
    shortfall: { total: p.nowTotal, learning: p.nowLearning, service: p.nowService, community: p.nowCommunity },
    projectedShortfall: {
      total: p.projectedTotal,
      learning: p.projectedLearning,
      service: p.projectedService,
      community: p.projectedCommunity,
    },
  };
}
