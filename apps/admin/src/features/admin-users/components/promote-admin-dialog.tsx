import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_MESSAGES, PromoteAdminSchema } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { usePromoteAdmin } from '../api/admin-users';

/** Gives an existing customer account the admin role. */
export function PromoteAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const promote = usePromoteAdmin();

  function close() {
    setEmail('');
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PromoteAdminSchema.safeParse({ email });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    promote.mutate(parsed.data.email, {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.adminPromoted);
        close();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? { email: errorMessage(error) });
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Promote a customer"
      description="The customer keeps their account and gains access to the admin area."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label="Customer email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <Button type="submit" className="w-full" loading={promote.isPending}>
          Promote to admin
        </Button>
      </form>
    </Dialog>
  );
}
