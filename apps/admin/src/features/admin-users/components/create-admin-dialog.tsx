import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_MESSAGES, CreateAdminSchema } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, PasswordInput } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateAdmin } from '../api/admin-users';

const EMPTY = { first_name: '', last_name: '', username: '', email: '', password: '' };
type Field = keyof typeof EMPTY;

/** A new admin account, with the sign-up rules for every field. */
export function CreateAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateAdmin();

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateAdminSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.adminCreated);
        close();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return (
    <Dialog open={open} onClose={close} title="Create an admin" description="The new admin signs in with this email and password.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" autoComplete="off" {...field('first_name')} />
          <Input label="Last name" autoComplete="off" {...field('last_name')} />
        </div>
        <Input label="Username" autoComplete="off" {...field('username')} />
        <Input label="Email" type="email" autoComplete="off" {...field('email')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters with upper-case, lower-case and a number."
          {...field('password')}
        />
        <Button type="submit" className="w-full" loading={create.isPending}>
          Create admin
        </Button>
      </form>
    </Dialog>
  );
}
