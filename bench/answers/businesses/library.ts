import type { Business } from '../types.js';

export const library: Business = {
  slug: 'library',
  name: 'Castlegate Library',
  field:
    'Town public library run by a charitable trust (membership, loans, events, public computers, room hire)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content: `We are open Tuesday and Thursday 9.30am to 7pm, Wednesday and Friday 9.30am to 5.30pm, and Saturday 9.30am to 4pm. We are closed on Sundays, Mondays and all bank holidays. Over Christmas we close from 24 December and reopen on 2 January.`,
    },
    {
      type: 'faq',
      title: 'How do I join the library?',
      content: `Joining is free and only takes a few minutes. Just come to the counter with something showing your name and current address, such as a driving licence, a bank statement or a council tax bill from the last three months. You can also fill in the form on our website and collect your card next time you visit.`,
    },
    {
      type: 'faq',
      title: 'Can my child have a library card?',
      content: `Yes, children can join from birth and their card is free. A parent or carer needs to sign the form and show proof of address. Children's cards have no charges for late books, and under-12s can only borrow from the children's and teenage collections unless a parent asks us to change this.`,
    },
    {
      type: 'faq',
      title: 'How many books can I borrow and for how long?',
      content: `Adults can have up to 15 items on their card at once and children up to 10. Books and audiobooks are lent for 3 weeks, and DVDs for 1 week. Your receipt and your online account both show the date each item is due back.`,
    },
    {
      type: 'faq',
      title: 'How do I renew my books?',
      content: `You can renew online through the library catalogue or the North Yorkshire Libraries app, by ringing us on 01423 860412, or at the counter. Each item can be renewed up to 3 times, as long as nobody else has reserved it.`,
    },
    {
      type: 'faq',
      title: 'Do you charge fines for late returns?',
      content: `No, we have been a fine-free library for books and audiobooks since April 2023. We still ask you to bring things back on time so other people can enjoy them. If something is more than 6 weeks overdue it is treated as lost and your card is blocked until it comes back.`,
    },
    {
      type: 'faq',
      title: "What happens if I lose or damage something I've borrowed?",
      content: `Please let us know as soon as you can. You will be asked to pay the replacement cost shown on your account plus a £2 administration fee. If the lost item turns up within 3 months and is in good condition, we will refund the replacement cost.`,
    },
    {
      type: 'faq',
      title: "Can I reserve a book that's already out?",
      content: `Yes. Place a reservation on the catalogue, on the app or at the counter and you will join the queue for the next available copy. We will send you a text or email when it is ready, and we keep it on the reservations shelf for 7 days.`,
    },
    {
      type: 'faq',
      title: 'Can I return books when the library is closed?',
      content: `Yes, there is a secure book drop in the wall by the side door on Briggate, which you can use any time. Items are checked in the next morning we are open, and you won't be charged for the days in between. Please don't put DVDs or Discovery Bags in the drop as they can get damaged.`,
    },
    {
      type: 'faq',
      title: 'Can I use my card at other libraries?',
      content: `Yes. Castlegate is a community-managed library in partnership with North Yorkshire Libraries, so your card works in all 42 libraries across the county. You can borrow from one and return to another, and reserve items from any of them.`,
    },
    {
      type: 'faq',
      title: "I've forgotten my PIN, what do I do?",
      content: `Bring your library card and some ID to the counter and we will reset it straight away. If you can't come in, ring us and we can send a new PIN to the email address on your account. Your PIN is 4 digits and is the same one you use for the public computers and online services.`,
    },
    {
      type: 'faq',
      title: 'Is there free Wi-Fi?',
      content: `Yes, Wi-Fi is free for everyone, whether or not you are a member. Connect to the network called Castlegate-Free-WiFi and accept the terms on the welcome page; there is no password. The signal reaches every room and the garden.`,
    },
    {
      type: 'faq',
      title: 'Can I suggest a book for the library to buy?',
      content: `Absolutely, we welcome suggestions. Fill in a "Suggest a Purchase" slip at the counter or use the form on our website. Our stock team reviews requests every fortnight and if we buy the book we reserve the first copy for you.`,
    },
    {
      type: 'faq',
      title: 'Do you accept donations of books?',
      content: `We are happy to take up to two carrier bags of books in good, clean condition, published in the last 10 years. Please bring them in during opening hours rather than leaving them in the book drop. We can't take encyclopaedias, textbooks, magazines or damp books, and most donations go to our book sale to raise funds.`,
    },
    {
      type: 'faq',
      title: 'How can I volunteer at the library?',
      content: `We couldn't open without our volunteers, who help on the counter, shelve books, run children's activities, deliver to housebound readers and garden. Pick up a volunteer application at the counter or email volunteers@castlegatelibrary.org.uk. You need to be 16 or over, and we ask for a minimum of one 3-hour shift a fortnight.`,
    },
    {
      type: 'faq',
      title: 'Do you run a book group?',
      content: `Yes, we have two. The Castlegate Readers meet on the second Wednesday of the month at 7pm, and the Afternoon Book Group meets on the last Friday of the month at 2pm. Both are free, we provide the reading group copies, and new members are always welcome.`,
    },
    {
      type: 'faq',
      title: 'Do you have newspapers and magazines?',
      content: `Yes, you can read today's papers in the reading area by the front window, including the Yorkshire Post, the Harrogate Advertiser, the Guardian, the Daily Telegraph and the i. We also have around 30 magazines, and back issues of magazines can be borrowed for 3 weeks.`,
    },
    {
      type: 'faq',
      title: 'Is there somewhere quiet to study?',
      content: `Yes, the Quiet Study Room on the first floor has 14 desks with power sockets and is a silent zone. Desks can't be booked, they are first come first served. During exam season (May and June) we keep two tables in the room for students.`,
    },
    {
      type: 'faq',
      title: 'Do you have local and family history resources?',
      content: `Our Local Studies Room holds books, maps, photographs, old copies of the Knaresborough Post on microfilm and parish registers for the town. It is staffed by volunteers on Tuesday and Thursday afternoons, and we recommend booking a microfilm reader in advance as there are only two.`,
    },
    {
      type: 'faq',
      title: 'Are there toilets and baby changing facilities?',
      content: `Yes, there is an accessible toilet with a baby changing table on the ground floor next to the children's library, and further toilets on the first floor. The toilets are for library visitors and are available whenever we are open.`,
    },
    {
      type: 'faq',
      title: 'Can I bring my dog into the library?',
      content: `Only assistance dogs are allowed inside the building. You are welcome to tie your dog up at the hook by the garden gate, and there is a water bowl there, but please don't leave dogs unattended for long.`,
    },

    // ---------------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Charges and Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `CASTLEGATE LIBRARY
Charges and Price List
Valid from 1 January 2026 to 31 December 2026

Castlegate Library is run by Castlegate Library Trust, registered charity no. 1174829. Joining the library and borrowing books is free. The charges below help us pay for services that are not covered by our grant from North Yorkshire Council. All prices include VAT where it applies.

MEMBERSHIP
Adult membership: Free
Children and young people (0 to 17): Free
Replacement library card (adult): £2.50
Replacement library card (under 18): first replacement free, then £1.00
Temporary membership for visitors to the area (up to 3 months): Free, maximum 4 items

BORROWING
Books, large print and talking books: Free
Adult DVDs and Blu-rays: £2.00 per item for 7 days
Children's DVDs: 80p per item for 7 days
Overdue DVDs and Blu-rays: 20p per item per day, up to a maximum of £6.00 per item
Discovery Bags (themed activity bags for families): Free for 3 weeks
Board games: Free for 3 weeks

RESERVATIONS AND REQUESTS
Reserving an item held anywhere in the North Yorkshire Libraries network: Free
Inter-library loan from a library outside North Yorkshire: £4.50 per item
Inter-library loan from the British Library: £9.00 per item
Photocopied journal articles from the British Library: £6.50 per article
Accessible-format items for blind and partially sighted readers: Free

COMPUTERS
Computer use for library members: first 2 hours each day free
Additional computer time for members: £1.00 per 30 minutes
Computer use for non-members (guest ticket): £2.00 per hour
Headphones (yours to keep): £2.00
USB memory stick, 16GB: £5.00

PRINTING, COPYING AND SCANNING
Black and white, A4: 15p per side
Black and white, A3: 30p per side
Colour, A4: 60p per side
Colour, A3: £1.20 per side
Prices are the same for printing and photocopying.
Scanning to email or USB stick: Free
Laminating, A4: £1.50 per sheet
Laminating, A3: £2.50 per sheet
Prints from the microfilm reader (Local Studies Room): 50p per sheet

HELP FOR JOB SEEKERS
If you receive Universal Credit, Jobseeker's Allowance or Pension Credit you can print up to 20 black and white sides a week free of charge for job applications, CVs and benefit forms. Please show your award letter or online statement at the counter the first time you use this.

OTHER SERVICES
Exam invigilation for distance learners (by arrangement with the Library Manager): £25.00 per exam
Book sale: paperbacks 50p, hardbacks £1.00, children's books 20p
Castlegate Library tote bag: £4.00
Local history booklets: from £3.50
Home Library Service: Free

HOW TO PAY
You can pay at the counter by cash, contactless or debit and credit card. Card payments are accepted for any amount. Charges on your account can also be paid online through the library catalogue. We are not able to accept cheques for charges.

Room hire rates are published separately on the Room Hire page of our website. If you have any questions about a charge on your account, please ask a member of staff.`,
    },
    {
      type: 'document',
      title: 'Room Hire Terms and Conditions',
      fileName: 'room-hire-terms-and-conditions.pdf',
      content: `CASTLEGATE LIBRARY TRUST
ROOM HIRE TERMS AND CONDITIONS
Effective from 1 April 2025

These terms apply to all hire of the Nidd Room, the Blind Jack Room and the Study Pod at Castlegate Library, 12 Castlegate, Knaresborough HG5 8AR. By signing the booking form the hirer agrees to them.

1. BOOKINGS
1.1 All bookings must be made using the Room Hire Booking Form. A provisional booking will be held for 7 days while we wait for the completed form and any deposit.
1.2 The hirer must be aged 18 or over and must be present for the whole booking.
1.3 Regular bookings (weekly, fortnightly or monthly) are reviewed every 6 months.

2. PAYMENT AND DEPOSIT
2.1 A refundable damage deposit of £50 is required for all one-off bookings. Regular hirers with a good record do not pay a deposit.
2.2 The hire fee must be paid in full no later than 14 days before the booking date. Regular hirers are invoiced monthly in arrears and invoices must be paid within 30 days.
2.3 The deposit will be returned within 10 working days of the booking, less any deductions under sections 5 and 8.

3. CANCELLATIONS
3.1 If the hirer cancels with more than 28 days' notice, the hire fee is refunded in full.
3.2 If the hirer cancels with between 14 and 28 days' notice, 50% of the hire fee is refunded.
3.3 If the hirer cancels with less than 14 days' notice, no refund of the hire fee is given.
3.4 The Trust may cancel a booking in exceptional circumstances, for example a building emergency or the use of the library as a polling station. In that case all money paid is refunded, but the Trust accepts no liability for any other costs.

4. TIMINGS AND ACCESS
4.1 The booked time must include time for setting up and clearing away.
4.2 Evening bookings must end by 10pm and the building must be empty by 10.15pm.
4.3 For bookings outside library opening hours a keyholder will be present throughout.
4.4 If a booking overruns, the extra time will be charged at the full hourly rate.

5. USE OF THE ROOMS
5.1 The hirer must not exceed the maximum capacity stated on the booking confirmation.
5.2 Alcohol may not be sold on the premises. Alcohol may be served free of charge only with prior written permission from the Library Manager.
5.3 Smoking and vaping are not permitted anywhere on the premises, including the garden.
5.4 Nothing may be fixed to the walls, windows or doors. Please use the display boards provided; Blu Tack, drawing pins and sticky tape are not allowed.
5.5 Candles and other naked flames, confetti and glitter are not permitted.
5.6 The kitchenette may be used for tea, coffee and cold buffets. Cooking hot food is not allowed.
5.7 At children's parties there must be at least one adult for every 10 children at all times. Bouncy castles and other inflatables are not permitted.
5.8 The rooms may not be used for any unlawful purpose or for any activity that promotes hatred or discrimination.

6. INSURANCE AND LIABILITY
6.1 Commercial hirers, and anyone running a class or paid activity, must hold public liability insurance of at least £5 million and provide a copy on request.
6.2 The Trust is not liable for the loss of, or damage to, any property brought onto the premises by the hirer or their guests.
6.3 The hirer is responsible for any damage to the building, furniture or equipment caused during the booking.

7. HEALTH AND SAFETY
7.1 The hirer must make themselves familiar with the fire exits. The fire assembly point is at the far end of the library garden by the Briggate gate.
7.2 A first aid kit is kept in the kitchenette. Any accident must be recorded in the accident book at the counter.
7.3 Any electrical equipment brought in by the hirer must have a current PAT test.

8. LEAVING THE ROOM
8.1 Tables and chairs must be returned to the layout shown on the plan inside the door, and all rubbish must be taken away.
8.2 If a room is left untidy, a cleaning charge of £25 may be deducted from the deposit or invoiced.

9. SAFEGUARDING
Groups working with children or vulnerable adults must have their own safeguarding policy and make sure their leaders hold a current DBS check. A copy of the policy must be provided with the booking form.`,
    },
    {
      type: 'document',
      title: 'Library Code of Conduct',
      fileName: 'code-of-conduct.pdf',
      content: `CASTLEGATE LIBRARY
Code of Conduct for Library Users
Approved by the Board of Trustees, September 2024

Our Promise to You
Castlegate Library is a free, welcoming space for everyone in Knaresborough and the surrounding villages. Our staff and volunteers will treat you with courtesy and respect, protect your privacy and help you find what you need. In return we ask everyone who uses the library to follow this code so that it stays a safe and pleasant place for all.

What We Ask of You
- Treat staff, volunteers and other visitors with respect.
- Look after library books, equipment and furniture.
- Keep noise to a level that does not disturb others.
- Follow reasonable instructions from staff, including in an emergency.

Food and Drink
Cold drinks in bottles and hot drinks in cups with a lid are welcome in most areas. Please do not take any food or drink into the Local Studies Room or onto the computer desks. Light snacks are fine in the reading area and the garden, but please do not eat hot food or takeaways in the library.

Mobile Phones and Noise
Please keep your phone on silent. If you need to make or take a call, please go to the foyer or the garden. The Quiet Study Room is a silent area. The children's library is a lively space and we expect some noise there, especially during our under-5s sessions.

Children and Young People
We love having children in the library, but library staff cannot be responsible for them.
- Children under 10 must be accompanied at all times by a parent, carer or another responsible person aged 16 or over.
- Children aged 10 and over may visit on their own, but parents and carers remain responsible for them.
- If a child under 16 is still in the library at closing time and we cannot contact a parent or carer, two members of staff will stay with them and we may contact the police for help.

Photography and Filming
Please ask a member of staff before taking photographs or filming in the library. You must not photograph or film other visitors, children or staff without their permission.

Bicycles, Scooters and Pushchairs
Bicycles must be left in the cycle racks outside. E-scooters, bicycles and skateboards are not allowed inside the building. Pushchairs are welcome, and there is a buggy park in the children's library.

Alcohol, Smoking and Drugs
Alcohol may not be drunk in the library except at licensed events organised by the library. Smoking and vaping are not allowed anywhere on the premises, including the garden. Anyone who appears to be under the influence of alcohol or drugs may be asked to leave.

Unacceptable Behaviour
We will not tolerate:
- verbal or physical abuse, threats or harassment of staff, volunteers or visitors
- racist, sexist, homophobic or other discriminatory language or behaviour
- theft or deliberate damage to library property
- viewing illegal or offensive material on library computers or your own devices

What Happens If the Code Is Broken
Staff will usually speak to you first and ask you to change your behaviour. If the problem continues, or is serious, you may be asked to leave the building. In serious or repeated cases the Library Manager may exclude a person from the library for up to 12 months, and this will be confirmed in writing. Any crime will be reported to the police.

Comments, Compliments and Complaints
We want to hear what you think of the library. You can speak to the duty manager, fill in a comment card at the counter or email feedback@castlegatelibrary.org.uk. We will reply to written complaints within 10 working days. If you are not happy with our response, you can ask for your complaint to be reviewed by the Chair of Trustees.`,
    },
    {
      type: 'document',
      title: 'Public Computer and Wi-Fi Acceptable Use Policy',
      fileName: 'computer-and-wifi-acceptable-use-policy.pdf',
      content: `CASTLEGATE LIBRARY TRUST
PUBLIC COMPUTER AND WI-FI ACCEPTABLE USE POLICY
Version 3, January 2025

1. SCOPE
This policy applies to everyone using the 10 public computers at Castlegate Library and to anyone connecting their own device to the library Wi-Fi. By logging on you agree to follow it.

2. WHO CAN USE THE COMPUTERS
2.1 Library members log on with their library card number and PIN.
2.2 Visitors who are not members can ask at the counter for a guest ticket. Photo ID is needed to issue a guest ticket.
2.3 Children under 12 must have a parent or carer sitting with them for the whole session.
2.4 Young people aged 12 to 15 can use the computers on their own if a parent or carer has signed the internet consent section of their membership form.

3. BOOKING AND TIME LIMITS
3.1 Sessions last up to 1 hour. If nobody is waiting, you can extend your session from the screen.
3.2 The maximum use per person is 3 hours a day.
3.3 Computers can be booked up to 7 days ahead at the counter, by phone or online. A booked computer is held for 10 minutes after the start time and is then released to other users.
3.4 Computer 1 has a large-print keyboard, a 27-inch screen and screen-reading software, and is kept for people who need it.

4. INTERNET FILTERING
4.1 Internet access is filtered to block sites that are illegal or that contain pornography, extreme violence or terrorist material.
4.2 No filter is perfect. If a site you need has been blocked by mistake, ask staff to have it reviewed. We aim to decide within 2 working days.

5. UNACCEPTABLE USE
You must not use library computers or Wi-Fi to:
- access, create or share illegal material, including material that breaches copyright
- view pornographic or obscene material
- harass, bully, threaten or defraud anyone
- attempt to get around the filter, for example using a VPN or proxy site
- install software or change any computer settings
- download or share films, music or games illegally
- send bulk unsolicited email

6. PRIVACY AND SECURITY
6.1 Everything on a library computer is deleted when you log off, including documents, downloads and browsing history. Save your work to a USB stick or your own cloud storage before you finish.
6.2 Please remember that computer screens can be seen by other people. Staff may look at a screen if they believe this policy is being broken.
6.3 A log of websites visited from each computer is kept for 60 days for security purposes and is only examined if we receive a complaint or a request from the police.
6.4 Always log out of email, banking and other accounts before you leave.

7. WI-FI
7.1 Wi-Fi sessions last 4 hours, after which you need to accept the terms again.
7.2 To keep the connection fair for everyone, video streaming and large downloads are slowed down.
7.3 The library Wi-Fi is a public network. We recommend you do not use it for online banking unless you use a secure (https) website.
7.4 The Trust is not responsible for the security of your device, and we cannot install or set up anything on your laptop, tablet or phone.

8. PRINTING
Documents printed from library computers go to the print station by the counter. Jobs are kept in the queue until the end of the day and are charged when released, at the prices in our current Price List.

9. BREAKING THIS POLICY
If you break this policy, staff may end your session straight away. Serious or repeated breaches can lead to your computer access being suspended for up to 3 months, or to exclusion from the library under the Code of Conduct. Illegal activity will be reported to the police.

10. DISCLAIMER
The Trust is not liable for any loss of data, damage to equipment or devices, or loss arising from the use of library computers or Wi-Fi.`,
    },
    {
      type: 'document',
      title: 'Home Library Service Guide',
      fileName: 'home-library-service-guide.pdf',
      content: `CASTLEGATE LIBRARY
HOME LIBRARY SERVICE
A guide for readers and their families

What Is the Home Library Service?
If you love reading but can't get to the library, we can bring the library to you. Our trained volunteers deliver books, audiobooks and other items to readers at home, and collect them again when you have finished. The service is free of charge.

Who Can Use It?
The service is for anyone who cannot easily visit the library because of age, illness, disability or caring responsibilities. This can be for a short time, for example while you recover from an operation, or for as long as you need it. We deliver to homes in Knaresborough and in villages within 5 miles of the library, including Scriven, Farnham, Ferrensby, Goldsborough and Flaxby.

What Can I Borrow?
You can have up to 20 items at a time, including:
- large print books
- audiobooks on CD and MP3 players preloaded with a book
- ordinary print books
- DVDs (there is no hire charge for Home Library Service members)
- magazines
We can also show you how to download free eBooks and eAudiobooks if you have a tablet or smartphone.

How Often Will You Visit?
A volunteer will call every 4 weeks, usually on a Tuesday or Thursday between 10am and 3pm. Wherever possible it will be the same volunteer each time, so you get to know each other. We will phone you the day before to confirm.

How Are My Books Chosen?
When you join, a volunteer will visit to talk about what you like to read, your favourite authors and anything you would rather avoid. We keep this as your reader profile and choose books to suit you. You can also ask for particular titles, and we will reserve them for you. There is no reservation charge.

Our Volunteers
All Home Library Service volunteers have an enhanced DBS check and have been trained by the library. They will always carry a Castlegate Library photo ID card on a green lanyard. If you are not sure, don't open the door - ring the library and we will confirm who they are.
Our volunteers will never ask you for money or bank details, and they are not able to accept gifts.

Care Homes and Sheltered Housing
We also offer a collection of up to 40 books, changed every month, for care homes and sheltered housing schemes in our area. Please ask the manager of your home to contact us.

Holidays and Breaks
If you are going away, going into hospital or simply want a break from deliveries, let us know and we will pause your visits until you are ready.

If Circumstances Change
If a reader moves into care or sadly passes away, please let us know. We will arrange to collect any library items, and no charge will be made for anything that cannot be found.

How to Sign Up
You can refer yourself, or a relative, friend, GP, social worker or carer can contact us for you (with your agreement). Please contact our Home Library Service Coordinator, Margaret Holroyd:
Telephone: 01423 860415 (Tuesday to Friday, 9.30am to 1pm)
Email: home@castlegatelibrary.org.uk
Or write to: Home Library Service, Castlegate Library, 12 Castlegate, Knaresborough HG5 8AR`,
    },
    {
      type: 'document',
      title: 'Privacy Notice',
      fileName: 'privacy-notice.pdf',
      content: `CASTLEGATE LIBRARY TRUST
PRIVACY NOTICE FOR LIBRARY USERS
Last updated: March 2025

Who We Are
Castlegate Library Trust (registered charity 1174829) runs Castlegate Library, 12 Castlegate, Knaresborough HG5 8AR. We are the data controller for the personal information described in this notice. We share a library management system with North Yorkshire Council, which acts as a joint controller for membership records.

What Information We Collect
- Your name, address, date of birth, email address and phone number when you join
- Details of the items you have on loan, reservations and any charges
- Records of your sessions on the public computers
- Bookings for events and room hire
- Gift Aid declarations and donation records if you support us
- CCTV images recorded in and around the building

Why We Use It
We use your information to run your library membership, lend and reserve items, send you notices about loans and reservations, manage computer bookings and room hire, claim Gift Aid and keep the building safe. Our lawful basis is mainly public task and legitimate interests. For Gift Aid we rely on legal obligation, and for our e-newsletter we rely on your consent.

Your Borrowing History
We record the items you currently have on loan. Once an item has been returned and any charge has been cleared, the link between you and that item is removed after 28 days. If you would like a record of what you have read, you can switch on Reading History in your online account and turn it off again at any time.

Who We Share It With
We only share your information where we need to, with:
- North Yorkshire Council, which hosts the library management system
- the suppliers of our eBook and eAudiobook services, only when you sign up to use them
- HMRC, for Gift Aid claims
- the police or other authorities, where the law requires it
We never sell your personal information or share it for other organisations' marketing.

How Long We Keep It
- Membership records: deleted 3 years after you last used your card
- CCTV recordings: 31 days, unless needed for an investigation
- Gift Aid declarations: 6 years after your last donation
- Room hire records: 6 years after the booking
- Event booking lists: 3 months after the event

Children
Children under 13 can only join with the consent of a parent or carer, who can ask to see the information we hold about their child.

Newsletters
We only send our monthly e-newsletter if you ask for it. Every email has an unsubscribe link, or you can ask staff to remove you.

Your Rights
You have the right to:
- ask for a copy of the information we hold about you (a subject access request)
- ask us to correct anything that is wrong
- ask us to delete your information, where we have no reason to keep it
- object to how we use your information
There is no charge for a subject access request and we will respond within one month.

Contact Us
Our Data Protection Lead is Helen Marsh, Library Manager. Email privacy@castlegatelibrary.org.uk or write to Data Protection, Castlegate Library, 12 Castlegate, Knaresborough HG5 8AR.
If you are unhappy with how we have handled your information, you can complain to the Information Commissioner's Office (ICO) at ico.org.uk or on 0303 123 1113.`,
    },

    // ---------------------------------------------------------------- Website pages
    {
      type: 'website',
      title: 'Visit Us | Castlegate Library',
      url: 'https://www.castlegatelibrary.org.uk/visit',
      content: `# Visit Castlegate Library

Castlegate Library, 12 Castlegate, Knaresborough, North Yorkshire HG5 8AR
Telephone 01423 860412 | hello@castlegatelibrary.org.uk

You'll find us in the old Carnegie library building at the top of Castlegate, two minutes' walk from the Market Place and opposite the entrance to the castle grounds. Everyone is welcome to come in, browse and use the reading areas, whether or not you are a member.

## Getting here by train

Knaresborough station is a 6-minute walk away. Trains run every 30 minutes from Harrogate and Leeds and every hour from York. From the station, walk up Kirkgate and turn right onto Castlegate. Kirkgate is steep; for a flatter route, go along Station Road and up Park Place.

## Getting here by bus

Harrogate Bus Company's service 1 runs between Harrogate and Knaresborough every 10 minutes during the day. Get off at Knaresborough Bus Station, which is a 4-minute walk from the library. Service 1A continues to Wetherby Road.

## Parking

The library does not have its own car park. The nearest is Chapel Street car park (HG5 8AL), a pay and display long-stay car park about 3 minutes' walk away. There is short-stay parking in the Market Place for up to 2 hours, but it is often busy on Wednesdays, which is market day. There are two Blue Badge parking bays directly outside the library on Castlegate.

If you're cycling, there are cycle racks for 8 bikes inside the garden gate on Briggate.

## Accessibility

- The main entrance on Castlegate has three steps. Step-free access is through the garden entrance on Briggate, which has a gentle ramp and an automatic door.
- A lift goes to the first floor, including the Local Studies Room and meeting rooms.
- There is a hearing loop at the counter and in the Nidd Room.
- Magnifiers and reading glasses can be borrowed at the counter.
- Seating is available throughout the library, including chairs with arms.
- Quiet Hour: every Tuesday from 9.30 to 10.30am we dim the lights, turn off the self-service announcements and keep noise low, for anyone who finds busy spaces difficult.

If you have any access needs, please ring us before your visit and we will do what we can to help.

## Inside the library

Ground floor: adult lending, the children's library, the counter, self-service machines and the public computers.
First floor: the Local Studies Room, the Quiet Study Room, the Nidd Room and the Blind Jack Room.
Our garden reading area, with tables and deckchairs, is open from April to September.`,
    },
    {
      type: 'website',
      title: "What's On | Castlegate Library",
      url: 'https://www.castlegatelibrary.org.uk/whats-on',
      content: `# What's On at Castlegate Library

There's something happening at the library nearly every day. Our regular sessions are listed below, and one-off events are on the calendar on our homepage and in the What's On leaflet at the counter.

## Babies and toddlers

**Bounce and Rhyme** - Tuesdays, 10.30 to 11am. Songs, rhymes and bouncing for babies and children up to 2 years, with their grown-ups. Free, no need to book.

**Toddler Tales** - Fridays, 10.30 to 11am. Stories, songs and a simple craft for ages 2 to 4. Free, no need to book.

## Children

**Saturday Storytime** - Every Saturday at 11am in the children's library, for ages 3 to 7. Free.

**Lego Club** - Thursdays, 4 to 5pm, for ages 6 to 11. £1 per child, pay on the day. Children under 8 must have an adult with them.

**Code Club** - Every other Wednesday in term time, 4.15 to 5.30pm, for ages 9 to 13. Children learn to make games and animations with Scratch and Python. Free, but places are limited, so booking is essential.

**Summer Reading Challenge** - Every summer from July to September. Children read 6 library books over the holidays and collect stickers and rewards, with a medal and certificate for everyone who finishes. Free to join.

## Teenagers

**Manga and Anime Club** - First Saturday of the month, 2 to 3.30pm, for ages 12 to 17. Free, snacks provided.

## Adults

**Knit and Natter** - Fridays, 2 to 4pm. Bring your own knitting, crochet or sewing and enjoy a chat. Free, with tea and biscuits for 50p.

**Digital Drop-in** - Wednesdays, 10am to 12 noon. Friendly volunteers help you get to grips with smartphones, tablets, email, online shopping and the NHS App. Free. You can just turn up, but we recommend booking a 20-minute slot so you don't have to wait.

**Memory Café** - Last Thursday of the month, 2 to 3.30pm. A relaxed, friendly afternoon with music, reminiscence and refreshments for people living with dementia and the people who care for them, run with Knaresborough Dementia Friends. Free.

**Chess Club** - Tuesdays, 6 to 7pm. All abilities welcome, boards provided. Free.

## Author talks and special events

We host around 10 author evenings a year, usually on Thursdays at 7pm in the Nidd Room. Tickets are £6, or £4 for Friends of Castlegate Library, and include a glass of wine or a soft drink. Books can be bought and signed on the night.

## Booking and tickets

Free sessions don't need booking unless we say so. For Code Club, Digital Drop-in slots and ticketed events, book online through TicketSource, at the counter or by ringing 01423 860412. If you can't come, please let us know so we can offer your place to someone else.`,
    },
    {
      type: 'website',
      title: 'Room Hire | Castlegate Library',
      url: 'https://www.castlegatelibrary.org.uk/room-hire',
      content: `# Room Hire at Castlegate Library

Our rooms are used by community groups, businesses, tutors and families throughout the week. Every booking helps to keep the library open, so hiring a room is a great way to support us.

## Our rooms

### The Nidd Room
Our largest room, on the first floor with lift access. It holds up to 40 people seated in rows, 30 at tables or 60 standing. It has a ceiling projector and screen, a sound system with two microphones, a hearing loop and its own kitchenette with a hot water urn. Ideal for talks, classes, meetings, exhibitions and parties.

### The Blind Jack Room
Named after John Metcalf, "Blind Jack of Knaresborough", the 18th-century road builder. A meeting room with a boardroom table seating 12, a 55-inch screen with HDMI connection, and a 360-degree camera and speakerphone for video calls. Ideal for meetings, training and interviews.

### The Study Pod
A small, soundproofed room on the ground floor for 2 to 4 people, with a desk, a power supply and Wi-Fi. Ideal for tutoring, one-to-one meetings, remote working and online interviews.

## Prices

All prices are per hour, with a minimum booking of one hour.

Nidd Room: community groups and registered charities £18, private and commercial £30
Blind Jack Room: community groups and registered charities £12, private and commercial £20
Study Pod: £6 for everyone

Day rates for the Nidd Room (private and commercial): half day (up to 4 hours) £100, full day (up to 8 hours) £180.

Bookings outside library opening hours have an extra charge of £15 per booking to cover a keyholder.

Tea and coffee can be provided for £1.20 per person. You are welcome to bring your own refreshments.

Job seekers can use the Study Pod free of charge for an online job interview - just ask at the counter.

## Children's parties

The Nidd Room is available for children's parties on Saturday afternoons after the library closes and on Sundays. Our party package costs £95 for 3 hours and includes tables and chairs set out, use of the kitchenette and a box of party games. Add a 30-minute story and craft session with one of our children's team for £30.

## When can I book?

Rooms can be booked during library opening hours and in the evenings from Tuesday to Saturday. Sunday bookings are available by arrangement.

## How to book

Check availability on our online booking calendar, then email rooms@castlegatelibrary.org.uk or call 01423 860412 and ask for Tom Akers, our Facilities Officer. We can hold a provisional booking while you decide. Please read our Room Hire Terms and Conditions before you book.`,
    },
    {
      type: 'website',
      title: 'About Us | Castlegate Library Trust',
      url: 'https://www.castlegatelibrary.org.uk/about',
      content: `# About Castlegate Library Trust

Castlegate Library is an independent, community-run public library in the heart of Knaresborough. We are run by Castlegate Library Trust, a local charity, in partnership with North Yorkshire Libraries.

## Our story

The library building opened in 1908 as the Knaresborough Free Library, paid for by a gift of £3,000 from the Scottish-American philanthropist Andrew Carnegie. For more than a century it was run by the county council.

In 2016 the council announced that many of its smaller libraries would have to be run by their communities or close. Hundreds of local people came to a public meeting in the Market Place, and a group of residents set up Castlegate Library Trust to save the library. The Trust took over in April 2017 on a 25-year lease of the building, and the library was renamed Castlegate Library after the street it stands on.

Since then we have added the garden reading area, refurbished the Nidd Room, put in a lift and extended our opening hours.

## How we are run

Castlegate Library Trust is a registered charity (no. 1174829) and a company limited by guarantee (no. 10598213). It is governed by a board of nine volunteer trustees, who are elected at our Annual General Meeting each September.

Chair of Trustees: Dr Ruth Pennington
Treasurer: Ian Sowerby

Our small staff team looks after the day-to-day running of the library:
- Helen Marsh, Library Manager
- Priya Shah, Children and Families Librarian
- Tom Akers, Facilities Officer
- Margaret Holroyd, Home Library Service Coordinator
- Two part-time Library Assistants

They are supported by around 120 volunteers, who together give more than 9,000 hours a year.

## Where our money comes from

Running the library costs about £210,000 a year. In 2024/25 our income came from:
- 38% grant from North Yorkshire Council
- 25% donations, Friends' subscriptions and fundraising
- 22% room hire and library charges
- 15% grants from trusts and foundations, including the National Lottery Community Fund

## Our year in numbers (2024/25)

- 4,800 active members
- 71,000 items borrowed
- 52,000 visits
- 310 events and activities

## Get involved

Any library member aged 18 or over can become a voting member of the Trust free of charge and have a say at the AGM. Our annual report and accounts are available at the counter and on the Charity Commission website.`,
    },
    {
      type: 'website',
      title: 'Support Us | Castlegate Library',
      url: 'https://www.castlegatelibrary.org.uk/support-us',
      content: `# Support Your Library

Castlegate Library exists because local people stepped in to save it. Our council grant covers less than half of our running costs, so every donation, subscription and sponsorship really does keep the doors open.

## Make a donation

You can give a one-off or monthly donation online through our secure donation page, in the donation box by the counter, or by cheque made payable to "Castlegate Library Trust" and posted to 12 Castlegate, Knaresborough HG5 8AR.

- £10 buys two new picture books for the children's library
- £25 pays for a month of Bounce and Rhyme
- £100 keeps the library open for an extra hour

## Gift Aid

If you are a UK taxpayer, Gift Aid lets us claim an extra 25p from the government for every £1 you give, at no cost to you. Just tick the Gift Aid box when you donate, or fill in a Gift Aid declaration form at the counter.

## Become a Friend of Castlegate Library

The Friends of Castlegate Library have supported the library since 2017. Membership costs £15 a year for an individual, £25 for a household, or £8 for students and people on benefits.

As a Friend you will receive:
- our quarterly newsletter, The Castlegate Chronicle
- £2 off tickets for author evenings
- early entry to our big spring and autumn book sales
- an invitation to the Friends' summer garden party

## Sponsor a Shelf

For £150 a year you can sponsor a shelf in the library and have a small brass name plate with your name, your business's name, or a dedication to someone special. Many people sponsor a shelf in memory of a loved one who enjoyed the library.

## Leave a gift in your will

A gift in your will, however large or small, can help the library serve Knaresborough for generations to come. To leave a legacy, you will need our full name, Castlegate Library Trust, and our charity number, 1174829. If you would like to talk to us in confidence, please contact our Chair of Trustees through the library.

## Business supporters

Local businesses can support the library through corporate sponsorship, starting at £500 a year. Sponsors are thanked on our website and on the supporters' board in the foyer, and can use the Blind Jack Room for free for up to four meetings a year. Our current supporters include Nidderdale Accountants, Waterside Dental Practice and Castle Hill Estate Agents.

## Shop and raise money

Sign up to easyfundraising and choose Castlegate Library Trust as your cause, and hundreds of online shops will make a donation to us every time you shop, at no extra cost to you.`,
    },
    {
      type: 'website',
      title: 'Online Library and eResources | Castlegate Library',
      url: 'https://www.castlegatelibrary.org.uk/online-library',
      content: `# Online Library

Your library card gives you free access to thousands of eBooks, eAudiobooks, magazines and newspapers, plus research and learning websites. Most of them work 24 hours a day from home. You'll need your library card number and PIN to sign in.

## eBooks and eAudiobooks

We offer two free apps:

**BorrowBox** - download the BorrowBox Library app and choose North Yorkshire Libraries. You can borrow up to 8 eBooks and 8 eAudiobooks at a time, each for 21 days.

**Libby** - download the Libby app for a further selection of bestsellers and new titles, with up to 6 loans at a time.

Items return themselves automatically at the end of the loan, so there's nothing to remember and nothing to pay. Library eBooks don't work on Kindle e-readers, but you can use the apps on a Kindle Fire tablet, a smartphone, an iPad or an Android tablet.

## Magazines and newspapers

**PressReader** gives you today's newspapers and thousands of magazines from the UK and around the world, on the day they are published. Sign in with your library card for unlimited access.

**Libby Magazines** has more than 3,000 popular magazines, from cookery and gardening to computing, which you can keep for as long as you like.

## Family history and research

**Ancestry Library Edition** and **Findmypast** are free, but because of the suppliers' licences they can only be used on the library computers or on our Wi-Fi in the building.

**Britannica Library** - an online encyclopaedia for children and adults, available from home.

**Which? Online** - product reviews and consumer advice, available on library computers only.

## Learning

**Transparent Language Online** - learn over 100 languages, from French and Spanish to Japanese and British Sign Language, with courses for beginners and improvers.

**Theory Test Pro** - practise for your car or motorcycle driving theory test with mock tests and hazard perception clips, from home.

## Printing from your own device

You can print from your phone, tablet or laptop, wherever you are. Email your document as an attachment to print@castlegatelibrary.org.uk and you'll get a reply with a release code. Then come to the print station by the counter within 24 hours, enter the code and pay for your printing.

## Need help?

If you're new to eBooks or can't get an app working, come along to our Digital Drop-in on Wednesday mornings or ask at the counter.`,
    },
  ],

  questions: [
    // ---------------- FAQ targets
    { text: 'what time do you shut on a thursday', expect: 'What are your opening hours?' },
    { text: 'are you open mondays', expect: 'What are your opening hours?' },
    { text: 'open on sunday?', expect: 'What are your opening hours?' },
    { text: 'how do i sign up for a library card', expect: 'How do I join the library?' },
    {
      text: 'just moved to knaresborough, what do i need to bring in to become a member',
      expect: 'How do I join the library?',
    },
    {
      text: 'can my 4 year old get her own card or does she have to use mine',
      expect: 'Can my child have a library card?',
    },
    {
      text: 'how long can i keep books for',
      expect: 'How many books can I borrow and for how long?',
    },
    {
      text: 'whats the max number of items i can take out at one time',
      expect: 'How many books can I borrow and for how long?',
    },
    {
      text: 'not finished my book yet and its due tomorrow, can i keep it longer',
      expect: 'How do I renew my books?',
    },
    { text: 'can i extend my loans over the phone', expect: 'How do I renew my books?' },
    {
      text: 'will i get fined, my books are about a week late',
      expect: 'Do you charge fines for late returns?',
    },
    {
      text: 'do you still do overdue charges on books',
      expect: 'Do you charge fines for late returns?',
    },
    {
      text: 'my dog chewed the cover of a library book, what now?',
      expect: "What happens if I lose or damage something I've borrowed?",
    },
    {
      text: 'i think ive lost one of the books i borrowed',
      expect: "What happens if I lose or damage something I've borrowed?",
    },
    {
      text: 'the book i want is out on loan, can i get in the queue for it',
      expect: "Can I reserve a book that's already out?",
    },
    {
      text: 'is there a box to drop books back after hours',
      expect: 'Can I return books when the library is closed?',
    },
    {
      text: 'can i post my books through a slot on sunday when your shut',
      expect: 'Can I return books when the library is closed?',
    },
    {
      text: 'can i take my books back to harrogate library instead, i work there',
      expect: 'Can I use my card at other libraries?',
    },
    {
      text: 'does my card work in other north yorkshire libraries',
      expect: 'Can I use my card at other libraries?',
    },
    { text: 'forgot my pin number', expect: "I've forgotten my PIN, what do I do?" },
    {
      text: 'cant remember my 4 digit code to log in to my account',
      expect: "I've forgotten my PIN, what do I do?",
    },
    { text: 'whats the wifi password', expect: 'Is there free Wi-Fi?' },
    {
      text: 'can i ask you to buy a book you dont stock? its a new one on birds of the dales',
      expect: 'Can I suggest a book for the library to buy?',
    },
    {
      text: 'clearing out my late mums house and theres boxes of novels, do you want them?',
      expect: 'Do you accept donations of books?',
    },
    { text: 'can i give you my old paperbacks', expect: 'Do you accept donations of books?' },
    {
      text: 'im recently retired and would like to help out at the library, how do i get involved',
      expect: 'How can I volunteer at the library?',
    },
    {
      text: 'is there a reading group i could join, want to meet people',
      expect: 'Do you run a book group?',
    },
    {
      text: 'do you get the yorkshire post in to read',
      expect: 'Do you have newspapers and magazines?',
    },
    {
      text: 'need somewhere silent to revise for my a levels',
      expect: 'Is there somewhere quiet to study?',
    },
    {
      text: 'can i look at old parish records, trying to trace my great grandad',
      expect: 'Do you have local and family history resources?',
    },
    { text: 'is there a loo', expect: 'Are there toilets and baby changing facilities?' },
    {
      text: 'where can i change my babys nappy',
      expect: 'Are there toilets and baby changing facilities?',
    },
    { text: 'can i bring my labrador in with me', expect: 'Can I bring my dog into the library?' },

    // ---------------- Charges and Price List 2026
    {
      text: 'how much to print a page in colour',
      expect: 'Charges and Price List 2026',
      fact: '60p',
    },
    {
      text: 'do dvds cost anything to borrow, for grown up films',
      expect: 'Charges and Price List 2026',
      fact: '£2.00',
    },
    { text: 'price for photocopying a3 black and white', expect: 'Charges and Price List 2026' },
    {
      text: 'im on universal credit and have to print loads of job applications, do i have to pay',
      expect: 'Charges and Price List 2026',
      fact: '20 black and white sides',
    },
    {
      text: 'how much does it cost to get a book in from the british library',
      expect: 'Charges and Price List 2026',
      fact: '£9.00',
    },
    {
      text: "i'm doing an open university course and need someone to supervise my exam, do you do that?",
      expect: 'Charges and Price List 2026',
      fact: '£25.00',
    },

    // ---------------- Room Hire Terms and Conditions
    {
      text: 'if i cancel the room 3 weeks before do i get my money back',
      expect: 'Room Hire Terms and Conditions',
      fact: '50%',
    },
    {
      text: 'is there a deposit for hiring a room',
      expect: 'Room Hire Terms and Conditions',
      fact: '£50',
    },
    {
      text: "can we have wine at our group's christmas do in the room you hire out",
      expect: 'Room Hire Terms and Conditions',
    },
    {
      text: 'i want to run a yoga class in your hall, what insurance do i need',
      expect: 'Room Hire Terms and Conditions',
      fact: '£5 million',
    },
    {
      text: 'when do i need to pay the hire fee by',
      expect: 'Room Hire Terms and Conditions',
      fact: '14 days before',
    },

    // ---------------- Library Code of Conduct
    {
      text: 'can i leave my 8 year old in the kids section while i pop to the shops',
      expect: 'Library Code of Conduct',
    },
    { text: 'am i allowed to drink coffee in there', expect: 'Library Code of Conduct' },
    {
      text: 'can i bring my electric scooter in or is there somewhere to leave it',
      expect: 'Library Code of Conduct',
    },
    {
      text: 'how long do people get banned for if they cause trouble',
      expect: 'Library Code of Conduct',
      fact: '12 months',
    },
    {
      text: 'whats the process if i want to make a formal complaint, how long till i hear back',
      expect: 'Library Code of Conduct',
      fact: '10 working days',
    },

    // ---------------- Public Computer and Wi-Fi Acceptable Use Policy
    {
      text: 'how long can i go on the computers for',
      expect: 'Public Computer and Wi-Fi Acceptable Use Policy',
      fact: '1 hour',
    },
    {
      text: 'is my 10 yr old allowed to use the pcs by himself',
      expect: 'Public Computer and Wi-Fi Acceptable Use Policy',
      fact: 'under 12',
    },
    {
      text: 'a website i need for my college work is blocked on your computers',
      expect: 'Public Computer and Wi-Fi Acceptable Use Policy',
      fact: '2 working days',
    },
    {
      text: 'im only visiting for the week, not a member, can i still use a computer',
      expect: 'Public Computer and Wi-Fi Acceptable Use Policy',
    },
    {
      text: 'how far ahead can i book a pc',
      expect: 'Public Computer and Wi-Fi Acceptable Use Policy',
    },
    {
      text: 'why does the wifi keep kicking me off after a few hours',
      expect: 'Public Computer and Wi-Fi Acceptable Use Policy',
    },

    // ---------------- Home Library Service Guide
    {
      text: 'my dad cant get out of the house anymore but loves reading, can someone bring him books',
      expect: 'Home Library Service Guide',
    },
    {
      text: 'how often do the volunteers come round with the books',
      expect: 'Home Library Service Guide',
      fact: 'every 4 weeks',
    },
    {
      text: 'who do i ring to set up book deliveries for my gran',
      expect: 'Home Library Service Guide',
      fact: 'Margaret Holroyd',
    },
    {
      text: 'do you deliver out to goldsborough',
      expect: 'Home Library Service Guide',
      fact: '5 miles',
    },
    {
      text: 'how will my mum know the person at the door is really from the library',
      expect: 'Home Library Service Guide',
    },

    // ---------------- Privacy Notice
    { text: 'how long do you keep cctv footage', expect: 'Privacy Notice', fact: '31 days' },
    {
      text: 'do you keep a list of every book ive ever borrowed',
      expect: 'Privacy Notice',
      fact: 'after 28 days',
    },
    {
      text: 'i want a copy of all the personal data you hold on me, how long does that take',
      expect: 'Privacy Notice',
    },
    { text: 'do you sell my details to other companies', expect: 'Privacy Notice' },
    {
      text: 'if i stop using my card when does my info get deleted',
      expect: 'Privacy Notice',
      fact: '3 years',
    },

    // ---------------- Visit Us
    { text: 'parking?', expect: 'Visit Us | Castlegate Library', fact: 'Chapel Street' },
    {
      text: 'i use a wheelchair, is there a way in without steps',
      expect: 'Visit Us | Castlegate Library',
    },
    {
      text: 'coming by train from leeds, how far is it from the station',
      expect: 'Visit Us | Castlegate Library',
      fact: '6-minute walk',
    },
    {
      text: 'which bus from harrogate',
      expect: 'Visit Us | Castlegate Library',
      fact: 'service 1',
    },
    {
      text: 'my son is autistic and struggles when its busy and noisy, is there a calmer time to come',
      expect: 'Visit Us | Castlegate Library',
    },

    // ---------------- What's On
    { text: 'anything on in the week for my 1 year old', expect: "What's On | Castlegate Library" },
    {
      text: 'how much is lego club',
      expect: "What's On | Castlegate Library",
      fact: '£1 per child',
    },
    {
      text: 'my daughter is 10 and really into computers, do you do coding for kids',
      expect: "What's On | Castlegate Library",
      fact: 'Code Club',
    },
    {
      text: 'i need help setting up the nhs app on my new phone, does anyone at the library help with that',
      expect: "What's On | Castlegate Library",
    },
    {
      text: 'what do tickets for the author evenings cost',
      expect: "What's On | Castlegate Library",
      fact: 'Tickets are £6',
    },
    {
      text: 'saturday story session what time',
      expect: "What's On | Castlegate Library",
      fact: '11am',
    },

    // ---------------- Room Hire page
    {
      text: "how much per hour to rent the big room for our walking club meetings, we're a charity",
      expect: 'Room Hire | Castlegate Library',
      fact: '£18',
    },
    {
      text: 'cost of the small meeting room for a business meeting',
      expect: 'Room Hire | Castlegate Library',
      fact: '£20',
    },
    {
      text: 'i need somewhere private to do a zoom job interview, have you got anything',
      expect: 'Room Hire | Castlegate Library',
    },
    {
      text: 'thinking of having my twins 5th birthday party at the library, whats the price',
      expect: 'Room Hire | Castlegate Library',
      fact: '£95',
    },
    { text: 'who do i speak to about booking a room', expect: 'Room Hire | Castlegate Library' },

    // ---------------- About Us
    {
      text: 'is the library still run by the council?',
      expect: 'About Us | Castlegate Library Trust',
    },
    {
      text: 'how old is the library building',
      expect: 'About Us | Castlegate Library Trust',
      fact: '1908',
    },
    { text: "who's the head librarian there", expect: 'About Us | Castlegate Library Trust' },
    {
      text: 'who is chair of the board',
      expect: 'About Us | Castlegate Library Trust',
      fact: 'Ruth Pennington',
    },
    { text: 'how does the library get its money', expect: 'About Us | Castlegate Library Trust' },

    // ---------------- Support Us
    {
      text: 'how much is it to join the friends of the library',
      expect: 'Support Us | Castlegate Library',
      fact: '£15 a year',
    },
    {
      text: 'id like to leave something to the library in my will, what do i need',
      expect: 'Support Us | Castlegate Library',
    },
    {
      text: 'can you claim gift aid on donations',
      expect: 'Support Us | Castlegate Library',
      fact: '25p',
    },
    {
      text: 'want to put a plaque on a shelf in memory of my dad who loved the place',
      expect: 'Support Us | Castlegate Library',
      fact: '£150',
    },
    {
      text: 'my company would like to sponsor the library, how does that work',
      expect: 'Support Us | Castlegate Library',
    },

    // ---------------- Online Library and eResources
    {
      text: 'will library ebooks work on my kindle paperwhite',
      expect: 'Online Library and eResources | Castlegate Library',
    },
    {
      text: 'how many audiobooks can i download at once',
      expect: 'Online Library and eResources | Castlegate Library',
      fact: '8 eAudiobooks',
    },
    {
      text: 'can i use ancestry from home with my card',
      expect: 'Online Library and eResources | Castlegate Library',
    },
    {
      text: 'anything to help me practise for my driving theory',
      expect: 'Online Library and eResources | Castlegate Library',
      fact: 'Theory Test Pro',
    },
    {
      text: 'can i send something to print from my phone and pick it up',
      expect: 'Online Library and eResources | Castlegate Library',
      fact: 'print@castlegatelibrary.org.uk',
    },
    {
      text: 'is there a way to read the daily papers online for free with my library card',
      expect: 'Online Library and eResources | Castlegate Library',
    },
  ],

  requests: [
    {
      text: "Can you book me a slot at the digital drop in next wednesday? I'm Brian Tate and I need help with my new iPhone",
      expect: 'Appointments',
    },
    {
      text: "We'd like to reserve the Nidd Room on Saturday 14 March from 2 till 5 for a christening tea, around 30 guests",
      expect: 'Appointments',
    },
    { text: 'please put me down for a computer tomorrow morning at 10', expect: 'Appointments' },
    {
      text: "Hello, I teach year 3 at Aspin Park school and we'd love to arrange a class visit in June for 28 children, can we fix a date?",
      expect: 'Appointments',
    },
    {
      text: 'really disappointed, the lady on the counter was very rude to my mum on saturday and nobody apologised',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the heating in the upstairs study room has been broken for weeks, its freezing, somebody needs to sort it',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a massive thank you to Priya, my two absolutely love storytime, best thing in town!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could someone ring me back about a quote for hiring a room for a 6 week pilates course? Sarah, 07700 900318',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me the friends membership form, jan.holt@gmail.com',
      expect: 'General Inquiry',
    },
    {
      text: "would you post me a copy of your what's on leaflet? 4 Bond End, Knaresborough HG5 9AL",
      expect: 'General Inquiry',
    },
    { text: 'can i speak to a real person please', expect: 'handoff' },
    { text: 'this isnt helping, i need a member of staff', expect: 'handoff' },
    {
      text: 'put me through to someone at the library who can actually deal with this',
      expect: 'handoff',
    },
  ],

  offTopic: [
    'can you recommend a good crime novel for my holiday',
    'what time does ripon library open on saturdays',
    'when is the knaresborough bed race this year',
    'is kindle unlimited worth paying for',
    'how do i reference a book in harvard style for my essay',
    'whats the best e-reader to buy for under 100 quid',
    'how do i renew my passport',
    "what's the weather going to be like in knaresborough tomorrow",
    'write me a short poem about autumn leaves',
    'whats a good recipe for yorkshire puddings',
    'what is the capital of australia',
    'who won the premier league last season',
    'translate good morning into french',
    'how many miles is it from york to edinburgh',
  ],
};
