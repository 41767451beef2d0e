import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LoginFormValues } from '@shopwright/shared/auth';
import type { LoginForm as FullLoginForm, LoginHandOver } from './login-form';
import { LoginFields } from './login-fields';

type Full = typeof FullLoginForm;
let loaded: Full | null = null;
let loading: Promise<Full> | null = null;
const loadFullForm = () => (loading ??= import('./login-form').then((m) => (loaded = m.LoginForm)));

const FIELDS = ['email', 'password', 'remember'] as const;

/**
 * The sign-in dialog's form as the shop opens it for every guest (spec section 2): the same
 * markup as the real form, without its validation code (react-hook-form and zod), which loads on
 * the shopper's first key, tap, input or submit. The real form then takes over in the same task,
 * with what was typed, the focus and any submit made meanwhile: nothing is lost and nothing
 * moves. A page that merely shows the dialog runs none of that code.
 */
export function LoginFormLight({ onClose }: { onClose?: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitWaiting = useRef(false);
  const [full, setFull] = useState<{ Form: Full; handOver?: LoginHandOver } | null>(() => (loaded ? { Form: loaded } : null));

  const takeOver = () => {
    void loadFullForm().then((Form) => {
      const form = formRef.current;
      // Closed meanwhile, or already taken over.
      if (!form) return;
      const data = new FormData(form);
      const active = document.activeElement;
      const focus = active instanceof HTMLInputElement && form.contains(active) ? FIELDS.find((f) => f === active.name) : undefined;
      const values: LoginFormValues = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? ''), remember: data.has('remember') };
      flushSync(() => setFull({ Form, handOver: { values, focus, submit: submitWaiting.current } }));
    });
  };

  if (full) return <full.Form onClose={onClose} handOver={full.handOver} />;
  return (
    <LoginFields
      formRef={formRef}
      fields={{ email: { name: 'email', defaultValue: '' }, password: { name: 'password', defaultValue: '' }, remember: { name: 'remember', defaultChecked: false } }}
      onSubmit={(event) => {
        event.preventDefault();
        submitWaiting.current = true;
        takeOver();
      }}
      onClose={onClose}
      // Not on focus: the dialog focuses the first field as it opens.
      formProps={{ onKeyDownCapture: takeOver, onPointerDownCapture: takeOver, onInputCapture: takeOver }}
    />
  );
}
