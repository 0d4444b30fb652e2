import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalProfile } from '../../../api/enhanced/portal';
import { useFormat } from '../lib/format';
import { Section, type SectionQuery } from '../lib/section';
import { ChangeRequestDialog } from './change-request-dialog';
import { ContactDialog } from './contact-dialog';

/** His record: who he is, where he belongs, how to reach him; he corrects contacts and asks for the rest. */
export function ProfileSection({ query }: { query: SectionQuery<PortalProfile> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState<'contact' | 'change' | null>(null);
  const k = 'portal.profile';
  return (
    <Section
      title={t(`${k}.title`)}
      query={query}
      actions={(p) => (
        <>
          <Button type="button" size="small" icon="pi pi-pencil" label={t(`${k}.editContact`)} onClick={() => setOpen('contact')} />
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-send"
            label={t(`${k}.requestChange`)}
            disabled={p.pendingDataUpdate !== null}
            tooltip={p.pendingDataUpdate ? t(`${k}.pendingTooltip`) : undefined}
            tooltipOptions={{ showOnDisabled: true }}
            onClick={() => setOpen('change')}
          />
        </>
      )}
    >
      {(p) => (
        <>
          <dl className="mp-facts">
            <dt>{t(`${k}.fullName`)}</dt>
            <dd>{p.fullName}</dd>
            <dt>{t(`${k}.gender`)}</dt>
            <dd>{t(`portal.enums.gender.${p.gender}`)}</dd>
            <dt>{t(`${k}.birth`)}</dt>
            <dd>{[p.birthPlace, format.date(p.birthDate)].filter(Boolean).join(', ')}</dd>
            <dt>{t(`${k}.specialty`)}</dt>
            <dd>{t(`portal.enums.specialty.${p.specialty}`)}</dd>
            <dt>{t(`${k}.category`)}</dt>
            <dd>{t(`portal.enums.category.${p.category}`)}</dd>
            <dt>{t(`${k}.branch`)}</dt>
            <dd>
              {p.divisionName}, {p.provinceName}
            </dd>
            <dt>{t(`${k}.joinedAt`)}</dt>
            <dd>{format.date(p.joinedAt)}</dd>
            <dt>{t(`${k}.email`)}</dt>
            <dd>{p.email}</dd>
            <dt>{t(`${k}.phone`)}</dt>
            <dd>{p.phone || '—'}</dd>
            <dt>{t(`${k}.address`)}</dt>
            <dd>{p.address || '—'}</dd>
          </dl>
          {p.pendingDataUpdate && (
            <div className="mp-pending" role="status">
              <i className="pi pi-clock" aria-hidden />
              <p>
                {t(`${k}.pending`, { date: format.date(p.pendingDataUpdate.submittedAt), branch: p.divisionName })}
                {p.pendingDataUpdate.changes && (
                  <span className="muted">
                    {' '}
                    {Object.entries(p.pendingDataUpdate.changes)
                      .map(([field, value]) => `${t(`${k}.${field}`)}: ${displayValue(t, field, String(value))}`)
                      .join(' · ')}
                  </span>
                )}
              </p>
            </div>
          )}
          {open === 'contact' && <ContactDialog profile={p} onHide={() => setOpen(null)} />}
          {open === 'change' && <ChangeRequestDialog profile={p} onHide={() => setOpen(null)} />}
        </>
      )}
    </Section>
  );
}

/** A requested value as the reader knows it: enum values by their label. */
export function displayValue(t: (key: string) => string, field: string, value: string): string {
  if (field === 'gender') return t(`portal.enums.gender.${value}`);
  if (field === 'specialty') return t(`portal.enums.specialty.${value}`);
  return value;
}
