import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      value={i18n.resolvedLanguage}
      options={LANGUAGES.map((l) => ({ label: l.label, value: l.code }))}
      onChange={(e) => void i18n.changeLanguage(e.value as string)}
      aria-label={t('layout.language')}
      className="language-switcher"
      panelClassName="language-panel"
    />
  );
}
