import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountSettingsMutation, type UpdateAccountSettingsApiArg } from '../../../api/enhanced/pages';
import { useNotifier } from '../../../components/toast';
import { can, useAbility } from '../../auth/ability';

type Body = UpdateAccountSettingsApiArg['body'];
export type Section = keyof Body;

/**
 * Saves one section of the settings (only that section is sent). The server names bad fields by their dotted path
 * ("general.email"); those go back to the tab without the section prefix, anything else becomes a toast. The
 * page shows the stored values after the settings are fetched again (the mutation invalidates their cache tag).
 */
export function useSectionSave<S extends Section>(section: S, fields: readonly string[]) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const ability = useAbility();
  const [update, { isLoading }] = useUpdateAccountSettingsMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(values: NonNullable<Body[S]>): Promise<boolean> {
    setErrors({});
    const result = await update({ body: { [section]: values } as Body });
    if (result.error) {
      const prefix = `${section}.`;
      const onForm = notifier.apiError(result.error, fields.map((field) => prefix + field));
      setErrors(Object.fromEntries(Object.entries(onForm).map(([field, message]) => [field.slice(prefix.length), message])));
      return false;
    }
    notifier.success(t('pages.account.saved'));
    return true;
  }

  return {
    save,
    saving: isLoading,
    errors,
    clearErrors: () => setErrors({}),
    canSave: can(ability, { action: 'update', subject: 'Page' }),
  };
}
