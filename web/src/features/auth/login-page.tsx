import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '../../app/env';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useLoginMutation } from '../../api/enhanced/auth';
import { useNotifier } from '../../components/toast';
import { AuthCard } from './auth-card';
import { DemoAccounts } from './demo-accounts';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { continueTo } from './redirect';
import { signedIn } from './session';

export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notifier = useNotifier();
  const endedBy = useAppSelector((s) => s.session.endedBy);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const result = await login({ body: { email, password } });
    if (result.error) {
      setErrors(notifier.apiError(result.error, ['email', 'password']));
      return;
    }
    const { userData, accessToken, refreshToken } = result.data;
    dispatch(signedIn({ user: userData, accessToken, refreshToken }));
    navigate(continueTo(params.get('redirect')), { replace: true });
  }

  return (
    <AuthCard title={t('auth.login.title', { appName: env.appName })} subtitle={t('auth.login.subtitle')}>
      {endedBy && (
        <p className="auth-notice" role="status">
          {t(`auth.ended.${endedBy}`)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <Field id="login-email" label={t('auth.fields.email')} error={errors.email}>
          <input
            id="login-email"
            type="email"
            className={`p-inputtext p-component${errors.email ? ' p-invalid' : ''}`}
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            required
          />
        </Field>
        <Field id="login-password" label={t('auth.fields.password')} error={errors.password}>
          <PasswordInput
            id="login-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            invalid={Boolean(errors.password)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            required
          />
        </Field>
        <div className="row-between">
          <Link to={paths.forgotPassword}>{t('auth.login.forgot')}</Link>
        </div>
        <button type="submit" className="p-button p-component p-button-native w-full" disabled={isLoading} aria-busy={isLoading}>
          <span className="p-button-label">{t('auth.login.submit')}</span>
        </button>
      </form>
      <DemoAccounts
        onUse={(demoEmail, demoPassword) => {
          setEmail(demoEmail);
          setPassword(demoPassword);
          setErrors({});
        }}
      />
      <p className="center">
        {t('auth.login.newHere')} <Link to={paths.register}>{t('auth.login.createAccount')}</Link>
      </p>
    </AuthCard>
  );
}
