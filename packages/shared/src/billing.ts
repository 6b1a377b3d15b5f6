import { z } from 'zod';

/**
 * Issue 8 "Billing": plans are rows the operator manages (SPEC §3 Sample plan, §9 prices); an
 * organization is on one of them, and its limits are that plan's. -1 means unlimited.
 */
export const PLAN_LIMIT_KEYS = ['chats', 'seats', 'knowledgeBase', 'integrations'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];
export type PlanLimits = Record<PlanLimitKey, number>;
export const UNLIMITED = -1;

/** The plan a new organization starts on (not offered in Billing). */
export const TRIAL_PLAN_ID = 'trial';

/** GET /billing `data.plan` and `data.plans` item. Prices are whole dollars a month. */
export interface PlanSummary {
  id: string;
  name: string;
  description: string;
  price: number;
  interval: 'month';
  features: string[];
  limits: PlanLimits;
  popular: boolean;
  isActive: boolean;
}

export interface UsageFigure {
  used: number;
  /** -1: unlimited. */
  limit: number;
}
export type PlanUsage = Record<PlanLimitKey, UsageFigure>;

/** GET /billing `data`. Payment method and history are not here: no payment provider exists. */
export interface BillingOverview {
  plan: PlanSummary;
  usage: PlanUsage;
  /** The active plans, cheapest first: what Choose Plan offers. */
  plans: PlanSummary[];
  trialEndsAt: string | null;
  /** Start of the month whose chats count (the organization's timezone), ISO. */
  periodStart: string;
  /** When the organization signed up, ISO: no invoice is older. */
  customerSince: string;
}

/** SPEC §9: the usage bar's percent, capped at 100, and 0 for unlimited. */
export function usagePercent({ used, limit }: UsageFigure): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** "3,000", or "∞" for unlimited. */
export function formatLimit(limit: number): string {
  return limit === UNLIMITED ? '∞' : limit.toLocaleString('en-US');
}

export const changePlanSchema = z.object({
  plan_id: z
    .string({ error: 'Choose a plan' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: 'Choose a plan' }),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

const limitNames: Record<PlanLimitKey, string> = {
  chats: 'chats this month',
  seats: 'seats (members and pending invitations)',
  knowledgeBase: 'knowledge entries',
  integrations: 'connected integrations',
};

export const billingMessages = {
  loadFailed: 'Error loading billing information',
  confirmPlanChange:
    'Are you sure you want to change your plan? This will take effect immediately.',
  planChanged: (name: string) => `You are now on the ${name} plan`,
  planNotFound: 'This plan does not exist or is no longer offered',
  samePlan: (name: string) => `You are already on the ${name} plan`,
  /** 409 when a downgrade would leave the organization above a limit of the new plan. */
  overNewLimit: (plan: string, key: PlanLimitKey, used: number, limit: number) =>
    `The ${plan} plan allows ${limit} ${limitNames[key]}; your organization has ${used}. Reduce them first.`,
  /** 409 when adding one more would pass the current plan's limit. */
  limitReached: (plan: string, key: PlanLimitKey, limit: number) =>
    `Your ${plan} plan allows ${limit} ${limitNames[key]}. Choose a larger plan under Billing to add more.`,
  /** What the widget tells a visitor once the month's chats are used up. */
  chatsUnavailable:
    'Our assistant is unavailable right now. Please try again later or contact us another way.',
  paymentMethodUpdated: 'Payment method updated',
} as const;

/** Luhn check of a card number of 12–19 digits (spaces and dashes allowed). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" of a card that has not expired by `now` (a card is good through its month's end). */
export function isFutureExpiry(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The Update Payment Method modal (sample: no provider is connected, nothing leaves the browser). */
export const paymentMethodSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, { error: 'Card number is required' })
    .refine(passesLuhn, { error: 'Enter a valid card number' }),
  expiry: z
    .string()
    .trim()
    .min(1, { error: 'Expiry date is required' })
    .refine((value) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), {
      error: 'Enter the expiry date as MM/YY',
    })
    .refine((value) => isFutureExpiry(value), { error: 'This card has expired' }),
  cvc: z
    .string()
    .trim()
    .min(1, { error: 'CVC is required' })
    .regex(/^\d{3,4}$/, { error: 'CVC must be 3 or 4 digits' }),
});
export type PaymentMethodInput = z.infer<typeof paymentMethodSchema>;
