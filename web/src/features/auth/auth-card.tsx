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
          <i className="pi pi-heart-fill" aria-hidden />
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
