import type { FieldErrors } from '../../../lib/form-errors';

/** A record's texts in one language as the inputs show them, by field ("name", "features", "colors.Red"); '' for none. */
export type TranslationTexts = Record<string, string>;
/** The languages edited in the form (only those are sent: others stay as stored). */
export type TranslationDrafts = Record<string, TranslationTexts>;

/** The texts a language shows: what was typed, else what is stored. */
export const textsOf = (drafts: TranslationDrafts, stored: Record<string, TranslationTexts>, lang: string): TranslationTexts =>
  drafts[lang] ?? stored[lang] ?? {};

/** The drafts with one field of a language changed (the language starts from what is stored). */
export function withText(
  drafts: TranslationDrafts,
  stored: Record<string, TranslationTexts>,
  lang: string,
  field: string,
  value: string,
): TranslationDrafts {
  return { ...drafts, [lang]: { ...textsOf(drafts, stored, lang), [field]: value } };
}

/** Whether a language lacks one of the fields (shoppers then see the base text there). */
export const isMissing = (texts: TranslationTexts, fields: readonly string[]) => fields.some((f) => !(texts[f] ?? '').trim());

/** The error of a field of a language: its own, or the first of its items ("features.2"). */
export function translationError(errors: FieldErrors, lang: string, field: string): string | undefined {
  const key = `translations.${lang}.${field}`;
  if (errors[key]) return errors[key];
  const item = Object.keys(errors).find((k) => k.startsWith(`${key}.`) && errors[k]);
  return item ? errors[item] : undefined;
}

/** Text or null (a blank field is no translation: it falls back to the base text). */
export const textOrNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** A product's stored translations as texts. */
export function productTranslationTexts(
  translations: Record<
    string,
    {
      name: string | null;
      slug: string | null;
      description: string | null;
      features: string[] | null;
      colors: Record<string, string>;
      sizes: Record<string, string>;
    }
  >,
): Record<string, TranslationTexts> {
  const out: Record<string, TranslationTexts> = {};
  for (const [lang, t] of Object.entries(translations)) {
    out[lang] = {
      name: t.name ?? '',
      slug: t.slug ?? '',
      description: t.description ?? '',
      features: (t.features ?? []).join('\n'),
      ...Object.fromEntries(Object.entries(t.colors).map(([k, v]) => [`colors.${k}`, v])),
      ...Object.fromEntries(Object.entries(t.sizes).map(([k, v]) => [`sizes.${k}`, v])),
    };
  }
  return out;
}

/**
 * The `translations` of a product body from the edited languages: each field (blank: null, the
 * base text shows), features one per line, and the labels of the product's current colours and
 * sizes. Undefined when no language was edited, so the body stays as it was without them.
 */
export function productTranslationsInput(drafts: TranslationDrafts, colors: readonly string[], sizes: readonly string[]) {
  const langs = Object.keys(drafts);
  if (langs.length === 0) return undefined;
  const labels = (texts: TranslationTexts, kind: 'colors' | 'sizes', names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => `${kind}.${n}` in texts).map((n) => [n, textOrNull(texts[`${kind}.${n}`])]));
  return Object.fromEntries(
    langs.map((lang) => {
      const t = drafts[lang]!;
      const features = (t.features ?? '')
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean);
      return [
        lang,
        {
          name: textOrNull(t.name),
          slug: textOrNull(t.slug),
          description: textOrNull(t.description),
          features: features.length > 0 ? features : null,
          colors: labels(t, 'colors', colors),
          sizes: labels(t, 'sizes', sizes),
        },
      ];
    }),
  );
}
