import type { Business, BusinessEntry } from '../types.js';

/** A small private university's admissions and student-services chatbot. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are the application deadlines?',
    content:
      'Early Decision: November 1. Early Action: November 15. Regular Decision: January 15. Transfer applications for fall are due March 1 and for spring October 15. All first-year applications go through the Common App.',
    tags: ['deadline', 'apply', 'due date', 'early decision'],
  },
  {
    type: 'faq',
    title: 'Is there an application fee?',
    content:
      'The application fee is $70. It is waived automatically for first-generation applicants, veterans and students who qualify for a fee waiver through the Common App or their school counsellor.',
    tags: ['application fee', 'fee waiver', 'cost to apply'],
  },
  {
    type: 'faq',
    title: 'Do I need to submit SAT or ACT scores?',
    content:
      'No. Halden is test-optional for students entering through fall 2026. If you send scores, we consider your highest section scores across test dates (superscoring).',
    tags: ['sat', 'act', 'test optional', 'standardized tests'],
  },
  {
    type: 'faq',
    title: 'How much is tuition?',
    content:
      'Undergraduate tuition for 2024–25 is $48,600 for the year, or $24,300 per semester, for 12 to 18 credits. Housing, meals and fees are extra; see our cost of attendance sheet.',
    tags: ['tuition', 'cost', 'price', 'how much'],
  },
  {
    type: 'faq',
    title: 'What financial aid and scholarships are available?',
    content:
      'Halden meets 100% of demonstrated financial need for admitted students, with grants rather than loans for families earning under $75,000. Submit the FAFSA and the CSS Profile by February 1. Merit scholarships of $10,000 to $25,000 a year are awarded automatically at admission, with no separate application.',
    tags: ['financial aid', 'scholarship', 'fafsa', 'grants', 'merit'],
  },
  {
    type: 'faq',
    title: 'Can I visit campus?',
    content:
      'Yes. Student-led campus tours run Monday to Friday at 10:00 am and 2:00 pm and on Saturdays at 10:00 am during the semester. Each visit lasts about 90 minutes including an information session; please register online. A 360° virtual tour is on our website.',
    tags: ['campus tour', 'visit', 'information session', 'virtual tour'],
  },
  {
    type: 'faq',
    title: 'What do international students need to apply?',
    content:
      'International applicants send their school transcripts with certified English translations, proof of English proficiency (TOEFL iBT 90, IELTS 7.0 or Duolingo 120) and a certification of finances for the I-20. Native speakers and students who studied 4 years in English are exempt from the English test.',
    tags: ['international', 'toefl', 'ielts', 'visa', 'i-20'],
  },
  {
    type: 'faq',
    title: 'Do first-year students live on campus?',
    content:
      'Yes. Housing is guaranteed for all four years, and students are required to live on campus for their first two years. First-years live in one of five residence halls on the Quad, mostly in double rooms.',
    tags: ['housing', 'dorms', 'residence hall', 'live on campus'],
  },
  {
    type: 'faq',
    title: 'What meal plans are there?',
    content:
      'First-years choose between the Unlimited plan ($6,200 a year) and the 14-meals-a-week plan ($5,400 a year), both with $300 in Heron Dollars for the campus cafés. Upper-class students can also choose a 7-meal plan or none.',
    tags: ['meal plan', 'dining', 'food', 'cafeteria'],
  },
  {
    type: 'faq',
    title: 'What majors do you offer?',
    content:
      'We offer 62 majors and 48 minors in the arts, sciences, engineering and business. The most popular are biology, computer science, economics, psychology and environmental studies. Students can also design their own major.',
    tags: ['majors', 'programs', 'degrees', 'courses', 'study'],
  },
  {
    type: 'faq',
    title: 'How big are classes?',
    content:
      'Our student-to-faculty ratio is 11 to 1 and the average class has 19 students. Every class is taught by a professor, not a teaching assistant.',
    tags: ['class size', 'student faculty ratio', 'professors'],
  },
  {
    type: 'faq',
    title: 'Do you accept AP, IB and transfer credit?',
    content:
      'Yes. AP scores of 4 or 5 and IB Higher Level scores of 5 or higher earn credit, and courses with a C or better from accredited colleges transfer. Incoming first-years can bring up to 32 credits, a full year.',
    tags: ['ap credit', 'ib', 'transfer credit', 'dual enrollment'],
  },
  {
    type: 'faq',
    title: 'Can I study abroad?',
    content:
      'Yes. Halden runs or approves 90 programs in 40 countries, and 45% of our students study abroad. Your financial aid and Halden scholarships go with you on our own programs.',
    tags: ['study abroad', 'exchange', 'semester abroad'],
  },
  {
    type: 'faq',
    title: 'Can students bring a car?',
    content:
      'First-year students may not keep a car on campus. Sophomores and above can buy a parking permit for $320 a year from Campus Safety. The free Heron Shuttle runs to downtown Halden and the Burlington airport bus stop.',
    tags: ['car', 'parking permit', 'shuttle'],
  },
  {
    type: 'faq',
    title: 'When is the library open?',
    content:
      'Gorman Library is open from 7:00 am to 2:00 am during the semester, and 24 hours a day during reading and exam weeks. Between semesters it closes at 6:00 pm.',
    tags: ['library', 'study space', 'library hours'],
  },
  {
    type: 'faq',
    title: 'When does the semester start and end?',
    content:
      'The fall semester runs from late August to mid-December and the spring semester from mid-January to early May, with a one-week break in each. The full academic calendar is published on the Registrar’s page.',
    tags: ['academic calendar', 'semester dates', 'term', 'break'],
  },
  {
    type: 'faq',
    title: 'How do I order a transcript?',
    content:
      'Order official transcripts online through Parchment: an electronic transcript costs $10 and is usually sent within one business day; a printed copy is $15. Current students can view an unofficial transcript free in the student portal.',
    tags: ['transcript', 'records', 'registrar', 'parchment'],
  },
  {
    type: 'faq',
    title: 'Is there a health centre on campus?',
    content:
      'Yes. The Student Health Center is open Monday to Friday from 8:30 am to 5:00 pm, and visits are free for enrolled students. All students must have health insurance: the university plan, or a waiver showing comparable coverage by August 1.',
    tags: ['health center', 'doctor', 'nurse', 'health insurance'],
  },
  {
    type: 'faq',
    title: 'Do you offer counselling for students?',
    content:
      'Counselling Services offers free, confidential short-term counselling, groups and workshops. A counsellor can be reached 24 hours a day, every day, on the HeronCare line at (802) 555-0199.',
    tags: ['counselling', 'mental health', 'therapy', 'crisis'],
  },
  {
    type: 'faq',
    title: 'How do I get disability accommodations?',
    content:
      'Contact the Office of Accessibility Services and send documentation from a qualified professional. Accommodations such as extra exam time, note-taking support and accessible housing are arranged before your classes begin; apply by July 1 for the fall.',
    tags: ['disability', 'accommodations', 'accessibility', 'adhd', 'learning disability'],
  },
  {
    type: 'faq',
    title: 'What sports and clubs are there?',
    content:
      'The Halden Herons compete in NCAA Division III with 22 varsity teams, and there are 14 club sports and over 180 student organisations, from the outing club to a cappella groups and the student radio station.',
    tags: ['sports', 'athletics', 'clubs', 'activities', 'ncaa'],
  },
  {
    type: 'faq',
    title: 'Do you have graduate programs?',
    content:
      'Yes, 14 master’s programs, including an MBA, an MS in Data Science and an MA in Teaching, and PhDs in ecology, chemistry and psychology. Graduate admissions has its own deadlines and application.',
    tags: ['graduate', 'masters', 'phd', 'mba', 'grad school'],
  },
  {
    type: 'faq',
    title: 'Where is the campus?',
    content:
      'Halden University is in Halden, Vermont, a small town 35 minutes by car from Burlington and 3½ hours from Boston. Burlington International Airport is the nearest airport.',
    tags: ['location', 'address', 'where', 'vermont'],
  },
  {
    type: 'faq',
    title: 'Can I work on campus?',
    content:
      'Yes. About 60% of students work on campus, in the library, dining halls, labs and offices. Jobs pay $15.50 an hour for up to 12 hours a week, and Federal Work-Study students get priority.',
    tags: ['job', 'work-study', 'campus job', 'student employment'],
  },
  {
    type: 'faq',
    title: 'Can I defer my admission for a gap year?',
    content:
      'Yes. Admitted first-year students may ask to defer for one year by June 1, with a short plan for the gap year. Your enrollment deposit holds your place and your merit scholarship.',
    tags: ['defer', 'gap year', 'postpone'],
  },
  {
    type: 'faq',
    title: 'When is the enrollment deposit due?',
    content:
      'Admitted students confirm their place with a $500 enrollment deposit by May 1 (Early Decision students within two weeks of admission). The deposit is non-refundable and is credited to your first bill.',
    tags: ['deposit', 'confirm enrollment', 'may 1', 'commit'],
  },
  {
    type: 'faq',
    title: 'When is orientation?',
    content:
      'New Student Orientation runs from August 22 to 25 and is required for all first-year and transfer students. Pre-orientation trips, such as canoeing and farm work, start on August 18.',
    tags: ['orientation', 'welcome week', 'first week'],
  },
  {
    type: 'faq',
    title: 'Do you offer summer courses?',
    content:
      'Yes. Two six-week online summer sessions start in late May and early July. A 4-credit summer course costs $2,900, and visiting students from other colleges are welcome.',
    tags: ['summer session', 'summer classes', 'online courses'],
  },
  {
    type: 'faq',
    title: 'Can I sit in on a class?',
    content:
      'Yes. Prospective students can attend a class from Monday to Thursday while the semester is in session. Choose a class when you register for your campus tour.',
    tags: ['class visit', 'sit in', 'attend a class'],
  },
  {
    type: 'faq',
    title: 'Do you offer admissions interviews?',
    content:
      'Interviews are optional and never count against you. Alumni interviews, in person or by video, are available from September to January; request one after you submit your application.',
    tags: ['interview', 'alumni interview'],
  },
  {
    type: 'faq',
    title: 'Do I need my own laptop?',
    content:
      'We recommend one, any recent Windows or Mac laptop is fine, and engineering majors need Windows or a Mac that can run it. Students with financial aid can borrow a laptop for the year from the IT Help Desk for free.',
    tags: ['laptop', 'computer', 'technology', 'it'],
  },
  {
    type: 'faq',
    title: 'Can I change my major?',
    content:
      'Yes. Most students declare a major by the end of their second year and can change it at any time after talking to their adviser. Engineering should be started in the first year to graduate in four years.',
    tags: ['change major', 'declare major', 'undecided'],
  },
  {
    type: 'faq',
    title: 'How do I contact the admissions office?',
    content:
      'E-mail admissions@halden.edu or call (802) 555-0110, Monday to Friday from 8:30 am to 4:30 pm Eastern time. Each region has its own admissions counsellor, listed on our website.',
    tags: ['admissions', 'contact', 'phone', 'email', 'counsellor'],
  },
];

const COST = 'Cost of attendance 2024-25';
const RESLIFE = 'Residence life handbook';
const ABOUT = 'About Halden | Halden University';
const ADMITTED = 'Admitted Students Day | Halden University';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: COST,
    fileName: 'cost-of-attendance-2024-25.pdf',
    tags: ['cost', 'fees', 'billing'],
    content: `HALDEN UNIVERSITY
Office of Student Accounts
Cost of Attendance, Academic Year 2024–25 (Undergraduate)

This sheet lists what a full-time undergraduate pays Halden directly, and the other costs we estimate for a year. Financial aid packages are built on these figures.

BILLED BY HALDEN

Tuition: $48,600
Student activity fee: $450
Technology fee: $350
Health and wellness fee: $650
Housing, standard double room: $8,900
Housing, single room: $10,400
Housing, apartment in Birch Village (juniors and seniors): $9,800
Meal plan: see Dining Services for the plan you choose
New student orientation fee (first year only): $300

ESTIMATED OTHER COSTS

Books and course materials: $1,100
Personal expenses: $1,800
Travel: from $600 for New England students to $2,400 for students from the West Coast or abroad

University health insurance, if you do not waive it: $2,850 for the year.

WHEN BILLS ARE DUE

Fall semester charges are billed in early July and due August 1. Spring semester charges are billed in early December and due January 2. Bills are sent by e-mail to students and to any parent or guardian the student authorises in the student portal.

MONTHLY PAYMENT PLAN

Instead of two large payments, families can spread the year's balance over 10 monthly payments from July to April. Enrolment in the plan costs $60 a year and there is no interest. Sign up by June 25 to begin in July.

LATE PAYMENT

Balances not paid by the due date are charged a late fee of 1.5% per month. Students with an unpaid balance cannot register for the next semester or receive an official transcript.

PAYMENT METHODS

Electronic check (ACH) from a US bank account, free. Credit and debit cards through our payment portal, with a 2.85% service fee charged by the card processor. International wire transfers through Flywire.

REFUNDS IF YOU WITHDRAW

Students who withdraw during a semester receive a tuition refund as follows: during the first week of classes, 100%; the second week, 75%; the third and fourth weeks, 50%; from the fifth week on, no refund. Housing is refunded pro rata by week; fees are not refundable after the first day of classes. Federal aid is returned according to federal rules, which may leave a balance.

EXTERNAL SCHOLARSHIPS

Send scholarship checks from outside organisations to Student Accounts with the student's name and ID number. They reduce loans and work-study first, then grants.

QUESTIONS

Student Accounts, Wheeler Hall, room 110. studentaccounts@halden.edu, (802) 555-0130. Open Monday to Friday, 8:30 am to 4:30 pm.`,
  },
  {
    type: 'document',
    title: RESLIFE,
    fileName: 'residence-life-handbook.pdf',
    tags: ['dorms', 'rules', 'housing'],
    content: `# Residence Life Handbook

Living together works when everyone knows the rules. This handbook applies to all residence halls and Birch Village apartments. Your Resident Assistant (RA) is your first contact for questions.

# Move-in and move-out

First-year students move in on Thursday, August 21, between 9:00 am and 3:00 pm; returning students from August 24. Halls close at noon on the day after your last exam in May. Students leaving for winter break must be out by 10:00 am on December 20.

# Room selection

Returning students choose rooms through the housing lottery in March; your lottery number depends on your class year and credits. First-year roommates are matched by the Residence Life office from the housing questionnaire you complete in June.

# Quiet hours

Quiet hours are 10:00 pm to 8:00 am Sunday through Thursday, and midnight to 9:00 am on Friday and Saturday. During reading and exam weeks, quiet hours are in force 24 hours a day. Courtesy hours apply at all times: if someone asks you to turn it down, please do.

# Guests

Residents may host an overnight guest for up to 3 nights in a row, with their roommate's agreement. Guests must be registered with the front desk and must be accompanied by their host at all times. Guests under 17 need permission from Residence Life.

# What to bring, and what not to

Bring: twin XL sheets, a desk lamp, a laundry bag, and a surge-protected power strip.

Not allowed: candles and incense, space heaters, halogen lamps, hot plates and toasters, string lights that are not LED, and extension cords without surge protection. Microwaves under 800 watts and mini-fridges under 4.5 cubic feet are allowed.

# Pets

Only fish in a tank of 10 gallons or less are allowed. Assistance animals must be approved by the Office of Accessibility Services before they arrive.

# Laundry

Washers and dryers in every hall are free and can be checked from your phone through the LaundryView app.

# Room damage

Rooms are inspected at move-in and move-out. Damage beyond normal wear is billed to the residents of the room; damage in shared spaces is divided among the residents of the floor when no one takes responsibility.

# Summer storage

Students returning in the fall can store up to four boxes on campus over the summer for $75 through the Heron Storage program.

# Lockouts

If you are locked out, call Campus Safety at (802) 555-0111. The first two lockouts each semester are free; after that each one costs $15.`,
  },
  {
    type: 'website',
    title: ABOUT,
    url: 'https://www.halden.edu/about',
    tags: ['about', 'history'],
    content: `# About Halden

Halden University was founded in 1847 as the Halden Seminary and became a university in 1921. Today 2,900 undergraduates and 600 graduate students from 48 states and 52 countries study on our 400-acre campus in the Green Mountains.

# Our students

23% of our students are the first in their families to go to college, and 71% receive need-based financial aid. 94% of graduates are employed or in graduate school within six months.

# Sustainability

Halden has been carbon neutral since 2019, thanks to a biomass plant and the solar field on the north campus. Our 220-acre Halden Forest is a teaching and research forest open to the public.

# The Herons

Our mascot is the great blue heron, and our colours are blue and silver.`,
  },
  {
    type: 'website',
    title: ADMITTED,
    url: 'https://www.halden.edu/admissions/admitted-students-day',
    tags: ['admitted students', 'event'],
    content: `# Admitted Students Day

Congratulations on your admission! Join us on Saturday, April 12, 2025, to see Halden through the eyes of the Class of 2029.

# Schedule

9:00 am — Check-in and breakfast in the Commons
10:00 am — Welcome from President Laura Okonkwo
10:30 am — Sample classes taught by Halden faculty
12:00 pm — Lunch and activities fair
1:30 pm — Sessions on financial aid, housing and study abroad
3:00 pm — Residence hall tours

# Travel grants

Admitted students who live more than 300 miles away and receive need-based aid can apply for a travel grant of up to $400 to attend.

# Staying overnight

Admitted students can stay overnight in a residence hall with a current student host on Friday, April 11. Space is limited to 150 students.`,
  },
];

export const university: Business = {
  slug: 'university',
  name: 'Halden University',
  field: 'university admissions and student services',
  entries: [...faqs, ...documents],
  questions: [
    {
      text: 'when is the regular decision deadline',
      expect: 'What are the application deadlines?',
    },
    { text: 'deadline for early action', expect: 'What are the application deadlines?' },
    {
      text: 'I am a sophomore at a community college and want to transfer for fall, when do I need to apply by?',
      expect: 'What are the application deadlines?',
    },
    { text: 'how much does it cost to apply', expect: 'Is there an application fee?' },
    { text: 'can i get the app fee waived, im first gen', expect: 'Is there an application fee?' },
    { text: 'are test scores required', expect: 'Do I need to submit SAT or ACT scores?' },
    { text: 'do you superscore the sat', expect: 'Do I need to submit SAT or ACT scores?' },
    { text: 'tuition', expect: 'How much is tuition?' },
    { text: 'how much per semester', expect: 'How much is tuition?' },
    {
      text: 'my parents are worried we cant afford it, do you give need based aid',
      expect: 'What financial aid and scholarships are available?',
    },
    {
      text: 'how do i apply for merit scholarships',
      expect: 'What financial aid and scholarships are available?',
    },
    { text: 'css profile deadline', expect: 'What financial aid and scholarships are available?' },
    { text: 'campus tours on saturday?', expect: 'Can I visit campus?' },
    { text: 'virtual tour', expect: 'Can I visit campus?' },
    { text: 'what ielts score do i need', expect: 'What do international students need to apply?' },
    {
      text: 'I’m applying from Brazil, what documents do I need for the student visa?',
      expect: 'What do international students need to apply?',
    },
    {
      text: 'do freshmen have to live in the dorms',
      expect: 'Do first-year students live on campus?',
    },
    { text: 'is housing guaranteed', expect: 'Do first-year students live on campus?' },
    { text: 'how much is the unlimited meal plan', expect: 'What meal plans are there?' },
    { text: 'do you have a nursing major', expect: 'What majors do you offer?' },
    { text: 'list of majors', expect: 'What majors do you offer?' },
    { text: 'are classes taught by TAs', expect: 'How big are classes?' },
    { text: 'student to faculty ratio', expect: 'How big are classes?' },
    { text: 'will my AP calc score count', expect: 'Do you accept AP, IB and transfer credit?' },
    {
      text: 'do dual enrollment credits transfer',
      expect: 'Do you accept AP, IB and transfer credit?',
    },
    { text: 'can i do a semester in spain', expect: 'Can I study abroad?' },
    { text: 'can freshmen have cars', expect: 'Can students bring a car?' },
    { text: 'parking permit price', expect: 'Can students bring a car?' },
    { text: 'is the library open late', expect: 'When is the library open?' },
    { text: 'when does fall semester start', expect: 'When does the semester start and end?' },
    { text: 'when is spring break', expect: 'When does the semester start and end?' },
    {
      text: 'i need an official transcript for a job application',
      expect: 'How do I order a transcript?',
    },
    { text: 'is there a doctor on campus', expect: 'Is there a health centre on campus?' },
    { text: 'do i need health insurance to enroll', expect: 'Is there a health centre on campus?' },
    {
      text: 'My daughter struggles with anxiety, what kind of mental health support does the school have?',
      expect: 'Do you offer counselling for students?',
    },
    {
      text: 'i have adhd, can i get extra time on exams',
      expect: 'How do I get disability accommodations?',
    },
    { text: 'is there a soccer team', expect: 'What sports and clubs are there?' },
    { text: 'what division are you', expect: 'What sports and clubs are there?' },
    { text: 'do you have an mba', expect: 'Do you have graduate programs?' },
    { text: 'how far is it from boston', expect: 'Where is the campus?' },
    { text: 'closest airport', expect: 'Where is the campus?' },
    { text: 'can i get a job on campus', expect: 'Can I work on campus?' },
    { text: 'how much do student jobs pay', expect: 'Can I work on campus?' },
    {
      text: 'i want to take a gap year after getting in',
      expect: 'Can I defer my admission for a gap year?',
    },
    { text: 'when do i have to commit', expect: 'When is the enrollment deposit due?' },
    { text: 'is the deposit refundable', expect: 'When is the enrollment deposit due?' },
    { text: 'orientation dates', expect: 'When is orientation?' },
    { text: 'can i take classes online over the summer', expect: 'Do you offer summer courses?' },
    { text: 'can my son attend a lecture when we visit', expect: 'Can I sit in on a class?' },
    { text: 'is an interview required', expect: 'Do you offer admissions interviews?' },
    { text: 'do i need a mac or pc', expect: 'Do I need my own laptop?' },
    { text: 'im undecided, when do i have to pick a major', expect: 'Can I change my major?' },
    { text: 'admissions phone number', expect: 'How do I contact the admissions office?' },
    // Answered only by the cost of attendance sheet.
    { text: 'how much is a single room', expect: COST, fact: '$10,400' },
    {
      text: 'can we pay monthly instead of per semester',
      expect: COST,
      fact: '10 monthly payments',
    },
    { text: 'when is the fall bill due', expect: COST, fact: 'August 1' },
    { text: 'is there a fee for paying tuition by credit card', expect: COST, fact: '2.85%' },
    {
      text: 'if my son drops out in the 3rd week of the semester do we get any tuition back',
      expect: COST,
      fact: '50%',
    },
    { text: 'how much should i budget for books', expect: COST, fact: '$1,100' },
    { text: 'technology fee', expect: COST, fact: '$350' },
    // Answered only by the residence life handbook.
    { text: 'what time are quiet hours', expect: RESLIFE, fact: '10:00 pm' },
    { text: 'can my boyfriend stay over in my dorm', expect: RESLIFE, fact: '3 nights' },
    { text: 'are mini fridges allowed', expect: RESLIFE, fact: '4.5 cubic feet' },
    { text: 'first year move in day', expect: RESLIFE, fact: 'August 21' },
    { text: 'can i have a hamster in my room', expect: RESLIFE, fact: 'fish' },
    { text: 'locked out of my room', expect: RESLIFE, fact: '(802) 555-0111' },
    // Answered only by the pages.
    { text: 'when was halden founded', expect: ABOUT, fact: '1847' },
    { text: 'how many undergrads go there', expect: ABOUT, fact: '2,900' },
    { text: 'what is the mascot', expect: ABOUT, fact: 'heron' },
    { text: 'when is admitted students day', expect: ADMITTED, fact: 'April 12' },
    {
      text: 'is there help paying for travel to visit after i got in',
      expect: ADMITTED,
      fact: '$400',
    },
  ],
  requests: [
    { text: 'I’d like to schedule a campus visit for next Friday', expect: 'Appointments' },
    { text: 'book me an appointment with a financial aid counsellor', expect: 'Appointments' },
    {
      text: 'I want to file a complaint about how my housing request was handled',
      expect: 'Complaints/Feedback',
    },
    { text: 'i want to give feedback on the tour we took today', expect: 'Complaints/Feedback' },
    { text: 'please have an admissions counsellor call me back', expect: 'General Inquiry' },
    { text: 'can someone contact me about transferring in the spring', expect: 'General Inquiry' },
    { text: 'i want to speak to a real person', expect: 'handoff' },
    { text: 'connect me with an agent', expect: 'handoff' },
  ],
  offTopic: [
    'what is the derivative of x squared',
    'write my college essay for me',
    'who was the first president of the united states',
    'what is the best laptop for gaming',
    'how do i get to harvard from here',
    'mnbvcxz',
    'can you recommend a good pizza place in burlington',
    'how do i renew my passport',
  ],
};
