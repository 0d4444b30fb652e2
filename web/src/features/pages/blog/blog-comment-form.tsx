import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '../shared/form-field';

/**
 * The "leave a comment" form. The demo back end has no route for comments, so a filled-in form says so plainly;
 * nothing is sent and the text stays in the form.
 */
export function BlogCommentForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', email: '', comment: '' });
  const [error, setError] = useState<string>();
  const [unavailable, setUnavailable] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = form.comment.trim() === '';
    setError(missing ? t('pages.blog.commentRequired') : undefined);
    setUnavailable(!missing);
  }

  return (
    <form className="pg-card" onSubmit={onSubmit} noValidate aria-labelledby="blog-comment-form-title">
      <h2 id="blog-comment-form-title" className="pg-h2">{t('pages.blog.leaveComment')}</h2>
      {unavailable && <Message severity="warn" className="pg-message" text={t('pages.blog.commentUnavailable')} />}
      <div className="pg-form-grid">
        <FormField id="comment-name" label={t('pages.blog.commentName')}>
          <InputText id="comment-name" autoComplete="name" value={form.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
        </FormField>
        <FormField id="comment-email" label={t('pages.blog.commentEmail')}>
          <InputText id="comment-email" type="email" autoComplete="email" value={form.email} onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))} />
        </FormField>
      </div>
      <FormField id="comment-text" label={t('pages.blog.commentText')} error={error}>
        <InputTextarea
          id="comment-text"
          rows={4}
          value={form.comment}
          onChange={(e) => setForm((f) => ({ ...f, comment: e.target.value }))}
          invalid={Boolean(error)}
          {...describedBy('comment-text', error)}
        />
      </FormField>
      <Button type="submit" label={t('pages.blog.postComment')} icon="pi pi-send" />
    </form>
  );
}
