import { Button } from 'primereact/button';

/** A small group of mutually exclusive choices; the chosen one is filled and announced as pressed. */
export function Segmented<T extends string>({ label, value, options, disabled, onChange }: { label: string; value: T; options: { value: T; label: string }[]; disabled?: boolean; onChange: (value: T) => void }) {
  return (
    <div className="ac-segmented" role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          type="button"
          label={o.label}
          size="small"
          outlined={o.value !== value}
          aria-pressed={o.value === value}
          disabled={disabled}
          onClick={() => onChange(o.value)}
        />
      ))}
    </div>
  );
}
