import { useTranslation } from 'react-i18next';
import { env } from '../app/env';
import { useAppSelector } from '../app/hooks';

export function Footer() {
  const { t } = useTranslation();
  const footerType = useAppSelector((s) => s.layout.footerType);
  if (footerType === 'hidden') return null;
  return (
    <footer className={`footer footer-${footerType}`}>
      <span>
        © {new Date().getFullYear()} {env.appName}. {t('layout.footer')}
      </span>
    </footer>
  );
}
