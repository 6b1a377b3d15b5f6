/**
 * Riverside Diagnostics' knowledge base: the demo organization's Q&A, patient guide and about page
 * (seed/demo-knowledge.ts), which the answer-engine bench (bench/answers.ts) and the engine's API
 * tests also rank questions against.
 */
export interface LabEntry {
  type: 'faq' | 'document' | 'website';
  title: string;
  content: string;
  tags: string[];
}

export const LAB_FAQS: LabEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'Our main lab is open Monday to Friday from 7:00 am to 8:00 pm and on Saturdays from 7:00 am to 2:00 pm. Sample collection stops 30 minutes before closing.',
    tags: ['hours', 'timings', 'open'],
  },
  {
    type: 'faq',
    title: 'Are you open on Sundays and public holidays?',
    content:
      'We are closed on Sundays and public holidays. Home collection is still available on Sunday mornings between 7 am and 11 am.',
    tags: ['sunday', 'holiday', 'weekend'],
  },
  {
    type: 'faq',
    title: 'Where are your collection centres located?',
    content:
      'We have three centres: 12 Market Street (main lab), 45 Riverside Avenue and the Westgate Mall, level 1. All centres take walk-in patients.',
    tags: ['location', 'address', 'branches'],
  },
  {
    type: 'faq',
    title: 'Do you offer home sample collection?',
    content:
      'Yes. A trained phlebotomist can collect your sample at your home or office anywhere within 25 km of a centre, seven days a week. Book it from the chat or by phone.',
    tags: ['home collection', 'home visit'],
  },
  {
    type: 'faq',
    title: 'Is there a fee for home collection?',
    content:
      'Home collection costs $10 per visit. It is free for orders above $100 and for patients over 65.',
    tags: ['home collection', 'fee', 'charges'],
  },
  {
    type: 'faq',
    title: 'Do I need to fast before a blood test?',
    content:
      'Fasting for 10 to 12 hours is needed for glucose (fasting sugar) and lipid profile tests. You may drink plain water. Most other blood tests need no fasting.',
    tags: ['fasting', 'preparation', 'empty stomach'],
  },
  {
    type: 'faq',
    title: 'How long does it take to get my test results?',
    content:
      'Most routine results are ready within 24 hours. Specialised tests such as cultures and biopsies take 3 to 7 working days.',
    tags: ['turnaround', 'results', 'report time'],
  },
  {
    type: 'faq',
    title: 'Can I see my reports online?',
    content:
      'Yes. Your reports are published on our patient portal and sent to your e-mail as a PDF as soon as they are verified. Log in with your mobile number.',
    tags: ['online reports', 'portal', 'email'],
  },
  {
    type: 'faq',
    title: 'Do you accept health insurance?',
    content:
      'We work with most major insurers, including BlueCross, Aetna and Cigna. Bring your insurance card; we bill the insurer directly when the test is covered.',
    tags: ['insurance', 'cashless', 'claims'],
  },
  {
    type: 'faq',
    title: 'Which payment methods do you accept?',
    content:
      'We accept cash, all major credit and debit cards, UPI and bank transfer. Online bookings can be paid by card in advance.',
    tags: ['payment', 'card', 'cash'],
  },
  {
    type: 'faq',
    title: 'How much does a complete blood count (CBC) cost?',
    content: 'A complete blood count (CBC) costs $15. Results are usually ready the same day.',
    tags: ['cbc', 'price', 'blood count'],
  },
  {
    type: 'faq',
    title: 'What is the price of a lipid profile?',
    content:
      'A lipid profile (cholesterol, HDL, LDL and triglycerides) costs $25 and needs 10 to 12 hours of fasting.',
    tags: ['lipid', 'cholesterol', 'price'],
  },
  {
    type: 'faq',
    title: 'How much is a thyroid test?',
    content:
      'A thyroid profile (T3, T4 and TSH) costs $30. TSH alone costs $12. No fasting needed.',
    tags: ['thyroid', 'tsh', 'price'],
  },
  {
    type: 'faq',
    title: 'What does the HbA1c diabetes test cost?',
    content:
      'An HbA1c test costs $20 and shows your average blood sugar over the last three months. No fasting is required.',
    tags: ['hba1c', 'diabetes', 'sugar', 'price'],
  },
  {
    type: 'faq',
    title: 'What is the cost of a vitamin D test?',
    content: 'A vitamin D (25-OH) test costs $35. Results are ready within 48 hours.',
    tags: ['vitamin d', 'price'],
  },
  {
    type: 'faq',
    title: 'Do you test children and babies?',
    content:
      'Yes. Our paediatric phlebotomists take samples from children of all ages, including newborns. A parent or guardian must be present.',
    tags: ['children', 'kids', 'paediatric'],
  },
  {
    type: 'faq',
    title: 'Do you do pregnancy tests?',
    content:
      'Yes. We offer a urine pregnancy test ($8) and a blood beta-hCG test ($18), which can detect pregnancy earlier. Results are ready in a few hours.',
    tags: ['pregnancy', 'hcg'],
  },
  {
    type: 'faq',
    title: 'Do you offer COVID-19 testing?',
    content:
      'We offer RT-PCR tests ($40, results within 24 hours) and rapid antigen tests ($15, results in 30 minutes). Travel certificates are available.',
    tags: ['covid', 'pcr', 'antigen', 'travel'],
  },
  {
    type: 'faq',
    title: 'How do I cancel or change a booking?',
    content:
      'You can cancel or change a booking free of charge up to 2 hours before the slot, from the link in your confirmation message or by calling us. Prepaid bookings are refunded within 5 working days.',
    tags: ['cancellation', 'refund', 'reschedule'],
  },
  {
    type: 'faq',
    title: 'Is there parking at the lab?',
    content:
      'Free parking for 2 hours is available behind the Market Street lab. The Westgate Mall centre uses the mall car park.',
    tags: ['parking', 'car park'],
  },
  {
    type: 'faq',
    title: 'Is the lab wheelchair accessible?',
    content:
      'All our centres have step-free entrances, ramps and accessible toilets. Staff can help with collection in your wheelchair.',
    tags: ['wheelchair', 'accessibility', 'disabled access'],
  },
  {
    type: 'faq',
    title: 'What types of samples do you collect?',
    content:
      'We collect blood, urine, stool, sputum and swab samples. Containers for urine and stool samples are available free at any centre.',
    tags: ['sample types', 'urine', 'stool', 'swab'],
  },
  {
    type: 'faq',
    title: 'Do I need a doctor’s prescription for a test?',
    content:
      'No prescription is needed for most routine tests. Some insurers require a doctor’s referral to cover the cost, so bring it if you have one.',
    tags: ['prescription', 'referral', 'doctor'],
  },
  {
    type: 'faq',
    title: 'Do I need an appointment or can I walk in?',
    content:
      'Walk-ins are welcome during opening hours. Booking a slot online avoids waiting, especially on Monday mornings.',
    tags: ['walk-in', 'appointment'],
  },
  {
    type: 'faq',
    title: 'How can I contact the lab?',
    content:
      'Call us on +1 555 0100 (7 am to 8 pm) or write to care@riverside-diagnostics.example. We reply to e-mails within one working day.',
    tags: ['contact', 'phone', 'email'],
  },
  {
    type: 'faq',
    title: 'Are your labs accredited?',
    content:
      'Yes. Our main lab is accredited to ISO 15189 and takes part in external quality assurance programmes every month.',
    tags: ['accreditation', 'quality', 'iso', 'certified'],
  },
  {
    type: 'faq',
    title: 'Do you offer full body health checkup packages?',
    content:
      'Yes. Our Basic package ($49) has 40 tests, the Advanced package ($99) 70 tests and the Executive package ($149) 90 tests including vitamins and cardiac markers.',
    tags: ['health checkup', 'packages', 'full body'],
  },
  {
    type: 'faq',
    title: 'Is my medical data kept private?',
    content:
      'Your results are confidential. Only you and the doctor you name can see them; we never share data with third parties without your consent.',
    tags: ['privacy', 'confidential', 'data'],
  },
  {
    type: 'faq',
    title: 'Can I get a urine test done?',
    content:
      'Yes. A routine urine examination costs $6. Collect the first urine of the morning in a sterile container from any centre and bring it within two hours.',
    tags: ['urine test', 'urine examination'],
  },
  {
    type: 'faq',
    title: 'Do you do allergy testing?',
    content:
      'We offer food and inhalant allergy panels (IgE) from $60. A single blood sample is enough; antihistamines do not affect the blood test.',
    tags: ['allergy', 'ige'],
  },
  {
    type: 'faq',
    title: 'Can I get a second copy of my report?',
    content:
      'Duplicate reports can be downloaded any time from the patient portal. A printed copy is free at any centre with your sample ID.',
    tags: ['duplicate report', 'copy', 'reprint'],
  },
  {
    type: 'faq',
    title: 'Do you offer discounts for senior citizens?',
    content: 'Patients over 65 get 15% off all tests and free home collection.',
    tags: ['discount', 'senior citizens', 'elderly', 'offer'],
  },
];

export const LAB_GUIDE: LabEntry = {
  type: 'document',
  title: 'Patient Guide',
  tags: ['guide'],
  content: `# Patient Guide

This guide explains how to prepare for your visit and what happens to your sample.

## Before your test

Wear a shirt with loose sleeves so the arm can be reached easily. Bring a photo ID and your doctor's request form if you have one. Drink a glass of water before a blood test: well hydrated veins are easier to find. Tell the phlebotomist if you feel faint when giving blood, so you can lie down.

## Medicines

Keep taking your usual medicines unless your doctor tells you otherwise. For a thyroid test take your thyroxine after the sample is drawn. Blood thinners such as warfarin need no change, but tell the staff so they can press longer on the puncture site.

## After the sample is taken

Keep the cotton pad pressed for five minutes. A small bruise is normal and fades within a few days. Avoid lifting heavy bags with that arm for a few hours. If the bruise grows or the arm swells, call us.

## How your sample is processed

Samples are labelled with a barcode at collection and reach the main lab within two hours in temperature-controlled boxes. Every result is checked by a qualified pathologist before it is released. Critical values are phoned to your doctor the same day.

## Semen and special samples

Semen analysis needs 3 to 5 days of abstinence and the sample must reach the lab within one hour of collection. 24-hour urine collections need a special container, which you can pick up at any centre.`,
};

export const LAB_WEBSITE: LabEntry = {
  type: 'website',
  title: 'About Riverside Diagnostics — riverside-diagnostics.example/about',
  tags: ['about'],
  content: `# About us

Riverside Diagnostics was founded in 1998 by Dr. Maria Lopez as a single neighbourhood lab and has grown into a network of three centres serving more than 200,000 patients a year.

## Our team

Our team of 12 pathologists and 60 certified technicians runs over 1,500 kinds of tests, from routine blood work to molecular genetics.

## Careers

We are always looking for phlebotomists and lab technicians. Send your CV to jobs@riverside-diagnostics.example; we reply to every application within two weeks.

## Corporate wellness

We run on-site health screening camps for companies of every size, with reports delivered to each employee privately.`,
};

export const LAB_KNOWLEDGE: LabEntry[] = [...LAB_FAQS, LAB_GUIDE, LAB_WEBSITE];
