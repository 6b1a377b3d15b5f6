import type { Business } from '../types.js';

export const holidaypark: Business = {
  slug: 'holidaypark',
  name: 'Heronsgate Sands Holiday Park',
  field: 'holiday park',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'When is the park open in 2026?',
      content:
        'For holiday home hire, touring and camping we open on Friday 13 March 2026 and close on Monday 2 November 2026. The park is closed to holiday guests over the winter months.',
    },
    {
      type: 'faq',
      title: 'Is there Wi-Fi on the park?',
      content:
        "Free Wi-Fi is available inside the Gull's Nest clubhouse and around reception. Site-wide Wi-Fi that reaches every pitch and holiday home costs £4 per day or £15 per week per device, bought through the HeronNet login page when you connect.",
    },
    {
      type: 'faq',
      title: 'What is the mobile phone signal like?',
      content:
        'EE and Vodafone give a good 4G signal across most of the park. O2 and Three are weak at the bottom of the park near the fishing lake, so if you rely on one of those networks let us know when you book and we will try to put you on the top field.',
    },
    {
      type: 'faq',
      title: 'What electric hook-up do your pitches have?',
      content:
        "Every electric pitch has a 16 amp supply with a standard blue CEE socket. You'll need your own 25 metre hook-up cable; if you forget it, we hire them out from reception for £2 a night.",
    },
    {
      type: 'faq',
      title: 'What toilet and shower facilities are there for campers?',
      content:
        'There are two heated amenity blocks, Block A by the top field and Block B next to the touring field, with free hot showers, toilets, hairdryers and washing-up sinks. Block A also has a family bathroom, a baby-changing room and an accessible wet room. Chemical toilet disposal points are beside both blocks.',
    },
    {
      type: 'faq',
      title: 'How big a motorhome or caravan can you take?',
      content:
        'Our hardstanding pitches take motorhomes and caravans up to 9 metres long, and twin-axle caravans are welcome. American RVs or anything longer than 9 metres must be agreed with us before you book, as only four pitches can take them.',
    },
    {
      type: 'faq',
      title: 'Do you have electric car charging?',
      content:
        'Yes, there are four 7kW EV chargers in the car park next to reception. Charging costs 45p per kWh, paid through the Heronsgate Sands app or by contactless, and please move your car once it has finished. Charging electric cars from pitch hook-ups or holiday homes is not allowed.',
    },
    {
      type: 'faq',
      title: 'Is the park suitable for wheelchair users?',
      content:
        'We have two adapted lodges, Kingfisher and Sandpiper, with ramped access, wider doorways and a roll-in shower. The clubhouse, shop and indoor pool are step-free and the pool has a hoist (just ask the lifeguard). Paths at the bottom of the park are steep, so we give guests with mobility needs level pitches on the top field.',
    },
    {
      type: 'faq',
      title: 'Is there a launderette?',
      content:
        'Yes, the launderette is beside amenity Block B and is open from 8am to 9pm. Washing machines cost £4.50 and tumble dryers £2.50 per cycle, paid by contactless.',
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        'We take Visa, Mastercard, American Express, Apple Pay and Google Pay at reception, the shop and the clubhouse, and cash in the shop and bar only. There is no cash machine on the park, but the shop gives cashback of up to £50 with a card purchase.',
    },
    {
      type: 'faq',
      title: 'Can I go fishing on the park?',
      content:
        "Yes, our 2-acre coarse fishing lake is stocked with carp, tench and roach. Day tickets are £8 per rod from reception (£4 for under-12s, who must fish with an adult), and anyone aged 13 or over needs an Environment Agency rod licence. Fishing is from 7am until dusk, barbless hooks only, and keepnets aren't allowed.",
    },
    {
      type: 'faq',
      title: 'Where is the nearest supermarket?',
      content:
        "The nearest shop off the park is the Co-op in Porthkennack village, 1.5 miles away. For a bigger shop there's a Tesco Extra and an Aldi in Helston, about 7 miles or 15 minutes' drive.",
    },
    {
      type: 'faq',
      title: 'Can I have a supermarket delivery to the park?',
      content:
        "Yes, online grocery deliveries are fine. Give the park address with your holiday home or pitch number and choose a delivery slot after you've arrived, because reception can't accept or store chilled or frozen shopping for guests.",
    },
    {
      type: 'faq',
      title: 'Is there a play area for children?',
      content:
        "Yes, the Heron's Nest adventure playground next to the games field has climbing frames, swings, a zip wire and a fenced toddler section. It's for under-12s, open from 9am until dusk, and children must be supervised by an adult.",
    },
    {
      type: 'faq',
      title: 'Are bed linen and towels provided in the holiday homes?',
      content:
        'Duvets, pillows and bed linen are provided in every holiday home and beds are made up ready for your arrival. Towels are included only in Gold caravans and Heron Lodges; for Bronze and Silver caravans please bring your own or hire a towel pack from reception for £8 per person.',
    },
    {
      type: 'faq',
      title: 'Can I smoke or vape in the holiday homes?',
      content:
        "No. Smoking and vaping are not allowed inside any holiday home or lodge, or on the decking under a canopy, and we charge £150 for deep cleaning if we find evidence of it. You're welcome to smoke outside away from open windows, using the butt bins provided.",
    },
    {
      type: 'faq',
      title: 'What are the changeover days for caravans and lodges?',
      content:
        'Holiday homes are let for a week from Friday to Friday or Monday to Monday, or as 3-night weekend breaks (Friday to Monday) and 4-night midweek breaks (Monday to Friday). During the school summer holidays we only take 7-night stays starting on a Friday.',
    },
    {
      type: 'faq',
      title: 'Do you offer any discounts?',
      content:
        "We give 10% off holiday home and touring stays to NHS staff, the armed forces and Blue Light Card holders, and 10% off to guests who stayed with us last season. Discounts can't be combined and don't apply during the school summer holidays or on bank holiday weekends.",
    },
    {
      type: 'faq',
      title: 'Can I store my touring caravan on the park over winter?',
      content:
        'Yes, we have a secure storage compound with CCTV. Winter storage from November to March costs £395, or £595 for a full 12 months, and seasonal pitch holders get storage at half price. Spaces are limited, so reserve early.',
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes, gift vouchers are available in any amount from £25 and can be spent on holiday home and touring stays or in the shop and clubhouse. They are valid for 12 months and can be bought at reception or over the phone.',
    },
    {
      type: 'faq',
      title: 'What happens if I leave something behind?',
      content:
        'Lost property is logged and kept at reception for 28 days. Call us with a description, and if we find it we can post it back to you anywhere in the UK for £8, with extra postage charged for bulky items.',
    },
    {
      type: 'faq',
      title: 'Do you offer seasonal touring pitches?',
      content:
        'Yes, we have 20 seasonal pitches on the hardstanding field, let for the whole season. A seasonal pitch costs £2,950 for 2026 including up to 600 kWh of electricity, and there is a waiting list for the sea-view pitches.',
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Park Rules 2026',
      fileName: 'park-rules-2026.pdf',
      content: `HERONSGATE SANDS HOLIDAY PARK
PARK RULES 2026

These rules apply to everyone on the park: holiday guests, tourers, campers, holiday home owners and their visitors. They are here so that everyone can enjoy a safe and peaceful stay. Guests are responsible for the behaviour of everyone in their party, and the management may ask anyone who breaks these rules to leave the park without a refund.

QUIET HOURS
Please keep noise to a minimum between 10.30pm and 7.30am. Music, radios and televisions must never be audible outside your own pitch or holiday home, at any time of day.

VEHICLES AND DRIVING
- A 5mph speed limit applies on all park roads. Please watch out for children and cyclists.
- Only one vehicle may be parked on each pitch or holiday home plot. Any additional vehicles must use the overflow car park beside reception.
- The entrance barrier is closed between 11pm and 7am and vehicles may not be moved during these hours except in an emergency.
- Bicycles must have working lights after dark. E-scooters are not permitted anywhere on the park.

BARBECUES AND FIRES
- Gas and charcoal barbecues may be used on pitches and holiday home plots, provided they stand at least 50cm off the ground.
- Barbecues must never be used on timber decking, under awnings or inside tents.
- Disposable barbecues are not permitted anywhere on the park, including on the grass.
- Open fires, fire pits and chimineas are not permitted.
- Hot ashes must be left to cool fully and emptied into the metal ash bins at the recycling point.

DAY VISITORS
Friends and family are welcome to visit guests staying on the park. All visitors must sign in at reception on arrival and buy a day pass, which costs £5 per adult (children under 16 free). Day passes include use of the clubhouse but not the indoor pool. All visitors must leave the park by 10pm.

GROUPS
Touring and tent pitches are for one family unit of up to 6 people. We do not accept stag, hen or similar party groups, and any booking found to be a party group will be cancelled.

GENERAL
- Drones must not be flown over or from the park at any time.
- Generators are not permitted on any pitch.
- Ball games are allowed on the games field only, not between pitches or holiday homes.
- Rotary washing lines may be used on your pitch; please do not tie lines to trees, fences or hook-up bollards.
- Please do not feed the ducks and herons on the fishing lake.
- Trees, hedges and park signs must not be damaged or used for hanging equipment.

Thank you for helping to keep Heronsgate Sands a friendly place to stay.
The Tregunna Family and the Park Team`,
    },
    {
      type: 'document',
      title: 'Dog Policy 2026',
      fileName: 'dog-policy-2026.pdf',
      content: `Dog Policy 2026
Heronsgate Sands Holiday Park

We love dogs at Heronsgate Sands, and we want both two-legged and four-legged guests to enjoy their holiday. Please read this policy before you bring your dog.

WHERE DOGS CAN STAY
Dogs are welcome on all touring and tent pitches, and in our dog-friendly holiday homes. These are the 12 Silver caravans marked "Silver Paws" on our booking system, and the Heron Lodges marked with a paw symbol. Dogs are not allowed in Bronze or Gold caravans.

A maximum of 2 dogs per booking is allowed. Dangerous Dogs Act breeds are not permitted on the park.

CHARGES
Touring and tent pitches: £4 per dog per night
Holiday homes, short break: £25 per dog
Holiday homes, full week: £40 per dog
Registered assistance dogs are welcome in all accommodation with no charge.

ON THE PARK
- Dogs must be kept on a lead no longer than 2 metres at all times.
- Our fenced Dog Meadow, beside the fishing lake, is the only place where dogs may be let off the lead.
- There is a free dog wash station with warm water next to amenity Block A.
- Please always pick up after your dog. Dog waste bins are placed along the park roads and at the Dog Meadow gate. Guests who repeatedly fail to clear up may be asked to leave.
- Dogs are not allowed in the indoor pool building, the site shop, the play area or the amenity blocks.
- Well-behaved dogs are welcome in the Snug bar area of the Gull's Nest clubhouse, but not in the main function room.

IN HOLIDAY HOMES
- Dogs must not be left unattended in holiday homes, tents, awnings or vehicles at any time.
- Dogs are not allowed on beds or soft furniture. Please bring your dog's own bed and blanket.
- Where we find dog hair or damage on furniture, a £75 deep-cleaning charge will be made.

THE BEACH
Porthkennack Cove has a seasonal dog ban set by the council, from 1 July to 31 August between 10am and 6pm. Outside those hours, and all year round on the coast path, dogs are welcome.

Any dog causing a nuisance, such as repeated barking or aggressive behaviour, may be asked to leave the park with its owner.`,
    },
    {
      type: 'document',
      title: 'Touring & Camping Price List 2026',
      fileName: 'touring-camping-prices-2026.pdf',
      content: `HERONSGATE SANDS HOLIDAY PARK
Touring & Camping Price List 2026

All prices are per night and include a pitch, 2 adults, 1 car, and either a tent or a caravan/motorhome with awning.

SEASONS
Low season: start of season to 21 May, and 1 September to end of season
Mid season: 22 May to 17 July
Peak season: 18 July to 31 August

PITCH PRICES PER NIGHT
Pitch type                                    Low    Mid    Peak
Grass tent pitch (no electric)                £18    £24    £34
Grass pitch with electric                     £23    £29    £40
Hardstanding with electric                    £27    £34    £46
Super pitch                                   £33    £41    £55

Super pitches are hardstanding pitches with electric, a fresh water tap, a waste water drain and a TV hook-up.

PITCH SIZES
Grass pitches measure 10m x 10m. Hardstanding pitches measure 12m x 8m, with a grass area for your awning.

EXTRAS PER NIGHT
Additional adult (16 and over)     £7
Child (3 to 15)                    £4
Under 3s                           Free
Extra car                          £4
Gazebo or extra small tent         £3

HIKERS AND CYCLISTS
If you arrive on foot or by bike with a one-person tent, we offer a single-camper rate of £14 per night all season. These pitches are in the small camping paddock by Block A and can't be booked in advance.

MINIMUM STAYS
- A minimum stay of 3 nights applies on all pitches over bank holiday weekends.
- In peak season the minimum stay on super pitches is 7 nights.
- Outside these times you are welcome to stay for a single night.

All prices include VAT, use of the amenity blocks and hot showers.`,
    },
    {
      type: 'document',
      title: 'Holiday Home Ownership Guide 2026',
      fileName: 'holiday-home-ownership-guide-2026.pdf',
      content: `Holiday Home Ownership Guide 2026
Heronsgate Sands Holiday Park, Porthkennack, Cornwall

OWN YOUR OWN PLACE BY THE SEA
Owning a holiday home at Heronsgate Sands means you can escape to the Cornish coast whenever you like, without the cost of booking each time. This guide sets out what ownership involves and what it costs.

HOLIDAY HOMES FOR SALE
We always have a range of holiday homes for sale on the park, all sited, connected and ready to use:
- Pre-owned static caravans from £21,995
- New static caravans (Willerby and ABI models) from £54,995
- New two and three bedroom lodges from £119,000
Part-exchange of your existing caravan is welcome, and finance can be arranged through our approved broker, subject to status.

THE OWNERS' SEASON
Owners may use their holiday home from 1 March to 6 January each year. The park is closed to everyone from 7 January until the end of February for maintenance.

PITCH FEES 2026
Standard pitch                  £5,450
Sea-view pitch                  £6,250
Lodge plot                      £7,400

Pitch fees include water and sewerage, grass cutting, road and lighting maintenance, business rates on the pitch and owners' use of the pool and clubhouse. They do not include electricity (metered at 34p per kWh), gas, holiday home insurance, or the winter drain-down service (£120).

AGE OF HOLIDAY HOMES
Caravans may stay on the park until they are 15 years old. After that, we review each one annually and may allow it to remain up to 20 years old if it is kept in good condition.

LETTING YOUR HOLIDAY HOME
You can join our Heronsgate Lettings scheme, and we will market, book, clean and manage guest stays for you. Owners receive 70% of the rental income, paid monthly. You choose the weeks you want to keep for yourself.

HOLIDAY USE ONLY
Holiday homes may only be used for holidays and not as a main residence. Owners must have a permanent address elsewhere and may be asked for proof, such as a council tax bill.

COME AND SEE US
Our sales office is open every day from 10am to 4pm during the season. Speak to Jo Penrose, our Sales Manager, on 01326 555 019 or email sales@heronsgatesands.co.uk.`,
    },
    {
      type: 'document',
      title: 'Booking Terms and Conditions 2026',
      fileName: 'booking-terms-2026.pdf',
      content: `BOOKING TERMS AND CONDITIONS 2026
Heronsgate Sands Holiday Park Ltd

These terms apply to all holiday home, touring and camping bookings for the 2026 season. By paying a deposit you agree to these terms.

1. THE LEAD BOOKER
The lead name on every booking must be aged 21 or over and must stay for the whole holiday. The names of everyone in the party must be given at the time of booking.

2. DEPOSITS
Holiday homes: a deposit of 25% of the total holiday cost (minimum £100) is payable at the time of booking.
Touring and tent pitches: a deposit of £50 per pitch is payable at the time of booking.

3. PAYING THE BALANCE
Holiday homes: the balance is due 8 weeks before your arrival date. Bookings made within 8 weeks of arrival must be paid in full.
Touring and tent pitches: the balance is due 14 days before arrival.
If the balance is not paid on time we may treat the booking as cancelled.

4. CANCELLATION BY YOU
Please tell us in writing or by email if you need to cancel.
Holiday homes:
- More than 8 weeks before arrival: you lose your deposit
- Between 4 and 8 weeks before arrival: 50% of the total holiday cost is charged
- Within 4 weeks of arrival: 100% of the total holiday cost is charged
Touring and tent pitches:
- More than 14 days before arrival: your deposit is refunded less a £10 admin fee
- Within 14 days of arrival: your deposit is kept
We strongly recommend that you take out holiday insurance to cover cancellation.

5. CHANGES TO YOUR BOOKING
You may change your dates or accommodation subject to availability. An amendment fee of £15 applies to each change. Reducing the number of nights booked is treated as a part-cancellation.

6. EARLY DEPARTURE
No refund is given for unused nights if you leave early for any reason.

7. DAMAGE
Card details are held for the duration of your stay. Any damage beyond normal wear and tear, missing items, or extra cleaning will be charged to this card after your departure, and we will send you photographs and an itemised list.

8. IF WE CANCEL
In the unlikely event that we have to cancel your booking, we will refund everything you have paid in full. We cannot pay for travel or other costs.

All prices include VAT at the current rate.`,
    },
    {
      type: 'document',
      title: 'Welcome and Arrival Guide 2026',
      fileName: 'welcome-arrival-guide-2026.pdf',
      content: `Welcome to Heronsgate Sands!
Welcome and Arrival Guide 2026

ARRIVING
Holiday homes are ready from 4pm on your day of arrival. Early access to holiday homes isn't possible, as our housekeeping team needs the full day to prepare them.
Touring and tent pitches are available from 1pm. If you'd like to arrive earlier, early arrival from 11am can be added for £10, subject to availability.

Please come to reception first to collect your welcome pack, barrier registration and pool wristbands.

RECEPTION OPENING HOURS
Reception is open every day from 9am to 6pm, and until 8pm on Fridays during peak season.

ARRIVING LATE
If you will arrive after reception has closed, your keys and welcome pack will be left in the key safe on the wall outside reception. We text you the code on your day of arrival.

THE BARRIER
The entrance barrier uses number plate recognition. Your registration is added to the system when you check in, so please tell us if you change vehicles during your stay.

LEAVING
Holiday homes: please vacate by 10am on your departure day.
Touring and tent pitches: please leave your pitch by 12 noon. Late departure until 4pm can be arranged for £10 if the pitch is not booked that day.

Before you leave your holiday home, please:
- wash and put away all crockery and empty the fridge
- take all rubbish and recycling to the recycling point
- close all windows and switch off the heating
- drop your keys into the key box at reception

KEYS
Please look after your keys. A charge of £25 is made for lost or unreturned keys.

RUBBISH AND RECYCLING
The recycling point is just inside the main entrance. Blue bins are for cans, plastics and card, green bins for glass and black bins for general waste. Please don't leave bags beside your holiday home, as the gulls will find them.

IN AN EMERGENCY
In an emergency always dial 999.
Outside reception hours our duty warden can be reached on 07700 900 412.
The nearest defibrillator is on the wall of the clubhouse, beside the main doors.

We hope you have a wonderful stay.`,
    },

    // ------------------------------------------------------------- website
    {
      type: 'website',
      url: 'https://www.heronsgatesands.co.uk/',
      title: 'Heronsgate Sands Holiday Park | Family Holidays near Porthkennack, Cornwall',
      content: `# Heronsgate Sands Holiday Park

Family holidays on the south Cornish coast, just a short stroll from the sea.

## Welcome

Heronsgate Sands is a family-run holiday park set in 42 acres of gently sloping fields above Porthkennack Cove, near Helston on the Lizard peninsula. The Tregunna family opened the park as a farm campsite in 1971, and three generations later we're still here, making sure every guest gets a warm Cornish welcome.

A private footpath leads from the bottom of the park to the sand at Porthkennack Cove, just 400 metres away, so you can leave the car parked for the whole week if you like.

## Ways to stay

- 180 holiday homes, from cosy Bronze caravans to Heron Lodges with their own hot tubs
- 65 touring pitches for caravans and motorhomes, from grass pitches to fully serviced super pitches
- 30 tent pitches on our peaceful top field, with views across to the sea

## On the park

Our facilities include an indoor heated pool, the Gull's Nest clubhouse and bar, a well-stocked site shop, a coarse fishing lake, an adventure playground and two heated amenity blocks. There's something for everyone, whatever the weather.

## Awards

We were proud to win Gold for Holiday Park of the Year in the Cornwall Tourism Awards 2024, and we hold a 5-star grading from VisitEngland.

## Contact us

Call reception on 01326 555 014 or email stay@heronsgatesands.co.uk.`,
    },
    {
      type: 'website',
      url: 'https://www.heronsgatesands.co.uk/pool',
      title: 'Indoor Pool | Heronsgate Sands Holiday Park',
      content: `# Indoor Pool

Rain or shine, our indoor pool is the perfect place to splash about. The main pool is 15 metres long and kept at 29°C, and there's a separate shallow toddler pool for little ones.

## Opening times

- Public sessions: 9am to 7.30pm every day
- Adults-only lane swimming: 8am to 9am on Mondays, Wednesdays and Fridays
- Closed for cleaning: 12.30pm to 1.30pm every day
- Saturday inflatable fun session: 2pm to 3pm, £2 per person

Pool use is free for all staying guests. Please collect your pool wristbands from reception and wear them at every session.

## Pool safety

Qualified lifeguards are on duty during every session.

- Children under 8 must be accompanied in the water by an adult aged 18 or over, and each adult may supervise no more than two children under 8.
- Children under 3 must wear a swim nappy.
- No running, diving or bombing.
- No food, drink or glass in the pool hall.

## Sauna

Our sauna is next to the pool and is for adults only. It costs £4 per session of 30 minutes; book your slot at the pool desk.

## Changing rooms

There are separate male and female changing rooms plus four family changing cubicles. Lockers take a £1 coin, which is returned when you collect your things.`,
    },
    {
      type: 'website',
      url: 'https://www.heronsgatesands.co.uk/holiday-homes',
      title: 'Holiday Homes to Hire | Caravans & Lodges | Heronsgate Sands',
      content: `# Holiday Homes to Hire

Choose from four grades of holiday home, all with a fully fitted kitchen, microwave, Smart TV and a parking space right next to the door.

## Bronze Caravans

Our Bronze caravans are great value for families. They have 2 bedrooms and sleep 4 to 6, with a shower room and gas fire. Prices from £285 per week in low season.

## Silver Caravans

Silver caravans have 3 bedrooms and sleep up to 8, with full central heating, double glazing and a second toilet. Prices from £365 per week in low season.

## Gold Caravans

Our newest caravans, all less than five years old. Gold caravans have 2 bedrooms and sleep 6, with two bathrooms (one en-suite to the main bedroom), a dishwasher, and a private decked veranda with outdoor furniture. Most have sea views. Prices from £495 per week in low season.

## Heron Lodges

For something really special, our Heron Lodges are timber-clad with vaulted ceilings and bi-fold doors onto a large deck with a private hot tub. Choose from 2 bedrooms (sleeps 4) or 3 bedrooms (sleeps 6). Prices from £760 per week in low season.

### About the hot tubs

Hot tubs are drained, cleaned and refilled before every arrival. For the comfort of neighbours, hot tubs must not be used after 11pm, and children must be supervised at all times. Please shower before use and do not add bubble bath or oils.

## Prices

Prices shown are for a 7-night stay in low season. Mid and peak season prices, and short break prices, are shown when you search for your dates online.`,
    },
    {
      type: 'website',
      url: 'https://www.heronsgatesands.co.uk/find-us',
      title: 'Getting Here | Heronsgate Sands Holiday Park',
      content: `# Getting Here

Heronsgate Sands Holiday Park, Porthkennack, Helston, Cornwall TR12 7HX

## By car

From the A30, take the A394 towards Helston, then follow the B3293 south. About 2 miles after the Goonhilly roundabout, turn left at the brown tourist sign for Heronsgate Sands. The park entrance is half a mile down this road on the right.

For sat nav, use the postcode TR12 7HX.

## Important: ignore Polventon Lane

Some sat navs try to send you down Polventon Lane from Porthkennack village. This lane is single track with very few passing places and is not suitable for caravans, motorhomes or large cars. Please follow the brown signs from the B3293 instead.

## By train

The nearest railway station is Redruth, 14 miles away, on the main line from London Paddington to Penzance. A taxi from Redruth to the park takes about 30 minutes; we recommend pre-booking with Kernow Cabs.

## By bus

Bus route 36 between Helston and Coverack stops at the park entrance roughly every hour from 7am to 7pm, Monday to Saturday. There is a reduced service on Sundays.

## By air

Cornwall Airport Newquay is 38 miles from the park, with flights from several UK airports.`,
    },
    {
      type: 'website',
      url: 'https://www.heronsgatesands.co.uk/clubhouse',
      title: "The Gull's Nest Clubhouse | Bar, Food & Entertainment | Heronsgate Sands",
      content: `# The Gull's Nest Clubhouse

The Gull's Nest is the heart of the park, with a bar, family restaurant, sun terrace and entertainment every evening in the main season.

## Bar opening times

From Easter to the end of October the bar is open every day from 12 noon to 11pm. Early and late in the season the bar is open Friday to Sunday only.

## Food

Food is served from 12pm to 2.30pm and from 5pm to 8.30pm. Our menu includes fish and chips, burgers, homemade pies, jacket potatoes and a full children's menu. Our Sunday roast is £14.95 per person, served from 12pm until it runs out, so booking is advised.

## Hector's Crew kids' club

Join Hector the Heron for games, crafts, treasure hunts and sports! Hector's Crew is for children aged 4 to 11 and runs from 10am to 12pm every weekday during school holidays. It is free for all staying guests. Children must be signed in and collected by a parent.

## Evening entertainment

During school holidays, entertainment starts at 8pm:

- Monday: family quiz night
- Tuesday: magic and comedy show
- Wednesday: bingo
- Thursday: karaoke
- Friday: live band
- Saturday: family disco with Hector
- Sunday: tribute act

Under-18s must be with an adult in the clubhouse after 9pm.`,
    },
    {
      type: 'website',
      url: 'https://www.heronsgatesands.co.uk/shop',
      title: 'Site Shop | Heronsgate Sands Holiday Park',
      content: `# The Site Shop

Forgot something? Our shop next to reception stocks everything you need for a relaxing holiday.

## Opening hours

- Peak season (18 July to 31 August): 8am to 8pm every day
- Rest of the season: 8.30am to 6pm every day

## Fresh every morning

We bake bread, croissants and Cornish pasties on site every morning. To be sure of your croissants, place your order at the till by 5pm the day before and we will have them bagged up for you.

## What we sell

- Milk, eggs, bacon, cheese and other groceries
- Trevarno Dairy ice cream, made 6 miles down the road
- Beer, wine and local cider
- Calor and Campingaz gas bottles (exchange and new)
- Camping spares, tent pegs and mallets
- Buckets, spades, bodyboards and crabbing lines
- Suncream, first aid supplies and toiletries
- Newspapers, which can be ordered at the till the day before

## Ice pack freezing

Hand in your ice packs, labelled with your pitch number, and we'll freeze them overnight for 50p each.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    { text: 'what months are you open this year', expect: 'When is the park open in 2026?' },
    { text: 'r u open in october half term', expect: 'When is the park open in 2026?' },
    { text: 'When does your season start?', expect: 'When is the park open in 2026?' },
    { text: 'wifi?', expect: 'Is there Wi-Fi on the park?' },
    {
      text: 'i need to work a couple of days while were there, can i get internet in the caravan or only in the bar',
      expect: 'Is there Wi-Fi on the park?',
    },
    { text: 'will my phone work, im on three', expect: 'What is the mobile phone signal like?' },
    { text: 'is the 4g any good down there', expect: 'What is the mobile phone signal like?' },
    {
      text: 'how many amps are the electric points',
      expect: 'What electric hook-up do your pitches have?',
    },
    {
      text: 'Left my hook up lead at home, can I borrow one?',
      expect: 'What electric hook-up do your pitches have?',
    },
    {
      text: 'are the showers free or coin operated',
      expect: 'What toilet and shower facilities are there for campers?',
    },
    {
      text: 'where do i empty the chemical loo',
      expect: 'What toilet and shower facilities are there for campers?',
    },
    {
      text: 'is there a baby changing room in the toilet block',
      expect: 'What toilet and shower facilities are there for campers?',
    },
    {
      text: 'We have a 10m American RV, would it fit?',
      expect: 'How big a motorhome or caravan can you take?',
    },
    { text: 'twin axle ok?', expect: 'How big a motorhome or caravan can you take?' },
    { text: 'can i charge my tesla while we stay', expect: 'Do you have electric car charging?' },
    { text: 'EV charger on site?', expect: 'Do you have electric car charging?' },
    {
      text: 'My husband is in a wheelchair, have you got any lodges that are adapted for him?',
      expect: 'Is the park suitable for wheelchair users?',
    },
    {
      text: 'is there a hoist to get into the pool for disabled swimmers',
      expect: 'Is the park suitable for wheelchair users?',
    },
    { text: 'can i wash clothes anywhere', expect: 'Is there a launderette?' },
    { text: 'how much is the tumble dryer', expect: 'Is there a launderette?' },
    { text: 'is there a cash point on site', expect: 'What payment methods do you accept?' },
    { text: 'do you take amex', expect: 'What payment methods do you accept?' },
    {
      text: 'my lad is 10 and mad on fishing, can he fish in your lake and what does it cost',
      expect: 'Can I go fishing on the park?',
    },
    { text: 'do i need a rod licence for the lake', expect: 'Can I go fishing on the park?' },
    { text: 'closest big supermarket?', expect: 'Where is the nearest supermarket?' },
    { text: 'is there an aldi nearby', expect: 'Where is the nearest supermarket?' },
    {
      text: 'can tesco deliver our food shop to the caravan',
      expect: 'Can I have a supermarket delivery to the park?',
    },
    {
      text: 'Can I get an Ocado order sent to reception before we turn up?',
      expect: 'Can I have a supermarket delivery to the park?',
    },
    {
      text: 'anything for the kids to climb on, swings etc',
      expect: 'Is there a play area for children?',
    },
    { text: 'is there a zip wire', expect: 'Is there a play area for children?' },
    {
      text: 'do i need to bring sheets and duvets',
      expect: 'Are bed linen and towels provided in the holiday homes?',
    },
    {
      text: 'towels included in a silver van?',
      expect: 'Are bed linen and towels provided in the holiday homes?',
    },
    {
      text: 'can my partner vape out on the decking',
      expect: 'Can I smoke or vape in the holiday homes?',
    },
    { text: 'smoking allowed in lodge?', expect: 'Can I smoke or vape in the holiday homes?' },
    {
      text: 'can we hire a static just for a long weekend, fri to mon',
      expect: 'What are the changeover days for caravans and lodges?',
    },
    {
      text: 'What day of the week do lodge stays start in the summer holidays?',
      expect: 'What are the changeover days for caravans and lodges?',
    },
    { text: 'nhs discount?', expect: 'Do you offer any discounts?' },
    {
      text: 'we came last year, is there any money off for coming back',
      expect: 'Do you offer any discounts?',
    },
    {
      text: 'where can i keep my tourer over the winter months',
      expect: 'Can I store my touring caravan on the park over winter?',
    },
    {
      text: 'caravan storage prices',
      expect: 'Can I store my touring caravan on the park over winter?',
    },
    {
      text: 'i want to get my mum and dad a stay as a birthday present, can i buy a voucher',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'we got home and realised my daughters teddy is still in the caravan!! can you help',
      expect: 'What happens if I leave something behind?',
    },
    { text: 'lost property', expect: 'What happens if I leave something behind?' },
    {
      text: 'do you do pitches for the full season so we can leave the van up and come down every weekend',
      expect: 'Do you offer seasonal touring pitches?',
    },

    // ---- Park Rules 2026
    {
      text: 'what time does it have to be quiet at night',
      expect: 'Park Rules 2026',
      fact: '10.30pm',
    },
    {
      text: 'can we use one of those disposable bbqs on the grass',
      expect: 'Park Rules 2026',
      fact: 'Disposable barbecues',
    },
    {
      text: 'my mates want to come over for the day, do they have to pay anything',
      expect: 'Park Rules 2026',
      fact: '£5',
    },
    {
      text: 'Is it OK to fly my drone on the park to film the sunset?',
      expect: 'Park Rules 2026',
      fact: 'Drones',
    },
    { text: 'speed limit on site', expect: 'Park Rules 2026', fact: '5mph' },
    {
      text: 'were 8 lads coming down for a stag weekend in tents, is that alright',
      expect: 'Park Rules 2026',
      fact: 'stag',
    },
    {
      text: 'can we bring our fire pit for toasting marshmallows',
      expect: 'Park Rules 2026',
      fact: 'fire pits',
    },
    {
      text: 'bringing a petrol generator for the tent is that ok',
      expect: 'Park Rules 2026',
      fact: 'Generators',
    },

    // ---- Dog Policy 2026
    { text: 'dogs allowed?', expect: 'Dog Policy 2026', fact: 'dog-friendly' },
    {
      text: 'how much extra is it to bring our spaniel to a lodge for the week',
      expect: 'Dog Policy 2026',
      fact: '£40',
    },
    {
      text: 'can all 3 of our dogs come camping with us',
      expect: 'Dog Policy 2026',
      fact: '2 dogs',
    },
    {
      text: 'is there anywhere the dog can have a run off the lead',
      expect: 'Dog Policy 2026',
      fact: 'Dog Meadow',
    },
    {
      text: 'can the dog come in the bar with us in the evening',
      expect: 'Dog Policy 2026',
      fact: 'Snug',
    },
    { text: 'Do you charge for a guide dog?', expect: 'Dog Policy 2026', fact: 'no charge' },
    {
      text: 'would it be ok to leave the dog in the caravan for an hour while we swim',
      expect: 'Dog Policy 2026',
      fact: 'unattended',
    },
    { text: 'can dogs go on the beach in august', expect: 'Dog Policy 2026', fact: '10am' },

    // ---- Touring & Camping Price List 2026
    {
      text: 'how much is a tent pitch without electric in august',
      expect: 'Touring & Camping Price List 2026',
      fact: '£34',
    },
    {
      text: 'price per night for hardstanding with electric, low season',
      expect: 'Touring & Camping Price List 2026',
      fact: '£27',
    },
    {
      text: 'how much for an extra adult on our pitch',
      expect: 'Touring & Camping Price List 2026',
      fact: '£7',
    },
    {
      text: 'what do you get on a super pitch',
      expect: 'Touring & Camping Price List 2026',
      fact: 'TV hook-up',
    },
    {
      text: "I'm cycling the south west coast with a one man tent, is there a cheaper rate for me?",
      expect: 'Touring & Camping Price List 2026',
      fact: '£14',
    },
    {
      text: 'how big are the grass pitches, we have a big 8 berth tent',
      expect: 'Touring & Camping Price List 2026',
      fact: '10m x 10m',
    },
    {
      text: 'whats the minimum number of nights for a touring pitch over the may bank holiday',
      expect: 'Touring & Camping Price List 2026',
      fact: '3 nights',
    },
    { text: 'do you charge for a gazebo', expect: 'Touring & Camping Price List 2026', fact: '£3' },

    // ---- Holiday Home Ownership Guide 2026
    {
      text: 'how much are second hand static caravans for sale',
      expect: 'Holiday Home Ownership Guide 2026',
      fact: '£21,995',
    },
    {
      text: 'what are the site fees for owners this year',
      expect: 'Holiday Home Ownership Guide 2026',
      fact: '£5,450',
    },
    {
      text: 'if i buy a van what months of the year can i use it',
      expect: 'Holiday Home Ownership Guide 2026',
      fact: '6 January',
    },
    {
      text: 'Could I rent my caravan out to make some money back if I bought one?',
      expect: 'Holiday Home Ownership Guide 2026',
      fact: '70%',
    },
    {
      text: 'how old can an owners caravan get before it has to come off the park',
      expect: 'Holiday Home Ownership Guide 2026',
      fact: '15 years',
    },
    {
      text: "who's the person to speak to about buying a holiday home",
      expect: 'Holiday Home Ownership Guide 2026',
      fact: 'Jo Penrose',
    },
    {
      text: 'could we live in one of your lodges all year round if we sold our house',
      expect: 'Holiday Home Ownership Guide 2026',
      fact: 'permanent address',
    },

    // ---- Booking Terms and Conditions 2026
    {
      text: 'how much deposit do i need to put down for a lodge',
      expect: 'Booking Terms and Conditions 2026',
      fact: '25%',
    },
    {
      text: 'when is the rest of the money due for a caravan holiday',
      expect: 'Booking Terms and Conditions 2026',
      fact: '8 weeks',
    },
    {
      text: 'if we have to cancel our caravan 3 weeks before do we get anything back',
      expect: 'Booking Terms and Conditions 2026',
      fact: '100%',
    },
    {
      text: 'how old do you have to be to make a booking',
      expect: 'Booking Terms and Conditions 2026',
      fact: '21',
    },
    {
      text: 'is there a fee to change the dates of my booking',
      expect: 'Booking Terms and Conditions 2026',
      fact: '£15',
    },
    { text: 'deposit for a tent pitch', expect: 'Booking Terms and Conditions 2026', fact: '£50' },
    {
      text: 'if we go home 2 days early do we get a refund for those nights',
      expect: 'Booking Terms and Conditions 2026',
      fact: 'No refund',
    },

    // ---- Welcome and Arrival Guide 2026
    {
      text: 'what time can we get the keys to our lodge',
      expect: 'Welcome and Arrival Guide 2026',
      fact: '4pm',
    },
    {
      text: 'what time do tourers have to be off the pitch on the last day',
      expect: 'Welcome and Arrival Guide 2026',
      fact: '12 noon',
    },
    {
      text: "we won't get there till about 10 at night how do we get in and get our key",
      expect: 'Welcome and Arrival Guide 2026',
      fact: 'key safe',
    },
    {
      text: 'whats the charge if we lose the caravan key',
      expect: 'Welcome and Arrival Guide 2026',
      fact: '£25',
    },
    { text: 'reception opening hours', expect: 'Welcome and Arrival Guide 2026', fact: '6pm' },
    {
      text: 'who do we call if something goes wrong in the night',
      expect: 'Welcome and Arrival Guide 2026',
      fact: '07700 900 412',
    },

    // ---- Home page
    {
      text: 'how far is it to walk to the beach',
      expect: 'Heronsgate Sands Holiday Park | Family Holidays near Porthkennack, Cornwall',
      fact: '400 metres',
    },
    {
      text: 'who owns the park, is it a big chain?',
      expect: 'Heronsgate Sands Holiday Park | Family Holidays near Porthkennack, Cornwall',
      fact: 'Tregunna',
    },
    {
      text: 'how many touring pitches have you got',
      expect: 'Heronsgate Sands Holiday Park | Family Holidays near Porthkennack, Cornwall',
      fact: '65',
    },

    // ---- Pool page
    { text: 'pool times', expect: 'Indoor Pool | Heronsgate Sands Holiday Park', fact: '7.30pm' },
    {
      text: 'is there an adults only swim in the mornings',
      expect: 'Indoor Pool | Heronsgate Sands Holiday Park',
      fact: '8am',
    },
    {
      text: 'how warm is the swimming pool',
      expect: 'Indoor Pool | Heronsgate Sands Holiday Park',
      fact: '29°C',
    },
    {
      text: 'does my 6 year old need me in the water with her',
      expect: 'Indoor Pool | Heronsgate Sands Holiday Park',
      fact: 'under 8',
    },
    { text: 'sauna?', expect: 'Indoor Pool | Heronsgate Sands Holiday Park', fact: '£4' },

    // ---- Holiday homes page
    {
      text: 'which of your accommodation has a hot tub',
      expect: 'Holiday Homes to Hire | Caravans & Lodges | Heronsgate Sands',
      fact: 'Heron Lodges',
    },
    {
      text: 'cheapest static caravan per week?',
      expect: 'Holiday Homes to Hire | Caravans & Lodges | Heronsgate Sands',
      fact: '£285',
    },
    {
      text: 'how many people can sleep in a gold caravan',
      expect: 'Holiday Homes to Hire | Caravans & Lodges | Heronsgate Sands',
      fact: 'sleep 6',
    },
    {
      text: 'can we use the hot tub late after the kids are in bed',
      expect: 'Holiday Homes to Hire | Caravans & Lodges | Heronsgate Sands',
      fact: '11pm',
    },

    // ---- Getting here page
    {
      text: 'postcode for the satnav please',
      expect: 'Getting Here | Heronsgate Sands Holiday Park',
      fact: 'TR12 7HX',
    },
    {
      text: 'nearest train station',
      expect: 'Getting Here | Heronsgate Sands Holiday Park',
      fact: 'Redruth',
    },
    {
      text: "we don't drive, is there a bus that goes to you",
      expect: 'Getting Here | Heronsgate Sands Holiday Park',
      fact: 'route 36',
    },
    {
      text: 'Google maps is sending us down some tiny lane from the village, is that right with a caravan on the back?',
      expect: 'Getting Here | Heronsgate Sands Holiday Park',
      fact: 'Polventon Lane',
    },

    // ---- Clubhouse page
    {
      text: 'what time do they serve evening meals in the clubhouse',
      expect: "The Gull's Nest Clubhouse | Bar, Food & Entertainment | Heronsgate Sands",
      fact: '5pm',
    },
    {
      text: 'what ages is the kids club for',
      expect: "The Gull's Nest Clubhouse | Bar, Food & Entertainment | Heronsgate Sands",
      fact: '4 to 11',
    },
    {
      text: 'which night is bingo',
      expect: "The Gull's Nest Clubhouse | Bar, Food & Entertainment | Heronsgate Sands",
      fact: 'Wednesday',
    },
    {
      text: 'how much is the sunday roast',
      expect: "The Gull's Nest Clubhouse | Bar, Food & Entertainment | Heronsgate Sands",
      fact: '£14.95',
    },

    // ---- Shop page
    {
      text: 'what time does the shop open in the morning',
      expect: 'Site Shop | Heronsgate Sands Holiday Park',
      fact: '8.30am',
    },
    {
      text: 'do you sell calor gas bottles',
      expect: 'Site Shop | Heronsgate Sands Holiday Park',
      fact: 'Calor',
    },
    {
      text: 'can i order fresh croissants for breakfast',
      expect: 'Site Shop | Heronsgate Sands Holiday Park',
      fact: '5pm',
    },
    {
      text: 'is there somewhere to freeze our cool box ice packs',
      expect: 'Site Shop | Heronsgate Sands Holiday Park',
      fact: '50p',
    },
  ],

  requests: [
    {
      text: "I'd like to book a Gold caravan for the week starting Friday 14 August, 2 adults and 2 kids",
      expect: 'Appointments',
    },
    {
      text: 'can we come and have a look round the lodges you have for sale sometime next weekend?',
      expect: 'Appointments',
    },
    {
      text: 'please reserve us a hardstanding pitch with electric for 3 nights from 22 may, 7m motorhome',
      expect: 'Appointments',
    },
    {
      text: 'Need to book in a time with your sales team to view one of the pre-owned vans',
      expect: 'Appointments',
    },
    {
      text: 'Block B showers were filthy this morning and there was no hot water again. Really not good enough for what we are paying',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say the girls on reception were brilliant with my mum this week, thank you so much x',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the people on the next pitch had music blaring till 2am and nobody did anything about it, i want this looked into',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about buying a holiday home, my number is 07700 900123',
      expect: 'General Inquiry',
    },
    { text: 'Please can you email me a copy of your 2026 brochure', expect: 'General Inquiry' },
    {
      text: 'can you pass a message on to my sister in lodge 14 that we will be late tomorrow',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
    { text: "this isn't helping, put me through to someone in reception now", expect: 'handoff' },
    { text: 'Is there a real human I can chat to right now?', expect: 'handoff' },
  ],

  offTopic: [
    "What's the weather going to be like in Paris tomorrow?",
    'what is 17 times 23',
    'give me a recipe for proper cornish pasties',
    'who won the premier league last season',
    'does Haven have any parks in Cornwall',
    'what are my rights under the package travel regulations if a holiday company goes bust',
    'what weight of caravan can I tow on a standard car licence',
    'what time is high tide at Porthkennack Cove tomorrow',
    'do you have a golf course on site',
    'how much is a train ticket from London Paddington to Cornwall',
    'best way to get green algae off a caravan roof?',
    'can you recommend a good Italian restaurant in Truro',
    'is the Eden Project open on Mondays',
    'how do you say good morning in Cornish',
  ],
};
