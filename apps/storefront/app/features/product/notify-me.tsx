import { useState, type FormEvent } from 'react';
import toast from '../../lib/toast';
import type { z } from 'zod';
import type { NotifyMeSchema } from '@shopwright/shared/catalog';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { useAuth } from '../../lib/session/auth-provider';
import { notifyMe } from './api/notify-me';
import { useT } from '../../lib/i18n';

/**
 * Out of stock: ask to be e-mailed when it is back (guests give an e-mail). With a colour or size
 * the request is for that variant ("tell me when Black / 42 is back").
 */
export function NotifyMe({ productId, color = null, size = null }: { productId: number; color?: string | null; size?: string | null }) {
  const { isAuthenticated } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string>();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: z.input<typeof NotifyMeSchema> = { color: color ?? undefined, size: size ?? undefined };
    if (!isAuthenticated) {
      // The schema (and zod) loads only when a guest asks, not with every product page.
      const { EmailSchema } = await import('@shopwright/shared/auth');
      const parsed = EmailSchema.safeParse(email);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      body.email = parsed.data;
    }
    setError(undefined);
    setPending(true);
    try {
      const res = await notifyMe(productId, body);
      setDone(res.message);
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  const label = variantLabel({ color, size });
  if (done)
    return (
      <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800" role="status">
        {t.text(done)}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-line p-4">
      <p className="text-sm font-medium">{label ? t('product.notifyVariant', { label }) : t('product.notify')}</p>
      {!isAuthenticated && (
        <Input
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
      )}
      <Button type="submit" variant="secondary" className="w-full" loading={pending}>
        {t('product.notifyMe')}
      </Button>
    </form>
  );
}
