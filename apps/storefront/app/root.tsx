import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type LinksFunction, type LoaderFunctionArgs } from 'react-router';
import './app.css';

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

export function loader({ context }: LoaderFunctionArgs) {
  return { nonce: context.cspNonce ?? '', shopName: context.shopName ?? 'Shopwright' };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
