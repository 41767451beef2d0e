import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../session/auth-provider';
import { wishlistQueryOptions, type WishlistItem } from './wishlist-api';

const NONE: ReadonlySet<number> = new Set();
const SavedProducts = createContext<ReadonlySet<number>>(NONE);

// Module-level, so the query runs it only when the wishlist changes.
const toIds = (items: WishlistItem[]): ReadonlySet<number> => new Set(items.map((i) => i.id));

/**
 * The ids of the products the shopper saved, from one wishlist query for the whole page. Each
 * heart reads them from here: a query observer per card cost a listing's server render about a
 * tenth of its allocations (ADR 032, round 5).
 */
export function SavedProductsProvider({ children }: { children: ReactNode }) {
  const saved = useQuery({ ...wishlistQueryOptions(useSignedIn()), select: toIds }).data ?? NONE;
  return <SavedProducts.Provider value={saved}>{children}</SavedProducts.Provider>;
}

/** The saved products' ids (none for guests and until the wishlist is known). */
export const useSavedIds = () => useContext(SavedProducts);

/** Whether the product is on the shopper's wishlist. */
export const useIsSaved = (productId: number) => useSavedIds().has(productId);
