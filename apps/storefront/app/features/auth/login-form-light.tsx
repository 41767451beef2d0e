import type { LoginFormValues } from '@shopwright/shared/auth';
import { realFormLoader, useLightForm } from '../../lib/light-form';
import { LoginFields } from './login-fields';

const realForm = realFormLoader(() => import('./login-form').then((m) => m.LoginForm));
const read = (data: FormData): LoginFormValues => ({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? ''), remember: data.has('remember') });

/**
 * The sign-in dialog's form as the shop opens it for every guest (spec section 2): light until the
 * shopper uses it (see `useLightForm`), so a page that merely shows the dialog runs no form code.
 */
export function LoginFormLight({ onClose }: { onClose?: () => void }) {
  const { real, formRef, onSubmit, formProps } = useLightForm(realForm, read);
  if (real) return <real.Form onClose={onClose} handOver={real.handOver} />;
  return (
    <LoginFields
      formRef={formRef}
      fields={{ email: { name: 'email', defaultValue: '' }, password: { name: 'password', defaultValue: '' }, remember: { name: 'remember', defaultChecked: false } }}
      onSubmit={onSubmit}
      onClose={onClose}
      formProps={formProps}
    />
  );
}
