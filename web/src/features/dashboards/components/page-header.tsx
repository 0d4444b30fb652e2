/** The title block of a dashboards page: its one h1 and a short explanation. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="dash-page-header">
      <h1>{title}</h1>
      <p>{subtitle}</p>
    </header>
  );
}
