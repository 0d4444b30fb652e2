import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageChosen } from '../../../i18n';

/**
 * Members read their portal, and anyone scanning a card reads its verification, in Indonesian unless this browser
 * chose another language: the page switches once, and the choice is then remembered like any other. Returns false
 * while it switches, so that the page's first render is already in the right language.
 */
export function useDefaultLanguage(language = 'id'): boolean {
  const { i18n } = useTranslation();
  const switching = !languageChosen() && i18n.language !== language;
  useEffect(() => {
    if (switching) void i18n.changeLanguage(language);
  }, [switching, i18n, language]);
  return !switching;
}
