import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'How many guests can the barn hold?',
    content:
      'The Threshing Barn seats up to 150 guests for a ceremony and 140 for a seated wedding breakfast on long banqueting tables, or 120 on round tables. For the evening reception, with the Cart Shed bar and Courtyard open, we can take up to 200 guests in total.',
    tags: ['capacity', 'guest numbers'],
  },
  {
    type: 'faq',
    title: 'Are you licensed to hold civil ceremonies?',
    content:
      'Yes. Fernley Tithe Barn is licensed for civil marriages and civil partnerships in the Threshing Barn and under the Orchard Pergola, so you can be legally married here without a separate register office visit. Couples book the registrars for their date directly with Gloucestershire Registration Service, ideally as soon as the venue is confirmed.',
    tags: ['ceremony', 'legal'],
  },
  {
    type: 'faq',
    title: 'Can we get married outdoors?',
    content:
      'Yes, from May to September you can hold your ceremony under the oak Orchard Pergola, which seats up to 120 guests on hay bales and benches. We make the final weather call with you at 11am on the day; if it is wet, the Threshing Barn is dressed as a back-up at no extra charge.',
    tags: ['ceremony', 'outdoor'],
  },
  {
    type: 'faq',
    title: 'How much deposit do we need to pay to secure our date?',
    content:
      'A non-refundable booking fee of £2,500 secures your date and is taken off your final bill. A further 50% of the venue hire is due 12 months before the wedding, and the balance, including catering and drinks, is due 8 weeks before. We can hold a date provisionally for 7 days free of charge while you decide.',
    tags: ['deposit', 'payment', 'booking'],
  },
  {
    type: 'faq',
    title: 'Can we arrange a viewing of the venue?',
    content:
      'Yes. Private viewings of about an hour are available Tuesday to Saturday between 10am and 4pm, by appointment only, as we may have an event on. We also hold two open days a year, on the first Sunday of March and of October, from 11am to 3pm, with our suppliers on hand and no booking needed.',
    tags: ['viewing', 'show round'],
  },
  {
    type: 'faq',
    title: 'What time does the music have to finish?',
    content:
      'Because we are in a rural conservation area, amplified music, whether a band or a DJ, must stop at 11:30pm. The bar closes at 11:45pm and all non-resident guests and taxis must be off site by midnight. A sound limiter in the Threshing Barn keeps volume below 95 decibels.',
    tags: ['curfew', 'noise', 'music'],
  },
  {
    type: 'faq',
    title: 'Do you have accommodation for wedding guests?',
    content:
      'Yes, we have 9 bedrooms on site in The Granary and The Stables, sleeping 22 guests, all with en-suite bathrooms. The accommodation is booked as a whole for the Friday and Saturday nights with every wedding, and the couple stay free in the Hayloft Suite on their wedding night. Check-in is from 3pm and check-out by 11am.',
    tags: ['accommodation', 'rooms'],
  },
  {
    type: 'faq',
    title: 'Can we bring in our own caterer?',
    content:
      'All food is prepared by our in-house kitchen team, so outside caterers are not normally allowed. The one exception is specialist religious or cultural catering, such as kosher or Gujarati menus, which we allow from an approved caterer for a £12 per head kitchen fee. Wedding cakes from your own baker are always welcome.',
    tags: ['catering', 'food'],
  },
  {
    type: 'faq',
    title: 'Can you cater for dietary requirements?',
    content:
      'Yes. Our chefs cook vegetarian, vegan, gluten-free, dairy-free and halal meals at no extra cost, and we handle all 14 major allergens with separate preparation. Please send us the final list of dietary needs, with guest names, no later than 4 weeks before the wedding.',
    tags: ['dietary', 'allergies', 'food'],
  },
  {
    type: 'faq',
    title: 'Can we bring our own drinks?',
    content:
      'Yes, you can supply your own wine and fizz for the drinks reception, wedding breakfast and toast. Corkage is £15 per bottle of wine and £20 per bottle of Champagne or sparkling wine, which covers chilling, glassware and service. Spirits and beer must be bought from our licensed bar.',
    tags: ['drinks', 'corkage', 'bar'],
  },
  {
    type: 'faq',
    title: 'Do you have a list of recommended suppliers?',
    content:
      'Yes, you will receive our recommended suppliers list when you book, with photographers, florists, bands, DJs, cake makers and furniture hire companies who know the barn well. You are free to use any supplier you like, provided they hold £2 million public liability insurance and any electrical equipment is PAT tested.',
    tags: ['suppliers'],
  },
  {
    type: 'faq',
    title: 'When can our suppliers set up?',
    content:
      'Suppliers can access the venue from 10am on the wedding day. If you have booked the accommodation from the Friday, you can also decorate on the Friday between 2pm and 6pm. Everything brought in must be collected by 11am the morning after the wedding.',
    tags: ['suppliers', 'set up'],
  },
  {
    type: 'faq',
    title: 'Is there parking at the venue?',
    content:
      'Yes, free parking for 80 cars is in the gravel car park beside the Cart Shed, with an overflow field for a further 40 cars from April to October. Minibuses and coaches up to 53 seats can drop off in the Courtyard. Cars can be left overnight and collected by 11am the next day.',
    tags: ['parking'],
  },
  {
    type: 'faq',
    title: 'Are confetti, sparklers and fireworks allowed?',
    content:
      'Biodegradable dried petal confetti is allowed outdoors only; paper and plastic confetti, rice and glitter are not. Sparklers are welcome in the Courtyard with sand buckets, which we provide. Because of the thatched roofs and the livestock on the neighbouring farm, fireworks and sky lanterns are not permitted.',
    tags: ['confetti', 'sparklers', 'fireworks'],
  },
  {
    type: 'faq',
    title: 'Can our dog come to the wedding?',
    content:
      'Yes, well-behaved dogs are welcome at the ceremony, the drinks reception and for photos, as long as a named handler who is not one of the couple looks after them. Dogs must not be in the dining area during the wedding breakfast, and there is a water bowl and shaded tie-up point in the Courtyard.',
    tags: ['dogs', 'pets'],
  },
  {
    type: 'faq',
    title: 'Is the venue wheelchair accessible?',
    content:
      'Yes. The Threshing Barn, Cart Shed bar, Courtyard and Orchard Pergola are all on one level with step-free paths, and there is an accessible toilet beside the bar. One ground-floor bedroom in The Stables has a wet room and grab rails, and two blue badge bays are next to the main entrance.',
    tags: ['accessibility'],
  },
  {
    type: 'faq',
    title: 'Do you host corporate events?',
    content:
      'Yes, Monday to Thursday we host conferences, training days, away days and product launches for up to 120 delegates theatre-style or 80 in cabaret. Our day delegate rate is £65 per person plus VAT, including room hire, a projector and screen, Wi-Fi, refreshments all day and a two-course lunch. Team-building activities in the grounds can be added.',
    tags: ['corporate', 'conferences', 'meetings'],
  },
  {
    type: 'faq',
    title: 'Do you have any late availability offers?',
    content:
      'Yes, any remaining date within the next 9 months gets 20% off the venue hire, and dates within 8 weeks get 30% off. We post our late availability dates on our Instagram, @fernleytithebarn, and in our monthly newsletter.',
    tags: ['offers', 'discounts'],
  },
  {
    type: 'faq',
    title: 'Will we have a wedding coordinator?',
    content:
      'Yes, every couple has a dedicated wedding coordinator from the day they book, available by email and phone, plus a final planning meeting at the barn 6 weeks before the wedding. On the day, a venue manager runs the timings, cues the speeches and looks after your suppliers from arrival until the last guest leaves.',
    tags: ['coordinator', 'planning'],
  },
  {
    type: 'faq',
    title: 'What happens if we need to cancel or postpone?',
    content:
      'You can move your wedding once free of charge if you give at least 6 months notice, subject to availability and any difference in price for the new date. If you cancel, the £2,500 booking fee is kept; with more than 12 months notice all other payments are refunded, and with 6 to 12 months notice 50% is refunded. Cancellations with less than 6 months notice are not refundable.',
    tags: ['cancellation', 'postpone'],
  },
  {
    type: 'faq',
    title: 'Can we have a live band or DJ?',
    content:
      'Yes. Bands and DJs perform on the raised stage area at the end of the Threshing Barn, where there are four 13-amp sockets and a 32-amp supply for larger bands. All music plays through our sound limiter, and musicians should arrive at least 2 hours before their first set to load in through the side door.',
    tags: ['music', 'entertainment'],
  },
  {
    type: 'faq',
    title: 'Is the venue exclusive use?',
    content:
      'Yes, we hold only one wedding per day, so the whole barn, gardens, bar and accommodation are yours alone from 10am on the day until the following morning. You will never see another couple on site.',
    tags: ['exclusive'],
  },
  {
    type: 'faq',
    title: 'How do guests get to the venue by public transport?',
    content:
      'The nearest station is Moreton-in-Marsh, 4 miles away, with direct trains from London Paddington taking about 1 hour 40 minutes. Taxis from the station take 10 minutes; we recommend booking Cotswold Cars on 01608 555 274 well in advance, as rural taxis are limited after 11pm. Birmingham Airport is about 1 hour 15 minutes by car.',
    tags: ['travel', 'trains', 'taxis'],
  },
  {
    type: 'faq',
    title: 'Do we get a menu tasting?',
    content:
      'Yes, every couple is invited to a complimentary menu tasting for two, held on set evenings in February, March and October before their wedding year. Extra guests such as parents can join for £45 per person. You will taste your shortlisted starters, mains and desserts with wine pairings.',
    tags: ['food', 'tasting'],
  },
];

const brochure: BusinessEntry = {
  type: 'document',
  title: 'Fernley Tithe Barn wedding brochure 2026',
  fileName: 'wedding-brochure-2026.pdf',
  content: `# Venue hire 2026
All prices include VAT. Venue hire gives you exclusive use of the Threshing Barn, Orchard Pergola, Cart Shed bar and Courtyard from 10am to midnight, with tables, chairs, linen, cutlery, glassware, festoon lighting and your venue manager on the day.

Peak season (May to September): Saturdays £8,950. Fridays and Sundays £6,750. Monday to Thursday £4,500.
Off-peak (October to April): Saturdays £6,250. Fridays and Sundays £4,950. Monday to Thursday £3,200.
Christmas Eve and New Year's Eve: £9,500.

# Catering packages
The Orchard: £95 per person. Three canapés, a three-course wedding breakfast, half a bottle of house wine per guest and a glass of prosecco for the toast.
The Harvest: £125 per person. Five canapés, two welcome drinks, a four-course wedding breakfast with a sharing-board starter, half a bottle of wine per guest and a glass of Champagne for the toast.
The Feast: £155 per person. Six canapés, a Champagne reception, a five-course tasting menu with matched wines and late-night cheese tables.
Children aged 3 to 12 have a two-course menu at £38 each; under-3s eat free.

# Evening food
Wood-fired pizzas from our courtyard oven: £16 per person.
Gloucester Old Spot hog roast with floury baps and slaw: £18 per person.
Bacon and sausage rolls: £9 per person.
Evening food must be ordered for at least 70% of your evening guest numbers.

# Drinks
Unlimited soft drinks package for the day: £8 per person.
Bar tab or cash bar in the evening, with local ales from the Donnington Brewery.

# Minimum numbers
Peak season Saturdays: minimum 80 adult day guests. All other dates: minimum 50 adult day guests.

# Terms
Final guest numbers and table plan are due 4 weeks before the wedding. A refundable damage deposit of £500 is taken with your final balance and returned within 14 days of the wedding once the venue has been checked. Prices for 2027 weddings will be published in September 2026.`,
};

const storyPage: BusinessEntry = {
  type: 'website',
  title: 'Our Story | Fernley Tithe Barn',
  url: 'https://www.fernleytithebarn.co.uk/our-story',
  content: `# A barn with a past
Fernley Tithe Barn was built in 1786 of Cotswold stone to store the grain paid as tithes to the parish of Little Fernley. For two hundred years it stood at the heart of Manor Farm, and by the 1990s its roof had fallen in and it was used only for storing hay bales.

# The Ashby family
Tom and Harriet Ashby bought Manor Farm in 2009. Tom is the fourth generation of a Gloucestershire farming family and Harriet, a former events manager in London, saw straight away that the barn could host weddings again, as it had for village harvest suppers a century before. After four years of careful restoration, using oak from the farm's own woodland and a team of local stonemasons, we opened as a wedding venue in 2014. The Granary and The Stables followed in 2018, giving guests somewhere to stay on site.

# Meet the team
Harriet still oversees every wedding season. Priya Shah is our wedding coordinator and will be your first point of contact from booking to the big day. Ellie Marsh looks after corporate events and private dining. Our head chef, Marcus Bell, trained at Le Manoir aux Quat'Saisons and builds his menus around produce from the farm and the Cotswolds. On the day, our venue manager Jonty Pike makes sure everything runs to time.

# Awards
Since 2014 we have hosted more than 900 weddings. We were named Gloucestershire Wedding Venue of the Year in 2023 and hold a 4.9-star rating from over 400 reviews on Hitched.

# Find us
Fernley Tithe Barn, Manor Farm, Little Fernley, Moreton-in-Marsh, Gloucestershire GL56 0RT. Telephone 01608 555 190.`,
};

export const venue: Business = {
  slug: 'venue',
  name: 'Fernley Tithe Barn',
  field: 'wedding and events venue in a converted Cotswold barn',
  entries: [...faqs, brochure, storyPage],
  questions: [
    {
      text: 'how many ppl can we fit for the sit down meal',
      expect: 'How many guests can the barn hold?',
    },
    {
      text: "we've got about 180 coming for the evening do, is that gonna be too many",
      expect: 'How many guests can the barn hold?',
    },
    {
      text: 'can we actualy get legally married there or do we have to do the registry office bit first',
      expect: 'Are you licensed to hold civil ceremonies?',
    },
    {
      text: 'is it possible to do the ceremony out in the garden under the trees if its sunny',
      expect: 'Can we get married outdoors?',
    },
    {
      text: 'how much do we have to put down to hold a date',
      expect: 'How much deposit do we need to pay to secure our date?',
    },
    {
      text: "we got engaged at christmas and we've fallen for a date in aug 2027, what do we have to pay upfront so nobody else grabs it",
      expect: 'How much deposit do we need to pay to secure our date?',
    },
    {
      text: 'can we come and have a nosey round before we commit',
      expect: 'Can we arrange a viewing of the venue?',
    },
    {
      text: 'when does the party have to wind down at night',
      expect: 'What time does the music have to finish?',
    },
    { text: 'latest the dj can play til?', expect: 'What time does the music have to finish?' },
    {
      text: 'anywhere for guests to sleep on site',
      expect: 'Do you have accommodation for wedding guests?',
    },
    {
      text: "my grandparents are in their 80s and really shouldn't be driving home late, could they stay over at the barn",
      expect: 'Do you have accommodation for wedding guests?',
    },
    {
      text: 'my auntie runs a catering business and offered to do our food for free, is that allowed',
      expect: 'Can we bring in our own caterer?',
    },
    {
      text: 'my fiance is coeliac and half his family are vegan lol, can the chef cope with that',
      expect: 'Can you cater for dietary requirements?',
    },
    {
      text: 'can we supply our own prosecco, we got loads cheap from the cash and carry',
      expect: 'Can we bring our own drinks?',
    },
    {
      text: 'any photographers youd recommend',
      expect: 'Do you have a list of recommended suppliers?',
    },
    {
      text: 'what time can the florist get in on the day',
      expect: 'When can our suppliers set up?',
    },
    {
      text: 'is there a car park or do people have to leave cars on the lane',
      expect: 'Is there parking at the venue?',
    },
    {
      text: 'are sparklers ok for the send off',
      expect: 'Are confetti, sparklers and fireworks allowed?',
    },
    {
      text: 'we really want our spaniel to be the ring bearer, would that be ok',
      expect: 'Can our dog come to the wedding?',
    },
    {
      text: 'my nan is in a wheelchair, will she be able to get round everywhere',
      expect: 'Is the venue wheelchair accessible?',
    },
    {
      text: 'looking for somewhere for a team away day for about 60 staff, do you do that kind of thing',
      expect: 'Do you host corporate events?',
    },
    {
      text: 'any cheap last minute dates going',
      expect: 'Do you have any late availability offers?',
    },
    {
      text: "will someone be running things on the day so my mum doesn't end up doing it",
      expect: 'Will we have a wedding coordinator?',
    },
    {
      text: 'my partner might be deployed next year so we may have to push the wedding back, what happens to the money we already paid',
      expect: 'What happens if we need to cancel or postpone?',
    },
    {
      text: 'can our ceilidh band set up inside the barn',
      expect: 'Can we have a live band or DJ?',
    },
    {
      text: 'will there be another wedding going on the same day as ours',
      expect: 'Is the venue exclusive use?',
    },
    {
      text: 'nearest train station?',
      expect: 'How do guests get to the venue by public transport?',
    },
    {
      text: "most of our guests are coming up from london and don't drive, how would they get to you",
      expect: 'How do guests get to the venue by public transport?',
    },
    { text: 'do we get to try the food beforehand', expect: 'Do we get a menu tasting?' },
    {
      text: 'can we throw petals as we walk out',
      expect: 'Are confetti, sparklers and fireworks allowed?',
    },
    {
      text: 'how much is a saturday in july',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£8,950',
    },
    {
      text: 'price for a midweek date in november?',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£3,200',
    },
    {
      text: 'new years eve wedding cost',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£9,500',
    },
    {
      text: 'price per head for the harvest menu',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£125',
    },
    {
      text: "we've got 11 little ones coming, mostly 5 to 10 year olds, what do their meals cost",
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£38',
    },
    {
      text: 'pizza for the evening how much',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£16',
    },
    {
      text: 'is there a minimum number of guests for a summer saturday, we only want a small one',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '80',
    },
    {
      text: 'do we get the breakages bond back after',
      expect: 'Fernley Tithe Barn wedding brochure 2026',
      fact: '£500',
    },
    {
      text: 'whats the postcode for the satnav',
      expect: 'Our Story | Fernley Tithe Barn',
      fact: 'GL56 0RT',
    },
    { text: 'who owns the place', expect: 'Our Story | Fernley Tithe Barn', fact: 'Ashby' },
    {
      text: 'how long have you been doing weddings',
      expect: 'Our Story | Fernley Tithe Barn',
      fact: '2014',
    },
    { text: 'how old is the actual barn', expect: 'Our Story | Fernley Tithe Barn', fact: '1786' },
    { text: 'whos the head chef', expect: 'Our Story | Fernley Tithe Barn', fact: 'Marcus Bell' },
    {
      text: 'name of the wedding planner lady we would be dealing with?',
      expect: 'Our Story | Fernley Tithe Barn',
      fact: 'Priya Shah',
    },
    {
      text: 'have you won any awards',
      expect: 'Our Story | Fernley Tithe Barn',
      fact: 'Venue of the Year',
    },
  ],
  requests: [
    { text: "we'd love to book in a viewing on a saturday in march", expect: 'Appointments' },
    {
      text: "the food at my sister's wedding with you last weekend came out cold and the bar staff were rude, i want to make a complaint",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back with a quote for 120 guests in june 2027',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
  ],
  offTopic: [
    'do you hire out wedding dresses',
    'can you book our honeymoon to the maldives',
    'can you plan my hen do in marbella',
    'do you sell engagement rings',
    'can you print our wedding invitations',
    'whats the weather going to be like in the cotswolds this weekend',
    'who won the fa cup',
    'recipe for victoria sponge',
  ],
};
