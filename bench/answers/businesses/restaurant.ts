import type { Business, BusinessEntry } from '../types.js';

/** A Tuscan restaurant with a bar, a patio, a private room, catering and cooking classes. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'Tuesday to Thursday 5:00 – 10:00 pm, Friday and Saturday 5:00 – 11:00 pm, and Sunday brunch 11:00 am – 3:00 pm followed by dinner 5:00 – 9:00 pm. We are closed on Mondays. The kitchen takes its last orders 30 minutes before closing.',
    tags: ['hours', 'open', 'closed monday'],
  },
  {
    type: 'faq',
    title: 'How do I make a reservation?',
    content:
      'Reserve on our website or on OpenTable up to 60 days ahead for parties of up to 6. For 7 or more guests, please call us at (845) 555-0123 so we can arrange the table.',
    tags: ['reservation', 'booking', 'table', 'opentable'],
  },
  {
    type: 'faq',
    title: 'Do you accept walk-ins?',
    content:
      'Yes. The bar and the patio are first come, first served, and we hold about a third of the dining room for walk-ins every night. On Friday and Saturday you can join our waitlist on Yelp from 4:00 pm and we will text you when your table is ready.',
    tags: ['walk-in', 'waitlist', 'no reservation'],
  },
  {
    type: 'faq',
    title: 'Do you have a private dining room?',
    content:
      'Yes. La Cantina, our wine cellar room, seats up to 24 guests at one long table, or 35 for a standing reception. The minimum spend is $1,200 on Friday and Saturday and $800 on other nights.',
    tags: ['private dining', 'private room', 'party', 'group', 'event'],
  },
  {
    type: 'faq',
    title: 'Do you have vegetarian and vegan dishes?',
    content:
      'Yes. Vegetarian dishes are marked V and vegan dishes VG on the menu, including our vegan pappardelle with mushroom ragù. Most pastas can be made vegetarian on request.',
    tags: ['vegetarian', 'vegan', 'plant-based', 'meat-free'],
  },
  {
    type: 'faq',
    title: 'Do you have gluten-free options?',
    content:
      'Any pasta can be made with gluten-free pasta for $3, cooked in fresh water in a separate pot, and most secondi are naturally gluten-free. Our kitchen handles flour all day, so we cannot guarantee that a dish is free of traces for guests with severe coeliac disease.',
    tags: ['gluten-free', 'celiac', 'coeliac', 'wheat'],
  },
  {
    type: 'faq',
    title: 'Can you accommodate nut allergies?',
    content:
      'Please tell your server about any allergy when you order; we keep an allergen chart for every dish. Our pesto contains pine nuts and several desserts contain almonds or pistachios, so we prepare nut-free dishes with separate utensils.',
    tags: ['allergy', 'nuts', 'allergens', 'peanut'],
  },
  {
    type: 'faq',
    title: 'Is there a dress code?',
    content:
      'Smart casual. Shorts and caps are fine at the bar and on the patio, but we ask guests in the dining room not to wear athletic wear.',
    tags: ['dress code', 'attire', 'what to wear'],
  },
  {
    type: 'faq',
    title: 'Where can I park?',
    content:
      'Valet parking is $15 on Friday and Saturday evenings. Street parking on Elm Street is free after 6:00 pm, and the municipal garage on Water Street is two blocks away.',
    tags: ['parking', 'valet', 'garage'],
  },
  {
    type: 'faq',
    title: 'Are children welcome?',
    content:
      'Absolutely. We have high chairs and booster seats, crayons, and a kids’ menu for children under 12: buttered pasta, mini margherita pizza or chicken cutlet with fries, each $12 with a scoop of gelato.',
    tags: ['kids', 'children', 'family', 'kids menu', 'high chair'],
  },
  {
    type: 'faq',
    title: 'Can I bring my own wine?',
    content:
      'Yes. Corkage is $25 per 750 ml bottle, up to two bottles per table. We waive the fee for one bottle when you also buy a bottle from our list.',
    tags: ['corkage', 'byob', 'bring wine'],
  },
  {
    type: 'faq',
    title: 'Do you have a happy hour?',
    content:
      'Aperitivo hour runs Tuesday to Friday from 5:00 to 6:30 pm at the bar: $6 Aperol or Campari spritz, $7 house wine and half-price bruschetta and arancini.',
    tags: ['happy hour', 'aperitivo', 'drink specials'],
  },
  {
    type: 'faq',
    title: 'Do you offer takeout and delivery?',
    content:
      'Yes. Order pickup on our website and collect at the bar. Delivery is available through DoorDash and Uber Eats within 3 miles. Our tasting menu and some fish dishes are dine-in only.',
    tags: ['takeout', 'take away', 'delivery', 'doordash', 'pickup'],
  },
  {
    type: 'faq',
    title: 'Do you cater events?',
    content:
      'Yes. We cater events for 20 to 200 guests at your home, office or venue, with staff, or as drop-off trays. Please give us at least 2 weeks’ notice.',
    tags: ['catering', 'off-site', 'party trays', 'office lunch'],
  },
  {
    type: 'faq',
    title: 'Do you sell gift cards?',
    content:
      'Yes, on our website or at the restaurant, in any amount from $25. E-gift cards are e-mailed instantly. Our gift cards never expire and can be used for dinner, brunch, takeout and cooking classes.',
    tags: ['gift card', 'voucher', 'gift certificate', 'present'],
  },
  {
    type: 'faq',
    title: 'Can you help us celebrate a birthday or anniversary?',
    content:
      'Tell us when you reserve and we will bring a complimentary tiramisù with a candle. You are welcome to bring your own cake; the cake-cutting fee is $3 per guest.',
    tags: ['birthday', 'anniversary', 'celebration', 'cake'],
  },
  {
    type: 'faq',
    title: 'Is a service charge added to the bill?',
    content:
      'For parties of 8 or more a 20% service charge is added, which goes entirely to the service team. For smaller parties gratuity is at your discretion.',
    tags: ['tip', 'gratuity', 'service charge', 'tipping'],
  },
  {
    type: 'faq',
    title: 'What is your cancellation policy?',
    content:
      'Please cancel at least 24 hours ahead. For parties of 6 or more we hold a credit card when you book and charge $25 per guest for no-shows or late cancellations.',
    tags: ['cancel', 'no-show', 'cancellation fee'],
  },
  {
    type: 'faq',
    title: 'Do you have outdoor seating?',
    content:
      'Our heated garden patio has 40 seats and is open from April to October, weather permitting. Patio tables can be reserved online by choosing “patio” as your seating preference.',
    tags: ['patio', 'outdoor', 'terrace', 'garden'],
  },
  {
    type: 'faq',
    title: 'Can I bring my dog?',
    content:
      'Well-behaved dogs on a leash are welcome on the patio, and we bring them a bowl of water. Only service animals are allowed in the dining room.',
    tags: ['dog', 'pets', 'dog-friendly'],
  },
  {
    type: 'faq',
    title: 'Is the restaurant wheelchair accessible?',
    content:
      'Yes. The entrance on the Elm Street side is step-free, the dining room and patio are on one level, and we have an accessible restroom. La Cantina is downstairs and has no lift.',
    tags: ['wheelchair', 'accessible', 'step-free'],
  },
  {
    type: 'faq',
    title: 'Where are you located?',
    content:
      'Osteria Lucca is at 88 Elm Street in downtown Riverton, on the corner of Elm and Water Street, opposite the old train station.',
    tags: ['address', 'location', 'directions'],
  },
  {
    type: 'faq',
    title: 'Is your pasta made in house?',
    content:
      'Every pasta is made by hand each morning in our pasta room, with Italian 00 flour and eggs from Blue Heron Farm. Only the gluten-free pasta is bought in.',
    tags: ['fresh pasta', 'homemade', 'handmade'],
  },
  {
    type: 'faq',
    title: 'Tell me about your wine list',
    content:
      'Our list has about 180 wines, mostly from Tuscany and Piedmont, with 20 wines by the glass. Our sommelier, Giulia Rossi, is happy to suggest a bottle for any budget.',
    tags: ['wine', 'wine list', 'sommelier', 'by the glass'],
  },
  {
    type: 'faq',
    title: 'Do you serve Sunday brunch?',
    content:
      'Yes, every Sunday from 11:00 am to 3:00 pm. Bottomless mimosas or Bellinis are $22 with any main dish, for up to 90 minutes.',
    tags: ['brunch', 'sunday', 'mimosas'],
  },
  {
    type: 'faq',
    title: 'Which payment methods do you accept?',
    content:
      'We accept cash, Visa, Mastercard, American Express, Apple Pay and Google Pay. We can split a bill up to four ways, but not by item.',
    tags: ['payment', 'credit card', 'split bill', 'cash'],
  },
  {
    type: 'faq',
    title: 'Do you have live music?',
    content:
      'A jazz trio plays in the bar every Thursday from 7:00 to 10:00 pm. There is no cover charge.',
    tags: ['music', 'jazz', 'live band', 'entertainment'],
  },
  {
    type: 'faq',
    title: 'Do you offer a tasting menu?',
    content:
      'Chef’s tasting menu: seven courses for $95 per person, with optional wine pairing for $60, on Friday and Saturday only. The whole table must take part, and the last seating is at 8:30 pm.',
    tags: ['tasting menu', 'degustazione', 'chef’s menu'],
  },
  {
    type: 'faq',
    title: 'Is your food halal or kosher?',
    content:
      'We are not halal or kosher certified. Many dishes contain no pork, and our staff can point them out, but our kitchen uses pork and wine in cooking.',
    tags: ['halal', 'kosher', 'pork', 'religious'],
  },
  {
    type: 'faq',
    title: 'Do you run cooking classes?',
    content:
      'Yes. Our pasta-making class runs on the second Saturday of each month from 11:00 am to 1:30 pm, for up to 12 people. It costs $85 per person, including lunch with a glass of wine, and you take home the pasta you made.',
    tags: ['cooking class', 'pasta class', 'workshop'],
  },
  {
    type: 'faq',
    title: 'Can I see the menu online?',
    content:
      'Yes, the current dinner, brunch and drinks menus are on our website. The menu changes with the seasons, four times a year, and daily specials are posted on Instagram at @osterialucca.',
    tags: ['menu', 'specials', 'dishes'],
  },
  {
    type: 'faq',
    title: 'How can I contact the restaurant?',
    content:
      'Call (845) 555-0123 from noon on days we are open, or e-mail ciao@osterialucca.com. We reply to e-mails within one day.',
    tags: ['phone', 'email', 'contact'],
  },
];

const MENU = 'Osteria Lucca dinner menu autumn';
const EVENTS = 'Private events and catering packet';
const STORY = 'Our Story | Osteria Lucca';
const HOLIDAYS = 'Holiday Hours & Special Menus | Osteria Lucca';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: MENU,
    fileName: 'osteria-lucca-dinner-menu-autumn.pdf',
    tags: ['menu', 'prices'],
    content: `OSTERIA LUCCA
Dinner Menu — Autumn

Pasta is made by hand every morning. V vegetarian, VG vegan, GF gluten-free or available gluten-free. Please tell us about any allergy before ordering.

ANTIPASTI

Bruschetta al pomodoro, heirloom tomato, basil, garlic — $12 (V, VG)
Burrata with roasted squash, sage and hazelnuts — $18 (V)
Fritto misto of calamari, shrimp and lemon — $19
Carpaccio di manzo, arugula, parmigiano, capers — $20 (GF)
Arancini with saffron risotto and mozzarella, three pieces — $14 (V)
Tuscan kale salad, pecorino, breadcrumbs, lemon — $15 (V)

PRIMI

Tagliatelle al ragù bolognese, slow-cooked for six hours — $26
Pappardelle with wild boar ragù and juniper — $29
Cacio e pepe with tonnarelli, pecorino romano, black pepper — $22 (V)
Pumpkin tortelli with brown butter, sage and amaretti — $25 (V)
Vegan pappardelle with mushroom ragù and thyme — $24 (VG)
Lasagna verde of spinach pasta, beef ragù and béchamel — $26
Risotto ai funghi porcini, aged parmigiano — $28 (V, GF)
Linguine alle vongole, clams, white wine, chilli — $30

SECONDI

Bistecca alla fiorentina, 32 oz dry-aged porterhouse for two, rosemary potatoes — $120 (GF)
Osso buco of veal shank with gremolata and saffron risotto — $44 (GF)
Pollo al mattone, half chicken under a brick, salsa verde — $32 (GF)
Branzino al forno, whole roasted sea bass, lemon and fennel — $38 (GF)
Melanzane alla parmigiana, baked aubergine, tomato, mozzarella — $26 (V)

CONTORNI

Rosemary potatoes — $9
Sautéed broccoli rabe with garlic and chilli — $10 (VG)
Cannellini beans with sage and olive oil — $9 (VG)

DOLCI

Tiramisù della casa — $12
Panna cotta with seasonal fruit — $11 (GF)
Chocolate and hazelnut torta, crème fraîche — $13 (GF)
Affogato: vanilla gelato drowned in espresso — $9 (GF)
Cantucci biscuits with a glass of vin santo — $15
Selection of gelato and sorbetti, three scoops — $10 (GF, sorbetti VG)

COCKTAILS

Negroni, gin, Campari, sweet vermouth — $14
Aperol spritz — $12
Lucca Mule, grappa, ginger beer, lime — $14
Espresso martini with our house coffee — $15
Nonna's lemonade, fresh lemon, mint, soda (no alcohol) — $7

WINE BY THE GLASS (a selection; ask for the full list)

Prosecco, Valdobbiadene DOCG — $13
Vermentino, Colli di Luni — $14
Chianti Classico, Fèlsina — $15
Brunello di Montalcino, Castello Banfi — $26
Barolo, Fontanafredda — $24

COFFEE AND DIGESTIVI

Espresso $4 · Cappuccino $5 · Limoncello made in house $10 · Grappa from $12

Our menu changes four times a year with the seasons. Ask your server about tonight's specials, the catch of the day and the pasta of the day, which are not printed here. Half portions of any pasta are available for children under twelve at half price.

Bread from our own oven, with Tuscan olive oil, is complimentary; ask if you would like more.`,
  },
  {
    type: 'document',
    title: EVENTS,
    fileName: 'private-events-and-catering-packet.pdf',
    tags: ['events', 'catering', 'party'],
    content: `# Private Events at Osteria Lucca

Thank you for considering us for your celebration, rehearsal dinner or business dinner. Our events coordinator, Sofia Marchetti, will help you plan every detail. Reach her at events@osterialucca.com or (845) 555-0125.

# Our spaces

La Cantina — our private wine cellar room with exposed stone walls. Seated dinner for up to 24 guests at one long table, or a standing reception for 35.

The Garden Patio (April to October) — can be reserved whole for a seated dinner of up to 40 guests or a reception of 60. A tent can be hired for $650 in case of rain.

Full restaurant buyout — up to 110 seated guests on a Monday, when we are otherwise closed. Minimum spend $9,000.

# Set menus

Tuscan Feast, $65 per person: shared antipasti, a choice of two pastas served family-style, a choice of chicken or eggplant parmigiana, and tiramisù.

Chef's Celebration, $85 per person: antipasti, a choice of three primi, a choice of bistecca, branzino or osso buco, and a dessert trio.

Both menus can be adapted for vegetarian, vegan and gluten-free guests at no extra charge. We need final numbers and dietary needs 7 days before the event.

# Drinks packages

Beer and wine, 3 hours: $35 per person.
Premium open bar with cocktails, 3 hours: $55 per person.
Prosecco toast on arrival: $9 per person.
Drinks can also be charged on consumption.

# Audio-visual

La Cantina has a 65-inch screen with HDMI connection and a wireless microphone, free of charge. You are welcome to bring a playlist; live bands are allowed on the patio only.

# Decorations

You may bring flowers, place cards and table decorations, and our team will set them up. Confetti, glitter and open flames other than our own table candles are not allowed. Decorations must be collected at the end of the evening.

# Deposits and payment

A deposit of 50% of the minimum spend confirms your booking. The deposit is refundable until 14 days before the event and non-refundable after that. The balance, with 20% service and sales tax, is paid at the end of the event.

# Timing

Evening events may run until 11:00 pm from Sunday to Thursday and until midnight on Friday and Saturday.

# Catering

For off-site events, our catering trays serve about ten guests each: lasagna $85, eggplant parmigiana $75, Caesar salad $45, tiramisù $60. Delivery within 10 miles is $25; full-service catering with staff starts at 20 guests and is quoted per event.`,
  },
  {
    type: 'website',
    title: STORY,
    url: 'https://osterialucca.com/our-story',
    tags: ['about', 'chef'],
    content: `# Our Story

Osteria Lucca opened in 2012 when chef Marco Bellini and his wife Elena moved from Lucca, in Tuscany, to the Hudson Valley. They wanted to cook the food of Marco's grandmother's trattoria with the produce of the farms around Riverton.

# The kitchen

Marco trained at the ALMA cooking school in Parma and cooked for eight years in Florence before opening Osteria Lucca. Our head pastry chef, Anna Kowalski, makes every dessert and gelato in house.

# Our farmers

Our eggs and chickens come from Blue Heron Farm in Kinderhook, our vegetables from Stone Row Gardens, and our olive oil from the Bellini family's own grove outside Lucca.

# Recognition

The Michelin Guide awarded us a Bib Gourmand in 2022 and 2023, and the Riverton Times named us Restaurant of the Year in 2021.

# Join our team

We are hiring line cooks and servers. Send your CV to jobs@osterialucca.com or come by on a Tuesday between 2:00 and 4:00 pm.`,
  },
  {
    type: 'website',
    title: HOLIDAYS,
    url: 'https://osterialucca.com/holidays',
    tags: ['holidays', 'christmas', 'new year'],
    content: `# Holiday Hours and Special Menus

# Thanksgiving

We are closed on Thanksgiving Day so our team can be with their families. Order a take-home tray of lasagna or our pumpkin tortelli by November 20.

# Christmas Eve: the Feast of the Seven Fishes

A seven-course seafood dinner on December 24, $110 per person, with seatings at 5:00 and 8:00 pm. We are closed on Christmas Day.

# New Year's Eve

Two seatings: 5:30 pm with a four-course menu for $125, and 8:30 pm with six courses, a glass of Franciacorta and live music until 1:00 am for $165.

# Valentine's Day

A five-course menu for two at $190 per couple. Reservations open on January 15 and usually fill within a week.`,
  },
];

export const restaurant: Business = {
  slug: 'restaurant',
  name: 'Osteria Lucca',
  field: 'restaurant',
  entries: [...faqs, ...documents],
  questions: [
    { text: 'are you open mondays', expect: 'What are your opening hours?' },
    {
      text: 'what time does the kitchen close on saturday',
      expect: 'What are your opening hours?',
    },
    { text: 'hours?', expect: 'What are your opening hours?' },
    { text: 'how do i reserve a table', expect: 'How do I make a reservation?' },
    { text: 'can i book online for 10 people', expect: 'How do I make a reservation?' },
    { text: 'do i need a reservation or can we just come', expect: 'Do you accept walk-ins?' },
    { text: 'is there a waitlist on friday nights', expect: 'Do you accept walk-ins?' },
    {
      text: 'Looking for somewhere to hold my parents 40th anniversary dinner for around 20 people, do you have a private space?',
      expect: 'Do you have a private dining room?',
    },
    { text: 'minimum spend for the cellar room', expect: 'Do you have a private dining room?' },
    { text: 'vegan options?', expect: 'Do you have vegetarian and vegan dishes?' },
    { text: 'my girlfriend doesnt eat meat', expect: 'Do you have vegetarian and vegan dishes?' },
    { text: 'gluten free pasta', expect: 'Do you have gluten-free options?' },
    { text: 'im coeliac is it safe to eat there', expect: 'Do you have gluten-free options?' },
    {
      text: 'my son is allergic to peanuts and tree nuts',
      expect: 'Can you accommodate nut allergies?',
    },
    { text: 'what should i wear', expect: 'Is there a dress code?' },
    { text: 'can I come in shorts', expect: 'Is there a dress code?' },
    { text: 'parking', expect: 'Where can I park?' },
    { text: 'how much is valet', expect: 'Where can I park?' },
    { text: 'is it ok to bring a toddler', expect: 'Are children welcome?' },
    { text: 'kids menu', expect: 'Are children welcome?' },
    { text: 'byob?', expect: 'Can I bring my own wine?' },
    { text: 'corkage fee', expect: 'Can I bring my own wine?' },
    { text: 'any drink specials after work', expect: 'Do you have a happy hour?' },
    { text: 'can i order food to pick up', expect: 'Do you offer takeout and delivery?' },
    { text: 'do you deliver', expect: 'Do you offer takeout and delivery?' },
    { text: 'we need food for an office party of 50 people', expect: 'Do you cater events?' },
    { text: 'gift voucher for my boss', expect: 'Do you sell gift cards?' },
    { text: 'do gift cards expire', expect: 'Do you sell gift cards?' },
    {
      text: 'its my wife’s birthday on saturday, can you do anything special?',
      expect: 'Can you help us celebrate a birthday or anniversary?',
    },
    {
      text: 'can we bring our own birthday cake',
      expect: 'Can you help us celebrate a birthday or anniversary?',
    },
    { text: 'is tip included', expect: 'Is a service charge added to the bill?' },
    { text: 'what happens if we dont show up', expect: 'What is your cancellation policy?' },
    { text: 'can we sit outside', expect: 'Do you have outdoor seating?' },
    { text: 'is the patio heated', expect: 'Do you have outdoor seating?' },
    { text: 'dog friendly?', expect: 'Can I bring my dog?' },
    {
      text: 'my dad uses a wheelchair, any steps at the entrance?',
      expect: 'Is the restaurant wheelchair accessible?',
    },
    { text: 'address', expect: 'Where are you located?' },
    { text: 'are you near the train station', expect: 'Where are you located?' },
    { text: 'is the pasta fresh or dried', expect: 'Is your pasta made in house?' },
    { text: 'do you have wine by the glass', expect: 'Tell me about your wine list' },
    { text: 'bottomless mimosas', expect: 'Do you serve Sunday brunch?' },
    { text: 'what time is brunch on sunday', expect: 'Do you serve Sunday brunch?' },
    { text: 'can we split the check', expect: 'Which payment methods do you accept?' },
    { text: 'do you take amex', expect: 'Which payment methods do you accept?' },
    { text: 'is there a band on thursdays', expect: 'Do you have live music?' },
    { text: 'how much is the chefs tasting menu', expect: 'Do you offer a tasting menu?' },
    { text: 'is the meat halal', expect: 'Is your food halal or kosher?' },
    { text: 'pasta making class', expect: 'Do you run cooking classes?' },
    {
      text: 'i want to buy my mom a cooking lesson for mothers day what do you have',
      expect: 'Do you run cooking classes?',
    },
    { text: 'where can i see todays specials', expect: 'Can I see the menu online?' },
    { text: 'phone number', expect: 'How can I contact the restaurant?' },
    // Answered only by the menu.
    { text: 'how much is the lasagna', expect: MENU, fact: '$26' },
    { text: 'do you have osso buco', expect: MENU, fact: '$44' },
    { text: 'price of the florentine steak for two', expect: MENU, fact: '$120' },
    { text: 'whats in the burrata', expect: MENU, fact: 'roasted squash' },
    { text: 'any seafood pasta', expect: MENU, fact: 'vongole' },
    { text: 'is the bread free', expect: MENU, fact: 'complimentary' },
    { text: 'how much is a glass of brunello', expect: MENU, fact: '$26' },
    // Answered only by the events packet.
    { text: 'how much is an open bar for a private party', expect: EVENTS, fact: '$55' },
    { text: 'can we throw confetti at the party', expect: EVENTS, fact: 'Confetti' },
    {
      text: 'we want to show a slideshow at my dads retirement dinner, is there a tv',
      expect: EVENTS,
      fact: '65-inch',
    },
    { text: 'is the deposit for an event refundable', expect: EVENTS, fact: '14 days' },
    { text: 'who do i talk to about planning an event', expect: EVENTS, fact: 'Sofia Marchetti' },
    { text: 'can we rent the whole restaurant', expect: EVENTS, fact: '$9,000' },
    // Answered only by the pages.
    { text: 'who is the chef', expect: STORY, fact: 'Marco Bellini' },
    { text: 'have you won any awards', expect: STORY, fact: 'Bib Gourmand' },
    { text: 'are you hiring servers', expect: STORY, fact: 'jobs@osterialucca.com' },
    { text: 'open on christmas eve?', expect: HOLIDAYS, fact: 'Seven Fishes' },
    { text: 'new years eve menu price', expect: HOLIDAYS, fact: '$165' },
    { text: 'are you open thanksgiving', expect: HOLIDAYS, fact: 'closed on Thanksgiving' },
  ],
  requests: [
    { text: 'I’d like to reserve a table for 4 this Friday at 7:30', expect: 'Appointments' },
    { text: 'book a table for two tomorrow night please', expect: 'Appointments' },
    {
      text: 'We waited an hour for our mains last night and the server was rude. I want to make a complaint.',
      expect: 'Complaints/Feedback',
    },
    { text: 'i want to give feedback about my dinner', expect: 'Complaints/Feedback' },
    {
      text: 'please get me a quote for catering a wedding for 120 guests',
      expect: 'General Inquiry',
    },
    {
      text: 'can the events team call me back about a rehearsal dinner',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person', expect: 'handoff' },
    { text: 'put me through to the manager', expect: 'handoff' },
  ],
  offTopic: [
    'how do I make carbonara at home',
    'what is the capital of italy',
    'who won the champions league',
    'how many calories should i eat a day',
    'recommend a hotel nearby',
    'asdf jkl',
    'what time does the train to new york leave',
    'do you sell wine glasses',
  ],
};
