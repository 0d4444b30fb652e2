import { InputSwitch } from 'primereact/inputswitch';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../api/enhanced/pages';
import { FormActions } from './form-actions';
import { useSectionSave } from './use-section-save';

type Notification = AccountSettings['notification'];
const FLAGS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;

/** The six notification flags as switches. */
export function NotificationsTab({ initial }: { initial: Notification }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Notification>(initial);
  const { save, saving, errors, clearErrors, canSave } = useSectionSave('notification', FLAGS);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(form);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('pages.account.tabs.notifications')}>
      <fieldset className="pg-fieldset">
        <legend className="pg-h2">{t('pages.account.notifications.legend')}</legend>
        {FLAGS.map((flag) => (
          <div key={flag} className="pg-switch-row">
            <div className="pg-grow">
              <label htmlFor={`notification-${flag}`}>{t(`pages.account.notifications.${flag}`)}</label>
              {errors[flag] && (
                <small className="p-error" role="alert">
                  {errors[flag]}
                </small>
              )}
            </div>
            <InputSwitch
              inputId={`notification-${flag}`}
              checked={form[flag]}
              onChange={(e) => setForm((f) => ({ ...f, [flag]: Boolean(e.value) }))}
            />
          </div>
        ))}
      </fieldset>
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
