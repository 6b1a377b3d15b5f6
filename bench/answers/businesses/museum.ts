import type { Business, BusinessEntry } from '../types.js';

const SCHOOL_GUIDE = `THE FOUNDRY YARD MUSEUM OF TRANSPORT & SCIENCE
SCHOOL AND GROUP VISITS GUIDE 2025
Valid for visits from 1 January to 31 December 2025

1. WELCOME

Foundry Yard welcomes more than 11,000 pupils every year to the Victorian casting halls where Loughborough once built locomotives, tram parts and farm engines. Our Learning Team designs every session to link with the National Curriculum for science, history and design & technology. School groups visit Tuesday to Friday during term time, and we open the doors to schools at 9:30, half an hour before general visitors arrive, so your class can settle in before the galleries get busy.

2. WORKSHOPS FOR SCHOOLS

Each workshop lasts 60 minutes and takes up to 32 pupils. Larger groups are split and rotate between a workshop and a self-led gallery trail.

- Wheels, Wagons and Wonder (EYFS and KS1): pushes and pulls explored with wooden wagons on our indoor test track.
- Pistons and Pulleys (KS2 science): levers, gears and simple machines. Every pupil helps build a working pulley crane.
- Victorian Foundry Life (KS2 history): a costumed session in the 1868 pattern shop, led by "Foreman Albert", covering child labour, shift work and the foundry whistle.
- Forces on the Footplate (KS3): speed, friction and braking distances, measured on our 20-metre gradient track.
- Power Up! Future Fuels (KS3 and KS4): energy transfer and hydrogen fuel cells, with a live demonstration of a model fuel-cell car.

3. PRICES 2025

Visit type | Price per pupil
Self-guided visit (gallery trail sheets included) | £5.50
Visit with one workshop | £8.75
Visit with two workshops | £11.25
Outreach session at your school (per class, within 25 miles) | £195
Virtual workshop by live video (per class) | £95

Free adult places: EYFS and KS1 groups receive one free adult for every 5 pupils; KS2 groups one for every 8 pupils; KS3 and above one for every 10 pupils. Additional adults pay £7.00 each.

Pupil premium discount: schools where more than 40% of pupils are eligible for pupil premium receive 20% off all prices above.

4. LUNCH AND FACILITIES

Classes may eat packed lunches in the Carriage Lunch Room, a converted 1950s railway carriage in the Yard which seats 60. It is reserved in 30-minute slots at no extra charge; please request a slot when you book. Coat and bag trolleys are provided on arrival. Coaches drop off directly outside the main entrance on Wharf Road and can park free of charge in our rear service yard for the length of your visit.

5. PLANNING AND BOOKING

Please book at least four weeks ahead by emailing learning@foundryyard.org.uk or calling the Learning Team on 01509 555 219 (Tuesday to Friday, 9:00 to 16:00). A 25% deposit secures your date and the balance is invoiced after the visit. Teachers leading a booked visit are welcome to a free familiarisation visit beforehand; just show your school ID at the ticket desk. A full risk assessment pack is sent with your booking confirmation.

6. CANCELLATIONS

- More than 28 days' notice: deposit refunded in full.
- Between 14 and 28 days' notice: the deposit is kept, but the balance is not charged.
- Less than 14 days' notice: the full fee is charged.
If the museum has to close (for example because of snow), we will rebook your visit free of charge or refund you in full.

7. SEND GROUPS

Workshops for special schools and SEND groups are adapted in length and pace at no extra cost. We give a free adult place for every pupil who needs one-to-one support, and our team is happy to talk through your group's needs by phone before the day.

8. ADULT AND COMMUNITY GROUPS

Groups of 15 or more adults pay £11.50 per person instead of the standard admission price, and the group organiser and coach driver go free. Add our volunteer-led "Behind the Buffers" tour of the reserve stores and restoration workshop for £45 per group of up to 25 people; tours last 75 minutes and run on Tuesdays and Thursdays at 10:30. Pre-ordered refreshments from the Signal Box Café (tea or coffee with a fruit scone) cost £5.25 per person.
`;

const VENUE_BROCHURE = `THE FOUNDRY YARD MUSEUM
VENUE HIRE AND PRIVATE EVENTS BROCHURE 2025

1. AN UNFORGETTABLE SETTING

Host your event among steam locomotives, Victorian trams and working machines. From a 10-person board meeting to a 300-guest reception, our historic spaces give every occasion a talking point. Every penny of hire income goes back into caring for the collection, because Foundry Yard is an independent charity.

2. OUR SPACES

THE LOCOMOTIVE HALL
Our Victorian casting hall, with its glass roof and the locomotive Charnwood Lass as your backdrop. Capacity: 300 standing reception, 220 theatre style, 160 seated dinner. Available for evening hire only, from 18:00, after the museum closes.

THE DRAWING OFFICE
A bright first-floor room where the foundry's engineers once drew their designs, with built-in projector, PA and hearing loop. Capacity: 80 theatre style, 60 dinner, 48 cabaret. Licensed for civil ceremonies.

THE BOARDROOM
The original oak-panelled directors' room of Brandon & Pike, fitted out in 1902. Seats 20 boardroom style, with a 65-inch screen and video conferencing.

THE YARD
Our cobbled outdoor courtyard, available from May to September. Takes a marquee of up to 200 guests and is ideal for street-food summer parties.

3. HIRE CHARGES 2025 (all prices exclude VAT)

Space | Half day (4 hours) | Full day (8 hours) | Evening (18:00 to midnight)
The Boardroom | £180 | £320 | £280
The Drawing Office | £290 | £450 | £600
The Locomotive Hall | not available | not available | £2,400
The Yard | £350 | £600 | £900

Day delegate rate (Drawing Office, minimum 15 delegates): £42 per person, including room hire, arrival tea and coffee, a buffet lunch, two refreshment breaks and AV equipment.

Registered charities and community groups receive 25% off room hire from Monday to Thursday.

4. WEDDINGS AND CIVIL CEREMONIES

Foundry Yard is licensed by Leicestershire County Council for civil ceremonies and civil partnerships. A ceremony-only booking in the Drawing Office costs £1,100. Our "Full Steam Ahead" wedding package starts at £8,950 for 80 day guests and includes the ceremony, a drinks reception in the Yard, a three-course wedding breakfast in the Locomotive Hall and evening hire until midnight. Couples are welcome to have photographs taken on the footplate of Charnwood Lass.

5. CATERING AND DRINKS

All food and drink is provided by our exclusive in-house caterer, Brass & Barley Catering. Three-course dinner menus start at £38 per head and canapés at £12.50 per head. The bar is licensed until 23:30. Outside caterers are not permitted, with two exceptions: specialist wedding cakes, and cultural or religious catering, which can be arranged with the Events Manager.

6. EXTRAS

- Private curator-led tour of the galleries: £150 per 30 guests.
- Miniature railway rides for evening guests: £250.
- Exclusive museum hire during opening hours: price on application.

7. BOOKING TERMS

- We will hold a provisional booking for 14 days.
- A 30% non-refundable deposit confirms the booking; the balance is due 6 weeks before the event.
- All events finish by midnight, and amplified music must end at 23:30.
- Only biodegradable confetti may be used, and only outdoors in the Yard.
- No naked flames, including candles, are allowed in the galleries.
- Show-round appointments are available Tuesday to Friday.

8. CONTACT

Speak to our Events Manager, Priya Chauhan, on 01509 555 226 or email events@foundryyard.org.uk.
`;

const ABOUT_PAGE = `# About the Foundry Yard Museum

## Our story

The Foundry Yard Museum of Transport & Science stands on the site of Brandon & Pike, the engineering works founded in 1868 by ironmaster Josiah Brandon and engineer Samuel Pike. For more than a century the foundry cast and built steam locomotives, tramcar frames, agricultural engines and pumping machinery that were sent all over the world. When the works closed in 1979, more than 400 people lost their jobs.

In 1984 a group of former workers and local historians formed the Loughborough Industrial Heritage Trust to save the buildings from demolition. The campaign was led by retired pattern maker Margaret Oakley, who had joined Brandon & Pike as a 15-year-old apprentice. After four years of restoration work, the museum opened to the public on 14 May 1988.

Today Foundry Yard is an independent charity (registered charity no. 1034571) and an Arts Council England Accredited Museum. We welcome around 85,000 visitors a year.

## Collection highlights

- **Charnwood Lass**: a 0-4-0 saddle tank steam locomotive built here at Brandon & Pike in 1897. She spent 60 years working at a slate quarry in North Wales and came home to Loughborough in 1991.
- **Leicester Corporation Tram No. 58**: built in 1904 and restored by our volunteers over eleven years.
- **The Pike Calculating Engine**: a brass mechanical calculator designed by Samuel Pike in 1883 to work out boiler pressures.
- **The Brandon Scout**: a 1961 bubble-top microcar, one of only three known to survive.
- **Future Fuels gallery**: opened in 2023, with a full-size cutaway of a hydrogen bus.

## Our people

- Dr Helen Marwood, Director (since 2019)
- Tomasz Wisniewski, Head of Collections
- Rajesh Patel, Chair of Trustees
- Bev Hollis, Volunteer Coordinator

Behind them stand more than 140 volunteers, who restore vehicles, guide visitors and care for the archive.

## How we are funded

Foundry Yard receives no regular funding from national or local government. Our income comes from admissions, the café and shop, venue hire, memberships and donations. In 2023 we were awarded a £1.2 million grant from the National Lottery Heritage Fund, which paid for the Future Fuels gallery and the restoration of the Locomotive Hall roof.
`;

const VISIT_PAGE = `# Plan your visit

## Finding us

The Foundry Yard Museum of Transport & Science, Wharf Road, Loughborough, Leicestershire LE11 1QT.

## What's where

- **Ground floor**: the Locomotive Hall, the Street Transport Gallery (trams, buses and bicycles), the Signal Box Café and the shop.
- **First floor**: Science of Motion, our interactive gallery with more than 40 hands-on exhibits, and the Future Fuels gallery.
- **Second floor**: the Archive & Search Room.
- **Outside in the Yard**: the miniature railway and the picnic garden.

## When to come

The museum is busiest at weekends and during school holidays between 11:00 and 14:00. For a quieter visit, come on a weekday afternoon after 14:00.

# Accessibility

We want everyone to enjoy Foundry Yard. If you have a question about access, please call us before your visit.

## Getting around

- Step-free access throughout the museum, with two lifts serving every floor.
- We lend four manual wheelchairs and two mobility scooters free of charge. Please reserve them by phone at least 24 hours ahead.
- Benches are placed in every gallery, and folding stools can be borrowed from the ticket desk.
- The Yard is cobbled, but a smooth paved path runs along its east side to the miniature railway platform.
- The footplate of Charnwood Lass can only be reached by steps. A touchscreen "virtual footplate" at ground level lets everyone see inside the cab.

## Toilets

- Accessible toilets on every floor.
- A Changing Places toilet, with a ceiling hoist and an adult-sized changing bench, is on the ground floor beside the shop.

## Carers

One carer or personal assistant per disabled visitor is admitted free of charge. Just tell the ticket desk when you arrive; no proof is needed.

## Hearing and sight

- Hearing loops at the ticket desk, the café till and in the Drawing Office.
- British Sign Language interpreted tours on the second Saturday of every month at 14:00, free with admission.
- Large-print and braille gallery guides are available at the ticket desk.
- Audio descriptions of the main objects are in the free Foundry Yard app.
`;

const entries: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'We are open Tuesday to Sunday, 10:00 to 17:00, with last entry at 16:00. We are closed on Mondays, except on bank holidays and during Leicestershire school holidays, when we open as normal. The museum is closed on 24, 25 and 26 December and on 1 January.',
    tags: ['hours', 'opening times'],
  },
  {
    type: 'faq',
    title: 'How much does it cost to get in?',
    content:
      'Admission is £14.50 for adults, £12.50 for concessions (over 65s and full-time students) and £8.00 for children aged 5 to 16. Under 5s go free. A family ticket for 2 adults and up to 3 children costs £39.00.',
    tags: ['prices', 'tickets', 'admission'],
  },
  {
    type: 'faq',
    title: 'Can I book tickets online?',
    content:
      'Yes. Tickets bought on our website at least a day before your visit are 10% cheaper than paying on the door, and you simply show the e-ticket on your phone at the ticket desk. You can still buy tickets when you arrive, but on busy weekends we recommend booking ahead.',
    tags: ['tickets', 'booking'],
  },
  {
    type: 'faq',
    title: 'Is there parking at the museum?',
    content:
      'Our car park on Wharf Road has 120 spaces and costs £3 for the whole day; pay at the machine (card or coins) or with RingGo, location code 4412. There are 8 Blue Badge bays next to the entrance, which are free. Electric vehicle charging is available at 4 bays.',
    tags: ['parking', 'car'],
  },
  {
    type: 'faq',
    title: 'How do I get to the museum by train or bus?',
    content:
      'Loughborough railway station, served by East Midlands Railway from London St Pancras, Nottingham, Leicester and Sheffield, is a 10-minute walk away. Follow the brown signs along Station Street to Wharf Road. Kinchbus route 2 stops at Wharf Road, right outside our gates.',
    tags: ['directions', 'public transport'],
  },
  {
    type: 'faq',
    title: 'Is there somewhere to eat at the museum?',
    content:
      'The Signal Box Café is open from 9:30 to 16:30 on every day the museum is open, serving hot lunches from 11:30 to 14:30 plus sandwiches, cakes and Fairtrade coffee. You do not need a museum ticket to use the café. Gluten-free and vegan options are available every day.',
    tags: ['cafe', 'food'],
  },
  {
    type: 'faq',
    title: 'Can we bring a packed lunch?',
    content:
      'Yes, you are welcome to eat your own food at the 12 covered picnic tables in the Yard garden. Please do not eat or drink in the galleries. The Signal Box Café staff are happy to warm baby food and bottles.',
    tags: ['picnic', 'food'],
  },
  {
    type: 'faq',
    title: 'Do you have a museum shop?',
    content:
      'The Foundry Yard shop by the exit sells model railways, science kits, books on local industrial history and pocket-money toys. Everything is also sold through our online shop, which delivers across the UK for £3.95, or free on orders over £40.',
    tags: ['shop', 'gifts'],
  },
  {
    type: 'faq',
    title: 'Can I bring my dog?',
    content:
      'Only assistance dogs are allowed inside the galleries. Well-behaved dogs on a lead are welcome in the Yard and on the café terrace, where we keep water bowls.',
    tags: ['dogs', 'pets'],
  },
  {
    type: 'faq',
    title: 'How long should we allow for a visit?',
    content:
      'Most visitors spend 2 to 3 hours with us. Families who try all the hands-on exhibits and ride the miniature railway often stay for most of the day.',
    tags: ['planning'],
  },
  {
    type: 'faq',
    title: 'Can children ride on a train?',
    content:
      "Yes, our miniature steam railway runs around the Yard at weekends and every day of the Leicestershire school holidays, from 11:00 to 15:30, weather permitting. Rides cost £2.50 per person and under-3s ride free on an adult's lap. Tickets are sold at the platform.",
    tags: ['miniature railway', 'rides', 'children'],
  },
  {
    type: 'faq',
    title: 'Do you offer memberships?',
    content:
      "Become a Friend of Foundry Yard for unlimited free entry for a year: Individual £35, Joint (2 adults at the same address) £60, or Family (2 adults and up to 4 children) £75. Friends also get 10% off in the shop and café and invitations to members' preview evenings.",
    tags: ['membership', 'friends'],
  },
  {
    type: 'faq',
    title: 'Can I change or cancel my tickets?',
    content:
      'Tickets booked online can be moved to another date free of charge up to 24 hours before your visit by using the link in your confirmation email. Unused tickets can be refunded within 14 days of purchase, as long as the visit date has not passed.',
    tags: ['refunds', 'tickets'],
  },
  {
    type: 'faq',
    title: 'Am I allowed to take photos?',
    content:
      'Personal photography and filming are welcome in all galleries, but please do not use flash in the Archive & Search Room. Tripods and selfie sticks are not allowed. Commercial or press photography needs written permission from our marketing team.',
    tags: ['photography'],
  },
  {
    type: 'faq',
    title: 'Do you have lockers or a cloakroom?',
    content:
      'Coin-return lockers (£1, refunded when you collect your things) are next to the ticket desk and fit a large rucksack. We do not have a staffed cloakroom. Suitcases can be left at the ticket desk at your own risk.',
    tags: ['lockers', 'bags'],
  },
  {
    type: 'faq',
    title: 'Is the museum pushchair friendly?',
    content:
      "Yes, pushchairs and prams can go into every gallery, and there is a covered buggy park by the entrance if you would rather leave yours. Baby changing facilities are in all toilets, including the men's, and a quiet feeding room is on the first floor.",
    tags: ['families', 'babies'],
  },
  {
    type: 'faq',
    title: "Do you host children's birthday parties?",
    content:
      'Yes, on Saturdays and Sundays. Our party package costs £16.50 per child (minimum 10 children) and includes 90 minutes in the party room, a hands-on science show, a ride on the miniature railway and a party food box for each child. Book at least three weeks ahead.',
    tags: ['parties', 'birthdays'],
  },
  {
    type: 'faq',
    title: 'How can I volunteer at the museum?',
    content:
      'We welcome volunteers aged 16 and over as gallery guides, restoration workshop helpers, archive assistants and event stewards. Fill in the application form on our website, and we will invite you to an induction morning, held on the first Saturday of each month.',
    tags: ['volunteering'],
  },
  {
    type: 'faq',
    title: 'Can I donate an object to the collection?',
    content:
      "We are always interested in objects connected to Loughborough's transport and engineering history. Please email photos and a short description to collections@foundryyard.org.uk before bringing anything in, as we cannot accept items left at the ticket desk without prior agreement.",
    tags: ['donations', 'collection'],
  },
  {
    type: 'faq',
    title: 'Is there free wifi?',
    content:
      'Yes, free wifi is available throughout the museum and café. Connect to the network "FoundryYard-Guest"; no password is needed.',
    tags: ['wifi'],
  },
  {
    type: 'faq',
    title: 'What is there for families to do in the school holidays?',
    content:
      'Every day of the school holidays we run free drop-in science shows at 11:30 and 14:00, a themed trail for children (£1.50) and a craft table in the Science of Motion gallery. The miniature railway also runs daily. All activities are included in admission unless stated.',
    tags: ['events', 'holidays', 'families'],
  },
  {
    type: 'faq',
    title: 'Do you run any evening events for adults?',
    content:
      'Yes, Science Lates are adults-only evenings (18+) held on the third Thursday of each month from 18:30 to 21:30. Tickets are £12 and include talks, demonstrations and a pop-up bar. Book online, as they often sell out.',
    tags: ['events', 'adults'],
  },
  {
    type: 'faq',
    title: 'Can I Gift Aid my ticket?',
    content:
      'If you are a UK taxpayer you can choose a Gift Aid ticket, which includes a voluntary 10% donation; we can then claim an extra 25% from the government at no cost to you. Gift Aid is entirely optional and standard tickets are always available.',
    tags: ['gift aid', 'donations'],
  },
  {
    type: 'faq',
    title: 'Do you offer quiet or sensory-friendly sessions?',
    content:
      'On the first Saturday of each month we hold a Quiet Morning from 9:00 to 10:00, before general opening, with sounds turned off, softer lighting and fewer visitors. Sensory backpacks with ear defenders, fidget toys and a visual story can be borrowed free at the ticket desk any day.',
    tags: ['sensory', 'autism', 'access'],
  },
  {
    type: 'faq',
    title: 'Do you sell gift vouchers?',
    content:
      'Gift vouchers are available in £10, £25 and £50 values from our online shop or the ticket desk. They can be spent on admission, in the shop and café, or on birthday parties, and are valid for 24 months.',
    tags: ['vouchers', 'gifts'],
  },
  {
    type: 'faq',
    title: 'How can I contact the museum?',
    content:
      'Call our visitor team on 01509 555 214 (Tuesday to Sunday, 9:30 to 17:00) or email hello@foundryyard.org.uk. We aim to reply to emails within two working days.',
    tags: ['contact'],
  },
  {
    type: 'faq',
    title: 'What should I do if I lose something during my visit?',
    content:
      'Ask at the ticket desk or call us on 01509 555 214. Lost property is kept for 30 days; after that, unclaimed items are donated to charity.',
    tags: ['lost property'],
  },
  {
    type: 'faq',
    title: 'Can I use the archive for research?',
    content:
      'The Archive & Search Room holds Brandon & Pike company records, staff registers, engineering drawings and photographs. It is open by appointment on Wednesdays and Thursdays from 10:00 to 16:00, free of charge. Please book at least two weeks ahead by emailing archive@foundryyard.org.uk.',
    tags: ['archive', 'research', 'family history'],
  },
  {
    type: 'document',
    title: 'School and Group Visits Guide 2025',
    fileName: 'school-and-group-visits-guide-2025.txt',
    content: SCHOOL_GUIDE,
    tags: ['schools', 'groups'],
  },
  {
    type: 'document',
    title: 'Venue Hire Brochure 2025',
    fileName: 'venue-hire-brochure-2025.txt',
    content: VENUE_BROCHURE,
    tags: ['venue hire', 'weddings', 'events'],
  },
  {
    type: 'website',
    title: 'About us | The Foundry Yard Museum',
    url: 'https://www.foundryyard.org.uk/about-us',
    content: ABOUT_PAGE,
  },
  {
    type: 'website',
    title: 'Plan your visit and accessibility | The Foundry Yard Museum',
    url: 'https://www.foundryyard.org.uk/visit',
    content: VISIT_PAGE,
  },
];

const SCHOOL = 'School and Group Visits Guide 2025';
const VENUE = 'Venue Hire Brochure 2025';
const ABOUT = 'About us | The Foundry Yard Museum';
const VISIT = 'Plan your visit and accessibility | The Foundry Yard Museum';

export const museum: Business = {
  slug: 'museum',
  name: 'The Foundry Yard Museum of Transport & Science',
  field: 'museum and visitor attraction',
  entries,
  questions: [
    // Q&A entries
    { text: 'are you open on mondays', expect: 'What are your opening hours?' },
    { text: 'what time do you shut today', expect: 'What are your opening hours?' },
    { text: 'how much for 2 adults and 2 kids', expect: 'How much does it cost to get in?' },
    { text: 'entry price for a 7 yr old?', expect: 'How much does it cost to get in?' },
    {
      text: 'is it cheaper if i pay on the website before we come',
      expect: 'Can I book tickets online?',
    },
    { text: 'parking cost', expect: 'Is there parking at the museum?' },
    { text: 'where do i leave the car', expect: 'Is there parking at the museum?' },
    {
      text: "We're coming over from Nottingham on the train on Saturday with the grandkids, how far is the walk from the station?",
      expect: 'How do I get to the museum by train or bus?',
    },
    { text: 'anywhere to grab a bite inside', expect: 'Is there somewhere to eat at the museum?' },
    { text: 'ok if we bring our own sandwiches?', expect: 'Can we bring a packed lunch?' },
    {
      text: 'can i order one of your model trains and have it posted to me',
      expect: 'Do you have a museum shop?',
    },
    {
      text: 'my springer spaniel comes everywhere with us, can he come in too',
      expect: 'Can I bring my dog?',
    },
    {
      text: 'how much time do we need to see everything',
      expect: 'How long should we allow for a visit?',
    },
    {
      text: 'my son is obsessed with thomas the tank engine, is there anything he can actually go on??',
      expect: 'Can children ride on a train?',
    },
    {
      text: 'we live round the corner and come loads, is there some kind of yearly pass',
      expect: 'Do you offer memberships?',
    },
    {
      text: 'booked for saturday but my little one is poorly now, can i move it to another day',
      expect: 'Can I change or cancel my tickets?',
    },
    { text: 'can i bring my tripod for pics', expect: 'Am I allowed to take photos?' },
    {
      text: 'somewhere to stash our big backpacks?',
      expect: 'Do you have lockers or a cloakroom?',
    },
    {
      text: 'can i take the pram round and is there somewhere to change a nappy',
      expect: 'Is the museum pushchair friendly?',
    },
    {
      text: "thinking of doing my daughter's 7th at yours, what do you get and how much",
      expect: "Do you host children's birthday parties?",
    },
    {
      text: "I'm a retired engineer with time on my hands and would love to help out with the old engines. how do i sign up?",
      expect: 'How can I volunteer at the museum?',
    },
    {
      text: 'found my grandads old railway lamp in the loft would you want it',
      expect: 'Can I donate an object to the collection?',
    },
    { text: 'internet access?', expect: 'Is there free wifi?' },
    {
      text: 'anything on for kids over half term',
      expect: 'What is there for families to do in the school holidays?',
    },
    {
      text: 'anything happening at night for grown ups, no kids',
      expect: 'Do you run any evening events for adults?',
    },
    {
      text: "what's this gift aid thing on the ticket, do i have to pay it",
      expect: 'Can I Gift Aid my ticket?',
    },
    {
      text: 'my son is autistic and really struggles with noise and crowds, are there calmer times to come',
      expect: 'Do you offer quiet or sensory-friendly sessions?',
    },
    {
      text: 'my dad loves trains, can i buy him a voucher for his birthday',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'whats your phone number', expect: 'How can I contact the museum?' },
    {
      text: 'think i left my scarf in the cafe yesterday',
      expect: 'What should I do if I lose something during my visit?',
    },
    {
      text: 'my great grandad worked at the foundry in the 1920s, is there any way to look at old staff records',
      expect: 'Can I use the archive for research?',
    },
    // School and groups guide
    { text: 'how much per pupil for a school trip with a workshop', expect: SCHOOL, fact: '£8.75' },
    {
      text: 'have you got a session for year 5 on levers and gears',
      expect: SCHOOL,
      fact: 'Pistons and Pulleys',
    },
    {
      text: 'how many teachers/TAs get in free with a reception class',
      expect: SCHOOL,
      fact: 'every 5 pupils',
    },
    {
      text: 'is there an indoor spot where our class can eat their packed lunches if it rains',
      expect: SCHOOL,
      fact: 'Carriage Lunch Room',
    },
    {
      text: 'who do i email to book a class trip',
      expect: SCHOOL,
      fact: 'learning@foundryyard.org.uk',
    },
    { text: "we're a U3A group of about 20, do we get a discount", expect: SCHOOL, fact: '£11.50' },
    { text: 'can someone come out to our school instead, how much', expect: SCHOOL, fact: '£195' },
    {
      text: 'behind the scenes tour of the stores for our history society?',
      expect: SCHOOL,
      fact: '£45',
    },
    // Venue hire brochure
    {
      text: 'how many people can you seat for a sit down dinner in the big hall with the engine',
      expect: VENUE,
      fact: '160',
    },
    { text: 'price to hire a meeting room for a morning, 12 of us', expect: VENUE, fact: '£180' },
    { text: 'can we actually get married there? cost?', expect: VENUE, fact: '£1,100' },
    {
      text: 'who do I speak to about holding our company awards night at yours',
      expect: VENUE,
      fact: 'Priya Chauhan',
    },
    {
      text: 'can we bring our own caterer for a private party',
      expect: VENUE,
      fact: 'Brass & Barley',
    },
    { text: 'conference day rate per delegate', expect: VENUE, fact: '£42' },
    // About page
    { text: 'when did the museum first open', expect: ABOUT, fact: '1988' },
    { text: "who's the director", expect: ABOUT, fact: 'Helen Marwood' },
    { text: 'how old is the steam engine in the main hall', expect: ABOUT, fact: '1897' },
    { text: 'what was this place before it was a museum', expect: ABOUT, fact: 'Brandon & Pike' },
    { text: 'are you a registered charity, whats the number', expect: ABOUT, fact: '1034571' },
    // Visit / accessibility page
    {
      text: 'my mum cant walk far, could we borrow a scooter',
      expect: VISIT,
      fact: 'mobility scooters',
    },
    { text: 'do you do any tours with sign language', expect: VISIT, fact: '14:00' },
    { text: 'postcode for the satnav?', expect: VISIT, fact: 'LE11 1QT' },
    {
      text: 'do u have a changing places loo with a hoist',
      expect: VISIT,
      fact: 'beside the shop',
    },
    { text: 'which floor are the hands on science bits on', expect: VISIT, fact: 'First floor' },
    { text: 'when is it least busy', expect: VISIT, fact: 'after 14:00' },
  ],
  requests: [
    {
      text: 'Please book our Year 3 class (28 children, 4 adults) in for the Pistons and Pulleys workshop on Thursday 15 May.',
      expect: 'Appointments',
    },
    {
      text: 'can you reserve 2 adult and 3 child tickets for this saturday at 10am please',
      expect: 'Appointments',
    },
    {
      text: 'I want to make a formal complaint. The café staff were really rude to my elderly mother on Sunday and the toilets were filthy.',
      expect: 'Complaints/Feedback',
    },
    {
      text: "We're planning a summer party for about 150 staff in July, could someone from your events team send me a quote? My email is j.hart@hartlogistics.co.uk",
      expect: 'General Inquiry',
    },
    {
      text: "Could the curator give me a call back about my grandfather's foundry medals, I'd like to discuss donating them. 07700 900412",
      expect: 'General Inquiry',
    },
    {
      text: "i'd rather talk to an actual person, can you put me through to someone",
      expect: 'handoff',
    },
  ],
  offTopic: [
    "what's the weather going to be like in Loughborough tomorrow",
    'who won the 1966 world cup final',
    'how do i reverse a string in python',
    'do you have a planetarium or a star show',
    'what time does the Great Central Railway open on Sundays',
    'who built the first ever steam locomotive',
    'can your restoration workshop do up my old motorbike if I pay',
    'do you do overnight sleepovers in the museum for cub scouts',
  ],
};
