import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

/** Where a light form left off when the real one takes over: what was typed, the focus, a submit. */
export interface HandOver<V> {
  values: V;
  /** The name of the field that had the focus. */
  focus?: string;
  /** The shopper submitted before the real form's code had arrived. */
  submit?: boolean;
}

/** The real form's code, fetched once for every light form of its kind. */
export function realFormLoader<C>(importer: () => Promise<C>) {
  let loaded: C | null = null;
  let loading: Promise<C> | null = null;
  return {
    loaded: () => loaded,
    load: () => (loading ??= importer().then((c) => (loaded = c))),
  };
}

/**
 * A form the shop shows on every page (the guest's sign-in dialog, the footer's newsletter) as a
 * light version: the same markup with plain inputs, and none of the validation code
 * (react-hook-form and zod). The real form's code loads on the shopper's first key, tap, input or
 * submit, and the real form takes over in the same task (flushSync), with what was typed, the
 * focus and any submit made meanwhile. Not on focus: a dialog focuses its first field as it opens.
 */
export function useLightForm<C, V>(loader: ReturnType<typeof realFormLoader<C>>, read: (data: FormData) => V) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitWaiting = useRef(false);
  const [real, setReal] = useState<{ Form: C; handOver?: HandOver<V> } | null>(() => {
    const Form = loader.loaded();
    return Form ? { Form } : null;
  });

  const takeOver = () => {
    void loader.load().then((Form) => {
      const form = formRef.current;
      // Gone meanwhile (a closed dialog), or already taken over.
      if (!form) return;
      const active = document.activeElement;
      const focus = active instanceof HTMLInputElement && form.contains(active) && active.name ? active.name : undefined;
      flushSync(() => setReal({ Form, handOver: { values: read(new FormData(form)), focus, submit: submitWaiting.current } }));
    });
  };

  return {
    real,
    formRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitWaiting.current = true;
      takeOver();
    },
    formProps: { onKeyDownCapture: takeOver, onPointerDownCapture: takeOver, onInputCapture: takeOver },
  };
}

/**
 * In the real form, once as it takes over: the focus stays on the field the shopper was in, and a
 * submit made before this code had loaded goes through now.
 */
export function useTakeOver(handOver: HandOver<unknown> | undefined, focus: (field: string) => void, submit: () => unknown): void {
  useEffect(() => {
    if (handOver?.focus) focus(handOver.focus);
    if (handOver?.submit) void submit();
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
