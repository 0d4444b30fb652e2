import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useAbility as useCaslAbility } from '@casl/react';

export { AbilityProvider, Can } from '@casl/react';

export interface Rule {
  action: string;
  subject: string;
}
export interface Access {
  action: 'read' | 'create' | 'update' | 'delete' | 'manage';
  subject: string;
}

/** Spec §6: when no abilities are known, the default is read on Auth (the auth pages). */
export const DEFAULT_RULES: Rule[] = [{ action: 'read', subject: 'Auth' }];

export function buildAbility(rules: Rule[] | undefined | null): MongoAbility {
  return createMongoAbility(rules && rules.length > 0 ? rules : DEFAULT_RULES);
}

export const useAbility = () => useCaslAbility<MongoAbility>();

export function can(ability: MongoAbility, access: Access | undefined): boolean {
  return access === undefined || ability.can(access.action, access.subject);
}
