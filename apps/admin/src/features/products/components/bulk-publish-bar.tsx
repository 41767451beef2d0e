import { Eye, EyeOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_PRODUCT_MESSAGES as M } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { useBulkPublish } from '../api/products';

/** Shown while rows are chosen: publish or unpublish them together, or clear the choice. */
export function BulkPublishBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkPublish();
  if (ids.length === 0) return null;
  function run(action: 'publish' | 'unpublish') {
    bulk.mutate(
      { ids, action },
      {
        onSuccess: ({ updated }) => {
          toast.success(action === 'publish' ? M.published(updated) : M.unpublished(updated));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }
  const pending = bulk.isPending ? bulk.variables?.action : undefined;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-2.5"
    >
      <p className="text-sm font-medium text-brand-700" aria-live="polite">
        {ids.length} {ids.length === 1 ? 'product' : 'products'} selected
      </p>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => run('publish')} loading={pending === 'publish'} disabled={bulk.isPending}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          Publish
        </Button>
        <Button size="sm" variant="secondary" onClick={() => run('unpublish')} loading={pending === 'unpublish'} disabled={bulk.isPending}>
          <EyeOff className="h-4 w-4" aria-hidden="true" />
          Unpublish
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={bulk.isPending}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
