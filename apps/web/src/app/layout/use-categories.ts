import { categoriesWithVendors } from '@suerte/contracts/core';
import type { GameCategory } from '@suerte/contracts';
import { useGameVendors } from '../../lib/queries/game-vendors';

/** Categories that have vendors, in the given order; empty until the vendor list arrives. */
export function useCategories(order: readonly GameCategory[]) {
  const query = useGameVendors();
  const categories = query.data ? categoriesWithVendors(query.data, order) : [];
  return { categories, query };
}
