export const LANGUAGES = [
  { code: 'en', label: 'English', flag: 'GB' },
  { code: 'id', label: 'Bahasa Indonesia', flag: 'ID' },
  { code: 'de', label: 'Deutsch', flag: 'DE' },
  { code: 'fr', label: 'Français', flag: 'FR' },
  { code: 'pt', label: 'Português', flag: 'PT' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'language';
