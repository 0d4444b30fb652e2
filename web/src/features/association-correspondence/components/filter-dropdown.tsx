import { Dropdown } from 'primereact/dropdown';

/** The "all" choice: the Dropdown shows nothing for an empty value, so "all" has a value of its own. */
const ALL = '__all';

interface Props {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled list filter whose first choice is "all". */
export function FilterDropdown({ id, label, allLabel, value, options, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value || ALL}
        options={[{ value: ALL, label: allLabel }, ...options]}
        onChange={(e) => onChange(e.value === ALL ? '' : String(e.value))}
      />
    </div>
  );
}
