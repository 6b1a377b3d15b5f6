import type { Business, BusinessEntry } from '../types.js';

const T = {
  hours: 'What are your opening hours?',
  emergency: 'What should I do if my pet has an emergency or needs a vet out of hours?',
  vaccines: 'How often does my pet need vaccinating?',
  neutering: 'When should my pet be neutered and what happens on the day?',
  insurance: 'Do you accept pet insurance and can you claim directly?',
  finance: 'Do you offer payment plans or finance for larger bills?',
  paying: 'How can I pay my bill?',
  dental: 'Does my pet need a dental clean?',
  microchip: 'Can you microchip my pet?',
  exotics: 'Do you see rabbits and exotic pets?',
  euthanasia: 'What happens when it is time to say goodbye to my pet?',
  cremation: 'What cremation and aftercare options do you offer?',
  repeats: 'How do I order a repeat prescription?',
  register: 'How do I register as a new client?',
  parking: 'Is there parking at the surgery?',
  nurse: 'What are nurse clinics and what do they cost?',
  healthClub: 'Do you have a health plan for puppies, kittens and adult pets?',
  travel: 'Can you help me take my pet abroad?',
  booking: 'How do I book an appointment?',
  homeVisits: 'Do you do home visits?',
  cancel: 'What is your cancellation policy?',
  address: 'Where is the surgery?',
  parasites: 'How often should I treat my pet for fleas and worms?',
  fees: 'Hollybank Fees and Health Club 2025',
  about: 'About Us & Our Team | Hollybank Veterinary Surgery',
} as const;

const FEES_DOC = `# Hollybank Veterinary Surgery: Fee Guide 2025

These prices apply from 1 April 2025 and include VAT at 20%. Medicines, blood tests and hospitalisation are charged in addition to the fees below. Please ask reception for a written estimate before any procedure.

# Consultations

Standard vet consultation (15 minutes): £52. Extended consultation or second opinion (30 minutes): £89. Repeat consultation for the same problem within 14 days: £32. Home visit call-out fee: £75, plus the consultation fee. Written prescription: £18 per item.

# Vaccinations

Dog annual booster: £58. Cat annual booster: £54. Rabbit combined Myxo-RHD vaccine: £61. Puppy or kitten primary course (two injections): £89. Kennel cough intranasal vaccine: £42. Rabies vaccination: £72.

# Neutering

Cat castration: £95. Cat spay: £125. Rabbit castration: £140. Dog castration: from £240. Dog spay: from £330. Dog prices depend on weight and include pain relief to take home, a buster collar and two post-operative checks.

# Dentistry

Scale and polish under general anaesthetic: from £395. Extractions: from £35 per tooth. Dental X-rays: £85. Pre-anaesthetic blood test: £68.

# Other services

Microchip (including lifetime registration): £22. Animal Health Certificate for travel: £165, and £65 for each additional pet travelling on the same trip. Nail clip with a nurse: £12. Anal gland expression: £19.

# Euthanasia and aftercare

Euthanasia at the surgery: £120. Euthanasia at home: £240. Communal cremation: £65 for cats and small pets, £95 for dogs. Individual cremation with ashes returned in a wooden casket: from £185. Engraved nameplate for the casket: £25.

# Pet Health Club monthly prices

- Cat: £16.50 per month
- Small dog (up to 10kg): £18.50 per month
- Medium dog (10 to 25kg): £21 per month
- Large dog (over 25kg): £24.50 per month
- Rabbit: £11 per month
- Puppy & Kitten Starter (first 12 months): £19 per month

# What every Health Club plan includes

Annual booster vaccination, two vet health checks a year, flea and worm treatment for the whole year, one nail clip every three months, and 10% off all other treatment, food and accessories. Members also get 20% off a dental scale and polish.

# Puppy & Kitten Starter extras

The Starter plan includes the full primary vaccination course, a microchip, a six-month health check with a vet and 15% off neutering. At 12 months your pet moves onto the adult plan for its size.`;

const ABOUT_PAGE = `# About Hollybank

Hollybank Veterinary Surgery was founded in 1987 by Dr Margaret Holloway in a converted Victorian house on Marlowe Road. We are still independent and family-run, and we are not part of any corporate group. Hollybank is an RCVS Accredited Practice, and we have held the International Cat Care Cat Friendly Clinic Gold award since 2019, with a separate cat waiting room and cat-only ward.

Our facilities include an in-house laboratory, digital X-ray, ultrasound, dental X-ray and a dedicated rabbit and exotics ward.

# Our vets

Dr Owen Pritchard BVSc MRCVS is our clinical director. He graduated from the University of Bristol in 2004, joined Hollybank in 2009 and has a special interest in orthopaedic surgery, including cruciate ligament repairs (TPLO) in dogs.

Dr Priya Raman BVetMed CertAVP(ZM) MRCVS graduated from the Royal Veterinary College in 2013 and holds a certificate in zoological medicine. She looks after our rabbits, reptiles, birds and small furries and runs the exotics clinics.

Dr Tomasz Nowak DVM MRCVS qualified at the Warsaw University of Life Sciences in 2016. He has a special interest in dentistry and oral surgery and speaks Polish as well as English.

Dr Hannah Leigh BVM&S MRCVS graduated from the University of Edinburgh in 2019. She has a particular interest in feline medicine, especially kidney and thyroid disease in older cats, and works Mondays to Wednesdays.

# Our nurses

Claire Dobson RVN is our head nurse. She has been nursing for 18 years and leads our anaesthesia and dental nursing.

Liam Foster RVN runs our puppy socialisation parties and behaviour advice sessions.

Sophie Marsh is a second-year student veterinary nurse training with us through Nottingham Trent University.

# Our promise

We keep appointments to a calm 15 minutes, we always give a written estimate before any procedure, and wherever possible your pet will see the same vet each time.`;

const entries: BusinessEntry[] = [
  {
    type: 'faq',
    title: T.hours,
    content:
      'We are open Monday to Friday 8:00am to 7:00pm and Saturday 9:00am to 1:00pm. We are closed on Sundays and bank holidays.',
    tags: ['hours', 'opening times'],
  },
  {
    type: 'faq',
    title: T.emergency,
    content:
      'During opening hours call us straight away on 01246 558 310 and we will see your pet the same day. Outside our opening hours our phone line diverts to Vets Now Chesterfield at 14 Foundry Way, which is open from 7pm to 8am on weekdays and all weekend.',
    tags: ['emergency', 'out of hours', 'urgent'],
  },
  {
    type: 'faq',
    title: T.vaccines,
    content:
      'Puppies have their first vaccinations at 8 and 10 weeks and kittens at 9 and 12 weeks, after which they need a booster every year. Puppies can go out for walks one week after the second injection.',
    tags: ['vaccinations', 'boosters'],
  },
  {
    type: 'faq',
    title: T.neutering,
    content:
      'We neuter cats from 4 months and most dogs from 6 months, although we may advise waiting until 12 to 18 months for large breeds. Drop-off is at 8:15am and most pets go home the same day between 3pm and 5pm, with free check-ups at 3 and 10 days afterwards.',
    tags: ['neutering', 'spaying', 'castration'],
  },
  {
    type: 'faq',
    title: T.insurance,
    content:
      'Yes, we accept all pet insurers and can claim directly from Petplan, Animal Friends, ManyPets and Agria for claims over £300, so you only pay your excess and any non-covered costs on the day. For other insurers you pay us and claim the money back, and we complete the claim form free of charge.',
    tags: ['insurance', 'direct claims'],
  },
  {
    type: 'faq',
    title: T.finance,
    content:
      'For bills over £500 you can spread the cost over 3 to 12 months through Vetpay, interest-free if repaid within 6 months, subject to a credit check. Please ask reception before treatment so we can set it up.',
    tags: ['payment plan', 'finance', 'instalments'],
  },
  {
    type: 'faq',
    title: T.paying,
    content:
      'Payment is due at the time of treatment. We accept cash, Visa and Mastercard debit and credit cards, Apple Pay and Google Pay, but not cheques or American Express.',
    tags: ['payment', 'cards'],
  },
  {
    type: 'faq',
    title: T.dental,
    content:
      'Signs include bad breath, red gums, brown tartar and dropping food. Book a free pre-dental check with a nurse; if a clean is needed it is done as a day procedure under general anaesthetic, with drop-off at 8:15am.',
    tags: ['dental', 'teeth'],
  },
  {
    type: 'faq',
    title: T.microchip,
    content:
      'Yes, a nurse can microchip your pet in a 10-minute appointment and we register the chip with Petlog for you. By law in England dogs must be chipped by 8 weeks old and cats by 20 weeks old.',
    tags: ['microchip', 'chipping'],
  },
  {
    type: 'faq',
    title: T.exotics,
    content:
      'Yes, we see rabbits, guinea pigs, ferrets, rats and hamsters at any appointment. Reptiles and birds are seen in our exotics clinics on Tuesday and Thursday afternoons from 2pm to 5pm.',
    tags: ['exotics', 'rabbits', 'reptiles', 'birds'],
  },
  {
    type: 'faq',
    title: T.euthanasia,
    content:
      'We book a 40-minute appointment at a quiet time of day, use a side entrance so you do not have to wait in reception, and you are welcome to stay with your pet throughout. We can also come to your home, and you can pay in advance so there is nothing to deal with on the day.',
    tags: ['euthanasia', 'put to sleep', 'end of life'],
  },
  {
    type: 'faq',
    title: T.cremation,
    content:
      'We work with Pennine Pet Crematorium, who offer communal cremation or individual cremation with the ashes returned to us within 2 weeks for you to collect. You are also welcome to take your pet home for burial.',
    tags: ['cremation', 'ashes', 'aftercare'],
  },
  {
    type: 'faq',
    title: T.repeats,
    content:
      'Order online through our website or by phone, giving us 48 hours notice, and collect from reception. Pets on ongoing medication must be checked by a vet at least every 6 months, and we can issue a written prescription if you prefer to buy from an online pharmacy.',
    tags: ['prescriptions', 'medication', 'repeat'],
  },
  {
    type: 'faq',
    title: T.register,
    content:
      "You can register online or at reception and there is no registration fee. Give us the name of your previous vet and we will request your pet's records for you.",
    tags: ['new clients', 'register', 'sign up'],
  },
  {
    type: 'faq',
    title: T.parking,
    content:
      'We have a free car park with 12 spaces, including 2 disabled bays, behind the building with the entrance on Lime Street. There is also pay-and-display parking on Marlowe Road.',
    tags: ['parking', 'car park'],
  },
  {
    type: 'faq',
    title: T.nurse,
    content:
      'Our registered nurses run clinics on Wednesday and Friday afternoons from 2pm to 5pm. Weight checks, post-operative checks, pre-dental checks and flea and worming advice are free; nail clips and anal gland expression are charged.',
    tags: ['nurse clinic', 'weight check'],
  },
  {
    type: 'faq',
    title: T.healthClub,
    content:
      "Yes, our Pet Health Club spreads the cost of routine care such as vaccinations, flea and worm treatment and health checks into a monthly Direct Debit, with discounts on other treatment. You can sign up at reception or online, the minimum term is 12 months and after that you can cancel with one month's notice.",
    tags: ['health plan', 'puppy', 'kitten', 'monthly'],
  },
  {
    type: 'faq',
    title: T.travel,
    content:
      'UK-issued pet passports are no longer valid for travel to the EU, so your pet needs an Animal Health Certificate, which our Official Veterinarians must issue within 10 days of travel. Your pet must be microchipped and vaccinated against rabies at least 21 days before travelling; please book the certificate appointment at least a month ahead.',
    tags: ['travel', 'pet passport', 'abroad', 'rabies'],
  },
  {
    type: 'faq',
    title: T.booking,
    content:
      'Book online 24 hours a day through our website or call us on 01246 558 310. Standard consultations last 15 minutes and we keep same-day appointments free for urgent cases.',
    tags: ['appointments', 'booking'],
  },
  {
    type: 'faq',
    title: T.homeVisits,
    content:
      'Yes, our vets make home visits on weekdays between 1pm and 2pm for elderly, nervous or immobile pets living within 5 miles of the surgery. Please call to book, as visits are limited.',
    tags: ['home visits'],
  },
  {
    type: 'faq',
    title: T.cancel,
    content:
      'Please give us at least 24 hours notice if you need to cancel or move an appointment. Missed appointments without notice are charged a £20 fee, and operations cancelled on the day may be charged £40.',
    tags: ['cancellation', 'missed appointment'],
  },
  {
    type: 'faq',
    title: T.address,
    content:
      'We are at 42 Marlowe Road, Chesterfield S40 2QT, a 5-minute walk from Chesterfield railway station. The number 25 bus stops right outside.',
    tags: ['address', 'location', 'directions'],
  },
  {
    type: 'faq',
    title: T.parasites,
    content:
      'We recommend flea treatment every month all year round, and worming every 3 months for adult cats and dogs. Dogs that eat slugs or snails or live in lungworm areas should be wormed monthly.',
    tags: ['fleas', 'worming', 'lungworm'],
  },
  {
    type: 'document',
    title: T.fees,
    fileName: 'hollybank-fees-and-health-club-2025.pdf',
    content: FEES_DOC,
  },
  {
    type: 'website',
    title: T.about,
    url: 'https://www.hollybankvets.co.uk/about-us',
    content: ABOUT_PAGE,
  },
];

/**
 * A small-animal veterinary practice. Written, with its visitors' questions, by a session that never saw the engine
 * (2026-11-26), and first run as a business the bench had not seen (decision 015).
 */
export const vet: Business = {
  slug: 'vet',
  name: 'Hollybank Veterinary Surgery',
  field: 'veterinary practice',
  entries,
  questions: [
    // Q&A entries
    { text: 'what time do u close on saturday', expect: T.hours },
    { text: 'are you open sundays', expect: T.hours },
    {
      text: 'my cat has been sick since yesterday and wont eat anything, its nearly 10pm now, who do i even call??',
      expect: T.emergency,
    },
    {
      text: 'dog ate a whole bar of chocolate and its the weekend what do i do',
      expect: T.emergency,
    },
    { text: 'when does my puppy need his jabs', expect: T.vaccines },
    { text: 'how often do cats need there boosters', expect: T.vaccines },
    { text: 'how old does my dog have to be for the snip', expect: T.neutering },
    {
      text: 'getting my kitten done next week, what time do i drop her off and when can i pick her up',
      expect: T.neutering,
    },
    { text: 'can you bill the insurance company directly', expect: T.insurance },
    { text: 'do you take petplan', expect: T.insurance },
    {
      text: 'can i pay off a big vet bill monthly, the op is going to be over a grand',
      expect: T.finance,
    },
    { text: 'do u take amex', expect: T.paying },
    { text: 'my dogs breath absolutely stinks, does he need his teeth doing', expect: T.dental },
    { text: 'chipping a new puppy', expect: T.microchip },
    { text: 'do u treat bearded dragons', expect: T.exotics },
    {
      text: 'i think its time to have my old boy put down, can i stay with him at the end',
      expect: T.euthanasia,
    },
    { text: 'can i get my cats ashes back', expect: T.cremation },
    { text: 'running low on my dogs arthritis meds how do i get more', expect: T.repeats },
    { text: 'just moved to the area how do i sign up my 2 cats', expect: T.register },
    { text: 'where do i park', expect: T.parking },
    { text: 'can a nurse weigh my chunky labrador for free', expect: T.nurse },
    { text: 'how do i sign my kitten up to the monthly plan thing', expect: T.healthClub },
    { text: 'taking the dog to france this summer what paperwork does she need', expect: T.travel },
    { text: 'how long before the trip does he need the rabies shot', expect: T.travel },
    { text: 'can i book online', expect: T.booking },
    {
      text: 'my elderly cat hates the car, could a vet come out to the house',
      expect: T.homeVisits,
    },
    { text: 'what happens if i miss my appointment', expect: T.cancel },
    { text: 'whats your adress', expect: T.address },
    { text: 'is the practice walkable from the train station', expect: T.address },
    { text: 'how often should i worm my dog', expect: T.parasites },
    // Fee document
    { text: 'jab prices', expect: T.fees, fact: '£58' },
    { text: 'how much to get a tom cat castrated', expect: T.fees, fact: '£95' },
    { text: 'cost of spaying a bitch', expect: T.fees, fact: '£330' },
    { text: 'price for teeth cleaning under anaesthetic', expect: T.fees, fact: '£395' },
    { text: 'how much is it just to see the vet', expect: T.fees, fact: '£52' },
    { text: 'health club cost for a big dog, hes about 35kg', expect: T.fees, fact: '£24.50' },
    { text: 'how much is a private cremation', expect: T.fees, fact: '£185' },
    {
      text: 'cost of the health certificate to take my dog on holiday abroad',
      expect: T.fees,
      fact: '£165',
    },
    { text: 'microchip how much', expect: T.fees, fact: '£22' },
    // About page
    {
      text: 'which vet does knee surgery on dogs? my lab has done his cruciate',
      expect: T.about,
      fact: 'Pritchard',
    },
    { text: 'is there a vet who speaks polish', expect: T.about, fact: 'Nowak' },
    { text: 'who is your head nurse', expect: T.about, fact: 'Claire Dobson' },
    { text: 'how long have you been going as a practice', expect: T.about, fact: '1987' },
    { text: 'which of your vets knows about reptiles and parrots', expect: T.about, fact: 'Raman' },
    {
      text: 'are you cat friendly? my cat gets really stressed at the vets and hates dogs',
      expect: T.about,
      fact: 'Gold',
    },
  ],
  requests: [],
  offTopic: [
    'do you do dog grooming',
    'can you look after my dog while im on holiday for 2 weeks',
    'whats the best food for a puppy with a sensitive stomach',
    'how do i stop my dog pulling on the lead',
    'how long do tortoises live',
    'will it rain in chesterfield tomorrow',
    'can you recommend a good dog walker near me',
    'are you hiring receptionists',
  ],
};
