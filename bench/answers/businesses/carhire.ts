import type { Business } from '../types.js';

export const carhire: Business = {
  slug: 'carhire',
  name: 'Kinnaird Car & Van Hire',
  field:
    'Independent car, van and minibus hire with branches in Inverness town and Inverness Airport',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What documents do I need to bring when I collect my vehicle?',
      content:
        "Please bring your full photocard driving licence, a DVLA licence check code generated no more than 21 days before collection, and two proofs of address dated within the last 3 months (utility bill, bank statement or council tax letter). You will also need a card in the main driver's own name for the deposit. Every named driver has to bring the same documents.",
    },
    {
      type: 'faq',
      title: 'Can I pay the deposit with a debit card?',
      content:
        "Yes, we accept Visa and Mastercard debit cards at both branches. Please note that with a debit card the deposit is taken as a payment rather than a pre-authorisation hold, and it is refunded to the same card within 7 working days of the vehicle being checked in. Prepaid cards, virtual cards and cards in someone else's name are not accepted.",
    },
    {
      type: 'faq',
      title: 'Do you accept overseas driving licences?',
      content:
        'Licences issued in the EU, EEA, USA, Canada, Australia and New Zealand are accepted on their own as long as they are in English or the Latin alphabet. Licences in any other script must be accompanied by an International Driving Permit. Visitors from outside the UK should also bring their passport and a return travel ticket or booking confirmation instead of UK proofs of address.',
    },
    {
      type: 'faq',
      title: 'Can I add an additional driver?',
      content:
        'Yes. Each additional driver costs £9 per day, capped at £90 per rental. Additional drivers must come to the branch at collection with their own licence and documents so we can check them before they drive.',
    },
    {
      type: 'faq',
      title: 'Can I collect or return outside opening hours?',
      content:
        'Returns outside opening hours are fine at both branches: lock the vehicle and post the keys through the secure key drop box by the front door, with the fuel receipt left on the dashboard. Early-morning or late-evening collections can be arranged in advance for a £35 out-of-hours fee, subject to staff availability.',
    },
    {
      type: 'faq',
      title: 'Do you deliver vehicles to my home or work?',
      content:
        'We can deliver and collect within 15 miles of our Longman Road branch for £25 each way, which covers Inverness, Culloden, Beauly and Ardersier. Further afield we quote individually. Deliveries run between 9am and 5pm Monday to Saturday.',
    },
    {
      type: 'faq',
      title: 'Are pets allowed in your vehicles?',
      content:
        'Well-behaved dogs are welcome in cars and vans as long as they travel in a crate or on a seat cover or blanket that you supply. If we have to remove pet hair at the end of the hire a £60 specialist cleaning charge applies.',
    },
    {
      type: 'faq',
      title: 'What happens if I return the vehicle dirty?',
      content:
        'A normal amount of road dirt is fine and you do not need to wash the vehicle. If it comes back with heavy mud, sand or rubbish inside we charge a £40 valet fee. All our vehicles are strictly no smoking (including e-cigarettes) and evidence of smoking carries a £150 charge.',
    },
    {
      type: 'faq',
      title: 'Do you have automatic cars?',
      content:
        'Yes, we have a limited number of automatic cars in Groups C, D and E. Automatics must be requested at the time of booking and carry a £6 per day supplement. We cannot guarantee an automatic on a walk-in hire, so please book early in summer.',
    },
    {
      type: 'faq',
      title: 'Do you have electric cars for hire?',
      content:
        'We have two MG4 Electric cars available from the town branch only, with a real-world range of about 220 miles. They are supplied with at least 80% charge and should be returned with at least 70%; otherwise a £30 recharging fee applies. A Type 2 charging cable is in the boot.',
    },
    {
      type: 'faq',
      title: 'Can I extend my rental?',
      content:
        'Usually, yes. Please phone the branch you hired from before your original return time and we will extend it if the vehicle is not booked, taking payment for the extra days over the phone. If you simply keep the vehicle without telling us, a £25 late-return fee is added on top of the extra hire.',
    },
    {
      type: 'faq',
      title: 'What is your cancellation policy?',
      content:
        "Cancel up to 48 hours before your collection time and you get a full refund. Cancellations within 48 hours are charged one day's hire, and if you do not turn up at all the full prepaid amount is kept. Refunds go back to the original card within 5 working days.",
    },
    {
      type: 'faq',
      title: 'Do you provide child seats?',
      content:
        "Yes, we have rear-facing baby seats, forward-facing child seats and high-back booster seats at £7 per seat per day, capped at £50 per rental. Please tell us the child's age and weight when booking. For insurance reasons our staff can show you how the seat works but cannot fit it for you.",
    },
    {
      type: 'faq',
      title: 'Can I hire a sat nav?',
      content:
        "Portable sat navs are available for £6 per day. Most of our cars from Group B upwards have Apple CarPlay and Android Auto, so you can use your phone's maps on the car screen instead.",
    },
    {
      type: 'faq',
      title: 'Do you offer long-term or monthly hire?',
      content:
        'Yes, we offer rolling 28-day hire from £695 for a Group A car and from £1,050 for a medium van, including servicing and tyres. It is popular with contractors and people waiting for a new car. Call the town branch for a monthly quote.',
    },
    {
      type: 'faq',
      title: 'What licence do I need to drive a minibus?',
      content:
        'Our minibuses have 9 seats including the driver, so they can be driven on a standard car licence (category B). You do not need a D1 entitlement, and we do not hire out minibuses larger than 9 seats.',
    },
    {
      type: 'faq',
      title: 'What happens if I get a parking or speeding fine?',
      content:
        'When we receive a penalty or speeding notice for the time of your hire, we pass your name and address to the issuing authority and they deal with you directly. We charge a £35 administration fee per notice to the card used for the hire.',
    },
    {
      type: 'faq',
      title: 'Can my company open a business account?',
      content:
        'Yes. Limited companies and sole traders can apply for a business account with monthly invoicing on 30-day terms, subject to a credit check. Account holders also get priority on vans during busy periods. Email accounts@kinnairdhire.co.uk for an application form.',
    },
    {
      type: 'faq',
      title: 'Can I pay in cash?',
      content:
        "You can pay the hire charge in cash at the town branch, but the security deposit must always be taken on a card in the main driver's name. The airport branch is card only.",
    },
    {
      type: 'faq',
      title: 'Will you hire to me if I have points on my licence?',
      content:
        'We accept drivers with up to 6 points for minor offences such as SP30 speeding or parking endorsements. Between 7 and 9 points we refer the booking to our insurer before confirming. We cannot hire to anyone with a DR (drink or drug driving), IN (no insurance), DD or UT endorsement in the last 10 years.',
    },

    // ---------------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Kinnaird Rental Terms and Conditions 2026',
      fileName: 'Kinnaird-Rental-Terms-2026.pdf',
      content: `KINNAIRD CAR & VAN HIRE LTD
RENTAL TERMS AND CONDITIONS
Effective from 1 January 2026

1. Who we are
Kinnaird Car & Van Hire Ltd (company number SC482913) is registered at 14 Longman Road, Inverness IV1 1RY. In these terms "we" and "us" means Kinnaird Car & Van Hire Ltd and "you" means the hirer named on the rental agreement, together with any additional driver we have approved.

2. Rental period
2.1 Hire charges are calculated in periods of 24 hours starting from the collection time shown on your rental agreement.
2.2 A grace period of 59 minutes applies when you return the vehicle. If the vehicle is returned later than that, one extra day is charged at the daily rate that applied to your booking.
2.3 The minimum hire period is one day.

3. Mileage
3.1 Cars (Groups A to E): unlimited mileage within mainland Great Britain.
3.2 Vans of all sizes: 150 miles per day included, averaged over the whole hire. Additional miles are charged at 25p per mile.
3.3 Minibuses: 200 miles per day included. Additional miles are charged at 30p per mile.
3.4 Rolling monthly hires include 3,000 miles per 28 days on cars and vans.

4. Fuel policy
4.1 Our fuel policy is full-to-full. Every vehicle is supplied with a full tank and must be returned with a full tank.
4.2 If the vehicle is returned with less than a full tank we charge £2.10 per litre for the fuel needed to fill it, plus a refuelling service fee of £20.
4.3 Please keep your receipt from a filling station within 10 miles of the return branch and leave it on the dashboard.
4.4 Electric vehicles are covered by separate charging terms given to you at collection.

5. Security deposit
5.1 A refundable security deposit is taken at collection on a card in the main driver's name:

Vehicle category | Deposit
Cars Groups A to C | £250
Cars Groups D and E | £400
Vans, including Lutons and dropsides | £500
9-seat minibuses | £600

5.2 If you purchase Super Cover, the deposit on any vehicle is reduced to £100.
5.3 The deposit is released once the vehicle has been checked in and any charges due under these terms have been settled. Your card provider's processing times apply.

6. Use of the vehicle
6.1 The vehicle must only be driven by you or an approved additional driver.
6.2 You must not use the vehicle:
- for hire and reward, including taxi work or ride-hailing apps such as Uber and Bolt;
- for driving tuition or driving tests;
- for racing, rallies, track days or speed trials;
- off public roads, including beaches, forest tracks and fields;
- for towing, unless the vehicle has a factory towbar and we have agreed in writing;
- to carry more passengers than there are seat belts;
- while under the influence of alcohol or drugs.
6.3 Breaching this section invalidates the damage waivers included in your hire.

7. Lost keys and equipment
7.1 A lost or damaged key is charged at £275, plus any recovery costs if the vehicle has to be collected.
7.2 A missing locking wheel nut key is charged at £45.
7.3 Missing parcel shelves, load straps or charging cables are charged at replacement cost.

8. Tolls and clean air zones
8.1 You are responsible for paying tolls and crossing charges during your hire, for example the Dartford Crossing or the Mersey Gateway.
8.2 All our vehicles meet the Euro 6 diesel or Euro 4 petrol standard and are LEZ-compliant for the Glasgow, Edinburgh, Aberdeen and Dundee Low Emission Zones.

9. Governing law
These terms are governed by the law of Scotland and the Scottish courts have jurisdiction.`,
    },
    {
      type: 'document',
      title: 'Insurance, Excess and Damage Waiver Guide',
      fileName: 'Insurance-Excess-Waiver-Guide-2026.pdf',
      content: `INSURANCE, EXCESS AND DAMAGE WAIVER GUIDE
Kinnaird Car & Van Hire — 2026

What is included in every hire
Every Kinnaird hire price includes:
- Third-party liability insurance: unlimited cover for injury to others and up to £20,000,000 for damage to other people's property.
- Collision Damage Waiver (CDW): limits what you pay if the vehicle is damaged.
- Theft Protection: limits what you pay if the vehicle is stolen, provided the keys were not left in or on the vehicle.
With CDW and Theft Protection in place, the most you pay towards damage or theft is the excess for your vehicle category.

Standard excess and optional waivers
You can reduce your excess by adding one of two optional products at the counter or when booking online. The daily price is charged for a maximum of 14 days per rental.

Vehicle category | Standard excess | With Excess Reduction | With Super Cover
Cars Groups A to C | £1,250 | £300 | £0
Cars Groups D and E | £1,500 | £400 | £0
Vans (all sizes) | £1,750 | £500 | £0
9-seat minibuses | £2,000 | £500 | £0

Prices of the optional waivers:
- Excess Reduction: £14 per day for cars, £18 per day for vans and minibuses.
- Super Cover: £24 per day for cars, £29 per day for vans and minibuses.

What Super Cover adds
Super Cover reduces your excess to nothing and also covers items that are otherwise excluded from CDW:
1. Windscreens, windows and glass.
2. Tyres and wheels, including punctures.
3. Door mirrors and headlamp units.
Super Cover also reduces your security deposit, as set out in our Rental Terms.

What is never covered
No waiver, including Super Cover, covers the following. You will pay the full cost of repair:
- Roof and overhead damage, for example striking a height barrier, bridge, tree branch or car park entrance. Please know the height of your vehicle.
- Underbody and undercarriage damage, including damage from kerbs, rocks and potholes on unsurfaced roads.
- Water damage from driving through flood water or fords.
- Misfuelling (putting the wrong fuel in the tank).
- Interior damage such as burns, tears and stains.
- Damage caused while breaching the Rental Terms, including driving under the influence.
- Lost or stolen keys.
Personal belongings left in the vehicle are not insured by us.

Using your own excess insurance
Many customers buy standalone excess insurance from an independent provider. We are happy for you to do this, but it does not replace our CDW and it does not change your deposit. If there is damage, you pay us the excess and then claim it back from your insurer. We will give you an itemised damage invoice and photographs to support your claim.

When the excess is charged
If damage is found, we charge the relevant amount up to your excess to the card used for the deposit within 10 working days of return, after the repair has been estimated. See our Damage Check Procedure for how damage is assessed.

Questions about cover
Speak to the branch team before you drive away if you are unsure what you are covered for. We would rather explain it at the counter than after an incident.`,
    },
    {
      type: 'document',
      title: 'Driver Age and Licence Requirements',
      fileName: 'Driver-Age-Requirements-2026.pdf',
      content: `DRIVER AGE AND LICENCE REQUIREMENTS
Kinnaird Car & Van Hire — updated January 2026

Introduction
These requirements come from our insurer and apply to every driver named on the rental agreement, including additional drivers. We are unable to make exceptions at the counter, so please check them before you book.

Minimum ages and licence holding periods

Vehicle | Minimum age | Full licence held for at least
Cars Groups A to C | 21 | 1 year
Cars Groups D and E (including SUVs) | 25 | 2 years
Small and medium vans | 23 | 2 years
Large vans, Lutons and dropsides | 25 | 2 years
9-seat minibuses | 25 | 3 years

Young driver surcharge
Drivers aged 21 to 24 pay a young driver surcharge of £16 per day, capped at £160 per rental. The surcharge applies to each young driver on the agreement, whether they are the main hirer or an additional driver. It is not reduced by any offer or discount code.
Drivers aged 25 and over do not pay a surcharge.

Older drivers
1. There is no surcharge for older drivers.
2. Drivers aged 76 to 79 may hire any car, van or minibus, but must bring a letter from their GP confirming they are fit to drive. The letter must be dated within the last 3 months.
3. The upper age limit is 79. We cannot hire to drivers aged 80 or over, even as an additional driver.

Licences we cannot accept
- Provisional licences and learner drivers.
- Licences that are expired, suspended or photocopied.
- Licences held for less than the period shown in the table above, even if the driver previously held a licence in another country that has since been exchanged (the exchange date does not reset the period if you can show the original issue date).

Checking your licence
For UK licences we check your entitlement online with the DVLA using your check code. For the full list of documents to bring, see our collection checklist.

Questions
If you are not sure whether a driver qualifies, call the town branch before booking and we will check with our insurer.`,
    },
    {
      type: 'document',
      title: 'Vehicle Damage Check Procedure',
      fileName: 'Damage-Check-Procedure.pdf',
      content: `VEHICLE DAMAGE CHECK PROCEDURE
Kinnaird Car & Van Hire

Purpose
This procedure explains how we record the condition of a vehicle before and after your hire, what we treat as fair wear and tear, and how damage charges are worked out. It is designed so that you are only ever charged for damage that happened during your hire.

1. At collection
1.1 A member of staff walks round the vehicle with you using our KinnairdCheck tablet app.
1.2 The app records time-stamped photographs of all four sides, the roof line, wheels, windscreen and interior.
1.3 Existing damage is marked on the condition report diagram. You sign the report on the tablet and a copy with all photographs is emailed to you before you drive away.

2. If you spot something we missed
If you notice a mark that is not on your condition report, report it within 30 minutes of leaving the branch. Send a photo and your agreement number by email to damage@kinnairdhire.co.uk or by WhatsApp to 07700 914 226. We will add it to your report and reply to confirm.

3. Fair wear and tear
We do not charge for the following:
- Scratches shorter than 25mm that have not gone through to the primer.
- Dents smaller than 10mm with no paint damage.
- Stone chips under 3mm on bodywork.
- Windscreen chips under 5mm that are outside the driver's line of sight.
- Normal tyre wear.

4. At return
4.1 During opening hours the vehicle is checked in with you present, using the same app, and you receive a return report by email.
4.2 If you return the vehicle out of hours, it is inspected the next working morning by 10:00. By returning out of hours you accept our inspection as the record of the vehicle's condition, and the photographs will be sent to you.

5. How damage is charged
5.1 Repairs are estimated by our approved repairer, Highland Accident Repair Centre, Inverness.
5.2 You are charged the estimated repair cost, up to the maximum of your excess.
5.3 An administration fee of £45 applies to each damage claim.
5.4 If the vehicle has to be taken off the road for repair, loss of use is charged at the daily rate for a maximum of 3 days, still subject to your excess.
5.5 You will receive the photographs, repair estimate and invoice within 5 working days of the damage being found.

6. Disputes
If you disagree with a damage charge, email damage@kinnairdhire.co.uk within 14 days of receiving the invoice, explaining why. A manager who was not involved in the check-in will review the photographs. If we still cannot agree, we will arrange an independent assessor and, if the assessor finds in your favour, we pay their fee.`,
    },
    {
      type: 'document',
      title: 'Taking Your Hire Vehicle Abroad',
      fileName: 'Travelling-Abroad-Guide-2026.pdf',
      content: `TAKING YOUR HIRE VEHICLE ABROAD
Kinnaird Car & Van Hire — 2026 guide

Before you book
You must tell us at the time of booking if you plan to take the vehicle outside Great Britain, and give us at least 7 days' notice before collection so that we can prepare the paperwork. Vehicles taken abroad without our written permission are uninsured outside the UK, and you will be liable for all costs.

The VE103B certificate
Because our vehicles are leased, you cannot legally drive them abroad with the V5C logbook. Instead we issue a VE103B vehicle on hire certificate, which is your legal proof that you have permission to take the vehicle out of the UK. Keep it in the vehicle at all times while abroad. Its cost is included in the Foreign Use Charge.

Foreign Use Charge

Destination | Cars | Vans
Northern Ireland | No charge | No charge
Republic of Ireland | £60 per rental | £75 per rental
France, Belgium, Netherlands, Luxembourg | £95 per rental | £120 per rental
Germany, Spain, Portugal, Italy, Austria, Switzerland | £140 per rental | Not permitted

Countries not listed are not permitted. Minibuses cannot be taken outside the UK under any circumstances, including to the Republic of Ireland.

What the Foreign Use Charge includes
- VE103B certificate.
- European breakdown assistance for the permitted countries.
- UK identifier sticker.
- Headlamp beam deflectors.
- A warning triangle and two hi-vis vests.

Rules while abroad
1. The maximum time the vehicle may spend outside the UK is 21 days per rental.
2. Your excess and any waiver you have bought apply in the same way abroad.
3. Tolls, vignettes and low emission stickers (for example the French Crit'Air sticker) are your responsibility. Order them well before you travel.
4. The vehicle must be returned to one of our Inverness branches. One-way hires cannot end outside the UK.

Ferries and crossings
For Ireland we recommend the Cairnryan to Belfast crossings, which are about 4 hours 15 minutes' drive from Inverness. For the continent, allow at least 10 hours to Dover or the Eurotunnel terminal at Folkestone, or consider the Newcastle to Amsterdam overnight ferry.

Breakdown abroad
Use the European assistance number printed on the VE103B cover letter, not our UK number. Keep all receipts; reasonable costs agreed with the assistance provider will be refunded.`,
    },
    {
      type: 'document',
      title: 'Breakdown and Accident Guide',
      fileName: 'Breakdown-and-Accident-Guide.pdf',
      content: `BREAKDOWN AND ACCIDENT GUIDE
Keep this guide in the glovebox — Kinnaird Car & Van Hire

24-hour roadside assistance
All Kinnaird vehicles include 24-hour UK roadside assistance provided through the RAC.
Breakdown line: 0800 085 2291 (free from mobiles and landlines, 24 hours a day, 365 days a year).

Before you call, have ready:
- The vehicle registration number.
- Your rental agreement number, which starts with KN-.
- Your exact location. A what3words address is ideal on rural Highland roads.

What is covered
1. Mechanical and electrical failure of the vehicle.
2. Flat tyres: use the spare wheel or repair kit if you can do so safely; otherwise the patrol will repair or recover.
3. Recovery to the nearest suitable garage if the vehicle cannot be fixed at the roadside.
4. A replacement vehicle: on mainland Scotland we aim to get a replacement to you within 4 hours. On islands, or on remote parts of the North Coast 500, it may be the next working day. Hire days lost through a mechanical fault are refunded.

What you pay for
These call-outs are caused by the driver and are charged to you:

Problem | Charge
Misfuelling (wrong fuel) | £250 drain and flush, plus any repairs
Keys locked in the vehicle | £95
Flat battery from lights or accessories left on | £75
Running out of fuel or electric charge | £120

If you have put the wrong fuel in, do not start the engine. If you have already started it, stop as soon as it is safe and call the breakdown line.

If you have an accident
1. Stop as soon as it is safe and switch on your hazard lights.
2. Call 999 if anyone is injured or the road is blocked.
3. Exchange names, addresses, registration numbers and insurance details with the other driver. Our insurance details are on the card in the glovebox.
4. Do not admit liability or agree to pay for anything.
5. Take photographs of both vehicles, the scene and any road signs.
6. Fill in the Accident Report Form in the glovebox.
7. Call us within 24 hours on 01463 712 480 and choose option 3.

Animals on the road
Deer are common on Highland roads, especially at dawn and dusk between October and March. If you hit a deer, stop safely, do not approach an injured animal, and report it to Police Scotland on 101. If you hit a dog, farm animal or horse, the law requires you to report it to the police. Then call us as for any other accident.

Windscreen damage
A chip or crack should be reported to us the same day. Keep driving only if the driver's view is clear.`,
    },

    // ---------------------------------------------------------------- Website pages
    {
      type: 'website',
      title: 'Van Hire Inverness | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/van-hire',
      content: `# Van Hire in Inverness

Whether you are moving flat, clearing a loft or need a van for the business, Kinnaird has a clean, modern van for the job. All our vans are manual diesels under 3.5 tonnes gross weight, less than three years old, and fitted with Bluetooth and a rear parking sensor.

## Our vans

### Small van — Ford Transit Courier or similar
Load length 1.6 metres, payload 600kg. Ideal for a few boxes or a washing machine.
From £49 per day or £265 per week.

### Medium van — Ford Transit Custom SWB
Load length 2.55 metres, payload 1,000kg. Fits the contents of a one-bedroom flat.
From £62 per day or £340 per week.

### Large van — Ford Transit LWB high roof
Load length 3.5 metres, payload 1,300kg, three seats in the cab.
From £74 per day or £405 per week.

### Luton with tail lift
20 cubic metres of load space and a tail lift rated to 500kg, so no more carrying the fridge up a ramp. The Luton body is 3.6 metres high — please watch out for low bridges, drive-throughs and multi-storey car parks.
From £96 per day or £520 per week.

### Dropside
Ford Transit dropside with a 3.2-metre flat bed and fold-down sides, popular with builders and landscapers.
From £85 per day or £460 per week.

## Moving house extras

- Removal blankets (pack of 10): £8 per hire
- Sack truck: £10 per hire
- Ratchet straps (set of 4): £6 per hire

Extras are limited, so add them when you book.

## Where to collect

Small, medium and large vans are available from both the town branch and the airport. Lutons and dropsides are kept at the town branch on Longman Road only, where there is room to get in and out safely.

## Book your van

Book online in under three minutes or call the town branch on 01463 712 480. Saturdays fill up fast from April to September, so book at least a week ahead if you can.`,
    },
    {
      type: 'website',
      title: 'Car Hire Fleet and Prices | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/car-hire',
      content: `# Car Hire in Inverness and at Inverness Airport

From a nippy city car for a weekend to an SUV for the Highlands in winter, we have five car groups to choose from. Prices below are our standard rates for 2026 and include VAT, Collision Damage Waiver and Theft Protection.

## Our car groups

### Group A — City
Kia Picanto or similar. 4 seats, 2 small suitcases.
£36 per day · £195 per week

### Group B — Economy
Vauxhall Corsa or similar. 5 seats, 2 medium suitcases.
£42 per day · £230 per week

### Group C — Compact
Volkswagen Golf or similar. 5 seats, 3 medium suitcases.
£49 per day · £275 per week

### Group D — Estate
Skoda Octavia Estate or similar. 5 seats and a huge boot, 4 large suitcases.
£58 per day · £325 per week

### Group E — SUV
Kia Sportage AWD (5 seats) or Skoda Kodiaq (7 seats).
£72 per day · £410 per week

## How our prices work

- Weekly rates apply to hires of 7 days or more and are pro-rated for each extra day.
- We always supply the group you booked; the model may vary.
- Prices are the same at the town branch and the airport.

## Driving in the Highlands

All Group E SUVs run on all-season tyres from October to April, which gives extra grip on snowy single-track roads. If you are heading up the A9 or over to Skye in winter, we recommend an SUV.

## Why hire from Kinnaird

- A local, family-run company since 2009 — no call centres.
- Cars are replaced every 30 months, so most are under two years old.
- Two branches: Longman Road in town and the Car Rental Village at Inverness Airport.`,
    },
    {
      type: 'website',
      title: 'Minibus Hire | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/minibus-hire',
      content: `# 9-Seat Minibus Hire

Travelling as a group? Our 9-seat minibuses are the easy way to get everyone to a wedding, a golf trip, a stag weekend or round the North Coast 500 together, without a convoy of cars.

## The minibuses

We run four minibuses:
- Ford Tourneo Custom 9-seat (two vehicles)
- Vauxhall Vivaro Life 9-seat (two vehicles)

All have rear air conditioning, USB charging points for every row, Bluetooth and rear parking cameras. One Tourneo has a factory towbar; we do not supply trailers.

## Prices

- £98 per day
- £545 per week

## Luggage

With all nine seats in use, the boot takes around six medium suitcases or four sets of golf clubs. If you need more room, the third row can be removed at collection, turning it into a 6-seater with a much bigger boot — please ask when booking.

## Collecting your minibus

Minibuses are based at our Longman Road branch in town. If your group is flying in, we can have the minibus waiting at the airport branch at no extra charge — just give us 48 hours' notice.

## Popular trips

- Airport runs for wedding guests
- Golf trips to Castle Stuart, Nairn and Royal Dornoch
- Whisky tours of Speyside
- Highland Games days out in summer

Book online or call 01463 712 480. Summer weekends are usually booked out by March.`,
    },
    {
      type: 'website',
      title: 'One-Way Hire | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/one-way-hire',
      content: `# One-Way Hire

Not coming back to Inverness? You can collect from us and leave the vehicle somewhere else.

## Between our two branches

Collect at the town branch and return to the airport, or the other way round, free of charge. Just tell us when you book.

## One-way to other Scottish cities

We work with ScotDrive Rentals, who run partner depots where you can drop off our cars and vans.

| Drop-off depot | Cars | Vans |
|---|---|---|
| Aberdeen (Dyce, near the airport) | £110 | £140 |
| Edinburgh (Newbridge, near the airport) | £145 | £175 |
| Glasgow (Paisley, near the airport) | £145 | £175 |
| Fort William (An Aird) | £70 | not available |

The one-way fee is added to your normal hire charge.

## Rules for one-way hire

- The minimum hire for a one-way rental is 2 days.
- Please book at least 72 hours ahead so we can arrange the drop-off with the depot.
- Partner depots are open Monday to Saturday, 08:00 to 17:30. They are not open on Sundays, and there is no key drop, so plan to arrive before closing.
- Minibuses are not available for one-way hire.
- The vehicle should be returned with a full tank as usual; the depot will check it in and send us photos.

## Anywhere else

Need to finish somewhere in England, or elsewhere in Scotland? Call the town branch on 01463 712 480 and we will quote for a one-way drop-off or collection by our own driver.`,
    },
    {
      type: 'website',
      title: 'Inverness Airport Branch | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/branches/inverness-airport',
      content: `# Inverness Airport Branch

Unit 3, Car Rental Village, Inverness Airport, Dalcross, Inverness IV2 7JB
Telephone: 01667 462 915

## Finding us

Our desk is a 3-minute walk from the arrivals hall. Turn right as you leave the terminal and follow the "Car Rental" signs along the covered walkway. Our desk is the second unit on the left.

## Opening hours

Open every day from 06:30 to 23:30, including bank holidays. Closed on 25 December.

## If your flight is delayed

Give us your flight number when you book. We track arrivals, and if your flight is late we will wait for you up to 2 hours after its scheduled landing time, as long as that is before the desk closes. If you land after that, your vehicle is held for you until the desk opens the next morning at no extra charge.

## Returning your vehicle

- Follow the "Car Rental Returns" signs as you approach the airport.
- Park in the Kinnaird bays in row F of the rental car park.
- Bring the keys to the desk so we can check the vehicle in with you.
- Allow 15 minutes for the return before you need to check in for your flight.

## Fuel before you return

The nearest filling station is on the A96 at Balloch, about 4 miles from the terminal. Fill up there so you return with a full tank.

## Vehicles at the airport

Cars in all groups, plus small, medium and large vans, are kept at the airport. Other vehicles can be brought over from the town branch with notice.`,
    },
    {
      type: 'website',
      title: 'Contact Us and Town Branch | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/contact',
      content: `# Contact Kinnaird Car & Van Hire

We are a family-run hire company founded in 2009 by Alasdair Kinnaird, with a team of 14 people across two branches.

## Inverness Town Branch

14 Longman Road, Inverness IV1 1RY
Telephone: 01463 712 480
Email: bookings@kinnairdhire.co.uk

The branch is a 10-minute walk from Inverness railway station and the bus station. Turn left out of the station onto Academy Street, then follow Millburn Road and Longman Road north; we are opposite the builders' merchants.

### Opening hours

- Monday to Friday: 08:00 to 18:00
- Saturday: 08:00 to 17:00
- Sunday: 10:00 to 15:00
- Bank holidays: 09:00 to 15:00
- Closed 25 and 26 December and 1 and 2 January

### Parking

There is customer parking in our yard. If you are collecting a hire vehicle you can leave your own car with us for the length of the hire, free of charge, at your own risk.

## The town team

- Fiona MacRae — Branch Manager
- Callum Ross — Fleet Manager (vans and minibuses)
- Morven Grant — Accounts and business customers

## Inverness Airport Branch

See our airport branch page for directions, hours and flight delay information.

## Get in touch

- Bookings and general questions: bookings@kinnairdhire.co.uk
- Business accounts: accounts@kinnairdhire.co.uk
- Damage queries: damage@kinnairdhire.co.uk

We aim to reply to emails within one working day.`,
    },
    {
      type: 'website',
      title: 'Special Offers | Kinnaird Car & Van Hire',
      url: 'https://www.kinnairdhire.co.uk/offers',
      content: `# Special Offers

Our current deals for 2026. Offers cannot be combined with each other or with business account rates, and are subject to availability.

## Weekend Van Special

Collect on Friday from 16:00 and return by 09:00 on Monday for one fixed price:
- Medium van: £119
- Large van: £139
- Luton with tail lift: £179

Town branch only. Usual mileage terms apply.

## North Coast 500 Road Trip Package

Planning the NC500? Our package for hires of 7 days or more includes:
- A Group C or Group E car
- One additional driver free of charge
- Super Cover at half price
- A printed Kinnaird NC500 route guide with our favourite stops, fuel stations and passing-place tips

From £379 for 7 days in a Group C car. Available from both branches between March and October.

## Book Early and Save

Book online 60 days or more before collection and get 10% off the hire charge with code EARLY10. Extras and insurance products are not discounted.

## Blue Light and NHS Discount

NHS, police, fire, ambulance and coastguard staff get 10% off any hire on showing a valid ID card at collection.

## Welcome Back

Hired with us before? Use code BACKAGAIN for 5% off your next online booking.

Sign up to our newsletter at the bottom of any page to hear about new offers first.`,
    },
  ],

  questions: [
    // ---- FAQ-answered
    {
      text: 'what do i need to bring with me when i pick up the van',
      expect: 'What documents do I need to bring when I collect my vehicle?',
    },
    {
      text: 'Do I need to show a utility bill or something?',
      expect: 'What documents do I need to bring when I collect my vehicle?',
    },
    {
      text: 'I only have a debit card, is that ok for the deposit or does it need to be credit',
      expect: 'Can I pay the deposit with a debit card?',
    },
    {
      text: 'with debit do you actually take the money or just hold it',
      expect: 'Can I pay the deposit with a debit card?',
    },
    {
      text: "I'm visiting from Poland, will my Polish licence be fine?",
      expect: 'Do you accept overseas driving licences?',
    },
    { text: 'does an american license work', expect: 'Do you accept overseas driving licences?' },
    {
      text: 'how much to put my wife on as a second driver',
      expect: 'Can I add an additional driver?',
    },
    { text: 'extra driver cost?', expect: 'Can I add an additional driver?' },
    {
      text: "if i bring the car back sunday night after you've shut what do i do with the keys",
      expect: 'Can I collect or return outside opening hours?',
    },
    {
      text: 'Is it possible to pick up from the town branch at 6am before you open? Early ferry to catch',
      expect: 'Can I collect or return outside opening hours?',
    },
    {
      text: 'Could you drop the car off at my house in Culloden rather than me coming in?',
      expect: 'Do you deliver vehicles to my home or work?',
    },
    {
      text: 'we have a labrador, can he come on the trip in the car',
      expect: 'Are pets allowed in your vehicles?',
    },
    {
      text: 'will i get charged if the estate is full of mud after a week of hillwalking',
      expect: 'What happens if I return the vehicle dirty?',
    },
    { text: 'can i vape in the van', expect: 'What happens if I return the vehicle dirty?' },
    { text: 'I can only drive auto, have you got any?', expect: 'Do you have automatic cars?' },
    { text: 'do u have any EVs', expect: 'Do you have electric cars for hire?' },
    {
      text: 'how much battery does the electric one need when I hand it back',
      expect: 'Do you have electric cars for hire?',
    },
    {
      text: 'having a great time up north, could I keep the car another 2 days?',
      expect: 'Can I extend my rental?',
    },
    {
      text: 'whats the refund if I cancel the day before',
      expect: 'What is your cancellation policy?',
    },
    {
      text: 'need a booster for my 6 year old, do you have them',
      expect: 'Do you provide child seats?',
    },
    { text: 'baby seat price', expect: 'Do you provide child seats?' },
    { text: 'gps?', expect: 'Can I hire a sat nav?' },
    {
      text: "My car's going to be off the road for about 3 months, do you do a monthly rate?",
      expect: 'Do you offer long-term or monthly hire?',
    },
    {
      text: 'can I drive the 9 seater on my normal licence or do I need D1',
      expect: 'What licence do I need to drive a minibus?',
    },
    {
      text: 'what if i get caught by a speed camera in the hire car',
      expect: 'What happens if I get a parking or speeding fine?',
    },
    {
      text: "We're a small joinery firm, can we be invoiced monthly instead of paying each time?",
      expect: 'Can my company open a business account?',
    },
    { text: 'can i pay cash', expect: 'Can I pay in cash?' },
    {
      text: "I've got 6 points for speeding, will you still rent to me?",
      expect: 'Will you hire to me if I have points on my licence?',
    },
    {
      text: 'had a drink driving ban 4 years ago is that a problem',
      expect: 'Will you hire to me if I have points on my licence?',
    },
    {
      text: 'do you take revolut virtual cards',
      expect: 'Can I pay the deposit with a debit card?',
    },
    {
      text: 'is there a charge if i want to pick up from the longman road office at 9pm',
      expect: 'Can I collect or return outside opening hours?',
    },
    {
      text: 'delivery to Beauly, how much?',
      expect: 'Do you deliver vehicles to my home or work?',
    },
    { text: 'automatic supplement', expect: 'Do you have automatic cars?' },
    {
      text: 'cancellation fee if i cancel 3 days before?',
      expect: 'What is your cancellation policy?',
    },

    // ---- Document-answered
    {
      text: 'how many miles a day can I do in the van before you charge extra',
      expect: 'Kinnaird Rental Terms and Conditions 2026',
      fact: '150 miles',
    },
    {
      text: 'deposit for a luton?',
      expect: 'Kinnaird Rental Terms and Conditions 2026',
      fact: '£500',
    },
    {
      text: 'how late can I be bringing it back before you charge another day',
      expect: 'Kinnaird Rental Terms and Conditions 2026',
      fact: '59 minutes',
    },
    {
      text: "if it's not full when i return it what do you charge for the fuel",
      expect: 'Kinnaird Rental Terms and Conditions 2026',
      fact: '£2.10',
    },
    {
      text: 'i drive for uber, can i use one of your cars for that while mine is in the garage',
      expect: 'Kinnaird Rental Terms and Conditions 2026',
      fact: 'Uber',
    },
    { text: 'excess amount?', expect: 'Insurance, Excess and Damage Waiver Guide', fact: '£1,250' },
    {
      text: 'how much per day to get the excess down to nothing on a car',
      expect: 'Insurance, Excess and Damage Waiver Guide',
      fact: '£24',
    },
    {
      text: "I've already bought excess cover from a separate insurer online, how does that work with you if something happens?",
      expect: 'Insurance, Excess and Damage Waiver Guide',
      fact: 'claim it back',
    },
    {
      text: 'im 22 is there an extra charge for me',
      expect: 'Driver Age and Licence Requirements',
      fact: '£16',
    },
    {
      text: 'how old do you have to be to hire the minibus',
      expect: 'Driver Age and Licence Requirements',
      fact: '25',
    },
    {
      text: 'My dad is 78 and wants to hire a car for a week, can he?',
      expect: 'Driver Age and Licence Requirements',
      fact: 'GP',
    },
    {
      text: 'how big does a scratch have to be before you charge for it',
      expect: 'Vehicle Damage Check Procedure',
      fact: '25mm',
    },
    {
      text: "just noticed a dent on the back door that isn't on the sheet, I've already driven off, what should I do?",
      expect: 'Vehicle Damage Check Procedure',
      fact: '30 minutes',
    },
    {
      text: 'is there an admin fee on top of the repair if you find damage',
      expect: 'Vehicle Damage Check Procedure',
      fact: '£45',
    },
    {
      text: 'can we take the car over to france for a fortnight, what does it cost',
      expect: 'Taking Your Hire Vehicle Abroad',
      fact: '£95',
    },
    {
      text: 'planning to get the ferry across to Dublin with the car, allowed? extra cost?',
      expect: 'Taking Your Hire Vehicle Abroad',
      fact: '£60',
    },
    {
      text: 'do i need any special certificate to drive your car in europe since its not mine',
      expect: 'Taking Your Hire Vehicle Abroad',
      fact: 'VE103B',
    },
    {
      text: 'car has died on the A9 near Dalwhinnie who do i phone',
      expect: 'Breakdown and Accident Guide',
      fact: '0800 085 2291',
    },
    {
      text: 'put petrol in the diesel, what happens now and what will it cost me',
      expect: 'Breakdown and Accident Guide',
      fact: '£250',
    },
    {
      text: 'hit a deer near aviemore, car seems ok, who do I need to tell',
      expect: 'Breakdown and Accident Guide',
      fact: '101',
    },

    // ---- Website-answered
    {
      text: 'luton van price per day',
      expect: 'Van Hire Inverness | Kinnaird Car & Van Hire',
      fact: '£96',
    },
    {
      text: 'how much weight can go in the medium transit',
      expect: 'Van Hire Inverness | Kinnaird Car & Van Hire',
      fact: '1,000kg',
    },
    {
      text: 'how tall is the luton, worried about the car park at my flat',
      expect: 'Van Hire Inverness | Kinnaird Car & Van Hire',
      fact: '3.6 metres',
    },
    {
      text: 'any 7 seaters?',
      expect: 'Car Hire Fleet and Prices | Kinnaird Car & Van Hire',
      fact: 'Kodiaq',
    },
    {
      text: "what's the cheapest car you've got per day",
      expect: 'Car Hire Fleet and Prices | Kinnaird Car & Van Hire',
      fact: '£36',
    },
    {
      text: 'going to Skye in February, do the 4x4s have proper tyres for snow?',
      expect: 'Car Hire Fleet and Prices | Kinnaird Car & Van Hire',
      fact: 'all-season',
    },
    {
      text: 'minibus cost for a whole week',
      expect: 'Minibus Hire | Kinnaird Car & Van Hire',
      fact: '£545',
    },
    {
      text: "there's 9 of us going on a golf weekend, how much luggage fits with everyone in",
      expect: 'Minibus Hire | Kinnaird Car & Van Hire',
      fact: 'six medium',
    },
    {
      text: 'can i pick up in inverness and leave it in edinburgh at the end?',
      expect: 'One-Way Hire | Kinnaird Car & Van Hire',
      fact: '£145',
    },
    {
      text: 'can I drop the car at the Aberdeen depot on a Sunday',
      expect: 'One-Way Hire | Kinnaird Car & Van Hire',
      fact: 'Sundays',
    },
    {
      text: 'minimum days for a one way rental',
      expect: 'One-Way Hire | Kinnaird Car & Van Hire',
      fact: '2 days',
    },
    {
      text: 'what time does the airport desk open in the morning',
      expect: 'Inverness Airport Branch | Kinnaird Car & Van Hire',
      fact: '06:30',
    },
    {
      text: 'our flight from Gatwick is running late, will you still be there for our car??',
      expect: 'Inverness Airport Branch | Kinnaird Car & Van Hire',
      fact: '2 hours',
    },
    {
      text: 'where exactly do i park when dropping the car back at the airport',
      expect: 'Inverness Airport Branch | Kinnaird Car & Van Hire',
      fact: 'row F',
    },
    {
      text: 'how far are you from the train station in inverness, can I walk?',
      expect: 'Contact Us and Town Branch | Kinnaird Car & Van Hire',
      fact: '10-minute',
    },
    {
      text: 'who runs the town branch?',
      expect: 'Contact Us and Town Branch | Kinnaird Car & Van Hire',
      fact: 'Fiona MacRae',
    },
    {
      text: 'any deals if I only need a van fri to mon?',
      expect: 'Special Offers | Kinnaird Car & Van Hire',
      fact: '£119',
    },
    {
      text: 'how much is your nc500 package',
      expect: 'Special Offers | Kinnaird Car & Van Hire',
      fact: '£379',
    },
    {
      text: 'is there a discount code for booking well in advance',
      expect: 'Special Offers | Kinnaird Car & Van Hire',
      fact: 'EARLY10',
    },
  ],

  requests: [
    {
      text: "I'd like to book a medium van for Saturday 14th June, collecting from Longman Road at 9am.",
      expect: 'Appointments',
    },
    {
      text: 'please reserve me an automatic car at the airport, landing 3pm on the 22nd and flying home on the 29th',
      expect: 'Appointments',
    },
    {
      text: 'Can you put me down to collect the Luton tomorrow at half eight? Just need a slot sorted.',
      expect: 'Appointments',
    },
    {
      text: "I've been charged £180 for a scratch that was already there when I picked the car up. I want this reviewed, it's not on.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Waited nearly 45 minutes at your airport desk on Tuesday night with two exhausted kids and nobody even said sorry. Really poor.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say Callum went above and beyond getting us a van at short notice last week, please pass on our thanks',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could someone ring me back about hiring three vans for a festival in August? 07812 554 390, ask for Morag.',
      expect: 'General Inquiry',
    },
    {
      text: 'Please pass a message to the town branch - I think I left my sunglasses in the Octavia I returned yesterday.',
      expect: 'General Inquiry',
    },
    {
      text: 'can someone email me at d.mcleod@hotmail.co.uk about rates for our office, no rush',
      expect: 'General Inquiry',
    },
    { text: "I'd rather speak to an actual person about this if that's ok", expect: 'handoff' },
    { text: 'is there a real human around? this isnt getting me anywhere', expect: 'handoff' },
    { text: 'Put me through to someone in the office please.', expect: 'handoff' },
  ],

  offTopic: [
    'Do you hire out campervans or motorhomes?',
    'can i rent a motorbike from you',
    "What's the speed limit for a van on a dual carriageway in Scotland?",
    'Is Arnold Clark cheaper than you for van hire?',
    'Do you sell any of your ex-rental cars?',
    'how much is a taxi from the airport into the city centre',
    'Can you recommend a garage to do the MOT on my own car?',
    "what's the drink drive limit in Scotland compared to England",
    "What's the weather looking like on Skye this weekend?",
    'best fish and chips in inverness?',
    'can you help me write a cover letter for a job',
    'who won the Scottish Cup last year',
  ],
};
