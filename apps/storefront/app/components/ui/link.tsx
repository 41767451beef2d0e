import { useContext, useEffect, type ComponentProps, type MouseEvent } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router';

type LinkProps = ComponentProps<typeof RouterLink>;

/** React Router's navigate, set once the app is hydrated (`LinkNavigation`); a click before then loads the page. */
let navigateTo: NavigateFunction | null = null;

/** Rendered once by the root: gives the plain links below the router's navigation. */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

/** The options React Router's Link would act on; any of them keeps its Link. */
const ROUTER_ONLY = ['replace', 'state', 'reloadDocument', 'relative', 'viewTransition', 'prefetch', 'target'] as const;

/**
 * A link of the shop: an `<a>` whose click navigates in the app like React Router's Link, without
 * that Link's dozen hooks per link (a page has ~100 links: their hooks were a visible share of
 * every server render and of hydration on a phone, ADR 032). Paths (`/…`) and a page's own search
 * (`?…`) take this way, `preventScrollReset` included (the listing's filter links: a few dozen per
 * page); anything else, or any other of React Router's options, is React Router's Link.
 * Like React Router's links it has no `data-discover` attribute: this app sends every route up
 * front (`routeDiscovery: 'initial'`). ESLint sends every import here.
 */
export function Link(props: LinkProps) {
  const { basename } = useContext(NavigationContext);
  const { pathname } = useLocation();
  const { to, onClick, children, discover: _discover, preventScrollReset, ...rest } = props;
  const path = typeof to === 'string' && !to.startsWith('//') ? (to.startsWith('?') ? `${pathname}${to}` : to) : null;
  if (path === null || !path.startsWith('/') || ROUTER_ONLY.some((key) => props[key] !== undefined))
    return <RouterLink discover="none" {...props} />;
  // As React Router's href: the market's prefix before the path ('/' alone, or before a search or hash, adds nothing).
  const href = basename === '/' ? path : `${basename.replace(/\/$/, '')}${path === '/' || /^\/[?#]/.test(path) ? path.slice(1) : path}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (!navigateTo) return;
    event.preventDefault();
    const a = event.currentTarget;
    // The same address again replaces the history entry, as React Router's Link does.
    const same = `${a.pathname}${a.search}${a.hash}` === `${location.pathname}${location.search}${location.hash}`;
    navigateTo(path, { replace: same, preventScrollReset });
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}
