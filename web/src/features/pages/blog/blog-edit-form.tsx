import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { BlogEdit } from '../../../api/enhanced/pages';
import { describedBy, FormField } from '../shared/form-field';

const STATUSES = ['Published', 'Pending', 'Draft'] as const;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Form {
  title: string;
  slug: string;
  status: string;
  categories: string[];
  excerpt: string;
  featuredImage: string;
}

const formOf = (post: BlogEdit): Form => ({
  title: post.blogTitle,
  slug: post.slug,
  status: post.status,
  categories: post.blogCategories.map((c) => c.value),
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
});

/**
 * The edit form, filled from the server. There is no route to save a post in the demo back end, so saving says so
 * plainly and keeps the edits in the form.
 */
export function BlogEditForm({ id, post, categoryNames }: { id: number; post: BlogEdit; categoryNames: string[] }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => formOf(post));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [unavailable, setUnavailable] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const categoryOptions = useMemo(() => {
    const options = new Map(post.blogCategories.map((c) => [c.value, c.label]));
    for (const name of categoryNames) if (!options.has(slugify(name))) options.set(slugify(name), name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [post.blogCategories, categoryNames]);
  const statuses = STATUSES.includes(post.status as (typeof STATUSES)[number]) ? [...STATUSES] : [post.status, ...STATUSES];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!form.title.trim()) found.title = t('pages.blog.editForm.required');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(form.slug)) found.slug = t('pages.blog.editForm.slugInvalid');
    setErrors(found);
    setUnavailable(Object.keys(found).length === 0);
  }

  return (
    <form className="pg-card" onSubmit={onSubmit} noValidate aria-labelledby="blog-edit-title">
      {unavailable && <Message severity="warn" className="pg-message" text={t('pages.blog.editForm.unavailable')} />}
      <div className="pg-form-grid">
        <FormField id="edit-title" label={t('pages.blog.editForm.title')} error={errors.title}>
          <InputText id="edit-title" value={form.title} onChange={(e) => set('title', e.target.value)} invalid={Boolean(errors.title)} {...describedBy('edit-title', errors.title)} />
        </FormField>
        <FormField id="edit-slug" label={t('pages.blog.editForm.slug')} error={errors.slug}>
          <InputText id="edit-slug" value={form.slug} onChange={(e) => set('slug', e.target.value)} invalid={Boolean(errors.slug)} {...describedBy('edit-slug', errors.slug)} />
        </FormField>
        <FormField id="edit-categories" label={t('pages.blog.editForm.categories')}>
          <MultiSelect
            inputId="edit-categories"
            value={form.categories}
            options={categoryOptions}
            onChange={(e) => set('categories', e.value as string[])}
            display="chip"
            panelClassName="pg-overlay"
            placeholder={t('pages.blog.editForm.categoriesPlaceholder')}
          />
        </FormField>
        <FormField id="edit-status" label={t('pages.blog.editForm.status')}>
          <Dropdown
            inputId="edit-status"
            value={form.status}
            options={statuses.map((status) => ({ value: status, label: t(`pages.blog.statuses.${status}`, { defaultValue: status }) }))}
            onChange={(e) => set('status', String(e.value))}
            panelClassName="pg-overlay"
          />
        </FormField>
      </div>
      <FormField id="edit-excerpt" label={t('pages.blog.editForm.excerpt')}>
        <InputTextarea id="edit-excerpt" rows={4} autoResize value={form.excerpt} onChange={(e) => set('excerpt', e.target.value)} />
      </FormField>
      <div className="pg-featured">
        <img src={form.featuredImage} alt={t('pages.blog.editForm.featuredPreview')} className="pg-featured-img" />
        <FormField id="edit-image" label={t('pages.blog.editForm.featuredImage')} className="pg-grow">
          <InputText id="edit-image" type="url" value={form.featuredImage} onChange={(e) => set('featuredImage', e.target.value)} />
        </FormField>
      </div>
      <div className="pg-form-actions">
        <Button type="submit" label={t('pages.blog.editForm.save')} icon="pi pi-check" />
        <Button
          type="button"
          label={t('pages.account.reset')}
          icon="pi pi-undo"
          outlined
          severity="secondary"
          onClick={() => {
            setForm(formOf(post));
            setErrors({});
            setUnavailable(false);
          }}
        />
        <Link to={paths.blogDetail(id)}>{t('pages.blog.editForm.cancel')}</Link>
      </div>
    </form>
  );
}
