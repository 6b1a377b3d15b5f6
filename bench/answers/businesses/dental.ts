import type { Business, BusinessEntry } from '../types.js';

/** A general and cosmetic dental practice with a hygiene team and a visiting periodontist. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your office hours?',
    content:
      'Monday and Wednesday 8:00 am – 5:00 pm, Tuesday 10:00 am – 7:00 pm, Thursday 7:00 am – 3:00 pm and Friday 8:00 am – 2:00 pm. We are also open on the first and third Saturday of each month from 8:00 am to noon.',
    tags: ['hours', 'open', 'saturday'],
  },
  {
    type: 'faq',
    title: 'Which dental insurance plans do you accept?',
    content:
      'We are in network with Delta Dental PPO, MetLife, Cigna DPPO, Guardian and Aetna PPO, and we file claims for you with any other PPO plan as an out-of-network provider. We do not accept DHMO plans.',
    tags: ['insurance', 'ppo', 'delta dental', 'in network'],
  },
  {
    type: 'faq',
    title: 'What if I don’t have dental insurance?',
    content:
      'Join the Brightwater Smile Plan: $299 a year for adults and $219 for children. It includes two cleanings and exams, all routine X-rays, one emergency exam and 20% off any other treatment, with no waiting period or annual maximum.',
    tags: ['no insurance', 'membership', 'smile plan', 'uninsured'],
  },
  {
    type: 'faq',
    title: 'How much does a cleaning cost?',
    content:
      'Without insurance, a routine adult cleaning with the dentist’s exam is $125. A new patient visit with a comprehensive exam, full X-rays and cleaning is $225. Most PPO plans cover both in full twice a year.',
    tags: ['cleaning', 'price', 'cost', 'checkup'],
  },
  {
    type: 'faq',
    title: 'Do you see dental emergencies?',
    content:
      'Yes. We keep same-day emergency slots every weekday morning: call us by 9:00 am. For a knocked-out tooth, swelling or severe pain after hours, call our on-call dentist at (503) 555-0177.',
    tags: ['emergency', 'toothache', 'broken tooth', 'same day'],
  },
  {
    type: 'faq',
    title: 'Do you see children?',
    content:
      'Yes, we see children from their first tooth or first birthday. A short “happy visit” to meet the team is free for children under 3, and fluoride varnish is free for every child under 12.',
    tags: ['kids', 'children', 'pediatric', 'baby'],
  },
  {
    type: 'faq',
    title: 'Do you offer teeth whitening?',
    content:
      'Yes. In-office Zoom whitening takes about 90 minutes and costs $450. Custom take-home whitening trays with two weeks of gel are $250. Whitening does not change the colour of crowns or fillings.',
    tags: ['whitening', 'bleaching', 'zoom', 'white teeth'],
  },
  {
    type: 'faq',
    title: 'Do you offer Invisalign clear aligners?',
    content:
      'Yes. Dr. Patel is an Invisalign Gold provider. Treatment usually costs $3,800 to $5,900 depending on how many aligners you need, and the consultation with a 3D scan is free.',
    tags: ['invisalign', 'braces', 'aligners', 'straighten'],
  },
  {
    type: 'faq',
    title: 'Do you place dental implants?',
    content:
      'Yes. A single implant with its abutment and crown costs $4,200 in total. Implants are placed in our office by Dr. Marcus Lee, a board-certified periodontist who works with us on Thursdays.',
    tags: ['implant', 'missing tooth', 'replace tooth'],
  },
  {
    type: 'faq',
    title: 'Does a root canal hurt?',
    content:
      'With local anaesthetic a root canal feels much like a filling. Most patients are sore for 2 or 3 days afterwards, which over-the-counter pain relief handles well. Dr. Lin performs most root canals in a single 90-minute visit.',
    tags: ['root canal', 'pain', 'endodontic'],
  },
  {
    type: 'faq',
    title: 'How often should I have my teeth cleaned?',
    content:
      'Every 6 months for most people. Patients who have been treated for gum disease come every 3 to 4 months, because the bacteria return faster.',
    tags: ['cleaning frequency', 'checkup', 'recall'],
  },
  {
    type: 'faq',
    title: 'Do you offer sedation for nervous patients?',
    content:
      'Yes. Nitrous oxide (laughing gas) is $60 a visit and wears off in minutes, so you can drive home. Oral sedation with a prescribed tablet is $250, and you need an adult to drive you home.',
    tags: ['sedation', 'anxiety', 'nervous', 'laughing gas'],
  },
  {
    type: 'faq',
    title: 'Do you do tooth-coloured fillings?',
    content:
      'We place only tooth-coloured composite fillings and have not used silver amalgam since 2015. A one-surface composite filling costs $185 without insurance.',
    tags: ['filling', 'cavity', 'composite', 'white filling'],
  },
  {
    type: 'faq',
    title: 'Can you remove my wisdom teeth?',
    content:
      'Wisdom teeth that have fully come through can usually be removed here. Impacted wisdom teeth are referred to our partner oral surgeon, Dr. Helen Kaye, whose office is two blocks away.',
    tags: ['wisdom teeth', 'extraction', 'oral surgery'],
  },
  {
    type: 'faq',
    title: 'Do you make same-day crowns?',
    content:
      'Yes. With our CEREC milling unit most crowns are designed, made and fitted in one visit of about 2 hours, with no temporary crown. A same-day ceramic crown costs $1,250.',
    tags: ['crown', 'cerec', 'same day', 'cap'],
  },
  {
    type: 'faq',
    title: 'What is your cancellation policy?',
    content:
      'Please give us 48 hours’ notice to cancel or move an appointment. Missed appointments and cancellations with less notice are charged $50, waived once a year.',
    tags: ['cancel', 'reschedule', 'missed appointment', 'fee'],
  },
  {
    type: 'faq',
    title: 'Where is the practice located?',
    content:
      'Brightwater Dental is at 415 Harbor Street, Suite 200, Portland, Oregon, on the second floor, next door to the Harbor Street Library.',
    tags: ['address', 'location', 'directions'],
  },
  {
    type: 'faq',
    title: 'Where can I park?',
    content:
      'We validate 2 hours of parking in the Harbor Street garage at the corner of 4th Avenue; bring your ticket to the front desk. There is a bike rack at the building entrance and the MAX Green line stops one block away.',
    tags: ['parking', 'garage', 'validation', 'bike'],
  },
  {
    type: 'faq',
    title: 'Do you offer payment plans or financing?',
    content:
      'Yes. We accept CareCredit and Sunbit; treatment over $500 can be financed at 0% interest for 12 months with approved credit. We also take cash, all major cards and HSA/FSA cards.',
    tags: ['financing', 'payment plan', 'carecredit', 'monthly payments'],
  },
  {
    type: 'faq',
    title: 'What happens at my first visit?',
    content:
      'Your first visit takes about 90 minutes: a review of your health history, a full set of digital X-rays, a comprehensive exam with an oral cancer screening and gum measurements, and a cleaning if time allows. We finish by explaining any treatment you need with prices.',
    tags: ['first visit', 'new patient', 'what to expect'],
  },
  {
    type: 'faq',
    title: 'Are dental X-rays safe?',
    content:
      'Our digital X-rays use about 80% less radiation than film, less than a day of natural background radiation. We use a lead apron and thyroid collar, and we postpone routine X-rays during pregnancy.',
    tags: ['x-ray', 'radiation', 'safety'],
  },
  {
    type: 'faq',
    title: 'Can I see the dentist while pregnant?',
    content:
      'Yes, and you should: pregnancy hormones make gums more likely to bleed. Cleanings are safe throughout pregnancy, and the second trimester is the best time for fillings or other needed treatment.',
    tags: ['pregnant', 'pregnancy', 'expecting'],
  },
  {
    type: 'faq',
    title: 'Why do my gums bleed when I brush?',
    content:
      'Bleeding gums are usually a sign of gingivitis, the early stage of gum disease, which is reversible with a cleaning and better flossing. If pockets have formed, a deep cleaning (scaling and root planing) costs $220 per quarter of the mouth.',
    tags: ['bleeding gums', 'gum disease', 'gingivitis', 'deep cleaning'],
  },
  {
    type: 'faq',
    title: 'Do you do porcelain veneers?',
    content:
      'Yes. Porcelain veneers are $1,400 per tooth and take two visits 2 to 3 weeks apart. We start with a smile design preview so you can see the result before we begin.',
    tags: ['veneers', 'cosmetic', 'smile makeover'],
  },
  {
    type: 'faq',
    title: 'What can I do about sensitive teeth?',
    content:
      'Use a toothpaste for sensitive teeth for at least two weeks and avoid brushing hard. If it persists, we can apply a fluoride varnish or bonding to exposed roots, and check for a cavity or cracked tooth.',
    tags: ['sensitivity', 'sensitive teeth', 'cold pain'],
  },
  {
    type: 'faq',
    title: 'Do you make night guards and sports mouthguards?',
    content:
      'Yes. A custom night guard for grinding or clenching is $475 and takes about a week to make. Custom sports mouthguards are $150 in any team colour.',
    tags: ['night guard', 'grinding', 'bruxism', 'mouthguard'],
  },
  {
    type: 'faq',
    title: 'Do you make dentures?',
    content:
      'Yes. A full upper or lower denture is $1,900 per arch and a partial denture is $1,350. Relines are $320, and adjustments are free for 3 months after delivery.',
    tags: ['dentures', 'false teeth', 'partial'],
  },
  {
    type: 'faq',
    title: 'Do your dentists speak other languages?',
    content:
      'Our front desk and two of our hygienists speak Spanish, and Dr. Lin speaks Mandarin and Cantonese.',
    tags: ['spanish', 'mandarin', 'language'],
  },
  {
    type: 'faq',
    title: 'Do you use fluoride?',
    content:
      'Fluoride varnish is free for children under 12 and $35 for adults. It is always optional: tell your hygienist if you prefer a fluoride-free cleaning and toothpaste.',
    tags: ['fluoride', 'varnish', 'fluoride-free'],
  },
  {
    type: 'faq',
    title: 'Can I get a copy of my dental X-rays?',
    content:
      'Yes. We e-mail your X-rays and records to you or your new dentist free of charge within 2 business days of a signed request.',
    tags: ['x-ray copy', 'records', 'transfer'],
  },
  {
    type: 'faq',
    title: 'Do you accept the Oregon Health Plan?',
    content:
      'We accept the Oregon Health Plan (Medicaid) for children under 19 only. Adults on OHP can be referred to the Multnomah County Dental Clinic.',
    tags: ['ohp', 'medicaid', 'state insurance'],
  },
  {
    type: 'faq',
    title: 'How can I contact the office?',
    content:
      'Call or text (503) 555-0140, or e-mail hello@brightwaterdental.com. We answer messages during office hours, usually within 2 hours.',
    tags: ['phone', 'text', 'email', 'contact'],
  },
  {
    type: 'faq',
    title: 'Is the office wheelchair accessible?',
    content:
      'Yes. The building has an elevator to our second-floor suite, and our largest treatment room has space to stay in your wheelchair for a check-up.',
    tags: ['wheelchair', 'elevator', 'accessibility'],
  },
  {
    type: 'faq',
    title: 'Can you replace my old silver fillings?',
    content:
      'Yes. We replace amalgam fillings with composite or ceramic using a mercury-safe protocol: a rubber dam, high-volume suction and an air filter. Replacement is usually done one side of the mouth at a time.',
    tags: ['amalgam', 'mercury', 'silver fillings'],
  },
];

const AFTERCARE = 'Aftercare instructions';
const FINANCIAL = 'Brightwater Dental financial policy';
const TEAM = 'Meet Our Team | Brightwater Dental';
const SLEEP = 'Snoring & Sleep Apnea Treatment | Brightwater Dental';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: AFTERCARE,
    fileName: 'aftercare-instructions.pdf',
    tags: ['aftercare', 'post-op'],
    content: `BRIGHTWATER DENTAL — AFTERCARE INSTRUCTIONS

Please read the section for the treatment you had today. If anything worries you, call (503) 555-0140 during office hours or (503) 555-0177 after hours.

AFTER A TOOTH EXTRACTION

Bite firmly on the gauze pad for 30 to 45 minutes. If bleeding continues, replace it with a fresh pad or a moistened black tea bag for another 30 minutes. Some oozing for the first 24 hours is normal.

For 72 hours do not drink through a straw, smoke, vape or spit forcefully: the suction can dislodge the blood clot and cause a painful "dry socket". Eat soft, cool foods such as yoghurt, eggs and mashed potato for the first two days and chew on the other side.

Starting the day after surgery, rinse gently with warm salt water (half a teaspoon of salt in 8 ounces of water) after meals and at bedtime for a week.

For pain, unless your doctor has told you not to, take ibuprofen 600 mg every 6 hours with food for the first two days. Swelling peaks on day 2 or 3; an ice pack on the cheek, 20 minutes on and 20 minutes off, helps on the first day.

Call us if bleeding has not slowed after 4 hours, if swelling increases after day 3, or if you have a fever over 101°F.

AFTER A FILLING

Your lip and tongue will stay numb for 2 to 4 hours. Do not eat until the numbness is gone, so that you do not bite your cheek. Composite fillings are fully set when you leave, but a tooth may be sensitive to cold for one or two weeks. If your bite feels high after the numbness wears off, call us for a free 10-minute adjustment.

AFTER A DEEP CLEANING

Your gums may be tender and your teeth sensitive for a few days. Brush gently with a soft toothbrush and use the prescription rinse we gave you twice a day for 14 days. Avoid spicy and very hot food for 48 hours.

TEMPORARY CROWNS

A temporary crown is held with weaker cement so it can be removed. Avoid sticky foods such as caramel and gum, and pull the floss out sideways instead of lifting it up. If the temporary comes off, slip it back on with a little toothpaste or denture adhesive and call us.

AFTER IMPLANT SURGERY

Follow the extraction instructions above. Do not press on the implant site with your tongue or fingers. Dr. Lee will see you after 10 days to check healing and remove stitches, and again after 3 to 4 months before your implant crown is made.

AFTER WHITENING

For 48 hours avoid coffee, tea, red wine, curry and other strongly coloured food and drink. Some sensitivity is common for a day; a sensitive toothpaste helps.`,
  },
  {
    type: 'document',
    title: FINANCIAL,
    fileName: 'brightwater-dental-financial-policy.pdf',
    tags: ['billing', 'policy'],
    content: `# Brightwater Dental Financial Policy

Effective March 1, 2024. Please read and sign this policy before your first treatment. Our aim is that you always know what your care will cost before it begins.

# Payment at the time of service

Your estimated share of each visit is due at check-out. For patients without insurance, the full fee is due at check-out. We accept cash, Visa, Mastercard, American Express, Discover, HSA and FSA cards.

# Treatment estimates

Before any treatment other than cleanings and exams, we give you a written estimate. Estimates are valid for 90 days. An insurance estimate is our best calculation from the information your plan gives us; it is not a guarantee of payment, and you are responsible for any amount your insurer does not pay.

# Pre-authorisation

For treatment over $1,000 we can send a pre-treatment estimate to your insurer. Most insurers answer within 2 to 4 weeks. You may choose to wait for the answer or start treatment sooner.

# Deposits for larger treatment

Treatment plans over $1,000, such as crowns, veneers, implants and Invisalign, need a 50% deposit when the first appointment is booked. The rest is due on the day the treatment is completed. Laboratory fees for veneers and dentures are not refundable once the lab has started work.

# Insurance claims

We file claims electronically on the day of your visit. If your insurer has not paid within 45 days, we will ask you to contact them. Secondary insurance is billed after the primary insurer has paid.

# Unpaid balances

Statements are sent each month by e-mail. Balances not paid within 60 days carry a finance charge of 1.5% per month. Accounts unpaid after 120 days may be referred to a collection agency, and further appointments will need payment in advance.

# Credit balances and refunds

If you or your insurer overpay, we refund the credit within 30 days unless you ask us to keep it on your account for your next visit.

# Minors and separated parents

The parent or guardian who brings a child to the appointment is responsible for payment on the day. We cannot take part in agreements between separated parents about who pays; we will give you a receipt to claim from the other parent.

# Returned payments

A returned check or reversed card payment is charged a $35 fee.

# Questions

Our treatment coordinator, Maria Gonzales, is happy to go through any estimate or statement with you. Reach her at billing@brightwaterdental.com or at (503) 555-0146.`,
  },
  {
    type: 'website',
    title: TEAM,
    url: 'https://brightwaterdental.com/team',
    tags: ['team', 'dentists'],
    content: `# Meet Our Team

# Dr. Priya Patel, DDS — Owner

Dr. Patel graduated from the Oregon Health & Science University School of Dentistry in 2008 and bought the practice in 2015. She is an Invisalign Gold provider and a Fellow of the Academy of General Dentistry. Outside the office she volunteers at the Mission of Mercy free dental clinic every spring.

# Dr. Kevin Lin, DMD

Dr. Lin earned his degree at UCSF and completed a one-year residency in advanced general dentistry. He does most of our root canals and same-day crowns.

# Dr. Marcus Lee, DDS, MS — Periodontist

Dr. Lee is board certified in periodontics and implant surgery. He sees patients in our office every Thursday for gum treatment and implants.

# Our hygienists

Jenna Walsh, RDH, has cleaned teeth in Portland for 20 years. Carlos Mendez, RDH, joined us in 2021 and specialises in helping nervous patients.

# Front office

Maria Gonzales is our treatment coordinator and Amy Cho manages the schedule.`,
  },
  {
    type: 'website',
    title: SLEEP,
    url: 'https://brightwaterdental.com/services/sleep-apnea',
    tags: ['sleep apnea', 'snoring'],
    content: `# Snoring and Sleep Apnea Treatment

Loud snoring can be a sign of obstructive sleep apnea, in which the airway closes repeatedly during sleep. Untreated, it raises the risk of high blood pressure, heart disease and daytime accidents.

# How we help

For patients who cannot tolerate a CPAP machine, we make a custom oral appliance that holds the lower jaw slightly forward during sleep to keep the airway open.

# The process

First, a home sleep test ordered by our partner sleep physician confirms the diagnosis; you wear it for one night in your own bed. Then we take a digital scan of your teeth, and your appliance is ready in about 3 weeks. A follow-up sleep test checks that it works.

# Cost and coverage

The appliance and all adjustments for the first year cost $2,200. Because sleep apnea is a medical condition, the appliance is often covered by medical insurance rather than dental insurance, and we bill your medical plan for you.`,
  },
];

export const dental: Business = {
  slug: 'dental',
  name: 'Brightwater Dental',
  field: 'dental practice',
  entries: [...faqs, ...documents],
  questions: [
    { text: 'are you open on saturdays', expect: 'What are your office hours?' },
    { text: 'what time do you open thursday', expect: 'What are your office hours?' },
    { text: 'latest appointment time? I work until 5', expect: 'What are your office hours?' },
    { text: 'do you take delta dental', expect: 'Which dental insurance plans do you accept?' },
    {
      text: 'my work just switched us to metlife, are you guys in network',
      expect: 'Which dental insurance plans do you accept?',
    },
    {
      text: 'i have no dental coverage what are my options',
      expect: 'What if I don’t have dental insurance?',
    },
    { text: 'membership plan', expect: 'What if I don’t have dental insurance?' },
    {
      text: 'how much for a teeth cleaning without insurance',
      expect: 'How much does a cleaning cost?',
    },
    { text: 'checkup price', expect: 'How much does a cleaning cost?' },
    {
      text: 'I cracked a molar on a popcorn kernel last night and its killing me. what do i do, do you take emergencies??',
      expect: 'Do you see dental emergencies?',
    },
    { text: 'toothache emergency', expect: 'Do you see dental emergencies?' },
    { text: 'when should my toddler first see a dentist', expect: 'Do you see children?' },
    { text: 'do u see kids', expect: 'Do you see children?' },
    { text: 'how much is zoom whitening', expect: 'Do you offer teeth whitening?' },
    { text: 'i want whiter teeth before my wedding', expect: 'Do you offer teeth whitening?' },
    { text: 'invisalign cost', expect: 'Do you offer Invisalign clear aligners?' },
    {
      text: 'can you straighten crooked teeth without metal braces',
      expect: 'Do you offer Invisalign clear aligners?',
    },
    {
      text: 'I lost a tooth years ago, what does it cost to replace it with an implant',
      expect: 'Do you place dental implants?',
    },
    { text: 'are root canals painful', expect: 'Does a root canal hurt?' },
    { text: 'how often do i need a cleaning', expect: 'How often should I have my teeth cleaned?' },
    {
      text: 'Honestly I have not been to a dentist in 10 years because I am terrified. Can you knock me out or something?',
      expect: 'Do you offer sedation for nervous patients?',
    },
    { text: 'laughing gas', expect: 'Do you offer sedation for nervous patients?' },
    { text: 'white fillings?', expect: 'Do you do tooth-coloured fillings?' },
    {
      text: 'how much does it cost to fill a cavity',
      expect: 'Do you do tooth-coloured fillings?',
    },
    { text: 'wisdom tooth extraction', expect: 'Can you remove my wisdom teeth?' },
    { text: 'can i get a crown done in one day', expect: 'Do you make same-day crowns?' },
    {
      text: 'is there a charge if i miss my appointment',
      expect: 'What is your cancellation policy?',
    },
    { text: 'how much notice to cancel', expect: 'What is your cancellation policy?' },
    { text: 'where are you', expect: 'Where is the practice located?' },
    { text: 'is it by the library on harbor st', expect: 'Where is the practice located?' },
    { text: 'do you validate parking', expect: 'Where can I park?' },
    { text: 'carecredit?', expect: 'Do you offer payment plans or financing?' },
    {
      text: 'can I pay off my invisalign monthly',
      expect: 'Do you offer payment plans or financing?',
    },
    { text: 'how long is the first appointment', expect: 'What happens at my first visit?' },
    { text: 'what do you do on a new patient visit', expect: 'What happens at my first visit?' },
    { text: 'how much radiation is in dental xrays', expect: 'Are dental X-rays safe?' },
    {
      text: 'im 5 months pregnant is it ok to get a cleaning',
      expect: 'Can I see the dentist while pregnant?',
    },
    { text: 'my gums bleed every time i floss', expect: 'Why do my gums bleed when I brush?' },
    { text: 'deep cleaning cost', expect: 'Why do my gums bleed when I brush?' },
    { text: 'veneers price per tooth', expect: 'Do you do porcelain veneers?' },
    { text: 'teeth hurt when i drink cold water', expect: 'What can I do about sensitive teeth?' },
    {
      text: 'I grind my teeth at night',
      expect: 'Do you make night guards and sports mouthguards?',
    },
    { text: 'mouth guard for hockey', expect: 'Do you make night guards and sports mouthguards?' },
    { text: 'false teeth for my grandma', expect: 'Do you make dentures?' },
    { text: 'does anyone speak mandarin', expect: 'Do your dentists speak other languages?' },
    { text: 'i dont want fluoride on my kids teeth', expect: 'Do you use fluoride?' },
    { text: 'send my xrays to my new dentist', expect: 'Can I get a copy of my dental X-rays?' },
    { text: 'do you take OHP', expect: 'Do you accept the Oregon Health Plan?' },
    { text: 'medicaid for adults', expect: 'Do you accept the Oregon Health Plan?' },
    { text: 'can i text you', expect: 'How can I contact the office?' },
    { text: 'is there an elevator', expect: 'Is the office wheelchair accessible?' },
    {
      text: 'i want my mercury fillings taken out',
      expect: 'Can you replace my old silver fillings?',
    },
    // Answered only by the aftercare sheet.
    {
      text: 'had a tooth pulled this morning, when can i use a straw again',
      expect: AFTERCARE,
      fact: '72 hours',
    },
    { text: 'how long do i keep the gauze in', expect: AFTERCARE, fact: '30 to 45 minutes' },
    { text: 'how much salt for the rinse', expect: AFTERCARE, fact: 'half a teaspoon' },
    {
      text: 'my face is still numb after the filling, how long will it last',
      expect: AFTERCARE,
      fact: '2 to 4 hours',
    },
    { text: 'my temporary crown fell off', expect: AFTERCARE, fact: 'toothpaste' },
    { text: 'can i drink coffee after whitening', expect: AFTERCARE, fact: '48 hours' },
    // Answered only by the financial policy.
    { text: 'do i have to pay a deposit for veneers', expect: FINANCIAL, fact: '50%' },
    { text: 'how long is my treatment estimate good for', expect: FINANCIAL, fact: '90 days' },
    { text: 'interest on late balance', expect: FINANCIAL, fact: '1.5%' },
    { text: 'I overpaid, when do I get my refund', expect: FINANCIAL, fact: '30 days' },
    {
      text: 'my ex and i are divorced who pays for our sons visit',
      expect: FINANCIAL,
      fact: 'brings a child',
    },
    // Answered only by the pages.
    {
      text: 'where did dr patel go to dental school',
      expect: TEAM,
      fact: 'Oregon Health & Science University',
    },
    { text: 'who is the periodontist', expect: TEAM, fact: 'Dr. Marcus Lee' },
    {
      text: 'my husband snores like a chainsaw, can a dentist help',
      expect: SLEEP,
      fact: 'oral appliance',
    },
    { text: 'sleep apnea mouthpiece cost', expect: SLEEP, fact: '$2,200' },
    {
      text: 'will my medical insurance pay for the sleep apnea device',
      expect: SLEEP,
      fact: 'medical insurance',
    },
  ],
  requests: [
    { text: 'i would like to book a cleaning', expect: 'Appointments' },
    { text: 'Can I schedule a consultation for Invisalign next week?', expect: 'Appointments' },
    { text: 'need to reschedule my appointment on the 14th', expect: 'Appointments' },
    { text: 'I want to file a complaint about the hygienist', expect: 'Complaints/Feedback' },
    {
      text: 'I had a terrible experience at my last visit and want to report it',
      expect: 'Complaints/Feedback',
    },
    { text: 'please call me back about my treatment estimate', expect: 'General Inquiry' },
    {
      text: 'can you contact me about a quote for a full set of veneers',
      expect: 'General Inquiry',
    },
    { text: 'transfer me to a human please', expect: 'handoff' },
    { text: 'I want to talk to someone at the front desk, not a bot', expect: 'handoff' },
  ],
  offTopic: [
    'what is the tallest mountain in the world',
    'how do I reset my router',
    'what is the best pizza topping',
    'what are the symptoms of diabetes',
    'convert 50 dollars to euros',
    'zxcvbnm',
    'do you sell electric toothbrush replacement heads online',
    'who wears the crown in the british royal family now',
  ],
};
