import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'Can I work with you without coming into the office?',
    content:
      'Yes. About two thirds of our clients never visit in person. You upload documents to our secure TaxDome client portal, sign your engagement letter and Form 8879 electronically, and we meet by Zoom or phone. We prepare federal returns for clients living anywhere in the US.',
    tags: ['remote', 'portal'],
  },
  {
    type: 'faq',
    title: 'What documents do I need for my tax return?',
    content:
      "Bring or upload photo ID for you and your spouse, Social Security numbers and birth dates for everyone on the return, all W-2s, 1099s (1099-NEC, 1099-K, 1099-INT, 1099-DIV, 1099-B, 1099-R), Form 1098 for mortgage interest, 1098-T for college tuition, 1095-A if you bought insurance on the Marketplace, childcare provider receipts with their tax ID, and last year's return if we did not prepare it. Add a voided check if you want your refund by direct deposit. Our portal sends you a personalized checklist each January.",
    tags: ['documents', 'checklist'],
  },
  {
    type: 'faq',
    title: 'When do you need my documents to file by April 15?',
    content:
      'Please get all your personal tax documents to us by March 15 to be guaranteed an April 15 filing. Anything that arrives later goes into the queue in the order received, and if we cannot finish in time we file an extension for you. Business clients should send documents by February 15.',
    tags: ['deadlines'],
  },
  {
    type: 'faq',
    title: 'Can you file an extension for me?',
    content:
      'Yes. We file Form 4868, which moves your federal filing deadline from April 15 to October 15, and Wisconsin accepts the federal extension automatically. An extension gives you more time to file, not more time to pay: we estimate what you owe and you should pay it by April 15 to avoid penalties and interest. Extensions are free for existing clients.',
    tags: ['deadlines', 'extension'],
  },
  {
    type: 'faq',
    title: 'I received a letter from the IRS. What should I do?',
    content:
      "Don't ignore it and don't pay or reply before we look at it. Upload a copy of every page to your portal within a few days, because most notices, such as a CP2000 proposed adjustment, give you only 30 days to respond. With your signed Form 2848 power of attorney, our CPAs and enrolled agent deal with the IRS or the Wisconsin Department of Revenue for you, so you never have to speak to them yourself.",
    tags: ['IRS', 'notices', 'audit'],
  },
  {
    type: 'faq',
    title: 'Do you offer monthly bookkeeping?',
    content:
      'Yes. We keep your books in QuickBooks Online or Xero, connect your bank and credit card feeds, categorize every transaction, reconcile all accounts and send you a profit and loss statement and balance sheet by the 15th of the following month. Receipts can be snapped with the Dext app. Plans are priced by the number of transactions you have a month.',
    tags: ['bookkeeping', 'QuickBooks', 'Xero'],
  },
  {
    type: 'faq',
    title: 'My books are months behind. Can you catch them up?',
    content:
      'Yes, catch-up and clean-up bookkeeping is one of our most common projects. We need read-only access to your accounting file plus your bank and credit card statements for the missing months. Most businesses that are up to a year behind are brought current within 3 to 4 weeks, and then you can move onto a monthly plan.',
    tags: ['bookkeeping', 'cleanup'],
  },
  {
    type: 'faq',
    title: 'Can you run payroll for my business?',
    content:
      "Yes. We run payroll through Gusto, weekly, every two weeks or twice a month, with direct deposit for your employees. We handle federal and Wisconsin withholding, file quarterly Form 941 and unemployment returns, issue W-2s and 1099-NECs by January 31, and set up new hires with the state's new hire reporting.",
    tags: ['payroll'],
  },
  {
    type: 'faq',
    title: 'Can you help with sales tax?',
    content:
      "Yes. We register you for a Wisconsin seller's permit, work out whether you also owe sales tax in other states, and file your returns monthly, quarterly or annually as the Department of Revenue assigns. Wisconsin's rate is 5% plus 0.5% county tax in most counties. If you sell only through Etsy, Amazon or eBay, the marketplace usually collects the tax for you, but you may still need a permit for craft fairs and your own website.",
    tags: ['sales tax'],
  },
  {
    type: 'faq',
    title: 'Can you help me set up an LLC or corporation?',
    content:
      'Yes. We file your Articles of Organization with the Wisconsin Department of Financial Institutions, which approves online filings within about 5 business days, get your EIN from the IRS the same day, draft a simple operating agreement and help you open a separate business bank account. We also talk through whether a sole proprietorship, LLC or corporation fits you best before you file anything.',
    tags: ['formation', 'LLC'],
  },
  {
    type: 'faq',
    title: 'Should my business be taxed as an S corporation?',
    content:
      'It often pays once your business clears roughly $60,000 a year in net profit, because you take part of the profit as a reasonable salary and save the 15.3% self-employment tax on the rest. It also adds payroll and a separate business return, so we run the numbers for you first. For a calendar year, Form 2553 is due by March 15 to take effect that year.',
    tags: ['S corp', 'entity'],
  },
  {
    type: 'faq',
    title: 'Do I need to pay quarterly estimated taxes?',
    content:
      "If you are self-employed, freelance or drive for a gig app and expect to owe $1,000 or more when you file, the IRS expects you to pay during the year. The due dates are April 15, June 15, September 15 and January 15. A good rule of thumb is to set aside 25% to 30% of your profit; we calculate each payment for you and send reminders a week before it's due.",
    tags: ['self-employed', 'estimated tax'],
  },
  {
    type: 'faq',
    title: 'Can I deduct my home office?',
    content:
      'Yes, if you are self-employed and use a space in your home regularly and only for your business. The simplified method gives you $5 per square foot for up to 300 square feet, so at most $1,500 a year; the regular method deducts a share of your rent or mortgage interest, utilities and insurance and is often larger. W-2 employees who work from home cannot claim it on their federal return.',
    tags: ['deductions', 'home office'],
  },
  {
    type: 'faq',
    title: 'How do I deduct business mileage?',
    content:
      'For 2025 the IRS standard mileage rate is 70 cents per business mile. Keep a log showing the date, miles, where you went and why, for example with the MileIQ or Stride app. Driving from home to a regular W-2 job does not count, but miles driven for deliveries, rideshare trips and client visits do.',
    tags: ['deductions', 'mileage'],
  },
  {
    type: 'faq',
    title: "I haven't filed taxes in several years. Can you help?",
    content:
      'Yes, and the sooner you start, the fewer penalties pile up. We pull your IRS wage and income transcripts, so we can file even if you lost your W-2s and 1099s, and we usually file the last 6 years, which is what the IRS normally requires to bring you back into compliance. If refunds are due, you can only claim those from the last 3 years.',
    tags: ['back taxes', 'unfiled returns'],
  },
  {
    type: 'faq',
    title: "I owe the IRS money and can't pay it all. What are my options?",
    content:
      'File on time anyway, because the penalty for not filing is ten times the penalty for not paying. If you owe $50,000 or less, we can usually set up a long-term IRS payment plan of up to 72 months without a financial statement. We also request first-time penalty abatement where you qualify and, in real hardship, apply for an offer in compromise or currently-not-collectible status.',
    tags: ['IRS', 'payment plan', 'debt'],
  },
  {
    type: 'faq',
    title: 'How long will it take to get my refund?',
    content:
      "We e-file within 2 business days of receiving your signed Form 8879. The IRS issues most direct-deposit refunds within 21 days of accepting the return; paper checks and returns claiming the Earned Income Credit or Additional Child Tax Credit are not released before mid-February. Track it with the IRS Where's My Refund tool, and your Wisconsin refund on the DOR website.",
    tags: ['refund'],
  },
  {
    type: 'faq',
    title: 'Do you offer a free consultation?',
    content:
      'Yes, your first 20-minute call with one of our CPAs is free and carries no obligation. We use it to understand your situation and give you a fixed quote. Longer tax planning meetings are billed at our standard rates.',
    tags: ['consultation'],
  },
  {
    type: 'faq',
    title: 'How can I pay my invoice?',
    content:
      'Pay through the portal by ACH bank transfer at no charge, or by Visa, Mastercard, American Express or Discover with a 3% card processing fee. We also accept checks made out to Marlowe & Quinn CPAs. We do not take cash, and we cannot take our fee out of your refund.',
    tags: ['payment', 'billing'],
  },
  {
    type: 'faq',
    title: 'How do you keep my personal information secure?',
    content:
      'Please never email Social Security numbers or tax documents: use the TaxDome portal, which is encrypted and requires two-factor login. We follow a written information security plan as the IRS requires of every preparer, our staff complete security training each year, and paper documents you drop off are scanned and returned to you or shredded.',
    tags: ['security', 'privacy'],
  },
  {
    type: 'faq',
    title: 'Do you prepare taxes for landlords and rental properties?',
    content:
      'Yes. We report rental income and expenses on Schedule E, depreciate the building over 27.5 years, track improvements separately from repairs and handle short-term rentals like Airbnb. Bring your rent totals, property tax and mortgage interest statements, insurance and a list of repairs and improvements with dates and costs.',
    tags: ['rental property', 'landlords'],
  },
  {
    type: 'faq',
    title: 'Can you prepare financial statements for a bank or investor?',
    content:
      'Yes. We prepare compiled and reviewed financial statements under AICPA standards, which most banks accept for business loans and lines of credit; a review usually takes 2 to 3 weeks after we receive your year-end books. We do not perform full certified audits, so if your lender or grant requires an audited statement, we will refer you to an audit firm.',
    tags: ['financial statements', 'loans'],
  },
  {
    type: 'faq',
    title: 'What are your office hours?',
    content:
      'From January 15 to April 15 we are open Monday to Friday 8:00 am to 7:00 pm and Saturday 9:00 am to 2:00 pm. The rest of the year we are open Monday to Thursday 9:00 am to 5:00 pm and Friday 9:00 am to noon. We are closed the week between Christmas and New Year.',
    tags: ['hours'],
  },
  {
    type: 'faq',
    title: 'I moved or worked in another state. Which state returns do I file?',
    content:
      'If you moved during the year, you usually file a part-year resident return in each state. If you live in Wisconsin and work in Illinois, Indiana, Kentucky or Michigan, reciprocity means you pay tax only to Wisconsin once you give your employer the right exemption form; Minnesota has no such agreement, so you file there as well and claim a credit on your Wisconsin return. We prepare returns for all states that have an income tax.',
    tags: ['state taxes', 'multi-state'],
  },
  {
    type: 'faq',
    title: 'Do you offer tax planning during the year?',
    content:
      'Yes. Rather than only looking back in April, we meet in the fall to project your tax for the year and find savings while there is still time to act, such as retirement contributions to a SEP-IRA or Solo 401(k), timing equipment purchases, bunching charitable gifts or adjusting your withholding. Business clients on a monthly plan get a mid-year review included.',
    tags: ['advisory', 'planning'],
  },
];

const feeSchedule: BusinessEntry = {
  type: 'document',
  title: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
  fileName: 'fee-schedule-2025.pdf',
  content: `# About this schedule
These are our standard fees for work starting in 2025. Every client receives a written engagement letter with a fixed quote before we begin; the prices below are starting points for typical situations.

# Individual tax returns
Federal and Wisconsin return (Form 1040) with W-2 income, interest and the standard deduction: $375.
Itemized deductions (Schedule A): add $125.
Self-employment or freelance income (Schedule C): from $650.
Each rental property (Schedule E): add $175.
Each additional state return: $95.
Amended return (Form 1040-X): $250.
Prior-year unfiled returns: $425 per year.

# Business tax returns
S corporation (1120-S) or partnership (1065) return: from $1,450.
C corporation (1120) return: from $1,850.
Wisconsin LLC formation, including EIN and operating agreement: $495 plus the $130 state filing fee.
S corporation election (Form 2553): $225.

# Monthly services
Bookkeeping in QuickBooks Online or Xero, up to 100 transactions a month: $300 per month; up to 250 transactions: $475 per month.
Catch-up bookkeeping: $85 per hour.
Payroll: $95 per month plus $8 per employee per pay run. Year-end W-2s and 1099s: $12 per form.
Sales tax returns: $65 per filing.

# IRS and state notices
Reviewing and answering a notice: from $250.
Audit representation, payment plans and offers in compromise: $195 per hour, billed in 15-minute increments.

# Advisory
Tax planning meeting: $350 per session.
Outsourced CFO and business advisory: $175 per hour.

# Deadlines and payment terms
Individual documents received after March 20 carry a 20% rush fee, and we may file an extension instead. Invoices are due within 15 days; balances more than 30 days overdue accrue 1.5% interest a month, and we do not e-file a return until its invoice is paid. New business clients pay a $500 retainer, credited to the first invoice.

# Records and ending an engagement
We keep copies of your returns and workpapers for 7 years. Either side may end an engagement with 30 days' written notice; work completed up to that date is billed.`,
};

const teamPage: BusinessEntry = {
  type: 'website',
  title: 'Our Team | Marlowe & Quinn CPAs',
  url: 'https://www.marlowequinncpa.com/our-team',
  content: `# How we started
Marlowe & Quinn CPAs began in 2009 at a kitchen table on Madison's east side. Dana Marlowe had spent eleven years in the tax department of a large regional firm and wanted to give freelancers and family businesses the attention they were not getting from big firms. Her first clients were neighbors laid off during the recession who had started their own businesses. Teresa Quinn joined as a partner in 2013, and the firm now has 12 people serving about 1,400 clients.

# Our partners
Dana Marlowe, CPA, founding partner, leads our individual and small business tax practice. She holds a Master of Accountancy from the University of Wisconsin-Madison and is a past president of the Madison chapter of the Wisconsin Institute of CPAs.
Teresa Quinn, CPA, CFP, partner, runs our advisory and financial statement work and advises businesses with up to 50 employees. Before joining us she was controller of a Verona manufacturing company.

# Our team
Marcus Bell, EA, is our enrolled agent and heads IRS resolution: notices, audits, payment plans and unfiled returns. He spent nine years as an IRS revenue agent before joining us.
Priya Shah, a Certified QuickBooks ProAdvisor and Xero Advisor, manages our bookkeeping and payroll team of four.
Ana Torres, tax associate, prepares individual returns and meets with clients in English and Spanish.

# Visit us
Our office is at 418 E. Washington Avenue, Suite 200, Madison, WI 53703, above the Capitol Coffee Company. Free client parking is in the lot behind the building, off Blair Street, and the office is on bus routes 6 and 7. Call us on (608) 555-0193.`,
};

export const accountants: Business = {
  slug: 'accountants',
  name: 'Marlowe & Quinn CPAs',
  field: 'accounting, tax preparation, bookkeeping, payroll and small business advisory',
  entries: [...faqs, feeSchedule, teamPage],
  questions: [
    {
      text: 'do i actually have to come in or can we do it all online, i live 2 hours away',
      expect: 'Can I work with you without coming into the office?',
    },
    {
      text: 'what paperwork should i gather before my appt',
      expect: 'What documents do I need for my tax return?',
    },
    {
      text: 'first time paying someone to do my taxes, what do i need to bring',
      expect: 'What documents do I need for my tax return?',
    },
    {
      text: 'whats the latest i can drop my stuff off and still be done on time',
      expect: 'When do you need my documents to file by April 15?',
    },
    {
      text: 'still waiting on a k-1 so i wont be ready in april, can i get more time',
      expect: 'Can you file an extension for me?',
    },
    {
      text: 'got a scary letter from the irs saying i owe 2400 more than i paid, dont know what to do',
      expect: 'I received a letter from the IRS. What should I do?',
    },
    {
      text: 'cp2000 notice',
      expect: 'I received a letter from the IRS. What should I do?',
    },
    {
      text: 'can someone just take care of my books every month, i use xero',
      expect: 'Do you offer monthly bookkeeping?',
    },
    {
      text: 'havent touched quickbooks since last march and its a total mess',
      expect: 'My books are months behind. Can you catch them up?',
    },
    {
      text: 'just hired my first employee, can you guys handle paychecks and all the withholding stuff',
      expect: 'Can you run payroll for my business?',
    },
    {
      text: 'do u do direct deposit for my staff',
      expect: 'Can you run payroll for my business?',
    },
    {
      text: 'i sell candles on etsy and at craft fairs, am i supposed to be charging tax on them',
      expect: 'Can you help with sales tax?',
    },
    {
      text: 'my side hustle is getting bigger and i want to make it an official business, how do i do that',
      expect: 'Can you help me set up an LLC or corporation?',
    },
    {
      text: 'a buddy told me i should become an s corp to save money, is that worth it for me',
      expect: 'Should my business be taxed as an S corporation?',
    },
    {
      text: 'when does it make sense to switch to s-corp',
      expect: 'Should my business be taxed as an S corporation?',
    },
    {
      text: 'i just started doing uber on the side and someone said i have to send the irs money every few months?? is that true',
      expect: 'Do I need to pay quarterly estimated taxes?',
    },
    {
      text: 'i work from my spare bedroom doing freelance design, can i write that off',
      expect: 'Can I deduct my home office?',
    },
    {
      text: 'how much can i claim per mile for doordash',
      expect: 'How do I deduct business mileage?',
    },
    {
      text: 'havent filed in like 4 years, am i in big trouble',
      expect: "I haven't filed taxes in several years. Can you help?",
    },
    {
      text: 'i owe about 9k and theres no way i can pay it all at once',
      expect: "I owe the IRS money and can't pay it all. What are my options?",
    },
    {
      text: 'wheres my refund',
      expect: 'How long will it take to get my refund?',
    },
    {
      text: 'filed with you last week, how soon does the money usually show up in my account',
      expect: 'How long will it take to get my refund?',
    },
    {
      text: 'is the first meeting free',
      expect: 'Do you offer a free consultation?',
    },
    {
      text: 'can i pay with a credit card',
      expect: 'How can I pay my invoice?',
    },
    {
      text: 'is it ok to just email you a picture of my social security card',
      expect: 'How do you keep my personal information secure?',
    },
    {
      text: 'we rent out my moms old house since she went into assisted living, can you do the taxes on that',
      expect: 'Do you prepare taxes for landlords and rental properties?',
    },
    {
      text: 'the bank wants finacial statements before they approve my equipment loan',
      expect: 'Can you prepare financial statements for a bank or investor?',
    },
    {
      text: 'are you open saturdays',
      expect: 'What are your office hours?',
    },
    {
      text: 'moved from chicago to madison in july, which state do i file in',
      expect: 'I moved or worked in another state. Which state returns do I file?',
    },
    {
      text: 'i always get hit with a huge bill in april, can you help me pay less next year before its too late',
      expect: 'Do you offer tax planning during the year?',
    },
    {
      text: 'how much for a basic return, i just have a w2',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$375',
    },
    {
      text: 'i started freelancing as a photographer this year, what would it cost to do my taxes',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$650',
    },
    {
      text: 'price for an s corp return',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$1,450',
    },
    {
      text: 'monthly bookkeeping cost',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$300',
    },
    {
      text: 'what do you charge for payroll, we have 4 people',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$95',
    },
    {
      text: 'i forgot a 1099 on last years return and need to fix it, what does that run',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$250',
    },
    {
      text: 'what do you charge to form an llc',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$495',
    },
    {
      text: 'hourly rate if youre dealing with my audit',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$195',
    },
    {
      text: 'do i need to put money down before you start on my company',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '$500',
    },
    {
      text: 'what happens if i pay your bill late',
      expect: 'Marlowe & Quinn CPAs 2025 fee schedule and engagement terms',
      fact: '1.5%',
    },
    {
      text: 'wheres your office',
      expect: 'Our Team | Marlowe & Quinn CPAs',
      fact: '418 E. Washington',
    },
    {
      text: 'who started the firm',
      expect: 'Our Team | Marlowe & Quinn CPAs',
      fact: 'Dana Marlowe',
    },
    {
      text: 'is there anyone there who used to work for the irs',
      expect: 'Our Team | Marlowe & Quinn CPAs',
      fact: 'Marcus Bell',
    },
    {
      text: 'how long have you been around',
      expect: 'Our Team | Marlowe & Quinn CPAs',
      fact: '2009',
    },
    {
      text: 'mi mama no habla mucho ingles, does anyone there speak spanish',
      expect: 'Our Team | Marlowe & Quinn CPAs',
      fact: 'Ana Torres',
    },
  ],
  requests: [
    {
      text: 'id like to book a sit down with a cpa next tuesday to go over my business taxes',
      expect: 'Appointments',
    },
    {
      text: 'you put the wrong bank account on my return and my refund went who knows where, i am really upset about this',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'can someone call me back with a quote for monthly bookkeeping and payroll',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
  ],
  offTopic: [
    'should i refinance my mortgage now or wait for rates to drop',
    'which stocks should i buy for my roth ira',
    'is bitcoin a good investment right now',
    'can you represent me in court for my custody case',
    'do you sell life insurance',
    'will it snow in madison this weekend',
    'who won the packers game',
    'whats a good recipe for beer cheese soup',
  ],
};
