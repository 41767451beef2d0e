import { useSearchParams } from 'react-router';
import { Heart, Lock, Mail, MapPin, Package, ShieldCheck, User } from 'lucide';
import type { IconNode } from '../../components/ui/icon';

export const ACCOUNT_SECTIONS = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'addresses', label: 'Addresses', icon: MapPin },
  { id: 'security', label: 'Security', icon: Lock },
  { id: 'orders', label: 'Orders', icon: Package },
  { id: 'wishlist', label: 'Wishlist', icon: Heart },
  { id: 'newsletter', label: 'Newsletter', icon: Mail },
  { id: 'privacy', label: 'Privacy', icon: ShieldCheck },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: IconNode }>;

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];

const isSection = (value: string | null): value is AccountSectionId => ACCOUNT_SECTIONS.some((s) => s.id === value);

/** The open section lives in `?section=`, so a reload or a shared link keeps it. */
export function useAccountSection(): AccountSectionId {
  const [params] = useSearchParams();
  const value = params.get('section');
  return isSection(value) ? value : 'profile';
}

export const sectionHref = (id: AccountSectionId) => `/account?section=${id}`;
