import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../app/env';

/** The frame of every authentication page: brand, title, subtitle, content. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="brand">
          {/* The brand's heart drawn inline: the icon font is not needed before the first paint. */}
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden focusable="false">
            <path fill="currentColor" d="M12 21s-7.5-4.6-9.7-9.3C.7 8.2 2.8 4 6.8 4c2.2 0 3.9 1.2 5.2 3 1.3-1.8 3-3 5.2-3 4 0 6.1 4.2 4.5 7.7C19.5 16.4 12 21 12 21z" />
          </svg>
          <span>{env.appName}</span>
        </div>
        <h1 id="auth-title">{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
        <p className="muted small">{t('auth.tagline')}</p>
      </section>
    </main>
  );
}
