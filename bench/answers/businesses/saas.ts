import type { Business, BusinessEntry } from '../types.js';

/** An invoicing and bookkeeping app's help centre for small businesses. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'How much does Ledgerly cost?',
    content:
      'Starter is $12 a month (1 user, 20 invoices a month), Growth is $29 a month (3 users, unlimited invoices, bank feeds) and Pro is $59 a month (10 users, inventory, multi-currency and API access). Paying yearly gives you two months free.',
    tags: ['pricing', 'plans', 'price', 'subscription'],
  },
  {
    type: 'faq',
    title: 'Is there a free trial?',
    content:
      'Yes. Every new account gets a 30-day free trial with all Pro features and no credit card required. At the end of the trial you choose a plan; if you don’t, the account becomes read-only.',
    tags: ['trial', 'free', 'try'],
  },
  {
    type: 'faq',
    title: 'How do I cancel my subscription?',
    content:
      'Go to Settings › Billing › Cancel plan. Your account stays active until the end of the period you paid for, then becomes read-only for 90 days so you can export your data before it is deleted.',
    tags: ['cancel', 'unsubscribe', 'stop subscription'],
  },
  {
    type: 'faq',
    title: 'Do you offer refunds?',
    content:
      'Annual plans cancelled within the first 60 days are refunded pro rata for the unused months. Monthly plans are not refunded, but you keep access until the end of the month.',
    tags: ['refund', 'money back'],
  },
  {
    type: 'faq',
    title: 'How do I reset my password?',
    content:
      'Click “Forgot password?” on the sign-in page and enter your e-mail address. The reset link is valid for 30 minutes; if it doesn’t arrive, check your spam folder or ask us to resend it.',
    tags: ['password', 'login', 'locked out', 'sign in'],
  },
  {
    type: 'faq',
    title: 'How do I turn on two-factor authentication?',
    content:
      'Go to Settings › Security › Two-factor authentication and scan the QR code with an authenticator app such as Google Authenticator or 1Password, or choose SMS codes. Save your 10 recovery codes somewhere safe.',
    tags: ['2fa', 'two-factor', 'security', 'mfa'],
  },
  {
    type: 'faq',
    title: 'Can I import my data from QuickBooks or Xero?',
    content:
      'Yes. The import wizard (Settings › Data › Import) brings in customers, suppliers, items, invoices and bills from QuickBooks Online, Xero and FreshBooks, up to 5 years back. Any other app can be imported from CSV files.',
    tags: ['import', 'migrate', 'quickbooks', 'xero', 'switch'],
  },
  {
    type: 'faq',
    title: 'Which banks can I connect?',
    content:
      'More than 12,000 banks and credit card providers: through Plaid in the US and Canada and TrueLayer in the UK and EU. Transactions sync once a day, and you can sync manually at any time. Bank feeds are included in Growth and Pro.',
    tags: ['bank feed', 'bank connection', 'plaid', 'sync'],
  },
  {
    type: 'faq',
    title: 'How do I add team members?',
    content:
      'Go to Settings › Team › Invite and choose a role: Admin, Accountant or Staff. Staff can create invoices and expenses but cannot see reports or bank accounts. Users beyond your plan’s limit are $8 a month each.',
    tags: ['users', 'invite', 'team', 'seats', 'roles'],
  },
  {
    type: 'faq',
    title: 'Can my accountant access my books?',
    content:
      'Yes, invite them with the Accountant role. One accountant seat is free on every plan and does not count against your user limit. Accountants using Ledgerly Partner can switch between all their clients from one login.',
    tags: ['accountant', 'bookkeeper', 'cpa'],
  },
  {
    type: 'faq',
    title: 'Can I invoice in other currencies?',
    content:
      'On the Pro plan you can invoice, bill and hold bank accounts in 160 currencies. Exchange rates are updated daily from the European Central Bank, and gains and losses are recorded automatically.',
    tags: ['multi-currency', 'currency', 'foreign', 'exchange rate'],
  },
  {
    type: 'faq',
    title: 'Can my customers pay invoices online?',
    content:
      'Yes. Connect Stripe or PayPal and every invoice gets a Pay now button. Card payments cost 2.9% + 30¢ (charged by Stripe, not by us) and ACH bank payments 0.8%, capped at $5.',
    tags: ['online payment', 'stripe', 'paypal', 'pay now', 'card fees'],
  },
  {
    type: 'faq',
    title: 'How do I customise my invoice template?',
    content:
      'Under Settings › Invoice design choose one of 8 templates, upload your logo, pick colours and fonts, and add custom fields such as a PO number. Pro can send invoices from your own domain.',
    tags: ['template', 'logo', 'branding', 'invoice design'],
  },
  {
    type: 'faq',
    title: 'Can I set up recurring invoices?',
    content:
      'Yes. Open an invoice and choose Make recurring: weekly, monthly, quarterly or yearly. Recurring invoices can be sent automatically and charge a customer’s saved card on the due date.',
    tags: ['recurring', 'subscription billing', 'repeat', 'retainer'],
  },
  {
    type: 'faq',
    title: 'Does Ledgerly send payment reminders?',
    content:
      'Yes. Automatic reminders go out 3 days before the due date, on the due date and 7 days after it. You can change the timing and wording, or switch reminders off for a single customer.',
    tags: ['reminders', 'overdue', 'late payment', 'chase'],
  },
  {
    type: 'faq',
    title: 'Is my financial data secure?',
    content:
      'Your data is encrypted with AES-256 at rest and TLS 1.3 in transit, and we are audited every year for SOC 2 Type II. Bank connections are read-only: nobody can move money from your bank through Ledgerly.',
    tags: ['security', 'encryption', 'soc 2', 'safe'],
  },
  {
    type: 'faq',
    title: 'Where is my data stored and are you GDPR compliant?',
    content:
      'Accounts in the EU and UK are hosted in Frankfurt and Dublin; all others in the United States (Virginia). We are GDPR compliant and offer a data processing agreement, which you can sign in Settings › Legal.',
    tags: ['gdpr', 'data location', 'privacy', 'dpa'],
  },
  {
    type: 'faq',
    title: 'Is there a mobile app?',
    content:
      'Yes, Ledgerly is free on iOS and Android with every plan. You can send invoices, record payments, snap receipts and see your cash flow. Invoices can be drafted offline and are sent when you reconnect.',
    tags: ['mobile', 'iphone', 'android', 'app'],
  },
  {
    type: 'faq',
    title: 'How does receipt scanning work?',
    content:
      'Take a photo in the mobile app, or forward an e-mailed receipt to receipts@ledgerly.app from your login address. The vendor, date, total and tax are read automatically and an expense is created for you to approve.',
    tags: ['receipts', 'expenses', 'ocr', 'scan'],
  },
  {
    type: 'faq',
    title: 'Does Ledgerly handle sales tax and VAT?',
    content:
      'Yes. Set tax rates per item or per line, including compound taxes. UK customers on Growth or Pro can file VAT returns directly to HMRC under Making Tax Digital. We do not file US sales tax returns for you.',
    tags: ['sales tax', 'vat', 'gst', 'hmrc', 'tax'],
  },
  {
    type: 'faq',
    title: 'Does Ledgerly do payroll?',
    content:
      'No, there is no built-in payroll. Connect Gusto and each pay run is recorded in Ledgerly automatically as wages, taxes and benefits.',
    tags: ['payroll', 'salaries', 'gusto', 'employees'],
  },
  {
    type: 'faq',
    title: 'Which apps does Ledgerly integrate with?',
    content:
      'Shopify, Stripe, PayPal, Square, Gusto, HubSpot and Zapier, which connects to more than 5,000 other apps. Find them all under Settings › Integrations.',
    tags: ['integrations', 'shopify', 'zapier', 'connect apps'],
  },
  {
    type: 'faq',
    title: 'Do you have an API?',
    content:
      'Yes, a REST API with OAuth 2.0 is included on the Pro plan. The limit is 120 requests a minute per account, and the documentation is at developer.ledgerly.app.',
    tags: ['api', 'developer', 'rest', 'webhooks'],
  },
  {
    type: 'faq',
    title: 'How do I export my data?',
    content:
      'Settings › Data › Export gives any report or list as CSV or Excel. Full backup creates a ZIP of everything, including attachments, and e-mails you a download link valid for 7 days.',
    tags: ['export', 'backup', 'download data', 'csv'],
  },
  {
    type: 'faq',
    title: 'How do I upgrade or downgrade my plan?',
    content:
      'Go to Settings › Billing › Change plan. An upgrade takes effect immediately and you pay the prorated difference; a downgrade takes effect on your next billing date.',
    tags: ['upgrade', 'downgrade', 'change plan'],
  },
  {
    type: 'faq',
    title: 'How can I pay for my subscription?',
    content:
      'By Visa, Mastercard, American Express or PayPal. Annual Pro subscriptions with more than 10 users can also pay by bank transfer against an invoice.',
    tags: ['billing', 'credit card', 'payment method', 'bank transfer'],
  },
  {
    type: 'faq',
    title: 'Do you have discounts for nonprofits or students?',
    content:
      'Registered nonprofits get 50% off any plan for life; send us your registration certificate. Accounting students and teachers get free Pro accounts through the Ledgerly Education program.',
    tags: ['nonprofit', 'charity', 'student', 'discount', 'education'],
  },
  {
    type: 'faq',
    title: 'How do I contact support?',
    content:
      'Live chat is staffed Monday to Friday from 6:00 am to 6:00 pm Pacific time, and e-mail to support@ledgerly.app is answered within 24 hours, every day. Pro customers can also book a phone call.',
    tags: ['support', 'help', 'contact', 'phone'],
  },
  {
    type: 'faq',
    title: 'Is Ledgerly down right now?',
    content:
      'Check status.ledgerly.app for the live status of the app, bank feeds and payments, and subscribe there to be e-mailed about incidents.',
    tags: ['status', 'outage', 'not loading', 'down'],
  },
  {
    type: 'faq',
    title: 'How do I delete my account?',
    content:
      'The account owner can go to Settings › Account › Delete account. We keep your data for 14 days in case you change your mind; after that it is permanently erased and cannot be restored.',
    tags: ['delete account', 'close account', 'erase'],
  },
  {
    type: 'faq',
    title: 'Can I track inventory?',
    content:
      'Yes, on the Pro plan. Ledgerly tracks stock for each item as you buy and sell, sends low-stock alerts and values inventory on a first-in, first-out (FIFO) basis.',
    tags: ['inventory', 'stock', 'products'],
  },
  {
    type: 'faq',
    title: 'Can I manage more than one business?',
    content:
      'Yes. Each business is its own subscription, and you switch between them from the menu at the top left. Every additional business gets 20% off its plan.',
    tags: ['multiple companies', 'second business', 'switch company'],
  },
  {
    type: 'faq',
    title: 'Can I track time and bill for hours?',
    content:
      'Yes. Start the timer from any project or log hours on a timesheet, then turn unbilled hours into an invoice in one click at each person’s hourly rate.',
    tags: ['time tracking', 'timesheet', 'hours', 'billable'],
  },
];

const GUIDE = 'Ledgerly getting started guide';
const SLA = 'Ledgerly service level agreement';
const RELEASE = 'What’s new: March 2024 release notes | Ledgerly';
const YEAR_END = 'Closing your books at year end | Ledgerly Help Center';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: GUIDE,
    fileName: 'ledgerly-getting-started-guide.pdf',
    tags: ['onboarding', 'setup'],
    content: `# Getting Started with Ledgerly

Welcome! This guide takes you from a new account to your first reconciled bank statement in about an hour. You can follow the same steps from the checklist on your dashboard.

# Step 1: Set up your company profile

Open Settings › Company and enter your legal business name, address, tax ID and the first month of your financial year. The financial year start cannot be changed after you have closed your first year, so check it with your accountant if you are unsure. Your logo uploaded here appears on invoices, quotes and statements.

# Step 2: Review your chart of accounts

Ledgerly creates a standard chart of 45 accounts for your country and business type. You can rename accounts and add new ones at any time. Accounts that already hold transactions can be archived but not deleted.

# Step 3: Connect your bank

Go to Banking › Add account and search for your bank. You will sign in on your bank's own page; Ledgerly never sees your bank password. Up to 90 days of past transactions are imported on the first sync.

# Step 4: Enter opening balances

If you used another system before, enter your opening balances as of the day before your start date: the balance of each bank account, what customers owe you and what you owe suppliers. Your accountant can give you these figures from last year's balance sheet.

# Step 5: Send your first invoice

Click New › Invoice, pick or add a customer, and add items. Invoice numbers start at INV-0001; you can change the prefix and next number under Settings › Invoice design. Click Send to e-mail it, or Download PDF to send it yourself.

# Step 6: Reconcile

On the Banking page each imported transaction waits to be matched with an invoice, bill or expense. Ledgerly suggests matches it is confident about; accept them with the green check mark. Anything it cannot match you can categorise yourself. Aim to reconcile once a week: it takes minutes when done often.

# Keyboard shortcuts

- N then I: new invoice
- N then E: new expense
- / : search everything
- G then D: go to the dashboard
- ? : show all shortcuts

# Getting help

Every page has a question mark icon that opens the help article for that page. Free 30-minute onboarding webinars run every Tuesday and Thursday at 10:00 am Pacific time; register from the Help menu. Growth and Pro customers can book a one-to-one setup call with our onboarding team during their first month.`,
  },
  {
    type: 'document',
    title: SLA,
    fileName: 'ledgerly-service-level-agreement.pdf',
    tags: ['sla', 'uptime', 'legal'],
    content: `LEDGERLY SERVICE LEVEL AGREEMENT

Version 3.2, effective 1 January 2024. This Service Level Agreement ("SLA") forms part of the Ledgerly Terms of Service for customers on the Growth and Pro plans.

1. AVAILABILITY COMMITMENT

Ledgerly will make the web application and the API available 99.9% of the time in each calendar month, measured by our external monitoring from three regions. Availability excludes scheduled maintenance and the exclusions in section 5.

2. SCHEDULED MAINTENANCE

Scheduled maintenance takes place on Sundays between 02:00 and 04:00 UTC. We announce it on status.ledgerly.app and by e-mail at least 72 hours in advance. We expect fewer than six maintenance windows a year, and most cause no downtime.

3. SERVICE CREDITS

If monthly availability falls below the commitment, you are entitled to a credit against your next invoice:

Availability below 99.9% but at least 99.0%: 10% of the monthly fee
Availability below 99.0% but at least 95.0%: 25% of the monthly fee
Availability below 95.0%: 50% of the monthly fee

To claim a credit, e-mail billing@ledgerly.app within 30 days of the end of the affected month. Credits are the sole remedy for unavailability and cannot be exchanged for cash.

4. SUPPORT RESPONSE TARGETS

Priority 1 (the service is unavailable or data is at risk): first response within 1 hour, 24/7, for Pro customers; within 4 hours for Growth customers.
Priority 2 (a major feature is not working, with no workaround): first response within 4 business hours.
Priority 3 (questions and minor problems): first response within 1 business day.

5. EXCLUSIONS

The commitment does not cover unavailability caused by your own systems or internet connection, by third-party services such as banks, Plaid, TrueLayer, Stripe or PayPal, by force majeure, or by suspension of your account for non-payment.

6. DATA PROTECTION AND BACKUPS

Customer data is backed up every 6 hours to a separate region and each backup is kept for 35 days. Our recovery point objective is 6 hours and our recovery time objective is 4 hours. Restores of individual records deleted by a user are not covered by this SLA but can be requested from support within 30 days.

7. INCIDENT REPORTS

For every Priority 1 incident we publish a post-incident report on status.ledgerly.app within 5 business days, describing what happened, how long it lasted, which customers were affected and what we are changing so that it does not happen again.

8. CHANGES

We may update this SLA with 30 days' notice; changes never reduce the availability commitment during a paid term.`,
  },
  {
    type: 'website',
    title: RELEASE,
    url: 'https://help.ledgerly.app/release-notes/2024-03',
    tags: ['release notes', 'new features'],
    content: `# What's new: March 2024

# Apple Pay and Google Pay on invoices

Customers paying through Stripe can now pay with Apple Pay or Google Pay from the invoice page. Switch it on under Settings › Online payments.

# Bulk edit invoices

Select up to 200 draft invoices and change their date, due date, template or tax rate at once.

# Project profitability report

A new report compares the hours and expenses of each project with what you invoiced, so you can see which clients make you money.

# Dark mode

Choose Light, Dark or System under your profile menu. Dark mode is also in the mobile apps from version 5.4.

# Retiring API v1

API version 1 will stop working on June 30, 2024. Move your integrations to API v2; the migration guide lists every changed endpoint.`,
  },
  {
    type: 'website',
    title: YEAR_END,
    url: 'https://help.ledgerly.app/articles/year-end-close',
    tags: ['year end', 'closing'],
    content: `# Closing your books at year end

At the end of your financial year, a few steps make sure your accounts are final before your accountant prepares your tax return.

# 1. Reconcile every account

Make sure each bank and credit card account is reconciled up to the last day of the year and that the closing balance matches your statement.

# 2. Review unpaid invoices and bills

Write off invoices you will never collect as bad debt, and check that every bill you received is entered.

# 3. Let your accountant post adjustments

Your accountant can post depreciation, accruals and prepayments as journal entries from their free Accountant seat.

# 4. Set a lock date

Go to Settings › Advanced › Lock date and choose the last day of the year. Nobody except Admins can change transactions before the lock date, so your filed figures stay as they were.

# Retained earnings

You don't need to close income and expense accounts by hand: Ledgerly moves the year's profit into retained earnings automatically on the first day of the new year.

# 1099 forms (US)

Ledgerly prepares 1099-NEC forms for contractors you paid $600 or more. File them by January 31 from Reports › 1099s; e-filing costs $2.50 per form.`,
  },
];

export const saas: Business = {
  slug: 'saas',
  name: 'Ledgerly',
  field: 'SaaS help centre (invoicing and bookkeeping)',
  entries: [...faqs, ...documents],
  questions: [
    { text: 'pricing', expect: 'How much does Ledgerly cost?' },
    { text: 'whats the difference between growth and pro', expect: 'How much does Ledgerly cost?' },
    { text: 'is it cheaper if i pay for the whole year', expect: 'How much does Ledgerly cost?' },
    { text: 'can i try it before paying', expect: 'Is there a free trial?' },
    { text: 'do I need a credit card for the trial', expect: 'Is there a free trial?' },
    { text: 'how do i stop my subscription', expect: 'How do I cancel my subscription?' },
    {
      text: 'We are closing the business at the end of the month, how do I end our plan without losing our records?',
      expect: 'How do I cancel my subscription?',
    },
    { text: 'can i get my money back', expect: 'Do you offer refunds?' },
    { text: 'refund policy', expect: 'Do you offer refunds?' },
    { text: 'forgot my password', expect: 'How do I reset my password?' },
    { text: 'the reset email never came', expect: 'How do I reset my password?' },
    { text: 'how do i set up 2fa', expect: 'How do I turn on two-factor authentication?' },
    { text: 'authenticator app', expect: 'How do I turn on two-factor authentication?' },
    {
      text: 'moving over from quickbooks online, can i bring my invoices',
      expect: 'Can I import my data from QuickBooks or Xero?',
    },
    {
      text: 'import customers from a spreadsheet',
      expect: 'Can I import my data from QuickBooks or Xero?',
    },
    { text: 'does it work with chase bank', expect: 'Which banks can I connect?' },
    {
      text: 'my transactions arent syncing how often does the bank feed update',
      expect: 'Which banks can I connect?',
    },
    { text: 'how do i give my assistant access', expect: 'How do I add team members?' },
    { text: 'cost per extra user', expect: 'How do I add team members?' },
    { text: 'can my bookkeeper log in', expect: 'Can my accountant access my books?' },
    {
      text: 'I bill clients in euros and pounds, is that possible?',
      expect: 'Can I invoice in other currencies?',
    },
    {
      text: 'what fees do my clients pay to pay by card',
      expect: 'Can my customers pay invoices online?',
    },
    { text: 'accept paypal payments', expect: 'Can my customers pay invoices online?' },
    { text: 'put my logo on invoices', expect: 'How do I customise my invoice template?' },
    {
      text: 'I want to bill my retainer clients automatically on the 1st of each month',
      expect: 'Can I set up recurring invoices?',
    },
    {
      text: 'automatic reminders for late payers',
      expect: 'Does Ledgerly send payment reminders?',
    },
    { text: 'how do i chase an overdue invoice', expect: 'Does Ledgerly send payment reminders?' },
    { text: 'is my data encrypted', expect: 'Is my financial data secure?' },
    {
      text: 'can ledgerly take money out of my bank account',
      expect: 'Is my financial data secure?',
    },
    { text: 'gdpr', expect: 'Where is my data stored and are you GDPR compliant?' },
    {
      text: 'where are your servers, we are a german company',
      expect: 'Where is my data stored and are you GDPR compliant?',
    },
    { text: 'iphone app?', expect: 'Is there a mobile app?' },
    { text: 'how do i upload receipts', expect: 'How does receipt scanning work?' },
    { text: 'can i email receipts to ledgerly', expect: 'How does receipt scanning work?' },
    { text: 'how do i add VAT to an invoice', expect: 'Does Ledgerly handle sales tax and VAT?' },
    { text: 'making tax digital', expect: 'Does Ledgerly handle sales tax and VAT?' },
    { text: 'can i pay my employees through ledgerly', expect: 'Does Ledgerly do payroll?' },
    { text: 'does it connect to shopify', expect: 'Which apps does Ledgerly integrate with?' },
    { text: 'zapier', expect: 'Which apps does Ledgerly integrate with?' },
    { text: 'api rate limit', expect: 'Do you have an API?' },
    { text: 'developer docs', expect: 'Do you have an API?' },
    { text: 'how do i get all my data out', expect: 'How do I export my data?' },
    { text: 'download invoices as excel', expect: 'How do I export my data?' },
    { text: 'switch from starter to growth', expect: 'How do I upgrade or downgrade my plan?' },
    {
      text: 'if i downgrade when does it kick in',
      expect: 'How do I upgrade or downgrade my plan?',
    },
    { text: 'can i pay for ledgerly with paypal', expect: 'How can I pay for my subscription?' },
    {
      text: 'we are a registered charity, any discount?',
      expect: 'Do you have discounts for nonprofits or students?',
    },
    {
      text: 'im an accounting student',
      expect: 'Do you have discounts for nonprofits or students?',
    },
    { text: 'support hours', expect: 'How do I contact support?' },
    { text: 'how do I reach a person on the phone', expect: 'How do I contact support?' },
    { text: 'ledgerly wont load is it down', expect: 'Is Ledgerly down right now?' },
    { text: 'permanently delete my account and all data', expect: 'How do I delete my account?' },
    { text: 'track stock levels', expect: 'Can I track inventory?' },
    {
      text: 'I own a cafe and a catering company, can I run both in one login',
      expect: 'Can I manage more than one business?',
    },
    { text: 'bill my clients for hours worked', expect: 'Can I track time and bill for hours?' },
    // Answered only by the getting started guide.
    {
      text: 'can i change the start of my financial year later',
      expect: GUIDE,
      fact: 'cannot be changed',
    },
    {
      text: 'how many days of transactions come in when i first connect my bank',
      expect: GUIDE,
      fact: '90 days',
    },
    {
      text: 'what date do i use for opening balances',
      expect: GUIDE,
      fact: 'day before your start date',
    },
    { text: 'change invoice number prefix', expect: GUIDE, fact: 'INV-0001' },
    { text: 'keyboard shortcut for a new invoice', expect: GUIDE, fact: 'N then I' },
    { text: 'onboarding webinar', expect: GUIDE, fact: 'Tuesday and Thursday' },
    // Answered only by the SLA.
    { text: 'what uptime do you guarantee', expect: SLA, fact: '99.9%' },
    { text: 'when do you do maintenance', expect: SLA, fact: '02:00' },
    {
      text: 'you were down for most of a day last month, do we get some kind of credit on our bill?',
      expect: SLA,
      fact: '10%',
    },
    { text: 'how often is my data backed up', expect: SLA, fact: 'every 6 hours' },
    { text: 'how fast do you respond to a P1 outage', expect: SLA, fact: '1 hour' },
    {
      text: 'will you explain what went wrong after the big outage',
      expect: SLA,
      fact: 'post-incident report',
    },
    // Answered only by the pages.
    { text: 'can customers pay with apple pay', expect: RELEASE, fact: 'Apple Pay' },
    { text: 'is there a dark mode', expect: RELEASE, fact: 'Dark mode' },
    { text: 'when is api v1 shut off', expect: RELEASE, fact: 'June 30, 2024' },
    { text: 'how do i lock last year so nobody changes it', expect: YEAR_END, fact: 'Lock date' },
    { text: '1099 deadline', expect: YEAR_END, fact: 'January 31' },
    {
      text: 'do i need to move profit to retained earnings myself',
      expect: YEAR_END,
      fact: 'automatically',
    },
  ],
  requests: [
    { text: 'Can I book a demo with your team for Thursday?', expect: 'Appointments' },
    {
      text: 'I’d like to schedule a one-to-one onboarding session next week',
      expect: 'Appointments',
    },
    { text: 'I want to complain, I was charged twice this month', expect: 'Complaints/Feedback' },
    {
      text: 'your last update broke our invoice template and im really unhappy',
      expect: 'Complaints/Feedback',
    },
    { text: 'I would like to talk to sales about 40 seats', expect: 'General Inquiry' },
    {
      text: 'can someone from your team get in touch with me about enterprise pricing',
      expect: 'General Inquiry',
    },
    { text: 'please get me a quote for the pro plan for 25 users', expect: 'General Inquiry' },
    { text: 'connect me to a support agent', expect: 'handoff' },
    { text: 'i need a human', expect: 'handoff' },
  ],
  offTopic: [
    'what is the population of canada',
    'how do i make sourdough bread',
    'who painted the mona lisa',
    'is it going to rain in seattle tomorrow',
    'can you do my taxes for me',
    'lkjhgf poiuy',
    'how much does a cleaning cost',
    'what stock should i invest in this year',
  ],
};
