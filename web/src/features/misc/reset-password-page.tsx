import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../auth/field';
import { BackToLogin } from './back-to-login';
import { MiscFrame } from './misc-frame';

const MIN_LENGTH = 8;

/**
 * The API has no password-reset route, so no reset link is ever issued. The form checks the two passwords and then
 * says plainly that nothing was changed.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (form.password.length < MIN_LENGTH) next.password = t('misc.reset.tooShort', { min: MIN_LENGTH });
    if (!form.confirm) next.confirm = t('misc.reset.confirmRequired');
    else if (form.confirm !== form.password) next.confirm = t('misc.reset.mismatch');
    setErrors(next);
    setSubmitted(Object.keys(next).length === 0);
  }

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setSubmitted(false);
  };

  return (
    <MiscFrame icon="pi-key" accents={['pi-lock', 'pi-refresh']} title={t('misc.reset.title')} message={t('misc.reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('misc.reset.title')}>
        <Field id="reset-password" label={t('misc.reset.newPassword')} error={errors.password}>
          <Password
            inputId="reset-password"
            value={form.password}
            onChange={set('password')}
            toggleMask
            feedback={false}
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'reset-password-error' : 'reset-password-hint'}
          />
          {!errors.password && (
            <small id="reset-password-hint" className="muted">
              {t('misc.reset.hint', { min: MIN_LENGTH })}
            </small>
          )}
        </Field>
        <Field id="reset-confirm" label={t('misc.reset.confirmPassword')} error={errors.confirm}>
          <Password
            inputId="reset-confirm"
            value={form.confirm}
            onChange={set('confirm')}
            toggleMask
            feedback={false}
            autoComplete="new-password"
            invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
          />
        </Field>
        <Button type="submit" label={t('misc.reset.submit')} className="w-full" />
      </form>
      {submitted && <Message severity="info" text={t('misc.reset.notIssued')} />}
      <BackToLogin />
    </MiscFrame>
  );
}
