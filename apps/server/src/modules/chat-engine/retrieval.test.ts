import { describe, expect, it } from 'vitest';
import { faqRows, type FaqFixture } from '../../test/faq-rows.js';
import { buildIndex } from './knowledge-index.js';
import { analyzeQuestion } from './query-terms.js';
import { askedAnswerType, type AnswerType } from './answer-type.js';
import { CONFIDENCE_THRESHOLD, DEFAULT_TUNING, rankEntries } from './rank.js';
import { correctSpelling, knowledgeSpelling } from './spelling.js';
import { termOf, tokenize } from './tokens.js';
import { englishWordNet } from './wordnet.js';

type Fixture = FaqFixture;

/** An index of Q&A entries, one passage each, with no vectors. */
function indexOf(entries: readonly Fixture[]) {
  return buildIndex(faqRows(entries), new Map());
}

function best(entries: readonly Fixture[], question: string, answerType: AnswerType | null = null) {
  const index = indexOf(entries);
  const { groups } = analyzeQuestion(question, index, englishWordNet());
  return rankEntries(index, groups, null, DEFAULT_TUNING, answerType)[0];
}

/** The best entry as the engine ranks it, with the kind of fact the question asks for. */
function bestForFact(entries: readonly Fixture[], question: string) {
  return best(entries, question, askedAnswerType(question));
}

/** The question, read for the kind of fact it asks, answers from `entryId` with confidence. */
function expectConfidentAnswer(entries: readonly Fixture[], question: string, entryId: string) {
  const found = bestForFact(entries, question);
  expect(found?.entryId).toBe(entryId);
  expect(found?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
}

const softwareHelp: Fixture[] = [
  {
    id: 'audit',
    question: 'Where can I see the audit log?',
    answer: 'Admins open Settings › Audit log to see who changed what.',
  },
  {
    id: 'export',
    question: 'How do I export my data?',
    answer: 'Use Export in the workspace menu; you get a CSV file by e-mail.',
  },
  {
    id: 'sso',
    question: 'Do you support single sign-on?',
    answer: 'Yes: SAML 2.0 with Okta, Azure AD and Google Workspace on the Business plan.',
  },
  {
    id: 'logs',
    question: 'How long are logs kept?',
    answer: 'Activity logs are kept for 90 days, audit logs for a year.',
  },
  {
    id: 'backup',
    question: 'Do you back up my data?',
    answer: 'Every night, to a second region, kept for 30 days.',
  },
  {
    id: 'billing',
    question: 'Can I pay by invoice?',
    answer: 'Annual plans can be paid by bank transfer against an invoice.',
  },
];

describe('lexical ranking', () => {
  it('lets a rare exact word in an answer beat a common word in another entry’s question', () => {
    expect(best(softwareHelp, 'okta login')?.entryId).toBe('sso');
  });

  it('answers a question whose one specific word the knowledge has, wrapped in words it lacks', () => {
    const found = best(softwareHelp, 'does it play nicely with okta');
    expect(found?.entryId).toBe('sso');
    expect(found?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
  });

  it('refuses a short question about a service the knowledge never names, on its common verb', () => {
    const clinic: Fixture[] = [
      { id: 'massage', question: 'Do you offer sports massage?', answer: 'Yes, 45 minutes.' },
      { id: 'visits', question: 'Do you offer home visits?', answer: 'Within five miles.' },
      { id: 'vouchers', question: 'Do you offer gift vouchers?', answer: 'From reception.' },
      { id: 'parking', question: 'Is there parking?', answer: 'Two spaces at the back.' },
      { id: 'hours', question: 'When are you open?', answer: 'Weekdays 8 to 6.' },
      { id: 'pay', question: 'How can I pay?', answer: 'By card or bank transfer.' },
    ];
    // "cupping" is what is asked about: in a question this short it weighs as the rarest word.
    expect(best(clinic, 'do you offer cupping')?.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    expect(best(clinic, 'do you offer home visits')?.confidence).toBeGreaterThanOrEqual(
      CONFIDENCE_THRESHOLD,
    );
  });

  it('is less sure of a question about someone the knowledge never names', () => {
    const shop: Fixture[] = [
      { id: 'tyres', question: 'How much do tyres cost?', answer: 'Road tyres from £25 fitted.' },
      { id: 'service', question: 'How much is a full service?', answer: 'A full service is £95.' },
      { id: 'hire', question: 'Do you hire bikes?', answer: 'Hybrids from £25 a day.' },
      { id: 'hours', question: 'When are you open?', answer: 'Tuesday to Saturday, 9 to 5.' },
    ];
    // A name with its capital is what the question is about, and weighs as the rarest word;
    // written small it may be the visitor's typing, and weighs as any word the knowledge lacks.
    const named = best(shop, 'are tyres cheaper at Wheelworx near the station')?.confidence;
    const typed = best(shop, 'are tyres cheaper at wheelworx near the station')?.confidence;
    expect(named).toBeLessThan(typed ?? 0);
    const index = indexOf(shop);
    // Not the capital every sentence opens with, nor a common English word's.
    const { groups } = analyzeQuestion(
      'Halfords or Wheelworx? Which Tyres do Lloyds fit on Fridays',
      index,
      englishWordNet(),
    );
    // English has "Lloyds" only as a name; "Fridays" is a day, not someone.
    expect(groups.filter((group) => group.foreignName).map((group) => group.word)).toEqual([
      'wheelworx',
      'lloyds',
    ]);
  });

  it('is not sure of an entry that lacks a word of what the visitor asks to be offered', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'surgery',
        question: 'Can you refer me for eye surgery?',
        answer: 'Yes: our optometrists refer you to the eye surgery unit at the county hospital.',
      },
    ];
    expectConfidentAnswer(entries, 'do you do eye surgery', 'surgery');
    const laser = bestForFact(entries, 'do you do laser surgery');
    expect(laser?.confidence ?? 0).toBeLessThan(CONFIDENCE_THRESHOLD);
  });

  it('is not sure of any entry for a how-to about a thing the knowledge never names', () => {
    const gym: Fixture[] = [
      {
        id: 'renew',
        question: 'How do I renew my membership?',
        answer: 'Renew online from your account page, or at the front desk.',
      },
      { id: 'online', question: 'Can I book classes online?', answer: 'Yes, in the app.' },
      { id: 'hours', question: 'When are you open?', answer: 'Every day from 6am.' },
    ];
    expectConfidentAnswer(gym, 'how can i renew my membership online', 'renew');
    const passport = bestForFact(gym, 'how do i renew my passport online');
    expect(passport?.confidence ?? 0).toBeLessThan(CONFIDENCE_THRESHOLD);
  });

  it('is not sure of any entry for advice on choosing a thing the knowledge never names', () => {
    const cleaners: Fixture[] = [
      {
        id: 'gutters',
        question: 'Do you clean gutters?',
        answer: 'Yes, we clear gutters and downpipes from £60 a house.',
      },
      { id: 'windows', question: 'How often do you clean windows?', answer: 'Every four weeks.' },
      { id: 'hours', question: 'When are you open?', answer: 'Every day from 9am.' },
    ];
    expectConfidentAnswer(cleaners, 'can you clean my gutters', 'gutters');
    const other = bestForFact(cleaners, 'can you recommend a decent plasterer for my gutters');
    expect(other?.confidence ?? 0).toBeLessThan(CONFIDENCE_THRESHOLD);
  });

  it('finds a word the knowledge never uses by what it is a kind of', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'toilets',
        question: 'Are there toilets?',
        answer: 'Yes, on the ground floor, with a baby changing table.',
      },
    ];
    expectConfidentAnswer(entries, 'is there a loo', 'toilets');
  });

  it('finds an entry through a related English word the visitor used instead', () => {
    // "repayment" is WordNet's synonym of "refund"; the visitor never typed it.
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'money',
        question: 'What is your repayment policy?',
        answer: 'Unused months are repaid within 14 days of cancelling.',
      },
    ];
    expect(best(entries, 'refund')?.entryId).toBe('money');
  });

  it('counts a synonym of a word’s rare sense for less than one of its common sense', () => {
    // "kid" means a child far more often than it means to banter (WordNet's tagged corpus).
    const entries: Fixture[] = [
      { id: 'child', question: 'Is there a discount for a child?', answer: 'Yes, half price.' },
      { id: 'banter', question: 'Do your staff banter with visitors?', answer: 'Yes, kindly.' },
    ];
    const index = indexOf(entries);
    const { groups } = analyzeQuestion('kid', index, englishWordNet());
    const ranked = rankEntries(index, groups, null);
    const coverage = (id: string) => ranked.find((entry) => entry.entryId === id)?.coverage ?? 0;
    expect(ranked[0]?.entryId).toBe('child');
    expect(coverage('banter')).toBeGreaterThan(0);
    expect(coverage('banter')).toBeLessThan(coverage('child') / 2);
  });

  it('finds an entry through a broader word WordNet knows', () => {
    // A toddler is a kind of child; the knowledge never says "toddler".
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'children',
        question: 'Can I bring a child to the office?',
        answer: 'Yes, there is a play corner by the front desk.',
      },
    ];
    expect(best(entries, 'and toddlers?')?.entryId).toBe('children');
  });

  it('finds a form of the word that the stemmer keeps apart', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      { id: 'weight', question: 'Product specifications', answer: 'Weight: 1.2 kg. Width: 30 cm.' },
    ];
    expect(best(entries, 'how much does it weigh')?.entryId).toBe('weight');
  });

  it('reads a denied word as the one word the knowledge writes for it', () => {
    const entries: Fixture[] = [
      {
        id: 'happy-hour',
        question: 'Do you have a happy hour?',
        answer: 'Drinks are half price from 5 to 6 on weekdays.',
      },
      {
        id: 'complaints',
        question: 'Complaints',
        answer: 'If you are unhappy with a repair, email the owner and we will reply in 5 days.',
      },
    ];
    expect(best(entries, "what do i do if i'm not happy with a repair")?.entryId).toBe(
      'complaints',
    );
    // Only an opposite counts: "can't come" is not "income".
    const index = indexOf([
      ...entries,
      { id: 'income', question: 'Do I need proof of income?', answer: 'Yes, a payslip.' },
    ]);
    const searched = (question: string) =>
      analyzeQuestion(question, index, englishWordNet()).groups.flatMap((group) =>
        group.alternatives.flatMap((alternative) => alternative.terms),
      );
    expect(searched("i'm not happy")).toContain(termOf('unhappy'));
    expect(searched("i can't come")).not.toContain(termOf('income'));
  });

  it('prefers the entry that holds the kind of fact the question asks for', () => {
    const entries: Fixture[] = [
      {
        id: 'delivery-time',
        question: 'How long does express delivery take?',
        answer: 'Express delivery arrives the next working day.',
      },
      {
        id: 'delivery-price',
        question: 'What does express shipping cost?',
        answer: 'Express delivery is $15 and standard delivery $5.',
      },
      {
        id: 'address',
        question: 'Where are we?',
        answer: 'Our warehouse is at 14 Harbour Road, Portland.',
      },
      {
        id: 'areas',
        question: 'Which areas does the warehouse deliver to?',
        answer: 'Every state on the mainland, and Alaska by air.',
      },
    ];
    expect(best(entries, 'how much is express delivery')?.entryId).toBe('delivery-time');
    expect(bestForFact(entries, 'how much is express delivery')?.entryId).toBe('delivery-price');
    expect(best(entries, 'where is the warehouse')?.entryId).toBe('areas');
    expect(bestForFact(entries, 'where is the warehouse')?.entryId).toBe('address');
  });

  it('prefers the fact that stands with what the question names over one elsewhere', () => {
    const entries: Fixture[] = [
      {
        id: 'courses',
        question: 'Do you run intensive courses?',
        answer:
          'Yes, we pack 30 hours of lessons into two weeks. ' +
          'Every pupil starts with a free assessment drive.',
      },
      {
        id: 'prices',
        question: 'What are your prices?',
        answer: 'A single lesson is £38. A 30-hour intensive course is £1,050.',
      },
      {
        id: 'cars',
        question: 'Which cars do you teach in?',
        answer: 'Manual and automatic hatchbacks with dual controls.',
      },
    ];
    // Both hold a price; only one holds it beside the hours asked about.
    expect(bestForFact(entries, 'how much is the 30 hour intensive course')?.entryId).toBe(
      'prices',
    );
  });

  it('counts the price a question asks for as part of it, held by a passage with a price', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'hire',
        question: 'Venue hire',
        answer: 'A Saturday in summer is £6,500; a weekday £3,900.',
      },
      {
        id: 'office',
        question: 'When can we visit?',
        answer: 'Viewings are on Saturday mornings by appointment.',
      },
    ];
    const index = indexOf(entries);
    const question = 'how much is a saturday wedding at the barn in july';
    const { groups } = analyzeQuestion(question, index, englishWordNet());
    const type = askedAnswerType(question);
    const ranked = rankEntries(index, groups, null, DEFAULT_TUNING, type)[0];
    expect(ranked?.entryId).toBe('hire');
    expect(ranked?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    const wordsOnly = { ...DEFAULT_TUNING, askedFactShare: 0 };
    const unpriced = rankEntries(index, groups, null, wordsOnly, type)[0];
    expect(unpriced?.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
  });

  it('prefers the passage holding an age when the question asks how old', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'lessons',
        question: 'How do I join swimming lessons?',
        answer: 'Join swimming lessons at reception.',
      },
      {
        id: 'juniors',
        question: 'Junior swimming',
        answer: 'Children aged 4 to 11 can join our swimming lessons.',
      },
    ];
    expectConfidentAnswer(entries, 'how old do you have to be to join swimming lessons', 'juniors');
  });

  it('covers the word naming a price by writing it, where no entry holds a price', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'tests',
        question: 'Do you offer blood tests?',
        answer: 'Yes, we run blood tests every weekday.',
      },
      {
        id: 'pricing',
        question: 'Where can I see your prices?',
        answer: 'We publish the cost of every test on our website.',
      },
    ];
    for (const question of ['how much do your tests cost', 'what are your prices']) {
      expectConfidentAnswer(entries, question, 'pricing');
    }
  });

  it('ranks "what do you charge for …" by what it asks the price of, not by its verb', () => {
    const entries: Fixture[] = [
      {
        id: 'invoice',
        question: 'What do you charge for card payments?',
        answer: 'Card payments carry a 3% fee; bank transfers are free.',
      },
      {
        id: 'formation',
        question: 'Can you set up an LLC for me?',
        answer: 'Yes: we file the articles and get your EIN the same day.',
      },
      {
        id: 'fees',
        question: 'Business services',
        answer: 'LLC formation: $495. Payroll: $60 a month.',
      },
    ];
    expect(bestForFact(entries, 'what do you charge to form an llc')?.entryId).toBe('fees');
  });

  it('answers how long the business has been going from the year it started', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'hours',
        question: 'What are your business hours?',
        answer: 'Monday to Friday, 9 am to 5 pm.',
      },
      {
        id: 'story',
        question: 'Who are we?',
        answer: 'A family firm, founded in 1987 by Ann Hale.',
      },
    ];
    expectConfidentAnswer(entries, 'how long have you been in business', 'story');
  });

  it('reads the verb asking when the business began as the year it began', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'start',
        question: 'Term dates',
        answer: 'Classes at the school start on the first Monday of September.',
      },
      {
        id: 'story',
        question: 'Our history',
        answer: 'The school was founded in 1994 by Ana Ruiz, a teacher from Seville.',
      },
    ];
    expect(bestForFact(entries, 'when was the school started')?.entryId).toBe('story');
    expect(bestForFact(entries, 'who started the school')?.entryId).toBe('story');
    expectConfidentAnswer(entries, 'when did you guys first open', 'story');
  });

  it('covers the words asking for a name by a passage that names someone', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'coordinator',
        question: 'Will a person help plan our wedding?',
        answer: 'Yes: a planner is with you from the day you book.',
      },
      {
        id: 'team',
        question: 'Our team',
        answer: 'Our coordinator, Sophie Hart, plans every wedding with the couple.',
      },
    ];
    expect(bestForFact(entries, 'name of the person planning our wedding')?.entryId).toBe('team');
  });

  it('answers who owns the business from the person named as running it', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'stylist',
        question: 'Who is the best stylist in the salon for curls?',
        answer: 'Tom Whitlock cuts curly hair.',
      },
      {
        id: 'story',
        question: 'Our story',
        answer: 'Hannah Okafor set up the salon in 2011 and still runs it.',
      },
    ];
    expect(bestForFact(entries, 'who owns the salon')?.entryId).toBe('story');
  });

  it('answers who leads the business, and since when, where the business tells of itself', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'complaints',
        question: 'How do I complain?',
        answer: 'Write to our managing director, Peter Vance, who replies within 10 days.',
      },
      {
        id: 'subcontractors',
        question: 'Do you use subcontractors?',
        answer: 'No: we have been fitting every system with our own engineers since 2012.',
      },
      {
        id: 'team',
        question: 'About us',
        answer: 'Ruth Ellis founded the company in 2012 and leads a team of eight engineers.',
      },
    ];
    expect(bestForFact(entries, 'who owns the company')?.entryId).toBe('team');
    expect(bestForFact(entries, 'how long have you been going')?.entryId).toBe('team');
  });

  it('answers "where are you", which names nothing but the address it wants', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'office',
        question: 'Visiting us',
        answer: 'Our office is at 14 Harbour Road, Portland.',
      },
    ];
    expect(bestForFact(entries, 'where are you?')?.entryId).toBe('office');
    expect(bestForFact(entries, 'where are you?')?.confidence).toBeGreaterThanOrEqual(
      CONFIDENCE_THRESHOLD,
    );
    expect(bestForFact(entries, 'how are you?')).toBeUndefined();
  });

  it('reads the word a visitor calls the business by as part of asking where it is', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'dogs',
        question: 'Are dogs allowed in the shop?',
        answer: 'Well-behaved dogs on a lead are welcome.',
      },
      {
        id: 'visit',
        question: 'Where are you and where can I park?',
        answer: 'We are at 22 Fore Street, Hexham; the Wentworth car park is two minutes away.',
      },
      {
        id: 'story',
        question: 'About us',
        answer: 'Tom Reid started the firm in 2004 with one van.',
      },
    ];
    expectConfidentAnswer(entries, "where's the shop exactly", 'visit');
    expectConfidentAnswer(entries, 'how long has your firm been going', 'story');
  });

  it('answers "what is your address" and "your phone number" from knowledge that never says so', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'office',
        question: 'Where are you?',
        answer: 'We are at Unit 4, 12 Mill Lane, Ashby.',
      },
      {
        id: 'call',
        question: 'How do I reach support?',
        answer: 'Our desk, 01632 960 123, is staffed on weekdays.',
      },
    ];
    for (const [question, entryId] of [
      ['what is your address', 'office'],
      ['what is your phone number', 'call'],
    ] as const) {
      expectConfidentAnswer(entries, question, entryId);
      // Without the kind of fact asked for, the word the knowledge lacks answers nothing.
      const unsure = best(entries, question);
      expect(unsure === undefined || unsure.confidence < CONFIDENCE_THRESHOLD).toBe(true);
    }
  });

  it('answers a question naming only a fact from the entry about it, not one holding it in passing', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'lost',
        question: 'What if I lose something during my visit?',
        answer: 'Ask at the desk, or phone lost property on 01509 555 0144.',
      },
      {
        id: 'contact',
        question: 'How can I contact the museum?',
        answer: 'Phone 01509 555 0100 or write to hello@museum.org any day.',
      },
    ];
    // Both write "phone" in answers of one length: only what each entry is about sets them apart.
    expectConfidentAnswer(entries, 'whats your phone number', 'contact');
  });

  it('answers "whats your address" from the section that says how to find the business', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'hire',
        question: 'Can we hire a screen?',
        answer: 'Hire a screen at 22 Mill Street, Wrenford SY9 4DN from £300 an evening.',
      },
      { id: 'find', question: 'Find us', answer: 'We are at 22 Mill Street, Wrenford SY9 4DN.' },
    ];
    expectConfidentAnswer(entries, 'whats your address', 'find');
  });

  it('answers "phone number" from the number to call, though the knowledge writes "number" elsewhere', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'rating',
        question: 'What is your inspection rating?',
        answer: 'We were rated Outstanding; our registration number is EY492117.',
      },
      {
        id: 'contact',
        question: 'How can I contact you?',
        answer: 'Ring the office on 0161 496 0142 or e-mail hello@example.com.',
      },
    ];
    // Both write "phone" in answers of one length: only what each entry is about sets them apart.
    expectConfidentAnswer(entries, 'whats your phone number', 'contact');
  });

  it('covers the word naming the fact by the fact beside words of the visitor’s own', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'office',
        question: 'Visiting us',
        answer: 'Our office is at 14 Harbour Road, Portland PO7 4RT.',
      },
      {
        id: 'weekend',
        question: 'Are you open at the weekend?',
        answer: 'On Saturday from 9am to 1pm; we are closed on Sunday.',
      },
    ];
    // "Sat nav" is what the postcode is for, not a Saturday.
    for (const question of [
      'need the postcode for the satnav',
      'whats the postcode for the sat nav',
      'where are you based',
    ]) {
      expectConfidentAnswer(entries, question, 'office');
    }
    // The naming word is half of that question; beside a place of the visitor's own, not enough.
    const elsewhere = bestForFact(entries, 'whats the postcode of the eiffel tower in paris');
    expect(elsewhere === undefined || elsewhere.confidence < CONFIDENCE_THRESHOLD).toBe(true);
  });

  it('lets a number of the visitor’s own take nothing from the match', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      { id: 'age', question: 'Is there a minimum age?', answer: 'Members must be 16 or over.' },
    ];
    const plain = best(entries, 'minimum age for my son');
    expect(plain?.entryId).toBe('age');
    expect(best(entries, 'minimum age for my son, he is 14')?.confidence).toBe(plain?.confidence);
  });

  it('tells what to do before something from what to do after it', () => {
    const entries: Fixture[] = [
      { id: 'after', question: 'What should I do after my appointment?', answer: 'Rest.' },
      { id: 'before', question: 'What should I do before my appointment?', answer: 'Eat.' },
    ];
    expect(best(entries, 'anything to do before the appointment?')?.entryId).toBe('before');
    expect(best(entries, 'anything to do after the appointment?')?.entryId).toBe('after');
  });

  it('drops a contraction the knowledge never writes, and matches one it does', () => {
    const words = (entries: readonly Fixture[], question: string) =>
      analyzeQuestion(question, indexOf(entries), englishWordNet()).groups.map(({ word }) => word);
    expect(words(softwareHelp, 'she hasnt backed up, shes worried')).toEqual(['backed', 'worried']);
    const late: Fixture[] = [
      ...softwareHelp,
      { id: 'late', question: "I haven't filed in years", answer: 'We can catch you up.' },
    ];
    expect(words(late, 'havent filed in 4 years')).toEqual(['havent', 'filed', '4', 'years']);
  });

  it('ranks a rambling question by the clause that asks, not the story around it', () => {
    const entries: Fixture[] = [
      {
        id: 'off-food',
        question: 'My kitten is off her food and sleeping a lot. What should I do?',
        answer: 'Book a check-up: a young cat that stops eating for a day needs to be seen.',
      },
      {
        id: 'night',
        question: 'Who do I call at night?',
        answer: 'Our out-of-hours line on 01632 960 000 answers from 7 pm to 8 am.',
      },
    ];
    const question = 'my kitten has been off her food and sleeping, who do i call at night';
    expect(best(entries, question)?.entryId).toBe('night');
  });

  it('reads a modal verb after a determiner as the noun it is there', () => {
    const entries: Fixture[] = [
      {
        id: 'will',
        question: 'How much does a will cost?',
        answer: 'A single will is £180 and mirror wills for a couple are £280.',
      },
      {
        id: 'store',
        question: 'Where are your offices?',
        answer: 'We will see you at 12 High Street; there is parking behind the building.',
      },
    ];
    expectConfidentAnswer(entries, 'how much for a will', 'will');
  });

  it('ranks "how long does … take" by what it asks about, not by its frame', () => {
    const entries: Fixture[] = [
      {
        id: 'house',
        question: 'How long does buying a house take?',
        answer: 'Most purchases complete in 12 to 16 weeks from the accepted offer.',
      },
      {
        id: 'divorce',
        question: 'How much does a divorce cost?',
        answer: 'Our fixed fee is £750; a divorce takes six to nine months from the application.',
      },
    ];
    expect(bestForFact(entries, 'how long does a divorce take these days')?.entryId).toBe(
      'divorce',
    );
  });

  it('finds a word in another word the knowledge makes of it: "cash" in "cashless"', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'payment',
        question: 'Payment',
        answer: 'We are a cashless centre: cards and phones only.',
      },
      {
        id: 'vouchers',
        question: 'Do you sell gift vouchers?',
        answer: 'Yes, from £10, valid for a year and never exchanged for money.',
      },
    ];
    expect(best(entries, 'do you take cash')?.entryId).toBe('payment');
  });

  it('reads an adverb after "do you deliver" as how it is done, not as the thing asked for', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'delivery',
        question: 'Where do you deliver?',
        answer: 'Across the UK, and to most countries abroad through partner florists.',
      },
    ];
    expectConfidentAnswer(entries, 'do you deliver internationally', 'delivery');
  });

  it('reads "anywhere" as telling nothing of what is asked about', () => {
    const entries: Fixture[] = [
      ...softwareHelp,
      {
        id: 'luggage',
        question: 'Can I bring luggage?',
        answer: 'Folding bikes and cases are welcome, but there is not anywhere to leave them.',
      },
      {
        id: 'bikes',
        question: 'Cycling here',
        answer: 'Racks with locks stand by the door.',
      },
    ];
    expectConfidentAnswer(entries, 'is there anywhere to lock up my bike', 'bikes');
  });

  it('reads a phrasal verb WordNet knows by its meaning, in the form the knowledge writes it', () => {
    const entries: Fixture[] = [
      {
        id: 'death',
        question: 'Someone has died. What do I need to do?',
        answer: 'Register it within five days, then bring us the certificate.',
      },
      {
        id: 'documents',
        question: 'What should I bring to my first appointment?',
        answer: 'Photo ID, a recent bill with your address, and any letters about your matter.',
      },
    ];
    expect(best(entries, 'my dad passed away, what now')?.entryId).toBe('death');
  });

  it('reads two words as the compound English writes hyphenated or joined', () => {
    const entries: Fixture[] = [
      {
        id: 'fees',
        question: 'Lesson fees',
        answer: '30 minutes: £19.50. 45 minutes: £28.50.',
      },
      { id: 'rooms', question: 'Can I hire a room?', answer: 'Rooms are £6 an hour.' },
      { id: 'adults', question: 'Do you teach adults?', answer: 'Yes, from beginner level.' },
      { id: 'children', question: 'What age can children start?', answer: 'From five.' },
      { id: 'open', question: 'What are your opening hours?', answer: 'Monday to Friday, 9 to 8.' },
    ];
    // "half-hour" is "30 minutes", "grownups" are "adults".
    expect(best(entries, 'how much for a half hour')?.entryId).toBe('fees');
    expect(best(entries, 'do grown ups come too')?.entryId).toBe('adults');
  });

  it('gives a question about something absent no confident entry', () => {
    const found = best(softwareHelp, 'what is the capital of mongolia');
    expect(found === undefined || found.confidence < CONFIDENCE_THRESHOLD).toBe(true);
  });
});

describe('knowledge the worker has not embedded yet', () => {
  it('ranks a passage without a vector by its words, on the same scale as the embedded ones', () => {
    const rows = faqRows([
      {
        id: 'plans',
        question: 'Which dental insurance plans do you accept?',
        answer: 'Most dental insurance plans, see the list.',
      },
      {
        id: 'aetna',
        question: 'Do you accept Aetna dental insurance plans?',
        answer: 'Yes, Aetna dental insurance plans are accepted.',
      },
    ]);
    const question = new Float32Array([1, 0]);
    // Only the general entry has its vector yet, fairly close to the question.
    const index = buildIndex(rows, new Map([['plans-chunk', [new Float32Array([0.8, 0.6])]]]));
    const { groups } = analyzeQuestion(
      'do you accept aetna dental insurance plans',
      index,
      englishWordNet(),
    );
    expect(rankEntries(index, groups, question)[0]?.entryId).toBe('aetna');
  });
});

describe('an entry of several passages', () => {
  it('is as sure as its surest passage, whichever ranks it', () => {
    const passage = (chunkId: string, entryId: string, text: string) => ({
      entryId,
      chunkId,
      type: 'document' as const,
      title: 'Guide',
      tags: [],
      heading: '',
      passage: text,
      answer: '',
    });
    const question = 'alpha beta';
    // The first passage is nearer in meaning and repeats "alpha"; the second writes both words.
    const vectors = new Map([
      ['near', [new Float32Array([1, 0])]],
      ['covering', [new Float32Array([0, 1])]],
    ]);
    const surest = (rows: ReturnType<typeof passage>[]) => {
      const index = buildIndex([...faqRows(softwareHelp), ...rows], vectors);
      const { groups } = analyzeQuestion(question, index, englishWordNet());
      return rankEntries(index, groups, new Float32Array([1, 0]));
    };
    const apart = surest([
      passage('near', 'guide', 'alpha alpha alpha alpha'),
      passage('covering', 'other', 'alpha beta gamma'),
    ]);
    const together = surest([
      passage('near', 'guide', 'alpha alpha alpha alpha'),
      passage('covering', 'guide', 'alpha beta gamma'),
    ]);
    const confidenceOf = (id: string) => apart.find((entry) => entry.entryId === id)?.confidence;
    const guide = together.find((entry) => entry.entryId === 'guide');
    expect(guide?.document.chunkIds).toEqual(['near']);
    expect(confidenceOf('other')).toBeGreaterThan(confidenceOf('guide') ?? 1);
    expect(guide?.confidence).toBe(confidenceOf('other'));
  });
});

describe('spelling', () => {
  const knowledge = new Map([
    ['collection', 4],
    ['compliant', 1],
    ['appointment', 3],
    ['trays', 1],
  ]);
  const english = englishWordNet();

  it('corrects a misspelt word of the knowledge', () => {
    expect(correctSpelling('colection', knowledge, english)).toBe('collection');
    expect(correctSpelling('apointment', knowledge, english)).toBe('appointment');
  });

  it('leaves a correct English word alone although the knowledge has a close one', () => {
    expect(correctSpelling('complaint', knowledge, english)).toBe('complaint');
    expect(correctSpelling('strays', knowledge, english)).toBe('strays');
  });

  it('reads a word the knowledge spells another way as its spelling', () => {
    const terms = new Map(
      [
        ['tyre', 2],
        ['colour', 1],
        ['centr', 1],
      ].map(([term, n]) => [String(term), Number(n)]),
    );
    expect(knowledgeSpelling('tires', terms, english)).toBe('tyre');
    expect(knowledgeSpelling('color', terms, english)).toBe('colour');
    expect(knowledgeSpelling('center', terms, english)).toBe('centre');
    // A word the knowledge uses, and one whose near words are not its synonyms, stay as typed.
    expect(knowledgeSpelling('tyres', terms, english)).toBe('tyres');
    expect(knowledgeSpelling('cellar', new Map([['collar', 1]]), english)).toBe('cellar');
  });

  it('knows English words by their inflected forms', () => {
    expect(english.isWord('whiter')).toBe(true);
    // A verb collocation inflects its first word, a noun collocation its last.
    expect(english.related('passed away').map(({ word }) => word)).toContain('die');
    expect(english.related('parking lots').map(({ word }) => word)).toContain('car park');
    expect(english.isWord('appointments')).toBe(true);
    expect(english.isWord('colection')).toBe(false);
  });
});

describe('tokens', () => {
  it('keeps accented and non-Latin words whole', () => {
    expect(tokenize('¿Hablan español? Zoë’s café, 東京, हिंदी')).toEqual([
      'hablan',
      'español',
      'zoës',
      'café',
      '東京',
      'हिंदी',
    ]);
  });

  it('folds Latin accents for matching but not the marks of other scripts', () => {
    expect(termOf('español')).toBe(termOf('espanol'));
    expect(termOf('हिंदी')).toBe('हिंदी');
  });

  it('keeps numbers with a decimal point and joins hyphenated compounds', () => {
    expect(tokenize('SAML 2.0 at 99.95% for x-rays')).toEqual([
      'saml',
      '2.0',
      'at',
      '99.95',
      'for',
      'xrays',
      'x',
      'rays',
    ]);
  });

  it('stems English words with a real stemmer', () => {
    expect(termOf('appointments')).toBe(termOf('appointment'));
    expect(termOf('whitening')).toBe(termOf('whitens'));
  });
});
