import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MiscFrame } from './misc-frame';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Notify me" checks the address, then says honestly that no notifications are set up; nothing is stored or sent. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError(t('misc.comingSoon.invalidEmail'));
      setSubmitted('');
      return;
    }
    setError(undefined);
    setSubmitted(email.trim());
  }

  return (
    <MiscFrame icon="pi-clock" accents={['pi-star', 'pi-bell']} title={t('misc.comingSoon.title')} message={t('misc.comingSoon.message')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('misc.comingSoon.formLabel')}>
        <div className="field">
          <label htmlFor="coming-soon-email">{t('misc.comingSoon.email')}</label>
          <div className="misc-inline-form">
            <InputText
              id="coming-soon-email"
              type="email"
              autoComplete="email"
              placeholder={t('misc.comingSoon.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              invalid={Boolean(error)}
              aria-describedby={error ? 'coming-soon-email-error' : undefined}
            />
            <Button type="submit" label={t('misc.comingSoon.submit')} icon="pi pi-bell" />
          </div>
          {error && (
            <small id="coming-soon-email-error" className="p-error" role="alert">
              {error}
            </small>
          )}
        </div>
      </form>
      {submitted && <Message severity="info" text={t('misc.comingSoon.notSetUp', { email: submitted })} />}
    </MiscFrame>
  );
}
