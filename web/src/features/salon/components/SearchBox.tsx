import { useId, useRef } from 'react';
import { SEARCH_PLACEHOLDERS, type SearchMode } from '@salon/domain';
import { useTypedBeforeHydration } from '../../../components/ui/use-typed-before-hydration';

/**
 * The Salon's search field. It is not in a form and Enter is swallowed: results follow the
 * typing (debounced by the page), so there is nothing to submit (forum spec §2).
 */
export function SearchBox({
  mode,
  value,
  onChange,
}: {
  mode: SearchMode;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, onChange);
  const placeholder = SEARCH_PLACEHOLDERS[mode];
  return (
    <div className="salon-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {placeholder}
      </label>
      <input
        ref={field}
        id={id}
        type="search"
        className="salon-search__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </div>
  );
}
