import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageState } from '../../../components/page-states';
import type { ResourceMeta } from './types';

/** The record id from the address, or null when it is no valid id. */
export function parseRecordId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** An id that names no record: say so and lead back to the list. */
export function NotFound({ config }: { config: Pick<ResourceMeta, 'name' | 'paths'> }) {
  const { t } = useTranslation();
  return (
    <PageState
      icon="pi pi-search"
      title={t('association.screen.notFound.title')}
      message={t('association.screen.notFound.message')}
      action={
        <Link to={config.paths.list} className="p-button p-component rs-link-button">
          <i className="pi pi-list" aria-hidden />
          <span>{t(`association.resources.${config.name}.title`)}</span>
        </Link>
      }
    />
  );
}
