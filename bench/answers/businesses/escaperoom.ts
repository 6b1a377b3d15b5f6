import type { Business } from '../types.js';

export const escaperoom: Business = {
  slug: 'escaperoom',
  name: 'Cipher & Key Escape Rooms',
  field: 'Escape rooms, team building and parties',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'How many people can play in one room?',
      content:
        'Most of our rooms take between 2 and 6 players (Signal Lost needs at least 3). The Vault Job takes 3 to 8, and because we have two copies of it, up to 16 people can play it at the same time. Across the whole venue we can host up to 32 players at once.',
      tags: ['group size'],
    },
    {
      type: 'faq',
      title: 'How much is it to play?',
      content:
        'Prices are per player and get cheaper the bigger your team is: from £30 each for a team of two at the weekend, down to £15 each for a big team on a weekday afternoon. Signal Lost costs a little more because it is a 75-minute game. The full table is in our Price List 2026.',
      tags: ['prices'],
    },
    {
      type: 'faq',
      title: 'Is there a minimum age?',
      content:
        "Yes, it depends on the room: 7+ for The Toymaker's Workshop, 10+ for The Vault Job, 12+ for The Alchemist's Study and 14+ for Signal Lost. Anyone under 16 needs a paying adult (18 or over) in the room with them.",
      tags: ['age', 'children'],
    },
    {
      type: 'faq',
      title: 'Can we just turn up and play?',
      content:
        'We always recommend booking online in advance, especially for weekends, as most slots sell out. If you are passing, though, pop in or give us a ring - if a room is free we will happily get you playing within 15 minutes.',
      tags: ['booking'],
    },
    {
      type: 'faq',
      title: "What if we're running late?",
      content:
        'Give us a call on 01905 729 314 as soon as you can so we can plan around you. We will do our best to still give you your full hour, but if there is a team booked straight after you we may have to shorten your game.',
      tags: ['booking', 'arrival'],
    },
    {
      type: 'faq',
      title: 'Can I move my booking to a different date?',
      content:
        'Yes. Use the "manage booking" link in your confirmation email or give us a call and we will move you to any free slot. It is free as long as you give us enough notice - the details are in our Booking Terms and Conditions.',
      tags: ['booking'],
    },
    {
      type: 'faq',
      title: 'Are you open on Mondays?',
      content:
        'We are closed to the public on Mondays, except bank holiday Mondays when we open 10am to 8pm. Mondays are kept for private hire and corporate events, so if you would like the whole building to yourselves, that is the day to ask about.',
      tags: ['opening hours'],
    },
    {
      type: 'faq',
      title: 'Where can I park?',
      content:
        "The Lowesmoor Wharf pay-and-display car park is right opposite our front door, and there are two blue badge bays outside the entrance. Please do not park on Carden Street itself - it is residents' permits only.",
      tags: ['parking'],
    },
    {
      type: 'faq',
      title: 'Are we actually locked in?',
      content:
        'No, never. The door can be opened from the inside whenever you want. The "escape" is about solving the last puzzle before the time runs out, not about being trapped.',
      tags: ['safety'],
    },
    {
      type: 'faq',
      title: 'Can I take my phone in?',
      content:
        'Sorry, no - phones, smart watches and bags go into our free lockers before the game. It keeps the puzzles a secret and means nobody is tempted to Google an answer.',
      tags: ['rules'],
    },
    {
      type: 'faq',
      title: 'Do you serve food and drink?',
      content:
        'We do not have a cafe, but there is a free water station and a vending machine with soft drinks and snacks in the lounge. You are welcome to bring your own food to eat in the lounge before or after your game.',
      tags: ['food'],
    },
    {
      type: 'faq',
      title: "What happens if we don't get out in time?",
      content:
        'Nothing scary! Your game master will come in when the clock hits zero, show you how to solve the puzzles you did not reach and let you see the ending. Lots of teams do not escape and still have a brilliant time.',
      tags: ['gameplay'],
    },
    {
      type: 'faq',
      title: 'Is there a leaderboard?',
      content:
        'Yes, each room has its own leaderboard on the screens in the lounge and on our Instagram. Every hint you take adds 2 minutes to your time, and the fastest team in each room each month wins a free return game.',
      tags: ['gameplay'],
    },
    {
      type: 'faq',
      title: 'Do you take team photos?',
      content:
        'Yes, your game master takes a free team photo with props at the end of your game. It is emailed to the lead booker within 24 hours, and you can buy a printed copy on the day.',
      tags: ['photos'],
    },
    {
      type: 'faq',
      title: 'Can two teams race each other?',
      content:
        'Yes! We have two identical copies of The Vault Job, so two teams of up to 8 can start at exactly the same time and race to open the vault. Just book both Vault rooms for the same slot, or ask us to do it for you.',
      tags: ['groups'],
    },
    {
      type: 'faq',
      title: 'Do you do student discounts?',
      content:
        'Yes, students get 15% off games from Tuesday to Thursday. Everyone in the team needs a valid student ID (university, college or TOTUM card) and we will check them at reception.',
      tags: ['prices', 'discounts'],
    },
    {
      type: 'faq',
      title: 'Are any of the rooms scary?',
      content:
        "There are no actors or jump scares in any of our rooms. Signal Lost is dark and tense and The Alchemist's Study has a spooky candlelit feel, but The Vault Job and The Toymaker's Workshop are not scary at all.",
      tags: ['rooms'],
    },
    {
      type: 'faq',
      title: "I'm claustrophobic, can I still play?",
      content:
        "Definitely. The doors are never locked and you can step out whenever you like. The Vault Job and The Toymaker's Workshop are large, bright rooms; we would suggest avoiding Signal Lost, which has a small crawl tunnel and low lighting.",
      tags: ['rooms', 'health'],
    },
    {
      type: 'faq',
      title: "Can I play if I'm pregnant?",
      content:
        "Yes, lots of mums-to-be play with us - just let your game master know when you arrive. We would suggest The Vault Job or The Toymaker's Workshop, which are on the ground floor and do not involve any crawling.",
      tags: ['health'],
    },
    {
      type: 'faq',
      title: "Can we replay a room we've already done?",
      content:
        'You can, but it will not be much of a challenge once you know the answers! Each room is designed to be played once, so most teams come back to try a different one.',
      tags: ['rooms'],
    },
    {
      type: 'faq',
      title: 'Do you have Wi-Fi?',
      content:
        'Yes, there is free Wi-Fi in the lounge. The network is "CipherKey-Guest" and the password is on the board at reception.',
      tags: ['facilities'],
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      tags: ['prices'],
      content: `CIPHER & KEY ESCAPE ROOMS
PRICE LIST 2026
Valid from 1 January 2026 until 31 December 2026. All prices include VAT.

HOW OUR PRICING WORKS
You pay per player, and the price per person goes down as your team gets bigger. You book the whole room, so you will never be put in with strangers. The price is the same for adults and children unless stated otherwise.

STANDARD ROOMS (60 MINUTES)
The Alchemist's Study, The Vault Job and The Toymaker's Workshop

Peak prices (Friday from 5pm, Saturday, Sunday, school holidays and bank holidays)
2 players: £30 per person (£60 total)
3 players: £26 per person (£78 total)
4 players: £23 per person (£92 total)
5 players: £21 per person (£105 total)
6 players: £20 per person (£120 total)
7 players: £19 per person (£133 total) - The Vault Job only
8 players: £19 per person (£152 total) - The Vault Job only

Off-peak prices (Tuesday to Thursday, and Friday games starting before 5pm, outside school holidays)
Take £4 off the peak price per person. For example, 4 players off-peak is £19 per person (£76 total).

SIGNAL LOST (75 MINUTES)
Signal Lost is our longest and hardest room. Add £4 per person to the standard price for your group size and time slot. For example, 4 players at peak is £27 per person (£108 total).

FAMILY TICKET - THE TOYMAKER'S WORKSHOP
2 adults and 2 children (aged 7 to 15): £80 at peak, £68 off-peak.
Each extra child: £15.
The family ticket is only available for The Toymaker's Workshop.

DISCOUNTS
NHS, emergency services and armed forces: 10% off any public booking, any day. Please bring your ID card; one card covers the whole team.
Groups booking three or more rooms at the same time: 10% off the total.
Discounts cannot be combined with each other or with gift vouchers bought at a discount.

PARTIES AND EXTRAS
Party Room hire: £45 per hour (seats 16)
Pizza platter from Lucca's Pizzeria: £7.50 per person
Jug of squash or soft drink: £6
Birthday banner and balloons set-up: £15
Printed team photo in a card frame: £4 (the digital photo is always free)
Full details of children's, hen and stag party packages are in our Birthday and Party Pack.

PRIVATE AND CORPORATE HIRE
Exclusive hire of the whole venue on a Monday: from £750 for up to 32 players (3 hours).
Corporate team-building packages start at £32 per person. Please ask for our Corporate Team Building Brochure.

PAYMENT
We accept all major debit and credit cards, Apple Pay and Google Pay. We do not take cash at reception. Public bookings are paid in full when you book online. There is no booking fee.

PRICE PROMISE
If you book and we later lower the price for your slot, we will refund the difference. Prices for dates you have already booked will never go up.

Questions about prices? Call 01905 729 314 or email hello@cipherandkey.co.uk.`,
    },
    {
      type: 'document',
      title: 'Booking Terms and Conditions',
      fileName: 'booking-terms-and-conditions.pdf',
      tags: ['booking', 'policy'],
      content: `CIPHER & KEY ESCAPE ROOMS LTD
BOOKING TERMS AND CONDITIONS
Last updated: January 2026

1. About these terms
These terms apply to every public booking made with Cipher & Key Escape Rooms Ltd (company number 11843207), The Old Glove Works, 14 Carden Street, Worcester WR1 2AX. Corporate and party bookings also have their own terms, set out in the relevant brochure. By completing a booking you accept these terms on behalf of everyone in your group.

2. Making a booking
2.1 Bookings can be made online at cipherandkey.co.uk or by phone on 01905 729 314.
2.2 Public bookings must be paid in full at the time of booking.
2.3 You book a room for a specific start time. The room is yours alone; we never mix groups.
2.4 A confirmation email is sent straight away. If you have not received it within an hour, please check your junk folder and then contact us.

3. Changing the number of players
3.1 You can add players up to 2 hours before your game using the "manage booking" link in your confirmation email, as long as the room's maximum is not exceeded.
3.2 Extra players who turn up on the day can be paid for at reception at the price for your new group size.
3.3 We cannot refund players who do not turn up. If fewer people arrive than you booked, the booking price stays the same.

4. Arrival and late arrival
4.1 Please arrive 15 minutes before your start time for check-in and the safety briefing.
4.2 Games run back to back, so if you are late we may have to shorten your game to keep to time for the next group.
4.3 If you arrive more than 20 minutes after your start time we may not be able to run your game at all. In that case the booking is treated as a no-show and no refund is given.

5. Rescheduling
5.1 You can move your booking to another date or time free of charge up to 72 hours before your start time, subject to availability.
5.2 Between 72 and 24 hours before your start time, we can move your booking once for a £20 admin fee.
5.3 Bookings cannot be moved within 24 hours of the start time.

6. Cancellations by you
6.1 More than 7 days before your game: full refund.
6.2 Between 7 days and 72 hours before: 50% refund, or a credit note for the full amount valid for 6 months.
6.3 Less than 72 hours before: no refund.
6.4 Refunds are made to the original payment card within 5 working days.

7. Cancellations by us
If we have to cancel your game (for example because of a technical fault, a power cut or severe weather), we will offer you a new date or a full refund, whichever you prefer. We are not liable for travel or other costs.

8. Age requirements
8.1 Every player must meet the minimum age for the room, shown on our website.
8.2 Under-16s must be accompanied in the room by a paying adult aged 18 or over.
8.3 16 and 17 year olds may play without an adult if a parent or guardian has completed our online consent form before the game.
8.4 We may ask for proof of age.

9. Conduct
9.1 We will refuse entry to anyone who appears to be under the influence of alcohol or drugs. No refund will be given.
9.2 Players must follow the game master's safety briefing and our House Rules.
9.3 If props or fittings are damaged deliberately or through reckless behaviour, we may charge the lead booker for the cost of repair or replacement.
9.4 We may end a game early, without refund, if a player behaves abusively towards staff or other players.

10. Monitoring
All rooms are monitored by CCTV and audio so that the game master can give hints and keep you safe. Recordings are kept for 30 days and then deleted. They are never shared or published.

11. Lost property
Lost property is kept for 4 weeks. Please email us with a description and we will post it back to you for the cost of postage.

12. Complaints
If something has not gone right, please tell the game master on the day or email hannah@cipherandkey.co.uk within 14 days. We aim to reply within 3 working days.

13. Law
These terms are governed by the law of England and Wales.`,
    },
    {
      type: 'document',
      title: 'Corporate Team Building Brochure 2026',
      fileName: 'corporate-team-building-2026.pdf',
      tags: ['corporate', 'team building'],
      content: `CIPHER & KEY
CORPORATE TEAM BUILDING 2026
Unlock your team

WHY AN ESCAPE ROOM?
An hour in one of our rooms shows you more about how your team communicates than a day of workshops. Everyone has to share information, listen, divide up the work and make decisions under a bit of pressure - and they have a great time doing it. Since 2019 we have hosted more than 600 company events for teams from 8 to 120 people, from local solicitors and schools to engineering firms and national retailers.

OUR CAPACITY
We can run up to 32 players at the same time across our five rooms (The Alchemist's Study, two copies of The Vault Job, Signal Lost and The Toymaker's Workshop). Larger groups are run in waves, with the rest of the team in our meeting room between games.

PACKAGES

Escape Express - £32 per person
A 60-minute game followed by a 15-minute results round-up in the lounge. Total time about 1 hour 45 minutes including arrival. Ideal for a lunchtime or after-work event.
Minimum 8 people.

Escape & Debrief - £42 per person
A 60-minute game followed by a 45-minute facilitated debrief led by our events manager, Priya Bassi, who is a qualified coach. We replay key moments from the room footage and talk about communication, leadership and problem-solving. Every participant receives a short team report by email afterwards.
Minimum 8 people. Total time about 2 hours 30 minutes.

The Grand Heist - £68 per person
Our half-day event. Teams rotate through two rooms each, with a working lunch from Bread & Barrel Deli in The Drafting Room between games, an awards ceremony and trophies for the winning team. Includes 4 hours' use of The Drafting Room.
Minimum 12 people, maximum 32.

Pop-Up Escape - £720 per event
We bring a portable escape game to your office, hotel or conference venue. Up to 30 players in teams of 5, all in one room, playing against the clock and each other. Needs a room of at least 8m x 6m with tables. Includes travel within 30 miles of Worcester; further away we charge 75p per mile.

THE DRAFTING ROOM
Our meeting room on the first floor seats 20 boardroom style or 30 theatre style. It has a 65-inch screen with HDMI and wireless casting, fast Wi-Fi, two flipcharts and tea and coffee making facilities. Hire on its own is £50 per hour, or it can be added to any package for £35 per hour.

CATERING
Sandwich and salad lunch from Bread & Barrel Deli: £11.50 per person
Hot buffet (two mains, sides and dessert): £18 per person
Tea, coffee and biscuits on arrival: £3 per person
All dietary requirements can be catered for with 5 working days' notice.

WHEN WE RUN CORPORATE EVENTS
Tuesday to Friday, any time from 9am. Mondays are available for exclusive hire of the whole building. Evening and weekend events are possible subject to availability.

BOOKING AND PAYMENT
A 25% deposit secures your date. We will send an invoice for the balance 14 days before your event, payable within 14 days of the invoice date. We are happy to work with purchase order numbers. Final numbers must be confirmed 7 days before the event; after that we will charge for the numbers confirmed even if fewer people attend. If you cancel more than 30 days before the event, the deposit is refunded in full; after that the deposit is non-refundable.

WHAT OUR CLIENTS SAY
"Priya's debrief was the highlight - we still talk about the 'who had the key' moment six months on." - Operations Director, Malvern engineering firm
"Brilliant organisation from first email to final trophy. Forty of us, no waiting around." - HR Manager, Worcester law firm

GET IN TOUCH
Priya Bassi, Events Manager
events@cipherandkey.co.uk
01905 729 318
We usually reply to enquiries within one working day and can hold a provisional date for 7 days while you get approval.`,
    },
    {
      type: 'document',
      title: 'Birthday and Party Pack',
      fileName: 'birthday-and-party-pack.pdf',
      tags: ['parties'],
      content: `CIPHER & KEY ESCAPE ROOMS
BIRTHDAY AND PARTY PACK 2026

PARTIES AT CIPHER & KEY
Whether it's an eighth birthday, a sixteenth, a hen do or a fortieth, an escape room party gets everyone working together. This pack explains our party packages and how to book.

CHILDREN'S PARTIES - BIRTHDAY BREAKOUT
For ages 7 to 15.
£24 per child, minimum 4 children, maximum 12.
What's included:
- A 60-minute game in The Toymaker's Workshop (ages 7+) or The Vault Job (ages 10+)
- 45 minutes in our Party Room afterwards
- Pizza and squash for each child
- A birthday certificate for the birthday child and a puzzle to take home for every guest
Groups of 7 to 12 children are split between two rooms running at the same time, so everyone gets to play.

Adults at children's parties
At least one adult must go into each room with children under 16 - this adult plays free as part of the party. Other adults are welcome to wait in the lounge or play for £10 each if there is space in the room. There must be at least one adult per 6 children on site throughout the party.

TEEN PARTIES (AGES 12 TO 17)
Teens can choose any room they are old enough for, including The Alchemist's Study (12+) and Signal Lost (14+). Teen parties are charged at standard room prices plus £8 per person for the Party Room and pizza. 16 and 17 year olds can play without an adult if a parent fills in our consent form online.

GROWN-UP PARTIES - THE BIG NIGHT BREAK-IN
For hen dos, stag dos, birthdays and leaving dos.
£31 per person, minimum 6, maximum 32.
What's included:
- A 60-minute game in the room of your choice (Signal Lost is an extra £4 per person)
- 45 minutes in the Party Room afterwards
- A glass of prosecco or a bottle of beer per person after the game (soft drink alternatives available)
- A printed team photo for the hen, stag or birthday person
Please note: we do not serve alcohol before games and we will not let anyone play who is drunk. Book your bar crawl for after your visit!
Fancy dress is very welcome, but no inflatable costumes, masks that cover the eyes or anything that stops you moving easily.

THE PARTY ROOM
Our Party Room is next to the lounge on the ground floor. It seats 16 at two long tables and has a Bluetooth speaker you can connect your phone to.
You are welcome to decorate it. Please don't use confetti, glitter or table sparkles - we charge a £25 cleaning fee if we find them.

FOOD AND CAKE
Pizzas come from Lucca's Pizzeria on Lowesmoor. Choose from margherita, pepperoni, ham and pineapple, or roasted vegetable. Gluten-free and vegan pizzas are available if you tell us at least 48 hours before.
You are welcome to bring a birthday cake. We provide plates, napkins, candles and a cake knife. We don't have a kitchen, so we can't store food that needs refrigerating.
Please let us know about any allergies when you book. Our pizzas are prepared in a kitchen that handles nuts.

BOOKING YOUR PARTY
Call us on 01905 729 314 or email parties@cipherandkey.co.uk. Parties can't be booked online.
A £50 deposit secures your date. The balance is due 7 days before the party, when we'll also need your final numbers and pizza choices.
If numbers drop after that, we cannot refund the difference. If you cancel more than 14 days before the party, we will refund your deposit in full.

PARTY TIMES
Saturday and Sunday party slots start at 10am, 12.30pm and 3pm.
Weekday after-school parties start at 4.30pm (Tuesday to Friday).
Grown-up parties can be booked at any time we are open, with the last start at 8.30pm.`,
    },
    {
      type: 'document',
      title: 'Accessibility Guide',
      fileName: 'accessibility-guide.pdf',
      tags: ['accessibility'],
      content: `CIPHER & KEY ESCAPE ROOMS
ACCESSIBILITY GUIDE
Updated February 2026

We want everyone to be able to enjoy an escape room. Our building is a Victorian former glove factory, so not every space is step-free, but we have made as many changes as we can. This guide tells you what to expect so you can choose the room that suits your group. If you have any questions, please contact Hannah Pryce on 01905 729 314 or hannah@cipherandkey.co.uk.

GETTING IN
The main entrance on Carden Street has a small step (8cm) with a portable ramp available - ring the bell beside the door and we'll put it out.
Two blue badge parking bays are directly outside the entrance.
Reception, the lounge, the Party Room and the accessible toilet are all on the ground floor.

ROOM BY ROOM
The Toymaker's Workshop - ground floor, step-free. Doorways are 90cm wide. All puzzles can be solved from a seated position.
The Vault Job (both copies) - ground floor, step-free. One puzzle involves a floor-level safe; we can raise it on a platform for wheelchair users if you tell us when booking.
The Alchemist's Study - first floor, reached by 19 stairs with handrails on both sides. There is no lift, so this room is not suitable for wheelchair users.
Signal Lost - basement, reached by 14 stairs. The room includes a crawl tunnel 70cm high and 3 metres long. The game master can open a side door so players can skip the tunnel. Lighting is low throughout and there is a short strobe effect in the final scene, which we can switch off on request.

HEARING
Every hint appears as text on the clue screen as well as being spoken. There is a hearing loop at reception. Game masters can give the safety briefing in writing if you prefer.
One or two puzzles in The Vault Job and Signal Lost use sound. Let us know and we'll give you an alternative version.

SIGHT
Large-print clue cards are available for The Toymaker's Workshop and The Vault Job.
The Alchemist's Study and Signal Lost are dimly lit and use UV torches, which some people with low vision find difficult.
Guide dogs and other assistance dogs are welcome, and we can provide a water bowl.

NEURODIVERSITY AND SENSORY NEEDS
We run Relaxed Sessions on the first Sunday of each month at 10am and 11.30am. Sound effects are turned down, there are no flashing lights, the countdown clock is hidden and the game master pops in rather than speaking through the speaker.
Ear defenders are available to borrow at reception for any game.
You can walk through any of our ground-floor rooms before your game - just ask when you book.

CARERS
An essential carer or personal assistant plays free of charge when accompanying a disabled player. Please add a note when you book online or tell us on the phone.

SEATING AND REST
Every room has at least two stools. You can pause the clock for a rest break at any time by asking the game master - this does not count against your time.

HEALTH CONDITIONS
If you have a medical condition we should know about, please tell the game master at check-in. At least one trained first aider is on site whenever we are open. A defibrillator is kept behind the reception desk.

FEEDBACK
If something in this guide is out of date, or we could do better, please tell us. Our accessibility improvements in 2025 - the platform in The Vault Job and the Relaxed Sessions - both came from customer suggestions.`,
    },
    {
      type: 'document',
      title: 'House Rules and Safety Information',
      fileName: 'house-rules-and-safety.docx',
      tags: ['rules', 'safety'],
      content: `CIPHER & KEY ESCAPE ROOMS
HOUSE RULES AND SAFETY INFORMATION
Version 4, January 2026 - please read before your visit

Your game master will go through these points in a short safety briefing before every game. The rules are here to keep you safe, protect our props and make sure every team gets a fair game.

1. THE DOORS ARE NEVER LOCKED
You are not physically locked in. Every room's main door can be opened from the inside at any time by pressing the green exit button next to it. If you need to leave for any reason - toilet, phone call, feeling unwell - just go. The game master will pause the clock if you ask.

2. IN AN EMERGENCY
If the fire alarm sounds, leave by the nearest door marked with a green running-man sign and do not stop for belongings. Our assembly point is the Lowesmoor Wharf car park entrance, across the road. A game master will follow every team out and check everyone is safe.

3. NO FORCE NEEDED
Nothing in our rooms needs strength to open. If something won't move, it's not meant to yet. Please don't force locks, pull on wires or unscrew anything.
Nothing is hidden in ceiling tiles, light fittings, plug sockets, smoke detectors or behind any item marked with a yellow "not part of the game" sticker.
Please don't climb on furniture. Nothing is hidden above 2 metres.

4. PHONES, BAGS AND COATS
Phones, smart watches, cameras and bags must go in our free lockers before your game. This keeps the puzzles secret and stops anything getting lost or broken. The lockers have a 4-digit code you set yourself.
If you are on call or need to be reachable (for example a parent with a babysitter at home), give your number to the game master and we'll pass on any urgent call.

5. FOOD, DRINK AND ALCOHOL
No food or drink in the rooms, except water in a bottle with a lid in the ground-floor rooms.
No alcohol may be drunk on the premises before a game. We will refuse entry to anyone who seems drunk or under the influence, and the booking will not be refunded.

6. FOOTWEAR AND CLOTHING
Wear comfortable clothes you can bend and kneel in. Flat, closed-toe shoes are required for Signal Lost because of the stairs and tunnel. We keep spare pairs of slip-on plimsolls (sizes 4 to 11) if you arrive in heels or sandals.

7. CHILDREN
Under-16s must have a paying adult with them in the room. For children under 12, we require at least one adult for every 3 children in the room. Adults are responsible for the children in their group throughout the visit.

8. HEALTH
Please tell your game master about any medical conditions, injuries or pregnancy before your game. Our rooms include low light, sound effects and, in Signal Lost, a short strobe effect and a crawl tunnel.
If you feel unwell at any time, say so out loud or press the exit button - the game master is watching and listening throughout.

9. SMOKING AND VAPING
Smoking and vaping are not allowed anywhere inside the building. You can use the courtyard at the back of the building; please use the bins provided.

10. RESPECT
Our game masters work hard to give you a great game. Abusive or aggressive behaviour towards staff or other players will end your game immediately, without refund.

11. KEEP THE SECRETS
Please don't post photos taken inside the rooms or share puzzle solutions online. The themed photo backdrop in our lounge is the place for your social media shots!`,
    },

    // ------------------------------------------------------------- Website
    {
      type: 'website',
      title: "Cipher & Key Escape Rooms | Worcester's Award-Winning Escape Rooms",
      url: 'https://www.cipherandkey.co.uk/',
      content: `# Cipher & Key Escape Rooms, Worcester
Four rooms. Sixty minutes. One way out.

Cipher & Key is an independent escape room venue in the heart of Worcester, hidden inside a Victorian glove factory just off Lowesmoor. Grab your friends, family or colleagues, step into another world and work together to crack codes, find hidden objects and solve the mystery before the clock hits zero.

[Book Now]

## What is an escape room?
An escape room is a live puzzle game for small teams. You're shut in a themed room (don't worry - the door is never locked) with a story to follow and a series of puzzles to solve. Every puzzle unlocks the next, and you have 60 minutes to reach the end. No special knowledge is needed - just curiosity and teamwork. Our game masters watch every game and send you hints whenever you want them.

## Our rooms
**The Alchemist's Study** - Elizabethan mystery. Difficulty 4/5. 2-6 players.
**The Vault Job** - 1970s bank heist. Difficulty 3/5. 3-8 players.
**Signal Lost** - Cold War bunker, 75 minutes. Difficulty 5/5. 3-6 players.
**The Toymaker's Workshop** - Family-friendly adventure. Difficulty 2/5. 2-6 players.
[See all rooms]

## Perfect for
- Birthdays, from age 7 upwards
- Hen and stag dos
- Corporate team building and away days
- Date nights and family days out
- Rainy afternoons in the school holidays

## Why people love us
Rated 4.9 out of 5 from more than 2,300 Google reviews.
Winner, Best Leisure & Tourism Business, Worcestershire Business Awards 2024.
Every room is designed and built by hand right here in Worcester - no flat-pack kits.

"The best escape room we've done, and we've done 30+. The Alchemist's Study had a twist we never saw coming." - Jess, Google review

"Took my two boys (8 and 11) to the Toymaker's Workshop. They were totally hooked and are already asking to go back." - Darren, Google review

## Coming soon: The Lighthouse Keeper
Our fifth room opens in autumn 2026. Sign up to our newsletter to be the first to hear when bookings open - subscribers get early access to the opening weekend.

## Book your game
Booking online takes two minutes and you'll get instant confirmation. Prefer to talk to a person? Call us on 01905 729 314, Tuesday to Sunday during opening hours.`,
    },
    {
      type: 'website',
      title: 'Our Rooms | Cipher & Key Escape Rooms',
      url: 'https://www.cipherandkey.co.uk/rooms',
      content: `# Our Rooms
Four hand-built worlds, each with its own story, puzzles and twists. Not sure which to pick? First-timers usually love The Vault Job, families go for The Toymaker's Workshop, and experienced teams head straight for Signal Lost.

## The Alchemist's Study
Worcester, 1589. The alchemist Dr Edmund Kaye has vanished, leaving his study full of strange instruments and half-finished experiments. Rumour says he discovered the secret of turning lead into gold - and the witchfinder is on his way. Uncover Kaye's formula before he arrives.
- Players: 2-6
- Time: 60 minutes
- Difficulty: 4/5
- Minimum age: 12
- Escape rate: 34%
- Location: first floor

Best for teams who enjoy logic puzzles and a good story. Watch out for the twist in the final ten minutes.

## The Vault Job
It's 1972 and the Severn & Teme Bank is holding a fortune in its basement vault. You've got one hour before the night guard finishes his rounds. Crack the manager's office, get past the alarm and open the vault.
- Players: 3-8
- Time: 60 minutes
- Difficulty: 3/5
- Minimum age: 10
- Escape rate: 52%
- Location: ground floor

We have two identical copies of The Vault Job, so two teams can play side by side - perfect for bigger groups and office rivalries.

## Signal Lost
1962. Deep under the Malvern Hills, a Royal Observer Corps bunker has gone silent. You are the relief crew. Get the radio working, decode the final transmission and find out what happened to the last crew - before the air runs out.
- Players: 3-6
- Time: 75 minutes
- Difficulty: 5/5
- Minimum age: 14
- Escape rate: 19%
- Location: basement

Our hardest and most immersive room, with low lighting, a crawl tunnel and a dramatic finale. Recommended for teams who have done at least two escape rooms before.

## The Toymaker's Workshop
Mr Pennywhistle's clockwork toys have come to life - and they've hidden his tools all over the workshop. Solve the toys' riddles and help put the workshop back in order before the toy shop opens in the morning.
- Players: 2-6
- Time: 60 minutes
- Difficulty: 2/5
- Minimum age: 7
- Escape rate: 68%
- Location: ground floor

Bright, colourful and not at all scary, with puzzles that grown-ups and children can solve together. Adult teams love it too!

## Room records
- The Alchemist's Study: 38 min 12 sec - "The Usual Suspects", March 2025
- The Vault Job: 31 min 47 sec - "Three Blind Mice", August 2024
- Signal Lost: 52 min 05 sec - "Lost & Found", November 2025
- The Toymaker's Workshop: 24 min 30 sec - "The Pryce Is Right", December 2023`,
    },
    {
      type: 'website',
      title: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
      url: 'https://www.cipherandkey.co.uk/find-us',
      content: `# Find Us
Cipher & Key Escape Rooms
The Old Glove Works
14 Carden Street
Worcester WR1 2AX
Phone: 01905 729 314
Email: hello@cipherandkey.co.uk

Look for the green door with the brass key above it, opposite the Lowesmoor Wharf car park. If you're using a sat nav, use the postcode WR1 2AX - it takes you to the right end of Carden Street.

## Opening times
- Monday: closed to the public (private and corporate hire only)
- Tuesday to Thursday: 12pm to 10pm (last game starts 8.45pm)
- Friday: 12pm to 11pm (last game starts 9.45pm)
- Saturday: 9.30am to 11pm (last game starts 9.45pm)
- Sunday: 10am to 8pm (last game starts 6.30pm)
- Bank holiday Mondays: 10am to 8pm

During school holidays we open from 10am Tuesday to Friday. We are closed on 25 and 26 December and 1 January.

## By car
From the M5, leave at junction 6 and follow signs for the city centre and then Lowesmoor. The drive from the motorway usually takes about 15 minutes.

## Parking
Lowesmoor Wharf car park (pay and display) is directly opposite us. It costs £1.80 per hour during the day and a flat £2.50 after 6pm.
St Martin's Gate multi-storey is a 4-minute walk away and is open until midnight.
We have two blue badge bays outside our entrance.
There is no parking on Carden Street itself - it's permit holders only, and the wardens are keen!

## By train
Worcester Shrub Hill station is an 8-minute walk and Worcester Foregate Street is a 10-minute walk. Both have direct trains from Birmingham.

## By bus
Crowngate bus station is a 7-minute walk. Several city routes stop on Lowesmoor, right at the end of our street.

## By bike
There is a covered bike rack for six bikes in our rear courtyard.

## Food and drink nearby
We don't serve meals, but there are lots of great places within a few minutes' walk. Lucca's Pizzeria on Lowesmoor gives Cipher & Key customers 10% off on the day of their game - just show your booking confirmation. The Wharfinger's Arms is a 3-minute walk away and welcomes families until 8pm.`,
    },
    {
      type: 'website',
      title: 'Gift Vouchers | Cipher & Key Escape Rooms',
      url: 'https://www.cipherandkey.co.uk/gift-vouchers',
      content: `# Gift Vouchers
Give the gift of an hour they'll never forget. Our gift vouchers are perfect for birthdays, Christmas, anniversaries and thank-yous - and they never end up at the back of a drawer (well, hardly ever).

## Choose your voucher
### Money voucher
Choose any amount from £20 to £500. The voucher can be spent on any public game, party package or extras, and any balance left over stays on the voucher for next time.

### Room voucher
A voucher for a game for a set number of players in any room:
- 2 players: £60
- 4 players: £92
- 6 players: £120

Room vouchers can be used at any time, including weekends and school holidays, with nothing extra to pay - even if our prices go up. For Signal Lost there's a top-up of £4 per player.

## E-voucher or gift box
**E-voucher (free):** emailed to you straight away as a PDF that you can print or forward. You can also choose to have it sent straight to the recipient on a date of your choice - handy for last-minute birthdays.

**Gift box (£3.50):** a printed voucher inside a small wooden puzzle box that has to be solved to open it. Sent by Royal Mail second class within 2 working days. For Christmas delivery, please order by 15 December.

## Using your voucher
Enter the voucher code in the "gift voucher" box at the checkout when you book online. You can also use vouchers for party bookings by quoting the code when you call us.

## The small print
- Vouchers are valid for 12 months from the date of purchase. The expiry date is printed on the voucher.
- Expired vouchers can be extended once, by 3 months, for a £10 fee if you contact us within 30 days of the expiry date.
- Vouchers can't be exchanged for cash and can't be used towards corporate packages.
- Lost your voucher? Email us with the buyer's name and we can resend it.
- Vouchers bought through experience-day websites have their own terms - please check with the company you bought from.

## Check your balance
Email hello@cipherandkey.co.uk with your voucher code and we'll let you know what's left.`,
    },
    {
      type: 'website',
      title: 'First Time? How It Works | Cipher & Key Escape Rooms',
      url: 'https://www.cipherandkey.co.uk/how-it-works',
      content: `# First time at an escape room?
Never done one before? You're in good company - around half of our players are first-timers. Here's what happens from the moment you book.

## 1. Book your room
Pick your room, date and time online. You'll get a confirmation email with a "manage booking" link where you can add player names and tell us anything we should know.

## 2. Arrive 15 minutes early
Come to the green door on Carden Street and ring the bell. Your game master will check you in, show you to the lockers and give you a 5-minute briefing on the story and the rules. The lounge has comfy sofas, board games and toilets, so it's a good place to wait for friends who are running late.

## 3. Step into the room
When the game begins, the clock starts counting down on the screen. Search everything, share what you find and shout out anything that looks like a code. Most puzzles need more than one person to solve them, so keep talking to each other!

## 4. Ask for hints whenever you like
You can't get stuck for long. Just say "Game master, we'd like a hint" out loud and a clue will pop up on the screen within a few seconds. There is no limit on hints. If we can see you're going round in circles, we might send a gentle nudge without being asked - tell us in the briefing if you'd rather we didn't.

## 5. Beat the clock
Whatever happens, you'll come out buzzing. After the game you're welcome to stay in the lounge for as long as you like and relive the best moments.

## Top tips from our game masters
- Split up to search, but come back together to solve.
- Keep the things you've already used in one pile so you don't try them twice.
- Every number matters - but not every number is a code.
- Don't be shy about asking for a hint. Teams who ask for help early usually get further.
- Nothing needs force. If it won't open, you haven't found the answer yet.

## What to wear
Comfortable clothes and flat shoes. You might kneel, crouch and reach. Leave the big jewellery at home - we've lost count of the earrings found down the back of the Alchemist's bookshelf.

## Do we need to be clever?
No. Our puzzles are based on observation, teamwork and a bit of lateral thinking, not general knowledge or maths. Children often spot things the adults miss!`,
    },
    {
      type: 'website',
      title: 'About Us | Cipher & Key Escape Rooms',
      url: 'https://www.cipherandkey.co.uk/about',
      content: `# About Cipher & Key

## Our story
Cipher & Key was started by Hannah and Marcus Pryce, a primary school teacher and a theatre set builder who got hooked on escape rooms on their honeymoon in Budapest in 2016. After two years of building puzzles in their garage in St John's, they took the lease on the ground floor of the Old Glove Works in Lowesmoor and opened with two rooms in March 2019. The Vault Job and The Alchemist's Study came first; Signal Lost followed in 2021 and The Toymaker's Workshop in 2023.

The Old Glove Works was built in 1868 for Hartley & Sons, one of more than a hundred glove makers in Victorian Worcester. Some of the original cutting tables are now part of The Vault Job.

## Handmade in Worcester
Every room is designed by Marcus and built in our workshop behind the building. We use reclaimed timber, antique fittings from local salvage yards and electronics we program ourselves. Around 70% of the materials in our rooms are second-hand or reclaimed.

## Meet the team
**Hannah Pryce - co-founder.** Hannah looks after bookings, customer care and accessibility. If you've emailed us, you've probably spoken to Hannah.

**Marcus Pryce - co-founder and room designer.** Marcus builds the rooms and writes the puzzles. He's currently working on our fifth room, The Lighthouse Keeper.

**Tomasz Nowak - head game master.** Tomasz has run over 4,000 games and trains all our game masters. He holds the staff record for The Vault Job (he won't tell us the time).

**Priya Bassi - events manager.** Priya runs our corporate events and parties and leads the team debriefs. She's a qualified ILM coach.

We also have a team of eight part-time game masters, most of them students at the University of Worcester. We pay everyone at least the Real Living Wage.

## Supporting our community
Each month we donate two free games to charity raffles and school PTAs in Worcestershire. To apply, email hello@cipherandkey.co.uk with your charity's name and the date of your event at least 6 weeks beforehand.

## Work with us
We recruit game masters twice a year, in January and July. You'll need to be 18 or over, friendly and good at thinking on your feet. Send your CV and a short note about your favourite puzzle to jobs@cipherandkey.co.uk.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    { text: 'how many ppl can go in one room', expect: 'How many people can play in one room?' },
    {
      text: 'theres 14 of us for my brothers 30th, is that too many for you lot?',
      expect: 'How many people can play in one room?',
    },
    { text: 'how much is it', expect: 'How much is it to play?' },
    { text: 'whats the rough cost per head', expect: 'How much is it to play?' },
    { text: 'whats the age limit', expect: 'Is there a minimum age?' },
    {
      text: 'is my 9 year old old enough to do one of the rooms?',
      expect: 'Is there a minimum age?',
    },
    { text: 'can we walk in without booking', expect: 'Can we just turn up and play?' },
    {
      text: 'do we have to book ahead or can we just rock up on the day and see whats free',
      expect: 'Can we just turn up and play?',
    },
    {
      text: 'stuck in traffic on the m5, gonna be about 10 mins late what do we do??',
      expect: "What if we're running late?",
    },
    {
      text: 'need to change the date of our booking, is that possible?',
      expect: 'Can I move my booking to a different date?',
    },
    { text: 'are you open mondays', expect: 'Are you open on Mondays?' },
    {
      text: 'can we come on a monday? its the only day we are all off',
      expect: 'Are you open on Mondays?',
    },
    { text: 'parking?', expect: 'Where can I park?' },
    { text: 'where do i leave the car when we come', expect: 'Where can I park?' },
    { text: 'do they actually lock the door on you', expect: 'Are we actually locked in?' },
    {
      text: 'my mum is worried we will be trapped inside with no way out lol',
      expect: 'Are we actually locked in?',
    },
    { text: 'can i keep my mobile on me during the game', expect: 'Can I take my phone in?' },
    { text: 'is there a cafe', expect: 'Do you serve food and drink?' },
    {
      text: 'are we allowed to bring our own snacks to eat while we wait',
      expect: 'Do you serve food and drink?',
    },
    { text: 'what if we fail', expect: "What happens if we don't get out in time?" },
    {
      text: 'what happens when the timer runs out and we havent finished the puzzles',
      expect: "What happens if we don't get out in time?",
    },
    { text: 'do you keep a scoreboard of the fastest teams', expect: 'Is there a leaderboard?' },
    { text: 'do clues count against us in the rankings', expect: 'Is there a leaderboard?' },
    { text: 'will we get a picture at the end', expect: 'Do you take team photos?' },
    {
      text: 'can we compete against another group at the same time',
      expect: 'Can two teams race each other?',
    },
    {
      text: 'its for a work do, we want two teams going head to head, sales vs marketing',
      expect: 'Can two teams race each other?',
    },
    { text: 'any discount for uni students?', expect: 'Do you do student discounts?' },
    { text: 'student deal', expect: 'Do you do student discounts?' },
    {
      text: 'are the rooms scary, my daughter gets frightened really easily',
      expect: 'Are any of the rooms scary?',
    },
    { text: 'any jump scares or actors grabbing you', expect: 'Are any of the rooms scary?' },
    {
      text: 'i get panicky in small spaces, will i be ok',
      expect: "I'm claustrophobic, can I still play?",
    },
    {
      text: 'im 6 months pregnant is it safe for me to play',
      expect: "Can I play if I'm pregnant?",
    },
    {
      text: 'we did the vault job last year, can we do it again',
      expect: "Can we replay a room we've already done?",
    },
    { text: 'is there internet', expect: 'Do you have Wi-Fi?' },

    // ---- Price List 2026
    { text: 'how much for 4 of us on a saturday', expect: 'Price List 2026', fact: '£92' },
    {
      text: 'price for just 2 people at the weekend?',
      expect: 'Price List 2026',
      fact: '£30 per person',
    },
    {
      text: 'whats the family ticket for the toy room, 2 adults 2 kids',
      expect: 'Price List 2026',
      fact: '£80',
    },
    { text: 'do nhs workers get money off', expect: 'Price List 2026' },
    {
      text: 'can i pay cash when i get there',
      expect: 'Price List 2026',
      fact: 'do not take cash',
    },
    {
      text: 'how much to hire the whole place on a monday for our running club',
      expect: 'Price List 2026',
      fact: '£750',
    },

    // ---- Booking Terms and Conditions
    {
      text: 'how late can we be before you cancel the game on us',
      expect: 'Booking Terms and Conditions',
      fact: '20 minutes',
    },
    {
      text: 'if i cancel 10 days before do i get my money back',
      expect: 'Booking Terms and Conditions',
    },
    {
      text: 'we booked for 6 but only 4 can make it now, do we get some money back for the other 2',
      expect: 'Booking Terms and Conditions',
      fact: 'cannot refund players',
    },
    {
      text: 'can my 16 yr old and his mates go without an adult',
      expect: 'Booking Terms and Conditions',
    },
    {
      text: 'is it ok to rebook 2 days before, does that cost anything',
      expect: 'Booking Terms and Conditions',
      fact: '£20',
    },
    {
      text: 'left my scarf there the other week do you still have it',
      expect: 'Booking Terms and Conditions',
    },

    // ---- Corporate Team Building Brochure 2026
    {
      text: 'looking for a team building thing for 20 staff with some kind of review afterwards about how we worked together, what do you offer',
      expect: 'Corporate Team Building Brochure 2026',
      fact: '£42',
    },
    {
      text: 'do you come to our office? we are in cheltenham',
      expect: 'Corporate Team Building Brochure 2026',
      fact: 'Pop-Up Escape',
    },
    {
      text: 'can we pay by invoice, our finance team needs a PO',
      expect: 'Corporate Team Building Brochure 2026',
    },
    {
      text: "we're 60 people, can you handle a group that big",
      expect: 'Corporate Team Building Brochure 2026',
      fact: 'in waves',
    },
    {
      text: 'does your meeting room have a screen for presentations',
      expect: 'Corporate Team Building Brochure 2026',
    },
    {
      text: 'how much deposit do you need for a company booking',
      expect: 'Corporate Team Building Brochure 2026',
    },

    // ---- Birthday and Party Pack
    {
      text: 'son turning 8, whats the party package cost per kid',
      expect: 'Birthday and Party Pack',
      fact: '£24 per child',
    },
    {
      text: 'can we bring our own birthday cake',
      expect: 'Birthday and Party Pack',
      fact: 'cake knife',
    },
    { text: 'hen do for 10 girls, do you do any drinks', expect: 'Birthday and Party Pack' },
    {
      text: 'can we throw confetti in the party room',
      expect: 'Birthday and Party Pack',
      fact: '£25 cleaning fee',
    },
    { text: 'what times are the weekend kids party slots', expect: 'Birthday and Party Pack' },
    {
      text: 'my daughter is coeliac can she still have the pizza at her party',
      expect: 'Birthday and Party Pack',
    },

    // ---- Accessibility Guide
    {
      text: 'my husband uses a wheelchair, which rooms can he get into',
      expect: 'Accessibility Guide',
      fact: 'step-free',
    },
    { text: 'is there a lift up to the upstairs room', expect: 'Accessibility Guide' },
    {
      text: 'my son is autistic and really struggles with loud noises, is there anything you can do',
      expect: 'Accessibility Guide',
      fact: 'Relaxed Sessions',
    },
    { text: 'does a carer have to pay', expect: 'Accessibility Guide' },
    {
      text: 'im photosensitive - any flashing lights in the games?',
      expect: 'Accessibility Guide',
    },

    // ---- House Rules and Safety Information
    {
      text: 'what do we do if the fire alarm goes off mid game',
      expect: 'House Rules and Safety Information',
      fact: 'car park entrance',
    },
    { text: 'can i wear heels', expect: 'House Rules and Safety Information', fact: 'plimsolls' },
    { text: 'is vaping allowed inside', expect: 'House Rules and Safety Information' },
    {
      text: 'im a doctor on call, can someone get hold of me while im in the room?',
      expect: 'House Rules and Safety Information',
      fact: 'urgent call',
    },
    { text: 'can we take a drink in with us', expect: 'House Rules and Safety Information' },

    // ---- Home page
    {
      text: 'how good are your reviews',
      expect: "Cipher & Key Escape Rooms | Worcester's Award-Winning Escape Rooms",
      fact: '4.9',
    },
    {
      text: 'have you won any awards',
      expect: "Cipher & Key Escape Rooms | Worcester's Award-Winning Escape Rooms",
    },
    {
      text: 'is there a new room coming out soon?',
      expect: "Cipher & Key Escape Rooms | Worcester's Award-Winning Escape Rooms",
      fact: 'The Lighthouse Keeper',
    },
    {
      text: 'what actually is an escape room, my friend invited me and i have no idea',
      expect: "Cipher & Key Escape Rooms | Worcester's Award-Winning Escape Rooms",
    },

    // ---- Our Rooms
    { text: 'which one is the hardest', expect: 'Our Rooms | Cipher & Key Escape Rooms' },
    {
      text: 'how long does the bunker game last',
      expect: 'Our Rooms | Cipher & Key Escape Rooms',
      fact: '75 minutes',
    },
    {
      text: 'whats the storyline of the alchemist one',
      expect: 'Our Rooms | Cipher & Key Escape Rooms',
      fact: 'Dr Edmund Kaye',
    },
    {
      text: 'fastest time ever in the bank heist?',
      expect: 'Our Rooms | Cipher & Key Escape Rooms',
      fact: '31 min 47 sec',
    },
    {
      text: 'what percentage of teams actually get out of the toy room',
      expect: 'Our Rooms | Cipher & Key Escape Rooms',
      fact: '68%',
    },
    {
      text: 'which room would you recommend for total beginners',
      expect: 'Our Rooms | Cipher & Key Escape Rooms',
    },

    // ---- Find Us
    {
      text: 'whats your address',
      expect: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
      fact: '14 Carden Street',
    },
    {
      text: 'what time do you close on a friday',
      expect: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
      fact: '11pm',
    },
    {
      text: 'sunday latest game time?',
      expect: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
      fact: '6.30pm',
    },
    {
      text: 'nearest train station to you',
      expect: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
    },
    {
      text: 'how much is the car park over the road in the evening',
      expect: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
      fact: '£2.50',
    },
    {
      text: 'anywhere good to grab dinner near you after our game',
      expect: 'Find Us & Opening Times | Cipher & Key Escape Rooms',
    },

    // ---- Gift Vouchers
    {
      text: 'how long are gift vouchers valid for',
      expect: 'Gift Vouchers | Cipher & Key Escape Rooms',
    },
    {
      text: 'can i get a voucher posted in a nice box',
      expect: 'Gift Vouchers | Cipher & Key Escape Rooms',
      fact: '£3.50',
    },
    {
      text: 'my voucher ran out last week, any chance it can be extended',
      expect: 'Gift Vouchers | Cipher & Key Escape Rooms',
      fact: '£10 fee',
    },
    {
      text: 'last date to order a gift for xmas by post',
      expect: 'Gift Vouchers | Cipher & Key Escape Rooms',
      fact: '15 December',
    },
    {
      text: 'i want to buy my parents a present so they can play, how does that work',
      expect: 'Gift Vouchers | Cipher & Key Escape Rooms',
    },

    // ---- How It Works
    {
      text: 'how do we ask for a clue when were in the room',
      expect: 'First Time? How It Works | Cipher & Key Escape Rooms',
      fact: "we'd like a hint",
    },
    {
      text: 'is there a max number of hints',
      expect: 'First Time? How It Works | Cipher & Key Escape Rooms',
      fact: 'no limit',
    },
    { text: 'what should i wear', expect: 'First Time? How It Works | Cipher & Key Escape Rooms' },
    {
      text: 'never done one before, any tips?',
      expect: 'First Time? How It Works | Cipher & Key Escape Rooms',
    },
    {
      text: 'do you need to be good at maths or trivia',
      expect: 'First Time? How It Works | Cipher & Key Escape Rooms',
    },

    // ---- About Us
    {
      text: 'who owns the place',
      expect: 'About Us | Cipher & Key Escape Rooms',
      fact: 'Hannah and Marcus Pryce',
    },
    {
      text: 'are you hiring? im a student looking for weekend work',
      expect: 'About Us | Cipher & Key Escape Rooms',
      fact: 'jobs@cipherandkey.co.uk',
    },
    {
      text: 'were a local charity doing a raffle, could you donate a prize',
      expect: 'About Us | Cipher & Key Escape Rooms',
      fact: '6 weeks',
    },
    {
      text: 'how long have you been going',
      expect: 'About Us | Cipher & Key Escape Rooms',
      fact: 'March 2019',
    },
  ],

  requests: [
    {
      text: 'Can you book us in for the Vault Job this Saturday 14th March around 3pm please, 5 players, name is Gemma Hollis',
      expect: 'Appointments',
    },
    {
      text: "I'd like to reserve Signal Lost for 4 people on the evening of Friday 20th",
      expect: 'Appointments',
    },
    {
      text: 'please put us down for a kids party on sunday 26 april, 10 children, toymakers room',
      expect: 'Appointments',
    },
    {
      text: 'We need to schedule a team building session for 18 staff sometime in the week of 11 May - can you pencil us in for the Tuesday or Wednesday morning?',
      expect: 'Appointments',
    },
    {
      text: 'really disappointed with our game yesterday, the lock on the final box was broken and we lost about 15 minutes waiting for someone to come and fix it',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a massive thank you to Tomasz for our game on Saturday, he was brilliant with the kids and they havent stopped talking about it',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'The member of staff on reception was rude to my friend when we turned up 5 mins late and I would like to make a formal complaint',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could someone call me back about a quote for a 40-person company away day? My number is 07700 900412, best after 2pm',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of your party pack, my address is l.fenwick@outlook.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Can you send over a price for the Grand Heist for 24 people in June? Contact is mark.doyle@harlandeng.co.uk',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
    {
      text: "is there a member of staff I can speak to, this chat isn't really helping",
      expect: 'handoff',
    },
    { text: 'put me through to someone on your team', expect: 'handoff' },
  ],

  offTopic: [
    'can you recommend a good escape room in birmingham',
    'how do i make my own escape room puzzles at home for a kids party',
    "what's on at the swan theatre this weekend",
    'do you sell the padlocks you use in your rooms',
    'best hotel to stay at in worcester for a weekend away?',
    'is the worcester victorian christmas fayre on this year',
    'whats the weather going to be like tomorrow in worcester',
    'write me a short poem about my cat',
    'what is the capital of australia',
    'how do i make yorkshire puddings rise properly',
    'who won the premier league last season',
    'whats 15% of 240',
    "translate 'good luck' into french",
    'any tips for solving sudoku faster',
  ],
};
