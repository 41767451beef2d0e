import { MethodsCard } from '../features/shipping/components/methods-card';

/** `/admin/settings/shipping`: the shipping methods, each for a zone with its rate table. */
export function SettingsShippingPage() {
  return <MethodsCard />;
}

export { SettingsShippingPage as Component };
