/**
 * SAMPLE DATA. No payment provider is connected and nothing records alerts yet, so the console's
 * Billing Overview, Payment Gateways, Transactions and the Overview's recent alerts are made up
 * here, in the browser (SPEC §3 Sample gateway, Sample transaction, Sample alert). Nothing here is
 * stored, charged or sent anywhere. SPEC §2: the sample arrives after a 1 s delay.
 */

export const SAMPLE_DELAY_MS = 1000;

/** The delay in use; tests lower `ms` instead of waiting a second per screen. */
export const samplePlatformDelay = { ms: SAMPLE_DELAY_MS };

/** SPEC §4. */
export const GATEWAY_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface SampleGateway {
  id: string;
  name: string;
  provider: string;
  status: GatewayStatus;
  /** Percent of each payment. */
  transactionFee: number;
  /** Dollars this month. */
  monthlyVolume: number;
  /** Percent. */
  successRate: number;
  lastTransaction: string;
  configuration: {
    publicKey: string;
    secretKey: string;
    webhookUrl: string;
    supportedCurrencies: string[];
  };
}

export interface SampleTransaction {
  id: string;
  organizationId: string;
  organizationName: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  gateway: string;
  type: 'subscription' | 'upgrade' | 'refund' | 'one-time';
  createdAt: string;
  description: string;
}

export type AlertType = 'warning' | 'error' | 'info';

export interface SampleAlert {
  id: string;
  type: AlertType;
  message: string;
  timestamp: string;
  resolved: boolean;
}

export interface SampleRevenue {
  /** Dollars. */
  mrr: number;
  arr: number;
  outstanding: number;
  averagePerTenant: number;
  byMonth: { month: string; revenue: number }[];
  byPlan: { plan: string; tenants: number; revenue: number }[];
}

export interface SamplePlatform {
  revenue: SampleRevenue;
  gateways: SampleGateway[];
  transactions: SampleTransaction[];
  alerts: SampleAlert[];
}

const hoursAgo = (now: Date, hours: number) =>
  new Date(now.getTime() - hours * 3600 * 1000).toISOString();

const monthLabel = (now: Date, monthsBack: number) =>
  new Date(now.getFullYear(), now.getMonth() - monthsBack, 1).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
  });

/** The sample as of `now`: the dates are relative, so the data always looks recent. */
export function samplePlatform(now = new Date()): SamplePlatform {
  const mrr = 48_250;
  const monthly = [36_900, 39_400, 41_200, 43_800, 46_100, mrr];
  return {
    revenue: {
      mrr,
      arr: mrr * 12,
      outstanding: 3_420,
      averagePerTenant: 152,
      byMonth: monthly.map((revenue, index) => ({
        month: monthLabel(now, monthly.length - 1 - index),
        revenue,
      })),
      byPlan: [
        { plan: 'Starter', tenants: 142, revenue: 2_698 },
        { plan: 'Professional', tenants: 511, revenue: 25_039 },
        { plan: 'Enterprise', tenants: 69, revenue: 20_513 },
      ],
    },
    gateways: [
      {
        id: 'gw-stripe',
        name: 'Stripe',
        provider: 'stripe',
        status: 'active',
        transactionFee: 2.9,
        monthlyVolume: 38_940,
        successRate: 98.7,
        lastTransaction: hoursAgo(now, 0.2),
        configuration: {
          publicKey: 'pk_live_••••••••4f2a',
          secretKey: 'sk_live_••••••••9c1d',
          webhookUrl: 'https://api.concierge.example/webhooks/stripe',
          supportedCurrencies: ['USD', 'EUR', 'GBP', 'CAD'],
        },
      },
      {
        id: 'gw-paypal',
        name: 'PayPal',
        provider: 'paypal',
        status: 'active',
        transactionFee: 3.2,
        monthlyVolume: 7_310,
        successRate: 97.1,
        lastTransaction: hoursAgo(now, 3),
        configuration: {
          publicKey: 'AY••••••••Qx7',
          secretKey: 'EK••••••••m2P',
          webhookUrl: 'https://api.concierge.example/webhooks/paypal',
          supportedCurrencies: ['USD', 'EUR', 'GBP'],
        },
      },
      {
        id: 'gw-square',
        name: 'Square',
        provider: 'square',
        status: 'maintenance',
        transactionFee: 2.6,
        monthlyVolume: 2_000,
        successRate: 95.4,
        lastTransaction: hoursAgo(now, 30),
        configuration: {
          publicKey: 'sq0idp-••••••••Wm3',
          secretKey: 'sq0csp-••••••••Lr8',
          webhookUrl: 'https://api.concierge.example/webhooks/square',
          supportedCurrencies: ['USD', 'CAD', 'GBP'],
        },
      },
      {
        id: 'gw-razorpay',
        name: 'Razorpay',
        provider: 'razorpay',
        status: 'inactive',
        transactionFee: 2.0,
        monthlyVolume: 0,
        successRate: 0,
        lastTransaction: hoursAgo(now, 24 * 40),
        configuration: {
          publicKey: 'rzp_live_••••••••K9e',
          secretKey: '••••••••••••t4Z',
          webhookUrl: 'https://api.concierge.example/webhooks/razorpay',
          supportedCurrencies: ['INR', 'USD'],
        },
      },
    ],
    transactions: [
      ['TXN-10481', 'Northwind Dental', 149, 'USD', 'completed', 'Stripe', 'subscription', 0.5],
      ['TXN-10480', 'Bluebird Bakery', 49, 'USD', 'completed', 'Stripe', 'subscription', 2],
      ['TXN-10479', 'Atlas Legal', 299, 'EUR', 'pending', 'PayPal', 'subscription', 5],
      ['TXN-10478', 'Kite Surf School', 19, 'GBP', 'failed', 'Stripe', 'subscription', 9],
      ['TXN-10477', 'Maple Realty', 100, 'CAD', 'completed', 'Square', 'upgrade', 20],
      ['TXN-10476', 'Bluebird Bakery', 49, 'USD', 'refunded', 'Stripe', 'refund', 26],
      ['TXN-10475', 'Orbit Fitness', 49, 'USD', 'completed', 'PayPal', 'subscription', 31],
      ['TXN-10474', 'Harbor Clinic', 149, 'USD', 'completed', 'Stripe', 'subscription', 47],
      ['TXN-10473', 'Atlas Legal', 250, 'EUR', 'completed', 'PayPal', 'one-time', 60],
      ['TXN-10472', 'Kite Surf School', 19, 'GBP', 'pending', 'Stripe', 'subscription', 75],
    ].map(([id, organizationName, amount, currency, status, gateway, type, hours], index) => ({
      id: id as string,
      organizationId: `org-sample-${index + 1}`,
      organizationName: organizationName as string,
      amount: amount as number,
      currency: currency as string,
      status: status as TransactionStatus,
      gateway: gateway as string,
      type: type as SampleTransaction['type'],
      createdAt: hoursAgo(now, hours as number),
      description: `${type === 'refund' ? 'Refund' : 'Payment'} for ${organizationName as string}`,
    })),
    alerts: [
      {
        id: 'alert-1',
        type: 'warning',
        message: 'Square gateway is in scheduled maintenance',
        timestamp: hoursAgo(now, 1),
        resolved: false,
      },
      {
        id: 'alert-2',
        type: 'error',
        message: 'Payment failed for Kite Surf School (card declined)',
        timestamp: hoursAgo(now, 9),
        resolved: false,
      },
      {
        id: 'alert-3',
        type: 'info',
        message: 'Nightly database backup completed',
        timestamp: hoursAgo(now, 14),
        resolved: true,
      },
    ],
  };
}

/** What the console's sample query resolves with, after the SPEC's delay. */
export function loadSamplePlatform(delayMs = samplePlatformDelay.ms): Promise<SamplePlatform> {
  return new Promise((resolve) => setTimeout(() => resolve(samplePlatform()), delayMs));
}
