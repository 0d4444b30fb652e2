import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../api/enhanced/pages';
import { DateInput } from '../../../components/date-input';
import { today as todayDay } from '../../../lib/dates';
import { describedBy, FormField } from '../shared/form-field';
import { FormActions } from './form-actions';
import { useSectionSave } from './use-section-save';

type Info = AccountSettings['info'];
const FIELDS = ['bio', 'dob', 'country', 'website', 'phone'] as const;

// Stored as the English country name, as the demo back end keeps it.
const COUNTRIES = [
  'Indonesia', 'Malaysia', 'Singapore', 'Brunei', 'Philippines', 'Thailand', 'Vietnam', 'Timor-Leste', 'Australia',
  'Netherlands', 'Japan', 'United Kingdom', 'United States', 'Germany', 'France', 'Portugal',
];

/** Bio, date of birth, country, website and phone. */
export function InfoTab({ initial }: { initial: Info }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Info>(initial);
  const { save, saving, errors, clearErrors, canSave } = useSectionSave('info', FIELDS);
  const set = (field: keyof Info, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const countries = useMemo(
    () => (initial.country && !COUNTRIES.includes(initial.country) ? [initial.country, ...COUNTRIES] : COUNTRIES),
    [initial.country],
  );
  const today = useMemo(() => todayDay(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(form);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('pages.account.tabs.info')}>
      <FormField id="info-bio" label={t('pages.account.info.bio')} error={errors.bio}>
        <InputTextarea
          id="info-bio"
          rows={4}
          autoResize
          value={form.bio}
          onChange={(e) => set('bio', e.target.value)}
          invalid={Boolean(errors.bio)}
          {...describedBy('info-bio', errors.bio)}
        />
      </FormField>
      <div className="pg-form-grid">
        <FormField id="info-dob" label={t('pages.account.info.dob')} error={errors.dob} hint={t('pages.account.info.dobHint')}>
          <DateInput
            id="info-dob"
            value={form.dob}
            onChange={(day) => set('dob', day)}
            max={today}
            invalid={Boolean(errors.dob)}
            describedBy={describedBy('info-dob', errors.dob, t('pages.account.info.dobHint'))['aria-describedby']}
          />
        </FormField>
        <FormField id="info-country" label={t('pages.account.info.country')} error={errors.country}>
          <Dropdown
            inputId="info-country"
            value={form.country}
            options={countries}
            onChange={(e) => set('country', String(e.value ?? ''))}
            filter
            panelClassName="pg-overlay"
            invalid={Boolean(errors.country)}
            placeholder={t('pages.account.info.countryPlaceholder')}
          />
        </FormField>
        <FormField id="info-website" label={t('pages.account.info.website')} error={errors.website}>
          <InputText
            id="info-website"
            type="url"
            value={form.website}
            onChange={(e) => set('website', e.target.value)}
            invalid={Boolean(errors.website)}
            {...describedBy('info-website', errors.website)}
          />
        </FormField>
        <FormField id="info-phone" label={t('pages.account.info.phone')} error={errors.phone}>
          <InputText
            id="info-phone"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            invalid={Boolean(errors.phone)}
            {...describedBy('info-phone', errors.phone)}
          />
        </FormField>
      </div>
      <FormActions
        saving={saving}
        canSave={canSave}
        onReset={() => {
          setForm(initial);
          clearErrors();
        }}
      />
    </form>
  );
}
