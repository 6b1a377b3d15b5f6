import type { PlanSummary } from '@concierge/shared';

/**
 * SAMPLE DATA. No payment provider is connected, so the payment method, the renewal date and the
 * billing history are made up here, in the browser, from the current plan's price and today's
 * date (SPEC §3 Sample billing). Nothing here is stored or charged.
 */

export interface SamplePaymentMethod {
  type: 'card';
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** SPEC §4: paid, pending; any other status is shown as failed. */
export type BillingStatus = 'paid' | 'pending' | 'failed';

export interface SampleInvoice {
  id: string;
  /** ISO date. */
  date: string;
  /** Dollars. */
  amount: number;
  status: string;
  description: string;
  invoiceUrl: string;
}

export interface SampleBilling {
  nextBillingDate: string;
  /** None on a free plan (the trial): nothing has been charged, so no card is on file. */
  paymentMethod: SamplePaymentMethod | null;
  billingHistory: SampleInvoice[];
}

const startOfMonth = (today: Date, monthsAhead: number) =>
  new Date(today.getFullYear(), today.getMonth() + monthsAhead, 1);

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The statuses the sample history cycles through, newest first. */
const SAMPLE_STATUSES = ['paid', 'paid', 'pending', 'declined'] as const;

/** Whole calendar months from `since`'s month to `today`'s: 0 in the month of signing up. */
const monthsBetween = (since: Date, today: Date) =>
  (today.getFullYear() - since.getFullYear()) * 12 + today.getMonth() - since.getMonth();

/**
 * The sample history bills the first of each month since the organization signed up (the month
 * of signing up included), newest first, never more than four.
 */
export function sampleBilling(
  plan: PlanSummary,
  customerSince: Date,
  today = new Date(),
): SampleBilling {
  const nextBillingDate = isoDay(startOfMonth(today, 1));
  if (plan.price === 0) return { nextBillingDate, paymentMethod: null, billingHistory: [] };
  const months = Math.max(0, monthsBetween(customerSince, today)) + 1;
  const billingHistory = SAMPLE_STATUSES.slice(0, months).map((status, index) => {
    const date = startOfMonth(today, -index);
    const id = `INV-${isoDay(date).slice(0, 7).replace('-', '')}`;
    return {
      id,
      date: isoDay(date),
      amount: plan.price,
      status,
      description: `${plan.name} plan — monthly subscription`,
      invoiceUrl: `/billing/invoices/${id}`,
    };
  });
  return {
    nextBillingDate,
    paymentMethod: {
      type: 'card',
      brand: 'Visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: today.getFullYear() + 3,
    },
    billingHistory,
  };
}

export function billingStatusOf(status: string): BillingStatus {
  return status === 'paid' || status === 'pending' ? status : 'failed';
}

/** The brand of a card number by its leading digits (the sample shows it, nothing checks it). */
export function cardBrandOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (digits.startsWith('6')) return 'Discover';
  return 'Card';
}
