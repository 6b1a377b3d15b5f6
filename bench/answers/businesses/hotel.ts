import type { Business, BusinessEntry } from '../types.js';

/** A 90-room city-centre hotel in Edinburgh with a brasserie, a spa and meeting rooms. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are the check-in and check-out times?',
    content: 'Check-in is from 3:00 pm and check-out is by 11:00 am.',
    tags: ['check-in', 'check-out', 'arrival', 'departure'],
  },
  {
    type: 'faq',
    title: 'Can I check in early or check out late?',
    content:
      'Early check-in from noon is £25 and late check-out until 2:00 pm is £35, both subject to availability on the day; please ask at reception. Both are free for Linden Club members.',
    tags: ['early check-in', 'late check-out'],
  },
  {
    type: 'faq',
    title: 'Can you store my luggage?',
    content:
      'Yes, our concierge stores luggage free of charge before check-in and after check-out, for as long as you need on the day.',
    tags: ['luggage', 'bags', 'left luggage'],
  },
  {
    type: 'faq',
    title: 'Is there parking at the hotel?',
    content:
      'We have no car park of our own. Our partner NCP car park on Castle Terrace is a 5-minute walk away and costs £22 per 24 hours with a voucher from reception. Our valet service is £38 per night.',
    tags: ['parking', 'car park', 'valet', 'car'],
  },
  {
    type: 'faq',
    title: 'Is breakfast included in the room rate?',
    content:
      'It depends on the rate you booked; your confirmation says whether breakfast is included. Otherwise our full Scottish or continental breakfast is £24 for adults and £12 for children aged 5 to 12; children under 5 eat free. Breakfast is served from 7:00 to 10:30 am on weekdays and 7:30 to 11:00 am at weekends.',
    tags: ['breakfast', 'morning', 'included'],
  },
  {
    type: 'faq',
    title: 'Is Wi-Fi free?',
    content:
      'Yes, high-speed Wi-Fi is free throughout the hotel. Connect to “Linden-Guest” and accept the terms; no password is needed.',
    tags: ['wifi', 'internet', 'wireless'],
  },
  {
    type: 'faq',
    title: 'Are pets allowed?',
    content:
      'Dogs are welcome in our ground-floor Garden rooms for £30 per dog per night, up to two dogs. We provide a bed, bowls and treats. Dogs are not allowed in the brasserie or spa; assistance dogs are welcome everywhere.',
    tags: ['dogs', 'pets', 'dog-friendly'],
  },
  {
    type: 'faq',
    title: 'How do I get from the airport to the hotel?',
    content:
      'Edinburgh Airport is about 25 minutes away by car. We can arrange a private car for £55 each way. The tram from the airport to Princes Street takes 35 minutes and costs £7.50; from the Princes Street stop we are a 6-minute walk.',
    tags: ['airport', 'transfer', 'taxi', 'tram'],
  },
  {
    type: 'faq',
    title: 'Do you have a gym and swimming pool?',
    content:
      'Our gym is open 24 hours and is free for guests. The spa’s 15-metre pool, sauna and steam room are open from 7:00 am to 9:00 pm and free for hotel guests; guests under 16 may use the pool with an adult until 6:00 pm.',
    tags: ['gym', 'pool', 'fitness', 'sauna', 'swimming'],
  },
  {
    type: 'faq',
    title: 'Does the hotel have a restaurant and bar?',
    content:
      'The Linden Brasserie serves seasonal Scottish cooking from noon to 10:00 pm, and the Linden Bar, with over 120 single malts, is open until 1:00 am. Hotel guests can reserve a brasserie table at reception.',
    tags: ['restaurant', 'bar', 'dinner', 'food', 'whisky'],
  },
  {
    type: 'faq',
    title: 'Do you offer room service?',
    content:
      'Room service is available from 6:30 am to 11:00 pm from the menu in your room. Overnight we offer sandwiches, soup and snacks. A £4 tray charge applies.',
    tags: ['room service', 'in-room dining', 'food to room'],
  },
  {
    type: 'faq',
    title: 'What is your cancellation policy?',
    content:
      'Flexible rates can be cancelled free of charge until 2:00 pm two days before arrival; later cancellations and no-shows are charged the first night. Advance purchase rates are prepaid and non-refundable.',
    tags: ['cancel', 'cancellation', 'refund', 'change booking'],
  },
  {
    type: 'faq',
    title: 'Do you have accessible rooms?',
    content:
      'Yes. Six accessible rooms have roll-in showers, grab rails, lowered fittings and visual fire alarms. Every floor is reached by lift, and portable hearing loops are available at reception.',
    tags: ['accessible', 'wheelchair', 'disabled', 'mobility'],
  },
  {
    type: 'faq',
    title: 'Can you add a cot or an extra bed for children?',
    content:
      'Cots are free; please request one when you book. A rollaway bed for a child under 12 is £30 per night in our Deluxe rooms. Our Family Suites sleep two adults and two children.',
    tags: ['cot', 'crib', 'extra bed', 'family room', 'children'],
  },
  {
    type: 'faq',
    title: 'Can I smoke in my room?',
    content:
      'No. The Linden is entirely non-smoking, including e-cigarettes. A £250 cleaning fee is charged for smoking in a room. The nearest place to smoke is the pavement area on Queen Street.',
    tags: ['smoking', 'vaping', 'cigarettes'],
  },
  {
    type: 'faq',
    title: 'Do you take a deposit at check-in?',
    content:
      'Yes, we pre-authorise £50 per night on a credit or debit card for incidentals such as the minibar and room service. The hold is released at check-out; your bank may take up to 7 days to show it.',
    tags: ['deposit', 'pre-authorisation', 'incidentals', 'card hold'],
  },
  {
    type: 'faq',
    title: 'Is there a minimum age to check in?',
    content:
      'The person checking in must be at least 18 and show photo ID. Guests under 18 must stay with a parent or guardian.',
    tags: ['age', 'minimum age', 'under 18'],
  },
  {
    type: 'faq',
    title: 'Where is the hotel?',
    content:
      'The Linden Hotel is at 14 Linden Place in Edinburgh’s New Town, a 10-minute walk from Waverley railway station and 3 minutes from Princes Street.',
    tags: ['address', 'location', 'directions', 'station'],
  },
  {
    type: 'faq',
    title: 'How far is Edinburgh Castle?',
    content:
      'About a mile: a 15-minute walk across Princes Street Gardens and up the Mound. A taxi takes 5 minutes, although cars cannot reach the Castle Esplanade.',
    tags: ['castle', 'walk', 'distance', 'sightseeing'],
  },
  {
    type: 'faq',
    title: 'Do you have meeting rooms?',
    content:
      'Yes, three meeting rooms with daylight for 10 to 80 people. The day delegate rate of £65 per person includes the room, a screen, coffee breaks and lunch in the brasserie.',
    tags: ['meeting', 'conference', 'business', 'event space'],
  },
  {
    type: 'faq',
    title: 'Can we get married at the Linden?',
    content:
      'Yes. The Glasshouse holds ceremonies and receptions for up to 120 guests, and wedding packages start at £8,500 for 50 guests. Our wedding coordinator, Fiona Grant, shows the venue by appointment.',
    tags: ['wedding', 'ceremony', 'reception', 'glasshouse'],
  },
  {
    type: 'faq',
    title: 'Is there a laundry service?',
    content:
      'Yes. Laundry and dry cleaning handed to housekeeping by 9:00 am is returned by 6:00 pm the same day, Monday to Saturday. Prices are on the laundry list in your wardrobe.',
    tags: ['laundry', 'dry cleaning', 'washing', 'ironing'],
  },
  {
    type: 'faq',
    title: 'Can the concierge book tours?',
    content:
      'Yes. Our concierge can book walking tours, whisky tastings, theatre tickets and day trips to the Highlands, Loch Ness and St Andrews, and recommends restaurants across the city.',
    tags: ['concierge', 'tours', 'day trips', 'tickets'],
  },
  {
    type: 'faq',
    title: 'Do the rooms have air conditioning?',
    content:
      'Yes, every room has air conditioning and heating that you control yourself, and windows that open.',
    tags: ['air conditioning', 'ac', 'heating', 'temperature'],
  },
  {
    type: 'faq',
    title: 'Are taxes included in the price?',
    content:
      'Yes, our room prices include VAT at 20%. There are no resort or service fees added to your room rate.',
    tags: ['tax', 'vat', 'fees', 'hidden charges'],
  },
  {
    type: 'faq',
    title: 'Do you offer group rates?',
    content:
      'Bookings of 9 or more rooms on the same dates are handled by our groups desk and receive 10% off the best available rate. E-mail groups@thelindenhotel.co.uk with your dates.',
    tags: ['group booking', 'groups', 'many rooms', 'tour group'],
  },
  {
    type: 'faq',
    title: 'Do you have a loyalty programme?',
    content:
      'The Linden Club is free to join and gives members 10% off our best rate when booking direct, free early check-in and late check-out when available, and a welcome drink in the bar.',
    tags: ['loyalty', 'members', 'linden club', 'rewards'],
  },
  {
    type: 'faq',
    title: 'Do you sell gift vouchers?',
    content:
      'Yes: vouchers for afternoon tea, spa treatments, dinner or a stay, or for any amount, posted in a gift box or e-mailed. Vouchers are valid for 12 months.',
    tags: ['gift voucher', 'gift card', 'present'],
  },
  {
    type: 'faq',
    title: 'Do you serve afternoon tea?',
    content:
      'Afternoon tea is served every day from noon to 5:00 pm in the Drawing Room: £38 per person, or £48 with a glass of champagne. Please book at least 48 hours ahead; vegan and gluten-free versions are available.',
    tags: ['afternoon tea', 'scones', 'high tea'],
  },
  {
    type: 'faq',
    title: 'Is there a kettle and minibar in the room?',
    content:
      'Every room has a kettle with tea, coffee and shortbread, bottled water and a minibar. Suites also have a Nespresso machine.',
    tags: ['kettle', 'minibar', 'coffee', 'tea', 'in-room'],
  },
  {
    type: 'faq',
    title: 'I left something behind. What do I do?',
    content:
      'We keep lost property for 3 months. E-mail stay@thelindenhotel.co.uk with your room number and dates; we can post items back to you for the cost of postage plus a £10 handling fee.',
    tags: ['lost property', 'forgot', 'left behind'],
  },
  {
    type: 'faq',
    title: 'Can I charge my electric car?',
    content:
      'The hotel has no chargers of its own, but our partner NCP car park on Castle Terrace has 8 electric car chargers, paid by app.',
    tags: ['ev', 'electric car', 'charging', 'tesla'],
  },
  {
    type: 'faq',
    title: 'How can I contact the hotel?',
    content:
      'Call reception, open 24 hours, on +44 131 555 0199, or e-mail stay@thelindenhotel.co.uk.',
    tags: ['phone', 'email', 'contact', 'reception'],
  },
];

const DIRECTORY = 'Guest information directory';
const SPA = 'The Linden Spa treatment menu';
const EXPLORE = 'Explore Edinburgh | The Linden Hotel';
const OFFERS = 'Offers & Packages | The Linden Hotel';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: DIRECTORY,
    fileName: 'guest-information-directory.pdf',
    tags: ['in-room', 'directory', 'services'],
    content: `THE LINDEN HOTEL
Guest Information Directory

Welcome to The Linden. This directory tells you about the services in your room and around the hotel. If you need anything at all, we are a phone call away.

TELEPHONE

Reception and all enquiries: dial 0
Room service: dial 5
Concierge: dial 7
Housekeeping: dial 4
Calling another room: dial 2 followed by the room number
Outside calls: dial 9 first. Local and UK landline calls are free; international calls are charged at cost.

HOUSEKEEPING

Your room is serviced daily between 9:00 am and 3:00 pm. Hang the "Make up my room" card on your door if you would like it done earlier. If you choose our Green Choice and skip a day's cleaning, we give you a £5 voucher for the bar for each night, and fresh towels on request. Turndown service is offered in suites from 6:00 pm.

PILLOW MENU

As well as our standard duck-feather pillows, you may ask housekeeping for a memory foam, hypoallergenic, or buckwheat pillow at no charge. Extra blankets are in your wardrobe.

IN YOUR ROOM

Irons and ironing boards are available from housekeeping. Your in-room safe fits a 15-inch laptop: close the door, enter a four-digit code of your choice and press the lock key. If you forget your code, call reception; a manager will open it after checking your ID.

Ice machines are on the second and fourth floors, beside the lifts.

WAKE-UP CALLS

Ask reception for a wake-up call at any time, or set it on your room phone by pressing the alarm key.

TELEVISION

Your television has Freeview channels, international news channels including CNN and Al Jazeera, and screen mirroring from your phone: choose "Cast" and enter the code shown on screen. Your details are cleared at check-out.

IN AN EMERGENCY

If the fire alarm rings continuously, leave the building by the nearest staircase; do not use the lifts. Our assembly point is Queen Street Gardens, across the road from the main entrance. Escape routes are shown on the back of your door.

IF YOU FEEL UNWELL

For urgent medical advice, call NHS 24 on 111, at any hour. In an emergency dial 999, or dial 0 and reception will call for you. The nearest pharmacy is Boots at 101 Princes Street, open until 8:00 pm Monday to Saturday and until 6:00 pm on Sunday. The Royal Infirmary's emergency department is about 20 minutes away by taxi.

NEWSPAPERS

A complimentary copy of The Scotsman or The Times is available in the lobby each morning.

CHECK-OUT

Express check-out: leave your key card in the box at reception and we will e-mail your receipt.`,
  },
  {
    type: 'document',
    title: SPA,
    fileName: 'the-linden-spa-treatment-menu.pdf',
    tags: ['spa', 'massage', 'treatments'],
    content: `# The Linden Spa

A calm retreat beneath the hotel, with a 15-metre pool, a sauna, a steam room and four treatment rooms. Treatments are available from 9:00 am to 8:00 pm daily and are open to hotel guests and visitors alike.

# Massage

- Linden Signature Massage, using Scottish heather oil: 60 minutes £95, 90 minutes £130
- Deep Tissue Massage: 60 minutes £100
- Hot Stone Massage: 75 minutes £110
- Back, Neck and Shoulder Massage: 30 minutes £60
- Pregnancy Massage (after the first 12 weeks): 60 minutes £95

# Facials

- Elemis Pro-Collagen Facial: 60 minutes £85
- Express Glow Facial: 30 minutes £55
- Gentleman's Facial: 45 minutes £70

# Body treatments

- Highland Salt Scrub with seaweed and sea salt from Skye: 45 minutes £75
- Detox Seaweed Wrap with a scalp massage: 60 minutes £90

# For two

- Couples Retreat: side-by-side 60-minute Signature Massages in our double suite, followed by a glass of champagne and chocolates: £210 per couple
- Parent and Teen Pamper (teen aged 12 to 15): a manicure and pedicure each, side by side: £110

# Hands and feet

- Manicure: £45, with gel polish £55
- Pedicure: £50

# Spa days

Linden Escape, £175 per person: two 60-minute treatments, a two-course lunch in the brasserie, and use of the pool and thermal suite all day with robe and slippers.

Twilight Spa, £95 per person, Monday to Thursday after 5:00 pm: a 30-minute treatment, a glass of prosecco and two hours in the thermal suite.

Day visitors who are not hotel guests may use the pool and thermal suite for £35 per person, Monday to Friday only.

# Our products

We use Elemis for facials and ishga, a Hebridean seaweed skincare range, for body treatments. Both are sold at spa reception, and hotel guests receive 10% off any product bought on the day of a treatment.

# Before your visit

Please arrive 15 minutes before your treatment to complete a short health questionnaire and change. We provide robes, slippers and towels; bring swimwear for the pool.

Tell us when you book if you are pregnant or have a medical condition, as some treatments may not be suitable.

# Cancellations

Treatments cancelled with less than 24 hours' notice are charged at 50%; missed treatments are charged in full.

# Age policy

Spa treatments are for guests aged 16 and over. Guests aged 12 to 15 may have a manicure or pedicure with a parent present.

# Booking

Book at the spa reception, by dialling 6 from your room, or by e-mail to spa@thelindenhotel.co.uk. Treatments can be charged to your room.`,
  },
  {
    type: 'website',
    title: EXPLORE,
    url: 'https://thelindenhotel.co.uk/explore-edinburgh',
    tags: ['edinburgh', 'things to do', 'sightseeing'],
    content: `# Explore Edinburgh

The Linden's New Town address puts most of Edinburgh on foot.

# The Old Town and the Royal Mile

The Royal Mile runs from Edinburgh Castle to the Palace of Holyroodhouse. St Giles' Cathedral is a 12-minute walk from the hotel.

# Arthur's Seat

For the best view of the city, climb Arthur's Seat, the extinct volcano in Holyrood Park. Allow about 45 minutes to the top from the park entrance, and wear proper shoes.

# Festivals

In August the city hosts the Edinburgh International Festival and the Festival Fringe, the largest arts festival in the world. Rooms sell out months ahead: we recommend booking at least six months in advance for August. At New Year, Hogmanay brings a street party and fireworks over the castle.

# Christmas

The Christmas market in East Princes Street Gardens runs from mid-November to early January, 5 minutes' walk from the hotel.

# Leith

Take the tram or the number 22 bus to Leith, Edinburgh's port, for the Royal Yacht Britannia and waterfront restaurants.`,
  },
  {
    type: 'website',
    title: OFFERS,
    url: 'https://thelindenhotel.co.uk/offers',
    tags: ['offers', 'packages', 'deals'],
    content: `# Offers and Packages

Book directly with us for the best rates and these packages.

# Stay 3, Pay 2

Stay three nights between January 5 and March 31 and the third night is free, with breakfast included every morning.

# Romantic Escape — from £295

One night in a Deluxe room with a bottle of champagne on arrival, a three-course dinner for two in the brasserie, breakfast and late check-out at 1:00 pm.

# Advance Purchase

Book at least 14 days ahead and save 15% off our flexible rate. Advance purchase bookings are prepaid and cannot be changed or refunded.

# Whisky Weekend

Two nights with a guided tasting of five single malts in the Linden Bar and a day trip to a Speyside distillery, from £520 for two.`,
  },
];

export const hotel: Business = {
  slug: 'hotel',
  name: 'The Linden Hotel',
  field: 'city hotel',
  entries: [...faqs, ...documents],
  questions: [
    {
      text: 'what time can we get into our room',
      expect: 'What are the check-in and check-out times?',
    },
    { text: 'checkout time', expect: 'What are the check-in and check-out times?' },
    {
      text: 'Our flight lands at 8am, is there any way to get the room before 3?',
      expect: 'Can I check in early or check out late?',
    },
    { text: 'late checkout cost', expect: 'Can I check in early or check out late?' },
    {
      text: 'we check out at 11 but our train isnt until 6, can we leave our bags somewhere',
      expect: 'Can you store my luggage?',
    },
    { text: 'parking?', expect: 'Is there parking at the hotel?' },
    { text: 'where do i leave my car', expect: 'Is there parking at the hotel?' },
    { text: 'is brekkie included', expect: 'Is breakfast included in the room rate?' },
    { text: 'what time is breakfast on sunday', expect: 'Is breakfast included in the room rate?' },
    { text: 'wifi password', expect: 'Is Wi-Fi free?' },
    { text: 'can we bring our labrador', expect: 'Are pets allowed?' },
    { text: 'dog friendly', expect: 'Are pets allowed?' },
    { text: 'best way from the airport', expect: 'How do I get from the airport to the hotel?' },
    { text: 'do you do airport pickups', expect: 'How do I get from the airport to the hotel?' },
    { text: 'is there a pool', expect: 'Do you have a gym and swimming pool?' },
    {
      text: 'can my kids use the pool in the evening',
      expect: 'Do you have a gym and swimming pool?',
    },
    {
      text: 'is there somewhere to eat dinner in the hotel',
      expect: 'Does the hotel have a restaurant and bar?',
    },
    { text: 'till what time is the bar open', expect: 'Does the hotel have a restaurant and bar?' },
    { text: 'can i order food to my room at midnight', expect: 'Do you offer room service?' },
    { text: 'free cancellation?', expect: 'What is your cancellation policy?' },
    {
      text: 'my mum is poorly and we might have to cancel our stay next week, will we lose our money?',
      expect: 'What is your cancellation policy?',
    },
    { text: 'do you have a room with a roll in shower', expect: 'Do you have accessible rooms?' },
    {
      text: 'we are travelling with a baby, do you have cots',
      expect: 'Can you add a cot or an extra bed for children?',
    },
    {
      text: 'extra bed for my 8 year old',
      expect: 'Can you add a cot or an extra bed for children?',
    },
    { text: 'can i vape in the room', expect: 'Can I smoke in my room?' },
    { text: 'why is there a hold on my card', expect: 'Do you take a deposit at check-in?' },
    { text: 'im 17 can i book a room', expect: 'Is there a minimum age to check in?' },
    { text: 'address', expect: 'Where is the hotel?' },
    { text: 'how far from waverley station', expect: 'Where is the hotel?' },
    { text: 'can we walk to the castle', expect: 'How far is Edinburgh Castle?' },
    { text: 'conference room for 40 people', expect: 'Do you have meeting rooms?' },
    { text: 'do you host weddings', expect: 'Can we get married at the Linden?' },
    { text: 'i need a shirt washed for tomorrow', expect: 'Is there a laundry service?' },
    { text: 'can you organise a trip to loch ness', expect: 'Can the concierge book tours?' },
    { text: 'is there aircon', expect: 'Do the rooms have air conditioning?' },
    { text: 'is vat included', expect: 'Are taxes included in the price?' },
    { text: 'any hidden fees', expect: 'Are taxes included in the price?' },
    {
      text: 'I am organising a school trip, we need 12 rooms for 3 nights in May',
      expect: 'Do you offer group rates?',
    },
    { text: 'members discount', expect: 'Do you have a loyalty programme?' },
    { text: 'voucher for a stay as a gift', expect: 'Do you sell gift vouchers?' },
    { text: 'high tea price', expect: 'Do you serve afternoon tea?' },
    { text: 'is there a kettle in the room', expect: 'Is there a kettle and minibar in the room?' },
    {
      text: 'i forgot my phone charger in room 312',
      expect: 'I left something behind. What do I do?',
    },
    { text: 'ev charger', expect: 'Can I charge my electric car?' },
    { text: 'phone number for reception', expect: 'How can I contact the hotel?' },
    // Answered only by the guest directory.
    { text: 'how do i call room service from the room', expect: DIRECTORY, fact: 'dial 5' },
    { text: 'can i get a hypoallergenic pillow', expect: DIRECTORY, fact: 'hypoallergenic' },
    { text: 'where is the ice machine', expect: DIRECTORY, fact: 'second and fourth floors' },
    { text: 'i forgot the code for the safe', expect: DIRECTORY, fact: 'call reception' },
    { text: 'if we skip housekeeping do we get anything', expect: DIRECTORY, fact: '£5 voucher' },
    { text: 'where is the nearest pharmacy', expect: DIRECTORY, fact: 'Boots' },
    {
      text: 'where do we go if the fire alarm goes off',
      expect: DIRECTORY,
      fact: 'Queen Street Gardens',
    },
    // Answered only by the spa menu.
    { text: 'how much is a 90 minute massage', expect: SPA, fact: '£130' },
    { text: 'can i get a massage while pregnant', expect: SPA, fact: '12 weeks' },
    { text: 'spa day package price', expect: SPA, fact: '£175' },
    { text: 'can my husband and i get massages together', expect: SPA, fact: '£210' },
    { text: 'can non guests use the pool', expect: SPA, fact: '£35' },
    { text: 'my 14 year old wants a facial', expect: SPA, fact: '16 and over' },
    // Answered only by the pages.
    { text: 'how long does it take to climb arthurs seat', expect: EXPLORE, fact: '45 minutes' },
    { text: 'when should i book for the fringe', expect: EXPLORE, fact: 'six months' },
    { text: 'christmas market', expect: EXPLORE, fact: 'East Princes Street Gardens' },
    { text: 'any deals in february', expect: OFFERS, fact: 'third night is free' },
    { text: 'romantic package for our anniversary', expect: OFFERS, fact: '£295' },
    { text: 'whisky tasting weekend', expect: OFFERS, fact: 'Speyside' },
  ],
  requests: [
    { text: 'I’d like to book a spa appointment for tomorrow afternoon', expect: 'Appointments' },
    { text: 'can I schedule a viewing of the Glasshouse for our wedding', expect: 'Appointments' },
    {
      text: 'Our room was filthy when we arrived and nobody came to fix it. I want to make a formal complaint.',
      expect: 'Complaints/Feedback',
    },
    { text: 'i would like to share some feedback about our stay', expect: 'Complaints/Feedback' },
    {
      text: 'could someone from events contact me about a conference in october',
      expect: 'General Inquiry',
    },
    { text: 'please get me a quote for 15 rooms in august', expect: 'General Inquiry' },
    { text: 'can i speak to someone at reception', expect: 'handoff' },
    { text: 'i want to talk to a person', expect: 'handoff' },
  ],
  offTopic: [
    'what is the population of scotland',
    'how do you make haggis',
    'who wrote harry potter',
    'what is the exchange rate for dollars to pounds today',
    'what is the cheapest flight from new york to edinburgh',
    'blah blah test',
    'how tall is the eiffel tower',
    'is the swimming pool at the commonwealth pool open today',
  ],
};
