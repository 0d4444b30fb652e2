import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoCompleteItem } from '../../api/enhanced/tables';
import { useServerSuggestions } from './use-suggestions';
import './tables.css';

function Suggestion(item: AutoCompleteItem) {
  return (
    <div className="suggestion">
      <span>{item.title}</span>
      <span className="suggestion-rank">#{item.rank}</span>
    </div>
  );
}

/** Suggestions come from the server as the user types: one field picks a single item, the other several. */
export default function AutocompletePage() {
  const { t } = useTranslation();
  const single = useServerSuggestions();
  const multiple = useServerSuggestions();
  const [value, setValue] = useState<AutoCompleteItem | string>('');
  const [chosen, setChosen] = useState<AutoCompleteItem[]>([]);
  const picked = typeof value === 'object' ? value : null;
  const common = {
    field: 'title',
    delay: 300,
    dropdown: true,
    dropdownAriaLabel: t('tables.autocomplete.showAll'),
    showEmptyMessage: true,
    emptyMessage: t('tables.autocomplete.empty'),
    itemTemplate: Suggestion,
    // Marks the suggestion panel for the colour fix in tables.css.
    panelClassName: 'tables-overlay',
  };

  return (
    <div className="tables-page">
      <header className="tables-header">
        <h1>{t('tables.autocomplete.title')}</h1>
        <p className="muted">{t('tables.autocomplete.subtitle', { limit: 10 })}</p>
      </header>
      <div className="autocomplete-grid">
        <section className="tables-card" aria-labelledby="ac-single-title">
          <h2 id="ac-single-title">{t('tables.autocomplete.singleTitle')}</h2>
          <label htmlFor="ac-single" className="autocomplete-label">
            {t('tables.autocomplete.singleLabel')}
          </label>
          <AutoComplete
            {...common}
            inputId="ac-single"
            value={value}
            suggestions={single.suggestions}
            completeMethod={single.complete}
            onChange={(e) => setValue((e.value as AutoCompleteItem | string | null) ?? '')}
            placeholder={t('tables.autocomplete.placeholder')}
            className="w-full"
          />
          <div className="autocomplete-result" aria-live="polite">
            {picked ? (
              <p>
                {t('tables.autocomplete.chosenOne')} <strong>{picked.title}</strong>{' '}
                <span className="muted">{t('tables.autocomplete.rank', { rank: picked.rank })}</span>
              </p>
            ) : (
              <p className="muted">{t('tables.autocomplete.nothingChosen')}</p>
            )}
          </div>
        </section>
        <section className="tables-card" aria-labelledby="ac-multiple-title">
          <h2 id="ac-multiple-title">{t('tables.autocomplete.multipleTitle')}</h2>
          <label htmlFor="ac-multiple" className="autocomplete-label">
            {t('tables.autocomplete.multipleLabel')}
          </label>
          <AutoComplete
            {...common}
            inputId="ac-multiple"
            multiple
            value={chosen}
            suggestions={multiple.suggestions}
            completeMethod={multiple.complete}
            onChange={(e) => setChosen((e.value as AutoCompleteItem[] | null) ?? [])}
            className="w-full"
          />
          <div className="autocomplete-result" aria-live="polite">
            {chosen.length ? (
              <>
                <p>{t('tables.autocomplete.chosenMany', { count: chosen.length })}</p>
                <ol aria-label={t('tables.autocomplete.chosenList')}>
                  {chosen.map((item) => (
                    <li key={item.id}>
                      {item.title} <span className="muted">{t('tables.autocomplete.rank', { rank: item.rank })}</span>
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="muted">{t('tables.autocomplete.nothingChosen')}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
