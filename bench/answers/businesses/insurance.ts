import type { Business } from '../types.js';

const FEES = 'Schedule of Fees and Charges 2026';
const TERMS = 'Terms of Business Agreement';
const CLAIMS = 'Making a Claim: Your Step-by-Step Guide';
const COMPLAINTS = 'Complaints Procedure';
const MEDICAL = 'Travel Insurance: Declaring Medical Conditions';
const PRIVACY = 'Privacy Notice';
const ABOUT = 'About Us | Kestrel Insurance Brokers, Shrewsbury';
const CAR = 'Car Insurance | Kestrel Insurance Brokers';
const HOME = 'Home Insurance | Kestrel Insurance Brokers';
const BUSINESS = 'Business Insurance | Kestrel Insurance Brokers';
const TRAVEL = 'Travel Insurance | Kestrel Insurance Brokers';
const CONTACT = 'Contact Us & Opening Hours | Kestrel Insurance Brokers';

const F_MONTHLY = 'Can I pay for my insurance monthly?';
const F_RENEW = 'Will my policy renew automatically?';
const F_LEARNER = 'Can I add a learner driver to my car insurance?';
const F_YOUNG = 'Do you insure young or newly qualified drivers?';
const F_CLASSIC = 'Can you insure my classic car?';
const F_EMPTY = 'My house is going to be empty for a while - am I still covered?';
const F_LISTED = 'Do you insure listed or thatched houses?';
const F_LANDLORD = 'Do you arrange landlord insurance?';
const F_WFH = 'I work from home - does my home insurance cover it?';
const F_PET = 'Do you sell pet insurance?';
const F_NCB = 'Can I use a no claims bonus I earned abroad?';
const F_NEWCAR = "I've bought a new car - what do I need to do?";
const F_BREAKDOWN = 'Do you offer breakdown cover?';
const F_RENOVATION = "Can you insure a house that's being renovated or built?";
const F_POINTS = 'Will you insure me if I have points on my licence?';
const F_POST = 'Can I have my policy documents posted to me?';
const F_PHONE = 'Is my mobile phone covered?';
const F_VAN = 'Can you insure my van?';
const F_EVENT = 'Do you do insurance for weddings and one-off events?';
const F_PAY = 'What payment methods do you accept?';
const F_AUTH = 'Can someone else deal with my policy for me?';

export const insurance: Business = {
  slug: 'insurance',
  name: 'Kestrel Insurance Brokers',
  field: 'independent insurance broker (home, car, business and travel insurance)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: F_MONTHLY,
      content:
        "Yes. Most car, home and business policies can be paid in 10 monthly instalments by direct debit through our finance partner, Close Brothers Premium Finance. Paying monthly costs more than paying in one go (the typical APR is 21.9%), and we'll always show you both prices before you decide.",
    },
    {
      type: 'faq',
      title: F_RENEW,
      content:
        "Most car and home policies are set to renew automatically so you're never left uninsured. We send your renewal invitation at least 21 days before the renewal date and re-check the market for you every year. If you don't want to renew, just phone or email us before the renewal date.",
    },
    {
      type: 'faq',
      title: F_LEARNER,
      content:
        "Some of our insurers will add a provisional licence holder to an existing policy, but it's often cheaper to take out a separate learner driver policy in the learner's own name, which also protects your no claims bonus if they have a bump. We can arrange learner policies for anything from 1 month up to 6 months.",
    },
    {
      type: 'faq',
      title: F_YOUNG,
      content:
        'Yes, we arrange car insurance for drivers from age 17. Most young driver policies we place use a telematics black box or smartphone app that rewards careful driving, and adding an experienced named driver can help bring the premium down.',
    },
    {
      type: 'faq',
      title: F_CLASSIC,
      content:
        "Yes. For cars over 20 years old that are used for leisure, we arrange agreed value policies through specialist classic insurers, with mileage limits of 1,500, 3,000 or 5,000 miles a year. You'll usually need to have another car for everyday use.",
    },
    {
      type: 'faq',
      title: F_EMPTY,
      content:
        "Most standard home policies restrict cover once a property has been unoccupied for 30 or 60 days in a row, for example by excluding theft and escape of water. If your home will be empty for longer, perhaps while it's being sold or after a bereavement, let us know and we'll arrange specialist unoccupied property cover.",
    },
    {
      type: 'faq',
      title: F_LISTED,
      content:
        "Yes. We regularly place cover for Grade II and Grade II* listed homes and thatched cottages with insurers who understand traditional materials and specialist rebuilding costs. We'll need the listing grade, the roof type and details of any recent survey.",
    },
    {
      type: 'faq',
      title: F_LANDLORD,
      content:
        "Yes, we insure everything from a single buy-to-let flat to portfolios of 20 or more properties, including HMOs and holiday lets. Cover can include loss of rent, property owners' liability and malicious damage by tenants.",
    },
    {
      type: 'faq',
      title: F_WFH,
      content:
        'Clerical work at home, such as working on a laptop, is usually fine on a standard policy, but you must tell us. If customers or clients visit your home, or you keep stock or equipment there, you may need extra business cover, which we can often add to your home policy.',
    },
    {
      type: 'faq',
      title: F_PET,
      content:
        "No, we don't arrange pet or horse insurance, as we can't offer a wide enough choice of insurers in those markets. We'd suggest shopping around directly with pet insurers.",
    },
    {
      type: 'faq',
      title: F_NCB,
      content:
        "Many of our insurers accept a no claims discount earned in the EU, Australia, New Zealand and some other countries, as long as it was earned within the last 2 years. You'll need a letter from your previous insurer, in English or with a translation, confirming your years of claim-free driving.",
    },
    {
      type: 'faq',
      title: F_NEWCAR,
      content:
        "Please call or email us before you drive it, with the registration number, make and model, date of purchase, value and any modifications. We'll update your policy and send your new documents the same day; an insurer charge and our admin fee may apply.",
    },
    {
      type: 'faq',
      title: F_BREAKDOWN,
      content:
        'Yes, we can add breakdown cover to any car or van policy we arrange, with roadside assistance, national recovery and home start options. Roadside-only cover starts from £42 a year.',
    },
    {
      type: 'faq',
      title: F_RENOVATION,
      content:
        "Yes. Many standard insurers won't cover a home undergoing major building work, so we use specialist renovation and self-build policies that cover the structure, materials on site and site liability while the work is going on. Please tell us before the builders start.",
    },
    {
      type: 'faq',
      title: F_POINTS,
      content:
        'Yes. Minor convictions such as speeding (SP30) rarely stop us finding cover, and we also work with specialist insurers for drink-driving, disqualifications and other serious convictions. You must declare all motoring convictions from the last 5 years.',
    },
    {
      type: 'faq',
      title: F_POST,
      content:
        "Yes. We send documents by email as standard, but if you'd prefer paper copies just let us know and we'll post them to you with every new policy and renewal.",
    },
    {
      type: 'faq',
      title: F_PHONE,
      content:
        "We don't sell standalone phone or gadget insurance. However, phones, laptops and tablets can usually be covered away from the home under the personal possessions section of a home contents policy, so check your schedule or ask us to add it.",
    },
    {
      type: 'faq',
      title: F_VAN,
      content:
        "Yes, whether it's for personal use or for your trade. We arrange cover for single vans with options for tools kept in the van, goods in transit and business use by more than one driver.",
    },
    {
      type: 'faq',
      title: F_EVENT,
      content:
        'Yes, we arrange one-off event insurance for weddings, parties, fêtes and small community events, covering cancellation, public liability and damage to hired equipment. Wedding cover starts at around £30.',
    },
    {
      type: 'faq',
      title: F_PAY,
      content:
        "You can pay by debit or credit card over the phone or in the office, by bank transfer, or by cheque made payable to Kestrel Insurance Brokers Ltd. We can't accept cash payments of more than £200.",
    },
    {
      type: 'faq',
      title: F_AUTH,
      content:
        "Yes. With your permission we can add a family member or friend as an authorised contact on your account, so they can talk to us about your policy. If you hold a power of attorney for someone, send us a certified copy and we'll register it.",
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: FEES,
      fileName: 'schedule-of-fees-2026.pdf',
      content: `KESTREL INSURANCE BROKERS LTD
SCHEDULE OF FEES AND CHARGES 2026
Effective for policies arranged or renewed on or after 1 January 2026

ABOUT THIS SCHEDULE
As an independent broker we are paid in two ways: by commission from the insurer we place your policy with, and by the fees set out below. We will always tell you our fee before you agree to buy, and it will be shown separately on your invoice. Our fees are not refundable once your policy has started, except where stated in this schedule.

PERSONAL INSURANCE
Policy type - New policy fee - Renewal fee
Car, van or motorcycle - £35 - £20
Home buildings and/or contents - £30 - £20
Landlord / let property (per property) - £45 - £30
Classic and collector vehicles - £35 - £20
Caravan and motorhome - £25 - £15
Travel insurance (single trip or annual) - No fee - No fee
One-off event insurance - £10 - not applicable

CHANGES DURING THE POLICY YEAR (MID-TERM ADJUSTMENTS)
Change of vehicle, change of address, adding or removing a driver: £20 per change
Temporary additional driver (up to 28 days): £15
Change of name, change of bank details or correcting a spelling mistake: no charge
Where one phone call or email results in several changes at the same time, we only charge one fee.
Any additional premium charged, or refund given, by the insurer is separate from and in addition to our fee.

CANCELLATIONS
Within the cooling-off period (see our Terms of Business): we make no charge, although the insurer may keep a proportionate amount of premium for the days you were covered.
After the cooling-off period: £40 cancellation fee, plus any charge made by the insurer.
Please note that where a claim has been made during the current policy year, insurers will not normally refund any premium.

BUSINESS AND COMMERCIAL INSURANCE
Annual premium up to £1,000: £75
Annual premium from £1,001 to £5,000: £150
Annual premium above £5,000: fee agreed with you in writing before cover is placed
Commercial renewal: half of the new policy fee shown above
Commercial mid-term adjustment: £30

OTHER CHARGES
Duplicate policy documents sent by post: £10 (copies by email are free)
Documents sent by Royal Mail Special Delivery at your request: £12
Returned or dishonoured payment (cheque or direct debit): £25
Proof of no claims letter for another insurer or broker: no charge

OUR COMMISSION
In addition to our fee, we usually receive commission from the insurer of between 10% and 25% of the premium before Insurance Premium Tax. The amount varies by insurer and by type of policy. You are entitled to ask us how much commission we earn on your policy at any time, and we will tell you in writing.

HOW FEES ARE PAID
Fees are payable at the same time as your premium or, if you pay monthly, with your first instalment. Our fees for arranging insurance are exempt from VAT.

Kestrel Insurance Brokers Ltd, 14 Claremont Hill, Shrewsbury SY1 1RD. This schedule replaces all previous versions.`,
    },
    {
      type: 'document',
      title: TERMS,
      fileName: 'terms-of-business-agreement.pdf',
      content: `TERMS OF BUSINESS AGREEMENT
Kestrel Insurance Brokers Ltd

Please read this document carefully. It sets out the terms on which we agree to act for you and contains details of our regulatory and statutory responsibilities. If there is anything you do not understand, please ask us.

1. WHO WE ARE
Kestrel Insurance Brokers Ltd is registered in England and Wales, company number 02245817. Registered office: 14 Claremont Hill, Shrewsbury SY1 1RD.
We are authorised and regulated by the Financial Conduct Authority (FCA), Firm Reference Number 312987. You can check our details on the Financial Services Register at register.fca.org.uk or by calling the FCA on 0800 111 6768.

2. OUR SERVICE
We are an independent insurance intermediary. For car, home and business insurance we offer products from a range of insurers selected from our panel after a fair analysis of the market, and we will advise and make a recommendation for you after we have assessed your needs.
For travel insurance and one-off event cover we deal with a limited number of insurers and will give you their names on request. For these products we do not give advice: we provide you with information so that you can make your own choice.

3. WHO WE ACT FOR
When arranging your insurance we act on your behalf. However, for some insurers we act as their agent when collecting premiums, issuing documents or handling claims under a delegated authority. We will tell you when this applies to your policy.

4. YOUR DUTY TO GIVE ACCURATE INFORMATION
Personal insurance: you must take reasonable care to answer all questions honestly and to the best of your knowledge, as required by the Consumer Insurance (Disclosure and Representations) Act 2012.
Business insurance: you have a duty to make a fair presentation of the risk to the insurer, as required by the Insurance Act 2015, disclosing every material circumstance you know or ought to know.
If you do not, your policy may be cancelled, a claim may be refused or the amount paid may be reduced. You must also tell us straight away about any change in your circumstances during the policy year.

5. HOW WE ARE PAID
We receive commission from insurers and may charge fees. Full details are set out in our Schedule of Fees and Charges, which forms part of this agreement.

6. CLIENT MONEY
We hold client money in a statutory trust account with Lloyds Bank plc, in line with FCA rules. Any interest earned on client money is retained by us. For most of the insurers we deal with, premiums you pay to us are treated as having been received by the insurer (known as risk transfer).

7. CANCELLATION RIGHTS
Most personal insurance policies have a 14-day cooling-off period, starting from the later of the day the cover begins or the day you receive your policy documents. If you cancel within this period you will receive a refund, less a proportionate charge from the insurer for the time you were covered.
Single-trip travel policies lasting less than one month do not have a cooling-off period.
Business insurance policies do not usually include a cooling-off period; cancellation terms are set out in your policy wording.

8. CLAIMS
Please notify us or your insurer as soon as possible of any incident that may lead to a claim. Our separate claims guide explains what to do.

9. COMPLAINTS
Our Complaints Procedure explains how to raise a concern with us and is available on request or from our website.

10. FINANCIAL SERVICES COMPENSATION SCHEME (FSCS)
We are covered by the FSCS. You may be entitled to compensation if we, or an insurer we have placed your cover with, cannot meet our obligations. For compulsory insurance, such as third-party motor or employers' liability, claims are protected in full. For other types of insurance you are protected for 90% of the claim, with no upper limit. Further information is available at www.fscs.org.uk.

11. CONFLICTS OF INTEREST
Occasionally we may have a conflict between your interests and those of another client or our own. If this happens we will tell you and take steps to ensure you are treated fairly.

12. ENDING THIS AGREEMENT
Either you or we may end this agreement by giving 14 days' notice in writing. Ending the agreement does not cancel any insurance policy already in force.

13. LAW
This agreement is governed by the law of England and Wales.

Version 7, January 2026.`,
    },
    {
      type: 'document',
      title: CLAIMS,
      fileName: 'making-a-claim-guide.pdf',
      content: `MAKING A CLAIM
Your step-by-step guide from Kestrel Insurance Brokers

When something goes wrong, we're here to help. You are welcome to call your insurer's claims line directly (the number is printed on your policy schedule), but if you would rather we guide you through the process, please contact our claims team.

OUR CLAIMS TEAM
Claims line: 01743 362 430 (Monday to Friday, 9am to 5pm)
Email: claims@kestrelinsurance.co.uk
Claims Manager: Lisa Morgan
Outside these hours, please use the 24-hour claims helpline shown on your policy schedule or motor certificate.

STEP 1 - MAKE SAFE AND PREVENT FURTHER DAMAGE
Your policy expects you to take reasonable steps to stop things getting worse, for example covering a broken window or moving belongings away from a leak.

STEP 2 - TELL US OR YOUR INSURER AS SOON AS POSSIBLE
Most policies require you to report an incident promptly, and a delay can affect your claim. Many policies also require you to report any incident, even if you don't intend to claim, particularly road accidents.

STEP 3 - GATHER EVIDENCE
Take photographs, keep receipts and get repair estimates if asked. Please do not throw away damaged items until your insurer has agreed you can.

STEP 4 - ASSESSMENT
For straightforward claims the insurer will usually deal with everything by phone. For larger claims, typically over £5,000, the insurer may appoint a loss adjuster to visit you and assess the damage. The loss adjuster works for the insurer, but we can speak to them on your behalf.

STEP 5 - SETTLEMENT
Once the claim is agreed, the insurer will repair, replace or pay you, less the excess shown on your schedule.

IF YOU ARE INVOLVED IN A ROAD ACCIDENT
- Stop, make sure everyone is safe, and call 999 if anyone is injured.
- Exchange names, addresses, vehicle registrations and insurer details with the other driver.
- Take photos of the scene and the vehicles, and note the names and numbers of any witnesses.
- Do not admit fault or agree to pay for anything at the scene.
- If the other driver doesn't stop, or turns out to be uninsured, report it to the police within 24 hours.
- Be wary of accident management companies that call you offering a free hire car. Speak to us first.

IF YOU HAVE A LEAK OR ESCAPE OF WATER
- Turn off the water at the stopcock, which is usually under the kitchen sink.
- Switch off the electricity if water is near sockets or light fittings.
- Most of our insurers allow you to arrange emergency repairs up to £500 without getting their approval first. Keep the invoice and photos of the damage.

IF SOMETHING IS STOLEN
- Report it to the police and ask for a crime reference number. Insurers will not deal with a theft claim without one.
- Cancel any stolen bank cards and change your locks if keys were taken.
- If something is lost or stolen abroad, report it to the local police within 24 hours and get a written report.

KEEPING YOU UPDATED
Once a claim is open, Lisa or a member of her team will update you at least every 10 working days until it is settled, whether or not there is news.

WILL A CLAIM AFFECT MY PREMIUM?
A claim where you are at fault will usually reduce your no claims discount unless it is protected. A non-fault claim may not affect it if the insurer recovers all its costs from the other side. Any claim may be taken into account at renewal. We're happy to talk it through with you before you decide.`,
    },
    {
      type: 'document',
      title: COMPLAINTS,
      fileName: 'complaints-procedure.pdf',
      content: `COMPLAINTS PROCEDURE
Kestrel Insurance Brokers Ltd

OUR COMMITMENT
We aim to give every client a high standard of service, but we know that things sometimes go wrong. If you are unhappy with anything we have done, or not done, please tell us. We treat every complaint seriously and use what we learn to improve.

HOW TO MAKE A COMPLAINT
You can complain in whichever way suits you:
By phone: 01743 362 418
By email: complaints@kestrelinsurance.co.uk
By letter: Helen Bramwell, Managing Director and Compliance Officer, Kestrel Insurance Brokers Ltd, 14 Claremont Hill, Shrewsbury SY1 1RD
In person at our office during opening hours.
It helps us if you include your name, your policy number, what went wrong and what you would like us to do to put it right.

WHAT HAPPENS NEXT
If we can resolve your complaint to your satisfaction by the close of the third working day after we receive it, we will write to you confirming this. This letter is called a Summary Resolution Communication and will explain your right to refer the matter to the Financial Ombudsman Service if you later change your mind.
If we need longer, we will:
- send you a written acknowledgement within 5 working days, giving the name of the person handling your complaint;
- have it investigated by someone who was not involved in the matter you are complaining about;
- keep you informed of our progress; and
- send you a final response within 8 weeks of receiving your complaint.
If we are unable to give a final response within 8 weeks, we will write to explain why and when we expect to be able to do so.

IF YOU ARE STILL NOT SATISFIED
If you are not happy with our final response, or we have not sent one within 8 weeks, you can refer your complaint to the Financial Ombudsman Service. It is a free, independent service. You must contact the Ombudsman within six months of the date of our final response, otherwise they may not be able to consider your complaint.
Financial Ombudsman Service
Exchange Tower, London E14 9SR
Phone: 0800 023 4567
Website: www.financial-ombudsman.org.uk

COMPLAINTS ABOUT YOUR INSURER
If your complaint is about a decision made by your insurer, for example the way a claim has been handled or declined, we will forward it to the insurer on the same or next working day and let you know we have done so. The insurer will then deal with it under its own complaints procedure, and we will support you throughout and chase on your behalf where we can.

COMPLAINTS ABOUT PREMIUM FINANCE
If your complaint relates to a monthly payment agreement, we will pass it to the finance provider, Close Brothers Premium Finance, and tell you we have done so.

RECORD KEEPING
We keep a record of every complaint and its outcome for at least three years. Our directors review all complaints every quarter to look for patterns and make improvements.

Reviewed: January 2026.`,
    },
    {
      type: 'document',
      title: MEDICAL,
      fileName: 'travel-medical-declaration-guide.pdf',
      content: `TRAVEL INSURANCE: DECLARING MEDICAL CONDITIONS
A guide from Kestrel Insurance Brokers

WHY IT MATTERS
The most common reason a travel insurance claim is turned down is an undeclared medical condition. If you don't tell the insurer about a condition, you may not be covered for anything related to it, and in some cases the whole policy can be cancelled. This guide explains what you need to tell us and how the process works.

WHAT COUNTS AS A PRE-EXISTING MEDICAL CONDITION?
You must tell us about any medical condition affecting you, or anyone travelling with you, that in the last two years:
- has needed prescribed medication or treatment;
- has needed a visit to a hospital or clinic, including as an outpatient;
- you are waiting for tests, investigations or results for; or
- you are on a waiting list for treatment of.
You must also declare, however long ago it was, any heart or circulatory condition, stroke, cancer, diabetes or breathing condition such as COPD.

CONDITIONS YOU MAY NOT NEED TO DECLARE
Many of the insurers we use accept the following conditions automatically, without screening, as long as you have not been admitted to hospital for them in the last two years:
- Asthma, if diagnosed before age 50 and you use no more than two inhalers
- Eczema, acne and psoriasis
- Hay fever
- Cataracts and glaucoma
- High blood pressure controlled by no more than two medications
- Underactive thyroid
- Menopause and osteoporosis
If you're not sure, please ask us. It is always better to declare something than to leave it out.

HOW THE MEDICAL SCREENING WORKS
Screening is done over the phone by a member of our travel team and usually takes about 15 minutes. We will ask about your diagnosis, medication and any hospital stays, so please have your repeat prescription to hand. The insurer may then offer cover for the condition for an additional premium, or exclude it. Every declared condition is listed on your certificate, so please check it carefully.

IF YOUR HEALTH CHANGES AFTER YOU BUY
If you are diagnosed with a new condition, or an existing one gets worse, between buying your policy and travelling, tell us as soon as possible. The insurer may re-screen you and either continue cover, charge an extra premium or exclude the condition. If they cannot continue to cover you, you may be able to claim for the cost of cancelling a trip you have already booked.

PREGNANCY
Pregnancy is not a medical condition, but unexpected complications are covered by most policies. Cover normally applies if you will be no more than 28 weeks pregnant on the date you return home (24 weeks for twins or more). Check your airline's rules too, as many ask for a fit-to-fly letter.

RELATIVES WHO ARE NOT TRAVELLING
If you need to cancel because a close relative who isn't travelling becomes seriously ill, you are usually covered. However, if that relative already has a serious condition when you buy the policy, the insurer may not pay, so please mention it.

WHEN WE CANNOT OFFER COVER
No policy will cover you if you travel against the advice of a doctor, or travel specifically to get medical treatment. If you or someone travelling has a terminal prognosis, our insurers are unlikely to offer cover, but the MoneyHelper travel insurance directory lists specialist firms that may help. You can find it online or by calling 0800 138 7777.`,
    },
    {
      type: 'document',
      title: PRIVACY,
      fileName: 'privacy-notice.docx',
      content: `PRIVACY NOTICE
How Kestrel Insurance Brokers Ltd uses your personal information
Last updated: September 2025

WHO WE ARE
Kestrel Insurance Brokers Ltd is the data controller for the personal information we hold about you. We are registered with the Information Commissioner's Office, registration number Z5638821.
Our Data Protection Lead is Nadia Hughes, Office Manager. You can contact her at privacy@kestrelinsurance.co.uk or by writing to 14 Claremont Hill, Shrewsbury SY1 1RD.

WHAT INFORMATION WE COLLECT
- Your name, address, date of birth and contact details
- Your occupation and employment status
- Details of the vehicles, property or business you want to insure
- Your claims history and that of anyone else to be covered
- Payment and bank details
Some insurance requires more sensitive information, known as special category data. This may include health information (for travel insurance, or motor policies where a condition must be reported to the DVLA) and details of criminal convictions, including motoring offences. We only collect this where it is needed to arrange your insurance or handle a claim.

HOW WE USE YOUR INFORMATION
- To obtain quotes and arrange and administer your policies
- To help you make and manage claims
- To prevent and detect fraud
- To meet our legal and regulatory obligations

WHO WE SHARE IT WITH
- Insurers and their claims handlers
- Our premium finance provider, if you pay monthly
- The Claims and Underwriting Exchange (CUE) and the Motor Insurance Database (MID)
- Credit reference and fraud prevention agencies
- Our IT and software suppliers, under strict contracts
We never sell your personal information to anyone.

MARKETING
We will only send you marketing messages, such as newsletters or offers on other types of insurance, if you have agreed to receive them. You can opt out at any time by emailing us or clicking unsubscribe.

CALL RECORDING
Calls to and from our office are recorded for training purposes and so that we have an accurate record of what was agreed. Recordings are kept for 12 months.

HOW LONG WE KEEP YOUR INFORMATION
- Clients: for 7 years after our relationship with you ends
- Quotes you don't go ahead with: deleted after 15 months
- Records of liability policies, such as employers' liability: up to 40 years, because claims can arise many years later

YOUR RIGHTS
You have the right to:
- ask for a copy of the information we hold about you (a subject access request);
- ask us to correct information that is wrong;
- ask us to delete your information or restrict how we use it, where the law allows;
- object to how we use it; and
- ask for your information to be transferred to another organisation.
Subject access requests are free of charge and we will respond within one month.

TRANSFERS OUTSIDE THE UK
Some insurers and claims handlers may process information outside the UK. Where this happens we make sure appropriate safeguards are in place.

COMPLAINTS
If you are unhappy with how we have handled your information, please contact Nadia first. You also have the right to complain to the Information Commissioner's Office on 0303 123 1113 or at ico.org.uk.`,
    },

    // ------------------------------------------------------------ Website
    {
      type: 'website',
      title: ABOUT,
      url: 'https://www.kestrelinsurance.co.uk/about-us',
      content: `# About Kestrel Insurance Brokers

## Our Story
Kestrel was founded in 1987 by Geoffrey Bramwell, who opened a one-room office above a bakery on Wyle Cop with a second-hand typewriter and a handful of local clients. We moved to our current home on Claremont Hill in 1998, and when Geoffrey retired in 2016 his daughter, Helen Bramwell, took over as Managing Director.

Today we're a team of 11, looking after more than 6,000 personal and business clients across Shropshire, mid Wales and beyond. Plenty of them have been with us for over 20 years, and many of their children are now clients too.

## Why Use a Broker?
We're independent, which means we're not owned by or tied to any insurer. We work with more than 40 insurers and specialist schemes, so we can shop around on your behalf and find cover that fits, rather than squeezing you into a one-size-fits-all product.

We read the small print so you don't have to, we explain what you're buying in plain English, and when you need to claim we're on your side, not the insurer's.

## Chartered Status
In 2014 we became Chartered Insurance Brokers, a title awarded by the Chartered Insurance Institute to firms that commit to high standards of professional conduct and staff qualifications. We're also members of the British Insurance Brokers' Association (BIBA).

## Meet the Team
**Helen Bramwell, Managing Director** - Helen joined the family firm in 2001 after ten years with a national insurer. She looks after our larger commercial clients and oversees compliance.

**Tom Ashby, Personal Lines Team Leader** - Tom and his team handle car, home, van and landlord insurance. If you've phoned us about your car, there's a good chance you've spoken to Tom.

**Rajesh Patel, Commercial Account Executive** - Raj looks after tradespeople, shops, offices and manufacturers, and is the person to talk to about business cover.

**Lisa Morgan, Claims Manager** - Lisa has 18 years' experience of handling claims and is the one who chases insurers when things are taking too long.

**Sian Evans, Travel and Customer Services** - Sian arranges travel insurance and medical screening, and is usually the first friendly voice you'll hear on the phone.

**Nadia Hughes, Office Manager** - Nadia keeps the office running and looks after accounts and data protection.

## In the Community
We're proud to sponsor the under-11s at Meole Brace Juniors football club, and every December the team collects for Severn Hospice instead of sending Christmas cards.

## Awards
Finalist, Customer Service Award, Shropshire Chamber Business Awards 2023.`,
    },
    {
      type: 'website',
      title: CAR,
      url: 'https://www.kestrelinsurance.co.uk/car-insurance',
      content: `# Car Insurance

## Car Insurance From People Who Know You
When you ask us for a car insurance quote, we search our panel of insurers to find the right balance of price and cover for you. We're not listed on price comparison websites, so many of the policies we offer can't be found online, and you'll always speak to a real person who can explain exactly what you're getting.

## Levels of Cover
**Comprehensive** - covers damage to your own car as well as injury and damage to other people and their property. It is often no more expensive than lower levels of cover.

**Third party, fire and theft** - covers other people, plus your car if it is stolen or catches fire, but not accidental damage to your own car.

**Third party only** - the legal minimum. We rarely recommend it, as it is often not the cheapest option.

## Multi-Car Cover
Insure two or more cars at the same address on one policy and get a discount of up to 15% on each additional car. Everything renews on one date, so there's only one renewal to remember.

## Optional Extras
**Motor legal protection - £24.95 a year.** Helps you recover losses that aren't covered by your policy, such as your excess, loss of earnings or injury compensation, after an accident that wasn't your fault. Cover up to £100,000.

**Guaranteed courtesy car - £19.99 a year.** A standard courtesy car is only provided while your car is being repaired at an approved garage. This add-on gives you a hire car for up to 21 days if your car is written off or stolen.

**Protected no claims discount - price varies.** Lets you make one or two claims in a set period without losing your no claims discount. Your premium can still go up after a claim.

**Key cover - £14.99 a year.** Pays for replacement keys and locks if your car keys are lost or stolen, up to £1,500.

## Driving in Europe
Most of our car policies include the minimum legal cover required in EU countries, and many give you full comprehensive cover for up to 90 days per trip. You no longer need a green card to drive in the EU. Just tell us before you go and we'll confirm what your policy includes.

## Modified and Imported Cars
Alloy wheels, remaps, body kits and grey imports all need to be declared, but they don't have to mean a huge premium. We have access to specialist insurers who understand modified and imported vehicles.

## What We'll Need for a Quote
- Your driving licence number, and one for each named driver
- The car's registration, value and where it's kept overnight
- Your estimated annual mileage
- Any claims or convictions in the last 5 years
- How many years' no claims discount you have

Call us on 01743 362 418 or drop into the office on Claremont Hill.`,
    },
    {
      type: 'website',
      title: HOME,
      url: 'https://www.kestrelinsurance.co.uk/home-insurance',
      content: `# Home Insurance

## Buildings, Contents or Both
**Buildings insurance** covers the structure of your home, including the walls, roof, floors, and permanent fixtures and fittings such as your kitchen and bathroom. If you have a mortgage, your lender will require it.

**Contents insurance** covers your belongings, from furniture and carpets to clothes and electrical goods.

A combined policy is usually cheaper than buying the two separately, and means only one insurer to deal with if you claim.

## How Much Should I Insure My Home For?
Your buildings sum insured should be the rebuild cost of your home, not its market value. Rebuild cost is what it would cost to demolish and rebuild the property from scratch, and it is often lower than the price you paid. You can use the free BCIS rebuild cost calculator online, or a surveyor's valuation. If you insure for too little, the insurer may reduce any claim in proportion.

## Homes Others Won't Touch
Some homes are turned away by online insurers, but we can usually help:
- **Flood risk** - many homes in Frankwell, Coton Hill and along the River Severn have flooded in recent years. For homes built before 2009, the government-backed Flood Re scheme helps keep cover available and affordable, and we place cover for riverside homes every week.
- **Previous subsidence** - if your home has suffered subsidence in the past, specialist insurers can cover it, especially once repairs have been certified.
- **Non-standard construction** - timber frame, steel frame, prefabricated homes and properties with more than 50% flat roof.

## High-Value Homes
If your contents are worth more than £100,000, or you own single items worth over £10,000, a specialist high net worth policy usually gives better cover, including worldwide cover for jewellery, watches, art and collections, and help with valuations.

## Tenants' Contents Insurance
Renting? Your landlord insures the building, but not your belongings. Contents-only cover for tenants starts from £6 a month.

## Optional Extras
- **Accidental damage** - for spills on the carpet, a dropped TV or a DIY mishap.
- **Home emergency cover - £39 a year.** A 24-hour helpline and engineer call-out for boiler breakdown, burst pipes, blocked drains and pest infestations.
- **Family legal expenses - £25 a year.** Help with disputes with neighbours, builders or employers.
- **Bicycles** - cover for your bikes away from home.

## Get a Quote
Call 01743 362 418 or pop in and see Tom and the personal lines team.`,
    },
    {
      type: 'website',
      title: BUSINESS,
      url: 'https://www.kestrelinsurance.co.uk/business-insurance',
      content: `# Business Insurance

## Cover for Shropshire Businesses
From sole trader electricians to manufacturers with 100 staff, we arrange insurance for more than 1,400 businesses. We take the time to understand how your business actually works, so you're not paying for cover you don't need, or missing cover you do.

## Tradespeople
Builders, plumbers, electricians, plasterers, landscapers and decorators. Public liability starts from £95 a year for a sole trader, with options for tools cover, contract works, and employers' liability when you take on help.

## Shops, Offices and Salons
Our package policies combine everything a typical small business needs in one place:
- Buildings and contents
- Stock, including seasonal increases at Christmas
- Business interruption, to replace lost income if you can't trade after a fire or flood
- Money and glass
- Public and products liability

## Employers' Liability
If you employ anyone, even part-time, temporary or casual staff, you are legally required to have employers' liability insurance with cover of at least £5 million. Businesses can be fined up to £2,500 for every day they are without it, and up to £1,000 for not displaying the certificate where staff can see it (or making it available electronically).

## Professional Indemnity
If you give advice or provide a professional service, such as consultants, accountants, architects, surveyors and IT contractors, professional indemnity protects you if a client claims your work or advice caused them a loss. Many professional bodies and contracts require a minimum level of cover.

## Cyber Insurance
Almost every business now relies on email, online banking and customer data. Cyber insurance covers the cost of responding to a data breach, recovering from ransomware, restoring systems and lost income while you're offline, and includes a 24-hour response helpline.

## Fleet and Commercial Vehicles
If you run three or more vehicles, a fleet policy can cover cars, vans and lorries on a single policy, with any driver options and one renewal date.

## Free Business Insurance Review
Our commercial team will visit your premises free of charge anywhere within 30 miles of Shrewsbury to review your current insurance, check for gaps and make sure your sums insured are right. There's no obligation to move your cover to us.

Call 01743 362 418 and ask for the commercial team.`,
    },
    {
      type: 'website',
      title: TRAVEL,
      url: 'https://www.kestrelinsurance.co.uk/travel-insurance',
      content: `# Travel Insurance

Whether it's a long weekend in Tenby or three weeks in Thailand, we'll make sure you're properly covered. We arrange travel insurance through a small panel of specialist travel insurers, and we'll talk you through the options over the phone or in the office.

## Single Trip Cover
Cover for one holiday or business trip of up to 94 days. A one-week trip to Europe starts from £11.40 for an adult. There is no upper age limit for single trip policies, although premiums rise with age.

## Annual Multi-Trip Cover
If you go away more than twice a year, an annual policy usually works out cheaper:
- Europe - from £38 a year
- Worldwide excluding USA, Canada and the Caribbean - from £59 a year
- Worldwide including USA - from £72 a year

Each trip can last up to 31 days, with options to extend to 45 or 60 days. Annual policies are available to travellers aged up to 79 at the start of cover. UK trips are included when you've booked at least two nights' accommodation.

## What's Covered
- Emergency medical expenses and repatriation: up to £10 million
- Cancellation and cutting your trip short: up to £5,000 per person
- Baggage: up to £2,000, with a single item limit of £300
- Personal liability: up to £2 million
- Standard excess: £75 per person per claim, which you can reduce to nil for an extra premium

## Winter Sports, Cruises and Golf
Add winter sports cover for skiing and snowboarding on piste (and off piste with a qualified guide), including ski equipment, lift passes and piste closure. Cruise cover adds missed port departures and cabin confinement. Golf cover includes your clubs and pre-paid green fees.

## Do I Still Need Insurance With a GHIC?
Yes. A Global Health Insurance Card gives you access to state healthcare in EU countries at a reduced cost or sometimes free, but it doesn't cover private treatment, repatriation, cancellation or lost belongings. Always carry both.

## Medical Conditions
If you or anyone travelling with you has a medical condition, please read our guide to declaring medical conditions before you buy, or give Sian a ring.

## Buy When You Book
Cancellation cover starts as soon as you buy your policy, so it pays to arrange it as soon as you've booked your holiday. If something happens before you go, such as illness or redundancy, you'll be protected.`,
    },
    {
      type: 'website',
      title: CONTACT,
      url: 'https://www.kestrelinsurance.co.uk/contact',
      content: `# Contact Us

We're always happy to help, whether you'd like a quote, need to make a change to your policy or just want some advice. Pop in, phone or email, whichever suits you.

## Our Office
Kestrel Insurance Brokers Ltd
14 Claremont Hill
Shrewsbury
Shropshire SY1 1RD

## Phone and Email
Phone: 01743 362 418
Email: enquiries@kestrelinsurance.co.uk
We aim to reply to all emails within one working day.

## Opening Hours
Monday, Tuesday, Wednesday and Friday: 9am to 5.30pm
Thursday: 9am to 7pm (appointments after 5.30pm must be booked in advance)
Saturday: 9.30am to 12.30pm (office and phone lines open)
Sunday and bank holidays: closed
Between Christmas and New Year we open from 10am to 2pm on working days.

## Getting Here
We're on Claremont Hill, a short walk up from the Welsh Bridge in the town centre.

**By car:** We don't have customer parking at the office. The nearest car park is Frankwell Riverside car park (pay and display), about five minutes' walk away across the Welsh Bridge. There is also limited on-street pay and display parking on Claremont Bank.

**Park and Ride:** Buses from the Meole Brace and Harlescott park and ride sites stop in the town centre, around 8 minutes' walk from us.

**By train:** Shrewsbury railway station is about a 12-minute walk. Head up Castle Street and Pride Hill, then turn right towards the Quarry.

**By bus:** The bus station on Raven Meadows is 3 minutes' walk from our office.

## Accessibility
Our ground floor meeting room is step-free via the side entrance on Claremont Bank. We have one reserved disabled parking bay at the rear of the building, so please call ahead and we'll keep it free for you. A hearing loop is fitted at reception.

## Visiting Us
You're welcome to drop in during opening hours without an appointment, but if you'd like to go through a business or high-value policy in detail, please book so that the right person is available.`,
    },
  ],

  questions: [
    // ---------------------------------------------------------- FAQ targets
    {
      text: 'can i spread the cost over the year instead of paying one big lump',
      expect: F_MONTHLY,
    },
    { text: "what's the interest rate if I pay by direct debit each month?", expect: F_MONTHLY },
    {
      text: 'does my car insurance just roll over by itself at the end of the year',
      expect: F_RENEW,
    },
    { text: 'how much notice do you give before my renewal comes up', expect: F_RENEW },
    {
      text: "my daughter's learning to drive and i want her to be able to practise in my car, can she go on my policy?",
      expect: F_LEARNER,
    },
    { text: 'my son just passed his test, hes 17, can you insure him', expect: F_YOUNG },
    { text: 'do you do black box insurance', expect: F_YOUNG },
    {
      text: 'looking for cover on a 1972 MGB roadster that only comes out in the summer months',
      expect: F_CLASSIC,
    },
    {
      text: "mum's gone into a care home so her bungalow is sitting empty now. is it still insured??",
      expect: F_EMPTY,
    },
    {
      text: 'house will be vacant for about 3 months while we sell it, is that a problem for the insurance',
      expect: F_EMPTY,
    },
    {
      text: "we're buying a grade 2 cottage with a straw roof, would you be able to cover it",
      expect: F_LISTED,
    },
    { text: 'cover for buy to let flats?', expect: F_LANDLORD },
    {
      text: 'I rent my place out on airbnb in the summer, can you insure that',
      expect: F_LANDLORD,
    },
    {
      text: 'i run a little nail business from the spare room and clients come to the house, does that mess up my house insurance',
      expect: F_WFH,
    },
    { text: 'can u insure my dog', expect: F_PET },
    {
      text: 'moved here from poland last year, i have 8 years no claims from my polish insurer. does that count for anything?',
      expect: F_NCB,
    },
    {
      text: 'just picked up a new motor from the dealer, what info do you need from me',
      expect: F_NEWCAR,
    },
    { text: 'do you do RAC type cover if i conk out on the motorway', expect: F_BREAKDOWN },
    { text: 'how much is roadside recovery', expect: F_BREAKDOWN },
    {
      text: "we're gutting the house and putting on a big extension, do we need some special kind of insurance while the builders are in",
      expect: F_RENOVATION,
    },
    { text: 'i have 6 points for speeding, can you still find me insurance', expect: F_POINTS },
    { text: 'had a drink driving ban 3 years ago. will anyone insure me', expect: F_POINTS },
    {
      text: "I don't really use email, can I get the paperwork sent through the letterbox",
      expect: F_POST,
    },
    { text: 'do you do phone insurance', expect: F_PHONE },
    {
      text: 'if i smash my iphone while out in town would my house insurance pay',
      expect: F_PHONE,
    },
    { text: 'van insurance?', expect: F_VAN },
    {
      text: "we're getting married next august, can we insure the wedding in case something goes wrong",
      expect: F_EVENT,
    },
    { text: 'our village is running a summer fete, can we get cover for the day', expect: F_EVENT },
    { text: 'can i just pay in cash', expect: F_PAY },
    { text: 'do you still take cheques', expect: F_PAY },
    {
      text: 'my son wants to be able to ring up about my policy for me as my hearing is bad, is that allowed',
      expect: F_AUTH,
    },
    {
      text: "i've got lasting power of attorney for my dad, how do i take over his house insurance",
      expect: F_AUTH,
    },

    // ---------------------------------------------------------- Fees schedule
    {
      text: 'how much is your admin fee for setting up a new car policy',
      expect: FEES,
      fact: '£35',
    },
    {
      text: 'whats the charge if i cancel my policy halfway through the year',
      expect: FEES,
      fact: '£40',
    },
    {
      text: 'what do you charge to arrange insurance on a rental property I let out',
      expect: FEES,
    },
    { text: 'my direct debit bounced last month, will there be a charge for that', expect: FEES },
    {
      text: 'how much commission do you lot make from the insurance company',
      expect: FEES,
      fact: '10% and 25%',
    },
    {
      text: 'my brother is staying for two weeks and wants to borrow the car, what would you charge to put him on temporarily',
      expect: FEES,
      fact: '£15',
    },

    // ---------------------------------------------------------- Terms of business
    { text: "what's your FCA firm number", expect: TERMS, fact: '312987' },
    {
      text: 'if an insurance company goes bust, do i lose my money?',
      expect: TERMS,
      fact: '90% of the claim',
    },
    { text: 'how long have i got to change my mind after taking out a home policy', expect: TERMS },
    { text: 'do you actually advise on holiday insurance or just sell it', expect: TERMS },
    {
      text: 'who gets the interest on money i pay you before it goes to the insurer',
      expect: TERMS,
    },

    // ---------------------------------------------------------- Claims guide
    {
      text: 'someone just reversed into me in the tesco car park, what should i do',
      expect: CLAIMS,
      fact: 'do not admit fault',
    },
    { text: 'water is pouring through the kitchen ceiling from upstairs!! help', expect: CLAIMS },
    {
      text: 'my bike got nicked from the shed, do i really need to involve the police',
      expect: CLAIMS,
      fact: 'crime reference number',
    },
    {
      text: 'can i just get a plumber out now without waiting for the insurer to ok it',
      expect: CLAIMS,
      fact: '£500',
    },
    { text: 'how often will someone update me once my claim is in', expect: CLAIMS },
    { text: 'number for your claims team?', expect: CLAIMS, fact: '01743 362 430' },

    // ---------------------------------------------------------- Complaints
    { text: 'who do i address a letter of complaint to', expect: COMPLAINTS },
    {
      text: 'how long until i get a final answer on a complaint i made',
      expect: COMPLAINTS,
      fact: '8 weeks',
    },
    { text: 'phone number for the financial ombudsman', expect: COMPLAINTS, fact: '0800 023 4567' },
    {
      text: 'is there a time limit for going to the ombudsman after you reply',
      expect: COMPLAINTS,
      fact: 'six months',
    },
    {
      text: 'my insurer turned down my storm damage claim, can you complain to them for me?',
      expect: COMPLAINTS,
    },

    // ---------------------------------------------------------- Medical guide
    {
      text: 'what exactly counts as a pre existing condition for holiday insurance',
      expect: MEDICAL,
      fact: 'last two years',
    },
    {
      text: 'how long does the medical questions phone call take',
      expect: MEDICAL,
      fact: '15 minutes',
    },
    {
      text: 'i was diagnosed with diabetes after i bought my travel policy, do i need to do anything',
      expect: MEDICAL,
    },
    {
      text: "I'll be about 30 weeks pregnant when we fly back from Spain, will I be insured?",
      expect: MEDICAL,
      fact: '28 weeks',
    },
    { text: 'do i have to mention my hay fever tablets when i buy travel cover', expect: MEDICAL },

    // ---------------------------------------------------------- Privacy notice
    {
      text: 'how long do you hang on to my details after i stop being a customer',
      expect: PRIVACY,
      fact: '7 years',
    },
    { text: 'are your phone calls recorded', expect: PRIVACY, fact: '12 months' },
    { text: 'do you sell my data to other companies', expect: PRIVACY },
    {
      text: 'i want a copy of all the info you hold on me, how long will that take',
      expect: PRIVACY,
      fact: 'one month',
    },
    { text: 'got a quote off you but didnt go ahead, do you delete my stuff', expect: PRIVACY },

    // ---------------------------------------------------------- About
    { text: 'how long has kestrel been going', expect: ABOUT, fact: '1987' },
    { text: 'who owns the business', expect: ABOUT, fact: 'Helen Bramwell' },
    { text: 'how many insurers do you search', expect: ABOUT },
    {
      text: 'who would be the right person to talk to about cover for my joinery firm',
      expect: ABOUT,
      fact: 'Rajesh Patel',
    },
    { text: 'do you support any local charities or clubs', expect: ABOUT },

    // ---------------------------------------------------------- Car page
    { text: 'how much is the legal cover add on for the car', expect: CAR, fact: '£24.95' },
    {
      text: 'me and my wife each have a car, is there a discount if we put both with you',
      expect: CAR,
      fact: '15%',
    },
    {
      text: 'driving down to france in the summer hols, am i covered over there',
      expect: CAR,
      fact: '90 days',
    },
    { text: "why can't i find you on gocompare", expect: CAR },
    { text: 'if my car is written off do i get a replacement to drive', expect: CAR },
    { text: 'what do i need to have ready for a car quote', expect: CAR },

    // ---------------------------------------------------------- Home page
    {
      text: "we're in coton hill near the river and keep getting turned down for house insurance because of flooding",
      expect: HOME,
      fact: 'Flood Re',
    },
    {
      text: 'how do i work out how much to insure the house for, is it what we paid?',
      expect: HOME,
    },
    { text: 'boiler breakdown cover, how much?', expect: HOME, fact: '£39' },
    { text: 'i rent a flat and just need my stuff insured', expect: HOME, fact: '£6 a month' },
    { text: 'our house is timber framed and the online sites wont quote', expect: HOME },

    // ---------------------------------------------------------- Business page
    {
      text: 'i just took on an apprentice, do i legally need insurance for that',
      expect: BUSINESS,
      fact: '£5 million',
    },
    {
      text: 'roughly what does public liability cost for a one man band plasterer',
      expect: BUSINESS,
      fact: '£95',
    },
    {
      text: 'could someone come out to our unit and look over our business insurance',
      expect: BUSINESS,
      fact: '30 miles',
    },
    { text: 'we run 4 delivery vans, can they all go on one policy', expect: BUSINESS },
    {
      text: 'worried about hackers and ransomware, is there insurance for that for a small firm',
      expect: BUSINESS,
    },

    // ---------------------------------------------------------- Travel page
    { text: 'cheapest yearly holiday insurance for europe', expect: TRAVEL, fact: '£38' },
    { text: 'my mum is 82, can she get an annual travel policy', expect: TRAVEL, fact: '79' },
    { text: 'going skiing in the alps in feb, do you cover that', expect: TRAVEL },
    {
      text: 'how much would the medical bit pay out if i ended up in hospital abroad',
      expect: TRAVEL,
      fact: '£10 million',
    },
    { text: "i've got a ghic card, do i still need travel insurance", expect: TRAVEL },

    // ---------------------------------------------------------- Contact page
    { text: 'parking?', expect: CONTACT, fact: 'Frankwell Riverside' },
    { text: 'what time do you open on a saturday', expect: CONTACT, fact: '9.30am' },
    {
      text: 'i work till 5 most days, any chance of seeing someone after work',
      expect: CONTACT,
      fact: '7pm',
    },
    { text: 'i use a wheelchair, can i get into your office ok', expect: CONTACT },
    { text: 'are you open between xmas and new year', expect: CONTACT },
  ],

  requests: [
    {
      text: "Can I book in to see someone about our business insurance next Tuesday afternoon? It's Dave Oakley from Oakley Joinery.",
      expect: 'Appointments',
    },
    {
      text: "i'd like to come into the office saturday morning to go through my home insurance renewal, can you pencil me in",
      expect: 'Appointments',
    },
    {
      text: 'Please arrange for your commercial team to visit our unit on Battlefield Enterprise Park for a review, any day in the week of 16 March works',
      expect: 'Appointments',
    },
    {
      text: 'could you set up a thursday evening slot with tom so me and my daughter can go through car cover for her',
      expect: 'Appointments',
    },
    {
      text: "really fed up - I've been waiting three weeks for someone to get back to me about my claim and nobody returns my calls",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'I wish to make a formal complaint. My renewal went up by over £300 and nobody told me why.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to Lisa for sorting our flood claim so quickly, brilliant service from start to finish',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back on 07700 912345 about landlord cover for 2 flats, best after 4pm',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of my car insurance certificate, reg WR19 KXT, to j.hughes84@gmail.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Paula Green here, looking for a buildings and contents quote on a 3 bed semi in Bayston Hill. Email is paula.green@outlook.com, send it over when you can',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
    { text: "this bot isn't helping, put me through to someone in the office", expect: 'handoff' },
    { text: "I'd rather discuss this with a member of staff, is anyone free?", expect: 'handoff' },
  ],

  offTopic: [
    'is admiral cheaper than direct line for car insurance',
    'should i fix my mortgage for 2 years or 5 years',
    'how do i get life insurance to cover my mortgage',
    "what's the best private medical insurance for someone over 60",
    'can you recommend a good conveyancing solicitor in shrewsbury',
    'how much is road tax on a 2018 ford focus',
    'is the shrewsbury flower show on this year',
    'know a decent garage near town for a car service?',
    "what's the weather going to be like in shrewsbury tomorrow",
    'write me a short poem about autumn',
    'what is the capital of australia',
    'who won the premier league last season',
    'give me a good recipe for lasagne',
    'whats 17 times 23',
  ],
};
