import i18n, { type BackendModule } from 'i18next';
import { addLocale, localeOptions, locale as setPrimeLocale } from 'primereact/api';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageCode } from './languages';
import { loadMessages } from './load-messages';

function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en';
}

// PrimeReact's own texts (calendar, paginator, dialogs) follow the interface language.
// Keys a language leaves out (rarely used aria labels) fall back to PrimeReact's English rather than to nothing.
const primeDefaults = localeOptions('en') as Record<string, unknown> & { aria?: Record<string, string> };
const primeLocales = new Set<string>();

/** Fetches a language's texts when i18next first needs them (start, language switch). */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language).then(
      (content) => {
        const own = content.primereact as (Record<string, unknown> & { aria?: Record<string, string> }) | undefined;
        if (own) {
          addLocale(language, { ...primeDefaults, ...own, aria: { ...primeDefaults.aria, ...own.aria } });
          primeLocales.add(language);
        }
        callback(null, content);
      },
      (error: Error) => callback(error, false),
    );
  },
};

function applyLanguage(code: string) {
  setPrimeLocale(primeLocales.has(code) ? code : 'en');
  document.documentElement.lang = code;
}
i18n.on('languageChanged', (code) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  applyLanguage(code);
});

// No fallback language: every language has every key (completeness.test.ts), and a fallback would fetch English on
// every start in another language. The app waits for the interface language before it renders.
await i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;
