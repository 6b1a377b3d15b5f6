import type { Business } from '../types.js';

export const letting: Business = {
  slug: 'letting',
  name: 'Ashdown & Pryce',
  field: 'Estate and letting agent',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your office opening hours?',
      content:
        'Our Ludlow office at 14 Broad Street is open Monday to Friday 9:00am–5:30pm and Saturday 9:00am–1:00pm. We are closed on Sundays and bank holidays. Outside these hours you can leave a message on 01584 872 316 and we will call you back the next working day.',
    },
    {
      type: 'faq',
      title: 'Where are you located and is there parking?',
      content:
        "You'll find us at 14 Broad Street, Ludlow SY8 1NG, a two-minute walk down from the Buttercross. We have two customer parking bays behind the office, reached from Raven Lane; if they're taken, the Galdeford pay-and-display car park is about 5 minutes' walk away.",
    },
    {
      type: 'faq',
      title: 'How much is the holding deposit?',
      content:
        "To reserve a rental property we take a holding deposit equal to one week's rent (monthly rent × 12 ÷ 52, so about £207 on a £900 pcm home). It takes the property off the market for up to 15 days while referencing is done, and it is put towards your first month's rent when you move in. We only keep it if you give false information, fail a Right to Rent check or withdraw.",
    },
    {
      type: 'faq',
      title: 'How much is the security deposit and where is it protected?',
      content:
        "The tenancy deposit is five weeks' rent for any property with an annual rent below £50,000. We register every deposit with the Deposit Protection Service (DPS) custodial scheme within 30 days of receiving it and email you the certificate and prescribed information.",
    },
    {
      type: 'faq',
      title: 'What income do I need to pass referencing?',
      content:
        "The combined gross annual income of all tenants needs to be at least 30 times the monthly rent – for example £27,000 a year for a £900 pcm property. If you have savings equal to 12 months' rent we can sometimes accept those instead of income.",
    },
    {
      type: 'faq',
      title: 'Can I use a guarantor?',
      content:
        'Yes. A guarantor must live in the UK, ideally own their home, and earn at least 36 times the monthly rent (£32,400 a year for a £900 pcm property). They go through the same referencing as you and sign a deed of guarantee covering the whole tenancy.',
    },
    {
      type: 'faq',
      title: 'Are pets allowed in your rental properties?',
      content:
        "Many of our landlords will consider pets and the listing will say 'pets considered' where that's the case. If the landlord agrees, you'll sign a pet clause and the rent may go up by £25 per month per pet, and we ask for a professional carpet clean when you leave. Please tell us about any pets before you apply.",
    },
    {
      type: 'faq',
      title: 'Do you accept tenants on Universal Credit or housing benefit?',
      content:
        "Yes – we have never operated a 'No DSS' policy and every application is judged on affordability. If the housing element of your Universal Credit covers the rent you may not need to meet the usual income rule, although the landlord may ask for a guarantor.",
    },
    {
      type: 'faq',
      title: 'How do I report a repair?',
      content:
        'Tenants in our fully managed properties should report repairs through our online repairs portal at ashdownpryce.fixflo.com, where you can upload photos and track progress. Our Property Manager, Gareth Lloyd, reviews new reports every working day. If your home is let-only, please contact your landlord directly.',
    },
    {
      type: 'faq',
      title: 'Who do I call in an emergency out of hours?',
      content:
        'For genuine emergencies outside office hours – no heating or hot water in cold weather, a serious leak, no electricity, or a door or window that leaves the property insecure – ring our out-of-hours line on 07700 914 552. If you can smell gas, call the National Gas Emergency line on 0800 111 999 first.',
    },
    {
      type: 'faq',
      title: 'How do I arrange a viewing?',
      content:
        "Call 01584 872 316 for sales or 01584 872 319 for lettings, or press 'Book a viewing' on any listing. Every viewing is accompanied by a member of our team – we don't hand out keys – and for rentals we'll ask a few quick questions about your move date, household and income first.",
    },
    {
      type: 'faq',
      title: 'Do you do evening or weekend viewings?',
      content:
        "Yes – we run late viewings until 7:00pm every Thursday and Saturday-morning viewings until 12:30pm. We don't hold viewings on Sundays, but most listings include a video walk-through you can watch at any time.",
    },
    {
      type: 'faq',
      title: 'How much does a valuation cost?',
      content:
        'Sales and rental valuations are free and there is no obligation to instruct us. Martin Pryce or Tom Ashdown carry out sales valuations and Hannah Reid does rental valuations; we can usually visit within 48 hours and you will have the figure in writing within 2 working days.',
    },
    {
      type: 'faq',
      title: 'How long does it take to sell a house?',
      content:
        'Last year our homes went under offer in an average of 34 days from going live. Completion usually follows 12–16 weeks after an offer is accepted, depending on the chain, searches and mortgage.',
    },
    {
      type: 'faq',
      title: 'Do tenants have to pay any fees?',
      content:
        'Under the Tenant Fees Act 2019 we charge no admin, referencing or check-out fees. The only permitted charges are £50 (inc VAT) to change a sharer or amend the tenancy, interest at 3% above the Bank of England base rate on rent more than 14 days late, and the reasonable cost of replacing lost keys or fobs.',
    },
    {
      type: 'faq',
      title: 'How much notice do I need to give to end my tenancy?',
      content:
        "On a periodic (rolling) tenancy you must give at least one month's written notice, ending on the last day of a rental period. During a fixed term you can only leave early if there is a break clause or the landlord agrees to an early surrender. Send your notice to lettings@ashdownpryce.co.uk.",
    },
    {
      type: 'faq',
      title: 'How and when do I pay my rent?',
      content:
        "Rent is paid monthly in advance by standing order into our client account, on the same date each month as your tenancy started. Your first month's rent and deposit must be paid in cleared funds before you collect the keys. We can't accept cash at the office.",
    },
    {
      type: 'faq',
      title: 'How can I get alerts for new properties?',
      content:
        "Register on our website or call the office and we'll send new homes that match what you're looking for by email or text. Registered applicants receive our 'First Look' alert around 24 hours before a property appears anywhere else.",
    },
    {
      type: 'faq',
      title: 'Do you offer mortgage advice?',
      content:
        "We don't give mortgage advice ourselves, but independent broker Sarah Doyle of Clearview Mortgages holds free appointments at our Ludlow office every Wednesday. We may receive a referral fee of £150 if you take out a mortgage through her, and we'll always tell you about it.",
    },
    {
      type: 'faq',
      title: 'Which property websites do you advertise on?',
      content:
        'Every property we market goes on Rightmove, Zoopla and OnTheMarket as well as our own website, ashdownpryce.co.uk. New listings are also posted on our Facebook and Instagram pages (@ashdownpryce) and shown in the Broad Street window.',
    },
    {
      type: 'faq',
      title: 'Can you recommend a solicitor for conveyancing?',
      content:
        "We can recommend three local conveyancing firms we work with regularly, including Marsh & Co in Ludlow and Teme Valley Law in Tenbury Wells. You're free to use any solicitor you like, and we don't take referral fees from solicitors.",
    },
    {
      type: 'faq',
      title: 'Are you a member of a redress scheme?',
      content:
        'Yes. We belong to The Property Ombudsman (TPO) for both sales and lettings, client money is protected under the Propertymark Client Money Protection scheme, and we are members of Propertymark (ARLA and NAEA). Our certificates are on display in the office.',
    },
    {
      type: 'faq',
      title: 'Can I decorate or put up pictures in my rented home?',
      content:
        "Small picture hooks and removable adhesive strips are fine in most of our properties, but painting, wallpapering or fixing shelves needs the landlord's written permission first – email your request to lettings@ashdownpryce.co.uk. If you redecorate without permission you may be asked to put it back to the original colour before you leave.",
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Landlord Fees Schedule 2025',
      fileName: 'landlord-fees.txt',
      content: `ASHDOWN & PRYCE – LANDLORD FEES SCHEDULE 2025

Effective from 1 April 2025. All fees are shown excluding VAT, with the VAT-inclusive figure in brackets. VAT is charged at 20%.

1. Service Levels

Let Only
- Marketing, accompanied viewings, tenant referencing, tenancy agreement and deposit registration
- Fee: 75% of the first month's rent (90% inc VAT), subject to a minimum of £450 (£540 inc VAT)

Rent Collection
- Everything in Let Only, plus collecting rent each month, chasing arrears and monthly statements
- Set-up fee £300 (£360 inc VAT), then 9% of the monthly rent (10.8% inc VAT)

Fully Managed
- Everything in Rent Collection, plus arranging repairs and maintenance, periodic property inspections, our out-of-hours emergency line, check-in and check-out
- Set-up fee £300 (£360 inc VAT), then 12% of the monthly rent (14.4% inc VAT)

2. COMPLIANCE AND SAFETY CERTIFICATES

We can arrange all legally required certificates through our approved contractors.

Service | Fee (exc VAT)
Energy Performance Certificate (EPC) | £85
Gas Safety Certificate (CP12) | £75
Electrical Installation Condition Report (EICR) | £165
Legionella risk assessment | £60
Smoke and carbon monoxide alarm test at move-in | Included with Fully Managed

Any remedial work identified by a certificate is quoted separately and only carried out with your approval.

3. INVENTORY AND CHECK-OUT REPORTS

Inventories are prepared by an independent clerk and include date-stamped photographs. Prices depend on the size of the property:
• Studio or 1 bedroom: £120
• 2 bedrooms: £150
• 3 bedrooms: £175
• 4 bedrooms or more: £195

Check-out reports are charged at the same rate, except on Fully Managed tenancies where they are included.

4. Additional Charges

- Tenancy renewal (new fixed term): £90 (£108 inc VAT)
- Additional property visit at the landlord's request: £45 (£54 inc VAT)
- Preparing and serving a Section 13 rent increase notice: £60 (£72 inc VAT)
- Preparing for and attending court or tribunal: £50 per hour (£60 inc VAT)
- Non-resident landlord (NRL) annual tax return: £120 (£144 inc VAT)
- Rent guarantee insurance: £22 per month (available on Rent Collection and Fully Managed only)

5. Payment Terms

Let Only fees are deducted from the first month's rent we receive. Rent Collection and Fully Managed fees are deducted monthly from the rent collected, and your statement and the balance of funds are sent by the 5th working day after the rent reaches our client account.

To end a Rent Collection or Fully Managed service, we require two months' written notice. No termination fee is charged provided notice is given in writing.`,
    },
    {
      type: 'document',
      title: 'Seller Terms of Business',
      fileName: 'seller-terms-of-business.txt',
      content: `ASHDOWN & PRYCE – TERMS OF BUSINESS FOR SELLERS
Version 3.2 – January 2025

These terms apply when you instruct Ashdown & Pryce to sell a residential property. Please read them carefully before signing the agency agreement.

1. Our Commission

- Sole agency: 1.2% of the agreed sale price plus VAT (1.44% inc VAT), with a minimum fee of £2,400 plus VAT
- Joint sole agency (with one other named agent): 1.5% plus VAT, shared between the two agents
- Multi-agency: 1.8% plus VAT

Commission is only payable when your sale completes. If we don't sell, you pay no commission.

2. WHAT'S INCLUDED

• Professional photography and a measured floor plan
• Accompanied viewings, with buyer feedback passed to you within 24 hours
• Sales progression from offer through to completion
• A For Sale board (unless you ask us not to put one up)
• Regular marketing reviews with your agent

3. OPTIONAL EXTRAS

Extra | Cost (exc VAT)
Drone aerial photography | £150
Professional video walk-through | £95
Featured listing on property portals | £199 for 4 weeks
Virtual staging of empty rooms | £40 per room

Optional extras are invoiced when the work is done and are payable whether or not the property sells.

4. Length of Agreement

A sole agency agreement has a minimum term of 12 weeks from the day marketing begins. After the minimum term either party may end the agreement by giving 14 days' written notice.

If you withdraw the property during the minimum term, a withdrawal fee of £250 plus VAT is payable to cover marketing costs already incurred.

If a buyer we introduced during the agreement goes on to buy your property within 6 months of the agreement ending, commission remains payable.

5. ANTI-MONEY LAUNDERING CHECKS

We are required by law to verify the identity of every seller before marketing begins. We will ask for photo ID and proof of address and run an electronic identity check, which costs £25 plus VAT per seller.

6. Your Responsibilities

- Complete the Property Information Questionnaire honestly and fully
- Tell us about anything a buyer would reasonably want to know, such as flooding, subsidence, Japanese knotweed or disputes with neighbours
- Let us know straight away if you accept an offer through anyone else or decide to take the property off the market`,
    },
    {
      type: 'document',
      title: 'Tenant Application and Referencing Guide',
      fileName: 'tenant-referencing-guide.txt',
      content: `TENANT APPLICATION AND REFERENCING GUIDE
Ashdown & Pryce Lettings, 14 Broad Street, Ludlow

This guide explains what happens between deciding you'd like to rent one of our properties and moving in.

1. Making an Application

Every adult aged 18 or over who will live in the property must complete our online application form, even if they are not paying rent. Once the form is in and your holding deposit has been received, the property is marked as Let Agreed and referencing begins.

2. Referencing

Referencing is carried out on our behalf by HomeLet. They will check:
- your employment and income, usually by contacting your employer directly
- your current or previous landlord, if you have one
- your credit history and any county court judgments
- your affordability against the rent

Referencing normally takes 3 to 5 working days. The most common cause of delay is an employer or previous landlord who is slow to reply, so please warn them to expect a call or email.

3. Documents You'll Need

• Passport, or a share code from gov.uk if you have digital immigration status
• Proof of your current address dated within the last 3 months
• Your last 3 months' payslips
• If self-employed: your last 2 years' SA302 tax calculations, or a reference from your accountant
• If you are a student: your university acceptance letter, plus a UK-based guarantor

4. CREDIT HISTORY

Please tell us about any credit problems before you apply – an honest conversation at the start saves everyone time. A satisfied CCJ more than 3 years old won't normally count against you. An unsatisfied CCJ, an IVA or a bankruptcy within the last 6 years will usually mean the application fails unless a guarantor is provided.

5. RIGHT TO RENT

By law we must check that every adult occupier has the right to rent in England before the tenancy starts. We do this in person at the office or over a video call, and we keep a copy of your documents for the length of the tenancy plus one year.

6. After Referencing

Once referencing has passed we will email the tenancy agreement for electronic signature via DocuSign within 24 hours. All tenants and any guarantor must sign before the move-in date.

On moving day, keys are collected from our Ludlow office from 12 noon. One of the team will meet you at the property or go through the check-in inventory with you, including meter readings and photographs.`,
    },
    {
      type: 'document',
      title: 'Maintenance and Repairs Guide for Tenants',
      fileName: 'tenant-maintenance-guide.txt',
      content: `MAINTENANCE AND REPAIRS GUIDE FOR TENANTS
For tenants of properties fully managed by Ashdown & Pryce

PRIORITY LEVELS AND RESPONSE TIMES

Every repair report is given a priority so that the most serious problems are dealt with first.

Priority | Examples | Target attendance
Emergency | major water leak, no heating in winter, total loss of power, insecure front door | within 24 hours
Urgent | boiler fault with hot water still working, the only toilet blocked, landlord's fridge not working | within 3 working days
Routine | dripping tap, sticking door, faulty extractor fan, loose cupboard hinge | within 14 days

Where parts have to be ordered the contractor will make the property safe first and return to complete the job.

YOUR RESPONSIBILITIES AS A TENANT

Some small jobs are the tenant's responsibility rather than the landlord's:
- replacing light bulbs and batteries in remotes and clocks
- testing smoke and carbon monoxide alarms once a month
- keeping sinks, showers and drains clear of hair, fat and food waste
- bleeding radiators and topping up boiler pressure if shown how
- looking after the garden unless your tenancy says otherwise
- reporting problems promptly, before they get worse

CONTRACTOR ACCESS

We will give you at least 24 hours' notice before a contractor visits unless it is an emergency. Our contractors can collect a key from the office if you are at work. If you agree to an appointment and then aren't in or don't allow access, the contractor's call-out charge (typically £60) may be passed on to you.

DAMP, CONDENSATION AND MOULD

Everyday living creates moisture. Open windows for at least 15 minutes a day, use extractor fans when cooking or showering, and avoid drying clothes on radiators. If mould appears, report it with photos: we will arrange an inspection within 5 working days and agree a plan with the landlord.

DAMAGE

Repairs needed because of accidental or careless damage by a tenant or their visitors will be charged to the tenant. We will always send you the contractor's invoice.

WINTER PRECAUTIONS

• Keep the heating on at a minimum of 12°C if you are away in cold weather
• Find out where your stopcock is when you move in
• Tell us if you will be away for more than 14 days in a row`,
    },
    {
      type: 'document',
      title: 'End of Tenancy Checkout Guide',
      fileName: 'end-of-tenancy-guide.txt',
      content: `END OF TENANCY CHECKOUT GUIDE
Ashdown & Pryce Lettings

Moving out should be straightforward. Follow this guide and you give yourself the best chance of getting your full deposit back.

1. Cleaning

The property should be returned in the same condition as shown in the check-in inventory, allowing for fair wear and tear. If it was professionally cleaned before you moved in, it must be cleaned to the same standard when you leave. Pay particular attention to:
- the oven, hob and extractor hood
- bathroom tiles, limescale on taps and shower screens
- skirting boards, light switches and windows (inside)
- carpets, which should be vacuumed and free of stains

2. Keys

All keys, fobs and parking permits must be returned to our office at 14 Broad Street by 12 noon on the last day of your tenancy. If keys are returned late, rent may be charged on a daily basis until they are received.

3. CHECK-OUT INSPECTION

The check-out is carried out by our Property Manager or an independent inventory clerk within 2 working days of you leaving. The condition of the property is compared line by line with the check-in inventory and photographs. You are welcome to attend if you let us know in advance.

4. DEPOSIT RETURN

- We will email you the landlord's proposed deductions, if any, within 10 working days of the check-out
- Once you and the landlord agree, the Deposit Protection Service releases the money, usually within 5 working days
- If you don't agree, you can raise a dispute with the DPS, whose adjudication service is free and independent

5. Common Deductions

Item | Typical charge
Oven clean | £65
Carpet clean (per room) | £35
Replacement key cut | £15
Removal of rubbish or furniture left behind | from £80
Repainting a room marked by Blu Tack or nails | from £120

6. Before You Hand Back the Keys

• Take final meter readings and photos of the meters
• Tell your energy and water suppliers and Shropshire Council (council tax) your leaving date
• Set up a Royal Mail redirection for your post
• Give us a forwarding address so we can contact you about the deposit`,
    },

    // ------------------------------------------------------------ website
    {
      type: 'website',
      title: 'Ashdown & Pryce | Independent Estate & Letting Agents in Ludlow',
      url: 'https://www.ashdownpryce.co.uk/',
      content: `# Ashdown & Pryce – Independent Estate and Letting Agents in Ludlow

Ashdown & Pryce was founded in 1998 by Martin Pryce and Tom Ashdown, who still run the business today. We're a family-run, independent agent – not part of a franchise or national chain – and we specialise in homes across south Shropshire and the Welsh Marches.

## Where we work

From our offices in Ludlow and Church Stretton we cover Ludlow, Craven Arms, Church Stretton, Tenbury Wells, Cleobury Mortimer, Clee Hill and the villages in between. Whether it's a town-centre flat on Corve Street, a Georgian townhouse or a farmhouse with land, we know the local market street by street.

## Why choose us

- More than 2,400 homes sold since 1998
- Over 400 rental properties under management
- Rated 4.9 out of 5 from 310 Google reviews
- Gold winner for Lettings Agent of the Year (West Midlands) at the 2024 Estate Agency Awards
- Same-day response to every enquiry received before 4pm

## Thinking of selling?

Book a free valuation and we'll give you an honest asking price backed by local sales evidence – not a figure designed to win the instruction.

## Thinking of letting?

From let-only to fully managed, our lettings team will find and reference tenants, handle the compliance paperwork and look after your property as if it were our own.

## Looking for a home?

Search our latest properties for sale and to rent, and register for alerts so you hear about new homes first.

## Community

We're proud to sponsor Ludlow Food Festival and Ludlow Town Football Club's junior teams, and every year we donate £10 for every completed sale to Hope House Children's Hospices.`,
    },
    {
      type: 'website',
      title: 'Meet the Team | Ashdown & Pryce',
      url: 'https://www.ashdownpryce.co.uk/about/meet-the-team',
      content: `# Meet the Team

We're a small team of local people, and most of us have been here for years. When you call, you'll speak to someone who knows the property and the area.

## Directors

**Martin Pryce – Managing Director**
Martin has worked in Shropshire property for more than 30 years and is a Fellow of the National Association of Estate Agents. He carries out most of our sales valuations for country homes and farms.

**Tom Ashdown – Sales Director**
Tom leads the sales team and handles valuations in Ludlow and Tenbury Wells. Outside work he's usually found on the Mortimer Trail with his spaniel, Bramble.

## Lettings

**Hannah Reid – Lettings Manager**
Hannah joined us in 2014 and runs the lettings department, looking after our landlords and overseeing every tenancy from valuation to check-out. She is a member of ARLA Propertymark.

**Sophie Bennett – Lettings Negotiator**
Sophie is the first point of contact for people looking to rent. She conducts most of our rental viewings and guides applicants through referencing and move-in.

**Gareth Lloyd – Property Manager**
A qualified plumber for 15 years before joining us, Gareth deals with repairs, contractor visits and routine inspections for our managed properties.

## Sales

**Lucy Harding – Senior Sales Negotiator**
Lucy arranges and conducts sales viewings, handles offers and keeps buyers and sellers up to date.

**Dan Whitfield – Sales Progressor**
Once an offer is accepted, Dan works with solicitors, surveyors and mortgage lenders to get every sale over the line.

## Accounts

**Elaine Moss – Accounts Manager**
Elaine manages our client account, landlord payments and statements, and is the person to speak to about rent payments.`,
    },
    {
      type: 'website',
      title: 'Landlords | Let and Manage Your Property | Ashdown & Pryce',
      url: 'https://www.ashdownpryce.co.uk/landlords',
      content: `# Letting Your Property with Ashdown & Pryce

Whether you're letting your first home or have a portfolio of twenty, our lettings team looks after residential landlords across south Shropshire.

## Our track record

- Properties let in an average of 11 days from going on the market
- 98% of managed properties occupied throughout 2024
- 97% of rent collected on or before the due date
- Award-winning lettings team

## How it works

1. **Free rental valuation** – we visit, advise on the achievable rent and suggest any improvements.
2. **Compliance check** – we make sure you have a valid EPC, gas safety certificate, EICR and working alarms before the first viewing.
3. **Marketing** – professional photos and floor plans, plus accompanied viewings.
4. **Referencing** – every applicant is fully referenced and Right to Rent checked.
5. **Move-in** – we prepare the tenancy agreement, register the deposit and carry out the check-in.
6. **Ongoing management** – on our managed services we collect rent, arrange repairs and keep you informed.

## Property inspections

On our Fully Managed service we carry out routine inspections every six months. You'll receive a photo report by email within 48 hours of each visit, highlighting anything that needs attention.

## Switching from another agent

Already have tenants in place with another agent? Switching to us is simple: we'll contact your current agent, transfer the deposit and paperwork, and there's no set-up fee for tenancies that move across to our management.

## Your Landlord Portal

Every landlord gets a login to our online Landlord Portal, where you can see statements, certificates, inspection reports and repair jobs 24 hours a day.

## Keeping up with legislation

Lettings law changes often. We keep every landlord updated on changes, including the Renters' Rights Act, and hold a free landlord briefing evening at the Feathers Hotel each spring.`,
    },
    {
      type: 'website',
      title: 'Selling Your Home | Ashdown & Pryce',
      url: 'https://www.ashdownpryce.co.uk/selling',
      content: `# Selling Your Home

Selling a home is one of the biggest decisions you'll make. Our job is to get you the best price from the right buyer, and then make sure the sale actually completes.

## 1. Valuation

One of our directors visits, looks around the property and talks through recent local sales before recommending an asking price and marketing strategy.

## 2. Preparing to market

We arrange photography and a floor plan, write the description with you, and collect the material information buyers are entitled to see, such as council tax band, tenure and any restrictions.

## 3. Viewings and open days

All viewings are accompanied by our team. For homes with strong interest we can run an open house on a Saturday morning, so several buyers can view in one session and offers come in together.

## 4. Offers

We check every buyer's position – mortgage agreement in principle, proof of deposit, whether they have a property to sell – before presenting their offer, so you can compare offers properly rather than just on price.

## 5. Sales progression

Once you accept an offer, our sales progressor takes over. You'll get an update by phone or email every Friday until completion, and we chase solicitors, surveyors and the rest of the chain so you don't have to.

## Probate and executor sales

If you're selling a home on behalf of someone who has died, we offer a dedicated probate service. We can hold keys, check on an empty property weekly, put you in touch with house clearance firms, and start marketing as soon as the grant of probate is expected.

## Selling with tenants in place

If your property is currently let, we can market it to investors with the tenancy in place or work with our lettings team to plan vacant possession.`,
    },
    {
      type: 'website',
      title: 'Church Stretton Office | Ashdown & Pryce',
      url: 'https://www.ashdownpryce.co.uk/branches/church-stretton',
      content: `# Our Church Stretton Office

Our second office opened in 2016 to serve Church Stretton and the villages around the Long Mynd.

## Address

3 Sandford Avenue, Church Stretton, Shropshire SY6 6BW
Telephone: 01694 723 408
Email: stretton@ashdownpryce.co.uk

## Opening hours

- Tuesday and Thursday: 10:00am – 4:00pm
- Saturday: 9:30am – 12:30pm
- Monday, Wednesday, Friday and Sunday: closed

When the Church Stretton office is closed, calls are automatically transferred to our Ludlow office, so you can still reach the team during normal working hours.

## Your local branch manager

Priya Kaur manages the Church Stretton office and handles sales and lettings in the area. Priya grew up in All Stretton and has worked with us since 2012, so she knows the local market well.

## What we can help with here

You can drop in to register for property alerts, pick up brochures, hand in tenancy paperwork or arrange a valuation of a home in the Strettons. Keys for properties in the area can also be collected from this office by arrangement, which saves a trip to Ludlow.

## Areas we cover from Church Stretton

Church Stretton, All Stretton, Little Stretton, Cardington, Acton Burnell, Longnor and the surrounding hills.

## Finding us

We're opposite the library, three minutes' walk from Church Stretton railway station. There is free 2-hour parking in the Easthope Road car park just behind the office.`,
    },
    {
      type: 'website',
      title: 'Buying a Property | Ashdown & Pryce',
      url: 'https://www.ashdownpryce.co.uk/buying',
      content: `# Buying with Ashdown & Pryce

Good homes in south Shropshire often sell quickly, so it pays to be ready before you find the right one.

## Get ready to buy

Before you start viewing, we recommend you have:
- a mortgage agreement in principle from your lender or broker
- proof of your deposit, such as a recent bank statement
- a solicitor in mind for the conveyancing
- a realistic idea of when you could move

## Making an offer

You can make an offer by phone, email or in person. Before we put it forward, we'll need your mortgage agreement in principle (or proof of cash funds) and details of any property you need to sell. We are legally required to pass every offer to the seller, and we aim to do so the same working day. The final decision always rests with the seller.

## Once your offer is accepted

- We send a memorandum of sale to both solicitors and to you
- The property is marked Sold STC (Subject to Contract)
- We ask for photo ID and proof of address for our anti-money-laundering checks
- Our sales progressor keeps in touch until completion

## Our policy on gazumping

Once an offer has been accepted, we stop arranging viewings unless the seller specifically tells us otherwise in writing. We'll always let you know if another offer is received.

## First-time buyers

Buying your first home? Ask us for our free first-time buyer guide, which explains each step from agreement in principle to exchange of contracts and completion in plain English.`,
    },
  ],

  questions: [
    // ---- FAQs
    { text: 'are you open on saturday afternoons?', expect: 'What are your office opening hours?' },
    { text: 'what time do u shut tonight', expect: 'What are your office opening hours?' },
    {
      text: 'where abouts is your office and can i park near it',
      expect: 'Where are you located and is there parking?',
    },
    {
      text: "I'm driving over to drop off some paperwork, is there anywhere to leave the car?",
      expect: 'Where are you located and is there parking?',
    },
    { text: 'holding deposit?', expect: 'How much is the holding deposit?' },
    {
      text: 'how much do i need to put down to reserve a flat while you do the checks',
      expect: 'How much is the holding deposit?',
    },
    {
      text: 'how many weeks rent is the bond',
      expect: 'How much is the security deposit and where is it protected?',
    },
    {
      text: 'is my deposit kept safe in a proper scheme or do you just hang on to it',
      expect: 'How much is the security deposit and where is it protected?',
    },
    {
      text: 'how much do i have to earn to rent a £750 a month place',
      expect: 'What income do I need to pass referencing?',
    },
    {
      text: 'whats the minimum salary to pass your checks',
      expect: 'What income do I need to pass referencing?',
    },
    {
      text: "my dad said he'd go guarantor for me, does he need to earn a certain amount?",
      expect: 'Can I use a guarantor?',
    },
    { text: 'guarantor rules', expect: 'Can I use a guarantor?' },
    {
      text: "me and my partner both work full time and we've got a cat, we saw the flat on Corve Street - would the landlord be ok with her?",
      expect: 'Are pets allowed in your rental properties?',
    },
    { text: 'dog friendly rentals??', expect: 'Are pets allowed in your rental properties?' },
    {
      text: 'do u take people on benefits',
      expect: 'Do you accept tenants on Universal Credit or housing benefit?',
    },
    {
      text: "i'm on universal credit, will that stop me getting a place",
      expect: 'Do you accept tenants on Universal Credit or housing benefit?',
    },
    {
      text: 'my kitchen tap is leaking how do i let you know',
      expect: 'How do I report a repair?',
    },
    { text: 'where do I log a maintenance issue', expect: 'How do I report a repair?' },
    {
      text: "boiler's packed up on a sunday night, no heating and the kids are freezing, who do i ring",
      expect: 'Who do I call in an emergency out of hours?',
    },
    {
      text: 'burst pipe at 11pm HELP whats the number',
      expect: 'Who do I call in an emergency out of hours?',
    },
    { text: 'how do I go about seeing one of your houses', expect: 'How do I arrange a viewing?' },
    {
      text: 'are viewings accompanied or do you just give us the keys',
      expect: 'How do I arrange a viewing?',
    },
    {
      text: 'can i view after work, i dont finish till 6',
      expect: 'Do you do evening or weekend viewings?',
    },
    { text: 'any viewings on a sunday', expect: 'Do you do evening or weekend viewings?' },
    { text: 'do you charge for valuing my house', expect: 'How much does a valuation cost?' },
    { text: 'how much is a market apprasial', expect: 'How much does a valuation cost?' },
    {
      text: 'roughly how long till my house sells',
      expect: 'How long does it take to sell a house?',
    },
    {
      text: 'how many weeks from accepting an offer to completion usually?',
      expect: 'How long does it take to sell a house?',
    },
    { text: 'are there any admin fees for tenants', expect: 'Do tenants have to pay any fees?' },
    {
      text: "what happens if I'm a couple of weeks late with the rent, do you charge extra",
      expect: 'Do tenants have to pay any fees?',
    },
    {
      text: 'im on a rolling contract and want to move out, how much notice',
      expect: 'How much notice do I need to give to end my tenancy?',
    },
    {
      text: 'can i leave my tenancy early, still got 5 months on the fixed term',
      expect: 'How much notice do I need to give to end my tenancy?',
    },
    { text: 'can I pay my rent in cash at the office', expect: 'How and when do I pay my rent?' },
    { text: 'what date is rent due each month', expect: 'How and when do I pay my rent?' },
    {
      text: 'can you let me know when new houses come up',
      expect: 'How can I get alerts for new properties?',
    },
    {
      text: 'how do I hear about new listings before everyone else does',
      expect: 'How can I get alerts for new properties?',
    },
    { text: 'can you sort me out a mortgage', expect: 'Do you offer mortgage advice?' },
    {
      text: 'is there a mortgage adviser I could have a chat with',
      expect: 'Do you offer mortgage advice?',
    },
    { text: 'are your houses on zoopla', expect: 'Which property websites do you advertise on?' },
    {
      text: 'where do you advertise peoples homes',
      expect: 'Which property websites do you advertise on?',
    },
    {
      text: 'who should I use for the legal side of buying, any good conveyancers round here?',
      expect: 'Can you recommend a solicitor for conveyancing?',
    },
    {
      text: 'which ombudsman are you signed up with',
      expect: 'Are you a member of a redress scheme?',
    },
    {
      text: 'is my money protected if the agency goes bust',
      expect: 'Are you a member of a redress scheme?',
    },
    {
      text: 'can i paint the bedroom in my rented house',
      expect: 'Can I decorate or put up pictures in my rented home?',
    },
    {
      text: 'allowed to put shelves up?',
      expect: 'Can I decorate or put up pictures in my rented home?',
    },

    // ---- documents
    {
      text: "what's your fee for fully managed, percentage wise",
      expect: 'Landlord Fees Schedule 2025',
      fact: '12%',
    },
    {
      text: "how much to just find me a tenant, I'll look after the place myself",
      expect: 'Landlord Fees Schedule 2025',
      fact: '75%',
    },
    {
      text: 'cost of a gas safety cert if you arrange it',
      expect: 'Landlord Fees Schedule 2025',
      fact: '£75',
    },
    {
      text: 'how much is an inventory for a 3 bed house',
      expect: 'Landlord Fees Schedule 2025',
      fact: '£175',
    },
    {
      text: "what's your commission if I go sole agency",
      expect: 'Seller Terms of Business',
      fact: '1.2%',
    },
    {
      text: 'how much extra for drone photos of my farmhouse',
      expect: 'Seller Terms of Business',
      fact: '£150',
    },
    {
      text: 'if i change my mind and take the house off the market after a few weeks is there a penalty?',
      expect: 'Seller Terms of Business',
      fact: '£250',
    },
    {
      text: 'im self employed, what paperwork will you want for the referencing',
      expect: 'Tenant Application and Referencing Guide',
      fact: 'SA302',
    },
    {
      text: 'how long does referencing take',
      expect: 'Tenant Application and Referencing Guide',
      fact: '3 to 5 working days',
    },
    {
      text: "I've got an old CCJ from 2019 that I paid off, will that count against me?",
      expect: 'Tenant Application and Referencing Guide',
      fact: 'more than 3 years old',
    },
    {
      text: 'how quick will someone come out to fix a dripping tap',
      expect: 'Maintenance and Repairs Guide for Tenants',
      fact: '14 days',
    },
    {
      text: "if I miss the plumber's appointment will I get charged",
      expect: 'Maintenance and Repairs Guide for Tenants',
      fact: '£60',
    },
    {
      text: 'theres black mould coming up in the bathroom what will you do about it',
      expect: 'Maintenance and Repairs Guide for Tenants',
      fact: '5 working days',
    },
    {
      text: 'what time do i have to hand the keys back on my last day',
      expect: 'End of Tenancy Checkout Guide',
      fact: '12 noon',
    },
    {
      text: 'how long after moving out till i hear about my deposit',
      expect: 'End of Tenancy Checkout Guide',
      fact: '10 working days',
    },
    {
      text: 'wat do you charge for an oven clean if i leave it mucky',
      expect: 'End of Tenancy Checkout Guide',
      fact: '£65',
    },

    // ---- website pages
    {
      text: 'how long has the company been going',
      expect: 'Ashdown & Pryce | Independent Estate & Letting Agents in Ludlow',
      fact: '1998',
    },
    {
      text: 'do you cover cleobury mortimer',
      expect: 'Ashdown & Pryce | Independent Estate & Letting Agents in Ludlow',
      fact: 'Cleobury Mortimer',
    },
    {
      text: "who's in charge of lettings",
      expect: 'Meet the Team | Ashdown & Pryce',
      fact: 'Hannah Reid',
    },
    {
      text: 'who is the lettings negotiator, the person who does the rental viewings?',
      expect: 'Meet the Team | Ashdown & Pryce',
      fact: 'Sophie Bennett',
    },
    {
      text: 'how fast do you normally get a tenant in',
      expect: 'Landlords | Let and Manage Your Property | Ashdown & Pryce',
      fact: '11 days',
    },
    {
      text: "I'm with another agent at the moment, what would it cost to move my flat over to you",
      expect: 'Landlords | Let and Manage Your Property | Ashdown & Pryce',
      fact: 'no set-up fee',
    },
    {
      text: 'how often will I get updates once an offer is accepted',
      expect: 'Selling Your Home | Ashdown & Pryce',
      fact: 'Friday',
    },
    {
      text: 'my mum passed away and we need to sell her bungalow, can you help with that side of things',
      expect: 'Selling Your Home | Ashdown & Pryce',
      fact: 'probate',
    },
    {
      text: "when's the church stretton office open",
      expect: 'Church Stretton Office | Ashdown & Pryce',
      fact: 'Tuesday and Thursday',
    },
    {
      text: 'phone number for the stretton branch pls',
      expect: 'Church Stretton Office | Ashdown & Pryce',
      fact: '01694 723 408',
    },
    {
      text: 'what do you need from me before I put in an offer on a house',
      expect: 'Buying a Property | Ashdown & Pryce',
      fact: 'agreement in principle',
    },
    {
      text: 'what does sold stc mean',
      expect: 'Buying a Property | Ashdown & Pryce',
      fact: 'Subject to Contract',
    },
  ],

  requests: [
    {
      text: "I'd like to book a viewing of the 2 bed on Gravel Hill this Saturday please",
      expect: 'Appointments',
    },
    {
      text: 'can someone come round and value my house sometime next week',
      expect: 'Appointments',
    },
    {
      text: 'book me in for a rental valuation - 3 bed semi in Craven Arms',
      expect: 'Appointments',
    },
    {
      text: 'I want to make a formal complaint about how my deposit was handled',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'your negotiator never turned up to our viewing yesterday, really not happy about it',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just want to leave some feedback - Sophie was brilliant with our move',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'can someone call me back about letting my flat? 07811 223344',
      expect: 'General Inquiry',
    },
    {
      text: 'please pass an enquiry to the sales team about the cottage at Clee Hill',
      expect: 'General Inquiry',
    },
    {
      text: 'send a message to the office asking if the barn conversion in Onibury is still available',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person', expect: 'handoff' },
    { text: 'put me through to someone in lettings please', expect: 'handoff' },
    { text: "I'd rather speak to an actual human than a bot tbh", expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather doing in ludlow tomorrow",
    'who won the villa game last night',
    "got a decent recipe for shepherd's pie?",
    'can you help me write a cover letter for a job application',
    'Do you sell any shared ownership homes?',
    'do you sell houses at auction',
    'Can you manage my cottage as a holiday let on Airbnb?',
    "what's the stamp duty on a £300k house for a first time buyer",
    'Can you do a RICS level 3 building survey on the house I’m buying?',
    'Do you help landlords apply for an HMO licence?',
    "what's the phone number for Rightmove's customer service",
    'is Savills in Shrewsbury open on Sundays',
  ],
};
