/** Build-time settings, read once. */
export const env = {
  appName: (import.meta.env.VITE_APP_NAME as string | undefined) ?? 'Sejawat',
  /** The local secret string that encrypts stored user data (spec §9). Not a security boundary. */
  localSecret: (import.meta.env.VITE_LOCAL_SECRET as string | undefined) ?? 'sejawat-local-user-data',
  rippleMs: 500,
} as const;
