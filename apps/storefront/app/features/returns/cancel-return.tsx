import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shopwright/shared/http';
import type { Return } from '@shopwright/shared/returns';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { cancelReturn, returnKeys } from '../../lib/returns/returns-api';
import toast from '../../lib/toast';
import { useT } from '../../lib/i18n';

/** "Cancel return" until the items are received, behind a confirmation. */
export function CancelReturn({ ret }: { ret: Return }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelReturn(ret.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(returnKeys.detail(ret.number), updated);
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
      setOpen(false);
      toast.success(t('returnsPage.cancelled', { number: ret.number }));
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('returnsPage.cancel')}
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} title={t('returnsPage.cancelTitle')}>
        <h2 className="text-xl font-semibold">{t('returnsPage.cancelTitle')}</h2>
        <p className="mt-3 text-sm text-muted">{t('returnsPage.cancelText', { number: ret.number })}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('returnsPage.keep')}
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('returnsPage.confirmCancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
