import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useAbility as useCaslAbility } from '@casl/react';

export { AbilityProvider, Can } from '@casl/react';

/**
 * A CASL rule as the server sends it. `conditions` narrow a board's rules to the records of its subtree, e.g.
 * {divisionId: {$in: [12, 40]}}: asked about a subject type ("may I create members?") CASL answers yes when any rule
 * could allow it; asked about a record, the conditions decide.
 */
export interface Rule {
  action: string;
  subject: string;
  conditions?: Record<string, unknown>;
}
export interface Access {
  action: 'read' | 'create' | 'update' | 'delete' | 'manage';
  subject: string;
}

/** Spec §6: when no abilities are known, the default is read on Auth (the auth pages). */
export const DEFAULT_RULES: Rule[] = [{ action: 'read', subject: 'Auth' }];

export function buildAbility(rules: readonly Rule[] | undefined | null): MongoAbility {
  return createMongoAbility(rules && rules.length > 0 ? [...rules] : DEFAULT_RULES);
}

export const useAbility = () => useCaslAbility<MongoAbility>();

export function can(ability: MongoAbility, access: Access | undefined): boolean {
  return access === undefined || ability.can(access.action, access.subject);
}

/**
 * The divisions a board account may `action` records of `subject` in (its subtree, as its rules' conditions say:
 * {divisionId: {$in: [...]}}); undefined when a rule allows it everywhere (national staff, the template's admin). A
 * board's subtree holds the board itself and the boards below it; a branch board's holds its branch alone.
 */
export function scopeOf(ability: MongoAbility, action: string, subject: string): number[] | undefined {
  const ids: number[] = [];
  for (const rule of ability.rulesFor(action, subject)) {
    const within = (rule.conditions as { divisionId?: { $in?: unknown } } | undefined)?.divisionId?.$in;
    if (!Array.isArray(within)) return undefined;
    ids.push(...within.filter((id): id is number => typeof id === 'number'));
  }
  return ids;
}
