import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Sidebar } from 'primereact/sidebar';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodoTask } from '../../../api/enhanced/todo';
import { Field } from '../../auth/field';
import { parseDay, TODO_TAGS, type Assignee, type TodoTag } from './todo-utils';
import { DateInput } from '../../../components/date-input';
import { dayDate, isoDay } from '../../../lib/dates';

// PrimeReact's hidden native select only mirrors the dropdown; keep it out of the accessibility tree.
const HIDDEN_SELECT = { select: { 'aria-hidden': true } } as const;

export interface TaskDraft {
  title: string;
  assignee: Assignee | null;
  dueDate: Date | null;
  tags: TodoTag[];
  description: string;
  isImportant: boolean;
}

export const draftOf = (task: TodoTask | null): TaskDraft =>
  task
    ? { title: task.title, assignee: task.assignee, dueDate: parseDay(task.dueDate), tags: [...task.tags], description: task.description, isImportant: task.isImportant }
    : { title: '', assignee: null, dueDate: new Date(), tags: [], description: '', isImportant: false };

export type SaveResult = Record<string, string> | null;

interface Props {
  task: TodoTask | null;
  assignees: Assignee[];
  saving: boolean;
  onSave(draft: TaskDraft & { dueDate: Date; assignee: Assignee }): Promise<SaveResult>;
  onDelete(): void;
  onHide(): void;
}

/** Add or edit a task, at the inline end (PrimeReact mirrors "right" under dir=rtl). Title, assignee and due date are
 * required; server field errors land on their fields. */
export function TaskSidebar({ task, assignees, saving, onSave, onDelete, onHide }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = t('todo.form.required');
    if (!draft.assignee) found.assignee = t('todo.form.required');
    if (!draft.dueDate) found.dueDate = t('todo.form.required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.assignee || !draft.dueDate) return;
    setErrors((await onSave({ ...draft, title: draft.title.trim(), assignee: draft.assignee, dueDate: draft.dueDate })) ?? {});
  }

  const options = assignees.map((a) => ({ label: a.fullName, value: a.fullName, avatar: a.avatar }));
  const describedBy = (field: string) => (errors[field] ? `task-${field}-error` : undefined);

  return (
    <Sidebar visible onHide={onHide} position="right" className="todo-task-sidebar" header={<h2>{task ? t('todo.form.editTitle') : t('todo.form.addTitle')}</h2>}>
      <form onSubmit={submit} noValidate aria-label={task ? t('todo.form.editTitle') : t('todo.form.addTitle')}>
        <Field id="task-title" label={t('todo.form.title')} error={errors.title}>
          <InputText id="task-title" value={draft.title} onChange={(e) => set('title', e.target.value)} invalid={Boolean(errors.title)} aria-describedby={describedBy('title')} maxLength={200} />
        </Field>
        <Field id="task-assignee" label={t('todo.form.assignee')} error={errors.assignee}>
          <Dropdown
            pt={HIDDEN_SELECT}
            inputId="task-assignee"
            value={draft.assignee?.fullName ?? null}
            options={options}
            onChange={(e) => set('assignee', assignees.find((a) => a.fullName === e.value) ?? null)}
            placeholder={t('todo.form.chooseAssignee')}
            itemTemplate={(o: (typeof options)[number]) => (
              <span className="todo-option">
                <img src={o.avatar} alt="" /> {o.label}
              </span>
            )}
            invalid={Boolean(errors.assignee)}
            emptyMessage={t('todo.form.noAssignees')}
          />
        </Field>
        <Field id="task-due" label={t('todo.form.dueDate')} error={errors.dueDate}>
          <DateInput id="task-due" value={draft.dueDate ? isoDay(draft.dueDate) : ''} onChange={(day) => set('dueDate', dayDate(day))} invalid={Boolean(errors.dueDate)} />
        </Field>
        <Field id="task-tags" label={t('todo.form.tags')} error={errors.tags}>
          <MultiSelect
            inputId="task-tags"
            value={draft.tags}
            options={TODO_TAGS.map((value) => ({ value, label: t(`todo.tags.${value}`) }))}
            onChange={(e) => set('tags', e.value as TodoTag[])}
            display="chip"
            placeholder={t('todo.form.chooseTags')}
          />
        </Field>
        <Field id="task-description" label={t('todo.form.description')} error={errors.description}>
          <InputTextarea id="task-description" value={draft.description} onChange={(e) => set('description', e.target.value)} rows={4} autoResize maxLength={5000} />
        </Field>
        <div className="field-switch">
          <label htmlFor="task-important">{t('todo.form.important')}</label>
          <InputSwitch inputId="task-important" checked={draft.isImportant} onChange={(e) => set('isImportant', Boolean(e.value))} />
        </div>
        <div className="todo-form-actions">
          <Button type="submit" label={task ? t('todo.form.save') : t('todo.form.add')} loading={saving} />
          {task && !task.isDeleted && <Button type="button" label={t('todo.form.delete')} severity="danger" outlined onClick={onDelete} disabled={saving} />}
          <Button type="button" label={t('todo.form.cancel')} text onClick={onHide} />
        </div>
      </form>
    </Sidebar>
  );
}
