import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'We are closed on Mondays. Tuesday and Wednesday 9:00 am to 6:00 pm, Thursday and Friday 9:00 am to 8:00 pm for late appointments, Saturday 8:30 am to 5:00 pm, and Sunday 10:00 am to 4:00 pm for nails, brows and lashes only. We close on bank holidays.',
    tags: ['hours'],
  },
  {
    type: 'faq',
    title: 'Is there parking near the salon?',
    content:
      'We have no private car park, but there is pay-and-display parking on the street right outside (2 hours maximum, free after 6 pm and on Sundays). The Clifton Down shopping centre car park is a 5-minute walk and charges about £2.50 an hour. Buses 1, 2 and 8 stop 50 metres from our door, and there is a bike rack outside.',
    tags: ['parking', 'location'],
  },
  {
    type: 'faq',
    title: 'How do I book an appointment?',
    content:
      'Book online 24/7 with the Book Now button on our website or through the Fresha app, call us on 0117 496 0321, or pop in to reception. Appointments of 2 hours or more need a £20 deposit, which comes off your final bill.',
    tags: ['booking'],
  },
  {
    type: 'faq',
    title: 'What is your cancellation policy?',
    content:
      "Please give at least 48 hours' notice to cancel or move an appointment. Cancellations with less than 48 hours' notice are charged 50% of the service price, and no-shows are charged in full. If you arrive more than 15 minutes late we may have to shorten your service or rebook you.",
    tags: ['cancellation', 'policy'],
  },
  {
    type: 'faq',
    title: 'Do I need a patch test before colouring?',
    content:
      "Yes. If you are new to us, or haven't had colour with us in the last 6 months, you need a free skin allergy test at least 48 hours before any hair colour, lightener, or brow or lash tint. It takes 5 minutes at reception and you don't need an appointment.",
    tags: ['colour', 'patch test', 'allergy'],
  },
  {
    type: 'faq',
    title: 'What is balayage and how long does it take?',
    content:
      'Balayage is a hand-painted lightening technique that gives soft, natural, sun-kissed blonde or caramel tones without a harsh regrowth line. Allow 3 to 4 hours, including toner and blow-dry. Most clients only need a full refresh every 12 to 16 weeks, with a quick toner in between to keep brassiness away.',
    tags: ['balayage', 'colour'],
  },
  {
    type: 'faq',
    title: 'How long does a keratin treatment last?',
    content:
      'Our formaldehyde-free keratin smoothing treatment lasts 3 to 5 months and roughly halves your blow-drying time. Do not wash your hair, tie it up or tuck it behind your ears for 72 hours afterwards, and use a sulphate-free shampoo to make the results last.',
    tags: ['keratin', 'smoothing'],
  },
  {
    type: 'faq',
    title: 'Do you do bridal hair and make-up?',
    content:
      'Yes, our bridal team does hair and make-up for brides and whole wedding parties, either in the salon or at your venue. Book your trial 6 to 8 weeks before the wedding. A 30% non-refundable deposit secures your date, and one stylist can look after up to 8 people on the morning; for bigger parties we send a second stylist.',
    tags: ['bridal', 'wedding'],
  },
  {
    type: 'faq',
    title: "Do you offer men's haircuts and barbering?",
    content:
      "Yes. Our barber room downstairs offers men's cuts, skin fades, beard shaping and traditional hot towel shaves. Walk-ins are welcome Tuesday to Saturday until an hour before closing, or book ahead to guarantee your slot.",
    tags: ['barber', 'men'],
  },
  {
    type: 'faq',
    title: "Do you cut children's hair?",
    content:
      "Yes, from age 2. A children's cut for under-12s costs £18 and takes about 20 minutes, and 12 to 16-year-olds pay £26. We have a booster seat and a jar of lollies, and quieter weekday afternoons are best for nervous little ones.",
    tags: ['children', 'kids'],
  },
  {
    type: 'faq',
    title: 'What nail services do you offer?',
    content:
      'We offer gel manicures and pedicures, BIAB (builder in a bottle) overlays and infills, acrylic extensions, and hand-painted nail art from £5 a nail. Our nail team uses The GelBottle products throughout.',
    tags: ['nails'],
  },
  {
    type: 'faq',
    title: 'How long will my gel manicure last?',
    content:
      "Gel polish usually lasts 2 to 3 weeks without chipping, and BIAB 3 to 4 weeks. If your gel chips within 5 days, come back and we'll repair it free. Please don't peel gel off yourself, as it strips layers of your nail: removal here costs £10, or is free when you rebook a new set.",
    tags: ['nails', 'gel'],
  },
  {
    type: 'faq',
    title: 'Do you do lash extensions and lash lifts?',
    content:
      'Yes. We offer classic, hybrid and Russian volume lash extensions, plus lash lifts with tint. Extensions need an infill every 2 to 3 weeks, and a lash lift lasts 6 to 8 weeks. Keep your lashes dry for 24 hours after either treatment.',
    tags: ['lashes'],
  },
  {
    type: 'faq',
    title: 'What brow treatments do you offer?',
    content:
      'We offer brow shaping by wax and tweeze, brow tinting, henna brows and brow lamination. Lamination keeps brows brushed up and fluffy for about 6 weeks. For shaping, we recommend a tidy-up every 4 to 6 weeks.',
    tags: ['brows'],
  },
  {
    type: 'faq',
    title: 'Can you fix colour done at another salon?',
    content:
      "Yes, colour correction is one of our specialities, whether it's box dye, banding, orange tones or green-tinged blonde. We start with a free 20-minute consultation and strand test, then charge £75 per hour. Big corrections are often done over two or three sessions to protect your hair.",
    tags: ['colour correction'],
  },
  {
    type: 'faq',
    title: 'Do you sell gift vouchers?',
    content:
      'Yes, gift vouchers are available for any amount from £20, online or at reception, as a printed card in a gift envelope or as an e-voucher by email. They are valid for 12 months and can be spent on any service or product.',
    tags: ['gift vouchers'],
  },
  {
    type: 'faq',
    title: 'What hair products do you use?',
    content:
      "We are an Olaplex, Kérastase and Redken salon, and we colour with L'Oréal Professionnel and Wella. All our retail products are on sale at reception, and clients get 10% off retail on the day of their appointment.",
    tags: ['products'],
  },
  {
    type: 'faq',
    title: 'What payment methods do you accept?',
    content:
      'We accept all major debit and credit cards, Apple Pay, Google Pay, cash and our gift vouchers. We do not accept cheques. For services over £150 you can spread the cost with Klarna in 3 interest-free payments.',
    tags: ['payment'],
  },
  {
    type: 'faq',
    title: 'Do you offer any discounts?',
    content:
      'Students get 15% off Tuesday to Thursday with a valid student card, and NHS staff get 10% off any service. Our loyalty card gives you £15 off your 10th visit. Discounts cannot be combined with each other.',
    tags: ['discounts', 'loyalty'],
  },
  {
    type: 'faq',
    title: 'Do you do hair extensions?',
    content:
      'Yes, we fit tape-in and micro-ring extensions using 100% Remy human hair. Every extension client needs a free consultation and colour match first. Tape-ins are moved up every 6 to 8 weeks, and each set of hair lasts about 3 months.',
    tags: ['extensions'],
  },
  {
    type: 'faq',
    title: 'Do you offer free consultations?',
    content:
      "Yes, consultations are free and take about 15 minutes, in the salon or by video call. We recommend one before any big change, such as going blonde, extensions or keratin, so we can check your hair's condition and give you an exact price.",
    tags: ['consultation'],
  },
  {
    type: 'faq',
    title: 'Is the salon wheelchair accessible?',
    content:
      'Our ground floor, with the main hair salon, reception and an accessible toilet, has step-free access from the street. The barber room downstairs and the nail and lash studio upstairs can only be reached by stairs, so let us know when you book and we will do those treatments on the ground floor.',
    tags: ['accessibility'],
  },
  {
    type: 'faq',
    title: "What if I'm not happy with my hair?",
    content:
      "Tell us within 7 days and we'll put it right free of charge, whether it's a trim, a colour tweak or a re-tone. Call reception and we'll book you in with your stylist or the salon manager. We don't refund services, but we will always fix them.",
    tags: ['guarantee', 'redo'],
  },
  {
    type: 'faq',
    title: 'Do you cut curly hair?',
    content:
      'Yes, we have a curl specialist trained in dry cutting, cutting each curl in its natural state so you can see the shape as we go. A curly cut takes about 75 minutes and includes a curl-friendly wash, styling and a lesson in using products at home. Please arrive with your hair dry, down and worn in its natural pattern.',
    tags: ['curly hair'],
  },
  {
    type: 'faq',
    title: 'Should I wash my hair before my appointment?',
    content:
      'For colour, wash your hair 1 to 2 days before, not on the day, as natural oils protect your scalp. For cuts it does not matter, as we wash your hair anyway. For updos and bridal styles, hair washed the day before holds best. Please skip dry shampoo and heavy styling products.',
  },
];

const priceList: BusinessEntry = {
  type: 'document',
  title: 'Willow & Rose price list 2025',
  fileName: 'price-list.pdf',
  content: `# About our prices
Prices below are for our Stylist level. Senior Stylists add 15% and our Creative Director adds 30%. Every colour service needs a skin patch test 48 hours before. Times are approximate.

# Cutting and styling
Women's cut and blow-dry: £58 (60 min)
Restyle, for a big change: £68 (75 min)
Blow-dry: £35 (45 min); long or thick hair £42
Curly cut, dry cut and styled: £65 (75 min)
Occasion hair or updo: £55 (60 min)

# Colour
Root tint: £62 (90 min)
Full head tint: £85 (2 hrs)
Half head foils: £95 (2 hrs)
Full head foils: £125 (2.5 hrs)
Toner or gloss: £30 (30 min)
Colour correction: £75 per hour, after consultation

# Balayage and lightening
Balayage or babylights, with toner and blow-dry: from £165 (3 to 4 hrs)
Face-framing money piece: £70 (75 min)
Olaplex added to any colour: £25

# Treatments
Keratin smoothing treatment: from £220 (2.5 to 3.5 hrs)
K18 repair mask: £20 add-on
Scalp treatment with massage: £28 (30 min)

# Men's barbering
Men's cut: £24 (30 min)
Skin fade: £27 (40 min)
Beard trim and shape: £14 (15 min)
Cut and beard: £35 (45 min)
Traditional hot towel shave: £30 (40 min)

# Nails
Gel manicure: £32 (45 min)
Gel pedicure: £42 (60 min)
BIAB overlay: £40 (60 min); BIAB infill: £36
Acrylic full set: £45 (75 min)
Gel removal: £10, free when rebooking

# Brows and lashes
Brow shape, wax and tweeze: £16 (20 min)
Brow tint: £12 (15 min)
Brow lamination with tint: £48 (45 min)
Lash lift and tint: £55 (60 min)
Classic lash extensions, full set: £65 (90 min); infill £38
Russian volume lash extensions, full set: £85 (2 hrs); infill £48

# Bridal
Bridal hair trial: £95 (90 min)
Bridal hair on the wedding day: £180
Bridesmaids and mother of the bride: £70 per person
Bridal make-up: £150; make-up trial: £75
Travel to venues outside Bristol: 45p per mile`,
};

const teamPage: BusinessEntry = {
  type: 'website',
  title: 'Meet the Team | Willow & Rose Hair and Beauty, Clifton',
  url: 'https://www.willowandrosehair.co.uk/meet-the-team',
  content: `# Our story
Willow & Rose opened in March 2011, when colourist Hannah Okafor took over a former second-hand bookshop at 42 Whiteladies Road, Clifton, Bristol BS8 2LG, with two chairs, one basin and a lot of secondhand furniture. The name comes from her two grandmothers, Winifred and Rose, who both ran hairdressers in the 1960s. In 2019 we took over the whole building, adding a barber room downstairs and a nail and lash studio upstairs. Today there are 14 of us.

# Meet the team
Hannah Okafor, founder and creative director, has 20 years of colouring behind her and specialises in blondes and colour correction. She was a L'Oréal Colour Trophy finalist in 2018.
Jess Moreno, senior stylist, is our balayage and lived-in blonde specialist and trains the team in hand-painting.
Sam Adeyemi is our curl specialist, certified in dry curl cutting, and looks after every curl type from loose waves to tight coils.
Tom Whitlock, head barber, has 12 years behind the chair and is known for sharp skin fades and hot towel shaves.
Priya Shah leads our nail and brow studio and is a certified BIAB educator.
Chloe Evans, our bridal specialist, has styled more than 300 weddings across Bristol, Bath and the Cotswolds.

# Kinder to the planet
We are a member of the Green Salon Collective, which recycles 95% of our salon waste, including foils, colour tubes and cut hair. Our towels are washed at low temperatures and our backwash basins use water-saving shower heads.

# Awards and reviews
We were named Hair Salon of the Year at the Bristol Life Awards 2023 and hold a 4.9-star average from more than 1,200 Google reviews.`,
};

const DOC = 'Willow & Rose price list 2025';
const PAGE = 'Meet the Team | Willow & Rose Hair and Beauty, Clifton';

export const salon: Business = {
  slug: 'salon',
  name: 'Willow & Rose Hair and Beauty',
  field:
    'hair and beauty salon: cuts, colour, balayage, keratin, nails, brows and lashes, bridal and barbering',
  entries: [...faqs, priceList, teamPage],
  questions: [
    { text: 'what time do u close on thursdays', expect: 'What are your opening hours?' },
    { text: 'open sundays?', expect: 'What are your opening hours?' },
    {
      text: "is it easy to park nearby, i'll be driving in from keynsham",
      expect: 'Is there parking near the salon?',
    },
    { text: 'can i book online or do i have to ring', expect: 'How do I book an appointment?' },
    {
      text: 'something came up and i cant make it tomorrow, will i get charged',
      expect: 'What is your cancellation policy?',
    },
    {
      text: 'first time getting my hair dyed with you, do i need to come in beforehand for anything',
      expect: 'Do I need a patch test before colouring?',
    },
    { text: 'allergy test', expect: 'Do I need a patch test before colouring?' },
    {
      text: 'how long will i be sat in the chair for balyage',
      expect: 'What is balayage and how long does it take?',
    },
    {
      text: 'how often would i need to get the blonde painted bits redone',
      expect: 'What is balayage and how long does it take?',
    },
    {
      text: 'smoothing treatment how many months',
      expect: 'How long does a keratin treatment last?',
    },
    {
      text: 'just had keratin done yesterday, can i wash it yet',
      expect: 'How long does a keratin treatment last?',
    },
    {
      text: "my daughter is getting married in june and we'd love someone to come to the hotel to do her hair and makeup plus the bridesmaids, is that something you do",
      expect: 'Do you do bridal hair and make-up?',
    },
    {
      text: 'when should i book my wedding trial',
      expect: 'Do you do bridal hair and make-up?',
    },
    {
      text: 'do u do skin fades, can i just walk in',
      expect: "Do you offer men's haircuts and barbering?",
    },
    {
      text: 'my son is 4 and hates haircuts, do you do kids and how much',
      expect: "Do you cut children's hair?",
    },
    { text: 'do you do biab', expect: 'What nail services do you offer?' },
    {
      text: 'my gels chipped after 3 days',
      expect: 'How long will my gel manicure last?',
    },
    {
      text: 'how long does a lash lift last',
      expect: 'Do you do lash extensions and lash lifts?',
    },
    { text: 'brow lami how long does it stay', expect: 'What brow treatments do you offer?' },
    {
      text: 'did box dye at home and its gone bright orange, help!!',
      expect: 'Can you fix colour done at another salon?',
    },
    { text: "gift card for my mum's birthday", expect: 'Do you sell gift vouchers?' },
    { text: 'do you stock olaplex', expect: 'What hair products do you use?' },
    { text: 'can i pay with klarna', expect: 'What payment methods do you accept?' },
    { text: 'any student discount', expect: 'Do you offer any discounts?' },
    {
      text: 'i want longer hair for my 30th, do you do tape ins',
      expect: 'Do you do hair extensions?',
    },
    {
      text: "can i have a chat with someone first, i'm thinking of going from brunette to blonde but not sure",
      expect: 'Do you offer free consultations?',
    },
    {
      text: 'my nan uses a wheelchair, can she get in ok',
      expect: 'Is the salon wheelchair accessible?',
    },
    {
      text: 'got my hair cut last week and its wonky on one side, what can i do',
      expect: "What if I'm not happy with my hair?",
    },
    {
      text: 'naturally curly 3b hair, is anyone there actually good with curls',
      expect: 'Do you cut curly hair?',
    },
    {
      text: 'should i come with clean or dirty hair for colour',
      expect: 'Should I wash my hair before my appointment?',
    },
    { text: 'how much is balayage', expect: DOC, fact: '£165' },
    { text: 'keratin price', expect: DOC, fact: '£220' },
    { text: 'how much for a ladies cut and blowdry', expect: DOC, fact: '£58' },
    { text: 'whats the cost of a full head of foils', expect: DOC, fact: '£125' },
    { text: 'gel mani how much', expect: DOC, fact: '£32' },
    { text: 'price of a lash lift n tint', expect: DOC, fact: '£55' },
    { text: 'mens cut price', expect: DOC, fact: '£24' },
    { text: 'wet shave with the hot towels, what does that cost', expect: DOC, fact: '£30' },
    {
      text: "ok so my sister is getting married in september and i'm sorting the bridal party, how much is it each to have the bridesmaids hair done",
      expect: DOC,
      fact: '£70',
    },
    { text: 'how much is a trial run for wedding hair', expect: DOC, fact: '£95' },
    { text: 'where are you exactly, whats the address', expect: PAGE, fact: '42 Whiteladies' },
    { text: 'who owns the salon', expect: PAGE, fact: 'Hannah Okafor' },
    { text: 'how long has willow and rose been going', expect: PAGE, fact: '2011' },
    { text: 'which stylist should i ask for with curly hair', expect: PAGE, fact: 'Sam Adeyemi' },
    {
      text: 'are you an eco friendly salon? do you recycle your foils',
      expect: PAGE,
      fact: 'Green Salon',
    },
  ],
  requests: [
    {
      text: 'can i book in for a balayage with jess next saturday morning',
      expect: 'Appointments',
    },
    {
      text: 'i waited 40 mins past my appointment time and the receptionist was rude to me, i want to make a complaint',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back with a quote for hair and makeup for me and 6 bridesmaids',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person pls', expect: 'handoff' },
  ],
  offTopic: [
    'do you do tattoos',
    'how much is botox for forehead lines',
    'im looking into a hair transplant, is that something you do',
    'can you whiten my teeth',
    'do you do spray tans before holidays',
    'whats the weather going to be like in bristol this weekend',
    'did bristol city win on saturday',
    'whats a good recipe for banana bread',
  ],
};
