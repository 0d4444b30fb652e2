import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStartingLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages';
import { loadFrameMessages, loadMessages } from './load-messages';

const startLanguage = browserStartingLanguage();
const complete = new Map<string, Promise<void>>();

/**
 * Fetches a language's texts when i18next first needs them. At start only the frame's texts of the interface
 * language (the sign-in pages need no more); a language chosen later comes whole.
 */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const atStart = language === startLanguage && !complete.has(language);
    (atStart ? loadFrameMessages(language) : loadMessages(language)).then(
      (content) => {
        if (!atStart) complete.set(language, Promise.resolve());
        callback(null, content);
      },
      (error: Error) => callback(error, false),
    );
  },
};

/** Makes sure every text of the interface language is there; pages other than the sign-in pages wait for it. */
export function loadAllTexts(language: string = i18n.resolvedLanguage ?? startLanguage): Promise<void> {
  let done = complete.get(language);
  if (!done) {
    done = loadMessages(language).then((all) => {
      i18n.addResourceBundle(language, 'translation', all, true, true);
    });
    complete.set(language, done);
  }
  return done;
}

// No fallback language: every language has every key (completeness.test.ts), and a fallback would fetch English on
// every start in another language. The app waits for the interface language's frame texts before it renders.
await i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
document.documentElement.lang = i18n.language;

// Registered after the start so that only a language someone chose is remembered: with none stored, a page may pick
// the one its readers most likely want (the members' portal picks Indonesian, see useDefaultLanguage).
// PrimeReact's texts follow the language from app/prime-provider.tsx, loaded with the first page that uses PrimeReact.
i18n.on('languageChanged', (code) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  document.documentElement.lang = code;
});

/** Whether a language was chosen in this browser (the switcher, or a page's default once applied). */
export const languageChosen = () => localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;

export default i18n;
