/**
 * Creates an administrator (manage on all) in the account store, once, for a production deployment:
 *
 *   ACCOUNT_STORE_URL=postgres://... ADMIN_EMAIL=it@pdgi.or.id ADMIN_PASSWORD=... node bff/dist/src/cli/create-admin.js
 *
 * Reads the same environment as the server, and keeps accounts where it does (ACCOUNT_STORE_URL, TOKEN_STORE_URL, else
 * beside the association's data: DATABASE_URL or the embedded server in DATA_DIR, which must not be running). The password
 * is hashed (argon2) and never printed. Exits 1 with a message when nothing would be kept, the settings are missing or
 * the email is taken.
 */
import { ConfigError, loadConfig } from '../config.js';
import { openAccountStore } from '../lib/accounts.js';
import type { EmbeddedPostgres } from '../association/db/embedded.js';
import { startEmbeddedDatabase } from '../association/embedded-database.js';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const admin = config.admin;
  if (!admin) {
    process.stderr.write('Set ADMIN_EMAIL and ADMIN_PASSWORD to the administrator to create.\n');
    return 1;
  }
  // As the server does: accounts beside the association's data (DATABASE_URL or the embedded server in DATA_DIR) when
  // no store of their own is named and the association server is the local one.
  let embedded: EmbeddedPostgres | undefined;
  if (config.accountStoreUrl === undefined && config.associationApiUrl === undefined) {
    if (config.databaseUrl) config = { ...config, accountStoreUrl: config.databaseUrl };
    else {
      try {
        embedded = await startEmbeddedDatabase(config.dataDir, () => undefined);
      } catch (err) {
        process.stderr.write(`${(err as Error).message}\nWhile the product runs, set ADMIN_EMAIL and ADMIN_PASSWORD on it and restart it instead.\n`);
        return 1;
      }
      config = { ...config, accountStoreUrl: embedded.url };
    }
  }
  if (config.accountStoreUrl === undefined) {
    process.stderr.write(
      'Accounts are kept in memory (neither ACCOUNT_STORE_URL nor TOKEN_STORE_URL is set): an administrator created ' +
        'now would be gone at the next start. Set ADMIN_EMAIL and ADMIN_PASSWORD on the server instead.\n',
    );
    return 1;
  }
  // Demo accounts are the server's business (DEMO_ACCOUNTS at its start): this command leaves them as they are.
  const users = await openAccountStore(config, { syncDemo: false }).catch(async (err: unknown) => {
    await embedded?.stop();
    throw err;
  });
  try {
    if (await users.emailTaken(admin.email)) {
      process.stderr.write(`An account with the email ${admin.email} exists already; nothing was changed.\n`);
      return 1;
    }
    const created = await users.createAdministrator(admin);
    process.stdout.write(`Created the administrator ${created.email} (id ${created.id}).\n`);
    return 0;
  } finally {
    await users.close?.();
    await embedded?.stop();
  }
}

process.exitCode = await main();
