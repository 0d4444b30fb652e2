import { useTranslation } from 'react-i18next';

interface Document {
  type: string;
  label: string;
  received: boolean;
}

/** "3 / 4": how many of the requested documents have arrived. */
export const receivedCount = (documents: Document[]) => `${documents.filter((d) => d.received).length} / ${documents.length}`;

/** The documents a request asks for, each received or still missing. */
export function Checklist({ documents }: { documents: Document[] }) {
  const { t } = useTranslation();
  return (
    <ul className="rs-checklist">
      {documents.map((d) => (
        <li key={d.type}>
          <i className={d.received ? 'pi pi-check-circle rs-ok' : 'pi pi-circle rs-missing'} aria-hidden />
          <span>{t(`association.enums.document.${d.type}`, { defaultValue: d.label })}</span>
          <span className="visually-hidden">{t(d.received ? 'association.screen.received' : 'association.screen.missing')}</span>
        </li>
      ))}
    </ul>
  );
}
