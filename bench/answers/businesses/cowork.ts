import type { Business, BusinessEntry } from '../types.js';

const TERMS = 'Membership terms 2025';
const HANDBOOK = 'Member handbook';
const ABOUT = 'About us | Chandlery Works';
const GETTING_HERE = 'Getting here | Chandlery Works';

const entries: BusinessEntry[] = [
  // ---------------------------------------------------------------- Q&A
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content: `Reception is staffed Monday to Friday, 8:30am to 6pm, and closed at weekends and on bank holidays. Hot Desk members and day pass holders can use the building from 7am to 10pm every day of the week, including weekends. Fixed Desk and Private Office members have 24/7 fob access.`,
    tags: ['hours', 'access'],
  },
  {
    type: 'faq',
    title: 'How much is a day pass?',
    content: `A day pass costs £22 including VAT and gives you a desk on the Open Floor from 8:30am to 6pm, fast wifi, unlimited coffee and use of the phone booths. You can buy one online at chandleryworks.co.uk/day-pass or pay by card at reception, subject to availability.`,
    tags: ['day pass', 'pricing'],
  },
  {
    type: 'faq',
    title: 'Do you sell bundles of day passes?',
    content: `Yes — the Flexi 10 gives you ten days on the Open Floor for £180 including VAT, which works out at £18 a day. Days can be used whenever you like within 3 months of purchase, but each Flexi 10 belongs to one person and can't be shared with colleagues.`,
    tags: ['day pass', 'pricing'],
  },
  {
    type: 'faq',
    title: 'How much is hot desk membership?',
    content: `Hot Desk membership is £195 a month + VAT. It includes any free desk on the Open Floor, access from 7am to 10pm seven days a week, 4 hours of meeting room credit each month, use of the printer and unlimited coffee. It runs month to month.`,
    tags: ['hot desk', 'pricing', 'membership'],
  },
  {
    type: 'faq',
    title: 'What does a fixed desk cost?',
    content: `A Fixed Desk is £295 a month + VAT. You get your own dedicated desk in the Quiet Studio on the second floor with a 27-inch monitor, a lockable pedestal and wired ethernet, plus 24/7 access and 8 hours of meeting room credit each month.`,
    tags: ['fixed desk', 'pricing', 'membership'],
  },
  {
    type: 'faq',
    title: 'Do you have private offices to rent?',
    content: `Yes, we have 18 lockable private offices on the first floor for teams of 2 to 12. Prices start at £650 a month + VAT for a 2-person office, £1,150 for 4 people and £2,300 for 8 people, all-inclusive of furniture, bills, cleaning, wifi and 24/7 access. The minimum term is three months.`,
    tags: ['private office', 'pricing'],
  },
  {
    type: 'faq',
    title: 'What meeting rooms do you have?',
    content: `We have three bookable rooms: The Rigging seats 4 and has a 55-inch screen; The Mast seats 8 and has a screen and a full whiteboard wall; The Hold is our boardroom for up to 14 people, with Logitech video conferencing and a hearing loop. Every room has HDMI and USB-C connections and free filtered water.`,
    tags: ['meeting rooms'],
  },
  {
    type: 'faq',
    title: 'How much does it cost to hire a meeting room?',
    content: `Non-members pay £25 an hour for The Rigging, £40 an hour for The Mast and £60 an hour for The Hold, all + VAT. A half day (4 hours) is charged as 3 hours and a full day (8 hours) as 6 hours. Members use their monthly meeting room credits first. Rooms can be booked on our website or in the Chandlery app.`,
    tags: ['meeting rooms', 'pricing'],
  },
  {
    type: 'faq',
    title: 'Do you offer a virtual office?',
    content: `Yes. Our Virtual Office plan is £35 a month + VAT and lets you use our Bristol harbourside address on your website, invoices and Google Business listing. It includes mail handling and 2 free day passes every month.`,
    tags: ['virtual office', 'pricing'],
  },
  {
    type: 'faq',
    title: 'Can I use your address as my registered office?',
    content: `Yes. A Companies House registered office and director's service address can be added to any membership for £15 a month + VAT, or comes included in Virtual Office Plus at £55 a month + VAT. Before we can accept, every director must pass an ID check (passport or driving licence plus a recent proof of address).`,
    tags: ['virtual office', 'registered office'],
  },
  {
    type: 'faq',
    title: 'How does mail handling work?',
    content: `Post is sorted at reception every morning and we email you a photo of each envelope the same day. You can collect from your pigeonhole during staffed hours, have it forwarded every Friday for the cost of postage plus £2 handling per batch, or ask us to open and scan letters for £1 each. We accept parcels up to 20kg and hold them for 14 days.`,
    tags: ['mail', 'virtual office'],
  },
  {
    type: 'faq',
    title: 'How fast is the wifi?',
    content: `We run a 900 Mbps symmetric full-fibre connection with automatic 4G backup if the line ever drops. Every member gets their own secure login, and fixed desks and private offices also have wired ethernet.`,
    tags: ['wifi', 'internet'],
  },
  {
    type: 'faq',
    title: 'Are dogs allowed?',
    content: `Well-behaved dogs are welcome Monday to Friday on the ground-floor Open Floor once they are registered with reception along with proof of vaccinations. Dogs must stay on a lead and aren't allowed in meeting rooms, the kitchen, the Library or the Quiet Studio. One dog per member, please.`,
    tags: ['dogs', 'pets'],
  },
  {
    type: 'faq',
    title: 'Is tea and coffee included?',
    content: `Yes — unlimited coffee from our bean-to-cup machines (beans from Harbourside Roasters), a range of teas, oat and dairy milk and filtered water are included for all members and day pass holders. There is a shared kitchen with fridges and microwaves on every floor, and The Galley café on the ground floor sells breakfast and lunch from 8am to 3pm on weekdays.`,
    tags: ['coffee', 'kitchen', 'food'],
  },
  {
    type: 'faq',
    title: 'Do you have phone booths?',
    content: `Yes, there are six soundproof phone booths, two on each floor, with a desk, power and good lighting for video calls. They're free for members and day pass holders and can't be booked; please keep to 45 minutes if someone is waiting.`,
    tags: ['phone booths', 'calls'],
  },
  {
    type: 'faq',
    title: 'Can I have a tour before I join?',
    content: `Of course. We run free tours Monday to Friday between 10am and 4pm, and they take about 20 minutes. You can book a slot online or just drop in, but booking ahead means someone from the community team will be free to show you round.`,
    tags: ['tour', 'joining'],
  },
  {
    type: 'faq',
    title: 'Do you offer a free trial day?',
    content: `Yes, anyone considering membership can have one free trial day on the Open Floor, Monday to Friday. Just bring photo ID to reception. It's limited to one trial per person.`,
    tags: ['trial', 'joining'],
  },
  {
    type: 'faq',
    title: 'Can I hire the space for an event?',
    content: `Yes, The Loft on the top floor can be hired for talks, launches, workshops and parties, holding up to 80 people standing or 50 seated theatre-style. It costs £75 an hour or £450 for an evening (6pm to 10pm), + VAT, and members get 20% off. A projector, PA system and two radio mics are included.`,
    tags: ['events', 'venue hire'],
  },
  {
    type: 'faq',
    title: 'Is the building wheelchair accessible?',
    content: `Yes. There is a step-free entrance at the main doors, a lift serving all three floors and an accessible toilet on every floor. Height-adjustable desks are available on request.`,
    tags: ['accessibility'],
  },
  {
    type: 'faq',
    title: 'Do you have showers?',
    content: `Yes, there are two showers in the basement changing area, available whenever you have access to the building. Bring your own towel or hire one from reception for £1.`,
    tags: ['facilities', 'showers'],
  },
  {
    type: 'faq',
    title: 'How do I pay for my membership?',
    content: `Memberships are paid monthly in advance by Direct Debit through GoCardless. Day passes, Flexi 10s and meeting rooms are paid by card online or at reception. We are completely card-only and don't accept cash.`,
    tags: ['payment', 'billing'],
  },
  {
    type: 'faq',
    title: 'Can members bring guests?',
    content: `Members can sign in up to 2 guests a day free of charge for up to 2 hours, for example for a quick meeting. Guests must sign in at reception; if they want to stay longer they need a day pass. Private Office members can host guests in their own office without a limit.`,
    tags: ['guests'],
  },
  {
    type: 'faq',
    title: 'Is there a quiet area for focused work?',
    content: `Yes, The Library on the first floor is a silent room with 16 desks, open to all members and day pass holders. No calls and no conversation — phones on silent, please.`,
    tags: ['quiet', 'focus'],
  },
  {
    type: 'faq',
    title: 'Do you offer any discounts?',
    content: `Registered charities and full-time students get 15% off Hot Desk and Fixed Desk memberships with proof of status. Any member who pays for 12 months upfront gets one month free.`,
    tags: ['discounts', 'pricing'],
  },
  {
    type: 'faq',
    title: 'Do you have plans for teams?',
    content: `Teams of 5 or more people on Hot Desk or Fixed Desk memberships get 10% off each membership, a single monthly invoice, and their meeting room credits pooled so anyone on the team can use them.`,
    tags: ['teams', 'pricing'],
  },
  {
    type: 'faq',
    title: 'How can I get in touch?',
    content: `Call us on 0117 496 0382 (Monday to Friday, 8:30am to 6pm), email hello@chandleryworks.co.uk, or send us a message on Instagram at @chandleryworks.`,
    tags: ['contact'],
  },
  {
    type: 'faq',
    title: 'Can you provide catering for meetings?',
    content: `Yes, The Galley can cater for meetings and events booked with us: a tea and coffee refresh is £3.50 per head, a pastry platter £4.50 per head and a sandwich lunch £9.50 per head. Please order at least 48 hours ahead and tell us about any dietary requirements.`,
    tags: ['catering', 'meeting rooms'],
  },
  {
    type: 'faq',
    title: 'Can I switch to a different membership plan?',
    content: `Yes. Upgrades, such as moving from Hot Desk to Fixed Desk, can start on any day and are charged pro rata, although fixed desks sometimes have a waiting list. Downgrades take effect from the 1st of the following month.`,
    tags: ['membership', 'upgrade'],
  },

  // ---------------------------------------------------------------- documents
  {
    type: 'document',
    title: TERMS,
    fileName: 'membership-terms-2025.txt',
    tags: ['terms', 'pricing'],
    content: `CHANDLERY WORKS LTD
MEMBERSHIP TERMS AND PRICE LIST 2025

Effective from 1 January 2025. Chandlery Works Ltd is registered in England and Wales, company number 11873402.

1. WHO THESE TERMS APPLY TO

These terms apply to every Hot Desk, Fixed Desk, Private Office and Virtual Office member. Day pass and Flexi 10 holders agree to the short-form terms shown at checkout. Members must be 18 or over. By signing up you also agree to follow the Member Handbook.

2. DEPOSITS

Hot Desk and Virtual Office memberships need no deposit.

Fixed Desk and Private Office members pay a refundable deposit equal to one month's membership fee before their start date.

We return deposits within 14 days of your final day, once all fobs and keys have been handed back and the desk or office has been left in the condition you found it.

3. NOTICE PERIODS

Hot Desk ........................ one calendar month
Fixed Desk ...................... one calendar month
Virtual Office .................. one calendar month
Private Office .................. two calendar months (can be given at any point after the minimum term)

Notice must be given in writing to membership@chandleryworks.co.uk and runs from the date we receive it. Telling a member of staff in person does not count as notice.

4. PAUSING YOUR MEMBERSHIP

Hot Desk members may pause for up to two months in any calendar year, for example over the summer or during parental leave. A hold fee of £20 per month keeps your member rate and your mailbox. Fixed Desk members who are away can keep their desk by paying 50% of the normal fee. Private Offices cannot be paused.

5. PAYMENT, VAT AND LATE PAYMENT

All membership prices are quoted excluding VAT, which is charged at the standard rate of 20%. Invoices are issued on the 25th of each month for the month ahead.

If a payment fails we will retry it once after three working days. A failed payment incurs an admin fee of £25. If an invoice is still unpaid 14 days after its due date, your fob will be deactivated until the balance is cleared.

6. PRICE CHANGES

We review prices once a year, in April. Existing members receive at least 60 days' written notice of any change, and increases for existing members are capped at 5% a year.

7. ADD-ONS AND EXTRAS

Prices are per month unless stated, excluding VAT.

Personal locker, Open Floor ................. £16
Large storage cupboard, basement ............ £40
Dedicated phone line with handset ........... £12
Additional meeting room credit .............. £18 per hour
Replacement key fob ......................... £20 one-off
Printing, black and white A4 ................ 8p per page
Printing, colour A4 ......................... 30p per page
Printing, A3 ................................ double the A4 rate
Scanning to email ........................... free

Lockers and cupboards are allocated first come, first served. Anything left in them after a membership ends is held for 14 days and then disposed of.

8. ENDING A MEMBERSHIP EARLY

We may end a membership immediately if a member seriously or repeatedly breaks the Member Handbook, behaves abusively towards staff or other members, or uses the space for anything illegal. In that case the deposit may be used to cover unpaid fees or damage.

9. LIABILITY AND INSURANCE

We hold public liability insurance of £5 million. We are not responsible for members' personal belongings, laptops or stock, and we recommend that members arrange their own contents and professional indemnity insurance. Private Office members must tell us about any single item of equipment worth more than £2,000 kept in their office.

10. QUESTIONS

Questions about these terms should be sent to membership@chandleryworks.co.uk.`,
  },
  {
    type: 'document',
    title: HANDBOOK,
    fileName: 'member-handbook.txt',
    tags: ['house rules', 'handbook'],
    content: `THE CHANDLERY WORKS MEMBER HANDBOOK
Version 4 - February 2025

WELCOME

This handbook sets out the few house rules that keep a building of 260 people working well together. Please read it in your first week. If anything here is unclear, ask at reception.

1. YOUR FOB

Your fob is personal to you. Please don't lend it to anyone, and don't hold the door open for people you don't recognise - ask them to sign in at reception instead. If you lose your fob, tell reception straight away so we can deactivate it.

2. HOT DESK ETIQUETTE

Hot desks are first come, first served and cannot be reserved. If you leave a desk for more than 90 minutes, take your things with you so someone else can use it. Clear your desk completely at the end of your day: anything left overnight is collected by the cleaners and handed to reception as lost property. Lost property is kept for 30 days and then donated to charity.

3. CALLS AND NOISE

Short calls at your desk are fine. Anything longer than five minutes should move away from the desks. Please use headphones for all audio and video, and keep speakerphone for the meeting rooms.

4. THE KITCHEN

Label everything you put in the fridges with your name and the date. The fridges are cleared every Friday at 4pm and anything unlabelled is thrown away. Put mugs in the dishwasher, not the sink; whoever is last to leave the kitchen after 6pm starts it. No fish or popcorn in the microwaves, please.

5. CLEANING AND RECYCLING

Our cleaners are in every weekday from 6am to 8am, with a second tidy of the kitchens at 2pm. Use the four bins: paper and card, mixed recycling, food waste and general waste. Batteries, cables and old chargers go in the e-waste box next to reception.

6. FIRE AND SAFETY

The fire alarm is tested every Wednesday at 11am with a short ring - you don't need to leave. If the alarm sounds continuously at any other time, leave by the nearest exit, do not use the lift, and go to the assembly point at the harbourside railings opposite the main entrance. The names of our first aiders are on the board beside the lift, and the defibrillator is kept at reception.

7. WIFI, PRINTING AND IT

The member network is called Chandlery-Members. Its password changes on the first working day of each month and is emailed to all members. Guests should use Chandlery-Guest. Please don't run servers, crypto mining or file-sharing software on our network. To print, send your job to Chandlery-Print and release it at the printer by tapping your fob.

8. OUT OF HOURS

The main doors lock when reception closes at 6pm. After that, use your fob on the side door in Ropewalk Passage. If you are the last person on your floor after 10pm, check that the windows are closed and the lights are off. For out-of-hours emergencies such as being locked out, a leak or an alarm, call the duty phone on 07700 900418. For fire, police or ambulance, always call 999 first.

9. OUR NEIGHBOURS

We share Narrow Quay with people's homes. Please keep noise down outside after 9pm, and don't smoke or vape within 5 metres of either entrance.

10. TELLING US WHAT YOU THINK

There is a suggestion box by the ground-floor kitchen, and we send a short member survey on the last Friday of every month. We read every answer.`,
  },

  // ---------------------------------------------------------------- web pages
  {
    type: 'website',
    title: ABOUT,
    url: 'https://www.chandleryworks.co.uk/about',
    content: `# About Chandlery Works

Chandlery Works is an independent coworking space on Bristol's harbourside, home to around 260 members: freelancers, start-ups, charities and small teams who would rather not work from the kitchen table.

## Our story

Our building was put up in 1871 as a ship's chandlery, selling rope, sailcloth and lamp oil to the vessels moored in the Floating Harbour. It later served as a bonded warehouse and then stood empty for most of the 1990s.

In 2015 it was bought by Priya Raman and Tom Hedley, two friends who had spent years working from café tables and wanted somewhere better. After a year of restoration we opened the doors in September 2016 with 40 desks. Today the building has 14,500 sq ft of workspace across three floors, plus The Loft at the top.

## Our team

- **Priya Raman** - Co-founder and Managing Director. A former architect, Priya led the restoration of the building and still chooses every chair.
- **Tom Hedley** - Co-founder, Buildings and Operations. If something is broken, Tom is probably already fixing it.
- **Jess Okafor** - Community Manager. Jess looks after new and existing members, introductions and the member programme.
- **Marek Nowak** - Front of House Lead. Marek runs reception and the mail room.
- **Ffion Rhys** - Events and Partnerships. Ffion looks after event hire in The Loft and our partner organisations.

## Community

Our member programme is free for all members:

- **Breakfast Club** - the first Tuesday of every month at 8:30am, with pastries on us.
- **Lunch & Learn** - every other Wednesday at 12:30pm, a 30-minute talk given by a member about what they do.
- **Thursday Social** - the last Thursday of the month from 5:30pm in The Loft, with drinks from a local brewery.
- **Winter Market** - every December, members sell their products to each other and the public.

## How we run

We have been a certified B Corp since 2022. The building runs on 100% renewable electricity, and we give 1% of our membership revenue to our charity partner, Harbourside Youth Sailing.`,
  },
  {
    type: 'website',
    title: GETTING_HERE,
    url: 'https://www.chandleryworks.co.uk/getting-here',
    content: `# Getting here

Chandlery Works, The Chandlery, 27 Narrow Quay, Bristol BS1 4QA

You'll find us on the west side of Narrow Quay: the red-brick building with green doors and a painted anchor above the entrance.

## By train

Bristol Temple Meads is about a 15-minute walk (0.8 miles). Leave by the main exit, follow Victoria Street to Bristol Bridge, then walk along Welsh Back and cross Prince Street Bridge. You can also catch the Bristol Ferry from the Temple Meads landing to the Prince Street Bridge stop, two minutes from our door.

## By bus

The nearest stops are on the Centre, about a 4-minute walk away, served by most city routes including the metrobus.

## From Bristol Airport

Take the A1 Airport Flyer to the Centre (around 30 minutes, every 10 minutes at peak times), then walk 4 minutes along Narrow Quay.

## By bike

There are 12 public Sheffield stands directly outside the building. Members can also use our secure basement bike store for free; register your bike at reception to have it added to your fob.

## Parking

We have no on-site parking. The nearest car park is Wapping Wharf, a 5-minute walk away, at around £14 a day; members get 15% off with a code from reception. There are two Blue Badge bays on Narrow Quay directly outside our main entrance.

## Deliveries and moving in

For office moves and large deliveries, book our goods lift at least 48 hours ahead. Vans should use the rear loading bay, not the Narrow Quay entrance.`,
  },
];

export const cowork: Business = {
  slug: 'cowork',
  name: 'Chandlery Works',
  field: 'coworking space',
  entries,
  questions: [
    // ---- Q&A entries
    { text: 'reception hours?', expect: 'What are your opening hours?' },
    {
      text: 'what time can i get in on a sunday if im on the cheapest monthly plan',
      expect: 'What are your opening hours?',
    },
    { text: 'day pass price', expect: 'How much is a day pass?' },
    {
      text: 'hw much to just turn up and work there for one day',
      expect: 'How much is a day pass?',
    },
    {
      text: 'i only come in like twice a week so paying every single time feels expensive, can i buy a pack of days upfront?',
      expect: 'Do you sell bundles of day passes?',
    },
    {
      text: 'roughly what does it cost per month if I just grab whichever seat is free',
      expect: 'How much is hot desk membership?',
    },
    {
      text: 'price for a permanent desk that is only mine, where i can leave my monitor',
      expect: 'What does a fixed desk cost?',
    },
    {
      text: 'Me and one colleague need a room with a door we can lock. What would that set us back?',
      expect: 'Do you have private offices to rent?',
    },
    {
      text: 'how many people fit in your biggest boardroom',
      expect: 'What meeting rooms do you have?',
    },
    {
      text: 'is there a screen or video conferencing kit in the rooms',
      expect: 'What meeting rooms do you have?',
    },
    {
      text: 'hourly rate for the boardroom if im not a member',
      expect: 'How much does it cost to hire a meeting room?',
    },
    {
      text: 'I run my consultancy from home and dont really want my home address on my website and invoices, I dont need a desk though. anything for that?',
      expect: 'Do you offer a virtual office?',
    },
    {
      text: 'companies house address service?',
      expect: 'Can I use your address as my registered office?',
    },
    {
      text: 'what happens to my letters when they arrive, can you send them on to my house',
      expect: 'How does mail handling work?',
    },
    { text: 'wats the internet speed like', expect: 'How fast is the wifi?' },
    { text: 'can i bring my labrador in with me', expect: 'Are dogs allowed?' },
    { text: 'free coffee??', expect: 'Is tea and coffee included?' },
    {
      text: 'is there anywhere inside the building to grab a bite at lunchtime',
      expect: 'Is tea and coffee included?',
    },
    {
      text: 'where can I take a zoom call without annoying everyone around me',
      expect: 'Do you have phone booths?',
    },
    {
      text: 'could i pop by and have a look round first before signing anything',
      expect: 'Can I have a tour before I join?',
    },
    { text: 'try before you buy?', expect: 'Do you offer a free trial day?' },
    {
      text: "We're launching a new product in May and want a party for about 60 people — could we use your place for that?",
      expect: 'Can I hire the space for an event?',
    },
    {
      text: 'my business partner uses a wheelchair, will she be able to get to all the floors',
      expect: 'Is the building wheelchair accessible?',
    },
    {
      text: 'i run to work every morning, can i freshen up when i get there',
      expect: 'Do you have showers?',
    },
    { text: 'do you take cash', expect: 'How do I pay for my membership?' },
    {
      text: 'can my client come in and sit with me for a bit',
      expect: 'Can members bring guests?',
    },
    {
      text: 'Im writing a thesis and need total silence, is there a room where nobody talks',
      expect: 'Is there a quiet area for focused work?',
    },
    { text: 'student discount?', expect: 'Do you offer any discounts?' },
    {
      text: 'we are six people who would all need desks, is there any deal for a group?',
      expect: 'Do you have plans for teams?',
    },
    { text: 'phone number', expect: 'How can I get in touch?' },
    {
      text: "i'm running a workshop in one of your rooms next week, can you sort out sandwiches for everyone",
      expect: 'Can you provide catering for meetings?',
    },
    {
      text: "started on the flexible plan but now i'd like my own desk, can i move over mid month",
      expect: 'Can I switch to a different membership plan?',
    },

    // ---- membership terms document
    {
      text: 'how much notice do i have to give to leave a private office',
      expect: TERMS,
      fact: 'two calendar months',
    },
    {
      text: 'is there a deposit if I take a fixed desk',
      expect: TERMS,
      fact: "one month's membership fee",
    },
    {
      text: "going travelling for the summer, can I freeze my hot desk membership while I'm away and what does it cost",
      expect: TERMS,
      fact: '£20',
    },
    { text: 'what happens if my direct debit bounces', expect: TERMS, fact: 'admin fee of £25' },
    { text: 'how much to rent a locker', expect: TERMS, fact: '£16' },
    { text: 'colour printing cost per page?', expect: TERMS, fact: '30p per page' },
    { text: 'how much can you put my price up by each year', expect: TERMS, fact: 'capped at 5%' },
    {
      text: 'used up all my room credits this month already, what does an extra hour cost',
      expect: TERMS,
      fact: '£18 per hour',
    },
    { text: 'do you have public liability insurance', expect: TERMS, fact: '£5 million' },

    // ---- member handbook document
    { text: 'when is the fire alarm tested', expect: HANDBOOK, fact: 'Wednesday at 11am' },
    {
      text: 'I left my scarf on a hot desk last week, how long do you keep lost property',
      expect: HANDBOOK,
      fact: '30 days',
    },
    { text: 'when does the fridge get cleared out', expect: HANDBOOK, fact: 'Friday at 4pm' },
    { text: 'locked out at 11pm, who do i ring', expect: HANDBOOK, fact: '07700 900418' },
    {
      text: 'the wifi password stopped working this morning, does it change?',
      expect: HANDBOOK,
      fact: 'first working day',
    },
    {
      text: 'main doors are locked and its 7pm how do i get in',
      expect: HANDBOOK,
      fact: 'Ropewalk Passage',
    },

    // ---- about page
    { text: 'who actually owns this place', expect: ABOUT, fact: 'Priya Raman' },
    { text: 'when did you guys first open', expect: ABOUT, fact: '2016' },
    { text: 'how old is the building', expect: ABOUT, fact: '1871' },
    { text: 'who is the community manager', expect: ABOUT, fact: 'Jess Okafor' },
    {
      text: 'any networking or social stuff going on for members',
      expect: ABOUT,
      fact: 'Breakfast Club',
    },
    { text: 'are you a b corp', expect: ABOUT, fact: '2022' },

    // ---- getting here page
    { text: 'where exactly are you, whats the postcode', expect: GETTING_HERE, fact: 'BS1 4QA' },
    { text: 'how far is the walk from the train station', expect: GETTING_HERE, fact: '15-minute' },
    { text: 'parking nearby?', expect: GETTING_HERE, fact: 'Wapping Wharf' },
    { text: 'flying into bristol airport, how do i get to you', expect: GETTING_HERE, fact: 'A1' },
    { text: 'where can i lock up my bike', expect: GETTING_HERE, fact: 'Sheffield stands' },
  ],
  requests: [
    {
      text: "Please book me in for a tour this Thursday at 2pm, I'm Dan Whitfield and my number is 07700 900123.",
      expect: 'Appointments',
    },
    {
      text: 'I want to reserve The Mast next Tuesday from 10 to 12 for six of us',
      expect: 'Appointments',
    },
    {
      text: "The wifi has dropped out every afternoon this week and nobody at reception has done anything about it. I'd like to make a formal complaint.",
      expect: 'Complaints/Feedback',
    },
    {
      text: "We're a team of 7 looking for a private office from March. Please send me a quote at sam@northlight.studio and get someone to call me.",
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
  ],
  offTopic: [
    'whats the weather going to be like in bristol tomorrow',
    'who won the 1966 world cup',
    "can you help me fix this python error: TypeError: 'NoneType' object is not subscriptable",
    'Do you run a crèche or any childcare for members with toddlers?',
    'As a sole trader, can I claim my desk membership as a tax-deductible expense?',
    'do you sell second hand office furniture? looking to buy a standing desk',
    'what are the opening times of the M Shed museum',
    'can your team build a website for my company and manage our IT support?',
  ],
};
