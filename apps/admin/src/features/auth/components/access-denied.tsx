import { ShieldX } from 'lucide-react';
import { ADMIN_MESSAGES } from '@shopwright/shared/admin';
import { Button, buttonClass } from '../../../components/ui/button';

interface AccessDeniedProps {
  /** Offered when someone is signed in: sign out here (and in the shop) to use another account. */
  onSignOut?: () => void;
}

/** The refusal a customer sees anywhere in the admin area. */
export function AccessDenied({ onSignOut }: AccessDeniedProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border border-line bg-white p-8 text-center shadow-sm">
      <ShieldX className="h-10 w-10 text-red-600" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No access</h2>
      <p className="max-w-sm text-sm text-muted">{ADMIN_MESSAGES.accessDenied}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <a href="/" className={buttonClass('primary')}>
          Back to the shop
        </a>
        {onSignOut && (
          <Button variant="secondary" onClick={onSignOut}>
            Sign out and use another account
          </Button>
        )}
      </div>
    </div>
  );
}
