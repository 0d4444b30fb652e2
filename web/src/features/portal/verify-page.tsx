import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useVerifyDocumentQuery } from '../../api/enhanced/portal';
import { isAppError } from '../../api/errors';
import { env } from '../../app/env';
import { PageLoading } from '../../components/page-states';
import { useFormat } from './lib/format';
import { LoadError } from './lib/section';
import { StatusTag } from './lib/status-tag';
import { useDefaultLanguage } from './lib/use-default-language';
import './portal.css';

const CODE = /^[A-Za-z2-7]{29}$/;

function Frame({ icon, tone, title, message, children }: { icon: string; tone: 'ok' | 'warn' | 'bad'; title: string; message: string; children?: React.ReactNode }) {
  return (
    <main className="mp-verify">
      <section className="mp-verify-card" aria-labelledby="verify-title">
        <div className="brand mp-verify-brand">
          <i className="pi pi-heart-fill" aria-hidden />
          <span>{env.appName}</span>
        </div>
        <i className={`pi ${icon} mp-verify-icon mp-verify-${tone}`} aria-hidden />
        <h1 id="verify-title">{title}</h1>
        <p className="muted">{message}</p>
        {children}
      </section>
    </main>
  );
}

/**
 * What a membership card's or certificate's QR code opens, for anyone: whether the association issued it and whether
 * its holder is still a member in good standing. It shows the name, NPA and status the server answers, nothing more.
 */
export default function VerifyPage() {
  const ready = useDefaultLanguage();
  const { t } = useTranslation();
  const format = useFormat();
  const { code = '' } = useParams();
  const wellFormed = CODE.test(code);
  const verdict = useVerifyDocumentQuery({ code }, { skip: !wellFormed });
  const k = 'portal.verify';
  const codeLine = (
    <p className="small muted">
      {t(`${k}.code`)} <span className="mp-verify-code">{code}</span>
    </p>
  );

  if (!ready) return <PageLoading />;
  const status = isAppError(verdict.error) ? verdict.error.status : undefined;
  if (!wellFormed || status === 400) {
    return <Frame icon="pi-question-circle" tone="bad" title={t(`${k}.malformed.title`)} message={t(`${k}.malformed.message`)}>{codeLine}</Frame>;
  }
  if (status === 404) {
    return <Frame icon="pi-times-circle" tone="bad" title={t(`${k}.unknown.title`)} message={t(`${k}.unknown.message`)}>{codeLine}</Frame>;
  }
  if (verdict.isError) {
    return (
      <Frame icon="pi-exclamation-circle" tone="warn" title={t(`${k}.failed`)} message="">
        <LoadError error={verdict.error} onRetry={() => void verdict.refetch()} />
      </Frame>
    );
  }
  if (!verdict.data) return <PageLoading />;
  const d = verdict.data;
  return (
    <Frame
      icon={d.valid ? 'pi-verified' : 'pi-exclamation-triangle'}
      tone={d.valid ? 'ok' : 'warn'}
      title={t(d.valid ? `${k}.valid.title` : `${k}.invalid.title`)}
      message={t(d.valid ? `${k}.valid.message` : `${k}.invalid.message`, { document: t(`${k}.kinds.${d.kind}`) })}
    >
      <dl className="mp-facts">
        <dt>{t(`${k}.document`)}</dt>
        <dd>{t(`${k}.kinds.${d.kind}`)}</dd>
        <dt>{t(`${k}.name`)}</dt>
        <dd>{d.name}</dd>
        <dt>{t(`${k}.npa`)}</dt>
        <dd>{d.npa ?? '—'}</dd>
        <dt>{t(`${k}.status`)}</dt>
        <dd>
          <StatusTag group="member" status={d.status} />
        </dd>
        <dt>{t(`${k}.issuedAt`)}</dt>
        <dd>{format.date(d.issuedAt)}</dd>
      </dl>
      {codeLine}
    </Frame>
  );
}
