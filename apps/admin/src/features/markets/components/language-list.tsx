import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { FieldErrors } from '../../../lib/form-errors';
import { languageName } from '../../../lib/markets';
import { languageToAdd, moved } from './market-form-values';

/** Languages offered as suggestions while typing (any BCP 47 tag may be typed). */
const SUGGESTED = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'fi', 'nb', 'cs', 'ja', 'ko', 'zh', 'en-GB', 'fr-CA'];

interface Props {
  languages: string[];
  /** The form's errors: `languages` for the list, `languages.{i}` for one of them. */
  errors: FieldErrors;
  onChange: (languages: string[]) => void;
}

/** The market's languages in order, the first being its default: add by tag, move up or down, remove. */
export function LanguageList({ languages, errors, onChange }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  function add() {
    if (!typed.trim()) return;
    const result = languageToAdd(typed, languages);
    if ('error' in result) return setTypedError(result.error);
    onChange([...languages, result.tag]);
    setTyped('');
    setTypedError(null);
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // adds the language instead of sending the form
      add();
    }
  };
  const listError = errors.languages;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={listError ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Languages</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        The first is the market’s default: its pages are served in it under the market’s path, the others under a path of their own
        (/de/en/…).
      </p>
      {listError && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {listError}
        </p>
      )}
      {languages.length > 0 && (
        <ol className="divide-y divide-line rounded-lg border border-line" aria-label="Chosen languages">
          {languages.map((tag, i) => {
            const error = errors[`languages.${i}`];
            const name = languageName(tag);
            return (
              <li key={tag} className={cn('flex flex-wrap items-center gap-2 py-1 pl-3 pr-1', error && 'bg-red-50')}>
                <span className="w-5 text-sm tabular-nums text-muted">{i + 1}.</span>
                <span className="min-w-0 flex-1 text-sm">
                  {name} <span className="font-mono text-xs text-muted">{tag}</span>
                  {error && <span className="block text-sm text-red-600">{error}</span>}
                </span>
                {i === 0 && <Badge tone="brand">Default</Badge>}
                <span className="flex">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="min-h-11 min-w-11 px-2"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => onChange(moved(languages, i, i - 1))}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="min-h-11 min-w-11 px-2"
                    aria-label={`Move ${name} down`}
                    disabled={i === languages.length - 1}
                    onClick={() => onChange(moved(languages, i, i + 1))}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="min-h-11 min-w-11 px-2 text-red-600"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(languages.filter((l) => l !== tag))}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-add`} className="sr-only">
            Add a language
          </label>
          <input
            id={`${id}-add`}
            list={`${id}-suggested`}
            placeholder="Add a language: de, fr, en-GB…"
            autoComplete="off"
            className={cn(
              'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-sm placeholder:text-muted',
              typedError ? 'border-red-600' : 'border-line',
            )}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? `${id}-typed-error` : undefined}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedError(null);
            }}
            onKeyDown={onKey}
          />
          <datalist id={`${id}-suggested`}>
            {SUGGESTED.filter((tag) => !languages.includes(tag)).map((tag) => (
              <option key={tag} value={tag}>
                {languageName(tag)}
              </option>
            ))}
          </datalist>
          {typedError && (
            <p id={`${id}-typed-error`} className="mt-1 text-sm text-red-600">
              {typedError}
            </p>
          )}
        </div>
        <Button variant="secondary" className="min-h-11" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add language
        </Button>
      </div>
    </fieldset>
  );
}
