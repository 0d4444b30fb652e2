import i18n from 'i18next';
import { addLocale, localeOptions, locale as setPrimeLocale } from 'primereact/api';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageCode } from './languages';

type Messages = Record<string, unknown> & { primereact?: Record<string, unknown> };

// One folder per language, one file per area (locales/<lng>/<area>.json); a language's files merge at the root, so
// each area owns its top-level keys and areas can be translated independently.
const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });
export const messages: Record<string, Messages> = {};
for (const [file, content] of Object.entries(files)) {
  const language = file.split('/')[2]!;
  messages[language] = { ...messages[language], ...content };
}

function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en';
}

// PrimeReact's own texts (calendar, paginator, dialogs) follow the interface language.
// Keys a language leaves out (rarely used aria labels) fall back to PrimeReact's English rather than to nothing.
const primeDefaults = localeOptions('en') as Record<string, unknown> & { aria?: Record<string, string> };
for (const [code, content] of Object.entries(messages)) {
  const own = content.primereact as (Record<string, unknown> & { aria?: Record<string, string> }) | undefined;
  if (own) addLocale(code, { ...primeDefaults, ...own, aria: { ...primeDefaults.aria, ...own.aria } });
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(messages).map(([code, content]) => [code, { translation: content }])),
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyLanguage(code: string) {
  setPrimeLocale(messages[code]?.primereact ? code : 'en');
  document.documentElement.lang = code;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', (code) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  applyLanguage(code);
});

export default i18n;
