import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { API_TOKEN_SCOPES, ApiTokenInputSchema, INTEGRATION_MESSAGES as M, type ApiTokenScope } from '@shopwright/shared/integrations';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateApiToken } from '../api/integrations';
import { ChoiceList } from './choice-list';
import { SecretOnce } from '../../../components/ui/secret-once';

/** A new API token: name and scopes, then the token itself, shown this once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const create = useCreateApiToken();

  function close() {
    setName('');
    setScopes([]);
    setErrors({});
    setToken(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ApiTokenInputSchema.safeParse({ name, scopes });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(M.tokenCreated);
        setToken(created.token);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={token ? 'Your new API token' : 'Create an API token'}
      description="Servers send it as Authorization: Bearer swt_…"
    >
      {token ? (
        <SecretOnce label="API token" value={token} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Input
            label="Name"
            hint="Who uses it, e.g. ERP or fulfilment."
            autoComplete="off"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <ChoiceList legend="Scopes" options={API_TOKEN_SCOPES} value={scopes} onChange={setScopes} error={errors.scopes} />
          <Button type="submit" className="min-h-11 w-full" loading={create.isPending}>
            Create token
          </Button>
        </form>
      )}
    </Dialog>
  );
}
