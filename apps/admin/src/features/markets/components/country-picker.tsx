import { useId, useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';
import { COUNTRIES, countryName } from '@shopwright/shared/account';
import { cn } from '../../../lib/cn';
import type { FieldErrors } from '../../../lib/form-errors';

interface Props {
  /** The primary market serves every country in no market, so it needs none. */
  primary: boolean;
  countries: string[];
  /** Countries of the other markets, with the market's name: shown beside them in the list. */
  owners: ReadonlyMap<string, string>;
  /** The form's errors: `countries` for the list, `countries.{i}` for the i-th chosen country. */
  errors: FieldErrors;
  onChange: (countries: string[]) => void;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The market's countries: the chosen ones as chips (each with its error from the API, such as a
 * country another market has), and a searchable list of every country to tick.
 */
export function CountryPicker({ primary, countries, owners, errors, onChange }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(countries);
  const shown = useMemo(() => {
    const q = normalize(query);
    if (!q) return COUNTRIES;
    return COUNTRIES.filter((c) => normalize(c.name).includes(q) || c.code.toLowerCase() === q);
  }, [query]);
  const toggle = (code: string) => onChange(chosen.has(code) ? countries.filter((c) => c !== code) : [...countries, code]);
  const problems = countries.flatMap((code, i) => {
    const message = errors[`countries.${i}`];
    return message ? [{ code, message }] : [];
  });
  const errorId = `${id}-errors`;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={problems.length || errors.countries ? errorId : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Countries</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Shoppers in these countries are offered this market. A country belongs to one market at most; a country in no market is served by
        the primary market.
      </p>
      {countries.length === 0 ? (
        <p className="text-sm text-muted">{primary ? 'None: it serves every country that is in no market.' : 'No countries chosen yet.'}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen countries">
          {countries.map((code, i) => {
            const bad = errors[`countries.${i}`] !== undefined;
            return (
              <li
                key={code}
                className={cn(
                  'inline-flex items-center rounded-full border pl-3 text-sm',
                  bad ? 'border-red-600 bg-red-50 text-red-700' : 'border-line bg-surface text-ink',
                )}
              >
                {countryName(code)} <span className={cn('ml-1 font-mono text-xs', !bad && 'text-muted')}>{code}</span>
                <button
                  type="button"
                  className="ml-1 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-gray-200"
                  aria-label={`Remove ${countryName(code)}`}
                  onClick={() => toggle(code)}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(problems.length > 0 || errors.countries) && (
        <ul id={errorId} className="space-y-1 text-sm text-red-600">
          {errors.countries && <li>{errors.countries}</li>}
          {problems.map((p) => (
            <li key={p.code}>{p.message}</li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-muted" aria-hidden="true" />
        <input
          type="search"
          aria-label="Search countries"
          placeholder="Search countries by name or code"
          className="block min-h-11 w-full rounded-lg border border-line bg-white py-2 pl-9 pr-3 text-sm placeholder:text-muted"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="max-h-64 overflow-y-auto rounded-lg border border-line" role="group" aria-label="Countries to choose from">
        {shown.length === 0 ? (
          <p className="px-3 py-3 text-sm text-muted">No country matches “{query}”.</p>
        ) : (
          <ul className="divide-y divide-line">
            {shown.map((c) => {
              const owner = owners.get(c.code);
              return (
                <li key={c.code}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-surface">
                    <input
                      type="checkbox"
                      className="h-4 w-4 shrink-0 rounded border-line accent-brand-600"
                      checked={chosen.has(c.code)}
                      onChange={() => toggle(c.code)}
                    />
                    <span className="min-w-0 flex-1">
                      {c.name} <span className="font-mono text-xs text-muted">{c.code}</span>
                    </span>
                    {owner && <span className="shrink-0 text-xs text-muted">in {owner}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
