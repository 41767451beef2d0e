import {
  ChartColumn,
  Clock,
  Gift,
  CreditCard,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  Package,
  Settings,
  Undo2,
  ShoppingCart,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  /** Path inside the admin app (the router's basename is /admin). */
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The admin sections, in sidebar order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/customers', label: 'Customers', icon: Users },
  { to: '/products', label: 'Products', icon: Package },
  { to: '/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/returns', label: 'Returns', icon: Undo2 },
  { to: '/pay-later', label: 'Pay later', icon: Clock },
  { to: '/gift-cards', label: 'Gift cards', icon: Gift },
  { to: '/transactions', label: 'Transactions', icon: CreditCard },
  { to: '/reports', label: 'Reports', icon: ChartColumn },
  { to: '/marketing', label: 'Marketing', icon: Megaphone },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/support', label: 'Support', icon: LifeBuoy },
];
