import type { Business } from '../types.js';

const HIRE = 'Private Hire Information Pack';
const MEMBERS = 'Mayfly Membership Guide';
const MENU = 'Café-Bar Menu';
const SCHOOLS = 'Schools & Education Programme';
const CONDITIONS = 'Conditions of Entry';
const CLUBS = 'Film Clubs Autumn Programme';
const RELAXED = 'Relaxed Screenings | The Mayfly Cinema';
const ACCESS = 'Access | The Mayfly Cinema';
const FINDUS = 'Find Us | The Mayfly Cinema';
const ABOUT = 'About Us | The Mayfly Cinema';
const SCREENS = 'Our Screens | The Mayfly Cinema';

export const cinema: Business = {
  slug: 'cinema',
  name: 'The Mayfly Cinema',
  field: 'Independent cinema',
  entries: [
    // ───────────── FAQs ─────────────
    {
      type: 'faq',
      title: 'What are your ticket prices?',
      content:
        'Evening screenings (from 5pm) are £9.80 for adults, £8.20 for concessions (over-60s, disabled customers and jobseekers) and £6.50 for under-15s. Daytime screenings before 5pm are £7.90 for adults and £6.50 for everyone else. Every Tuesday is Cheap Tuesday, when all standard screenings are £6 a seat, and a family ticket for up to four people (maximum two adults) is £28.',
      tags: ['tickets', 'prices'],
    },
    {
      type: 'faq',
      title: 'Do you offer a student discount?',
      content:
        'Yes – students pay £7.00 for any standard screening, any day of the week, on showing a valid TOTUM card or university/college photo ID at the box office. Students also get 10% off food and drink in the café-bar Monday to Thursday.',
      tags: ['tickets', 'discounts'],
    },
    {
      type: 'faq',
      title: 'Can I bring my own food and drink into the screen?',
      content:
        "We don't allow outside food or drink in our screens, with the exception of baby milk or baby food and snacks needed for medical reasons. You're very welcome to take anything bought from our café-bar in with you, including alcohol in our reusable plastic cups – just no hot food in Screen 3, where the sofas are.",
      tags: ['food', 'rules'],
    },
    {
      type: 'faq',
      title: 'What are the box office opening hours?',
      content:
        'The box office opens at 12:30pm Monday to Friday and at 10am on Saturdays and Sundays, or 30 minutes before the first screening if that is earlier. It closes 15 minutes after the last film of the day has started.',
      tags: ['hours'],
    },
    {
      type: 'faq',
      title: 'Can I get a refund or swap my tickets?',
      content:
        "We can refund tickets to the original payment card if you let us know at least 24 hours before the screening. Inside 24 hours we can swap your tickets to another screening for a £1 admin fee per ticket, or give you a credit note valid for 6 months. If we cancel a screening you'll always get a full refund.",
      tags: ['tickets', 'refunds'],
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes – gift vouchers come in any amount from £10 to £200 and can be bought at the box office or online, where we email an e-voucher straight away. They are valid for 12 months and can be spent on tickets, café-bar food and drink, or membership. Printed vouchers come in a Mayfly gift wallet for an extra £1.',
      tags: ['gifts'],
    },
    {
      type: 'faq',
      title: 'Do you check ID for age-rated films?',
      content:
        "We follow BBFC classifications strictly and operate Challenge 25: if you look under 25 at a 15 or 18 film, staff will ask for photo ID (passport, driving licence or a PASS-hologram card). Children under 12 can only see a 12A film accompanied by an adult aged 18 or over. If ID can't be shown we can't admit you and the ticket can't be refunded, though we will offer an exchange.",
      tags: ['age ratings', 'rules'],
    },
    {
      type: 'faq',
      title: 'Do you have subtitled screenings?',
      content:
        "Yes, we show at least two subtitled screenings of every new release, usually Sunday at 4pm and Wednesday at 6pm. They're marked 'ST' on our listings and use descriptive (HOH) subtitles that include sound effects and speaker names. Foreign-language films are always shown with English subtitles.",
      tags: ['accessibility'],
    },
    {
      type: 'faq',
      title: 'Do you offer audio description?',
      content:
        "Audio description is available for most new releases. We have six wireless headsets – ask at the box office when you arrive and we'll set one up for you free of charge (we just hold a bank card or ID as a deposit). To guarantee a headset, mention it when you book by phone.",
      tags: ['accessibility'],
    },
    {
      type: 'faq',
      title: 'How do I book tickets?',
      content:
        'You can book online at mayflycinema.co.uk, by phone on 01584 872640 (12pm–8pm daily) or in person at the box office. Online and phone bookings carry a 60p per ticket booking fee, and your e-ticket can simply be shown on your phone at the door.',
      tags: ['tickets', 'booking'],
    },
    {
      type: 'faq',
      title: 'Are seats allocated?',
      content:
        "Yes, all three screens have allocated seating, so you pick your exact seats from the seat map when you book online or at the box office. The only exceptions are Kids' Club and relaxed screenings, where seating is unreserved.",
      tags: ['seating'],
    },
    {
      type: 'faq',
      title: 'Do you show live theatre and opera?',
      content:
        'Yes – we screen National Theatre Live, Royal Opera House and Royal Ballet broadcasts, plus the occasional exhibition-on-screen film. Event cinema tickets are £16 for adults and £14 for concessions and students, and encore screenings usually follow on the Sunday afternoon.',
      tags: ['events'],
    },
    {
      type: 'faq',
      title: 'What happens if I arrive late?',
      content:
        'The listed start time includes about 15 minutes of adverts and trailers, so you usually have a little leeway. Latecomers are admitted up to 20 minutes after the film itself begins; after that we may not be able to let you in. For live theatre broadcasts, late arrivals are seated at the interval.',
      tags: ['rules'],
    },
    {
      type: 'faq',
      title: 'Do you have lost property?',
      content:
        'Anything found after a screening is logged and kept at the box office for 30 days. Call us on 01584 872640 or pop in with a description of the item. For security, bank cards are destroyed after 48 hours.',
    },
    {
      type: 'faq',
      title: 'Can I bring my dog?',
      content:
        'Well-behaved dogs on a lead are welcome in the café-bar, but only assistance dogs are allowed in the screens. The exception is our monthly Paws & Popcorn screening on the first Sunday of the month at 11am, when dogs come in free with their owners.',
      tags: ['rules'],
    },
    {
      type: 'faq',
      title: 'Can I volunteer at the cinema?',
      content:
        "We'd love to hear from you! Volunteers help as ushers, at events and during the film festival, and get a free film ticket for every shift worked. Email our volunteer coordinator Hannah Price at volunteers@mayflycinema.co.uk – you need to be 16 or over.",
    },
    {
      type: 'faq',
      title: 'Is there free wifi?',
      content:
        "Yes, free wifi is available in the café-bar and foyer. Join the network 'Mayfly-Guest' – the password is printed on the bar menu board and changes monthly.",
    },
    {
      type: 'faq',
      title: 'Do you run parent and baby screenings?',
      content:
        "Yes, our Mayfly Babies screenings are every Thursday at 11am for parents and carers with babies under 12 months. The lights are left dimmed, the volume is turned down, and there's buggy parking and a changing table right next to Screen 2. Tickets are £7 per adult and babies go free.",
      tags: ['families'],
    },
    {
      type: 'faq',
      title: "Can you host a children's birthday party?",
      content:
        "Yes – our Kids' Party package runs on Saturday and Sunday mornings and costs £12.50 per child (minimum 8 children). It includes a film ticket, a small popcorn, a juice and a party box, plus 45 minutes in our Green Room for cake and games. Please book at least two weeks ahead by calling the box office.",
      tags: ['families', 'parties'],
    },
    {
      type: 'faq',
      title: 'Can I use the café-bar without seeing a film?',
      content:
        "Absolutely – the café-bar is open to everyone, not just ticket holders. It's open from 10am to 11pm every day, with food served until 8:30pm.",
      tags: ['cafe-bar', 'hours'],
    },
    {
      type: 'faq',
      title: 'Do you take cash?',
      content:
        "We've been cashless since 2022. We accept all major debit and credit cards, contactless, Apple Pay and Google Pay, as well as our own gift vouchers.",
      tags: ['payments'],
    },
    {
      type: 'faq',
      title: 'Can I suggest a film for you to show?',
      content:
        "Yes please! Fill in a request card at the box office or email programming@mayflycinema.co.uk. Our programmer Tom Ellery reads every suggestion, and the most-requested titles go into our monthly 'You Chose It' slot on the last Friday of the month.",
      tags: ['programme'],
    },

    // ───────────── Documents ─────────────
    {
      type: 'document',
      title: HIRE,
      fileName: 'private-hire-pack.txt',
      content: `THE MAYFLY CINEMA – PRIVATE HIRE INFORMATION PACK
22 Mill Street, Wrenford, Shropshire SY9 4DN

1. Why hire the Mayfly?
Whether it's a company away-day, an end-of-year screening for your students, a surprise proposal or a showing of your wedding video, you can have one of our three screens entirely to yourselves. We can show almost anything: a current release (subject to distributor approval), a classic from our archive list, or your own content from a laptop, USB stick or Blu-ray.

2. Screens and hire rates
Rates below are for a hire of up to 3 hours, including setup time.

Screen | Seats | Daytime (before 5pm) | Evening
Screen 1 (The Palace) | 164 | £450 | £650
Screen 2 (The Studio) | 68 | £220 | £320
Screen 3 (The Snug) | 32 | £140 | £195

Additional hours are charged at £90 per hour for Screen 1 or £60 per hour for Screens 2 and 3. Film licensing for current releases is added at cost, typically £100–£250.

3. Catering
Our café-bar team, led by bar manager Dani Ruiz, can provide:
- Popcorn and soft drinks package: £5.50 per head
- Drinks reception (prosecco or local cider, plus soft drinks): £9 per head
- Pizza and salad buffet: £14 per head
- Bespoke grazing boards and celebration cakes on request
We are happy to cater for vegan, gluten-free and allergy requirements with 7 days' notice. Outside catering is not permitted, except for celebration cakes.

4. Technical facilities
• 4K digital projection in all screens
• HDMI laptop connection and wireless microphone
• Lectern and presentation clicker (Screens 1 and 2)
• A technician is present for every hire at no extra cost

5. BOOKING AND PAYMENT
To secure a date we ask for a 25% non-refundable deposit, with the balance due 14 days before the event. Cancellations made more than 30 days before the event receive a refund of any balance paid; cancellations within 30 days are charged in full. All hires must finish by 11:30pm.

6. CONTACT
Sophie Marsh, Events & Hire Manager
events@mayflycinema.co.uk | 01584 872640 (option 3)
We aim to reply to all hire enquiries within two working days.`,
      tags: ['private hire'],
    },
    {
      type: 'document',
      title: MEMBERS,
      fileName: 'membership-guide-2024.pdf',
      content: `MAYFLY MEMBERSHIP GUIDE 2024/25

Becoming a member is the best way to support your local independent cinema – and it pays for itself in just a few visits. The Mayfly is run by a registered charity (no. 1142875), so every membership helps keep films on screen in Wrenford.

MEMBERSHIP LEVELS

Individual – £35 a year
Joint (two people at the same address) – £60 a year
Under-26 – £15 a year
Patron – £150 a year

WHAT YOU GET
- £2 off every standard ticket (up to two tickets per screening for Individual and Under-26, four for Joint)
- No booking fees online or by phone
- Priority booking: new releases go on sale to members 7 days before the general public
- 10% off food and drink in the café-bar
- Free ticket exchanges, any time up to the start of the screening
- A free film ticket in your birthday month
- The printed monthly programme posted to your home

PATRON EXTRAS
Patrons receive everything above plus two free tickets to our annual Members' Preview Night, their name on the Patrons' Board in the foyer, and an invitation to the summer garden party with our trustees.

HOW TO JOIN
You can join at the box office, online at mayflycinema.co.uk/membership, or by calling 01584 872640. Your membership starts immediately, so you can use your discount the same day. Membership cards are digital – just give your name at the box office or show the card on your phone.

RENEWALS AND CANCELLATION
Memberships renew automatically each year by Direct Debit or card unless you cancel. We will email you 30 days before your renewal date. If you cancel within 14 days of joining and haven't used any benefits, we'll refund you in full. Gift memberships are available and can be paid for with a gift voucher.

GIFT AID
If you are a UK taxpayer you can Gift Aid the Patron level, adding 25% to your support at no extra cost to you.`,
      tags: ['membership'],
    },
    {
      type: 'document',
      title: MENU,
      fileName: 'cafe-bar-menu.pdf',
      content: `THE PROJECTION ROOM – CAFÉ-BAR MENU

POPCORN & SNACKS
Freshly popped popcorn (sweet, salted or mixed) – small £3.20 / large £4.80
Nachos with cheese sauce and jalapeños – £5.50
Pick 'n' mix – £2.40 per 100g
Kettle crisps – £1.80
Green & Black's chocolate bars – £2.20

HOT DRINKS
Americano £2.80 | Latte / Cappuccino / Flat white £3.30 | Hot chocolate £3.40
Pot of tea (Yorkshire, Earl Grey or peppermint) £2.60
Oat, soya and almond milk at no extra charge

COLD DRINKS
Fentimans soft drinks £2.90 | Fruit juice £2.20 | Still or sparkling water £1.80

BEER, WINE & CIDER
- Hobsons Best Bitter (brewed in Cleobury Mortimer) – pint £5.20
- Wrenford Pale Ale – pint £5.40
- Peroni – bottle £4.60
- Westons organic cider – bottle £4.80
- House red, white or rosé – 175ml £6.20 / bottle £23
- Prosecco – 125ml £6.50
- Lucky Saint alcohol-free lager – £4.20

FOOD
Stone-baked 10-inch pizzas – Margherita £9.50, Spicy salami £11.00, Roast veg & goat's cheese £10.50 (vegan cheese available)
Toasties – cheese & onion or ham & cheese, £6.50
Homemade cakes and traybakes – from £3.20

ALLERGENS
Gluten-free pizza bases are available for £1.50 extra. Our kitchen handles nuts, gluten and dairy, so we cannot guarantee that any item is allergen-free. Please ask a member of staff for the full allergen folder.

KIDS' CORNER
Kids' snack box (small popcorn, fruit juice and a Freddo) – £4.50
Babyccino – 80p

PLEASE NOTE
Our menu changes with the seasons, and the cake counter is restocked daily by local bakers. All prices include VAT.`,
      tags: ['cafe-bar', 'food'],
    },
    {
      type: 'document',
      title: SCHOOLS,
      fileName: 'schools-education-programme.docx',
      content: `Schools & Education Programme 2024–25
The Mayfly Cinema, Wrenford

1. About the programme
Our education programme, run by Learning Officer Priya Nandra, brings pupils from nursery to sixth form into the cinema to watch, discuss and make films. Last year we welcomed more than 3,200 students from 41 schools across Shropshire and Herefordshire.

2. School screenings
We can schedule a weekday daytime screening of almost any film for your school, subject to availability and licensing. Screenings start between 9:30am and 1:30pm.
- £4.50 per pupil
- One free teacher or staff place for every 10 pupils
- Minimum booking of 30 pupils (or a £135 minimum charge)
- Popcorn and a drink can be pre-ordered for £2.50 per pupil

3. Curriculum-linked events
- GCSE and A Level Film Studies study days (set texts plus a lecture from a visiting academic), £9 per student
- Primary "Literacy Through Film" screenings with downloadable resource packs
- Modern Foreign Languages screenings in French, Spanish and German

4. Workshops
Our half-day filmmaking workshop (maximum 20 pupils, ages 9–18) teaches storyboarding, shooting and editing on iPads. Cost: £240 per group. Workshops can also be delivered at your school if it is within 20 miles of Wrenford.

5. Booking
Email learning@mayflycinema.co.uk with your preferred dates, year group and film. Please book at least four weeks ahead. Invoices are issued after the visit and are payable within 30 days.

6. Safeguarding and access
All education staff hold enhanced DBS certificates. Please tell us about any pupils with additional needs when booking so we can adapt lighting, sound and seating for your group.`,
      tags: ['schools', 'education'],
    },
    {
      type: 'document',
      title: CONDITIONS,
      fileName: 'conditions-of-entry.txt',
      content: `CONDITIONS OF ENTRY
The Mayfly Cinema (Wrenford Community Cinema Trust)

By buying a ticket or entering the building you agree to the following conditions.

1. Tickets
Tickets are valid only for the screening, date and seat shown. Please keep your ticket (paper or e-ticket) until the end of the screening, as staff may carry out checks. Tickets may not be resold for profit.

2. Recording and piracy
Using any device to record sound or images in the screens is a criminal offence. Anyone found recording will be asked to leave and may be reported to the Federation Against Copyright Theft (FACT) and the police. Staff may use night-vision equipment to check screens.

3. Mobile phones
Phones must be switched to silent and not used during the film. This includes texting and scrolling – the light from a phone is very distracting in a dark auditorium. Customers who repeatedly use their phones will be asked to leave without a refund.

4. BEHAVIOUR
We want everyone to enjoy the film. We may refuse entry to, or remove, anyone who:
• appears to be intoxicated
• is abusive or threatening towards staff or other customers
• persistently talks or disrupts the screening
• puts feet on seats or damages property

5. Bags and prohibited items
We reserve the right to check bags. Large luggage (bigger than 55 x 40 x 20cm) must be left in the cloakroom behind the box office, free of charge. Glass bottles, fireworks and laser pens are not permitted anywhere in the building, and smoking and vapes (including e-cigarettes) are banned throughout the premises.

6. CCTV
CCTV operates in the foyer, café-bar and entrances for the safety of customers and staff. Footage is kept for 31 days.

7. Photography at events
At Q&As, festivals and special events we may take photographs for publicity. Please tell a member of staff if you would prefer not to be photographed.

Wrenford Community Cinema Trust, registered charity no. 1142875.`,
      tags: ['rules'],
    },
    {
      type: 'document',
      title: CLUBS,
      fileName: 'film-clubs-autumn-2024.txt',
      content: `FILM CLUBS AT THE MAYFLY – AUTUMN 2024

Our regular clubs bring people together around great films. You don't need to be a member to come along – just turn up on the day or book ahead as usual.

SILVER SCREEN (for over-60s)
Every Wednesday at 10:30am in Screen 1
A recent release or much-loved classic, with a free cup of tea or coffee and a biscuit in the café-bar beforehand from 10am. Tickets £6.00. Hosted by volunteer Margaret Bell, who introduces each film.

KIDS' CLUB
Every Saturday at 10:30am in Screen 2
Family favourites and new animation, all rated U or PG. Tickets are £3.50 for everyone, children and adults alike. Children under 8 must be accompanied by an adult. Collect a stamp card – ten stamps earn a free film and a popcorn.

CULT CLASSICS CLUB
Second Friday of every month at 9pm in Screen 3
Late-night cult favourites, from The Big Lebowski to Withnail & I, back on the big screen. Tickets £7, with a themed cocktail available from the bar for £6. Over-18s only.

WORLD CINEMA SOCIETY
Alternate Mondays at 7pm in Screen 2
The best international films of the year, followed by a relaxed 30-minute discussion in the café-bar led by programmer Tom Ellery. A season ticket for all 7 autumn films is £42, or £8.20 per film.

AUTUMN DATES
- World Cinema Society: 2 Sept, 16 Sept, 30 Sept, 14 Oct, 28 Oct, 11 Nov, 25 Nov
- Cult Classics Club: 13 Sept, 11 Oct, 8 Nov
- Silver Screen and Kids' Club run every week, including school holidays

Full titles for each date are listed on our website and in the monthly printed programme.`,
      tags: ['clubs', 'programme'],
    },

    // ───────────── Website pages ─────────────
    {
      type: 'website',
      title: RELAXED,
      url: 'https://www.mayflycinema.co.uk/relaxed-screenings',
      content: `# Relaxed Screenings

Our relaxed screenings are designed for anyone who would find a standard cinema trip difficult – including autistic people, people with sensory processing differences, learning disabilities, dementia, Tourette's or anxiety – and their families and friends.

## When are they?

Relaxed screenings take place on the first Saturday of every month at 11am (usually a family film) and on the third Tuesday of every month at 6:30pm (a new release for adults). Both are held in Screen 2.

## What's different?

- The lights stay on low throughout the film
- The sound is turned down to a lower, more comfortable level
- There are no adverts or trailers – the film starts at the listed time
- You're free to move around, talk, make noise, stand up, or leave and come back
- Seating is unreserved, and you're welcome to bring your own snacks and comfort items
- Our Green Room next to Screen 2 is set up as a quiet chill-out space, with beanbags and ear defenders to borrow

## Tickets

All tickets for relaxed screenings are £5.00, and carers or companions come free – no card or proof needed, just let us know when booking.

## Before your visit

We've made a visual story with photos of the building, the box office and Screen 2, so you know exactly what to expect. You can download it from this page or ask us to post you a copy. If you'd like to look round the building beforehand at a quiet time, give us a call and we'll arrange it.

## Your feedback

These screenings were shaped with families from the Wrenford Autism Support Group. If there's anything we could do better, please tell a member of staff.`,
      tags: ['accessibility', 'relaxed'],
    },
    {
      type: 'website',
      title: ACCESS,
      url: 'https://www.mayflycinema.co.uk/access',
      content: `# Access at the Mayfly

We want everyone to be able to enjoy a film with us. If you have any questions about access, call the box office on 01584 872640 and our team will be happy to help.

## Getting in

The main entrance on Mill Street has level access and an automatic door. Screens 1 and 2 are on the ground floor and are fully step-free. Screen 3 (The Snug) is on the first floor and is reached by a passenger lift next to the box office.

## Wheelchair spaces

Screen 1 has four wheelchair spaces and Screen 2 has two, each with a companion seat alongside. Screen 3 has one wheelchair space. Transfer seats with removable armrests are available on the aisle in Screen 1 – please ask for one when booking.

## Free tickets for carers

We are part of the CEA Card scheme: if you hold a CEA card, the person accompanying you gets a free ticket. We also accept a PIP or DLA award letter, or a Blue Badge, as proof for a free carer ticket.

## Hearing

All three screens have an induction loop for hearing aid users – just switch your aid to the T setting. There's also a loop at the box office counter.

## Toilets

There's an accessible toilet on the ground floor next to Screen 2, with grab rails and an emergency pull cord.

## Large print and other formats

Our monthly programme is available in large print, and we can read it to you over the phone. This website works with screen readers and text-resizing tools.`,
      tags: ['accessibility'],
    },
    {
      type: 'website',
      title: FINDUS,
      url: 'https://www.mayflycinema.co.uk/find-us',
      content: `# Find Us

The Mayfly Cinema
22 Mill Street, Wrenford, Shropshire SY9 4DN
Box office: 01584 872640
Email: hello@mayflycinema.co.uk

We're at the bottom of Mill Street, opposite the old Corn Exchange and a two-minute walk from Market Square.

## By train

Wrenford station is on the Shrewsbury–Hereford line, with hourly trains in each direction. From the station, turn left onto Station Road and follow the signs for the town centre – it's an 8-minute walk.

## By bus

The 435 (Shrewsbury–Ludlow) and the 722 town service both stop at Market Square. The last 435 to Shrewsbury leaves at 22:15 Monday to Saturday, so check times if you're seeing a late film.

## Parking

We don't have our own car park. The nearest is Smithfield car park (SY9 4DP), a three-minute walk away: it's pay and display at £1.40 per hour, and free after 6pm and all day on Sundays. There are two Blue Badge bays directly outside the cinema on Mill Street.

## By bike

There are racks for 12 bikes at the side of the building on Tanners Lane. The National Cycle Network route along the River Wren passes just behind the cinema, so it's an easy, flat ride from most of town.

## Other contacts

For private hire, email events@mayflycinema.co.uk, and for schools, learning@mayflycinema.co.uk.`,
      tags: ['location', 'contact'],
    },
    {
      type: 'website',
      title: ABOUT,
      url: 'https://www.mayflycinema.co.uk/about',
      content: `# About the Mayfly

The Mayfly is Wrenford's independent three-screen cinema and café-bar, run by the Wrenford Community Cinema Trust, a registered charity.

## Our story

The building opened in 1913 as the Electric Palace, one of the first purpose-built cinemas in Shropshire. It closed in 1987 and spent twenty years as a carpet warehouse. In 2009 a group of local film lovers formed the Trust, raised £1.2 million through a community share offer and grants, and reopened the cinema in October 2011 with the original proscenium arch in Screen 1 lovingly restored. We took our name from the mayflies that hatch on the River Wren every May, just behind the building.

## What we show

We programme a mix of new releases, independent and world cinema, documentaries, classics and event cinema – around 900 screenings a year. Every November we host the Wrenford Film Festival.

## Our team

- Ruth Okafor – General Manager
- Tom Ellery – Programmer
- Dani Ruiz – Café-Bar Manager
- Sophie Marsh – Events & Hire Manager
- Priya Nandra – Learning Officer
- Gareth Lloyd – Box Office Supervisor
- Hannah Price – Volunteer Coordinator

We're a team of 14 staff, supported by more than 60 volunteers.

## Looking after the planet

Our popcorn tubs and cups are compostable or reusable, 48 solar panels on the roof have supplied part of our electricity since 2021, and our café-bar buys from producers within 30 miles wherever it can.`,
      tags: ['about', 'team'],
    },
    {
      type: 'website',
      title: SCREENS,
      url: 'https://www.mayflycinema.co.uk/screens',
      content: `# Our Screens

## Screen 1 – The Palace

Our largest screen seats 164 beneath the original 1913 proscenium arch. It has a 9-metre screen, Dolby Atmos sound and 4K laser projection, and we've kept a working 35mm projector for special archive screenings. The back row has four Love Seats – double sofas for two – which cost £3 extra per seat.

## Screen 2 – The Studio

A 68-seat room with steeply raked stadium seating, so there's a clear view from every row. It's home to Kids' Club, Mayfly Babies and our relaxed screenings, and the front row has extra legroom.

## Screen 3 – The Snug

Up on the first floor, the Snug has just 32 seats made up of leather sofas and armchairs with little side tables, plus blankets to borrow. Tickets for the Snug cost £2 more than our standard prices, and it's our favourite room for a cosy Sunday afternoon film.

## Keeping comfortable

All three screens are air-conditioned and kept at 20–21°C. If you feel the cold, ask at the box office for a blanket – we have a few for every screen.

## Sound and picture

Every screen was refitted in 2022 with new laser projectors and speakers, and our projection team checks picture focus and sound levels before the first show of each day. If something doesn't look or sound right during your film, please let a member of staff know straight away.`,
      tags: ['screens'],
    },
  ],

  questions: [
    // ticket prices
    {
      text: 'how much is it for two grown ups to see a film tonight',
      expect: 'What are your ticket prices?',
    },
    { text: 'whats the cost of an adult tickit', expect: 'What are your ticket prices?' },
    {
      text: 'Is there a family deal if it is me, my wife and our two kids?',
      expect: 'What are your ticket prices?',
    },
    // students
    { text: 'student discount?', expect: 'Do you offer a student discount?' },
    {
      text: "I'm at uni, do I get cheaper tix if I show my card",
      expect: 'Do you offer a student discount?',
    },
    // own food
    {
      text: 'can i sneak my own snacks in lol',
      expect: 'Can I bring my own food and drink into the screen?',
    },
    {
      text: 'Is it ok to take a sandwich from home into the film?',
      expect: 'Can I bring my own food and drink into the screen?',
    },
    // box office hours
    {
      text: 'when can I buy tickets in person on a saturday morning',
      expect: 'What are the box office opening hours?',
    },
    {
      text: 'When does the ticket desk open on weekdays?',
      expect: 'What are the box office opening hours?',
    },
    // refunds
    {
      text: "bought tickets for friday but can't make it now, can I get my money back?",
      expect: 'Can I get a refund or swap my tickets?',
    },
    {
      text: 'can i change my booking to a diffrent day',
      expect: 'Can I get a refund or swap my tickets?',
    },
    // vouchers
    {
      text: 'looking for a present for my dad who loves films – do you do anything like a gift card?',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'how long are giftcards valid for', expect: 'Do you sell gift vouchers?' },
    // ID / age
    {
      text: 'my daughter is 11, can she watch a 12A with her 14 year old brother?',
      expect: 'Do you check ID for age-rated films?',
    },
    { text: 'do u need id for an 18', expect: 'Do you check ID for age-rated films?' },
    // subtitles
    {
      text: 'do any of your showings have captions on the screen for deaf people',
      expect: 'Do you have subtitled screenings?',
    },
    { text: 'subtitels showings when', expect: 'Do you have subtitled screenings?' },
    // audio description
    {
      text: "My mum is partially sighted and struggles to follow what's going on in films. Is there anything that could help her?",
      expect: 'Do you offer audio description?',
    },
    {
      text: 'do you have those headphones that describe the film for blind people',
      expect: 'Do you offer audio description?',
    },
    // booking
    { text: 'is there a fee for booking online', expect: 'How do I book tickets?' },
    { text: 'can I reserve seats over the phone?', expect: 'How do I book tickets?' },
    // seating
    {
      text: 'do we get to pick our seats or is it first come first served',
      expect: 'Are seats allocated?',
    },
    { text: 'Are the seats numbered?', expect: 'Are seats allocated?' },
    // event cinema
    {
      text: 'Do you screen NT Live productions? how much are they',
      expect: 'Do you show live theatre and opera?',
    },
    { text: 'any ballet or opera broadcasts?', expect: 'Do you show live theatre and opera?' },
    // late
    {
      text: 'running 10 mins behind, will i miss the start??',
      expect: 'What happens if I arrive late?',
    },
    {
      text: 'how long are the ads before the movie actually starts',
      expect: 'What happens if I arrive late?',
    },
    // lost property
    {
      text: 'I think I left my scarf in screen 1 last night',
      expect: 'Do you have lost property?',
    },
    {
      text: 'lost my wallet at ur cinema yesterday what do i do',
      expect: 'Do you have lost property?',
    },
    // dogs
    { text: 'can my pooch come to the movies with me', expect: 'Can I bring my dog?' },
    { text: 'dog friendly?', expect: 'Can I bring my dog?' },
    // volunteering
    {
      text: "I've just retired and would love to help out at the cinema a few hours a week, how do I get involved?",
      expect: 'Can I volunteer at the cinema?',
    },
    { text: 'volunteering opportunities?', expect: 'Can I volunteer at the cinema?' },
    // wifi
    { text: 'wifi password?', expect: 'Is there free wifi?' },
    {
      text: 'is there internet in the bar, need to get some work done',
      expect: 'Is there free wifi?',
    },
    // parent & baby
    {
      text: "I'm on maternity leave and desperate to see a film — can I bring my 4 month old?",
      expect: 'Do you run parent and baby screenings?',
    },
    { text: 'mum and baby cinema?', expect: 'Do you run parent and baby screenings?' },
    // kids' party
    {
      text: 'my son turns 7 next month, do you do parties for kids?',
      expect: "Can you host a children's birthday party?",
    },
    {
      text: 'how much per child for a bday party',
      expect: "Can you host a children's birthday party?",
    },
    // café-bar
    {
      text: 'can I just pop in for a coffee without a ticket',
      expect: 'Can I use the café-bar without seeing a film?',
    },
    {
      text: 'what time does the bar shut',
      expect: 'Can I use the café-bar without seeing a film?',
    },
    // cash
    { text: 'can i pay cash', expect: 'Do you take cash?' },
    { text: 'do you accept apple pay', expect: 'Do you take cash?' },
    // suggestions
    {
      text: "there's a documentary I'd really love you to put on, how can I request it?",
      expect: 'Can I suggest a film for you to show?',
    },
    { text: 'can we vote for films to be shown', expect: 'Can I suggest a film for you to show?' },

    // ── documents ──
    {
      text: 'how much would it cost to rent out the big screen for an evening work do',
      expect: HIRE,
      fact: '£650',
    },
    {
      text: 'thinking of hiring the smallest screen on a saturday afternoon to show our wedding video to family, roughly how much?',
      expect: HIRE,
      fact: '£140',
    },
    { text: 'what deposit do you need to secure a private hire date', expect: HIRE, fact: '25%' },
    { text: 'how much is it to become a member', expect: MEMBERS, fact: '£35' },
    {
      text: "Is there a cheaper membership for young people? I'm 23",
      expect: MEMBERS,
      fact: '£15',
    },
    {
      text: 'do members get to book new films before everyone else',
      expect: MEMBERS,
      fact: '7 days',
    },
    { text: 'how much is a large popcorn', expect: MENU, fact: '£4.80' },
    {
      text: 'im coeliac, can i get a pizza without gluten?',
      expect: MENU,
      fact: 'Gluten-free pizza bases',
    },
    {
      text: "I'm a year 5 teacher wanting to bring my class to see a film — what's the cost per child?",
      expect: SCHOOLS,
      fact: '£4.50',
    },
    {
      text: 'do you run filmmaking workshops for teenagers and what do they cost',
      expect: SCHOOLS,
      fact: '£240',
    },
    {
      text: "is it ok to bring a big suitcase? I'm coming straight from the train",
      expect: CONDITIONS,
      fact: 'cloakroom',
    },
    {
      text: 'what happens if some idiot is on their phone through the whole film',
      expect: CONDITIONS,
      fact: 'asked to leave',
    },
    {
      text: 'is there a morning showing for older folk with a cuppa? which day?',
      expect: CLUBS,
      fact: 'Every Wednesday at 10:30am',
    },
    { text: 'when is the cult film night in october', expect: CLUBS, fact: '11 Oct' },

    // ── website pages ──
    {
      text: "my son is autistic and gets overwhelmed by loud noise and total darkness, we'd love to take him to see a film but we're nervous. is there anything suitable?",
      expect: RELAXED,
      fact: 'lights stay on low',
    },
    { text: 'when are your relaxed showings', expect: RELAXED, fact: 'first Saturday' },
    {
      text: 'does my support worker have to pay at the relaxed screening',
      expect: RELAXED,
      fact: 'carers or companions come free',
    },
    {
      text: "is screen 3 ok for a wheelchiar? it's upstairs isn't it",
      expect: ACCESS,
      fact: 'lift',
    },
    { text: 'do you have a loop system for hearing aids', expect: ACCESS, fact: 'induction loop' },
    {
      text: 'I have a CEA card, does the person with me get in for nothing?',
      expect: ACCESS,
      fact: 'free ticket',
    },
    { text: 'where can i leave the car', expect: FINDUS, fact: 'Smithfield' },
    { text: 'whats your postcode for the satnav', expect: FINDUS, fact: 'SY9 4DN' },
    { text: "who's in charge over there, like the boss?", expect: ABOUT, fact: 'Ruth Okafor' },
    {
      text: 'the building looks ancient, when did it first open as a cinema?',
      expect: ABOUT,
      fact: '1913',
    },
    {
      text: 'do you have those double sofa seats for couples?',
      expect: SCREENS,
      fact: 'Love Seats',
    },
    {
      text: 'are tickets dearer for the comfy sofa room upstairs?',
      expect: SCREENS,
      fact: '£2 more',
    },
  ],

  requests: [
    {
      text: "I'd like to book a table in the café-bar for 6 of us before the 7pm film on Friday",
      expect: 'Appointments',
    },
    {
      text: 'Can you pencil us in for a private screening in Screen 2 on 14 March for our book club?',
      expect: 'Appointments',
    },
    {
      text: 'please book a birthday party for my daughter, 10 kids, saturday the 22nd',
      expect: 'Appointments',
    },
    {
      text: 'I want to make a complaint — the people behind us talked through the whole film and no staff did anything',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just want to leave some feedback, the new sofas in the snug are amazing, pass it on to the team!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "the sound in screen 2 was awful last night and I'd like to register a formal complaint",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could someone call me back about hosting a charity fundraiser screening? My number is 07700 900412',
      expect: 'General Inquiry',
    },
    {
      text: "I'd like to send an enquiry about advertising my shop before your films",
      expect: 'General Inquiry',
    },
    {
      text: "Can you pass a message to your programmer for me? I've made a short film and would like to ask about submitting it.",
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
    { text: 'I need to speak to a member of staff right now, not a bot', expect: 'handoff' },
    { text: 'put me through to someone on the box office', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in Wrenford tomorrow",
    'who won the arsenal game last night',
    'how do I make popcorn at home in a saucepan without burning it',
    'is the new Dune film any good? what is it about',
    'do you have IMAX or 3D screenings',
    'Is there an Odeon or a Vue anywhere near Wrenford?',
    'How much are tickets at the Everyman in Shrewsbury?',
    'are you hiring for paid projectionist jobs at the moment',
    'do you sell DVDs or blu-rays of old films',
    'can you recommend a hotel near the cinema for the night',
    'what films are showing this weekend?',
    "what's the capital of Peru",
  ],
};
