import { useCallback, useRef, useState, type FormEvent } from 'react';
// A type only: the schema's code itself comes with the importer, on first use.
import type { ZodType } from 'zod';

type Schema<V> = ZodType<V>;

/** The schema's code, fetched once for every form that uses it, on the shopper's first use. */
export function lazySchema<V>(importer: () => Promise<Schema<V>>) {
  let loading: Promise<Schema<V>> | null = null;
  return () => (loading ??= importer());
}

/** Field errors by field name (and `root` for the form as a whole): the first message of each. */
export type FieldErrors = Partial<Record<string, string>>;

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'root');
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * A form the shop shows on every page (the guest's sign-in dialog, the footer's newsletter), kept
 * light: plain uncontrolled inputs, and its validation (zod) loads on the shopper's first key, tap
 * or input, not with the page (ADR 012). It behaves like the shop's other forms: validated on
 * submit, each field again as it changes once submitted, the first wrong field focused. There is
 * never a second form swapped in under the shopper's fingers: the same inputs stay from first paint
 * to submit, so nothing typed or tapped meanwhile can be lost (ADR 012).
 */
export function useLazyValidatedForm<V>(options: {
  schema: () => Promise<Schema<V>>;
  read: (data: FormData) => unknown;
  onValid: (values: V, form: HTMLFormElement) => Promise<void>;
}) {
  const { schema, read, onValid } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const submittedOnce = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const check = async (form: HTMLFormElement): Promise<{ values: V | null; errors: FieldErrors }> => {
    const result = (await schema()).safeParse(read(new FormData(form)));
    return result.success ? { values: result.data, errors: {} } : { values: null, errors: firstErrors(result.error.issues) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submittedOnce.current = true;
    setSubmitting(true);
    try {
      const { values, errors: found } = await check(form);
      setErrors(found);
      if (!values) {
        const first = Array.from(form.elements).find(
          (el): el is HTMLInputElement => el instanceof HTMLInputElement && Boolean(found[el.name]),
        );
        first?.focus();
        return;
      }
      await onValid(values, form);
    } finally {
      setSubmitting(false);
    }
  };

  // Once submitted, a field is checked again as it changes (its own error only), like the other forms.
  const onInputCapture = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    const form = formRef.current;
    if (!submittedOnce.current || !form || !name) return void schema();
    void check(form).then(({ errors: found }) => setErrors((prev) => ({ ...prev, [name]: found[name] })));
  };
  const preload = () => void schema();

  const clearErrors = useCallback(() => setErrors({}), []);

  return {
    formRef,
    errors,
    setErrors,
    clearErrors,
    submitting,
    formProps: { onSubmit, onInputCapture, onKeyDownCapture: preload, onPointerDownCapture: preload },
  };
}
