import { useEffect, useState } from 'react';

interface Health {
  status: string;
  database: { status: string; dialect: string };
}

/** The admin area's frame; its sections arrive with the admin issue. */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  useEffect(() => {
    fetch('/api/health')
      .then((res) => res.json() as Promise<Health>)
      .then(setHealth)
      .catch(() => setHealth(null));
  }, []);
  return (
    <main className="min-h-screen bg-surface p-10 font-sans text-ink">
      <h1 className="text-2xl font-semibold">Shopwright Admin</h1>
      <p className="mt-2 text-muted">
        API {health ? `${health.status}, database ${health.database.dialect} ${health.database.status}` : 'status unknown'}
      </p>
    </main>
  );
}
