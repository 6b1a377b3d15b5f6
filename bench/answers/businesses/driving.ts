import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What areas do you cover?',
    content:
      'We pick up pupils anywhere in Leicester and the surrounding towns, including Oadby, Wigston, Blaby, Braunstone, Glenfield, Birstall, Syston, Thurmaston and Narborough. Pick-ups more than 8 miles from the city centre, such as Hinckley, Loughborough or Market Harborough, are possible on 2-hour lessons only.',
    tags: ['area', 'pick up'],
  },
  {
    type: 'faq',
    title: 'Do you teach in manual and automatic cars?',
    content:
      'Yes, we have both. Passing in a manual car lets you drive manuals and automatics, while passing in an automatic gives you an automatic-only licence, so you would need to pass again to drive a manual. Automatics are often quicker to learn, typically needing 10 to 15 fewer hours. Every car has dual controls.',
    tags: ['manual', 'automatic'],
  },
  {
    type: 'faq',
    title: 'How long is each lesson?',
    content:
      'Lessons are 1 hour, 1.5 hours or 2 hours long. We recommend 2-hour lessons once you have the basics, because you get more time on real roads and less time travelling to practice areas. The lesson time starts when your instructor picks you up.',
  },
  {
    type: 'faq',
    title: 'What do I need before my first lesson?',
    content:
      'You must be at least 17 (or 16 if you get the enhanced rate of the mobility part of PIP) and hold a provisional driving licence, which costs £34 online from GOV.UK and takes about a week to arrive. You also need to be able to read a car number plate from 20 metres, with glasses or contact lenses if you wear them. Bring your photocard licence to the first lesson.',
    tags: ['first lesson', 'provisional licence'],
  },
  {
    type: 'faq',
    title: 'How many lessons will I need?',
    content:
      'Everyone is different, but the DVSA says learners who pass need on average 45 hours of lessons plus 22 hours of private practice. Our pupils average around 38 hours in a manual and 28 hours in an automatic. Your instructor tracks your progress on the Greenlight pupil app so you can see how close you are to test standard.',
  },
  {
    type: 'faq',
    title: 'Do you offer intensive courses?',
    content:
      'Yes. Our intensive courses pack 20, 30 or 40 hours of lessons into 1 to 3 weeks, usually 4 to 5 hours a day with breaks. We start with a free 1-hour assessment to recommend the right length, and we try to line up a test date at the end of the course. You must have passed your theory test before the course begins.',
    tags: ['intensive', 'crash course'],
  },
  {
    type: 'faq',
    title: 'Can you book my driving test for me?',
    content:
      'Yes. Once your instructor says you are close to test standard, our office books your practical test at Leicester (Wigston) or Leicester (Cannock Street) test centre and checks daily for cancellations to bring the date forward. The DVSA test fee is £62 on weekdays or £75 on evenings, weekends and bank holidays, paid directly to the DVSA. We never charge a booking fee.',
    tags: ['test booking'],
  },
  {
    type: 'faq',
    title: 'Can I take my test in your car?',
    content:
      "Yes, most pupils take their test in their instructor's car because it is dual controlled and they know it well. Your instructor picks you up, gives you a 1-hour warm-up lesson around the test routes beforehand and drives you home afterwards. We only release the car for a test if your instructor agrees you are ready.",
    tags: ['test day'],
  },
  {
    type: 'faq',
    title: 'What should I bring to my driving test?',
    content:
      'Bring your provisional photocard licence and your glasses or contact lenses if you need them to drive. It also helps to have your theory test pass certificate number. If you have lost your licence, your test will be cancelled and you will lose the fee, so check you have it the night before.',
    tags: ['test day'],
  },
  {
    type: 'faq',
    title: 'Do you help with the theory test?',
    content:
      'Yes. Every pupil gets free access to Theory Test Pro, which has all the official DVSA revision questions and hazard perception clips. We also run a free hazard perception workshop on the first Saturday of every month at our office. The theory test itself costs £23 and you need to score 43 out of 50 on the multiple choice part and 44 out of 75 on hazard perception.',
    tags: ['theory test', 'hazard perception'],
  },
  {
    type: 'faq',
    title: 'What is Pass Plus?',
    content:
      'Pass Plus is a 6-hour course for newly qualified drivers covering driving in town, all weathers, rural roads, at night, on dual carriageways and on motorways. There is no test at the end; your instructor assesses you as you go. Many insurers, including Admiral and Aviva, give a discount on your premium once you complete it, and you can take it any time in your first year after passing.',
    tags: ['pass plus', 'new drivers'],
  },
  {
    type: 'faq',
    title: 'Do you offer motorway lessons?',
    content:
      'Yes. Since June 2018 learners can drive on motorways with an approved driving instructor in a dual-controlled car, and we include a motorway session for learners once they are near test standard. Qualified drivers can book a 2-hour motorway lesson on the M1 and M69 covering joining, lane discipline, overtaking and smart motorways.',
    tags: ['motorway'],
  },
  {
    type: 'faq',
    title: 'I am a nervous driver. Can you help?',
    content:
      'Absolutely. Around a third of our pupils tell us they are anxious about driving. We start on quiet industrial estates and empty car parks, go at your pace, and you can stop the lesson at any point. Our instructors are trained in calm, no-shouting coaching, and many nervous pupils find 1-hour lessons less overwhelming at first.',
    tags: ['nervous', 'anxiety'],
  },
  {
    type: 'faq',
    title: 'Do you offer refresher lessons for older or returning drivers?',
    content:
      'Yes. Our refresher lessons suit anyone who has not driven for a while, drivers who have moved from the countryside to city traffic, and older drivers who want to stay safe on the road. For drivers over 70, we offer a confidential Driving Confidence Check: a 90-minute drive in your own car with written feedback that is shared only with you.',
    tags: ['refresher', 'older drivers'],
  },
  {
    type: 'faq',
    title: 'How do I become a driving instructor?',
    content:
      'We train new Approved Driving Instructors (ADIs) through our in-house academy. You need to have held a full licence for at least 3 years and pass a DBS check, then pass the three DVSA qualifying tests: Part 1 theory, Part 2 driving ability and Part 3 instructional ability. Most trainees qualify in 6 to 12 months, and successful trainees are offered a franchise with Greenlight.',
    tags: ['instructor training', 'ADI'],
  },
  {
    type: 'faq',
    title: 'What is your cancellation policy?',
    content:
      "Please give at least 48 hours' notice to cancel or move a lesson, by calling, texting or using the pupil app. Lessons cancelled with less notice are charged in full, unless it is a genuine emergency or illness with proof. If your instructor has to cancel, you get the lesson rebooked at no cost or refunded.",
    tags: ['cancellation'],
  },
  {
    type: 'faq',
    title: 'How can I pay for lessons?',
    content:
      'You can pay by debit or credit card, Apple Pay or Google Pay through the pupil app, or by bank transfer. Instructors do not accept cash in the car. Single lessons must be paid at least 24 hours before the lesson starts.',
    tags: ['payment'],
  },
  {
    type: 'faq',
    title: 'Can you pick me up from school, college or work?',
    content:
      'Yes. Your instructor can pick you up from home, school, college or work and drop you off somewhere different, as long as both are within our area. Many pupils book lessons straight after college at 3:30 pm. Just set the pick-up and drop-off addresses when you book in the app.',
    tags: ['pick up'],
  },
  {
    type: 'faq',
    title: 'When are lessons available?',
    content:
      'Lessons run from 7 am to 9 pm Monday to Saturday and from 9 am to 5 pm on Sundays. Evening and weekend slots are the most popular, so book them 2 to 3 weeks ahead. Our office phone line, 0116 496 0723, is staffed Monday to Friday 9 am to 6 pm.',
    tags: ['hours', 'availability'],
  },
  {
    type: 'faq',
    title: 'I already drive abroad. Can you help me pass the UK test?',
    content:
      'Yes. If your licence is from a country that cannot be exchanged for a UK licence, you need a provisional licence and must pass the UK theory and practical tests. Experienced drivers from abroad usually need only 5 to 10 hours with us to learn UK road rules, roundabouts and what examiners look for.',
    tags: ['foreign licence'],
  },
  {
    type: 'faq',
    title: 'What happens if I fail my test?',
    content:
      "It happens to many good drivers, so do not give up. Your instructor goes through the examiner's report with you and plans a few focused lessons on the faults. You must wait at least 10 working days before retaking, and we rebook your test straight away and look for cancellations.",
    tags: ['failed test', 'retake'],
  },
  {
    type: 'faq',
    title: 'Can I switch to you from another driving school?',
    content:
      'Of course. Many pupils join us part-way through their learning. Your first lesson with us is a 1-hour assessment drive so your new instructor can see where you are and plan from there. If you already have a test booked, we can usually keep the same date.',
    tags: ['switching'],
  },
  {
    type: 'faq',
    title: 'Do you sell gift vouchers?',
    content:
      'Yes, gift vouchers are available for any amount from £38 or for lesson blocks, and they make a popular 17th birthday present. They are valid for 12 months, and we can email them the same day or post a printed card.',
    tags: ['gift'],
  },
  {
    type: 'faq',
    title: 'Do you teach learners with dyslexia, autism or other additional needs?',
    content:
      'Yes. Several of our instructors have extra training in teaching pupils with dyslexia, dyspraxia, ADHD and autism. We can use visual route maps, shorter lessons and the same instructor every time, and you can ask the DVSA for extra time or a reader on the theory test.',
    tags: ['additional needs', 'SEN'],
  },
  {
    type: 'faq',
    title: 'Can I practise with family between lessons?',
    content:
      'Yes, and it really helps. The person supervising you must be at least 21 and have held a full licence for the type of car for at least 3 years, the car must display L plates on the front and back, and you must be insured on it as a learner. Your instructor can tell you what to practise each week.',
    tags: ['private practice'],
  },
];

const priceList: BusinessEntry = {
  type: 'document',
  title: 'Greenlight Driving School lesson prices and terms 2025',
  fileName: 'lesson-prices-2025.pdf',
  content: `# Standard lessons
Manual lessons cost £38 per hour and automatic lessons cost £40 per hour. A 1.5-hour lesson costs £57 in a manual or £60 in an automatic, and a 2-hour lesson costs £74 in a manual or £78 in an automatic.

# New pupil offer
Your first 3 hours cost £90 in total, manual or automatic. The offer is for pupils who have never had lessons with Greenlight before and is limited to one per pupil.

# Block bookings
10 hours: £360 manual, £380 automatic.
20 hours: £700 manual, £740 automatic.
Block hours can be used for lessons of any length and are valid for 12 months from the date of purchase.

# Intensive courses
20-hour course: £799.
30-hour course: £1,149.
40-hour course: £1,499.
Add £60 for automatic on any course. Courses include use of the car for one practical test; the DVSA test fee is not included. A deposit of £200 secures your course dates.

# Test day and mock tests
Use of the instructor's car for your practical test, including a 1-hour warm-up lesson: £115.
Mock test with a different Greenlight instructor, marked on the official DVSA sheet: £45.

# Qualified drivers
Pass Plus course (6 hours): £210.
Motorway lesson (2 hours): £85.
Refresher lesson: £40 per hour.
Driving Confidence Check for drivers over 70 (90 minutes): £55.

# Instructor training
Full ADI training package for Parts 1, 2 and 3: £2,295, or 10 monthly payments of £235. DVSA test fees are extra.

# Terms
Unused block hours can be refunded within 12 months at the single-lesson rate for hours used, minus a £25 admin fee. Promotional offers cannot be refunded. If you are more than 15 minutes late for pick-up, the lesson goes ahead for the remaining time only and is charged in full. Your instructor may end a lesson if they believe you are under the influence of alcohol or drugs, or if you do not have your provisional licence with you.`,
};

const instructorsPage: BusinessEntry = {
  type: 'website',
  title: 'Our Instructors | Greenlight Driving School Leicester',
  url: 'https://www.greenlightdriving.co.uk/our-instructors',
  content: `# About Greenlight
Greenlight Driving School was founded in 2009 by Sandra Okafor, a Grade A instructor who still teaches three days a week. We now have 11 DVSA-approved instructors covering Leicester and Leicestershire, and our office is at Unit 4, 112 Narborough Road, Leicester LE3 0BS.

# Our pass rates
In 2024, 64% of Greenlight pupils passed first time, compared with a national average of 48%. Across all attempts, our pass rate was 71%.

# Meet the team
Sandra Okafor, founder, teaches in a manual Ford Fiesta and has been instructing for 19 years. She also leads our ADI training academy.

Dev Mistry teaches automatic lessons in a Toyota Yaris Hybrid. He speaks English, Gujarati and Hindi and had a first-time pass rate of 69% last year.

Kasia Nowak teaches manual lessons in a Volkswagen Polo and speaks Polish. She is our specialist for nervous pupils and those with dyslexia and ADHD.

Graham Whitlock is a former police driving instructor who teaches in a manual Skoda Fabia. He runs most of our Pass Plus, motorway and refresher lessons.

Aisha Rahman teaches automatic lessons in a fully electric Kia Niro EV, so pupils can learn how to drive and charge an electric car.

# Our cars
Every car is less than 3 years old, dual controlled, non-smoking and serviced every 6 months. All our cars show the green Greenlight roof sign.

# Recognition
Greenlight holds a 4.9-star rating from over 1,200 Google reviews and won Leicestershire Driving School of the Year in 2023.`,
};

export const driving: Business = {
  slug: 'driving',
  name: 'Greenlight Driving School',
  field:
    'driving school: manual and automatic lessons, intensive courses, test booking, theory help, Pass Plus and instructor training',
  entries: [...faqs, priceList, instructorsPage],
  questions: [
    { text: 'do you pick up in oadby', expect: 'What areas do you cover?' },
    {
      text: 'i live out in hinckley is that too far for you lot',
      expect: 'What areas do you cover?',
    },
    {
      text: 'if i pass in an auto am i allowed to drive my mums car, its a stick',
      expect: 'Do you teach in manual and automatic cars?',
    },
    {
      text: 'do u have auto cars or just gears',
      expect: 'Do you teach in manual and automatic cars?',
    },
    { text: 'is it an hour each time or can i do longer', expect: 'How long is each lesson?' },
    {
      text: 'my son turns 17 next month, what does he need sorted out before he can start',
      expect: 'What do I need before my first lesson?',
    },
    {
      text: 'roughly how many hours till im test ready',
      expect: 'How many lessons will I need?',
    },
    {
      text: 'i got a job offer that needs a licence in like 6 weeks, do you do crash courses',
      expect: 'Do you offer intensive courses?',
    },
    {
      text: 'test dates are impossible to get rn can u sort one for me',
      expect: 'Can you book my driving test for me?',
    },
    {
      text: 'can i use the instructors car on the day of my practical',
      expect: 'Can I take my test in your car?',
    },
    {
      text: 'what docs do i need to bring on the day',
      expect: 'What should I bring to my driving test?',
    },
    {
      text: 'i keep failing the hazard perception clips, any help with that',
      expect: 'Do you help with the theory test?',
    },
    {
      text: 'do you give revision stuff for the theory',
      expect: 'Do you help with the theory test?',
    },
    {
      text: 'just passed and my insurance quote is insane, is there some course that brings it down',
      expect: 'What is Pass Plus?',
    },
    {
      text: 'can learners go on the m1 with you',
      expect: 'Do you offer motorway lessons?',
    },
    {
      text: 'i get really bad anxiety even sitting in the drivers seat, had a panic attack last time my dad took me out',
      expect: 'I am a nervous driver. Can you help?',
    },
    { text: 'scared of driving', expect: 'I am a nervous driver. Can you help?' },
    {
      text: 'my dad is 78 and we are a bit worried about his driving, is there some kind of check he could do',
      expect: 'Do you offer refresher lessons for older or returning drivers?',
    },
    {
      text: 'havent been behind the wheel in 15 years since the kids, want to get back into it',
      expect: 'Do you offer refresher lessons for older or returning drivers?',
    },
    {
      text: 'thinking of quitting my office job to teach people to drive, how does that work',
      expect: 'How do I become a driving instructor?',
    },
    {
      text: 'if i have to pull out last minute do i lose the money',
      expect: 'What is your cancellation policy?',
    },
    { text: 'can i pay the instructor in cash', expect: 'How can I pay for lessons?' },
    {
      text: 'could the instructor grab me from college at half 3',
      expect: 'Can you pick me up from school, college or work?',
    },
    { text: 'do you do sundays', expect: 'When are lessons available?' },
    {
      text: 'i have a nigerian licence and been driving for 10 years, but need to pass here now',
      expect: 'I already drive abroad. Can you help me pass the UK test?',
    },
    {
      text: 'failed my test twice already and im gutted, what now',
      expect: 'What happens if I fail my test?',
    },
    {
      text: 'not happy with my current instructor, can i move over to you halfway through',
      expect: 'Can I switch to you from another driving school?',
    },
    {
      text: 'want to get my daughter some lessons as a present for her 17th',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'my son has adhd and gets overwhelmed easily, will the instructors be patient with him',
      expect: 'Do you teach learners with dyslexia, autism or other additional needs?',
    },
    {
      text: 'can my mum take me out in her car in between',
      expect: 'Can I practise with family between lessons?',
    },
    {
      text: 'how much is 1 hour in a manual',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£38',
    },
    {
      text: 'price per hour for automatic',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£40',
    },
    {
      text: 'is it cheaper if i buy 10 hours upfront, its for a manual',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£360',
    },
    {
      text: 'whats the cost of the 30 hour crash course',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£1,149',
    },
    {
      text: 'any deal for first timers',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£90',
    },
    {
      text: 'how much do you charge to borrow ur car for the test',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£115',
    },
    {
      text: 'pass plus price',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£210',
    },
    {
      text: 'i bought a block of hours but passed early, can i get the rest of the money back',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£25',
    },
    {
      text: 'what does the adi training cost all in',
      expect: 'Greenlight Driving School lesson prices and terms 2025',
      fact: '£2,295',
    },
    {
      text: 'where is your office',
      expect: 'Our Instructors | Greenlight Driving School Leicester',
      fact: 'Narborough Road',
    },
    {
      text: 'whats your first time pass rate like',
      expect: 'Our Instructors | Greenlight Driving School Leicester',
      fact: '64%',
    },
    {
      text: 'who runs greenlight',
      expect: 'Our Instructors | Greenlight Driving School Leicester',
      fact: 'Sandra Okafor',
    },
    {
      text: 'does anyone teach in an electric car, we are getting one next year',
      expect: 'Our Instructors | Greenlight Driving School Leicester',
      fact: 'Aisha Rahman',
    },
    {
      text: 'which instructor has the yaris',
      expect: 'Our Instructors | Greenlight Driving School Leicester',
      fact: 'Dev Mistry',
    },
    {
      text: 'how long have you been going',
      expect: 'Our Instructors | Greenlight Driving School Leicester',
      fact: '2009',
    },
  ],
  requests: [
    { text: 'can i book a 2 hour lesson next tuesday after college', expect: 'Appointments' },
    {
      text: 'my instructor turned up 30 mins late twice and was on his phone the whole time, i want to make a complaint',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'can someone ring me back with a quote for an intensive course for my son',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
  ],
  offTopic: [
    'do you do motorbike lessons or cbt',
    'my dad wants to get his hgv licence, can you train lorry drivers',
    'can i rent one of your cars for the weekend',
    'do you teach towing a caravan or trailer',
    'is there anywhere near you that does mots',
    'is it going to rain in leicester tomorrow',
    'who won the premier league last season',
    'how do i make a lasagne',
  ],
};
