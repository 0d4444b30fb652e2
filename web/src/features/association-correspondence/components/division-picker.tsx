import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useListDivisionsQuery, type AssocDivision } from '../../../api/enhanced/association-divisions';
import { ServerSearch } from './server-search';

interface PickerProps {
  inputId: string;
  value: AssocDivision | null;
  onChange: (division: AssocDivision | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Finds a board by name or code on the server (there are hundreds of branches). */
export function DivisionSearch({ inputId, value, onChange, invalid, describedBy }: PickerProps) {
  const { t } = useTranslation();
  return (
    <ServerSearch<AssocDivision>
      inputId={inputId}
      value={value}
      onChange={onChange}
      useResults={(q, skip) => useListDivisionsQuery({ q, perPage: 20, sort: 'level:asc' }, { skip })}
      field="name"
      placeholder={t('associationCorrespondence.pickers.division')}
      item={(d) => (
        <span className="ac-option">
          <span>{d.name}</span>
          <small className="muted">{d.code}</small>
        </span>
      )}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

/** The addressed board and the boards directly under it: where a disposition may send a letter. */
export function DispositionDivisionSelect({
  inputId,
  addressed,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  inputId: string;
  addressed: { id: number; name: string };
  value: number;
  onChange: (id: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { data, isFetching } = useListDivisionsQuery({ parentId: addressed.id, perPage: 100, sort: 'name:asc' });
  const options = [addressed, ...(data?.data ?? []).map((d) => ({ id: d.id, name: d.name }))];
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={options}
      optionValue="id"
      optionLabel="name"
      filter={options.length > 8}
      loading={isFetching}
      onChange={(e) => onChange(Number(e.value))}
      invalid={invalid}
      aria-describedby={describedBy}
      className="ac-fill"
    />
  );
}
