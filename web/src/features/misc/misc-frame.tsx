import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '../../app/env';
import { paths } from '../../app/paths';
import './misc.css';

interface Props {
  /** The big PrimeIcon of the illustration, e.g. "pi-wrench". */
  icon: string;
  /** Two small PrimeIcons orbiting it. */
  accents?: [string, string];
  /** A short text shown large above the title (the error code). */
  code?: string;
  title: string;
  message: string;
  children?: ReactNode;
}

/** The frame of every misc and extra auth page: app name, illustration, title, message, content, link home. */
export function MiscFrame({ icon, accents = ['pi-star', 'pi-circle'], code, title, message, children }: Props) {
  const { t } = useTranslation();
  return (
    <main className="misc-page">
      <section className="misc-card" aria-labelledby="misc-title">
        <div className="brand misc-brand">
          <i className="pi pi-heart-fill" aria-hidden />
          <span>{env.appName}</span>
        </div>
        <div className="misc-illustration" aria-hidden>
          <i className={`pi ${accents[0]} misc-accent misc-accent-start`} />
          <span className="misc-disc">
            <i className={`pi ${icon}`} />
          </span>
          <i className={`pi ${accents[1]} misc-accent misc-accent-end`} />
        </div>
        {code && <p className="misc-code">{code}</p>}
        <h1 id="misc-title">{title}</h1>
        <p className="muted misc-message">{message}</p>
        {children}
        <p className="misc-home">
          <Link to={paths.home}>
            <i className="pi pi-home" aria-hidden /> {t('misc.common.backHome')}
          </Link>
        </p>
      </section>
    </main>
  );
}
