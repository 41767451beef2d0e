import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { serverApiFetch } from '../lib/load-context';

interface Category {
  name: string;
  slug: string;
}

export const meta: MetaFunction = () => [
  { title: 'Shopwright: shop electronics, clothing, home, sports and books' },
  { name: 'description', content: 'Shopwright is an online shop for electronics, clothing, home, sports and books.' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const res = await serverApiFetch(context, 'products/categories');
  const categories: Category[] = res.ok ? await res.json() : [];
  return { categories };
}

export default function Home() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-[90%] max-w-[1200px] py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Shopwright</h1>
      <p className="mt-3 text-muted">Shop by category.</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {categories.map((c) => (
          <li key={c.slug}>
            <a className="rounded-full border border-line px-4 py-2 hover:border-brand-600" href={`/products?category=${c.slug}`}>
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
