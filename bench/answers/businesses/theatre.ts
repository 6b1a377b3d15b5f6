import type { Business } from '../types.js';

export const theatre: Business = {
  slug: 'theatre',
  name: 'The Wharf Playhouse & Arts Centre',
  field:
    'Regional theatre and arts centre (box office, shows, access, memberships, classes, café bar, venue hire)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your box office opening hours?',
      content:
        'The box office is open Tuesday to Saturday, 10am to 6pm, and stays open until 15 minutes after curtain-up on performance evenings. On Sundays and Mondays it opens one hour before any performance. Phone lines (01299 822460) are open Tuesday to Saturday, 10am to 5pm, and you can book online 24 hours a day.',
    },
    {
      type: 'faq',
      title: 'Is there a booking fee?',
      content:
        'Online and phone bookings carry a £1.75 fee per transaction (not per ticket). There is no fee if you book in person at the box office, and Friends of the Wharf never pay booking fees.',
    },
    {
      type: 'faq',
      title: 'Can I swap my tickets for a different date?',
      content:
        "Yes – you can exchange tickets for another performance of the same show up to 48 hours before your original performance, subject to availability. There's a £1.50 per ticket exchange charge (free for Friends), and if the new seats cost more you pay the difference. We can't offer refunds unless a performance is cancelled.",
    },
    {
      type: 'faq',
      title: 'Can I buy a programme?',
      content:
        'Programmes for our own productions and the pantomime cost £4 and are on sale from the foyer kiosk and from ushers at the auditorium doors. Visiting companies set their own programme prices, and some shows have a free cast sheet instead.',
    },
    {
      type: 'faq',
      title: 'Can I bring my assistance dog?',
      content:
        'Assistance dogs are very welcome in all our spaces. Please let the box office know when you book so we can seat you on an aisle with room for your dog, and our front of house team will happily provide a water bowl.',
    },
    {
      type: 'faq',
      title: 'What happens if I arrive late?',
      content:
        'Latecomers will be admitted at a suitable break in the performance, which for some shows may not be until the interval. Our ushers will show you to the nearest available seat and you can move to your booked seats at the interval. In the Boathouse Studio there is often no latecomer admission at all, so please allow plenty of time.',
    },
    {
      type: 'faq',
      title: 'Can I take drinks into the auditorium?',
      content:
        "Yes, soft and alcoholic drinks bought at the bar can be taken into the Severn Auditorium in our plastic glasses. Hot drinks and food other than sweets are not allowed in the auditorium, and some Boathouse Studio productions don't permit drinks at all – the ushers will tell you on the night.",
    },
    {
      type: 'faq',
      title: 'Is there a minimum age for shows?',
      content:
        "Each show has its own age guidance on its page, set by the producing company, and we recommend following it. Children under 2 are only admitted to performances marked as family shows, where a babe in arms can sit on an adult's lap for free. Everyone aged 2 and over needs their own ticket.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "Yes, gift vouchers are available in any amount from £10 and can be bought online, by phone or at the box office. They're valid for 24 months and can be spent on tickets, classes, Friends membership and in the Towpath Café Bar.",
    },
    {
      type: 'faq',
      title: 'How do I collect my tickets?',
      content:
        'Most tickets are sent as e-tickets that you can show on your phone or print at home. If you chose box office collection, your tickets will be waiting at the collection point in the foyer from an hour before the show – bring your booking reference or the card you paid with. Paper tickets can be posted for 95p if you book at least seven days ahead.',
    },
    {
      type: 'faq',
      title: 'Can I pre-order drinks for the interval?',
      content:
        'Yes – order at the bar before the show and your drinks will be waiting on the numbered interval shelf in the Riverside Foyer when the interval starts. Ice cream tubs can be pre-ordered the same way.',
    },
    {
      type: 'faq',
      title: 'Do you have lost property?',
      content:
        'Anything found after a performance is logged and kept at the box office for 30 days. Call 01299 822460 or email boxoffice@wharfplayhouse.co.uk with a description of the item and the date you visited. Unclaimed items are donated to local charity shops after that.',
    },
    {
      type: 'faq',
      title: 'Am I allowed to take photos during the show?',
      content:
        "Photography, filming and audio recording are not allowed during performances, as they breach the performers' copyright and distract other audience members. You're welcome to take photos in the foyers, and of the stage before the show starts, unless we announce otherwise.",
    },
    {
      type: 'faq',
      title: 'What time will the show finish?',
      content:
        'Running times are listed on each show page and are usually confirmed about a week before opening, once the show has been through technical rehearsals. As a rough guide, evening performances starting at 7.30pm usually finish between 9.45pm and 10.15pm. Please call the box office if you need an exact time.',
    },
    {
      type: 'faq',
      title: 'Is there a cloakroom?',
      content:
        "Yes, there is a free staffed cloakroom beside the Riverside Foyer during evening performances from October to March. Large bags, suitcases and bulky items may need to be left there at any time of year, as they can't be taken into the auditorium for safety reasons.",
    },
    {
      type: 'faq',
      title: 'How can I volunteer at the Wharf?',
      content:
        "We have a team of around 80 volunteers who help as ushers, in the café and on our Heritage Open Days. Volunteers must be 16 or over, and ushers get to watch the show free once the audience is seated. Email volunteers@wharfplayhouse.co.uk and we'll invite you to our next induction evening.",
    },
    {
      type: 'faq',
      title: 'How do I get my show programmed at the Wharf?',
      content:
        "We programme our season about 12–18 months ahead. Touring companies and local producers should email programming@wharfplayhouse.co.uk with a short description of the show, technical requirements, available dates and any reviews or video. We read everything, but can only reply to proposals we're able to take forward.",
    },
    {
      type: 'faq',
      title: 'Do you run backstage tours?',
      content:
        'Yes, we run a backstage tour on the first Saturday of every month at 11am, lasting about 75 minutes. Tickets are £8 (£5 for under-16s and Friends), and the tour takes in the fly tower, the dressing rooms and the original warehouse beams. Tours involve stairs, but we can arrange a ground-floor tour on request.',
    },
    {
      type: 'faq',
      title: 'Can I bring a pushchair?',
      content:
        "Pushchairs and buggies can't be taken into the auditorium or studio, but you can leave them in our buggy park next to the ground floor toilets, which is supervised during performances. Baby changing facilities are in the accessible toilets on both floors.",
    },
    {
      type: 'faq',
      title: 'How do I stop receiving your emails?',
      content:
        "Every email we send has an 'unsubscribe' link at the bottom. You can also log in to your account on our website and change your preferences under 'My Account', or ask the box office to update your details for you. We'll still send you essential information about tickets you've booked.",
    },
    {
      type: 'faq',
      title: 'Is the auditorium air conditioned?',
      content:
        'The Severn Auditorium has a cooling ventilation system, so it stays comfortable in summer. The Boathouse Studio is an older space with fans only and can get warm on hot evenings, so we suggest dressing in layers. Free tap water is always available from the bar.',
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Ticket Terms and Conditions 2026',
      fileName: 'ticket-terms-and-conditions-2026.pdf',
      content: `THE WHARF PLAYHOUSE & ARTS CENTRE
TICKET TERMS AND CONDITIONS
Effective from 1 January 2026

These terms apply to all tickets sold by The Wharf Playhouse & Arts Centre ("the Wharf", "we") for performances and events at 14 Bridge Street, Stourport-on-Severn. By buying a ticket you agree to them. The Wharf is operated by Stourport Wharf Arts Trust, registered charity no. 1071843.

1. BUYING TICKETS
1.1 Tickets can be bought online, by phone or in person at the box office. A transaction fee applies to online and phone bookings, as shown at the time of booking.
1.2 Please check your tickets on receipt. We cannot correct errors reported after the performance has taken place.
1.3 For high-demand events we may limit the number of tickets per transaction. The standard limit is 10 tickets per booking unless you make a group booking.
1.4 Reserved tickets not paid for within 3 days will be released for resale.

2. CONCESSIONS
2.1 Concession tickets are available for specific categories as shown for each performance. Proof of eligibility (such as a student card, proof of age or a Universal Credit statement) may be requested when you collect tickets or enter the auditorium.
2.2 If you cannot show proof, you may be asked to pay the difference to the full price.

3. CHILDREN
3.1 Children under 14 must be accompanied by an adult aged 18 or over, who must also hold a ticket.
3.2 One adult may accompany no more than 4 children under 14. School groups have their own ratios.

4. CANCELLATION AND CHANGES TO PERFORMANCES
4.1 If a performance is cancelled by us, we will contact you using the details on your booking and offer an exchange, a credit note or a full refund including transaction fees. Refunds are made to the original payment card within 28 days.
4.2 If a performance is postponed, your tickets will be valid for the new date. If you cannot attend the new date, you can request a refund within 14 days of the new date being announced.
4.3 If a performance is abandoned before the interval, or before the halfway point of a show with no interval, we will offer an exchange or credit note. Once the interval has begun, the performance is considered to have taken place and no refund will be due.
4.4 We reserve the right to make changes to the cast, programme, running time or seating. Cast changes due to illness or other reasons are not grounds for a refund.
4.5 We cannot be held responsible for travel, accommodation or other costs you incur.

5. RETURNS AND EXCHANGES
5.1 Tickets cannot be refunded once purchased, except as set out in section 4. Exchanges are subject to our published exchange policy.
5.2 If a performance is sold out, the box office may try to resell returned tickets on your behalf. If they are resold, you will receive a credit note for their value, less a handling charge of £2 per ticket. We cannot guarantee that returned tickets will be sold.

6. RESALE
6.1 Tickets may not be resold for more than their face value. Tickets resold in breach of this condition, including through secondary ticketing websites, may be cancelled without refund.

7. ADMISSION AND CONDUCT
7.1 Latecomers will be admitted at the discretion of the front of house manager.
7.2 We reserve the right to refuse admission to, or ask to leave, anyone whose behaviour is disruptive or unsafe, or who appears to be under the influence of alcohol or drugs. No refund will be given.
7.3 Mobile phones must be switched off or set to silent during performances.
7.4 Bags may be searched on entry. Smoking and vaping are not allowed anywhere in the building.
7.5 We may need to move you to a different seat of equal or higher value for operational or access reasons.

8. FILMING AND PHOTOGRAPHY OF AUDIENCES
8.1 We occasionally film or photograph audiences for marketing purposes. Signs will be displayed on these occasions. If you do not want to appear, please tell a member of staff.

9. PERSONAL DATA
9.1 We process your personal data in line with our Privacy Policy, available at wharfplayhouse.co.uk/privacy. We share your contact details with visiting companies only if you opt in.

10. LIABILITY
10.1 We accept no responsibility for loss of or damage to personal property, except where caused by our negligence.

CONTACT
Box Office: 01299 822460 | boxoffice@wharfplayhouse.co.uk`,
    },
    {
      type: 'document',
      title: 'Venue Hire Rates 2026',
      fileName: 'venue-hire-rates-2026.pdf',
      content: `THE WHARF PLAYHOUSE & ARTS CENTRE
VENUE HIRE RATES 2026
Valid 1 January – 31 December 2026. All prices exclude VAT at the standard rate.

Our spaces are available for performances, conferences, rehearsals, meetings, parties, wakes and community events. Registered charities and not-for-profit community groups based in the Wyre Forest district receive a 20% discount on room hire (not on staff or equipment).

SEVERN AUDITORIUM
412 seats (268 stalls, 144 circle). Proscenium stage 9m wide x 8m deep, fly tower, orchestra pit for up to 14 musicians.
Performance day (09:00–23:00) including one performance: £1,150
Additional performance on the same day: £350
Get-in or rehearsal day without audience: £520
Box office split (by negotiation): 70% to hirer / 30% to the Wharf of net ticket income, minimum guarantee £600
Conference use (theatre-style, up to 400 delegates), 08:30–17:30: £890

BOATHOUSE STUDIO
Flexible black-box studio. Up to 90 seated (end-on) or 120 standing.
Daytime hourly rate (Monday–Friday before 17:00): £35 per hour, minimum 3 hours
Evening session (18:00–23:00): £280
Full day (09:00–23:00): £495

THE LOFT REHEARSAL ROOM
12m x 8m sprung floor with mirrors along one wall and an upright piano. Suitable for dance, rehearsals and workshops for up to 30 people.
£22 per hour (minimum 2 hours)
Weekly rehearsal block (Monday–Friday, 10:00–18:00): £650

THE CHANDLERY ROOM
Meeting room with river views. Boardroom layout for 14 or theatre-style for 30. Includes screen, HDMI connection, flipchart and Wi-Fi.
£25 per hour
Half day (4 hours): £85
Full day: £150

TOWPATH CAFÉ BAR – PRIVATE HIRE
Available for exclusive evening hire on non-performance nights, for up to 80 guests standing or 50 seated.
Room hire: £200, plus food and drink from our catering menus
Minimum bar spend of £400 on Friday and Saturday nights

STAFF AND TECHNICAL
Duty technician: £28 per hour (minimum 4-hour call)
Front of house manager (required for all public events): £24 per hour
Stewards: £18 per hour each
Standard lighting rig and sound system: included in auditorium and studio hire
Follow spots: £40 each per day
Yamaha C3 grand piano, including tuning: £95
Projector and screen for the auditorium: £120 per day

CATERING
Tea, coffee and biscuits: £2.60 per person per serving
Working lunch (sandwich platters, fruit, crisps): £9.50 per person
All catering must be provided by the Towpath Café Bar. Outside caterers are not permitted, with the exception of celebration cakes.

BOOKING AND PAYMENT
A provisional booking will be held for 14 days. To confirm, we require a signed hire agreement and a non-refundable deposit of 25% of the room hire fee. The balance is due 28 days before the event.
Public performances must be ticketed through the Wharf box office. Our standard ticket commission is 10% plus card charges.

CANCELLATION BY THE HIRER
More than 90 days before the event: deposit retained
30 to 90 days before the event: 50% of the total hire fee
Less than 30 days before the event: 100% of the total hire fee

INSURANCE AND LICENSING
Hirers must hold public liability insurance of at least £5 million and provide a copy of the certificate before the event. The Wharf's premises licence covers performances and alcohol sales until 23:00. Performances involving children require a licensed chaperone arrangement, which is the hirer's responsibility.

TO ENQUIRE
Contact Tom Saltash, Hires and Events Coordinator, on hires@wharfplayhouse.co.uk or 01299 822465. Site visits are available Tuesday to Friday by appointment.`,
    },
    {
      type: 'document',
      title: 'Friends of the Wharf Membership Guide 2026',
      fileName: 'friends-membership-guide-2026.pdf',
      content: `FRIENDS OF THE WHARF
Membership Guide 2026

Becoming a Friend is the best way to enjoy the Wharf and support it at the same time. The Wharf Playhouse & Arts Centre is a registered charity and receives no regular core funding from the local council, so Friends' subscriptions directly keep our doors open, our ticket prices affordable and our youth theatre running.

MEMBERSHIP LEVELS AND PRICES (ANNUAL)
Young Friend (aged 16–25): £12
Friend (single): £35
Joint Friends (two people at the same address): £55
Friends Plus (single): £90
Friends Plus (joint): £150
Patron: from £500

WHAT YOU GET
All Friends:
- Priority booking for each new season, two weeks before general sale
- No booking fees on online and phone bookings
- Free ticket exchanges (normally £1.50 per ticket)
- 10% off food and drink in the Towpath Café Bar
- Our Friends' newsletter, Wharf Notes, three times a year
- Invitations to season launch evenings

Friends Plus, in addition:
- Priority booking three weeks before general sale
- Two complimentary tickets each year for a Wharf-produced show (excluding the pantomime)
- An invitation to a dress rehearsal
- 10% off adult classes and workshops

Patrons, in addition:
- Your name on the Patrons' board in the Riverside Foyer
- An annual backstage supper with the Artistic Director
- A dedicated booking line through the Development Office

Young Friends receive priority booking and no booking fees, plus £8 standby tickets for any Wharf-produced show, released on the day at 5pm.

PRIORITY BOOKING DATES 2026
Spring/Summer season (February–July): Friends Plus from 13 January, Friends from 20 January, general sale 3 February
Autumn season and Pantomime: Friends Plus from 9 June, Friends from 16 June, general sale 30 June

HOW TO JOIN
Join online at wharfplayhouse.co.uk/friends, by phone on 01299 822460 or at the box office. Your membership starts immediately and your benefits apply from your very next booking. Membership lasts 12 months from the date you join.

GIFT MEMBERSHIPS
Any level can be given as a gift. We'll send a welcome pack with a card either to you or directly to the recipient. Gift memberships start on a date you choose, up to six months after purchase.

GIFT AID
If you are a UK taxpayer, please let us add Gift Aid to your membership. It adds 25p to every £1 you give at no extra cost to you. Because Friends benefits have a value, Gift Aid can only be claimed on the Friends Plus and Patron levels, and on any extra donation you add.

RENEWING
We'll email or write to you a month before your membership ends. Setting up an annual Direct Debit means you'll never miss a priority booking window, and Direct Debit members receive a free drink voucher each year.

CANCELLING
You can cancel within 14 days of joining for a full refund, as long as you have not used any of your benefits. After that, memberships are non-refundable, but you can cancel your Direct Debit at any time to stop future renewals.

QUESTIONS
Contact Ellie Marsh, Development Officer, on friends@wharfplayhouse.co.uk or 01299 822463.`,
    },
    {
      type: 'document',
      title: 'Access Guide 2026',
      fileName: 'access-guide-2026.pdf',
      content: `THE WHARF PLAYHOUSE & ARTS CENTRE
ACCESS GUIDE 2026

We want everyone to be able to enjoy the Wharf. This guide explains the facilities and services we offer. If you have any questions, or need something that isn't listed, please contact our Access Officer, Priya Lal, on 01299 822460 or access@wharfplayhouse.co.uk.

THE WHARF ACCESS SCHEME
Our free Access Scheme lets us record your access requirements so you don't have to explain them each time you book. Members can:
- Book a free companion ticket for a carer or personal assistant for any performance
- Book by phone, email or in person with no booking fee
- Hear first about accessible performances
To join, complete the form at wharfplayhouse.co.uk/access or ask the box office to post one to you. We need one piece of supporting evidence, such as a letter confirming PIP or DLA, a Blue Badge, a CEA card or a letter from a medical professional. Membership lasts three years.

GETTING INTO THE BUILDING
The main entrance on Bridge Street is level, with automatic doors. There is a drop-off point directly outside, and four Blue Badge parking bays on Bridge Street, about 20 metres from the entrance.

WHEELCHAIR USERS AND SEATING
The Severn Auditorium has six wheelchair spaces in row K of the stalls, each with a companion seat beside it. Row K is reached step-free from the Riverside Foyer.
The circle is served by a lift (door width 900mm, maximum load 630kg). However, there are no wheelchair spaces in the circle, and circle seats are reached by steps from the lift landing.
Transfer seats: aisle seats with removable armrests are available in rows D, H and M of the stalls. If you transfer, we will store your wheelchair safely and bring it back to you at the interval and at the end of the show.
The Boathouse Studio is on the ground floor and fully step-free, with flexible wheelchair spaces depending on the layout.
The Loft Rehearsal Room and Chandlery Room on the first floor are served by the same lift.

TOILETS
Accessible toilets are on the ground floor next to the box office and on the first floor beside the circle bar. The nearest Changing Places toilet is at Stourport Civic Centre, 400 metres away, open until 9pm.

HEARING
The Severn Auditorium has an infrared hearing system. Headsets and neck loops can be borrowed free of charge from the box office; please ask when you arrive, as we may ask for a small deposit such as a car key. Hearing loops are installed at the box office counter and at the café bar.

ACCESSIBLE PERFORMANCES
Throughout the year we offer:
- Captioned performances, with the text displayed on screens beside the stage
- Audio-described performances, with a live describer and a touch tour of the set and costumes 45 minutes before the show
- British Sign Language (BSL) interpreted performances
- Relaxed performances, with a more informal atmosphere, house lights kept low rather than off, reduced sound levels and freedom to move around and make noise
Accessible performance dates are marked on each show's page and in our season brochure with the symbols CAP, AD, BSL and RP.

VISUAL STORIES AND SENSORY SUPPORT
For relaxed performances and all our own productions, we publish a visual story on the show page, with photographs of the building, the staff and what happens during the show. A quiet room (the Chandlery Room) is available during all relaxed performances. Ear defenders and fidget toys can be borrowed from the box office.

VISUAL IMPAIRMENT
Large-print and audio versions of our season brochure are available on request, and large-print cast sheets are available for Wharf productions. Step edges are marked with contrasting strips throughout the building.

EVACUATION
Our staff are trained to assist with evacuation. If you may need help leaving the building in an emergency, please tell us when you book so we can seat you appropriately. There are two refuge points on the first floor with two-way communication.

FEEDBACK
We welcome your suggestions on how we can improve access. Please contact Priya Lal using the details above.`,
    },
    {
      type: 'document',
      title: 'Adult Classes and Workshops Spring Term 2026',
      fileName: 'adult-classes-spring-2026.pdf',
      content: `THE WHARF PLAYHOUSE & ARTS CENTRE
ADULT CLASSES AND WORKSHOPS
Spring Term 2026: 12 January – 28 March (10 weeks, no classes in half-term week 16–20 February)

All classes are for adults aged 18 and over unless stated. No experience is needed for any class marked "All levels". Concession prices apply to people aged 60+, full-time students and people receiving Universal Credit, Jobseeker's Allowance or PIP.

WEEKLY CLASSES (10-week term; prices shown as full / concession)

Monday
Adult Ballet – Beginners | 10.30am–11.30am | The Loft | £85 / £70
Life Drawing (untutored, model provided) | 7pm–9pm | The Loft | £9 per session, pay on the night

Tuesday
Wheel Throwing Pottery – All levels | 6.30pm–9pm | Pottery Studio | £165 / £145 (includes 12.5kg of clay and firing)
Wharf Voices Community Choir – All levels, no auditions | 7.30pm–9pm | Boathouse Studio | £60 / £48

Wednesday
Tap for Grown-Ups – Improvers | 11am–12pm | The Loft | £85 / £70
Watercolour Landscapes – All levels | 1.30pm–3.30pm | Chandlery Room | £120 / £100 (materials list provided)

Thursday
Adult Drama – All levels | 7.30pm–9.30pm | Boathouse Studio | £95 / £80
The term ends with an informal sharing for friends and family on 26 March.

Friday
Improv Comedy Lab – Improvers (some experience needed) | 7pm–9pm | The Loft | £95 / £80
Over-55s Movement and Music | 10am–11am | Boathouse Studio | £5 per session, drop in

ONE-DAY WORKSHOPS (Saturdays, 10am–4pm unless stated)
24 January – Stage Combat for Beginners, with fight director Sam Okafor | £48
7 February – Writing Your First Play, with playwright Judith Henley | £45
7 March – Make a Mug: Hand-Building Pottery | £55 including firing and glazing; collect your mug after 3 weeks
21 March – Audition Technique for Amateur Actors | 10am–1pm | £30

TRY BEFORE YOU BUY
You can try the first session of any weekly class for £10, which is deducted from the term fee if you then join. Please book your taster in advance, as places are limited.

BOOKING
Book online at wharfplayhouse.co.uk/classes, by phone on 01299 822460 or at the box office. Term fees are payable in full at booking. Payment plans (three monthly instalments) are available for pottery; please ask the box office.
Friends Plus members receive 10% off all adult classes and workshops.

MISSED SESSIONS AND REFUNDS
We are unable to refund or credit missed sessions. If a class is cancelled by us, we will offer a catch-up session or a refund for that session. If you need to withdraw before the second session of term, we will refund your fee minus a £15 administration charge. After that, no refunds can be given.

WHAT TO WEAR AND BRING
Ballet: soft ballet shoes or socks, and comfortable clothes you can move in.
Tap: tap shoes. We have a small number to lend in sizes 4 to 9.
Pottery: old clothes or an apron; short nails are helpful. Towels are provided.
Drama and Improv: comfortable clothes and soft-soled shoes.

SUMMER TERM
Summer term runs 20 April – 27 June 2026. Booking opens to current students on 9 March and to everyone on 16 March.

CONTACT
Rhiannon Bevan, Learning and Participation Manager: learning@wharfplayhouse.co.uk`,
    },
    {
      type: 'document',
      title: 'Schools and Groups Booking Pack 2026',
      fileName: 'schools-and-groups-pack-2026.docx',
      content: `THE WHARF PLAYHOUSE & ARTS CENTRE
Schools and Groups Booking Pack 2026

Whether you're bringing a Year 3 class to the pantomime, a GCSE drama group to a set text, a coach party from your WI or a team night out, our Groups Team will help make your visit easy.

Group Discounts (General Audiences)
Groups of 10 or more: one free ticket for every 10 paid tickets
Groups of 20 or more: £3 off each ticket, plus one free ticket for every 10 paid tickets
Discounts apply to full-price tickets only and cannot be combined with other offers. Group discounts are not available on Saturday 5pm performances of the pantomime.

School and College Groups
Pupil tickets: £9 for most Wharf productions and selected visiting shows; £12 for the pantomime
One free teacher or staff ticket for every 10 pupils (primary) or every 15 students (secondary and college)
Additional adult tickets are charged at the group rate
Dedicated schools matinees of the pantomime take place at 10.30am and 1.30pm on weekdays from 1 to 18 December 2026.
Resource packs with curriculum-linked lesson ideas are available for all Wharf productions, free to download once you have booked.

Payment
We will hold a group reservation for 21 days without payment. After that, a deposit of £2 per ticket is required to secure the booking, with the balance due 6 weeks before the performance.
Schools and local authorities can pay by BACS on invoice; please provide a purchase order number.
Ticket numbers can be reduced by up to 10% without charge until the balance is paid. After that, tickets are non-refundable but can be transferred to other members of your group.

Workshops for Schools
Our Learning team can deliver drama workshops at the Wharf or in your school:
Pre-show workshop exploring the play (90 minutes, up to 30 students): £180
Backstage and technical theatre workshop (2 hours, up to 20 students): £220
In-school workshop within 15 miles of Stourport: £250 per half day, £420 per full day
Sessions more than 15 miles away carry a mileage charge of 45p per mile.

On the Day
Coaches can drop off and pick up on Bridge Street, directly outside the main entrance. Coach parking is available at Stourport Riverside Coach Park on Vale Road, about 8 minutes' walk away; drivers pay on arrival.
Please arrive at least 30 minutes before the performance so that we can seat large groups before the doors open to the public.
School groups can eat packed lunches in the Boathouse Studio between matinees by arrangement. Please request this when booking.
We can store bags and coats for school groups in a secure room during the performance.

Supervision
Teachers and group leaders are responsible for the behaviour and supervision of their group at all times, including during the interval. Staff should sit among pupils rather than in a separate block.

Access
Please tell us about any pupils or group members with access requirements at the time of booking so we can allocate suitable seats. Carers and one-to-one support staff receive free tickets.

How to Book
Email groups@wharfplayhouse.co.uk or call the Groups Line on 01299 822462 (Monday to Friday, 9.30am to 4.30pm). Please include your group or school name, preferred performance, number of tickets and any access needs.`,
    },

    // ------------------------------------------------------------- website
    {
      type: 'website',
      title: 'Plan Your Visit | The Wharf Playhouse',
      url: 'https://www.wharfplayhouse.co.uk/visit',
      content: `# Plan Your Visit

The Wharf Playhouse & Arts Centre sits on the banks of the River Severn in the heart of Stourport-on-Severn, in a converted Georgian grain warehouse beside the canal basins. Here's everything you need to know before you come.

## Our Address

The Wharf Playhouse & Arts Centre, 14 Bridge Street, Stourport-on-Severn, Worcestershire DY13 8UX.

For satnav, use DY13 8UX, which will bring you to the main entrance on Bridge Street.

## Building Opening Hours

The building is open Tuesday to Saturday from 10am, and on Sundays and Mondays whenever there is a performance or event. On performance evenings the building stays open until 30 minutes after the show ends. The Towpath Café Bar has its own opening times – see our Eat and Drink page.

## Parking

There is no dedicated car park at the Wharf, but several public car parks are a short walk away:

- **Raven Street car park** (pay and display, 3 minutes' walk): free after 6pm and all day Sunday. This is the closest, and it fills up quickly on pantomime nights.
- **Severn Meadows long-stay car park** (pay and display, 7 minutes' walk): £3.20 for up to 4 hours, £5 all day.
- **Lombard Street car park** (8 minutes' walk): free for up to 3 hours.

Four Blue Badge bays are on Bridge Street close to the entrance. Please allow extra time to park for Friday and Saturday evening shows and for the pantomime.

## By Train

The nearest railway station is Kidderminster, about 4 miles away, with regular trains from Birmingham and Worcester. From the station, take the number 3 or 5 bus to Stourport (about 20 minutes) or a taxi (approximately £12). The last number 5 bus back to Kidderminster leaves Stourport bus station at 10.52pm, Monday to Saturday, so please check show finish times.

## By Bus

Buses 3, 5 and 8A stop at Stourport bus station on Lombard Street, a 6-minute walk from the Wharf. The 294 from Worcester stops on Bridge Street right outside.

## By Bike and On Foot

The Wharf is on the Severn Way and close to National Cycle Network Route 45. There are 12 covered cycle stands outside the café entrance. If you're walking from the town centre, follow the brown signs to the canal basins.

## Taxis

We recommend Stour Cars (01299 877100) and Wyre Taxis (01299 824455). Our box office team can book a taxi to pick you up after the show – just ask when you arrive.

## When You Arrive

The main doors open 1 hour before most evening performances, and the auditorium opens 30 minutes before the show starts. The Riverside Foyer has seating, toilets on the ground and first floors, and free Wi-Fi (network "Wharf-Guest", no password needed).

## Nearby

The riverside, the canal basins and Stourport Riverside Gardens are all within a few minutes' walk, so it's easy to combine a show with an afternoon by the water.`,
    },
    {
      type: 'website',
      title: 'Booking Tickets | The Wharf Playhouse',
      url: 'https://www.wharfplayhouse.co.uk/box-office/booking',
      content: `# Booking Tickets

There are three easy ways to book for shows, classes and events at the Wharf.

## How to Book

**Online:** Book 24 hours a day at wharfplayhouse.co.uk. You can choose your own seats from our interactive seating plan and pay by card, Apple Pay or Google Pay.

**By phone:** Call our box office on 01299 822460. Our team can talk you through the best seats for your needs.

**In person:** Visit the box office in the Riverside Foyer, 14 Bridge Street. We accept cash, cards and Wharf gift vouchers.

## Where to Sit in the Severn Auditorium

The Severn Auditorium has 412 seats on two levels.

- **Stalls (268 seats, rows A–P):** Rows A and B are very close to the stage and are sold at a lower price for some shows. The wheelchair spaces are in row K.
- **Circle (144 seats, rows AA–FF):** The front row of the circle (AA) gives one of the best views in the house. The circle is steeply raked.
- **Side seats:** Seats at the far ends of circle rows EE and FF have a restricted view of one side of the stage. They are sold at Band C prices and marked when you book.

Legroom is most generous in row H of the stalls and row AA of the circle, which are popular with taller visitors.

## The Boathouse Studio

Our 90-seat studio usually has unreserved seating, so you sit where you like on arrival. Doors open 15 minutes before the start, and we recommend arriving early for the best choice of seats.

## Ticket Prices

Prices vary by show and are shown on each event page. Most shows in the Severn Auditorium are priced in three bands:

- Band A (central stalls and front circle): £22–£32
- Band B (side stalls and mid circle): £18–£26
- Band C (rear stalls and restricted view): £12–£18

Studio shows are usually £10–£16.

## Concessions and Offers

- **Under-18s:** £3 off Band A and B tickets for most shows
- **Under-26s:** £10 tickets for all Wharf-produced shows (limited number per performance; proof of age needed)
- **Universal Credit and Pension Credit:** £5 tickets for selected performances through our Open Doors scheme
- **Pay What You Can:** the first preview of every Wharf production, from £5, available from 10am on the day
- **Family ticket:** 2 adults and 2 children for £68 for shows marked as family shows

Concessions can't be combined with other discounts. For groups of 10 or more, please see our schools and groups information.

## Your Confirmation

You'll receive a confirmation email straight after booking. If it hasn't arrived within an hour, please check your spam or junk folder and then contact the box office, who can resend it.`,
    },
    {
      type: 'website',
      title: 'Eat and Drink at the Towpath Café Bar | The Wharf Playhouse',
      url: 'https://www.wharfplayhouse.co.uk/eat-and-drink',
      content: `# The Towpath Café Bar

Overlooking the canal basin, the Towpath Café Bar is open to everyone – you don't need a show ticket to pop in for a coffee, a light lunch or a drink by the water. Café manager Dan Kerrigan and his team cook everything fresh on site, using bread from Coppice Bakery in Stourport and coffee roasted in Worcester by Hop & Bean.

## Opening Times

- Tuesday to Saturday: 9.30am – 4pm (hot food served 12 noon – 2.30pm)
- Performance evenings: from 5.30pm until the end of the interval, with the bar open until 30 minutes after the show
- Sundays: 10am – 3pm, from May to September only
- Mondays: closed, except for performances

## Daytime Menu

Our daytime menu changes with the seasons. Regular favourites include:

- Soup of the day with Coppice sourdough – £6.50
- Toasted ciabattas (ham and mature cheddar, or roasted vegetable and halloumi) – £7.95
- Wharf jacket potato with two fillings – £8.25
- Ploughman's with Worcestershire cheddar, pickles and pork pie – £11.50
- Homemade cakes and scones – from £3.20
- Cream tea for two – £14

Every day we have at least one vegan main and gluten-free options. Please tell us about any allergies when you order, as our kitchen handles all 14 major allergens.

## Pre-Theatre Menu

On performance evenings we serve a short pre-theatre menu from 5.30pm to 7pm: two courses for £19.50 or three courses for £24. The menu changes with every production and is posted on the show page. We strongly recommend booking a table for pre-theatre dining – add it when you buy your show tickets or call the box office on 01299 822460. We'll make sure you're finished in plenty of time for curtain-up.

## The Bar

Our bar serves local ales from Wye Valley Brewery and Stourport's own Canal Cut Brewing Co., wines by the glass, gins from Worcestershire distilleries and a good range of soft drinks. A pint of Canal Cut Towpath Pale is £4.80 and a 175ml glass of house wine is £5.90.

## Dogs and Families

Well-behaved dogs are welcome in the café on the ground floor. We have high chairs, a children's menu at £5.50 including a drink, and a box of crayons and books to keep little ones busy.

## Private Events

The café bar can be hired for parties, wakes and celebrations on non-performance evenings. See our venue hire information or email hires@wharfplayhouse.co.uk.`,
    },
    {
      type: 'website',
      title: 'Wharf Youth Theatre | The Wharf Playhouse',
      url: 'https://www.wharfplayhouse.co.uk/take-part/youth-theatre',
      content: `# Wharf Youth Theatre

Wharf Youth Theatre has been running since 1999 and is one of the largest youth theatres in Worcestershire, with more than 150 young people taking part every week. Our sessions are led by professional theatre-makers and are all about building confidence, making friends and having fun. You don't need any experience, and there are no auditions to join.

## Groups and Times

Sessions run in school term time, 11 weeks per term.

- **Wharf Minis (ages 5–7):** Saturdays, 9.30am – 10.30am, The Loft
- **Juniors (ages 8–11):** Tuesdays, 5pm – 6.30pm, Boathouse Studio
- **Inters (ages 12–14):** Wednesdays, 5pm – 7pm, Boathouse Studio
- **Seniors (ages 15–19):** Wednesdays, 7.15pm – 9.15pm, Boathouse Studio
- **Backstage Crew (ages 13–19):** Saturdays, 11am – 1pm, learning lighting, sound, stage management and set building

## Fees

- Wharf Minis: £55 per term
- Juniors, Inters, Seniors and Backstage Crew: £78 per term
- Sibling discount: 10% off for the second and any further child

We never want cost to be a barrier. Free and reduced-price places are available through our Bursary Fund for families who receive free school meals, Universal Credit or other benefits. Just tick the box on the application form – everything is treated in confidence.

## How to Join

Places are offered on a first-come, first-served basis. Most groups are currently full, so new members join from our waiting list, which we work through at the start of each term (January, April and September). To add your child to the waiting list, complete the online form below. We'll contact you as soon as a place is available and invite your child to a free taster session.

## Performances

Every group performs at least once a year. Juniors and Inters present a sharing in the Boathouse Studio at the end of the summer term, and Seniors perform a full production on the main stage each July. Members also have the chance to appear in the ensemble of our Christmas pantomime, with auditions held each September.

## LAMDA Exams

Inters and Seniors can take LAMDA exams in Acting and in Speaking Verse and Prose, with extra coaching sessions on Saturday mornings. Exam fees are paid separately, starting from £45.

## Safeguarding

All our facilitators and volunteers hold enhanced DBS checks and are trained in safeguarding. Our Designated Safeguarding Lead is Rhiannon Bevan, Learning and Participation Manager. Parents and carers of Minis and Juniors must collect their children from the Boathouse Studio door; young people aged 12 and over can leave on their own with written permission from a parent.

## Summer School

In the summer holidays we run a two-week Summer School for ages 8–16, putting on a musical in just ten days. Summer School 2026 runs 27 July – 7 August and costs £210 (bursaries available). Booking opens on 2 March.

## Get in Touch

Contact the Learning team at learning@wharfplayhouse.co.uk or on 01299 822464.`,
    },
    {
      type: 'website',
      title: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
      url: 'https://www.wharfplayhouse.co.uk/whats-on/jack-and-the-beanstalk-2026',
      content: `# Jack and the Beanstalk

## The Wharf's Family Pantomime 2026

Fee-fi-fo-fum! Stourport's favourite Christmas tradition returns with a giant-sized adventure. When Jack swaps the family cow, Daisy, for a handful of magic beans, he sets off up a beanstalk to a castle in the clouds, where the fearsome Giant Blunderbore is plotting to steal all the gold in Stourport. With songs, slapstick, a spectacular growing beanstalk and plenty of chances to shout "he's behind you!", this is the perfect festive treat for all the family.

Written by Dave Harrow and directed by Helen Oduya, with audience favourite Gareth Penrose returning as Dame Trott for his ninth year, and Leah Castell as Jack.

## Dates and Times

Friday 27 November 2026 – Sunday 3 January 2027

- Tuesday to Friday: 7pm
- Saturdays: 1pm and 5pm
- Sundays: 12 noon and 4pm
- Christmas Eve (24 December): 11am and 3pm only
- New Year's Eve (31 December): 2pm only
- No performances on Mondays (except 28 December), Christmas Day or Boxing Day

Running time: approximately 2 hours 15 minutes, including a 20-minute interval.

## Tickets

- Adults: £24 – £28
- Children (under 16): £18 – £22
- Family ticket (2 adults and 2 children, or 1 adult and 3 children): £82
- Preview performances (27 and 28 November): all seats £16

Recommended for ages 3 and up.

## Accessible Performances

- Relaxed performance: Tuesday 29 December, 1pm
- Captioned performance: Thursday 10 December, 7pm
- BSL interpreted performance: Saturday 12 December, 5pm
- Audio-described performance with touch tour: Sunday 13 December, 12 noon (touch tour at 11.15am)

A visual story for Jack and the Beanstalk will be available on this page from 1 November.

## Schools

We run weekday schools matinees throughout December. Please see our schools and groups information or call the Groups Line for details.

## Meet the Dame

After every Saturday 1pm performance, Dame Trott will be in the Riverside Foyer for photos and autographs. It's free – just bring your camera!

## Panto Extras

Jack and the Beanstalk goody bags (£6) and light-up magic beanstalk wands (£4) are on sale at the foyer kiosk.`,
    },
    {
      type: 'website',
      title: 'About Us | The Wharf Playhouse',
      url: 'https://www.wharfplayhouse.co.uk/about',
      content: `# About the Wharf

The Wharf Playhouse & Arts Centre is Stourport-on-Severn's home for theatre, music, comedy, film and creative learning. Each year we welcome around 85,000 visitors to more than 350 performances and events, and over 1,200 people of all ages take part in our classes, workshops and youth theatre.

## Our History

Our building began life in 1834 as a grain warehouse on the canal basin, built for the Staffordshire and Worcestershire Canal Company. After the canal trade declined it was used as a boat store and later a furniture depository, before standing empty for most of the 1980s. In 1994 a group of local residents formed the Stourport Wharf Arts Trust to save it, and after a four-year fundraising campaign, including a £1.8 million National Lottery grant, the Wharf Playhouse opened its doors on 12 September 1998 with a production of The Wind in the Willows.

In 2019 we completed a £3.2 million redevelopment that added the Boathouse Studio, the Riverside Foyer and the lift, and restored the original timber roof beams of the warehouse.

## What We Do

We produce three shows of our own each year, including our much-loved Christmas pantomime, and host touring drama, dance, music, comedy and children's theatre from across the UK. On Sunday evenings from October to March we screen films in the Severn Auditorium through the Wharf Film Club.

## Our Team

- Artistic Director: Helen Oduya
- Executive Director: Marcus Pell
- Learning and Participation Manager: Rhiannon Bevan
- Hires and Events Coordinator: Tom Saltash
- Box Office and Front of House Manager: Karen Whitlock
- Access Officer: Priya Lal
- Café Manager: Dan Kerrigan
- Development Officer: Ellie Marsh

We're supported by a staff of 28 and a wonderful team of volunteers. Our Chair of Trustees is Dr Anil Mehta.

## A Charity for Stourport

The Wharf is run by Stourport Wharf Arts Trust, a registered charity (no. 1071843). Ticket sales and the café cover about 70% of our costs; the rest comes from Arts Council England, which supports us as a National Portfolio Organisation, grants from trusts and foundations, and the generosity of our Friends and donors.

## Support Us

There are lots of ways to help:

- **Donate:** add a donation when you book tickets, or give online at wharfplayhouse.co.uk/support.
- **Name a seat:** dedicate a seat in the Severn Auditorium with a personalised brass plaque for £250. Plaques stay in place for ten years.
- **Leave a gift in your will:** legacies have funded our youth theatre bursaries and the 2019 redevelopment. Contact our Development Officer, Ellie Marsh, for a confidential conversation.
- **Become a Friend:** see our Friends membership pages.
- **Corporate sponsorship:** local businesses can sponsor a production or our Youth Theatre from £1,500 a year.

## Awards

The Wharf was named Worcestershire Venue of the Year at the 2024 Worcestershire Culture Awards, and our 2023 production of Brassed Off was shortlisted for a UK Theatre Award.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    {
      text: 'what time does the box office open on a saturday',
      expect: 'What are your box office opening hours?',
    },
    { text: 'is the ticket desk open mondays?', expect: 'What are your box office opening hours?' },
    { text: 'do u charge extra for booking online', expect: 'Is there a booking fee?' },
    {
      text: 'if i come in and buy at the desk do i still pay the fee',
      expect: 'Is there a booking fee?',
    },
    {
      text: "we can't make thursday any more because of a work thing, can i move our tickets to the friday night?",
      expect: 'Can I swap my tickets for a different date?',
    },
    {
      text: 'cost to change to another date',
      expect: 'Can I swap my tickets for a different date?',
    },
    { text: 'how much is a programme', expect: 'Can I buy a programme?' },
    {
      text: 'my guide dog comes everywhere with me, is that ok inside the theatre',
      expect: 'Can I bring my assistance dog?',
    },
    {
      text: 'traffic on the A451 is terrible, we might be 10 mins late for the start – will they still let us in?',
      expect: 'What happens if I arrive late?',
    },
    { text: 'running late!!', expect: 'What happens if I arrive late?' },
    {
      text: 'can we take our glasses of wine in to watch the show',
      expect: 'Can I take drinks into the auditorium?',
    },
    { text: 'am i allowed a coffee at my seat', expect: 'Can I take drinks into the auditorium?' },
    {
      text: 'can i bring my 18 month old to an evening play, she would sit on my knee',
      expect: 'Is there a minimum age for shows?',
    },
    {
      text: 'does my toddler need her own ticket? shes 3',
      expect: 'Is there a minimum age for shows?',
    },
    {
      text: "do you do vouchers? want to get something for my mum's birthday",
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'how long does a voucher last before it expires',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'how do i get my actual tickets, do you post them out?',
      expect: 'How do I collect my tickets?',
    },
    {
      text: 'i ticked collect from box office – when can i pick them up on the night',
      expect: 'How do I collect my tickets?',
    },
    {
      text: 'can i order our drinks beforehand so theyre ready in the break',
      expect: 'Can I pre-order drinks for the interval?',
    },
    {
      text: 'think i left my scarf under my seat last night, has anyone handed it in',
      expect: 'Do you have lost property?',
    },
    {
      text: 'is it ok to take pictures while the show is on',
      expect: 'Am I allowed to take photos during the show?',
    },
    {
      text: 'roughly when do evening shows end? need to tell the babysitter',
      expect: 'What time will the show finish?',
    },
    { text: 'is there somewhere to leave our coats', expect: 'Is there a cloakroom?' },
    {
      text: 'coming straight from the station with a suitcase, can i bring it in with me?',
      expect: 'Is there a cloakroom?',
    },
    {
      text: "i'm recently retired and would love to help out as an usher, how do i go about it",
      expect: 'How can I volunteer at the Wharf?',
    },
    { text: 'how old do you have to be to volunteer', expect: 'How can I volunteer at the Wharf?' },
    {
      text: 'i run a small touring company, who do i contact about bringing our show to you',
      expect: 'How do I get my show programmed at the Wharf?',
    },
    { text: 'can you have a look round behind the scenes', expect: 'Do you run backstage tours?' },
    { text: 'how much is the backstage tour', expect: 'Do you run backstage tours?' },
    { text: 'can i bring the buggy in', expect: 'Can I bring a pushchair?' },
    { text: "where can i change my baby's nappy", expect: 'Can I bring a pushchair?' },
    {
      text: 'you keep emailing me, how do i make it stop',
      expect: 'How do I stop receiving your emails?',
    },
    {
      text: 'does it get really hot in there in the summer? is there air con',
      expect: 'Is the auditorium air conditioned?',
    },

    // ---- Ticket Terms and Conditions 2026
    {
      text: 'if you cancel a show how long does it take to get my money back',
      expect: 'Ticket Terms and Conditions 2026',
      fact: '28 days',
    },
    {
      text: 'can my 12 year old and her friend go and see a show by themselves',
      expect: 'Ticket Terms and Conditions 2026',
      fact: '18 or over',
    },
    {
      text: 'i bought tickets off a resale website for way more than the price on them, will they still work?',
      expect: 'Ticket Terms and Conditions 2026',
    },
    {
      text: 'the lead actor was off sick and the understudy went on instead, can i claim a refund',
      expect: 'Ticket Terms and Conditions 2026',
    },
    {
      text: 'the show was stopped in the second half because of a fire alarm. do we get anything back?',
      expect: 'Ticket Terms and Conditions 2026',
    },

    // ---- Venue Hire Rates 2026
    {
      text: 'how much to hire the studio for an evening',
      expect: 'Venue Hire Rates 2026',
      fact: '£280',
    },
    {
      text: "we're a local charity choir wanting to put on a concert, do you give any discount on hiring",
      expect: 'Venue Hire Rates 2026',
      fact: '20% discount',
    },
    {
      text: 'can we use our own caterer for a conference in the main theatre',
      expect: 'Venue Hire Rates 2026',
    },
    {
      text: 'what public liability cover do hirers need',
      expect: 'Venue Hire Rates 2026',
      fact: '£5 million',
    },
    {
      text: 'do you have a space with a proper dance floor for rehearsals, we are a contemporary dance company',
      expect: 'Venue Hire Rates 2026',
    },

    // ---- Friends of the Wharf Membership Guide 2026
    {
      text: 'how much is membership for me and my wife',
      expect: 'Friends of the Wharf Membership Guide 2026',
      fact: '£55',
    },
    {
      text: 'what perks do i get if i become a friend',
      expect: 'Friends of the Wharf Membership Guide 2026',
    },
    {
      text: 'when can members start booking for the panto this year',
      expect: 'Friends of the Wharf Membership Guide 2026',
      fact: '16 June',
    },
    {
      text: 'im 19, is there a cheaper membership for young people',
      expect: 'Friends of the Wharf Membership Guide 2026',
      fact: '£12',
    },
    {
      text: 'joined last week by mistake, can i get my money back',
      expect: 'Friends of the Wharf Membership Guide 2026',
    },

    // ---- Access Guide 2026
    {
      text: 'my husband uses a wheelchair, where would he sit in the main theatre',
      expect: 'Access Guide 2026',
      fact: 'row K',
    },
    {
      text: "my dad's hearing is going, is there any kind of listening system he can use during the show",
      expect: 'Access Guide 2026',
      fact: 'infrared',
    },
    {
      text: 'is there a changing places loo',
      expect: 'Access Guide 2026',
      fact: 'Stourport Civic Centre',
    },
    {
      text: 'what proof do i need to sign up to your access register',
      expect: 'Access Guide 2026',
    },
    {
      text: 'my son is autistic and struggles with loud noise, is there anything to help him cope',
      expect: 'Access Guide 2026',
    },

    // ---- Adult Classes and Workshops Spring Term 2026
    {
      text: 'are there any pottery classes in the evening after work',
      expect: 'Adult Classes and Workshops Spring Term 2026',
      fact: '6.30pm',
    },
    {
      text: 'how much is the grown up acting class on thursdays',
      expect: 'Adult Classes and Workshops Spring Term 2026',
      fact: '£95',
    },
    {
      text: 'can i try a class once before paying for the whole term',
      expect: 'Adult Classes and Workshops Spring Term 2026',
    },
    {
      text: 'did one ballet class and its not for me, can i get my money back',
      expect: 'Adult Classes and Workshops Spring Term 2026',
      fact: '£15 administration charge',
    },
    {
      text: 'is there a singing group i can join without auditioning',
      expect: 'Adult Classes and Workshops Spring Term 2026',
    },

    // ---- Schools and Groups Booking Pack 2026
    {
      text: "we're a WI of about 24 ladies wanting to see a play, is there any discount",
      expect: 'Schools and Groups Booking Pack 2026',
      fact: '£3 off each ticket',
    },
    {
      text: 'how many free teacher places do we get for a year 10 trip',
      expect: 'Schools and Groups Booking Pack 2026',
      fact: 'every 15 students',
    },
    {
      text: 'where can our coach park during the show',
      expect: 'Schools and Groups Booking Pack 2026',
      fact: 'Vale Road',
    },
    {
      text: 'can the school pay by invoice rather than card',
      expect: 'Schools and Groups Booking Pack 2026',
    },
    {
      text: 'do you come into schools to do drama sessions? how much',
      expect: 'Schools and Groups Booking Pack 2026',
    },

    // ---- Plan Your Visit | The Wharf Playhouse
    {
      text: 'nearest train station?',
      expect: 'Plan Your Visit | The Wharf Playhouse',
      fact: 'Kidderminster',
    },
    {
      text: 'where do i park, is anywhere free in the evening',
      expect: 'Plan Your Visit | The Wharf Playhouse',
    },
    {
      text: 'what time is the last bus back to kiddy after the show',
      expect: 'Plan Your Visit | The Wharf Playhouse',
      fact: '10.52pm',
    },
    {
      text: 'wifi password?',
      expect: 'Plan Your Visit | The Wharf Playhouse',
      fact: 'Wharf-Guest',
    },
    {
      text: 'is there anywhere to lock up my bike',
      expect: 'Plan Your Visit | The Wharf Playhouse',
    },

    // ---- Booking Tickets | The Wharf Playhouse
    {
      text: "which seats have the most leg room? my husband is 6'5",
      expect: 'Booking Tickets | The Wharf Playhouse',
      fact: 'row H',
    },
    {
      text: 'any cheap tickets for under 25s',
      expect: 'Booking Tickets | The Wharf Playhouse',
      fact: '£10 tickets',
    },
    {
      text: 'do we get allocated seats for the studio show or is it sit anywhere',
      expect: 'Booking Tickets | The Wharf Playhouse',
    },
    {
      text: 'booked an hour ago and still havent got a confirmation email',
      expect: 'Booking Tickets | The Wharf Playhouse',
    },
    {
      text: "i'm on pension credit, do you do reduced price tickets",
      expect: 'Booking Tickets | The Wharf Playhouse',
    },

    // ---- Eat and Drink at the Towpath Café Bar | The Wharf Playhouse
    {
      text: 'is the cafe open on sundays',
      expect: 'Eat and Drink at the Towpath Café Bar | The Wharf Playhouse',
      fact: 'May to September',
    },
    {
      text: 'how much is dinner before the show',
      expect: 'Eat and Drink at the Towpath Café Bar | The Wharf Playhouse',
      fact: '£19.50',
    },
    {
      text: 'can i bring my dog in for a coffee',
      expect: 'Eat and Drink at the Towpath Café Bar | The Wharf Playhouse',
    },
    {
      text: 'what beers have you got on tap',
      expect: 'Eat and Drink at the Towpath Café Bar | The Wharf Playhouse',
    },
    {
      text: 'do you do a kids meal and how much',
      expect: 'Eat and Drink at the Towpath Café Bar | The Wharf Playhouse',
      fact: '£5.50',
    },

    // ---- Wharf Youth Theatre | The Wharf Playhouse
    {
      text: 'my 9 year old loves acting, what day is the group for her age',
      expect: 'Wharf Youth Theatre | The Wharf Playhouse',
      fact: 'Tuesdays',
    },
    {
      text: 'youth theatre cost per term?',
      expect: 'Wharf Youth Theatre | The Wharf Playhouse',
      fact: '£78',
    },
    {
      text: "money's tight at the moment, is there any help with the fees for my son's drama group",
      expect: 'Wharf Youth Theatre | The Wharf Playhouse',
    },
    {
      text: 'does he have to audition to get in',
      expect: 'Wharf Youth Theatre | The Wharf Playhouse',
    },
    {
      text: 'when is the summer holiday musical course',
      expect: 'Wharf Youth Theatre | The Wharf Playhouse',
      fact: '27 July',
    },

    // ---- Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse
    {
      text: 'when does the panto start this year',
      expect: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
      fact: '27 November',
    },
    {
      text: 'how much for a family ticket to jack and the beanstalk',
      expect: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
      fact: '£82',
    },
    {
      text: 'is there a relaxed panto performance, my daughter has sensory issues',
      expect: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
      fact: '29 December',
    },
    {
      text: 'how long is the panto',
      expect: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
      fact: '2 hours 15 minutes',
    },
    {
      text: "who's playing the dame",
      expect: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
      fact: 'Gareth Penrose',
    },
    {
      text: 'any panto shows on boxing day',
      expect: 'Jack and the Beanstalk – Pantomime 2026 | The Wharf Playhouse',
    },

    // ---- About Us | The Wharf Playhouse
    { text: 'how old is the building', expect: 'About Us | The Wharf Playhouse', fact: '1834' },
    {
      text: "who's the artistic director there",
      expect: 'About Us | The Wharf Playhouse',
      fact: 'Helen Oduya',
    },
    {
      text: 'can i put a plaque on a seat in memory of my dad, how much would that be',
      expect: 'About Us | The Wharf Playhouse',
      fact: '£250',
    },
    {
      text: 'are you a registered charity? need the number for a form',
      expect: 'About Us | The Wharf Playhouse',
      fact: '1071843',
    },
    {
      text: 'our company would like to sponsor something at the theatre, what are the options',
      expect: 'About Us | The Wharf Playhouse',
    },
  ],

  requests: [
    {
      text: 'Please book 2 tickets for Jack and the Beanstalk on Saturday 12 December at 5pm, stalls if possible. Name is Joanne Fletcher.',
      expect: 'Appointments',
    },
    {
      text: 'could you reserve us a table for 4 for pre-theatre dinner this friday around 6pm',
      expect: 'Appointments',
    },
    {
      text: "We'd like to come and look round the Boathouse Studio for our wedding reception – is there a slot in the week of 9 March for a site visit?",
      expect: 'Appointments',
    },
    {
      text: 'pls sign my daughter amelia (10) up for a taster session at juniors youth theatre',
      expect: 'Appointments',
    },
    {
      text: 'Really disappointed with last night. The couple behind us talked through the whole second act and no usher did a thing about it. Not what you expect for £28 a seat.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a huge thank you to the front of house team on Saturday, they were so kind to my mum who uses a wheelchair. Fantastic evening all round!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the cafe gave my son a brownie with nuts in after i told them about his allergy. luckily we checked first but this needs taking seriously',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Can someone ring me back about hiring the main theatre for our dance school show in July? 07700 914328, ask for Lisa',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of the new season brochure, k.dawson@btinternet.com',
      expect: 'General Inquiry',
    },
    {
      text: "We're a local engineering firm interested in sponsoring the youth theatre. Could you send over some details and costs to mark.hollis@severnfab.co.uk?",
      expect: 'General Inquiry',
    },
    { text: 'can i speak to a real person please', expect: 'handoff' },
    { text: "this isn't helping, put me through to someone at the box office", expect: 'handoff' },
    { text: 'is there a member of staff around i can chat to about my booking', expect: 'handoff' },
  ],

  offTopic: [
    "what's on at the birmingham hippodrome this month",
    'can you recommend a good acting agent in London',
    'which drama schools are best for my daughter to apply to after A levels',
    'which theatre in worcester has the cheapest panto tickets',
    'is the stourport carnival on this weekend',
    "what's the weather going to be like in stourport tomorrow",
    'write me a short poem about the river severn',
    'whats a good recipe for lasagne',
    'what is the capital of australia',
    'who won the FA cup last year',
    "how do i reset my ticketmaster password, it won't let me log in",
    'when does Les Mis open in the West End',
    'who wrote the play blood brothers',
    'is there a premier inn in stourport',
  ],
};
