import { Dropdown } from 'primereact/dropdown';

const ALL = '__all__';

interface FilterDropdownProps {
  inputId: string;
  /** '' means no filter. */
  value: string;
  allLabel: string;
  options: { label: string; value: string }[];
  onChange: (value: string) => void;
}

/** A filter with an "all" choice first. PrimeReact shows an empty box for the value '', so "all" has its own value. */
export function FilterDropdown({ inputId, value, allLabel, options, onChange }: FilterDropdownProps) {
  return (
    <Dropdown
      inputId={inputId}
      value={value || ALL}
      options={[{ label: allLabel, value: ALL }, ...options]}
      onChange={(e) => onChange(e.value === ALL ? '' : (e.value as string))}
    />
  );
}
