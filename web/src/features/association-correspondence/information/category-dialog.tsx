import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateInformationCategoryMutation,
  useUpdateInformationCategoryMutation,
  type AssocInformationCategory,
} from '../../../api/enhanced/correspondence-information';
import { useNotifier } from '../../../components/toast';
import { Field } from '../components/field';

const FIELDS = ['name', 'slug', 'description'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** Creates a category or edits one; the slug may be left empty (the server derives it from the name). */
export function CategoryDialog({ category, onHide }: { category?: AssocInformationCategory; onHide: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [create, creating] = useCreateInformationCategoryMutation();
  const [update, updating] = useUpdateInformationCategoryMutation();
  const [values, setValues] = useState({ name: category?.name ?? '', slug: category?.slug ?? '', description: category?.description ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const k = 'associationCorrespondence.categories';
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: t('associationCorrespondence.mailForm.required') });
      return;
    }
    const body = { name: values.name.trim(), slug: values.slug.trim() || undefined, description: values.description.trim() };
    try {
      if (category) await update({ id: category.id, body }).unwrap();
      else await create({ body }).unwrap();
      notifier.success(t(category ? `${k}.saved` : `${k}.created`, { name: body.name }));
      onHide();
    } catch (error) {
      // A duplicate slug is a 409 without field details: show it on the slug.
      const fields = notifier.apiError(error, FIELDS);
      setErrors(fields);
    }
  }

  const aria = (name: keyof Errors) => ({ invalid: Boolean(errors[name]), 'aria-invalid': Boolean(errors[name]) || undefined, 'aria-describedby': errors[name] ? `category-${name}-error` : undefined });
  return (
    <Dialog header={t(category ? `${k}.editTitle` : `${k}.createTitle`)} visible onHide={onHide} className="ac-dialog" modal>
      <form onSubmit={submit} noValidate className="ac-form">
        <Field id="category-name" label={t(`${k}.name`)} error={errors.name} required>
          <InputText id="category-name" value={values.name} maxLength={200} onChange={(e) => set('name')(e.target.value)} {...aria('name')} />
        </Field>
        <Field id="category-slug" label={t(`${k}.slug`)} error={errors.slug} hint={t(`${k}.slugHint`)}>
          <InputText id="category-slug" value={values.slug} maxLength={120} onChange={(e) => set('slug')(e.target.value.toLowerCase())} {...aria('slug')} />
        </Field>
        <Field id="category-description" label={t(`${k}.description`)} error={errors.description}>
          <InputTextarea id="category-description" rows={3} maxLength={1000} value={values.description} onChange={(e) => set('description')(e.target.value)} {...aria('description')} />
        </Field>
        <div className="ac-form-actions">
          <Button type="button" label={t('associationCorrespondence.common.cancel')} outlined severity="secondary" onClick={onHide} />
          <Button type="submit" label={t('associationCorrespondence.common.save')} icon="pi pi-check" loading={creating.isLoading || updating.isLoading} />
        </div>
      </form>
    </Dialog>
  );
}
