import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthCard } from './auth-card';
import { Field } from './field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * This deployment has no mail service, so no reset link can be sent. The page says so plainly once a valid address
 * is entered, instead of pretending that an email went out.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email)) {
      setError(t('authPages.forgot.invalidEmail'));
      return;
    }
    setError(undefined);
    setSubmitted(true);
  }

  return (
    <AuthCard title={t('authPages.forgot.title')} subtitle={t('authPages.forgot.subtitle')}>
      {submitted ? (
        <Message severity="info" text={t('authPages.forgot.noMailService', { email })} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('authPages.forgot.title')}>
          <Field id="forgot-email" label={t('auth.fields.email')} error={error}>
            <InputText id="forgot-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={Boolean(error)} />
          </Field>
          <Button type="submit" label={t('authPages.forgot.submit')} className="w-full" />
        </form>
      )}
      <p className="center">
        <Link to={paths.login}>
          <i className="pi pi-chevron-left" aria-hidden /> {t('authPages.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
