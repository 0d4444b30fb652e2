import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '../../src/contract/association/accounts.js';
import { ASSOCIATION_CONTRACTS } from '../../src/contract/association/index.js';
import { resourcePath } from '../../src/contract/association/resource.js';
import { DEMO_PASSWORD } from '../../src/association/access/demo-accounts.js';
import { allows, rulesFor, type AccessRule } from '../../src/association/access/roles.js';
import { bearer, login } from '../helpers.js';
import {
  ancestorsOf,
  associationRoutes,
  carriesData,
  csvColumn,
  inParallel,
  loadOwnership,
  objectsOf,
  refersElsewhere,
  sampleBody,
  sampleQuery,
  subtreeOf,
  tableOf,
  tallies,
  type BodyScope,
  type OwnedRow,
  type Ownership,
  type Route,
} from './authorization-walk-support.js';
import { associationYear, startAssociation, type AssociationClient } from './harness.js';

/**
 * The authorization walk of issue 19: every association route (each resource's list, export, get, audit, create,
 * update, delete, and every workflow operation, taken from the contract) x every role (the six demo accounts and a
 * read-only viewer) x a record inside, above (visible, not the caller's to change) and outside the caller's scope.
 * The answer must be 403 where the role's rules (access/roles.ts) do not allow the action, 404 for a record outside
 * the scope, 403 for a change to a record the board may only read, and otherwise a real answer (2xx, or a 400/409
 * about the body), never 401, 403, 404 or 500. Reads inside the scope must not let anything outside it through:
 * lists, exports, searches, counts, totals, statistics, dashboards and alerts.
 */

type Who = 'nasional' | 'wilayah' | 'cabang' | 'bendahara' | 'verifikator' | 'viewer' | 'anggota';
const DEMO: Who[] = ['nasional', 'wilayah', 'cabang', 'bendahara', 'verifikator', 'anggota'];

interface Caller {
  who: Who;
  token: string;
  role: AccountRole;
  national: boolean;
  /** The board's division (staff) or the member's branch. */
  home: number;
  memberId: number | null;
  subtree: Set<number>;
  ancestors: Set<number>;
  rules: AccessRule[];
}

type Target = 'none' | 'inside' | 'above' | 'outside' | 'outside-body' | 'unknown';

interface Case {
  caller: Caller;
  route: Route;
  target: Target;
  id?: number;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * Rows every board reads although another board owns them (migration 060): every PIT event (a member may attend
 * any), and the notices of the boards above (the province's and the national board's information).
 */
const SHARED_READS: Record<string, (caller: Caller, row: OwnedRow) => boolean> = {
  pit_events: () => true,
  information: (caller, row) => row.owner !== null && caller.ancestors.has(row.owner),
};

/** Subjects whose records belong to boards: their statistics must differ between a branch and the nation. */
const SCOPED_SUBJECTS = new Set(['Member', 'Mitigation', 'Alert', 'Contribution', 'Mail']);

describe('authorization walk (issue 19)', () => {
  let c: AssociationClient;
  let own: Ownership;
  const callers = {} as Record<Who, Caller>;
  const routes = associationRoutes();
  /** Accounts the walk signs in with: no case may reset or change them. */
  const walkAccounts = new Set<number>();
  let problems: string[] = [];
  /** The problems found since the last call (each test reports its own; the fixtures' go to the first). */
  const found = () => {
    const out = problems;
    problems = [];
    return out;
  };
  let cases = 0;
  const started = Date.now();

  /** What an upload sends: a small but real PDF. */
  const SCAN = Buffer.from('%PDF-1.4\n%walk\n%%EOF\n');
  const send = (caller: Caller, method: string, url: string, body?: unknown) =>
    c.bff.inject({
      method: method as 'GET',
      url,
      headers: { ...bearer(caller.token), ...(Buffer.isBuffer(body) && { 'content-type': 'application/pdf' }) },
      ...(body !== undefined && { payload: body as object }),
    });
  const national = () => callers.nasional;

  /** Where a row stands for a caller. */
  function relation(caller: Caller, table: string, row: OwnedRow): 'inside' | 'above' | 'outside' {
    if (caller.national) return 'inside';
    const holds = (d: number | null) => d !== null && caller.subtree.has(d);
    // A board's own staff accounts: it sees them, the board above it manages them.
    if (table === 'association_accounts' && row.owner === caller.home && !memberAccounts.has(row.id)) return 'above';
    if ((holds(row.owner) && (row.also === null || holds(row.also))) || holds(row.owner2)) return 'inside';
    if (caller.role !== 'member' && (own.global.has(table) || SHARED_READS[table]?.(caller, row))) return 'above';
    return 'outside';
  }
  const readable = (caller: Caller, table: string) =>
    new Set(own.rows.get(table)!.filter((r) => relation(caller, table, r) !== 'outside').map((r) => r.id));

  /** A row a case may change: not one of the walk's own accounts, not the member account's record. */
  function usable(table: string, row: OwnedRow) {
    if (table === 'association_accounts') return !walkAccounts.has(row.id);
    if (table === 'members') return row.id !== callers.anggota.memberId;
    return true;
  }
  const memberAccounts = new Set<number>();
  /** Records a case deleted: later cases on them find nothing. */
  const gone = new Set<string>();

  /**
   * The record of each kind a case uses. Callers get different records where they can (national one outside the
   * province's and the viewer's scope, the province one outside the branch), so that one caller's change does not
   * move another's record.
   */
  function pick(caller: Caller, table: string, kind: 'inside' | 'above' | 'outside'): OwnedRow | undefined {
    const rows = own.rows.get(table)!.filter((r) => relation(caller, table, r) === kind && usable(table, r));
    // Members on the roll, so that their workflows get past the state checks to the scope checks.
    if (table === 'members') rows.sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
    // STRs that can still be re-registered (legacy, neither converted nor replaced, no lifetime STR), for the same reason.
    if (table === 'str_records') rows.sort((a, b) => Number(b.status === 'renewable') - Number(a.status === 'renewable'));
    const prefer = (test: (r: OwnedRow) => boolean) => rows.find(test) ?? rows[0];
    const outsideOf = (...who: Who[]) => (r: OwnedRow) => r.owner === null || who.every((w) => !callers[w].subtree.has(r.owner!));
    if (kind === 'inside' && caller.national) return prefer(outsideOf('wilayah', 'viewer'));
    if (kind === 'inside' && caller.who === 'wilayah') return prefer(outsideOf('cabang'));
    // Outside: a sibling branch of the same province where there is one (the closest neighbour), else anywhere.
    if (kind === 'outside') return prefer((r) => r.owner !== null && [...caller.ancestors].some((a) => own.level.get(a) === 'province' && own.parent.get(r.owner!) === a));
    return rows[0];
  }

  /** What a caller's bodies refer to: members, divisions and records of its scope (or, `outside`, of nobody's it sees). */
  function bodyScope(caller: Caller, outside = false): BodyScope {
    if (caller.role === 'member') {
      // A member's bodies are about himself.
      return { members: [caller.memberId!], divisions: [caller.home], otherDivision: () => caller.home, rowOf: () => undefined };
    }
    const mine = (division: number) => (caller.national ? !callers.wilayah.subtree.has(division) && !callers.viewer.subtree.has(division) : caller.subtree.has(division));
    const seen = (division: number) => caller.subtree.has(division) || caller.ancestors.has(division);
    const wanted = outside ? (d: number) => !seen(d) : mine;
    const branches = [...own.level].filter(([id, level]) => level === 'branch' && wanted(id)).map(([id]) => id);
    const divisions = outside
      ? branches
      : [...branches.filter((d) => d !== caller.home), ...(wanted(caller.home) ? [caller.home] : []), ...[...own.level.keys()].filter((d) => wanted(d) && !branches.includes(d) && d !== caller.home)];
    // Bodies name living members first (nothing new is recorded for a deceased or dismissed one), the province's those
    // of its other branches before the branch's own, and the member whose record the caller's :id cases use last (a
    // death recorded for the first one in a body must not close the file another case transfers).
    const picked = outside ? undefined : pick(caller, 'members', 'inside')?.id;
    const nested = (member: number) => caller.who === 'wilayah' && callers.cabang.subtree.has(own.memberDivision.get(member)!);
    const closed = new Set(own.rows.get('members')!.filter((r) => r.status === 'deceased' || r.status === 'dismissed').map((r) => r.id));
    const members = [...own.memberDivision]
      .filter(([id, d]) => wanted(d) && id !== callers.anggota.memberId)
      .map(([id]) => id)
      .sort((a, b) => Number(closed.has(a)) - Number(closed.has(b)) || Number(nested(a)) - Number(nested(b)) || Number(a === picked) - Number(b === picked));
    return {
      members,
      divisions,
      otherDivision: (current) => divisions.find((d) => d !== current && own.level.get(d) === 'branch') ?? current ?? divisions[0]!,
      rowOf: (table) => {
        if (!own.rows.has(table)) return undefined;
        // Reference data and shared records are everyone's: the same one for either scope, one still open where
        // the table has states (an event open for registration, an open course).
        if (own.global.has(table) || SHARED_READS[table]) {
          const rows = own.rows.get(table)!;
          return (rows.find((r) => r.status !== null && /open|active|published|scheduled/.test(r.status)) ?? rows[0])?.id;
        }
        const kind = outside ? 'outside' : 'inside';
        return (pick(caller, table, kind) ?? (outside ? undefined : pick(caller, table, 'above')))?.id;
      },
    };
  }

  function url(route: Route, id?: number, query?: Record<string, string>) {
    // A second parameter (a letter's file) names a record the walk never made: none there is, inside the scope too.
    const path = (route.param ? route.path.replace(`:${route.param}`, String(id ?? 2_147_483_647)) : route.path).replace(/:[A-Za-z]+/g, '2147483647');
    const qs = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
    return path + qs;
  }

  /** What the answer must be; undefined when it is right. */
  function verdict(k: Case, status: number): string | undefined {
    const { caller, route, target } = k;
    if (!allows(caller.rules, route.action, route.subject)) return status === 403 ? undefined : 'expected 403 (the role may not)';
    if (k.id !== undefined && gone.has(`${route.table}#${k.id}`)) return status === 404 ? undefined : 'expected 404 (deleted by an earlier case)';
    if (target === 'outside') return status === 404 ? undefined : 'expected 404 (outside the scope)';
    if (/:[A-Za-z]+\/.*:[A-Za-z]+/.test(route.path) && status === 404 && (route.action === 'read' || target !== 'above')) return undefined;
    if (target === 'unknown') return status === 404 || status === 400 ? undefined : 'expected 404 or 400 (no such record)';
    // A member or record the body names that the board cannot see is one that does not exist for it (400 naming the
    // field, or 404); a division it can see but that is not its own is refused (403).
    // A transfer to a branch outside the board is a request to the receiving board (202), not a refusal; a member
    // whose file is closed cannot be transferred anywhere (409).
    if (target === 'outside-body' && route.path.endsWith('/members/:id/transfer')) {
      return [202, 400, 404, 409].includes(status) ? undefined : 'expected 202 (a request to the receiving board), 400, 404 or 409';
    }
    if (target === 'outside-body') return [400, 403, 404].includes(status) ? undefined : 'expected 400, 403 or 404 (the body names records outside the scope)';
    if (target === 'above' && route.action !== 'read') return status === 403 ? undefined : 'expected 403 (the board may read, not change, this record)';
    // A board appoints staff only below itself: an account on its own division answers as one it cannot see.
    if (route.path.endsWith('/accounts') && route.method === 'POST' && k.body?.divisionId === caller.home && !caller.national) {
      return status === 404 ? undefined : 'expected 404 (an account on the own board)';
    }
    return status >= 500 || [401, 403, 404].includes(status) ? 'expected an answer inside the scope' : undefined;
  }

  /** Walk cases by the record they name (the leak checks' requests come on top). */
  const walked = new Map<Target, number>();
  async function run(k: Case): Promise<LightMyRequestResponse> {
    cases++;
    walked.set(k.target, (walked.get(k.target) ?? 0) + 1);
    const res = await send(k.caller, k.route.method, url(k.route, k.id, k.query), k.route.upload ? SCAN : k.body);
    const wrong = verdict(k, res.statusCode);
    if (k.route.method === 'DELETE' && res.statusCode === 204) gone.add(`${k.route.table}#${k.id}`);
    if (wrong) {
      problems.push(`${k.caller.who} ${k.route.method} ${url(k.route, k.id, k.query)} [${k.target}${k.id ? ` ${k.route.table}#${k.id}` : ''}]` +
        `${k.body ? ` ${JSON.stringify(k.body)}` : ''}: ${res.statusCode} ${res.body.slice(0, 200)} — ${wrong}`);
    }
    return res;
  }

  /** The cases of one caller on one route: a record inside, above and outside the scope where the route names one. */
  function casesOf(caller: Caller, route: Route): Case[] {
    const out: Case[] = [];
    const body = (scope: BodyScope, current?: OwnedRow) =>
      route.body ? sampleBody(route.body, scope, own, route.table ?? (route.resource && tableOf(route.resource)), current && currentOf(route, current)) : undefined;
    const query = sampleQuery(route.querystring);
    if (caller.role === 'member' && !allows(caller.rules, route.action, route.subject)) {
      // Every route outside the member's own portal answers 403, whatever the record.
      const id = route.table ? own.rows.get(route.table)![0]?.id : undefined;
      return [{ caller, route, target: 'none', ...(id !== undefined && { id }), ...(route.body && { body: body(bodyScope(caller)) }), query }];
    }
    if (!route.param) {
      // Creating reference data (rates, categories, courses, forum settings, versions, configuration) is the
      // national board's: for a board it is a change of a record it may only read.
      const creates = route.kind === 'create' && route.resource && own.global.has(tableOf(route.resource));
      out.push({ caller, route, target: creates && !caller.national ? 'above' : 'none', ...(route.body && { body: body(bodyScope(caller)) }), query });
      const outsideBody = route.body && !caller.national && body(bodyScope(caller, true));
      if (outsideBody && refersElsewhere(outsideBody, body(bodyScope(caller)))) {
        out.push({ caller, route, target: 'outside-body', body: outsideBody, query });
      }
      return out;
    }
    if (!route.table) {
      // A route whose parameter names no resource of the contract: a record that does not exist.
      out.push({ caller, route, target: 'unknown', ...(route.body && { body: body(bodyScope(caller)) }), query });
      return out;
    }
    for (const kind of ['inside', 'above', 'outside'] as const) {
      const row = pick(caller, route.table, kind);
      if (!row) {
        const owned = !own.global.has(route.table) && !SHARED_READS[route.table];
        if (kind === 'inside' && owned) problems.push(`no record of ${route.table} inside the scope of ${caller.who} for ${route.name}`);
        continue;
      }
      out.push({ caller, route, target: kind, id: row.id, ...(route.body && { body: body(bodyScope(caller), row) }), query });
      if (kind === 'inside' && route.body && !caller.national) {
        const outsideBody = body(bodyScope(caller, true), row);
        if (refersElsewhere(outsideBody, body(bodyScope(caller), row))) out.push({ caller, route, target: 'outside-body', id: row.id, body: outsideBody, query });
      }
    }
    return out;
  }
  const currentOf = (route: Route, row: OwnedRow) => (route.table === 'members' ? { divisionId: row.owner } : {});

  /** Members the branch board admitted: registered, documents checked, approved, activated with an NPA. */
  const admitted: { id: number; npa: string; before: string }[] = [];
  let admissions = 0;
  async function admit(registrar: Caller, verifier: Caller, divisionId: number) {
    const step = async (who: Caller, method: string, path: string, body?: unknown) => {
      const res = await send(who, method, path, body);
      expect(res.statusCode, `${who.who} ${method} ${path}: ${res.body}`).toBeLessThan(300);
      return res.json() as Record<string, unknown> & { data: Record<string, unknown>[] };
    };
    const n = ++admissions;
    const member = await step(registrar, 'POST', '/api/association/members', {
      fullName: `drg. Anggota Walk ${n}`, gender: 'female', birthDate: `1990-05-${String(n).padStart(2, '0')}`, email: `anggota.walk${n}@example.id`, divisionId, specialty: 'general', category: 'ordinary',
    });
    const application = (await step(verifier, 'GET', `/api/association/verifications?memberId=${String(member.id)}&kind=application`)).data[0]!;
    const documents = (application.documents as { type: string }[]).map((d) => ({ type: d.type, received: true }));
    await step(verifier, 'PATCH', `/api/association/verifications/${String(application.id)}/documents`, { documents });
    await step(verifier, 'POST', `/api/association/verifications/${String(application.id)}/approve`);
    const before = (await c.database.db.query<{ last: string }>('SELECT max(right(npa, 6)) AS last FROM members WHERE npa IS NOT NULL')).rows[0]!.last;
    await step(registrar, 'POST', `/api/association/members/${String(member.id)}/transitions`, { to: 'active', reason: 'Application verified, first dues paid' });
    const npa = (await step(registrar, 'GET', `/api/association/members/${String(member.id)}`)).npa as string;
    return { id: member.id as number, npa, before };
  }

  const transfers = {} as { requested: LightMyRequestResponse; moved: LightMyRequestResponse; to: number };

  async function signIn(who: Who, email: string, password = DEMO_PASSWORD) {
    const session = await login(c.bff, { email, password });
    const association = session.userData.association!;
    const role = session.userData.role as AccountRole;
    const id = session.userData.id as number;
    walkAccounts.add(id);
    const home = association.divisionId ?? own.memberDivision.get(association.memberId!)!;
    const member = role === 'member';
    const subtree = member ? new Set<number>() : subtreeOf(own, home);
    const isNational = !member && association.divisionLevel === 'national';
    callers[who] = {
      who,
      token: session.accessToken,
      role,
      national: isNational,
      home,
      memberId: association.memberId ?? null,
      subtree,
      ancestors: member ? new Set([home, ...ancestorsOf(own, home)]) : ancestorsOf(own, home),
      rules: rulesFor({ role, subtree: [...subtree], ...(association.memberId && { memberId: association.memberId }) }, isNational),
    };
  }

  async function reload() {
    own = await loadOwnership(c.database.db, [...new Set(ASSOCIATION_CONTRACTS.map(tableOf))]);
    for (const r of (await c.database.db.query<{ id: number }>('SELECT id FROM association_accounts WHERE member_id IS NOT NULL')).rows) memberAccounts.add(r.id);
  }

  beforeAll(async () => {
    c = await startAssociation('embedded');
    await reload();
    await Promise.all(DEMO.map((who) => signIn(who, `${who}@demo.com`)));
    // The read-only viewer sits on a branch of another province, created by the national administrator.
    const viewerBranch = (await c.database.db.query<{ id: number }>(
      `SELECT m.division_id AS id FROM members m JOIN divisions b ON b.id = m.division_id
        WHERE b.parent_id <> $1 GROUP BY m.division_id ORDER BY count(*) DESC, m.division_id LIMIT 1`,
      [callers.wilayah.home],
    )).rows[0]!.id;
    const created = await send(national(), 'POST', '/api/association/accounts', { email: 'viewer.walk@example.org', fullName: 'Peninjau Walk', role: 'viewer', divisionId: viewerBranch });
    expect(created.statusCode, created.body).toBe(201);
    const viewer = await login(c.bff, { email: 'viewer.walk@example.org', password: created.json().temporaryPassword });
    const changed = await c.bff.inject({
      method: 'POST',
      url: '/jwt/change-password',
      headers: bearer(viewer.accessToken),
      payload: { currentPassword: created.json().temporaryPassword, newPassword: 'peninjau-walk-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await signIn('viewer', 'viewer.walk@example.org', 'peninjau-walk-2026');

    // Accounts the boards may manage: a treasurer on another branch of the province, and member accounts of members
    // of the branch, of the viewer's branch and of a branch nobody else holds; and one they may only see, a chair of
    // the branch's own board (the province manages it).
    const province = callers.wilayah;
    const sibling = [...province.subtree].find((d) => d !== callers.cabang.home && own.level.get(d) === 'branch');
    const memberOf = (test: (division: number) => boolean) => [...own.memberDivision].find(([id, d]) => test(d) && id !== callers.anggota.memberId)?.[0];
    const fixtures = [
      ...(sibling ? [{ email: 'bendahara.sibling@example.org', fullName: 'Bendahara Cabang Tetangga', role: 'treasurer', divisionId: sibling }] : []),
      { email: 'ketua.cabang@example.org', fullName: 'Ketua Pengurus Cabang', role: 'chair', divisionId: callers.cabang.home },
      { email: 'anggota.cabang@example.org', role: 'member', memberId: memberOf((d) => d === callers.cabang.home) },
      { email: 'anggota.viewer@example.org', role: 'member', memberId: memberOf((d) => d === viewerBranch) },
      { email: 'anggota.lain@example.org', role: 'member', memberId: memberOf((d) => !province.subtree.has(d) && d !== viewerBranch) },
    ];
    for (const res of await Promise.all(fixtures.map((body) => send(national(), 'POST', '/api/association/accounts', body)))) {
      expect(res.statusCode, res.body).toBe(201);
    }

    // Living members on the roll of the branch and of the viewer's branch (the seed leaves few): the branch board
    // registers and activates its own (its verifier checks the documents), the national board the viewer's.
    const [branch, viewers] = await Promise.all([
      (async () => [await admit(callers.cabang, callers.verifikator, callers.cabang.home), await admit(callers.cabang, callers.verifikator, callers.cabang.home), await admit(callers.cabang, callers.verifikator, callers.cabang.home)])(),
      Promise.all([admit(national(), national(), viewerBranch), admit(national(), national(), viewerBranch)]),
    ]);
    admitted.push(...branch);
    expect(viewers).toHaveLength(2);
    // One of them moves to another province: the branch only asks (the receiving board decides), the national board,
    // which holds every branch, accepts; the rows he leaves behind (his application, his dues) stay the branch's while
    // he is no longer its member.
    const leaver = admitted[2]!.id;
    const year = associationYear();
    const billed = await send(callers.bendahara, 'POST', '/api/association/contributions/dues/generate', { period: String(year), memberId: leaver, dueDate: `${year}-01-31` });
    expect(billed.statusCode, billed.body).toBe(200);
    const elsewhere = [...own.level].find(([id, level]) => level === 'branch' && !callers.wilayah.subtree.has(id) && id !== viewerBranch)![0];
    const move = { toDivisionId: elsewhere, reason: 'Moved practice to another province' };
    transfers.requested = await send(callers.cabang, 'POST', `/api/association/members/${leaver}/transfer`, move);
    transfers.moved = await send(national(), 'POST', `/api/association/member-transfers/${transfers.requested.json().id}/accept`);
    transfers.to = elsewhere;

    // Records of every kind inside each board's scope: where the seed has none, the national administrator creates
    // one there through the API (the contract's example body, pointed at that board).
    await reload();
    const boards: Who[] = ['wilayah', 'cabang', 'viewer'];
    // A re-registration needs an STR that can still be re-registered (a member's dated STR, no lifetime one): where a
    // board has none, the nation records one for a member of that board without a lifetime STR.
    for (const who of boards) {
      if (pick(callers[who], 'str_records', 'inside')?.status === 'renewable') continue;
      const holder = (await c.database.db.query<{ id: number }>(
        `SELECT m.id FROM members m WHERE m.division_id = ANY($1::int[]) AND m.status NOT IN ('deceased', 'dismissed')
            AND NOT EXISTS (SELECT 1 FROM str_records s WHERE s.member_id = m.id AND s.kind = 'lifetime') ORDER BY m.id LIMIT 1`,
        [[...callers[who].subtree]],
      )).rows[0];
      const res = holder && (await send(national(), 'POST', '/api/association/str-records', { memberId: holder.id, number: `WALK${holder.id}LEGACY`, kind: 'legacy', issuedAt: '2022-01-03' }));
      if (res?.statusCode !== 201) problems.push(`fixture renewable STR for ${who}: ${res ? `${res.statusCode} ${res.body.slice(0, 200)}` : 'no member without a lifetime STR'}`);
      await reload();
    }
    for (const resource of ASSOCIATION_CONTRACTS) {
      const table = tableOf(resource);
      if (!resource.create || own.global.has(table)) continue;
      const lacking = boards.filter((who) => !pick(callers[who], table, 'inside'));
      for (const who of lacking) {
        // Created by the nation, for this board: the body refers to the board's members and divisions.
        const res = await send(national(), 'POST', resourcePath(resource), sampleBody(resource.create, bodyScope(callers[who]), own, table));
        if (res.statusCode !== 201) problems.push(`fixture ${resource.name} for ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      // Later fixtures may refer to these (an STR renewal to an STR).
      if (lacking.length > 0) await reload();
    }
    // Transfers are made, not created: the nation moves a member of a board none of the callers holds into each
    // board that has none (one it received).
    for (const who of boards.filter((w) => !pick(callers[w], 'member_transfers', 'inside'))) {
      const strangers = [...own.memberDivision].filter(([, d]) => boards.every((w) => !callers[w].subtree.has(d))).map(([id]) => id);
      let moved = false;
      const home = callers[who].home;
      const to = own.level.get(home) === 'branch' ? home : [...callers[who].subtree].find((d) => own.level.get(d) === 'branch')!;
      for (const id of strangers.slice(0, 20)) {
        const res = await send(national(), 'POST', `/api/association/members/${id}/transfer`, { toDivisionId: to, reason: 'Fixture: moved into this board' });
        if (res.statusCode === 200) {
          moved = true;
          break;
        }
      }
      if (!moved) problems.push(`fixture member-transfers for ${who}: no member could be moved in`);
    }
    await reload();
    console.info(`authorization walk: fixtures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 180_000);

  afterAll(async () => {
    await c?.close();
  });

  const who = (): Caller[] => Object.values(callers);

  it('numbers the NPAs a branch issues across the whole association', async () => {
    // A board sees only its own members' NPAs; the serial it issues must still follow the national one.
    expect(admitted).toHaveLength(3);
    for (const { id, npa, before } of admitted) {
      expect(npa, `member ${id}`).toMatch(/^[0-9]{8}$/);
      // Past every serial of the association when it was issued (not only past the branch's own), and nobody else's.
      expect(Number(npa.slice(2)), `member ${id}`).toBeGreaterThan(Number(before));
      const holders = (await c.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE right(npa, 6) = right($1, 6)', [npa])).rows[0]!.n;
      expect(holders, npa).toBe(1);
    }
  });

  it('turns a branch\'s transfer to another province\'s branch into a request the receiving side accepts', () => {
    expect(transfers.requested.statusCode, transfers.requested.body).toBe(202);
    expect(transfers.requested.json()).toMatchObject({ status: 'requested', toDivisionId: transfers.to });
    expect(transfers.moved.statusCode, transfers.moved.body).toBe(200);
    expect(transfers.moved.json()).toMatchObject({ status: 'completed', toDivisionId: transfers.to });
  });

  it('answers every read as the role and the scope say, 403 / 404 / a real answer', async () => {
    const reads = who().flatMap((caller) => routes.filter((r) => r.method === 'GET').flatMap((route) => casesOf(caller, route)));
    await inParallel(reads, 8, async (k) => void (await run(k)));
    expect(found()).toEqual([]);
  });

  it('lets nothing outside the scope into lists, exports, counts and searches', async () => {
    const boards = who().filter((k) => !k.national && k.role !== 'member');
    const everything = new Map<string, string>();
    const counted = new Map<string, number>();
    await inParallel(ASSOCIATION_CONTRACTS, 8, async (resource) => {
      everything.set(resource.name, (await send(national(), 'GET', `${resourcePath(resource)}/export.csv`)).body);
    });
    const work = boards.flatMap((caller) => ASSOCIATION_CONTRACTS.filter((r) => allows(caller.rules, 'read', r.subject)).map((resource) => ({ caller, resource })));
    await inParallel(work, 8, async ({ caller, resource }) => {
      const table = tableOf(resource);
      const base = resourcePath(resource);
      const may = readable(caller, table);
      const label = `${caller.who} ${resource.name}`;
      const [exported, listed] = await Promise.all([send(caller, 'GET', `${base}/export.csv`), send(caller, 'GET', `${base}?perPage=100`)]);
      cases += 2;
      if (exported.statusCode !== 200 || listed.statusCode !== 200) {
        problems.push(`${label}: the export answers ${exported.statusCode}, the list ${listed.statusCode} ${listed.body.slice(0, 200)}`);
        return;
      }
      const ids = csvColumn(exported.body, 'id').map(Number);
      counted.set(`${caller.who} ${resource.name}`, ids.length);
      const leaked = ids.filter((id) => !may.has(id));
      if (leaked.length) problems.push(`${label}: the export carries ${leaked.length} rows outside the scope (${leaked.slice(0, 5).join(', ')})`);
      // The board's own record about a member who has since moved to another board may stay or go with him.
      const departed = new Set(own.rows.get(table)!.filter((r) => r.about !== null && !caller.subtree.has(r.about)).map((r) => r.id));
      const missing = [...may].filter((id) => !ids.includes(id) && !departed.has(id));
      if (missing.length) problems.push(`${label}: the export lacks ${missing.length} rows of the scope (${missing.slice(0, 5).join(', ')})`);
      const page = listed.json() as { total: number; data: Record<string, unknown>[] };
      if (page.total !== ids.length) problems.push(`${label}: the list counts ${page.total}, the export has ${ids.length} rows`);
      for (const row of page.data) {
        if (!may.has(row.id as number)) problems.push(`${label}: the list shows ${table}#${String(row.id)} outside the scope`);
        if (typeof row.provinceId === 'number' && !caller.subtree.has(row.provinceId) && !caller.ancestors.has(row.provinceId) && ![...caller.subtree].some((d) => own.parent.get(d) === row.provinceId)) {
          problems.push(`${label}: the list shows a row of province ${row.provinceId}`);
        }
      }
      // Searching for an outside record's own words finds nothing of it.
      const outside = own.rows.get(table)!.find((r) => relation(caller, table, r) === 'outside');
      const field = resource.searchable.find((f) => csvColumn(everything.get(resource.name)!, f).length > 0);
      if (outside && field) {
        const all = everything.get(resource.name)!;
        const index = csvColumn(all, 'id').indexOf(String(outside.id));
        const words = csvColumn(all, field)[index]?.slice(0, 40);
        if (words) {
          cases++;
          const found = (await send(caller, 'GET', `${base}?perPage=100&q=${encodeURIComponent(words)}`)).json() as { data?: { id: number }[] };
          if (!found.data) problems.push(`${label}: q=${words} answers ${JSON.stringify(found).slice(0, 200)}`);
          const shown = (found.data ?? []).filter((r) => !may.has(r.id)).map((r) => r.id);
          if (shown.length) problems.push(`${label}: q=${words} finds ${shown.join(', ')} outside the scope`);
        }
      }
    });
    // A branch never counts more than its province, a province never more than the nation.
    for (const resource of ASSOCIATION_CONTRACTS) {
      const [branch, province] = [counted.get(`cabang ${resource.name}`), counted.get(`wilayah ${resource.name}`)];
      const nation = csvColumn(everything.get(resource.name)!, 'id').length;
      if (branch !== undefined && province !== undefined && branch > province) problems.push(`${resource.name}: the branch counts ${branch}, its province ${province}`);
      if (province !== undefined && province > nation) problems.push(`${resource.name}: the province counts ${province}, the nation ${nation}`);
    }
    expect(found()).toEqual([]);
  });

  it('counts only the scope in statistics, dashboards, reports, arrears and alerts', async () => {
    const views = routes.filter((r) => r.method === 'GET' && r.kind === 'operation' && !r.param && !r.csv);
    const tiers: Who[] = ['cabang', 'wilayah', 'nasional'];
    await inParallel(views, 4, async (route) => {
      const answers = await Promise.all(tiers.map((w) => send(callers[w], 'GET', url(route, undefined, sampleQuery(route.querystring)))));
      cases += answers.length;
      const [branch, province, nation] = answers.map((a) => a.json() as unknown);
      // Tallies shrink with the scope: a branch's never exceed its province's, a province's never the nation's (the
      // same figure of the same element, where both answers show it: a page of a list shows other rows).
      const [b, p, n] = [tallies(branch), tallies(province), tallies(nation)];
      for (const [[small, smaller], [big, bigger]] of [[[b, 'branch'], [p, 'province']], [[p, 'province'], [n, 'nation']]] as const) {
        for (const [path, value] of small) {
          const other = big.get(path);
          if (other !== undefined && value > other) problems.push(`${route.name}: the ${smaller}'s ${path} = ${value} exceeds the ${bigger}'s ${other}`);
        }
      }
      if (b.size === 0 && SCOPED_SUBJECTS.has(route.subject)) problems.push(`${route.name}: no figures to compare`);
      if (SCOPED_SUBJECTS.has(route.subject) && JSON.stringify(branch) === JSON.stringify(nation)) problems.push(`${route.name}: the branch sees the nation's figures`);
    });
    // Every board's view names only its own members, and only its own divisions where it shows figures for them.
    const boards = who().filter((k) => !k.national && k.role !== 'member');
    const work = boards.flatMap((caller) => views.filter((r) => allows(caller.rules, 'read', r.subject)).map((route) => ({ caller, route })));
    await inParallel(work, 8, async ({ caller, route }) => {
      cases++;
      const answer = (await send(caller, 'GET', url(route, undefined, sampleQuery(route.querystring)))).json() as unknown;
      const seen = (d: number) => caller.subtree.has(d) || caller.ancestors.has(d);
      for (const { path, object } of objectsOf(answer)) {
        const member = object.memberId as number | undefined;
        if (typeof member === 'number' && !caller.subtree.has(own.memberDivision.get(member)!)) problems.push(`${caller.who} ${route.name}: ${path} names member ${member} outside the scope`);
        for (const field of ['divisionId', 'provinceId']) {
          const d = object[field];
          if (typeof d === 'number' && !seen(d) && carriesData(object)) problems.push(`${caller.who} ${route.name}: ${path} carries figures of division ${d}`);
        }
      }
    });

    // Filtered to another board's division or member, every list and view of a board is empty.
    // (Records every board reads, such as PIT events open to all members, are not another board's to hide.)
    const filtered = routes.filter(
      (r) => r.method === 'GET' && !r.param && (r.kind === 'list' || (r.kind === 'operation' && !r.csv)) && !(r.table && SHARED_READS[r.table]),
    );
    const filters = (route: Route) => Object.keys((route.kind === 'list' ? route.resource!.filters : (route.querystring as { properties?: object } | undefined)?.properties) ?? {});
    const outsideValue = (caller: Caller, name: string): number | undefined => {
      const seen = (d: number) => caller.subtree.has(d) || caller.ancestors.has(d);
      if (name === 'memberId' || name === 'reporterId') return [...own.memberDivision].find(([id, d]) => !seen(d) && id !== admitted[2]?.id)?.[0];
      if (name === 'provinceId') return [...own.level].find(([id, level]) => level === 'province' && !seen(id))?.[0];
      if (name === 'divisionId' || name.endsWith('DivisionId')) return [...own.level].find(([id, level]) => level === 'branch' && !seen(id))?.[0];
      return undefined;
    };
    const probes = (['cabang', 'wilayah'] as const).flatMap((w) =>
      filtered.filter((r) => allows(callers[w].rules, 'read', r.subject)).flatMap((route) =>
        filters(route)
          // A transfer is both boards' (the one the member left and the one he joined): filtered by the other board,
          // the board's own transfers to or from it rightly show.
          .filter((name) => !(route.path.includes('/member-transfers') && name.endsWith('DivisionId')))
          .filter((name) => outsideValue(callers[w], name) !== undefined)
          .map((name) => ({ caller: callers[w], route, name }))),
    );
    await inParallel(probes, 8, async ({ caller, route, name }) => {
      cases++;
      const query = { ...sampleQuery(route.querystring), [name]: String(outsideValue(caller, name)) };
      const res = await send(caller, 'GET', url(route, undefined, query));
      const label = `${caller.who} ${url(route, undefined, query)}`;
      if (res.statusCode >= 500 || ![200, 400, 404].includes(res.statusCode)) problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode !== 200) return;
      const answer = res.json() as { total?: number };
      if (typeof answer.total === 'number' && answer.total > 0) problems.push(`${label}: lists ${answer.total} rows of another board`);
      // The elements about that division or member (a province's or a branch's totals, a member's rows) show nothing.
      const value = outsideValue(caller, name);
      const about = [...objectsOf(answer)].filter(({ object }) => ['divisionId', 'provinceId', 'memberId'].some((k) => object[k] === value));
      const figures = about.flatMap(({ path, object }) => [...tallies(object, path)].filter(([, v]) => v > 0));
      if (figures.length) problems.push(`${label}: shows figures of another board (${figures.slice(0, 3).map(([p, v]) => `${p} = ${v}`).join(', ')})`);
    });

    // A couple checked against the database itself (the owner's connection, no row-level security).
    const db = c.database.db;
    for (const w of ['cabang', 'wilayah'] as const) {
      const caller = callers[w];
      const subtree = [...caller.subtree];
      const stats = (await send(caller, 'GET', '/api/association/members/statistics')).json() as { byStatus: Record<string, number> };
      const members = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE division_id = ANY ($1)', [subtree])).rows[0]!.n;
      expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0), `${w} member statistics`).toBe(members);

      const arrears = (await send(caller, 'GET', '/api/association/contributions/arrears?perPage=100')).json() as { total: number; data: { memberId: number }[] };
      const owing = (await db.query<{ id: number }>(
        `SELECT DISTINCT d.member_id AS id FROM contribution_dues d JOIN members m ON m.id = d.member_id
          WHERE d.status IN ('unpaid', 'partial') AND d.due_date < sejawat_today() AND m.division_id = ANY ($1) ORDER BY 1`,
        [subtree],
      )).rows.map((r) => r.id);
      expect(arrears.data.map((r) => r.memberId).sort((a, b) => a - b), `${w} arrears`).toEqual(owing);

      const period = String(associationYear());
      const dues = (await send(caller, 'GET', `/api/association/contributions/statistics?period=${period}`)).json() as { totals: { billed: number; dues: number } };
      const billed = (await db.query<{ billed: number; n: number }>(
        'SELECT coalesce(sum(amount), 0)::bigint AS billed, count(*)::int AS n FROM contribution_dues WHERE period = $1 AND division_id = ANY ($2)',
        [period, subtree],
      )).rows[0]!;
      expect(dues.totals, `${w} contribution statistics`).toMatchObject({ billed: billed.billed, dues: billed.n });

      const alerts = (await send(caller, 'GET', '/api/association/alerts?perPage=100')).json() as { total: number; data: { memberId: number }[] };
      expect(alerts.data.every((a) => caller.subtree.has(own.memberDivision.get(a.memberId)!)), `${w} alerts`).toBe(true);
    }
    expect(found()).toEqual([]);
  });

  it('answers every change as the role and the scope say, and refuses changes outside the scope', async () => {
    const writes = who().flatMap((caller) => routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE').flatMap((route) => casesOf(caller, route)));
    // Changes of one record run one after the other (a state machine answers 409 to the second, never a race).
    const chains = new Map<string, Case[]>();
    for (const k of writes) {
      const key = k.id === undefined ? k.route.path : `${k.route.table}#${k.id}`;
      chains.set(key, [...(chains.get(key) ?? []), k]);
    }
    await inParallel([...chains.values()], 6, async (chain) => {
      for (const k of chain) await run(k);
    });
    expect(found()).toEqual([]);
  });

  it('answers every delete as the role and the scope say', async () => {
    const deletes = who().flatMap((caller) => routes.filter((r) => r.method === 'DELETE').flatMap((route) => casesOf(caller, route)));
    const chains = new Map<string, Case[]>();
    for (const k of deletes) chains.set(`${k.route.table}#${k.id}`, [...(chains.get(`${k.route.table}#${k.id}`) ?? []), k]);
    await inParallel([...chains.values()], 6, async (chain) => {
      for (const k of chain) await run(k);
    });
    expect(found()).toEqual([]);
    const byTarget = [...walked].map(([target, n]) => `${n} ${target}`).join(', ');
    console.info(`authorization walk: ${routes.length} routes x ${Object.keys(callers).length} accounts, ${[...walked.values()].reduce((a, b) => a + b, 0)} cases (${byTarget}); ${cases} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('keeps row-level security on every table that holds a member\'s or a board\'s rows', async () => {
    // Tables without it, each for a reason: the audit trail is read only through the record it belongs to (the
    // audit route first reads that record under the caller's scope); agenda counters hold numbers, no data.
    const WITHOUT = { audit_log: 'read only through records the caller can see', correspondence_counters: 'agenda numbers per board and year, no personal data', schema_migrations: 'the migrator\'s own bookkeeping', member_alerts_state: 'the date the alerts table was computed for, no personal data' };
    const tables = (await c.database.db.query<{ name: string; rls: boolean; scoped: boolean }>(
      `SELECT t.relname AS name, t.relrowsecurity AS rls,
              EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = t.oid AND NOT a.attisdropped
                         AND a.attname IN ('member_id', 'division_id', 'organiser_division_id', 'from_division_id', 'reporter_id')) AS scoped
         FROM pg_class t WHERE t.relnamespace = 'public'::regnamespace AND t.relkind IN ('r', 'p') ORDER BY 1`,
    )).rows;
    expect(tables.filter((t) => t.scoped).length).toBeGreaterThan(20);
    expect(tables.filter((t) => t.scoped && !t.rls && !(t.name in WITHOUT)).map((t) => t.name)).toEqual([]);
    // Every table holding association data, not only those with such a column, and the list of exceptions stays true.
    expect(tables.filter((t) => !t.rls && !(t.name in WITHOUT)).map((t) => t.name)).toEqual([]);
    for (const name of Object.keys(WITHOUT)) expect(tables.find((t) => t.name === name), name).toBeDefined();
  });
});
