import { useSearchParams } from 'react-router';
import { Heart, Lock, Mail, MapPin, Package, ShieldCheck, Undo2, User, Wallet } from 'lucide';
import type { IconNode } from '../../components/ui/icon';

export const ACCOUNT_SECTIONS = [
  { id: 'profile', icon: User },
  { id: 'addresses', icon: MapPin },
  { id: 'security', icon: Lock },
  { id: 'orders', icon: Package },
  { id: 'returns', icon: Undo2 },
  { id: 'store-credit', icon: Wallet },
  { id: 'wishlist', icon: Heart },
  { id: 'newsletter', icon: Mail },
  { id: 'privacy', icon: ShieldCheck },
] as const satisfies ReadonlyArray<{ id: string; icon: IconNode }>;

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];

const isSection = (value: string | null): value is AccountSectionId => ACCOUNT_SECTIONS.some((s) => s.id === value);

/** The open section lives in `?section=`, so a reload or a shared link keeps it. */
export function useAccountSection(): AccountSectionId {
  const [params] = useSearchParams();
  const value = params.get('section');
  return isSection(value) ? value : 'profile';
}

export const sectionHref = (id: AccountSectionId) => `/account?section=${id}`;
