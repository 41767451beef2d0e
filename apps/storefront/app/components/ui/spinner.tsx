import { cn } from '../../lib/cn';

const SIZES = { sm: 'h-4 w-4', md: 'h-7 w-7', lg: 'h-10 w-10' } as const;

export function Spinner({ size = 'sm', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <svg className={cn('animate-spin', SIZES[size], className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
