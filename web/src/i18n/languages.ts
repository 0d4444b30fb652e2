export const LANGUAGES = [
  { code: 'en', label: 'English', flag: 'GB' },
  { code: 'id', label: 'Bahasa Indonesia', flag: 'ID' },
  { code: 'de', label: 'Deutsch', flag: 'DE' },
  { code: 'fr', label: 'Français', flag: 'FR' },
  { code: 'pt', label: 'Português', flag: 'PT' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'language';

const isLanguage = (code: string | null | undefined): code is LanguageCode => LANGUAGES.some((l) => l.code === code);

/**
 * The language the interface starts in: the one chosen in this browser, else the first of the browser's own languages
 * (navigator.languages, most preferred first) that the interface speaks, else English. Staff whose browser is set to
 * Indonesian see Bahasa Indonesia from the sign-in page on, without looking for the switcher. Older Android and Java
 * systems name Indonesian "in" (its code before 1989).
 */
export function startingLanguage(stored: string | null, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const code = primary === 'in' ? 'id' : primary;
    if (isLanguage(code)) return code;
  }
  return 'en';
}

/** startingLanguage for this browser: its stored choice and its languages (navigator.language where no list is given). */
export function browserStartingLanguage(): LanguageCode {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
  return startingLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), languages);
}
