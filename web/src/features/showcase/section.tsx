import { useId, type ReactNode } from 'react';

/** One titled card of a showcase page. */
export function ShowcaseSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="showcase-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <p className="muted small">{description}</p>}
      <div className="showcase-body">{children}</div>
    </section>
  );
}

export function ShowcasePage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="showcase-page">
      <header className="showcase-header">
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
      </header>
      <div className="showcase-grid">{children}</div>
    </div>
  );
}
