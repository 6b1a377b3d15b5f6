import type { Business } from '../types.js';

export const boathire: Business = {
  slug: 'boathire',
  name: 'Heronsgate Narrowboats',
  field: 'Canal narrowboat holiday hire, day boats and marina moorings',
  entries: [
    // ------------------------------------------------------------------ FAQs
    {
      type: 'faq',
      title: 'Do I need a licence or any experience to steer a narrowboat?',
      content:
        "No licence or previous experience is needed to hire one of our boats. Everyone gets a full handover and a trial cruise with one of our instructors before setting off, and there's a copy of our Skipper's Handbook on board. Most of our hirers are complete beginners!",
    },
    {
      type: 'faq',
      title: 'Can we bring our dog?',
      content:
        "Yes, well-behaved dogs are welcome on all our holiday boats except Grebe (assistance dogs are always welcome), up to a maximum of two dogs per boat. There is a charge of £40 per dog. Please bring their own bed and towels, as dogs aren't allowed on the beds or seating.",
    },
    {
      type: 'faq',
      title: "Is there parking at the marina while we're away?",
      content:
        'Yes, parking is free for hirers for the whole of your holiday in our gated car park, which is covered by CCTV. Just leave your car registration with the office when you check in.',
    },
    {
      type: 'faq',
      title: 'Are bed linen and towels provided?',
      content:
        'Yes, all bedding is provided and the beds are made up ready for your arrival. We supply a bath towel and a hand towel per person plus tea towels, but please bring your own towels for dogs and any beach towels.',
    },
    {
      type: 'faq',
      title: 'How fast do the boats go?',
      content:
        "The speed limit on the canal is 4mph, which is about a brisk walking pace, and you'll go slower still past moored boats and through bridges. Most crews comfortably cover 15 to 20 miles in a day's cruising.",
    },
    {
      type: 'faq',
      title: 'Is there Wi-Fi on the boats?',
      content:
        "Every holiday boat has a 4G Wi-Fi router with a 30GB data allowance per week (15GB on short breaks). Signal can be patchy in the deep cuttings near Husbands Bosworth, and the allowance won't stretch to streaming lots of films.",
    },
    {
      type: 'faq',
      title: 'Can we smoke on board?',
      content:
        "Smoking and vaping aren't allowed anywhere inside our boats, but you're welcome to smoke out on the rear deck or on the towpath. Please use an ashtray and never throw ends into the canal.",
    },
    {
      type: 'faq',
      title: 'How much deposit do I pay to secure a booking?',
      content:
        'We take a 25% deposit (minimum £250) when you book, and the balance is due 10 weeks before your holiday starts. If you book within 10 weeks of your start date we ask for full payment at the time of booking.',
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes! Gift vouchers can be bought for any amount from £25 by phone or at the office, and they are valid for two years against holiday hire, day boat hire or the café. We can post them out in a card or email you a printable version.',
    },
    {
      type: 'faq',
      title: 'Is fuel included in the price?',
      content:
        "Diesel isn't included in the price of a holiday hire. You pay a fuel deposit when you arrive, we charge for the engine hours you've used when you come back, and refund the rest. Fuel is included on our day boats.",
    },
    {
      type: 'faq',
      title: 'Can I charge phones and laptops on board?',
      content:
        "Yes, every cabin has USB charging points and there's a 240V inverter for laptops and camera batteries. Hairdryers, straighteners and other heating appliances can't be used, as they will flatten the boat's batteries.",
    },
    {
      type: 'faq',
      title: 'Do you provide life jackets for children?',
      content:
        'Yes, we have life jackets in all sizes free of charge, including baby sizes from 10kg. Just let us know the ages and rough weights of your children when you book. Children must wear them whenever they are outside the cabin.',
    },
    {
      type: 'faq',
      title: 'Can we do a one-way trip?',
      content:
        'Sorry, we only offer return trips: all of our boats start and finish at Heronsgate Marina. Our route guide has plenty of out-and-back cruises to suit a short break or a full week.',
    },
    {
      type: 'faq',
      title: 'What happens if the boat breaks down?',
      content:
        'Ring our 24-hour breakdown line on 07712 480356 and tell us the number of the nearest bridge. One of our engineers will come out to you, and most problems are sorted out the same day.',
    },
    {
      type: 'faq',
      title: 'Where can we buy food before we set off?',
      content:
        'The nearest large supermarkets are Tesco and Waitrose in Market Harborough, about 3 miles from the marina. Our chandlery shop sells milk, bread, eggs, ice creams and other basics, or you can pre-order one of our welcome hampers.',
    },
    {
      type: 'faq',
      title: 'Can we hire bikes?',
      content:
        "Yes, we have adult and children's bikes, with helmets and locks, that travel on the boat roof. The towpath between Foxton and Market Harborough is lovely for cycling, and you don't need a permit to ride it.",
    },
    {
      type: 'faq',
      title: 'Is there a waiting list for moorings?',
      content:
        "Our pontoon berths are all let at the moment, but we keep a waiting list. It's free to join and the wait is usually 6 to 9 months; just email the marina office with your boat's length and beam.",
    },
    {
      type: 'faq',
      title: 'Can I fish from the boat?',
      content:
        'Yes, as long as every angler aged 13 or over has an Environment Agency rod licence, and you buy a day ticket where the local club requires one. Never fish while the boat is moving or from lock landings.',
    },
    {
      type: 'faq',
      title: 'Is the tap water on the boat safe to drink?',
      content:
        'Yes. The tanks are filled from mains water points and are cleaned and treated at the start of every season, so the water is fine for drinking and cooking. Some guests like to bring bottled water for the taste.',
    },
    {
      type: 'faq',
      title: 'Do you offer any discounts?',
      content:
        'Returning customers receive 5% off every holiday hire with us. We also post last-minute offers on our Facebook page and in our monthly email newsletter.',
    },
    {
      type: 'faq',
      title: 'Can we have a barbecue?',
      content:
        'Barbecues must never be used on the roof or deck of the boat. You can use a barbecue on legs on the towpath, well away from the boat and off the grass, and please take everything away with you afterwards.',
    },

    // ------------------------------------------------------------ documents
    {
      type: 'document',
      title: 'Holiday Hire Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `HERONSGATE NARROWBOATS
Holiday Hire Price List 2026
Heronsgate Marina, Gallows Hill Lane, Foxton, Market Harborough, Leicestershire LE16 7RA
Bookings: 01858 546210 | bookings@heronsgatenarrowboats.co.uk

All prices are per boat, not per person, and include VAT at the current rate.

SEASON DATES 2026
Season A (Low): 13 March to 2 April, and 26 October to 1 November
Season B (Mid): 3 April to 22 May, and 28 September to 25 October
Season C (High): 23 May to 17 July, and 1 September to 27 September
Season D (Peak): 18 July to 31 August
Easter (3 to 6 April) and the May bank holiday weekends are charged at Season C rates.

WEEKLY HIRE (7 NIGHTS)
Boat class | Berths | Length | Season A | Season B | Season C | Season D
Wren class (Wren, Linnet) | 2 | 45ft | £895 | £1,095 | £1,295 | £1,445
Heron class (Heron, Bittern, Egret) | 2 to 4 | 57ft | £1,145 | £1,395 | £1,645 | £1,845
Kingfisher class (Kingfisher, Dipper, Sandpiper) | 4 to 6 | 62ft | £1,395 | £1,695 | £1,995 | £2,245
Otter class (Otter, Mayfly) | 6 to 8 | 70ft | £1,645 | £1,995 | £2,345 | £2,645
Grebe (accessible boat) | 4 to 6 | 62ft | £1,295 | £1,545 | £1,795 | £1,995

Weekly hires in Seasons A to C can start on a Friday, Saturday or Monday. In Season D weekly hires start on Saturdays only.
Two-week hires: 10% off the second week.
10 and 11 night hires: please ring the office for a price.

SHORT BREAKS
Weekend breaks run Friday to Monday (3 nights). Midweek breaks run Monday to Friday (4 nights).
Short breaks are available in Seasons A, B and C. Season D is weekly hire only.
Boat class | Weekend A & B | Weekend C | Midweek A & B | Midweek C
Wren class | £595 | £795 | £645 | £845
Heron class | £745 | £995 | £795 | £1,095
Kingfisher class | £895 | £1,195 | £965 | £1,295
Otter class | £1,045 | £1,395 | £1,125 | £1,525
Grebe | £845 | £1,095 | £895 | £1,195

WHAT'S INCLUDED IN THE HIRE PRICE
- Full handover and trial cruise with an instructor
- Bedding, towels and tea towels
- Gas for cooking, plus diesel central heating and hot water
- 4G Wi-Fi router
- Free parking at the marina for the length of your hire
- Life jackets for every crew member, windlasses, mooring pins, ropes and a boat hook
- Canal & River Trust licence and boat insurance
- A pump-out of the toilet tank when you return

EXTRAS AND DEPOSITS
Fuel deposit: £150 for weekly hires, £90 for short breaks. Diesel is charged at £3.40 per engine hour, read from the hour meter when you return, and the balance of the deposit is refunded.
Security deposit: £250 per boat, refundable, taken with your balance payment and returned within 14 days of the end of your hire.
Damage waiver (optional): £65 per week or £40 per short break. Reduces your liability for accidental damage from £250 to £50.
Dogs: £40 per dog per hire, maximum two dogs. Not available on Grebe (assistance dogs excepted).
Bicycles: £30 per bike per week, £20 per bike for a short break. Helmets and locks included.
Welcome hamper: £45. Fresh bread, milk, butter, eggs, local bacon and sausages, tea, coffee, biscuits and a bottle of red or white wine, waiting in the fridge when you arrive.
Early boarding from 11am: £35 per boat, subject to availability. Please ask when booking.
Coal for the stoves on Wren and Linnet: first bag free, extra bags £9.

PAYMENT
A deposit of 25% of the hire charge (minimum £250) secures your booking. The balance is due 10 weeks before your start date. We accept debit and credit cards (no surcharge) and bank transfer.

Day boat prices are shown on our separate Day Boat Hire Information Sheet.
Prices correct at 1 September 2025. E&OE.`,
    },
    {
      type: 'document',
      title: 'Booking Terms and Conditions 2026',
      fileName: 'booking-terms-and-conditions-2026.pdf',
      content: `HERONSGATE NARROWBOATS LTD
BOOKING TERMS AND CONDITIONS 2026
These terms apply to all holiday hires (weekly hires and short breaks) starting between 13 March 2026 and 1 November 2026. Please read them carefully; by paying a deposit you agree to them on behalf of everyone in your party.

1. THE CONTRACT
Your contract is with Heronsgate Narrowboats Ltd (registered in England, company no. 04418827), Heronsgate Marina, Gallows Hill Lane, Foxton, Market Harborough LE16 7RA. The contract is formed when we receive your deposit and email you a booking confirmation.

2. PAYMENT
A deposit of 25% of the hire charge (minimum £250) is payable at the time of booking. The balance, together with the £250 security deposit, is due 10 weeks before your start date. If you book within 10 weeks of the start date, full payment is due at booking. If the balance is not received within 7 days of a reminder, we may treat the booking as cancelled and the cancellation charges below will apply.

3. CANCELLATION BY YOU
Cancellations must be made in writing (email is fine) by the lead hirer. The following charges apply, based on when we receive your notice:
More than 10 weeks before the start date: loss of deposit
Between 10 and 6 weeks before: 50% of the hire charge
Between 6 and 2 weeks before: 75% of the hire charge
Less than 2 weeks before, or failure to arrive: 100% of the hire charge
If we are able to re-let your boat for the same dates, we will refund the money received less a £75 administration fee. We strongly recommend that you take out holiday cancellation insurance.

4. CHANGING YOUR BOOKING
You may change your dates or boat once free of charge if you tell us more than 12 weeks before your start date, subject to availability. Any later change, or any second change, carries a £50 admin fee plus any difference in price.

5. THE LEAD HIRER AND CREW
The lead hirer must be at least 21 years old and must stay with the boat for the whole hire. There must be at least two adults aged 18 or over on board who are fit enough to work locks. Nobody under 18 may steer unless an adult is standing beside them at the tiller. The number of people sleeping aboard must not exceed the berths shown for the boat.

6. SECURITY DEPOSIT AND DAMAGE
The security deposit is returned within 14 days once the boat has been inspected. We may deduct the cost of repairing damage, replacing lost equipment (for example a windlass or mooring pin), or extra cleaning if the boat is returned in an unreasonable state (cleaning charge £60). For accidental damage your liability is limited to £250 per incident, or £50 if you have taken the optional damage waiver. Damage caused by negligence or by ignoring our instructions, such as grounding on a lock cill, is charged at full cost.

7. BREAKDOWNS AND CANAL CLOSURES
Report any breakdown to our 24-hour line straight away. We aim to reach you within 4 hours between 8am and 8pm. No compensation is payable for breakdowns put right within 6 hours. Where more than 6 hours of cruising time is lost through a fault with the boat, we will refund the daily hire charge pro rata for the time lost. We are not responsible for stoppages, closures, floods or water shortages on the canal, which are controlled by the Canal & River Trust, but we will always help you re-plan your route.

8. RETURNING THE BOAT
Boats must be back at Heronsgate Marina by 9am on the last day of the hire. Late returns are charged at £50 per hour or part hour, because we need the time to prepare the boat for the next hirers. Please leave the boat tidy, with the fridge emptied and the rubbish taken to the bins.

9. CONDUCT ON THE CANAL
Boats may only be cruised between 8am and sunset, and never after 8pm. The person steering must not be under the influence of alcohol or drugs. Swimming from the boat is not allowed. Smoking and vaping are not permitted inside the boat. We may end a hire without refund if the boat is being handled dangerously or other canal users are put at risk.

10. PETS
A maximum of two dogs is allowed, and they must be declared at the time of booking (£40 per dog). Dogs must not be left alone on board or allowed on beds or seating. Assistance dogs are welcome free of charge on any boat, including Grebe.

11. CRUISING LIMITS
Hire boats must not travel north of Belgrave Lock in Leicester or south of Braunston Turn without our written agreement. If the river level boards on the River Soar in Leicester show red, you must not go onto the river section and should moor up and call us.

12. COMPLAINTS
If something is not right, please ring us at the time so we can put it right during your holiday. Written complaints should be sent within 28 days of the end of your hire to Helen Pardoe, Director.`,
    },
    {
      type: 'document',
      title: "Skipper's Handbook",
      fileName: 'skippers-handbook.pdf',
      content: `HERONSGATE NARROWBOATS
SKIPPER'S HANDBOOK
Keep this handbook on the boat and read it before you set off each morning.

DAILY CHECKS
Every morning, before starting the engine:
1. Check the engine oil on the dipstick. The level should be between the two marks.
2. Check the coolant in the header tank.
3. Give the stern gland greaser one full turn. It is the brass screw-down cap with a red handle in the engine bay.
4. Check that the bilge under the engine is dry.
5. Fill the water tank. The tank holds enough for about two days and takes around 20 minutes to fill. Water points are marked on your canal map.
Only ever open the weed hatch with the engine off and the key in your pocket. If the propeller feels heavy or the boat vibrates, it has probably picked up weed or a carrier bag.

STEERING
The tiller works the opposite way to a car steering wheel: push the tiller left and the bow goes right. Make small movements and give the boat time to respond.
Keep to the right of the channel and pass oncoming boats on the right.
Slow to tickover when passing moored boats, anglers, and when going under bridges.
If your wash is breaking against the bank you are going too fast.
Steering in reverse is very limited. Use short bursts of reverse to stop, and use the centre rope to pull the boat in.

LOCKS
Always take a windlass with you and never leave it on the paddle spindle, as it can spin off with great force.
Going down in a lock, keep the boat well forward of the cill. The cill marker is the white line painted on the lock wall.
Open and close paddles gently, never let the windlass go, and keep everyone off the gates while they are moving.

Foxton Locks
Foxton Locks is a staircase of 10 locks, in two staircases of five with a passing pound in the middle. The lock keepers decide the order boats go through, so report to them on arrival. Lock keepers are on duty from 8am to 6pm between April and October. Going through the whole flight usually takes about 45 minutes to an hour.
In a staircase the paddles are colour coded. Remember "red before white and you'll be all right": open the red side paddle first, then the white ground paddle.

TUNNELS
Saddington Tunnel (880 yards) and Husbands Bosworth Tunnel (1,166 yards) are both wide enough for two boats to pass. Switch on the headlight and the cabin lights, keep to the right, and make sure nobody is standing on the roof.

MOORING
Moor at visitor moorings or alongside the towpath using your mooring pins, hammered in at an angle about two metres in front of and behind the boat. Never moor on lock landings, on bends, close to bridges, or opposite winding holes, which are the wide places boats use to turn round. Leave a little slack in the ropes, as water levels can change overnight.
Please do not run the engine while moored between 8pm and 8am.

TOILET AND WATER
The toilet empties into a holding tank, which lasts about 7 days for a crew of four. Only put toilet paper down it. If the gauge in the bathroom reads three quarters full, get a pump-out at the nearest boatyard (around £20 to £25, payable by you).

ELECTRICS
The boat runs on 12V batteries that are charged by the engine. Cruising for three or four hours a day keeps them topped up. The 240V sockets only work when the inverter switch is on.

EMERGENCIES
Man overboard: put the engine into neutral straight away and do not reverse towards the person in the water. Tell them to stand up, as the canal is usually only about a metre deep, and help them out at the bank.
Fire: extinguishers are at both ends of the boat and there is a fire blanket in the galley.
Gas: if you smell gas, turn off the bottle in the front locker, put out any flames, open the doors and do not use any electrical switches.
The carbon monoxide alarm must never be covered or switched off.
In an emergency call 999 and give your nearest bridge number, which is on a plate on every bridge. Then ring our 24-hour line on 07712 480356.`,
    },
    {
      type: 'document',
      title: 'Marina Mooring Tariff and Berth Rules 2026',
      fileName: 'marina-mooring-tariff-2026.pdf',
      content: `HERONSGATE MARINA
MOORING TARIFF: 1 APRIL 2026 TO 31 MARCH 2027
All prices include VAT. Boats are measured on their overall length, including fenders and buttons.

BERTHS
Annual leisure berth: £178 per metre per year, minimum charge 12 metres
Example: a 57ft (17.4m) boat pays £3,097 for the year
Summer berth (1 April to 30 September): £112 per metre
Winter berth (1 October to 31 March): £92 per metre
Visitor moorings: £15 per night for boats up to 62ft, £18 per night for longer boats, water included
Electricity: every berth has a 16 amp hook-up on a prepaid card meter, charged at 35p per kWh. Cards are topped up at the office.

PAYMENT
Annual berths may be paid in full by 1 April, with a 3% discount, or by 12 monthly direct debits starting in April.
Berth holders must give 3 months' written notice to leave. Berth fees are not refunded for part years otherwise.

SERVICES | Berth holders | Visitors
Pump-out | £18 | £22
Elsan disposal | free | £5
13kg propane exchange | £46 | £46
Diesel | price shown at the pump, reviewed weekly | same
When buying diesel you must declare the split between propulsion and heating.

BOATYARD
Crane lift out and back in: £395 for boats up to 62ft, £450 for boats over 62ft
Hardstanding: £12 per day (first 7 days free with blacking)
Blacking with two coats of bitumen, including pressure wash: £14 per foot
Engineering labour: £58 per hour
Please book boatyard work with the office at least 4 weeks ahead between March and October.

BERTH RULES
1. Documents. Every boat must have a valid Canal & River Trust licence (or exemption), a current Boat Safety Scheme certificate, and insurance with at least £3 million third party cover. Copies must be given to the office each year.
2. No residential use. The marina does not have planning permission for residential moorings. Berth holders are welcome to stay aboard for weekends and holidays, but boats may not be used as a main or permanent home, and no more than 120 nights may be spent aboard in any year.
3. Noise. Engines and generators must not be run on the berth between 8pm and 8am, or for more than 2 hours at a time.
4. Speed. Dead slow within the marina basin, with no wash.
5. Dogs. Dogs must be kept on leads on the pontoons and in the car park, and owners must clean up after them.
6. Business use. Trading boats, boats let to paying guests and any other business use need our written consent.
7. Contractors. Outside contractors are welcome but must register at the office and show proof of public liability insurance before starting work.
8. Security. The gate code changes every quarter and must not be shared with anyone who is not a berth holder or guest.
9. Fire safety. No barbecues on the pontoons. Keep fuel cans and gas bottles in proper lockers.
10. Sale of boats. Boats may be sold from the berth, but a new owner does not take over the berth automatically.

Marina office: 01858 546215 | marina@heronsgatenarrowboats.co.uk`,
    },
    {
      type: 'document',
      title: 'Day Boat Hire Information Sheet',
      fileName: 'day-boat-hire-information.docx',
      content: `HERONSGATE NARROWBOATS
DAY BOAT HIRE 2026 – INFORMATION SHEET

THE BOATS
Dabchick: 30ft, takes up to 10 people
Moorhen: 35ft, takes up to 12 people
Both boats have a toilet, a kettle, a two-ring gas hob, a fridge, crockery and cutlery, and covered seating with big windows so you can enjoy the trip whatever the weather.

SEASON AND TIMES
Day boats run from 1 April to 31 October.
Collect your boat at 9.30am and bring it back by 5pm.
Half days (Monday to Thursday only): 9.30am to 1pm or 1.30pm to 5pm.

PRICES 2026
Dabchick: Monday to Friday £185, Saturday, Sunday and bank holidays £215, half day £120
Moorhen: Monday to Friday £210, Saturday, Sunday and bank holidays £245, half day £135
Prices are per boat and include fuel, life jackets for adults and children, and instruction before you set off.
A refundable £100 security deposit is taken as a card pre-authorisation on the day and released when the boat comes back undamaged.

BOOKING AND CANCELLATION
Full payment is taken when you book. Cancel more than 14 days before your date and we will refund you in full, less a £20 admin fee. Within 14 days we cannot refund, but you may move your date once.
If the Met Office issues an amber or red weather warning for your day, we will move your booking free of charge.

WHERE CAN WE GO?
Both trips below have no locks to work, so no experience is needed.
Foxton Locks: about an hour each way to the junction at the bottom of the flight. Moor at the bottom, then walk up the flight, visit the Foxton Canal Museum or have lunch at one of the pubs. Day boats must not enter Foxton Locks.
Market Harborough: about 50 minutes each way to Union Wharf basin. The town centre, with its shops and cafés, is a 10 minute walk.
Only turn round in the marked winding holes at Foxton Junction or in the Union Wharf basin.

FOOD AND DRINK
Bring your own picnic, or order a picnic hamper from the Towpath Café at £12.50 per person (sandwiches, crisps, cake and fruit). Hampers must be ordered at least 48 hours in advance.
Passengers may bring alcohol to enjoy in moderation, but the skipper must not drink at all while in charge of the boat.

RULES FOR THE DAY
The person steering must be aged 18 or over.
Children must wear a life jacket at all times when outside the cabin.
Dogs are welcome free of charge, maximum two per boat.
No barbecues or disposable barbecues on board.
We do not accept bookings for stag or hen parties.
If anything goes wrong during the day, ring the office on 01858 546210.`,
    },
    {
      type: 'document',
      title: 'Cruising Routes from Heronsgate',
      fileName: 'cruising-routes-from-heronsgate.pdf',
      content: `HERONSGATE NARROWBOATS
CRUISING ROUTES FROM HERONSGATE

PLANNING YOUR TRIP
Heronsgate Marina is on the Market Harborough Arm of the Grand Union Canal (Leicester Line), 2.5 miles from Market Harborough and 3 miles from Foxton Junction. At Foxton Junction you choose: turn left to go north towards Leicester, or climb Foxton Locks and head south towards Welford, Crick and Braunston.
To estimate cruising time, add the number of miles to the number of locks and divide by three. The answer is roughly the number of hours.
We suggest no more than 5 or 6 hours of cruising a day, so there is time to stop, explore and eat well. All times below are one way unless stated.

ROUTE 1: MARKET HARBOROUGH AND FOXTON (weekend break)
Cruise 2.5 miles with no locks to Union Wharf in Market Harborough, moor in the basin and spend an evening in town. Then head back past the marina to moor at the foot of Foxton Locks and explore the flight, the Inclined Plane site and the Foxton Canal Museum. About 4 hours of cruising in total. A relaxed first trip.

ROUTE 2: THE WELFORD ARM (midweek break or gentle week)
Up Foxton Locks, through Husbands Bosworth Tunnel and along the quiet summit pound, then down the short Welford Arm with its single lock to Welford Wharf. 17.5 miles and 11 locks, about 9.5 hours each way. Moor at the wharf and walk up to The Wharf Inn, or along to the reservoirs.

ROUTE 3: CRICK (week)
Follow Route 2 but stay on the main line past the Welford Arm to Crick. 23 miles and 10 locks, about 11 hours each way. Crick has two village pubs and a shop, and the long Crick Tunnel (1,528 yards) is just beyond the village if you want to go through it before turning.

ROUTE 4: LEICESTER (week)
Turn north at Foxton Junction, through Saddington Tunnel and the locks at Kibworth and Newton Harcourt, into the city of Leicester. 22 miles and 24 locks, about 15 hours each way. Moor only at the secure Castle Gardens visitor moorings. From there it is a short walk to the King Richard III Visitor Centre and the cathedral. Check the river level boards before going onto the River Soar section.

ROUTE 5: BRAUNSTON (busy week for keen crews)
Up Foxton Locks, past Crick, down the Watford staircase (7 locks, with volunteer lock keepers; in summer last entry is usually 5pm) and on through Braunston Tunnel to the historic canal village of Braunston. 34 miles and 17 locks, about 17 hours each way, so you will need to cruise 5 hours or more every day of a week.

WATER POINTS AND PUMP-OUTS
Water points: Foxton bottom lock, Union Wharf, Husbands Bosworth, Welford Wharf, Crick, Kibworth Top Lock, Castle Gardens and Braunston.
Pump-outs (payable by you): Union Wharf, Crick Marina and Braunston Marina.

SHOPPING ON THE WAY
Market Harborough has large supermarkets a short walk from Union Wharf. Crick and Welford have village shops. Kibworth has a Co-op about 10 minutes from bridge 73.

BEFORE YOU GO
Check the Canal & River Trust stoppage notices before you decide on your route; we print the current list for you at handover. If a closure affects your plans, our office will suggest an alternative.`,
    },

    // ------------------------------------------------------------- website
    {
      type: 'website',
      title: 'Heronsgate Narrowboats – Family-Run Canal Holidays in Leicestershire',
      url: 'https://www.heronsgatenarrowboats.co.uk/',
      content: `# Canal holidays from the heart of the Leicestershire countryside

Heronsgate Narrowboats is a small, family-run hire company on the Market Harborough Arm of the Grand Union Canal, a few minutes from the famous Foxton Locks. We have eleven holiday narrowboats sleeping from two to eight people, two day boats, and our own marina with pontoon moorings and a boatyard.

## Our story

Ron and Margaret Pardoe started Heronsgate in 1987 with three boats they fitted out themselves in a barn on the family farm. The marina basin was dug in 2003, on the field where Ron's cows used to graze. Their son Graham and his wife Helen took over the business in 2009, and the company is still owned and run by Graham and Helen Pardoe today.

We have grown slowly and deliberately. Every boat is cleaned, checked and serviced by our own team between every hire, and we still know most of our regular hirers by name.

## Meet the team

- **Graham Pardoe** – owner and boatbuilder, responsible for the fleet
- **Helen Pardoe** – director, bookings and customer care
- **Kerry Wood** – bookings office
- **Dave Malone** – chief engineer, with us since 1998
- **Sam Okafor** – marina manager
- **Jo Barker** – housekeeping team leader

## Why hire with us?

- A small fleet, serviced in-house between every hire
- A proper handover and trial cruise for every crew, however experienced
- Our own engineers on call 24 hours a day during your holiday
- Quiet, lock-free cruising straight from the marina, with Foxton Locks on the doorstep
- Gold award for Self-Catering Accommodation of the Year at the Leicestershire & Rutland Tourism Awards 2025

## Holidays, short breaks and days out

Choose a full week to reach Leicester, Crick or even Braunston, or a weekend or midweek short break if you'd like a taste of life on the water. Not sure a holiday is for you? Try one of our day boats first.

## Contact us

Heronsgate Narrowboats Ltd, Heronsgate Marina, Gallows Hill Lane, Foxton, Market Harborough, Leicestershire LE16 7RA

Bookings: 01858 546210
Email: bookings@heronsgatenarrowboats.co.uk

Office opening hours:
- March to October: Monday to Saturday 9am to 5.30pm, Sunday 10am to 4pm
- November to February: Monday to Friday 9am to 4pm

Follow us on Facebook and Instagram for news, photos and late availability.`,
    },
    {
      type: 'website',
      title: 'Our Fleet – Narrowboats for 2 to 8 People',
      url: 'https://www.heronsgatenarrowboats.co.uk/our-fleet',
      content: `# Our fleet

We have eleven holiday boats in five classes, all built or refitted by our own team. Whichever you choose, you'll find the same high standard of equipment on board.

## On every boat

- Diesel central heating and plenty of hot water
- Shower room with a flush toilet
- Galley with gas oven, grill and four-ring hob, fridge, kettle, toaster, crockery, cutlery, pans and a cafetière
- Smart TV with Freeview and a DVD player
- 4G Wi-Fi router
- USB charging points in every cabin, and a 240V inverter
- Bedding, towels and tea towels
- Folding chairs and a cratch cover over the front deck, so you can sit out whatever the weather

## Wren class – 2 berth, 45ft (Wren and Linnet)

Our cosiest boats, perfect for couples. A fixed double bed (4ft 6in) in the rear cabin, a saloon with two armchairs, and a Morso solid fuel stove as well as the central heating, so they are lovely in early spring and autumn.

## Heron class – 2 to 4 berth, 57ft (Heron, Bittern and Egret)

A fixed double bed (4ft 6in) at the back, and a dinette in the galley that converts into a second double for children or friends. One shower room. Popular with couples who like a bit more room, and young families.

## Kingfisher class – 4 to 6 berth, 62ft (Kingfisher, Dipper and Sandpiper)

Two separate cabins: a fixed double at the stern and a twin cabin at the front whose two single beds can be zipped together into a king-size double. The dinette makes a third double. A shower room plus a separate second toilet. In 2025 we converted Dipper into a diesel-electric hybrid, so you can glide along silently on battery power for up to 5 hours a day.

## Otter class – 6 to 8 berth, 70ft (Otter and Mayfly)

Our largest boats, for big families and groups of friends. Two double cabins, a twin cabin with two singles, and a dinette double, with two bathrooms, each with its own shower. A large front well deck with bench seating means everyone can be outside together.

## Grebe – accessible boat

Grebe is designed for wheelchair users and their families. Please see our Accessible Boating page for full details.

## Travelling with little ones

A travel cot and a highchair are available free of charge on any boat – just ask when you book. Stair gates are fitted to the steps on Heron, Kingfisher and Otter class boats.

## Which boat is right for us?

As a guide, choose a boat with a berth or two more than you need if you'd rather not make up the dinette every night. Ring the bookings office on 01858 546210 and we'll happily talk you through the layouts.`,
    },
    {
      type: 'website',
      title: 'Short Breaks – Weekend and Midweek Narrowboat Hire',
      url: 'https://www.heronsgatenarrowboats.co.uk/short-breaks',
      content: `# Short breaks on the canal

Can't manage a full week? A short break is a brilliant way to try canal life, celebrate a birthday, or just switch off for a few days. All of our holiday boats are available for short breaks from March to mid-July and from September until the end of the season.

## Weekend breaks

Weekend breaks run from Friday at 2pm until Monday at 9am, giving you three nights aboard and two full days of cruising.

## Midweek breaks

Midweek breaks run from Monday at 2pm until Friday at 9am. With four nights aboard and three full days, they are great value and the canal is much quieter than at weekends.

## Long weekends

Fancy a bit longer? You can turn a weekend into a Thursday to Monday long weekend by adding the Thursday night for an extra 25% of the weekend price, subject to availability.

## Where can we get to?

On a weekend break most crews spend an evening in Market Harborough and then cruise to the bottom of Foxton Locks to explore the flight, the canal museum and the pubs. It's only about four hours of cruising in total, with no locks to work unless you want to.

A midweek break gives you time to go up Foxton Locks and along the summit to the Welford Arm and back, through Husbands Bosworth Tunnel and some of the most peaceful countryside on the Grand Union.

Our Cruising Routes guide has full details of each trip.

## New to boating?

A short break is the perfect taster, and most of our short break hirers have never steered a boat before. Your handover includes a trial cruise, and if you're nervous we'll spend a bit longer with you until you're happy.

## Prices

Short breaks start from £595 for a weekend on one of our two-berth Wren class boats in low season. Full prices for every boat are on our price list, and the usual deposit and extras apply.

## Book a short break

Short breaks book up quickly for spring and autumn weekends, so we recommend booking early. Ring us on 01858 546210 or email bookings@heronsgatenarrowboats.co.uk.`,
    },
    {
      type: 'website',
      title: 'Your Arrival Day – Finding Us, Boarding and Handover',
      url: 'https://www.heronsgatenarrowboats.co.uk/your-arrival',
      content: `# Your arrival day

We want the start of your holiday to be relaxed, so here is everything you need to know about getting here and getting aboard.

## Finding us

If you use a sat nav, be aware that our postcode also covers several houses in Foxton village, and some systems lead you to a dead end by the old bridge. Instead, stay on Gallows Hill Lane for 400 yards past the turning to Foxton village. The marina entrance is on the left, next to the blue heron sign.

- From the M1 (junction 20), take the A4304 towards Market Harborough. It is about 25 minutes.
- From the A14 (junction 2), take the A508 north to Market Harborough, then follow signs for Foxton.

## Coming by train

Market Harborough station has direct trains from London St Pancras, taking about an hour. The marina is a 10 minute taxi ride from the station, usually around £12. We recommend Harborough Cars (01858 433900), who know exactly where we are.

## Boarding times

Boats are ready from 2pm. Please aim to arrive between 2pm and 4.30pm, and ring us if you're going to be later than 5pm. We can't do handovers after 6pm. If you arrive after that, you're welcome to sleep aboard in the marina and we'll do your handover at 9am the next morning.

## Your handover

The handover takes 45 minutes to an hour. One of our instructors will show you round the boat and then take you on a trial cruise to the first winding hole and back, covering steering, mooring and, if you like, a practice lock. Everyone who'll be steering should come along.

## Food deliveries

You can have a supermarket delivery sent to us. We accept deliveries at the hire base office between 12 noon and 4pm on your arrival day. Please put your surname and your boat's name in the delivery instructions, and we'll put chilled and frozen items in our fridges until you get here.

## What to bring

- Soft bags rather than suitcases, as storage space on board is limited
- Waterproof jackets and non-slip shoes or wellies
- Warm layers, even in summer, for the evenings
- Sun cream and hats
- A torch for walking back to the boat after dark
- Phone charging cables
- A bed and towels for your dog, if they're coming too

Trolleys are available at the hire pontoon to help you load the boat.

## Going home

On your last morning, please have the boat back at the marina by 9am. Empty the fridge, take your rubbish to the bins, and bring the keys to the office. We'll read the engine hours, settle your fuel and refund the balance of your fuel deposit there and then.`,
    },
    {
      type: 'website',
      title: 'Heronsgate Marina – Moorings, Facilities and Boatyard',
      url: 'https://www.heronsgatenarrowboats.co.uk/marina',
      content: `# Heronsgate Marina

Heronsgate Marina is a quiet, landscaped basin with 140 berths on floating pontoons, just off the Market Harborough Arm. Whether you keep your boat here all year, stop for the winter or call in for a night, you'll find a friendly welcome and everything you need.

## Facilities

- Floating pontoons with 16 amp electricity and a water tap at every berth
- Heated toilet and shower block, open 24 hours, with an access code for berth holders and visitors
- Accessible toilet and shower room
- Laundry room: washing machine £4 and tumble dryer £3 per cycle, with tokens from the office
- Elsan point, rubbish and recycling area
- Free Wi-Fi around the marina basin
- Secure gated car park with CCTV for berth holders
- Chandlery shop with ropes, fenders, paint, filters and a range of groceries

## The Towpath Café

Our café overlooks the basin and is open to everyone, not just boaters. From March to October it is open Wednesday to Sunday, 9am to 4pm. In winter it opens at weekends only, 10am to 3pm. Expect cooked breakfasts, bacon rolls, homemade soup and cakes. Dogs are welcome on the terrace.

## Boating services

Pump-outs, diesel, propane, coal and logs are available from the service pontoon during office hours. Just come alongside and ring the bell.

## The boatyard

Dave Malone and the engineering team look after our own fleet and private boats too. We offer:

- Engine servicing and repairs for most narrowboat engines
- Hull blacking, with a covered dry dock for painting
- Boat Safety Scheme examinations arranged with a local examiner
- 12V electrics, including solar panels and lithium battery upgrades
- Full repaints, with traditional signwriting by a local artist

## Moorings at Heronsgate

Our berths take boats from 40ft to 72ft. We offer annual, summer and winter berths, and visitor moorings by the night. Please note that we are a leisure marina and cannot offer residential moorings.

If you are thinking of mooring with us, you're very welcome to come and look round first. Viewings can be arranged Monday to Saturday with our marina manager, Sam Okafor, on 01858 546215 or marina@heronsgatenarrowboats.co.uk.`,
    },
    {
      type: 'website',
      title: 'Accessible Boating – Grebe and Day Boat Access',
      url: 'https://www.heronsgatenarrowboats.co.uk/accessible-boating',
      content: `# Accessible boating at Heronsgate

We believe everyone should be able to enjoy a holiday on the canal. Grebe, our accessible narrowboat, was designed in 2019 with the help of wheelchair users and occupational therapists, and we keep improving her every winter based on our guests' feedback.

## Grebe at a glance

- 62ft long, sleeps 4 to 6 people
- A hydraulic platform lift at the stern carries a wheelchair and its user from the pontoon onto the rear deck (maximum load 250kg)
- Level flooring throughout the boat, with doorways 850mm wide
- Wet room with a roll-in shower, fold-down shower seat, grab rails and a raised toilet
- Profiling double bed with a ceiling hoist track above it (please bring your own sling)
- Lowered galley worktop and an induction hob that a wheelchair user can reach
- A covered viewing area at the front with raised rails, where a wheelchair user can sit out safely
- Two single beds and a dinette double for family, friends or carers

## Steering and locks

Grebe is steered from the rear deck in the traditional way, so at least one member of your group needs to be able to steer and work locks. If nobody in your party can do this, we can put you in touch with a local relief skipper who will crew for you, from £160 per day.

## At the marina

There are two accessible parking bays right next to the hire pontoon, level tarmac paths around the basin, and an accessible toilet and shower room. Our café has step-free access.

## Day boats

Our day boat Moorhen has wide doors and a portable ramp, and can take one wheelchair user along with up to 11 other people. Please mention it when you book so we can have the ramp ready.

## Assistance dogs

Assistance dogs are welcome free of charge on all our boats, including Grebe.

## Prices and booking

Grebe is priced between our Heron and Kingfisher classes. Because she is in high demand, especially in June and September, we recommend booking early. Please ring us on 01858 546210 to talk through your needs. We're always happy to send measurements, photos or a layout plan.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    {
      text: 'do we need any kind of licence to drive one of these boats? never done it before',
      expect: 'Do I need a licence or any experience to steer a narrowboat?',
    },
    {
      text: 'is it ok for complete beginners, none of us have been on a canal boat',
      expect: 'Do I need a licence or any experience to steer a narrowboat?',
    },
    { text: 'can i bring my springer spaniel', expect: 'Can we bring our dog?' },
    {
      text: 'we have 2 small terriers are they allowed on the boat',
      expect: 'Can we bring our dog?',
    },
    { text: 'parking?', expect: "Is there parking at the marina while we're away?" },
    {
      text: 'where do we leave the car for the week and is it safe there',
      expect: "Is there parking at the marina while we're away?",
    },
    {
      text: 'do we need to bring our own sheets and duvets',
      expect: 'Are bed linen and towels provided?',
    },
    { text: 'do we get towels', expect: 'Are bed linen and towels provided?' },
    { text: 'how quick do narrowboats actually go', expect: 'How fast do the boats go?' },
    { text: 'whats the top speed', expect: 'How fast do the boats go?' },
    {
      text: 'is there internet on board? my teenagers will riot without it',
      expect: 'Is there Wi-Fi on the boats?',
    },
    { text: 'wifi', expect: 'Is there Wi-Fi on the boats?' },
    { text: 'my husband smokes, is he allowed to on the boat', expect: 'Can we smoke on board?' },
    { text: 'can i vape out on the back bit while we cruise', expect: 'Can we smoke on board?' },
    {
      text: 'how much do i have to pay upfront to book',
      expect: 'How much deposit do I pay to secure a booking?',
    },
    {
      text: 'when do we have to pay the rest of the money',
      expect: 'How much deposit do I pay to secure a booking?',
    },
    {
      text: 'do you do gift cards? want to get one for my dads 60th',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'is diesel included or is that extra', expect: 'Is fuel included in the price?' },
    { text: 'do we pay for fuel on top', expect: 'Is fuel included in the price?' },
    {
      text: 'will i be able to charge my phone',
      expect: 'Can I charge phones and laptops on board?',
    },
    {
      text: 'can i use my hair straighteners on the boat',
      expect: 'Can I charge phones and laptops on board?',
    },
    {
      text: 'do you have lifejackets small enough for an 18 month old',
      expect: 'Do you provide life jackets for children?',
    },
    {
      text: 'can we pick the boat up from you and leave it somewhere else at the end, like drop it in leicester',
      expect: 'Can we do a one-way trip?',
    },
    {
      text: 'what do we do if the engine packs up in the middle of nowhere',
      expect: 'What happens if the boat breaks down?',
    },
    { text: 'boat wont start, what now??', expect: 'What happens if the boat breaks down?' },
    {
      text: 'nearest supermarket to the marina?',
      expect: 'Where can we buy food before we set off?',
    },
    { text: 'do you rent out bicycles', expect: 'Can we hire bikes?' },
    {
      text: 'how long is the wait for a mooring at your marina',
      expect: 'Is there a waiting list for moorings?',
    },
    {
      text: 'any berths free at the moment? looking for somewhere for my 57ft boat',
      expect: 'Is there a waiting list for moorings?',
    },
    { text: 'can i take my fishing rod along', expect: 'Can I fish from the boat?' },
    {
      text: 'is the water out of the tap ok to drink',
      expect: 'Is the tap water on the boat safe to drink?',
    },
    {
      text: "we've hired from you twice before, do we get money off",
      expect: 'Do you offer any discounts?',
    },
    { text: 'are we allowed a bbq', expect: 'Can we have a barbecue?' },

    // ---- Holiday Hire Price List 2026
    {
      text: 'cheapest week in march for a couple?',
      expect: 'Holiday Hire Price List 2026',
      fact: '£895',
    },
    {
      text: 'how much is the 57 foot boat for a week in the summer holidays, august',
      expect: 'Holiday Hire Price List 2026',
      fact: '£1,845',
    },
    {
      text: 'price for a friday to monday on the kingfisher in june',
      expect: 'Holiday Hire Price List 2026',
      fact: '£1,195',
    },
    {
      text: 'is it any cheaper if we take the boat for a fortnight',
      expect: 'Holiday Hire Price List 2026',
      fact: '10% off the second week',
    },
    {
      text: 'can we get on the boat earlier in the day, we are driving up early',
      expect: 'Holiday Hire Price List 2026',
      fact: '11am',
    },
    {
      text: 'whats in the food hamper and what does it cost',
      expect: 'Holiday Hire Price List 2026',
    },
    { text: 'how much is the damage waiver thing', expect: 'Holiday Hire Price List 2026' },

    // ---- Booking Terms and Conditions 2026
    {
      text: 'if we cancel about 8 weeks before what do we lose',
      expect: 'Booking Terms and Conditions 2026',
      fact: '50% of the hire charge',
    },
    {
      text: 'my son is 19, can he be the one who books the boat',
      expect: 'Booking Terms and Conditions 2026',
    },
    {
      text: 'what happens if were late getting the boat back',
      expect: 'Booking Terms and Conditions 2026',
      fact: '£50 per hour',
    },
    {
      text: 'can we move our holiday to different dates after booking, is there a charge',
      expect: 'Booking Terms and Conditions 2026',
    },
    {
      text: 'are we allowed to cruise in the dark',
      expect: 'Booking Terms and Conditions 2026',
      fact: 'sunset',
    },
    {
      text: 'do we get any money back if the boat breaks and we lose most of a day',
      expect: 'Booking Terms and Conditions 2026',
      fact: 'pro rata',
    },
    {
      text: 'can we go onto the river past leicester and further north',
      expect: 'Booking Terms and Conditions 2026',
      fact: 'Belgrave Lock',
    },

    // ---- Skipper's Handbook
    {
      text: 'which way do you push the stick at the back to turn',
      expect: "Skipper's Handbook",
      fact: 'opposite',
    },
    { text: 'what engine checks do we have to do every morning', expect: "Skipper's Handbook" },
    {
      text: 'how long does it take to get through the foxton flight',
      expect: "Skipper's Handbook",
      fact: 'usually takes about 45 minutes',
    },
    {
      text: 'at foxton which paddle do i open first, theres a red one and a white one',
      expect: "Skipper's Handbook",
    },
    { text: 'how often does the loo need emptying', expect: "Skipper's Handbook" },
    {
      text: 'what should we do if one of the kids falls in the water',
      expect: "Skipper's Handbook",
      fact: 'neutral',
    },
    { text: 'where are we not allowed to tie up for the night', expect: "Skipper's Handbook" },

    // ---- Marina Mooring Tariff and Berth Rules 2026
    {
      text: 'how much is a year on a pontoon berth per metre',
      expect: 'Marina Mooring Tariff and Berth Rules 2026',
      fact: '£178',
    },
    {
      text: 'can i live on my boat full time in your marina',
      expect: 'Marina Mooring Tariff and Berth Rules 2026',
    },
    {
      text: 'what would it cost to crane my boat out and put it back in, its 58ft',
      expect: 'Marina Mooring Tariff and Berth Rules 2026',
      fact: '£395',
    },
    {
      text: 'passing through next month, how much to stop one night in the marina',
      expect: 'Marina Mooring Tariff and Berth Rules 2026',
      fact: '£15 per night',
    },
    {
      text: 'how much notice do i give if i want to leave my berth',
      expect: 'Marina Mooring Tariff and Berth Rules 2026',
    },

    // ---- Day Boat Hire Information Sheet
    {
      text: 'how much to hire a boat just for the day on a saturday for 10 of us',
      expect: 'Day Boat Hire Information Sheet',
      fact: '£215',
    },
    {
      text: 'what time do day boats go out and what time do they have to be back',
      expect: 'Day Boat Hire Information Sheet',
      fact: '9.30am',
    },
    { text: 'can we take the day boat up foxton locks', expect: 'Day Boat Hire Information Sheet' },
    { text: 'do u do half days', expect: 'Day Boat Hire Information Sheet' },
    {
      text: "it's for my 40th, can we bring a few beers on the day boat",
      expect: 'Day Boat Hire Information Sheet',
      fact: 'in moderation',
    },
    {
      text: 'what if it chucks it down on the day we booked the little boat',
      expect: 'Day Boat Hire Information Sheet',
    },
    {
      text: 'can we order sandwiches for our day out on the boat',
      expect: 'Day Boat Hire Information Sheet',
      fact: '£12.50',
    },

    // ---- Cruising Routes from Heronsgate
    {
      text: 'how long would it take to get to leicester from you',
      expect: 'Cruising Routes from Heronsgate',
      fact: '15 hours',
    },
    {
      text: 'is there an easy way to work out how many hours cruising a trip is',
      expect: 'Cruising Routes from Heronsgate',
      fact: 'divide by three',
    },
    {
      text: 'is braunston doable in a week or is it too far',
      expect: 'Cruising Routes from Heronsgate',
    },
    {
      text: 'where is it safe to moor in leicester city centre',
      expect: 'Cruising Routes from Heronsgate',
      fact: 'Castle Gardens',
    },
    {
      text: 'where can we fill up with water on the way to crick',
      expect: 'Cruising Routes from Heronsgate',
    },

    // ---- Short Breaks page
    {
      text: 'what time does a weekend break finish on the monday',
      expect: 'Short Breaks – Weekend and Midweek Narrowboat Hire',
      fact: 'Monday at 9am',
    },
    {
      text: 'can we add the thursday night onto a weekend',
      expect: 'Short Breaks – Weekend and Midweek Narrowboat Hire',
    },
    {
      text: "what's a good trip for a 4 night break monday to friday",
      expect: 'Short Breaks – Weekend and Midweek Narrowboat Hire',
      fact: 'Welford Arm and back',
    },
    {
      text: 'is a short break a good idea if weve never done it before or should we go for a week',
      expect: 'Short Breaks – Weekend and Midweek Narrowboat Hire',
    },

    // ---- Your Arrival Day page
    {
      text: 'our sat nav took us to a dead end last time, how do we find the entrance',
      expect: 'Your Arrival Day – Finding Us, Boarding and Handover',
      fact: 'blue heron sign',
    },
    {
      text: 'what time should we turn up on the first day',
      expect: 'Your Arrival Day – Finding Us, Boarding and Handover',
      fact: '4.30pm',
    },
    {
      text: 'how long does the handover bit take',
      expect: 'Your Arrival Day – Finding Us, Boarding and Handover',
      fact: 'takes 45 minutes to an hour',
    },
    {
      text: 'can i get tesco to deliver our shopping to the marina',
      expect: 'Your Arrival Day – Finding Us, Boarding and Handover',
      fact: '12 noon and 4pm',
    },
    {
      text: 'what should we pack, is a big suitcase ok',
      expect: 'Your Arrival Day – Finding Us, Boarding and Handover',
    },
    {
      text: "we won't get there till about 7 in the evening because of work, is that a problem",
      expect: 'Your Arrival Day – Finding Us, Boarding and Handover',
    },

    // ---- Home / about page
    {
      text: 'who owns heronsgate',
      expect: 'Heronsgate Narrowboats – Family-Run Canal Holidays in Leicestershire',
      fact: 'Graham and Helen Pardoe',
    },
    {
      text: 'is the office open on a sunday',
      expect: 'Heronsgate Narrowboats – Family-Run Canal Holidays in Leicestershire',
      fact: 'Sunday 10am to 4pm',
    },
    {
      text: 'have you won any awards',
      expect: 'Heronsgate Narrowboats – Family-Run Canal Holidays in Leicestershire',
    },

    // ---- Fleet page
    {
      text: 'which of your boats has a log burner',
      expect: 'Our Fleet – Narrowboats for 2 to 8 People',
      fact: 'solid fuel stove',
    },
    {
      text: 'there are 8 of us, will we be fighting over one bathroom',
      expect: 'Our Fleet – Narrowboats for 2 to 8 People',
      fact: 'two bathrooms',
    },
    {
      text: 'do you have a cot for a baby',
      expect: 'Our Fleet – Narrowboats for 2 to 8 People',
      fact: 'travel cot',
    },
    {
      text: 'do you have any electric boats, we want something quieter and greener',
      expect: 'Our Fleet – Narrowboats for 2 to 8 People',
    },
    {
      text: 'how big is the double bed on the heron boats',
      expect: 'Our Fleet – Narrowboats for 2 to 8 People',
      fact: '4ft 6in',
    },

    // ---- Marina page
    {
      text: 'is the cafe open mondays',
      expect: 'Heronsgate Marina – Moorings, Facilities and Boatyard',
    },
    {
      text: 'is there somewhere to wash clothes at the marina',
      expect: 'Heronsgate Marina – Moorings, Facilities and Boatyard',
    },
    {
      text: 'do you fit solar panels on private boats',
      expect: 'Heronsgate Marina – Moorings, Facilities and Boatyard',
    },
    {
      text: 'can i come and have a look round before i take a berth',
      expect: 'Heronsgate Marina – Moorings, Facilities and Boatyard',
    },

    // ---- Accessible boating page
    {
      text: 'my wife is in a wheelchair, how would she get on and off the boat',
      expect: 'Accessible Boating – Grebe and Day Boat Access',
      fact: 'platform lift',
    },
    {
      text: 'does the accessible boat have a walk in shower',
      expect: 'Accessible Boating – Grebe and Day Boat Access',
    },
    {
      text: 'none of us can do the locks or steer, can you provide someone to do it',
      expect: 'Accessible Boating – Grebe and Day Boat Access',
      fact: '£160 per day',
    },
    {
      text: 'can my dad come on the day boat trip in his wheelchair',
      expect: 'Accessible Boating – Grebe and Day Boat Access',
    },
  ],

  requests: [
    {
      text: "I'd like to book Heron for a week from Saturday 13 June 2026 please, 2 adults and 2 kids",
      expect: 'Appointments',
    },
    {
      text: 'can you reserve the bigger day boat for 12 of us on sunday 9th august, its my mums 70th',
      expect: 'Appointments',
    },
    {
      text: "pencil us in for a midweek break in late september on Kingfisher if it's free. name is Priya Shah",
      expect: 'Appointments',
    },
    {
      text: 'Could we arrange a time to come and see the marina moorings next Tuesday morning? Boat is 60ft. Thanks, Alan Royce',
      expect: 'Appointments',
    },
    {
      text: 'the boat was filthy when we got on last friday and the shower didnt drain all weekend. really disappointed and want someone to look into it',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just back from a week on Otter and wanted to say a massive thank you, Dave was brilliant when the engine overheated near Crick. Best family holiday in years!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "you've kept £60 of our deposit for cleaning which is totally unfair, we left that boat spotless. I want it refunded",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'please could someone ring me back on 07845 221903 about a group booking for two boats in may',
      expect: 'General Inquiry',
    },
    {
      text: 'can you email a brochure and your price list to d.hollis@outlook.com please',
      expect: 'General Inquiry',
    },
    {
      text: "i'd like a quote for blacking and an engine service on my 60ft narrowboat. Mark Ellery, mark.ellery@gmail.com",
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
    {
      text: "is there someone in the office I can speak to? this isn't helping",
      expect: 'handoff',
    },
    { text: 'put me through to a member of staff', expect: 'handoff' },
  ],

  offTopic: [
    "what's a fair price to pay for a second hand 50ft narrowboat",
    'do you know any holiday cottages near foxton? my in-laws dont want to sleep on the boat',
    'does Black Prince have a hire base on the Llangollen canal',
    'how do i get a mortgage or loan to buy a canal boat',
    'when is the Crick Boat Show on this year',
    'can you recommend a good solicitor for buying a boat',
    "what's the weather going to be like in leicestershire this weekend",
    'write me a short poem about ducks',
    'give me a recipe for banana bread',
    'what is the capital of portugal',
    'who won the premier league last season',
    "translate 'good morning' into french",
    'how do i fix a dripping kitchen tap at home',
    'when was the first canal in england built',
  ],
};
