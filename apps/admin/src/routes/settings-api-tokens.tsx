import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../components/ui/button';
import { ApiTokensTable } from '../features/integrations/components/api-tokens-table';
import { CreateTokenDialog } from '../features/integrations/components/create-token-dialog';

/** `/admin/settings/api-tokens`: credentials for other systems (ERP, fulfilment) to use the admin API. */
export function SettingsApiTokensPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Tokens let other systems read orders, products and customers, or write products, within their scopes.
        </p>
        <Button className="min-h-11" onClick={() => setCreating(true)}>
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          Create token
        </Button>
      </div>
      <ApiTokensTable />
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

export { SettingsApiTokensPage as Component };
