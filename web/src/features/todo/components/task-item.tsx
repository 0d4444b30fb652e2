import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import type { TodoTask } from '../../../api/enhanced/todo';
import { formatDue, isOverdue } from './todo-utils';

interface Props {
  task: TodoTask;
  busy: boolean;
  onOpen(): void;
  onToggleComplete(): void;
  onToggleImportant(): void;
  onRestore(): void;
}

/** One task: done checkbox, star, title (opens the editor), tags, due date and assignee. */
export function TaskItem({ task, busy, onOpen, onToggleComplete, onToggleImportant, onRestore }: Props) {
  const { t, i18n } = useTranslation();
  const doneId = `todo-done-${task.id}`;
  return (
    <li className={`todo-item${task.isCompleted ? ' completed' : ''}`}>
      <Checkbox inputId={doneId} checked={task.isCompleted} onChange={onToggleComplete} disabled={busy || task.isDeleted} />
      <label htmlFor={doneId} className="visually-hidden">
        {t('todo.item.complete', { title: task.title })}
      </label>
      <Button
        icon={task.isImportant ? 'pi pi-star-fill' : 'pi pi-star'}
        text
        rounded
        className={`todo-star${task.isImportant ? ' on' : ''}`}
        aria-label={t('todo.item.important', { title: task.title })}
        aria-pressed={task.isImportant}
        onClick={onToggleImportant}
        disabled={busy || task.isDeleted}
      />
      <button type="button" className="todo-title" onClick={onOpen}>
        {task.title}
      </button>
      <span className="todo-meta">
        {task.tags.map((tag) => (
          <span key={tag} className={`todo-chip todo-tag-${tag}`}>
            {t(`todo.tags.${tag}`)}
          </span>
        ))}
        <time dateTime={task.dueDate} dir="auto" className={isOverdue(task) ? 'todo-overdue' : undefined}>
          {isOverdue(task) ? t('todo.item.overdue', { date: formatDue(task.dueDate, i18n.language) }) : formatDue(task.dueDate, i18n.language)}
        </time>
        <img className="todo-assignee" src={task.assignee.avatar} alt={task.assignee.fullName} title={task.assignee.fullName} />
        {task.isDeleted && <Button label={t('todo.item.restore')} icon="pi pi-replay" size="small" outlined onClick={onRestore} disabled={busy} />}
      </span>
    </li>
  );
}
