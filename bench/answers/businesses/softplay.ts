import type { Business } from '../types.js';

export const softplay: Business = {
  slug: 'softplay',
  name: 'Tumbletown Soft Play & Café',
  field: 'soft play and party centre',
  entries: [
    // ───────────────────────────── FAQs ─────────────────────────────
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        "We're open Monday to Friday from 9:30am to 5:30pm, and Saturday and Sunday from 9:00am to 6:00pm. Last entry to the play frame is one hour before closing. Opening times are different during the school holidays, so please check the holiday timetable before you set off.",
    },
    {
      type: 'faq',
      title: 'Do we need to wear socks?',
      content:
        "Yes — socks must be worn by everyone in the play area, grown-ups as well as children, for hygiene and to prevent friction burns on the slides. If you've forgotten them, Tumbletown grip socks are on sale at reception for £1.50 a pair.",
    },
    {
      type: 'faq',
      title: 'Can I leave my child at Tumbletown and come back later?',
      content:
        'No. Every child must be supervised by a responsible adult aged 16 or over who stays on site for the whole visit. One adult can supervise a maximum of four children, and you remain responsible for them in the frame and in the café.',
    },
    {
      type: 'faq',
      title: 'Is there a maximum age or height for the play frame?',
      content:
        'The main play frame is designed for children up to 11 years old and under 1.5 metres (4ft 11in) tall. The enclosed toddler zone is for under-4s only. Staff may ask older or taller children to come off the frame if it becomes unsafe for the little ones.',
    },
    {
      type: 'faq',
      title: 'Can we bring our own food and drink?',
      content:
        "We don't allow outside food or drink to be eaten in the centre, apart from baby milk, jars and pouches for under-2s, and food for children with medical dietary needs. Bottled water is fine to bring in.",
    },
    {
      type: 'faq',
      title: 'Do you have baby changing facilities?',
      content:
        "Yes, there are baby changing units in the ladies', the gents' and the accessible toilet, and reception keeps spare nappies and wipes free of charge if you run out. Mums are welcome to breastfeed anywhere in the centre, and there's a comfy feeding chair in the quiet corner beside the café if you'd like more privacy.",
    },
    {
      type: 'faq',
      title: 'Is there free Wi-Fi?',
      content:
        "Yes, connect to the 'Tumbletown-Guest' network. The password is printed on the café menu boards and at the bottom of your receipt.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes, we sell gift vouchers in £10, £20 and £50 values, as well as a voucher covering a full Tumble Party. They can be bought at reception or through our website and are valid for 12 months from the date of purchase.',
    },
    {
      type: 'faq',
      title: 'Do you offer discounts for childminders, nurseries or groups?',
      content:
        'Registered childminders pay £5.00 per child on term-time weekdays — just show your Ofsted registration number on arrival. Nurseries, schools and groups of 10 or more children pay £5.50 per child, with one accompanying adult free for every four children. Group visits must be arranged at least 48 hours in advance by emailing hello@tumbletownplay.co.uk.',
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        "We accept all major debit and credit cards, Apple Pay, Google Pay and cash. We don't take cheques, and there's a £1 minimum spend on card payments.",
    },
    {
      type: 'faq',
      title: 'Are you open on bank holidays and over Christmas?',
      content:
        "We're open on every bank holiday from 9:00am to 6:00pm, charged at peak (weekend) prices. We close early at 2:00pm on Christmas Eve and New Year's Eve, and we're closed all day on Christmas Day, Boxing Day and New Year's Day.",
    },
    {
      type: 'faq',
      title: 'What happens if my child gets hurt?',
      content:
        "There is always at least one qualified paediatric first aider on duty. Tell any member of staff straight away — we'll treat minor bumps with ice packs and plasters, record what happened in our accident book and ask you to sign the record.",
    },
    {
      type: 'faq',
      title: 'What do you do with lost property?',
      content:
        "Anything left behind is logged at reception and kept for 30 days, after which unclaimed items are donated to charity. Give reception a ring or send us a Facebook message with a description and we'll have a look for you.",
    },
    {
      type: 'faq',
      title: 'Can I take photos and videos?',
      content:
        "You're very welcome to photograph and film your own children. Please don't take pictures of other people's children, and don't post images that include other children on social media without their parents' permission.",
    },
    {
      type: 'faq',
      title: 'Do you have high chairs?',
      content:
        "Yes, there are 14 high chairs in the café and we also have booster seats for older toddlers. Please return them to the stack by the counter when you've finished so another family can use them.",
    },
    {
      type: 'faq',
      title: 'Is there a time limit on play?',
      content:
        "On term-time weekdays there's no time limit, so you can stay until closing. At weekends and on bank holidays play is limited to two hours from your start time. During school holidays we run timed sessions instead.",
    },
    {
      type: 'faq',
      title: 'Do you have lockers?',
      content:
        'Free shoe cubbies are next to the entrance to the frame. For coats and bags there are 40 lockers, which take a £1 coin that you get back when you unlock.',
    },
    {
      type: 'faq',
      title: 'Are dogs allowed?',
      content:
        "Only registered assistance dogs are allowed inside the centre. Please don't leave pets in cars in our car park, especially in warm weather.",
    },
    {
      type: 'faq',
      title: 'Can we use the café without paying for play?',
      content:
        "Yes, the café is open to everyone and there's no charge just to sit in. Children who haven't paid for play can't go onto the frame, though.",
    },
    {
      type: 'faq',
      title: 'Do you offer a Blue Light or NHS discount?',
      content:
        "Yes, holders of a Blue Light Card or NHS staff ID get 10% off standard play admission on any day. Show your card or ID at reception; the discount can't be combined with other offers or used on parties.",
    },
    {
      type: 'faq',
      title: 'Can we leave and come back on the same day?',
      content:
        'Yes, re-entry is allowed on the same day as long as your child keeps their wristband on. At weekends and during school holidays, you can only come back in within your booked session time.',
    },

    // ─────────────────────────── DOCUMENTS ──────────────────────────
    {
      type: 'document',
      title: 'Party Packages 2026',
      fileName: 'party-packages-2026.pdf',
      content: `PARTY PACKAGES 2026
Tumbletown Soft Play & Café, Kettering

Thank you for thinking of Tumbletown for your child's birthday. All of our parties include play time on the frame, a private party room and food, so all you need to bring is the birthday child and the guests.

LITTLE TUMBLERS PARTY (ages 1 to 4)
- 60 minutes of play in the toddler zone and main frame
- 30 minutes in the Jungle Party Room
- Toddler food box for each child: mini sandwiches, veggie sticks, fruit pot, organic puffs and a juice carton
- £13.95 per child, minimum 8 children
- Available weekdays at 10:00am and weekends at 10:00am

TUMBLE PARTY (ages 4 to 11)
- 75 minutes of play
- 45 minutes in a private party room with your own party host
- Hot food: choose chicken nuggets, fish fingers, cheese pizza or veggie sausages, served with chips, plus a fruit pot, ice lolly and squash
- A party bag for every guest
- The birthday child goes free
- £16.95 per child, minimum 10 children, maximum 30

EXCLUSIVE HIRE
Have the whole centre to yourselves after we close to the public.
- Saturdays and Sundays, 6:15pm to 8:15pm
- Up to 40 children
- £425 venue hire, plus £6.50 per child for food
- Two party hosts and a dedicated café team

PRICE SUMMARY
Package | Ages | Price | Minimum
Little Tumblers Party | 1-4 | £13.95 per child | 8 children
Tumble Party | 4-11 | £16.95 per child | 10 children
Exclusive Hire | 1-11 | £425 + £6.50 food per child | none (max 40)

PARTY START TIMES
Weekends: 10:00am, 12:30pm and 3:00pm
Weekdays in term time: 3:45pm (Tumble Party only)

EXTRAS
- Personalised birthday cake made by our café: £22 (serves 20)
- Helium balloon bundle of six: £12
- Upgraded party bags with a Tumbletown teddy: £2.50 extra per child
- Adult sandwich platter: £28 (serves 10)

CAKES AND ALLERGIES
You're welcome to bring your own cake. Your host will light the candles, lead the singing and wrap slices for the party bags. Please tell us about any allergies or dietary needs when you confirm your final numbers so the kitchen can prepare safely.

GROWN-UPS AT PARTIES
Adults accompanying party guests are admitted free and can order drinks from the café. We ask that at least one adult per family stays for the whole party.

BOOKING AND PAYMENT
- A £50 deposit secures your date and is deducted from your final bill
- Confirm final numbers and food choices 7 days before the party
- The balance is paid on the day at reception
- Book online or email parties@tumbletownplay.co.uk

CANCELLATIONS AND CHANGES
- You can move your party to a new date once, free of charge, if you tell us at least 14 days before
- Cancel more than 14 days before: your deposit is returned as a credit note valid for 6 months
- Cancel within 14 days of the party: the deposit is lost
- If fewer children come than you confirmed, we charge for the confirmed number`,
    },
    {
      type: 'document',
      title: 'Café Menu and Allergen Guide',
      fileName: 'cafe-menu-allergen-guide.pdf',
      content: `TUMBLETOWN CAFÉ
Menu and Allergen Guide – updated January 2026

Our café serves hot food from 11:30am to 3:00pm every day. Drinks, cakes and snacks are available all day until 30 minutes before closing.

KIDS' MENU
Item | Price | Contains
Kids' Lunch Box (sandwich, fruit pot, crisps, Fruit Shoot) | £4.95 | Gluten, milk (egg if egg mayo chosen)
Chicken nuggets and chips | £5.25 | Gluten, celery
Cheese and tomato pizza slice | £4.75 | Gluten, milk
Beans on toast | £3.95 | Gluten
Veggie sausage and mash | £5.25 | Gluten, soya, milk
Babyccino | 80p | Milk

GROWN-UPS' MENU
Jacket potato with cheese and beans | £6.50 | Milk
Tuna melt panini | £7.25 | Gluten, fish, milk, egg
Chicken, bacon and avocado wrap | £7.50 | Gluten, mustard
Soup of the day with crusty roll | £5.75 | Ask staff (roll contains gluten)
Halloumi and roasted vegetable salad | £7.95 | Milk, sulphites

DRINKS
Latte, cappuccino or flat white | £3.20
Americano | £2.80
Pot of tea | £2.20
Hot chocolate with cream and marshmallows | £3.40 (our marshmallows contain gelatine, so this drink is not suitable for vegetarians – ask for it without)
Kids' slush | £2.00
Oat, soya or coconut milk instead of dairy: 40p extra

CAKES AND TREATS
Homemade chocolate brownie | £2.95 | Gluten, egg, milk
Gluten-free lemon drizzle | £3.10 | Egg, milk
Oaty flapjack | £2.50 | Gluten (oats)

ALLERGEN INFORMATION
A full matrix of all 14 major allergens for every item is kept in the red folder at the till. Please tell a member of staff about any allergy before you order.

Nuts: We do not use peanuts or tree nuts in any of our own recipes. However, some bought-in ingredients are made in factories that also handle nuts, so we cannot guarantee that any dish is completely nut-free.

Gluten: Gluten-free bread and wraps can be swapped into any sandwich, toastie or wrap for £0.75. They are prepared on a separate board, but our kitchen is shared, so we cannot rule out cross-contamination.

Vegan options: beans on toast with vegan spread, jacket potato with beans, and most soups (please ask).

Halal: All of our chicken is halal certified. Our bacon is not halal.`,
    },
    {
      type: 'document',
      title: 'Calm Tumble SEN Quiet Sessions',
      fileName: 'calm-tumble-sen-sessions.pdf',
      content: `CALM TUMBLE – SEN QUIET SESSIONS
Information for families

What is Calm Tumble?
Calm Tumble is a relaxed play session for children with additional needs – including autism, ADHD, sensory processing differences and physical disabilities – and their brothers and sisters. The centre is kept quieter and less busy so everyone can play at their own pace.

WHEN ARE THE SESSIONS?
- Every Sunday, 8:00am to 9:30am (before we open to the public)
- Second Thursday of every month, 6:00pm to 7:30pm

WHAT'S DIFFERENT?
- Background music switched off and main lighting dimmed
- Ball cannons and air blowers turned off
- No tannoy announcements
- Hand dryers in the toilets switched off, with paper towels provided instead
- A maximum of 25 children per session
- Sensory corner with bubble tube and fibre optic lights open throughout
- Ear defenders available to borrow free from reception
- Café open for drinks and cold snacks only

PRICES
Child with additional needs | £5.00
Sibling | £3.50
Up to two adults or carers | Free
Babies under 12 months | Free

AGES
Because the frame is much quieter during Calm Tumble, we relax our usual age limit: children and young people up to and including age 14 are welcome, with a parent or carer.

BOOKING
Places are limited and must be booked in advance through our website – choose "Calm Tumble" from the session list. No diagnosis is needed and we will never ask for proof; these sessions are for any family who would find a quieter visit helpful.

PREPARING FOR YOUR VISIT
We have a visual story with photos of the entrance, reception, toilets, café and each part of the play frame. You can download it from the Calm Tumble page of our website, or ask us to post a printed copy to you.

If your child needs to take a break, the party room next to the café is kept free as a calm-down space during every session.

Please let us know about any specific needs when you book and we'll do our best to help.`,
    },
    {
      type: 'document',
      title: 'Tumble Club Membership Terms and Conditions',
      fileName: 'tumble-club-membership-terms.pdf',
      content: `TUMBLE CLUB MEMBERSHIP
Terms and Conditions – effective 1 January 2026

1. WHAT'S INCLUDED
- Unlimited off-peak play (term-time Monday to Friday) for the named child
- 50% off weekend and bank holiday admission
- Free entry to Tiny Tumblers toddler mornings
- 10% off all café food and drink for the member's visit (for up to 2 adults)
- 10% off party packages
- Priority booking for school holiday sessions, opening 48 hours before general release

2. PRICES
Monthly: £14.99 for the first child, £9.99 for each additional sibling
Annual (paid upfront): £149 for the first child, £99 for each additional sibling

3. MINIMUM TERM AND CANCELLATION
Monthly memberships have a minimum term of 3 months. After that, you can cancel at any time by giving 30 days' notice by email to membership@tumbletownplay.co.uk. Annual memberships can be refunded in full within 14 days of purchase, provided they have not been used, and are non-refundable after that.

4. SCHOOL HOLIDAYS
Membership does not include school holiday sessions. Members pay a reduced holiday rate of £5.00 per child and must still book a timed session in advance.

5. USING YOUR MEMBERSHIP
- Each member child receives a membership card with a QR code, which is scanned at reception on every visit
- Membership is non-transferable and can only be used by the named child
- A photo of the child is stored on the membership account
- Lost or damaged cards are replaced for £3

6. FREEZING YOUR MEMBERSHIP
Monthly memberships can be frozen for up to 2 months in any 12-month period, for example during illness or a long holiday. No payments are taken while your membership is frozen.

7. CHANGES TO THESE TERMS
We may change membership prices or benefits by giving members at least 30 days' notice by email.`,
    },
    {
      type: 'document',
      title: 'Visitor Safety Rules',
      fileName: 'visitor-safety-rules.pdf',
      content: `VISITOR SAFETY RULES
Please read before you play

Tumbletown is designed for fun, but a busy play frame needs a few rules to keep everyone safe. Our team will remind children of these rules and may ask a child to take a break if they are not followed.

IN THE PLAY FRAME
- No shoes, coats or hoodies with drawstrings in the frame
- Please empty pockets and remove jewellery and hair clips before playing
- Glasses should be removed where possible; if your child needs them, a sports strap is recommended
- No food, drinks or chewing gum in the frame
- Go down slides feet first, sitting down, one at a time
- No climbing up slides or on the outside of the netting

THE DROP SLIDE
Riders must be at least 1.1m tall. A member of staff supervises the top of the Drop Slide at all times and will check heights.

BALL CANNON ARENA
- Never aim the ball cannons at anyone's face
- Balls must stay inside the arena

TODDLER ZONE
Older children are not allowed in the toddler zone at any time. Grown-ups are welcome to go in with their little ones.

GROWN-UPS ON THE FRAME
Adults are welcome on the frame to play with their children and must follow the same rules.

ILLNESS
To protect other families, please do not visit if your child has had sickness or diarrhoea in the last 48 hours, or has chickenpox spots that have not yet crusted over.

BEHAVIOUR
Rough play, pushing and throwing are not allowed. Staff may ask a child to sit out for 10 minutes. Abusive or threatening behaviour towards staff or other visitors will result in the whole group being asked to leave without a refund.

IN AN EMERGENCY
If the fire alarm sounds, staff will guide all children out of the frame. Leave by the nearest fire exit and go to the assembly point at the far end of the car park by the recycling bins. Do not go back into the building for bags or shoes until a member of staff says it is safe.

CLEANING
The frame is cleaned every night after closing, and the ball pools are fully emptied and washed once a month.`,
    },
    {
      type: 'document',
      title: 'Summer Holidays 2026 Sessions and Prices',
      fileName: 'summer-holidays-2026.pdf',
      content: `SUMMER HOLIDAYS 2026
Session Times, Prices and Events

Dates: Wednesday 22 July to Wednesday 2 September 2026
Open every day from 9:00am to 6:00pm

TIMED SESSIONS
During the summer holidays all play is in timed 2-hour sessions so the centre never gets overcrowded. There's a 30-minute gap between sessions while our team cleans and resets the frame.

Session 1: 9:00am to 11:00am
Session 2: 11:30am to 1:30pm
Session 3: 2:00pm to 4:00pm
Teatime Tumble: 4:30pm to 6:00pm (90 minutes, reduced price)

PRICES
Age | Sessions 1-3 | Teatime Tumble
Under 12 months | Free | Free
1-3 years | £7.50 | £5.50
4-11 years | £9.95 | £7.00
Adults | £1.50 | £1.50
Tumble Club members | £5.00 | £5.00

BOOKING
Pre-booking is essential. Summer sessions go on sale on Monday 1 June 2026 at 9:00am, with Tumble Club members able to book from Saturday 30 May. Walk-ins are accepted only if a session has spaces left on the day.

TODDLER MORNINGS
Tiny Tumblers toddler mornings take a break over the summer and return on Monday 7 September 2026.

SUMMER EVENTS
- Teddy Bears' Picnic – every Tuesday. Bring a teddy along to Session 2 for a free cupcake.
- Superhero Fridays – come dressed as your favourite hero and get a free kids' slush.
- Bubble Show with Professor Fizz – Wednesday 12 August, during Sessions 1 and 2. Included in the normal session price.

CAFÉ
The café will serve hot food until 4:00pm every day during the summer holidays.`,
    },

    // ──────────────────────────── WEBSITE ────────────────────────────
    {
      type: 'website',
      title: 'Tumbletown Soft Play & Café | Indoor Play Centre in Kettering',
      url: 'https://www.tumbletownplay.co.uk/',
      content: `# Welcome to Tumbletown

Kettering's favourite indoor play centre since 2017. Whatever the weather, Tumbletown is a place for little ones to climb, slide and bounce while grown-ups relax with a proper coffee.

## What's inside

- A three-level play frame with wavy slides, a spiral slide and our famous Drop Slide
- The ball cannon arena, with four air-powered cannons and thousands of soft balls
- An enclosed toddler zone with soft shapes, a mini ball pool and a sensory light wall
- The Tumbletown Café, with big windows overlooking the play frame
- Two themed party rooms: the Jungle Party Room and the Space Party Room

## Why families love us

- 12,000 sq ft of play, all under one roof
- Fully air-conditioned, so it stays comfortable even in a heatwave
- Plenty of seating right next to the frame so you can keep an eye on the kids
- Friendly local team who know lots of our regulars by name

## Plan your visit

Check our prices, book a play session, find out about Tiny Tumblers toddler mornings and Calm Tumble quiet sessions, or plan an unforgettable birthday party. We can't wait to see you!`,
    },
    {
      type: 'website',
      title: 'Play Prices | Tumbletown Soft Play & Café',
      url: 'https://www.tumbletownplay.co.uk/prices',
      content: `# Play Prices

Prices are per person and include play on the whole frame, the ball cannon arena and the toddler zone (under-4s only).

## Off-peak – term-time Monday to Friday

- Under 12 months: Free
- 1–3 years: £5.50
- 4–11 years: £7.50
- Adults: £1.50
- Over 65s: Free

## Peak – weekends and bank holidays

- Under 12 months: Free
- 1–3 years: £6.50
- 4–11 years: £8.95
- Adults: £1.50
- Over 65s: Free

## Good to know

- Babies under 12 months go free when they come with a paying brother or sister. A baby visiting without a paying sibling is charged £2.00.
- School holiday prices are different – see our holiday page.
- Tiny Tumblers toddler mornings, Calm Tumble sessions and birthday parties are priced separately.
- Tumble Club members play free on off-peak days.`,
    },
    {
      type: 'website',
      title: 'Tiny Tumblers Toddler Mornings | Tumbletown',
      url: 'https://www.tumbletownplay.co.uk/toddler-mornings',
      content: `# Tiny Tumblers Toddler Mornings

Every term-time weekday from 9:30am to 12:00pm, the whole of Tumbletown is just for under-4s. With the big kids at school, little ones can explore every level of the frame at their own pace.

## Price

£5.95 per child, including a hot drink for one adult and a slice of toast for your little one. Extra siblings under 4 are £3.00 each, and babies under 12 months come free.

## Weekly activities

- Monday – Messy Play at 10:30am in the Space Party Room (aprons provided)
- Wednesday – Baby Sensory for 0–12 months at 10:00am
- Thursday – Wiggle & Sing with Miss Jo at 10:15am
- Friday – Bubble & Bounce, with bubble machines running all morning

All activities are included in the price.

## Do I need to book?

No booking needed – just turn up. Tiny Tumblers is for under-4s only, so school-age brothers and sisters can't come along to these sessions.

Tiny Tumblers runs in term time only and doesn't take place during school holidays.`,
    },
    {
      type: 'website',
      title: 'Find Us & Parking | Tumbletown Soft Play & Café',
      url: 'https://www.tumbletownplay.co.uk/find-us',
      content: `# Find Us

Tumbletown Soft Play & Café
Unit 7, Orchard Trade Park, Pytchley Lodge Road, Kettering, Northamptonshire NN15 6JQ

Phone: 01536 412780
Email: hello@tumbletownplay.co.uk

## By car

Leave the A14 at junction 10 and follow the signs for Pytchley Lodge Industrial Estate. Orchard Trade Park is on the left after the second roundabout – look for the big orange slide in the window.

## Parking

Free parking for 70 cars right outside, including 4 blue badge bays and 6 parent and child bays next to the entrance. On busy Saturday mornings, overflow parking is available in the shared Orchard Trade Park car park opposite.

## By bus and train

Stagecoach route 16 runs from Kettering town centre to the Orchard Park stop on Pytchley Lodge Road, a 3-minute walk from our door. Kettering railway station is 1.8 miles away – around 8 minutes by taxi.

## Accessibility

- Single-storey building with a step-free entrance and automatic doors
- Accessible toilet with an adult-sized changing bench
- Wide aisles between café tables for wheelchairs and pushchairs
- Buggy park just inside the entrance`,
    },
    {
      type: 'website',
      title: 'Book a Play Session | Tumbletown Soft Play & Café',
      url: 'https://www.tumbletownplay.co.uk/book',
      content: `# Book a Play Session

## Do I need to book?

On term-time weekdays, walk-ins are welcome, although we recommend booking for after 3pm when the schools finish. At weekends and on bank holidays we strongly recommend booking ahead – Saturday sessions often sell out by Friday evening. We can welcome up to 120 children at a time.

## How to book

1. Choose your date and start time at tumbletownplay.co.uk/book
2. Add each child by age band, plus the adults coming
3. Pay online – you'll receive a confirmation email with a booking reference starting TT-
4. Show the QR code from your email at reception and arrive 10 minutes before your start time

## Changing or cancelling

- Change or cancel free of charge up to 24 hours before your start time using the link in your confirmation email, and you'll get a full refund.
- With less than 24 hours' notice we can't refund, but we'll give you a credit note valid for 3 months.
- No-shows are not refunded.
- If we ever have to close unexpectedly, for example during a power cut, you'll be refunded in full automatically.

## Running late?

We'll hold your booking for 30 minutes after your start time, but your session will still finish at the original time.`,
    },
    {
      type: 'website',
      title: 'Meet the Team | Tumbletown Soft Play & Café',
      url: 'https://www.tumbletownplay.co.uk/about/team',
      content: `# Meet the Team

Our team of 28 are all DBS checked and trained in safeguarding. Here are a few of the faces you'll see around the centre.

## Kirsty Howell – Owner and Centre Manager

Kirsty is a mum of three who set up Tumbletown after years of driving to other towns for a decent soft play. She looks after the whole centre and is the person to ask for if you'd like to speak to a manager.

## Dan Okafor – Party Coordinator

Dan plans every party, from first birthdays to after-hours exclusive hires. He'll call you a week before your party to go through numbers and food choices.

## Priya Mistry – Café Manager

Priya runs our kitchen and writes the menu. She's the one to speak to about allergies, special diets or ordering a birthday cake.

## Sam Whitlock – Duty Manager

Sam runs the floor most weekdays and leads first aid training for the whole team.

## Hannah Greaves – SEN and Inclusion Lead

Hannah spent ten years as a primary school SENCo before joining us. She runs our Calm Tumble quiet sessions, wrote our visual story and is Makaton trained.`,
    },
  ],

  questions: [
    // ── FAQ targets ──
    { text: 'what time do you shut on a saturday', expect: 'What are your opening hours?' },
    { text: 'opening times?', expect: 'What are your opening hours?' },
    {
      text: 'Are you open at 9 on a Wednesday morning or is it later?',
      expect: 'What are your opening hours?',
    },
    {
      text: 'does my husband need socks as well or is it just the kids',
      expect: 'Do we need to wear socks?',
    },
    { text: 'forgot the kids socks!! can they still go on', expect: 'Do we need to wear socks?' },
    {
      text: 'can my 14 yr old take her little brother in without me there',
      expect: 'Can I leave my child at Tumbletown and come back later?',
    },
    {
      text: "Could I drop the two boys off for an hour while I nip to the hairdresser's next door?",
      expect: 'Can I leave my child at Tumbletown and come back later?',
    },
    {
      text: 'my son turned 12 last month, is he too old now',
      expect: 'Is there a maximum age or height for the play frame?',
    },
    {
      text: 'how tall is too tall for the climbing frame',
      expect: 'Is there a maximum age or height for the play frame?',
    },
    {
      text: 'my daughter is a really fussy eater, am i allowed to bring a packed lunch in for her',
      expect: 'Can we bring our own food and drink?',
    },
    { text: 'where can i change a nappy', expect: 'Do you have baby changing facilities?' },
    { text: 'is it ok to breastfeed in there', expect: 'Do you have baby changing facilities?' },
    { text: 'wifi password?', expect: 'Is there free Wi-Fi?' },
    {
      text: 'Looking for a birthday present for my niece who lives near you - can I buy something she can use to visit?',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'how long do your vouchers last before they run out',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'im a childminder with 3 mindees, do i get a special rate',
      expect: 'Do you offer discounts for childminders, nurseries or groups?',
    },
    {
      text: "We're a preschool hoping to bring 18 children one morning in June, what would that cost per child?",
      expect: 'Do you offer discounts for childminders, nurseries or groups?',
    },
    { text: 'do you take cash', expect: 'What payment methods do you accept?' },
    { text: 'can i pay by apple pay', expect: 'What payment methods do you accept?' },
    {
      text: 'are you open boxing day',
      expect: 'Are you open on bank holidays and over Christmas?',
    },
    {
      text: 'easter monday - open or closed?',
      expect: 'Are you open on bank holidays and over Christmas?',
    },
    {
      text: 'what if my kid bangs her head, is there anyone first aid trained',
      expect: 'What happens if my child gets hurt?',
    },
    {
      text: 'think we left my daughters cardigan there yesterday, pink with buttons',
      expect: 'What do you do with lost property?',
    },
    { text: 'am i allowed to film my son on the slides', expect: 'Can I take photos and videos?' },
    { text: 'got any highchairs for a 9 month old', expect: 'Do you have high chairs?' },
    {
      text: 'is there a limit on how long we can play on a tuesday afternoon in term time',
      expect: 'Is there a time limit on play?',
    },
    { text: 'where do we put our coats and bags', expect: 'Do you have lockers?' },
    { text: 'can i bring the dog in', expect: 'Are dogs allowed?' },
    {
      text: "Can I just meet a friend for a coffee there? Our kids won't be playing",
      expect: 'Can we use the café without paying for play?',
    },
    {
      text: 'nurse here - any nhs discount?',
      expect: 'Do you offer a Blue Light or NHS discount?',
    },
    {
      text: 'police officer, do you do blue light card',
      expect: 'Do you offer a Blue Light or NHS discount?',
    },
    {
      text: 'if we pop out to the car to eat our lunch can we get back in after',
      expect: 'Can we leave and come back on the same day?',
    },

    // ── Document targets ──
    {
      text: 'how much is a party per child for a 6 year old',
      expect: 'Party Packages 2026',
      fact: '£16.95',
    },
    {
      text: 'whats the minimum numbers for the toddler party',
      expect: 'Party Packages 2026',
      fact: '8 children',
    },
    {
      text: 'can we hire the whole place after hours just for us',
      expect: 'Party Packages 2026',
      fact: '£425',
    },
    {
      text: 'is there a deposit to secure a birthday party',
      expect: 'Party Packages 2026',
      fact: '£50',
    },
    {
      text: 'when do i have to give you final numbers for the party',
      expect: 'Party Packages 2026',
      fact: '7 days',
    },
    {
      text: "If I have to cancel my son's party 10 days before do I get my deposit back?",
      expect: 'Party Packages 2026',
      fact: 'deposit is lost',
    },
    {
      text: 'my mum is making a cake, can we bring it to the party?',
      expect: 'Party Packages 2026',
      fact: 'candles',
    },
    {
      text: 'do parents of the guests have to pay to come to the party',
      expect: 'Party Packages 2026',
      fact: 'admitted free',
    },
    {
      text: 'what party start times have you got on saturdays',
      expect: 'Party Packages 2026',
      fact: '12:30pm',
    },
    {
      text: 'does the birthday boy have to pay for his own party',
      expect: 'Party Packages 2026',
      fact: 'goes free',
    },
    { text: 'is your chicken halal', expect: 'Café Menu and Allergen Guide', fact: 'halal' },
    {
      text: 'my son has a severe peanut allergy - is your food nut free',
      expect: 'Café Menu and Allergen Guide',
      fact: 'cannot guarantee',
    },
    {
      text: 'coeliac - can you do gf sandwiches',
      expect: 'Café Menu and Allergen Guide',
      fact: 'gluten-free bread',
    },
    { text: 'how much is a kids lunchbox', expect: 'Café Menu and Allergen Guide', fact: '£4.95' },
    {
      text: 'what time does the kitchen stop serving hot food',
      expect: 'Café Menu and Allergen Guide',
      fact: '3:00pm',
    },
    {
      text: 'do you have oat milk for coffees, is it extra',
      expect: 'Café Menu and Allergen Guide',
      fact: '40p',
    },
    {
      text: 'we are vegetarian, is the hot chocolate with marshmallows ok for us',
      expect: 'Café Menu and Allergen Guide',
      fact: 'gelatine',
    },
    { text: 'how much is a babyccino', expect: 'Café Menu and Allergen Guide', fact: '80p' },
    {
      text: 'when are your autism friendly sessions',
      expect: 'Calm Tumble SEN Quiet Sessions',
      fact: '8:00am',
    },
    {
      text: "we're still on the waiting list for an assessment, does my daughter need a diagnosis to come to calm tumble",
      expect: 'Calm Tumble SEN Quiet Sessions',
      fact: 'No diagnosis',
    },
    {
      text: 'my son has adhd and hes 13, can he still come to the quiet play sessions',
      expect: 'Calm Tumble SEN Quiet Sessions',
      fact: 'age 14',
    },
    {
      text: 'how much is the sen session for his younger sister',
      expect: 'Calm Tumble SEN Quiet Sessions',
      fact: '£3.50',
    },
    {
      text: 'he cant cope with loud noises, do you lend ear defenders at the quiet sessions',
      expect: 'Calm Tumble SEN Quiet Sessions',
      fact: 'ear defenders',
    },
    {
      text: 'is there something with pictures I can show my autistic son before we come so he knows what to expect',
      expect: 'Calm Tumble SEN Quiet Sessions',
      fact: 'visual story',
    },
    {
      text: 'how much is membership a month',
      expect: 'Tumble Club Membership Terms and Conditions',
      fact: '£14.99',
    },
    {
      text: 'how do i cancel my tumble club',
      expect: 'Tumble Club Membership Terms and Conditions',
      fact: '30 days',
    },
    {
      text: 'does tumble club get us anything off at weekends or is it just weekdays',
      expect: 'Tumble Club Membership Terms and Conditions',
      fact: '50%',
    },
    {
      text: "can my sister use my son's membership card for her little boy",
      expect: 'Tumble Club Membership Terms and Conditions',
      fact: 'non-transferable',
    },
    {
      text: "We're away in Spain for six weeks over Easter, can I pause the monthly membership?",
      expect: 'Tumble Club Membership Terms and Conditions',
      fact: '2 months',
    },
    {
      text: 'whats the yearly membership price',
      expect: 'Tumble Club Membership Terms and Conditions',
      fact: '£149',
    },
    {
      text: 'how tall do you need to be to go on the drop slide',
      expect: 'Visitor Safety Rules',
      fact: '1.1m',
    },
    {
      text: 'my daughter was sick last night but seems fine now, can we still come today',
      expect: 'Visitor Safety Rules',
      fact: '48 hours',
    },
    {
      text: 'where do we go if the fire alarm goes off',
      expect: 'Visitor Safety Rules',
      fact: 'recycling bins',
    },
    {
      text: 'summer hols session times',
      expect: 'Summer Holidays 2026 Sessions and Prices',
      fact: '11:30am',
    },
    {
      text: 'how much for a 7 year old in the summer holidays',
      expect: 'Summer Holidays 2026 Sessions and Prices',
      fact: '£9.95',
    },
    {
      text: 'when can i start booking for the summer holidays',
      expect: 'Summer Holidays 2026 Sessions and Prices',
      fact: '1 June',
    },
    {
      text: 'which day is the bubble show in august',
      expect: 'Summer Holidays 2026 Sessions and Prices',
      fact: '12 August',
    },
    {
      text: 'whats teatime tumble and what time does it start',
      expect: 'Summer Holidays 2026 Sessions and Prices',
      fact: '4:30pm',
    },
    {
      text: 'when do the toddler mornings start back after the summer',
      expect: 'Summer Holidays 2026 Sessions and Prices',
      fact: '7 September',
    },

    // ── Website targets ──
    {
      text: 'how much is it for a 2 year old on a saturday',
      expect: 'Play Prices | Tumbletown Soft Play & Café',
      fact: '£6.50',
    },
    {
      text: 'weekend price for a 9 year old',
      expect: 'Play Prices | Tumbletown Soft Play & Café',
      fact: '£8.95',
    },
    {
      text: 'do the grown ups have to pay as well',
      expect: 'Play Prices | Tumbletown Soft Play & Café',
      fact: '£1.50',
    },
    {
      text: "It'd just be me and my 8 month old, no older kids - do we pay anything for her?",
      expect: 'Play Prices | Tumbletown Soft Play & Café',
      fact: '£2.00',
    },
    {
      text: 'my nan is 70 and wants to come, does she pay',
      expect: 'Play Prices | Tumbletown Soft Play & Café',
      fact: 'Over 65s',
    },
    {
      text: 'do you have a toddler group',
      expect: 'Tiny Tumblers Toddler Mornings | Tumbletown',
      fact: '9:30am',
    },
    {
      text: 'baby sensory class?',
      expect: 'Tiny Tumblers Toddler Mornings | Tumbletown',
      fact: 'Wednesday',
    },
    {
      text: 'does the toddler morning price include a coffee for me',
      expect: 'Tiny Tumblers Toddler Mornings | Tumbletown',
      fact: 'hot drink',
    },
    {
      text: 'do i have to book for tiny tumblers or can we just rock up',
      expect: 'Tiny Tumblers Toddler Mornings | Tumbletown',
      fact: 'No booking needed',
    },
    {
      text: 'postcode for the satnav?',
      expect: 'Find Us & Parking | Tumbletown Soft Play & Café',
      fact: 'NN15 6JQ',
    },
    {
      text: 'is there parking and do i have to pay for it',
      expect: 'Find Us & Parking | Tumbletown Soft Play & Café',
      fact: '70 cars',
    },
    {
      text: "we don't drive, which bus gets to you from the town centre",
      expect: 'Find Us & Parking | Tumbletown Soft Play & Café',
      fact: 'route 16',
    },
    {
      text: 'My son uses a wheelchair, is the building accessible for him?',
      expect: 'Find Us & Parking | Tumbletown Soft Play & Café',
      fact: 'step-free',
    },
    {
      text: 'whats your phone number',
      expect: 'Find Us & Parking | Tumbletown Soft Play & Café',
      fact: '01536 412780',
    },
    {
      text: 'is there somewhere to leave a double buggy',
      expect: 'Find Us & Parking | Tumbletown Soft Play & Café',
      fact: 'buggy park',
    },
    {
      text: 'do i need to book on a weekday or can we just turn up',
      expect: 'Book a Play Session | Tumbletown Soft Play & Café',
      fact: 'walk-ins',
    },
    {
      text: 'booked play for saturday morning but my son is poorly, if i cancel now do i get my money back',
      expect: 'Book a Play Session | Tumbletown Soft Play & Café',
      fact: '24 hours',
    },
    {
      text: 'running late stuck on the a14, will you keep our booking',
      expect: 'Book a Play Session | Tumbletown Soft Play & Café',
      fact: '30 minutes',
    },
    {
      text: 'who is the manager there',
      expect: 'Meet the Team | Tumbletown Soft Play & Café',
      fact: 'Kirsty Howell',
    },
    {
      text: 'who runs the send sessions',
      expect: 'Meet the Team | Tumbletown Soft Play & Café',
      fact: 'Hannah Greaves',
    },
    {
      text: "what's the name of the lady who runs the cafe",
      expect: 'Meet the Team | Tumbletown Soft Play & Café',
      fact: 'Priya Mistry',
    },
    {
      text: 'whos the party organiser called',
      expect: 'Meet the Team | Tumbletown Soft Play & Café',
      fact: 'Dan Okafor',
    },
    {
      text: 'what is there for the kids to do',
      expect: 'Tumbletown Soft Play & Café | Indoor Play Centre in Kettering',
      fact: 'ball cannon',
    },
    {
      text: 'is it air con in there, it gets so hot at other soft plays',
      expect: 'Tumbletown Soft Play & Café | Indoor Play Centre in Kettering',
      fact: 'air-conditioned',
    },
    {
      text: 'how big is the centre',
      expect: 'Tumbletown Soft Play & Café | Indoor Play Centre in Kettering',
      fact: '12,000 sq ft',
    },
  ],

  requests: [
    {
      text: "I'd like to book a party for my daughter's 5th birthday on Saturday 14 March, about 15 kids",
      expect: 'Appointments',
    },
    { text: 'please reserve two kids and one adult for sunday at 10am', expect: 'Appointments' },
    {
      text: 'can you put us down for calm tumble this sunday - one child plus his brother',
      expect: 'Appointments',
    },
    {
      text: 'Book us in for the 11:30 summer session on 5 August please, 3 children and 2 adults',
      expect: 'Appointments',
    },
    {
      text: 'I want to make a formal complaint. My son was pushed off the drop slide by a much bigger child and nobody from your staff did anything',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the cafe got our order wrong and then charged my card twice, not happy at all',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say the staff were brilliant at Mia’s party on Sunday, please pass on our thanks to everyone',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone email me a quote for bringing 25 reception children in june',
      expect: 'General Inquiry',
    },
    {
      text: 'Please can someone ring me back about hiring the centre for a charity fundraiser evening',
      expect: 'General Inquiry',
    },
    {
      text: 'i need to change the email address on my membership account, can you sort that',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
    { text: 'put me through to the manager', expect: 'handoff' },
    { text: "this bot isn't helping, I need a human", expect: 'handoff' },
  ],

  offTopic: [
    'whats the best way to get my toddler to sleep through the night',
    'are there any good farm parks near kettering',
    'how much are tickets for wicksteed park this summer',
    'what dose of calpol can i give a 2 year old',
    'Can you recommend a magician or entertainer for a party at our house?',
    'do you do face painting at parties',
    "what's the weather doing in kettering tomorrow",
    'is there a swimming pool with a baby pool near you',
    'how do i apply for an EHCP for my son',
    'are you hiring part time party hosts at the moment',
    'when does october half term 2027 start for northants schools',
    'what is the capital of peru',
    'write me a short poem about dinosaurs',
    'any tips for potty training a 2 year old boy',
  ],
};
