import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';

interface Props {
  /** How many filters are set (shown on the button, "Filter (2)"). */
  active: number;
  onClear: () => void;
  children: ReactNode;
}

/**
 * A phone's filters: one button (with the number of filters set) opening them in a side panel, so the search box and
 * the rows come first. Each filter applies as it changes, as on a wide screen; the panel's buttons clear them or
 * close it to see the rows.
 */
export function FilterSidebar({ active, onClear, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rtl = useAppSelector((s) => s.layout.isRTL);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-filter"
        outlined
        className="rs-filter-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        label={active > 0 ? t('association.screen.filterButtonActive', { count: active }) : t('association.screen.filterButton')}
        onClick={() => setOpen(true)}
      />
      <Sidebar
        visible={open}
        onHide={() => setOpen(false)}
        position={rtl ? 'left' : 'right'}
        className="rs-filter-sidebar"
        header={<h2 className="rs-filter-title">{t('association.screen.filters')}</h2>}
        aria-label={t('association.screen.filters')}
        pt={{ root: { role: 'dialog', 'aria-modal': true } }}
      >
        {children}
        <div className="rs-filter-actions">
          <Button type="button" label={t('association.screen.clearOnlyFilters')} icon="pi pi-filter-slash" text disabled={active === 0} onClick={onClear} />
          <Button type="button" label={t('association.screen.showResults')} onClick={() => setOpen(false)} />
        </div>
      </Sidebar>
    </>
  );
}
