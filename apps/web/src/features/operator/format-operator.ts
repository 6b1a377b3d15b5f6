/** Seconds as a person reads them: '3 d 4 h', '5 h 12 min', '12 min', '40 s'. */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${total} s`;
}

/** '$48,250' for whole dollars, '$12.50' when there are cents. */
export function formatDollars(amount: number): string {
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** An amount in its own currency: '€299.00'. */
export function formatAmount(amount: number, currency: string): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency });
}

/** '2.5 %', one decimal at most. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;
}
