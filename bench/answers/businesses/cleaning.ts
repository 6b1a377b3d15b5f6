import type { Business } from '../types.js';

export const cleaning: Business = {
  slug: 'cleaning',
  name: 'Kestrel Clean Ltd',
  field:
    'Domestic and commercial cleaning company (regular home cleans, end of tenancy, carpet and oven cleaning, office contracts) in Harrogate, North Yorkshire',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Do you bring your own cleaning products and equipment?',
      content:
        "Yes, our cleaners bring everything they need – vacuum, mop and bucket, microfibre cloths and all the products – at no extra cost. If you'd rather we used your own products or vacuum (for example on a delicate wood floor), just let us know and we'll happily use yours.",
    },
    {
      type: 'faq',
      title: 'Do I need to be in when you clean?',
      content:
        'No, most of our regular customers are out at work when we clean. You can give us a key or a keysafe code and your cleaner will lock up when they leave. For the very first clean we ask that someone is home for the first 15 minutes so we can walk round together.',
    },
    {
      type: 'faq',
      title: 'How do you keep my keys safe?',
      content:
        "Keys are kept in a locked key cabinet at our office and tagged with a reference code – never your name or address. Your cleaner signs the key out on the day and it comes back to the office the same evening. If a key is ever lost while in our care we'll pay for your locks to be changed.",
    },
    {
      type: 'faq',
      title: 'Are your cleaners vetted and insured?',
      content:
        "Every member of our team has an enhanced DBS check, two references and a right-to-work check before they start. Our cleaners are employed by us, not self-employed, and we hold full public liability and employer's liability insurance.",
    },
    {
      type: 'faq',
      title: 'Will I have the same cleaner each time?',
      content:
        "Yes – we match you with one regular cleaner who comes every visit, so they get to know your home and how you like things done. If they're off sick or on holiday we'll offer you a cover cleaner or you can skip that visit; it's your choice.",
    },
    {
      type: 'faq',
      title: 'Which areas do you cover?',
      content:
        "We cover Harrogate, Knaresborough, Ripon, Wetherby, Pateley Bridge and the villages in between. If you're not sure whether you're in our area, send us your postcode and we'll let you know straight away.",
    },
    {
      type: 'faq',
      title: 'How much does a regular clean cost?',
      content:
        "Most of our regular customers pay between £48 and £96 a visit, depending on the size of the home and how often we come. We'll give you an exact price after a free home visit, and there's no sign-up fee.",
    },
    {
      type: 'faq',
      title: 'Can I change my cleaning day?',
      content:
        "Yes, just give us at least a week's notice and Beth in the office will find you a new slot. We can't always promise the same cleaner on a different day, but we'll do our very best to keep you with them.",
    },
    {
      type: 'faq',
      title: 'Do you work on bank holidays?',
      content:
        "We work most bank holidays as normal. The exceptions are Christmas Day, Boxing Day and New Year's Day, when the whole team is off – if your clean falls on one of those days we'll offer you another day that week.",
    },
    {
      type: 'faq',
      title: 'Can I pay my cleaner in cash?',
      content:
        "Sorry, no – our cleaners don't handle any money. Regular cleans are paid by Direct Debit, and one-off jobs can be paid by card over the phone or by bank transfer.",
    },
    {
      type: 'faq',
      title: 'Are your products eco-friendly?',
      content:
        'We use plant-based, biodegradable products from Delphis Eco as standard, which are also cruelty-free. We only use stronger products where the job really needs them, such as heavy limescale, and we can go completely fragrance-free if anyone at home has allergies or asthma.',
    },
    {
      type: 'faq',
      title: 'Is it OK if I have pets?',
      content:
        "Of course – plenty of our team are animal lovers. Tell us about your pets when you book so we can match you with a cleaner who's comfortable with them, and if your dog is nervous of visitors it's best to keep it in one room or the garden while we clean.",
    },
    {
      type: 'faq',
      title: 'How long will my carpets take to dry?',
      content:
        "Usually between 2 and 4 hours, depending on the carpet, the weather and how well ventilated the room is. Opening a window and keeping the heating on speeds things up. You can walk on them straight away in clean socks, but please wait until they're dry before putting furniture back.",
    },
    {
      type: 'faq',
      title: 'Do you do one-off deep cleans?',
      content:
        "Yes, we do one-off deep cleans and spring cleans as well as regular cleaning. For larger homes we send a team of two or three so it's all done in a day. Give us a ring and we'll estimate how many hours your home will need.",
    },
    {
      type: 'faq',
      title: 'Do you clean windows?',
      content:
        "We clean the inside of windows, sills and frames as part of a regular or deep clean, wherever we can safely reach from the floor or a two-step ladder. We don't clean outside windows, gutters or conservatory roofs.",
    },
    {
      type: 'faq',
      title: 'Can you do my ironing?',
      content:
        "Yes, your cleaner can do ironing during their visit, charged at the same hourly rate as your clean. Leave it out with some hangers and let us know roughly how long to allow. We don't offer a collect-and-return ironing service.",
    },
    {
      type: 'faq',
      title: "What if I'm not happy with my clean?",
      content:
        "Let us know within 24 hours and we'll send someone back to re-clean anything you're not happy with, free of charge. You can call, email or WhatsApp the office – photos really help us put it right.",
    },
    {
      type: 'faq',
      title: 'Will the cleaner change the beds and do laundry?',
      content:
        "Yes, we're happy to change bed linen if you leave fresh sheets out, and we can put a wash on, hang it out or load the tumble dryer during the visit. Just add it to your cleaning notes.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "Yes, we sell gift vouchers from £25 upwards that can be used towards any of our services, including oven and carpet cleaning. They're valid for 12 months and we can email them or post out a printed card.",
    },
    {
      type: 'faq',
      title: 'Are you recruiting cleaners?',
      content:
        "We're always keen to hear from reliable, friendly people. Our cleaners are employed on £13.60 an hour plus mileage, with paid holiday, a company pension and a uniform provided. Email a CV or a few lines about yourself to jobs@kestrelclean.co.uk.",
    },
    {
      type: 'faq',
      title: 'Do you clean holiday lets and Airbnbs?',
      content:
        'Yes, we do changeover cleans for holiday cottages and Airbnbs across Harrogate and Nidderdale, including changing linen and restocking toiletries. Changeovers are priced per property rather than by the hour, so get in touch for a quote.',
    },

    // ---------------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `KESTREL CLEAN LTD
PRICE LIST 2026
Prices valid from 1 April 2026 to 31 March 2027. All prices include VAT at 20%.

REGULAR DOMESTIC CLEANING
Weekly or fortnightly cleaning: £24.00 per hour (minimum visit 2 hours)
Monthly cleaning: £26.00 per hour (minimum visit 2 hours)
Ironing during your clean: charged at your normal hourly rate
All products and equipment included at no extra cost

ONE-OFF AND DEEP CLEANS
One-off clean or spring clean: £28.00 per hour per cleaner (minimum 3 hours)
After-builders clean: £30.00 per hour per cleaner (minimum 4 hours)
Move-in clean: priced as end of tenancy (see below)

END OF TENANCY CLEANING (fixed prices)
Studio or 1 bedroom flat: £195
2 bedroom flat or house: £260
3 bedroom house: £335
4 bedroom house: £410
5 bedrooms or more: quotation after viewing
Fixed prices are for unfurnished properties and include a full oven clean and internal windows.
Furnished property: add £40
Carpet cleaning added to an end of tenancy booking: 20% off the carpet prices below

CARPET CLEANING
Minimum charge per visit: £80
Small room or box room: £35
Standard bedroom or dining room: £45
Lounge or large room (over 20 square metres): £60
Hallway: £25
Stairs and landing: £55
Stain protector: £15 per room
Rugs: from £35

UPHOLSTERY AND MATTRESSES
Armchair: £40
2 seater sofa: £70
3 seater sofa: £90
Corner sofa: from £120
Dining chair with fabric seat: £10 each
Mattress – single: £40
Mattress – double: £50
Mattress – king size: £60

OVEN AND APPLIANCE CLEANING
Single oven: £75
Double oven: £95
Range cooker (up to 100cm): from £125
AGA or Rayburn: from £140
Hob (gas, ceramic or induction): £20
Extractor hood including filters: £20
Microwave: £15
Fridge freezer, inside and out: £35
Gas BBQ (up to 4 burners): £85

TRAVEL
No travel charge for postcodes HG1 to HG5, LS22 and LS23.
Properties more than 12 miles from our Harrogate office: £10 travel charge per visit.

DISCOUNTS
Regular cleaning: 10% off for customers aged 70 and over.
Carpet and oven cleaning booked for the same visit: save £15.
Discounts cannot be combined.

Commercial cleaning is quoted individually after a free site survey.
Gift vouchers are available for any amount from £25.

Kestrel Clean Ltd, Unit 4, Hornbeam Square West, Harrogate HG2 8PA. 01423 507318`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Service',
      fileName: 'terms-and-conditions-2026.pdf',
      content: `KESTREL CLEAN LTD
TERMS AND CONDITIONS OF SERVICE
Version 7 – effective 1 April 2026

1. ABOUT US
Kestrel Clean Ltd is a company registered in England and Wales (company number 09184472). Our registered office is Unit 4, Hornbeam Square West, Harrogate HG2 8PA. In these terms "we" and "us" means Kestrel Clean Ltd and "you" means the customer named on the booking.

2. BOOKINGS AND DEPOSITS
A booking is confirmed once you receive written confirmation from us by email or text message.
For end of tenancy, after-builders and one-off deep cleans we take a booking deposit of £50, which is deducted from your final invoice.
Regular domestic cleaning does not require a deposit.

3. CANCELLATIONS AND CHANGES
Regular cleans: please give at least 48 hours' notice to cancel or rearrange a visit. If you cancel with less than 48 hours' notice we will charge 50% of the visit price.
One-off services (end of tenancy, deep cleans, carpet, upholstery and oven cleaning): please give at least 72 hours' notice. Cancellations with less notice will lose the booking deposit.
Holidays: regular customers can pause their cleans while away at no charge, provided we receive at least 14 days' notice.
We may need to cancel a visit because of severe weather or unexpected staff illness. We will give you as much notice as we can, offer another date and you will not be charged.

4. ACCESS
You are responsible for making sure we can get into the property at the agreed time. If our cleaner cannot gain access within 15 minutes of the appointment time and we cannot reach you by phone, the visit will be charged in full.
Please make sure there is electricity, hot water and a working socket for our equipment.
For end of tenancy cleans the property must be empty of belongings and all utilities connected.

5. PAYMENT
Regular cleaning is paid by Direct Debit through GoCardless, collected the day after each clean.
One-off services: the balance is due on completion, by debit or credit card or by bank transfer.
Commercial contracts are invoiced monthly in arrears, with payment due within 14 days of the invoice date.
Overdue accounts will be charged a £15 late payment fee, plus statutory interest where applicable.

6. PRICE CHANGES
Our prices are reviewed once a year in April. We will give you at least 30 days' written notice of any change.

7. DAMAGE AND BREAKAGES
Accidents are rare, but if something is damaged your cleaner will report it to the office the same day. If you discover damage yourself you must tell us in writing within 48 hours of the clean.
Where we are responsible we will arrange a repair or pay the reasonable cost of repair or replacement. We hold £5 million public liability insurance.
We are not responsible for: damage caused by items that were already broken, loose or poorly fixed; normal wear and tear; faulty fixtures, fittings or appliances; or items worth more than £500 which were not declared to us before the clean.

8. KEYS
Keys are held securely in our office and coded so they cannot be linked to your address. When you end the service your keys will be returned within 7 days by hand or by recorded delivery.

9. NON-SOLICITATION
Our cleaners are our employees. If you employ a member of our staff directly, or through another agency, within 6 months of their last visit to you on our behalf, we will charge an introduction fee of £750.

10. HEALTH AND SAFETY
Our staff may refuse any task they consider unsafe. This includes working above the height of a two-step ladder, moving heavy furniture or appliances, and cleaning up biohazards such as bodily fluids, sharps or extensive mould.
Please keep pets secured if they may be unsettled by visitors.

11. ENDING THE SERVICE
There is no minimum contract for domestic cleaning. You can stop your regular cleans at any time by giving us 7 days' notice.
Commercial contracts have a minimum term of 3 months, after which either side may end the contract with 30 days' written notice.

12. COMPLAINTS
If you are unhappy with any part of our service please contact the office first so we can put it right. If you are still not satisfied, write to our director, Joanne Pickering, at the address above or at joanne@kestrelclean.co.uk and she will reply within 10 working days.`,
    },
    {
      type: 'document',
      title: 'End of Tenancy Cleaning Checklist',
      fileName: 'end-of-tenancy-checklist.pdf',
      content: `KESTREL CLEAN – END OF TENANCY CLEANING CHECKLIST

Moving out is stressful enough without worrying about your deposit. This is the checklist our team works through on every end of tenancy clean. It's based on the check-out standards used by letting agents across Harrogate and Knaresborough, so your landlord or agent should find the property ready to re-let.

OUR RE-CLEAN GUARANTEE
If your landlord or letting agent raises anything covered by this checklist within 72 hours of our clean, we'll come back and put it right free of charge. Just send us a copy of the check-out report or the agent's email.

KITCHEN
Inside and outside of all cupboards and drawers
Oven, hob and extractor hood professionally cleaned (racks and trays soaked in our dip tank)
Fridge and freezer cleaned inside and out
Sink and taps descaled and polished
Washing machine detergent drawer and door seal cleaned
Dishwasher filter and seals cleaned
Wall tiles and splashbacks degreased
Worktops cleaned and degreased
Skirting boards, doors and light switches wiped
Floor vacuumed and mopped

BATHROOMS AND EN-SUITES
Shower screens, taps and shower heads descaled
Bath, basin and toilet cleaned and sanitised, including behind the toilet
Tiles scrubbed and grout cleaned
Mirrors and bathroom cabinets cleaned inside and out
Extractor fan cover wiped
Floor cleaned and disinfected

BEDROOMS AND LIVING AREAS
Inside wardrobes, drawers and shelving
Light fittings, switches and sockets dusted and wiped
Doors, door frames and handles wiped
Radiators and skirting boards cleaned
Internal windows, sills and frames cleaned
Blinds dusted or wiped
Cobwebs removed
Carpets vacuumed and hard floors mopped

WHAT IS NOT INCLUDED
External windows
Washing down whole walls (we spot clean marks, but we can't guarantee to remove crayon, pen or scuffs through the paint)
Carpet cleaning – this is an add-on and can be booked at the same time at 20% off
Gardens, garages, sheds and lofts
Removing rubbish or belongings left in the property

HOW LONG IT TAKES
We send a team of two to four cleaners depending on the size of the property. A typical three bedroom house takes our team 5 to 7 hours, so we usually need the property for the whole day.

BEFORE WE ARRIVE
Please make sure the property is empty of your belongings.
Leave the electricity and hot water switched on.
Defrost the freezer at least 24 hours before the clean and leave the door open.
Let us know how we'll get in. We're happy to collect keys from your letting agent and drop them back afterwards.

BOOKING
Book as early as you can – ideally two weeks ahead. July to September is our busiest time because of student and family moves, and weekend slots go first.`,
    },
    {
      type: 'document',
      title: 'Oven Cleaning – What to Expect',
      fileName: 'oven-cleaning-what-to-expect.pdf',
      content: `KESTREL CLEAN – OVEN CLEANING: WHAT TO EXPECT
A guide from Marek Nowak, Head Technician

Thank you for booking your oven clean with us. Here's what happens on the day and how you can help us get the best result.

BEFORE WE ARRIVE
Please don't use the oven for at least 3 hours before your appointment so it has time to cool down.
Clear the area in front of the oven – we need about a metre of floor space to work.
If you can, leave a parking space close to your front door. Our van carries a heated dip tank and we'll be walking racks and trays back and forth.
AGA and Rayburn owners: please turn the cooker off the evening before so it is fully cool when we arrive.

ON THE DAY
1. We lay dust sheets and protective mats down in front of the oven.
2. Racks, trays, shelf supports, fan covers and knobs are removed and taken out to the dip tank in our van, where they soak in a heated, caustic-free solution that loosens years of baked-on grease.
3. The door is taken off and, where the model allows, the glass panels are separated so we can clean between them.
4. The inside of the oven is cleaned by hand using fume-free, non-caustic products that are safe for homes with children and pets.
5. Everything is rinsed, dried, put back together and the oven is switched on to check it is working properly.
6. We clean your hob and extractor too if you've booked them.

HOW LONG IT TAKES
A single oven takes around 2 hours.
A double oven takes 2.5 to 3 hours.
Range cookers take 3 to 4 hours depending on the number of cavities.
An AGA takes around 4 hours.

AFTER YOUR CLEAN
You can use your oven as soon as we've gone. There's no chemical smell and no need to "burn off" anything.
To keep it looking good for longer, use a baking tray under anything that might bubble over, and wipe spills once the oven has cooled.
Most customers book an oven clean every 6 to 12 months.

SMALL REPAIRS
We're not electricians and can't repair elements, thermostats or fans. We do carry common oven bulbs and can fit one for £6 if yours has gone. If we notice a worn door seal or a damaged element we'll let you know so you can arrange a repair.

OUR PROMISE
Very old enamel can be stained or etched, and some marks simply won't lift. We'll point these out before we start. If you're not happy with anything we could reasonably have removed, tell us within 48 hours and we'll come back.

Questions about your booking? Call the office on 01423 507318.`,
    },
    {
      type: 'document',
      title: 'Office Cleaning Service Specification',
      fileName: 'commercial-cleaning-specification.docx',
      content: `KESTREL CLEAN LTD
OFFICE CLEANING SERVICE SPECIFICATION
Standard specification for commercial contracts. Your own contract will be tailored after the site survey.

CLEANING TIMES
Most offices are cleaned early in the morning (6am to 8am) or in the evening (5.30pm to 9pm) so we don't disrupt your working day. Daytime and weekend cleaning can be arranged.

DAILY TASKS
Empty all bins and recycling, replace liners
Clean and sanitise kitchen worktops, sinks and tables
Load and unload the dishwasher
Clean and disinfect toilets, urinals, basins and taps
Refill soap, toilet rolls and hand towels
Spot clean glass doors and partitions
Wipe desks where clear (we don't move papers or equipment)
Vacuum carpeted walkways and mop hard floors

WEEKLY TASKS
Full vacuum of all carpeted areas, including under desks
Damp wipe telephones, keyboards and door handles
Dust skirting boards, window sills and ledges
Clean inside microwaves
Descale kettles and wipe the outside of fridges
Wipe internal glass and mirrors in full

MONTHLY TASKS
Clean out fridges (staff will be asked to remove their own food beforehand)
Dust high-level areas, air vents and light fittings
Wipe radiators and pipework
Clean internal windows

PERIODIC SERVICES (quoted separately)
Carpet and upholstery cleaning
Hard floor machine scrub, strip and seal
Washroom deep cleans and descaling
Office kitchen appliance cleaning

CONSUMABLES
Toilet rolls, hand towels, soap and bin liners can be supplied by us at cost plus 10%, added to your monthly invoice, or you can buy your own and we'll keep them stocked.

STAFFING AND COVER
You'll have a regular cleaner or small team who get to know your building. If they are off sick or on holiday we provide trained cover at no extra cost, so your clean never gets missed.
All staff wear Kestrel Clean uniform and photo ID badges.

SECURITY
We can hold keys and alarm codes. Keys are coded and stored in a locked cabinet at our office. Our staff follow your lock-up procedure and we report anything unusual, such as windows left open, to your named contact.

QUALITY CHECKS
A supervisor carries out an unannounced audit of your premises every month using a scored checklist. Our target score is 90%, and results are shared with you. Any issue you report will be followed up within one working day.

HEALTH AND SAFETY
Risk assessments and COSHH data sheets for every product we use are kept in a folder on site. Our cleaning cupboard is kept locked.

CONTRACT TERMS
Minimum term of 3 months, then 30 days' written notice by either side.
Invoiced monthly in arrears, payment within 14 days.

YOUR ACCOUNT MANAGER
Priya Shah, Commercial Accounts Manager
priya@kestrelclean.co.uk | 01423 507318`,
    },
    {
      type: 'document',
      title: 'Welcome Pack for Regular Cleaning Customers',
      fileName: 'welcome-pack-regular-cleaning.pdf',
      content: `WELCOME TO KESTREL CLEAN
Your guide to regular cleaning

Thank you for choosing us to look after your home. This pack explains what happens at your first clean, how to get the most from your cleaner, and how to reach us.

YOUR FIRST CLEAN
Your cleaner will be accompanied by our Operations Manager, Dan Hollis, for the start of your first visit. Together you'll walk round the house and agree your priorities.
The first clean usually takes an hour or so longer than your regular visits because we're getting on top of everything. We'll let you know in advance if we think extra time is needed.

ARRIVAL TIMES
Your cleaner will arrive within 30 minutes either side of your booked time. If they're running later than that, the office will text you.

HOW TO PREPARE
Pick up clothes, toys and paperwork from the floors and surfaces you'd like cleaned – your cleaner can then spend their time cleaning rather than tidying.
Put away valuables, cash and anything fragile you'd rather we didn't handle.
Leave out spare bin bags and vacuum bags if you'd like us to use your own vacuum.
Let us know of any surfaces that need special care, such as marble, natural stone or unsealed wood.

YOUR CLEANING NOTES
Leave a note on the kitchen worktop or send a WhatsApp message to the office before your clean if you'd like something extra done that week. Your cleaner will prioritise the rooms you choose if time is short.

TIME AND BREAKS
You only pay for time spent in your home – we never charge for travel between houses.
On visits over 4 hours your cleaner takes a 15-minute break, which is not charged.

IF YOU NEED TO CHANGE A VISIT
Please see our Terms and Conditions for notice periods. The quickest way to reach us is a text or WhatsApp to 07700 900412.

REFER A FRIEND
Recommend us to a friend or neighbour. Once they've had their third regular clean you'll both get £20 off your next invoice. There's no limit on how many friends you refer.

REVIEWS
We're a small local business and reviews make a real difference. If you're happy with your cleaner, we'd be grateful if you left us a Google review.

WHO'S WHO
Joanne Pickering – Founder and Director
Dan Hollis – Operations Manager (cleaners and quality)
Beth Lister – Bookings and Scheduling (changes to your cleans)
Office: 01423 507318 | hello@kestrelclean.co.uk`,
    },

    // ---------------------------------------------------------------- Website pages
    {
      type: 'website',
      title: 'About Us | Kestrel Clean Harrogate',
      url: 'https://www.kestrelclean.co.uk/about',
      content: `# About Kestrel Clean

## How it started
Kestrel Clean began in 2014, when Joanne Pickering started cleaning for a handful of neighbours in Bilton with a trusty Henry hoover and a second-hand Fiat Panda. Word spread quickly, and within a year she had taken on her first two employees.

Today we're a team of 34 – cleaners, carpet and oven technicians and a small office crew – with eight liveried vans, based at Hornbeam Park in Harrogate. We look after more than 600 homes and around 40 businesses across Harrogate, Knaresborough, Ripon and Wetherby.

## What makes us different
We've grown, but we've kept the things that made our first customers stay with us:

- **Employed, not self-employed.** Every cleaner is on our payroll, trained by us and covered by our insurance.
- **Fairly paid.** We're an accredited Real Living Wage employer, which means our cleaners are paid properly for the hard work they do – and they stay with us, so you keep the same face.
- **Trained in-house.** New starters spend their first two weeks shadowing an experienced cleaner before they go out on their own.
- **Local.** Our office is in Harrogate and you'll always speak to someone who knows your area.

## Meet the team
**Joanne Pickering – Founder and Director.** Still does the odd clean herself when we're short-handed, and personally reads every complaint and review.

**Dan Hollis – Operations Manager.** Dan looks after our cleaners day to day, carries out quality checks and joins every new customer's first visit.

**Beth Lister – Bookings and Scheduling.** Beth is the voice you'll hear most often on the phone. She organises rotas, holiday cover and any changes to your cleans.

**Priya Shah – Commercial Accounts Manager.** Priya runs our office and commercial contracts, from the first site survey to monthly audits.

**Marek Nowak – Head Technician.** Marek leads our carpet, upholstery and oven cleaning team and trained with the National Carpet Cleaners Association.

## Giving something back
We're a proud partner of Cleaning for a Reason, the charity that arranges free house cleans for people going through cancer treatment. Each year our team also volunteers at the Great Yorkshire Show litter-pick and we sponsor the Bilton Juniors under-10s football team.

## Recognition
- Winner, Small Business of the Year, Harrogate Business Awards 2023
- Rated 4.9 out of 5 from over 350 Google reviews
- CHAS accredited for health and safety

## Work with us
If you'd like to join the team, have a look at our careers information or email jobs@kestrelclean.co.uk.`,
    },
    {
      type: 'website',
      title: 'Regular Home Cleaning in Harrogate | Kestrel Clean',
      url: 'https://www.kestrelclean.co.uk/domestic-cleaning',
      content: `# Regular Home Cleaning

Come home to a clean house without giving up your weekends. Our regular cleaners visit weekly, fortnightly or monthly, and you'll have the same trusted person every time.

## How it works
1. **Free home visit.** Dan or Beth pops round for about 20 minutes to see your home, talk through what you'd like done and agree how many hours you need. There's no obligation.
2. **We match you with a cleaner.** We choose someone who lives nearby and suits your day and any pets or preferences.
3. **Your first clean.** Our Operations Manager comes along to the start of your first visit to make sure everything is just as you'd like it.
4. **Sit back.** Your cleaner comes on the same day each week or fortnight. You can change what they focus on at any time.

## What's included in a regular clean
**Kitchen:** worktops, splashbacks and sink cleaned; hob surface and outside of appliances wiped; cupboard doors wiped; floor vacuumed and mopped; bins emptied.

**Bathrooms:** toilet, bath, shower and basin cleaned and sanitised; tiles and mirrors wiped; taps polished; floor mopped.

**Bedrooms and living areas:** dusting of reachable surfaces, skirting boards and ornaments; beds made; mirrors and glass polished; carpets and rugs vacuumed; hard floors mopped.

**Throughout:** light switches and door handles wiped, cobwebs removed, bins emptied.

## Extras you can add
- Inside the fridge
- Inside kitchen cupboards (we'll rotate these through the month)
- Ironing
- Changing beds and putting a wash on
- Cleaning inside the microwave

Full oven cleans are done by our specialist technicians, not as part of a regular clean.

## How often should I book?
Fortnightly is our most popular option – it keeps on top of things without breaking the bank. Busy families with young children or pets often prefer weekly, while monthly suits smaller flats and people who are tidy day to day.

## How many hours will I need?
As a rough guide for a fortnightly clean:
- 1 or 2 bedroom flat: 2 hours
- 3 bedroom semi-detached house: 3 hours
- 4 bedroom detached house: 4 hours
- 5 bedrooms or more: 5 hours plus

We'll confirm this at your home visit.

## When do we clean?
Our domestic cleaners work Monday to Saturday, between 8am and 6pm. Early morning slots (8am starts) and Friday afternoons are the first to fill up, so let us know early if you need one.

## No contracts
There's no minimum term for regular cleaning – just a week's notice if you want to stop. Most of our customers stay with us for years.

## Book your free home visit
Call 01423 507318 or fill in the form on our contact page.`,
    },
    {
      type: 'website',
      title: 'Carpet & Upholstery Cleaning | Kestrel Clean',
      url: 'https://www.kestrelclean.co.uk/carpet-cleaning',
      content: `# Carpet & Upholstery Cleaning in Harrogate

Our specialist technicians, led by Marek Nowak, bring tired carpets, sofas and rugs back to life using professional hot water extraction – the method recommended by most carpet manufacturers.

## Our process
1. **Inspection.** We check the fibre type, look at any stains and tell you honestly what we expect to achieve.
2. **Pre-vacuum.** Dry soil is removed with a commercial upright vacuum.
3. **Pre-treatment.** Each area is sprayed with a pre-spray matched to the fibre and worked in with a brush.
4. **Hot water extraction.** Our Prochem machine rinses the carpet with hot water and pulls the dirt and residue back out.
5. **Grooming.** The pile is groomed so it dries evenly and looks its best.

## Stains
We can remove or greatly improve most everyday stains, including red wine, coffee, tea, mud, food and grease. Some marks are permanent: bleach spots, burns, dye transfer and old stains that have been "set" by shop-bought cleaners. We'll always tell you before we start if we think a stain won't come out.

## Pet accidents and odours
Urine can soak through to the underlay, so a surface clean alone doesn't always remove the smell. Our enzyme odour treatment breaks down the source of the odour and costs £20 per room on top of the carpet clean.

## Sofas and upholstery
Check the label under your sofa cushions before booking:
- **W** – can be cleaned with water-based products
- **S** – solvent cleaning only
- **WS** – either method is fine
- **X** – vacuum only; fabric with this code can't be wet cleaned

We also clean and condition leather sofas from £80, restoring a soft finish and helping prevent cracking.

## Rugs
Most modern rugs can be cleaned in your home. Wool, silk and hand-knotted rugs such as Persian rugs are collected and cleaned at our unit on Hornbeam Park, with a 7-day turnaround.

## Before we arrive
- Please vacuum if you can, and clear small items, toys and ornaments from the floor.
- We'll move light furniture like chairs, coffee tables and side tables. We don't move beds, wardrobes, dressers or pianos, so please clear under or around them if you'd like those areas cleaned.
- We need a parking space within 30 metres of your door and access to a tap.

## Protecting your carpets
After cleaning we can apply a stain protector, which helps spills bead up so you can blot them away before they soak in. Ask your technician on the day.

## Commercial carpets
We clean office carpets, holiday lets, care homes and churches, and can work evenings and weekends. See our commercial cleaning page or call Priya for a quote.

## Book a carpet clean
Call 01423 507318 or send us the number of rooms and any sofas and we'll give you a price by return.`,
    },
    {
      type: 'website',
      title: 'Office & Commercial Cleaning | Kestrel Clean',
      url: 'https://www.kestrelclean.co.uk/commercial-cleaning',
      content: `# Office & Commercial Cleaning

A clean workplace makes a better impression on clients and a happier place for your staff. We clean offices and commercial premises across Harrogate, Knaresborough, Ripon and Leeds North, from a one-room accountancy practice to multi-floor business centres.

## Who we clean for
- Offices and business centres
- Dental practices, physiotherapy and beauty clinics
- Nurseries and private schools
- Gyms and fitness studios
- Shops and showrooms
- Communal areas of apartment blocks
- Churches, village halls and community buildings

We don't currently provide clinical cleaning for hospitals or operating theatres.

## How we work
**Free site survey.** Priya Shah, our Commercial Accounts Manager, visits your premises, walks round with you and finds out what matters most. You'll receive a written specification and quote within 3 working days.

**Hours that suit you.** Early mornings, evenings, weekends or during the working day – we fit around your opening hours, not the other way round.

**The same team.** You'll have a regular cleaner or small team, with trained cover provided for sickness and holidays.

**Checks you can see.** A supervisor audits your building every month and shares the results with you.

**Key holding and alarms.** We can hold keys and alarm codes securely and follow your lock-up procedure.

## Prices
Contract cleaning starts from £19.50 per hour plus VAT, depending on the size of the building, the frequency and the time of day. There's no charge for the survey or quote.

## Extra services
- Carpet and upholstery cleaning
- Hard floor scrubbing, stripping and sealing
- Washroom deep cleans
- Office kitchen and appliance cleaning
- One-off cleans after refurbishments, office moves or events

## Accreditations
We're CHAS accredited for health and safety and every member of staff has an enhanced DBS check. Risk assessments and product data sheets are provided for every site.

## What our clients say
"Kestrel have cleaned our offices for five years. They're reliable, they don't cut corners and Priya sorts anything out the same day." – Practice Manager, Harrogate accountancy firm

"We tried two national companies before Kestrel. The difference is that it's the same cleaner every evening and she actually cares." – Owner, Knaresborough dental practice

## Get a quote
Email priya@kestrelclean.co.uk or call 01423 507318 to arrange your free site survey.`,
    },
    {
      type: 'website',
      title: 'Contact Us | Kestrel Clean',
      url: 'https://www.kestrelclean.co.uk/contact',
      content: `# Contact Kestrel Clean

We'd love to hear from you, whether you're after a quote, want to change a booking or just have a question.

## Phone
**01423 507318**
Lines are busiest first thing on Monday mornings, so if it's not urgent, later in the day is usually quicker.

## WhatsApp and text
**07700 900412**
The easiest way to let us know about a change to your clean or send us photos. Messages are answered during office hours.

## Email
General enquiries and bookings: hello@kestrelclean.co.uk
Commercial cleaning: priya@kestrelclean.co.uk
Careers: jobs@kestrelclean.co.uk

We reply to all emails within 1 working day.

## Office opening hours
Monday to Friday: 8.30am – 5pm
Saturday: 9am – 12pm (phones only)
Sunday and bank holidays: closed

Please note these are our office hours. Our cleaners and technicians work longer hours, and commercial cleaning takes place early mornings and evenings.

## Commercial emergencies
Contract customers who need urgent help outside office hours – for example after a flood or a break-in – can call our out-of-hours line on 07700 900587.

## Find us
Kestrel Clean Ltd
Unit 4, Hornbeam Square West
Hornbeam Park
Harrogate
HG2 8PA

Our office is a working base for our vans rather than a shop, so please ring ahead if you'd like to pop in. There's free visitor parking outside the unit, and we're a 5-minute walk from Hornbeam Park railway station.

## Ask for a quote online
Fill in the quote form with your name, postcode, the service you're interested in and the best time to call you. For carpet cleaning, tell us how many rooms and whether there are stairs. For end of tenancy cleans, tell us the number of bedrooms and bathrooms and your moving-out date.

We'll get back to you the same day if you get in touch before 3pm on a weekday.

## Follow us
Facebook: /kestrelcleanharrogate
Instagram: @kestrelclean

## Company details
Kestrel Clean Ltd, registered in England and Wales, company number 09184472.`,
    },
    {
      type: 'website',
      title: 'After Builders & Move-In Cleaning | Kestrel Clean',
      url: 'https://www.kestrelclean.co.uk/after-builders-cleaning',
      content: `# After Builders & Move-In Cleaning

## After builders cleaning
New kitchen, loft conversion or a full renovation? The builders may have finished, but the dust gets everywhere – and it keeps settling for days. Our after builders cleans take your home from building site to liveable.

### What we tackle
- Fine plaster and brick dust from every surface, including inside cupboards, on top of door frames and in light fittings
- Paint splashes and drips on windows, tiles and hard floors
- Sticker and tape residue on new windows, doors and sanitaryware
- Silicone smears and grout haze on new tiling
- Protective films removed from appliances and glass
- Vacuuming with HEPA-filtered vacuums so fine dust isn't just blown around
- Washing down kitchen units, inside and out

### What we don't do
We're cleaners, not builders. We don't remove rubble, building waste, plasterboard offcuts or skips full of rubbish – please ask your builder to clear these first. We also can't remove cement or mortar from brickwork, or paint that has dried into carpet.

### When to book
Book your clean for after all the trades have finished. If decorators or electricians come back afterwards, the dust comes back too. For bigger projects we often recommend two visits: a main clean once the work is done, and a lighter top-up clean just before you move furniture back in.

### Developers and landlords
We carry out sparkle clean packages for local housing developers and letting agents, getting new-build homes and show homes ready for handover or viewings. Ask Priya about regular work.

### How much?
After builders cleaning is charged by the hour per cleaner, with a four-hour minimum. As a guide, a typical kitchen extension needs 6 to 8 cleaner hours, while a whole-house renovation can take a team of three a full day. For larger jobs we'll come and look first and give you a fixed quote.

## Move-in cleaning
Buying a house or moving into a rental that isn't quite as clean as you'd hoped? A move-in clean means you can unpack knowing every cupboard, bathroom and appliance has been properly cleaned and sanitised.

Our move-in clean follows the same thorough checklist as our end of tenancy cleans, including a full oven clean, inside all kitchen cupboards and the fridge, and descaling bathrooms. Many customers add a carpet clean at the same time, while the rooms are empty.

We can collect keys from your estate agent on completion day and have the house ready before your removal van arrives – just let us know the timings.

## Get a quote
Send us photos of the work and your postcode and we'll give you an estimate. Call 01423 507318 or email hello@kestrelclean.co.uk.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    {
      text: 'do i need to buy any cleaning stuff for you or do you bring it all',
      expect: 'Do you bring your own cleaning products and equipment?',
    },
    {
      text: "will the cleaner use my hoover or bring their own? mine's a dyson",
      expect: 'Do you bring your own cleaning products and equipment?',
    },
    {
      text: 'i work full time, do i have to be home when the cleaner comes',
      expect: 'Do I need to be in when you clean?',
    },
    {
      text: 'can you clean while we are out at work',
      expect: 'Do I need to be in when you clean?',
    },
    {
      text: 'what do you do with our house key, is it got our address on it',
      expect: 'How do you keep my keys safe?',
    },
    {
      text: 'bit nervous about handing a spare key over to a company tbh, what if it gets lost',
      expect: 'How do you keep my keys safe?',
    },
    { text: 'are your staff police checked', expect: 'Are your cleaners vetted and insured?' },
    {
      text: 'r ur cleaners self employed or do u employ them',
      expect: 'Are your cleaners vetted and insured?',
    },
    {
      text: 'will it be a different person every week?',
      expect: 'Will I have the same cleaner each time?',
    },
    {
      text: 'what happens when my usual lady goes on holiday',
      expect: 'Will I have the same cleaner each time?',
    },
    { text: 'which towns do you go to', expect: 'Which areas do you cover?' },
    {
      text: 'roughly what would i pay per visit for a regular cleaner, its a 3 bed semi',
      expect: 'How much does a regular clean cost?',
    },
    {
      text: 'ballpark cost each time for a cleaner coming every week?',
      expect: 'How much does a regular clean cost?',
    },
    {
      text: 'can i switch my clean from tuesdays to fridays from next month',
      expect: 'Can I change my cleaning day?',
    },
    {
      text: 'my clean is due on boxing day, will it still go ahead?',
      expect: 'Do you work on bank holidays?',
    },
    {
      text: 'can i just leave cash on the side for the cleaner each week',
      expect: 'Can I pay my cleaner in cash?',
    },
    {
      text: 'what products do you use? my daughter has asthma and strong smells set her off',
      expect: 'Are your products eco-friendly?',
    },
    {
      text: "we've got two cats and a slightly nervy spaniel, is that going to be a problem",
      expect: 'Is it OK if I have pets?',
    },
    {
      text: 'how long till i can put the sofa back after the carpets are done',
      expect: 'How long will my carpets take to dry?',
    },
    { text: 'carpets drying time?', expect: 'How long will my carpets take to dry?' },
    {
      text: 'can i book just a one off big clean? not after anything regular, just the in-laws are coming to stay',
      expect: 'Do you do one-off deep cleans?',
    },
    { text: 'do you do outside windows as well', expect: 'Do you clean windows?' },
    {
      text: 'will the cleaner wipe the inside of the windows and the sills',
      expect: 'Do you clean windows?',
    },
    {
      text: "could the cleaner get through a basket of ironing while she's here",
      expect: 'Can you do my ironing?',
    },
    {
      text: 'cleaner came today and the bathroom still looks grubby, will someone come back and redo it?',
      expect: "What if I'm not happy with my clean?",
    },
    {
      text: 'would she change the sheets if i leave clean ones out',
      expect: 'Will the cleaner change the beds and do laundry?',
    },
    {
      text: 'can they stick a wash on while they are there',
      expect: 'Will the cleaner change the beds and do laundry?',
    },
    {
      text: 'can i buy a clean as a present for my mum, she just had a hip op',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'gift voucher', expect: 'Do you sell gift vouchers?' },
    { text: 'are you hiring at the moment', expect: 'Are you recruiting cleaners?' },
    {
      text: 'how much do your cleaners get paid an hour? thinking of applying',
      expect: 'Are you recruiting cleaners?',
    },
    {
      text: 'i have a holiday cottage near pateley bridge, could you do the changeovers between guests',
      expect: 'Do you clean holiday lets and Airbnbs?',
    },

    // ---- Price list
    { text: 'how much to clean a 3 seater sofa', expect: 'Price List 2026', fact: '£90' },
    {
      text: 'price for an end of tenancy on a 2 bed flat?',
      expect: 'Price List 2026',
      fact: '£260',
    },
    {
      text: "what's the hourly rate if i only have you once a month",
      expect: 'Price List 2026',
      fact: '£26.00',
    },
    { text: 'double oven clean cost', expect: 'Price List 2026', fact: '£95' },
    {
      text: 'do you charge extra for travel? im in ripon HG4',
      expect: 'Price List 2026',
      fact: 'HG1 to HG5',
    },
    {
      text: 'is there any discount for pensioners',
      expect: 'Price List 2026',
      fact: 'aged 70 and over',
    },

    // ---- Terms and conditions
    {
      text: 'what happens if i cancel the day before',
      expect: 'Terms and Conditions of Service',
      fact: '50%',
    },
    {
      text: "if we're away on holiday for a fortnight do we still have to pay for the cleans",
      expect: 'Terms and Conditions of Service',
      fact: "14 days' notice",
    },
    {
      text: 'i think the cleaner cracked a lamp yesterday, how do i claim for it',
      expect: 'Terms and Conditions of Service',
      fact: 'in writing within 48 hours',
    },
    {
      text: 'our cleaner is brilliant, can we just hire her privately instead?',
      expect: 'Terms and Conditions of Service',
      fact: '£750',
    },
    {
      text: 'how often do your prices go up',
      expect: 'Terms and Conditions of Service',
      fact: 'once a year in April',
    },
    {
      text: 'forgot to leave the key out and the cleaner couldnt get in, do i still get charged??',
      expect: 'Terms and Conditions of Service',
    },
    {
      text: 'how do i stop my regular cleaning, is there a notice period',
      expect: 'Terms and Conditions of Service',
      fact: '7 days',
    },
    {
      text: 'is there a deposit to book a move out clean',
      expect: 'Terms and Conditions of Service',
    },

    // ---- End of tenancy checklist
    {
      text: 'do you do inside the kitchen cupboards on a move out clean',
      expect: 'End of Tenancy Cleaning Checklist',
    },
    {
      text: "what if the letting agent says it isn't clean enough after you've been",
      expect: 'End of Tenancy Cleaning Checklist',
      fact: 'within 72 hours of our clean',
    },
    {
      text: 'do i have to defrost the freezer before the end of tenancy clean',
      expect: 'End of Tenancy Cleaning Checklist',
      fact: 'at least 24 hours before',
    },
    {
      text: 'does moving out clean include shampooing the carpets',
      expect: 'End of Tenancy Cleaning Checklist',
    },
    {
      text: 'how long will you need the house for? its a 3 bed, handing keys back friday',
      expect: 'End of Tenancy Cleaning Checklist',
      fact: '5 to 7 hours',
    },
    {
      text: 'will you wash the walls down, theres crayon on the kids bedroom wall',
      expect: 'End of Tenancy Cleaning Checklist',
    },
    {
      text: 'how far ahead should i book the clean for when i leave my rented flat in august',
      expect: 'End of Tenancy Cleaning Checklist',
    },

    // ---- Oven guide
    {
      text: 'do you take the oven bits away to clean them',
      expect: 'Oven Cleaning – What to Expect',
      fact: 'heated dip tank',
    },
    {
      text: 'how long does a single oven clean take',
      expect: 'Oven Cleaning – What to Expect',
      fact: 'around 2 hours',
    },
    {
      text: 'when can i cook again after the oven has been cleaned',
      expect: 'Oven Cleaning – What to Expect',
      fact: "as soon as we've gone",
    },
    {
      text: 'we have an aga, does it need turning off for the clean',
      expect: 'Oven Cleaning – What to Expect',
    },
    {
      text: 'the light in my oven has gone can your guy sort that while hes here',
      expect: 'Oven Cleaning – What to Expect',
      fact: 'fit one for £6',
    },
    {
      text: 'are the chemicals you use on ovens nasty? got a toddler',
      expect: 'Oven Cleaning – What to Expect',
    },

    // ---- Office specification
    {
      text: 'do you supply the loo roll and hand soap for our office or do we buy it',
      expect: 'Office Cleaning Service Specification',
      fact: 'cost plus 10%',
    },
    {
      text: 'how do you check the office cleaners are actually doing a good job',
      expect: 'Office Cleaning Service Specification',
      fact: '90%',
    },
    {
      text: 'what gets done weekly vs daily in our offices',
      expect: 'Office Cleaning Service Specification',
    },
    {
      text: 'will your cleaners clear out the staff fridge',
      expect: 'Office Cleaning Service Specification',
    },

    // ---- Welcome pack
    {
      text: 'what time will the cleaner actually turn up, is it exact',
      expect: 'Welcome Pack for Regular Cleaning Customers',
      fact: '30 minutes',
    },
    {
      text: 'do you do a refer a friend thing',
      expect: 'Welcome Pack for Regular Cleaning Customers',
      fact: '£20 off your next invoice',
    },
    {
      text: 'should i tidy up before the cleaner arrives or is that silly',
      expect: 'Welcome Pack for Regular Cleaning Customers',
    },
    {
      text: 'do i pay for the cleaners lunch break on a long clean',
      expect: 'Welcome Pack for Regular Cleaning Customers',
      fact: '15-minute break',
    },

    // ---- About page
    { text: 'who owns kestrel clean', expect: 'About Us | Kestrel Clean Harrogate' },
    {
      text: 'how long have you been going',
      expect: 'About Us | Kestrel Clean Harrogate',
      fact: '2014',
    },
    {
      text: 'do your cleaners get paid properly? i dont want to use a firm that pays minimum wage',
      expect: 'About Us | Kestrel Clean Harrogate',
    },
    {
      text: 'how big a company are you, how many people work there',
      expect: 'About Us | Kestrel Clean Harrogate',
    },
    {
      text: 'do you support any charities',
      expect: 'About Us | Kestrel Clean Harrogate',
      fact: 'Cleaning for a Reason',
    },

    // ---- Domestic cleaning page
    {
      text: 'how many hours would a 4 bed detached need every fortnight',
      expect: 'Regular Home Cleaning in Harrogate | Kestrel Clean',
      fact: '4 bedroom detached house: 4 hours',
    },
    {
      text: 'what do you actually do in a normal weekly clean',
      expect: 'Regular Home Cleaning in Harrogate | Kestrel Clean',
    },
    {
      text: 'do you come and look at the house before starting',
      expect: 'Regular Home Cleaning in Harrogate | Kestrel Clean',
    },
    {
      text: 'weekly or fortnightly - what do most people go for?',
      expect: 'Regular Home Cleaning in Harrogate | Kestrel Clean',
      fact: 'Fortnightly is our most popular',
    },
    {
      text: 'what hours do the home cleaners work, could someone come at 7am',
      expect: 'Regular Home Cleaning in Harrogate | Kestrel Clean',
      fact: 'between 8am and 6pm',
    },

    // ---- Carpet page
    {
      text: 'can you get red wine out of a cream carpet',
      expect: 'Carpet & Upholstery Cleaning | Kestrel Clean',
    },
    {
      text: 'dog keeps weeing on the landing carpet and it stinks, can you get rid of the smell',
      expect: 'Carpet & Upholstery Cleaning | Kestrel Clean',
      fact: '£20 per room',
    },
    {
      text: 'do you clean leather sofas',
      expect: 'Carpet & Upholstery Cleaning | Kestrel Clean',
      fact: 'from £80',
    },
    {
      text: 'will the technician move the beds and wardrobes out of the way',
      expect: 'Carpet & Upholstery Cleaning | Kestrel Clean',
    },
    {
      text: 'got a silk rug from my grandma, can you clean it and how long',
      expect: 'Carpet & Upholstery Cleaning | Kestrel Clean',
      fact: '7-day',
    },
    {
      text: 'the tag on my sofa says code X what does that mean',
      expect: 'Carpet & Upholstery Cleaning | Kestrel Clean',
    },

    // ---- Commercial page
    {
      text: 'do you clean dental surgeries',
      expect: 'Office & Commercial Cleaning | Kestrel Clean',
    },
    {
      text: 'how much does office cleaning cost per hour',
      expect: 'Office & Commercial Cleaning | Kestrel Clean',
      fact: '£19.50',
    },
    {
      text: 'how quickly can you get us a quote for our office, current cleaners are leaving',
      expect: 'Office & Commercial Cleaning | Kestrel Clean',
      fact: '3 working days',
    },
    { text: 'could you clean our gym', expect: 'Office & Commercial Cleaning | Kestrel Clean' },

    // ---- Contact page
    {
      text: 'what time does your office open on saturdays',
      expect: 'Contact Us | Kestrel Clean',
      fact: '9am',
    },
    { text: 'open sundays?', expect: 'Contact Us | Kestrel Clean' },
    {
      text: 'can i pop into your office to drop a key off, is there anywhere to park',
      expect: 'Contact Us | Kestrel Clean',
      fact: 'free visitor parking',
    },
    { text: 'how quick do you reply to emails', expect: 'Contact Us | Kestrel Clean' },
    {
      text: "our office got flooded overnight and it's sunday, is there anyone i can ring? we're a contract client",
      expect: 'Contact Us | Kestrel Clean',
      fact: '07700 900587',
    },

    // ---- After builders page
    {
      text: "we've just had an extension built and there's dust over literally everything, is that something you do",
      expect: 'After Builders & Move-In Cleaning | Kestrel Clean',
    },
    {
      text: 'will you take away the rubble and old plasterboard',
      expect: 'After Builders & Move-In Cleaning | Kestrel Clean',
    },
    {
      text: 'can you clean our new house before we move in, we get the keys on the 14th',
      expect: 'After Builders & Move-In Cleaning | Kestrel Clean',
    },
    {
      text: 'roughly how many hours for a clean after a kitchen extension',
      expect: 'After Builders & Move-In Cleaning | Kestrel Clean',
      fact: '6 to 8 cleaner hours',
    },
    {
      text: 'do you work with housing developers for show homes',
      expect: 'After Builders & Move-In Cleaning | Kestrel Clean',
      fact: 'sparkle clean',
    },
  ],

  requests: [
    {
      text: "I'd like to book a free home visit for regular fortnightly cleaning please, any weekday after 4pm works. Sarah Whitfield, HG2 7JB",
      expect: 'Appointments',
    },
    {
      text: 'can you book me in for an oven clean next thursday the 12th? single oven, Knaresborough',
      expect: 'Appointments',
    },
    {
      text: 'Please reserve an end of tenancy clean for 28 August, 2 bed flat on Cold Bath Road. Tom Reilly',
      expect: 'Appointments',
    },
    {
      text: 'need the lounge and stairs carpets doing before christmas, can we get a date in the diary',
      expect: 'Appointments',
    },
    {
      text: "I'm really disappointed – the cleaner turned up an hour late today and left the kitchen floor still sticky. Not what I pay for.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'my oven clean on monday left black marks all over the kitchen lino and nobody has called me back, I want this sorted',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say Marta is an absolute star, the house has never looked so good. Please pass on our thanks!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone call me back about a quote for our office on 07911 234567, best after 2pm',
      expect: 'General Inquiry',
    },
    { text: 'please email me your price list to j.hartley@gmail.com', expect: 'General Inquiry' },
    {
      text: "Hi, looking for a quote for cleaning the communal stairs in our block of 12 flats in Wetherby. I'm Ian Booth, 01937 588 210",
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
    { text: "this bot isn't helping, put me through to someone in the office", expect: 'handoff' },
    {
      text: 'is beth or one of the team around to chat? rather speak to a human',
      expect: 'handoff',
    },
  ],

  offTopic: [
    'what is the best vacuum cleaner to buy for dog hair',
    'is it safe to mix bleach and vinegar to clean mould',
    'how much does Molly Maid charge in Leeds',
    'how do i dispute a deposit deduction with the tenancy deposit scheme',
    'when is harrogate christmas market on this year',
    'which day is bin collection on my street in Harrogate',
    'do you know a good plumber, my kitchen tap is dripping',
    "what's the weather going to be like in harrogate tomorrow",
    'write me a short poem about dust bunnies',
    'give me a recipe for shepherds pie',
    'what is the capital of australia',
    'who won the premier league last season',
    'can you help with my maths homework, what is 17 times 23',
    'how do I get my landlord to fix the damp in my flat',
  ],
};
