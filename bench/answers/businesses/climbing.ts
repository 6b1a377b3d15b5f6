import type { Business } from '../types.js';

export const climbing: Business = {
  slug: 'climbing',
  name: 'Hollins Mill Climbing Centre',
  field: 'indoor climbing and bouldering centre',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Do I need any climbing experience?',
      content: `Not at all – most people who come through our doors have never climbed before. First-timers book a bouldering induction, which takes about 20 minutes with one of our staff, and then you're free to climb for the rest of your session. If you want to try the tall walls, start with an auto-belay induction or a Learn to Climb course.`,
    },
    {
      type: 'faq',
      title: "What's the minimum age to climb?",
      content: `Children can climb from age 4 in our Little Boulders area with a parent, and from age 5 in the main bouldering area. Under 14s must be supervised by a registered adult at all times. 14 to 17 year olds can climb on their own once they've passed our Independent Junior assessment and a parent has given consent online.`,
    },
    {
      type: 'faq',
      title: 'Can I hire climbing shoes?',
      content: `Yes, we have hire shoes from children's size 10 up to adult size 13, and they cost £4.50 a pair. Every pair is sprayed and aired after use. You're welcome to bring your own climbing shoes instead, but please no trainers or outdoor footwear on the mats.`,
    },
    {
      type: 'faq',
      title: 'Do I need to book before I come?',
      content: `Inductions, courses and kids' sessions must be booked online in advance. If you've already been inducted you can just turn up, but we recommend booking a climbing slot for weekday evenings and weekends as we cap numbers at 120 climbers.`,
    },
    {
      type: 'faq',
      title: 'Is there parking?',
      content: `Yes, there's free parking for around 40 cars in the Hollins Mill yard, shared with the other businesses in the mill. If it's full, you can use the Dalton Lane Retail Park car park across the road, which is free for up to 3 hours. There's also a covered bike rack next to our entrance.`,
    },
    {
      type: 'faq',
      title: 'What should I wear?',
      content: `Anything comfortable that you can stretch in – leggings, joggers or shorts with a t-shirt are ideal. Jeans and clothes with big buckles or zips aren't great for climbing. Please take off rings, watches and dangly earrings, and tie long hair back.`,
    },
    {
      type: 'faq',
      title: 'Can I come and watch without climbing?',
      content: `Of course – spectators can watch for free from the café and the viewing balcony. If you're supervising a child on the climbing floor but not climbing yourself, there's a £3 non-climbing supervisor fee and you'll need to register.`,
    },
    {
      type: 'faq',
      title: 'Are you open on bank holidays?',
      content: `Yes, we're open 10am–6pm on bank holidays. We're closed on Christmas Day, Boxing Day and New Year's Day. Any other changes to our opening hours are posted on our Facebook and Instagram at least a week ahead.`,
    },
    {
      type: 'faq',
      title: 'Do you have a café?',
      content: `Yes – The Chalk Pot café serves Dark Woods coffee, toasties, homemade soup, flapjacks and cakes from 9.30am until an hour before closing. It overlooks the bouldering area, so it's a popular spot for parents. Members get 10% off hot drinks.`,
    },
    {
      type: 'faq',
      title: 'Can I use my own chalk?',
      content: `Yes, but loose chalk must be in a chalk bag or a chalk ball – open tubs and buckets aren't allowed on the mats. Liquid chalk is fine too. We sell chalk balls at reception for £3.50.`,
    },
    {
      type: 'faq',
      title: 'Where can I leave my bags and coats?',
      content: `There are free cubby holes in the changing rooms and coin-return lockers in the corridor (you'll need a £1 coin, which you get back). Please don't leave bags on the mats or at the foot of the walls. Valuables are left at your own risk.`,
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content: `Yes! Gift vouchers can be bought online or at reception for any amount from £10, or for a specific course or party. They're valid for 12 months from purchase and can't be exchanged for cash.`,
    },
    {
      type: 'faq',
      title: 'Do you offer student discounts?',
      content: `Yes, our concession rates are available to full-time students, over-65s and anyone receiving Universal Credit. Please bring a valid student card or proof of eligibility the first time you use a concession rate. Concessions apply to casual entry, 10-visit passes and memberships.`,
    },
    {
      type: 'faq',
      title: 'Is the centre wheelchair accessible?',
      content: `Reception, The Chalk Pot café, the viewing area and an accessible toilet are all on the ground floor with step-free access; the changing rooms are up one flight of stairs. We run adaptive climbing sessions on the first Sunday of each month from 9am to 11am, with specialist harnesses and trained staff. Give us a ring to talk through what would help you.`,
    },
    {
      type: 'faq',
      title: 'Are there changing rooms and showers?',
      content: `Yes, there are male and female changing rooms plus a gender-neutral changing room, each with two free showers. Bring your own towel and toiletries, or buy a Hollins Mill microfibre towel at reception for £8.`,
    },
    {
      type: 'faq',
      title: 'Can I bring my dog?',
      content: `Sorry, only assistance dogs are allowed inside the centre. There's a water bowl and a tie-up ring by the front door, but please don't leave dogs unattended.`,
    },
    {
      type: 'faq',
      title: 'How often do you change the routes?',
      content: `We reset one section of the bouldering wall every week, so the whole area is refreshed roughly every five weeks. On the roped walls we put up around 10 new routes every fortnight. The section being reset is closed on Wednesday mornings until 2pm while the setters work.`,
    },
    {
      type: 'faq',
      title: 'Can I lead climb at Hollins Mill?',
      content: `Yes, we have 14 lead lines up to 12 metres high. You'll need to pass a free lead check with a member of staff (about 15 minutes) or complete our Learn to Lead course. Lead climbers must bring their own dynamic rope of at least 40 metres, as we don't hire lead ropes.`,
    },
    {
      type: 'faq',
      title: "I've climbed at other walls – do I still need an induction?",
      content: `You'll still need to register online, but you don't need the full induction. A member of staff will do a quick bouldering check when you arrive and, if you want to use the ropes, a belay competency check – both are free and take around 10 minutes.`,
    },
    {
      type: 'faq',
      title: 'Do you sell climbing gear?',
      content: `We have a small shop at reception with Scarpa and La Sportiva climbing shoes, chalk, chalk bags, brushes and finger tape. If we don't have your size in stock we can usually order it in within a week. Members get 15% off shoes.`,
    },
    {
      type: 'faq',
      title: 'How do I register?',
      content: `Registration is online at hollinsmillclimbing.co.uk/register and takes about five minutes – please do it before your visit so you're not queueing at reception. Under-18s must be registered by a parent or guardian, who can add several children to one account. Your registration lasts 12 months.`,
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `HOLLINS MILL CLIMBING CENTRE
CASUAL ENTRY AND HIRE PRICE LIST 2026
Prices valid from 1 January 2026 until further notice. All prices include VAT.

PEAK AND OFF-PEAK
Off-peak: Monday to Friday before 4pm (not bank holidays).
Peak: weekdays from 4pm, all day Saturday and Sunday, and bank holidays.
One entry covers bouldering and roped climbing for the whole day, as long as you have passed the relevant induction or check.

DAY ENTRY
Adult (18+) – peak £12.50 / off-peak £10.50
Concession (full-time students, over 65s, Universal Credit) – peak £10.50 / off-peak £9.00
Junior (5–17) – £8.50 any time
Little Boulders (ages 4–5, with a paying or member adult) – £5.00
Non-climbing supervisor – £3.00
Family day ticket (2 adults and 2 juniors, weekends and school holidays only) – £34.00
Late saver (entry after 8.30pm, Monday to Friday) – £8.00

INDUCTIONS AND CHECKS
Bouldering induction, adult (includes entry for the rest of the day and shoe hire) – £16.00
Bouldering induction, junior (includes entry and shoe hire) – £12.00
Auto-belay induction (30 minutes, includes harness) – £15.00
Belay competency check – free
Lead check – free
Independent Junior assessment (ages 14–17) – £12.00

10-VISIT PASSES
Adult – £105.00
Concession – £88.00
Junior – £72.00
Passes are valid for 12 months from the date of purchase and can be used at peak or off-peak times. Each pass belongs to one named climber and cannot be shared between friends or family members. Unused visits cannot be refunded or extended.

EQUIPMENT HIRE
Climbing shoes – £4.50
Harness – £3.00
Full-body harness (children under 25kg) – £3.00
Belay device and screwgate karabiner – £2.00
Chalk bag with chalk – £1.50
We do not hire lead ropes.

PRIVATE COACHING
One-to-one coaching – £45 per hour
Two or three people – £60 per hour (total)
Coaching prices do not include entry.

RETAIL AT RECEPTION
Chalk ball – £3.50
Loose chalk 250g – £6.00
Finger tape – £3.00
Microfibre towel – £8.00
Padlock for lockers – £5.00

PAYMENT
We accept card and contactless payments, Apple Pay and Google Pay. We are a cashless centre, except for the £1 coin lockers. Prices for memberships, courses, kids' clubs, birthday parties and group bookings are published separately on our website and in the party pack.

PRICE CHECKS
If a price on our website differs from this list, the lower price applies on the day. Questions about pricing: reception@hollinsmillclimbing.co.uk or 01535 604 218.`,
    },
    {
      type: 'document',
      title: 'Conditions of Entry',
      fileName: 'conditions-of-entry.pdf',
      content: `HOLLINS MILL CLIMBING CENTRE LTD
CONDITIONS OF ENTRY
Last updated: January 2026

These conditions apply to everyone who uses the climbing facilities at Hollins Mill Climbing Centre, Unit 3, Hollins Mill, Dalton Lane, Keighley BD21 4JU. By registering and entering the climbing area you agree to them.

1. ACKNOWLEDGEMENT OF RISK
Climbing and bouldering are activities with a danger of personal injury or death. Participants should be aware of and accept these risks and be responsible for their own actions and involvement. Falls onto bouldering matting can cause sprains, fractures and head injuries even when you land well.

2. REGISTRATION
All climbers must complete the online registration form before climbing. Registration is valid for 12 months, after which you will be asked to confirm your details again. You must tell staff about any change in your health that could affect your safety or the safety of others.

3. COMPETENCE
To climb unsupervised in the bouldering area you must have completed a bouldering induction or shown competence to a member of staff. To use the roped walls you must pass a belay competency check, and to lead climb you must pass a lead check. Staff may ask any climber to demonstrate competence at any time and may withdraw permission to climb.

4. CHILDREN AND YOUNG PEOPLE
Under 18s must be registered by a parent or legal guardian.
Under 14s must be supervised at all times by a registered adult (18 or over) who stays on the climbing floor. In the bouldering area one adult may supervise a maximum of two children. On the roped walls the supervising adult must belay the child themselves and may only belay one child at a time.
Young people aged 14 to 17 may climb without an adult only after passing the Independent Junior assessment and with online consent from a parent. Independent Juniors may not belay or supervise anyone under 14.
During booked kids' sessions, children are supervised by our coaches for the duration of the session only.

5. CONDUCT ON THE CLIMBING FLOOR
- No climbing under the influence of alcohol or drugs.
- Never climb directly above or below another climber.
- No food or drink on the matting. Water in a closed bottle may be left at the edge of the mats.
- No mobile phone use on the matting, except for filming your own climbing from the edge.
- Abusive, reckless or unsafe behaviour will result in being asked to leave without a refund.

6. BOOKINGS, REFUNDS AND CANCELLATIONS
Casual entry is non-refundable once you have checked in. Booked climbing slots and inductions can be moved or cancelled free of charge with at least 24 hours' notice; with less notice the fee is forfeited. Courses, parties, group bookings and kids' clubs have their own cancellation terms, which are explained at the time of booking. If we have to close the centre or cancel a session, we will offer a full refund or an alternative date.

7. PERSONAL PROPERTY AND LOST PROPERTY
We accept no liability for loss of or damage to personal property except where caused by our negligence. Lost property is kept for 30 days and then donated to the Sue Ryder shop on Cavendish Street. Phones, keys, wallets and bank cards are kept securely at reception and can be collected with ID.

8. PHOTOGRAPHY AND CCTV
CCTV operates throughout the building for safety and security. Our staff sometimes take photographs for our website and social media; please tell reception if you do not want to appear. Filming or photography for commercial purposes needs prior written permission from the centre manager.

9. PERSONAL DATA
Registration details are held in line with UK GDPR and used only to run the centre and contact you about your bookings. Marketing emails are only sent if you opt in. Records of climbers who have not visited for 3 years are deleted, except accident records, which we must keep for longer.

10. RIGHT OF ADMISSION
The duty manager may refuse entry or ask anyone to leave the climbing area. For safety, numbers are limited to 120 climbers at any one time.`,
    },
    {
      type: 'document',
      title: 'Membership Terms and Conditions 2026',
      fileName: 'membership-terms-2026.pdf',
      content: `HOLLINS MILL CLIMBING CENTRE
MEMBERSHIP TERMS AND CONDITIONS 2026

These terms apply to all monthly and annual memberships taken out or renewed from 1 January 2026. They sit alongside our Conditions of Entry, which all members must also follow.

1. WHO CAN JOIN
Membership is open to any registered climber who has completed a bouldering induction or competency check. Junior memberships are for ages 5 to 17 and must be set up by a parent or guardian. A junior member under 14 still needs a supervising adult on the climbing floor, and that adult must pay for entry or hold their own membership.
Family membership covers two adults and up to three juniors living at the same address.

2. PAYMENT
Monthly memberships are paid by Direct Debit, collected by GoCardless on the 1st of each month. Your first payment is taken on the day you join and covers the rest of that month on a pro rata basis.
A one-off joining fee of £20 applies to adult, concession, off-peak and family memberships. There is no joining fee for junior memberships.
Annual memberships are paid in full upfront and are non-refundable, except on medical grounds with a doctor's letter.
If a Direct Debit payment fails we will try again after 5 working days. A £10 administration fee is added for each failed payment, and access to the centre is paused until the balance is cleared.

3. MINIMUM TERM AND CANCELLATION
Monthly memberships have no minimum term. To cancel, email memberships@hollinsmillclimbing.co.uk giving at least one full calendar month's notice. For example, if you email on 10 March, your final payment is taken on 1 April and your membership ends on 30 April.
Cancelling the Direct Debit with your bank does not count as notice, and any unpaid months will still be due.
If you rejoin within 6 months of cancelling, the joining fee is waived.

4. FREEZING YOUR MEMBERSHIP
You can freeze a monthly membership for between 1 and 3 whole calendar months in any 12-month period. The freeze fee is £5 per month, and your current monthly rate is protected while you are frozen.
Freeze requests must reach us by the 20th of the month before the freeze starts.
Medical freezes are free with a note from a doctor or physiotherapist and can last up to 6 months.
Annual memberships cannot be frozen, except for medical reasons.

5. OFF-PEAK MEMBERSHIP
Off-peak members can climb Monday to Friday until 4pm. To climb at peak times, off-peak members pay a £3 top-up at reception per visit.

6. GUEST PASSES
Adult, concession and family members receive two guest passes per membership year. A guest pass lets a friend climb free of charge when they visit with you. Guests must be registered and must already be inducted or pay for an induction. Guest passes cannot be used on Saturdays or Sundays and do not roll over into the next year.

7. CHECKING IN
Check in using the QR code in the Hollins Mill app or your membership key fob. Replacement key fobs cost £5. Memberships are personal to the named member and must not be shared or transferred; misuse will lead to the membership being cancelled.

8. PRICE CHANGES
We review membership prices once a year. We will give you at least 30 days' notice by email before any increase takes effect.

9. SUSPENSION AND TERMINATION
We may suspend or end a membership if a member seriously or repeatedly breaches the Conditions of Entry. No refund is given for memberships ended for misconduct.

10. CONTACT
Membership questions: memberships@hollinsmillclimbing.co.uk or 01535 604 218 (option 3).`,
    },
    {
      type: 'document',
      title: "Kids' Climbing Club Parent Handbook",
      fileName: 'kids-club-parent-handbook.pdf',
      content: `KIDS' CLIMBING CLUB PARENT HANDBOOK
Clamber Club and Junior Climbing Club – 2026

Welcome
Thank you for signing your child up to one of our kids' clubs. This handbook explains how the clubs run, what your child needs to bring and what we expect from parents and carers. Please keep it somewhere handy.

Session Times
Clamber Club (ages 5–7): Saturdays and Sundays, 9.30am–10.30am
Junior Climbing Club (ages 8–12): Tuesdays and Thursdays 5.00pm–6.30pm, Saturdays 11.00am–12.30pm
Clubs run in 4-week blocks during school term time. Blocks pause for half-terms and school holidays (we follow Bradford Council term dates), when we run Holiday Climbing Camps instead.

Arrival and Collection
Please arrive 10 minutes before the start and check your child in at reception. A coach will meet them at the kids' gate next to the Little Boulders area.
Clamber Club: a parent or carer must stay in the building for the whole session. The Chalk Pot café and viewing balcony are the best places to wait.
Junior Climbing Club: you may drop off and leave, but please be back at the kids' gate 5 minutes before the session ends. We will only hand children over to the adult named on the booking, or to someone you have told us about in writing. Children aged 11 and 12 may leave on their own if you have given written permission.
Late collection: if you are more than 15 minutes late we will phone you, and a late collection charge of £10 for every 15 minutes applies after that.

Our Coaches
All our coaches hold the Mountain Training Climbing Wall Instructor award, or are working towards it under supervision. Every coach has an enhanced DBS check and a current first aid certificate.
Ratios: 1 coach to 6 children in Clamber Club; 1 coach to 8 children in Junior Climbing Club.
Our Youth Coaching Lead is Tom Ashworth.

What To Bring
- Comfortable clothes with no buckles or zips (no jeans, please)
- A named water bottle
- A hair tie for long hair
- Their own climbing shoes if they have them – otherwise shoe hire is included in the club price
Please don't send snacks into the climbing area. We are a nut-aware centre.

Progress and Awards
Children work through the Hollins Climbing Awards, six levels from Level 1 Spider, Level 2 Gecko, Level 3 Mountain Goat, Level 4 Falcon and Level 5 Snow Leopard up to Level 6 Summit. Each level has eight skills to tick off. When a child completes a level they receive a badge and certificate at the last session of the block.
From age 10, Junior Climbing Club members can also work towards NICAS Levels 1 and 2. There is a registration fee of £12 per level, payable to NICAS.

Missed Sessions and Refunds
Blocks are paid in advance and are non-refundable. You can swap one session per block to another session of the same club, as long as you email us at least 48 hours beforehand and there is space. If your child is ill and misses two or more sessions in a block, we will add a credit to your account for the missed sessions.

Medical Information and Accidents
Please tell us about any medical conditions, allergies or medication on the booking form and keep it up to date. Inhalers and auto-injectors (EpiPens) must be handed to the coach at check-in, labelled with your child's name.
Any accident, however minor, is recorded and reported to you at collection. If your child bumps their head you will be given a head injury advice slip.

Behaviour
We want everyone to have fun and stay safe. If a child's behaviour is unsafe we first give a reminder, then a short time out on the bench, and if it continues we will call the parent or carer.

Moving Up
Children move up from Clamber Club to Junior Climbing Club in the block after their 8th birthday. Strong Junior Club climbers aged 12 and over may be invited to trial for our Youth Squad.

Contact
Tom Ashworth, Youth Coaching Lead
youth@hollinsmillclimbing.co.uk
01535 604 218 (option 2)`,
    },
    {
      type: 'document',
      title: 'Birthday Party Information Pack',
      fileName: 'birthday-party-pack-2026.pdf',
      content: `BIRTHDAY PARTIES AT HOLLINS MILL
Information Pack 2026

Looking for a birthday party with a difference? Our climbing parties are run by a dedicated party instructor, so all you need to do is bring the birthday child and their friends.

PARTY OPTIONS

Bouldering Party – ages 5 and over
1 hour in our kids' bouldering zone with a party instructor, including climbing games and our famous "Floor is Lava" traverse challenge. No ropes or harnesses, so it's perfect for younger children.
Price: £150 for up to 10 children

Roped Party – ages 7 and over
1 hour on our top-rope walls and auto-belays. Every child is fitted with a harness and our instructors do all the belaying, so the children can climb all the way to the top of the 12-metre walls.
Price: £195 for up to 10 children

Both parties can take a maximum of 12 children. Extra children are £14 each.

WHAT'S INCLUDED
- 1 hour of instructed climbing
- Shoe hire and all equipment
- 45 minutes in our party room after climbing
- Printable invitations (emailed to you when you book)
- A free return climbing visit for the birthday child, to be used within 3 months

PARTY TIMES
Saturdays and Sundays: 12.30pm, 2.30pm and 4.30pm
Fridays: 5.00pm (Bouldering Parties only)
Please arrive 15 minutes before your start time so that the children can be checked in and fitted with shoes.

FOOD
Our Party Food Package costs £5.50 per child and includes a sandwich (ham, cheese or jam), crisps, fresh fruit, squash and a cookie. Vegetarian, vegan and gluten-free options are available if you let us know at least 7 days before the party.
You're welcome to bring your own birthday cake and candles, but please don't bring any other outside food into the centre. Tea and coffee for adults can be bought from The Chalk Pot café.

PARTY BAGS
Party bags are available for £3.50 each and contain a mini karabiner keyring, a Hollins Mill sticker sheet and a chalk ball.

BOOKING AND DEPOSIT
Parties can be booked online or by phoning reception on 01535 604 218. A non-refundable deposit of £50 is taken at the time of booking.
Final numbers, food choices and the balance are due 7 days before the party. After that, numbers cannot go down, but extra children can be added on the day if there is space.

REGISTRATION FORMS
Every child must be registered by their parent or guardian before they can climb. When you book we will send you a party registration link to share with your guests. All registrations must be completed at least 48 hours before the party. We cannot accept paper forms on the day, and children who are not registered will not be able to climb.

ON THE DAY
Your party host will meet you at reception and look after the group throughout. The party organiser and at least one other adult must stay for the whole party. Other parents are welcome to stay and watch from the viewing balcony or the café.

CHANGES AND CANCELLATIONS
You can move your party to another date once, free of charge, with at least 14 days' notice. If you cancel within 7 days of the party the full balance is still payable. If we ever have to cancel your party, you will receive a full refund including the deposit.

ADULT PARTIES
We also host parties for adults (18+) on Friday and Saturday evenings. Please contact groups@hollinsmillclimbing.co.uk for details.`,
    },
    {
      type: 'document',
      title: 'Climbing Wall Safety Rules',
      fileName: 'climbing-wall-safety-rules.pdf',
      content: `HOLLINS MILL CLIMBING CENTRE
CLIMBING WALL SAFETY RULES
Please read these rules before you climb. They are also displayed by reception and at the entrance to each climbing area.

BOULDERING AREA
- Always look before you climb. Check that nobody is climbing on or standing in the fall zone of your problem.
- One climber at a time on each section of wall. Never climb above or below another person.
- Don't sit, stand or walk under anyone who is climbing. Keep the mats clear of bags, bottles and phones.
- Climb down whenever you can, or use the jugs to downclimb to a safe height before dropping.
- When you fall, land on both feet with your knees bent, and roll onto your back. Don't put your arms out to break the fall.
- Do not climb over the top of the bouldering wall. The top of the wall is not an accessible area.
- Children must stay in the kids' bouldering zone unless their supervising adult is with them on the main mats.
- If a hold spins or feels loose, stop climbing it, take a yellow loose hold card from the board by the mats and hang it on the hold, then tell a member of staff.

AUTO-BELAYS
- You must complete an auto-belay induction before using the auto-belays.
- Always enter through the red triangle gate and clip the gate closed behind you.
- Clip the auto-belay's karabiner into the belay loop of your harness and check that the gate has locked. Ask a friend to check it too.
- Only one person per auto-belay line. Don't climb past the top of your line or across into another line.
- When you reach the top or want to come down, let go and lean back with your feet against the wall – the auto-belay will lower you slowly.
- When you're down, unclip and hook the karabiner back onto the gate so the next person can use it.
- Children under 25kg must wear a full-body harness on the auto-belays.

TOP-ROPE CLIMBING
- Climbers must tie in using a figure of eight follow-through knot, finished with a stopper knot.
- Belayers must use an assisted braking device. Our approved devices are the Petzl GriGri and the Mammut Smart.
- Before every climb, do a buddy check: harnesses, knot, belay device, karabiner locked, end of rope.
- Keep your hand on the brake rope at all times and stand close to the wall.
- Lower climbers smoothly and at a steady speed.

LEAD CLIMBING
- Lead climbing is only allowed after passing a lead check or completing our Learn to Lead course.
- Clip every quickdraw in order and do not skip clips.
- Lead climbers must use their own dynamic rope, at least 40 metres long.

GENERAL
- Remove rings, watches, necklaces and hanging earrings before climbing.
- Climbing shoes only on the mats – no trainers, socks or bare feet.
- Report any injury, however small, to staff so it can be written in the accident book.

FIRST AID AND EMERGENCIES
Our staff wear green t-shirts and are all trained in first aid. A first aid kit and an AED (defibrillator) are kept behind reception. If you see an accident, tell the nearest member of staff straight away and do not move the injured person unless they are in danger.
If the fire alarm sounds, stop climbing, come down safely and leave the building by the nearest fire exit. Do not stop to collect belongings. The assembly point is at the far end of the car park, next to the bike shelter.

Anyone who ignores these rules may be asked to leave the climbing area.`,
    },

    // ------------------------------------------------------------- website
    {
      type: 'website',
      title: 'Visit Us | Hollins Mill Climbing Centre',
      url: 'https://www.hollinsmillclimbing.co.uk/visit',
      content: `# Visit Hollins Mill Climbing Centre

Hollins Mill Climbing Centre is an independent climbing wall in a converted Victorian worsted mill on the edge of Keighley town centre. Inside you'll find over 200 boulder problems, 12-metre roped walls with 8 auto-belay lines, a dedicated kids' bouldering zone, a training area with a Kilter board and campus board, and The Chalk Pot café.

## Opening Times

Monday to Friday: 10am – 10pm
Saturday and Sunday: 9am – 8pm
Bank holidays: 10am – 6pm

Last entry is one hour before closing, and we ask everyone to finish climbing 15 minutes before closing so the staff can clean the mats.

## Peak and Off-Peak Times

Off-peak is Monday to Friday before 4pm, not including bank holidays. Everything else is peak.

The busiest times are weekday evenings between 6pm and 8.30pm and Saturday afternoons. If you prefer a quieter wall, come on a weekday morning or after 8.30pm, when our late saver entry also applies.

## Where to Find Us

Hollins Mill Climbing Centre
Unit 3, Hollins Mill
Dalton Lane
Keighley
BD21 4JU

If you're using a sat nav, the postcode takes you to Dalton Lane. Drive past the first mill gate and turn in at the second gate, where you'll see our orange sign. We're at the back of the yard on the right.

### By train
Keighley station is on the Airedale line, with direct trains from Leeds and Bradford Forster Square. From the station it's a 12-minute walk: head down Bradford Road, turn left at the lights onto Dalton Lane and we're on the left after the retail park.

### By bus
The 662 bus between Bradford and Keighley stops at Dalton Lane, about two minutes' walk from the mill gate.

### By car
From the A629 Aire Valley Road, take the Bradford Road exit towards the town centre and follow signs for Dalton Lane. There's free parking on site.

## Facilities

- Bouldering area with over 200 problems, graded by colour
- 24 top-rope lines, 14 lead lines and 8 auto-belays
- Kids' bouldering zone and Little Boulders area
- Training area with Kilter board, campus board, fingerboards and free weights
- The Chalk Pot café with viewing balcony
- Changing rooms with showers, lockers and cubby holes
- Free wifi – ask at reception for the password
- Shop at reception for shoes, chalk and accessories

## Contact Us

Phone: 01535 604 218 (reception is staffed during opening hours)
Email: reception@hollinsmillclimbing.co.uk
Instagram and Facebook: @hollinsmillclimbing

Centre manager: Sam Whitaker. If you'd like to speak to Sam about anything, ask at reception or email sam@hollinsmillclimbing.co.uk.`,
    },
    {
      type: 'website',
      title: 'Your First Visit | Hollins Mill Climbing Centre',
      url: 'https://www.hollinsmillclimbing.co.uk/first-visit',
      content: `# Your First Visit

Never climbed before? You're in the right place. Here's everything you need to know to get started at Hollins Mill.

## Step 1: Register online

Everyone who climbs needs to fill in our online registration form before their first visit. If you're bringing children, a parent or guardian must register them.

## Step 2: Book an induction

All new climbers start with an induction. Book online – sessions get busy, especially at weekends and in the school holidays.

### Bouldering induction
Bouldering is climbing on shorter walls, up to 4.5 metres high, without ropes, above thick safety matting. It's the easiest way to start. The induction lasts about 20 minutes and is taught in small groups of up to 6 people. Inductions start on the hour, from 10am on weekdays and 9am at weekends, with the last one two hours before closing. Once you've finished, you can stay and climb for the rest of the day. The induction price includes your entry and shoe hire.

### Auto-belay induction
Want to get higher? Our 8 auto-belay lines let you climb the 12-metre walls on your own, with no partner needed. The induction takes 30 minutes and includes harness hire. Auto-belay inductions run at 11am, 2pm and 6pm on weekdays and every two hours from 10am at weekends. Minimum age is 7.

### Already a climber?
If you've climbed indoors before, you don't need the full induction – we'll do a quick check on the day. See our FAQs for details.

## Step 3: On the day

Arrive 15 minutes before your induction so there's time to check in at reception, collect your hire shoes and get changed. Bring comfortable clothes and a water bottle.

## What the bouldering induction covers

- How to fall and land safely on the mats
- Fall zones, and why you never walk under other climbers
- Climbing down instead of jumping from the top
- How our grading works
- Where the kids' zone, training area and first aid point are

## How our grades work

Our boulder problems are set in colour circuits. From easiest to hardest, the colours are White, Yellow, Green, Blue, Red, Purple and Black. Each problem is marked with a coloured tag at the start hold. Most beginners start on White and Yellow, and many people are onto Green problems within a few visits.

## Want to try the ropes?

Climbing on the roped walls with a partner needs a qualified belayer. If you've never belayed before, our Learn to Climb course teaches you everything you need and signs you off at the end, so you can come back and climb with a friend.

## First visit tips

- Don't worry about strength – good footwork matters much more.
- Take plenty of rests. Your forearms will feel it on day one!
- Hire shoes should fit snugly but shouldn't be painful.
- Ask the staff in green t-shirts – they're always happy to suggest problems to try.

Ready? Book your induction online or call reception on 01535 604 218.`,
    },
    {
      type: 'website',
      title: 'Climbing Courses | Hollins Mill Climbing Centre',
      url: 'https://www.hollinsmillclimbing.co.uk/courses',
      content: `# Climbing Courses

Whether you want to learn the ropes, take your first lead climb or break through a plateau, our courses are the quickest way to improve. All courses are run by Mountain Training qualified instructors and led by our head coach, Priya Navarro.

Course prices include entry and equipment hire during the sessions, plus one free practice visit within two weeks of finishing. Members get 10% off all courses.

## Intro to Bouldering

A single 90-minute session for complete beginners who want more than an induction. You'll learn basic movement skills, how to read a problem and how to fall safely.

- When: first and third Saturday of the month, 10am – 11.30am
- Price: £28
- Age: 14+ (14 to 17 year olds with a parent's consent)

## Learn to Climb (Rope Skills)

Our most popular course. Over two 2-hour sessions you'll learn to put on a harness, tie in with a figure of eight knot, belay using an assisted braking device, and lower your partner safely. At the end you'll be signed off as a competent belayer, so you can climb on the roped walls with a partner.

- When: Monday and Wednesday evenings, 7pm – 9pm, or Saturday and Sunday, 1pm – 3pm
- Price: £65
- Maximum 6 people per instructor
- Age: 12+. Under 16s must do the course with a participating adult.

## Learn to Lead

A three-session course for confident top-rope climbers who want to start leading. Covers clipping technique, lead belaying, taking and catching falls, and how to choose your first lead routes. The course finishes with your lead check.

- When: three consecutive Tuesdays, 6.30pm – 9pm
- Price: £95
- Before booking: you should be belay competent and comfortable climbing Blue grade routes on top rope

## Bouldering Technique

A four-week course for climbers who have been bouldering for a few months and feel stuck. Each week focuses on a different theme: footwork, body positioning, overhangs, and dynamic movement.

- When: Thursdays, 7pm – 8.30pm, for four weeks
- Price: £80
- Suitable for climbers working on Blue and Red problems

## Private Coaching

One-to-one or small group coaching tailored to your goals, from a first session to preparing for an outdoor trip. Book with Priya or one of the team at reception.

- £45 per hour for one person, £60 per hour for two or three people

## Free Social Sessions

Not a course, but a great way to learn. On the second Tuesday of every month, our Women's Climbing Night runs from 7pm to 9pm with free tips from our female coaches and setters – just pay normal entry. Our New Climbers' Meet-Up on Sunday evenings from 6pm is a friendly way to find climbing partners.

## Booking and Cancellations

Courses must be booked and paid for online. You can transfer to another date free of charge up to 7 days before the course starts. We can't offer refunds or transfers within 7 days, but you may send a friend in your place. If a course is cancelled because too few people have booked, you'll receive a full refund.`,
    },
    {
      type: 'website',
      title: "Kids' Climbing | Hollins Mill Climbing Centre",
      url: 'https://www.hollinsmillclimbing.co.uk/kids',
      content: `# Kids' Climbing

Climbing builds strength, confidence and problem-solving skills – and it's brilliant fun. We have sessions for children from age 4 right up to teenagers who want to compete.

## Little Boulders (ages 4–5)

Our Little Boulders area has soft holds, low walls and extra-thick mats, made especially for our youngest climbers. Drop-in sessions run on Monday and Friday mornings from 10am to 11.30am in term time. A parent or carer stays with their child and helps them climb.

- £5 per child (the accompanying adult climbs free during this session)

## Clamber Club (ages 5–7)

A fun, game-based introduction to climbing led by our coaches. Children learn to move on the wall, fall safely and work as a team.

- Saturdays and Sundays, 9.30am – 10.30am
- £9.50 per session, or £34 for a 4-week block

## Junior Climbing Club (ages 8–12)

Our weekly club for children who want to climb regularly and make real progress. Sessions include roped climbing, bouldering and climbing games, and children work through our awards scheme.

- Tuesdays and Thursdays, 5pm – 6.30pm, and Saturdays, 11am – 12.30pm
- £48 for a 4-week block

Parents of club members will receive our Parent Handbook when they book.

## Youth Squad (ages 12–17)

For committed young climbers who want to train hard and take part in regional youth competitions. Squad members train twice a week and get a personalised training plan from our head coach.

- Wednesdays 6pm – 8pm and Saturdays 2pm – 4pm
- £60 per month
- Places are by trial. Trials are held in September and January – email youth@hollinsmillclimbing.co.uk to register interest.

## Holiday Climbing Camps (ages 6–12)

Action-packed days of climbing, games and challenges, running on weekdays during the school holidays (except bank holidays).

- 9am – 3pm
- £32 per day, with a 10% discount for siblings
- Children need to bring a packed lunch, snacks and a water bottle
- Early drop-off from 8.15am is available for £5

## Home Education Sessions

Term-time sessions for home-educated children aged 5 to 14, combining coached climbing with simple lessons on forces, friction and the body.

- Wednesdays, 1.30pm – 3pm
- £9 per child. Parents stay on site and younger siblings are welcome in the café.

## Climbing as a Family

Outside of our sessions, children can climb whenever we're open with a registered, supervising adult. Please read our Conditions of Entry for the supervision rules.

## Booking

All kids' sessions are booked online through our website or the Hollins Mill app. Places on clubs and holiday camps go quickly, so we recommend booking early.`,
    },
    {
      type: 'website',
      title: 'Memberships | Hollins Mill Climbing Centre',
      url: 'https://www.hollinsmillclimbing.co.uk/membership',
      content: `# Memberships

Climb as often as you like, save money and get a host of member perks. If you climb more than four times a month, a membership usually works out cheaper than paying for each visit.

## Membership Options

### Adult – £49 per month
Unlimited climbing at any time we're open.

### Concession – £41 per month
For full-time students, over-65s and people receiving Universal Credit. Proof of eligibility is needed when you join.

### Off-Peak – £36 per month
Unlimited climbing Monday to Friday before 4pm. Ideal for shift workers, students with free afternoons and the recently retired.

### Junior (5–17) – £30 per month
Unlimited climbing for young people. Under 14s still need a supervising adult.

### Family – £115 per month
Two adults and up to three juniors living at the same address.

### Annual Adult – £499
Pay for a year upfront and get two months free compared with the monthly rate.

A one-off joining fee of £20 applies to all adult, concession, off-peak and family memberships. Junior memberships have no joining fee.

## Member Perks

- Unlimited bouldering and roped climbing during your membership hours
- Free harness hire and half-price shoe hire
- 10% off courses and private coaching
- 15% off climbing shoes in our shop
- 10% off hot drinks in The Chalk Pot café
- Two guest passes a year to bring a friend for free (weekdays only)
- Members' Reset Night: the first go on the newly set problems, every other Thursday from 6pm
- A free 30-minute technique session with a coach when you join

## January Offer

Join during January and we'll waive your joining fee.

## How to Join

1. Register online and complete your induction or competency check.
2. Choose your membership online, in the Hollins Mill app, or at reception.
3. Set up your Direct Debit – your membership starts straight away.

You can check in using the QR code in the app, so there's no need to carry a card.

## Corporate Memberships

We partner with local employers, including Airedale NHS Foundation Trust staff, who get 10% off adult monthly memberships. If your workplace would like to join our scheme, email memberships@hollinsmillclimbing.co.uk.

## Questions?

Please read our Membership Terms and Conditions for the details on payments, freezing and cancelling. You can also call reception on 01535 604 218 and choose option 3.`,
    },
    {
      type: 'website',
      title: 'Groups, Schools & Team Events | Hollins Mill Climbing Centre',
      url: 'https://www.hollinsmillclimbing.co.uk/groups',
      content: `# Groups, Schools and Team Events

From school trips to Scout nights and office team days, we run instructed climbing sessions for groups of all ages and abilities. Every group session is led by qualified instructors, and we provide all the equipment.

## School Groups

Our school sessions are suitable for Key Stage 2 upwards and fit well with PE, outdoor and adventurous activities, and enrichment days.

- Weekday daytime sessions during term, 1.5 hours long
- £11 per pupil, minimum of 8 pupils
- Up to 30 pupils per session
- Teachers and support staff come free, with 1 free adult for every 10 pupils
- Risk assessments and instructor qualifications are sent to you once the booking is confirmed
- Invoices are payable within 30 days

## Youth Groups

Scouts, Guides, Brownies, Cubs, Cadets and youth clubs are very welcome. Sessions can help young people work towards badges, including the Scouts' Climber Activity Badge.

- Evening sessions Monday to Thursday, 6pm – 7.30pm
- £12 per person, minimum of 8
- Leaders climb free

## University and Club Groups

University and college climbing clubs affiliated with us get discounted entry of £8.50 per person on Tuesday evenings, plus one free belay check session per term for new members.

## Corporate Team Events

Get your team out of the office and working together. Our 2-hour team sessions include a bouldering induction, a team bouldering challenge and a timed relay on the auto-belays, finishing with prizes.

- £25 per person, minimum of 10 people
- Add lunch or a buffet from The Chalk Pot café from £8 per person
- A private meeting room for up to 20 people is available for £40 per half day

## Exclusive Hire

Want the centre to yourselves? The bouldering area can be hired exclusively on Sunday evenings from 8pm to 10pm, with staff and instructors included.

- From £450 for up to 40 people

## How to Book

Email groups@hollinsmillclimbing.co.uk with your preferred dates, the number of people and their ages, and our groups coordinator, Hannah Clegg, will get back to you within two working days. We need at least two weeks' notice for group bookings. A 25% deposit secures your date, apart from schools, which can pay by invoice.

Group bookings can be moved once, free of charge, with 10 days' notice. Numbers can be reduced by up to 20% until 5 days before the session.`,
    },
  ],

  questions: [
    // FAQ targets
    {
      text: 'never climbed in my life, is that ok or is it just for people who already know what theyre doing',
      expect: 'Do I need any climbing experience?',
    },
    { text: 'total beginner, can i still come', expect: 'Do I need any climbing experience?' },
    { text: 'how old do kids have to be to climb', expect: "What's the minimum age to climb?" },
    {
      text: "is there an age limit? my daughter's only 4",
      expect: "What's the minimum age to climb?",
    },
    { text: 'do i need my own shoes or can i borrow some', expect: 'Can I hire climbing shoes?' },
    {
      text: "i'm a size 12, do your rental shoes go that big",
      expect: 'Can I hire climbing shoes?',
    },
    {
      text: 'can i just rock up or do i have to reserve a slot',
      expect: 'Do I need to book before I come?',
    },
    {
      text: 'weve done the induction already, do we still need to prebook for a saturday',
      expect: 'Do I need to book before I come?',
    },
    { text: 'parking?', expect: 'Is there parking?' },
    { text: 'where do i leave the car and is it free', expect: 'Is there parking?' },
    { text: 'what clothes should i climb in, are jeans ok', expect: 'What should I wear?' },
    {
      text: 'my husband doesnt want to climb, can he just sit and watch me and the kids',
      expect: 'Can I come and watch without climbing?',
    },
    { text: 'do non climbers have to pay', expect: 'Can I come and watch without climbing?' },
    { text: 'are u open easter monday', expect: 'Are you open on bank holidays?' },
    { text: 'open boxing day?', expect: 'Are you open on bank holidays?' },
    {
      text: 'is there anywhere to grab a coffee while my kids climb',
      expect: 'Do you have a café?',
    },
    { text: 'do you serve food', expect: 'Do you have a café?' },
    { text: 'am i allowed to bring my tub of chalk from home', expect: 'Can I use my own chalk?' },
    {
      text: 'is there somewhere safe to put my stuff while i climb',
      expect: 'Where can I leave my bags and coats?',
    },
    { text: 'do the lockers need a coin', expect: 'Where can I leave my bags and coats?' },
    {
      text: "i'd like to get my brother a climbing session as a birthday present, do you do gift cards",
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'how long are vouchers valid', expect: 'Do you sell gift vouchers?' },
    { text: 'any discount for uni students', expect: 'Do you offer student discounts?' },
    { text: 'is there a cheaper rate for pensioners', expect: 'Do you offer student discounts?' },
    {
      text: 'my daughter uses a wheelchair, is there anything she could do at the wall',
      expect: 'Is the centre wheelchair accessible?',
    },
    { text: 'step free access?', expect: 'Is the centre wheelchair accessible?' },
    {
      text: 'can i have a shower after climbing before i go to work',
      expect: 'Are there changing rooms and showers?',
    },
    { text: 'are dogs allowed in', expect: 'Can I bring my dog?' },
    { text: 'how often do you put up new problems', expect: 'How often do you change the routes?' },
    {
      text: 'why was part of the bouldering wall taped off on wednesday morning',
      expect: 'How often do you change the routes?',
    },
    {
      text: 'can i do lead climbing there, and do you rent ropes',
      expect: 'Can I lead climb at Hollins Mill?',
    },
    {
      text: 'i boulder every week at a centre in leeds, do i have to do the beginners intro again',
      expect: "I've climbed at other walls – do I still need an induction?",
    },
    { text: 'do you sell climbing shoes', expect: 'Do you sell climbing gear?' },
    { text: "where's the waiver form i need to fill out", expect: 'How do I register?' },
    { text: 'can i sign up all 3 of my kids under my account', expect: 'How do I register?' },

    // Price List 2026
    { text: 'how much for an adult on a saturday', expect: 'Price List 2026', fact: '£12.50' },
    {
      text: 'cheapest time to climb in the evening? someone said theres a late deal',
      expect: 'Price List 2026',
      fact: '£8.00',
    },
    {
      text: 'how much is a pack of 10 visits for an adult',
      expect: 'Price List 2026',
      fact: '£105',
    },
    {
      text: 'can me and my wife share a 10 visit pass between us',
      expect: 'Price List 2026',
      fact: 'cannot be shared',
    },
    { text: 'harness hire cost', expect: 'Price List 2026', fact: '£3.00' },
    { text: 'do you take cash', expect: 'Price List 2026' },

    // Conditions of Entry
    {
      text: 'can i take my 3 kids (6, 8 and 10) bouldering on my own',
      expect: 'Conditions of Entry',
      fact: 'two children',
    },
    {
      text: 'my 16 year old has passed the independent junior thing, can he belay his 12 yo brother',
      expect: 'Conditions of Entry',
      fact: 'may not belay',
    },
    {
      text: 'i left a hoodie there a few weeks ago, do you keep lost property',
      expect: 'Conditions of Entry',
    },
    {
      text: 'if i cant make my booked slot tomorrow can i cancel and get my money back',
      expect: 'Conditions of Entry',
      fact: '24 hours',
    },
    {
      text: 'is it ok to film a promo video for my clothing brand on your walls',
      expect: 'Conditions of Entry',
    },

    // Membership Terms and Conditions 2026
    {
      text: 'how do i cancel my membership and how much notice do i need to give',
      expect: 'Membership Terms and Conditions 2026',
      fact: 'calendar month',
    },
    {
      text: 'broke my wrist, can i put my membership on hold without paying',
      expect: 'Membership Terms and Conditions 2026',
      fact: 'physiotherapist',
    },
    {
      text: 'how much does it cost to freeze for a couple of months while im travelling',
      expect: 'Membership Terms and Conditions 2026',
      fact: '£5 per month',
    },
    {
      text: 'my direct debit bounced last month, what happens now',
      expect: 'Membership Terms and Conditions 2026',
      fact: '£10 administration fee',
    },
    {
      text: 'do unused guest passes carry over to next year',
      expect: 'Membership Terms and Conditions 2026',
    },

    // Kids' Climbing Club Parent Handbook
    {
      text: 'do i have to stay for my 6 year olds clamber club session or can i nip to the shops',
      expect: "Kids' Climbing Club Parent Handbook",
      fact: 'stay in the building',
    },
    {
      text: 'whats the charge if im late picking up from junior club',
      expect: "Kids' Climbing Club Parent Handbook",
      fact: '£10 for every 15 minutes',
    },
    {
      text: 'can my 11 year old walk home by himself after club',
      expect: "Kids' Climbing Club Parent Handbook",
    },
    {
      text: 'what are the different badge levels the kids work through',
      expect: "Kids' Climbing Club Parent Handbook",
    },
    {
      text: 'my daughter will miss next tuesdays club, can she come on the thursday instead',
      expect: "Kids' Climbing Club Parent Handbook",
      fact: '48 hours',
    },
    {
      text: 'are the coaches who run the kids club dbs checked',
      expect: "Kids' Climbing Club Parent Handbook",
    },

    // Birthday Party Information Pack
    {
      text: 'how much is a roped climbing party for 10 kids',
      expect: 'Birthday Party Information Pack',
      fact: '£195',
    },
    {
      text: 'my son turns 6, can he have his party on the tall walls with ropes',
      expect: 'Birthday Party Information Pack',
      fact: '7 and over',
    },
    {
      text: 'are we allowed to bring our own food to the party',
      expect: 'Birthday Party Information Pack',
    },
    {
      text: 'what times do you do parties on a saturday',
      expect: 'Birthday Party Information Pack',
    },
    {
      text: 'how much deposit do i pay to book a party and do i get it back if we cancel',
      expect: 'Birthday Party Information Pack',
      fact: '£50',
    },
    {
      text: 'do all the guests parents need to fill something in before the party',
      expect: 'Birthday Party Information Pack',
      fact: '48 hours',
    },

    // Climbing Wall Safety Rules
    {
      text: 'what should i do if a hold spins when im on it',
      expect: 'Climbing Wall Safety Rules',
      fact: 'yellow loose hold card',
    },
    {
      text: 'which belay devices are allowed',
      expect: 'Climbing Wall Safety Rules',
      fact: 'GriGri',
    },
    {
      text: 'whats the right way to land when you come off a boulder',
      expect: 'Climbing Wall Safety Rules',
      fact: 'knees bent',
    },
    { text: 'where do we meet if the fire alarm goes off', expect: 'Climbing Wall Safety Rules' },
    {
      text: 'my 7 yo is quite small, does she need a different harness on the auto belays',
      expect: 'Climbing Wall Safety Rules',
      fact: '25kg',
    },

    // Visit Us
    {
      text: 'what time do you shut on sundays',
      expect: 'Visit Us | Hollins Mill Climbing Centre',
      fact: '8pm',
    },
    { text: 'whats your address', expect: 'Visit Us | Hollins Mill Climbing Centre' },
    {
      text: 'coming by train, how do i get to you from the station',
      expect: 'Visit Us | Hollins Mill Climbing Centre',
      fact: '12-minute walk',
    },
    { text: 'which bus stops near you', expect: 'Visit Us | Hollins Mill Climbing Centre' },
    {
      text: 'when is it quietest, i hate crowds',
      expect: 'Visit Us | Hollins Mill Climbing Centre',
    },

    // Your First Visit
    {
      text: 'what do the colours on the boulder problems mean, which is the hardest',
      expect: 'Your First Visit | Hollins Mill Climbing Centre',
      fact: 'Black',
    },
    {
      text: 'what time is the earliest induction at the weekend',
      expect: 'Your First Visit | Hollins Mill Climbing Centre',
      fact: '9am at weekends',
    },
    {
      text: 'how high are the bouldering walls',
      expect: 'Your First Visit | Hollins Mill Climbing Centre',
    },
    {
      text: 'when do the autobelay inductions run during the week',
      expect: 'Your First Visit | Hollins Mill Climbing Centre',
      fact: '11am, 2pm and 6pm',
    },
    {
      text: 'what do they actually go through with you in the induction',
      expect: 'Your First Visit | Hollins Mill Climbing Centre',
      fact: 'fall and land',
    },

    // Climbing Courses
    {
      text: 'how much is the belaying course and when does it run',
      expect: 'Climbing Courses | Hollins Mill Climbing Centre',
      fact: '£65',
    },
    {
      text: 'when is the learn to lead course on',
      expect: 'Climbing Courses | Hollins Mill Climbing Centre',
      fact: 'three consecutive Tuesdays',
    },
    { text: 'is there a ladies night', expect: 'Climbing Courses | Hollins Mill Climbing Centre' },
    {
      text: 'my course starts in 3 days and i cant make it anymore, can i get a refund',
      expect: 'Climbing Courses | Hollins Mill Climbing Centre',
    },
    {
      text: 'been stuck on red problems for ages, is there a course that could help me get better',
      expect: 'Climbing Courses | Hollins Mill Climbing Centre',
    },

    // Kids' Climbing
    {
      text: 'do you do anything for kids in the summer holidays',
      expect: "Kids' Climbing | Hollins Mill Climbing Centre",
      fact: '£32 per day',
    },
    {
      text: 'we home school, do you have any daytime sessions for them',
      expect: "Kids' Climbing | Hollins Mill Climbing Centre",
      fact: '1.30pm',
    },
    {
      text: 'how does my son get onto the competition team',
      expect: "Kids' Climbing | Hollins Mill Climbing Centre",
    },
    {
      text: 'my 4 year old is desperate to climb, is there a session for little ones',
      expect: "Kids' Climbing | Hollins Mill Climbing Centre",
      fact: 'Monday and Friday mornings',
    },
    {
      text: 'holiday camp - can i drop her off earlier than 9? i start work at 8.30',
      expect: "Kids' Climbing | Hollins Mill Climbing Centre",
    },

    // Memberships
    {
      text: 'how much is it a month to be a member',
      expect: 'Memberships | Hollins Mill Climbing Centre',
      fact: '£49',
    },
    {
      text: 'family membership price?',
      expect: 'Memberships | Hollins Mill Climbing Centre',
      fact: '£115',
    },
    {
      text: 'is there a cheaper membership if i only come in the daytime',
      expect: 'Memberships | Hollins Mill Climbing Centre',
    },
    {
      text: 'do members get money off shoe hire',
      expect: 'Memberships | Hollins Mill Climbing Centre',
    },
    {
      text: 'i work for the nhs at airedale, do i get anything off joining',
      expect: 'Memberships | Hollins Mill Climbing Centre',
    },

    // Groups, Schools & Team Events
    {
      text: 'how much for a school trip, about 25 year 5s',
      expect: 'Groups, Schools & Team Events | Hollins Mill Climbing Centre',
      fact: '£11 per pupil',
    },
    {
      text: 'could our scout troop come along one evening',
      expect: 'Groups, Schools & Team Events | Hollins Mill Climbing Centre',
    },
    {
      text: 'looking at a team building afternoon for roughly 15 of us from work, whats the cost',
      expect: 'Groups, Schools & Team Events | Hollins Mill Climbing Centre',
      fact: '£25 per person',
    },
    {
      text: 'can we hire the whole bouldering area just for our lot',
      expect: 'Groups, Schools & Team Events | Hollins Mill Climbing Centre',
      fact: '£450',
    },
    {
      text: 'how much notice do you need for a group booking',
      expect: 'Groups, Schools & Team Events | Hollins Mill Climbing Centre',
    },
  ],

  requests: [
    {
      text: 'Can I book a bouldering induction for two of us this Saturday, ideally 10am? Names are Jess Patel and Owen Reid',
      expect: 'Appointments',
    },
    {
      text: "i'd like to reserve a roped party for my daughter's 8th on sunday 14th june at 2.30, about 11 kids coming",
      expect: 'Appointments',
    },
    {
      text: 'please put me down for the learn to lead course starting next month',
      expect: 'Appointments',
    },
    {
      text: 'could you fit me in for a belay check on thursday evening around 7',
      expect: 'Appointments',
    },
    {
      text: 'really disappointed with my visit last night. the mats were filthy and there was nobody from staff on the floor for ages when a kid got hurt',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to Tom and the coaches, my son has loved junior club and his confidence has gone through the roof',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the hire shoes i got today stank and had a hole in the toe, not good enough for what you charge',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back on 07700 900482 about bringing a year 6 class in july? ask for Mrs Holroyd',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of your price list and the party pack, dan.fairbank@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'hi, organising a team day for about 18 people from our office in Bingley. Claire Sutcliffe, 01274 555019 - can you send me a quote',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
    { text: 'is there a human i can chat to instead of the bot', expect: 'handoff' },
    { text: 'put me through to the duty manager', expect: 'handoff' },
  ],

  offTopic: [
    "what's the best climbing shoe for narrow feet",
    'any good outdoor crags near skipton for a beginner',
    'how should i use a hangboard to get up to V5',
    'how much does the depot in leeds charge for entry',
    'can you recommend a physio for a finger pulley injury',
    'what time are the fireworks at the keighley bonfire this year',
    "who won the men's bouldering at the last olympics",
    "what's the weather going to be like in keighley tomorrow",
    'write me a short poem about mountains',
    'give me a recipe for banana bread',
    "what's the capital of australia",
    'who won the premier league last season',
    'can you help me write a cover letter for a job at a bank',
    'how many calories does an hour of climbing burn',
  ],
};
