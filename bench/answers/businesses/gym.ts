import type { Business, BusinessEntry } from '../types.js';

const MEMBERSHIP_TERMS = `# Membership options and monthly prices

All prices are in pounds sterling and include VAT.

- Gym Only: £34 per month. Gym floor and free weights area.
- Full Club: £49 per month. Gym, 20-metre pool, sauna and steam room, and all group exercise classes.
- Off-Peak: £27 per month. Gym and pool on weekdays until 4pm and all day at weekends.
- Joint Full Club: £89 per month for two adults living at the same address.
- Student Gym Only: £25 per month with a valid college, university or TOTUM card.
- Over-65s Full Club: £29 per month (proof of age required at sign-up).
- Junior (ages 13 to 15): £15 per month, Junior Gym sessions and pool only.
- Annual Full Club paid upfront: £499 for 12 months.

# Joining fee

A one-off joining fee of £20 applies to all monthly memberships. It is waived for Annual memberships and during our January and September open weeks.

# Pay-as-you-go prices

- Day pass (gym, pool, sauna and steam): £12
- Swim only: £6 adults, £3.50 under-16s
- Single class for non-members: £9
- Single class for Gym Only members: £5

# Personal training prices

- Single 60-minute session: £40
- Pack of 5 sessions: £180
- Pack of 10 sessions: £340
- Buddy session for two people (60 minutes): £55

Session packs are valid for 4 months from the date of purchase and cannot be refunded. Sessions cancelled with less than 24 hours' notice are counted as used.

# Payments

Monthly memberships are paid by direct debit on the 1st of each month. Your first payment covers the rest of the month you join in, pro rata, plus the following month. If a direct debit payment fails we charge a £10 admin fee and will try to collect again after 7 days; access to the club is suspended while the account is in arrears. We give members at least 30 days' written notice of any price increase.

# Membership cards

Your membership card or wristband is personal to you and cannot be transferred. Lending your card to someone else will lead to your membership being suspended. A replacement for a lost or damaged card costs £7 from reception.

# Corporate membership

Employers who sign up five or more staff receive 15% off Full Club membership. Contact the membership team for a corporate agreement.

# Code of conduct

Please wipe down equipment after use, re-rack weights and keep mobile phone calls and photography out of the changing rooms. Staff may ask anyone behaving unsafely or abusively to leave the club, and serious breaches may lead to the membership being cancelled without refund.
`;

const CLASS_TIMETABLE = `MILLSTREAM HEALTH & FITNESS - CLASS TIMETABLE AND STUDIO GUIDE

OUR STUDIOS
The Mill Studio is on the first floor and is used for yoga, Pilates, HIIT, Zumba and conditioning classes. Mats, blocks and resistance bands are provided.
The Cycle Room is next to the Mill Studio and has 24 bikes with SPD and standard pedals.
Aqua classes take place in the main pool; two swimming lanes stay open during aqua classes.

WEEKLY TIMETABLE
MONDAY
6:45 Spin - Cycle Room - Dan Okafor
12:15 Body Conditioning - Mill Studio - Tom Reilly
18:30 HIIT - Mill Studio - Priya Shah
19:30 Yoga (60 min) - Mill Studio - Helen Marsh

TUESDAY
7:00 Pilates - Mill Studio - Helen Marsh
18:00 Boxercise - Mill Studio - Tom Reilly
20:00 Aqua Fit - Pool - Sandra Kelly

WEDNESDAY
10:30 Postnatal Fit - Mill Studio - Priya Shah
18:30 Zumba - Mill Studio - Carla Mendes
19:30 Spin - Cycle Room - Dan Okafor

THURSDAY
6:45 Spin - Cycle Room - Dan Okafor
11:00 Active Seniors (chair-based) - Mill Studio - Sandra Kelly
18:00 Kettlebells - Mill Studio - Tom Reilly
19:30 Yin Yoga (60 min) - Mill Studio - Helen Marsh

FRIDAY
12:15 Spin - Cycle Room - Dan Okafor
17:30 HIIT - Mill Studio - Priya Shah

SATURDAY
9:00 Body Conditioning - Mill Studio - Tom Reilly
10:15 Zumba - Mill Studio - Carla Mendes

SUNDAY
9:30 Yoga (60 min) - Mill Studio - Helen Marsh
11:00 Aqua Fit - Pool - Sandra Kelly

Classes last 45 minutes unless marked otherwise.

CLASS SIZES
Spin is limited to 24 places, yoga and Pilates to 20, HIIT and Kettlebells to 16, and Aqua Fit to 25.

CLASS RULES
Please arrive 5 minutes before the start. Studio doors close 5 minutes after the start time and late arrivals cannot be admitted, for safety reasons.
Three no-shows or late cancellations in one calendar month will suspend your online class booking for 7 days.
Bring a water bottle and a small towel to every class. Please wipe down your bike or mat when you finish.

GOOD FOR BEGINNERS
Pilates, Aqua Fit, Body Conditioning and Active Seniors are suitable if you are new to exercise. Let the instructor know about any injuries before the class begins.
`;

const entries: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'The club is open Monday to Friday 6:00am to 10:00pm, Saturday 7:00am to 8:00pm and Sunday 8:00am to 6:00pm. On bank holidays we open 8:00am to 4:00pm, and we are closed on Christmas Day and Boxing Day.',
    tags: ['hours', 'opening times', 'bank holidays'],
  },
  {
    type: 'faq',
    title: 'When is the swimming pool open?',
    content:
      'Our 20-metre pool is open for lane swimming from 6:30am to 9:30pm on weekdays and 8:00am to 5:00pm at weekends. Family swim (children welcome with an adult) runs Saturday and Sunday from 10:00am to 12:00 noon.',
    tags: ['pool', 'swimming', 'lane swimming', 'family swim'],
  },
  {
    type: 'faq',
    title: 'Do you have a sauna and steam room?',
    content:
      'Yes, the sauna and steam room are next to the pool and are included in Full Club and Off-Peak memberships. They are for over-16s only, and we recommend staying in no longer than a quarter of an hour at a time.',
    tags: ['sauna', 'steam room', 'spa'],
  },
  {
    type: 'faq',
    title: 'How much does membership cost?',
    content:
      'Gym Only membership is £34 a month and Full Club (gym, pool, sauna and steam, and all classes) is £49 a month, both on a rolling monthly direct debit with no minimum term. Other options are listed in our membership terms and price list.',
    tags: ['price', 'membership', 'monthly fee'],
  },
  {
    type: 'faq',
    title: 'Can I freeze my membership?',
    content:
      "You can freeze your membership for 1 to 3 months in any 12-month period for £5 a month. Ask at reception or email membership@millstreamfitness.co.uk at least 7 days before your next payment date; freezes for illness, injury or pregnancy are free with a doctor's note.",
    tags: ['freeze', 'pause', 'hold'],
  },
  {
    type: 'faq',
    title: 'How do I cancel my membership?',
    content:
      "Give us one full calendar month's notice in writing, either on the form at reception or by email to membership@millstreamfitness.co.uk. There is no cancellation fee, and your last direct debit is taken at the end of the notice period.",
    tags: ['cancel', 'cancellation', 'leave'],
  },
  {
    type: 'faq',
    title: 'Can I bring a guest?',
    content:
      'Full Club members get 4 free guest passes a year. Your guest must be 16 or over, bring photo ID, sign in at reception and train at the same time as you.',
    tags: ['guest pass', 'friend', 'visitor'],
  },
  {
    type: 'faq',
    title: 'Is there parking?',
    content:
      'Yes, there is a free 80-space car park behind the building, entered from Tanner Street, with a 3-hour maximum stay. There are also 2 electric vehicle charging points and covered bike racks by the main entrance.',
    tags: ['parking', 'car park', 'bike racks', 'EV charging'],
  },
  {
    type: 'faq',
    title: "I'm new to the gym. Do you offer an induction?",
    content:
      'Every new member gets a free 45-minute induction with one of our coaches, who will show you how to use the equipment safely and set up a starter programme. Book it in the Millstream app within your first two weeks; you need to complete it before using the gym floor on your own.',
    tags: ['induction', 'beginner', 'first visit'],
  },
  {
    type: 'faq',
    title: 'Do you offer personal training?',
    content:
      'Yes, we have six qualified personal trainers who can help with weight loss, strength, rehab and sport-specific goals. Every member can book a free 30-minute consultation at reception to be matched with a trainer.',
    tags: ['personal training', 'PT', 'coach'],
  },
  {
    type: 'faq',
    title: 'How do I book a class?',
    content:
      'Book classes in the Millstream app or at reception. Booking opens 7 days in advance at 7:00am, and you can cancel your place in the app up to 2 hours before the class starts.',
    tags: ['classes', 'booking', 'app'],
  },
  {
    type: 'faq',
    title: 'Do you have lockers?',
    content:
      'The changing rooms have free lockers that take a £1 coin, which you get back. Lockers are for use during your visit only and are emptied at closing time; long-term lockers can be rented for £8 a month.',
    tags: ['lockers', 'changing rooms', 'valuables'],
  },
  {
    type: 'faq',
    title: 'What is the minimum age to use the gym?',
    content:
      'You must be 16 or over to use the gym floor on your own. Young people aged 13 to 15 can use the gym during Junior Gym sessions (weekdays 3:30pm to 6:00pm and weekends 9:00am to 12:00 noon) after a Junior Induction, and under-13s can only use the pool with an adult.',
    tags: ['age', 'juniors', 'teenagers'],
  },
  {
    type: 'faq',
    title: "Do you have a kids' club?",
    content:
      "Our Kids' Club looks after children aged 6 months to 5 years while you train, Monday to Friday from 9:00am to 12:00 noon. It costs £4 per session of up to 90 minutes, and places must be booked at reception.",
    tags: ['kids club', 'creche', 'childcare'],
  },
  {
    type: 'faq',
    title: 'Do you run swimming lessons?',
    content:
      'Children aged 4 to 11 can join our swimming lessons on Saturday mornings, in 10-week terms costing £65. Adult beginner lessons run on Tuesdays at 7:00pm.',
    tags: ['swimming lessons', 'learn to swim', 'children'],
  },
  {
    type: 'faq',
    title: 'Do you have classes for pregnancy and after birth?',
    content:
      'Our Postnatal Fit class runs on Wednesdays at 10:30am and is open from 6 weeks after birth, or 12 weeks after a caesarean, once your GP has signed you off. Babies in prams are welcome in the studio, and pregnant members can ask for an adapted programme at their induction.',
    tags: ['postnatal', 'pregnancy', 'new mums'],
  },
  {
    type: 'faq',
    title: 'Is the club accessible for disabled visitors?',
    content:
      'Yes, the club has a step-free entrance, a lift to the first-floor studios, an accessible changing room with shower, and a hoist for getting into the pool. Carers of disabled members come in free of charge.',
    tags: ['accessibility', 'wheelchair', 'disabled access'],
  },
  {
    type: 'faq',
    title: 'Do I need to bring my own towel?',
    content:
      'Please bring your own towel, as one is required on the gym floor. If you forget, towels can be hired at reception for £2.',
    tags: ['towel', 'towel hire'],
  },
  {
    type: 'faq',
    title: 'Is there a café?',
    content:
      'The Refuel Bar by reception serves coffee, smoothies, snacks and protein shakes (£4.50), weekdays 7:00am to 8:00pm and weekends 8:00am to 4:00pm.',
    tags: ['cafe', 'juice bar', 'food', 'drinks'],
  },
  {
    type: 'faq',
    title: 'Where are you and how can I contact you?',
    content:
      'Millstream Health & Fitness is at 42 Mill Lane, Ashbury AB4 7QT. Call us on 01632 960482 or email hello@millstreamfitness.co.uk.',
    tags: ['address', 'location', 'phone', 'contact'],
  },
  {
    type: 'faq',
    title: 'Can I try the club before joining?',
    content:
      'Yes, anyone aged 16 or over can have one free trial day every 12 months. Register online or at reception and bring photo ID on the day.',
    tags: ['free trial', 'try', 'taster'],
  },
  {
    type: 'faq',
    title: 'Is there a dress code?',
    content:
      'On the gym floor please wear clean trainers and sportswear; jeans, flip-flops and bare feet are not allowed. In the pool you must wear proper swimwear rather than cotton shorts or T-shirts.',
    tags: ['dress code', 'what to wear', 'clothing'],
  },
  {
    type: 'document',
    title: 'Membership terms and price list',
    fileName: 'membership-terms-and-prices.pdf',
    content: MEMBERSHIP_TERMS,
  },
  {
    type: 'document',
    title: 'Class timetable and studio guide',
    fileName: 'class-timetable.txt',
    content: CLASS_TIMETABLE,
  },
];

const TERMS = 'Membership terms and price list';
const TIMETABLE = 'Class timetable and studio guide';

/**
 * A town fitness club with a pool and classes. Written, with its visitors' questions, by a session that never saw the engine
 * (2026-11-26), and first run as a business the bench had not seen (decision 015).
 */
export const gym: Business = {
  slug: 'gym',
  name: 'Millstream Health & Fitness',
  field: 'fitness club',
  entries,
  questions: [
    // Q&A entries
    { text: 'what time do u open on sundays', expect: 'What are your opening hours?' },
    { text: 'gym hrs bank holiday monday?', expect: 'What are your opening hours?' },
    { text: 'pool hours', expect: 'When is the swimming pool open?' },
    {
      text: 'can i do some lengths early morning before work',
      expect: 'When is the swimming pool open?',
    },
    { text: 'steam room?', expect: 'Do you have a sauna and steam room?' },
    { text: 'whats the monthly fee', expect: 'How much does membership cost?' },
    {
      text: 'i need to pause my membership for 2 months while im travelling abroad, is that possible',
      expect: 'Can I freeze my membership?',
    },
    {
      text: 'broke my ankle, can i put my membrship on hold without paying',
      expect: 'Can I freeze my membership?',
    },
    { text: 'how do i quit the gym', expect: 'How do I cancel my membership?' },
    {
      text: 'moving away next month and want to end my contract, how much notice do you need',
      expect: 'How do I cancel my membership?',
    },
    { text: 'can my mate come train with me', expect: 'Can I bring a guest?' },
    { text: 'where do i park', expect: 'Is there parking?' },
    { text: 'anywhere to charge my electric car while i work out?', expect: 'Is there parking?' },
    {
      text: 'total newbie here, never lifted a weight in my life, will someone show me how the machines work',
      expect: "I'm new to the gym. Do you offer an induction?",
    },
    {
      text: 'looking for a 1 to 1 coach to help me lose weight',
      expect: 'Do you offer personal training?',
    },
    { text: 'how do i reserve a spot in a class', expect: 'How do I book a class?' },
    {
      text: 'signed up for a class tonight at 6 but cant make it now, can i drop out',
      expect: 'How do I book a class?',
    },
    { text: 'lokers', expect: 'Do you have lockers?' },
    { text: 'where can i leave my bag and phone while i train', expect: 'Do you have lockers?' },
    {
      text: 'my son is 14 can he use the weights',
      expect: 'What is the minimum age to use the gym?',
    },
    {
      text: 'how old do you have to be to join',
      expect: 'What is the minimum age to use the gym?',
    },
    { text: 'do you have a creche', expect: "Do you have a kids' club?" },
    { text: 'childcare for my toddler while i work out?', expect: "Do you have a kids' club?" },
    {
      text: 'my daughter is 7, can she learn to swim with you',
      expect: 'Do you run swimming lessons?',
    },
    {
      text: 'just had a baby 6 weeks ago (c-section), when can i start coming back and is there anything for new mums',
      expect: 'Do you have classes for pregnancy and after birth?',
    },
    {
      text: 'wheelchair user - is the building step free',
      expect: 'Is the club accessible for disabled visitors?',
    },
    { text: 'forgot my towel can i rent one', expect: 'Do I need to bring my own towel?' },
    { text: 'anywhere to grab a protein shake after my session', expect: 'Is there a café?' },
    { text: 'whats ur address', expect: 'Where are you and how can I contact you?' },
    {
      text: 'can i have a free go before signing up',
      expect: 'Can I try the club before joining?',
    },
    { text: 'is it ok to work out in jeans', expect: 'Is there a dress code?' },
    // Documents only
    { text: 'how much for me and my wife to join together', expect: TERMS, fact: '£89' },
    { text: 'student discount??', expect: TERMS, fact: '£25' },
    { text: 'is there a sign up fee', expect: TERMS, fact: '£20' },
    { text: '10 pack of pt sessions how much', expect: TERMS, fact: '£340' },
    { text: 'not a member, can i just pay for one day? cost?', expect: TERMS, fact: '£12' },
    { text: "i'm 68, do pensioners get a cheaper rate", expect: TERMS, fact: '£29' },
    { text: 'what happens if my direct debit bounces', expect: TERMS, fact: '£10' },
    { text: 'lost my membership card, how much to replace', expect: TERMS, fact: '£7' },
    { text: 'not a member but want to drop in to one class, price?', expect: TERMS, fact: '£9' },
    { text: 'who teaches the tuesday pilates', expect: TIMETABLE, fact: 'Helen Marsh' },
    { text: 'what time is spin on monday morning', expect: TIMETABLE, fact: '6:45' },
    { text: 'who takes zumba', expect: TIMETABLE, fact: 'Carla Mendes' },
    {
      text: 'turned up a few mins late to class and they wouldnt let me in, is that actually a rule??',
      expect: TIMETABLE,
      fact: '5 minutes',
    },
    {
      text: 'my mum is 80 and not very mobile, anything gentle like chair exercises for her',
      expect: TIMETABLE,
      fact: 'Active Seniors',
    },
  ],
  requests: [],
  offTopic: [
    'do you have a climbing wall',
    'how much protein should i eat a day to build muscle',
    'is it going to rain tomorrow in ashbury',
    'do you have sunbeds',
    'can i book a sports massage',
    'best stretches for lower back pain?',
    'who won the champions league last year',
    'do you have tennis or squash courts',
  ],
};
