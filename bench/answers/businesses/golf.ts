import type { Business } from '../types.js';

export const golf: Business = {
  slug: 'golf',
  name: 'Kingsdown Heath Golf Club',
  field:
    "a members' golf club that also welcomes visitors (green fees, memberships, lessons with the club professional, driving range, society and corporate days, clubhouse bar and function room, dress code)",
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Do I need a handicap to play as a visitor?',
      content: `At weekends and on bank holidays visitors must hold an official WHS Handicap Index of 36 or lower, and we may ask to see it on your England Golf app or club membership card. On weekdays we are happy to welcome golfers without a handicap, as long as you have played a full-length course before and can keep up with the pace of play. Complete beginners are best starting on our driving range or on a Get Into Golf course.`,
    },
    {
      type: 'faq',
      title: 'Can I bring my dog?',
      content: `Sorry, dogs are not allowed on the course or inside the clubhouse, with the exception of assistance dogs. Well-behaved dogs on leads are welcome on the terrace outside the Spike Bar, and we keep a water bowl by the door.`,
    },
    {
      type: 'faq',
      title: 'Can I hire golf clubs?',
      content: `Yes. The pro shop has full sets of Callaway hire clubs, in both right and left handed, for £25 per round, or £15 for a half set. We only have six sets, so please reserve them when you book your tee time. A carry bag is included.`,
    },
    {
      type: 'faq',
      title: 'Do you have buggies and trolleys for hire?',
      content: `We have eight ride-on buggies at £32 for 18 holes or £20 for 9 holes, plus electric trolleys at £12 and pull trolleys at £4. Buggy drivers must be 18 or over and hold a full driving licence. Between November and March buggies may be restricted to paths or withdrawn altogether when the ground is wet, so please check with the pro shop on the morning of your round.`,
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content: `Yes, pro shop gift vouchers are available in any amount from £10 and can be spent on green fees, lessons, range balls or equipment. You can buy them in the pro shop or over the phone on 01732 832 411 and we will post them out free of charge. Vouchers are valid for 12 months from the date of issue.`,
    },
    {
      type: 'faq',
      title: 'Are rangefinders and GPS devices allowed?',
      content: `Yes, distance-measuring devices are permitted in general play and in all club competitions, as long as they only measure distance. Any slope, wind or club-recommendation function must be switched off when you are playing in a competition.`,
    },
    {
      type: 'faq',
      title: 'What happens if the course is closed because of the weather?',
      content: `If the course is closed because of frost, snow or waterlogging you can have a full refund or move your booking to another date. If play is stopped part-way through your round and you have completed 9 holes or fewer, we will give you a rain check voucher for a free 18-hole round, valid for six months. We post the course status on our website and Facebook page by 7am every morning.`,
    },
    {
      type: 'faq',
      title: "Is there a ladies' section?",
      content: `Yes, we have a friendly ladies' section of around 90 members. Ladies' Day is Tuesday, with competitions from 9am, and there is a relaxed 9-hole roll-up on Friday afternoons at 1.30pm that newer golfers are very welcome to join. Contact Ladies' Captain Jan Whitcombe through the club office to find out more.`,
    },
    {
      type: 'faq',
      title: "Is there a seniors' section?",
      content: `Our seniors' section is open to members aged 55 and over and plays every Wednesday morning, with a roll-up draw at 8.15am for an 8.45am start. The seniors also play friendly matches against other Kent clubs through the summer and hold a Christmas lunch. Seniors' Captain Roger Pell is always happy to chat to anyone thinking of joining.`,
    },
    {
      type: 'faq',
      title: 'Is there a waiting list for membership?',
      content: `There is currently a waiting list of around six months for Full 7-Day membership. 5-Day, Flexi 20, Intermediate and Junior memberships are open with no wait, and 5-Day members get priority when 7-Day places become available. Contact our General Manager, Helen Pryce, to add your name to the list.`,
    },
    {
      type: 'faq',
      title: 'Can I try the club before I join?',
      content: `Yes. Prospective members can book a Taster Round with a member of our membership committee for £25, who will show you round the course and clubhouse and answer any questions. If you join within 30 days, the £25 is taken off your first subscription.`,
    },
    {
      type: 'faq',
      title: 'Are there changing rooms and showers?',
      content: `Yes, there are men's and ladies' changing rooms with showers on the ground floor, and visitors are welcome to use them. Towels are not provided, so please bring your own. Day lockers are free to use; they take a £1 coin, which you get back.`,
    },
    {
      type: 'faq',
      title: 'Do you take cash?',
      content: `The clubhouse bar and the pro shop are card-only. We accept all major debit and credit cards, Apple Pay and Google Pay, and members can also pay with their membership card. The only place we still take cash is the honesty box at the halfway hut.`,
    },
    {
      type: 'faq',
      title: 'Is the clubhouse wheelchair accessible?',
      content: `The ground floor, including the Spike Bar, lounge, changing rooms and an accessible toilet, is step-free from the car park using the ramp beside the main entrance. The Oak Room on the first floor is served by a lift. We also have a single-seat accessible buggy, which can be booked free of charge with 48 hours' notice.`,
    },
    {
      type: 'faq',
      title: 'Does the pro shop do club repairs and regripping?',
      content: `Yes, Mark and Sophie can regrip, re-shaft and adjust lofts and lies in our workshop. Regripping costs £4 per club in labour plus the cost of the grip (from £6), and loft and lie adjustments are £5 per club. Most jobs are ready within 48 hours.`,
    },
    {
      type: 'faq',
      title: 'Can I smoke or vape at the club?',
      content: `Smoking and vaping are not allowed anywhere inside the clubhouse or on the terrace. There is a designated smoking area beside the trolley shed at the side of the car park. On the course, please take your cigarette ends home with you.`,
    },
    {
      type: 'faq',
      title: 'Are there any open competitions visitors can enter?',
      content: `Yes, we host several opens each summer, including the Mixed Foursomes Open in May, the Men's Open Am-Am in June and the Ladies' Open Texas Scramble in July. Entries are made through the Opens section of our online booking system and usually cost £30 to £45 per player, including a bacon roll on arrival. All entrants need a current handicap index.`,
    },
    {
      type: 'faq',
      title: 'Is there WiFi in the clubhouse?',
      content: `Yes, free WiFi is available throughout the clubhouse. Connect to the network called KHGC-Guest; the password is shown behind the bar and in the Oak Room.`,
    },
    {
      type: 'faq',
      title: 'Is there a public footpath across the course?',
      content: `Yes, a public right of way crosses the 4th and 11th fairways. Walkers have priority, so golfers must wait until they are well out of range before playing. We ask walkers to stay on the marked path and keep dogs on a lead.`,
    },
    {
      type: 'faq',
      title: 'How do I get an official handicap?',
      content: `To hold a World Handicap System index in England you need to be a member of an affiliated golf club, and all of our playing memberships, including Flexi 20, include England Golf affiliation. Once you have joined, submit scorecards totalling 54 holes (any mix of 9 and 18 hole rounds) and your handicap index will be issued on the England Golf app.`,
    },
    {
      type: 'faq',
      title: "We're a group of 8, do we get a discount?",
      content: `Groups of 8 to 11 golfers get 10% off the standard green fee when you book together by phone with the pro shop. Groups of 12 or more qualify for our society packages, which include catering.`,
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Green Fees 2026',
      fileName: 'green-fees-2026.pdf',
      content: `KINGSDOWN HEATH GOLF CLUB
GREEN FEES AND VISITOR INFORMATION 2026

Valid 1 January 2026 to 31 December 2026. All prices are per player and include VAT.

Kingsdown Heath welcomes visiting golfers seven days a week. Tee times can be booked online through our website or by calling the pro shop on 01732 832 411.

SUMMER RATES (1 April to 31 October)
18 holes, Monday to Friday: £65
18 holes, Saturday, Sunday and bank holidays: £80
9 holes, Monday to Friday: £38
Early Bird (Monday, Thursday and Friday, tee times 8am to 8.50am): £48
Twilight (tee times from 4pm, any day): £40

WINTER RATES (1 November to 31 March)
18 holes, Monday to Friday: £42
18 holes, Saturday, Sunday and bank holidays: £52
9 holes, any day: £26
Winter Twilight (tee times from 12.30pm, any day): £28

MEMBERS' GUESTS
Playing with a member, summer: £34 weekdays, £42 weekends
Playing with a member, winter: £25 weekdays, £30 weekends
A member may introduce the same guest no more than six times in a calendar year. The member must play in the same group as the guest.

JUNIORS AND STUDENTS
Under 18s: half the adult rate for the day and season
Visiting juniors under 14 must be accompanied on the course by an adult
Full-time students with a valid student ID card: £35, any weekday, all year

VISITING TIMES
Monday: from 8am
Tuesday: from 12 noon (Ladies' Day)
Wednesday: from 10.30am (Seniors' morning)
Thursday: from 8am
Friday: from 8am
Saturday and Sunday: from 12 noon
Bank holidays: from 11am
Times may be restricted on club competition days and for major club events. The online tee sheet only shows times available to visitors.

RECIPROCAL ARRANGEMENTS
Members of Pembury Park Golf Club and Sevenoaks Vale Golf Club pay the members' guest rate on Mondays and Fridays, on showing a current membership card at check-in. PGA professionals with a current membership card play free of charge on weekdays, subject to availability; please call the pro shop to book.

REDUCED RATES
When temporary greens are in use on any hole, visitor green fees are reduced by 50%.
During hollow tining and course renovation weeks (normally the last week of March and the first week of September) green fees are reduced by 30%. Renovation dates are published on the website at least four weeks in advance.

PAYMENT
Full payment is taken when you book online. Telephone bookings are paid by card at the time of booking. We do not hold tee times without payment.

CANCELLATIONS
If you cancel more than 48 hours before your tee time you will receive a full refund.
If you cancel within 48 hours of your tee time, we will issue a credit note valid for three months.
No-shows are charged in full and no credit note is issued.
Changes to the number of players in a booking can be made free of charge up to 24 hours before your tee time.

Green fees are set by the Board and may be changed at any time. The rate charged is the one shown at the time of booking.`,
    },
    {
      type: 'document',
      title: 'Membership Subscriptions 2026-27',
      fileName: 'membership-subscriptions-2026-27.pdf',
      content: `KINGSDOWN HEATH GOLF CLUB
MEMBERSHIP SUBSCRIPTIONS 2026/27

The subscription year runs from 1 April 2026 to 31 March 2027. Rates were approved by members at the Annual General Meeting on 12 February 2026.

PLAYING MEMBERSHIPS (annual subscription)
Full 7-Day: £1,720
Couples 7-Day (two adults at the same address): £3,200
5-Day (Monday to Friday, excluding bank holidays): £1,310
Flexi 20 (20 rounds on any day, with full handicap and competition rights): £795
Country (home address more than 50 miles from the club): £880
Over 80 (Full 7-Day, aged 80 or over on 1 April): £1,150

INTERMEDIATE MEMBERSHIPS (age on 1 April 2026)
Aged 18 to 21: £480
Aged 22 to 25: £790
Aged 26 to 29: £1,120
Intermediate members enjoy full 7-day playing rights.

JUNIOR MEMBERSHIPS
Under 12: £85
Aged 12 to 17: £175

NON-PLAYING MEMBERSHIP
Social: £95. Use of the clubhouse, invitations to all social events and 10% off at the bar. Social members may play as a members' guest.

ADDITIONAL CHARGES
England Golf and Kent County Golf Union affiliation fee: £16.50 per playing member (subject to confirmation by England Golf)
Catering credit: £100 loaded onto the membership card for Full 7-Day, Couples (per person) and 5-Day members; £50 for Flexi 20 and Country members. Catering credit must be spent by 31 March 2027 and any unspent balance is not refundable.
Locker rental: £45 per year
Electric trolley storage with charging point: £120 per year
Private buggy storage: £180 per year

JOINING FEE
There is no joining fee for new members whose application is accepted before 30 June 2026. After that date a joining fee of £350 applies to Full 7-Day and Couples memberships. There is never a joining fee for Intermediate, Junior or Social members.

HOW FLEXI 20 WORKS
Flexi 20 members receive 20 rounds to use on any day of the week, subject to members' tee booking rules. A round is counted when you check in at the pro shop kiosk, whether you play 9 or 18 holes. Further rounds can be played at the members' guest rate. Unused rounds cannot be carried over into the next year. Flexi 20 members may upgrade to 5-Day or Full 7-Day membership at any time by paying the difference in subscription.

PAYMENT
Subscriptions are due on 1 April. You can pay in full by bank transfer or card, or spread the cost by Direct Debit over 10 monthly instalments through Club Collect (an administration charge of 4% applies). New members joining part-way through the year pay a pro-rata subscription for the remaining whole months.

MEMBERSHIP BENEFITS (all playing categories)
Official WHS handicap and entry to all club competitions
Members' tee booking window of 14 days
10% off lessons with the club professionals
25% off room hire in the Oak Room
Reduced green fees for guests
Access to the members' locker rooms and trolley store

RESIGNATION
Notice of resignation must be given in writing or by email to the General Manager before 1 March to avoid liability for the following year's subscription. Subscriptions are not refunded for resignations made part-way through the year, except on medical grounds at the discretion of the Board.

HOW TO APPLY
Application forms are available from the club office or can be downloaded from the Membership page of our website. Applications require a proposer and seconder who are members; if you do not know any members, the General Manager will arrange an introduction.

Enquiries: Helen Pryce, General Manager, 01732 832 410, office@kingsdownheathgc.co.uk`,
    },
    {
      type: 'document',
      title: 'Society and Corporate Golf Days 2026',
      fileName: 'society-corporate-days-2026.pdf',
      content: `SOCIETY AND CORPORATE GOLF DAYS 2026
Kingsdown Heath Golf Club, Hildenborough, Kent

Thank you for considering Kingsdown Heath for your golf day. Whether you are organising an annual society outing for a dozen friends or a corporate event for clients, our team will look after every detail, from the bacon rolls to the prize-giving.

AVAILABILITY
Society days are available on Mondays, Thursdays and Fridays throughout the year, and on Wednesdays with tee times from 11am. Weekend society bookings are accepted from November to March only, with tee times after 12.30pm. Tuesdays are reserved for our ladies' section.
Group size: minimum 12 players, maximum 80.
Two-tee starts are available for groups of 24 or more. Shotgun starts are available on Mondays for groups of 60 or more.

SUMMER PACKAGES (April to October), per person
Fairway: coffee and bacon roll on arrival, 18 holes: £59
Birdie: coffee and bacon roll, 18 holes, two-course carvery lunch or dinner: £78
Eagle: coffee and bacon roll, 18 holes, light lunch, a further 9 holes in the afternoon, three-course dinner: £109

WINTER PACKAGES (November to March), per person
Fairway: £42
Birdie: £58
Eagle: £79

CORPORATE DAYS
Our corporate package includes exclusive use of the course from 11am on a Monday, a shotgun start, private use of the Oak Room, branded tee signs on every hole, a welcome drink, a three-course dinner and a pre-round clinic with Head Professional Mark Ellery. Prices start from £145 per person, minimum 60 players. Please ask for a tailored quote.

EXTRAS
Buggies: £28 each (society rate)
Range balls before play: £3.50 per player for 50 balls
Nearest the pin and longest drive markers: free of charge
Pre-round clinic with a professional (45 minutes, up to 20 players): £150
Pro shop prize vouchers: any amount, with 10% extra value on orders over £200
Bar tab: set up with any limit you choose

THE ORGANISER
For every 20 paying players, the organiser plays free of charge (golf element only).
The pro shop will prepare start sheets and scorecards and can run the scoring for you, with live results shown on the screen in the Spike Bar.

HANDICAPS AND DRESS
Society players do not need an official handicap, but we ask organisers to make sure every player can complete 18 holes in under 4 hours 30 minutes. Our dress code applies to all society golfers; please share it with your players before the day.

BOOKING, DEPOSITS AND PAYMENT
Provisional bookings are held for 14 days.
A non-refundable deposit of £10 per player is required to confirm your booking.
Final numbers and menu choices are needed 14 days before your day.
The balance is payable 7 days before your day. Reductions in numbers made less than 14 days before are charged in full.

WEATHER
If the course is closed on the day, we will offer you an alternative date or refund the golf element of your package. Catering already prepared will be charged if the closure is confirmed after 8am on the day.

CONTACT
Rachel Dunmore, Events and Functions Coordinator
events@kingsdownheathgc.co.uk
01732 832 414`,
    },
    {
      type: 'document',
      title: 'Dress Code and Etiquette Policy',
      fileName: 'dress-code-etiquette-policy.docx',
      content: `KINGSDOWN HEATH GOLF CLUB
DRESS CODE AND ETIQUETTE POLICY
Approved by the Board, March 2025

1. Introduction
This policy applies to members, guests, visitors and society golfers. Members are responsible for making sure their guests follow it. The pro shop staff and the duty manager may refuse play or entry to anyone who is not suitably dressed.

2. On the Course and Practice Areas
Acceptable:
- Golf shirts with a collar, or golf-specific mock-neck or crew-neck tops
- Tailored golf trousers, tailored shorts, skorts and golf skirts
- Shorts may be worn all year round with sports socks of any length
- Golf shoes with soft spikes, or spikeless golf shoes
- Waterproofs, sweaters, gilets and rain hats
Not acceptable:
- Denim of any kind
- Tracksuits, running shorts, swimwear, or leggings worn on their own (leggings under a skirt or skort are fine)
- Football, rugby or other sports team shirts
- Vests and sleeveless T-shirts for men (sleeveless golf tops for women are acceptable)
- Shoes with metal spikes
Caps must be worn with the peak facing forward.
On the driving range the dress code is relaxed: smart casual clothing and clean trainers are acceptable.

3. In the Clubhouse
Spike Bar and terrace: golf clothing and clean golf shoes may be worn.
Lounge and dining room: smart casual. Neat, clean jeans are acceptable. Golf shoes must not be worn, and hats should be removed.
Oak Room: as stated on the invitation. A jacket and tie are required for the Captain's Dinner and the Annual Dinner Dance.
Please change your shoes in the changing rooms or the car park, not in the lounge.

4. Mobile Phones
Phones must be on silent on the course. Using a phone for a scoring app or GPS is fine. Calls may be made in the Spike Bar, the entrance hall and the car park, but not in the lounge or dining room.

5. Pace of Play
A three-ball or four-ball should complete 18 holes in no more than 4 hours 10 minutes, and a two-ball in no more than 3 hours 15 minutes. You should reach the 10th tee within 2 hours 5 minutes of teeing off. Keep up with the group in front, not just ahead of the group behind. If you lose a clear hole, call the group behind through. Be ready to play when it is your turn and mark your cards on the next tee.

6. Care of the Course
- Repair your pitch marks and any others you see on the green
- Replace divots on fairways, or fill them with the sand and seed mix provided on the tees
- Rake bunkers after use and leave rakes inside the bunker
- Keep trolleys and buggies off tees, greens and aprons, at least 5 yards from the putting surface
- Follow white lines, ropes and hoops that direct traffic

7. Safety
Shout "Fore" loudly if your ball is heading towards anyone. Never play until the group in front is out of range.
Lightning siren: one long blast means suspend play immediately and leave the course. Three short blasts, repeated, mean play may resume. Do not shelter under trees during a storm; the shelters by the 6th green and 15th tee have lightning conductors.

8. Breaches of the Policy
Breaches by members will be reported to the General Manager and may be referred to the Board. Visitors who do not follow this policy may be asked to leave the course without a refund.`,
    },
    {
      type: 'document',
      title: 'Oak Room Function Hire Terms and Conditions',
      fileName: 'oak-room-hire-terms-2026.pdf',
      content: `THE OAK ROOM
FUNCTION ROOM HIRE TERMS AND CONDITIONS 2026
Kingsdown Heath Golf Club, Kingsdown Lane, Hildenborough, Tonbridge, Kent TN11 8PX

1. The Room
The Oak Room seats up to 110 guests for a sit-down meal, 140 guests for a buffet or standing reception and 60 theatre-style for meetings and presentations. It has its own private bar, a dance floor and views over the 18th green, with doors opening onto a private balcony. A screen, projector and PA system with wireless microphone are included at no extra cost. The room is suitable for weddings, birthdays, anniversaries, christenings, funeral receptions, business meetings and awards evenings.

2. Hire Charges (2026)
Monday to Thursday, daytime (9am to 5pm): £180
Monday to Thursday, evening (6pm to close): £250
Friday or Sunday evening: £350
Saturday evening: £450
Wedding package, exclusive use from 12 noon on a Saturday: £1,500
Room hire is waived for funeral receptions held on weekdays when catering is booked for 30 or more guests.
Members of the club receive 25% off room hire.

3. Catering and Drinks
All food must be supplied by the club's catering team, with the exception of celebration cakes. Buffet menus start from £16.50 per head and three-course menus from £34 per head. Final menu choices are required 21 days before the event. Please tell us about any dietary requirements or allergies when you confirm your menu.
Drinks are served from the private bar. You may bring your own wine, charged at a corkage fee of £12 per 75cl bottle. Your own spirits, beer or soft drinks may not be brought onto the premises.

4. Deposits and Payment
A non-refundable deposit of £250 is required to secure your date (£750 for weddings). Final guest numbers are required 10 days before the event, and the full balance is payable 7 days before. You will be charged for the final numbers given even if fewer guests attend.

5. Cancellation
More than 3 months before the event: the deposit is retained.
Between 1 and 3 months before: 50% of the estimated total is payable.
Less than 1 month before: 100% of the estimated total is payable.

6. Timings and Music
You may access the room to set up 2 hours before the start of your booking.
Sunday to Thursday: the bar closes at 11pm.
Friday and Saturday: the bar closes at midnight, music must finish by 11.45pm and all guests must have left by 12.30am.
Live bands and DJs are welcome. All equipment must be PAT tested and the performer must hold public liability insurance. A sound limiter is set at 95 decibels.

7. Decorations
Confetti, glitter, sky lanterns and smoke machines are not permitted. Candles must be in glass holders. Nothing may be fixed to the walls or the oak panelling; free-standing banners and balloons are welcome. Decorations must be removed at the end of the event unless removal has been agreed with us.

8. Conduct and Damage
The hirer is responsible for the behaviour of their guests and for any damage caused to the room, furniture or grounds. Guests under 18 must be supervised by an adult at all times. The golf course is out of bounds to all function guests. The club may end an event early if guests behave in a way that is unsafe or causes a nuisance.

9. Parking
Guests may leave cars in the club car park overnight at their own risk, provided they are collected by 11am the following day.

Enquiries and bookings: Rachel Dunmore, Events and Functions Coordinator, 01732 832 414, events@kingsdownheathgc.co.uk`,
    },
    {
      type: 'document',
      title: 'Local Rules and Course Guide 2026',
      fileName: 'local-rules-course-guide-2026.pdf',
      content: `KINGSDOWN HEATH GOLF CLUB
LOCAL RULES AND COURSE GUIDE 2026

THE COURSE
An 18-hole heathland course laid out in 1908 and remodelled by James Braid in 1926, playing through heather, gorse and silver birch with views across the Weald of Kent.
White tees: 6,530 yards, Par 71, Course Rating 72.1, Slope 133
Yellow tees: 6,178 yards, Par 71, Course Rating 70.6, Slope 129
Red tees: 5,530 yards, Par 72, Course Rating 72.8, Slope 127 (the 5th plays as a par 5 from the red tee)

SCORECARD (hole, name, par, white / yellow / red yards, stroke index)
1 Heath Gate, Par 4, 382 / 364 / 330, SI 9
2 Birch Walk, Par 4, 410 / 392 / 352, SI 3
3 The Dell, Par 3, 176 / 158 / 132, SI 15
4 Footpath, Par 5, 512 / 490 / 441, SI 11
5 Gorse Hill, Par 4, 438 / 410 / 372, SI 1
6 Spinney, Par 4, 346 / 330 / 300, SI 13
7 Lane End, Par 3, 192 / 176 / 150, SI 7
8 Long Acre, Par 5, 528 / 505 / 458, SI 5
9 Home Farm, Par 4, 305 / 290 / 262, SI 17
Out: Par 36, 3,289 / 3,115 / 2,797
10 Windmill, Par 4, 402 / 380 / 340, SI 6
11 Crossways, Par 4, 371 / 352 / 318, SI 10
12 The Chase, Par 5, 495 / 478 / 430, SI 14
13 Weald View, Par 4, 428 / 405 / 366, SI 2
14 The Pond, Par 3, 168 / 152 / 128, SI 16
15 Badger's Sett, Par 4, 389 / 368 / 326, SI 8
16 Oak Corner, Par 4, 355 / 340 / 305, SI 12
17 Long Drop, Par 3, 214 / 190 / 160, SI 18
18 Clubhouse, Par 4, 419 / 398 / 360, SI 4
In: Par 35, 3,241 / 3,063 / 2,733

KEY HOLES
5th, Gorse Hill: the hardest hole on the course. A long uphill par 4 with gorse down the left and a two-tier green. Anything short on the approach rolls back down the slope.
13th, Weald View: the highest point of the course. Aim at the single pine on the horizon from the tee.
14th, The Pond: our signature par 3, played entirely over water to a green sloping from back to front.
17th, Long Drop: a downhill par 3 where the wind makes club selection difficult; the green is larger than it looks.

LOCAL RULES
1. Out of Bounds: defined by white stakes and by the inside edge of the boundary fence. The practice ground to the right of the 1st hole is out of bounds when playing the 1st.
2. Penalty Areas: red stakes and lines mark penalty areas. The pond on the 14th is a red penalty area. As an extra option, a dropping zone is provided to the left of the 14th green.
3. Ground Under Repair: marked by blue stakes or white lines. Areas marked with blue stakes with green tops are no play zones and relief must be taken.
4. Young Trees: trees supported by stakes or ties must not be played from; take free relief.
5. Kingsdown Lane crossing the 7th fairway is an immovable obstruction; free relief is available.
6. Preferred Lies: from 1 October to 30 April, when notified in the pro shop, a ball in the general area cut to fairway height or less may be placed within one scorecard length and not nearer the hole.
7. Winter Mats: when fairway mats are in use, a ball lying on a fairway must be placed on the mat.

DISTANCE MARKERS
Yellow discs in the centre of the fairway are 150 yards to the centre of the green. Red discs are 100 yards and blue discs 200 yards. Sprinkler heads show the yardage to the front of the green.

Penalty for breach of a local rule: general penalty (two strokes in stroke play, loss of hole in match play).
Queries on the rules should be referred to the Competitions Secretary via the club office.`,
    },

    // ---------------------------------------------------------- Web pages
    {
      type: 'website',
      title: 'Visitors & Tee Times | Kingsdown Heath Golf Club',
      url: 'https://www.kingsdownheathgc.co.uk/visitors',
      content: `# Visitors & Tee Times

Kingsdown Heath has welcomed visiting golfers since 1908, and whether you are a travelling golfer, a local looking for a new challenge or playing with friends from out of town, we would love to see you. Our heathland course is firm, fast-draining and playable all year round.

## Booking Your Tee Time

The quickest way to book is online: click **Book a Tee Time** at the top of any page to see live availability. Visitor tee times can be booked up to 28 days in advance. You will need to create a free account with your name, email address and phone number. Payment is taken in full at the time of booking, and you will receive a confirmation email with your booking reference.

Prefer to speak to someone? Call the pro shop on 01732 832 411 from 7am.

### Playing on your own?

Single golfers are very welcome. Tee times with spare spaces are shown on the tee sheet with a Join a group button, so you can add yourself to a group that is already booked. If you book a whole tee time on your own, we may pair you with other players on busy days.

## When Can Visitors Play?

Visitors can play seven days a week, although members have priority during club competitions and on weekend mornings. The online tee sheet only shows times available to visitors, so if you can see it, you can book it. Weekday afternoons are usually the quietest time on the course.

## On the Day

- Please arrive at least 30 minutes before your tee time.
- Check in at the pro shop no later than 15 minutes before your tee time. You will receive a scorecard and a free course planner.
- At weekends and on busy days our starter will meet you on the 1st tee.
- If you are more than 10 minutes late for your tee time we may not be able to fit you in, and the booking may be treated as a no-show.

The practice putting green next to the 1st tee is free for everyone playing that day.

## The Halfway Hut

Between the 9th green and the 10th tee you will find the halfway hut, serving hot drinks, bacon rolls, sausage rolls, chocolate bars and cold drinks. It is staffed from 8am to 3pm, April to October, and runs on an honesty box the rest of the time.

## After Your Round

Relax in the Spike Bar, which overlooks the 18th green. Show your green fee receipt at the bar for 10% off food on the day of your round.

## Bringing a Group?

Groups of 12 or more should look at our Society and Corporate Golf Days packages, which include catering and help with running your competition. Call our events team on 01732 832 414.`,
    },
    {
      type: 'website',
      title: 'Lessons & Coaching | Kingsdown Heath Golf Club',
      url: 'https://www.kingsdownheathgc.co.uk/coaching',
      content: `# Lessons & Coaching

Whether you are picking up a club for the first time or trying to knock a few shots off your handicap, our PGA professionals can help. Lessons are open to everyone, members and non-members alike.

## Meet Our Professionals

**Mark Ellery, PGA Advanced Professional.** Mark has been Head Professional at Kingsdown Heath since 2011. A former Kent county player, he specialises in ball striking, short game and custom club fitting.

**Sophie Tranter, PGA Professional.** Sophie joined us in 2019 and leads our Junior Academy and beginner programmes. She is known for her calm, patient teaching style and works with golfers of every age and ability.

## Lesson Prices

With Mark Ellery:
- 30 minutes: £48
- 60 minutes: £85
- Five 30-minute lessons: £215

With Sophie Tranter:
- 30 minutes: £36
- 60 minutes: £65
- Five 30-minute lessons: £165
- Shared lesson for two people, 60 minutes: £95

Other lessons:
- Playing lesson, 9 holes on the course with Mark or Sophie: £120 (non-members also pay the 9-hole green fee)
- Junior lessons (under 18) with Sophie: £25 for 30 minutes

Lesson packages are valid for six months from the date of purchase.

## The Swing Studio

Most lessons take place in our indoor Swing Studio next to the driving range, fitted with a Trackman 4 launch monitor and two-camera video analysis. Because it is under cover, lessons go ahead in any weather. After every lesson your swing videos and practice drills are sent to your phone through the CoachNow app.

## Get Into Golf: Courses for Beginners

Our six-week Get Into Golf course is designed for complete beginners aged 16 and over. Sophie covers the grip, full swing, chipping, putting, the basic rules and how to behave on the course, and in the final week the group plays three holes together.

- Thursday evenings, 6pm to 7pm (April to September), or Saturday mornings, 9am to 10am
- £95 per person for all six sessions, including clubs and balls
- Maximum 8 people per group
- Next courses start on 16 April and 4 June 2026

## Custom Club Fitting

Mark carries out fittings on Trackman for Titleist, Ping, TaylorMade and Callaway. An iron fitting takes around an hour and costs £50, which is refunded in full if you buy a new set through the pro shop. A driver fitting is £30.

## Booking and Cancellation

Book lessons through the pro shop on 01732 832 411, by email at proshop@kingsdownheathgc.co.uk, or online. Please give at least 24 hours' notice if you need to cancel or move a lesson, otherwise the full fee will be charged.`,
    },
    {
      type: 'website',
      title: 'Driving Range | Kingsdown Heath Golf Club',
      url: 'https://www.kingsdownheathgc.co.uk/driving-range',
      content: `# The Driving Range at Kingsdown Heath

Our driving range is open to everyone: you do not need to be a member or book a tee time to use it. Just turn up, grab a bucket and start hitting.

## Facilities

- 16 covered and floodlit bays, so you can practise whatever the weather
- A 250-yard outfield with target greens at 50, 100, 150 and 200 yards
- Premium range balls, replaced every season
- From May to September, a grass teeing area at the far end of the range for members and lesson pupils

## Opening Hours

Summer (April to October):
- Monday to Friday: 7am to 9pm
- Saturday and Sunday: 7am to 8pm

Winter (November to March):
- Monday to Friday: 8am to 8pm
- Saturday and Sunday: 8am to 6pm

Last balls are sold 30 minutes before closing. The range is closed on Christmas Day and Boxing Day.

## Ball Prices

- Small bucket, 40 balls: £4
- Medium bucket, 80 balls: £7
- Large bucket, 120 balls: £9.50

Range cards give you bonus credit. Load £50 and get £60 credit, or load £100 and get £125 credit. Range cards can be bought and topped up in the pro shop and never expire.

Members get 20% off all ball prices when they show their membership card.

The ball dispenser takes contactless payments and range cards, so you can use the range even when the pro shop is closed.

## Short Game Area

Next to the range is our short game area, with a chipping green, two practice bunkers and a putting green. It costs £5 per session for non-members and is free for members and anyone who has paid a green fee that day.

## Forgot Your Clubs?

You can borrow a 7-iron or driver free of charge from the pro shop for use on the range. Just leave your car keys or a card with us as a deposit.

## Range Rules

- Only range balls may be used; please do not bring your own
- Children under 12 must be supervised by an adult at all times
- Never go onto the outfield to collect balls
- The ball collector is in use during opening hours; please do not aim at it
- Please return empty buckets to the rack by the dispenser

## Lessons on the Range

Want to get more from your practice? Our PGA professionals teach from the Swing Studio next to the range. See our Lessons & Coaching page for prices.`,
    },
    {
      type: 'website',
      title: 'Clubhouse Bar & Dining | Kingsdown Heath Golf Club',
      url: 'https://www.kingsdownheathgc.co.uk/clubhouse',
      content: `# Clubhouse, Bar & Dining

You do not need to be a golfer to enjoy our clubhouse. The bar and dining room are open to everyone, whether you are stopping for breakfast after a dog walk, meeting friends for lunch or joining us for Sunday lunch with the family.

## The Spike Bar

Our relaxed bar overlooks the 18th green, and golf clothes and shoes are welcome. We serve local Kent ales from Larkins and Tonbridge Brewery alongside lagers, wines and good coffee. Live sport is shown on two big screens, and in summer the terrace is the best spot in Hildenborough to watch golfers come up the 18th.

## Opening Hours

Bar, summer (April to October):
- Monday to Saturday: 8am to 10pm
- Sunday: 8am to 8pm

Bar, winter (November to March):
- Monday to Saturday: 8am to 8pm
- Sunday: 8am to 6pm

Kitchen:
- Breakfast: 8am to 11am daily
- Lunch: 12pm to 3pm daily
- Evening menu: Thursday and Friday, 6pm to 8.30pm

## Our Menus

Head Chef Dan Okafor and his team cook everything fresh on site using local suppliers wherever possible.

Breakfast favourites include the Clubhouse Full English at £10.95 and a bacon or sausage roll at £4.50. Our lunch menu features the Clubhouse Burger at £14.50, beer-battered fish and chips at £15.95 and sandwiches from £7.50, served with crisps and salad.

We always have vegetarian, vegan and gluten-free options. Please ask a member of staff for allergen information before you order.

## Sunday Lunch

Sunday lunch is served from 12pm to 3pm, with a choice of three roasts and a vegetarian wellington. One course is £19.95 and two courses are £25.95. Children's roasts are £10.95. Booking is essential, as Sundays are very popular. Call 01732 832 412 to reserve a table.

## Weekly and Monthly Events

- Steak Night every Thursday: two 8oz rump steaks with chips and a bottle of house wine for £45
- Quiz Night on the first Friday of every month at 7.30pm: £2 per person, teams of up to six, with a cash prize and a bottle of wine for the winners
- Fish Friday: a free soft drink or half pint with any fish dish every Friday evening

## Private Dining and Functions

For birthdays, weddings, wakes and business events, our first-floor Oak Room can be hired privately. Contact Rachel Dunmore, our Events and Functions Coordinator, on 01732 832 414 for availability.

## Dress in the Clubhouse

Smart casual dress is fine in the lounge and dining room. Golf shoes may be worn in the Spike Bar and on the terrace only.`,
    },
    {
      type: 'website',
      title: 'Junior Academy | Kingsdown Heath Golf Club',
      url: 'https://www.kingsdownheathgc.co.uk/juniors',
      content: `# Junior Academy

Golf is a game for life, and there has never been a better time for children to start. The Kingsdown Heath Junior Academy welcomes boys and girls aged 5 to 17, from complete beginners to county-standard players. Our coaching is led by PGA Professional Sophie Tranter, supported by Junior Organiser Phil Ashworth and a team of volunteers.

## Tri-Golf (ages 5 to 8)

Fun, game-based sessions using lightweight plastic clubs and soft balls, designed to build coordination and confidence. Tri-Golf runs on Saturdays from 9am to 10am in the Swing Studio and on the short game area. It costs £6 per session, pay as you go, and no equipment is needed.

## Junior Academy Groups (ages 8 to 17)

Juniors are grouped by ability rather than age, and move up as their game improves:
- **Bronze** (beginners): Saturdays, 10am to 11am
- **Silver** (playing on the course, working towards a handicap): Saturdays, 11am to 12pm
- **Gold** (handicap golfers): Sundays, 4pm to 5.30pm

Academy sessions are booked by the term and cost £72 for an 8-week term, including range balls. Junior clubs can be borrowed free of charge for the first term.

## Getting on the Course

Once Sophie is happy a junior is safe and knows the basics of etiquette, they are awarded their Course Card and can play the course. Junior members can play on weekdays at any time outside competitions and at weekends after 2pm. Under-12s must play with a parent or guardian. Juniors work towards their first handicap by submitting cards from the forward tees, and compete in our monthly junior medal and the summer junior matches against other Kent clubs.

## Summer Holiday Camps

Our three-day holiday camps run from 9.30am to 3pm and include coaching, on-course games, a mini competition and lunch each day. The cost is £95 per child, and camps are open to non-members.

2026 dates:
- 29 to 31 July
- 12 to 14 August
- 26 to 28 August

Places are limited to 20 per camp and fill quickly, so please book early through the pro shop.

## Safeguarding

The safety and wellbeing of every child is our priority. All coaches and volunteers hold an enhanced DBS check and follow the England Golf safeguarding policy. Our Club Welfare Officer is Claire Haddon, who can be contacted in confidence at welfare@kingsdownheathgc.co.uk.

## How to Join

Book a free taster session for your child by calling the pro shop on 01732 832 411 or emailing proshop@kingsdownheathgc.co.uk.`,
    },
    {
      type: 'website',
      title: 'Contact Us & Find Us | Kingsdown Heath Golf Club',
      url: 'https://www.kingsdownheathgc.co.uk/contact',
      content: `# Contact Us & Find Us

Kingsdown Heath Golf Club
Kingsdown Lane, Hildenborough, Tonbridge, Kent TN11 8PX

## Phone and Email

**Club Office** (membership, accounts and general enquiries)
01732 832 410, office@kingsdownheathgc.co.uk
Open Monday to Friday, 9am to 4.30pm

**Pro Shop** (tee times, lessons, driving range, repairs)
01732 832 411, proshop@kingsdownheathgc.co.uk
Open 7am to 6pm in summer and 7.30am to 4.30pm in winter

**Events and Functions** (societies, corporate days, Oak Room hire)
01732 832 414, events@kingsdownheathgc.co.uk

**Bar and Restaurant** (table bookings)
01732 832 412

For anything else, or if you would like to share feedback about your visit, our General Manager Helen Pryce can be reached at manager@kingsdownheathgc.co.uk.

## Getting Here by Car

From the M25, leave at Junction 5 and take the A21 south towards Tonbridge and Hastings. After about 7 miles, leave the A21 at the Hildenborough exit and follow the B245 towards Hildenborough. After 1.5 miles, turn right into Kingsdown Lane, opposite the village garage. The club entrance is 400 yards along on the left, just past the white cottages.

If you use a sat nav, the postcode will bring you into Kingsdown Lane; look out for our green sign at the entrance.

## Parking

Our car park is free and has space for 140 cars, with an overflow area on the grass in the summer months. There are four accessible parking bays right next to the clubhouse entrance. Two 7kW electric vehicle chargers are located at the far end of the car park and are paid for through the charger app.

Coaches can be parked by arrangement; please call the club office before your visit so we can keep space clear.

## By Train

Hildenborough station is 1.8 miles from the club, with Southeastern trains from London Charing Cross and London Bridge taking around 40 minutes. Tonbridge station, on the main line, is 4 miles away. There is no bus route to the club, so we recommend booking a taxi in advance; the pro shop can give you local taxi numbers.

## Opening Hours

The course is open from first light to dusk every day except Christmas Day. Visitor tee times are shown on our online booking system. Clubhouse and driving range opening times are on their own pages.

## Sign Up to Our Newsletter

Enter your email address at the bottom of any page to receive our monthly newsletter with news, offers, open competitions and events.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    {
      text: 'do i need a handicap to play as a visitor on a saturday',
      expect: 'Do I need a handicap to play as a visitor?',
    },
    {
      text: "I've never had an official handicap but I've played a few times at the municipal course, can I still come and play one weekday",
      expect: 'Do I need a handicap to play as a visitor?',
    },
    { text: 'can my dog come round with me', expect: 'Can I bring my dog?' },
    { text: 'is your clubhouse dog friendly?', expect: 'Can I bring my dog?' },
    {
      text: "flying over from dublin for a work trip and don't want to lug my clubs, can I rent a set off you",
      expect: 'Can I hire golf clubs?',
    },
    { text: 'got any left handed clubs to borrow for 18 holes', expect: 'Can I hire golf clubs?' },
    { text: 'do you have golf carts', expect: 'Do you have buggies and trolleys for hire?' },
    {
      text: 'my dad has a dodgy knee and cant walk 18, can we get a ride on cart and how much',
      expect: 'Do you have buggies and trolleys for hire?',
    },
    {
      text: 'looking for a birthday present for my husband who plays, do u do vouchers',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'am i allowed to use my laser with the slope thing in a club comp',
      expect: 'Are rangefinders and GPS devices allowed?',
    },
    {
      text: 'what happens if it chucks it down and we have to come off after 6 holes, do we get anything back',
      expect: 'What happens if the course is closed because of the weather?',
    },
    {
      text: 'if the course is frozen and shut on the day will i get my money back',
      expect: 'What happens if the course is closed because of the weather?',
    },
    {
      text: 'my wife is keen to meet other women golfers, what goes on for the ladies',
      expect: "Is there a ladies' section?",
    },
    {
      text: "i'm 67 and just retired, is there a group for older members who play together",
      expect: "Is there a seniors' section?",
    },
    {
      text: 'how long is the wait to become a full member',
      expect: 'Is there a waiting list for membership?',
    },
    { text: 'waiting list?', expect: 'Is there a waiting list for membership?' },
    {
      text: 'is there a way to have a look round and play a round before committing to joining',
      expect: 'Can I try the club before I join?',
    },
    { text: 'can i get a shower after my round', expect: 'Are there changing rooms and showers?' },
    { text: 'do you need to bring a towel', expect: 'Are there changing rooms and showers?' },
    { text: 'can i pay cash at the bar', expect: 'Do you take cash?' },
    { text: 'apple pay accepted in the shop?', expect: 'Do you take cash?' },
    {
      text: 'my brother uses a wheelchair, will he be able to get into the bar ok',
      expect: 'Is the clubhouse wheelchair accessible?',
    },
    {
      text: 'is there a lift up to the upstairs room',
      expect: 'Is the clubhouse wheelchair accessible?',
    },
    {
      text: 'how much to put new grips on my irons',
      expect: 'Does the pro shop do club repairs and regripping?',
    },
    {
      text: 'can you bend my irons a couple of degrees flatter',
      expect: 'Does the pro shop do club repairs and regripping?',
    },
    { text: 'where can i have a fag', expect: 'Can I smoke or vape at the club?' },
    {
      text: 'any open comps this summer a non member could enter',
      expect: 'Are there any open competitions visitors can enter?',
    },
    { text: 'wifi password', expect: 'Is there WiFi in the clubhouse?' },
    {
      text: "i'm a rambler, is there a right of way that goes over the golf course",
      expect: 'Is there a public footpath across the course?',
    },
    {
      text: 'how would i go about getting a handicap index',
      expect: 'How do I get an official handicap?',
    },
    {
      text: 'how many cards do i have to put in to get handicapped',
      expect: 'How do I get an official handicap?',
    },
    {
      text: "there's 9 of us coming down for a golf weekend, any deal for a group that size",
      expect: "We're a group of 8, do we get a discount?",
    },
    {
      text: 'discount for 10 golfers booking together?',
      expect: "We're a group of 8, do we get a discount?",
    },

    // ---- Green Fees 2026
    {
      text: 'how much is it to play 18 holes on a weekday in the summer',
      expect: 'Green Fees 2026',
      fact: '£65',
    },
    { text: "what's the green fee for a saturday in july", expect: 'Green Fees 2026', fact: '£80' },
    { text: 'what time can visitors tee off on a tuesday', expect: 'Green Fees 2026' },
    {
      text: "booked a tee time but can't make it now, will i lose my money if i cancel",
      expect: 'Green Fees 2026',
    },
    { text: 'is there a student rate', expect: 'Green Fees 2026', fact: '£35' },
    {
      text: 'do you knock anything off when the greens have just been hollow tined',
      expect: 'Green Fees 2026',
      fact: '30%',
    },

    // ---- Membership Subscriptions 2026-27
    {
      text: 'how much is a full 7 day membership',
      expect: 'Membership Subscriptions 2026-27',
      fact: '£1,720',
    },
    {
      text: "i'm 24, what would it cost me to join",
      expect: 'Membership Subscriptions 2026-27',
      fact: '£790',
    },
    { text: 'is there a joining fee at the moment', expect: 'Membership Subscriptions 2026-27' },
    {
      text: 'can i spread my subs over the year instead of paying all at once',
      expect: 'Membership Subscriptions 2026-27',
      fact: '10 monthly instalments',
    },
    {
      text: "what's the flexi membership, how many rounds is that",
      expect: 'Membership Subscriptions 2026-27',
    },
    {
      text: "my partner doesn't play golf but wants to come to the social events, is there a non golfing membership",
      expect: 'Membership Subscriptions 2026-27',
    },

    // ---- Society and Corporate Golf Days 2026
    {
      text: "organising a golf day for about 30 lads in june, what's your cheapest package",
      expect: 'Society and Corporate Golf Days 2026',
      fact: '£59',
    },
    { text: 'which days can societies play', expect: 'Society and Corporate Golf Days 2026' },
    {
      text: 'does the person organising the society get a free round',
      expect: 'Society and Corporate Golf Days 2026',
    },
    {
      text: 'how much deposit do you need to confirm a society booking',
      expect: 'Society and Corporate Golf Days 2026',
      fact: '£10 per player',
    },
    {
      text: 'we want to host clients for a golf day with our logo on the tee boards and a private dinner, ballpark price per head?',
      expect: 'Society and Corporate Golf Days 2026',
      fact: '£145',
    },

    // ---- Dress Code and Etiquette Policy
    {
      text: 'can i practise on the range in trainers and normal clothes',
      expect: 'Dress Code and Etiquette Policy',
      fact: 'clean trainers',
    },
    {
      text: 'are shorts allowed on the course in winter',
      expect: 'Dress Code and Etiquette Policy',
    },
    {
      text: 'what does the siren on the course mean',
      expect: 'Dress Code and Etiquette Policy',
      fact: 'one long blast',
    },
    {
      text: 'how long is a fourball meant to take to get round',
      expect: 'Dress Code and Etiquette Policy',
      fact: '4 hours 10 minutes',
    },
    {
      text: 'can i wear my england rugby shirt to play',
      expect: 'Dress Code and Etiquette Policy',
    },

    // ---- Oak Room Function Hire Terms and Conditions
    {
      text: 'how many people can you seat for a wedding breakfast',
      expect: 'Oak Room Function Hire Terms and Conditions',
    },
    {
      text: "what's the cost to hire the function room on a saturday night for my 40th",
      expect: 'Oak Room Function Hire Terms and Conditions',
      fact: '£450',
    },
    {
      text: 'can we bring our own wine to a party',
      expect: 'Oak Room Function Hire Terms and Conditions',
      fact: '£12',
    },
    {
      text: 'what time does the music have to stop at a friday party',
      expect: 'Oak Room Function Hire Terms and Conditions',
      fact: '11.45pm',
    },
    {
      text: 'we need somewhere for a wake after my mums funeral on a wednesday, about 50 people, do you charge for the room',
      expect: 'Oak Room Function Hire Terms and Conditions',
    },

    // ---- Local Rules and Course Guide 2026
    {
      text: 'how long is the course off the yellows',
      expect: 'Local Rules and Course Guide 2026',
      fact: '6,178',
    },
    {
      text: 'which is the hardest hole',
      expect: 'Local Rules and Course Guide 2026',
      fact: 'Gorse Hill',
    },
    {
      text: 'what are the yellow markers in the middle of the fairway',
      expect: 'Local Rules and Course Guide 2026',
      fact: '150 yards',
    },
    { text: 'are you on preferred lies over winter', expect: 'Local Rules and Course Guide 2026' },
    {
      text: 'if i put it in the water on 14 where do i drop',
      expect: 'Local Rules and Course Guide 2026',
    },

    // ---- Visitors & Tee Times page
    {
      text: 'how far ahead can i book a tee time as a non member',
      expect: 'Visitors & Tee Times | Kingsdown Heath Golf Club',
      fact: '28 days',
    },
    {
      text: 'what time should we turn up before we tee off',
      expect: 'Visitors & Tee Times | Kingsdown Heath Golf Club',
    },
    {
      text: 'is there anywhere to grab a coffee at the turn and when is it open',
      expect: 'Visitors & Tee Times | Kingsdown Heath Golf Club',
      fact: '8am to 3pm',
    },
    {
      text: "it's just me, can i tag onto another group",
      expect: 'Visitors & Tee Times | Kingsdown Heath Golf Club',
    },
    {
      text: 'do visitors get money off food after playing',
      expect: 'Visitors & Tee Times | Kingsdown Heath Golf Club',
      fact: '10% off food',
    },

    // ---- Lessons & Coaching page
    {
      text: 'how much is a half hour lesson with the head pro',
      expect: 'Lessons & Coaching | Kingsdown Heath Golf Club',
      fact: '£48',
    },
    {
      text: "i'm 45 and have never played, do you run anything for total beginners",
      expect: 'Lessons & Coaching | Kingsdown Heath Golf Club',
      fact: 'six-week',
    },
    {
      text: 'do lessons still happen if its pouring',
      expect: 'Lessons & Coaching | Kingsdown Heath Golf Club',
    },
    {
      text: 'how much notice to cancel a lesson',
      expect: 'Lessons & Coaching | Kingsdown Heath Golf Club',
    },
    {
      text: 'thinking of new irons, do you do fittings and what does it cost',
      expect: 'Lessons & Coaching | Kingsdown Heath Golf Club',
      fact: '£50',
    },
    {
      text: 'can me and my mate share a lesson',
      expect: 'Lessons & Coaching | Kingsdown Heath Golf Club',
    },

    // ---- Driving Range page
    {
      text: 'how late is the range open in summer',
      expect: 'Driving Range | Kingsdown Heath Golf Club',
      fact: '9pm',
    },
    {
      text: 'how much is a big bucket of balls',
      expect: 'Driving Range | Kingsdown Heath Golf Club',
      fact: '£9.50',
    },
    {
      text: 'do i have to be a member to use the driving range',
      expect: 'Driving Range | Kingsdown Heath Golf Club',
    },
    {
      text: 'is there any deal if i go to the range a lot',
      expect: 'Driving Range | Kingsdown Heath Golf Club',
      fact: '£60 credit',
    },
    {
      text: 'left my clubs at home, can i borrow one to hit some balls',
      expect: 'Driving Range | Kingsdown Heath Golf Club',
    },

    // ---- Clubhouse Bar & Dining page
    {
      text: 'how much is sunday lunch',
      expect: 'Clubhouse Bar & Dining | Kingsdown Heath Golf Club',
      fact: '£19.95',
    },
    {
      text: 'can non members eat in your restaurant or is it members only',
      expect: 'Clubhouse Bar & Dining | Kingsdown Heath Golf Club',
    },
    {
      text: 'when is the pub quiz',
      expect: 'Clubhouse Bar & Dining | Kingsdown Heath Golf Club',
      fact: 'first Friday',
    },
    {
      text: 'till what time do you do breakfast',
      expect: 'Clubhouse Bar & Dining | Kingsdown Heath Golf Club',
      fact: '11am',
    },
    {
      text: 'do you show the football in the bar',
      expect: 'Clubhouse Bar & Dining | Kingsdown Heath Golf Club',
    },

    // ---- Junior Academy page
    {
      text: 'my daughter is 6, is she too young to start golf',
      expect: 'Junior Academy | Kingsdown Heath Golf Club',
    },
    {
      text: 'how much are the kids group sessions per term',
      expect: 'Junior Academy | Kingsdown Heath Golf Club',
      fact: '£72',
    },
    {
      text: 'summer holiday golf camp dates for 2026',
      expect: 'Junior Academy | Kingsdown Heath Golf Club',
      fact: '29 to 31 July',
    },
    {
      text: 'who is the welfare officer for the juniors',
      expect: 'Junior Academy | Kingsdown Heath Golf Club',
      fact: 'Claire Haddon',
    },
    {
      text: 'can my 11 year old go out on the course by himself',
      expect: 'Junior Academy | Kingsdown Heath Golf Club',
    },

    // ---- Contact Us & Find Us page
    {
      text: 'postcode for the sat nav',
      expect: 'Contact Us & Find Us | Kingsdown Heath Golf Club',
      fact: 'TN11 8PX',
    },
    { text: 'nearest train station', expect: 'Contact Us & Find Us | Kingsdown Heath Golf Club' },
    { text: 'parking?', expect: 'Contact Us & Find Us | Kingsdown Heath Golf Club' },
    {
      text: 'can i charge my electric car while i play',
      expect: 'Contact Us & Find Us | Kingsdown Heath Golf Club',
      fact: '7kW',
    },
    {
      text: 'what number do i ring about membership',
      expect: 'Contact Us & Find Us | Kingsdown Heath Golf Club',
      fact: '01732 832 410',
    },
    {
      text: "we're coming as a society on a coach, where can the driver park",
      expect: 'Contact Us & Find Us | Kingsdown Heath Golf Club',
    },
  ],

  requests: [
    {
      text: "I'd like to book a 30 minute lesson with Sophie next Thursday evening if she has anything free",
      expect: 'Appointments',
    },
    {
      text: 'Can you reserve a tee time for four of us on Saturday 13th June, sometime around 1pm please',
      expect: 'Appointments',
    },
    {
      text: 'please pencil us in for a society day on Friday 18 September, 24 players, name is Gary Holt',
      expect: 'Appointments',
    },
    {
      text: 'need to get a club fitting with Mark sorted sometime the week of the 20th, whenever suits him',
      expect: 'Appointments',
    },
    {
      text: 'Really disappointed with our round yesterday. The group in front took almost five hours and nobody from the club did anything about it despite us asking at the halfway hut.',
      expect: 'Complaints/Feedback',
    },
    {
      text: "Just wanted to say a huge thank you to Dan and the kitchen team for my dad's wake last Friday, the food was wonderful and everyone commented on how well we were looked after",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the greens had just been hollow tined and nobody said a word when we booked, we paid full whack for a bumpy putting surface. not happy',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone give me a ring back about membership options, my number is 07700 912554, best after 5',
      expect: 'General Inquiry',
    },
    {
      text: 'Please email me a quote for a wedding reception for about 90 guests in May 2027 - sarah.bennett@gmail.com',
      expect: 'General Inquiry',
    },
    {
      text: 'can you post me a membership application pack? 14 Mill Road, Tonbridge TN9 1PQ',
      expect: 'General Inquiry',
    },
    { text: 'can I speak to a real person please', expect: 'handoff' },
    { text: 'put me through to someone in the pro shop', expect: 'handoff' },
    {
      text: "this isn't helping, i need an actual member of staff to sort out my booking",
      expect: 'handoff',
    },
  ],

  offTopic: [
    "what's the best driver for a high handicapper",
    'how do i stop slicing the ball',
    'how much are green fees at Hever Castle golf club',
    'who won the open championship last year',
    'when is the next ryder cup',
    'can you recommend a hotel near the club for a golf weekend',
    "what's the weather going to be like in tonbridge tomorrow",
    'write me a short poem about golf',
    'recipe for a victoria sponge please',
    "what's the capital of australia",
    'how many calories do you burn walking 18 holes',
    'can you recommend a physio for golfers elbow',
    'is the tonbridge farmers market on this saturday',
    "who's going to win the premier league this season",
  ],
};
