import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_MESSAGES } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { RETURN_WINDOW_DAYS } from '@shopwright/shared/returns';
import { ShopSettingsPatchSchema, type AdminShopSettings } from '@shopwright/shared/settings';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { usePatchSettings } from '../api/settings';
import { PricingFields } from './pricing-fields';
import { formValuesOf, toSettingsPatch, type SetField, type SettingsFormValues } from './settings-form-values';
import { ShippingFields } from './shipping-fields';
import { StoreDetailsFields } from './store-details-fields';

/** A link from a card's header to the page that holds the full version of its settings. */
function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      {children}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </Link>
  );
}

/** The general settings, checked with the shared schema, saved all at once (`PATCH admin/settings`). */
export function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = usePatchSettings();

  const set: SetField = (field, value) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShopSettingsPatchSchema.safeParse(toSettingsPatch(values, settings));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toast.error('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(formValuesOf(saved));
        toast.success(ADMIN_MESSAGES.settingsSaved);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Shop settings">
      <Card title="Store details">
        <StoreDetailsFields values={values} errors={errors} set={set} />
      </Card>
      <Card title="Pricing and payments" actions={<MoreLink to="/settings/taxes">Taxes by destination</MoreLink>}>
        <PricingFields values={values} errors={errors} set={set} destination={settings.default_destination.country} />
      </Card>
      <Card title="Shipping" actions={<MoreLink to="/settings/shipping">Shipping methods and rates</MoreLink>}>
        <ShippingFields values={values} errors={errors} set={set} currency={values.currency} />
      </Card>
      <Card title="Returns" actions={<MoreLink to="/returns">Returns inbox</MoreLink>}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Return window (days)"
            hint={`How long after delivery customers can ask for a return: ${RETURN_WINDOW_DAYS.min} (the EU minimum) to ${RETURN_WINDOW_DAYS.max} days.`}
            type="number"
            inputMode="numeric"
            min={RETURN_WINDOW_DAYS.min}
            max={RETURN_WINDOW_DAYS.max}
            step={1}
            className="min-h-11"
            value={values.return_window_days}
            onChange={(e) => set('return_window_days', e.target.value)}
            error={errors.return_window_days}
          />
        </div>
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-4">
        <p className="text-sm text-muted">
          {settings.updated_at ? `Last saved ${formatDateTime(settings.updated_at)}` : 'Using the default settings.'}
        </p>
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
