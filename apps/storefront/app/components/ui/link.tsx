import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

/**
 * React Router's links without their `data-discover="true"` attribute: it marks links for lazy
 * route discovery, and this app sends every route up front (`routeDiscovery: 'initial'`), so the
 * attribute only added ~2 KB to a listing's HTML (over 100 links). ESLint sends every import here.
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}
