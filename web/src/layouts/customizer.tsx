import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { RadioButton } from 'primereact/radiobutton';
import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { layoutChanged, layoutReset, type LayoutSettings } from './layout-settings';

type Choice<K extends keyof LayoutSettings> = { key: K; options: LayoutSettings[K][] };

const CHOICES: Choice<'skin' | 'menuLayout' | 'contentWidth' | 'navbarType' | 'footerType'>[] = [
  { key: 'skin', options: ['light', 'dark', 'bordered', 'semi-dark'] },
  { key: 'menuLayout', options: ['vertical', 'horizontal'] },
  { key: 'contentWidth', options: ['full', 'boxed'] },
  { key: 'navbarType', options: ['floating', 'sticky', 'static', 'hidden'] },
  { key: 'footerType', options: ['static', 'sticky', 'hidden'] },
];

const SWITCHES = ['isRTL', 'menuCollapsed', 'menuHidden'] as const;

/** The layout customizer: every setting applies at once and is remembered in local storage. */
export function Customizer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const layout = useAppSelector((s) => s.layout);
  const [open, setOpen] = useState(false);

  return (
    <>
      <button type="button" className="customizer-toggle" onClick={() => setOpen(true)} aria-label={t('customizer.open')}>
        <i className="pi pi-cog" aria-hidden />
      </button>
      <Sidebar visible={open} position={layout.isRTL ? 'left' : 'right'} onHide={() => setOpen(false)} header={t('customizer.title')}>
        <p className="muted">{t('customizer.subtitle')}</p>
        {CHOICES.map(({ key, options }) => (
          <fieldset key={key} className="customizer-group">
            <legend>{t(`customizer.${key}.label`)}</legend>
            {options.map((option) => (
              <div key={String(option)} className="field-radio">
                <RadioButton
                  inputId={`cz-${key}-${option}`}
                  name={key}
                  value={option}
                  checked={layout[key] === option}
                  onChange={() => dispatch(layoutChanged({ [key]: option }))}
                />
                <label htmlFor={`cz-${key}-${option}`}>{t(`customizer.${key}.${option}`)}</label>
              </div>
            ))}
          </fieldset>
        ))}
        {SWITCHES.map((key) => (
          <div key={key} className="field-switch">
            <label htmlFor={`cz-${key}`}>{t(`customizer.${key}`)}</label>
            <InputSwitch inputId={`cz-${key}`} checked={layout[key]} onChange={(e) => dispatch(layoutChanged({ [key]: Boolean(e.value) }))} />
          </div>
        ))}
        <Button label={t('customizer.reset')} icon="pi pi-refresh" outlined onClick={() => dispatch(layoutReset())} />
      </Sidebar>
    </>
  );
}
