import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLazyGetPortalCardQuery, useLazyGetPortalCertificateQuery, type FetchedFile, type PortalProfile } from '../../../api/enhanced/portal';
import { useNotifier } from '../../../components/toast';
import { useFormat } from '../lib/format';
import { Section, type SectionQuery } from '../lib/section';
import { StatusTag } from '../lib/status-tag';

/** Hands a fetched file to the browser as a download, then lets go of it. */
function save(file: FetchedFile) {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 0);
}

function DocumentButton({ kind, disabled }: { kind: 'card' | 'certificate'; disabled: boolean }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const card = useLazyGetPortalCardQuery();
  const certificate = useLazyGetPortalCertificateQuery();
  const [fetchFile, state] = kind === 'card' ? card : certificate;
  async function download() {
    try {
      // Always a fresh copy: the answer is a one-off object URL, not something to keep.
      save((await fetchFile(undefined, false).unwrap()) as unknown as FetchedFile);
    } catch (error) {
      notifier.apiError(error);
    }
  }
  return (
    <Button
      type="button"
      icon={kind === 'card' ? 'pi pi-id-card' : 'pi pi-file-pdf'}
      label={t(`portal.documents.${kind}`)}
      loading={state.isFetching}
      disabled={disabled}
      onClick={() => void download()}
    />
  );
}

/** His standing: status, NPA, and the card and certificate that prove it (issued to members in good standing). */
export function MembershipSection({ query }: { query: SectionQuery<PortalProfile> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = 'portal.membership';
  return (
    <Section title={t(`${k}.title`)} query={query}>
      {(p) => {
        const issuable = p.validMember && p.npa !== null;
        return (
          <>
            <dl className="mp-facts">
              <dt>{t(`${k}.status`)}</dt>
              <dd>
                <StatusTag group="member" status={p.status} />
              </dd>
              <dt>{t(`${k}.npa`)}</dt>
              <dd>{p.npa ?? t(`${k}.noNpa`)}</dd>
              <dt>{t(`${k}.since`)}</dt>
              <dd>{format.date(p.joinedAt)}</dd>
            </dl>
            <p className={issuable ? 'muted' : 'mp-empty'}>{t(issuable ? `${k}.goodStanding` : `${k}.notIssuable`)}</p>
            <h3>{t('portal.documents.title')}</h3>
            <p className="muted small">{t('portal.documents.help')}</p>
            <div className="mp-documents">
              <DocumentButton kind="card" disabled={!issuable} />
              <DocumentButton kind="certificate" disabled={!issuable} />
            </div>
          </>
        );
      }}
    </Section>
  );
}
