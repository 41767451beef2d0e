import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { errorMessage } from '@shopwright/shared/http';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors';

/** The part of a TanStack mutation this hook calls: the checked input, then what to do after. */
interface SaveMutation<I, S> {
  mutate(input: I, options: { onSuccess: (saved: S) => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

interface SaveFormOptions<V, I extends { code: string }, C, P, S extends { name: string }> {
  /** The form's first values. */
  initial: () => V;
  /** The record's input from the form's values; an update sends it without the code, which stays. */
  toInput: (values: V) => I;
  /** True when the form edits a record (update), false when it makes one (create). */
  editing: boolean;
  create: { schema: z.ZodType<C>; mutation: SaveMutation<C, S> };
  update: { schema: z.ZodType<P>; mutation: SaveMutation<P, S> };
  /** Names the record in the toasts: "Zone" gives "Zone France saved." or "Zone France created.". */
  noun: string;
  onSaved: (saved: S) => void;
  /** Errors the schema does not say as the form wants them (a choice left empty), over the schema's. */
  moreErrors?: (values: V) => FieldErrors;
}

/**
 * A form that creates a record or updates one (its code stays): the values, the errors per field
 * (a change clears the field's own and those below it, "rates.0.price"), and `submit`, which checks
 * with the shared schema first (its errors, and a toast), then saves and toasts how it went, the
 * API's field errors shown on the fields.
 */
export function useSaveForm<V, I extends { code: string }, C, P, S extends { name: string }>({
  initial,
  toInput,
  editing,
  create,
  update,
  noun,
  onSaved,
  moreErrors,
}: SaveFormOptions<V, I, C, P, S>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))));
  };

  function refuse(error: z.ZodError) {
    setErrors({ ...zodFieldErrors(error), ...moreErrors?.(values) });
    toast.error('Please correct the highlighted fields.');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(values);
    const handlers = {
      onSuccess: (saved: S) => {
        toast.success(editing ? `${noun} ${saved.name} saved.` : `${noun} ${saved.name} created.`);
        onSaved(saved);
      },
      onError: (error: unknown) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    };
    if (editing) {
      const { code: _code, ...patch } = input;
      const parsed = update.schema.safeParse(patch);
      if (!parsed.success) return refuse(parsed.error);
      setErrors({});
      update.mutation.mutate(parsed.data, handlers);
    } else {
      const parsed = create.schema.safeParse(input);
      if (!parsed.success) return refuse(parsed.error);
      setErrors({});
      create.mutation.mutate(parsed.data, handlers);
    }
  }

  return { values, errors, set, submit, pending: create.mutation.isPending || update.mutation.isPending };
}
