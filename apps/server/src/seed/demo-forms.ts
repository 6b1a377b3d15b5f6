import type { FormCategory } from '@concierge/shared';
import { labForm } from './lab-forms.js';
import type { DemoPeople, DemoPerson } from './demo-people.js';
import type { Random } from './random.js';

const DAY = 86_400_000;

const TESTS = [
  'Complete blood count (CBC)',
  'Lipid profile',
  'Thyroid profile (T3, T4, TSH)',
  'HbA1c',
  'Vitamin D (25-OH)',
  'Fasting blood sugar',
  'Advanced health checkup package',
  'Urine routine examination',
  'COVID-19 RT-PCR',
  'Liver function test',
] as const;
const TIMES = ['08:00', '08:30', '09:00', '10:00', '11:30', '14:00', '15:30', '16:30'];
const STREETS = [
  'Maple Avenue',
  'Hudson Street',
  'Bergen Avenue',
  'Park Place',
  'Ocean Parkway',
  'Riverside Drive',
  'Washington Street',
  'Elm Court',
] as const;
const TOWNS = [
  'Hoboken, NJ 07030',
  'Jersey City, NJ 07302',
  'Brooklyn, NY 11215',
  'Queens, NY 11375',
  'New York, NY 10025',
  'Yonkers, NY 10701',
] as const;

const MESSAGES: Record<FormCategory, readonly string[]> = {
  Appointments: [
    'Fasting test, so early morning please.',
    'I will bring my insurance card.',
    'First visit, please send directions.',
    '',
  ],
  'Home Collection': ['Please ring the bell twice.', 'Elderly patient, ground floor.', ''],
  'Complaints/Feedback': [
    'I waited over 45 minutes at the Westgate centre even though I had booked a slot.',
    'The staff at the front desk were rude when I asked about my bill.',
    'I was charged twice for the same lipid profile. Please refund one payment.',
    'The phlebotomist was very gentle with my daughter. Thank you!',
    'My report came a day later than promised.',
  ],
  'General Inquiry': [
    'Do you offer corporate health checkups for a team of 40 people?',
    'Please call me back about the executive package.',
    'Can I get a quote for annual checkups for my family of five?',
    'Do you accept my insurance for allergy testing?',
  ],
  'Test Report': [''],
};

/**
 * What a visitor typed into a category's form, keyed like the widget sends it: every field of the
 * form, optional ones sometimes left empty.
 */
export function demoFormData(
  random: Random,
  people: DemoPeople,
  person: DemoPerson,
  category: FormCategory,
  submittedAt: Date,
): Record<string, string> {
  const [first = 'Alex', last = 'Morgan'] = person.username.startsWith('Visitor ')
    ? ['Alex', 'Morgan']
    : person.username.split(' ');
  const day = (offset: number) =>
    new Date(submittedAt.getTime() + offset * DAY).toISOString().slice(0, 10);
  const values: Record<string, () => string> = {
    full_name: () => `${first} ${last}`,
    email: () => person.email ?? people.email(first, last),
    phone_number: () => person.phonenumber ?? people.phone(),
    preferred_date: () => day(random.int(1, 7)),
    preferred_time: () => random.pick(TIMES),
    test_service: () => random.pick(TESTS),
    tests_required: () => `${random.pick(TESTS)}, ${random.pick(TESTS)}`,
    address: () => `${random.int(2, 480)} ${random.pick(STREETS)}, ${random.pick(TOWNS)}`,
    visit_date: () => day(-random.int(0, 6)),
    test_date: () => day(-random.int(1, 5)),
    report_sample_id: () =>
      `RD-${day(-random.int(1, 5)).replaceAll('-', '').slice(2)}-${random.int(1000, 9999)}`,
    message: () => random.pick(MESSAGES[category]),
  };
  const data: Record<string, string> = {};
  for (const { key, required } of labForm(category).fields) {
    const skipped = !required && random.chance(0.2);
    data[key] = skipped ? '' : (values[key]?.() ?? '');
  }
  return data;
}
