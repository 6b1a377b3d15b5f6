import type { Business } from '../types.js';

export const storage: Business = {
  slug: 'storage',
  name: 'Keepwell Self Storage',
  field: 'Self storage',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'How much does a storage unit cost?',
      content:
        'Our indoor units start at £9.75 a week for a 15 sq ft locker and go up to £66 a week for our largest 200 sq ft room. All prices include VAT and there are no admin fees. New customers get half price for the first 8 weeks when they book for 12 weeks or more.',
    },
    {
      type: 'faq',
      title: 'Do I need to pay a deposit?',
      content:
        "Yes, we take a refundable deposit equal to two weeks' rent when you move in. It goes back on your card within 10 working days of you moving out, as long as the unit is left empty and clean and your account is up to date.",
    },
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        'Our office and shop are open Monday to Friday 8.30am to 5.30pm, Saturday 9am to 4pm and Sunday 10am to 2pm. Outside these times you can still get to your unit with your PIN code during gate hours.',
    },
    {
      type: 'faq',
      title: 'Can I get to my unit when the office is closed?',
      content:
        'Yes. Customers can get through the gate with their own PIN code from 6am to 10pm, 7 days a week. Business customers can add 24-hour access with an electronic fob for £10 a month.',
    },
    {
      type: 'faq',
      title: 'Do I need insurance for my things?',
      content:
        "Yes, everything you store with us has to be insured. You can take our Goods Protection Cover from £1.50 a week for each £1,000 of value, or use your own home contents policy if it covers goods in self storage — we'll just need to see written confirmation.",
    },
    {
      type: 'faq',
      title: "Is there anything I'm not allowed to store?",
      content:
        "You can't store anything flammable, explosive or hazardous (such as petrol, gas bottles or paint thinners), food or anything perishable, living animals or plants, firearms or ammunition, waste, or anything illegal or stolen. If you're not sure about something, ask us before you bring it in.",
    },
    {
      type: 'faq',
      title: 'How do I know what size unit I need?',
      content:
        "Give us a ring or call in with a rough list of what you're storing and we'll work it out with you. As a guide, a 50 sq ft unit takes the contents of a one-bedroom flat and a 100 sq ft unit fits a typical two-to-three-bedroom house. If you end up with too much space we'll move you down a size.",
    },
    {
      type: 'faq',
      title: 'How much notice do I need to give when I move out?',
      content:
        "We only need 7 days' notice, which you can give in person, by phone or by email. You pay up to the end of your notice period and we refund any rent you've paid beyond that.",
    },
    {
      type: 'faq',
      title: 'Is there a minimum rental period?',
      content:
        'The minimum rental is 2 weeks. After that you can stay as long or as short as you like, paying every 4 weeks.',
    },
    {
      type: 'faq',
      title: 'Is there parking and somewhere to load?',
      content:
        "Yes, there are 6 covered loading bays right outside the main doors and a free customer car park with 14 spaces. When it's busy please keep to 45 minutes in a loading bay so others can unload too.",
    },
    {
      type: 'faq',
      title: 'Do you sell boxes and packing materials?',
      content:
        "Yes, our shop at reception sells boxes, bubble wrap, tape, mattress and sofa covers, padlocks and moving kits, and you don't need to be storing with us to buy. We'll also buy back any unused flat boxes within 3 months of purchase.",
    },
    {
      type: 'faq',
      title: 'Can you collect my things from my home?',
      content:
        "Yes. Our Keepwell Collect service sends a van and two of our team to load your things and put them away in your unit for you. It's £75 for the first hour within 10 miles of Loughborough — see our Keepwell Collect page for the full details.",
    },
    {
      type: 'faq',
      title: 'Can I store a car, caravan or motorhome?',
      content:
        'Yes, we have a secure outdoor compound with 30 spaces for cars, motorbikes, caravans, motorhomes, boats and trailers. See our Vehicle, Caravan and Boat Storage page for what to bring and the rules.',
    },
    {
      type: 'faq',
      title: 'Do you offer storage for businesses?',
      content:
        'Yes, around a third of our customers are businesses, from online sellers and tradespeople to solicitors archiving old files. Business customers can have 24-hour access, parcels signed for at reception and VAT invoices. Ask us for our Business Storage Information Pack.',
    },
    {
      type: 'faq',
      title: 'Can I use my unit as a workshop or office?',
      content:
        "Sorry, no. Units are for storage only, so you can't work, run tools or machinery, sleep or run a business from inside a unit, and there are no power sockets in the units. Business customers can hire our meeting room by the hour if they need somewhere to work or meet.",
    },
    {
      type: 'faq',
      title: 'How secure is the site?',
      content:
        'The site is fully fenced with a PIN-controlled gate, watched by more than 60 HD CCTV cameras recording 24 hours a day, and every unit door is individually alarmed. You keep the only key to your padlock, and one of our team is on site or on call every day of the year.',
    },
    {
      type: 'faq',
      title: 'Do you have trolleys and a lift?',
      content:
        "Yes, there are free flatbed trolleys and sack trucks by the loading bays, and a large goods lift that takes up to 2,000kg to our first-floor units. Please bring trolleys back to the loading bays when you've finished.",
    },
    {
      type: 'faq',
      title: 'How can I pay?',
      content:
        "We accept Visa and Mastercard debit and credit cards (but not American Express), and most customers set up an automatic card payment every 4 weeks. Business customers can also pay by Direct Debit or bank transfer. We don't accept cheques.",
    },
    {
      type: 'faq',
      title: 'Can I move to a bigger or smaller unit?',
      content:
        "Yes, you can change unit size at any time, subject to availability, and there's no transfer fee. Your rent simply changes to the new unit's rate from the day you move.",
    },
    {
      type: 'faq',
      title: 'Will my things get damp?',
      content:
        "Our indoor units are inside a dry, insulated brick building with ventilation, so damp isn't an issue for normal household goods. The building isn't heated or air-conditioned, so have a word with us first about very temperature-sensitive items like fine wine or pianos. Our outdoor containers have an anti-condensation lining but aren't insulated.",
    },
    {
      type: 'faq',
      title: 'Can someone else access my unit?',
      content:
        'Yes, you can add named people to your account — a partner, a removal company or an employee — and each gets their own PIN code. They will also need a key to your padlock. Only the account holder can change the account or give notice.',
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `KEEPWELL SELF STORAGE
PRICE LIST 2026
Unit 4 Brindley Way, Loughborough

Prices valid from 1 January 2026. All prices include VAT at 20%. No admin fees or set-up fees.

INDOOR STORAGE UNITS
Rent is charged per week and billed every 4 weeks in advance.
Size | Dimensions | Typical contents | Per week | Per 4 weeks
15 sq ft locker | 5ft x 3ft | A few boxes, suitcases, sports kit | £9.75 | £39.00
25 sq ft | 5ft x 5ft | Contents of a student room | £14.00 | £56.00
35 sq ft | 5ft x 7ft | Garage or loft clear-out | £18.00 | £72.00
50 sq ft | 5ft x 10ft | One-bedroom flat | £23.50 | £94.00
75 sq ft | 7.5ft x 10ft | Two-bedroom flat | £31.00 | £124.00
100 sq ft | 10ft x 10ft | Two-to-three-bedroom house | £38.00 | £152.00
150 sq ft | 10ft x 15ft | Three-bedroom house | £52.00 | £208.00
200 sq ft | 10ft x 20ft | Four-to-five-bedroom house | £66.00 | £264.00

OUTDOOR CONTAINERS
Size | Per week | Per 4 weeks
10ft container (80 sq ft) | £28.00 | £112.00
20ft container (160 sq ft) | £42.00 | £168.00

VEHICLE, CARAVAN AND BOAT SPACES
Type | Per week | Per 4 weeks
Car or motorbike | £15.00 | £60.00
Caravan, motorhome, boat or trailer up to 7.5m | £18.00 | £72.00
Caravan, motorhome, boat or trailer 7.5m to 9m | £22.00 | £88.00

NEW CUSTOMER OFFER
50% off your first 8 weeks on any indoor unit when you book a minimum stay of 12 weeks.
Not available on containers, vehicle spaces or student summer deals. One offer per household.

LONG STAY DISCOUNT
Pay 52 weeks in advance and get 10% off the weekly rate for that year.
Pay 26 weeks in advance and get 5% off.

OTHER CHARGES
Refundable deposit: equal to 2 weeks' rent
Goods Protection Cover: £1.50 per week for every £1,000 of cover
24-hour access fob (business accounts only): £10.00 per month
Replacement access fob: £8.00
Late payment fee: £15.00
Padlock removal if you lose your key: £25.00
Cleaning charge if the unit is left dirty or with rubbish: £35.00

PACKING MATERIALS AND PADLOCKS
Small box (36 x 26 x 26cm) | £1.80
Medium box (46 x 31 x 31cm) | £2.40
Large box (51 x 41 x 41cm) | £3.20
Wardrobe box with hanging rail | £12.50
Picture and mirror box | £6.00
Bubble wrap, 10m roll | £6.00
Packing tape, 66m roll | £2.50
Tape gun dispenser | £7.50
Acid-free tissue paper, 50 sheets | £4.00
Mattress cover, single | £5.00
Mattress cover, double or king | £6.50
Sofa cover | £8.00
Stretch wrap, 400mm x 250m | £11.00
Marker pen | £1.20
Disc padlock | £12.00
Closed-shackle padlock | £18.00
Moving kit (15 medium boxes, 1 roll of tape, 1 roll of bubble wrap, 1 marker pen) | £42.00

BOX BUYBACK
Bring back unused, flat and undamaged boxes within 3 months with your receipt and we will refund half the price you paid.

Keepwell Collect prices are shown on our website and are available at reception.
Questions? Ring 01509 274880 or email hello@keepwellstorage.co.uk`,
    },
    {
      type: 'document',
      title: 'Storage Terms and Conditions',
      fileName: 'storage-terms-and-conditions.pdf',
      content: `KEEPWELL SELF STORAGE LTD
STORAGE TERMS AND CONDITIONS
Version 6 – January 2026

These terms form part of your Storage Agreement with Keepwell Self Storage Ltd, registered in England and Wales (number 06841127). "You" means the person or business named on the Storage Agreement. Please read them carefully.

1. USE OF YOUR UNIT
1.1 You may use the unit only for storing goods. You must not live, sleep or work in the unit, run any machinery in it or connect anything to a power supply.
1.2 You must keep the unit locked with your own padlock whenever you are not there. Only one padlock may be fitted to each unit door.
1.3 We may move your goods to another unit of the same size or larger if this is needed for safety, repairs or in an emergency. We will pay the cost of the move.

2. RENT AND PAYMENT
2.1 Rent is payable every 4 weeks in advance. The first payment is due on the day you move in.
2.2 If a payment is not received within 7 days of the due date, a late payment fee will be added to your account (see our current price list).
2.3 If any amount remains unpaid for 14 days, we may refuse you access to the site and over-lock your unit with our own lock until your account is paid in full.
2.4 We may increase the rent by giving you at least 28 days' written notice. We will not increase your rent more than once in any 12-month period.

3. DEPOSIT
3.1 A deposit equal to 2 weeks' rent is payable at the start of the agreement. The deposit is not rent and cannot be used to pay your final period.
3.2 We will return the deposit within 10 working days after you have moved out, less anything you owe us, including cleaning charges or the cost of repairing damage you have caused.

4. ACCESS
4.1 You may access the site between 6am and 10pm every day using your personal PIN code. You must not share your PIN code with anyone who is not named on your account.
4.2 Children under 16 must be supervised by an adult at all times and must not use the goods lift on their own.
4.3 We may close the site or restrict access in an emergency, for essential maintenance, or when asked to by the police or fire service.
4.4 We may enter your unit, including by removing your lock, if we reasonably believe there is a risk to people or property, if we are required to by law or by the police, or under clause 7. We will tell you as soon as possible afterwards and fit a replacement lock at our cost.

5. PROHIBITED GOODS
You must not store:
- food or any perishable goods
- flammable or explosive items, including petrol, diesel, gas cylinders, fireworks and paint thinners
- firearms, ammunition or weapons
- live animals or plants
- chemicals, asbestos, or toxic or radioactive materials
- waste or rubbish
- cash, bonds or securities
- anything illegal, stolen or requiring a licence to keep
- anything that gives off fumes or smells
Electric bikes and electric scooters may only be stored with the battery removed and taken away by you.

6. INSURANCE AND LIABILITY
6.1 You must insure your goods for their full replacement value for as long as they are stored with us, either through our Goods Protection Cover or with your own insurer.
6.2 We are not responsible for loss of or damage to your goods unless it is caused by our negligence or breach of this agreement. In any event our liability is limited to £1,500 per agreement.
6.3 You are responsible for any damage to the unit or the site caused by you, your goods or anyone you bring on site.

7. UNPAID RENT AND SALE OF GOODS
7.1 If any amount remains unpaid for 60 days, we will write to you at your last known address and by email, giving you 21 days' notice that we intend to sell or dispose of the goods in your unit.
7.2 If the full amount owed is not paid by the end of that notice period, we may sell or dispose of the goods. Any money raised will be used to pay what you owe and the costs of the sale. Any balance left will be paid to you.

8. ENDING THE AGREEMENT
8.1 The minimum rental period is 2 weeks. After that you may end the agreement by giving at least 7 days' notice.
8.2 When you leave you must remove all goods, rubbish and your padlock and leave the unit clean. If you do not, we will make a cleaning charge and may charge the cost of disposal.
8.3 Rent paid in advance beyond the end of your notice period will be refunded on a daily basis.
8.4 We may end the agreement by giving you 28 days' notice, or immediately if you seriously break these terms.

9. YOUR DETAILS
You must tell us within 14 days if you change your address, phone number or email address.

10. LAW
These terms are governed by the law of England and Wales.`,
    },
    {
      type: 'document',
      title: 'Packing and Storing Guide',
      fileName: 'packing-and-storing-guide.pdf',
      content: `PACKING AND STORING GUIDE
Tips from the Keepwell Self Storage team

Good packing protects your belongings and makes the most of the space you're paying for. Here is what we've learned from helping thousands of customers move in since 2009.

BEFORE YOU START
- Make a list of what you're storing and take photos of anything valuable. It helps you find things later and it's useful if you ever need to make an insurance claim.
- Get more boxes than you think you'll need. As a rough guide, a one-bedroom flat takes about 30 boxes and a three-bedroom house 60 to 80 boxes.
- Start with the rooms you use least, like the loft, garage and spare room.

PACKING BOXES
- Use boxes of the same few sizes so they stack neatly.
- Put heavy things like books and tools in small boxes and light things like bedding in large ones.
- Don't make any box heavier than about 20kg. If you struggle to lift it, so will we.
- Fill every box to the top, using crumpled paper or towels to fill gaps. Half-empty boxes get crushed when other boxes are stacked on them.
- Label each box on the top and on two sides with the room and the contents, and number the boxes to match your list.
- Mark boxes with glass or china as FRAGILE and THIS WAY UP.

FURNITURE
- Take apart beds, tables and wardrobes where you can. Put screws and fittings in a labelled freezer bag and tape it to the furniture.
- Wrap legs and corners in bubble wrap or blankets.
- Use fitted covers on mattresses and sofas. For stays of more than six months, use breathable cotton dust sheets over upholstered and leather furniture rather than sealing it in plastic.
- Stand mattresses on their long side against a wall, not flat under other things.
- Store mirrors, glass table tops and framed pictures standing on their edge, never lying flat, with card or bubble wrap between them.
- Don't stack heavy boxes on top of wooden tables or chests of drawers.

APPLIANCES
- Fridges and freezers: switch off, defrost and clean them at least 48 hours before moving. Dry them thoroughly and store them with the door slightly open, wedged with a folded cloth, so mould can't grow.
- Washing machines: drain the water and refit the transit bolts if you still have them.
- Take batteries out of clocks, toys and electrical items so they can't leak.

CLOTHES, BEDDING AND CURTAINS
- Wash or dry-clean everything before storing it.
- Hang good clothes in wardrobe boxes so they don't crease.
- Vacuum bags are fine for a few months but natural fibres like wool are better stored in boxes with cedar blocks or lavender bags to keep moths away.

BOOKS AND PAPERWORK
- Pack books flat or spine down in small boxes.
- Use plastic crates or archive boxes for important paperwork and keep them off the floor.

LOADING YOUR UNIT
- Put pallets down first so nothing sits directly on the floor. We lend wooden pallets free of charge – just ask at reception.
- Put the largest and heaviest items at the back and stack boxes heaviest at the bottom.
- Leave an aisle down the middle so you can reach things at the back.
- Keep the things you'll need most often near the door.
- Leave a small gap, about 5cm, between your goods and the walls so air can circulate.
- Don't lean heavy items against the unit's partition walls.

NEED SUPPLIES?
Boxes, tape, bubble wrap, covers and padlocks are all on sale at reception. See our price list for current prices.`,
    },
    {
      type: 'document',
      title: 'Goods Protection Cover Summary',
      fileName: 'goods-protection-cover-summary.pdf',
      content: `KEEPWELL SELF STORAGE
GOODS PROTECTION COVER – SUMMARY OF COVER

This is a summary of the Goods Protection Cover available to Keepwell Self Storage customers. The cover is arranged by Keepwell Self Storage Ltd and underwritten by Harbourgate Underwriting Ltd. The full policy wording is available at reception or by email.

WHAT IT COSTS
- £1.50 per week for every £1,000 of cover
- Minimum cover £2,000
- Maximum cover £50,000 (higher amounts by arrangement)
- The premium includes Insurance Premium Tax and is added to your rent every 4 weeks

WHAT IS COVERED
Loss of or damage to the goods in your unit caused by:
- fire, lightning or explosion
- storm or flood
- water escaping from pipes, tanks or sprinklers
- theft involving forcible and violent entry into the building or your unit
- impact by vehicles
- earthquake
- riot and malicious damage

WHAT IS NOT COVERED
- the first £100 of every claim (the excess)
- theft without signs of forced entry, or theft by anyone with your PIN code or key
- mould, mildew, damp, rust or gradual deterioration
- damage caused by moths, insects or vermin
- mechanical or electrical breakdown
- goods that are not allowed under your Storage Agreement
- cash, stamps, jewellery, watches, precious metals and furs
- any single item worth more than £2,500 unless you have listed it with us in writing
- goods while being moved to or from the site
- cars, caravans, motorhomes, boats and trailers, which must be insured separately

VALUING YOUR GOODS
You should choose a cover level equal to the full cost of replacing everything in your unit as new. If you are underinsured, any claim will be reduced in proportion. For example, if your goods are worth £10,000 and you insure them for £5,000, a claim for £2,000 of damage would be settled at £1,000.
You can increase your cover at any time by telling reception. The new premium starts from your next payment.

MAKING A CLAIM
1. Tell Keepwell reception within 7 days of discovering the loss or damage.
2. If there has been a theft or malicious damage, report it to the police within 24 hours and get a crime reference number.
3. Do not throw damaged items away until the claims handler has had the chance to inspect them.
4. Send us your inventory, photos and any receipts or valuations you have.
Harbourgate aim to settle claims within 30 days of receiving all the information they need.

USING YOUR OWN INSURANCE INSTEAD
You do not have to take our cover if your own home contents or business policy covers goods kept in self storage. Before you move in, show us your policy schedule or a letter from your insurer confirming the address of our site and the amount of cover. We will ask to see proof again each year when your policy renews. If we cannot confirm you are insured, we will add Goods Protection Cover at the minimum £2,000 level until you show us proof.

CANCELLING
You can cancel Goods Protection Cover at any time by giving us proof of other insurance. Any premium paid for the period after cancellation will be refunded.`,
    },
    {
      type: 'document',
      title: 'Business Storage Information Pack',
      fileName: 'business-storage-information-pack.docx',
      content: `Business Storage Information Pack
Keepwell Self Storage, Loughborough

Around a third of our customers are businesses. They include online sellers, tradespeople, events companies, medical and pharmaceutical reps, estate agents, and solicitors and accountants who need somewhere safe for archive files. This pack explains the extra services we offer business customers.

Why Businesses Choose Keepwell
- No long lease. Rent from 2 weeks and leave with 7 days' notice.
- Change unit size as your stock goes up and down, with no transfer fee.
- VAT invoices every 4 weeks, emailed to whoever looks after your accounts.
- Several units on one account and one invoice.
- Each member of staff gets their own PIN code, and we can give you a report of gate entries on request.

Deliveries and Parcels
We accept deliveries on your behalf Monday to Saturday during office hours. Parcels are kept securely at reception and we email you when something arrives.
- Parcel handling is free for up to 20 parcels a month. After that it's 50p per parcel.
- Pallet deliveries up to 1,000kg are accepted with 24 hours' notice. We unload with our pallet truck and take the pallet to your unit if it's on the ground floor. Each pallet delivery costs £5.
- Couriers can collect from reception. Leave parcels labelled and ready by 3pm for same-day collection.
- Use this delivery address: Your Company Name, c/o Keepwell Self Storage, Unit 4 Brindley Way, Loughborough. Please don't use our address as your registered office.

24-Hour Access
Business customers can have round-the-clock access using an electronic fob, for £10 a month. Ground-floor units and containers are best for out-of-hours visits because the goods lift is switched off between 10pm and 6am.

Meeting Room and Facilities
- Our meeting room seats 8 and has a large screen and Wi-Fi. It costs £15 per hour or £60 per day, and business customers get 2 hours free each month.
- Free Wi-Fi and coffee in the customer lounge.
- Free use of our pallet truck and flatbed trolleys.
- Steel boltless shelving can be rented for your unit at £3 a week per bay, fitted by us.

Archive and Document Storage
- Archive boxes are £1.95 each or £17.50 for a pack of 10.
- Store files on shelving rather than the floor and keep a simple box index so staff can find things quickly.
- We work with a local shredding company. Put confidential papers in one of our locked shredding consoles by reception and they will be collected and shredded securely, for £6 per sack. A certificate of destruction is provided.

Accounts and Payment
- Pay by card, Direct Debit or bank transfer.
- Businesses with three or more units, or accounts open for more than 6 months, can apply for monthly invoicing on 14-day terms.
- Limited companies may be asked for a director's guarantee.

Getting Started
Tom Ellis, our Business Accounts Manager, can show you round, help you choose a unit and set up your account. Ring 01509 274880 or email tom@keepwellstorage.co.uk.`,
    },
    {
      type: 'document',
      title: 'Student Summer Storage 2026',
      fileName: 'student-summer-storage-2026.pdf',
      content: `KEEPWELL SELF STORAGE
STUDENT SUMMER STORAGE 2026
For Loughborough University and Loughborough College students

Heading home for the summer and don't want to drag everything with you? Keepwell has two simple options.

OPTION 1: WE COLLECT AND RETURN (BOX STORAGE)
We collect your boxes and bags from your halls or student house in Loughborough, store them safely over the summer and bring them back when you return.
- £45 for up to 5 items for the whole summer (up to 16 weeks)
- £7 for each extra item
- Bikes £15 each (e-bikes and e-scooters only with the battery removed)
- An item is one box, suitcase or bag weighing no more than 25kg
- Up to £1,000 of Goods Protection Cover is included free

Collection days 2026: 10, 11, 12, 17, 18 and 19 June
Return delivery days 2026: Thursday 24 September to Sunday 27 September
Collection or delivery on any other day costs £20 per trip.
Book before 1 May and we'll give you a free starter pack of 5 medium boxes and a roll of tape.
The last date to book a collection is 31 May 2026.

OPTION 2: YOUR OWN UNIT
Rather bring your things in yourself, or share with flatmates? Rent a unit for the whole summer at a fixed price:
- 25 sq ft unit: £149 for 15 weeks, paid up front
- 35 sq ft unit: £189 for 15 weeks, paid up front
- No deposit needed
- Access during normal gate hours, 6am to 10pm
- You'll need Goods Protection Cover or your own insurance
The 15 weeks can start any time between 1 June and 30 June.

WHAT YOU NEED TO BOOK
- Your valid student ID card
- A mobile number and email address
- A home address outside Loughborough
You don't need a guarantor.

PACKING RULES
- Label every item with your name, student number and mobile number.
- No food of any kind, even unopened packets, and no drinks.
- No aerosols, candles or anything on our prohibited items list.
- Bedding and clothes should be clean and dry.
- Seal boxes with tape – no open-topped boxes or bin bags.

HOW TO BOOK
Book online at keepwellstorage.co.uk/students, call in at reception, or visit our stand at the Students' Union in May. Any questions, ring 01509 274880.`,
    },

    // ------------------------------------------------------------- Website
    {
      type: 'website',
      title: 'About Us | Keepwell Self Storage Loughborough',
      url: 'https://www.keepwellstorage.co.uk/about-us',
      content: `# About Keepwell Self Storage

Keepwell is an independent, family-run self storage centre in Loughborough. Dave and Karen Mottram opened the doors in 2009 with 60 units in one half of an old building on Brindley Way. Today we have 340 indoor units over two floors, 48 outdoor containers and a secure compound for 30 vehicles, and we're still owned and run by the same family.

## Our story

Dave spent twenty years running a removals firm around Leicestershire and kept hearing the same thing from customers: they needed somewhere safe to put their things for a few weeks between houses, and the only choices were a damp lock-up or a long drive to a big chain store. When the former Brindley hosiery mill came up for sale in 2008, Dave and Karen took the plunge. The old knitting floors, with their thick brick walls and high ceilings, turned out to be perfect for storage.

The first floor was fitted out in 2016 and the outdoor container yard opened in 2019. We've grown a bit at a time, always listening to what our customers asked for.

## Meet the team

- **Dave Mottram**, Founder and Director. Still jumps in the Keepwell Collect van when we're busy.
- **Karen Mottram**, Director. Looks after accounts and billing.
- **Priya Sandhu**, Store Manager. Priya joined us in 2014 and runs the site day to day.
- **Tom Ellis**, Business Accounts Manager. Tom looks after our business and trade customers.
- **Lewis Brennan**, Keepwell Collect Team Leader.
- **Chloe Mottram**, weekend reception and our resident packing expert.

## What we stand for

- **Straightforward prices.** No admin fees, no hidden extras and no surprise price rises.
- **Real people.** Ring us and you'll speak to someone on site, not a call centre.
- **Looking after Loughborough.** We give free storage to three local charities, including Charnwood Baby Bank, and we sponsor a local junior football team.
- **Going greener.** 180 solar panels on our roof produce around 70% of the electricity we use, all our lighting is LED with motion sensors, and the "take a box, leave a box" shelf by reception lets customers reuse good second-hand boxes for free.

## Accreditations and reviews

- Full member of the Self Storage Association UK since 2011
- Highly commended in the Independent Store of the Year awards, 2023
- Rated 4.9 out of 5 from more than 640 Google reviews

Come and say hello – the kettle's usually on.`,
    },
    {
      type: 'website',
      title: 'Unit Size Guide | Keepwell Self Storage',
      url: 'https://www.keepwellstorage.co.uk/unit-sizes',
      content: `# Unit Size Guide

Choosing the right size means you only pay for the space you need. Use this guide to get a feel for each size, then give us a call and we'll help you decide.

All of our indoor units have ceilings 2.4m (8ft) high, so you can stack boxes well above head height. A 50 sq ft unit therefore gives you about 400 cubic feet of space.

## 15 sq ft locker (5ft x 3ft)

Perfect for a few boxes, suitcases, golf clubs, Christmas decorations or files. Lockers are on the ground floor next to reception.

## 25 sq ft (5ft x 5ft)

About the size of a walk-in cupboard. Holds the contents of a student room: around 20 boxes, a bike and a few bags.

## 35 sq ft (5ft x 7ft)

Good for a loft or garage clear-out, or a sofa, an armchair and around 15 boxes.

## 50 sq ft (5ft x 10ft)

About the size of a large garden shed. Takes the contents of a one-bedroom flat without white goods, or a small van load.

## 75 sq ft (7.5ft x 10ft)

Fits the contents of a two-bedroom flat, including a fridge-freezer and washing machine.

## 100 sq ft (10ft x 10ft)

Our most popular size. Takes a typical two-to-three-bedroom house, or one full Luton van load. It's a little smaller than a single garage.

## 150 sq ft (10ft x 15ft)

A three-bedroom house including white goods, garden furniture and bikes.

## 200 sq ft (10ft x 20ft)

A four- or five-bedroom house, roughly two Luton van loads. Also popular with businesses for stock and equipment.

## Doors and floors

Units up to 50 sq ft have hinged doors 0.9m wide. Units of 75 sq ft and above have roller shutter doors 2.1m wide and 2.1m high, so sofas and wardrobes go straight in. Around half of our units are on the ground floor, close to the loading bays; the rest are on the first floor, reached by our goods lift. Ground-floor units go quickly, so book early if you'd like one.

## Still not sure?

Come and stand inside our 50 sq ft show unit beside reception. It's full of real furniture and boxes, so you can see exactly how much fits. And if you find you've booked too much space, we'll move you to a smaller unit free of charge.`,
    },
    {
      type: 'website',
      title: 'Outdoor Storage Containers | Keepwell Self Storage',
      url: 'https://www.keepwellstorage.co.uk/containers',
      content: `# Outdoor Storage Containers

Our container yard sits alongside the main building and has 48 steel containers: 30 at 20ft and 18 at 10ft. You can drive right up to the doors, which makes containers ideal for builders, landscapers, market traders and anyone with bulky or muddy kit.

## Container sizes

- **10ft container:** internal size 3m x 2.4m, about 80 sq ft of floor space, internal height 2.35m
- **20ft container:** internal size 6m x 2.4m, about 160 sq ft of floor space, internal height 2.35m
- Both have double doors opening 2.3m wide and 2.2m high

## What people use them for

- Tools, plant and materials for trades
- Garden machinery and ride-on mowers
- Furniture and household contents during building work
- Stock and gazebos for market and event traders

## Built for the British weather

Every container is wind and watertight and is checked by our team every quarter. The underside of each roof has an anti-condensation coating and there are two vents on each container. Floors are marine plywood and can take a hand pallet truck, but not a forklift.

Containers aren't insulated, so they warm up and cool down with the weather. For long stays over winter we suggest an indoor unit for mattresses, upholstered furniture, paperwork and electronics.

## Security

The container yard is inside our main perimeter fence, floodlit from dusk to dawn and covered by CCTV. Every door has a steel lock box that protects the padlock from bolt cutters. Only a closed-shackle padlock fits the lock box – you can buy one from our shop at reception.

## Things to know

- There's no electricity or lighting inside the containers, so bring a torch on winter evenings.
- Petrol or diesel machinery such as mowers, strimmers and generators must have the fuel drained, and fuel cans can't be stored.
- You can load and unload right at your container door, but please don't leave vehicles parked in the yard.
- Access is the same as the main site, 6am to 10pm, with 24-hour access available to business customers.

## Prices and availability

Container rent is charged weekly and billed every 4 weeks. See our current price list, or ring 01509 274880 to check which sizes are free.`,
    },
    {
      type: 'website',
      title: 'Keepwell Collect Collection Service | Keepwell Self Storage',
      url: 'https://www.keepwellstorage.co.uk/keepwell-collect',
      content: `# Keepwell Collect

No van, or just don't fancy doing the heavy lifting? Keepwell Collect is our own collection service. Our team collects your things and puts them away in your unit, so all you need to do is pack.

## How it works

1. Ring us or call in to book, at least 48 hours ahead. Tell us roughly what you're sending and we'll estimate how long it will take.
2. On the day, a two-person team arrives in our Luton van with blankets, straps, a sack truck and a furniture dolly.
3. We wrap and load your furniture and boxes, bring them to Keepwell and stack everything in your unit.
4. When you need your things back, we can deliver them to your new address at the same rates.

## Prices

- **First hour:** £75, including travel within 10 miles of our site
- **Each extra hour:** £45, charged in 30-minute blocks
- **Longer distances:** £1.20 per mile for every mile beyond 10 miles from us, counted one way
- **Saturdays:** add £20. We don't do collections on Sundays.
- Payment is by card on the day once the job is finished.

A one-bedroom flat usually takes about 2 hours and a three-bedroom house 4 to 5 hours.

## What we need from you

- Everything packed, sealed and labelled before we arrive. We don't pack for you, but our shop sells moving kits.
- Beds and wardrobes taken apart, or we can take apart simple furniture for £15 per item.
- Somewhere for a Luton van to park close to your door. Any parking permits or bay suspension costs are yours.

## What we can't move

- Pianos – we'll happily recommend a specialist piano mover
- Safes and gym equipment over 100kg
- Hot tubs and garden sheds
- Anything on our prohibited items list, such as paint, gas bottles or fuel

## Cover while we move your things

While your belongings are in our van they're covered by our own goods in transit insurance, up to £10,000 per load.

## Rather do it yourself? Borrow our van free

New customers who book an indoor unit for 12 weeks or more can borrow our 3.5-tonne Luton van free for up to 3 hours on move-in day. Just bring it back with the same amount of fuel. Drivers must be aged 25 to 75, have held a full UK driving licence for at least 3 years and have no more than 6 penalty points. We take a £100 refundable deposit on your card when you collect the keys.`,
    },
    {
      type: 'website',
      title: 'Vehicle, Caravan and Boat Storage | Keepwell Self Storage',
      url: 'https://www.keepwellstorage.co.uk/vehicle-storage',
      content: `# Vehicle, Caravan and Boat Storage

Behind our main building is a separate, secure compound with 30 hardstanding spaces for cars, motorbikes, caravans, motorhomes, campervans, boats on trailers and general trailers. It's a handy alternative to blocking the drive or paying for a space miles away.

## What fits

Spaces take vehicles up to 9 metres long, including the tow hitch. There's no height limit because the compound is open to the sky. Commercial vans are welcome on business accounts.

## Security

- The compound has its own PIN-controlled gate inside our main perimeter fence
- 2.4m steel palisade fencing and CCTV covering every space
- Awarded CaSSOA Silver by the Caravan Storage Site Owners' Association
- Caravans and trailers must have a hitch lock fitted, and we recommend a wheel clamp as well

## Rules for vehicle storage

- Every vehicle must be taxed or declared SORN with the DVLA, and insured by you. Our Goods Protection Cover doesn't cover vehicles or anything left inside them.
- Remove gas bottles, spare fuel cans and any food before you store.
- There's no electric hook-up on the pitches. If your leisure battery needs charging, take it home or fit a small solar panel.
- No living or sleeping in vehicles, and no repairs or servicing on site apart from checking tyre pressures and topping up screen wash.
- For cars, campervans and motorhomes please leave a spare key with us in our secure key safe, so we can move the vehicle in an emergency.
- Access is during normal site hours, 6am to 10pm.

## Availability

Caravan and motorhome spaces are in high demand from March to October, so there's sometimes a waiting list. Ring us to put your name down – it's free to join and we'll call you as soon as a space comes up.

## What to bring

When you move in we'll need to see the vehicle's V5C logbook (or proof of ownership for boats and trailers), a current insurance certificate and photo ID.

## Prices

Weekly rates depend on the type and length of the vehicle. See our current price list or ask at reception.`,
    },
    {
      type: 'website',
      title: 'Contact Us and Directions | Keepwell Self Storage',
      url: 'https://www.keepwellstorage.co.uk/contact',
      content: `# Contact Us

We're on site seven days a week. Ring, email, send us a WhatsApp or just call in.

## Address

Keepwell Self Storage
Unit 4 Brindley Way
Loughborough
Leicestershire
LE11 5XT

## Phone, email and WhatsApp

- Phone: 01509 274880
- Email: hello@keepwellstorage.co.uk
- WhatsApp: 07700 918442 (we reply during office hours)
- Business accounts: tom@keepwellstorage.co.uk

We aim to answer emails and WhatsApp messages within one working day.

## Office hours

- Monday to Friday: 8.30am to 5.30pm
- Saturday: 9am to 4pm
- Sunday: 10am to 2pm
- Bank holidays: 10am to 2pm
- Closed on Christmas Day, Boxing Day and New Year's Day

Customers with an active account can get in through the gate with their PIN code from 6am to 10pm every day, including bank holidays.

## Finding us by car

From the M1, leave at junction 23 and follow the A512 towards Loughborough for about 1.5 miles. At the third roundabout turn left onto Fairmead Road, then take the second right into Brindley Way. We're the large red-brick building at the very end, past the tyre centre.

If you use a sat nav, our postcode takes you to the start of Brindley Way – keep going to the end of the road.

There's no height barrier at our entrance and lorries up to 7.5 tonnes can turn in the yard. Articulated lorries can't get in, so please let your haulier know.

## By train and bus

We're a 12-minute walk from Loughborough railway station: turn right out of the station, follow Station Street to the lights and turn left onto Fairmead Road. The number 7 bus stops on Fairmead Road, about 3 minutes' walk from our gate.`,
    },
  ],

  questions: [
    // --------------------------------------------------------- FAQ targets
    {
      text: 'roughly how much does it cost to rent somewhere to put my stuff',
      expect: 'How much does a storage unit cost?',
    },
    { text: 'ballpark price for storage?', expect: 'How much does a storage unit cost?' },
    { text: 'do you take a security deposit', expect: 'Do I need to pay a deposit?' },
    { text: 'what time does reception shut on a saturday', expect: 'What are your opening hours?' },
    { text: 'are you open sundays', expect: 'What are your opening hours?' },
    {
      text: 'if i need something out of storage at 7 in the morning can i get in before your staff arrive?',
      expect: 'Can I get to my unit when the office is closed?',
    },
    { text: 'late night access?', expect: 'Can I get to my unit when the office is closed?' },
    {
      text: 'do i have to get my stuff insured or is that optional',
      expect: 'Do I need insurance for my things?',
    },
    {
      text: 'what kind of things are banned from being kept in a unit',
      expect: "Is there anything I'm not allowed to store?",
    },
    {
      text: 'no idea how much space i need, can you help me figure it out',
      expect: 'How do I know what size unit I need?',
    },
    {
      text: 'how long notice to end my rental',
      expect: 'How much notice do I need to give when I move out?',
    },
    {
      text: 'clearing my stuff out next week, how much warning do you guys need before i stop paying',
      expect: 'How much notice do I need to give when I move out?',
    },
    {
      text: 'i only need somewhere for like 10 days is that ok or do you have a minimum',
      expect: 'Is there a minimum rental period?',
    },
    { text: 'shortest time i can rent for?', expect: 'Is there a minimum rental period?' },
    { text: 'parking?', expect: 'Is there parking and somewhere to load?' },
    {
      text: 'can i pull my van up close to the door to unload',
      expect: 'Is there parking and somewhere to load?',
    },
    {
      text: 'can i buy cardboard boxes off you even if im not a customer',
      expect: 'Do you sell boxes and packing materials?',
    },
    { text: 'do you do packing supplys', expect: 'Do you sell boxes and packing materials?' },
    {
      text: 'can you come and pick my furniture up from the house',
      expect: 'Can you collect my things from my home?',
    },
    {
      text: 'got a classic car that needs a home over winter, do you take cars',
      expect: 'Can I store a car, caravan or motorhome?',
    },
    {
      text: 'do you rent units to companies or is it just for households',
      expect: 'Do you offer storage for businesses?',
    },
    {
      text: 'could i set up a little woodwork bench in one of the bigger units and do my hobby there',
      expect: 'Can I use my unit as a workshop or office?',
    },
    { text: 'can i work from my unit', expect: 'Can I use my unit as a workshop or office?' },
    { text: 'how safe is my stuff there, whats security like', expect: 'How secure is the site?' },
    { text: 'cctv?', expect: 'How secure is the site?' },
    {
      text: 'my unit is upstairs, how am i meant to get a heavy wardrobe up there',
      expect: 'Do you have trolleys and a lift?',
    },
    { text: 'do you have sack trucks i can borrow', expect: 'Do you have trolleys and a lift?' },
    { text: 'do you take amex', expect: 'How can I pay?' },
    { text: 'can i pay by cheque', expect: 'How can I pay?' },
    {
      text: "i've run out of room in mine, can i upgrade to a bigger one",
      expect: 'Can I move to a bigger or smaller unit?',
    },
    {
      text: 'worried damp will ruin my sofa, are the units dry',
      expect: 'Will my things get damp?',
    },
    { text: 'is the building heated', expect: 'Will my things get damp?' },
    {
      text: 'can my husband get in to the unit as well as me',
      expect: 'Can someone else access my unit?',
    },
    {
      text: 'my removal firm will be dropping stuff off, can they get in without me being there',
      expect: 'Can someone else access my unit?',
    },

    // ---------------------------------------------------- Price List 2026
    { text: 'how much is a ten by ten per week', expect: 'Price List 2026', fact: '£38.00' },
    {
      text: 'how much is one of those boxes with a rail for hanging clothes',
      expect: 'Price List 2026',
      fact: '£12.50',
    },
    {
      text: 'whats the monthly cost of a 20 foot shipping container',
      expect: 'Price List 2026',
      fact: '£168.00',
    },
    { text: 'if i pay for a whole year up front do i get money off', expect: 'Price List 2026' },
    {
      text: 'what do you charge if i lose my padlock key and you have to cut it off',
      expect: 'Price List 2026',
    },
    {
      text: 'price to keep a motorhome thats about 8 metres long',
      expect: 'Price List 2026',
      fact: '£22.00',
    },

    // ----------------------------------------- Storage Terms and Conditions
    {
      text: 'if i fall behind on rent will you lock me out of my unit',
      expect: 'Storage Terms and Conditions',
      fact: '14 days',
    },
    {
      text: 'can you sell my belongings if i dont pay? how long do i get',
      expect: 'Storage Terms and Conditions',
      fact: '21 days',
    },
    {
      text: 'how much warning do you give before putting the rent up',
      expect: 'Storage Terms and Conditions',
      fact: '28 days',
    },
    { text: 'can i keep my electric scooter in the unit', expect: 'Storage Terms and Conditions' },
    {
      text: 'are your staff allowed to go into my unit when im not there',
      expect: 'Storage Terms and Conditions',
    },
    {
      text: "if your lot damage something of mine is there a limit on what you'd pay out",
      expect: 'Storage Terms and Conditions',
      fact: '£1,500',
    },

    // --------------------------------------------- Packing and Storing Guide
    {
      text: 'how should i get a fridge freezer ready before it goes into storage',
      expect: 'Packing and Storing Guide',
      fact: '48 hours',
    },
    {
      text: 'any tips for arranging everything in the unit so i can still reach stuff at the back',
      expect: 'Packing and Storing Guide',
    },
    {
      text: 'how many boxes will i need for a 3 bed house roughly',
      expect: 'Packing and Storing Guide',
      fact: '60 to 80',
    },
    {
      text: 'whats the max weight i should put in one box',
      expect: 'Packing and Storing Guide',
      fact: '20kg',
    },
    {
      text: 'best way to store big mirrors and framed pictures so they dont break',
      expect: 'Packing and Storing Guide',
    },

    // ----------------------------------------- Goods Protection Cover Summary
    {
      text: 'is there an excess on the storage insurance',
      expect: 'Goods Protection Cover Summary',
      fact: '£100',
    },
    {
      text: 'does your insurance pay out if my things go mouldy',
      expect: 'Goods Protection Cover Summary',
    },
    {
      text: 'whats the most i can insure my stuff for with you',
      expect: 'Goods Protection Cover Summary',
      fact: '£50,000',
    },
    {
      text: "something's gone missing from my unit but the lock wasnt broken, would the cover pay",
      expect: 'Goods Protection Cover Summary',
    },
    {
      text: 'how soon do i need to tell you if something gets damaged and i want to claim',
      expect: 'Goods Protection Cover Summary',
      fact: '7 days of discovering',
    },

    // --------------------------------------- Business Storage Information Pack
    {
      text: 'i run an etsy shop, how many parcels a month can you take in for me before you start charging',
      expect: 'Business Storage Information Pack',
      fact: '20 parcels',
    },
    {
      text: 'can you accept a pallet delivery for us',
      expect: 'Business Storage Information Pack',
    },
    {
      text: 'is there a room i can hire to meet a client, and whats the cost',
      expect: 'Business Storage Information Pack',
      fact: '£15 per hour',
    },
    {
      text: 'do you do confidential shredding for old files',
      expect: 'Business Storage Information Pack',
      fact: '£6 per sack',
    },
    {
      text: 'can our company be invoiced monthly rather than paying by card each time',
      expect: 'Business Storage Information Pack',
    },

    // ---------------------------------------------- Student Summer Storage 2026
    {
      text: 'im at lboro uni going home for summer, how much for you to pick up 5 boxes from halls and keep them',
      expect: 'Student Summer Storage 2026',
      fact: '£45',
    },
    {
      text: 'when do you bring students stuff back in september',
      expect: 'Student Summer Storage 2026',
      fact: '24 September',
    },
    {
      text: 'can i leave my bike with you over the summer holidays, im a student',
      expect: 'Student Summer Storage 2026',
    },
    {
      text: 'whats the last day to book the summer pick up',
      expect: 'Student Summer Storage 2026',
    },
    {
      text: 'me and my flatmates want to share a small unit over the summer break, how much is that',
      expect: 'Student Summer Storage 2026',
      fact: '£149',
    },

    // --------------------------------------------------------------- About Us
    { text: 'who owns keepwell', expect: 'About Us | Keepwell Self Storage Loughborough' },
    {
      text: 'what was your building used for before it was storage',
      expect: 'About Us | Keepwell Self Storage Loughborough',
      fact: 'hosiery',
    },
    {
      text: 'are you part of any trade association',
      expect: 'About Us | Keepwell Self Storage Loughborough',
      fact: 'Self Storage Association',
    },
    {
      text: 'do you support any local charities',
      expect: 'About Us | Keepwell Self Storage Loughborough',
    },
    {
      text: 'are you an environmentally friendly company at all',
      expect: 'About Us | Keepwell Self Storage Loughborough',
    },

    // ------------------------------------------------------- Unit Size Guide
    {
      text: 'how high are the ceilings inside the units',
      expect: 'Unit Size Guide | Keepwell Self Storage',
      fact: '2.4m (8ft)',
    },
    {
      text: 'is the 10x10 one about as big as a garage',
      expect: 'Unit Size Guide | Keepwell Self Storage',
      fact: 'single garage',
    },
    {
      text: 'how wide are the doors on the bigger units, need to get a 3 seater sofa in',
      expect: 'Unit Size Guide | Keepwell Self Storage',
      fact: '2.1m',
    },
    {
      text: 'is there anywhere i can see what a unit looks like full of stuff before booking',
      expect: 'Unit Size Guide | Keepwell Self Storage',
    },
    {
      text: 'what size would fit a whole luton van load',
      expect: 'Unit Size Guide | Keepwell Self Storage',
    },

    // ----------------------------------------------------------- Containers
    {
      text: 'what are the inside measurements of the smaller container',
      expect: 'Outdoor Storage Containers | Keepwell Self Storage',
      fact: '3m x 2.4m',
    },
    {
      text: 'can i get a forklift inside the container',
      expect: 'Outdoor Storage Containers | Keepwell Self Storage',
    },
    {
      text: 'what type of lock do i need for a container',
      expect: 'Outdoor Storage Containers | Keepwell Self Storage',
      fact: 'closed-shackle',
    },
    {
      text: 'is there power or a light in the containers',
      expect: 'Outdoor Storage Containers | Keepwell Self Storage',
    },
    {
      text: 'is it ok to keep my petrol strimmer and lawnmower in a container',
      expect: 'Outdoor Storage Containers | Keepwell Self Storage',
      fact: 'drained',
    },

    // ------------------------------------------------------- Keepwell Collect
    {
      text: 'whats the charge for every hour after the first with your pickup service',
      expect: 'Keepwell Collect Collection Service | Keepwell Self Storage',
      fact: '£45',
    },
    {
      text: 'i live in leicester about 15 miles away, is there an extra charge for distance for a collection',
      expect: 'Keepwell Collect Collection Service | Keepwell Self Storage',
      fact: '£1.20 per mile',
    },
    {
      text: 'can your lads collect on a saturday and is it dearer',
      expect: 'Keepwell Collect Collection Service | Keepwell Self Storage',
      fact: 'add £20',
    },
    {
      text: 'will your men move my piano',
      expect: 'Keepwell Collect Collection Service | Keepwell Self Storage',
    },
    {
      text: 'do new customers get to borrow a van to move in',
      expect: 'Keepwell Collect Collection Service | Keepwell Self Storage',
    },
    {
      text: 'im 23 can i drive your van',
      expect: 'Keepwell Collect Collection Service | Keepwell Self Storage',
    },

    // -------------------------------------------------------- Vehicle storage
    {
      text: 'whats the longest caravan you can fit',
      expect: 'Vehicle, Caravan and Boat Storage | Keepwell Self Storage',
      fact: '9 metres',
    },
    {
      text: 'is there electric hookup so i can keep my caravan battery topped up',
      expect: 'Vehicle, Caravan and Boat Storage | Keepwell Self Storage',
    },
    {
      text: 'does my car have to be taxed if i store it with you, its off the road',
      expect: 'Vehicle, Caravan and Boat Storage | Keepwell Self Storage',
      fact: 'SORN',
    },
    {
      text: 'do i need to give you a key for my campervan',
      expect: 'Vehicle, Caravan and Boat Storage | Keepwell Self Storage',
    },
    {
      text: 'what documents do i bring when i drop the motorhome off',
      expect: 'Vehicle, Caravan and Boat Storage | Keepwell Self Storage',
      fact: 'V5C',
    },

    // --------------------------------------------------------------- Contact
    {
      text: 'whats your postcode for the satnav',
      expect: 'Contact Us and Directions | Keepwell Self Storage',
      fact: 'LE11 5XT',
    },
    {
      text: 'coming down the m1 how do i find you',
      expect: 'Contact Us and Directions | Keepwell Self Storage',
      fact: 'junction 23',
    },
    {
      text: 'can i message you on whatsapp',
      expect: 'Contact Us and Directions | Keepwell Self Storage',
    },
    {
      text: 'open bank holiday monday?',
      expect: 'Contact Us and Directions | Keepwell Self Storage',
      fact: '10am to 2pm',
    },
    {
      text: 'dont drive, is there a bus that goes near you',
      expect: 'Contact Us and Directions | Keepwell Self Storage',
      fact: 'number 7',
    },
  ],

  requests: [
    {
      text: "I'd like to book a 50 sq ft unit from Saturday 14th March please, name's Gemma Hollis",
      expect: 'Appointments',
    },
    {
      text: 'can we arrange a time for me to come and have a look round next tuesday afternoon',
      expect: 'Appointments',
    },
    {
      text: 'Please reserve one of the 20ft containers for me from the start of next month',
      expect: 'Appointments',
    },
    {
      text: 'need your collection van booked for 3rd april to pick up from my flat in shepshed',
      expect: 'Appointments',
    },
    {
      text: "really not happy, the gate keypad wouldn't take my code last night and i couldn't get my tools out for work this morning. not good enough",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say Priya and the team were brilliant helping us move in on saturday, thank you so much!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "I've been charged a late fee even though my card payment went through on time. I want this sorted and refunded",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone give me a ring back about storing stock for my business, 07812 445903',
      expect: 'General Inquiry',
    },
    {
      text: 'please email a copy of your prices to mark.dunn@gmail.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Looking for a quote to store the contents of a 3 bed house for about 6 months, my email is s.khan84@outlook.com',
      expect: 'General Inquiry',
    },
    { text: 'can I speak to an actual person please', expect: 'handoff' },
    { text: 'put me through to someone in the office', expect: 'handoff' },
    { text: "this bot isn't helping, i need a real human", expect: 'handoff' },
  ],

  offTopic: [
    'how much does big yellow charge for a 50 sq ft unit',
    'does the council collect old sofas and how do i book a bulky waste pickup',
    'do i need planning permission to put a shipping container in my back garden',
    'can you recommend a locksmith, ive locked myself out of my house',
    'are there any car boot sales in loughborough this weekend',
    'do you sell second hand shipping containers',
    "what's the weather going to be like in loughborough tomorrow",
    'write me a short poem about moving house',
    'whats a good recipe for chicken curry',
    'what is the capital of australia',
    'who won the premier league last season',
    "what's 15% of 240",
    'tell me a joke',
    'how do i reset my iphone',
  ],
};
