import { describe, expect, it } from 'vitest';
import {
  askedAnswerType,
  expectedAnswerType,
  holdsAnswerType,
  speaksOfFact,
} from './answer-type.js';

describe('answer types', () => {
  it.each([
    ['How much is teeth whitening?', 'price'],
    ['what time do you shut on thursday', 'clock'],
    ['what times are the lane swims', 'clock'],
    ['whats the fee for a late cancellation', 'price'],
    ['last day to order for christmas', 'time'],
    ['how long does a warranty claim take', 'time'],
    ['how many undergrads go there', 'count'],
    ['how much does the jacket weigh', 'count'],
    ['how warm is the sea in june', 'measure'],
    ['what size are the lockers', 'measure'],
    ['who is the head chef', 'person'],
    ['what is your phone number', 'contact'],
    ['where are you located', 'place'],
    ['where do i go to renew my parking permit', 'place'],
    ['do you take walk-ins', null],
  ])('"%s" asks for %s', (question, type) => {
    expect(expectedAnswerType(question)).toBe(type);
  });

  it.each([
    ['how much is express delivery', 'price'],
    ['When do you open on Sundays?', 'time'],
    ['pool hours?', 'time'],
    ['hours on bank holidays', 'time'],
    ['how many undergrads go there', 'count'],
    ['phone number for reception', 'contact'],
    ['whats your whatsapp number', 'contact'],
    ['out of hours emergency number?', 'contact'],
    ['How can I contact the clinic?', 'contact'],
    ['how do i get hold of you after hours', 'contact'],
    ['where is your lab', 'place'],
    ['who started the clinic', 'founding'],
    ['how long has the company been going', 'founding'],
    ['how long has the pool been closed', 'time'],
    ['how long has the academy been around', 'founding'],
    ['how long has the lift been broken', 'time'],
    ['who is the head chef', 'person'],
    ['who owns the salon', 'leader'],
    ["who's in charge day to day", 'leader'],
    ['who runs greenlight', 'leader'],
    ['who actually owns this place', 'leader'],
    ['who do i email to book a class trip', 'contact'],
    ['how much notice do i have to give to leave', 'time'],
    ['how much time do we need to see everything', 'time'],
    ['how much for 2 adults and 2 kids', 'price'],
    ['who do i talk to about planning an event', 'person'],
    ['whats the name of the person in charge of bookings', 'person'],
    ['name of the wedding planner we would be dealing with?', 'person'],
    ['what name should the booking be under', null],
    ['wheres your office', 'place'],
    ['whats the postcode for the satnav', 'place'],
    ['where exactly is the shop', 'place'],
    ['whats the latest i can drop my forms off', 'time'],
    ['how late is the bar open', 'time'],
    ['what do you charge to form an llc', 'price'],
    ['hourly rate for an audit', 'price'],
    ['how long have you been around', 'founding'],
    ['how long has willow and rose been going', 'founding'],
    ['when was the firm founded', 'founding'],
    ['how old is the actual barn', 'founding'],
    ['when was the barn built', 'founding'],
    ['how long has my dog been limping', 'time'],
    ['how old is your son', 'age'],
    ['how old do you have to be to join', 'age'],
    ['what age can my daughter start lessons', 'age'],
    ['is there an age limit for the spa', 'age'],
    ['is 12 old enough for the climbing wall', 'age'],
    ['my 14 year old wants a facial', null],
    ['im 20 weeks pregnant, can i still have a massage', null],
    ['bill my clients for hours worked', null],
    ['whats your first time pass rate', null],
    ['i forgot my phone charger in room 312', null],
    ['how can i contact my key worker', null],
  ])('the interrogative of "%s" asks for %s', (question, type) => {
    expect(askedAnswerType(question)).toBe(type);
  });

  it('sees the facts of each kind in a sentence', () => {
    expect(holdsAnswerType('A session costs $350.', 'price')).toBe(true);
    expect(
      holdsAnswerType(
        'A family firm looking after homes across the county since 2009.',
        'founding',
      ),
    ).toBe(true);
    expect(holdsAnswerType('Whitening brightens your smile.', 'price')).toBe(false);
    expect(holdsAnswerType('Order by Monday, December 16.', 'time')).toBe(true);
    expect(holdsAnswerType("You must give one calendar month's notice in writing.", 'time')).toBe(
      true,
    );
    expect(holdsAnswerType('One of our team will call you back.', 'time')).toBe(false);
    // "What time" asks an hour of the day, which a length of time is not.
    expect(holdsAnswerType('Thursday: 9.30am to 7pm', 'clock')).toBe(true);
    expect(holdsAnswerType('We take the last repair 45 minutes before closing.', 'clock')).toBe(
      false,
    );
    expect(holdsAnswerType('We take the last repair 45 minutes before closing.', 'time')).toBe(
      true,
    );
    expect(holdsAnswerType('Claims take 7 to 10 business days.', 'time')).toBe(true);
    expect(holdsAnswerType('We welcome about 2,900 undergraduates.', 'count')).toBe(true);
    expect(holdsAnswerType('Our kitchen is led by Marco Bellini.', 'person')).toBe(true);
    expect(holdsAnswerType('Our kitchen is led by our chef.', 'person')).toBe(false);
    expect(holdsAnswerType('Tom Ridley plans the timetable.', 'person')).toBe(true);
    expect(holdsAnswerType('Our Story began at the harbour.', 'person')).toBe(false);
    expect(holdsAnswerType('We are accredited by the British Council.', 'person')).toBe(false);
    expect(holdsAnswerType('We were Gloucestershire Wedding Venue of the Year.', 'person')).toBe(
      false,
    );
    expect(holdsAnswerType('Teachers hold a CELTA or Trinity CertTESOL.', 'person')).toBe(false);
    expect(holdsAnswerType('Classes run every Saturday Morning.', 'person')).toBe(false);
    expect(holdsAnswerType('Priya Shah is our wedding coordinator.', 'person')).toBe(true);
    expect(holdsAnswerType('You must be 16 or over to use the gym.', 'age')).toBe(true);
    expect(holdsAnswerType('Teens aged 13 to 15 join Junior Gym.', 'age')).toBe(true);
    expect(holdsAnswerType('A cut for under-12s costs £18.', 'age')).toBe(true);
    expect(holdsAnswerType('We neuter cats from 4 months.', 'age')).toBe(true);
    expect(holdsAnswerType('The gym is open from 6am to 10pm.', 'age')).toBe(false);
    expect(holdsAnswerType('Memberships run for 12 months.', 'age')).toBe(false);
    expect(holdsAnswerType('Hannah Okafor took over the shop in 2011.', 'leader')).toBe(true);
    expect(holdsAnswerType('Tom Whitlock cuts curly hair.', 'leader')).toBe(false);
    expect(holdsAnswerType('Call us on (802) 555-0111.', 'contact')).toBe(true);
    expect(holdsAnswerType('We are at 14 Harbour Road, Portland.', 'place')).toBe(true);
    expect(holdsAnswerType('We are by the harbour in Portland.', 'place')).toBe(false);
    expect(holdsAnswerType('Mileage is claimed at 45p a mile.', 'price')).toBe(true);
    expect(holdsAnswerType('Little Fernley, Moreton-in-Marsh GL56 9QT', 'place')).toBe(true);
    expect(holdsAnswerType('2250 Westbelt Dr, Columbus, OH 43228', 'place')).toBe(true);
    expect(holdsAnswerType('The firm was founded in 1987 by Ann Hale.', 'founding')).toBe(true);
    expect(holdsAnswerType('Family run and trading since 1962.', 'founding')).toBe(true);
    expect(holdsAnswerType('Since June 2018 learners may use motorways.', 'founding')).toBe(false);
    expect(holdsAnswerType('Pitches measure 10m x 10m.', 'measure')).toBe(true);
    expect(holdsAnswerType('The pool is kept at 29°C.', 'measure')).toBe(true);
    expect(holdsAnswerType('A 5-minute walk from the station.', 'measure')).toBe(true);
    expect(holdsAnswerType('Open 9 to 5, 7 days a week.', 'measure')).toBe(false);
    expect(holdsAnswerType('Since 2018 learners may use motorways.', 'founding')).toBe(false);
    expect(
      holdsAnswerType('After restoring it, we opened as a wedding venue in 2014.', 'founding'),
    ).toBe(true);
    expect(holdsAnswerType('The barn was built in 1786 of local stone.', 'founding')).toBe(true);
    expect(holdsAnswerType('Since 2014 we have hosted 900 weddings.', 'founding')).toBe(true);
    expect(holdsAnswerType('The school was founded by Ana Ruiz.', 'founding')).toBe(true);
  });

  it('reads a word ending in "-free" as no price', () => {
    expect(holdsAnswerType('We measure pressure with a puff-free tonometer.', 'price')).toBe(false);
    expect(holdsAnswerType('Parking is free for patients.', 'price')).toBe(true);
  });

  it.each([
    ['Contact details', 'contact', true],
    ['Where to Find Us', 'place', true],
    ['Visit Us', 'place', true],
    ['Our Story', 'place', false],
    ['Visit Us', 'contact', false],
  ] as const)('reads the section "%s" as telling the %s: %s', (name, type, speaks) => {
    expect(speaksOfFact(name, type)).toBe(speaks);
  });
});
