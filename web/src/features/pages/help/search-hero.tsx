import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

/** The page title with a search box under it (FAQ and knowledge base). */
export function SearchHero({
  title,
  subtitle,
  label,
  value,
  onChange,
  busy,
}: {
  title: string;
  subtitle: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="pg-hero">
      <h1>{title}</h1>
      <p>{subtitle}</p>
      <form role="search" className="pg-hero-search" onSubmit={(e) => e.preventDefault()}>
        <span className="pg-icon-input">
          <i className={busy ? 'pi pi-spin pi-spinner' : 'pi pi-search'} aria-hidden />
          <InputText
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t('pages.help.searchPlaceholder')}
            aria-label={label}
          />
        </span>
      </form>
    </section>
  );
}
