import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../api/enhanced/pages';
import { describedBy, FormField } from '../shared/form-field';
import { FormActions } from './form-actions';
import { useSectionSave } from './use-section-save';

type General = AccountSettings['general'];
const FIELDS = ['avatar', 'username', 'fullName', 'email', 'company'] as const;

/** Avatar, username, name, email and company. Mounted afresh whenever the stored values change. */
export function GeneralTab({ initial }: { initial: General }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<General>(initial);
  const { save, saving, errors, clearErrors, canSave } = useSectionSave('general', FIELDS);
  const set = (field: keyof General, value: string) => setForm((f) => ({ ...f, [field]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(form);
  }

  const input = (field: keyof General, type = 'text', autoComplete?: string) => {
    const id = `general-${field}`;
    return (
      <FormField id={id} label={t(`pages.account.general.${field}`)} error={errors[field]}>
        <InputText
          id={id}
          type={type}
          autoComplete={autoComplete}
          value={form[field]}
          onChange={(e) => set(field, e.target.value)}
          invalid={Boolean(errors[field])}
          {...describedBy(id, errors[field])}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('pages.account.tabs.general')}>
      <div className="pg-avatar-row">
        <img className="pg-avatar-lg" src={form.avatar || '/images/avatars/1.svg'} alt={t('pages.account.general.avatarPreview')} />
        <div className="pg-grow">{input('avatar', 'url')}</div>
      </div>
      <div className="pg-form-grid">
        {input('username', 'text', 'username')}
        {input('fullName', 'text', 'name')}
        {input('email', 'email', 'email')}
        {input('company', 'text', 'organization')}
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
