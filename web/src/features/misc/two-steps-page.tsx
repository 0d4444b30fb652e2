import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToLogin } from './back-to-login';
import { CodeInput } from './code-input';
import { MiscFrame } from './misc-frame';

const LENGTH = 6;

/**
 * The code form works, but this installation has no two-step verification: on submit the page says so plainly
 * instead of pretending to check the code.
 */
export default function TwoStepsPage() {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(LENGTH).fill(''));
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (digits.some((d) => d === '')) {
      setError(t('misc.twoSteps.incomplete', { count: LENGTH }));
      setSubmitted(false);
      return;
    }
    setError(undefined);
    setSubmitted(true);
  }

  return (
    <MiscFrame icon="pi-mobile" accents={['pi-lock', 'pi-shield']} title={t('misc.twoSteps.title')} message={t('misc.twoSteps.subtitle', { count: LENGTH })}>
      <form onSubmit={onSubmit} noValidate aria-label={t('misc.twoSteps.title')}>
        <CodeInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setSubmitted(false);
          }}
          legend={t('misc.twoSteps.legend')}
          invalid={Boolean(error)}
          describedBy={error ? 'two-steps-error' : undefined}
        />
        {error && (
          <small id="two-steps-error" className="p-error" role="alert">
            {error}
          </small>
        )}
        <Button type="submit" label={t('misc.twoSteps.submit')} className="w-full" />
      </form>
      {submitted && <Message severity="info" text={t('misc.twoSteps.notEnabled')} />}
      <BackToLogin />
    </MiscFrame>
  );
}
