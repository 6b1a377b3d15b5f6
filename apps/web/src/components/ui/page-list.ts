export type PageListItem = number | 'ellipsis';

/**
 * The page buttons of a paging footer (SPEC §2): the first, the last, the current page and one
 * neighbour on each side, with 'ellipsis' wherever pages are skipped.
 */
export function pageList(current: number, totalPages: number): PageListItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const numbers = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);

  const items: PageListItem[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous > 1) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}
