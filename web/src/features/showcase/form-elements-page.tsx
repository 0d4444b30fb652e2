import { useTranslation } from 'react-i18next';
import { ChoiceFields } from './choice-fields';
import { ShowcasePage } from './section';
import { TextFields } from './text-fields';
import { ValidatedForm } from './validated-form';
import './showcase.css';

export default function FormElementsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('showcase.forms.title')} subtitle={t('showcase.forms.subtitle')}>
      <TextFields />
      <ChoiceFields />
      <ValidatedForm />
    </ShowcasePage>
  );
}
