/** Bulgarian alphabetical order for every list the user sorts or reads (spec: sortable, Bulgarian collation). */
export const bgCollator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

export function sortByText<T>(items: readonly T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => bgCollator.compare(text(a), text(b)));
}
