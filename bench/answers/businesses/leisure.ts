import type { Business } from '../types.js';

export const leisure: Business = {
  slug: 'leisure',
  name: 'Ashcombe Leisure Centre',
  field:
    'a council-run leisure centre with a swimming pool, sports hall, swimming lessons for children, fitness classes and memberships',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        "We're open Monday to Friday 6.30am to 10pm, Saturday 7.30am to 7pm and Sunday 8am to 8pm. On bank holidays we open 8am to 6pm, and we are closed on Christmas Day, Boxing Day and New Year's Day. Last entry to the pool and gym is 45 minutes before closing.",
    },
    {
      type: 'faq',
      title: 'Is the car park free?',
      content:
        'Yes, our 150-space car park is free for centre users for up to 3 hours, but you must enter your vehicle registration on the tablet at reception each visit. Staying longer than 3 hours, or not registering, can result in a £60 Parking Charge Notice from our parking operator. There are 8 Blue Badge bays right next to the main entrance.',
    },
    {
      type: 'faq',
      title: "How much is a swim if you're not a member?",
      content:
        'A pay-as-you-go swim costs £5.40 for adults, £3.20 for juniors aged 3 to 15 and £3.90 for concessions (60+, full-time students and disabled swimmers); under 3s swim free. A family swim ticket for 2 adults and 2 children, or 1 adult and 3 children, is £14.50. Ashcombe Leisure Card holders pay half price.',
    },
    {
      type: 'faq',
      title: 'Do I need to book a public swim?',
      content:
        "Booking isn't essential for public and lane swimming, but we recommend it at busy times because numbers are capped. You can book up to 7 days ahead on the Ashcombe Active app or at reception, and walk-ins are let in if there's space. The Saturday Family Fun Session with the inflatable is booking only and usually sells out by Thursday.",
    },
    {
      type: 'faq',
      title: 'Do you offer discounts for pensioners, students or people on benefits?',
      content:
        'Yes, people aged 60 and over, full-time students and registered disabled customers get concession prices on swimming, classes and memberships. If you live in Ashcombe district and receive a means-tested benefit such as Universal Credit, Pension Credit or income-based JSA, you can apply for an Ashcombe Leisure Card: it costs £5 a year and gives you 50% off pay-as-you-go activities and no joining fee on memberships. Bring proof of address and your latest benefit letter to reception to apply.',
    },
    {
      type: 'faq',
      title: 'Are there lockers?',
      content:
        'Yes, the lockers in all changing areas take a £1 coin which you get back when you open the locker (reception can give you a locker token if you have no change). Larger bag lockers are outside the Fitness Suite on the first floor. Please do not leave valuables in the changing cubicles, as we cannot accept responsibility for them.',
    },
    {
      type: 'faq',
      title: 'Is there a café?',
      content:
        "Yes, the Poolside Café overlooks the main pool and is open 8am to 7pm on weekdays and 9am to 5pm at weekends. We serve hot drinks, toasties, jacket potatoes, soup and kids' lunch boxes, and members get 10% off.",
    },
    {
      type: 'faq',
      title: 'Do you do swimming lessons for adults?',
      content:
        'Yes, our Adult Beginners course runs on Tuesdays at 8pm in the learner pool for complete non-swimmers and nervous swimmers, and Adult Improvers runs on Thursdays at 8pm in the main pool for people who want to work on technique. Each course is 6 weeks long and costs £48. We also offer one-to-one lessons at £26 for 30 minutes, booked at reception.',
    },
    {
      type: 'faq',
      title: 'Can I try the gym before I join?',
      content:
        'Yes, you can get a free guest pass which gives you one gym visit and one fitness class within 7 days. Just register at reception or on our website with photo ID; you need to be 16 or over, and a fitness instructor will give you a short safety walk-round on your first visit.',
    },
    {
      type: 'faq',
      title: 'How do I get my child into swimming lessons?',
      content:
        "Please fill in the Swim School enquiry form on our website with your child's age and any swimming experience, and we'll add them to our waiting list. When a place comes up, the Swim School team will phone or email to offer a lesson time. Children who have had lessons elsewhere are given a free 15-minute assessment first, and the current wait for Stage 1 is around 8 to 10 weeks.",
    },
    {
      type: 'faq',
      title: 'Do you have family changing rooms?',
      content:
        'Our pool changing area is a "changing village" shared by everyone, with private lockable cubicles including 6 large family cubicles and 2 cubicles with baby changing tables. Separate male and female changing rooms with showers are available for the gym and sports hall.',
    },
    {
      type: 'faq',
      title: 'Have you got a lost property?',
      content:
        'Yes, anything handed in is kept at reception for 14 days, and valuables such as phones, wallets, keys and jewellery for 30 days, before being donated to charity or disposed of. Call reception on 01632 960 418 or pop in with a description of the item. Towels, goggles and clothing that are wet are kept for 7 days only.',
    },
    {
      type: 'faq',
      title: 'Do you have a sauna and steam room?',
      content:
        'Yes, the sauna and steam room are next to the main pool and open to anyone aged 16 or over during public, lane and adults-only swimming sessions. They are included in the Full Adult and Off-Peak memberships; Swim Only members and pay-as-you-go swimmers can add them for £2.50 a visit.',
    },
    {
      type: 'faq',
      title: 'Can clubs or schools hire the pool?',
      content:
        'Yes, lanes or the whole pool can be hired outside public sessions, with lifeguards included. A single lane costs £36 per hour, the whole main pool £165 per hour and the learner pool £70 per hour. Email bookings@ashcombeleisure.co.uk with your preferred days and times.',
    },
    {
      type: 'faq',
      title: 'How does the Ashcombe Active app work?',
      content:
        'Download the free Ashcombe Active app from the App Store or Google Play and log in with your membership number and date of birth (pay-as-you-go customers can register with an email address). You can then book swims and classes, cancel bookings and see your membership details. Members can also scan the QR code in the app at the entrance barriers instead of using their card.',
    },
    {
      type: 'faq',
      title: 'What can I wear in the pool?',
      content:
        'Please wear proper swimwear; burkinis, swim leggings and rash vests made of swimwear fabric are all welcome. Cotton T-shirts, shorts, underwear and outdoor shoes are not allowed in the water or on poolside for hygiene reasons. Swim hats are recommended for long hair but not compulsory.',
    },
    {
      type: 'faq',
      title: 'Is the centre accessible for wheelchair users?',
      content:
        'Yes, the whole centre is step-free with a lift to the first-floor gym and viewing gallery, and both pools have a poolside hoist. We have a Changing Places toilet with a ceiling hoist and adult-sized changing bench next to the changing village, and a hearing loop at reception. A carer or personal assistant accompanying a disabled customer goes free.',
    },
    {
      type: 'faq',
      title: 'Do you sell goggles and swim nappies?',
      content:
        'Yes, reception sells goggles from £6, swim hats at £4, disposable swim nappies at £1.50 and reusable swim nappies at £9. We also stock padlocks, water bottles and microfibre towels.',
    },
    {
      type: 'faq',
      title: 'Can I take photos or videos at the pool?',
      content:
        'No, photography and filming are not allowed in the pool hall, changing areas or viewing gallery, including during swimming lessons, to protect children and other swimmers. For a special occasion such as a badge presentation, please ask the Duty Manager, who may allow photos of your own child only.',
    },
    {
      type: 'faq',
      title: 'Is there free Wi-Fi?',
      content:
        'Yes, free Wi-Fi is available throughout the centre, including the café and viewing gallery. Connect to "Ashcombe-Guest" and accept the terms on the login page; no password is needed.',
    },
    {
      type: 'faq',
      title: 'How can I pay?',
      content:
        'Reception accepts cash, debit and credit cards and contactless, but the café and vending machines are card-only. Memberships and swimming lessons are paid by Direct Debit. Gift vouchers from £10 can be bought at reception and are valid for 12 months.',
    },

    // ---------------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Membership Price List 2026',
      fileName: 'membership-price-list-2026.pdf',
      content: `ASHCOMBE LEISURE CENTRE
Active Ashcombe Membership Price List 2026
Prices valid from 1 April 2026 to 31 March 2027

Ashcombe Leisure Centre is operated by Ashcombe District Council. All membership income is reinvested in local leisure facilities.

MONTHLY AND ANNUAL MEMBERSHIPS
Monthly memberships are paid by Direct Debit. Annual memberships are paid in full when you join.

Membership | Monthly | Annual (paid upfront)
Full Adult (16+) | £39.50 | £415.00
Off-Peak Adult (16+) | £29.00 | £305.00
Swim Only Adult (16+) | £26.00 | £273.00
Gym Only Adult (16+) | £32.00 | £336.00
Couple (two adults at the same address) | £72.00 | £756.00
Family (two adults and up to three children under 16 at the same address) | £84.00 | not available
Concession Full (60+, full-time students, registered disabled) | £28.00 | £294.00
Junior Active (age 11 to 15) | £17.00 | £178.00
Junior Swim (age 5 to 15) | £12.50 | not available
Corporate (employers with 5 or more staff joining) | £33.50 per person | not available

JOINING FEE
A one-off joining fee of £20 applies to all adult monthly memberships. There is no joining fee on annual memberships, junior memberships or for Ashcombe Leisure Card holders.

WHAT EACH MEMBERSHIP INCLUDES
Full Adult
- Unlimited use of the Fitness Suite
- All public, lane and adults-only swimming sessions
- All group exercise classes, including Spin and Aqua Fit
- Sauna and steam room
- Class booking up to 10 days in advance

Off-Peak Adult
- Everything in Full Adult, but only during off-peak times: Monday to Friday until 4pm, and all day on Saturdays, Sundays and bank holidays
- Class booking up to 7 days in advance

Swim Only Adult
- All public, lane and adults-only swimming sessions at any time
- Aqua Fit classes at a member rate of £4 per class
- Sauna and steam not included

Gym Only Adult
- Unlimited use of the Fitness Suite at any time
- Classes and swimming not included

Couple and Family
- Full Adult benefits for each adult
- Children on a Family membership get unlimited public swimming and Junior Active benefits if aged 11 to 15

Junior Active
- Gym use in supervised junior sessions after completing a Junior Gym induction
- Public swimming and junior classes

Junior Swim
- Unlimited public swimming sessions (children under 8 must still be accompanied by an adult in the water)

MEMBER EXTRAS
- 10% off at the Poolside Café
- 10% off birthday party packages
- Personal training at £28 per session instead of £32
- Free use of the Ashcombe Active app for bookings

PAYMENT DATES
Direct Debits are collected on or around the 1st of each month. If you join part-way through a month, your first payment covers the rest of that month on a pro-rata basis and is taken at reception when you join.

PROOF OF ELIGIBILITY
Concession, Couple, Family and Corporate memberships require proof of eligibility when you join, for example a student card, proof of age, proof of address or a letter from your employer. Corporate rates are arranged through your employer's HR team.

HOW TO JOIN
Join online at www.ashcombeleisure.co.uk/join or at reception. Please bring your bank details and photo ID. For pay-as-you-go prices please see our website or ask at reception.

Memberships team: memberships@ashcombeleisure.co.uk`,
    },
    {
      type: 'document',
      title: 'Swim School Parent Guide',
      fileName: 'swim-school-parent-guide.pdf',
      content: `ASHCOMBE SWIM SCHOOL
Parent Guide 2026

WELCOME
Welcome to Ashcombe Swim School. More than 1,100 children learn to swim with us every week. Our lessons follow the Swim England Learn to Swim Programme, and all our teachers hold a Swim England teaching qualification and are DBS checked. This guide explains how lessons work once your child has a place.

Swim School Coordinator: Hannah Pryce
Email: swimschool@ashcombeleisure.co.uk
Phone: 01632 960 425 (Monday to Friday, 9am to 5pm)

OUR STAGES
Ducklings (age 4 months to 3 years): parent and child in the water together, 30 minutes, learner pool
Pre-school Splash (age 3 to 4): children swim without a parent, maximum of 4 children per teacher, 20 minutes
Stages 1 to 3 (from age 4): learner pool, maximum of 8 children per teacher, 30 minutes
Stages 4 to 6: main pool, maximum of 10 children per teacher, 30 minutes
Stage 7 and Aquatic Skills (Stages 8 to 10): main pool, maximum of 12 children per teacher, 45 minutes

FEES
Lessons are paid by monthly Direct Debit, collected on the 1st of each month:
- 30-minute lessons: £29.50 per month
- 45-minute lessons: £34.00 per month
- Ducklings: £27.00 per month
- Pre-school Splash: £25.00 per month
The monthly fee is the yearly cost of 48 lessons spread over 12 equal payments, so you pay the same each month even when there are lesson-free weeks.

Brothers and sisters: the second and any further children in the same family get 10% off their monthly fee.

Swim School Extra: every child enrolled in lessons can swim free in public swimming sessions (children under 8 must be accompanied by an adult in the water, who pays the normal adult price).

LESSON WEEKS
Lessons run for 48 weeks a year. There are no lessons for two weeks at Christmas, one week at Easter and during the annual pool shutdown week in August. Dates are published on the Swim Portal.

MOVING UP THROUGH THE STAGES
Teachers assess your child during every lesson. When your child has achieved all the outcomes for their stage, we will email you through the Swim Portal to offer a place in the next stage. Certificates for each completed stage are free; cloth badges can be bought at reception for £3.50. Please do not worry if your child spends more than one term in a stage; every child learns at their own pace.

MISSED LESSONS
Because your child's place is reserved for them every week, we are unable to offer refunds or make-up lessons for missed lessons. If your child cannot swim for more than 3 weeks because of illness or injury, please send us a doctor's note and we will credit the missed lessons to your account. If we cancel a lesson, for example because of a pool closure, we will offer a make-up lesson or a credit.

CHANGING YOUR LESSON TIME
You can request a different day or time through the Swim Portal or by emailing the Swim School team. We will move your child as soon as a space becomes available in the same stage.

ON THE DAY
- Please arrive 10 minutes early so your child is changed and ready on time
- Children in Ducklings, Pre-school Splash and Stages 1 to 3 should be brought to the poolside by a parent 5 minutes before the lesson
- Parents and carers watch from the viewing gallery on the first floor; only Ducklings parents go on poolside
- Long hair must be tied back and a swim hat is recommended; goggles are optional from Stage 3
- No jewellery except stud earrings
- Children under 8 may be accompanied by any adult in the changing village

LEAVING SWIM SCHOOL
To give up your child's place, please give one month's notice by email before your next Direct Debit date. Places cannot be kept open for a break; if you leave, your child will need to rejoin the waiting list.`,
    },
    {
      type: 'document',
      title: 'Membership Terms and Conditions',
      fileName: 'membership-terms-and-conditions.pdf',
      content: `ASHCOMBE LEISURE CENTRE
Active Ashcombe Membership Terms and Conditions
Version 4, effective 1 April 2026

These terms apply to all Active Ashcombe memberships. Ashcombe Leisure Centre is operated by Ashcombe District Council ("the Council", "we", "us").

1. ELIGIBILITY
1.1 Adult memberships are available to people aged 16 and over.
1.2 Junior memberships are available to children aged 5 to 15, with the consent of a parent or guardian.
1.3 All members must complete a gym induction before using the Fitness Suite without supervision.

2. PAYMENTS
2.1 Monthly memberships are paid by Direct Debit on or around the 1st of each month.
2.2 The joining fee is non-refundable.
2.3 If a Direct Debit payment fails, we will try to collect it again 10 days later and an administration charge of £10 will be added. If two payments in a row fail, your membership will be suspended until the balance is paid.
2.4 Annual memberships are non-refundable except in the case of serious illness or injury supported by medical evidence, when a refund for the unused full months may be given.

3. MINIMUM TERM AND CANCELLATION
3.1 Monthly memberships have no minimum term.
3.2 To cancel, you must give one calendar month's notice in writing, either by completing a cancellation form at reception or by emailing memberships@ashcombeleisure.co.uk. Cancelling your Direct Debit with your bank does not cancel your membership.
3.3 Example: if we receive your notice on 20 March, your final payment will be taken on 1 April and your membership will end on 30 April.
3.4 We will confirm your cancellation by email within 5 working days.

4. FREEZING YOUR MEMBERSHIP
4.1 You may freeze your membership for between 1 and 3 months in any 12-month period, for any reason, at a charge of £5 per month.
4.2 A medical freeze for illness, injury or pregnancy is free of charge if you provide a doctor's note or fit note.
4.3 Freeze requests must be made at least 7 days before your next Direct Debit date.

5. PRICE CHANGES
5.1 Membership prices are reviewed every April. We will give you at least 30 days' notice of any change to your monthly payment.

6. YOUR MEMBERSHIP CARD
6.1 Membership cards and the Ashcombe Active app QR code are personal to you and cannot be transferred or shared.
6.2 Letting another person use your card or app, or using someone else's, will lead to your membership being cancelled without refund.
6.3 Replacement cards cost £5.

7. CLASS BOOKINGS
7.1 If you do not attend a booked class three times within 28 days without cancelling, your online booking will be suspended for 7 days.

8. CONDUCT
8.1 Members must follow the centre rules and the instructions of staff at all times.
8.2 We may suspend or end the membership of anyone who behaves in an abusive, threatening or unsafe way towards staff or other customers.

9. CLOSURES
9.1 Facilities may occasionally be closed for maintenance, events, staff training or reasons beyond our control.
9.2 No refund or credit is given for closures of fewer than 7 consecutive days. For longer closures of facilities included in your membership, we will credit your account on a pro-rata basis.

10. PERSONAL BELONGINGS
10.1 We do not accept liability for loss of, or damage to, personal property left anywhere in the centre, except where caused by our negligence.

11. DATA PROTECTION
11.1 Ashcombe District Council is the data controller for your personal information. Details of how we use your data are in the Council's Leisure Services privacy notice, available at reception and on our website.

12. COMPLAINTS
12.1 Please speak to the Duty Manager in the first instance. If you are not satisfied, you can use the Council's corporate complaints procedure.`,
    },
    {
      type: 'document',
      title: 'Pool Safety and Admission Policy',
      fileName: 'pool-safety-and-admission-policy.pdf',
      content: `ASHCOMBE LEISURE CENTRE
Pool Safety and Admission Policy
Reviewed January 2026 by Gareth Mills, Centre Manager

PURPOSE
This policy sets out who may use our pools and how we keep swimmers safe. It applies to all public swimming sessions. Swimming lessons, clubs and private hire follow their own supervision arrangements.

OUR POOLS
Main pool: 25 metres, six lanes, depth 1 metre at the shallow end to 2 metres at the deep end
Learner pool: 12 metres by 7 metres, depth 0.9 metres throughout

ADMISSION OF CHILDREN
The following ratios apply in all public swimming sessions. An accompanying adult must be aged 16 or over and must be in the water, close to the children they are responsible for, at all times.
- Children under 4: one adult for each child
- Children aged 4 to 7: one adult may supervise a maximum of two children under 8, of whom no more than one may be under 4
- Children aged 8 and over may swim without an adult

Lifeguards may ask any child under 12 who is swimming without an adult to show they can swim a width of the pool. If a child cannot do this, they will be asked to leave the water until an adult can accompany them.

We may ask for proof of age. If there is any doubt about a child's age, the lifeguard's decision is final.

SWIM NAPPIES
All babies and children who are not yet toilet trained must wear a swim nappy with a close-fitting outer cover, such as a neoprene swim nappy cover, in both pools.

LIFEGUARD COVER
At least two qualified lifeguards supervise the main pool during public sessions, and at least one supervises the learner pool when it is open. All lifeguards hold the National Pool Lifeguard Qualification.

DIVING AND JUMPING
Diving is only permitted at the deep end, where the water is 2 metres deep, and only when the lifeguard has put out the "Diving Permitted" sign. Jumping in is allowed at the deep end only. Running, pushing, ducking and bombing are not allowed.

FLOATS AND TOYS
Armbands, float suits, kickboards and swim noodles may be used at any time. Large inflatables, rubber rings, balls and toys are not permitted in public sessions except during the Family Fun Session, when the lifeguards manage the pool inflatable.

GROUPS
Groups of more than 10 people, including holiday clubs, youth groups and schools, must book in advance with the bookings office and tell us the ages and swimming ability of the group. Group leaders are responsible for supervising their group and the ratios above still apply.

HEALTH AND HYGIENE
- Everyone must shower before entering the pool
- Please do not swim if you have had diarrhoea or sickness in the last 48 hours
- Please do not swim with an open wound, verruca not covered by a sock, or an infectious skin condition
- Please use the toilet before swimming and take young children regularly

REFUSAL OF ADMISSION
We may refuse entry to, or ask to leave, anyone who appears to be under the influence of alcohol or drugs, who ignores lifeguards' instructions or who puts themselves or others at risk.

EMERGENCIES
If you hear a continuous alarm or a long blast on the lifeguard's whistle, leave the water immediately by the nearest exit and follow staff instructions.

POOL CLOSURES
If the pool has to close during a session, for example after a faecal incident or because of poor water quality, swimmers who have paid will be given a free return voucher.`,
    },
    {
      type: 'document',
      title: 'Sports Hall and Room Hire Rates 2026',
      fileName: 'sports-hall-and-room-hire-2026.docx',
      content: `Ashcombe Leisure Centre
Sports Hall and Room Hire Rates 2026
Rates valid from 1 April 2026

Our Sports Hall
The four-court sports hall is marked for badminton, basketball, netball, volleyball, five-a-side football and futsal. We also have two glass-backed squash courts, a Community Room and Studio 2.

Peak and Off-Peak Times
Peak: Monday to Friday 5pm to close, and all day Saturday and Sunday
Off-peak: Monday to Friday before 5pm

Hire Rates
Activity | Peak | Off-peak
Badminton court (per hour) | £12.00 | £9.00
Badminton court, junior under 16 (per hour) | £6.00 | £6.00
Table tennis table (per hour) | £7.20 | £7.20
Squash court (40 minutes) | £9.40 | £7.20
Half sports hall, e.g. five-a-side or netball (per hour) | £32.00 | £25.00
Whole sports hall (per hour) | £60.00 | £46.00
Community Room, up to 40 people (per hour) | £22.00 | £22.00
Community Room, registered community groups and charities (per hour) | £16.00 | £16.00
Studio 2 (per hour) | £30.00 | £30.00

Equipment
- Badminton rackets: £2 per racket hire
- Squash rackets: £2 per racket hire
- Shuttlecocks: £3.50 per tube, or bring your own
- Footballs, basketballs, netballs and table tennis bats: free with your booking
- Projector and screen in the Community Room: £10 per booking

Booking
Casual bookings can be made up to 14 days ahead online, in the Ashcombe Active app or by phoning the bookings office. Full Adult members can book up to 21 days ahead. Payment is taken at the time of booking.

Block Bookings for Clubs and Groups
Clubs and groups can book the same slot every week for a full term. Block bookings paid for in advance get a 10% discount. Clubs with a block booking must hold public liability insurance of at least £5 million and send us a copy each year.

Cancellations
- At least 24 hours' notice: full refund or credit
- Less than 24 hours' notice: full charge applies
- If we have to cancel your booking, you will get a full refund

Hall Rules
- Non-marking indoor trainers only; no outdoor footwear or football boots
- No food in the sports hall; drinks in plastic bottles only
- Bouncy castles and hired inflatables are not allowed unless booked as part of one of our party packages
- Children under 16 must be supervised by an adult unless taking part in a coached session

Unavailable Dates
The sports hall is used by Ashcombe Academy for GCSE exams and is unavailable on weekdays between 8am and 5pm from 11 May to 19 June 2026. Evening and weekend bookings are not affected.

Contact
Bookings office: 01632 960 422 (Monday to Friday, 9am to 5pm)
Email: bookings@ashcombeleisure.co.uk`,
    },
    {
      type: 'document',
      title: 'Birthday Parties Guide',
      fileName: 'birthday-parties-guide.pdf',
      content: `ASHCOMBE LEISURE CENTRE
BIRTHDAY PARTIES GUIDE 2026

Make their birthday one to remember! All our parties include a dedicated party host, 45 minutes in the Party Room and 10 printed invitations.

PARTY PACKAGES

Pool Inflatable Party
- 1 hour in the main pool with our giant inflatable obstacle course, plus 45 minutes in the Party Room
- Up to 20 children
- Price: £170
- Suitable for children aged 8 and over who can swim 10 metres on their own. Younger guests are welcome if an adult is in the water with them, in line with our Pool Safety and Admission Policy.
- Available Saturdays and Sundays at 1pm and 4.30pm

Multi-Sport Party
- 1 hour in the sports hall with a qualified coach, plus 45 minutes in the Party Room
- Choose from football, dodgeball, benchball or a mix of games
- Up to 25 children
- Price: £135
- Suitable for ages 5 to 12
- Available Saturdays and Sundays at 12.30pm and 2.30pm

Little Movers Party
- 45 minutes of soft play, parachute games and bouncy castle in Studio 2, plus 45 minutes in the Party Room
- Up to 15 children
- Price: £120
- Suitable for ages 2 to 5
- Available Saturdays and Sundays at 10am and 12pm

PARTY FOOD
Party food costs £4.75 per child and includes a choice of hot dog, chicken nuggets or cheese sandwich, served with chips or crisps, carrot sticks, a fruit pot and squash. Vegetarian, vegan and gluten-free options are available if you tell us when you book. You are welcome to bring your own birthday cake, and we will provide candles, a lighter and plates. The Party Room is nut-free, so please do not bring any food that contains nuts.

BOOKING YOUR PARTY
- Book at reception, by phone on 01632 960 418 or by email at parties@ashcombeleisure.co.uk
- Please book at least 3 weeks before the party date
- A non-refundable deposit of £50 is payable when you book
- The balance and final numbers are due 7 days before the party
- Active Ashcombe members get 10% off the package price (not food)

ON THE DAY
- Please arrive 15 minutes before your start time
- The birthday child's parent or carer must stay for the whole party
- Up to 10 adults are welcome in the Party Room
- Party guests can change in the changing village for pool parties; please bring a £1 coin for the lockers

CHANGES AND CANCELLATIONS
If you cancel more than 7 days before the party, you will lose your deposit only. If you cancel within 7 days, the full package price is payable. If we have to cancel for any reason, for example a pool closure, we will offer another date or a full refund.`,
    },

    // ---------------------------------------------------------------- Website pages
    {
      type: 'website',
      title: 'Ashcombe Leisure Centre | Swim, Gym and Sport in Ashcombe',
      url: 'https://www.ashcombeleisure.co.uk/',
      content: `# Welcome to Ashcombe Leisure Centre

Ashcombe Leisure Centre is your local place to swim, get fit and play sport. We first opened in 1989 and had a £3.2 million refurbishment in 2019, giving us a brand new changing village, a bigger gym and a new café. Whether you want a gentle swim, a tough workout or somewhere for your child to learn to swim, there's something here for everyone.

## Run by your council

The centre is owned and run by Ashcombe District Council as part of its Leisure and Culture service. We're not a private company: every penny you spend with us goes back into running and improving local leisure facilities, and into programmes that help more people in the district get active.

## Our facilities

- 25-metre, six-lane main pool
- Learner pool, ideal for young children and lessons
- Sauna and steam room
- Fitness Suite with 60 stations
- Studio 1 for group exercise classes
- Studio 2, our cycle studio with 24 new bikes
- Four-court sports hall
- Two squash courts
- Community Room for meetings and parties
- The Poolside Café

## What's on

- **Swimming** – public swims, lane swimming, Aqua Fit and our Family Fun Session with the giant inflatable
- **Swim School** – lessons for children from 4 months old, following the Swim England programme
- **Fitness** – more than 60 classes a week, plus gym memberships with no minimum contract
- **Sport** – badminton, squash, five-a-side, netball and table tennis
- **Kids** – holiday camps, crash courses and birthday parties

## Latest news

### Annual pool shutdown 2026
Both pools will be closed from Monday 10 August to Sunday 16 August 2026 for our annual deep clean and maintenance. The gym, classes, sports hall and café stay open as normal. Swim School lessons do not run that week and are already accounted for in your monthly fee.

### New bikes in Studio 2
We've replaced all the bikes in our cycle studio with new connected bikes that show your power, cadence and heart rate. Come and try a class!

### Ashcombe Otters open trials
Ashcombe Otters Swimming Club, which trains at the centre, is holding open trials for swimmers aged 8 to 12 in September. Contact the club directly through their website.

### Have your say
Tell us what you think about the centre in our annual customer survey. Paper copies are at reception and everyone who takes part can enter a draw to win a year's Full Adult membership.

## Contact us

Ashcombe Leisure Centre
Fairfield Road
Ashcombe
AC4 2RH

Reception: 01632 960 418
Email: info@ashcombeleisure.co.uk
Centre Manager: Gareth Mills

Follow us on Facebook and Instagram @AshcombeLeisure for news, timetable changes and offers.`,
    },
    {
      type: 'website',
      title: 'Swimming Timetable | Ashcombe Leisure Centre',
      url: 'https://www.ashcombeleisure.co.uk/swimming/timetable',
      content: `# Swimming Timetable

This timetable is valid from 6 April 2026. Sessions can change during school holidays and for events, so please check the Ashcombe Active app or our Facebook page before you travel.

## Types of session

**Public swim** – open to everyone. Part of the main pool is usually roped off for lengths.

**Lane swim** – the main pool is split into slow, medium and fast lanes for swimming lengths. Open to adults and to juniors aged 12 and over who can swim continuously. Choose the lane that matches your pace, swim clockwise and only overtake at the wall. If you're being caught up often, please move to a slower lane.

**Adults only** – a calmer session for swimmers aged 16 and over.

**Over 50s swim** – a relaxed session in the main pool with tea and coffee afterwards in the café.

**Family Fun Session** – our giant inflatable is in the main pool. Children must be able to swim or be with an adult in the water.

**Quiet and Sensory Swim** – in the learner pool, with lights dimmed, no music or whistles and fewer swimmers. Ideal for children and adults with autism, sensory needs or anxiety, and their families.

**Women-only swim** – with female lifeguards and the viewing gallery blinds closed.

## Main pool

**Monday**
6.30am to 9am Lane swim
9am to 12pm Public swim
12pm to 1.30pm Lane swim
1.30pm to 3.30pm Schools (closed to public)
3.30pm to 7pm Swim School
7pm to 8.30pm Ashcombe Otters club training
8.30pm to 9.30pm Adults only

**Tuesday**
6.30am to 9am Lane swim
10am to 11.30am Over 50s swim
12pm to 1.30pm Lane swim
3.30pm to 7pm Swim School
7pm to 8pm Aqua Fit
8pm to 9.30pm Lane swim

**Wednesday**
6.30am to 9am Lane swim
9am to 12pm Public swim
12pm to 1.30pm Lane swim
3.30pm to 7pm Swim School
7pm to 9.30pm Public swim

**Thursday**
6.30am to 9am Lane swim
10am to 11.30am Over 50s swim
12pm to 1.30pm Lane swim
3.30pm to 7pm Swim School
7pm to 8pm Ashcombe Otters club training
8pm to 9.30pm Lane swim and Adult Improvers

**Friday**
6.30am to 9am Lane swim
9am to 12pm Public swim
12pm to 1.30pm Lane swim
4pm to 8pm Public swim
8pm to 9.30pm Women-only swim

**Saturday**
7.30am to 9am Lane swim
9am to 1pm Swim School
2pm to 4pm Family Fun Session
4pm to 6.30pm Public swim

**Sunday**
8am to 9.30am Lane swim
9.30am to 12pm Swim School
12pm to 5pm Public swim
5pm to 7.30pm Lane swim

## Learner pool

The learner pool is open for public swimming whenever the main pool has a public swim, except during Swim School. The Quiet and Sensory Swim runs every Wednesday from 4.30pm to 5.30pm in the learner pool.

Please leave the water 10 minutes before the end of your session.`,
    },
    {
      type: 'website',
      title: 'Fitness Classes | Ashcombe Leisure Centre',
      url: 'https://www.ashcombeleisure.co.uk/fitness/classes',
      content: `# Group Exercise Classes

We run more than 60 classes a week in Studio 1, our cycle studio and the pool, led by qualified instructors. Whether you're just starting out or training for something big, there's a class for you.

## Booking a class

Book in the Ashcombe Active app or online up to 7 days in advance (Full Adult members can book 10 days ahead). If a class is full, join the waiting list and you'll get a notification if a space comes up.

Please cancel at least 2 hours before the class starts so someone else can have your place. Late cancellations and no-shows are charged £3 for members; pay-as-you-go customers lose their class fee.

Arrive 5 minutes early. For safety, we can't let anyone into Spin or Barbell Burn more than 5 minutes after the start.

## Prices

Classes are included in Full Adult, Off-Peak (at off-peak times), Couple, Family and Concession Full memberships. Pay-as-you-go classes cost £6.80, or £3.40 with an Ashcombe Leisure Card.

## Our classes

**Spin** (45 min) – high-energy indoor cycling to music. Go at your own pace.

**Barbell Burn** (55 min) – a full-body workout with light weights and lots of repetitions.

**HIIT 30** (30 min) – short, sharp intervals of cardio and bodyweight moves.

**Boxfit** (45 min) – pad work and boxing drills. Gloves are provided.

**Zumba** (45 min) – Latin-inspired dance fitness. No experience needed!

**Core and Tone** (30 min) – abs, back and glutes.

**Pilates** (45 min) – controlled movement for posture and core strength. Mats provided.

**Yoga Flow** (60 min) – a flowing class to build strength, balance and flexibility.

**Postnatal Pilates** (45 min) – for mums from 8 weeks after birth (12 weeks after a caesarean). Babies under 12 months are welcome to come along and lie on a mat next to you.

**Silver Circuits** (45 min) – a gentle, sociable circuits class for people aged 60 and over, with seated options.

**Aqua Fit** (45 min) – a low-impact workout in the main pool, kind on the joints.

## Weekly timetable

**Monday** – 7am Spin, 9.30am Pilates, 6pm Zumba, 7pm Barbell Burn
**Tuesday** – 6.30am HIIT 30, 10am Silver Circuits, 7pm Aqua Fit, 7.15pm Spin
**Wednesday** – 9.30am Yoga Flow, 12.15pm HIIT 30, 6.30pm Boxfit, 7.30pm Pilates
**Thursday** – 7am Spin, 11am Postnatal Pilates, 6pm Core and Tone, 7pm Yoga Flow
**Friday** – 9.30am Zumba, 12.15pm Spin, 5.30pm Barbell Burn
**Saturday** – 8.30am Spin, 9.30am Barbell Burn, 10.30am Zumba
**Sunday** – 9am Yoga Flow, 10am Spin

This is a summary of our main classes; see the app for the full timetable and any instructor changes.

## Our team

Our classes are led by Priya Nair, Lead Fitness Instructor, and a team of eight instructors. If you have an injury, a health condition or are pregnant, please tell your instructor before the class starts.`,
    },
    {
      type: 'website',
      title: 'Gym | Ashcombe Leisure Centre',
      url: 'https://www.ashcombeleisure.co.uk/fitness/gym',
      content: `# The Fitness Suite

Our first-floor Fitness Suite has 60 stations and overlooks the playing fields. It's friendly, well-equipped and never intimidating, with a fitness instructor on the gym floor at all times.

## Equipment

- 28 cardio machines, including treadmills, cross trainers, rowers, upright and recumbent bikes and a stair climber
- 14 resistance machines
- Free weights area with dumbbells from 2kg to 40kg, two squat racks, benches and an Olympic lifting platform
- Functional training zone with a 15-metre turf track, sleds, kettlebells and battle ropes
- Inclusive Fitness accredited equipment suitable for many disabled users

## Gym induction

Everyone needs to complete an induction before using the gym on their own. It's free, takes 45 minutes and covers how to use the equipment safely and how to set up a programme that suits your goals. Book your induction at reception or in the Ashcombe Active app.

Already an experienced gym user? Ask for a Fast Track induction instead: a 15-minute safety walk-round.

## Juniors

The gym is for people aged 16 and over. Young people aged 11 to 15 can use the gym during supervised junior sessions on Monday to Friday from 4pm to 6pm and Saturday from 9am to 12pm, after completing a Junior Gym induction.

## Pay as you go

Not ready for a membership? Once you've had your induction, you can use the gym for £7.50 per visit.

## Personal training

Our personal trainers can help you get faster results, come back from injury or simply stay motivated. Sessions last 1 hour and cost £32, or £145 for a block of 5 sessions. Members pay £28 per session.

- **Dan Whitlock** – strength and conditioning, weight loss
- **Kerry Osei** – women's strength training and exercise during the menopause
- **Tom Bradshaw** – injury rehab and training for the over 60s

## Active Health referral scheme

If you have a health condition such as type 2 diabetes, high blood pressure, mild depression or joint pain, or you're recovering from cardiac rehab, your GP, practice nurse or physiotherapist can refer you to our Active Health scheme. You'll get a 12-week programme with two supervised sessions a week, all for £30. When you finish, you can join at a special rate of £22 a month for your first 3 months.

Ask your GP surgery or physio to send us a referral form; we'll contact you within 10 working days to book your first appointment.

## Gym etiquette

- Please bring a towel and wipe down equipment after use
- At busy times, please limit cardio machines to 30 minutes
- Return weights to the racks
- Wear suitable trainers and gym clothing; no jeans or sandals`,
    },
    {
      type: 'website',
      title: 'Getting Here | Ashcombe Leisure Centre',
      url: 'https://www.ashcombeleisure.co.uk/visit/getting-here',
      content: `# Getting Here

Ashcombe Leisure Centre is on Fairfield Road, about half a mile north of Ashcombe town centre, next to Ashcombe Academy and the Fairfield playing fields.

Address: Ashcombe Leisure Centre, Fairfield Road, Ashcombe AC4 2RH

## By bus

Routes 14 and 22 both stop right outside the centre at the "Leisure Centre" stop on Fairfield Road.

- **Route 14** runs from Ashcombe bus station every 20 minutes from Monday to Saturday and every hour on Sundays. The journey takes about 8 minutes.
- **Route 22** runs every hour from Kingsley via Hollins Cross and Ashcombe town centre, Monday to Saturday only.

Bus times are available from Wessex Link Buses.

## By train

Ashcombe railway station is a 15-minute walk (about 0.7 miles) from the centre. Leave the station by the main exit onto Station Approach, turn left onto Market Street, walk through the town centre and turn right at the Red Lion pub onto Fairfield Road. The centre is on your left after about 400 metres.

## By bike

There's a covered bike shelter with space for 24 bikes next to the main entrance, covered by CCTV. Please bring your own lock. A bike repair stand and pump are available free of charge.

## On foot

The Fairfield Road footpath is lit and has a pedestrian crossing outside the centre. From the town centre, it's about a 10-minute walk.

## By car

From the A38, take the Ashcombe exit and follow the brown leisure centre signs. The car park entrance is on Millbrook Lane, not Fairfield Road. If you're using a sat nav, use the postcode AC4 2RJ to bring you to the car park entrance.

## Electric vehicle charging

There are 4 electric vehicle charge points (22kW) in the car park, run by Ashcombe District Council's EV network. Charging costs 45p per kWh and you pay by contactless card at the charger or through the app shown on the unit. Please move your car once it's charged so others can use the bay.

## Coaches and school groups

Coaches can drop off and pick up in the coach bay on Millbrook Lane, next to the car park entrance. Coaches cannot park on site, so please arrange for your coach to return at the end of your visit.

## Need help?

If you have any questions about getting to the centre or have access needs, call reception on 01632 960 418 before your visit and we'll be happy to help.`,
    },
    {
      type: 'website',
      title: 'School Holiday Activities | Ashcombe Leisure Centre',
      url: 'https://www.ashcombeleisure.co.uk/kids/holiday-activities',
      content: `# School Holiday Activities

Keep the kids busy this holiday with our camps, swimming crash courses and free holiday club places. All our holiday staff are DBS checked and first-aid trained.

## Holiday dates 2026

- Easter: 30 March to 10 April 2026
- Summer: 27 July to 28 August 2026 (closed on the August bank holiday)
- October half term: 26 to 30 October 2026

## Multi-Sport Camps

For children aged 5 to 12. Each day includes a mix of sports and games in the sports hall and on the playing fields, such as football, dodgeball, cricket, basketball, tag rugby and rounders, plus a swim session on most days.

- Times: 9am to 3pm
- Price: £24 per day, or £105 for a full 5-day week
- Early drop-off from 8am: £4 per day
- Late pick-up until 5pm: £6 per day

Please send your child with a packed lunch (no nuts, please), a water bottle, trainers, suncream in summer and swimming kit.

Our camps are Ofsted registered, so you can pay using Tax-Free Childcare or childcare vouchers. Please ask for our Ofsted registration number when you book.

## Swimming Crash Courses

A great way to boost your child's confidence in the water. Courses run for 5 days in a row, with a 30-minute lesson each day, for children aged 4 to 12 working at Stages 1 to 4.

- Price: £38 per course
- Available in the Easter and summer holidays
- No crash courses during the annual pool shutdown week

Children who already have lessons with our Swim School are welcome, but crash course places do not affect their weekly lesson.

## HAF: free holiday club places

Ashcombe Leisure Centre is a provider for the Holiday Activities and Food (HAF) programme, funded by the Department for Education. Children aged 5 to 16 who receive benefits-related free school meals can get free places on our Multi-Sport Camps, including a hot lunch each day. HAF places are available for up to 4 days a week in the summer and for some days at Easter and Christmas. You'll need the HAF booking code from your child's school.

## Junior Badminton Coaching

Every Tuesday and Thursday of the holidays from 10am to 12pm for ages 10 to 15. Rackets are provided, and each session costs £5.

## Booking

Bookings open 6 weeks before each holiday. Book online, in the Ashcombe Active app or at reception. If you cancel with at least 7 days' notice you'll get a full refund; with less notice, we can only refund with a doctor's note.

## Questions?

Call reception on 01632 960 418 or email kids@ashcombeleisure.co.uk.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    { text: 'what time do you shut on a sunday', expect: 'What are your opening hours?' },
    { text: 'are you open on boxing day?', expect: 'What are your opening hours?' },
    { text: 'parking?', expect: 'Is the car park free?' },
    {
      text: 'how long can i leave my car in your car park without getting a fine',
      expect: 'Is the car park free?',
    },
    {
      text: 'how much for a swim for me and my 2 kids, were not members',
      expect: "How much is a swim if you're not a member?",
    },
    {
      text: 'price of a one off swim for a pensioner',
      expect: "How much is a swim if you're not a member?",
    },
    {
      text: 'do i have to reserve a slot to go swimming or can i just turn up',
      expect: 'Do I need to book a public swim?',
    },
    {
      text: 'tried to get the kids on the inflatable thing saturday, do you need to book it beforehand?',
      expect: 'Do I need to book a public swim?',
    },
    {
      text: "i'm on universal credit, is there any cheaper way for me to use the centre",
      expect: 'Do you offer discounts for pensioners, students or people on benefits?',
    },
    {
      text: 'student discount?',
      expect: 'Do you offer discounts for pensioners, students or people on benefits?',
    },
    { text: 'do the lockers need a pound coin', expect: 'Are there lockers?' },
    { text: 'can we get something to eat there after swimming', expect: 'Is there a café?' },
    { text: 'cafe open til when on saturdays', expect: 'Is there a café?' },
    {
      text: "I'm 42 and never learned to swim, bit embarrassing but do you teach grown ups or is it just kids?",
      expect: 'Do you do swimming lessons for adults?',
    },
    {
      text: 'cost of a 1 to 1 swim lesson for an adult',
      expect: 'Do you do swimming lessons for adults?',
    },
    { text: 'can i have a free trial of the gym', expect: 'Can I try the gym before I join?' },
    {
      text: 'is there a trial pass so i can see if i like the place before signing up for a membership',
      expect: 'Can I try the gym before I join?',
    },
    {
      text: 'how do i sign my 5 year old up for swimming lessons',
      expect: 'How do I get my child into swimming lessons?',
    },
    {
      text: 'how long is the waiting list for kids swimming',
      expect: 'How do I get my child into swimming lessons?',
    },
    {
      text: 'are the changing rooms mixed? i bring my son and daughter on my own',
      expect: 'Do you have family changing rooms?',
    },
    {
      text: 'left my sons goggles and towel there yesterday, have they been handed in',
      expect: 'Have you got a lost property?',
    },
    {
      text: 'how long do u keep stuff people leave behind',
      expect: 'Have you got a lost property?',
    },
    { text: 'is there a steam room', expect: 'Do you have a sauna and steam room?' },
    {
      text: 'can i use the sauna if im on the swim only membership',
      expect: 'Do you have a sauna and steam room?',
    },
    {
      text: 'how much would it be to hire a lane for our triathlon club training',
      expect: 'Can clubs or schools hire the pool?',
    },
    { text: 'how do I book stuff on the app', expect: 'How does the Ashcombe Active app work?' },
    {
      text: 'can i get in with my phone instead of my membership card',
      expect: 'How does the Ashcombe Active app work?',
    },
    { text: 'can i swim in a burkini', expect: 'What can I wear in the pool?' },
    {
      text: "can I wear a tshirt over my costume, I'm a bit self conscious",
      expect: 'What can I wear in the pool?',
    },
    {
      text: 'my husband uses a wheelchair, is there any way he can get into the pool',
      expect: 'Is the centre accessible for wheelchair users?',
    },
    {
      text: 'does my carer have to pay to come in with me',
      expect: 'Is the centre accessible for wheelchair users?',
    },
    {
      text: 'forgot goggles, can i buy some when i get there',
      expect: 'Do you sell goggles and swim nappies?',
    },
    {
      text: "am i allowed to film my daughter's swimming lesson from the gallery",
      expect: 'Can I take photos or videos at the pool?',
    },
    { text: 'wifi password?', expect: 'Is there free Wi-Fi?' },
    { text: 'can I buy a gift voucher for my mum', expect: 'How can I pay?' },

    // ---- Membership Price List 2026
    {
      text: 'how much is a couples membership a month',
      expect: 'Membership Price List 2026',
      fact: '£72.00',
    },
    {
      text: "what's the cheapest membership if i can only come weekday daytimes and weekends",
      expect: 'Membership Price List 2026',
      fact: '£29.00',
    },
    { text: 'is there a joining fee', expect: 'Membership Price List 2026', fact: '£20' },
    {
      text: 'how much is it to pay for the full adult membership for a whole year upfront instead of monthly',
      expect: 'Membership Price List 2026',
      fact: '£415.00',
    },
    {
      text: 'family membership - how many kids does it cover',
      expect: 'Membership Price List 2026',
    },

    // ---- Swim School Parent Guide
    {
      text: 'what age can my baby start lessons',
      expect: 'Swim School Parent Guide',
      fact: '4 months',
    },
    {
      text: 'how much are the kids lessons each month',
      expect: 'Swim School Parent Guide',
      fact: '£29.50',
    },
    {
      text: 'is there money off if my second child does lessons too',
      expect: 'Swim School Parent Guide',
    },
    {
      text: 'my son missed his lesson because he was poorly, do we get a refund or another lesson',
      expect: 'Swim School Parent Guide',
    },
    {
      text: 'how many children are in each stage 2 group with the teacher',
      expect: 'Swim School Parent Guide',
      fact: '8 children per teacher',
    },

    // ---- Membership Terms and Conditions
    {
      text: 'how much notice do i need to give to cancel my membership',
      expect: 'Membership Terms and Conditions',
      fact: 'one calendar month',
    },
    {
      text: "can i pause my membership while i'm travelling for 2 months",
      expect: 'Membership Terms and Conditions',
      fact: '£5 per month',
    },
    {
      text: 'what happens if my direct debit bounces',
      expect: 'Membership Terms and Conditions',
      fact: '£10',
    },
    {
      text: "my brother wants to use my card on days i'm not going, is that ok",
      expect: 'Membership Terms and Conditions',
    },
    {
      text: 'broke my ankle and cant train for 6 weeks, do i still have to pay',
      expect: 'Membership Terms and Conditions',
    },

    // ---- Pool Safety and Admission Policy
    {
      text: 'can my 9 year old go swimming on his own',
      expect: 'Pool Safety and Admission Policy',
      fact: 'aged 8 and over',
    },
    {
      text: 'i have a 2 year old and a 5 year old, can i take them both in the pool by myself',
      expect: 'Pool Safety and Admission Policy',
    },
    {
      text: 'how deep is the little pool',
      expect: 'Pool Safety and Admission Policy',
      fact: '0.9 metres',
    },
    { text: 'are kids allowed to dive in', expect: 'Pool Safety and Admission Policy' },
    {
      text: 'my 15 year old wants to take her little cousins swimming, is she old enough to be the adult',
      expect: 'Pool Safety and Admission Policy',
      fact: '16 or over',
    },
    {
      text: 'had a tummy bug earlier this week, can i still swim?',
      expect: 'Pool Safety and Admission Policy',
    },

    // ---- Sports Hall and Room Hire Rates 2026
    {
      text: 'how much to book a badminton court on a weekday evening',
      expect: 'Sports Hall and Room Hire Rates 2026',
      fact: '£12.00',
    },
    {
      text: 'we want the whole hall for a 5 a side tournament on a saturday, what does that cost per hour',
      expect: 'Sports Hall and Room Hire Rates 2026',
      fact: '£60.00',
    },
    { text: 'do you rent out rackets', expect: 'Sports Hall and Room Hire Rates 2026' },
    {
      text: 'if i cancel my court the same day do i get my money back',
      expect: 'Sports Hall and Room Hire Rates 2026',
      fact: '24 hours',
    },
    {
      text: "why can't i book the sports hall in the daytime in june",
      expect: 'Sports Hall and Room Hire Rates 2026',
      fact: 'GCSE exams',
    },

    // ---- Birthday Parties Guide
    {
      text: "how much is a pool party for my son's 9th birthday",
      expect: 'Birthday Parties Guide',
      fact: '£170',
    },
    {
      text: 'my daughter is turning 3, which party would suit her age',
      expect: 'Birthday Parties Guide',
      fact: 'Little Movers',
    },
    { text: 'can we bring our own birthday cake', expect: 'Birthday Parties Guide' },
    {
      text: 'how far ahead do we need to book a party',
      expect: 'Birthday Parties Guide',
      fact: '3 weeks',
    },
    {
      text: 'what food do the kids get at a party and is it extra',
      expect: 'Birthday Parties Guide',
      fact: '£4.75',
    },
    { text: 'if we cancel the party do we get the deposit back', expect: 'Birthday Parties Guide' },

    // ---- Home page
    {
      text: 'when is the pool closed in the summer for maintenance',
      expect: 'Ashcombe Leisure Centre | Swim, Gym and Sport in Ashcombe',
      fact: '10 August',
    },
    {
      text: 'my lad wants to join a proper swimming club, are the otters doing trials anytime soon',
      expect: 'Ashcombe Leisure Centre | Swim, Gym and Sport in Ashcombe',
    },
    {
      text: 'how many bikes are in the spin room',
      expect: 'Ashcombe Leisure Centre | Swim, Gym and Sport in Ashcombe',
      fact: '24 new bikes',
    },
    {
      text: "who's the manager there",
      expect: 'Ashcombe Leisure Centre | Swim, Gym and Sport in Ashcombe',
      fact: 'Gareth Mills',
    },
    {
      text: 'what is your email address',
      expect: 'Ashcombe Leisure Centre | Swim, Gym and Sport in Ashcombe',
      fact: 'info@ashcombeleisure.co.uk',
    },

    // ---- Swimming timetable
    {
      text: 'when is the ladies only swim',
      expect: 'Swimming Timetable | Ashcombe Leisure Centre',
    },
    {
      text: 'can i do lengths early before work, what time does lane swimming start',
      expect: 'Swimming Timetable | Ashcombe Leisure Centre',
      fact: '6.30am',
    },
    {
      text: 'is there a quiet session for my autistic son, he hates the noise',
      expect: 'Swimming Timetable | Ashcombe Leisure Centre',
      fact: '4.30pm',
    },
    { text: 'over 50s swimming times?', expect: 'Swimming Timetable | Ashcombe Leisure Centre' },
    {
      text: 'can i swim on a monday afternoon around 2',
      expect: 'Swimming Timetable | Ashcombe Leisure Centre',
    },
    {
      text: 'im not a fast swimmer, will i annoy people in lane swimming? how does it work',
      expect: 'Swimming Timetable | Ashcombe Leisure Centre',
    },

    // ---- Fitness classes
    {
      text: 'what time is spin on a saturday',
      expect: 'Fitness Classes | Ashcombe Leisure Centre',
      fact: '8.30am',
    },
    {
      text: 'is there an exercise class for older people, my mum is 70 and wants to keep moving',
      expect: 'Fitness Classes | Ashcombe Leisure Centre',
      fact: 'Silver Circuits',
    },
    {
      text: 'what happens if i cancel a class last minute',
      expect: 'Fitness Classes | Ashcombe Leisure Centre',
    },
    {
      text: 'had a baby 3 months ago, is there anything i can do with him there',
      expect: 'Fitness Classes | Ashcombe Leisure Centre',
      fact: 'Postnatal Pilates',
    },
    {
      text: 'how much is one class without being a member',
      expect: 'Fitness Classes | Ashcombe Leisure Centre',
      fact: '£6.80',
    },
    { text: 'any yoga on sundays', expect: 'Fitness Classes | Ashcombe Leisure Centre' },

    // ---- Gym
    {
      text: 'do i need to do an induction before i can use the gym',
      expect: 'Gym | Ashcombe Leisure Centre',
      fact: '45 minutes',
    },
    {
      text: 'how much is a personal trainer',
      expect: 'Gym | Ashcombe Leisure Centre',
      fact: '£32',
    },
    {
      text: 'my gp said i should exercise for my blood pressure, do you do anything like that',
      expect: 'Gym | Ashcombe Leisure Centre',
      fact: '£30',
    },
    { text: 'whats the heaviest dumbbell you have', expect: 'Gym | Ashcombe Leisure Centre' },
    { text: 'can my 14yo use the gym after school', expect: 'Gym | Ashcombe Leisure Centre' },
    { text: 'pay as you go gym price?', expect: 'Gym | Ashcombe Leisure Centre' },

    // ---- Getting here
    {
      text: 'which bus goes to the leisure centre from town',
      expect: 'Getting Here | Ashcombe Leisure Centre',
    },
    {
      text: 'how far is it walking from the train station',
      expect: 'Getting Here | Ashcombe Leisure Centre',
      fact: '15-minute walk',
    },
    {
      text: 'whats the postcode for the sat nav to get to the car park',
      expect: 'Getting Here | Ashcombe Leisure Centre',
      fact: 'AC4 2RJ',
    },
    {
      text: 'can i charge my electric car while i swim',
      expect: 'Getting Here | Ashcombe Leisure Centre',
    },
    {
      text: 'where can the school coach drop the children off',
      expect: 'Getting Here | Ashcombe Leisure Centre',
    },

    // ---- Holiday activities
    {
      text: 'holiday club for my 7 year old in the summer, how much per day',
      expect: 'School Holiday Activities | Ashcombe Leisure Centre',
      fact: '£24',
    },
    {
      text: 'i work until 5, can i pick up later from the holiday camp',
      expect: 'School Holiday Activities | Ashcombe Leisure Centre',
    },
    {
      text: 'can i use tax free childcare to pay for the camps',
      expect: 'School Holiday Activities | Ashcombe Leisure Centre',
    },
    {
      text: 'my kids get free school meals, are there any free places in the holidays',
      expect: 'School Holiday Activities | Ashcombe Leisure Centre',
      fact: 'HAF',
    },
    {
      text: 'intensive swimming course in the easter hols?',
      expect: 'School Holiday Activities | Ashcombe Leisure Centre',
      fact: '£38',
    },
  ],

  requests: [
    {
      text: "Could you book me in for a gym induction on Thursday evening please? Name's Rob Tanner",
      expect: 'Appointments',
    },
    {
      text: "I'd like to reserve two badminton courts for Sunday 14 June at 10am",
      expect: 'Appointments',
    },
    {
      text: 'please can you put my daughter Isla (6) down for a swimming assessment next week, any day after school works',
      expect: 'Appointments',
    },
    {
      text: 'Want to book a pool party for Saturday 19 September for about 15 kids, my son Alfie is turning 9',
      expect: 'Appointments',
    },
    {
      text: "The women's changing area was filthy last night, hair everywhere and two of the showers not working. Not good enough for what we pay.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a massive thank you to Sam the swimming teacher, my son finally swam his 10 metres thanks to her patience!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "I've been charged twice for my direct debit this month and nobody at reception could sort it out. Really unhappy with how this has been handled.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'can someone ring me back about corporate membership for my staff, 01632 960 771, ask for Mel',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me the holiday camp booking form, jenny.w@example.com',
      expect: 'General Inquiry',
    },
    {
      text: "We're a running club of about 30 looking for a quote for weekly sports hall hire on Wednesday nights, you can reach me at dave.r@example.co.uk",
      expect: 'General Inquiry',
    },
    { text: 'can I talk to an actual person please', expect: 'handoff' },
    { text: "I'd rather speak to someone on reception, is anyone there?", expect: 'handoff' },
    { text: 'put me through to a member of staff, this bot isnt helping', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in ashcombe tomorrow",
    'write me a short poem about swimming',
    'what is the capital of australia',
    'who won the premier league last season',
    'can you give me a recipe for a banana protein smoothie',
    'is the outdoor lido in kingsley open this summer',
    'how much is a puregym membership',
    'what diet should i follow to lose 2 stone before my holiday',
    'my shoulder hurts when i bench press, what injury do you think it is',
    'when is the ashcombe carnival this year',
    'how do i pay my council tax',
    'can you recommend a good pair of running shoes',
    "translate 'swimming pool' into french",
    'what time does tesco close tonight',
  ],
};
