import type { Business } from '../types.js';

export const bikes: Business = {
  slug: 'bikes',
  name: 'Sele Cycles',
  field:
    'Independent bicycle shop: new and used bikes, e-bikes, repair workshop, bike fitting, Cycle to Work, hire and group rides (Hexham, Northumberland)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        "We're open Monday to Saturday 9am–5:30pm, with late opening until 7pm on Thursdays. On Sundays we open 10am–4pm from March to October and close on Sundays over the winter. We're closed on bank holidays apart from Easter Monday.",
    },
    {
      type: 'faq',
      title: 'Where are you and where can I park?',
      content:
        "Sele Cycles is at 14 Priestpopple, Hexham NE46 1PS, opposite the bus station. There are two 30-minute loading bays right outside for dropping off bikes, and Wentworth car park (pay and display) is a 4-minute walk away. From Hexham railway station it's about a 10-minute walk up Station Road and Priestpopple, or call us on 01434 605 218 if you get lost.",
    },
    {
      type: 'faq',
      title: 'Can I test ride a bike before I buy it?',
      content:
        "Yes, any bike on the shop floor in your size can be test ridden for free. We'll set the saddle height and hold a photo ID while you're out; most people ride the loop along the riverside for 20–30 minutes. If you'd like to try several bikes, weekday mornings are quieter than Saturday afternoons.",
    },
    {
      type: 'faq',
      title: 'What is your returns policy?',
      content:
        "Unused accessories and clothing can be returned within 28 days with proof of purchase for a full refund. Bikes that have been ridden outdoors can only be returned if they're faulty, although we're happy to swap to a different size within 14 days if the bike is in as-new condition. Special orders, fitted parts and hand-built wheels can't be returned.",
    },
    {
      type: 'faq',
      title: 'Do you repair e-bike motors and batteries?',
      content:
        "We're an approved Bosch and Shimano STEPS service centre, so we can run motor diagnostics, update firmware and handle warranty claims on those systems. We don't open up or rebuild battery packs: faulty batteries go back to the manufacturer, which usually takes 2–3 weeks. We're not able to work on hub-motor conversion kits bought online.",
    },
    {
      type: 'faq',
      title: 'Can you collect my bike for a repair?',
      content:
        "Yes, we collect and return bikes within 8 miles of Hexham on Tuesdays and Fridays. It costs £15 each way, or it's free if your bike is booked in for a Full Service. Arrange it when you book the workshop job and we'll confirm a two-hour collection window the day before.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "Yes, gift vouchers are available for any amount from £10 and can be spent on bikes, accessories, workshop jobs or fittings. Buy them in the shop or over the phone and we'll post them out free of charge. Vouchers are valid for 2 years from the date of purchase.",
    },
    {
      type: 'faq',
      title: 'Do you offer any discounts?',
      content:
        "Members of Hexham Wheelers and Tynedale Mountain Bike Club, plus NHS and emergency services staff, get 10% off parts, accessories and clothing when they show their membership or staff card. The discount doesn't apply to bikes, workshop labour or items already reduced.",
    },
    {
      type: 'faq',
      title: "Can you order in parts you don't have in stock?",
      content:
        "Yes, we order from all the main UK distributors. Anything ordered before 2pm on a weekday usually arrives the next working day, and we'll text you when it's in. Special orders over £100 need a 50% deposit.",
    },
    {
      type: 'faq',
      title: 'Do you deliver new bikes?',
      content:
        "New bikes are delivered free to addresses within 15 miles of the shop, fully built and set up for the rider, usually on a Monday. We don't post or courier complete bikes elsewhere in the UK, but accessories can be reserved on our website for click and collect.",
    },
    {
      type: 'faq',
      title: 'Do you build wheels?',
      content:
        'Yes, our wheelbuilder Dan hand-builds wheels to order, starting from £320 a pair with Shimano hubs and DT Swiss rims. Allow 7–10 working days, and every wheelset gets a free re-tension after the first 300 miles.',
    },
    {
      type: 'faq',
      title: 'Is there a free check-up when I buy a new bike?',
      content:
        "Every new bike comes with a free 6-week check, where we re-adjust the gears, brakes and bolts once the cables have bedded in. You can book it any time within the first 3 months; after that it's charged as a normal Safety Check.",
    },
    {
      type: 'faq',
      title: 'What warranty do new bikes come with?',
      content:
        "It depends on the brand, but Orbea, Cube and Genesis frames carry a lifetime warranty for the original owner, and components are covered for 2 years against manufacturing defects. Keep your receipt and we'll handle any claim with the manufacturer for you. Wear items such as tyres, chains, cassettes and brake pads aren't covered.",
    },
    {
      type: 'faq',
      title: 'Do you sell trikes or adapted bikes?',
      content:
        "We keep an adult tricycle and a tandem on the shop floor to try, and we can order trikes, recumbents and hand cycles from Jorvik and Hase. Get in touch and we'll set up a relaxed appointment, with step-free access through the side entrance.",
    },
    {
      type: 'faq',
      title: 'Can you security mark my bike?',
      content:
        'Yes, we fit BikeRegister marking kits, which include an etched frame mark, a tamper-evident label and registration on the national police-approved database. It costs £15 and is free with any new bike over £500.',
    },
    {
      type: 'faq',
      title: 'Do you price match?',
      content:
        "We'll match the price of another UK high-street bike shop on the same bike, same model year and size, as long as they have it in stock. We can't match online-only retailers or clearance sales, and price matching doesn't apply to workshop charges.",
    },
    {
      type: 'faq',
      title: 'Can you hold a bike for me?',
      content:
        "We'll hold a bike for 48 hours at no charge. For longer, a £50 deposit reserves it for up to 3 weeks and comes off the final price; it's refundable if you change your mind within 7 days.",
    },
    {
      type: 'faq',
      title: 'Do you take old bikes for recycling?',
      content:
        "Yes, drop unwanted bikes off during opening hours and we'll pass them on to Tynedale Bike Recycle, a local charity that refurbishes them for people who need transport. Bikes in any condition are welcome, and we send old tyres and inner tubes to a specialist recycler rather than landfill.",
    },
    {
      type: 'faq',
      title: 'Are dogs allowed in the shop?',
      content:
        "Well-behaved dogs on a lead are very welcome: there's a water bowl by the door and treats at the till. Please keep them out of the workshop area for safety.",
    },
    {
      type: 'faq',
      title: 'Do you sell helmets and cycling clothing?',
      content:
        "Yes, we stock helmets from MET, Giro and Kask priced from £35 to £250, and we'll fit them for free in store. Clothing includes Endura and dhb waterproof jackets, shorts, jerseys and gloves, plus a small range of kids' helmets and gloves.",
    },
    {
      type: 'faq',
      title: 'Can you fit a child seat or trailer hitch?',
      content:
        "Yes, we sell and fit Thule and Hamax child seats (rear-mounted seats from £95) and Thule trailer hitches. Fitting is free if you buy the seat or hitch from us; otherwise it's £20.",
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Workshop Service Price List 2025',
      fileName: 'Service-Price-List.pdf',
      content: `Sele Cycles – Workshop Service Price List
Prices effective from 1 March 2025. All prices include VAT. Parts are charged separately unless stated.

Service Packages

Safety Check – £35
Brake and gear adjustment, tyre pressures and condition check, bolt torque check, chain wear measurement and a written report of anything that needs attention. Ideal before a sportive or after the bike has been stored over winter.

Standard Service – £85
Everything in the Safety Check, plus:
- Drivetrain clean and lube (chain left on)
- Wheels trued in the frame
- Headset and hub bearing adjustment
- Brake pad alignment and hydraulic brake inspection
- Full frame clean and polish

Full Service – £160
Everything in the Standard Service, plus:
- Complete strip-down of the bike
- Drivetrain removed and degreased in our ultrasonic bath
- Headset, bottom bracket and hubs cleaned and re-greased (where serviceable)
- New gear and brake inner cables fitted (included in the price)
- Wheels trued off the bike on the truing stand
Please allow two working days.

E-Bike Service – £115
The Standard Service, plus a motor diagnostic report, firmware update, battery health check and torque sensor calibration. Available for Bosch and Shimano STEPS systems.

Individual Jobs (labour only unless stated)

Job | Price
Puncture repair | £12 (+ £7 inner tube if needed)
Tubeless set-up, per wheel (sealant included) | £25
Gear adjustment | £15
Brake adjustment, per brake | £12
Hydraulic brake bleed, per brake | £30
Fit brake pads, per wheel | £10
Wheel true (in frame) | from £20
Fit chain | £10
Fit chain and cassette | £20
Replace gear or brake cable and outer | £20 per cable
Headset service | £30
Bottom bracket replacement | £25
Fit mudguards (pair) | £25
Build a bike bought elsewhere (from the box) | £80
Pack a bike into a bike box for flights | £45

Suspension

Job | Price
Fork lower-leg service | £55
Full fork damper service | £110
Rear shock air-can service | £45
Full rear shock rebuild | Sent to specialist – quote on request

Labour Rate
Any job not listed is charged at £60 per hour, in 15-minute increments. We will always give you an estimate before starting.

Parts
We use Shimano, SRAM and Clarks parts as standard. If you bring your own parts we're happy to fit them, but we can't guarantee the parts themselves, and a £5 handling charge applies to each job.

Uncollected Bikes
We'll text you as soon as your bike is ready. Bikes not collected within 14 days of that message will be charged storage at £5 per day. After 3 months, and after two written reminders, we reserve the right to sell an uncollected bike to recover the cost of the work carried out.

Payment
Payment is due on collection. Bikes can't be released until the bill has been settled.`,
    },
    {
      type: 'document',
      title: 'Bike Fit Services Guide',
      fileName: 'Bike-Fit-Services.pdf',
      content: `Bike Fit Services at Sele Cycles

Why get fitted?
A good fit makes riding more comfortable and more efficient, and makes knee, back and neck pain less likely. Whether you've just bought a new bike or have ridden the same one for ten years, small changes to saddle height, setback, reach and cleat position can make a big difference.

Your fitter
All fits are carried out by Priya Natarajan, an IBFI Level 2 certified fitter and former physiotherapist who has completed more than 1,500 fits. Fits take place in our dedicated studio above the shop on Wednesdays, Fridays and Saturdays.

Fit Packages

Package | Duration | Price
Basic Fit | 60 minutes | £95
Comfort Fit | 90 minutes | £150
Performance Fit | 2.5 hours | £220
Cleat Fit only | 30 minutes | £50
Second bike (same rider, within 12 months) | 60 minutes | £75

Basic Fit
Saddle height and fore-aft position, handlebar height and reach, and brake lever position. Best for hybrid, commuter and leisure riders.

Comfort Fit
Everything in the Basic Fit, plus a physical assessment (flexibility, leg length and foot check), cleat set-up and a saddle recommendation. Best for regular road and gravel riders.

Performance Fit
Everything in the Comfort Fit, plus saddle pressure mapping, 3D motion capture and a full written report with all your measurements. Best for racers, triathletes and anyone with a recurring injury.

What to bring
1. Your bike, clean and with the tyres pumped up
2. Your cycling shoes and pedals (if you use clip-in pedals)
3. The shorts and top you usually ride in
4. Any insoles or orthotics you normally wear
5. Notes on any injuries, or pain you get when riding

Parts
If Priya recommends a different stem, saddle or handlebar, we'll fit it on the day if it's in stock. Parts are charged at normal shop prices; the labour to fit them is included in your fit fee.

Follow-up
Every fit includes a free follow-up adjustment within 6 weeks. Bodies adapt, so if something doesn't feel right after a few rides, book back in and Priya will fine-tune your position.

Buying a bike?
If you buy a new bike from Sele Cycles within 30 days of your fit (or before it), we'll take £40 off the fit price. With a Performance Fit we can also help you choose the right frame size before you buy.

Booking and cancellations
Book in the shop, by phone or through the booking link on our website. We take a £30 deposit when you book, which comes off the fit price. Please give at least 72 hours' notice to cancel or move your appointment; deposits for later cancellations are not refunded.`,
    },
    {
      type: 'document',
      title: 'Cycle to Work Scheme – How It Works',
      fileName: 'Cycle-to-Work-Guide.pdf',
      content: `Cycle to Work at Sele Cycles – How It Works

What is Cycle to Work?
Cycle to Work is a government-backed salary sacrifice scheme. Your employer buys the bike and hires it to you, and you pay it back out of your gross salary over 12 months, so you save on income tax and National Insurance.

Schemes we accept
- Cyclescheme
- Cycle Solutions
- Green Commute Initiative (GCI)
- Bike2Work Scheme
If your employer uses a different provider, ask us: we can usually sign up to a new scheme within a couple of weeks.

How much can I save?
Savings depend on your tax band. As a guide:
- Basic-rate taxpayers save around 32%
- Higher-rate taxpayers save around 42%
- Additional-rate taxpayers save around 47%
Example: a £1,200 hybrid costs a basic-rate taxpayer about £816 in total, or £68 a month over 12 months.

Step by step
1. Visit the shop and choose your bike and any accessories. Test rides are encouraged.
2. Ask us for a quote. We'll email a written quote covering the bike, accessories and any fitting within 1 working day.
3. Apply through your employer's scheme portal using our quote.
4. Once your employer approves it, you'll receive a certificate or voucher code by email.
5. Forward it to us at hello@selecycles.co.uk or bring it into the shop.
6. We'll order or build your bike. In-stock bikes are ready to collect within 5 working days of us receiving your certificate.
7. Collect your bike and we'll set the saddle and handlebars up for you.

Limits
Many employers cap their scheme at £1,000. Cyclescheme and Cycle Solutions can go above £1,000 (including for e-bikes) if your employer has switched this on. The Green Commute Initiative has no upper limit and is open to sole traders and small employers.

What's eligible
- New bikes and e-bikes from our range
- Ex-demo bikes (we'll always tell you if a bike is ex-demo)
- Helmets, lights, locks, mudguards, panniers and other safety or commuting accessories
- Cycling clothing such as waterproof jackets
Not eligible: our second-hand bikes, workshop services, bike fits and gift vouchers.

Things to know
- The certificate must cover the whole package; we can't split one package across two certificates.
- If your package comes to less than the certificate value, we'll issue the difference as a credit note valid for 12 months.
- Extra accessories not on the original quote can be bought at the same time and paid for as normal.
- At the end of the hire period your scheme provider will contact you about ownership of the bike; this is handled by them, not by us.`,
    },
    {
      type: 'document',
      title: 'Used Bikes and Part Exchange Terms',
      fileName: 'Used-Bike-Terms.pdf',
      content: `Used Bikes and Part Exchange – Terms and Conditions

1. Our used bikes
1.1 Every used bike we sell has been through our 42-point workshop inspection, including a frame and fork check, brake and gear service, wheel true and drivetrain wear measurement.
1.2 Worn parts are replaced before sale. Where new parts have been fitted, the price tag says so.
1.3 Used bikes are priced from £150 and can be found on the "Pre-loved" rail at the back of the shop and on our website.
1.4 Every used bike has been checked against the BikeRegister and Immobilise databases before it goes on sale.

2. Warranty on used bikes
2.1 Used bikes come with a 3-month workshop warranty from the date of purchase.
2.2 The warranty covers the labour and parts to put right any mechanical fault that wasn't caused by a crash, misuse or normal wear.
2.3 Consumables (tyres, tubes, brake pads, chains, cables and bar tape) are not covered.

3. Selling your bike to us
3.1 We buy quality road, gravel, mountain and hybrid bikes in good condition. We don't buy supermarket or "bike-shaped object" bikes, children's bikes with wheels smaller than 24 inches, or e-bikes more than 4 years old.
3.2 You must bring proof of ownership (an original receipt, or a BikeRegister or Immobilise record in your name) and photo ID.
3.3 Sellers must be 18 or over.
3.4 If we agree a price, we pay by bank transfer within 2 working days. We don't pay in cash.

4. Part exchange
4.1 You can trade in your current bike against any new or used bike from our shop.
4.2 We value part exchanges in person, which takes around 15 minutes. It helps if the bike is clean.
4.3 A part-exchange valuation is valid for 7 days.
4.4 Part-exchange values are usually higher than our outright purchase price, because the value goes towards another bike.
4.5 Part-exchange value can't be exchanged for cash and can't be put towards workshop work or accessories on their own.
4.6 Part exchange can be combined with finance on a new bike, but not with Cycle to Work, because the scheme provider pays for the whole bike.`,
    },
    {
      type: 'document',
      title: 'Bike Hire Rates and Terms',
      fileName: 'Bike-Hire-Terms.pdf',
      content: `Bike Hire – Rates and Terms

Explore Tynedale, Hadrian's Wall and the Allen Valleys on a well-maintained hire bike from Sele Cycles. Every hire bike is checked and serviced after each rental.

Hire Rates

Bike | Half day (4 hours) | Full day | 3 days
Hybrid (Cube Nature) | £25 | £35 | £90
Hardtail mountain bike | £30 | £40 | £105
Electric hybrid (Cube Kathmandu Hybrid) | £45 | £60 | £160
Electric mountain bike | £50 | £70 | £185
Kids' bike (20-inch or 24-inch) | £12 | £18 | £45
Tag-along trailer bike | £10 | £15 | £35

Week-long hire (7 days) is available on request.

What's included
- Helmets in all sizes
- A D-lock and cable
- Pump, spare tube, tyre levers and puncture kit
- Route cards for our four favourite local routes, including the Hexham to Corbridge riverside loop
- A set-up and handover from our staff

Booking
1. E-bikes must be booked at least 24 hours in advance so the batteries can be fully charged.
2. Standard bikes can often be hired on the day, but booking is recommended from May to September.
3. Hire bikes can be collected from 9:30am and must be returned by 5pm (or 6:30pm on Thursdays).
4. Multi-day hires are returned by 5pm on the final day.

Deposit and ID
- A deposit of £100 per bike (£250 per e-bike) is taken as a card pre-authorisation and released when the bike comes back safely.
- The lead hirer must show photo ID (driving licence or passport), plus proof of address for multi-day hires.
- Riders must be 14 or over to hire a bike on their own. Under-14s must ride with a hiring adult.

Your responsibilities
- Lock the bike to a fixed object whenever it's left unattended.
- Don't take hybrids or e-hybrids on red or black graded mountain bike trails.
- Report any damage or mechanical problem as soon as you can.

Charges

Item | Charge
Late return | £10 per hour (or part hour)
Lost lock key | £25
Lost or damaged e-bike charger | £45
Puncture | No charge
Damage beyond normal wear | Parts and labour, up to the deposit amount
Theft of an unlocked bike | Full replacement value

Cancellations
Cancel more than 48 hours before your hire starts for a full refund. Cancellations within 48 hours are charged 50% of the hire fee. If we cancel because of a Met Office amber or red weather warning, you'll get a full refund or a free rebooking.`,
    },
    {
      type: 'document',
      title: 'Sele Cycles Group Rides Handbook',
      fileName: 'Group-Rides-Handbook.pdf',
      content: `Sele Cycles Group Rides Handbook

Welcome
Our shop rides are free, friendly and open to everyone, whether or not you bought your bike from us. You don't need to be a club member. This handbook explains what each ride involves and what we expect from riders.

Weekly Ride Schedule

Saturday Café Ride (road)
- Departs: 8:30am from outside the shop
- Distance: 50–65 km, usually with a coffee stop at Matfen or Allendale
- Pace: average 25 to 28 km/h, no-drop on the climbs
- Back by around 12:30pm

Sunday Social Ride (road and hybrid)
- Departs: 10am from outside the shop
- Distance: 25–35 km on quiet lanes
- Pace: around 18 km/h, regrouping at every junction
- Ideal for newer riders and e-bikes

Wednesday Evening Trail Ride (mountain bike)
- Departs: 6:30pm from the Sele car park, April to September only
- Distance: 15–20 km off-road in Slaley Forest or Hexhamshire
- Ability: comfortable on blue-graded trails
- Lights must be carried from August onwards

First Sunday Gravel Ride
- Departs: 9am from the shop on the first Sunday of each month
- Distance: around 60 km of lanes and forest tracks
- Tyres of at least 38 mm recommended

How to join
1. Join the "Sele Cycles Rides" club on Strava, where rides are posted by Thursday evening.
2. Click "join" on the event so the ride leader knows how many to expect.
3. Arrive 10 minutes early for the briefing.
4. First-timers should introduce themselves to the ride leader.

What to bring
- A roadworthy bike (if in doubt, bring it in on Friday for a free pre-ride check)
- A helmet, which is compulsory on all shop rides
- A spare tube, pump and tyre levers
- Food, water and money or a card for the café stop
- A phone with ICE (in case of emergency) contact details
- From November to March, mudguards are compulsory on the Saturday ride

Ride leaders
Rides are led by volunteer ride leaders trained through British Cycling's Ride Leader programme, including shop staff Tom, Aisha and Craig. Every ride has a leader at the front and a back marker.

Group riding etiquette
1. Ride no more than two abreast, and single out when asked.
2. Point out and call hazards: "hole", "car back", "car up".
3. Don't overlap wheels.
4. Follow the Highway Code, including stopping at red lights.
5. Nobody gets left behind: the group waits for punctures and mechanicals.

Cancellations and weather
Rides are cancelled if the Met Office issues a yellow ice warning or any amber warning for Northumberland. We post cancellations on Strava and Instagram by 7am on the day. Heavy rain alone doesn't cancel a ride, but the leader may shorten the route.

Insurance
Riders take part at their own risk. We recommend third-party liability cover, which comes with British Cycling or Cycling UK membership.`,
    },

    // ------------------------------------------------------------ website
    {
      type: 'website',
      title: 'About Us | Sele Cycles',
      url: 'https://www.selecycles.co.uk/about',
      content: `# About Sele Cycles

Sele Cycles is an independent, family-run bike shop in the centre of Hexham, Northumberland. We sell, fix, fit and hire bikes for everyone from first-time riders to racers, and we've been doing it since 2011.

## Our story

Siblings Rob and Kate Armstrong opened Sele Cycles in 2011 in a former saddler's workshop, with four second-hand bikes and a borrowed workstand. Rob had spent ten years as a mechanic in Edinburgh; Kate had a background in retail and a habit of riding to work in all weathers. The shop is named after The Sele, the park behind Hexham Abbey where they both learned to ride.

In 2018 we moved into our current, much larger premises and added a proper workshop with three work stations and a fitting studio upstairs. Today there are seven of us on the team.

## The bikes we sell

We stock road, gravel, hybrid, mountain, folding and kids' bikes from brands we ride ourselves:

- **Orbea** – road, gravel and electric bikes
- **Cube** – hybrids, mountain bikes and e-bikes
- **Genesis** – steel touring and gravel bikes
- **Ridley** – road and cyclocross
- **Brompton** – we're an official Brompton dealer, with folding bikes in stock to try
- **Frog Bikes** – lightweight bikes for kids

If we don't stock what you're after, we'll tell you honestly and point you to someone who does.

## What we believe

- **Honest advice.** We'd rather sell you a £30 repair than a £3,000 bike you don't need.
- **Riding for everyone.** Our staff include a former racer, a bike-packer and a dad who rides a cargo bike to the school gate. Nobody here will make you feel daft for asking a question.
- **Local first.** We buy through UK distributors wherever we can, and we sponsor the junior sections of Hexham Wheelers and Tynedale Mountain Bike Club.

## Awards

- Northumberland Business Awards – Independent Retailer of the Year 2022
- Cycling Industry Awards – shortlisted for Best Small Retailer 2023

## Sele Cycles Ltd

Registered in England and Wales, company number 07654321. VAT number GB 123 4567 89.`,
    },
    {
      type: 'website',
      title: 'Workshop | Sele Cycles',
      url: 'https://www.selecycles.co.uk/workshop',
      content: `# Workshop

Our workshop is run by head mechanic Gareth Liddle, who holds Cytech Level 3, the highest UK qualification for bike mechanics, and has worked on everything from Brompton hub gears to World Cup downhill bikes. He's backed up by two Cytech Level 2 mechanics, Sam and Ellie.

We service and repair all makes of bike, whether you bought it from us, another shop or online. For prices, see our Service Price List.

## Booking a service

Book through the online calendar on this page, by phone or in the shop. When you book, you pick a drop-off day and we work on your bike that day.

- **Drop-off window:** 8:30am to 10am on your booked day. The workshop door is at the side of the shop on Gilesgate Lane.
- **Ready the same day:** most Safety Checks and Standard Services are ready by 4pm.
- **Full Services:** need two working days.
- **Busy season:** from March to July we're often booked up to two weeks ahead, so plan before the riding season starts.

## Quick Fix – no booking needed

Small jobs that take under 20 minutes can be done while you wait, Monday to Friday between 2pm and 4pm. Just turn up; if there's a queue we'll give you a time to come back.

## Estimates and extra work

We check your bike over with you at drop-off and give you an estimate. If we find anything else that needs doing and it would add more than £25 to the bill, we'll call or text you for approval before going ahead. No nasty surprises at the till.

## When your bike is ready

We'll text you when your bike is ready, with the total. Any parts we've replaced are bagged up and left with the bike, unless you ask us to recycle them.

## Loan bikes

We don't have courtesy bikes, but workshop customers get 20% off our hire bikes while their own bike is in with us.

## What we can't do

- Repair cracked carbon frames (we'll recommend a specialist)
- Work on bikes that are too corroded to go safely in a workstand
- Fit parts that aren't compatible with your bike or aren't safe, even if you've already bought them`,
    },
    {
      type: 'website',
      title: 'Electric Bikes | Sele Cycles',
      url: 'https://www.selecycles.co.uk/e-bikes',
      content: `# Electric Bikes

Hexham is a lovely town to ride from, but the hills out of the Tyne valley are steep. An e-bike flattens them, makes commuting without arriving sweaty realistic, and keeps plenty of our older customers riding with their friends.

## Our e-bike range

We usually have 20 to 25 e-bikes in stock, including:

- **Cube Ella Ride Hybrid** – step-through commuter with mudguards, rack and lights
- **Cube Kathmandu Hybrid** – a long-range touring and commuting e-bike
- **Orbea Vibe** – a light, simple urban e-bike that looks like a normal bike
- **Cube Stereo Hybrid** – full-suspension electric mountain bike
- **Orbea Rise** – a lightweight e-MTB with a natural, quiet motor

Prices run from £1,999 for the Cube Ella Ride Hybrid up to £6,499 for the Orbea Rise M10.

## Motors and range

Most of our e-bikes use Bosch Performance Line or Shimano EP motors. Depending on the battery, the assistance level you use, the terrain and your weight, expect a range of roughly 40 to 100 miles on a full charge. A full charge from empty takes around 4 to 6 hours from a normal household socket.

## Try one properly: e-bike demos

A quick spin round the block doesn't tell you much about an e-bike. Book a half-day demo on one of our demo bikes for £30 and take it up the hills you actually ride. The demo fee is refunded in full if you buy an e-bike from us within 14 days.

## The law

In Great Britain, an electrically assisted pedal cycle (EAPC) can be ridden without a licence, tax or insurance as long as the motor is no more than 250 watts and the assistance cuts out at 15.5 mph. Riders must be 14 or over. We don't sell or fit de-restriction kits, and we won't work on bikes that have had one fitted.

## Looking after your battery

- Store the battery indoors, ideally at 30–60% charge, if you're not riding for a few weeks
- Don't leave it on charge for days at a time
- Avoid charging it straight after a ride in freezing weather; let it warm up first
- Never pressure-wash the motor or battery contacts

## Talk to Megan

Megan Hall is our e-bike specialist. She can help you choose between hub and mid-drive motors, work out which battery size you need and explain the running costs.`,
    },
    {
      type: 'website',
      title: "Kids' Bikes | Sele Cycles",
      url: 'https://www.selecycles.co.uk/kids',
      content: `# Kids' Bikes

A light bike that fits makes all the difference to how much a child enjoys riding. That's why we stock Frog Bikes, which weigh far less than most supermarket kids' bikes and come with child-sized brake levers and cranks.

## Sizing guide

Choose by inside leg rather than age if you can; bring your child in and we'll measure them.

Wheel size | Typical age | Inside leg | Prices from
Balance bike (12-inch) | 2 to 3 | 30–40 cm | £120
14-inch | 3 to 4 | 37–45 cm | £250
16-inch | 5 to 6 | 43–52 cm | £299
20-inch | 7 to 8 | 50–60 cm | £369
24-inch | 9 to 11 | 58–68 cm | £429
26-inch or small adult | 11+ | 66 cm and up | £499

We don't recommend buying a size up "to grow into". A bike that's too big is harder to control and puts kids off riding.

## Frog Trade-Up scheme

Kids grow fast. Bring back a Frog bike you bought from us within 3 years of purchase, in rideable condition, and we'll give you 30% of its original price off the next size up. Trade-in bikes are refurbished and passed on to local schools.

## Learn to Ride sessions

Our Learn to Ride sessions run on Saturday mornings from 9am to 10am in The Sele park, for children aged 4 to 7. We use the balance-bike method, with no stabilisers, and most children are pedalling by the end of their second session. Sessions cost £20 per child, with a maximum of six children, and we can lend a bike and helmet if needed. A parent or carer must stay for the session.

## Setting up your child's bike

Every kids' bike we sell is built and safety-checked in our workshop, and we'll set the saddle height and brake levers for your child when you collect it. Pop back in any time in the first year and we'll raise the saddle and bars for free as they grow.`,
    },
    {
      type: 'website',
      title: 'Maintenance Classes & Events | Sele Cycles',
      url: 'https://www.selecycles.co.uk/classes',
      content: `# Maintenance Classes & Events

Learn to look after your own bike with our small, friendly classes, taught in the workshop by our own mechanics.

## Basic Maintenance Evening

The first Tuesday of every month, 6:30pm to 8:30pm. £30 per person, maximum 6 people.

You'll learn how to:
- Fix a puncture and refit a tyre
- Clean and lube your chain
- Check and replace brake pads
- Make simple gear adjustments
- Carry out a quick pre-ride check

Bring your own bike. Tea, coffee and biscuits included.

## Roadside Repairs for Women and Non-Binary Riders

The third Thursday of every month, 7pm to 8:30pm. £25 per person.

A relaxed session led by our mechanic Ellie, covering the repairs you're most likely to need on a ride: punctures, a snapped chain, a slipping seatpost and a bent gear hanger. Each place includes a free multi-tool to take home.

## Advanced Workshop: Wheels and Hydraulic Brakes

Held quarterly on Monday evenings, 6pm to 9pm. £45 per person, maximum 4 people.

For confident home mechanics. You'll true a wheel on a proper truing stand, bleed Shimano and SRAM hydraulic brakes and learn to measure chain and cassette wear. All tools and bleed kits are provided.

## Private Lessons

One-to-one sessions on anything you'd like to learn cost £50 per hour, booked at a time that suits you.

## Bike Doctor at Hexham Farmers' Market

On the second Saturday of each month we set up a workshop stand at Hexham Farmers' Market from 9am to 1pm. We'll do free safety checks and minor adjustments while you shop.

## Workplace Bike Check Days

We can bring a mechanic to your workplace for a half-day bike check session, looking at up to 20 bikes, for £250.

## Booking and refunds

Book classes online or in the shop. We'll refund your place or move you to another date if you give us at least 7 days' notice.`,
    },
    {
      type: 'website',
      title: 'Finance & Payment Options | Sele Cycles',
      url: 'https://www.selecycles.co.uk/finance',
      content: `# Finance & Payment Options

## Ways to pay

In the shop we accept all major debit and credit cards, Apple Pay, Google Pay and cash. For bikes over £1,000 you can also pay by bank transfer using the details on your invoice. We don't accept cheques, and we don't currently offer Klarna, Clearpay or other buy-now-pay-later services.

## Finance through V12 Retail Finance

Spread the cost of a new bike or e-bike, plus any accessories bought at the same time.

Option | Term | APR | Minimum deposit
Interest-free | 12 months | 0% | 10%
Low-rate | 24 or 36 months | 9.9% APR representative | 10%

- Minimum spend: £400
- Maximum loan: £10,000

**Representative example:** cash price £2,400, deposit £240, amount of credit £2,160, 12 monthly payments of £180, total amount payable £2,400, 0% APR.

## Who can apply

- Aged 18 or over
- UK resident for at least 3 years
- Employed for at least 16 hours a week, or retired with a pension
- A UK bank account that accepts direct debits

## How to apply

Applications are made in the shop on our tablet and take about 10 minutes, and you'll usually get a decision straight away. Bring photo ID and your bank details. Once you're approved and you've e-signed the agreement, you can ride your new bike home the same day.

## Please note

Finance isn't available on used bikes, workshop work or bike hire. Credit is subject to status. Sele Cycles Ltd acts as a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority (FRN 912345).`,
    },
  ],

  questions: [
    // ---- FAQ-answered
    { text: 'are you open sundays?', expect: 'What are your opening hours?' },
    { text: 'what time do u shut on a thursday', expect: 'What are your opening hours?' },
    { text: "where's the shop exactly", expect: 'Where are you and where can I park?' },
    {
      text: 'is there anywhere to leave the car when I drop my bike off',
      expect: 'Where are you and where can I park?',
    },
    {
      text: 'how do i get to you from the train station',
      expect: 'Where are you and where can I park?',
    },
    {
      text: 'can I try a road bike out before I commit to buying one',
      expect: 'Can I test ride a bike before I buy it?',
    },
    {
      text: 'do i need to bring anything if I want to try a bike out',
      expect: 'Can I test ride a bike before I buy it?',
    },
    {
      text: 'bought a jacket last week, wrong size, can I get my money back?',
      expect: 'What is your returns policy?',
    },
    { text: "refund on a bike if I've already ridden it?", expect: 'What is your returns policy?' },
    {
      text: 'my bosch motor keeps throwing an error code, can you lot sort it',
      expect: 'Do you repair e-bike motors and batteries?',
    },
    {
      text: "ebike battery won't hold its charge anymore - can you rebuild it?",
      expect: 'Do you repair e-bike motors and batteries?',
    },
    {
      text: "I don't drive, could you pick my bike up from my house in Corbridge to fix it?",
      expect: 'Can you collect my bike for a repair?',
    },
    { text: "gift card for my dad's birthday?", expect: 'Do you sell gift vouchers?' },
    { text: 'how long are vouchers valid', expect: 'Do you sell gift vouchers?' },
    { text: 'nhs discount?', expect: 'Do you offer any discounts?' },
    {
      text: 'I ride with the Wheelers, do we get money off anything?',
      expect: 'Do you offer any discounts?',
    },
    {
      text: "you haven't got the 11 speed chain I need, can you get one in and how quick",
      expect: "Can you order in parts you don't have in stock?",
    },
    { text: 'can you post a bike down to me in Leeds', expect: 'Do you deliver new bikes?' },
    { text: 'if I buy a bike can you drop it round to mine?', expect: 'Do you deliver new bikes?' },
    { text: 'handbuilt wheelset cost?', expect: 'Do you build wheels?' },
    {
      text: 'is the first service free on a new bike',
      expect: 'Is there a free check-up when I buy a new bike?',
    },
    {
      text: 'how long is the frame guaranteed for on a new one',
      expect: 'What warranty do new bikes come with?',
    },
    {
      text: 'my chain wore out after 4 months, is that not covered under warranty??',
      expect: 'What warranty do new bikes come with?',
    },
    {
      text: 'my mum has balance problems, do you do three wheelers for adults',
      expect: 'Do you sell trikes or adapted bikes?',
    },
    { text: 'bike marking to put off thieves?', expect: 'Can you security mark my bike?' },
    {
      text: 'saw the same bike cheaper at another shop in Newcastle, will you match it',
      expect: 'Do you price match?',
    },
    { text: 'do u match online prices', expect: 'Do you price match?' },
    { text: 'can you put one aside for me till payday', expect: 'Can you hold a bike for me?' },
    {
      text: 'got an old rusty bike in the shed, can i just give it to you',
      expect: 'Do you take old bikes for recycling?',
    },
    { text: 'do you recycle old tyres and tubes', expect: 'Do you take old bikes for recycling?' },
    { text: 'can i bring my spaniel in with me', expect: 'Are dogs allowed in the shop?' },
    {
      text: 'need a new lid for commuting, what have you got',
      expect: 'Do you sell helmets and cycling clothing?',
    },
    { text: 'do you sell waterproof jackets', expect: 'Do you sell helmets and cycling clothing?' },
    {
      text: 'can you put a seat on the back of my bike for my toddler',
      expect: 'Can you fit a child seat or trailer hitch?',
    },

    // ---- document-answered
    { text: 'puncture price?', expect: 'Workshop Service Price List 2025', fact: '£12' },
    {
      text: "what's the cost of a full strip-down service",
      expect: 'Workshop Service Price List 2025',
      fact: '£160',
    },
    {
      text: 'hydraulic brakes feel spongy, what do you charge to bleed them',
      expect: 'Workshop Service Price List 2025',
      fact: '£30',
    },
    {
      text: 'I bought a bike online and it came in a box, will you put it together for me and how much',
      expect: 'Workshop Service Price List 2025',
      fact: '£80',
    },
    {
      text: 'what happens if I forget to pick my bike up for ages lol',
      expect: 'Workshop Service Price List 2025',
      fact: '£5 per day',
    },
    {
      text: 'performance fit with pressure mapping, how much?',
      expect: 'Bike Fit Services Guide',
      fact: '£220',
    },
    {
      text: 'just need my cleats setting up, what does that cost',
      expect: 'Bike Fit Services Guide',
      fact: '£50',
    },
    { text: 'who does your bike fits', expect: 'Bike Fit Services Guide', fact: 'Priya' },
    {
      text: 'if I buy a bike from you do I get money off the fitting',
      expect: 'Bike Fit Services Guide',
      fact: '£40',
    },
    {
      text: 'which c2w schemes do you accept?',
      expect: 'Cycle to Work Scheme – How It Works',
      fact: 'Cyclescheme',
    },
    {
      text: 'can I get an e-bike over a grand through cycle to work',
      expect: 'Cycle to Work Scheme – How It Works',
      fact: 'no upper limit',
    },
    {
      text: 'how long from getting my certificate to actually picking the bike up?',
      expect: 'Cycle to Work Scheme – How It Works',
      fact: '5 working days',
    },
    {
      text: "how much would I actually save on the bike to work thing, i'm a basic rate taxpayer",
      expect: 'Cycle to Work Scheme – How It Works',
      fact: '32%',
    },
    {
      text: 'do your second hand bikes come with any guarantee',
      expect: 'Used Bikes and Part Exchange Terms',
      fact: '3-month',
    },
    {
      text: 'how thoroughly are the used bikes checked over',
      expect: 'Used Bikes and Part Exchange Terms',
      fact: '42-point',
    },
    {
      text: 'would you buy my old mountain bike off me? what do I need to bring in',
      expect: 'Used Bikes and Part Exchange Terms',
      fact: 'proof of ownership',
    },
    {
      text: 'how long is a trade in valuation good for',
      expect: 'Used Bikes and Part Exchange Terms',
      fact: '7 days',
    },
    {
      text: 'how much to hire an e-bike for the whole day',
      expect: 'Bike Hire Rates and Terms',
      fact: '£60',
    },
    { text: 'deposit for bike hire?', expect: 'Bike Hire Rates and Terms', fact: '£100' },
    {
      text: 'my lad is 12, can he hire a bike by himself',
      expect: 'Bike Hire Rates and Terms',
      fact: '14',
    },
    {
      text: "what's the charge if we bring the hire bikes back late",
      expect: 'Bike Hire Rates and Terms',
      fact: '£10 per hour',
    },
    {
      text: "planning 3 days on Hadrian's Wall, is there a multi day rate for hybrids?",
      expect: 'Bike Hire Rates and Terms',
      fact: '£90',
    },
    {
      text: 'what time does the saturday road ride leave',
      expect: 'Sele Cycles Group Rides Handbook',
      fact: '8:30am',
    },
    {
      text: 'how fast is the saturday cafe ride, dont want to get dropped',
      expect: 'Sele Cycles Group Rides Handbook',
      fact: '25 to 28',
    },
    { text: 'any MTB rides midweek?', expect: 'Sele Cycles Group Rides Handbook', fact: '6:30pm' },
    {
      text: "are the club rides called off when it's icy",
      expect: 'Sele Cycles Group Rides Handbook',
      fact: 'yellow ice',
    },

    // ---- website-answered
    { text: 'do you sell bromptons', expect: 'About Us | Sele Cycles', fact: 'Brompton' },
    { text: 'how long have you lot been going', expect: 'About Us | Sele Cycles', fact: '2011' },
    {
      text: "what's the drop off window for a booked service",
      expect: 'Workshop | Sele Cycles',
      fact: '8:30am',
    },
    {
      text: 'do i have to book for a quick gear tweak or can I just turn up',
      expect: 'Workshop | Sele Cycles',
      fact: '2pm',
    },
    {
      text: 'who is your head mechanic, is he qualified?',
      expect: 'Workshop | Sele Cycles',
      fact: 'Gareth',
    },
    {
      text: 'will you ring me before the repair bill goes up',
      expect: 'Workshop | Sele Cycles',
      fact: '£25',
    },
    {
      text: 'is the ebike demo fee refundable if i end up buying one',
      expect: 'Electric Bikes | Sele Cycles',
      fact: '14 days',
    },
    {
      text: 'how fast do ebikes go, is it even legal',
      expect: 'Electric Bikes | Sele Cycles',
      fact: '15.5',
    },
    { text: 'cheapest ebike you sell?', expect: 'Electric Bikes | Sele Cycles', fact: '£1,999' },
    {
      text: 'what size wheels for a 6 year old',
      expect: "Kids' Bikes | Sele Cycles",
      fact: '16-inch',
    },
    {
      text: 'frog trade up scheme, how does it work',
      expect: "Kids' Bikes | Sele Cycles",
      fact: '30%',
    },
    { text: 'learn to ride lessons for my 5yo?', expect: "Kids' Bikes | Sele Cycles", fact: '£20' },
    {
      text: 'maintenance course for complete beginners?',
      expect: 'Maintenance Classes & Events | Sele Cycles',
      fact: '£30',
    },
    {
      text: 'any bike repair sessions just for women',
      expect: 'Maintenance Classes & Events | Sele Cycles',
      fact: '£25',
    },
    {
      text: '0% finance available?',
      expect: 'Finance & Payment Options | Sele Cycles',
      fact: '12 months',
    },
    {
      text: 'can I pay with klarna',
      expect: 'Finance & Payment Options | Sele Cycles',
      fact: 'Klarna',
    },
    {
      text: "what's the minimum spend to get finance",
      expect: 'Finance & Payment Options | Sele Cycles',
      fact: '£400',
    },
  ],

  requests: [
    {
      text: 'can i book my road bike in for a full service sometime next week, ideally tuesday',
      expect: 'Appointments',
    },
    {
      text: "I'd like to get a bike fit sorted before my sportive in June, please book me in for whatever slot you have on a Saturday",
      expect: 'Appointments',
    },
    {
      text: "Please put me down for a test ride on the Orbea Vibe this Saturday morning, I'm a medium",
      expect: 'Appointments',
    },
    {
      text: 'Picked my bike up after a service yesterday and the gears are jumping worse than before. Not impressed tbh',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'The lad on the till was really rude to my son on Saturday when he came in for an inner tube. I want this passed on to the owners.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say the hire e-bikes were brilliant and Megan sorted us out perfectly, please pass on our thanks!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "Could someone ring me back about trading in my wife's old Trek? 07700 900123",
      expect: 'General Inquiry',
    },
    {
      text: "can you let Gareth know I'll be late collecting my bike today, probably nearer 6",
      expect: 'General Inquiry',
    },
    {
      text: 'Please email me when the 24 inch Frog in red is back in stock, thanks',
      expect: 'General Inquiry',
    },
    { text: "I'd rather just talk to a real person if that's alright", expect: 'handoff' },
    { text: "is there an actual human there? this isn't getting me anywhere", expect: 'handoff' },
    { text: 'put me through to someone in the workshop please', expect: 'handoff' },
  ],

  offTopic: [
    'Do you repair electric scooters?',
    "What's the best route to cycle from Newcastle to Carlisle?",
    'is halfords cheaper than you for tyres',
    'how do I stop my disc brakes squealing',
    'Do you sell indoor turbo trainers or Zwift setups?',
    'can you respray my old steel frame in a different colour',
    'what tyre pressure should I run on a gravel bike',
    "What's the weather going to be like in Hexham on Saturday?",
    'can you recommend a decent pub for Sunday lunch near Hexham',
    'How do I renew my passport?',
    'whats the score in the toon game',
    'Can you help me write a cover letter for a job application?',
  ],
};
