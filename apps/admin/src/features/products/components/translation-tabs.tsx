import { useId, useState, type KeyboardEvent } from 'react';
import { Input, Textarea } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { FieldErrors } from '../../../lib/form-errors';
import { languageName } from '../../../lib/markets';
import { isMissing, translationError, type TranslationTexts } from './translation-values';

/** A translatable field: its key in the texts, its label, and the base (English) text it stands for. */
export interface TranslatableField {
  key: string;
  label: string;
  base: string;
  multiline?: boolean;
  mono?: boolean;
  maxLength?: number;
  /** Counts for "missing" (labels of options do not: they fall back quietly). */
  required?: boolean;
}

interface Props {
  /** Names the group: "Translations of the details". */
  label: string;
  languages: readonly string[];
  base: string;
  fields: readonly TranslatableField[];
  textsOf: (lang: string) => TranslationTexts;
  onChange: (lang: string, field: string, value: string) => void;
  errors: FieldErrors;
}

/**
 * The group's texts in the other languages: a tab per language, marked with a dot while a field
 * has no translation (shoppers then read the base text there) or in red when a field has an
 * error; the tab's fields show the base text as their placeholder.
 */
export function TranslationTabs({ label, languages, base, fields, textsOf, onChange, errors }: Props) {
  const id = useId();
  // No language open at first: the tabs say what is missing, the fields come when one is chosen.
  const [chosen, setChosen] = useState('');
  const lang = languages.includes(chosen) ? chosen : '';
  if (languages.length === 0) return null;
  const required = fields.filter((f) => f.required).map((f) => f.key);
  const hasError = (l: string) =>
    Object.keys(errors).some((k) => (k === `translations.${l}` || k.startsWith(`translations.${l}.`)) && errors[k]);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = languages[(index + step + languages.length) % languages.length]!;
    setChosen(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const texts = lang ? textsOf(lang) : {};
  const langError = lang ? errors[`translations.${lang}`] : undefined;

  return (
    <div className="min-w-0 space-y-3" role="group" aria-label={label}>
      <div role="tablist" aria-label={`${label}: languages`} className="flex flex-wrap gap-1 border-b border-line">
        {languages.map((l, i) => {
          const missing = isMissing(textsOf(l), required);
          const bad = hasError(l);
          return (
            <button
              key={l}
              id={`${id}-tab-${l}`}
              type="button"
              role="tab"
              aria-selected={l === lang}
              aria-controls={l === lang ? `${id}-panel` : undefined}
              tabIndex={l === lang || (!lang && i === 0) ? 0 : -1}
              onClick={() => setChosen(l)}
              onKeyDown={(e) => onKey(e, i)}
              className={cn(
                '-mb-px inline-flex min-h-11 min-w-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium',
                l === lang ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {languageName(l)}
              {(missing || bad) && <span className={cn('h-2 w-2 rounded-full', bad ? 'bg-red-600' : 'bg-amber-500')} aria-hidden="true" />}
              {bad ? <span className="sr-only">(has errors)</span> : missing ? <span className="sr-only">(missing texts)</span> : null}
            </button>
          );
        })}
      </div>
      {!lang ? (
        <p className="text-sm text-muted">
          Choose a language to edit its texts. A dot marks a language with texts missing (shoppers read the {languageName(base)} ones
          there), a red dot one with an error.
        </p>
      ) : (
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${lang}`} className="grid gap-4 sm:grid-cols-2">
          <p className="text-xs text-muted sm:col-span-2">
            A blank field shows the {languageName(base)} text (in grey) to shoppers reading {languageName(lang)}.
          </p>
          {langError && <p className="text-sm text-red-600 sm:col-span-2">{langError}</p>}
          {fields.map((f) => {
            const common = {
              label: `${f.label} (${languageName(lang)})`,
              value: texts[f.key] ?? '',
              maxLength: f.maxLength,
              placeholder: f.base,
              error: translationError(errors, lang, f.key),
            };
            return f.multiline ? (
              <div key={f.key} className="sm:col-span-2">
                <Textarea {...common} rows={4} onChange={(e) => onChange(lang, f.key, e.target.value)} />
              </div>
            ) : (
              <Input
                key={f.key}
                {...common}
                className={cn('min-h-11', f.mono && 'font-mono')}
                onChange={(e) => onChange(lang, f.key, f.mono ? e.target.value.toLowerCase() : e.target.value)}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
