import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      "We are open Monday to Friday, 7:30 am to 6:00 pm, 51 weeks of the year. We close on bank holidays and for the week between Christmas and New Year. You can drop off any time from 7:30 am, but we ask that children arrive by 9:30 am so they don't miss the start of the morning's activities.",
    tags: ['hours'],
  },
  {
    type: 'faq',
    title: 'What ages do you take?',
    content:
      'We care for children from 3 months old until they start school. Babies up to 18 months are in our Seedlings room, toddlers from 18 months to 3 years are in Saplings, and children aged 3 to 5 are in our Acorns preschool room in the Coach House. Children move up gradually, with visits alongside their key person, when they are ready rather than on a set birthday.',
    tags: ['ages', 'rooms'],
  },
  {
    type: 'faq',
    title: 'How do I get a place or join the waiting list?',
    content:
      "Fill in the registration form on our website or at the office and pay the £50 registration fee, which is non-refundable. Places are offered in order of registration date, with priority for brothers and sisters of children already with us. Baby places are in high demand, so we recommend registering 9 to 12 months before you need to start, and many parents register during pregnancy. We'll email you as soon as a place comes up, and you then have 7 days to accept it.",
    tags: ['waiting list', 'registration'],
  },
  {
    type: 'faq',
    title: 'Do you accept funded childcare hours?',
    content:
      'Yes. We accept the universal 15 hours for all 3 and 4-year-olds, the 30 hours for working parents (available from 9 months old), and the 15 hours for eligible 2-year-olds. You can take funded hours term-time only (38 weeks a year) or stretched across 51 weeks, which gives fewer hours a week but covers the holidays. Please give us your eligibility code by the end of the month before the term starts, and remember to reconfirm it every 3 months on the Childcare Choices website. There is an optional daily charge for meals and materials, shown in our parent handbook.',
    tags: ['funding', '30 hours', '15 hours'],
  },
  {
    type: 'faq',
    title: 'How does settling in work?',
    content:
      "Every child has three free settling-in sessions in the two weeks before they start. The first is an hour spent together with you in the room, the second is two hours on their own while you stay close by, and the third is a morning including lunch. Their key person will ask you all about routines, favourite songs and comforters, and you're welcome to phone as often as you like during the first few weeks. Some children need a few extra sessions, and that's absolutely fine.",
    tags: ['settling in', 'starting'],
  },
  {
    type: 'faq',
    title: 'What food do you provide?',
    content:
      "Our cook prepares everything fresh in our own kitchen every day: breakfast until 8:30 am, a mid-morning snack, a two-course hot lunch, an afternoon snack and a light tea at 4:00 pm. Menus run on a four-week rotation and are posted on the Famly app each Monday. Water and milk are available all day. For babies we follow your weaning stage and purée or mash food as needed; please bring formula in a labelled dispenser and we'll make up bottles fresh.",
    tags: ['meals', 'food'],
  },
  {
    type: 'faq',
    title: 'Can you cater for allergies and special diets?',
    content:
      'Yes. We are a nut-free nursery and our cook holds a Level 3 food allergy qualification. We cater for vegetarian, vegan, halal, dairy-free, gluten-free and egg-free diets at no extra cost. Every child with an allergy has an individual care plan signed by their parents, a coloured placemat at mealtimes and a photo displayed in the kitchen, so every member of staff knows. If your child is prescribed an adrenaline auto-injector, we need two in-date pens kept at nursery.',
    tags: ['allergies', 'diet'],
  },
  {
    type: 'faq',
    title: 'Do I need to bring nappies and wipes?',
    content:
      "Yes, please supply nappies, wipes and any nappy cream your child uses, labelled with their name. We keep them in your child's own basket and let you know on the app when supplies are running low. Nappies are checked and changed at least every 2 to 3 hours, and every change is recorded. Reusable cloth nappies are welcome; we'll send used ones home in a wet bag.",
    tags: ['nappies'],
  },
  {
    type: 'faq',
    title: 'Will you help with potty training?',
    content:
      "Absolutely. Let your key person know when you're starting at home, so we can use the same words and routine at nursery. Most children are ready somewhere between 2 and 3 years old. Please send in at least three full changes of clothes, including socks, and pull-ups for nap time if you use them. We never rush or shame a child, and accidents are dealt with calmly and privately.",
    tags: ['potty training', 'toilet'],
  },
  {
    type: 'faq',
    title: 'What is your sickness policy?',
    content:
      "Please keep your child at home if they have a temperature of 38°C or above, are generally unwell, or have an infectious illness. After any vomiting or diarrhoea, children must stay away for 48 hours from the last episode, even if they seem well. Children with chickenpox can come back once every spot has crusted over, usually about 5 days after the rash appears. If your child becomes ill at nursery we'll call you and ask you to collect them within an hour. For other illnesses we follow UK Health Security Agency guidance.",
    tags: ['illness', 'sickness', 'exclusion'],
  },
  {
    type: 'faq',
    title: 'Can you give my child medicine?',
    content:
      "We can give prescribed medicine, such as antibiotics, if it is in its original packaging with the pharmacy label showing your child's name, and you've signed a medicine form when you drop off. Non-prescribed medicines such as infant paracetamol are only given with your written consent, and we always phone you first. Children starting a new antibiotic must have had the first 24 hours of doses at home, in case of a reaction.",
    tags: ['medicine', 'medication'],
  },
  {
    type: 'faq',
    title: 'How do I pay my fees?',
    content:
      "Fees are invoiced monthly in advance and are due by the 1st of each month, by bank transfer or standing order. We accept Tax-Free Childcare payments and employer childcare vouchers, and you can split a month's bill between vouchers and bank transfer. We don't take cash.",
    tags: ['payment', 'fees'],
  },
  {
    type: 'faq',
    title: 'Do I still pay if my child is on holiday or off sick?',
    content:
      "Yes. Your child's place is kept for them, so fees are charged as usual for sickness, family holidays and bank holidays. Our Christmas closure week is not charged. Children who attend 3 or more days a week can have one week's holiday a year at half fees, as long as you give us 4 weeks' notice in writing.",
    tags: ['holidays', 'absence'],
  },
  {
    type: 'faq',
    title: 'How much notice do I need to give to leave or change days?',
    content:
      "We need one full calendar month's notice in writing (an email is fine) if your child is leaving or you want to drop days. You can ask for extra days at any time and we'll do our best to fit them in; regular extra days depend on availability, and one-off extra sessions are charged at the normal session rate.",
    tags: ['notice', 'leaving', 'changing days'],
  },
  {
    type: 'faq',
    title: 'What does my child need to bring each day?',
    content:
      'Please pack a named bag with at least two full changes of clothes, wellies, a sun hat and sun cream in summer or a warm hat and gloves in winter, and any comforter or dummy your child needs for sleep. Babies also need their bottles and formula. We provide waterproof all-in-one suits for outdoor play, bedding, and all meals. Please label everything, especially shoes!',
    tags: ['what to bring'],
  },
  {
    type: 'faq',
    title: 'Do the children play outside?',
    content:
      'Every day, whatever the weather. Our half-acre garden has a mud kitchen, a vegetable patch, a sandpit and a covered area for rainy days. Every Wednesday our Acorns preschoolers spend the morning at Forest School in Vallis Vale woods with our qualified Forest School leader, building dens, exploring and cooking on a campfire. Babies play in their own fenced garden area and go out on buggy walks around the town.',
    tags: ['outdoors', 'forest school'],
  },
  {
    type: 'faq',
    title: "How will I know how my child's day went?",
    content:
      "We use the Famly app to share photos, nappy changes, meals, naps and learning updates through the day, and you can message your child's key person on it. You'll also have a quick chat at pick-up, a written progress summary every term, and parents' evenings in November and June. Your child's key person is your main point of contact and gets to know your child and your family really well.",
    tags: ['updates', 'app', 'key person'],
  },
  {
    type: 'faq',
    title: 'What are your staff ratios and qualifications?',
    content:
      'We staff above the legal minimum: 1 adult to every 3 children under 2, 1 to 4 for 2-year-olds, and 1 to 8 for children aged 3 and over. More than 80% of our team hold a Level 3 childcare qualification or higher, and our preschool room is led by a teacher with Early Years Teacher Status. Every member of staff has a current paediatric first aid certificate and an enhanced DBS check.',
    tags: ['ratios', 'staff', 'qualifications'],
  },
  {
    type: 'faq',
    title: 'What is your Ofsted rating?',
    content:
      'We were rated Outstanding in every area at our last Ofsted inspection in May 2023, our third Outstanding in a row. You can read the full report on the Ofsted website by searching for our unique reference number, EY417382.',
    tags: ['ofsted', 'inspection'],
  },
  {
    type: 'faq',
    title: "What happens if I'm late picking up?",
    content:
      "We know traffic happens, so please ring us as soon as you know you'll be late and we'll reassure your child. We close at 6:00 pm, and after that a late collection charge of £15 applies for every 15 minutes or part of it, because two members of staff have to stay on. If we haven't heard from you and can't reach any of your emergency contacts by 6:30 pm, we follow our safeguarding procedure.",
    tags: ['late collection'],
  },
  {
    type: 'faq',
    title: 'Can someone else collect my child?',
    content:
      "Yes, as long as they are over 16 and named as a collector on your child's registration form. If someone new is collecting, let us know in advance through the app or by phone, and give them your family password, which they'll be asked for at the door. We will not hand your child over to anyone who isn't on the list or can't give the password.",
    tags: ['collection', 'pick up'],
  },
  {
    type: 'faq',
    title: 'What about naps and sleep?',
    content:
      "We follow your child's home routine as closely as we can, so there is no set nap time for everyone. Babies sleep in cots in our quiet sleep room, and toddlers rest on their own sleep mats after lunch if they need to. Sleeping children are checked every 10 minutes and every check is logged, and babies are always laid on their backs to sleep in line with safe sleep guidance. If you'd like us to wake your child after a set time, just tell us.",
    tags: ['sleep', 'naps'],
  },
  {
    type: 'faq',
    title: 'Do you support children with special educational needs?',
    content:
      "Yes. We are an inclusive nursery, and our SENCo works with you, your child's key person and outside professionals such as speech and language therapists and health visitors to put a support plan in place. A diagnosis is not needed for us to start helping. We can apply for extra funding, such as the Disability Access Fund or SEN inclusion funding, and support you with an EHC needs assessment. Please tell us about any needs when you register so we can plan ahead.",
    tags: ['SEND', 'additional needs'],
  },
  {
    type: 'faq',
    title: 'Can I come and look round before I register?',
    content:
      "Of course, we'd love to show you around. Show rounds run on Tuesdays and Thursdays at 10:00 am and 2:00 pm and take about 45 minutes, so you can see all three rooms and the garden and ask all your questions. Book one by phoning the nursery office or through the contact form on our website. Your children are very welcome to come too.",
    tags: ['visits', 'show round'],
  },
  {
    type: 'faq',
    title: 'Do you offer a sibling discount?',
    content:
      "Yes. When two or more children from the same family attend at the same time, we take 10% off the older child's fees. The discount doesn't apply to funded hours or to the consumables charge.",
    tags: ['discount', 'siblings'],
  },
];

const handbook: BusinessEntry = {
  type: 'document',
  title: 'Hollybank Parent Handbook and Fees 2025-26',
  fileName: 'hollybank-parent-handbook-2025-26.pdf',
  content: `# Welcome
This handbook sets out our sessions, fees and terms from 1 September 2025 to 31 August 2026. Please keep it somewhere handy, and ask at the office if anything is unclear.

# Sessions
Full day: 7:30 am to 6:00 pm
Morning session: 7:30 am to 1:00 pm, including lunch
Afternoon session: 1:00 pm to 6:00 pm, including tea
School day: 9:00 am to 3:00 pm (Acorns preschool room only)
The minimum booking is two sessions a week.

# Daily fees from 1 September 2025
Seedlings (3 to 18 months): full day £72, morning £44, afternoon £40
Saplings (18 months to 3 years): full day £68, morning £41, afternoon £38
Acorns (3 to 5 years): full day £64, school day £46, morning £39, afternoon £36
Fees include all meals and snacks, bedding, waterproof suits and our weekly Jiggle & Jam music sessions.

# Funded hours and the consumables charge
Government-funded hours are free of charge. For funded children we ask for a consumables charge of £7.50 per full day or £4 per session, covering meals, snacks, outings and craft materials. This charge is voluntary: if you prefer, you can send a packed lunch and snacks and we will charge only £2 a day for materials. Any hours used beyond your funded entitlement are charged at £7.20 per hour.

# Deposit and invoices
When you accept a place we ask for a deposit of £150 to secure it. The deposit is refunded against your final invoice, provided you give the full month's notice. Invoices are emailed on the 20th of each month for the month ahead. A £25 late payment charge is added to any account not paid by the 5th of the month, and a place may be suspended if fees are more than one month overdue.

# Closures 2025-26
We are closed on all bank holidays and from Wednesday 24 December 2025 to Thursday 1 January 2026 inclusive, reopening on Friday 2 January 2026. We also close for one staff training day, on Friday 13 February 2026. The Christmas closure and the training day are not charged; bank holidays are charged as normal.

# Optional extras
Little Linguists Spanish with Señora Ortiz, Monday mornings for Acorns children: £4.50 per session, booked by the half term.
Jiggle & Jam music and movement, every Thursday: included in fees.
Nursery photographs: taken each October by Tiny Faces Photography, with no obligation to buy.
Hollybank sweatshirts with our acorn logo: £14; polo shirts: £9. Uniform is optional and sold from the office.

# Accidents and first aid
Every accident, however small, is recorded. You will be shown the record and asked to sign it at collection, and you will also get a notification on Famly. For any bump to the head we phone you straight away, even if your child seems fine.

# Complaints
Please speak first to your child's key person or room leader, as most worries can be sorted out quickly. If you are still unhappy, write to the nursery manager, who will investigate and reply in writing within 14 days. You can also contact Ofsted at any time on 0300 123 1231.

# Safeguarding
All visitors sign in and wear a visitor badge. Mobile phones are not allowed in the rooms; staff take photos only on nursery tablets, which never leave the building. Our designated safeguarding lead is the nursery manager, and a deputy is on site whenever we are open.`,
};

const aboutPage: BusinessEntry = {
  type: 'website',
  title: 'About Us | Hollybank Day Nursery & Preschool, Frome',
  url: 'https://www.hollybanknursery.co.uk/about-us',
  content: `# Our story
Hollybank opened in September 2004, when former reception teacher Anita Brennan turned the ground floor of her Victorian family home on Weymouth Road into a nursery for 12 children. The name comes from the holly hedge that still runs along the front garden. In 2016 we restored the old coach house at the bottom of the garden as a home for our Acorns preschool, and today we care for up to 64 children a day with a team of 22.

# Our approach
We believe young children learn best through play, time outdoors and warm, steady relationships. We follow the Early Years Foundation Stage and plan around each child's interests in the moment, so a fascination with snails or diggers can become a whole week's learning.

# Meet the team
Anita Brennan, owner, still reads a story in Acorns every Friday afternoon.
Rachel Ashworth, nursery manager and designated safeguarding lead, joined Hollybank as an apprentice in 2006 and has a degree in Early Childhood Studies.
Kwame Mensah, Acorns room leader, holds Early Years Teacher Status and leads our Forest School mornings.
Lydia Moss, our SENCo and Saplings room leader, is trained in Makaton signing.
Gemma Pritchard, Seedlings room leader, has looked after Hollybank babies for 11 years.
Maureen Pike has been our cook for 15 years, and her fish pie is legendary.

# Find us
Hollybank House, 9 Weymouth Road, Frome, Somerset BA11 1HJ. We are a 10-minute walk from Frome railway station. There is a drop-off bay with 6 short-stay spaces at the front for drop-off and pick-up (10 minutes maximum).
Phone: 01373 461287
Email: hello@hollybanknursery.co.uk

# Awards
We were named Somerset Family Nursery of the Year in 2022 and have a review score of 9.8 out of 10 on daynurseries.co.uk.`,
};

const DOC = 'Hollybank Parent Handbook and Fees 2025-26';
const PAGE = 'About Us | Hollybank Day Nursery & Preschool, Frome';

export const nursery: Business = {
  slug: 'nursery',
  name: 'Hollybank Day Nursery & Preschool',
  field:
    "children's day nursery and preschool for ages 3 months to 5 years: full and half-day sessions, funded hours, meals, settling in and early years education",
  entries: [...faqs, handbook, aboutPage],
  questions: [
    {
      text: 'i start work at 8 in town, how early can i drop her off',
      expect: 'What are your opening hours?',
    },
    { text: 'open saturdays?', expect: 'What are your opening hours?' },
    {
      text: "whats the youngest you'll have? my daughter will be 4 months when i go back",
      expect: 'What ages do you take?',
    },
    {
      text: 'im 20 weeks pregnant and everyone keeps telling me i need to get on a list NOW?? how does it work',
      expect: 'How do I get a place or join the waiting list?',
    },
    {
      text: 'can we use the government free hours, he turns 3 in april',
      expect: 'Do you accept funded childcare hours?',
    },
    { text: 'stretched funding', expect: 'Do you accept funded childcare hours?' },
    {
      text: "my little one has never been left with anyone except her nana, honestly i'm dreading it. how do you get them used to being there",
      expect: 'How does settling in work?',
    },
    {
      text: 'is the food cooked there or brought in from somewhere',
      expect: 'What food do you provide?',
    },
    {
      text: 'my son has a severe peanut and egg allergy, is that going to be a problem',
      expect: 'Can you cater for allergies and special diets?',
    },
    { text: 'do u provide nappys or do we', expect: 'Do I need to bring nappies and wipes?' },
    { text: 'toilet training help', expect: 'Will you help with potty training?' },
    {
      text: 'she was sick last night but seems totally fine this morning, ok to bring her in today?',
      expect: 'What is your sickness policy?',
    },
    { text: 'chicken pox when can he go back', expect: 'What is your sickness policy?' },
    {
      text: 'hes on amoxicillin for an ear infection, could staff do his lunchtime dose',
      expect: 'Can you give my child medicine?',
    },
    { text: 'can i pay thru tax free childcare', expect: 'How do I pay my fees?' },
    {
      text: "we're off to spain for a fortnight in june, do we get charged for the days she misses",
      expect: 'Do I still pay if my child is on holiday or off sick?',
    },
    {
      text: "we're moving up north in the summer so she'll be finishing, when do i have to tell you by",
      expect: 'How much notice do I need to give to leave or change days?',
    },
    { text: 'what goes in her bag', expect: 'What does my child need to bring each day?' },
    {
      text: "he's a proper outdoorsy kid, always wants to be in the mud. do they get out much?",
      expect: 'Do the children play outside?',
    },
    {
      text: "will i get pictures during the day? i know i'll be anxious at work",
      expect: "How will I know how my child's day went?",
    },
    {
      text: 'how many staff per child in the baby room',
      expect: 'What are your staff ratios and qualifications?',
    },
    { text: 'ofsted outstanding?', expect: 'What is your Ofsted rating?' },
    {
      text: 'stuck in traffic on the a361, gonna be about 20 mins late for pickup, is there a fine',
      expect: "What happens if I'm late picking up?",
    },
    {
      text: 'my mum wants to get him on fridays, is that allowed',
      expect: 'Can someone else collect my child?',
    },
    {
      text: 'does he have to nap after lunch? he dropped his day sleep months ago',
      expect: 'What about naps and sleep?',
    },
    {
      text: 'our daughter is on the waiting list for an autism assesment, would you be able to support her properly',
      expect: 'Do you support children with special educational needs?',
    },
    {
      text: 'can we have a nosy around first',
      expect: 'Can I come and look round before I register?',
    },
    { text: 'discount for twins or 2 kids?', expect: 'Do you offer a sibling discount?' },
    { text: 'how much is a full day in the baby room', expect: DOC, fact: '£72' },
    { text: 'mornings only for a 2 yr old, what would that cost', expect: DOC, fact: '£41' },
    { text: 'preschool 9 til 3 price', expect: DOC, fact: '£46' },
    { text: 'whats the deposit to secure a place', expect: DOC, fact: '£150' },
    {
      text: "we'll be getting the 30 hours, is there anything extra to pay on top each day",
      expect: DOC,
      fact: '£7.50',
    },
    {
      text: "payday's not till the 8th this month, what happens if the nursery bill goes in a few days late",
      expect: DOC,
      fact: '£25',
    },
    { text: 'what date do you reopen after christmas', expect: DOC, fact: '2 January' },
    { text: 'training day this year?', expect: DOC, fact: '13 February' },
    { text: 'spanish lessons how much', expect: DOC, fact: '£4.50' },
    { text: 'do u sell jumpers with the nursery logo on', expect: DOC, fact: '£14' },
    { text: 'need the postcode for the satnav', expect: PAGE, fact: 'BA11 1HJ' },
    { text: 'whats your phone number', expect: PAGE, fact: '01373 461287' },
    { text: 'who started hollybank', expect: PAGE, fact: 'Anita Brennan' },
    { text: 'how long have u been going', expect: PAGE, fact: '2004' },
    { text: 'is there anywhere to stop the car for drop off', expect: PAGE, fact: 'drop-off bay' },
    { text: "who's in charge day to day", expect: PAGE, fact: 'Rachel Ashworth' },
    { text: 'which teacher takes the kids to the woods', expect: PAGE, fact: 'Kwame Mensah' },
  ],
  requests: [
    {
      text: 'could we come for a look round next tuesday at 10, me and my partner',
      expect: 'Appointments',
    },
    {
      text: 'my son came home with a bite mark on his arm and nobody said a word at pick up, i want to make a formal complaint',
      expect: 'Complaints/Feedback',
    },
    {
      text: "can the manager give me a ring about whether you'd have space for twins from january",
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
  ],
  offTopic: [
    'do you do swimming lessons for toddlers',
    'do you run baby massage classes for new mums',
    'can you tutor my 10 year old for the 11 plus',
    'do you sell secondhand buggies or car seats',
    'do you hire out bouncy castles for kids parties',
    'how do i renew my car tax',
    'whats the weather going to be like in frome tomorrow',
    'who won the rugby at the weekend',
  ],
};
