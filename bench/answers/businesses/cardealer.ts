import type { Business } from '../types.js';

export const cardealer: Business = {
  slug: 'cardealer',
  name: 'Welland Valley Motors',
  field: 'car dealership',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        'Our showroom is open Monday to Friday 9am-6pm, Saturday 9am-5pm and Sunday 11am-3pm. The service workshop is open Monday to Friday 7.45am-5.30pm and Saturday 8am-12.30pm, and is closed on Sundays. We are closed on bank holidays, except Easter Monday when the showroom opens 10am-4pm.',
    },
    {
      type: 'faq',
      title: 'Can I book a test drive?',
      content:
        'Yes, you can test drive any car in stock. Please book at least 24 hours ahead so the car is charged or fuelled and ready at the front. You need to bring your full photocard driving licence and be aged 21 or over; you are covered by our trade insurance for drives of up to 45 minutes, and a member of the sales team will come with you.',
    },
    {
      type: 'faq',
      title: 'Can I reserve a car before I come to view it?',
      content:
        "Yes. You can hold any car with a £250 reservation deposit, paid by card over the phone or online, and we'll keep it for you for up to 5 days and mark it as reserved on the website. If you view the car and decide it isn't for you, the £250 is refunded in full; if you buy it, it comes off the price.",
    },
    {
      type: 'faq',
      title: "Do you deliver cars to customers' homes?",
      content:
        'Yes. Delivery is free within 30 miles of Market Harborough; beyond that we charge £1.50 per mile for the outward journey, up to a maximum of 250 miles from us. Cars travel on a covered transporter or are driven by one of our team on trade plates, and the handover at your door takes about 45 minutes.',
    },
    {
      type: 'faq',
      title: 'Can I get finance if I have a poor credit history?',
      content:
        "Often, yes. We work with a panel of lenders, including several who specialise in customers with missed payments, CCJs or little credit history. Our online eligibility checker uses a soft search only, so it won't affect your credit score; a hard search only happens once you choose to go ahead with a full application.",
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        "We accept bank transfer (Faster Payments), debit cards and finance. Credit cards can be used for reservation deposits and for up to £1,000 of the purchase price. Under anti-money-laundering rules we can't accept more than £2,000 in cash towards any one vehicle.",
    },
    {
      type: 'faq',
      title: 'How often is the stock on your website updated?',
      content:
        "Our website stock is refreshed every evening at around 6pm, and we normally have between 55 and 65 cars in stock. Cars sold or reserved during the day are marked 'Reserved' straight away, but it's always worth a quick call to the sales team on 01858 431 960 before you travel any distance.",
    },
    {
      type: 'faq',
      title: 'Can you send me a video of a car?',
      content:
        'Of course. Just ask and one of the sales team will record a walkaround video, including a cold start and close-ups of any marks, and send it by WhatsApp or email, usually the same day. You can also book a live video call with a salesperson on WhatsApp on 07700 900 418.',
    },
    {
      type: 'faq',
      title: 'How long after buying can I collect my car?',
      content:
        "Most cars are ready to collect 2 working days after you've paid your deposit. That gives us time to finish the preparation, complete the paperwork and give the car a full valet. If you're in a hurry, let the sales team know and we'll do our best, but we never hand a car over on the same day it's sold.",
    },
    {
      type: 'faq',
      title: 'Will the car have a long MOT when I buy it?',
      content:
        "Every car leaves us with at least 6 months' MOT. If the current certificate has less than that remaining, we put the car through a fresh MOT in our own test bay before handover, at no cost to you.",
    },
    {
      type: 'faq',
      title: 'Will the car be taxed when I drive it away?',
      content:
        "No. Vehicle tax doesn't transfer with the car, so you'll need to tax it in your own name before you drive away. It takes a couple of minutes using the reference number on your new keeper slip, and we're happy to help you do it on our tablet at handover.",
    },
    {
      type: 'faq',
      title: 'Do I need to arrange insurance before collecting?',
      content:
        "Yes, you need your own insurance in place from the moment you collect the car, as we don't offer drive-away cover. When you pay your deposit we'll give you the registration, exact model and security details so you can get quotes straight away.",
    },
    {
      type: 'faq',
      title: "Do you service cars that weren't bought from you?",
      content:
        "Absolutely. Our workshop services and repairs all makes of car and light van up to 3.5 tonnes, whether or not you bought it from us. We follow the manufacturer's service schedule and use OE-quality parts, so servicing with us won't affect your manufacturer warranty.",
    },
    {
      type: 'faq',
      title: 'Can I wait while my car is in the workshop?',
      content:
        "Yes, for MOTs and jobs that take under about 90 minutes you're welcome to wait in our customer lounge, which has free Wi-Fi, a coffee machine and a TV. For longer jobs we ask you to drop the car off between 7.45am and 9am.",
    },
    {
      type: 'faq',
      title: 'Do you collect and return cars for servicing?',
      content:
        'Yes, we can collect your car from home or work and bring it back once the work is done. It is free within 5 miles of the workshop and £20 for addresses between 5 and 15 miles away. Please ask when you book, as our driver can only do four collections a day.',
    },
    {
      type: 'faq',
      title: 'Do you sell GAP insurance?',
      content:
        "Yes, we offer Return to Invoice GAP insurance through our partner ShieldPoint, from £199 for 3 years. If your car is written off or stolen, it pays the difference between your insurer's settlement and the price you paid us. There's no obligation to take it, and you can also buy it up to 30 days after collection.",
    },
    {
      type: 'faq',
      title: 'Do you negotiate on price?',
      content:
        "Our prices are set fairly from day one and checked daily against the market, so we don't haggle on the advertised price. Where we can help is with a strong part exchange figure, and every car is handed over with a full tank of fuel and a set of fitted mats.",
    },
    {
      type: 'faq',
      title: 'Are your cars ULEZ compliant?',
      content:
        'Most are. Every advert on our website shows whether the car meets the London ULEZ and Birmingham Clean Air Zone standards. As a rule, petrol cars registered from 2006 and diesels meeting Euro 6 (generally from September 2015) are compliant, but please always check the individual listing.',
    },
    {
      type: 'faq',
      title: 'Are you a Motability dealer?',
      content:
        "No, we're not part of the Motability scheme, so we can't accept the Motability allowance towards a car. We're still very happy to help customers find a car that suits their needs, such as an automatic with a higher seating position.",
    },
    {
      type: 'faq',
      title: 'When will I receive the V5C logbook?',
      content:
        "We notify the DVLA online on the day you collect the car, and you'll leave with the green new keeper slip (V5C/2). Your new logbook normally arrives by post within 4 to 6 weeks; if it hasn't turned up after 6 weeks, contact the DVLA.",
    },
    {
      type: 'faq',
      title: 'Can you fit a towbar?',
      content:
        'Yes, our workshop fits fixed and detachable towbars with vehicle-specific wiring. Prices start from £395 fitted for a fixed towbar and £595 for a detachable one, and fitting usually takes half a day.',
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Warranty Terms 2026',
      fileName: 'warranty-terms-2026.pdf',
      content: `WELLAND VALLEY MOTORS LTD
USED VEHICLE WARRANTY - TERMS AND CONDITIONS 2026

These terms apply to all cars sold by Welland Valley Motors Ltd from 1 January 2026. They are in addition to, and do not affect, your statutory rights.

1. YOUR STANDARD WARRANTY
Every car we sell comes with our own mechanical and electrical warranty, managed in-house by our aftersales team.
- Cars priced at £5,000 and over: 6 months
- Cars priced under £5,000: 3 months
Each claim is covered up to £3,000, and total claims over the life of the warranty are limited to the price you paid for the car. There is no excess to pay on any valid claim.

2. EXTENDING YOUR COVER
You can extend your warranty when you buy the car, or at any time before your standard warranty runs out.

Extension         Total cover from purchase    Price
12 months         12 months                     £199
24 months         24 months                     £379
36 months         36 months                     £529

Cars that are over 10 years old or have covered more than 120,000 miles at the date of purchase can only be extended to 12 months.

3. WHAT IS COVERED
- Engine internal parts, including pistons, crankshaft, camshaft, valves and oil pump
- Manual and automatic gearbox internal parts
- Clutch hydraulics (master and slave cylinder)
- Turbocharger
- Cooling system: radiator, water pump and thermostat
- Fuel system, including injectors and fuel pump
- Electrical: alternator, starter motor, window motors, central locking and engine ECU
- Air conditioning compressor and condenser
- Steering rack and power steering pump

Hybrid and electric cars: the high-voltage battery and electric drive motor are not covered by this warranty. They remain covered by any manufacturer battery warranty still in force.

4. WHAT IS NOT COVERED
- Wear and tear items, including the clutch friction plate, brake pads and discs, tyres, wiper blades, bulbs, exhaust and shock absorbers
- Routine servicing items such as oil, filters and spark plugs
- Damage caused by accident, neglect or misuse, or by continuing to drive with a warning light showing
- Software and sat nav map updates
- Consequential costs such as recovery, hire cars or hotel bills

5. KEEPING YOUR WARRANTY VALID
- Have the car serviced at the manufacturer's recommended intervals by a VAT-registered garage and keep the receipts
- The car must not be used for hire and reward, including taxi, courier or driving tuition work

6. HOW TO MAKE A CLAIM
If a warning light comes on or you notice a fault, stop driving as soon as it is safe. Call our aftersales team on 01858 431 964 (Monday to Friday, 8.30am to 5pm) before any work is carried out.
Repairs are normally carried out in our own workshop. If you live more than 25 miles from us, we may authorise a VAT-registered garage near you instead. Claims for work carried out without our prior authorisation will not be paid. Diagnostic time is covered where the fault turns out to be a valid claim.

7. SELLING YOUR CAR
The remaining warranty can be transferred to a new private owner for a fee of £25.`,
    },
    {
      type: 'document',
      title: 'Workshop Price List 2026',
      fileName: 'workshop-price-list-2026.pdf',
      content: `WELLAND VALLEY MOTORS - SERVICE WORKSHOP
PRICE LIST 2026

Valid from 1 January 2026. All prices include VAT at 20% and cover parts and labour unless stated.

SERVICING

Service                                  Engine up to 2.0 litre    Engine over 2.0 litre
Interim service (6 months / 6,000 miles)  £139                      £169
Full service (12 months / 12,000 miles)   £219                      £259
Major service (every 2 years)             £319                      £369

Interim service: engine oil and filter change, fluid top-ups, 30-point safety check and service light reset.
Full service: everything in the interim service plus air filter, pollen filter and a 62-point inspection including a brake check.
Major service: everything in the full service plus fuel filter (diesel), spark plugs (petrol) and a brake fluid change.

MOT TESTING

Class 4 MOT (cars and vehicles up to 8 passenger seats)    £45
Class 7 MOT (goods vehicles 3,000kg to 3,500kg)            £58.60
MOT booked together with any service                       £35

If your car fails and you leave it with us for the repairs, the retest is free within 10 working days.

OTHER COMMON JOBS

Air conditioning regas                        £69
Brake fluid change                            £49
Diagnostic check (first hour)                 £60
Front brake pads fitted                       from £119
Timing belt and water pump replacement        from £349
Battery health check                          Free
Labour rate                                   £78 per hour

DISCOUNTS
- Bought your car from us? You get 10% off labour for as long as you own it.
- NHS staff and Blue Light Card holders: 10% off any service.
Only one discount can be used per invoice.

BOOKING AND APPROVAL
Services can be booked online, by phone or at the service desk. Please give us 3 to 5 working days' notice for servicing; MOTs can often be done within 48 hours.
We never carry out extra work without your permission. If the technician finds anything, we will call you with a price and send photos before going ahead.`,
    },
    {
      type: 'document',
      title: 'Returns and Cancellation Policy',
      fileName: 'returns-and-cancellation-policy.pdf',
      content: `RETURNS AND CANCELLATION POLICY
Welland Valley Motors Ltd - Version 4, January 2026

This policy explains what happens if you change your mind about a car, or if something is wrong with it. It is in addition to your statutory rights.

1. CARS BOUGHT AT A DISTANCE (ONLINE OR BY PHONE)
If you bought your car without visiting our premises, for example online or over the phone with home delivery, the law gives you the right to cancel within 14 days of the day the car is delivered.

- Tell us in writing within the 14 days by emailing returns@wellandvalleymotors.co.uk
- The car must come back in the same condition, with no more than 250 miles added to the odometer
- Miles over 250 are charged at 25p per mile, and any new damage is deducted from your refund
- We collect the car free within our 30-mile delivery area; beyond that our usual per-mile delivery charge applies
- We refund you within 14 days of getting the car back, to the original payment method. If you used finance, we arrange the cancellation with the lender for you.

2. OUR 7-DAY EXCHANGE PROMISE (SHOWROOM PURCHASES)
Bought in the showroom and had second thoughts? Within 7 days of collection, and as long as you have driven fewer than 300 miles, you can exchange the car for any other car in our stock.

- An admin fee of £150 applies
- This is an exchange, not a refund; any difference in price is paid or refunded as normal
- Not available on cars priced under £3,000 or on trade sales

3. IF SOMETHING IS WRONG WITH THE CAR
Under the Consumer Rights Act 2015 you have a short-term right to reject a faulty car within 30 days of taking ownership and receive a full refund. Between 30 days and 6 months, we are entitled to one opportunity to repair or replace the car before you can ask for a refund. Please contact Jo Whitcombe, our Customer Care Manager, on the aftersales line as soon as you notice a problem.

4. WHAT TO RETURN WITH THE CAR
- Both keys and the locking wheel nut
- The green new keeper slip (V5C/2)
- The service book, handbook and any accessories supplied
- No modifications or added accessories

5. HOW REFUNDS ARE PAID
Refunds are made by bank transfer or back to the card used. We cannot refund in cash. Any part exchange vehicle is not returned once it has been sold; its agreed value is refunded instead.`,
    },
    {
      type: 'document',
      title: 'Courtesy Car Terms',
      fileName: 'courtesy-car-terms.pdf',
      content: `COURTESY CAR - TERMS OF LOAN
Welland Valley Motors Service Workshop

OUR COURTESY FLEET
We have three courtesy cars: two Kia Picanto 1.0 manuals and one Toyota Yaris Hybrid automatic. Please tell us when booking if you can only drive an automatic.

WHO CAN HAVE A COURTESY CAR
Courtesy cars are free of charge for customers whose car is booked into our workshop for a service, repair or MOT with repairs that is expected to take longer than 4 hours. They are allocated on a first-come, first-served basis and must be requested when you book. We recommend at least 5 working days' notice.

DRIVER REQUIREMENTS
- Aged 25 to 75
- Full UK driving licence held for at least 3 years
- No more than 6 penalty points, and no DR, DD or IN endorsements in the last 5 years
- You must show your photocard licence and a DVLA check code generated within the last 21 days
- Only the named driver may drive the car

WHILE YOU HAVE THE CAR
- Maximum of 100 miles per day
- Return it with the same fuel level. Otherwise we charge a £15 refuelling fee plus fuel at £2.00 per litre
- No smoking, vaping or pets (unless in a secure crate). A £75 valet charge applies if needed
- The car must not leave mainland UK and must not be used for towing

INSURANCE AND DAMAGE
The car is covered by our fleet insurance. You are responsible for the first £300 of any damage or theft claim while the car is on loan to you. Any accident must be reported to us within 24 hours.

FINES AND CHARGES
You are responsible for any speeding fines, parking tickets, congestion or clean air zone charges and tolls incurred during the loan, plus a £25 admin fee for each notice we have to process.

RETURNING THE CAR
Please return the courtesy car when you collect your own car, and no later than 1 working day after we tell you it is ready. Late returns are charged at £30 per day.`,
    },
    {
      type: 'document',
      title: 'Car Finder Service Terms',
      fileName: 'car-finder-service-terms.pdf',
      content: `CAR FINDER SERVICE
Can't see the car you want in our stock? Let us find it for you.

HOW IT WORKS
1. Tell us exactly what you're after: make, model, age range, maximum mileage, colours you would accept, must-have options and your budget. Our Car Finder contact is Sam Okafor in the sales team.
2. Pay a £300 search deposit to start the search.
3. We search trade auctions, part exchanges at other dealers and our trusted trade contacts. Most searches find a match within 2 to 3 weeks.
4. For each car we find, we send you photos, the HPI history check and our inspection report. You decide whether to go ahead.
5. Once you say yes, the car is prepared to exactly the same standard as our own stock and the £300 comes off the price.

WHAT WE CAN FIND
- Cars and light vans up to £45,000
- Up to 10 years old and under 100,000 miles
- We do not source insurance write-offs, personal imports or vehicles over 3.5 tonnes

THE SEARCH PERIOD
Each search runs for 45 days. If we can't find a car that matches your agreed specification in that time, your deposit is refunded in full.
If you turn down three cars that match your agreed specification, the search ends and £100 of the deposit is kept to cover our inspection costs. The remaining £200 is refunded.

PRICE
There is no finder's fee. You pay the car's normal retail price, and our usual warranty, finance and part exchange options all apply.`,
    },
    {
      type: 'document',
      title: 'Welland Care Service Plan',
      fileName: 'welland-care-service-plan.pdf',
      content: `WELLAND CARE - MONTHLY SERVICE PLAN
Spread the cost of looking after your car with one small monthly payment.

WHAT'S INCLUDED EVERY YEAR
- One full service, carried out to the manufacturer's schedule
- One Class 4 MOT
- A free winter health check (November to February)
- 10% off parts and labour on any other work
- Priority booking for workshop appointments

MONTHLY PRICES

Plan                  Engine size                           Per month
Welland Care Small    up to 1.6 litre                       £18.50
Welland Care Standard 1.7 to 2.0 litre                      £22.50
Welland Care Large    over 2.0 litre, 4x4s and hybrids      £27.00

PLAN TERMS
- Payments are taken by Direct Debit on the 1st of each month
- The minimum term is 12 months
- Open to cars up to 12 years old, whether or not you bought the car from us
- Your first service can be booked after your third monthly payment
- Services that are not used within the plan year do not roll over
- After the first 12 months you can cancel at any time with 30 days' notice. If the value of the work you have received is more than the payments you have made, the difference is payable when you cancel.
- The plan stays with the car, not the owner. If you sell the car, it can be transferred to the new keeper free of charge.

HOW TO JOIN
Ask Tom Beckett at the service desk, who will check your car's details and set up the Direct Debit in about ten minutes.`,
    },

    // ------------------------------------------------------------ website
    {
      type: 'website',
      title: 'Vehicle Checks & Inspection | Welland Valley Motors',
      url: 'https://www.wellandvalleymotors.co.uk/why-buy-from-us/vehicle-checks',
      content: `# Every car checked before it's sold

We would rather turn a car away than sell you one we're not sure about. Every car on our forecourt goes through the same checks before it's advertised.

## HPI history check

Every car is checked by HPI when we buy it and again on the day we sell it. The check looks for:

- outstanding finance
- being recorded as stolen
- insurance write-off markers
- number plate changes
- being recorded as scrapped

You get a copy of the HPI certificate in your handover pack. We never sell Category S or Category N write-offs.

## Mileage verification

The mileage of every car is cross-checked against its MOT history, its service records and the National Mileage Register. If anything doesn't add up, we don't sell the car.

## Our 120-point inspection

A qualified technician in our own workshop carries out a 120-point inspection, including a road test, brakes, suspension, steering, electrics, bodywork and interior. Every car must meet our minimum standards:

- at least 3mm of tread on all four tyres
- brake pads with at least 50% of their material remaining
- no warning lights on the dashboard

## Nothing hidden

Cosmetic marks are photographed and shown on the advert, and you can ask for the full inspection report on any car before you visit.`,
    },
    {
      type: 'website',
      title: 'Car Finance - HP & PCP | Welland Valley Motors',
      url: 'https://www.wellandvalleymotors.co.uk/finance',
      content: `# Car finance made simple

We can arrange finance on every car we sell, with decisions usually within an hour. Our Finance & Business Manager, Kirsty Ollerton, will talk you through the options.

## Hire Purchase (HP)

You pay a deposit followed by fixed monthly payments, and you own the car once the last payment is made. Terms run from 24 to 60 months, with a minimum deposit of 10% of the price.

## Personal Contract Purchase (PCP)

Monthly payments are lower because part of the cost is deferred to an optional final payment at the end. You then choose to pay it and keep the car, hand the car back, or part exchange it. An annual mileage is agreed at the start. PCP is available on cars that will be no more than 7 years old at the end of the agreement.

## Representative example

- Cash price: £12,000
- Deposit: £1,200
- Amount of credit: £10,800
- 48 monthly payments of £271.21
- Total amount payable: £14,218.08
- Fixed interest rate: 5.13% per year
- Representative APR 9.9%

## Who can apply

- Aged 18 or over
- Living in the UK for at least 3 years
- Employed, self-employed or retired with a regular income
- A UK bank account for Direct Debit

## Paying off early

You can settle your agreement early at any time. Ask your lender for a settlement figure; you'll only pay interest up to the date you settle.

## Regulatory information

Welland Valley Motors Ltd is authorised and regulated by the Financial Conduct Authority, FRN 812346. We are a credit broker, not a lender, and we may receive commission from the lender we introduce you to.`,
    },
    {
      type: 'website',
      title: 'Part Exchange Your Car | Welland Valley Motors',
      url: 'https://www.wellandvalleymotors.co.uk/part-exchange',
      content: `# Part exchange made easy

Trading in your current car is the simplest way to change cars: one visit, one handover, and the value comes straight off the price of your next car.

## Get a valuation

Send us your registration, mileage and a few photos through our online form and we'll give you an estimate within 2 hours during opening hours. We then confirm a firm figure when we see the car, which takes about 20 minutes.

## How we value your car

We look at live market data, your car's condition, its service history and how quickly similar cars sell. We'll always show you how we reached the figure.

## How long is my valuation held?

Your valuation is guaranteed for 7 days, as long as the car's condition doesn't change and you add no more than 200 miles.

## Still paying finance on your car?

That's fine. We settle any outstanding finance directly with your lender. If you owe more than the car is worth, you can pay the difference, and in some cases it can be added to your new finance agreement.

## What to bring

- the V5C logbook in your name
- both keys
- the service history and any MOT certificates
- the locking wheel nut key

## Any car considered

We'll make an offer on almost anything, including non-runners and cars without a current MOT.`,
    },
    {
      type: 'website',
      title: 'Electric & Hybrid Cars | Welland Valley Motors',
      url: 'https://www.wellandvalleymotors.co.uk/electric-and-hybrid',
      content: `# Used electric and hybrid cars you can trust

Buying a used electric car is easier than ever, and we make sure you know exactly what you're getting.

## Battery health certificate

Every used electric car we sell comes with an independent battery State of Health (SoH) report. We only sell electric cars with a battery SoH of 85% or higher, and the figure is shown on the advert.

## Charging at our site

We have a 7kW Type 2 charger on site for customers. Every electric car is handed over with at least 80% charge, along with the charging cables supplied by the manufacturer.

## Your EV handover

Your handover takes about an hour. We set up the manufacturer app with you, explain charging at home and on the public network, and show you how to get the best range from regenerative braking.

## Home charger installation

We work with our local partner Harborough EV Installs, who can fit a 7kW home charger from £849 fitted, usually within two weeks of your order.

## Servicing electric and hybrid cars

Our technician Lewis Tranter holds the IMI Level 3 qualification for working on high-voltage systems. An electric car service starts from £129 and includes a battery health check, brake inspection, cabin filter and software check. Hybrids are serviced at our standard petrol prices.`,
    },
    {
      type: 'website',
      title: 'Meet the Team | Welland Valley Motors',
      url: 'https://www.wellandvalleymotors.co.uk/about/meet-the-team',
      content: `# Meet the team

Welland Valley Motors is an independent, family-run dealership founded in 2009 by Gareth Pell in a former agricultural engineer's yard on the edge of Market Harborough. Today there are eleven of us across sales and the workshop.

## Gareth Pell - Managing Director

Gareth still buys most of our stock himself and has a strict rule: if he wouldn't put his own family in it, we don't sell it.

## Priya Chauhan - Sales Manager

Priya has been with us since 2014 and runs the showroom. She's your first port of call for anything about a car in stock.

## Sam Okafor - Sales Executive

Sam looks after test drives, video walkarounds and our Car Finder service.

## Kirsty Ollerton - Finance & Business Manager

Kirsty arranges finance, GAP insurance and warranty extensions, and handles all the paperwork at handover.

## Dave Rudd - Workshop Manager & MOT Tester

Dave has been fixing cars for more than 30 years and is our nominated MOT tester. He runs the workshop team of four technicians.

## Lewis Tranter - EV & Hybrid Technician

Lewis is our specialist for electric and hybrid cars and holds the IMI Level 3 high-voltage qualification.

## Tom Beckett - Service Advisor

Tom takes workshop bookings, explains what work your car needs and keeps you updated while it's with us.

## Jo Whitcombe - Customer Care Manager

Jo looks after customers after the sale, from warranty questions to anything that hasn't gone to plan.

## Biscuit - Workshop Dog

Biscuit is Dave's golden retriever and our unofficial head of customer welcome. He's in most weekdays and loves a fuss.`,
    },
    {
      type: 'website',
      title: 'Contact Us & Directions | Welland Valley Motors',
      url: 'https://www.wellandvalleymotors.co.uk/contact',
      content: `# Contact us

Welland Valley Motors, Brookfield Way, Market Harborough, Leicestershire LE16 9QR

## Phone and email

- Sales: 01858 431 960
- Workshop bookings: 01858 431 962
- Finance: 01858 431 963
- Aftersales and customer care: 01858 431 964
- Email: sales@wellandvalleymotors.co.uk

## Finding us

From the A6 bypass, take the exit signed for the Brookfield Industrial Estate and turn left at the second roundabout onto Brookfield Way. We're on the right after 300 yards, behind the green flags. If you're using sat nav, enter LE16 9QR.

## Coming by train

Market Harborough station has direct trains from London St Pancras in about an hour, and from Leicester, Nottingham and Sheffield. We're 1.1 miles from the station, about a 20-minute walk. If you're coming to buy or collect a car, we'll pick you up from Market Harborough station free of charge; just let us know your train time.

## Parking and access

We have 18 customer parking spaces, including two accessible bays right next to the showroom entrance. The showroom and customer lounge are on one level with step-free access, and we have an accessible toilet.`,
    },
  ],

  questions: [
    // ---- FAQs
    { text: 'what time do you shut on a saturday', expect: 'What are your opening hours?' },
    { text: 'are you open sundays?', expect: 'What are your opening hours?' },
    { text: 'open on bank hols', expect: 'What are your opening hours?' },
    {
      text: 'can i take the focus out for a spin before i decide',
      expect: 'Can I book a test drive?',
    },
    {
      text: "I'm 20 and only just passed, am I allowed to drive one of your cars before buying it?",
      expect: 'Can I book a test drive?',
    },
    { text: 'test drives?', expect: 'Can I book a test drive?' },
    {
      text: "I've seen a Corsa on your site but I live 90 miles away and can't get there till next week - how do I stop someone else snapping it up before I arrive?",
      expect: 'Can I reserve a car before I come to view it?',
    },
    {
      text: 'is the holding fee refundable if i dont like the car when i see it',
      expect: 'Can I reserve a car before I come to view it?',
    },
    { text: 'do u deliver', expect: "Do you deliver cars to customers' homes?" },
    {
      text: 'how much would it cost to get a car brought up to Newcastle?',
      expect: "Do you deliver cars to customers' homes?",
    },
    {
      text: 'I had a CCJ a couple of years back, is anyone going to lend to me?',
      expect: 'Can I get finance if I have a poor credit history?',
    },
    {
      text: 'will checking if i qualify for a loan mess up my credit rating',
      expect: 'Can I get finance if I have a poor credit history?',
    },
    { text: 'can I pay on my credit card', expect: 'What payment methods do you accept?' },
    {
      text: "Is it ok to pay cash for a £6k car? I've got the money saved up in notes",
      expect: 'What payment methods do you accept?',
    },
    {
      text: 'how up to date is the list of cars online? dont want a wasted journey',
      expect: 'How often is the stock on your website updated?',
    },
    {
      text: 'roughly how many motors have you got on the forecourt',
      expect: 'How often is the stock on your website updated?',
    },
    {
      text: 'do you do walkaround clips for people who live too far away to pop in',
      expect: 'Can you send me a video of a car?',
    },
    {
      text: 'can I drive it home the same day I pay for it',
      expect: 'How long after buying can I collect my car?',
    },
    {
      text: "once I've put a deposit down how many days till it's ready",
      expect: 'How long after buying can I collect my car?',
    },
    { text: 'does it come with a new mot', expect: 'Will the car have a long MOT when I buy it?' },
    {
      text: 'the Yaris I like has only got 2 months left on its test certificate, what happens about that?',
      expect: 'Will the car have a long MOT when I buy it?',
    },
    {
      text: 'do i need to sort the road tax myself',
      expect: 'Will the car be taxed when I drive it away?',
    },
    {
      text: 'does the tax carry over from the last owner',
      expect: 'Will the car be taxed when I drive it away?',
    },
    {
      text: 'do you do drive away cover',
      expect: 'Do I need to arrange insurance before collecting?',
    },
    {
      text: 'I need an insurance quote before I pick it up, when will you give me the reg number?',
      expect: 'Do I need to arrange insurance before collecting?',
    },
    {
      text: 'I bought my Astra from a different garage, will you still look after it?',
      expect: "Do you service cars that weren't bought from you?",
    },
    {
      text: 'do you repair other makes or only the ones you sell',
      expect: "Do you service cars that weren't bought from you?",
    },
    {
      text: 'is there somewhere to sit while my mot gets done',
      expect: 'Can I wait while my car is in the workshop?',
    },
    { text: 'wifi in the waiting area?', expect: 'Can I wait while my car is in the workshop?' },
    {
      text: "I can't get to you easily, could someone pick my car up from my office for its service and drop it back?",
      expect: 'Do you collect and return cars for servicing?',
    },
    {
      text: 'how much is it to have my car fetched for servicing if i live about 10 miles out',
      expect: 'Do you collect and return cars for servicing?',
    },
    { text: 'gap cover', expect: 'Do you sell GAP insurance?' },
    {
      text: 'whats return to invoice insurance and can i get it through you',
      expect: 'Do you sell GAP insurance?',
    },
    {
      text: 'is the price on the windscreen your best price or is there any wiggle room?',
      expect: 'Do you negotiate on price?',
    },
    {
      text: 'will a 2012 diesel from you get me into central London without paying the emissions charge',
      expect: 'Are your cars ULEZ compliant?',
    },
    { text: 'birmingham clean air zone ok?', expect: 'Are your cars ULEZ compliant?' },
    {
      text: 'can I use my mobility allowance for a car from you',
      expect: 'Are you a Motability dealer?',
    },
    {
      text: "bought a car off you three weeks ago and the logbook still hasn't come, is that normal?",
      expect: 'When will I receive the V5C logbook?',
    },
    {
      text: 'when does the new registration document turn up',
      expect: 'When will I receive the V5C logbook?',
    },
    { text: 'how much for a detachable tow hitch fitted', expect: 'Can you fit a towbar?' },

    // ---- Warranty Terms 2026
    {
      text: 'how long is the guarantee on a car that costs about 4 grand',
      expect: 'Warranty Terms 2026',
      fact: '3 months',
    },
    { text: 'price to extend warranty to 2 years?', expect: 'Warranty Terms 2026', fact: '£379' },
    {
      text: 'are brake pads included in the warranty',
      expect: 'Warranty Terms 2026',
      fact: 'brake pads and discs',
    },
    {
      text: 'My engine management light came on this morning, can I just get my local garage to fix it and claim the money back from you afterwards?',
      expect: 'Warranty Terms 2026',
      fact: 'prior authorisation',
    },
    {
      text: 'is there an excess to pay if i claim on the warranty',
      expect: 'Warranty Terms 2026',
      fact: 'no excess',
    },
    {
      text: 'does your warranty cover the hybrid battery on a Prius',
      expect: 'Warranty Terms 2026',
      fact: 'high-voltage battery',
    },

    // ---- Workshop Price List 2026
    { text: 'how much is an mot', expect: 'Workshop Price List 2026', fact: '£45' },
    {
      text: 'whats the cost of a yearly service on a 1.6 focus',
      expect: 'Workshop Price List 2026',
      fact: '£219',
    },
    { text: 'aircon regas price', expect: 'Workshop Price List 2026', fact: '£69' },
    { text: "what's your hourly labour rate", expect: 'Workshop Price List 2026', fact: '£78' },
    {
      text: 'i work for the NHS, do you do any discount on servicing?',
      expect: 'Workshop Price List 2026',
      fact: '10%',
    },
    {
      text: 'if my car fails the mot do i have to pay again for the retest',
      expect: 'Workshop Price List 2026',
      fact: '10 working days',
    },

    // ---- Returns and Cancellation Policy
    {
      text: "I bought a car online from you and it was delivered last Tuesday but honestly I've changed my mind, can I send it back?",
      expect: 'Returns and Cancellation Policy',
      fact: '14 days',
    },
    {
      text: 'bought from your showroom on saturday and my wife hates the colour, is there anything we can do',
      expect: 'Returns and Cancellation Policy',
      fact: '£150',
    },
    {
      text: 'how many miles am I allowed to drive before cancelling a purchase I made over the phone',
      expect: 'Returns and Cancellation Policy',
      fact: '250 miles',
    },

    // ---- Courtesy Car Terms
    {
      text: 'can I borrow a car while mine is in for a clutch job',
      expect: 'Courtesy Car Terms',
      fact: '4 hours',
    },
    {
      text: 'my son is 22, can he drive the loan car',
      expect: 'Courtesy Car Terms',
      fact: 'Aged 25 to 75',
    },
    {
      text: 'what happens if i bring the courtesy car back with less petrol in it',
      expect: 'Courtesy Car Terms',
      fact: '£15',
    },
    {
      text: 'whats the excess if i scratch the loan car',
      expect: 'Courtesy Car Terms',
      fact: '£300',
    },

    // ---- Car Finder Service Terms
    {
      text: "I'm after a red Mazda MX-5 with low miles and you haven't got one in, could you track one down for me?",
      expect: 'Car Finder Service Terms',
      fact: '£300',
    },
    {
      text: 'how long do you keep searching for a car for me before giving up',
      expect: 'Car Finder Service Terms',
      fact: '45 days',
    },
    {
      text: 'do you charge extra for sourcing a car',
      expect: 'Car Finder Service Terms',
      fact: "no finder's fee",
    },

    // ---- Welland Care Service Plan
    {
      text: 'can i spread servicing costs monthly? small 1.2 petrol',
      expect: 'Welland Care Service Plan',
      fact: '£18.50',
    },
    {
      text: 'can I cancel the monthly maintenance plan after 6 months',
      expect: 'Welland Care Service Plan',
      fact: '12 months',
    },
    {
      text: 'if I sell my car does the maintenance plan go with it',
      expect: 'Welland Care Service Plan',
      fact: 'stays with the car',
    },

    // ---- Vehicle checks page
    {
      text: 'do u hpi check ur cars',
      expect: 'Vehicle Checks & Inspection | Welland Valley Motors',
      fact: 'outstanding finance',
    },
    {
      text: 'do you ever sell cat n cars',
      expect: 'Vehicle Checks & Inspection | Welland Valley Motors',
      fact: 'never sell',
    },
    {
      text: "how do I know the mileage isn't clocked",
      expect: 'Vehicle Checks & Inspection | Welland Valley Motors',
      fact: 'National Mileage Register',
    },
    {
      text: 'minimum tyre tread on your cars?',
      expect: 'Vehicle Checks & Inspection | Welland Valley Motors',
      fact: '3mm',
    },

    // ---- Finance page
    {
      text: 'whats your apr',
      expect: 'Car Finance - HP & PCP | Welland Valley Motors',
      fact: '9.9%',
    },
    {
      text: 'how much do I need to put down for HP',
      expect: 'Car Finance - HP & PCP | Welland Valley Motors',
      fact: '10%',
    },
    {
      text: 'difference between hp and pcp? never bought a car on finance before',
      expect: 'Car Finance - HP & PCP | Welland Valley Motors',
      fact: 'optional final payment',
    },
    {
      text: 'are you fca authorised',
      expect: 'Car Finance - HP & PCP | Welland Valley Motors',
      fact: '812346',
    },
    {
      text: 'can i pay off the finance early if i come into some money',
      expect: 'Car Finance - HP & PCP | Welland Valley Motors',
      fact: 'at any time',
    },

    // ---- Part exchange page
    {
      text: 'how long does my px price last',
      expect: 'Part Exchange Your Car | Welland Valley Motors',
      fact: '7 days',
    },
    {
      text: 'still owe money on my car, can i still trade it in',
      expect: 'Part Exchange Your Car | Welland Valley Motors',
      fact: 'directly with your lender',
    },
    {
      text: "my old banger doesn't even start anymore, would you take it off my hands against a new one?",
      expect: 'Part Exchange Your Car | Welland Valley Motors',
      fact: 'non-runners',
    },
    {
      text: 'what docs do i bring for a trade in',
      expect: 'Part Exchange Your Car | Welland Valley Motors',
      fact: 'V5C',
    },

    // ---- EV page
    {
      text: "how do I know the battery in a used Leaf isn't knackered",
      expect: 'Electric & Hybrid Cars | Welland Valley Motors',
      fact: '85%',
    },
    {
      text: 'do you service EVs and how much does it cost',
      expect: 'Electric & Hybrid Cars | Welland Valley Motors',
      fact: '£129',
    },
    {
      text: 'can you sort out a wallbox at home for me',
      expect: 'Electric & Hybrid Cars | Welland Valley Motors',
      fact: '£849',
    },

    // ---- Team page
    {
      text: 'who owns the garage',
      expect: 'Meet the Team | Welland Valley Motors',
      fact: 'Gareth Pell',
    },
    {
      text: "who's your MOT tester",
      expect: 'Meet the Team | Welland Valley Motors',
      fact: 'Dave Rudd',
    },
    {
      text: 'is there a dog at the garage? my daughter is asking lol',
      expect: 'Meet the Team | Welland Valley Motors',
      fact: 'Biscuit',
    },

    // ---- Contact page
    {
      text: 'whats your postcode for the sat nav',
      expect: 'Contact Us & Directions | Welland Valley Motors',
      fact: 'LE16 9QR',
    },
    {
      text: 'wheelchair access?',
      expect: 'Contact Us & Directions | Welland Valley Motors',
      fact: 'step-free',
    },
    {
      text: "I'm coming by train to buy a car, can someone meet me at the station?",
      expect: 'Contact Us & Directions | Welland Valley Motors',
      fact: 'Market Harborough station',
    },
    {
      text: 'phone number for the workshop',
      expect: 'Contact Us & Directions | Welland Valley Motors',
      fact: '01858 431 962',
    },
  ],

  requests: [
    {
      text: 'Please book my Fabia in for an MOT next Tuesday morning, reg ends 4KX',
      expect: 'Appointments',
    },
    {
      text: "I'd like to come and drive the grey Octavia estate this Saturday around 10 if that's free",
      expect: 'Appointments',
    },
    {
      text: 'need an interim service for my mini sometime next week, any day works, can you fit me in',
      expect: 'Appointments',
    },
    {
      text: 'Can I get a slot on Thursday afternoon to bring my Civic in for a part exchange appraisal?',
      expect: 'Appointments',
    },
    {
      text: "The Qashqai I picked up on Friday has a rattle from the dashboard and nobody has returned my calls. I'm really not happy about this.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'I want to make a formal complaint about how I was spoken to at the service desk yesterday',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a big thank you to Sam, the handover on my Jazz was brilliant - please pass it on!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could someone email me the service history and MOT records for the blue Golf listed at £9,495?',
      expect: 'General Inquiry',
    },
    {
      text: 'please get someone to ring me about finance on the Kuga, 07700 900287, best after 5pm',
      expect: 'General Inquiry',
    },
    {
      text: 'Can you let me know when you get an automatic Honda Jazz in? Happy to wait, my email is m.harlow@example.com',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
    { text: "this isn't helping, put me through to someone in sales", expect: 'handoff' },
    { text: "I'd like to speak to Kirsty directly if she's around", expect: 'handoff' },
  ],

  offTopic: [
    "what's a good recipe for a sunday roast",
    'can you help me with my maths homework',
    "what's the weather going to be like in Leicester on Saturday",
    'how many penalty points do you get for using your phone while driving',
    'what tyre pressure should a 2017 Ford Fiesta run at',
    'is petrol or diesel better if i mostly do short school runs',
    'does Arnold Clark have any Kia Sportages in stock?',
    'can you do a smart repair on a scuffed alloy wheel',
    'do you do window tinting',
    'how do I transfer my private number plate onto my new car',
    "what's the speed limit when towing a caravan on the motorway",
    'how do i jump start a car with a flat battery',
    'what insurance group is a 2019 VW Polo 1.0',
  ],
};
