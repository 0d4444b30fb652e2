import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Sidebar } from 'primereact/sidebar';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { useAddUserMutation, type AddUserApiArg, type UserAccount } from '../../../api/enhanced/users';
import { useNotifier } from '../../../components/toast';
import { Field } from '../../auth/field';
import { COUNTRIES, EMAIL_PATTERN, PLANS, ROLES, USERNAME_PATTERN } from './user-options';

type Draft = AddUserApiArg['body'];
type TextField = 'fullName' | 'username' | 'email' | 'contact' | 'company';
const FIELDS = ['fullName', 'username', 'email', 'contact', 'company', 'country', 'role', 'currentPlan'] as const;
const TEXT_FIELDS: { name: TextField; type: string; maxLength: number; autoComplete: string }[] = [
  { name: 'fullName', type: 'text', maxLength: 120, autoComplete: 'off' },
  { name: 'username', type: 'text', maxLength: 40, autoComplete: 'off' },
  { name: 'email', type: 'email', maxLength: 254, autoComplete: 'off' },
  { name: 'contact', type: 'tel', maxLength: 40, autoComplete: 'off' },
  { name: 'company', type: 'text', maxLength: 120, autoComplete: 'off' },
];
const EMPTY: Draft = { fullName: '', username: '', email: '', contact: '', company: '', country: '', role: 'subscriber', currentPlan: 'basic' };

/** The "add new user" form in a side panel: checked here first, then the server's field errors land on the fields. */
export function AddUserSidebar({ onHide, onAdded }: { onHide: () => void; onAdded: (user: UserAccount) => void }) {
  const { t, i18n } = useTranslation();
  const notifier = useNotifier();
  const isRTL = useAppSelector((s) => s.layout.isRTL);
  const [addUser, { isLoading }] = useAddUserMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRIES.map((c) => ({ value: c.name, label: names.of(c.code) ?? c.name })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);

  function validate(body: Draft): Record<string, string> {
    const found: Record<string, string> = {};
    for (const field of FIELDS) if (!String(body[field] ?? '').trim()) found[field] = t('users.form.required');
    if (body.email && !EMAIL_PATTERN.test(body.email)) found.email = t('users.form.invalidEmail');
    if (body.username && !USERNAME_PATTERN.test(body.username)) found.username = t('users.form.invalidUsername');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: Draft = { ...draft, fullName: draft.fullName.trim(), username: draft.username.trim(), email: draft.email.trim(), contact: draft.contact.trim(), company: draft.company.trim() };
    const found = validate(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await addUser({ body });
    if (result.error) {
      setErrors(notifier.apiError(result.error, FIELDS));
      return;
    }
    notifier.success(t('users.add.done', { name: result.data.user.fullName }));
    onAdded(result.data.user);
  }

  const describedBy = (field: string) => (errors[field] ? `add-user-${field}-error` : undefined);
  const dropdown = (name: 'country' | 'role' | 'currentPlan', options: { value: string; label: string }[], extra = {}) => (
    <Field id={`add-user-${name}`} label={t(`users.form.${name}`)} error={errors[name]}>
      <Dropdown
        inputId={`add-user-${name}`}
        value={draft[name] || null}
        options={options}
        onChange={(e) => set(name, e.value as never)}
        invalid={Boolean(errors[name])}
        aria-describedby={describedBy(name)}
        placeholder={t(`users.form.choose.${name}`)}
        {...extra}
      />
    </Field>
  );

  return (
    <Sidebar
      visible
      onHide={onHide}
      position={isRTL ? 'left' : 'right'}
      className="users-sidebar"
      header={<h2 className="users-sidebar-title">{t('users.add.title')}</h2>}
      aria-label={t('users.add.title')}
    >
      <form onSubmit={submit} noValidate aria-label={t('users.add.title')}>
        {TEXT_FIELDS.map(({ name, type, maxLength, autoComplete }) => (
          <Field key={name} id={`add-user-${name}`} label={t(`users.form.${name}`)} error={errors[name]}>
            <InputText
              id={`add-user-${name}`}
              type={type}
              value={draft[name]}
              maxLength={maxLength}
              autoComplete={autoComplete}
              onChange={(e) => set(name, e.target.value)}
              invalid={Boolean(errors[name])}
              aria-describedby={describedBy(name) ?? (name === 'username' ? 'add-user-username-hint' : undefined)}
            />
            {name === 'username' && !errors.username && (
              <small id="add-user-username-hint" className="muted">
                {t('users.form.usernameHint')}
              </small>
            )}
          </Field>
        ))}
        {dropdown('country', countries, { filter: true, filterInputAutoFocus: true })}
        {dropdown('role', ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) })))}
        {dropdown('currentPlan', PLANS.map((value) => ({ value, label: t(`users.plans.${value}`) })))}
        <div className="users-form-actions">
          <Button type="submit" label={t('users.add.submit')} loading={isLoading} />
          <Button type="button" label={t('users.actions.cancel')} outlined severity="secondary" onClick={onHide} />
        </div>
      </form>
    </Sidebar>
  );
}
