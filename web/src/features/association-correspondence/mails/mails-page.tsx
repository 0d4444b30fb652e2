import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLazyExportMailsQuery, useListMailsQuery } from '../../../api/enhanced/correspondence-mails';
import { useAbility } from '../../auth/ability';
import { ExportButton } from '../../../components/export-button';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import '../correspondence.css';
import { MailFilters } from './mail-filters';
import { MailFormDialog } from './mail-form-dialog';
import { MailsTable } from './mails-table';
import { paths } from '../../../app/paths';
import { useMailsQuery } from './use-mails-query';

/** Surat Masuk: the incoming mail register, searched, filtered, sorted and paged on the server (state in the address). */
export default function MailsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const { state, update, filtered, clear, filter, listArg } = useMailsQuery();
  const { data, error, isFetching, refetch } = useListMailsQuery(listArg);
  const [exportCsv] = useLazyExportMailsQuery();
  const [registering, setRegistering] = useState(false);
  const k = 'associationCorrespondence.mails';

  return (
    <div className="ac-page">
      <PageHeader
        title={t(`${k}.title`)}
        subtitle={t(`${k}.subtitle`)}
        actions={
          ability.can('create', 'Mail') && (
            <Button type="button" icon="pi pi-plus" label={t(`${k}.register`)} onClick={() => setRegistering(true)} />
          )
        }
      />
      <section className="ac-card card-surface">
        <MailFilters filters={state.filters} onChange={update} />
        <div className="ac-toolbar">
          <SearchBox q={state.q} onSearch={(q) => update({ q }, { replace: true })} label={t(`${k}.search`)} placeholder={t(`${k}.searchPlaceholder`)} />
          <div className="ac-toolbar-end">
            {filtered && <Button type="button" label={t('associationCorrespondence.filters.clear')} icon="pi pi-filter-slash" text onClick={clear} />}
            <ExportButton fetchCsv={() => exportCsv(filter).unwrap()} fileName="surat-masuk.csv" />
          </div>
        </div>
        {error && !isFetching ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <MailsTable
              rows={data?.data ?? []}
              total={data?.total ?? 0}
              page={state.page}
              perPage={state.perPage}
              sort={state.sort}
              loading={isFetching}
              emptyMessage={filtered ? t(`${k}.noMatch`) : t(`${k}.empty`)}
              onPage={(page, perPage) => update(perPage !== state.perPage ? { perPage } : { page })}
              onSort={(sort) => update({ sort })}
            />
            <p className="muted small" aria-live="polite">
              {t('associationCorrespondence.common.summary', { from: data?.from ?? 0, to: data?.to ?? 0, total: data?.total ?? 0 })}
            </p>
          </>
        )}
      </section>
      {registering && (
        <MailFormDialog
          onHide={() => setRegistering(false)}
          onSaved={(mail) => {
            setRegistering(false);
            navigate(paths.associationMail(mail.id));
          }}
        />
      )}
    </div>
  );
}
