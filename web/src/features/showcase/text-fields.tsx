import { Calendar } from 'primereact/calendar';
import { Chips } from 'primereact/chips';
import { InputMask } from 'primereact/inputmask';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../auth/field';
import { ShowcaseSection } from './section';

/** Text-like inputs: each one labelled and controlled. */
export function TextFields() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [fee, setFee] = useState<number | null>(250000);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [tags, setTags] = useState<string[]>([t('showcase.forms.tagExample')]);
  const [date, setDate] = useState<Date | null>(null);

  return (
    <ShowcaseSection title={t('showcase.forms.textInputs')}>
      <div className="showcase-fields">
        <Field id="fe-text" label={t('showcase.forms.inputText')}>
          <InputText id="fe-text" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('showcase.forms.inputTextPlaceholder')} />
        </Field>
        <Field id="fe-number" label={t('showcase.forms.inputNumber')}>
          <InputNumber inputId="fe-number" value={fee} onValueChange={(e) => setFee(e.value ?? null)} mode="currency" currency="IDR" locale={i18n.language} />
        </Field>
        <Field id="fe-mask" label={t('showcase.forms.inputMask')}>
          <InputMask id="fe-mask" value={phone} onChange={(e) => setPhone(e.target.value ?? '')} mask="+62 999-9999-9999" placeholder="+62 812-3456-7890" dir="ltr" />
        </Field>
        <Field id="fe-password" label={t('showcase.forms.password')}>
          <Password
            inputId="fe-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            toggleMask
            autoComplete="new-password"
            promptLabel={t('showcase.forms.passwordPrompt')}
            weakLabel={t('showcase.forms.weak')}
            mediumLabel={t('showcase.forms.medium')}
            strongLabel={t('showcase.forms.strong')}
          />
        </Field>
        <Field id="fe-calendar" label={t('showcase.forms.calendar')}>
          <Calendar inputId="fe-calendar" value={date} onChange={(e) => setDate(e.value ?? null)} showIcon showButtonBar panelClassName="showcase-overlay" />
        </Field>
        <Field id="fe-chips" label={t('showcase.forms.chips')}>
          <Chips inputId="fe-chips" value={tags} onChange={(e) => setTags(e.value ?? [])} separator="," />
        </Field>
      </div>
    </ShowcaseSection>
  );
}
