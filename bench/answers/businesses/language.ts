import type { Business, BusinessEntry } from '../types.js';

const faq = (title: string, content: string, tags?: string[]): BusinessEntry => ({
  type: 'faq',
  title,
  content,
  tags,
});

const FEES_DOC = 'Harbourside Language School course fees and terms 2025';
const ABOUT_PAGE = 'About us | Harbourside Language School';

const entries: BusinessEntry[] = [
  faq(
    'How do I find out which level I should join?',
    "Take our free placement test before you book: a 40-minute online grammar and vocabulary test followed by a 10-minute speaking chat with a teacher, in person or on Zoom. We email your result and recommended class within two working days. Complete beginners in Spanish, French or Japanese don't need to take it.",
    ['placement test', 'level'],
  ),
  faq(
    'What levels do your courses cover?',
    "English courses run at six levels, from Beginner (A1) to Proficiency (C2), following the Common European Framework. Spanish and French evening classes run from A1 to B2, and Japanese from complete beginner up to intermediate (roughly JLPT N3). We don't run C1 or C2 groups in Spanish or French, but private lessons can take you further.",
    ['levels', 'CEFR'],
  ),
  faq(
    'How many students are in each class?',
    'English classes have a maximum of 10 students, with an average of 7. Spanish, French and Japanese evening groups are capped at 8, and Saturday Teen English at 9. If a group falls below 4 students we may shorten its weekly hours rather than cancel it.',
    ['class size'],
  ),
  faq(
    'What time are the English classes?',
    'General English runs Monday to Friday from 9:00 to 12:15, with a 15-minute break at 10:30. Intensive English students add afternoon workshops from 13:15 to 14:45, Monday to Friday. Evening English is on Tuesdays and Thursdays from 18:30 to 20:30, and Saturday English for adults runs from 10:00 to 13:00.',
    ['timetable', 'english'],
  ),
  faq(
    'When are the Spanish, French and Japanese evening classes?',
    'Spanish runs on Mondays and Wednesdays from 18:30 to 20:00. French is on Tuesdays from 18:30 to 20:30, and Japanese is on Thursdays from 18:30 to 20:30. Each course runs for a 10-week term.',
    ['timetable', 'spanish', 'french', 'japanese'],
  ),
  faq(
    'When can I start a course?',
    'General and Intensive English courses start every Monday of the year, except when the school is closed; complete beginners in English start on the first Monday of each month. Evening English, Spanish, French and Japanese courses follow our terms, which start on 15 September 2025, 12 January 2026 and 20 April 2026. You can still join an evening course up to week 3 of a term for a pro-rata fee.',
    ['start dates'],
  ),
  faq(
    'Can I study online?',
    'Yes. Our Online Evening English course runs live on Zoom on Mondays and Wednesdays, 19:00 to 20:30 UK time, with a maximum of 8 students. Spanish, French and Japanese group classes are in person only, but private lessons in all four languages can be taken online.',
    ['online', 'zoom'],
  ),
  faq(
    'Do you offer private lessons?',
    'Yes, one-to-one lessons are available in English, Spanish, French and Japanese, at the school or online, between 8:00 and 21:00 on weekdays. A single 60-minute lesson costs £42, or you can buy a pack of 10 hours for £390, valid for six months. Two people sharing a teacher pay £54 per hour between them.',
    ['private lessons', 'one-to-one'],
  ),
  faq(
    'Do you have exam preparation courses?',
    'Yes. We run 4-week IELTS Academic preparation courses starting on the first Monday of every month, and 10-week evening courses for Cambridge B2 First and C1 Advanced. Spanish learners can join a DELE B1/B2 preparation group in the spring term, and a JLPT N5/N4 course runs every autumn before the December exam. Exam entry fees are paid separately to the exam centre.',
    ['exams', 'IELTS', 'Cambridge', 'DELE', 'JLPT'],
  ),
  faq(
    'Do I get a certificate at the end of the course?',
    'Every student who attends at least 80% of their lessons receives a Harbourside certificate showing the course dates, hours studied and the CEFR level reached. Below 80% attendance we issue a letter of attendance instead. Replacement certificates cost £10.',
    ['certificate'],
  ),
  faq(
    'Can you provide a letter for my visa application?',
    'Once your course is paid in full, we email a letter of acceptance within three working days for a UK Standard Visitor visa (courses up to 6 months) or a Short-term Study visa (English courses of 6 to 11 months, at least 15 hours per week). We are not a licensed Student visa sponsor, so we cannot issue a CAS. If your visa is refused, we refund your fees minus the registration fee when you send us the refusal letter.',
    ['visa', 'letter'],
  ),
  faq(
    'Can you help me find accommodation?',
    'Yes, we arrange homestays with local host families and studio rooms in a student residence. Every host family is visited and checked by our accommodation officer, and most live within 35 minutes of the school by bus. Please book at least four weeks before you arrive; accommodation runs from Sunday to Saturday.',
    ['accommodation', 'homestay'],
  ),
  faq(
    'What is the minimum age for your courses?',
    "Our adult courses are open to anyone aged 16 and over. Teenagers aged 13 to 15 can join Saturday Teen English (10:00 to 12:30) or our evening Spanish, French and Japanese classes if a parent signs our consent form. We don't accept students under 13.",
    ['age', 'teenagers'],
  ),
  faq(
    'What is your cancellation and refund policy?',
    'If you cancel more than 14 days before your course starts, we refund everything except the registration fee. Cancellations within 14 days of the start date receive a 50% refund. Once a course has started fees are non-refundable, but we can turn unused full weeks into a credit note valid for 12 months. All cancellations must be made in writing by email.',
    ['refund', 'cancellation'],
  ),
  faq(
    'What happens if I miss a class?',
    "Missed group lessons aren't refunded or repeated, but your teacher posts the class notes and homework on our student app. English students may make up a missed morning in a parallel class at the same level in the same week, if there's space. Private lessons cancelled with less than 24 hours' notice are charged in full.",
    ['absence', 'missed lessons'],
  ),
  faq(
    'Can I pay in instalments?',
    'Yes. Evening term courses can be split into three monthly payments by direct debit, and English courses of 12 weeks or longer can be paid in instalments after a 30% deposit, with the balance spread over the course. There is no extra charge for paying in instalments.',
    ['payment', 'instalments'],
  ),
  faq(
    'Do you have any discounts?',
    "Full-time university students and NHS staff get 10% off evening courses with valid ID. If you book two evening courses in the same term, you get 15% off the cheaper one, and when you recommend a friend who books, you both receive a £25 voucher. Discounts can't be combined.",
    ['discounts'],
  ),
  faq(
    'Do I need to buy books?',
    'For English courses of 4 weeks or longer, your coursebook and online workbook are included. Evening language students buy their own book (we use Aula Internacional for Spanish, Édito for French and Genki for Japanese), which costs around £30 to £45; second-hand copies are fine.',
    ['books', 'materials'],
  ),
  faq(
    'Are your teachers qualified?',
    "All our English teachers hold a degree plus a CELTA or Trinity CertTESOL, and over half also have the DELTA; most are native speakers and all are at C2 level. Our Spanish, French and Japanese teachers are native speakers with a teaching qualification in their language. Every teacher has at least two years' classroom experience and an enhanced DBS check.",
    ['teachers', 'qualifications'],
  ),
  faq(
    'Where is the school and how do I get there?',
    "We're at 3 Queen Square, Bristol BS1 4JQ, in a Georgian building on the east side of the square. Bristol Temple Meads station is a 12-minute walk away, and buses 8, 9 and 72 stop on Baldwin Street, three minutes from the door. There's no parking at the school; the nearest car park is the NCP on Queen Charlotte Street.",
    ['location', 'address', 'transport'],
  ),
  faq(
    'Is the school accessible for people with disabilities?',
    'Yes. There is a step-free ramped entrance from the square, a lift to both teaching floors and an accessible toilet on the first floor. Two classrooms have hearing loops, and we can provide large-print materials if you let us know when you book.',
    ['accessibility', 'wheelchair'],
  ),
  faq(
    'Do you offer language training for companies?',
    'Yes, we design English, Spanish, French and Japanese courses for businesses, taught at our school, at your workplace anywhere within 20 miles of Bristol, or online. Every course starts with a free needs analysis and level check of your staff, and in-company lessons cost from £55 per hour for groups of up to six. We send attendance and progress reports to your HR team every month.',
    ['corporate', 'business'],
  ),
  faq(
    'Can I try a class before I book?',
    "Yes. You can join one free trial lesson in any evening course during the first two weeks of term, or sit in on a General English morning class on a Monday or Tuesday. Trial places must be booked at least 48 hours in advance, and if you're not a beginner you'll need to take the placement test first.",
    ['trial', 'taster'],
  ),
  faq(
    'Can I change class if my level is wrong?',
    "Yes. If your class feels too easy or too difficult, tell your teacher or reception and we'll arrange a short re-assessment within the week. Moving up or down a level is free, and English students also take a progress test every four weeks.",
    ['level change'],
  ),
  faq(
    'When is the school closed?',
    "We're closed on all UK bank holidays and over Christmas, from 20 December 2025 to 4 January 2026 inclusive. Evening term dates already skip bank holidays, and each evening term has a one-week half-term break in the middle. General English lessons that fall on a bank holiday are not made up or refunded.",
    ['holidays', 'closures'],
  ),
  faq(
    'What are your reception opening hours?',
    'Reception is open Monday to Thursday 8:30 to 20:30, Friday 8:30 to 17:00 and Saturday 9:30 to 13:00; we are closed on Sundays. You can also call us on 0117 496 0381 or email hello@harboursidelanguages.co.uk, and we reply to emails within one working day.',
    ['opening hours', 'contact'],
  ),
  {
    type: 'document',
    title: FEES_DOC,
    fileName: 'harbourside-course-fees-and-terms-2025.pdf',
    content: `HARBOURSIDE LANGUAGE SCHOOL
Course fees and terms 2025
3 Queen Square, Bristol BS1 4JQ | 0117 496 0381

# Course fees 2025
Course | Hours per week | Price
General English (mornings) | 15 hours | £255 per week
Intensive English (mornings and afternoons) | 22.5 hours | £340 per week
IELTS Academic Preparation (4-week course) | 15 hours | £275 per week
Evening English | 4 hours | £360 per 10-week term
Online Evening English | 3 hours | £290 per 10-week term
Cambridge B2 First / C1 Advanced Preparation (evenings) | 4 hours | £420 per 10-week term
Saturday English (adults) | 3 hours | £38 per week
Saturday Teen English (ages 13-15) | 2.5 hours | £220 per 10-week term
Spanish evening course | 3 hours | £270 per 10-week term
French evening course | 2 hours | £195 per 10-week term
Japanese evening course | 2 hours | £215 per 10-week term
DELE B1/B2 Preparation (spring term) | 3 hours | £285 per 10-week term
JLPT N5/N4 Preparation (autumn term) | 2 hours | £230 per 10-week term

Course prices include tuition, placement testing, progress tests and the end-of-course certificate.

# Registration and other fees
Registration fee (once per booking; waived for returning students within 12 months): £60
Postponing a start date with less than 14 days' notice: £30
Courier delivery of original documents: £35
Airport transfer from Bristol Airport (one way): £55
Airport transfer from London Heathrow (one way): £210

# Accommodation prices per week
Homestay, single room, half board (breakfast and evening meal): £195
Homestay, single room, bed and breakfast: £160
Homestay for students under 18, full board: £230
Student residence, en-suite studio, self-catering: £265
Accommodation placement fee (once per booking): £50
Summer supplement (1 June to 31 August): £20 per week
Extra night: £30 in homestay, £40 in the student residence

# Terms and conditions
1. Booking and payment. Your place is confirmed when we receive the registration fee. Unless an instalment plan has been agreed in writing, the full balance is due 14 days before the course starts. Bank and transfer charges are paid by the student.

2. Postponing your course. You may postpone your start date once free of charge if you give at least 14 days' notice; with less notice a fee of £30 applies. A postponed course must start within 12 months of the original start date.

3. Student holidays. Students booked on 12 weeks or more of General or Intensive English may take one week of holiday for every 12 weeks booked, with two weeks' written notice to reception. Holiday weeks are added to the end of the course at no extra cost.

4. Conduct. The school may end a student's course without refund in cases of serious misconduct, including violence, harassment, theft or deliberate damage to property.

5. Insurance and belongings. All students are strongly advised to take out travel and medical insurance for the length of their stay. The school is not responsible for the loss of or damage to personal belongings.

6. Photographs. We sometimes take photographs in class and at social events for our website and leaflets. Please tell reception if you do not wish to appear.

7. Complaints. Complaints should be made in writing to the Principal, who will reply within 10 working days.

8. Validity. These prices apply to courses starting between 1 January and 31 December 2025 and replace all previous price lists.`,
  },
  {
    type: 'website',
    title: ABOUT_PAGE,
    url: 'https://www.harboursidelanguages.co.uk/about-us',
    content: `# About Harbourside Language School
Harbourside Language School is an independent language school in the heart of Bristol. We teach English to students from all over the world, and Spanish, French and Japanese to local adults and teenagers in small, friendly evening groups.

# Our story
Harbourside was founded in 2006 by Elena Márquez, a teacher from Valladolid who had moved to Bristol five years earlier. It began as two Spanish evening classes in a rented room above a bookshop on Corn Street. French followed in 2008, and in 2009 we opened our first English courses for international students. In 2014 we moved into our present home, a Georgian building on Queen Square, and in 2018 Japanese joined the timetable after a run of sold-out taster evenings. Since we opened, more than 14,000 students from 72 countries have studied with us.

# Our team
Elena Márquez - Founder and Principal. Elena still teaches our B2 Spanish group every week and leads the DELE preparation course.
Tom Ridley - Director of Studies for English. Tom plans the English timetable, supports and observes our teachers and runs the IELTS courses.
Priya Sandhu - Assistant Director of Studies. Priya coordinates our Cambridge exam classes and our teacher development programme.
Lucía Ferrer - Spanish teacher. Lucía teaches the beginner and A2 Spanish groups.
Claire Dubois - Head of French. Originally from Lyon, Claire teaches all our French evening classes.
Kenji Watanabe - Japanese teacher. Kenji grew up in Sapporo and teaches every Japanese level, including the JLPT course.
Owen Price - Accommodation and Welfare Officer. Owen visits every host family in person and is the first point of contact for students under 18.
Sam Adeyemi - Student Services Manager. Sam runs reception, bookings and student paperwork.

# Accreditation and memberships
Harbourside has been accredited by the British Council under the Accreditation UK scheme since 2011 for the teaching of English in the UK. Our most recent inspection, in 2023, noted strengths in teaching, academic management and student welfare. We are a full member of English UK, the national association of accredited English language centres, and since 2016 we have been an accredited centre of the Instituto Cervantes for our Spanish courses.

# Giving back
Every Wednesday afternoon from 14:00 to 15:30, our teachers volunteer at a free English conversation club for refugees and people seeking asylum in Bristol, run together with a local charity. Anyone who would like to help out as a conversation partner is very welcome to get in touch.`,
  },
];

const questions: Business['questions'] = [
  // placement test
  {
    text: 'how do i know what level i am?? never studied english at school, only from netflix and youtube',
    expect: 'How do I find out which level I should join?',
  },
  {
    text: 'is the level test free or do i have to pay for it',
    expect: 'How do I find out which level I should join?',
  },
  // levels
  {
    text: 'do u have groups for really advanced english like c2',
    expect: 'What levels do your courses cover?',
  },
  // class size
  {
    text: 'wat is the maximum number of students in one group',
    expect: 'How many students are in each class?',
  },
  // english timetable
  {
    text: 'what time do the morning english lessons start and finish',
    expect: 'What time are the English classes?',
  },
  // evening language timetable
  {
    text: 'which night is french on',
    expect: 'When are the Spanish, French and Japanese evening classes?',
  },
  {
    text: "Hola! I finish work at 6pm most days and after years of holidays in Andalucía I'd love to finally learn Spanish properly. Which days of the week would I need to come in?",
    expect: 'When are the Spanish, French and Japanese evening classes?',
  },
  // start dates
  {
    text: "I'm a total beginner in English, can I just begin on any Monday I want?",
    expect: 'When can I start a course?',
  },
  { text: 'when does the next japanese term begin', expect: 'When can I start a course?' },
  // online
  {
    text: 'im in leeds so cant travel, can i join ur english lessons over zoom from home',
    expect: 'Can I study online?',
  },
  // private
  { text: '1 to 1 tuition how much per hour', expect: 'Do you offer private lessons?' },
  // exams
  { text: 'ielts prep', expect: 'Do you have exam preparation courses?' },
  { text: 'jlpt n4 course??', expect: 'Do you have exam preparation courses?' },
  // certificate
  {
    text: 'will i get some paper at the end showing my level? my employer back home asks for it',
    expect: 'Do I get a certificate at the end of the course?',
  },
  // visa
  {
    text: 'hello i am from colombia and i want study english 6 month in bristol. i need visa, school can send me document for the embassy?',
    expect: 'Can you provide a letter for my visa application?',
  },
  {
    text: 'can you issue a CAS so i can get a student visa',
    expect: 'Can you provide a letter for my visa application?',
  },
  // accommodation
  {
    text: "I'm moving over from Brazil in March for three months of English. Could you sort out somewhere for me to live, and how far from the school would it be?",
    expect: 'Can you help me find accommodation?',
  },
  // minimum age
  {
    text: 'my son is 14 and mad about anime, is he too young to join your classes?',
    expect: 'What is the minimum age for your courses?',
  },
  // refunds
  {
    text: 'if i pull out a week before the course starts do i get my money back',
    expect: 'What is your cancellation and refund policy?',
  },
  // missed
  {
    text: "I'll be away for Thursday's lesson next week on a work trip, is there any way to catch up?",
    expect: 'What happens if I miss a class?',
  },
  // instalments
  {
    text: 'can i split the payment for the french term into monthly bits',
    expect: 'Can I pay in instalments?',
  },
  {
    text: 'hello, i pay the course myself and is a lot of money for me. it is possible to pay little by little, not all in one time?',
    expect: 'Can I pay in instalments?',
  },
  // discounts
  {
    text: 'any reductions for students? im doing my masters at uni of bristol',
    expect: 'Do you have any discounts?',
  },
  // books
  { text: 'do i have to buy a textbook for japanese', expect: 'Do I need to buy books?' },
  // teachers
  { text: 'are the teachers native speakers', expect: 'Are your teachers qualified?' },
  // location
  {
    text: 'whats the nearest train station to u',
    expect: 'Where is the school and how do I get there?',
  },
  // accessibility
  {
    text: 'I use a wheelchair. Will I be able to get into the building and up to the classrooms?',
    expect: 'Is the school accessible for people with disabilities?',
  },
  // corporate
  {
    text: "We're a small engineering firm out in Avonmouth and we've just taken on three Spanish engineers whose English is a bit shaky. Could one of your teachers come to our office a couple of times a week?",
    expect: 'Do you offer language training for companies?',
  },
  // trial
  {
    text: 'can i have a go at one lesson first before paying for the whole term',
    expect: 'Can I try a class before I book?',
  },
  // change level
  {
    text: 'my group is way too easy for me, can i go up',
    expect: 'Can I change class if my level is wrong?',
  },
  // closures
  { text: 'r u open between christmas and new year', expect: 'When is the school closed?' },
  // reception hours
  {
    text: 'what time does the front desk shut on fridays',
    expect: 'What are your reception opening hours?',
  },
  // fees document
  { text: 'hw much is general english per week', expect: FEES_DOC, fact: '£255' },
  {
    text: 'is there some kind of enrolment fee on top of the course price',
    expect: FEES_DOC,
    fact: '£60',
  },
  {
    text: 'price of living with a host family with breakfast and dinner included?',
    expect: FEES_DOC,
    fact: '£195',
  },
  { text: 'japanese evening class cost for a whole term pls', expect: FEES_DOC, fact: '£215' },
  {
    text: 'if i land at bristol airport can someone from the school pick me up, what do u charge for that',
    expect: FEES_DOC,
    fact: '£55',
  },
  {
    text: "I'm booked on 24 weeks of general english and my sister is getting married back home in May. Am I allowed to take a week off in the middle without losing it?",
    expect: FEES_DOC,
    fact: '12 weeks',
  },
  {
    text: 'my flight got moved and i need to start one week later than i booked, only told you 3 days before, do i pay extra',
    expect: FEES_DOC,
    fact: '£30',
  },
  {
    text: 'how much is the self catering studio in the student residence',
    expect: FEES_DOC,
    fact: '£265',
  },
  // about page
  { text: 'when was the school started and by who', expect: ABOUT_PAGE, fact: '2006' },
  { text: 'who teaches the japanese classes', expect: ABOUT_PAGE, fact: 'Kenji' },
  { text: 'are you british council accredited', expect: ABOUT_PAGE, fact: 'British Council' },
  {
    text: 'whats the name of the person in charge of the english teaching',
    expect: ABOUT_PAGE,
    fact: 'Tom Ridley',
  },
  {
    text: 'I volunteer with refugees in St Pauls, a few of them want free english practice. I heard you run something for them - what day is it?',
    expect: ABOUT_PAGE,
    fact: 'Wednesday',
  },
];

const requests: Business['requests'] = [
  {
    text: "Hi, I'd like to book the speaking part of my placement test for next Tuesday around 5pm, on Zoom if possible. My name is Ana Ribeiro.",
    expect: 'Appointments',
  },
  {
    text: "Really disappointed. My French class has been cancelled three Tuesdays this term with only an hour's notice, and nobody has offered to make the lessons up. This is not what I paid for.",
    expect: 'Complaints/Feedback',
  },
  {
    text: 'Could someone get back to me about Japanese lessons for four of our staff before a business trip to Osaka in the spring? Please email me at d.hughes@avonlogistics.co.uk',
    expect: 'General Inquiry',
  },
  {
    text: 'i dont want to talk to a bot, can i speak to an actual person from the office please',
    expect: 'handoff',
  },
];

const offTopic: string[] = [
  'do you teach german evening classes?',
  'do you offer italian courses for beginners',
  'do you have mandarin chinese lessons',
  'do you offer certified translation of documents',
  "what's the capital of australia",
  'will it rain in bristol tomorrow',
  'how do i make a proper paella',
  "how do you say 'where is the train station' in japanese",
];

export const language: Business = {
  slug: 'language',
  name: 'Harbourside Language School',
  field: 'Language school (English for foreigners; Spanish, French and Japanese evening classes)',
  entries,
  questions,
  requests,
  offTopic,
};
