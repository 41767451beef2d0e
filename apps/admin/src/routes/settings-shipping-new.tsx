import { useNavigate } from 'react-router';
import { MethodForm } from '../features/shipping/components/method-form';
import { BackToShipping } from '../features/shipping/components/method-page';

/** `/admin/settings/shipping/new`: a way of shipping to a zone, priced by a rate table. */
export function SettingsShippingNewPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToShipping />
      <h2 className="mb-4 text-xl font-semibold">New shipping method</h2>
      <MethodForm onSaved={() => navigate('/settings/shipping')} />
    </>
  );
}

export { SettingsShippingNewPage as Component };
