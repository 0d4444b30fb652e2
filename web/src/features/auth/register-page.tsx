import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useRegisterMutation } from '../../api/enhanced/auth';
import { useNotifier } from '../../components/toast';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { signedIn } from './session';

const FIELDS = ['username', 'email', 'password'] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [register, { isLoading }] = useRegisterMutation();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setErrors({ terms: t('authPages.register.acceptTerms') });
      return;
    }
    setErrors({});
    const result = await register({ body: form });
    if (result.error) {
      setErrors(notifier.apiError(result.error, FIELDS));
      return;
    }
    if ('error' in result.data) {
      const conflicts = Object.entries(result.data.error).filter(([, message]) => message !== null);
      setErrors(Object.fromEntries(conflicts) as Record<string, string>);
      return;
    }
    dispatch(signedIn({ user: result.data.user, accessToken: result.data.accessToken, refreshToken: result.data.refreshToken }));
    navigate(paths.home, { replace: true });
  }

  return (
    <AuthCard title={t('authPages.register.title')} subtitle={t('authPages.register.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('authPages.register.title')}>
        <Field id="register-username" label={t('auth.fields.username')} error={errors.username}>
          <InputText id="register-username" autoComplete="username" value={form.username} onChange={set('username')} invalid={Boolean(errors.username)} />
        </Field>
        <Field id="register-email" label={t('auth.fields.email')} error={errors.email}>
          <InputText id="register-email" type="email" autoComplete="email" value={form.email} onChange={set('email')} invalid={Boolean(errors.email)} />
        </Field>
        <Field id="register-password" label={t('auth.fields.password')} error={errors.password}>
          <Password inputId="register-password" value={form.password} onChange={set('password')} toggleMask feedback={false} autoComplete="new-password" invalid={Boolean(errors.password)} />
        </Field>
        <div className="field-checkbox">
          <Checkbox inputId="register-terms" checked={accepted} onChange={(e) => setAccepted(Boolean(e.checked))} invalid={Boolean(errors.terms)} />
          <label htmlFor="register-terms">{t('authPages.register.terms')}</label>
        </div>
        {errors.terms && <small className="p-error" role="alert">{errors.terms}</small>}
        <Button type="submit" label={t('authPages.register.submit')} loading={isLoading} className="w-full" />
      </form>
      <p className="center">
        {t('authPages.register.haveAccount')} <Link to={paths.login}>{t('authPages.register.signIn')}</Link>
      </p>
    </AuthCard>
  );
}
