import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPortalNoticesQuery, type PortalNotices } from '../../../api/enhanced/portal';
import { InformationBody } from '../../../components/information-body';
import { useFormat } from '../lib/format';
import { Empty, Section } from '../lib/section';

const PAGE = 5;

function Notice({ notice }: { notice: PortalNotices['data'][number] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const bodyId = `notice-${notice.id}-body`;
  return (
    <li>
      <h3>{notice.title}</h3>
      <p className="muted small">
        {format.date(notice.publishedAt)} · {notice.divisionName} · {notice.categoryName}
      </p>
      {notice.summary && <p>{notice.summary}</p>}
      {notice.body && (
        <>
          <Button type="button" link size="small" className="p-0" aria-expanded={open} aria-controls={bodyId} label={t(open ? 'portal.notices.less' : 'portal.notices.more')} onClick={() => setOpen(!open)} />
          {open && (
            <div id={bodyId}>
              <InformationBody body={notice.body} format={notice.bodyFormat} className="mp-notice-body" />
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** What his branch, his province and the national board published, newest first. */
export function NoticesSection() {
  const { t } = useTranslation();
  const [perPage, setPerPage] = useState(PAGE);
  const notices = useListPortalNoticesQuery({ perPage });
  return (
    <Section title={t('portal.notices.title')} subtitle={t('portal.notices.subtitle')} query={notices}>
      {(n) =>
        n.data.length === 0 ? (
          <Empty text={t('portal.notices.none')} />
        ) : (
          <>
            <ul className="mp-notices">
              {n.data.map((notice) => (
                <Notice key={notice.id} notice={notice} />
              ))}
            </ul>
            {n.total > n.data.length && perPage < 50 && (
              <Button type="button" outlined size="small" label={t('portal.notices.showMore', { count: n.total - n.data.length })} loading={notices.isFetching} onClick={() => setPerPage(Math.min(50, perPage + PAGE))} />
            )}
          </>
        )
      }
    </Section>
  );
}
