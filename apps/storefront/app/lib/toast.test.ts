import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: [string, unknown, { id?: string }][] = [];
const record = (kind: string) => (message: unknown, options: { id?: string }) => calls.push([kind, message, options]);
const hotToast = Object.assign(vi.fn(record('blank')), {
  success: vi.fn(record('success')),
  error: vi.fn(record('error')),
  loading: vi.fn(record('loading')),
  dismiss: vi.fn((id?: string) => calls.push(['dismiss', id, {}])),
});
vi.mock('react-hot-toast', () => ({ default: hotToast, Toaster: () => null }));

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('toasts asked for before react-hot-toast is loaded', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('show in the order asked, and a loading toast is replaced through the id returned at once', async () => {
    const { default: toast } = await import('./toast');
    const id = toast.loading('Adding to cart…');
    expect(id).toMatch(/^sw-toast-\d+$/);
    toast.success('Added to cart', { id });
    toast.error('Please login to view your cart!');
    await flush();
    expect(calls.map(([kind, message, options]) => [kind, message, options.id === id])).toEqual([
      ['loading', 'Adding to cart…', true],
      ['success', 'Added to cart', true],
      ['error', 'Please login to view your cart!', false],
    ]);
    // Each toast has its own id unless one is given: two errors are two toasts, as before.
    expect(calls[2]?.[2].id).not.toBe(id);
  });

  it('keeps an id the caller gives, and dismisses through the library', async () => {
    const { default: toast } = await import('./toast');
    expect(toast('Saved', { id: 'saved' })).toBe('saved');
    toast.dismiss('saved');
    await flush();
    expect(calls).toEqual([
      ['blank', 'Saved', { id: 'saved' }],
      ['dismiss', 'saved', {}],
    ]);
  });
});
