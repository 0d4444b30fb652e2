import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { MultiSelect } from 'primereact/multiselect';
import { RadioButton } from 'primereact/radiobutton';
import { Rating } from 'primereact/rating';
import { Slider } from 'primereact/slider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../auth/field';
import { ShowcaseSection } from './section';

export const CITIES = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Makassar', 'Yogyakarta'];
export const SPECIALTIES = ['orthodontics', 'endodontics', 'periodontics', 'prosthodontics', 'paediatric'] as const;
const CONTACT = ['email', 'phone', 'letter'] as const;

/** Choices: dropdowns, checkboxes, radio buttons, switch, slider and rating. */
export function ChoiceFields() {
  const { t } = useTranslation();
  const [city, setCity] = useState<string | null>(null);
  const [specialties, setSpecialties] = useState<string[]>([]);
  const [days, setDays] = useState<string[]>(['mon']);
  const [contact, setContact] = useState<string>('email');
  const [newsletter, setNewsletter] = useState(true);
  const [experience, setExperience] = useState(10);
  const [rating, setRating] = useState<number | null>(4);
  const specialtyOptions = SPECIALTIES.map((s) => ({ value: s, label: t(`showcase.forms.specialties.${s}`) }));
  const toggleDay = (day: string, checked: boolean) => setDays((d) => (checked ? [...d, day] : d.filter((x) => x !== day)));

  return (
    <ShowcaseSection title={t('showcase.forms.choices')}>
      <div className="showcase-fields">
        <Field id="fe-city" label={t('showcase.forms.dropdown')}>
          <Dropdown inputId="fe-city" value={city} options={CITIES} onChange={(e) => setCity(e.value as string)} placeholder={t('showcase.forms.chooseCity')} showClear panelClassName="showcase-overlay" />
        </Field>
        <Field id="fe-specialties" label={t('showcase.forms.multiSelect')}>
          <MultiSelect
            inputId="fe-specialties"
            value={specialties}
            options={specialtyOptions}
            onChange={(e) => setSpecialties(e.value as string[])}
            placeholder={t('showcase.forms.chooseSpecialties')}
            display="chip"
            maxSelectedLabels={3}
            panelClassName="showcase-overlay"
          />
        </Field>
        <fieldset className="showcase-fieldset">
          <legend>{t('showcase.forms.checkbox')}</legend>
          {(['mon', 'wed', 'fri'] as const).map((day) => (
            <div key={day} className="field-checkbox">
              <Checkbox inputId={`fe-day-${day}`} checked={days.includes(day)} onChange={(e) => toggleDay(day, Boolean(e.checked))} />
              <label htmlFor={`fe-day-${day}`}>{t(`showcase.forms.days.${day}`)}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className="showcase-fieldset">
          <legend>{t('showcase.forms.radio')}</legend>
          {CONTACT.map((c) => (
            <div key={c} className="field-radio">
              <RadioButton inputId={`fe-contact-${c}`} name="fe-contact" value={c} checked={contact === c} onChange={(e) => setContact(e.value as string)} />
              <label htmlFor={`fe-contact-${c}`}>{t(`showcase.forms.contact.${c}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className="field showcase-switch">
          <label htmlFor="fe-switch">{t('showcase.forms.inputSwitch')}</label>
          <InputSwitch inputId="fe-switch" checked={newsletter} onChange={(e) => setNewsletter(Boolean(e.value))} />
        </div>
        <div className="field">
          <span id="fe-slider-label" className="showcase-label">
            {t('showcase.forms.slider', { value: experience })}
          </span>
          <Slider value={experience} onChange={(e) => setExperience(e.value as number)} min={0} max={40} aria-labelledby="fe-slider-label" />
        </div>
        <div className="field">
          <span id="fe-rating-label" className="showcase-label">
            {t('showcase.forms.rating', { value: rating ?? 0, max: 5 })}
          </span>
          <div role="group" aria-labelledby="fe-rating-label">
            <Rating value={rating ?? 0} onChange={(e) => setRating(e.value ?? null)} cancel={false} />
          </div>
        </div>
      </div>
    </ShowcaseSection>
  );
}
