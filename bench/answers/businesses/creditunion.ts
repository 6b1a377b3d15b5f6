import type { Business } from '../types.js';

export const creditunion: Business = {
  slug: 'creditunion',
  name: 'Heartwood Credit Union',
  field: 'credit union',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Who can join the credit union?',
      content:
        'You can join Heartwood if you live or work in the Wyre Forest, Bromsgrove or Redditch council areas, or if you work for one of our payroll partner employers anywhere in the UK. Family members living at the same address as an existing member can also join, even if they live or work elsewhere. If you move out of the area after joining, you can stay a member.',
    },
    {
      type: 'faq',
      title: 'Is there a fee to become a member?',
      content:
        'Adult membership costs a one-off £5 fee, which covers the cost of setting up your account and is not refundable. You also need to keep at least £1 in your Easy Access Share Account, because that £1 share is what makes you a member and gives you a vote.',
    },
    {
      type: 'faq',
      title: 'What identification do I need to join?',
      content:
        "We need one photo ID (passport, UK driving licence or a CitizenCard) and one proof of address dated within the last three months, such as a utility bill, council tax bill or bank statement. If you apply in the app we check your identity electronically with a selfie, and only ask for documents if that check doesn't work. If you have no photo ID at all, bring what you do have to a branch and we'll find another way to verify you.",
    },
    {
      type: 'faq',
      title: 'Are my savings protected?',
      content:
        'Yes. Savings held with Heartwood are protected by the Financial Services Compensation Scheme (FSCS) up to £85,000 per member. Joint accounts are covered up to £85,000 for each account holder.',
    },
    {
      type: 'faq',
      title: 'How can I pay money into my account?',
      content:
        'You can pay in by standing order or online transfer from your bank using sort code 60-12-34 and account number 48213907, with your membership number as the reference. You can also pay cash or cheques in at any of our branch counters. Transfers from your bank usually reach your Heartwood account the same working day.',
    },
    {
      type: 'faq',
      title: 'How do I take money out of my savings?',
      content:
        "Request a withdrawal in the Heartwood CU app or by phoning us and we'll send it to your nominated bank account, normally within one working day. At a branch counter you can withdraw up to £300 in cash per day. Savings held as security against an outstanding loan can't be withdrawn until your loan balance is lower than your savings.",
    },
    {
      type: 'faq',
      title: 'Do you have a mobile banking app?',
      content:
        'Yes, the Heartwood CU app is free on the App Store and Google Play. You can check your balances, move money between your accounts, request withdrawals, send us secure messages and apply for a loan. You log in with the same membership number and password you use for online banking.',
    },
    {
      type: 'faq',
      title: "I can't log in to online banking – what should I do?",
      content:
        "Tap 'Forgotten password' on the login screen and we'll text a reset code to the mobile number we hold for you. After five wrong attempts your login is locked for security, and you'll need to phone us during office hours so we can unlock it after a few security questions.",
    },
    {
      type: 'faq',
      title: 'Can I open a joint account?',
      content:
        'Yes, two adults can hold a joint Easy Access Share Account as long as both meet our membership rules. Each person pays the membership fee and gets their own membership number, and either of you can make withdrawals unless you ask us to require both signatures.',
    },
    {
      type: 'faq',
      title: 'Will applying for a loan affect my credit score?',
      content:
        "Getting a quote from our online loan calculator uses a soft search, which doesn't affect your credit score. When you submit a full application we carry out a hard search with Experian, which will show on your credit file. We also report your repayments to Experian, so repaying on time can help build your credit history.",
    },
    {
      type: 'faq',
      title: 'How quickly will I get a decision on my loan?',
      content:
        "Most applications get a decision within two working days of us receiving your payslips and bank statements. If you're approved, you sign your loan agreement in the app and the money is usually in your bank account the same day.",
    },
    {
      type: 'faq',
      title: 'Can I pay off my loan early?',
      content:
        'Yes, you can repay part or all of your loan at any time with no early repayment charge. Interest is only charged on the balance for the days you owe it, so paying early saves you money. Ask for a settlement figure in the app or at a branch.',
    },
    {
      type: 'faq',
      title: "What if I'm struggling to make my loan repayments?",
      content:
        'Please get in touch as soon as you know a payment might be missed. We can often reduce your repayments for a few months or agree a payment plan, and we never charge late payment fees, although interest keeps building on the balance. The earlier you contact us, the more options we have.',
    },
    {
      type: 'faq',
      title: 'How do I change my address or contact details?',
      content:
        "You can update your address, phone number and email in the app under Profile > My details. If you've changed your name, send or bring in a copy of your marriage certificate, deed poll or decree absolute so we can update our records.",
    },
    {
      type: 'faq',
      title: 'Can I nominate someone to receive my savings when I die?',
      content:
        'Yes. Under the Credit Unions Act 1979 you can nominate one or more people to receive up to £5,000 of your savings on your death without them having to wait for probate. Ask us for a nomination form; you can change or cancel your nomination at any time.',
    },
    {
      type: 'faq',
      title: 'Can I close my account and get my money back?',
      content:
        "Yes, you can end your membership at any time by telling us in writing, through the app's secure messages or at a branch. We'll pay your savings to your bank account once any loan you have with us has been repaid in full.",
    },
    {
      type: 'faq',
      title: 'Do you charge for sending money to my bank account?',
      content:
        'Standard transfers by Faster Payment are free. If you need a large, urgent payment sent the same day by CHAPS, there is a £20 charge. Copies of statements older than 12 months cost £5 each.',
    },
    {
      type: 'faq',
      title: 'How can I get involved as a volunteer?',
      content:
        'We have around 30 volunteers who help on branch counters, at school savings clubs and at community events. Members of at least one year can also stand for election to our board of directors. Email volunteer@heartwoodcu.co.uk to find out more.',
    },
    {
      type: 'faq',
      title: 'When and where is the AGM held?',
      content:
        'Our Annual General Meeting is held every December, usually on the first Thursday, at Kidderminster Town Hall. Every adult member has one vote however much they save, and the notice and agenda are sent out at least 21 days beforehand.',
    },
    {
      type: 'faq',
      title: 'Can I borrow if I have a poor credit history?',
      content:
        "Yes, we look at your situation now and whether the loan is affordable, not just your credit score. Past problems such as defaults or a CCJ won't automatically stop you getting a loan, but we can't lend to anyone in an active bankruptcy or IVA.",
    },
    {
      type: 'faq',
      title: 'Do I have to save with you before I can borrow?',
      content:
        'No, new members can apply for up to £1,000 straight away. To borrow more than that you need to have been a member for at least three months. Every loan repayment includes at least £5 a month paid into your savings, so you build a cushion while you repay.',
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Loan Policy Summary',
      fileName: 'loan-policy-summary.pdf',
      content: `HEARTWOOD CREDIT UNION
Loan Policy Summary
Effective from 1 April 2025

1. PURPOSE OF THIS SUMMARY
This summary explains the personal loans Heartwood Credit Union offers to its members, how much you can borrow, the interest rates we charge and how long you can take to repay. It is a summary only. The full Lending Policy is approved by the Board of Directors and reviewed every year.

2. OUR LOANS
Heartwood offers fixed-rate personal loans to members aged 18 and over. Interest is charged monthly on the reducing balance, so you only ever pay interest on what you still owe. There are no arrangement fees and no hidden charges. Your repayment stays the same every month for the whole term.

LOAN RATES AND LIMITS
Loan                 Amount               Maximum term    Monthly rate    APR
Starter Loan         £100 – £500          12 months       3.0%            42.6%
Everyday Loan        £501 – £3,000        36 months       2.0%            26.8%
Bigger Loan          £3,001 – £7,500      60 months       1.16%           14.8%
Car & Home Loan      £7,501 – £15,000     84 months       0.79%           9.9%
Payroll Loan         £500 – £10,000       60 months       1.0%            12.7%

The Payroll Loan is only available to employees of our payroll partner employers whose repayments are taken directly from their wages.

Representative example
Borrow £1,000 over 12 months on our Everyday Loan: 12 monthly repayments of £94.56. Total amount repayable £1,134.72. Interest rate 26.8% a year (fixed). Representative 26.8% APR.

3. HOW MUCH YOU CAN BORROW
The most any one member can owe Heartwood across all loans at the same time is £15,000. The amount we offer you depends on what you can comfortably afford after your rent or housing costs, bills and other essential spending. We may offer a smaller amount or a longer term than you asked for if that makes the loan more affordable.

4. WHAT WE WILL NOT LEND FOR
- Gambling, or paying off gambling debts
- Buying shares or other speculative investments
- Lending the money on to someone else
- Any purpose that is illegal

5. WHAT YOU WILL NEED TO APPLY
- Proof of income for the last three months, such as payslips
- Bank statements for the last three months for the account your income is paid into
- Details of your regular outgoings, including any other credit you are repaying

6. RESPONSIBLE LENDING
We carry out an affordability assessment on every application. We will not offer a loan if we believe the repayments would cause you hardship. All loan agreements are regulated by the Consumer Credit Act 1974 and include a 14-day cooling-off period, during which you can withdraw from the agreement by repaying the money borrowed plus interest for the days you had it.`,
    },
    {
      type: 'document',
      title: 'Christmas Saver Terms and Conditions',
      fileName: 'christmas-saver-terms.pdf',
      content: `HEARTWOOD CHRISTMAS SAVER
Terms and Conditions – saving year 2025/26

About the account
The Christmas Saver helps you put money aside through the year so that the cost of Christmas doesn't end up on a credit card or a doorstep loan. It is a separate account held alongside your Easy Access Share Account and is open to all adult members of Heartwood Credit Union.

THE SAVING YEAR
- The saving year runs from 1 November to 31 October.
- Your whole balance is paid out on 3 November 2025, either into your Easy Access Share Account or into your nominated bank account. You choose which when you open the account, and you can change your choice until 15 October.
- After payout your Christmas Saver stays open for the next saving year unless you tell us to close it.

PAYING IN
- Each payment must be at least £5. You don't have to pay in every month.
- You can pay in a maximum of £2,500 in any one saving year.
- You can pay in by standing order, bank transfer, at a branch counter, or through your wages if your employer is a payroll partner.

TAKING MONEY OUT EARLY
We know that things don't always go to plan. You are allowed one early withdrawal during each saving year, of any amount. If you need to make a second early withdrawal, your Christmas Saver will be closed, the remaining balance moved to your Easy Access Share Account, and no dividend will be paid on the Christmas Saver for that year.

DIVIDEND
Christmas Saver balances earn a target dividend of 2.00% a year. The dividend is calculated on your average balance over the saving year and is added on payout day. Dividends are a share of Heartwood's surplus and are not guaranteed.

CHRISTMAS SAVER PRIZE DRAW
Every Christmas Saver who has made at least 10 payments during the saving year is automatically entered into our prize draw. Five winners each receive a £250 voucher for a local Christmas hamper. Winners are drawn at our Kidderminster branch on 10 November and contacted by phone.

FEES
There are no fees to open, run or close a Christmas Saver.

These terms should be read together with Heartwood Credit Union's general Savings Terms and Conditions. If there is a conflict, these Christmas Saver terms apply.`,
    },
    {
      type: 'document',
      title: 'Payroll Deduction Guide for Employees',
      fileName: 'payroll-deduction-guide.pdf',
      content: `SAVING THROUGH YOUR WAGES
Payroll Deduction Guide for Employees

What is payroll deduction?
Payroll deduction means your employer takes an amount you choose straight from your pay and sends it to Heartwood Credit Union before the money reaches your bank account. Because you never see the money, it is one of the easiest ways to build up savings without thinking about it.

WHICH EMPLOYERS TAKE PART?
Employees of the following organisations can save and repay loans through payroll deduction:
- Stourvale Homes
- Severn Meadow Foods Ltd
- Bewdley Valley Care Group
- Northwick Precision Engineering
- Forest Edge Academy Trust
If your employer is not on this list, ask your HR team to contact our Partnerships Officer, Mark Fenwick, at partners@heartwoodcu.co.uk.

HOW TO SIGN UP
1. Join Heartwood online or at a branch, if you are not already a member.
2. Complete a Payroll Deduction Authority form (form PD1). You can get one from your HR team, from any Heartwood branch, or download it from our website.
3. Return the completed form to your payroll department or directly to Heartwood.

Forms received by the 10th of the month take effect from that month's pay. Forms received after the 10th start the following month.

HOW MUCH CAN I SAVE?
- The minimum deduction is £10 a month, or £2.50 a week if you are paid weekly.
- There is no maximum, apart from the overall savings limits on your accounts.
- You can split one deduction between your Easy Access Share Account, your Christmas Saver and any loan repayments.

CHANGING OR STOPPING YOUR DEDUCTIONS
To change the amount, or to stop saving through payroll, complete a new PD1 form and tick the relevant box. Please give at least one month's notice so your payroll department can update their records in time.

IF YOU LEAVE YOUR JOB
Your membership continues when you leave a partner employer, and your savings stay exactly where they are. Your payroll deductions will stop when you leave, so you will need to set up a standing order from your bank to keep saving or to carry on repaying any loan. We will write to you to help you do this.

Questions about your deductions? Speak to your payroll team first, as they can see exactly what has been taken from your pay. For anything else, contact Heartwood.`,
    },
    {
      type: 'document',
      title: 'Prepaid Card Fees and Limits',
      fileName: 'prepaid-card-fees-and-limits.pdf',
      content: `HEARTWOOD PREPAID MASTERCARD
Fees and Limits – effective 1 January 2025

WHAT THE CARD IS
The Heartwood Prepaid Mastercard is a reloadable card you can use anywhere Mastercard is accepted: in shops, online, over the phone and at cash machines. You can only spend what you have loaded onto it, so there is no borrowing and no credit check. The card is available to Heartwood members aged 16 and over.

WHO ISSUES THE CARD
The card is issued by Fairpay Card Services Ltd, an electronic money institution authorised by the Financial Conduct Authority. Money on the card is electronic money. It is not a savings account and is not covered by the FSCS. Instead, Fairpay Card Services must safeguard your money in a separate account, so it is protected if Fairpay becomes insolvent.

FEES
Card issue: Free
Monthly fee: None
Loading from your Heartwood account: Free
Loading by bank transfer: Free
Cash withdrawal at a UK cash machine: £1.00
Cash withdrawal outside the UK: £2.00 plus 2.75% of the amount
Spending in a foreign currency: 2.75% of the transaction
Replacement card (lost, stolen or damaged): £5.00
Inactivity fee (card not used for 12 months): £1.50 per month

LIMITS
Maximum card balance: £5,000
Maximum single load: £2,000
Daily cash machine limit: £250
Daily spending limit: £3,000

LOADING YOUR CARD
- In the Heartwood CU app: move money from your Easy Access Share Account to your card. It arrives instantly.
- By bank transfer: send money to the card's own sort code and account number, shown in the app under Card details. This usually arrives within two hours.

LOST OR STOLEN CARDS
Freeze your card straight away in the app under Card > Freeze. Then call the 24-hour card line on 0330 058 4417 to cancel it and order a replacement. Your new card will arrive within five working days.`,
    },
    {
      type: 'document',
      title: 'Complaints Procedure',
      fileName: 'complaints-procedure.pdf',
      content: `HEARTWOOD CREDIT UNION
COMPLAINTS PROCEDURE

Our commitment
We want every member to receive a good service. If we get something wrong, we want to hear about it so we can put it right and learn from it. Making a complaint will never affect how we treat you or your accounts.

HOW TO MAKE A COMPLAINT
You can complain in whichever way suits you:
- In person at any Heartwood branch
- By phone on 01562 745 300
- By email to complaints@heartwoodcu.co.uk
- By post to: Compliance Manager, Heartwood Credit Union, 14 Vicar Street, Kidderminster DY10 1DA

All complaints are overseen by our Compliance Manager, Rachel Pembridge. Please tell us your name, membership number, what went wrong and what you would like us to do to put it right.

WHAT HAPPENS NEXT
Quick resolution
Many complaints can be sorted out straight away. If we resolve your complaint by the end of the third business day after we receive it, we will write to you to confirm this in a summary resolution communication.

Full investigation
If your complaint needs more time, we will:
- acknowledge it in writing within 5 business days
- keep you informed of our progress
- send you our final response within 8 weeks of receiving your complaint

If we cannot give you a final response within 8 weeks, we will write to explain why and when we expect to be able to respond.

THE FINANCIAL OMBUDSMAN SERVICE
If you are not happy with our final response, or if 8 weeks have passed and you have not received one, you can refer your complaint to the Financial Ombudsman Service. This service is free and independent. You must contact them within six months of the date of our final response.

Financial Ombudsman Service
Exchange Tower, London E14 9SR
Phone: 0800 023 4567
Website: www.financial-ombudsman.org.uk

Our final response letter will include a copy of the Ombudsman's leaflet explaining how they can help.

Reviewed and approved by the Board of Directors, February 2025.`,
    },
    {
      type: 'document',
      title: 'Annual Report 2024 Summary',
      fileName: 'annual-report-2024-summary.pdf',
      content: `HEARTWOOD CREDIT UNION
ANNUAL REPORT 2024 – SUMMARY
For the year ended 30 September 2024

A MESSAGE FROM OUR CHAIR, GILLIAN HARCOURT
This has been a year of steady growth for Heartwood. More local people than ever chose to save and borrow with us, and we were able to do that while keeping our finances strong. Thank you to every member, to our staff and to the volunteers who give their time to run counters, school clubs and events.

THE YEAR IN NUMBERS
Members at year end: 11,840 (2023: 10,975)
Of which junior savers: 2,140
Members' savings: £15.2 million
Loans outstanding: £7.4 million
New loans made in the year: 2,310, worth £6.9 million
Total assets: £18.6 million
Surplus for the year: £212,000
Capital ratio: 11.3% (regulatory minimum 5%)

HIGHLIGHTS OF THE YEAR
- In March 2024 we opened our third branch, at the Civic Centre in Stourport-on-Severn.
- In June 2024 we launched the Heartwood CU app. By the end of September, 4,600 members were using it.
- 38% of the loans we made were for less than £1,000, often helping members avoid doorstep lenders and high-cost credit.
- We estimate that members who borrowed from us rather than from high-cost lenders saved around £410,000 in interest during the year.

LENDING QUALITY
Loan arrears fell to 3.8% of the loan book, down from 4.6% the year before. We wrote off £96,000 of loans that could not be recovered, which is within the provision set aside in our budget.

LOOKING AHEAD
In 2025 we plan to open a counter service in Redditch, extend Saturday opening, and add more partner employers to our payroll savings scheme. We will also review our loan products to make sure they remain good value.

The full audited accounts are available on request from our Kidderminster branch. Our auditors, Pritchard Lowe LLP, issued an unqualified opinion on the accounts for the year.`,
    },

    // ------------------------------------------------------------- website
    {
      type: 'website',
      url: 'https://www.heartwoodcu.co.uk/savings',
      title: 'Savings Accounts | Heartwood Credit Union',
      content: `# Savings Accounts

Saving with Heartwood means your money stays local. Every pound you save helps us make fair, affordable loans to people in Wyre Forest, Bromsgrove and Redditch.

## Easy Access Share Account

This is the account every member has. It holds your membership share and is the simplest way to save.

- Pay in from £1, as often as you like
- Take money out whenever you need it
- Dividend for the year to 30 September 2024: 1.75%

## 95-Day Notice Saver

For money you won't need in a hurry, the 95-Day Notice Saver pays a higher dividend.

- Minimum opening balance: £500
- Give us 95 days' notice before taking money out
- Need it sooner? You can have instant access, but you'll lose 95 days' dividend on the amount withdrawn
- Dividend for the year to 30 September 2024: 3.40%

## How dividends work

A credit union pays a dividend rather than interest. The dividend is a share of our surplus for the year, so it is not guaranteed and the rate can go up or down. After our financial year ends on 30 September, the Board proposes a rate for each account, and the dividend is paid into your accounts in December.

## Savings limits

You can save up to £50,000 in total across all your Heartwood savings accounts.

## Other ways to save

- **Christmas Saver** – put money aside all year, paid out in November
- **Acorn Junior Savers** – accounts for children and young people under 16

Ready to start? Join online in about ten minutes, or pop into one of our branches.`,
    },
    {
      type: 'website',
      url: 'https://www.heartwoodcu.co.uk/junior-savers',
      title: 'Acorn Junior Savers | Heartwood Credit Union',
      content: `# Acorn Junior Savers

Good money habits start young. Acorn Junior Savers accounts help children learn to save, one coin at a time.

## Who can have an account

Any child under 16 who lives in Wyre Forest, Bromsgrove or Redditch, or whose parent or guardian is a Heartwood member, can have an Acorn account. The account must be opened by a parent, guardian or grandparent, who manages it until the child turns 16. We'll need the child's birth certificate and ID for the adult opening the account.

## No joining fee

There is no joining fee for junior accounts. Children can pay in from as little as 50p, and we're happy to count piggy-bank coins at any branch counter.

## Dividend

Acorn accounts earned a dividend of 2.00% for the year to 30 September 2024.

## School savings clubs

Our volunteers run weekly savings clubs at nine local primary schools, including Brinton Park Primary in Kidderminster and Hartlebury Green Primary. Children bring their savings in on club day and get a stamp in their Acorn passbook. Ask your school office if they'd like to join.

## Taking money out

Withdrawals must be authorised by the adult who opened the account. Children aged 11 and over can have their own view-only login to the app, so they can watch their savings grow.

## Turning 16

When your child turns 16, their Acorn account automatically becomes an adult Easy Access Share Account and they become a full member in their own right. The usual £5 joining fee is waived, and they can then apply for a Heartwood Prepaid Mastercard.`,
    },
    {
      type: 'website',
      url: 'https://www.heartwoodcu.co.uk/branches',
      title: 'Branches and Opening Hours | Heartwood Credit Union',
      content: `# Branches and Opening Hours

Our friendly counter staff can help you pay in, take money out, join, or talk through a loan. You don't need an appointment for everyday transactions.

## Kidderminster (head office)

14 Vicar Street, Kidderminster DY10 1DA

- Monday, Tuesday, Thursday and Friday: 9.30am to 4.30pm
- Wednesday: 10.30am to 4.30pm (staff training first thing)
- Saturday: 9.30am to 12.30pm

The branch is step-free with a hearing loop at the counter. The nearest parking is the Weavers Wharf car park, a three-minute walk away.

## Bromsgrove

62 High Street, Bromsgrove B61 8EX

- Tuesday, Thursday and Friday: 10am to 3pm

There is one small step at the entrance; ring the bell and staff will bring out a portable ramp.

## Stourport-on-Severn

Civic Centre, New Street, Stourport-on-Severn DY13 8UJ

- Monday and Thursday: 10am to 2pm

## Phone and email

- Phone: 01562 745 300 (Monday to Friday, 9am to 5pm)
- Email: hello@heartwoodcu.co.uk

We aim to reply to emails within two working days.

## Bank holidays

All branches and phone lines are closed on bank holidays, and from 25 December to 1 January inclusive. You can still use the Heartwood CU app as normal.`,
    },
    {
      type: 'website',
      url: 'https://www.heartwoodcu.co.uk/about-us',
      title: 'About Us | Heartwood Credit Union',
      content: `# About Heartwood

## Our story

Heartwood began life in 1998 as Kidderminster & District Savers, started by a group of tenants who met at the Horsefair community centre and wanted an alternative to doorstep lenders. In 2011 we merged with Bromsgrove Community Credit Union and took the name Heartwood, after the strong, dense core of the oak trees in the Wyre Forest. The idea was simple: a financial co-op at the heart of the community, built to last.

## Owned by our members

Heartwood is a not-for-profit financial co-operative. We don't have shareholders: every member owns a share of the credit union and has an equal say, with one member, one vote. Any surplus we make is returned to members as dividends or reinvested in better services.

## Who runs Heartwood

Heartwood is governed by a board of nine volunteer directors, elected by members. Day-to-day running is led by our Chief Executive, Daniel Ashworth, who joined us in 2019, and a team of 24 staff based across our branches.

## Regulation

Heartwood Credit Union Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 213774. We are registered under the Co-operative and Community Benefit Societies Act 2014, registration number 29871R.

Registered office: 14 Vicar Street, Kidderminster DY10 1DA.`,
    },
    {
      type: 'website',
      url: 'https://www.heartwoodcu.co.uk/money-guidance',
      title: 'Free Money Guidance | Heartwood Credit Union',
      content: `# Free Money Guidance

Money worries can affect anyone. Our free guidance service is here to help you get back in control, whether you're a member or not.

## One-to-one sessions

Book a free 45-minute session with our Money Guidance Officer, Priya Nand. Sessions take place at our Kidderminster branch or over the phone. Priya can help you:

- draw up a realistic household budget
- find ways to cut regular bills
- work out a plan to start saving, even a little each week

The service is open to anyone living in our area, members or not.

## Budget Builder workshops

Our Budget Builder workshops run on the first Tuesday of every month at 6pm at the Kidderminster branch. Each session lasts 90 minutes and covers budgeting, managing bills and building a savings habit. They're free, but places are limited to 12, so please book ahead.

## If you're struggling with debt

We don't give formal debt advice ourselves, but we can put you in touch with trusted free services:

- Citizens Advice Wyre Forest
- StepChange Debt Charity: 0800 138 1111
- National Debtline: 0808 808 4000

Never pay for debt advice: these services are free.

## Loan sharks

If someone is lending you money without being authorised, or threatening you over a debt, contact Stop Loan Sharks in confidence on 0300 555 2222. You won't be in trouble for having borrowed from them.`,
    },
    {
      type: 'website',
      url: 'https://www.heartwoodcu.co.uk/security/scams',
      title: 'Staying Safe from Scams | Heartwood Credit Union',
      content: `# Staying Safe from Scams

Fraudsters are getting more convincing all the time. Knowing how we will, and won't, contact you is the best way to protect your money.

## What we will never do

- Ask for your full password, your card PIN or a one-time passcode
- Ask you to move money to a "safe account" to protect it
- Ask you to pay a fee up front before we release a loan
- Ask you to download software so we can see your screen

If anyone asks you to do any of these things, it isn't us, however genuine they sound.

## How we contact you

- Our texts always come from HEARTWOOD and never contain links.
- Our emails only come from addresses ending @heartwoodcu.co.uk.
- If we call you and you're unsure, hang up and ring us back on the number on our website, ideally from a different phone.

## Common scams to watch for

These are the scams our members report to us most often.

## Impersonation scams

Someone pretends to be from Heartwood, your bank or the police and says your account is at risk.

## Loan fee scams

A website or social media advert offers an easy loan "from Heartwood" but asks for an upfront fee. We never charge a fee to apply for or release a loan.

## Purchase scams

Cheap goods, concert tickets or pets advertised online, where you're asked to pay by bank transfer and nothing arrives.

## If you think you've been scammed

1. Contact us straight away so we can try to stop the payment.
2. Report it to Action Fraud on 0300 123 2040.
3. Forward suspicious texts to 7726 and suspicious emails to report@phishing.gov.uk.`,
    },
  ],

  questions: [
    // --- FAQ targets
    {
      text: 'can anyone join or do i have to live locally',
      expect: 'Who can join the credit union?',
    },
    {
      text: 'I live in Worcester but my job is in Bromsgrove town centre - am I allowed to sign up?',
      expect: 'Who can join the credit union?',
    },
    { text: 'joining fee?', expect: 'Is there a fee to become a member?' },
    {
      text: 'how much does it cost me to be a member',
      expect: 'Is there a fee to become a member?',
    },
    {
      text: 'what documents do i need to bring in to open an acount',
      expect: 'What identification do I need to join?',
    },
    {
      text: "I don't drive and I've never had a passport, can I still sign up with you?",
      expect: 'What identification do I need to join?',
    },
    { text: 'is my money safe if you go bust', expect: 'Are my savings protected?' },
    { text: 'fscs?', expect: 'Are my savings protected?' },
    {
      text: 'whats your sort code so i can transfer money in from my barclays account',
      expect: 'How can I pay money into my account?',
    },
    {
      text: 'Can I put cheques in over the counter?',
      expect: 'How can I pay money into my account?',
    },
    {
      text: 'how long till my savings land in my bank once I ask for them',
      expect: 'How do I take money out of my savings?',
    },
    {
      text: 'can i get cash out at the branch and is there a maximum',
      expect: 'How do I take money out of my savings?',
    },
    { text: 'is there an app', expect: 'Do you have a mobile banking app?' },
    {
      text: 'can I manage everything from my phone or do I have to come in every time?',
      expect: 'Do you have a mobile banking app?',
    },
    {
      text: 'typed my password wrong too many times and now im locked out',
      expect: "I can't log in to online banking – what should I do?",
    },
    { text: 'forgot my password', expect: "I can't log in to online banking – what should I do?" },
    { text: 'can me and my wife share one account', expect: 'Can I open a joint account?' },
    {
      text: 'Will it leave a mark on my credit file if I apply to borrow from you?',
      expect: 'Will applying for a loan affect my credit score?',
    },
    {
      text: 'do you do a hard search or soft search',
      expect: 'Will applying for a loan affect my credit score?',
    },
    {
      text: 'how long does a loan take to come through',
      expect: 'How quickly will I get a decision on my loan?',
    },
    {
      text: 'If I apply today, when would the money actually be in my account?',
      expect: 'How quickly will I get a decision on my loan?',
    },
    { text: 'any penalty for settling early?', expect: 'Can I pay off my loan early?' },
    { text: 'can i overpay my loan', expect: 'Can I pay off my loan early?' },
    {
      text: "I've just been made redundant and I don't think I can cover this month's loan payment, what happens now",
      expect: "What if I'm struggling to make my loan repayments?",
    },
    {
      text: 'do you charge a fee if i miss a payment',
      expect: "What if I'm struggling to make my loan repayments?",
    },
    {
      text: 'ive moved house how do i tell you',
      expect: 'How do I change my address or contact details?',
    },
    {
      text: 'Got married in the summer and need my new surname on the account',
      expect: 'How do I change my address or contact details?',
    },
    {
      text: 'When I pass away can my daughter get my savings without going through probate?',
      expect: 'Can I nominate someone to receive my savings when I die?',
    },
    { text: 'how do i close my account', expect: 'Can I close my account and get my money back?' },
    {
      text: 'I want to leave the credit union and have everything paid back to me',
      expect: 'Can I close my account and get my money back?',
    },
    {
      text: 'is there a charge for chaps',
      expect: 'Do you charge for sending money to my bank account?',
    },
    {
      text: 'do you charge to transfer money out to my normal bank',
      expect: 'Do you charge for sending money to my bank account?',
    },
    {
      text: 'Retired and have some spare time - could I help out at the counter?',
      expect: 'How can I get involved as a volunteer?',
    },
    { text: 'how do i stand to be on the board', expect: 'How can I get involved as a volunteer?' },
    { text: 'when is the agm this year', expect: 'When and where is the AGM held?' },
    { text: 'where do you hold the annual meeting', expect: 'When and where is the AGM held?' },
    {
      text: 'i have a ccj from 3 years ago, would you still lend to me',
      expect: 'Can I borrow if I have a poor credit history?',
    },
    { text: 'bad credit loans?', expect: 'Can I borrow if I have a poor credit history?' },
    {
      text: 'Just joined last week – can I get a loan straight away or is there a waiting period?',
      expect: 'Do I have to save with you before I can borrow?',
    },
    {
      text: 'do i need savings with you first before you give me a loan',
      expect: 'Do I have to save with you before I can borrow?',
    },

    // --- Loan Policy Summary
    { text: 'loan rates?', expect: 'Loan Policy Summary', fact: '26.8%' },
    { text: 'whats the lowest apr you do', expect: 'Loan Policy Summary', fact: '9.9%' },
    {
      text: 'if i borrow a grand over a year how much is each monthly payment',
      expect: 'Loan Policy Summary',
      fact: '£94.56',
    },
    {
      text: 'Hi, I work at Severn Meadow Foods and would repay straight out of my wages – is there a cheaper rate for that?',
      expect: 'Loan Policy Summary',
      fact: '12.7%',
    },
    {
      text: 'whats the most i can borrow in total',
      expect: 'Loan Policy Summary',
      fact: '£15,000',
    },
    {
      text: 'how long can I spread a car loan over',
      expect: 'Loan Policy Summary',
      fact: '84 months',
    },

    // --- Christmas Saver Terms and Conditions
    {
      text: 'when does the christmas saver pay out this year',
      expect: 'Christmas Saver Terms and Conditions',
      fact: '3 November 2025',
    },
    {
      text: 'is there a limit on how much i can put in the xmas savings pot',
      expect: 'Christmas Saver Terms and Conditions',
      fact: '£2,500',
    },
    {
      text: 'Boiler broke and I need to take some money out of my Christmas account before November, am I allowed?',
      expect: 'Christmas Saver Terms and Conditions',
      fact: 'one early withdrawal',
    },
    {
      text: 'what do you win in the christmas saver draw',
      expect: 'Christmas Saver Terms and Conditions',
      fact: '£250',
    },

    // --- Payroll Deduction Guide for Employees
    {
      text: 'which employers do the save-through-your-wages thing',
      expect: 'Payroll Deduction Guide for Employees',
      fact: 'Stourvale Homes',
    },
    {
      text: 'smallest amount i can have taken from my pay each month',
      expect: 'Payroll Deduction Guide for Employees',
      fact: '£10',
    },
    {
      text: "I've handed the salary savings form to HR, when will it start coming out of my pay?",
      expect: 'Payroll Deduction Guide for Employees',
      fact: '10th',
    },
    {
      text: 'what form do i fill in to save from my salary',
      expect: 'Payroll Deduction Guide for Employees',
      fact: 'PD1',
    },
    {
      text: "I'm leaving my job at the care group next month. What happens to the money that comes out of my wages for you?",
      expect: 'Payroll Deduction Guide for Employees',
      fact: 'standing order',
    },

    // --- Prepaid Card Fees and Limits
    {
      text: 'how much to replace a lost prepaid card',
      expect: 'Prepaid Card Fees and Limits',
      fact: '£5.00',
    },
    {
      text: 'going to spain in august, what fees will i pay using the card over there',
      expect: 'Prepaid Card Fees and Limits',
      fact: '2.75%',
    },
    {
      text: 'my card was stolen who do i ring',
      expect: 'Prepaid Card Fees and Limits',
      fact: '0330 058 4417',
    },
    {
      text: 'max balance on the prepaid card?',
      expect: 'Prepaid Card Fees and Limits',
      fact: '£5,000',
    },
    {
      text: 'Is money loaded on the prepaid Mastercard covered by the FSCS the same way my savings are?',
      expect: 'Prepaid Card Fees and Limits',
      fact: 'safeguard',
    },
    {
      text: 'who actually issues the prepaid card',
      expect: 'Prepaid Card Fees and Limits',
      fact: 'Fairpay Card Services',
    },

    // --- Complaints Procedure
    {
      text: 'how long have you got to reply to a complaint',
      expect: 'Complaints Procedure',
      fact: '8 weeks',
    },
    {
      text: 'still not happy with your final answer to my complaint, where can i take it',
      expect: 'Complaints Procedure',
      fact: 'Financial Ombudsman',
    },
    {
      text: 'who deals with complaints there',
      expect: 'Complaints Procedure',
      fact: 'Rachel Pembridge',
    },
    {
      text: 'email address for complaints?',
      expect: 'Complaints Procedure',
      fact: 'complaints@heartwoodcu',
    },

    // --- Annual Report 2024 Summary
    { text: 'how many members have you got', expect: 'Annual Report 2024 Summary', fact: '11,840' },
    {
      text: 'how big is heartwood, like total assets',
      expect: 'Annual Report 2024 Summary',
      fact: '£18.6 million',
    },
    {
      text: "who's the chair of the board",
      expect: 'Annual Report 2024 Summary',
      fact: 'Gillian Harcourt',
    },
    {
      text: 'Did the credit union make a surplus last year?',
      expect: 'Annual Report 2024 Summary',
      fact: '£212,000',
    },

    // --- Savings Accounts
    {
      text: 'what did the easy access account pay last year',
      expect: 'Savings Accounts | Heartwood Credit Union',
      fact: '1.75%',
    },
    {
      text: 'notice account rate',
      expect: 'Savings Accounts | Heartwood Credit Union',
      fact: '3.40%',
    },
    {
      text: 'minimum to open the notice saver?',
      expect: 'Savings Accounts | Heartwood Credit Union',
      fact: '£500',
    },
    {
      text: 'is there a cap on how much i can save with you',
      expect: 'Savings Accounts | Heartwood Credit Union',
      fact: '£50,000',
    },

    // --- Acorn Junior Savers
    {
      text: 'does it cost anything to open an account for my granddaughter',
      expect: 'Acorn Junior Savers | Heartwood Credit Union',
      fact: 'no joining fee',
    },
    {
      text: 'which schools have the savings club',
      expect: 'Acorn Junior Savers | Heartwood Credit Union',
      fact: 'Brinton Park Primary',
    },
    {
      text: 'my lad turns 16 in march, what happens to his kids account then',
      expect: 'Acorn Junior Savers | Heartwood Credit Union',
      fact: '£5 joining fee is waived',
    },
    {
      text: 'whats the least my little one can pay in',
      expect: 'Acorn Junior Savers | Heartwood Credit Union',
      fact: '50p',
    },

    // --- Branches and Opening Hours
    {
      text: 'are you open saturdays',
      expect: 'Branches and Opening Hours | Heartwood Credit Union',
      fact: '12.30pm',
    },
    {
      text: 'bromsgrove branch address',
      expect: 'Branches and Opening Hours | Heartwood Credit Union',
      fact: '62 High Street',
    },
    {
      text: 'stourport opening times',
      expect: 'Branches and Opening Hours | Heartwood Credit Union',
      fact: '10am to 2pm',
    },
    {
      text: "what's your phone number",
      expect: 'Branches and Opening Hours | Heartwood Credit Union',
      fact: '01562 745 300',
    },
    {
      text: 'My mum uses a wheelchair – can she get into the Kidderminster office ok?',
      expect: 'Branches and Opening Hours | Heartwood Credit Union',
      fact: 'step-free',
    },

    // --- About Us
    {
      text: 'when was the credit union started',
      expect: 'About Us | Heartwood Credit Union',
      fact: '1998',
    },
    {
      text: 'who runs it, like the ceo',
      expect: 'About Us | Heartwood Credit Union',
      fact: 'Daniel Ashworth',
    },
    {
      text: 'are you regulated by the fca',
      expect: 'About Us | Heartwood Credit Union',
      fact: 'Conduct Authority',
    },
    { text: 'why the name heartwood', expect: 'About Us | Heartwood Credit Union', fact: 'oak' },

    // --- Free Money Guidance
    {
      text: 'when are the budgeting workshops',
      expect: 'Free Money Guidance | Heartwood Credit Union',
      fact: 'first Tuesday',
    },
    {
      text: "im drowning in debt and don't know where to turn, can anyone help",
      expect: 'Free Money Guidance | Heartwood Credit Union',
      fact: 'StepChange',
    },
    {
      text: "there's a bloke round our estate lending cash and now he's threatening me",
      expect: 'Free Money Guidance | Heartwood Credit Union',
      fact: '0300 555 2222',
    },
    {
      text: 'who would i talk to about sorting out a household budget',
      expect: 'Free Money Guidance | Heartwood Credit Union',
      fact: 'Priya Nand',
    },

    // --- Staying Safe from Scams
    {
      text: 'Got a text saying my Heartwood account is suspended with a link to log in. Is it genuine?',
      expect: 'Staying Safe from Scams | Heartwood Credit Union',
      fact: 'never contain links',
    },
    {
      text: 'someone phoned saying they were from you and i need to move my money to a safe account??',
      expect: 'Staying Safe from Scams | Heartwood Credit Union',
      fact: 'safe account',
    },
    {
      text: 'where do i report a scam',
      expect: 'Staying Safe from Scams | Heartwood Credit Union',
      fact: 'Action Fraud',
    },
  ],

  requests: [
    {
      text: 'can i book in to see someone at the bromsgrove branch next tuesday about a loan',
      expect: 'Appointments',
    },
    {
      text: "I'd like a slot with Priya for a budgeting chat please, mornings are best for me",
      expect: 'Appointments',
    },
    {
      text: 'Need to come in and open an account for my son – have you got anything free Thursday?',
      expect: 'Appointments',
    },
    {
      text: "Three weeks I've been waiting for my withdrawal and nobody has rung me back. This is ridiculous.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say the lady on the kidderminster counter today was brilliant, please pass on my thanks',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'I want to put in a formal complaint about how my loan application was handled',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'please can someone ring me back on 07700 900123 about my account',
      expect: 'General Inquiry',
    },
    {
      text: 'Could you post me a paper membership form? I am not very good with computers.',
      expect: 'General Inquiry',
    },
    { text: 'can you email me a copy of my last statement', expect: 'General Inquiry' },
    {
      text: "leave a message for whoever is handling my loan that I'll have the bank statements in on Friday",
      expect: 'General Inquiry',
    },
    { text: 'can i speak to a real person please', expect: 'handoff' },
    { text: "this isn't helping, put me through to someone who works there", expect: 'handoff' },
    { text: 'I need a human right now, not a bot', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in kidderminster tomorrow",
    'what is 17% of 240',
    'can you recommend a good film for tonight',
    "what's your mortgage rate for first time buyers",
    "what's the best cash ISA rate at Nationwide right now",
    'how much inheritance tax will my kids have to pay on my house',
    'is bitcoin a good thing to invest in at the moment',
    "what's the sort code for Lloyds in Kidderminster",
    'do you do car insurance',
    'how do I apply for universal credit',
    "what's a good recipe for christmas pudding",
    'who won the villa game last night',
    'can you help me choose a pension',
  ],
};
