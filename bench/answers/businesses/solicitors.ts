import type { Business, BusinessEntry } from '../types.js';

const T = {
  hours: 'What are your office hours?',
  offices: 'Where are your offices and is there parking?',
  freeConsult: 'Do you offer a free first consultation?',
  legalAid: 'Do you offer legal aid?',
  charges: 'How much do you charge?',
  willCost: 'How much does a will cost?',
  probateCost: 'How much does probate cost?',
  bereavement: 'Someone has died. What do I need to do?',
  probateTime: 'How long does probate take?',
  lpa: 'Can you help with a lasting power of attorney?',
  purchaseTime: 'How long does buying a house take?',
  bring: 'What should I bring to my first appointment?',
  noWinNoFee: 'Do you work on a no win no fee basis?',
  divorce: 'How much does a divorce cost?',
  children: 'Can you help with child arrangements?',
  dismissed: 'I have been dismissed. Can you help?',
  settlement: 'Do you review settlement agreements?',
  pay: 'How can I pay?',
  remote: 'Can I see a solicitor without coming into the office?',
  homeVisits: 'Do you do home visits?',
  willStorage: 'Can you store my will?',
  regulated: 'Are you regulated?',
  prenup: 'Do you do prenuptial agreements?',
  guide: 'Conveyancing fees and guide',
  people: 'Our people | Hartley & Reeve Solicitors',
};

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: T.hours,
    tags: ['opening times'],
    content:
      'Both offices are open Monday to Friday, 9:00 am to 5:30 pm. The Ashcombe office also opens on Saturday mornings from 9:30 am to 12:30 pm, by appointment only, for wills and property clients. We are closed on Sundays and bank holidays. Phone lines open at 8:45 am.',
  },
  {
    type: 'faq',
    title: T.offices,
    tags: ['location', 'address', 'parking'],
    content:
      "Our main office is at 22 Market Street, Ashcombe AS4 2QT, opposite the Corn Exchange. There are two client parking spaces at the rear, reached through Tanner's Yard, and the Riverside pay-and-display car park is a two-minute walk away. Our second office is at 5 Station Road, Lowfield LW7 9HP, with free parking in the shared car park next to the building. Both offices have step-free access and a ground-floor meeting room.",
  },
  {
    type: 'faq',
    title: T.freeConsult,
    tags: ['consultation'],
    content:
      'Yes. We offer a free 30-minute first consultation for employment, family, and wills and probate matters, in person, by phone or by video. It lets us understand your situation, explain your options and give you a clear quote before you commit to anything. For buying or selling a home, you can get an instant fixed-fee quote on our website instead.',
  },
  {
    type: 'faq',
    title: T.legalAid,
    tags: ['legal aid', 'family'],
    content:
      'We hold a legal aid contract for family law only. Legal aid is usually available where there is evidence of domestic abuse or a risk to a child, and it is means-tested on your income, savings and home. We cannot offer legal aid for employment, wills, probate or property work. If you are not eligible, we offer fixed fees and can spread payments in some family cases.',
  },
  {
    type: 'faq',
    title: T.charges,
    tags: ['fees', 'prices'],
    content:
      'Many of our services are fixed fee, including wills, lasting powers of attorney, uncontested divorce, settlement agreements and conveyancing. Where work is charged by time, our hourly rates are £260 + VAT for a partner, £210 + VAT for an associate solicitor, £185 + VAT for a solicitor and £120 + VAT for a trainee or paralegal. You will always receive a written estimate at the start and an update if it is likely to change.',
  },
  {
    type: 'faq',
    title: T.willCost,
    tags: ['wills', 'fees'],
    content:
      'A single will costs £195 + VAT and mirror wills for a couple cost £295 + VAT. Wills that include a trust, for example to protect the home for children or to provide for a vulnerable beneficiary, start from £450 + VAT. The price includes a meeting with a solicitor, the signing appointment and free storage of the original.',
  },
  {
    type: 'faq',
    title: T.probateCost,
    tags: ['probate', 'fees'],
    content:
      'Our grant-only service, where we obtain the grant of probate and you deal with the estate yourselves, is a fixed fee of £995 + VAT. For full estate administration, where we collect in the assets, pay the debts and tax and distribute to the beneficiaries, we charge from £2,950 + VAT, up to a maximum of 1.5% of the estate value. On top of this, the Probate Registry fee is £300 for estates over £5,000, with extra sealed copies of the grant at £16 each.',
  },
  {
    type: 'faq',
    title: T.bereavement,
    tags: ['probate', 'bereavement'],
    content:
      'First, register the death at the local register office within 5 days and ask for several certified copies of the death certificate. The registrar will give you a reference for the Tell Us Once service, which informs most government departments for you. Look for the original will, but do not remove staples or clips from it. Funeral costs can usually be paid directly from the bank account of the person who died. Then contact us: we will check the will, tell you whether probate is needed and explain the next steps at a free first meeting.',
  },
  {
    type: 'faq',
    title: T.probateTime,
    tags: ['probate'],
    content:
      'The Probate Registry currently takes around 8 to 16 weeks to issue a grant after the application is submitted. A straightforward estate usually takes 9 to 12 months to administer in full, from the death to the final distribution; estates with property to sell or inheritance tax to pay can take longer. Any inheritance tax is due within 6 months of the end of the month of death, or interest is charged.',
  },
  {
    type: 'faq',
    title: T.lpa,
    tags: ['lpa', 'power of attorney'],
    content:
      'Yes. We prepare both types of lasting power of attorney: property and financial affairs, and health and welfare. Our fee is £395 + VAT for one LPA or £595 + VAT for both for the same person. The Office of the Public Guardian charges a registration fee of £92 per LPA, and registration currently takes about 8 to 20 weeks. An LPA can only be made while the person still has mental capacity, so it is best not to wait.',
  },
  {
    type: 'faq',
    title: T.purchaseTime,
    tags: ['conveyancing', 'buying'],
    content:
      'A typical freehold purchase with a mortgage takes 12 to 16 weeks from the offer being accepted to completion day, when you get the keys. Leasehold flats and new builds often take 16 to 20 weeks. A cash purchase with no chain can sometimes complete in 6 to 8 weeks. Long chains, slow replies from the other side and mortgage delays are the most common causes of hold-ups.',
  },
  {
    type: 'faq',
    title: T.bring,
    tags: ['documents', 'id'],
    content:
      'Please bring photo ID (a passport or photocard driving licence) and proof of your address dated within the last 3 months, such as a utility bill, bank statement or council tax bill. We are required to check these under anti-money-laundering rules. Also bring any papers about your matter: for an employment problem, your contract, recent payslips and any letters from your employer; for a divorce, your marriage certificate; for a will, details of your assets and any existing will.',
  },
  {
    type: 'faq',
    title: T.noWinNoFee,
    tags: ['employment', 'fees'],
    content:
      'For employment tribunal claims such as unfair dismissal and discrimination, we may act on a no win no fee basis (a damages-based agreement) where the claim has good prospects. If you win, our fee is a percentage of the compensation, capped at 35% including VAT. If you lose, you pay us nothing. No win no fee is not available for family, wills, probate or property work.',
  },
  {
    type: 'faq',
    title: T.divorce,
    tags: ['divorce', 'family', 'fees'],
    content:
      'Our fixed fee for an uncontested no-fault divorce is £650 + VAT. The court fee of £612 is paid to HM Courts & Tribunal Service, and you may qualify for help with fees if you are on a low income. A divorce takes at least 26 weeks: there is a 20-week wait before the conditional order and a further 6 weeks before the final order. A financial consent order to settle money and property costs from £1,200 + VAT.',
  },
  {
    type: 'faq',
    title: T.children,
    tags: ['children', 'family'],
    content:
      'Yes. We advise parents and grandparents on where children live and how much time they spend with each parent. We try to reach an agreement through letters and negotiation first. If court is needed, you will normally have to attend a mediation information meeting (MIAM) before applying for a child arrangements order. Our fixed fee for a first advice meeting and follow-up letter is £250 + VAT.',
  },
  {
    type: 'faq',
    title: T.dismissed,
    tags: ['employment', 'dismissal'],
    content:
      'Yes, but contact us quickly. A tribunal claim must usually be started within 3 months less one day of the dismissal, and you must first notify ACAS for early conciliation. You normally need 2 years of service to claim ordinary unfair dismissal, but no minimum service is needed if the dismissal was because of discrimination, whistleblowing or pregnancy. Bring your contract and dismissal letter to a free first consultation.',
  },
  {
    type: 'faq',
    title: T.settlement,
    tags: ['employment', 'settlement agreement'],
    content:
      'Yes. A settlement agreement is only binding if you have had independent legal advice on it, and your employer will normally contribute £500 to £750 + VAT towards that advice. In most cases this covers our whole fee, so there is nothing for you to pay. We can usually review the agreement and meet you within 48 hours, and we will tell you whether the offer is reasonable.',
  },
  {
    type: 'faq',
    title: T.pay,
    tags: ['payment'],
    content:
      'You can pay by bank transfer, debit card or credit card. We cannot accept credit cards for house deposits or purchase money, and we do not accept more than £500 in cash. We may ask for money on account before we start work. We will never tell you about a change to our bank details by email: always phone us on 01632 961 400 to check before sending money.',
  },
  {
    type: 'faq',
    title: T.remote,
    tags: ['video', 'online'],
    content:
      'Yes. We can hold meetings by phone, Microsoft Teams or Zoom, and your ID can be checked through a secure app on your phone. Most documents can be signed electronically. The one exception is a will, which must be signed in person in front of two witnesses; we can arrange this at either office or at a home visit.',
  },
  {
    type: 'faq',
    title: T.homeVisits,
    tags: ['wills', 'home visit'],
    content:
      'Yes. For wills and lasting powers of attorney we visit clients who are elderly, housebound, in hospital or in a care home. A home visit within 10 miles of either office costs £95 + VAT on top of the usual fee.',
  },
  {
    type: 'faq',
    title: T.willStorage,
    tags: ['wills'],
    content:
      'Every will we write is stored free of charge in our fireproof strongroom, and we register it on the Certainty National Will Register so it can be found. We can also store a will written elsewhere for a one-off fee of £30. You keep a copy, and you can collect the original at any time with photo ID.',
  },
  {
    type: 'faq',
    title: T.regulated,
    tags: ['sra', 'regulation'],
    content:
      'Yes. Hartley & Reeve Solicitors is authorised and regulated by the Solicitors Regulation Authority, SRA number 612345. We hold professional indemnity insurance of £3 million per claim, we are members of the Law Society Conveyancing Quality Scheme and we hold the Lexcel practice management accreditation.',
  },
  {
    type: 'faq',
    title: T.prenup,
    tags: ['family', 'prenup'],
    content:
      'Yes, we draft prenuptial, postnuptial and cohabitation agreements. A prenuptial agreement costs from £1,250 + VAT. It should be signed at least 28 days before the wedding, and both of you need independent legal advice and full disclosure of your finances for a court to give it weight.',
  },
];

const conveyancingGuide: BusinessEntry = {
  type: 'document',
  title: T.guide,
  fileName: 'conveyancing-fees-and-guide.pdf',
  content: `# Our conveyancing fees
All our fees are fixed and shown plus VAT at 20%. If your purchase or sale falls through, we charge no more than half the fixed fee.
Purchase of a freehold home up to £250,000: £950.
Purchase from £250,001 to £500,000: £1,150.
Purchase over £500,000: £1,350.
Leasehold supplement for flats and leasehold houses: £350.
New-build supplement: £250.
Sale of a freehold home: £850. Leasehold sale supplement: £300.
Remortgage: £425.
Lifetime ISA or Help to Buy ISA paperwork: £75.

# Disbursements
These are paid to third parties and are the same whoever acts for you: a search pack costs about £320, the Land Registry fee is £150 for most purchases between £200,001 and £500,000, an electronic ID check is £12 per person and each bank transfer costs £40.

# Stamp Duty Land Tax
Rates in England from 1 April 2025 when buying your main home: 0% up to £125,000, 2% from £125,001 to £250,000, 5% from £250,001 to £925,000, 10% from £925,001 to £1.5 million and 12% above that.
First-time buyers pay nothing on the first £300,000 and 5% on the part from £300,001 to £500,000. If the price is over £500,000, the normal rates apply.
Buying an additional property, such as a buy-to-let or second home, adds a 5% surcharge to every band.
Example: a home mover buying a £275,000 house pays £3,750 in stamp duty.
Stamp duty must be paid within 14 days of completion. We file the return and pay it for you from your completion funds.

# The key stages
1. Instruction: you accept our quote and we carry out ID checks.
2. Searches: local authority, water and environmental searches usually take 2 to 6 weeks, depending on the council.
3. Report: we review the contract, the searches and your mortgage offer and send you a written report.
4. Exchange of contracts: you pay a 10% deposit and the deal becomes legally binding.
5. Completion: the balance is paid to the seller and you collect the keys, usually 1 to 4 weeks after exchange.`,
};

const ourPeople: BusinessEntry = {
  type: 'website',
  title: T.people,
  url: 'https://www.hartleyreeve.co.uk/our-people',
  content: `# Our people
Hartley & Reeve has been advising families and local businesses in Ashcombe and Lowfield since 1987. Every client has a named lawyer, and every matter is supervised by a partner.

# Margaret Hartley, Senior Partner: Wills, Probate and Trusts
Margaret qualified as a solicitor in 1994 and leads our private client team. She is a full member of the Society of Trust and Estate Practitioners (TEP) and a Dementia Friend, and is known for her patient, plain-English advice to bereaved families.

# David Reeve, Partner: Employment Law
David has over 20 years' experience acting for employees and small employers in unfair dismissal, discrimination and redundancy cases. He is a member of the Employment Lawyers Association and represents clients at the Employment Tribunal himself.

# Priya Chauhan, Associate Solicitor: Family Law
Priya is a Resolution Accredited Specialist and a trained family mediator. She handles divorce, financial settlements and arrangements for children, and speaks Punjabi and Hindi.

# Tom Whitfield, Head of Residential Property
Tom is a Licensed Conveyancer regulated by the Council for Licensed Conveyancers, with 15 years' experience of sales, purchases, remortgages and new builds. He and his team of three conveyancers are based at our Lowfield office.

# Sophie Lang, Trainee Solicitor
Sophie is in the second year of her training contract and currently works alongside Margaret in wills and probate.

# Helen Marsh, Practice Manager
Helen runs the day-to-day life of both offices, from staffing and IT to client accounts.`,
};

export const solicitors: Business = {
  slug: 'solicitors',
  name: 'Hartley & Reeve Solicitors',
  field: 'high-street solicitors',
  entries: [...faqs, conveyancingGuide, ourPeople],
  questions: [
    { text: 'are you open saturdays', expect: T.hours },
    { text: 'what time do u close', expect: T.hours },
    { text: 'where do i park when i come and see you', expect: T.offices },
    { text: 'whats the address of the lowfield office', expect: T.offices },
    { text: 'is the first meeting free', expect: T.freeConsult },
    { text: 'do u do free advice', expect: T.freeConsult },
    {
      text: 'can i get legal aid, my ex was abusive and i cant afford a solicitor',
      expect: T.legalAid,
    },
    { text: 'whats your hourly rate', expect: T.charges },
    { text: 'how much for a will', expect: T.willCost },
    {
      text: 'me and my husband want our wills doing, is it cheaper as a couple',
      expect: T.willCost,
    },
    { text: 'probate fees', expect: T.probateCost },
    {
      text: 'my dad passed away last month and we found his will, what do we do now',
      expect: T.bereavement,
    },
    { text: 'how long does it take to sort out an estate', expect: T.probateTime },
    {
      text: "mum's just been diagnosed with dementia, can we sort it so i can deal with her bank and that",
      expect: T.lpa,
    },
    { text: 'how long from offer accepted to getting the keys', expect: T.purchaseTime },
    { text: 'what id do i need to bring', expect: T.bring },
    { text: 'no win no fee', expect: T.noWinNoFee },
    { text: 'divorce cost', expect: T.divorce },
    { text: 'how long does a divorce take these days', expect: T.divorce },
    { text: 'my ex wont let me see the kids what can i do', expect: T.children },
    {
      text: 'got sacked yesterday after 3 years there, is that unfair dismissal',
      expect: T.dismissed,
    },
    {
      text: 'work have offered me a payout to leave and said i need a solicitor to sign it off',
      expect: T.settlement,
    },
    { text: 'can i pay on card', expect: T.pay },
    { text: 'can we do it all over zoom', expect: T.remote },
    {
      text: "my nan's in a care home, can someone come out to her to do her will",
      expect: T.homeVisits,
    },
    { text: 'where do i keep my will once its done', expect: T.willStorage },
    { text: 'are you sra regulated', expect: T.regulated },
    {
      text: 'my fiance wants a prenup before the wedding in june, is it too late',
      expect: T.prenup,
    },

    { text: 'how much to buy a flat', expect: T.guide, fact: '£350' },
    { text: 'conveyancing fees for a 300k house', expect: T.guide, fact: '£1,150' },
    { text: 'whats the fee for selling my house', expect: T.guide, fact: '£850' },
    { text: 'stamp duty first time buyer', expect: T.guide, fact: '£300,000' },
    {
      text: "we're buying a £275,000 semi, not first time buyers, how much stamp duty will we have to pay",
      expect: T.guide,
      fact: '£3,750',
    },
    {
      text: 'buying a buy to let is there extra stamp duty on it',
      expect: T.guide,
      fact: '5% surcharge',
    },
    { text: 'how long do the searches take', expect: T.guide, fact: '2 to 6 weeks' },
    {
      text: 'how much do i have to hand over when we exchange contracts',
      expect: T.guide,
      fact: '10%',
    },
    { text: 'remortage cost', expect: T.guide, fact: '£425' },

    { text: "who's the wills and probate solicitor", expect: T.people, fact: 'Margaret Hartley' },
    {
      text: 'who would i speak to about being discriminated against at work',
      expect: T.people,
      fact: 'David Reeve',
    },
    { text: 'who is your family lawyer', expect: T.people, fact: 'Priya Chauhan' },
    {
      text: "does anyone there speak punjabi, my mum's english isnt great",
      expect: T.people,
      fact: 'Punjabi',
    },
    { text: 'do you have your own mediator at the firm', expect: T.people, fact: 'Priya Chauhan' },
    {
      text: 'is the person doing my conveyancing actually qualified',
      expect: T.people,
      fact: 'Licensed Conveyancer',
    },
    { text: 'who runs the office', expect: T.people, fact: 'Helen Marsh' },
    { text: 'how long have you lot been going', expect: T.people, fact: '1987' },
  ],
  requests: [
    { text: 'i want to book a consultation', expect: 'Appointments' },
    { text: 'i want to make a complaint about my solicitor', expect: 'Complaints/Feedback' },
    { text: 'can someone call me back about a divorce', expect: 'General Inquiry' },
    { text: 'let me talk to a real person', expect: 'handoff' },
  ],
  offTopic: [
    'can you recommend a good estate agent round here',
    "what's the speed limit on a motorway",
    'do you do immigration visas, my wife needs a spouse visa',
    'i got caught speeding can you get me off',
    'my landlord wont give my deposit back what can i do',
    'how do i register a trade mark for my business',
    'whats a good recipe for shepherds pie',
    'who won the match last night',
  ],
};
