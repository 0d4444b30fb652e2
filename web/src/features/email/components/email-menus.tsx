import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_FOLDERS, EMAIL_LABELS, VIEW_ICONS, type EmailFolder, type EmailLabel } from './email-utils';

interface MenuButtonProps {
  icon: string;
  label: string;
  items: MenuItem[];
  disabled?: boolean;
}

/** An icon button that opens a popup menu. */
function MenuButton({ icon, label, items, disabled }: MenuButtonProps) {
  const menu = useRef<Menu>(null);
  const id = useId();
  return (
    <>
      <Menu model={items} popup ref={menu} id={id} />
      <Button
        icon={icon}
        text
        rounded
        severity="secondary"
        aria-label={label}
        tooltip={label}
        tooltipOptions={{ position: 'bottom', showDelay: 400 }}
        aria-haspopup="menu"
        aria-controls={id}
        disabled={disabled}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}

/** "Move to": every folder except the ones the emails are already in. */
export function MoveMenu({ exclude, disabled, onMove }: { exclude: EmailFolder[]; disabled?: boolean; onMove(folder: EmailFolder): void }) {
  const { t } = useTranslation();
  const items: MenuItem[] = EMAIL_FOLDERS.filter((f) => !exclude.includes(f)).map((folder) => ({
    label: t(`email.folders.${folder}`),
    icon: VIEW_ICONS[folder],
    command: () => onMove(folder),
  }));
  return <MenuButton icon="pi pi-folder" label={t('email.actions.moveTo')} items={items} disabled={disabled} />;
}

/** Labels: each entry toggles that label; a check marks labels every chosen email already has. */
export function LabelMenu({ active, disabled, onToggle }: { active: EmailLabel[]; disabled?: boolean; onToggle(label: EmailLabel): void }) {
  const { t } = useTranslation();
  const items: MenuItem[] = EMAIL_LABELS.map((label) => ({
    label: t(`email.labels.${label}`),
    icon: active.includes(label) ? 'pi pi-check' : 'pi pi-tag',
    className: `email-label-${label}`,
    command: () => onToggle(label),
  }));
  return <MenuButton icon="pi pi-tag" label={t('email.actions.labels')} items={items} disabled={disabled} />;
}
