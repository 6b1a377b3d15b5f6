const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "$49.00". */
export const formatMoney = (dollars: number) => money.format(dollars);

/** "Dec 1, 2026" for an ISO day or instant (a bare day is read as local, not UTC). */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}
