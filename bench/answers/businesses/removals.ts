import type { Business } from '../types.js';

export const removals: Business = {
  slug: 'removals',
  name: 'Kestrel Removals & Storage',
  field: 'Removals and storage',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'How much does a typical house move cost?',
      content:
        "As a guide, a local move (within 20 miles of Chelmsford) costs from £425 for a 1-bedroom flat, £650 for a 2-bedroom house, £925 for a 3-bedroom house and £1,400 for a 4-bedroom house. These prices include the crew, vehicle, fuel and standard goods-in-transit cover, but not packing. Your exact price is fixed after a free survey and won't change unless your inventory does.",
    },
    {
      type: 'faq',
      title: 'What is your man and van hourly rate?',
      content:
        'Our man and van service costs £55 per hour for one porter with a 3.5 tonne Luton van, or £75 per hour for two porters. There is a 2-hour minimum, and after that time is charged in 30-minute blocks. Saturday man and van bookings are £10 per hour extra.',
    },
    {
      type: 'faq',
      title: 'Do you offer a free survey?',
      content:
        "Yes, every house move quote starts with a free, no-obligation survey. Our senior surveyor Priya Nandra can visit in person (about 45 minutes for a 3-bed home) or carry out a video survey over WhatsApp or Zoom at a time that suits you. You'll receive a fixed written quote by email within 24 hours.",
    },
    {
      type: 'faq',
      title: 'How much deposit do you take?',
      content:
        "We take a 20% deposit to hold your moving date, and the balance is due 3 working days before the move. Payments can be made by bank transfer or by Visa or Mastercard through a secure payment link. We don't accept cash on the day or American Express.",
    },
    {
      type: 'faq',
      title: 'What happens if my completion date changes?',
      content:
        'We know property chains rarely run to plan. You can move your date free of charge if you let us know at least 5 working days beforehand; later changes carry a £75 rebooking fee, subject to availability. If completion slips on the day itself, we can keep your goods loaded on the lorry overnight in our secure, alarmed yard for £110 per night.',
    },
    {
      type: 'faq',
      title: 'Are my belongings insured during the move?',
      content:
        'Every move includes goods-in-transit cover up to £50,000 per load. You can add Full Value Protection for £5 per £1,000 of declared value, which also covers boxes you packed yourself against breakage. Without it, self-packed boxes are covered for loss but not for breakage.',
    },
    {
      type: 'faq',
      title: 'Do you move pianos?',
      content:
        'Yes, our two-person piano team handles both uprights and grands. Moving an upright piano locally costs from £195 (ground floor to ground floor), and baby grands start at £450 because the legs are removed and the piano is strapped to a piano board. Please tell us about any steps, as each flight of stairs adds £40.',
    },
    {
      type: 'faq',
      title: 'Will you take apart and put back together our furniture?',
      content:
        "Our crews dismantle and reassemble standard beds, dining tables and wardrobes free of charge as part of your move. Flat-pack furniture (IKEA, Wayfair and similar) is £25 per item because it often needs extra care to survive. We don't take down wall-mounted TVs, shelving or anything that is plumbed or wired in.",
    },
    {
      type: 'faq',
      title: 'Which areas do you cover?',
      content:
        "We're based in Chelmsford and cover all of Essex, plus Suffolk, Hertfordshire, Cambridgeshire and Greater London every week. Local rates apply within 20 miles of our depot; beyond that we add £2.40 per mile for the return journey. For moves to Scotland or Europe, please see our Long Distance page.",
    },
    {
      type: 'faq',
      title: 'How far ahead do I need to book?',
      content:
        "We recommend booking 4 to 6 weeks ahead, and 8 weeks for Fridays or the last week of any month, which are our busiest days. We do take short-notice bookings, so call 01245 358 620 and we'll check the diary for you the same day.",
    },
    {
      type: 'faq',
      title: 'Do you work weekends and bank holidays?',
      content:
        "Yes. Saturday house moves are charged at our normal rates, Sunday moves carry a 15% surcharge and bank holiday moves a 25% surcharge. We don't move on Christmas Day, Boxing Day or New Year's Day.",
    },
    {
      type: 'faq',
      title: 'Can I borrow wardrobe boxes?',
      content:
        "Yes. On moving day the crew bring hanging wardrobe cartons free of charge: your clothes go straight from the rail onto the carton's hanger bar, and we take the cartons back when we unload. If you'd like to keep them afterwards, they're £12 each.",
    },
    {
      type: 'faq',
      title: "Can you take away furniture we don't want?",
      content:
        "We're a licensed waste carrier (licence CBDU284175) and can remove unwanted items on moving day. It costs £35 per bulky item or £180 for a quarter-lorry load, and anything in good condition is offered to the British Heart Foundation furniture shop in Chelmsford first. We can't take fridges, freezers or building rubble.",
    },
    {
      type: 'faq',
      title: 'Can you move my plants and pets?',
      content:
        "We're happy to take house plants on local moves, but we can't guarantee them on journeys over 4 hours or during frosts. We don't transport live animals of any kind, including fish in tanks, so please make your own arrangements for pets.",
    },
    {
      type: 'faq',
      title: "Is there anything you won't move?",
      content:
        "For safety we can't carry paint, petrol, gas bottles, fireworks, bulk aerosols or flammable chemicals. Please keep cash, jewellery, passports, keys and important documents with you on the day, as they aren't covered by our insurance.",
    },
    {
      type: 'faq',
      title: 'Do I need to sort out parking for the lorry?',
      content:
        "Our standard removal lorry is a 7.5 tonne vehicle about 9 metres long, so we need a space close to your door at both addresses. If there are yellow lines or permit bays, we can apply to the local council for a parking suspension on your behalf for a £45 admin fee plus the council's own charge (Chelmsford City Council charges £52 per day).",
    },
    {
      type: 'faq',
      title: 'Can you do all the packing for us?',
      content:
        'Yes. Our full packing service is usually done the day before the move: a 3-bedroom house takes 3 packers about one working day and costs from £480 including all materials. A fragile-only pack (china, glass, pictures and mirrors) starts at £195, and we can unpack at the other end for a similar charge.',
    },
    {
      type: 'faq',
      title: 'Do you offer student discounts?',
      content:
        "Students with a valid student card get our man and van service for £45 per hour (one porter) from Sunday to Thursday, minimum 2 hours. It's very popular for Anglia Ruskin halls moves in June and September, so book early.",
    },
    {
      type: 'faq',
      title: 'What should I do if something gets damaged?',
      content:
        "Note any damage on the crew leader's delivery sheet, then email claims@kestrelremovals.co.uk with photos within 7 days of your move. Sophie Marsh handles all claims and will acknowledge yours within 2 working days; most are settled within 28 days, either by repair through our furniture restorer or by payment.",
    },
    {
      type: 'faq',
      title: 'Are you members of a trade association?',
      content:
        "Yes, we've been members of the British Association of Removers (BAR) since 2004, membership number 4471, and we're also Which? Trusted Traders. BAR membership means our crews are trained to the industry standard and you can use the BAR's independent conciliation service if a dispute can't be settled with us.",
    },
    {
      type: 'faq',
      title: 'Do you move single items?',
      content:
        "Yes. A single item such as a sofa, fridge-freezer or wardrobe can be moved locally for a fixed £85, or £110 if it needs two people and stairs. Collections from eBay or Facebook Marketplace sellers are fine as long as you've already paid the seller.",
    },
    {
      type: 'faq',
      title: 'How long will my move take?',
      content:
        "Most local moves are finished in a single day: a 2-bed home normally takes 6 to 7 hours from arrival to the last item in place. Bigger homes and long-distance moves may be spread over two days, and we'll tell you this at the survey.",
    },
    {
      type: 'faq',
      title: 'Do you move garden furniture and sheds?',
      content:
        "Garden furniture, pots, barbecues and ride-on mowers are moved as part of a normal house move; petrol mowers must have their fuel drained first. We can dismantle and re-erect a standard 8x6 timber shed for £150. We can't move hot tubs or greenhouses.",
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Customer Guide to Moving Day',
      fileName: 'moving-day-guide.txt',
      content: `KESTREL REMOVALS & STORAGE
Customer Guide to Moving Day

Thank you for choosing Kestrel. This guide explains what happens on the day so that nothing comes as a surprise. Please read it a few days before your move and keep it handy.

BEFORE WE ARRIVE
Your crew leader will phone you the evening before your move, between 5pm and 7pm, to confirm the arrival time and check access at both addresses. Crews normally arrive between 7:45am and 8:30am.

- Defrost and dry your freezer at least 24 hours before the move.
- Disconnect your washing machine and dishwasher. Our crews are not permitted to disconnect plumbing or gas.
- Pack a "first night box" with kettle, mugs, toilet roll, phone chargers, bedding and medication, and keep it with you.
- Clear the loft if you can. Crews will only work in a loft that has a boarded floor, a fixed ladder and a light.

1. When the crew arrives
The crew leader will walk round the property with you and confirm what is going and what is staying. Anything staying behind should be marked with the red "DO NOT MOVE" stickers we sent with your confirmation pack. A 3-bedroom house usually has a crew of 3 or 4.

2. Loading
Heavy furniture goes on first and fragile boxes last. Floors, banisters and door frames are protected with runners and padding before loading starts. The crew take a 30-minute lunch break around midday. Tea and coffee are always appreciated but never expected.

3. Keys and waiting time
If your keys have not been released by the estate agent when we are loaded, the first hour of waiting is free. After that, waiting time is charged at £65 per hour per vehicle. If completion does not happen that day, ask us about keeping your goods on the lorry overnight.

4. At your new home
Stick the coloured room labels on each door so the crew know where every box belongs. Beds are reassembled first so you have somewhere to sleep. The crew will place each piece of furniture where you ask, and will happily move it once more if you change your mind.

5. Before the crew leaves
Walk round with the crew leader, check that everything has arrived and sign the delivery sheet. Write any damage or missing items on the sheet before signing.

AFTER YOUR MOVE
• We collect your flattened empty boxes free of charge within 4 weeks of your move. Just call the office to book a collection.
• Meter readings: take photos of your gas, electricity and water meters at both properties.
• We would love a Google review if you were happy with your move.

TIPPING
Tipping is not expected. If you would like to give something, please hand it to the crew leader, who shares it equally among the crew.
`,
    },
    {
      type: 'document',
      title: 'Boreham Self Storage Price List 2024',
      fileName: 'self-storage-price-list-2024.txt',
      content: `BOREHAM SELF STORAGE - PRICE LIST 2024
Kestrel Removals & Storage Ltd, Unit 9, Boreham Interchange, Chelmsford CM3 3BG

Our self storage site has 240 clean, dry, individually alarmed units on the ground floor, with drive-up loading bays and free trolleys. Use this price list to choose the right size of unit.

UNIT SIZES AND WEEKLY PRICES
Unit size | Roughly holds | Price per week
25 sq ft | 15 to 20 boxes or a garden shed's contents | £17.50
50 sq ft | Contents of a 1-bedroom flat | £28.00
75 sq ft | Contents of a 2-bedroom flat | £39.00
100 sq ft | Contents of a 3-bedroom house | £49.00
150 sq ft | Contents of a 4-bedroom house | £69.00
200 sq ft | A large house or business stock | £88.00

All prices include VAT. The minimum let is 2 weeks.

ACCESS
Customers can access their units from 7am to 8pm, 7 days a week, using a personal PIN code at the gate. Access outside these hours is not possible. The site reception is staffed Monday to Saturday, 8:30am to 5pm.

INSURANCE
Everything stored must be insured. Our storage cover costs £1.20 per week for every £1,000 of value stored. Alternatively, you can show us a home contents policy that covers goods in storage.

PAYMENT AND NOTICE
- Rent is paid 4-weekly in advance by direct debit.
- To end your let, give us 7 days' notice and empty the unit by the agreed date.
- A £15 charge applies to late payments.
- Padlocks are £9.50, or bring your own disc lock.

WHAT YOU CAN'T STORE
- Food or anything perishable
- Flammable liquids, gas cylinders or fireworks
- Living things, including plants
- Stolen goods or anything illegal
- Cash or items of exceptional value such as jewellery

SECURITY
The site is protected by 24-hour CCTV, a monitored intruder alarm, perimeter fencing and individually alarmed unit doors. Every entry and exit at the gate is logged against your PIN.
`,
    },
    {
      type: 'document',
      title: 'Packing Materials Price List',
      fileName: 'packing-materials-price-list.txt',
      content: `PACKING MATERIALS PRICE LIST
Kestrel Removals & Storage - Widford depot, Chelmsford

All our boxes are double-walled cardboard made from at least 80% recycled fibre and are strong enough to be reused for several moves.

Item | Price
Small box (book box) 45 x 30 x 30cm | £1.90
Medium box 48 x 36 x 36cm | £2.50
Large box 56 x 38 x 38cm | £3.20
Wardrobe carton with hanging rail | £12.00
Bubble wrap roll 750mm x 10m | £6.50
Packing tape, 66m roll | £1.80
Packing paper, 5kg (approx. 500 sheets) | £14.00
Mattress cover single / double / king | £4.00 / £5.00 / £6.00
Starter pack for a 2-bed home (30 boxes, 2 tapes, paper, bubble wrap) | £79.00

DELIVERY AND COLLECTION
Delivery is free within 15 miles of Chelmsford on orders over £40; otherwise delivery costs £12. You are also welcome to collect from our Widford depot during office hours.

BUY-BACK
We buy back unused, unmarked boxes at half price within 3 months of purchase. Please bring your receipt.

1. How many boxes will I need?
As a rough guide:
- 1-bedroom flat: 20-30 boxes
- 2-bedroom house: 40-50 boxes
- 3-bedroom house: 60-80 boxes
- 4-bedroom house: 90-120 boxes
Homes with lots of books, toys or kitchenware need more small boxes.

2. Packing tips
- Put heavy items such as books in small boxes. No box should weigh more than 20kg.
- Stand plates on their edge, wrapped individually in paper, never flat.
- Fill gaps with scrunched paper so nothing rattles.
- Label the side of each box (not the top) with the room and a short list of contents.
- Tape the bottom of every box with an H-shaped seal.

3. Fragile items
Wrap glasses in paper first and then bubble wrap. Mark the box FRAGILE on all four sides. Pictures and mirrors travel best standing on their edge, never flat.
`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Removal',
      fileName: 'removal-terms-and-conditions.txt',
      content: `TERMS AND CONDITIONS OF REMOVAL
Kestrel Removals & Storage Ltd. Registered in England, company number 03918264.
This is a summary of the key clauses. The full terms are sent with every written quotation.

1. Quotations
Our quotations are valid for 3 months from the date of issue. The price is based on the inventory taken at survey and the access described to us. If you add items or the access is different from what we were told, we may revise the price before the move.

2. Cancellation and postponement
If you cancel or postpone your removal, the following charges apply:
- More than 10 working days before the move: no charge and your deposit is refunded
- Between 5 and 10 working days before the move: 30% of the removal charge
- Less than 5 working days before the move: 60% of the removal charge
- On the day, or after the crew has set off: 100% of the removal charge

3. Your responsibilities
- You must make sure we have legal parking and safe access at both addresses.
- You must tell us about any single item worth more than £1,000. If such an item is not listed on the inventory, our liability for it is limited to £1,000.
- You must be present, or have someone present on your behalf, at collection and delivery.
- You must not ask our crew to move dangerous goods or anything you do not own.

4. Our liability
We will take reasonable care of your goods at all times. We are not liable for the mechanical or electrical failure of appliances unless there is visible external damage, for the contents of boxes packed by you, or for damage caused by moths, damp or the natural deterioration of goods.

5. Delays beyond our control
We are not responsible for delays caused by severe weather, road closures, accidents, industrial action or your keys not being released on time. We will always do our best to keep you informed.

6. Complaints
If you are unhappy with any part of our service, please write to Martin Hale, Managing Director, at our Widford address or by email. We will respond in full within 10 working days. Disputes we cannot resolve can be referred to the British Association of Removers' conciliation service.

7. Law
These terms are governed by the law of England and Wales.
`,
    },
    {
      type: 'document',
      title: 'Office Relocation Planning Checklist',
      fileName: 'office-relocation-checklist.txt',
      content: `OFFICE RELOCATION PLANNING CHECKLIST
Prepared by Tom Okafor, Commercial Moves Manager, Kestrel Removals & Storage

A well-planned office move means your team is back at work with minimal disruption. Use this checklist with your own move coordinator and tick off each step.

12 WEEKS BEFORE
- Confirm your move date and the end date of your current lease.
- Book a free site survey with Kestrel. It usually takes 1 to 2 hours for an office of up to 50 staff.
- Appoint one person in your team as move coordinator.
- Check lift bookings and loading bay times at both buildings.

8 WEEKS BEFORE
- Draw up a floor plan of the new office with numbered desks.
- Tell your IT provider, phone supplier and broadband company the move date.
- Arrange new signage and update your address with suppliers and clients.

4 WEEKS BEFORE
- Order your crates. We hire out plastic office crates at £1.50 per crate per week. Each member of staff typically needs 3 crates for their desk contents.
- Crates are delivered one week before the move and collected once you have unpacked.
- Decide what old furniture is being disposed of.

2 WEEKS BEFORE
- Hand out colour-coded labels. Each floor or department gets its own colour, and every crate, chair and monitor is labelled with the colour and desk number.
- Ask staff to clear desk drawers and take home personal items.

MOVE WEEKEND
- Most office moves start on a Friday evening from 6pm and finish by Sunday, so you lose no trading days.
- Our IT team will disconnect, move and reconnect desktop PCs, monitors and docking stations for £12 per workstation.
- Server moves are handled by your own IT provider, with our crew doing the lifting.

AFTER THE MOVE
- A two-person settling-in team stays on site until 10am on Monday to move desks, chairs and crates as your staff arrive.
- Report any missing or damaged items to your move coordinator within 7 days.
`,
    },

    // ------------------------------------------------------------ Websites
    {
      type: 'website',
      title: 'Kestrel Removals & Storage | Removal Company in Chelmsford, Essex',
      url: 'https://www.kestrelremovals.co.uk/',
      content: `# Moving home in Essex? We've got it covered.

Kestrel Removals & Storage is a family-run removal company based in Chelmsford. Whether you're moving a one-bedroom flat across town or a five-bedroom house across the country, our trained crews will look after your belongings as if they were their own.

## Our services

- House removals, local and long distance
- Full and fragile-only packing service
- Man and van for smaller moves and single items
- Office and commercial relocations
- Self storage at our Boreham site
- Business storage and document archiving

## Why choose Kestrel?

- **Our own people.** All of our movers are directly employed and trained in-house. We never use agency labour, so the crew who arrive are the crew we know.
- **A fleet to match the job.** We run 12 vehicles, from 3.5 tonne Luton vans to 18 tonne pantechnicons, all cleaned and checked before every move.
- **Fixed prices.** Once you've had your free survey, the price on your quote is the price you pay.
- **Rated by our customers.** 4.9 stars from more than 780 Google reviews.

## What our customers say

"From the survey to the last box, everything was calm and organised. The lads even put the kids' beds up first." - Hannah, Writtle

"Moved our whole dental practice over one weekend and we opened on Monday morning as normal." - Dr Patel, Great Baddow

## Get your free quote

Tell us where you're moving from and to, and roughly how big your home is, and we'll arrange a survey at a time that suits you. Call us on 01245 358 620 or use the quote form on this page.
`,
    },
    {
      type: 'website',
      title: 'Contact Us | Kestrel Removals & Storage',
      url: 'https://www.kestrelremovals.co.uk/contact',
      content: `# Contact Kestrel Removals

We're always happy to talk through your move. Get in touch by phone, email or WhatsApp, or pop into our depot.

## Head office and depot

Kestrel Removals & Storage Ltd
Unit 4, Widford Business Park, Robjohns Road
Chelmsford, Essex CM1 3AG

- Phone: 01245 358 620
- WhatsApp: 07700 914 382 (messages answered 8am to 8pm, 7 days a week)
- Email: moves@kestrelremovals.co.uk
- Claims: claims@kestrelremovals.co.uk

## Office opening hours

- Monday to Friday: 8:30am to 5:30pm
- Saturday: 9am to 1pm
- Sunday: closed

Our crews work outside these hours, so if you're a customer in the middle of a move and need us urgently, use our moving-day line on 07700 914 390.

## Our self storage site

Boreham Self Storage, Unit 9, Boreham Interchange, Chelmsford CM3 3BG. The storage reception has its own opening hours, listed on the storage price list.

## Finding our depot

From the A12, leave at junction 15 and follow the signs for Widford Business Park. We're the last unit on the left, past the builders' merchant. There is free customer parking for up to 6 cars outside the office. The nearest bus stop is Widford Church, about five minutes' walk away.

## Write to us

If you'd rather put something in writing, send it to our head office address above, marked for the attention of the relevant team.
`,
    },
    {
      type: 'website',
      title: 'Business Storage and Document Archiving | Kestrel Removals',
      url: 'https://www.kestrelremovals.co.uk/business-storage',
      content: `# Business storage and document archiving

Running out of space in the office? Kestrel stores archive files, stock and equipment for more than 300 businesses across Essex in our secure racked warehouse in Chelmsford.

## Document archiving

We store archive boxes on barcoded racking from 35p per box per week, with no minimum number of boxes. We can supply standard archive boxes and collect them from your office on our regular weekly runs.

### Retrieving your files

- Request a box by 2pm and we will deliver it the next working day, at £6.50 per box delivered.
- Need just one file? We can scan it and email it to you within 4 working hours for £4 per file.
- Boxes can be returned to storage on the next delivery at no extra charge.

## Stock and pallet storage

Ideal for online retailers and trades. Pallet storage costs £3.75 per pallet per week, with forklift loading and unloading included. Goods-in and goods-out run Monday to Friday, 8am to 4pm.

## Secure shredding

When your records reach the end of their retention period, we can destroy them for you. Confidential shredding costs £4.50 per archive box, and you receive a certificate of destruction for every job. Our shredding partner works to BS EN 15713.

## Security you can rely on

- 24-hour CCTV and monitored alarms
- Access restricted to named Kestrel staff
- Every movement of every box recorded against its barcode
- GDPR-compliant handling of personal data

## Open a business account

Business storage is invoiced monthly on 30-day terms. Call our commercial team on 01245 358 620 to set up an account.
`,
    },
    {
      type: 'website',
      title: 'About Us and Meet the Team | Kestrel Removals & Storage',
      url: 'https://www.kestrelremovals.co.uk/about-us',
      content: `# About Kestrel

Kestrel Removals was founded in 1996 by Martin and Julie Hale with one Luton van and a lock-up garage in Springfield. Nearly three decades later we're still family-owned, with 38 staff, a depot at Widford and our own self storage site at Boreham.

## Meet the team

- **Martin Hale** - Managing Director. Martin still surveys the occasional move and personally reads every complaint.
- **Julie Hale** - Finance Director. Julie looks after invoices, deposits and business accounts.
- **Dan Whitfield** - Operations Manager. Dan plans every crew, vehicle and route, and is the person your crew leader reports to.
- **Priya Nandra** - Senior Surveyor. Priya carries out most of our home surveys, in person and by video.
- **Tom Okafor** - Commercial Moves Manager. Tom runs our office relocations and business storage.
- **Sophie Marsh** - Customer Care and Claims. Sophie is your contact after the move.
- **Gareth Lowe** - Storage Manager. Gareth runs Boreham Self Storage and our warehouse.

## Our crews

Every crew member completes British Association of Removers training within their first 6 months, and all of our staff are DBS checked before they start. Crews wear Kestrel uniform and carry photo ID, so you always know who is in your home.

## Greener moves

Since 2022 all of our lorries have run on HVO renewable diesel, which cuts their carbon emissions by up to 90%. We use reusable blankets and crates instead of single-use plastic wrap wherever we can, and our boxes are made from recycled card.

## In the community

We sponsor Chelmsford Athletic Club's junior section and move furniture free of charge for Farleigh Hospice shops twice a year.
`,
    },
    {
      type: 'website',
      title: 'Long Distance and European Removals | Kestrel Removals',
      url: 'https://www.kestrelremovals.co.uk/long-distance-removals',
      content: `# Long distance and European removals

Moving further afield? Kestrel crews drive the length of the country every week and run regular trips to mainland Europe.

## Moving across the UK

For long-distance moves you can choose a dedicated vehicle, which travels straight to your new home, or our part-load service. Most moves of up to 300 miles are loaded and delivered within two days, with the crew staying overnight near your new address.

## Part-load (shared) service

If your dates are flexible, share a lorry with other customers heading the same way and save up to 40% compared with a dedicated vehicle. Our Scotland part-load leaves Chelmsford every week on Tuesdays, and our North West run goes every other Thursday.

Typical part-load prices for a 2-bedroom home:
- Chelmsford to Manchester: from £1,150
- Chelmsford to Newcastle: from £1,450
- Chelmsford to Edinburgh: from £1,650

## Moving to Europe

We run fortnightly trips to France and Spain, and monthly trips to the Netherlands, Belgium and Germany. Since Brexit, household goods need customs paperwork. We prepare and submit this for you for £195 per move. If you are becoming resident abroad, you will also need to apply for Transfer of Residence relief (a ToR1 form in the UK, or the local equivalent) so you don't pay import duty on your own belongings.

### Transit times

- France: 3-5 days
- Spain: 5-8 days
- Netherlands, Belgium and Germany: 4-7 days

Transit times are counted from collection and depend on the route and the ferry crossing.

## Get a long-distance quote

Every long-distance or European move starts with a free survey so that we can plan the right vehicle and crew. Call 01245 358 620 to arrange yours.
`,
    },
  ],

  questions: [
    // FAQ: cost
    {
      text: 'how much for a 3 bed house move roughly',
      expect: 'How much does a typical house move cost?',
    },
    {
      text: 'Ballpark price to shift a two bedroom place locally?',
      expect: 'How much does a typical house move cost?',
    },
    // FAQ: man and van
    { text: 'man with a van rates?', expect: 'What is your man and van hourly rate?' },
    {
      text: 'hi just need 2 guys and a van for a couple hours, what do u charge per hr',
      expect: 'What is your man and van hourly rate?',
    },
    // FAQ: survey
    {
      text: 'do i have to pay for someone to come round and look before you quote',
      expect: 'Do you offer a free survey?',
    },
    {
      text: "I'm working away at the moment, can the survey be done on a video call instead?",
      expect: 'Do you offer a free survey?',
    },
    // FAQ: deposit
    { text: 'how much upfront to secure the date', expect: 'How much deposit do you take?' },
    { text: 'can i pay the lads cash on the day', expect: 'How much deposit do you take?' },
    // FAQ: completion
    {
      text: 'our completion might get pushed back a couple of days, what happens to our booking??',
      expect: 'What happens if my completion date changes?',
    },
    {
      text: "we're moving from a 3 bed house in March and my husband wants to know if the sale falls through on the actual day, can you keep everything on the van overnight and what does that cost",
      expect: 'What happens if my completion date changes?',
    },
    // FAQ: insurance
    {
      text: 'what insurance cover comes as standard',
      expect: 'Are my belongings insured during the move?',
    },
    {
      text: 'ive packed all my own boxes myself, are they insured if stuff inside smashes',
      expect: 'Are my belongings insured during the move?',
    },
    // FAQ: piano
    { text: 'can u shift an upright piano', expect: 'Do you move pianos?' },
    { text: 'cost to move a baby grand?', expect: 'Do you move pianos?' },
    // FAQ: dismantling
    {
      text: 'will your lads take the beds apart and put them back up',
      expect: 'Will you take apart and put back together our furniture?',
    },
    {
      text: 'got loads of ikea wardrobes, do you charge extra to dismantle them',
      expect: 'Will you take apart and put back together our furniture?',
    },
    // FAQ: areas
    { text: 'do you cover london', expect: 'Which areas do you cover?' },
    {
      text: "we're in colchester moving to st albans, is that somewhere you go",
      expect: 'Which areas do you cover?',
    },
    // FAQ: booking ahead
    { text: 'how much notice do u need', expect: 'How far ahead do I need to book?' },
    {
      text: 'moving on the last friday of the month, when should i get it booked in',
      expect: 'How far ahead do I need to book?',
    },
    // FAQ: weekends
    { text: 'extra charge for sunday?', expect: 'Do you work weekends and bank holidays?' },
    {
      text: 'can we move on the august bank holiday monday',
      expect: 'Do you work weekends and bank holidays?',
    },
    // FAQ: wardrobe boxes
    { text: 'what do we do with all our hanging clothes', expect: 'Can I borrow wardrobe boxes?' },
    // FAQ: waste
    {
      text: 'can you get rid of our old sofa on moving day',
      expect: "Can you take away furniture we don't want?",
    },
    // FAQ: plants / pets
    { text: 'can my cat come in the van lol', expect: 'Can you move my plants and pets?' },
    {
      text: 'will my houseplants survive in the lorry',
      expect: 'Can you move my plants and pets?',
    },
    // FAQ: prohibited
    {
      text: 'can you take our tins of paint and the petrol can from the garage',
      expect: "Is there anything you won't move?",
    },
    { text: 'anything you refuse to carry?', expect: "Is there anything you won't move?" },
    // FAQ: parking
    {
      text: 'we live on a road with double yellows, where will the lorry park',
      expect: 'Do I need to sort out parking for the lorry?',
    },
    { text: 'how big is ur lorry', expect: 'Do I need to sort out parking for the lorry?' },
    // FAQ: packing service
    {
      text: 'can you pack everything up for us? we both work full time',
      expect: 'Can you do all the packing for us?',
    },
    {
      text: 'just want someone to wrap the breakables like glasses and china, how much',
      expect: 'Can you do all the packing for us?',
    },
    // FAQ: students
    { text: 'student discount?', expect: 'Do you offer student discounts?' },
    {
      text: 'moving out of uni halls at ARU in june, any deals for students',
      expect: 'Do you offer student discounts?',
    },
    // FAQ: damage
    {
      text: 'the crew scratched my dining table, how do i claim',
      expect: 'What should I do if something gets damaged?',
    },
    {
      text: 'somethin got broke in the move who do i contact',
      expect: 'What should I do if something gets damaged?',
    },
    // FAQ: trade association
    { text: 'r u BAR registered', expect: 'Are you members of a trade association?' },
    // FAQ: single items
    { text: 'can you just move one sofa across town', expect: 'Do you move single items?' },
    {
      text: 'bought a wardrobe off facebook marketplace, could you pick it up for me',
      expect: 'Do you move single items?',
    },
    // FAQ: duration
    { text: 'how long does a 2 bed move usually take', expect: 'How long will my move take?' },
    { text: 'will we be done in one day', expect: 'How long will my move take?' },
    // FAQ: garden
    { text: 'can you move our garden shed', expect: 'Do you move garden furniture and sheds?' },
    { text: 'do you take ride on lawnmowers', expect: 'Do you move garden furniture and sheds?' },

    // Document: moving day guide
    {
      text: 'what time do the movers usually get here in the morning',
      expect: 'Customer Guide to Moving Day',
      fact: '7:45am',
    },
    {
      text: 'if the estate agent is slow handing over the keys do we get charged for the lads sitting around waiting',
      expect: 'Customer Guide to Moving Day',
      fact: '£65 per hour',
    },
    {
      text: 'do you guys come back for the empty boxes once weve unpacked',
      expect: 'Customer Guide to Moving Day',
      fact: 'within 4 weeks',
    },
    // Document: self storage price list
    {
      text: 'how much is a storage unit big enough for a 3 bed house',
      expect: 'Boreham Self Storage Price List 2024',
      fact: '£49.00',
    },
    {
      text: 'can i get into my storage unit on a sunday evening',
      expect: 'Boreham Self Storage Price List 2024',
      fact: '7am to 8pm',
    },
    {
      text: 'storage insurance how much',
      expect: 'Boreham Self Storage Price List 2024',
      fact: '£1.20',
    },
    // Document: packing materials
    {
      text: 'how much is a roll of bubblewrap',
      expect: 'Packing Materials Price List',
      fact: '£6.50',
    },
    {
      text: 'roughly how many boxes will i need for a 3 bedroom semi?',
      expect: 'Packing Materials Price List',
      fact: '60-80',
    },
    {
      text: 'bought way too many boxes and never used them, can i send them back',
      expect: 'Packing Materials Price List',
      fact: 'half price',
    },
    // Document: terms and conditions
    {
      text: 'if we have to cancel about a week and a half before moving day do we lose money',
      expect: 'Terms and Conditions of Removal',
      fact: '30%',
    },
    {
      text: 'how long is my quote good for',
      expect: 'Terms and Conditions of Removal',
      fact: '3 months',
    },
    {
      text: "we've got an antique grandfather clock worth a few grand, do I need to tell you about it?",
      expect: 'Terms and Conditions of Removal',
      fact: '£1,000',
    },
    // Document: office checklist
    {
      text: 'how much to hire those plastic crates for an office move',
      expect: 'Office Relocation Planning Checklist',
      fact: '£1.50',
    },
    {
      text: 'how many crates should we order per member of staff',
      expect: 'Office Relocation Planning Checklist',
      fact: '3 crates',
    },
    {
      text: 'can your team unplug and set up all our computers again, what does that cost',
      expect: 'Office Relocation Planning Checklist',
      fact: '£12 per workstation',
    },
    {
      text: "we can't shut the business during the week, can the office move happen out of hours?",
      expect: 'Office Relocation Planning Checklist',
      fact: 'Friday evening',
    },
    // Website: home
    {
      text: 'do you use agency staff or your own guys',
      expect: 'Kestrel Removals & Storage | Removal Company in Chelmsford, Essex',
      fact: 'directly employed',
    },
    {
      text: 'how many lorries have you got',
      expect: 'Kestrel Removals & Storage | Removal Company in Chelmsford, Essex',
      fact: '12 vehicles',
    },
    // Website: contact
    {
      text: 'whats your whatsapp number',
      expect: 'Contact Us | Kestrel Removals & Storage',
      fact: '07700 914 382',
    },
    {
      text: 'is the office open saturdays',
      expect: 'Contact Us | Kestrel Removals & Storage',
      fact: '9am to 1pm',
    },
    {
      text: 'where are u based, need the postcode for the satnav',
      expect: 'Contact Us | Kestrel Removals & Storage',
      fact: 'CM1 3AG',
    },
    // Website: business storage
    {
      text: 'how much to store archive boxes for our accountancy firm',
      expect: 'Business Storage and Document Archiving | Kestrel Removals',
      fact: '35p',
    },
    {
      text: 'if I need one of our stored files back, how quick can you get it to me',
      expect: 'Business Storage and Document Archiving | Kestrel Removals',
      fact: 'next working day',
    },
    {
      text: 'do you shred confidential paperwork',
      expect: 'Business Storage and Document Archiving | Kestrel Removals',
      fact: '£4.50',
    },
    // Website: about
    {
      text: 'who runs the storage place',
      expect: 'About Us and Meet the Team | Kestrel Removals & Storage',
      fact: 'Gareth Lowe',
    },
    {
      text: 'are your movers background checked',
      expect: 'About Us and Meet the Team | Kestrel Removals & Storage',
      fact: 'DBS',
    },
    {
      text: 'are you eco friendly at all',
      expect: 'About Us and Meet the Team | Kestrel Removals & Storage',
      fact: 'HVO',
    },
    // Website: long distance
    {
      text: 'moving up to edinburgh, roughly what would it cost',
      expect: 'Long Distance and European Removals | Kestrel Removals',
      fact: '£1,650',
    },
    {
      text: 'can you help with the customs paperwork for moving to spain now were out of the EU',
      expect: 'Long Distance and European Removals | Kestrel Removals',
      fact: '£195',
    },
    {
      text: 'how long till our stuff arrives in spain',
      expect: 'Long Distance and European Removals | Kestrel Removals',
      fact: '5-8 days',
    },
  ],

  requests: [
    {
      text: "I'd like to book a home survey for next Tuesday afternoon please",
      expect: 'Appointments',
    },
    {
      text: 'can someone come round and measure up my flat, any day next week works',
      expect: 'Appointments',
    },
    { text: 'book me in for a video survey on thursday morning', expect: 'Appointments' },
    {
      text: 'Can I get a quote for moving a 2 bed flat from Chelmsford to Braintree on 14th June?',
      expect: 'General Inquiry',
    },
    {
      text: "please send me a price for storing a 1 bed flat's contents for 3 months",
      expect: 'General Inquiry',
    },
    {
      text: 'pls get someone to ring me back about moving our office, 07911 223344',
      expect: 'General Inquiry',
    },
    {
      text: 'I want to make a formal complaint, your crew turned up 3 hours late',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to leave some feedback, Dan and the team were brilliant yesterday',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'really unhappy with how my move was handled and I want to complain',
      expect: 'Complaints/Feedback',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
    { text: 'this bot isnt helping, put me through to a human', expect: 'handoff' },
    { text: 'connect me with a live agent', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in Chelmsford on Saturday",
    'who won the Chelsea game last night',
    "give me a recipe for shepherd's pie",
    'what is the capital of Canada',
    'write me a haiku about autumn',
    'do you rent out self-drive vans I can drive myself?',
    'can you transport my motorbike to my new address',
    'do you do end of tenancy cleaning',
    "what's the phone number for Pickfords",
    'can you recommend a good conveyancing solicitor',
    'are you hiring drivers at the moment? how do I apply',
  ],
};
