import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';

const DEBOUNCE_MS = 300;

interface ListSearchProps {
  /** The accessible name, e.g. "Search tickets". */
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}

/** Searches as you type (after a short pause), or at once on Enter. */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-xs"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          maxLength={100}
          className="block w-full rounded-lg border border-line bg-white py-2 pl-9 pr-3 text-sm placeholder:text-muted"
        />
      </div>
    </form>
  );
}
