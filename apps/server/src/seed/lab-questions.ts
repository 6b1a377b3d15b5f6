import { LAB_GUIDE, LAB_WEBSITE } from './lab-knowledge.js';

/**
 * Questions visitors ask a lab, phrased unlike the stored entries (paraphrases, typos, no question
 * marks), each with what it should get: the answer-engine bench checks them, and the demo month
 * replays them as visitors' messages.
 */
/** What a question should get: an entry (by title) or an intent. */
export interface BenchQuestion {
  text: string;
  /** An entry title, or an intent: a form category, 'handoff' or 'fallback'. */
  expect: string;
}

const GUIDE = LAB_GUIDE.title;
const SITE = LAB_WEBSITE.title;

export const KNOWLEDGE_QUESTIONS: BenchQuestion[] = [
  { text: 'what time do you open', expect: 'What are your opening hours?' },
  { text: 'when do u close on saturday', expect: 'What are your opening hours?' },
  { text: 'lab timings', expect: 'What are your opening hours?' },
  { text: 'are you open on sunday', expect: 'Are you open on Sundays and public holidays?' },
  { text: 'is the lab open on christmas', expect: 'Are you open on Sundays and public holidays?' },
  { text: 'where is your lab', expect: 'Where are your collection centres located?' },
  { text: 'address of the nearest branch', expect: 'Where are your collection centres located?' },
  {
    text: 'do your staff collect blood samples at home?',
    expect: 'Do you offer home sample collection?',
  },
  { text: 'do you do home visits', expect: 'Do you offer home sample collection?' },
  { text: 'is home collection free', expect: 'Is there a fee for home collection?' },
  {
    text: 'how much do you charge for a home visit',
    expect: 'Is there a fee for home collection?',
  },
  { text: 'home colection charges', expect: 'Is there a fee for home collection?' },
  {
    text: 'should i be on an empty stomach for blood work',
    expect: 'Do I need to fast before a blood test?',
  },
  { text: 'can i eat before my blood test', expect: 'Do I need to fast before a blood test?' },
  { text: 'fasting rules for cholesterol test', expect: 'Do I need to fast before a blood test?' },
  { text: 'can i drink water while fasting', expect: 'Do I need to fast before a blood test?' },
  { text: 'how long do reports take', expect: 'How long does it take to get my test results?' },
  {
    text: 'when will my results be ready',
    expect: 'How long does it take to get my test results?',
  },
  { text: 'turnaround time for results', expect: 'How long does it take to get my test results?' },
  { text: 'are reports available online', expect: 'Can I see my reports online?' },
  { text: 'do you email the results', expect: 'Can I see my reports online?' },
  { text: 'is there a patient portal', expect: 'Can I see my reports online?' },
  { text: 'do you take insurance', expect: 'Do you accept health insurance?' },
  { text: 'is aetna accepted', expect: 'Do you accept health insurance?' },
  { text: 'will my insurence cover the test', expect: 'Do you accept health insurance?' },
  { text: 'can i pay by credit card', expect: 'Which payment methods do you accept?' },
  { text: 'do you accept upi', expect: 'Which payment methods do you accept?' },
  { text: 'payment options', expect: 'Which payment methods do you accept?' },
  { text: 'cbc price', expect: 'How much does a complete blood count (CBC) cost?' },
  {
    text: 'how much for a complete blood count',
    expect: 'How much does a complete blood count (CBC) cost?',
  },
  { text: 'cholesterol test cost', expect: 'What is the price of a lipid profile?' },
  { text: 'lipid profle price', expect: 'What is the price of a lipid profile?' },
  { text: 'price of thyroid profile', expect: 'How much is a thyroid test?' },
  { text: 'tsh test charges', expect: 'How much is a thyroid test?' },
  { text: 'how much does hba1c cost', expect: 'What does the HbA1c diabetes test cost?' },
  { text: 'diabetes test price', expect: 'What does the HbA1c diabetes test cost?' },
  { text: 'vitamin d test fee', expect: 'What is the cost of a vitamin D test?' },
  { text: 'can you test my 2 year old kid', expect: 'Do you test children and babies?' },
  { text: 'do you take blood from infants', expect: 'Do you test children and babies?' },
  { text: 'i think i am pregnant can i get tested', expect: 'Do you do pregnancy tests?' },
  { text: 'beta hcg test', expect: 'Do you do pregnancy tests?' },
  { text: 'covid pcr test for travel', expect: 'Do you offer COVID-19 testing?' },
  { text: 'rapid antigen test price', expect: 'Do you offer COVID-19 testing?' },
  { text: 'how do i cancel my booking', expect: 'How do I cancel or change a booking?' },
  { text: 'will i get a refund if i cancel', expect: 'How do I cancel or change a booking?' },
  { text: 'cancellation policy', expect: 'How do I cancel or change a booking?' },
  { text: 'where can i park my car', expect: 'Is there parking at the lab?' },
  { text: 'is parking free', expect: 'Is there parking at the lab?' },
  {
    text: 'my mother uses a wheelchair can she come in',
    expect: 'Is the lab wheelchair accessible?',
  },
  { text: 'disabled access', expect: 'Is the lab wheelchair accessible?' },
  { text: 'do you accept stool samples', expect: 'What types of samples do you collect?' },
  { text: 'what kind of samples can you test', expect: 'What types of samples do you collect?' },
  { text: 'is a prescription required', expect: 'Do I need a doctor’s prescription for a test?' },
  {
    text: 'do i need a referral from my physician',
    expect: 'Do I need a doctor’s prescription for a test?',
  },
  {
    text: 'can i just walk in without booking',
    expect: 'Do I need an appointment or can I walk in?',
  },
  { text: 'do you accept walk ins', expect: 'Do I need an appointment or can I walk in?' },
  { text: 'what is your phone number', expect: 'How can I contact the lab?' },
  { text: 'email address of the lab', expect: 'How can I contact the lab?' },
  { text: 'is your laboratory iso certified', expect: 'Are your labs accredited?' },
  { text: 'are you nabl or iso accredited', expect: 'Are your labs accredited?' },
  { text: 'full body checkup packages', expect: 'Do you offer full body health checkup packages?' },
  {
    text: 'what is in the executive package',
    expect: 'Do you offer full body health checkup packages?',
  },
  { text: 'do you share my data with anyone', expect: 'Is my medical data kept private?' },
  { text: 'are my results confidential', expect: 'Is my medical data kept private?' },
  { text: 'urine examination cost', expect: 'Can I get a urine test done?' },
  { text: 'food allergy test', expect: 'Do you do allergy testing?' },
  {
    text: 'i lost my report can i get a duplicate',
    expect: 'Can I get a second copy of my report?',
  },
  { text: 'reprint of report', expect: 'Can I get a second copy of my report?' },
  { text: 'discount for seniors', expect: 'Do you offer discounts for senior citizens?' },
  {
    text: 'any offers for elderly patients',
    expect: 'Do you offer discounts for senior citizens?',
  },
  { text: 'what should i wear for a blood test', expect: GUIDE },
  { text: 'should i take my thyroxine before the test', expect: GUIDE },
  { text: 'i have a bruise after the blood draw', expect: GUIDE },
  { text: 'i take warfarin is that a problem', expect: GUIDE },
  { text: 'how is my sample processed', expect: GUIDE },
  { text: 'semen analysis instructions', expect: GUIDE },
  { text: 'who founded the lab', expect: SITE },
  { text: 'how many pathologists do you have', expect: SITE },
  { text: 'are you hiring phlebotomists', expect: SITE },
  { text: 'do you run health camps for companies', expect: SITE },
];

export const INTENT_QUESTIONS: BenchQuestion[] = [
  { text: 'I want to book an appointment', expect: 'Appointments' },
  { text: 'can i schedule a blood test for tomorrow morning', expect: 'Appointments' },
  { text: 'need to see a doctor', expect: 'Appointments' },
  { text: 'please reschedule my appointment to friday', expect: 'Appointments' },
  { text: 'book me a slot for thursday', expect: 'Appointments' },
  { text: 'how do i make an apointment', expect: 'Appointments' },
  { text: 'I want to book a home collection', expect: 'Home Collection' },
  { text: 'can you collect the sample at my home', expect: 'Home Collection' },
  { text: 'please send a phlebotomist to my house tomorrow', expect: 'Home Collection' },
  { text: 'arrange a home visit for my father', expect: 'Home Collection' },
  { text: 'home collection', expect: 'Home Collection' },
  { text: 'I want to make a complaint', expect: 'Complaints/Feedback' },
  { text: 'the staff at westgate were very rude', expect: 'Complaints/Feedback' },
  { text: 'i had a bad experience yesterday', expect: 'Complaints/Feedback' },
  { text: 'i would like to give some feedback', expect: 'Complaints/Feedback' },
  { text: 'i was overcharged for my tests', expect: 'Complaints/Feedback' },
  { text: 'please call me back', expect: 'General Inquiry' },
  { text: 'i want to talk to sales about a corporate package', expect: 'General Inquiry' },
  { text: 'can i get a quote for 50 employees', expect: 'General Inquiry' },
  { text: 'i have an enquiry', expect: 'General Inquiry' },
  { text: 'where is my report', expect: 'Test Report' },
  { text: 'I havent received my test results yet', expect: 'Test Report' },
  { text: 'download my report', expect: 'Test Report' },
  { text: 'can you send me my blood test results', expect: 'Test Report' },
  { text: 'my report', expect: 'Test Report' },
  { text: 'can i talk to a real person', expect: 'handoff' },
];

export const FALLBACK_QUESTIONS: BenchQuestion[] = [
  { text: 'what is the capital of france', expect: 'fallback' },
  { text: 'who won the football world cup', expect: 'fallback' },
  { text: 'can you write me a poem', expect: 'fallback' },
  { text: 'what is the weather tomorrow', expect: 'fallback' },
  { text: 'recommend a good pizza place', expect: 'fallback' },
  { text: 'how do i fix my laptop', expect: 'fallback' },
  { text: 'tell me a joke', expect: 'fallback' },
  { text: 'what is bitcoin trading at', expect: 'fallback' },
  { text: 'do you sell car insurance', expect: 'fallback' },
  { text: 'asdfghjkl', expect: 'fallback' },
  { text: 'translate hello into spanish', expect: 'fallback' },
  { text: 'best movie of 2023', expect: 'fallback' },
];

/** Written after the engine was tuned on the groups above and never tuned on: an honest check. */
export const HELD_OUT_QUESTIONS: BenchQuestion[] = [
  { text: 'till what time is the lab open today', expect: 'What are your opening hours?' },
  { text: 'do you work on sundays', expect: 'Are you open on Sundays and public holidays?' },
  {
    text: 'which area is your main centre in',
    expect: 'Where are your collection centres located?',
  },
  { text: 'what do you charge to come to my home', expect: 'Is there a fee for home collection?' },
  {
    text: 'should i avoid food before a sugar test',
    expect: 'Do I need to fast before a blood test?',
  },
  {
    text: 'how many days for a culture report',
    expect: 'How long does it take to get my test results?',
  },
  { text: 'is cigna insurance ok', expect: 'Do you accept health insurance?' },
  { text: 'can i pay cash', expect: 'Which payment methods do you accept?' },
  { text: 'price for vitamin d3', expect: 'What is the cost of a vitamin D test?' },
  { text: 'is there a lift or ramp for wheelchairs', expect: 'Is the lab wheelchair accessible?' },
  { text: 'my baby needs a blood test', expect: 'Do you test children and babies?' },
  { text: 'how soon can i know if im pregnant', expect: 'Do you do pregnancy tests?' },
  { text: 'i need to book a covid test for my flight', expect: 'Appointments' },
  { text: 'i want to lodge a complaint about billing', expect: 'Complaints/Feedback' },
  { text: 'how do i get my results emailed to me', expect: 'Can I see my reports online?' },
  { text: 'who is the president of the usa', expect: 'fallback' },
  { text: 'what is a good diet for weight loss', expect: 'fallback' },
];
