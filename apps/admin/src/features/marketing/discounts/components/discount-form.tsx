import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_DISCOUNT_MESSAGES as M, DiscountInputSchema, type AdminDiscountDetail } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Checkbox, Input } from '../../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../../lib/form-errors';
import { useShopCurrency } from '../../../../lib/shop-settings';
import { useCreateDiscount, useUpdateDiscount } from '../api/discounts';
import { discountValueText } from './discount-format';
import { discountFormValuesOf, toDiscountInput, type DiscountFormValues, type SetDiscountField } from './discount-form-values';
import { DiscountLimitFields, DiscountValueFields } from './discount-rule-fields';

interface DiscountFormProps {
  /** The code to edit; a new one without. */
  discount?: AdminDiscountDetail;
  onSaved: (saved: AdminDiscountDetail) => void;
}

/** What shoppers will get, in one sentence, while the values make sense. */
function preview(values: DiscountFormValues, currency: string): string | null {
  const parsed = DiscountInputSchema.safeParse(toDiscountInput({ ...values, code: values.code || 'PREVIEW' }));
  if (!parsed.success) return null;
  const d = parsed.data;
  const minimum = d.min_subtotal > 0 ? ` on orders of ${formatMoney(d.min_subtotal, currency)} or more` : '';
  return `Shoppers get ${discountValueText(d, currency)}${minimum}.`;
}

/** Creates a code or edits one; checked with the shared schema first, then by the server. */
export function DiscountForm({ discount, onSaved }: DiscountFormProps) {
  const [values, setValues] = useState<DiscountFormValues>(() => discountFormValuesOf(discount));
  const [errors, setErrors] = useState<FieldErrors>({});
  const currency = useShopCurrency();
  const create = useCreateDiscount();
  const update = useUpdateDiscount(discount?.id ?? 0);
  const pending = create.isPending || update.isPending;
  const used = (discount?.times_used ?? 0) > 0;

  const set: SetDiscountField = (field, value) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = DiscountInputSchema.safeParse(toDiscountInput(values));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toast.error('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (saved: AdminDiscountDetail) => {
        toast.success(discount ? M.saved(saved.code) : M.created(saved.code));
        onSaved(saved);
      },
      onError: (error: unknown) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    };
    const { active, ...rules } = parsed.data;
    if (discount) update.mutate(rules, handlers);
    else create.mutate({ ...rules, active }, handlers);
  }

  const sentence = preview(values, currency);
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={discount ? `Edit ${discount.code}` : 'New discount code'}>
      {used && (
        <p className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Changes apply to orders placed from now on. The{' '}
          {discount!.times_used === 1 ? 'order that used' : `${discount!.times_used} orders that used`} this code keep the discount they
          got, and the code itself can no longer be renamed.
        </p>
      )}
      <Card title="Checkout code">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Code"
            hint="What shoppers type at checkout: letters, digits, - and _ (stored in capitals)."
            className={used ? 'bg-surface font-mono uppercase text-muted' : 'font-mono uppercase'}
            autoComplete="off"
            maxLength={32}
            value={values.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            error={errors.code}
            readOnly={used}
          />
          {!discount && (
            <div className="sm:pt-7">
              <Checkbox
                label="Active"
                hint="Shoppers can use it (within its dates). You can switch it off later."
                checked={values.active}
                onChange={(e) => set('active', e.target.checked)}
              />
            </div>
          )}
        </div>
      </Card>
      <Card title="Discount">
        <DiscountValueFields values={values} errors={errors} set={set} currency={currency} />
        {sentence && (
          <p className="mt-4 text-sm text-muted" aria-live="polite">
            {sentence}
          </p>
        )}
      </Card>
      <Card title="Validity and limit">
        <DiscountLimitFields values={values} errors={errors} set={set} />
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={discount ? `/marketing/discounts/${discount.id}` : '/marketing'} className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          {discount ? 'Save changes' : 'Create discount code'}
        </Button>
      </div>
    </form>
  );
}
