/**
 * Creates an administrator (manage on all) in the account store, once, for a production deployment:
 *
 *   ACCOUNT_STORE_URL=postgres://... ADMIN_EMAIL=it@pdgi.or.id ADMIN_PASSWORD=... node bff/dist/src/cli/create-admin.js
 *
 * Reads the same environment as the server. The password is hashed (argon2) and never printed. Exits 1 with a
 * message when the store is in memory (nothing would be kept), the settings are missing or the email is taken.
 */
import { ConfigError, loadConfig } from '../config.js';
import { openAccountStore } from '../lib/accounts.js';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  if (config.accountStoreUrl === undefined) {
    process.stderr.write(
      'Accounts are kept in memory (neither ACCOUNT_STORE_URL nor TOKEN_STORE_URL is set): an administrator created ' +
        'now would be gone at the next start. Set ADMIN_EMAIL and ADMIN_PASSWORD on the server instead.\n',
    );
    return 1;
  }
  if (!config.admin) {
    process.stderr.write('Set ADMIN_EMAIL and ADMIN_PASSWORD to the administrator to create.\n');
    return 1;
  }
  // Demo accounts are the server's business (DEMO_ACCOUNTS at its start): this command leaves them as they are.
  const users = await openAccountStore(config, { syncDemo: false });
  try {
    if (await users.emailTaken(config.admin.email)) {
      process.stderr.write(`An account with the email ${config.admin.email} exists already; nothing was changed.\n`);
      return 1;
    }
    const admin = await users.createAdministrator(config.admin);
    process.stdout.write(`Created the administrator ${admin.email} (id ${admin.id}).\n`);
    return 0;
  } finally {
    await users.close?.();
  }
}

process.exitCode = await main();
