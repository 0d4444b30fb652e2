import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/** A search box sent to the server once typing settles; it follows the address (back, clear filters). */
export function SearchBox({ q, onSearch, label, placeholder }: { q: string; onSearch: (q: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onSearch, q });
  latest.current = { onSearch, q };

  useEffect(() => setText(q), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== latest.current.q) latest.current.onSearch(value.trim());
    }, SEARCH_DELAY_MS);
  }

  return (
    <IconField iconPosition="left" className="ac-search">
      <InputIcon className="pi pi-search" />
      <InputText type="search" value={text} maxLength={200} onChange={(e) => type(e.target.value)} placeholder={placeholder} aria-label={label} />
    </IconField>
  );
}
