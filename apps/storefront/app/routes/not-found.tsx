import { data, type MetaFunction } from 'react-router';

export const meta: MetaFunction = () => [{ title: 'Oops! Page Not Found' }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="mx-auto w-[90%] max-w-[1200px] py-16">
      <h1 className="text-3xl font-semibold">Oops! Page Not Found</h1>
      <a className="mt-6 inline-block text-brand-600 underline" href="/">
        Go to Homepage
      </a>
    </main>
  );
}
