import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { PRODUCT_LIMITS as L } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useTranslatableLanguages } from '../../../lib/markets';
import { TranslationTabs } from './translation-tabs';
import { textOrNull, textsOf, withText, type TranslationDrafts, type TranslationTexts } from './translation-values';

/** A category or a brand as its forms edit it. */
export interface TaxonomyValues {
  name: string;
  slug: string;
  description: string;
  /** Its stored texts per language (name, and slug and description for a category), when editing. */
  translations?: Record<string, TranslationTexts>;
}

type Send<Out> = (payload: Out, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

interface Common<Out> {
  /** "category" or "brand". */
  noun: string;
  /** Categories have a description, brands do not. */
  withDescription?: boolean;
  /** The shared schema the payload must pass (create or patch); `send` gets what it answers. */
  schema: z.ZodType<Out>;
  pending: boolean;
  send: Send<Out>;
  /** The toast after saving. */
  done: string;
}

/** The payload of the values: blank optional fields are left out (the slug is then made from the name). */
function payloadOf(values: TaxonomyValues, withDescription: boolean, keepBlankDescription: boolean) {
  return {
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    ...(withDescription && (keepBlankDescription || values.description.trim()) ? { description: values.description } : {}),
  };
}

/**
 * The `translations` of the edited languages (none edited: undefined, left out): a category's
 * name, slug and description (blank: null, the base text shows); a brand's name (blank: the
 * language is removed).
 */
function translationsPayload(drafts: TranslationDrafts, withDescription: boolean) {
  const langs = Object.keys(drafts);
  if (langs.length === 0) return undefined;
  return Object.fromEntries(
    langs.map((lang) => {
      const t = drafts[lang]!;
      if (!withDescription) return [lang, textOrNull(t.name) ? { name: textOrNull(t.name) } : null];
      return [lang, { name: textOrNull(t.name), slug: textOrNull(t.slug), description: textOrNull(t.description) }];
    }),
  );
}

/** Checks with the shared schema, sends, and reports field errors from either side. */
function useTaxonomySubmit<Out>({ schema, send, done }: Pick<Common<Out>, 'schema' | 'send' | 'done'>, onSaved: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  function submit(payload: Record<string, unknown>) {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    send(parsed.data, {
      onSuccess: () => {
        toast.success(done);
        onSaved();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }
  return { errors, submit };
}

const EMPTY: TaxonomyValues = { name: '', slug: '', description: '' };

/** A one-line form above the list: the name, and a slug when the admin wants another than the one made from it. */
export function TaxonomyCreateForm<Out>({ noun, withDescription = false, schema, pending, send, done }: Common<Out>) {
  const [values, setValues] = useState(EMPTY);
  const { errors, submit } = useTaxonomySubmit({ schema, send, done }, () => setValues(EMPTY));
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(payloadOf(values, withDescription, false));
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`New ${noun}`} className="mb-4 rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <Input
          label={`New ${noun} name`}
          maxLength={L.taxonomyName}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          error={errors.name}
        />
        <Input
          label="Slug (optional)"
          placeholder="Made from the name"
          className="font-mono"
          maxLength={80}
          value={values.slug}
          onChange={(e) => setValues({ ...values, slug: e.target.value.toLowerCase() })}
          error={errors.slug}
        />
        <Button type="submit" loading={pending} className="sm:mt-7">
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add {noun}
        </Button>
      </div>
    </form>
  );
}

/** Renames a category or brand (and changes its slug or description) in a dialog. */
export function TaxonomyEditDialog<Out>({
  open,
  onClose,
  initial,
  title,
  ...common
}: Common<Out> & { open: boolean; onClose: () => void; initial: TaxonomyValues; title: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description="Products keep their place; the shop shows the new name at once. A new slug changes the address of the listing page."
    >
      {open && <EditForm key={`${initial.slug}`} initial={initial} onClose={onClose} {...common} />}
    </Dialog>
  );
}

function EditForm<Out>({
  initial,
  onClose,
  noun,
  withDescription = false,
  schema,
  pending,
  send,
  done,
}: Common<Out> & { initial: TaxonomyValues; onClose: () => void }) {
  const [values, setValues] = useState(initial);
  const [drafts, setDrafts] = useState<TranslationDrafts>({});
  const { base, languages } = useTranslatableLanguages();
  const { errors, submit } = useTaxonomySubmit({ schema, send, done }, onClose);
  const stored = initial.translations ?? {};
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const translations = translationsPayload(drafts, withDescription);
    submit({ ...payloadOf(values, withDescription, true), ...(translations ? { translations } : {}) });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={`Edit ${noun}`}>
      <Input
        label="Name"
        maxLength={L.taxonomyName}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={errors.name}
      />
      <Input
        label="Slug"
        className="font-mono"
        maxLength={80}
        value={values.slug}
        onChange={(e) => setValues({ ...values, slug: e.target.value.toLowerCase() })}
        error={errors.slug}
      />
      {withDescription && (
        <Textarea
          label="Description"
          rows={3}
          maxLength={L.categoryDescription}
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          error={errors.description}
        />
      )}
      {languages.length > 0 && (
        <TranslationTabs
          label={`Translations of the ${noun}`}
          languages={languages}
          base={base}
          fields={[
            { key: 'name', label: 'Name', base: values.name, maxLength: L.taxonomyName, required: true },
            ...(withDescription
              ? [
                  { key: 'slug', label: 'Slug', base: values.slug, maxLength: 80, mono: true, required: true },
                  { key: 'description', label: 'Description', base: values.description, multiline: true, maxLength: L.categoryDescription },
                ]
              : []),
          ]}
          textsOf={(lang) => textsOf(drafts, stored, lang)}
          onChange={(lang, field, value) => setDrafts(withText(drafts, stored, lang, field, value))}
          errors={errors}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}
