import type { Business, BusinessEntry } from '../types.js';

/** A family-medicine clinic: primary care, walk-ins, a small lab, self-pay prices. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are the clinic’s opening hours?',
    content:
      'Maple Grove Family Clinic is open Monday to Friday from 8:00 am to 7:00 pm and on Saturday from 9:00 am to 1:00 pm. We are closed on Sundays and on federal holidays.',
    tags: ['hours', 'open', 'schedule'],
  },
  {
    type: 'faq',
    title: 'Do you accept walk-in patients?',
    content:
      'Yes. Our walk-in clinic runs on weekdays from 8:00 to 11:00 am and from 4:00 to 6:00 pm, first come, first served. Patients with a booked appointment are seen first, so the wait can be up to an hour on Monday mornings.',
    tags: ['walk-in', 'same day', 'no appointment'],
  },
  {
    type: 'faq',
    title: 'Are you accepting new patients?',
    content:
      'Yes, Dr. Anika Shah and Dr. Tom Reyes are both accepting new patients of all ages. Fill in the registration form on our website or at the front desk, and book a 40-minute new patient visit.',
    tags: ['new patients', 'register', 'sign up'],
  },
  {
    type: 'faq',
    title: 'Which insurance plans do you accept?',
    content:
      'We are in network with Blue Cross Blue Shield PPO, Aetna, Cigna, UnitedHealthcare, Humana and traditional Medicare Part B. We are not in network with Kaiser or with Medicaid managed-care plans. Please check with your insurer before your first visit.',
    tags: ['insurance', 'in network', 'coverage', 'medicare'],
  },
  {
    type: 'faq',
    title: 'How much does a visit cost without insurance?',
    content:
      'A standard self-pay office visit is $95 and a new patient visit is $140, paid at check-in. Tests, shots and procedures are extra; our self-pay fee schedule lists every price.',
    tags: ['self-pay', 'uninsured', 'cash price', 'cost'],
  },
  {
    type: 'faq',
    title: 'Do you offer telehealth video visits?',
    content:
      'Yes. 15-minute video visits with a doctor or nurse practitioner are available Monday to Friday from 12:00 to 2:00 pm and from 5:00 to 7:00 pm through the MyMaple app. They are covered by most plans; self-pay is $45. Video visits suit colds, rashes, medication questions and follow-ups, not new chest pain or injuries.',
    tags: ['telehealth', 'video', 'virtual', 'online visit'],
  },
  {
    type: 'faq',
    title: 'How do I get a prescription refill?',
    content:
      'Ask your pharmacy to send us a refill request, or request it in the MyMaple patient portal. Please allow 2 business days. Controlled medications such as ADHD medicines or opioids are refilled only after an office visit.',
    tags: ['refill', 'prescription', 'medication', 'renewal'],
  },
  {
    type: 'faq',
    title: 'Do you give flu shots and other vaccines?',
    content:
      'Flu shots are given from September to March, no appointment needed during walk-in hours. COVID-19 boosters, Tdap, shingles (Shingrix), pneumonia and hepatitis B vaccines are given by appointment, and we follow the CDC schedule for childhood vaccines.',
    tags: ['vaccines', 'flu shot', 'immunization', 'shots'],
  },
  {
    type: 'faq',
    title: 'Do you do physicals for school, sports or work?',
    content:
      'Yes. Sports and camp physicals are $40 flat and the form is completed during the visit. DOT physicals for commercial drivers are $95 with our certified examiner, Dr. Reyes. Pre-employment physicals are booked as a 30-minute visit.',
    tags: ['physical', 'sports physical', 'dot', 'school form'],
  },
  {
    type: 'faq',
    title: 'Where is the clinic located?',
    content:
      'We are at 2200 Maple Grove Road, Suite 110, Springfield, on the ground floor of the Maple Grove Medical Plaza, across the road from the Kroger supermarket.',
    tags: ['address', 'location', 'directions'],
  },
  {
    type: 'faq',
    title: 'Is there parking at the clinic?',
    content:
      'Parking in the plaza lot is free. Six accessible spaces are right next to our entrance. The number 14 city bus stops in front of the plaza.',
    tags: ['parking', 'car', 'bus'],
  },
  {
    type: 'faq',
    title: 'How do I cancel or reschedule an appointment?',
    content:
      'Call us or use the MyMaple portal at least 24 hours before your appointment. Appointments missed or cancelled with less notice are charged a $35 late-cancellation fee, which insurance does not cover.',
    tags: ['cancel', 'reschedule', 'no-show fee'],
  },
  {
    type: 'faq',
    title: 'Can I see my lab results online?',
    content:
      'Yes. Results appear in the MyMaple patient portal; normal results are released automatically within 3 business days. If a result needs attention, your doctor or nurse will call you before it is released.',
    tags: ['results', 'portal', 'lab results', 'mymaple'],
  },
  {
    type: 'faq',
    title: 'Do you have a lab for blood tests on site?',
    content:
      'Yes. Our lab draws blood Monday to Friday from 8:00 am to 4:00 pm with a doctor’s order, no appointment needed. For fasting tests come before 10:00 am and have nothing but water for 10 hours before.',
    tags: ['blood work', 'lab', 'blood draw', 'fasting'],
  },
  {
    type: 'faq',
    title: 'Do you see children and babies?',
    content:
      'Yes. As family doctors we care for patients from newborns to seniors. A newborn’s first visit should be 3 to 5 days after leaving the hospital, and well-child checkups follow the American Academy of Pediatrics schedule.',
    tags: ['children', 'pediatrics', 'kids', 'newborn'],
  },
  {
    type: 'faq',
    title: 'What should I bring to my first appointment?',
    content:
      'Bring a photo ID, your insurance card, a list of the medicines and supplements you take, vaccination records and any recent records from your previous doctor. Please arrive 15 minutes early to complete the paperwork.',
    tags: ['first visit', 'bring', 'documents', 'checklist'],
  },
  {
    type: 'faq',
    title: 'How do I transfer my medical records to you?',
    content:
      'Sign a records release form at the front desk or in the portal and we will request your records from your previous doctor. The transfer is free and usually takes about 10 business days.',
    tags: ['medical records', 'transfer', 'release form'],
  },
  {
    type: 'faq',
    title: 'Do you treat minor injuries like cuts and sprains?',
    content:
      'Yes. We clean and stitch cuts, splint sprains and suspected small fractures, and treat minor burns. On-site X-rays are available Monday to Friday from 9:00 am to 5:00 pm. Badly broken bones, head injuries with loss of consciousness and deep wounds belong in an emergency room.',
    tags: ['injury', 'stitches', 'sprain', 'x-ray', 'urgent care'],
  },
  {
    type: 'faq',
    title: 'What should I do in a medical emergency?',
    content:
      'Call 911. We are not an emergency room. For chest pain, trouble breathing, signs of stroke or severe bleeding go to the nearest emergency department: St. Luke’s Hospital is 4 miles from the clinic on Route 9.',
    tags: ['emergency', '911', 'er'],
  },
  {
    type: 'faq',
    title: 'Can I reach a doctor after hours?',
    content:
      'Yes. Our nurse advice line at (217) 555-0199 is answered 24 hours a day, and the nurse can page the on-call doctor. Portal messages sent after hours are read on the next business day.',
    tags: ['after hours', 'nurse line', 'on call', 'night', 'weekend'],
  },
  {
    type: 'faq',
    title: 'Do you offer mental health services?',
    content:
      'Yes. Our licensed clinical social worker, Dana Whitfield, LCSW, sees adults and teenagers for counselling on Tuesdays and Thursdays. Your doctor can also screen for and treat depression and anxiety and refer you to a psychiatrist when needed.',
    tags: ['mental health', 'counselling', 'therapy', 'anxiety', 'depression'],
  },
  {
    type: 'faq',
    title: 'Do you provide women’s health care?',
    content:
      'Yes. We offer Pap smears, contraception counselling, IUD and implant insertion and removal, and early prenatal care up to 12 weeks, after which we refer to an obstetrician at St. Luke’s.',
    tags: ['women’s health', 'pap smear', 'birth control', 'iud', 'pregnancy'],
  },
  {
    type: 'faq',
    title: 'Do you offer payment plans?',
    content:
      'Balances over $200 can be split into up to 6 monthly payments with no interest. Ask our billing office at (217) 555-0150 to set up a plan before the due date on your statement.',
    tags: ['payment plan', 'installments', 'billing', 'balance'],
  },
  {
    type: 'faq',
    title: 'Which payment methods do you accept?',
    content:
      'We accept cash, Visa, Mastercard, American Express, Discover, HSA and FSA cards, Apple Pay and Google Pay. We do not accept personal checks.',
    tags: ['payment', 'credit card', 'hsa', 'cash'],
  },
  {
    type: 'faq',
    title: 'Can I get a doctor’s note for work or school?',
    content:
      'Yes, a work or school note is written during your visit at no charge, including video visits. We cannot write a note for an illness we did not see. Other forms completed outside a visit cost $15.',
    tags: ['doctor’s note', 'sick note', 'excuse', 'forms'],
  },
  {
    type: 'faq',
    title: 'Do your staff speak languages other than English?',
    content:
      'Spanish-speaking staff are on every shift, and Dr. Shah speaks Hindi and Gujarati. For other languages we use a free phone interpreter service covering over 200 languages, including sign language by video.',
    tags: ['language', 'spanish', 'interpreter', 'translator'],
  },
  {
    type: 'faq',
    title: 'Do you offer COVID-19 testing?',
    content:
      'Yes. Rapid antigen tests cost $25 and take 15 minutes. PCR tests are sent to an outside lab and results arrive within 48 hours. Please wear a mask and tell the front desk you have symptoms when you arrive.',
    tags: ['covid', 'coronavirus', 'pcr', 'rapid test'],
  },
  {
    type: 'faq',
    title: 'Do you have a weight-loss program?',
    content:
      'Our medically supervised weight-loss program lasts 12 weeks and costs $399, with weekly check-ins, a dietitian session and lab work included. Medication such as GLP-1 injections may be prescribed when you qualify and is billed separately.',
    tags: ['weight loss', 'diet', 'obesity', 'glp-1'],
  },
  {
    type: 'faq',
    title: 'How can I contact the clinic?',
    content:
      'Call the front desk at (217) 555-0142, fax (217) 555-0143, or e-mail frontdesk@maplegroveclinic.com. Please do not send medical questions by e-mail; use the MyMaple portal instead.',
    tags: ['phone', 'email', 'contact', 'fax'],
  },
  {
    type: 'faq',
    title: 'Is the clinic wheelchair accessible?',
    content:
      'Yes. The clinic is on the ground floor with automatic doors, and every exam room has a height-adjustable table. Our restroom is fully accessible, and we keep a wheelchair at the entrance for patients who need one.',
    tags: ['wheelchair', 'accessibility', 'disabled'],
  },
  {
    type: 'faq',
    title: 'Can I choose my own doctor?',
    content:
      'Yes. You choose a primary care provider when you register and can switch at any time. Same-day sick visits may be with our nurse practitioner, Lisa Monroe, NP, when your own doctor is fully booked.',
    tags: ['choose doctor', 'primary care provider', 'switch', 'nurse practitioner'],
  },
  {
    type: 'faq',
    title: 'Do you do confidential STD testing?',
    content:
      'Yes. Testing for chlamydia, gonorrhea, syphilis, HIV and hepatitis C is confidential and uses a urine sample and a blood draw. Results are ready in 2 to 3 days in the portal. The full self-pay panel is $60.',
    tags: ['std', 'sti', 'hiv test', 'sexual health'],
  },
  {
    type: 'faq',
    title: 'Do you give allergy shots?',
    content:
      'Yes, if your allergist sends us your serum and dosing schedule. Allergy injections are given Monday, Wednesday and Friday from 8:00 to 11:00 am, and you must wait in the clinic for 30 minutes after each shot.',
    tags: ['allergy shots', 'immunotherapy', 'injections'],
  },
];

const HANDBOOK = 'Maple Grove new patient handbook';
const FEES = 'Self-pay fee schedule 2024';
const ABOUT = 'About Us | Maple Grove Family Clinic';
const TRAVEL = 'Travel Medicine | Maple Grove Family Clinic';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: HANDBOOK,
    fileName: 'maple-grove-new-patient-handbook.pdf',
    tags: ['handbook', 'policies'],
    content: `MAPLE GROVE FAMILY CLINIC
New Patient Handbook (revised January 2024)

WELCOME

Thank you for choosing Maple Grove Family Clinic. This handbook explains how our practice works so that your care goes smoothly. Please keep it for reference; the latest version is always on our website.

OUR PROVIDERS

Anika Shah, MD — Family medicine. Medical degree from Northwestern University, residency at the University of Illinois. Dr. Shah has practised in Springfield for 14 years and has a special interest in diabetes care and women's health.

Tom Reyes, DO — Family and sports medicine. Dr. Reyes is our certified DOT medical examiner and team physician for Springfield Central High School.

Lisa Monroe, NP — Family nurse practitioner. Lisa sees same-day sick visits and runs our diabetes education classes.

Dana Whitfield, LCSW — Licensed clinical social worker offering counselling for adults and teenagers aged 13 and over.

APPOINTMENT TYPES

Sick visit: 15 minutes, for one new problem such as a sore throat or ear pain.
Follow-up visit: 25 minutes, for ongoing conditions such as blood pressure, diabetes or thyroid.
Annual physical: 40 minutes, including a full exam and preventive screening.
Medicare Annual Wellness Visit: 45 minutes, no copay for Medicare patients.
Procedure visit: 30 minutes, for skin biopsies, joint injections or IUD insertion.

If you have several concerns, please tell us when you book so we can schedule enough time. We may ask you to book a second visit for problems that cannot be covered safely in one appointment.

LATE ARRIVALS

If you arrive more than 15 minutes late we may ask you to reschedule or to wait for the next open slot, so that patients who arrived on time are not delayed.

MISSED APPOINTMENTS

We understand that plans change. However, patients who miss three appointments without notice within 12 months may be discharged from the practice after a letter from the practice manager.

PRESCRIPTIONS AND CONTROLLED MEDICINES

Patients who take controlled medicines for pain, anxiety or ADHD sign a controlled substance agreement, are seen at least every 3 months and agree to periodic urine drug screening. We do not replace lost or stolen controlled prescriptions.

THE MYMAPLE PORTAL

Through MyMaple you can read results, request refills and appointments, pay bills and send non-urgent messages to your care team. Messages are answered within 2 business days. Never use the portal for urgent problems: call us or, in an emergency, call 911.

BILLING

Copays and self-pay fees are collected at check-in. Statements are mailed once a month. Balances unpaid after 90 days, without a payment plan in place, may be sent to a collection agency. Questions about a bill go to our billing office, open Monday to Friday from 9:00 am to 4:00 pm.

YOUR PRIVACY

Your records are protected under HIPAA. We share information only with the people you authorise in writing and with other providers involved in your care. Parents of patients aged 12 to 17 have limited access to portal messages about confidential care.

FEEDBACK

We read every comment. Ask the front desk for a feedback card or write to our practice manager, Karen Liu, at manager@maplegroveclinic.com.`,
  },
  {
    type: 'document',
    title: FEES,
    fileName: 'self-pay-fee-schedule-2024.pdf',
    tags: ['prices', 'fees'],
    content: `# Self-Pay Fee Schedule 2024

These prices apply to patients without insurance or who choose to pay themselves. Payment is due at the time of service. Patients who pay in full on the day of the visit receive a 10% prompt-pay discount on procedures and tests (not on office visits).

# Office visits

- New patient visit: $140
- Established patient office visit: $95
- Extended visit (more than one problem): $145
- Video visit: $45
- Annual physical (adult): $180
- Sports or camp physical: $40

# Procedures

- Simple laceration repair (stitches), up to 2.5 cm: $150
- Complex laceration repair: $250
- Stitch removal (if placed elsewhere): $40
- Ear wax removal (irrigation): $45
- Wart or skin tag freezing (cryotherapy), up to 3 lesions: $60
- Skin biopsy, including lab fee: $175
- Abscess drainage: $180
- Joint injection (knee or shoulder): $120
- Nebulizer breathing treatment: $35

# Tests done in the clinic

- EKG (heart tracing): $55
- X-ray, one view: $85; two views: $110
- Rapid strep test: $20
- Urinalysis: $15
- Urine pregnancy test: $15
- TB skin test (including the reading visit): $30
- Blood sugar finger stick: $10

# Blood tests sent to our reference lab

- Complete blood count (CBC): $18
- Comprehensive metabolic panel: $22
- Lipid panel (cholesterol): $28
- Hemoglobin A1c: $25
- Thyroid (TSH): $30
- Vitamin D: $45
- Blood draw fee: $12 per visit

# Vaccines

- Influenza (flu), standard dose: $35; high dose for ages 65 and over: $70
- Tdap: $65
- Shingrix (shingles), per dose: $210 (two doses are needed)
- Hepatitis B, per dose: $70
- Pneumococcal (Prevnar 20): $280

# Forms and records

- Work or school note during a visit: free
- Forms completed outside a visit: $15
- Copies of records for a new provider: free
- Copies of records for other purposes: $6.50 flat fee

# Your right to a Good Faith Estimate

Under the federal No Surprises Act, patients who are uninsured or not using insurance have the right to receive a Good Faith Estimate of the expected charges before a scheduled service. Ask for one when you book, or at least 3 business days before your visit. If your final bill is $400 or more above the estimate, you may dispute it.

# Financial assistance

Households with an income under 200% of the federal poverty level may apply for our sliding-scale discount of 25% to 50% on all self-pay fees. Bring a recent pay stub or tax return to the billing office; decisions are made within 5 business days and last for 12 months.

# Paying a balance

Pay online in the MyMaple portal, by phone at (217) 555-0150, or at the front desk.

Prices are reviewed every January. Ask the front desk for a written estimate before any procedure.`,
  },
  {
    type: 'website',
    title: ABOUT,
    url: 'https://maplegroveclinic.com/about',
    tags: ['about'],
    content: `# About Maple Grove Family Clinic

Maple Grove Family Clinic was founded in 2009 by Dr. Harold Kim, who cared for Springfield families for 12 years before retiring in 2021. Today our team of two physicians, one nurse practitioner, a counsellor and 11 support staff looks after more than 6,500 patients.

# Recognition

We are recognised by the NCQA as a Patient-Centered Medical Home, and in 2023 we received the Illinois Academy of Family Physicians' Community Practice Award.

# In the community

On the first Saturday of every month we offer free blood pressure and blood sugar checks in the plaza lobby from 9:00 to 11:00 am; no appointment or insurance is needed. Every August we hold a back-to-school vaccine day for children.

# Hospital affiliation

Our doctors have admitting privileges at St. Luke's Hospital, so if you are admitted your own doctor can follow your care.

# Careers

We are hiring a full-time medical assistant and a part-time receptionist. Send your résumé to careers@maplegroveclinic.com.`,
  },
  {
    type: 'website',
    title: TRAVEL,
    url: 'https://maplegroveclinic.com/services/travel-medicine',
    tags: ['travel'],
    content: `# Travel Medicine

Planning a trip abroad? Book a travel consultation 4 to 6 weeks before you leave, because some vaccines need time to take effect or several doses.

# What the consultation includes

A 30-minute visit with Dr. Shah reviewing your itinerary, your vaccination history and any health conditions, with advice on food and water safety, insect bites and altitude. The consultation costs $75 and is rarely covered by insurance.

# Vaccines and medicines we provide

- Typhoid vaccine (injection): $95
- Hepatitis A vaccine: $80 per dose
- Malaria prevention tablets by prescription, filled at your pharmacy
- Antibiotics for travellers' diarrhoea by prescription

# What we do not provide

We do not stock the yellow fever vaccine. For yellow fever, and for the official yellow vaccination card, contact the Sangamon County Health Department, which runs a travel clinic on Wednesdays.`,
  },
];

export const clinic: Business = {
  slug: 'clinic',
  name: 'Maple Grove Family Clinic',
  field: 'family medical clinic',
  entries: [...faqs, ...documents],
  questions: [
    { text: 'what time do you close tonight', expect: 'What are the clinic’s opening hours?' },
    { text: 'open saturdays?', expect: 'What are the clinic’s opening hours?' },
    { text: 'hours', expect: 'What are the clinic’s opening hours?' },
    {
      text: 'can I just show up without booking, my kid has a fever',
      expect: 'Do you accept walk-in patients?',
    },
    { text: 'walk in clinic times', expect: 'Do you accept walk-in patients?' },
    {
      text: 'We just moved to Springfield and are looking for a new family doctor. Are you taking on patients right now?',
      expect: 'Are you accepting new patients?',
    },
    { text: 'do you take aetna', expect: 'Which insurance plans do you accept?' },
    { text: 'is my medicaid accepted', expect: 'Which insurance plans do you accept?' },
    { text: 'are you in network with UHC', expect: 'Which insurance plans do you accept?' },
    {
      text: 'i dont have insurance how much is it to see the doctor',
      expect: 'How much does a visit cost without insurance?',
    },
    {
      text: 'cash price for an office visit',
      expect: 'How much does a visit cost without insurance?',
    },
    { text: 'can i see the doctor over video', expect: 'Do you offer telehealth video visits?' },
    { text: 'virtual appointment', expect: 'Do you offer telehealth video visits?' },
    { text: 'I ran out of my blood pressure pills', expect: 'How do I get a prescription refill?' },
    { text: 'how to renew my meds', expect: 'How do I get a prescription refill?' },
    { text: 'flu jab', expect: 'Do you give flu shots and other vaccines?' },
    {
      text: 'where can I get my shingles vaccine, do I need to book',
      expect: 'Do you give flu shots and other vaccines?',
    },
    {
      text: 'my son needs a physical for football by next week',
      expect: 'Do you do physicals for school, sports or work?',
    },
    { text: 'dot physical', expect: 'Do you do physicals for school, sports or work?' },
    { text: 'whats your address', expect: 'Where is the clinic located?' },
    { text: 'how do I find you? is it near the kroger?', expect: 'Where is the clinic located?' },
    { text: 'parking?', expect: 'Is there parking at the clinic?' },
    { text: 'can I take the bus there', expect: 'Is there parking at the clinic?' },
    {
      text: 'whats the rule about changing an appointment time',
      expect: 'How do I cancel or reschedule an appointment?',
    },
    {
      text: 'is there a fee if I dont show up',
      expect: 'How do I cancel or reschedule an appointment?',
    },
    { text: 'where can i check my bloodwork results', expect: 'Can I see my lab results online?' },
    {
      text: 'had blood taken monday when will the results be in the portal',
      expect: 'Can I see my lab results online?',
    },
    {
      text: 'my doctor ordered labs, can I get the blood drawn there or do I have to go somewhere else',
      expect: 'Do you have a lab for blood tests on site?',
    },
    { text: 'does my 4 day old baby need to be seen', expect: 'Do you see children and babies?' },
    { text: 'do you treat kids', expect: 'Do you see children and babies?' },
    {
      text: 'what do i need to bring for my 1st visit',
      expect: 'What should I bring to my first appointment?',
    },
    {
      text: 'how do i get my old doctors records sent over',
      expect: 'How do I transfer my medical records to you?',
    },
    {
      text: 'cut my hand on a knife pretty deep, can you stitch it or do I go to the ER',
      expect: 'Do you treat minor injuries like cuts and sprains?',
    },
    { text: 'do you have xray', expect: 'Do you treat minor injuries like cuts and sprains?' },
    {
      text: 'my dad has chest pain what do I do',
      expect: 'What should I do in a medical emergency?',
    },
    { text: 'nearest hospital emergency room', expect: 'What should I do in a medical emergency?' },
    {
      text: 'who do i call at night if my daughter is sick',
      expect: 'Can I reach a doctor after hours?',
    },
    { text: 'nurse hotline', expect: 'Can I reach a doctor after hours?' },
    { text: 'do you have a therapist', expect: 'Do you offer mental health services?' },
    {
      text: 'I have been feeling really anxious lately, is there someone I can talk to there',
      expect: 'Do you offer mental health services?',
    },
    { text: 'can i get an iud put in', expect: 'Do you provide women’s health care?' },
    { text: 'pap smear', expect: 'Do you provide women’s health care?' },
    { text: 'can i pay my bill in installments', expect: 'Do you offer payment plans?' },
    { text: 'do you take amex', expect: 'Which payment methods do you accept?' },
    { text: 'can I use my HSA card', expect: 'Which payment methods do you accept?' },
    {
      text: 'I need a sick note for my boss',
      expect: 'Can I get a doctor’s note for work or school?',
    },
    { text: 'hablan español', expect: 'Do your staff speak languages other than English?' },
    {
      text: 'my mother only speaks vietnamese, can you get an interpreter',
      expect: 'Do your staff speak languages other than English?',
    },
    { text: 'rapid covid test', expect: 'Do you offer COVID-19 testing?' },
    {
      text: 'do you help with losing weight, like ozempic',
      expect: 'Do you have a weight-loss program?',
    },
    { text: 'phone number', expect: 'How can I contact the clinic?' },
    { text: 'can wheelchairs get in', expect: 'Is the clinic wheelchair accessible?' },
    { text: 'i want to switch to dr reyes', expect: 'Can I choose my own doctor?' },
    { text: 'std test', expect: 'Do you do confidential STD testing?' },
    {
      text: 'where can i get tested for hiv privately',
      expect: 'Do you do confidential STD testing?',
    },
    {
      text: 'allergist wants me to get my allergy injections somewhere closer to home',
      expect: 'Do you give allergy shots?',
    },
    // Answered only by the handbook.
    { text: 'what happens if i arrive 20 minutes late', expect: HANDBOOK, fact: '15 minutes late' },
    { text: 'how long is an annual physical appointment', expect: HANDBOOK, fact: '40 minutes' },
    { text: 'where did dr shah go to medical school', expect: HANDBOOK, fact: 'Northwestern' },
    {
      text: 'can you kick me out of the practice for missing appointments',
      expect: HANDBOOK,
      fact: 'three appointments',
    },
    { text: 'how fast do you reply to portal messages', expect: HANDBOOK, fact: '2 business days' },
    { text: 'what if my bill goes unpaid', expect: HANDBOOK, fact: '90 days' },
    { text: 'who is the practice manager', expect: HANDBOOK, fact: 'Karen Liu' },
    // Answered only by the fee schedule.
    { text: 'how much to get ear wax removed', expect: FEES, fact: '$45' },
    { text: 'price of an EKG', expect: FEES, fact: '$55' },
    { text: 'shingrix cost if I pay myself', expect: FEES, fact: '$210' },
    { text: 'do you give a discount for paying upfront', expect: FEES, fact: '10%' },
    { text: 'how much is freezing off a wart', expect: FEES, fact: '$60' },
    {
      text: 'money is tight this year, do you have any kind of sliding scale for low income families',
      expect: FEES,
      fact: 'sliding-scale',
    },
    // Answered only by the pages.
    { text: 'who started the clinic', expect: ABOUT, fact: 'Harold Kim' },
    { text: 'free blood pressure check', expect: ABOUT, fact: 'first Saturday' },
    {
      text: 'are you hiring medical assistants',
      expect: ABOUT,
      fact: 'careers@maplegroveclinic.com',
    },
    { text: 'going to kenya in june do i need shots', expect: TRAVEL, fact: '4 to 6 weeks' },
    { text: 'yellow fever vaccine', expect: TRAVEL, fact: 'County Health Department' },
    { text: 'typhoid shot price', expect: TRAVEL, fact: '$95' },
  ],
  requests: [
    { text: 'I’d like to book an appointment with Dr. Shah next Tuesday', expect: 'Appointments' },
    { text: 'schedule a physical for me please', expect: 'Appointments' },
    { text: 'I need to move my appointment to next week', expect: 'Appointments' },
    { text: 'can you reschedule my appointment from thursday to friday', expect: 'Appointments' },
    {
      text: 'The receptionist was incredibly rude to my elderly mother today. I want to complain.',
      expect: 'Complaints/Feedback',
    },
    { text: 'i want to leave feedback about my visit', expect: 'Complaints/Feedback' },
    { text: 'please have someone call me back about my bill', expect: 'General Inquiry' },
    { text: 'contact me about registering my family of five', expect: 'General Inquiry' },
    { text: 'let me talk to a human', expect: 'handoff' },
    { text: 'can i speak with a real person please', expect: 'handoff' },
  ],
  offTopic: [
    'what is the capital of australia',
    'how many calories are in a banana',
    'can you recommend a good dentist',
    'who won the super bowl last year',
    'write me a haiku about autumn',
    'qwertyuiop',
    'do you sell pet insurance',
    'how do I change the oil in my car',
    'what time does the kroger close',
  ],
};
