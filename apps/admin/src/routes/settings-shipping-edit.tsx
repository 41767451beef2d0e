import { useNavigate, useParams } from 'react-router';
import { MethodForm } from '../features/shipping/components/method-form';
import { DeleteMethodButton, MethodPage } from '../features/shipping/components/method-page';

/** `/admin/settings/shipping/{code}`: a shipping method's zone, rates, free threshold and tax category. */
export function SettingsShippingEditPage() {
  const navigate = useNavigate();
  const code = useParams().methodCode ?? '';
  return (
    <MethodPage code={code}>
      {(method) => (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">Shipping method {method.name}</h2>
            <DeleteMethodButton method={method} />
          </div>
          <MethodForm key={method.code} method={method} onSaved={() => navigate('/settings/shipping')} />
        </>
      )}
    </MethodPage>
  );
}

export { SettingsShippingEditPage as Component };
