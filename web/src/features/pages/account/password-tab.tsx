import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '../shared/form-field';

const EMPTY = { current: '', next: '', confirm: '' };
type Fields = typeof EMPTY;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The password form with its client-side checks. The demo back end has no route to change a password, so a valid
 * submission says so plainly instead of pretending it worked; nothing is sent.
 */
export function PasswordTab() {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [unavailable, setUnavailable] = useState(false);

  function validate(): Partial<Fields> {
    const found: Partial<Fields> = {};
    if (!form.current) found.current = t('pages.account.password.required');
    if (form.next.length < MIN_PASSWORD_LENGTH) found.next = t('pages.account.password.tooShort', { min: MIN_PASSWORD_LENGTH });
    if (form.confirm !== form.next) found.confirm = t('pages.account.password.mismatch');
    return found;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setUnavailable(Object.keys(found).length === 0);
  }

  const field = (key: keyof Fields, autoComplete: string) => {
    const id = `password-${key}`;
    return (
      <FormField id={id} label={t(`pages.account.password.${key}`)} error={errors[key]}>
        <Password
          inputId={id}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          feedback={false}
          toggleMask
          autoComplete={autoComplete}
          invalid={Boolean(errors[key])}
          {...describedBy(id, errors[key])}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('pages.account.tabs.password')}>
      {unavailable && <Message severity="warn" className="pg-message" text={t('pages.account.password.unavailable')} />}
      <div className="pg-form-grid">
        {field('current', 'current-password')}
        <span aria-hidden className="pg-grid-gap" />
        {field('next', 'new-password')}
        {field('confirm', 'new-password')}
      </div>
      <p className="muted small">{t('pages.account.password.rules', { min: MIN_PASSWORD_LENGTH })}</p>
      <div className="pg-form-actions">
        <Button type="submit" label={t('pages.account.password.submit')} icon="pi pi-lock" />
        <Button
          type="button"
          label={t('pages.account.reset')}
          icon="pi pi-undo"
          outlined
          severity="secondary"
          onClick={() => {
            setForm(EMPTY);
            setErrors({});
            setUnavailable(false);
          }}
        />
      </div>
    </form>
  );
}
