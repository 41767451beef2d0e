import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide';
import { Icon } from '../../components/ui/icon';
import toast from '../../lib/toast';
import { ReviewInputSchema, type ReviewInput } from '@shopwright/shared/catalog';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/field';
import { reviewKeys, saveReview } from './api/reviews';
import { cn } from '../../lib/cn';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { useT } from '../../lib/i18n';

function StarInput({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t('review.yourRating')}</legend>
      <div className="flex gap-1" role="radiogroup" aria-label={t('review.rating')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={t('review.stars', { count: n })}
            onClick={() => onChange(n)}
            className="rounded"
          >
            <Icon node={Star} className={cn('h-7 w-7', n <= value ? 'fill-amber-400 text-amber-400' : 'text-gray-300')} />
          </button>
        ))}
      </div>
      {error && (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {t.text(error)}
        </p>
      )}
    </fieldset>
  );
}

/** Write (or, a second time, replace) the shopper's review. */
export function ReviewForm({ productId }: { productId: number }) {
  const queryClient = useQueryClient();
  const t = useT();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ReviewInput>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: { rating: 0, title: '', body: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveReview(productId, values);
      toast.success(t('review.published'));
      reset();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all(productId) });
    } catch (error) {
      applyServerErrors(error, setError, ['rating', 'title', 'body']);
      toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-line p-6">
      <h3 className="text-lg font-semibold">{t('review.write')}</h3>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarInput value={field.value} onChange={field.onChange} error={formState.errors.rating?.message} />}
      />
      <Input label={t('review.title')} error={formState.errors.title?.message} {...register('title')} />
      <Textarea label={t('review.body')} rows={4} error={formState.errors.body?.message} {...register('body')} />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('review.publish')}
      </Button>
    </form>
  );
}
