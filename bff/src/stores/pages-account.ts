import type { AccountSettings, AccountSettingsUpdate } from '../routes/demo/pages/schemas.js';

type ConnectedNetwork = keyof AccountSettings['social']['connections'];

/** The demo account's settings page: one record, shared by every caller, as in the template. */
export interface AccountSettingsStore {
  get(): AccountSettings;
  /** Merges each section sent into the stored one: only the fields sent change. Returns the updated settings. */
  update(patch: AccountSettingsUpdate): AccountSettings;
}

export class MemoryAccountSettingsStore implements AccountSettingsStore {
  constructor(private readonly settings: AccountSettings) {}

  get() {
    return structuredClone(this.settings);
  }

  update({ general, info, social, notification }: AccountSettingsUpdate) {
    const stored = this.settings;
    Object.assign(stored.general, general);
    Object.assign(stored.info, info);
    Object.assign(stored.notification, notification);
    Object.assign(stored.social.socialLinks, social?.socialLinks);
    for (const [network, connection] of Object.entries(social?.connections ?? {})) {
      Object.assign(stored.social.connections[network as ConnectedNetwork], connection);
    }
    return this.get();
  }
}
