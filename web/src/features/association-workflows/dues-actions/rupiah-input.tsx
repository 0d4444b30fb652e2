import { InputNumber } from 'primereact/inputnumber';
import { useFormat } from '../lib/format';

interface Props {
  inputId: string;
  value: number | null;
  onChange: (value: number | null) => void;
  invalid: boolean;
  /** The id of the error under the field, when there is one. */
  errorId?: string | undefined;
}

/** Whole rupiah, written the way the interface language writes money. */
export function RupiahInput({ inputId, value, onChange, invalid, errorId }: Props) {
  const format = useFormat();
  return (
    <InputNumber
      inputId={inputId}
      value={value}
      onChange={(e) => onChange(e.value ?? null)}
      mode="currency"
      currency="IDR"
      locale={format.locale}
      maxFractionDigits={0}
      min={1}
      invalid={invalid}
      aria-describedby={errorId}
    />
  );
}
