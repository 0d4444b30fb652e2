import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { demoAccounts, MemoryAuthUserStore, type AuthUserStore } from '../stores/auth-users.js';
import { PostgresAuthUserStore } from '../stores/auth-users-postgres.js';

type AccountConfig = Pick<Config, 'demoAccounts' | 'accountStoreUrl' | 'admin'>;

export const CREATE_ADMIN_COMMAND = 'node bff/dist/src/cli/create-admin.js';

/**
 * The account store: PostgreSQL at ACCOUNT_STORE_URL (kept across restarts, shared by instances), otherwise memory.
 * The template's demo accounts are in it only with DEMO_ACCOUNTS on (the default outside production).
 */
export async function openAccountStore(
  config: AccountConfig,
  { table, syncDemo = true }: { table?: string; syncDemo?: boolean } = {},
): Promise<AuthUserStore> {
  const demo = demoAccounts();
  if (config.accountStoreUrl === undefined) return new MemoryAuthUserStore(config.demoAccounts ? demo : []);
  const sync = !syncDemo
    ? { keep: [], remove: [] }
    : config.demoAccounts
      ? { keep: demo, remove: [] }
      : { keep: [], remove: demo.map((u) => u.email) };
  return PostgresAuthUserStore.open({ connectionString: config.accountStoreUrl, table, demo: sync });
}

/**
 * The first administrator comes from the operator: ADMIN_EMAIL and ADMIN_PASSWORD create it when no administrator
 * exists yet, and are ignored afterwards (a persistent store keeps it; memory is empty at every start, so there they
 * are read at every start). The password is hashed and never logged. With no administrator and none configured, the
 * operator is told how to make one.
 */
export async function ensureAdministrator(users: AuthUserStore, config: AccountConfig, log: FastifyBaseLogger) {
  const exists = await users.hasAdministrator();
  if (exists) {
    if (config.admin) log.info({ email: config.admin.email }, 'an administrator exists: ADMIN_EMAIL and ADMIN_PASSWORD are not used (remove them from the environment)');
    return;
  }
  if (!config.admin) {
    log.warn(
      `no administrator account exists: set ADMIN_EMAIL and ADMIN_PASSWORD for the next start, or run \`${CREATE_ADMIN_COMMAND}\` with them`,
    );
    return;
  }
  if (await users.emailTaken(config.admin.email)) {
    log.error({ email: config.admin.email }, 'ADMIN_EMAIL belongs to an account that is not an administrator: no administrator created');
    return;
  }
  await users.createAdministrator(config.admin);
  log.info({ email: config.admin.email }, 'created the administrator account from ADMIN_EMAIL');
}
