import type { Business } from '../types.js';

export const musicschool: Business = {
  slug: 'musicschool',
  name: 'Kingsmead Music School',
  field: 'music school',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What age can my child start lessons?',
      content:
        'We take piano and violin pupils from age 5, and guitar, drums and singing pupils from age 7, because those instruments need slightly bigger hands and more developed voices. If your child is close to the minimum age, the teacher can judge their readiness during a trial lesson.',
    },
    {
      type: 'faq',
      title: 'Do you take adult beginners?',
      content:
        'Absolutely - around a third of our students are adults, and many of them had never played a note before. We keep daytime slots on Tuesdays and Thursdays for retired and shift-working students as well as plenty of evening times. Our oldest current beginner started piano at 78.',
    },
    {
      type: 'faq',
      title: 'Can I book a trial lesson first?',
      content:
        "Yes. A one-off 30-minute trial lesson costs £15 and is taught by the teacher you would have for regular lessons. If you then enrol, the £15 is taken off your first term's invoice.",
    },
    {
      type: 'faq',
      title: 'Can students book your practice rooms?',
      content:
        'Yes, we have three practice rooms: two with upright pianos and one with an acoustic drum kit. Current students pay £6 an hour and non-students £9 an hour, Monday to Saturday. Please book at reception or by email at least 24 hours ahead.',
    },
    {
      type: 'faq',
      title: 'Are lessons one-to-one or in groups?',
      content:
        "Almost all of our lessons are one-to-one. We also offer paired lessons for two siblings or friends at a similar level, and a beginners' group guitar class for ages 7 to 9 on Saturday mornings with up to six children.",
    },
    {
      type: 'faq',
      title: 'What days and times do you teach?',
      content:
        "Lessons run Monday to Friday from 2.30pm to 9pm and on Saturdays from 9am to 5pm; we don't teach on Sundays. Each student keeps the same weekly slot all term, and the after-school times between 3.45pm and 6pm are the most popular.",
    },
    {
      type: 'faq',
      title: 'Do I need my own instrument before I start?',
      content:
        "Not for the first couple of lessons, as we provide instruments in the studio. After that you'll need something at home to practise on: for piano, a digital piano with 88 weighted keys is fine for the early grades, and new drummers can start on a practice pad and a pair of sticks.",
    },
    {
      type: 'faq',
      title: 'How much should my child practise between lessons?',
      content:
        'Little and often works best: 10 to 15 minutes a day for beginners, building up to 30 minutes or more by around Grade 3. Every student has a practice notebook where the teacher writes what to work on, and a quick look from a parent each week makes a big difference.',
    },
    {
      type: 'faq',
      title: "Can I stay and watch my child's lesson?",
      content:
        'Parents are very welcome to sit in, especially for the first few lessons, and many parents of younger beginners stay throughout. If you would rather wait outside the room, there is a waiting area by reception with free wifi, tea and coffee.',
    },
    {
      type: 'faq',
      title: 'Do you run music theory classes?',
      content:
        'Yes, Tomasz Nowak runs small theory groups on Saturdays: a Grade 1-3 group at 11am and a Grade 4-5 group at 12 noon, each lasting 45 minutes. They cost £85 per term and prepare students for the ABRSM online theory exams.',
    },
    {
      type: 'faq',
      title: 'What kind of music will I learn?',
      content:
        'Whatever suits you - classical, pop, rock, jazz, blues, film music or musical theatre. Teachers build lessons around pieces the student enjoys, alongside the technique and reading skills needed to keep progressing.',
    },
    {
      type: 'faq',
      title: 'Do you teach children with additional needs?',
      content:
        "Yes. Several of our teachers have experience with students who have autism, ADHD, dyslexia or dyspraxia, and Tomasz Nowak holds a certificate in teaching music to pupils with SEND. Tell us about your child's needs when you enquire so we can match them with the right teacher and a quieter room if that helps.",
    },
    {
      type: 'faq',
      title: 'Is there a waiting list for lessons?',
      content:
        'Only for some times. Weekday lessons can usually start within two weeks, but Saturday mornings and weekday slots between 4pm and 5.30pm for piano and drums often have a waiting list of a term or more. We will always offer the nearest free slot in the meantime.',
    },
    {
      type: 'faq',
      title: 'Can I switch to a different teacher?',
      content:
        'Yes - it happens, and nobody takes offence. Have a quiet word with the office and we will arrange a change, usually from the start of the next half-term, at no extra cost.',
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes, gift vouchers are available for any amount from £20 and can be spent on lessons, trial lessons, summer workshops or practice room hire. They are valid for 12 months and can be bought at reception or over the phone.',
    },
    {
      type: 'faq',
      title: 'Do you teach songwriting or music production?',
      content:
        "Songwriting can be included in guitar, piano or singing lessons, and Sophie Adeyemi in particular loves working with young songwriters. We don't teach music production, DJing or recording software such as Logic or Ableton.",
    },
    {
      type: 'faq',
      title: 'Will a teacher come to our house?',
      content:
        "No, our teachers don't travel to students' homes; all lessons take place at our Wellington Road studios or online. Teaching in one building means every lesson has a proper piano, drum kit and soundproofed room.",
    },
    {
      type: 'faq',
      title: 'Do you teach other instruments such as cello, flute or saxophone?',
      content:
        'Not at the moment - we specialise in piano, guitar, drums, violin and singing. For orchestral, brass and woodwind instruments we suggest contacting Gloucestershire Music, the county music service.',
    },
    {
      type: 'faq',
      title: 'When are your term dates for 2026-27?',
      content:
        'Autumn term runs from Monday 14 September to Saturday 12 December 2026, with half-term from 26 to 31 October. Spring term runs from 4 January to 27 March 2027 (half-term 15 to 20 February), and summer term from 19 April to 10 July 2027 (half-term 31 May to 5 June).',
    },
    {
      type: 'faq',
      title: 'Is the building wheelchair accessible?',
      content:
        'The ground floor is step-free via the ramp at the side entrance and has two teaching rooms, a practice room and an accessible toilet. There is no lift to the first floor, so just let us know and we will timetable you in a ground-floor room.',
    },
    {
      type: 'faq',
      title: 'Can adults pay as they go instead of paying for a whole term?',
      content:
        'Yes. Adults (18 and over) can buy a Flexi Pass of five 45-minute lessons for £150, booked week by week and used within 16 weeks. Flexi lessons depend on teacher availability, so they suit people with irregular working patterns best.',
    },
    {
      type: 'faq',
      title: 'How will I know how my child is getting on?',
      content:
        "Teachers write in each student's practice notebook every week and send home a short written report at the end of the summer term. You can ask for a five-minute chat at the end of any lesson, and we hold a parents' open week every February.",
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Terms and Conditions 2026-27',
      fileName: 'terms-2026-27.pdf',
      content: `KINGSMEAD MUSIC SCHOOL
Terms and Conditions of Tuition 2026-27

These terms apply to all regular weekly lessons at Kingsmead Music School, 27 Wellington Road, Cheltenham. By accepting a lesson slot you agree to them on behalf of yourself or your child.

1. INVOICES AND PAYMENT

Lessons are charged termly in advance. Invoices are emailed three weeks before the start of each term, and payment is due in full by the student's first lesson of that term.

You can pay by:
- bank transfer (please use the invoice number as the reference)
- debit or credit card at reception or over the phone
- three monthly instalments by Direct Debit, set up through GoCardless before the term begins

If an invoice is still unpaid 14 days after the first lesson, a late payment fee of £15 is added and lessons may be suspended until the account is settled.

2. MISSED LESSONS

Lessons missed by the student, for any reason including illness, school trips and holidays, are not refunded. However, if you give at least 48 hours' notice, your teacher will try to offer a swap into another slot that week. This is at the teacher's discretion and is limited to one swap per term.

If a teacher is absent, we will either arrange a cover teacher, reschedule the lesson at a mutually convenient time, or, if neither is possible, the lesson will be credited against your next term's invoice.

3. SCHOOL CLOSURES

If the building has to close because of severe weather or another emergency, lessons will go ahead online at the usual time wherever possible. Lessons that cannot be taught online are credited.

4. LATE ARRIVAL

Lessons start and finish at the booked time. If a student arrives late, the lesson will still finish at the usual time so that the next student is not kept waiting.

5. GIVING NOTICE

We ask for half a term's notice in writing if a student wishes to stop lessons. Please email office@kingsmeadmusic.co.uk; notice given verbally to a teacher is not sufficient. To finish at the end of a term, notice must reach the office by the Friday before that term's half-term break. If less notice is given, a fee equal to half a term's lessons is payable in lieu of notice.

6. CHANGES TO LESSON TIMES

We try hard to keep each student in the same weekly slot from year to year, but we may occasionally need to change a lesson time. We will always give at least two weeks' notice of a change.

7. FEES

Fees are reviewed once a year in the summer. Any increase takes effect from the autumn term and will be announced at least one full term in advance.

8. PERSONAL DATA

We hold contact and billing details only for the purpose of running lessons, and we never share them with third parties except where required by law.

Kingsmead Music School Ltd. Registered in England and Wales, company number 07024518.`,
    },
    {
      type: 'document',
      title: 'Fee Schedule 2026-27',
      fileName: 'fees-2026-27.pdf',
      content: `KINGSMEAD MUSIC SCHOOL - FEE SCHEDULE 2026-27
Valid from 14 September 2026 to 10 July 2027

Lesson fees are the same for every instrument and every teacher, and the same for children and adults.

INDIVIDUAL LESSONS

Lesson length | Per lesson | Autumn (12 lessons) | Spring (11 lessons) | Summer (11 lessons)
30 minutes | £19.50 | £234.00 | £214.50 | £214.50
45 minutes | £28.50 | £342.00 | £313.50 | £313.50
60 minutes | £37.00 | £444.00 | £407.00 | £407.00

Most young beginners start with 30-minute lessons. We usually recommend 45 minutes from around Grade 4 and 60 minutes from Grade 6 upwards, but your teacher will advise.

PAIRED AND GROUP LESSONS

Paired lesson (two students, 45 minutes): £15.00 per student per lesson
Beginners' group guitar (up to six children aged 7 to 9, 45 minutes): £9.50 per child per lesson

DISCOUNTS

- Sibling discount: 10% off the lesson fees of the second and any further children in the same family. The discount is applied to the lower fee.
- Second instrument: 5% off the fees for a second instrument taken by the same student.
- Discounts cannot be combined with each other.

ONE-OFF CHARGES

Registration fee: £20 per family, payable once when you first enrol. This covers the student's practice notebook, starter materials and setting up the account.

Lesson books and sheet music bought on a student's behalf are added to the next invoice at cost.

HOW FEES ARE CALCULATED

Termly fees are the per-lesson price multiplied by the number of lesson weeks in that term. Lessons do not take place during half-term weeks or school holidays, and these are never charged for.

Questions about your invoice? Contact the office on 01242 580417.`,
    },
    {
      type: 'document',
      title: 'Instrument Hire Agreement',
      fileName: 'instrument-hire-agreement.pdf',
      content: `Kingsmead Music School
INSTRUMENT HIRE AGREEMENT

Our hire scheme lets new students try an instrument properly before deciding whether to buy one. Hire is available to current Kingsmead students only, and every instrument is checked and set up by our teachers before it goes out.

Instruments and monthly rates

Instrument | Monthly hire | Deposit
Violin with case and bow (sizes 1/16 to 4/4) | £11 | £60
Acoustic guitar with gig bag (1/2, 3/4 or full size) | £9 | £60
Electric guitar with 10-watt practice amp and lead | £14 | £60
Digital piano, 88 keys, with stand and pedal | £22 | £100
Electronic drum kit with stool and headphones | £26 | £100

Hire charges are collected monthly by Direct Debit. The deposit is paid up front and is refunded in full when the instrument is returned in good condition.

Minimum hire period

The minimum hire period is three months. After that you can end the hire at any time by giving two weeks' notice to the office.

Growing children

Violins and guitars are swapped for the next size up free of charge as your child grows. Please ask your teacher to check the fit at the start of each term.

Rent-to-buy

If you decide to buy the instrument you are hiring within the first 12 months, 50% of the hire charges you have paid will be taken off the purchase price. After 12 months the instrument can be bought for a fixed price, which we will quote on request.

Looking after the instrument

The hirer is responsible for the instrument from collection until it is returned. In particular:
- keep it in its case or under its cover when not in use
- keep it away from radiators, direct sunlight and damp
- do not attempt adjustments other than tuning
- report any damage to the office straight away

Fair wear and tear is our cost. Accidental damage, loss and theft are the hirer's responsibility, and we strongly recommend adding the instrument to your household contents insurance.

Returning the instrument

Instruments must be returned clean, with everything they were issued with (case, bow, rosin, leads, stool and so on). Digital pianos and drum kits can be collected from your home within 5 miles of the school for a £20 charge.

Signed on behalf of Kingsmead Music School: Helen Marsh, Office Manager`,
    },
    {
      type: 'document',
      title: 'Safeguarding and Child Protection Policy',
      fileName: 'safeguarding-policy-2026.pdf',
      content: `Kingsmead Music School
SAFEGUARDING AND CHILD PROTECTION POLICY
Reviewed: August 2026. Next review: August 2027.

Purpose

Kingsmead Music School teaches more than 250 children and young people each week. We believe every child has the right to learn music in a safe, welcoming environment, and this policy sets out how we protect them.

Designated Safeguarding Lead

Our Designated Safeguarding Lead (DSL) is Helen Marsh, Office Manager. The Deputy DSL is Eleanor Whitcombe, Director. Any concern about a child's welfare should be raised with one of them the same day, in person or on 01242 580417.

STAFF RECRUITMENT AND CHECKS

- Every teacher, accompanist and member of office staff holds an Enhanced DBS certificate with a barred list check before working with students.
- Certificates are renewed every three years, and staff are registered with the DBS Update Service.
- All staff complete safeguarding training when they join and refresh it every two years.

IN THE BUILDING

- Every teaching room has a glass vision panel in the door, which must never be covered.
- Parents or carers of children under 8 must remain in the building for the whole lesson.
- Children must be dropped off and collected at reception, not at the teaching room door.
- We will not let a child under 11 leave on their own unless we hold written permission from a parent.

ONLINE LESSONS

- Teachers use only the school's own Zoom account, never a personal account.
- For students under 16, a parent or carer must be at home during the lesson.
- Online lessons are never recorded without the written consent of the parent.

PHOTOGRAPHS AND VIDEO

Photographs or videos of students are taken at concerts and events only when consent has been given on the enrolment form. Consent can be withdrawn at any time by emailing the office. We never publish a child's full name alongside their photograph.

COMMUNICATION

Teachers do not contact students under 18 through personal mobile numbers or social media. Messages about lessons go to parents by email or through the office.

REPORTING A CONCERN

If you are worried about a child, speak to the DSL without delay. If a child is at immediate risk, call 999. Concerns can also be referred directly to Gloucestershire Children's Services.`,
    },
    {
      type: 'document',
      title: 'Exam Entry Guide 2026-27',
      fileName: 'exam-entry-guide-2026-27.pdf',
      content: `EXAM ENTRY GUIDE 2026-27
Kingsmead Music School

Graded exams are a great way to mark progress, but they are entirely optional. Your teacher will suggest an exam only when a student is ready, and many of our students never take one.

WHICH EXAM BOARDS WE USE

- ABRSM - piano, violin and singing (classical)
- Trinity College London - piano, violin and singing, including Trinity Rock & Pop
- RSL Rockschool - electric and acoustic guitar, bass, drums and pop vocals

Your teacher will recommend the board that suits the student's style of playing.

ENTRY DEADLINES

Exams run in three sessions a year. Entries must reach the office, with payment, by these dates:

Autumn session (November to December 2026): Tuesday 15 September 2026
Spring session (March 2027): Wednesday 20 January 2027
Summer session (June to July 2027): Saturday 1 May 2027

Late entries cannot be accepted, because we submit all entries to the boards together.

FEES

Exam fees are charged at the board's published fee for that session, plus a £6 administration charge per entry. As a guide, 2026 ABRSM practical fees are around £52 for Grade 1, £74 for Grade 5 and £112 for Grade 8. Exam fees are not refundable once an entry has been submitted, as the boards do not refund us.

ACCOMPANISTS

Violin and singing exams need a piano accompanist. Our staff accompanist, Tomasz Nowak, charges £30 per exam, which includes one 20-minute rehearsal in the week before the exam.

WHERE EXAMS TAKE PLACE

ABRSM exams are held at the Cheltenham public exam centre. Trinity and RSL exams can be held here at Kingsmead as a private visit when we have at least eight candidates in the session; otherwise candidates travel to the nearest public centre.

MOCK EXAMS

About two weeks before the exam, each candidate has a mock exam during their normal lesson, with written feedback. There is no extra charge for this.

ON THE DAY

Please arrive at least 20 minutes early to warm up. Bring the student's own music (photocopies are not allowed in the exam room) and the entry confirmation email.`,
    },
    {
      type: 'document',
      title: 'Summer Workshops 2026',
      fileName: 'summer-workshops-2026.pdf',
      content: `SUMMER WORKSHOPS 2026
Kingsmead Music School, 27 Wellington Road, Cheltenham

Four weeks of music-making for young people this summer holiday. Workshops are open to everyone, not just Kingsmead students.

THE WEEKS

Rock Band Week: 27 to 31 July 2026
Ages 10 to 16. Guitar, bass, drums, keys and vocals. Students are put into bands, write and rehearse a set, and perform it live. Players should be around Grade 1 standard or above.

Young Strings Week: 3 to 7 August 2026
Ages 7 to 12. For violin players with at least one year of lessons. Ensemble playing, games and a string orchestra performance.

Musical Theatre Week: 10 to 14 August 2026
Ages 8 to 14. Singing, acting and dance, working towards a mini-musical. No experience needed.

Mini Music Mornings: 17 to 21 August 2026
Ages 4 to 6. Songs, rhythm games and a first go on real instruments. Mornings only, 9.30am to 12 noon.

TIMES

Rock Band, Young Strings and Musical Theatre weeks run from 9.30am to 3.30pm, Monday to Friday. Early drop-off from 8.30am is available for £5 a day and must be booked in advance.

PRICES

Full week (Rock Band, Young Strings, Musical Theatre): £195
Early bird price if booked and paid by 31 May 2026: £175
Mini Music Mornings: £80 for the week

BOOKING

Book using the online form on our website. A non-refundable deposit of £50 secures a place and the balance is due by 1 July 2026. Places are limited to 24 per week.

WHAT TO BRING

- a packed lunch and a named water bottle (there is no food available on site)
- their own instrument, except drummers and keyboard players; drum kits, amps and keyboards are provided
- comfortable clothes and shoes for Musical Theatre Week

FRIDAY SHOWCASE

Every week ends with a showcase at 3pm on Friday, when families are invited to see what the group has created. The showcase is free to attend.

Questions? Call 01242 580417 or email summer@kingsmeadmusic.co.uk.`,
    },

    // -------------------------------------------------------------- website
    {
      type: 'website',
      title: 'Kingsmead Music School | Music Lessons in Cheltenham for All Ages',
      url: 'https://www.kingsmeadmusic.co.uk/',
      content: `# Kingsmead Music School

Friendly, expert music lessons in the heart of Cheltenham.

Kingsmead Music School was founded in 2009 by pianist Eleanor Whitcombe in a converted Victorian house on Wellington Road. Today more than 380 students come through our doors every week, from complete beginners to students preparing for music college auditions.

## What we teach

- Piano and keyboard
- Guitar - acoustic, electric and bass guitar
- Drums
- Violin
- Singing

## Why choose Kingsmead?

- Specialist teachers who are also working musicians
- Eleven soundproofed teaching rooms with quality instruments
- Regular chances to perform, from informal play-ins to our termly concerts
- A friendly office team on hand six days a week

## How to enrol

1. Fill in the enquiry form on this website or give us a call.
2. We will suggest the right teacher and arrange a trial lesson.
3. Choose your regular weekly slot and we will send your first invoice.

## What our families say

"Our two boys have learnt drums and piano here for five years and still can't wait for their lessons every week." - Sarah, parent

"I finally learnt to play the guitar at 45. The teachers are so patient." - Mark, adult student`,
    },
    {
      type: 'website',
      title: 'Our Teachers | Kingsmead Music School',
      url: 'https://www.kingsmeadmusic.co.uk/teachers',
      content: `# Our Teachers

Every Kingsmead teacher is a specialist in their instrument and a performing musician in their own right.

## Piano

**Eleanor Whitcombe** - Founder and Director. Eleanor studied at the Royal Northern College of Music and performed as a chamber pianist for fifteen years before turning to teaching. She teaches piano from beginner to diploma level.

**Tomasz Nowak** - Piano and theory. Tomasz trained in Kraków and at Birmingham Conservatoire and is also our staff accompanist. Known for his endless patience with nervous beginners.

## Guitar

**Dan Prescott** - Electric, acoustic and bass guitar. Dan has toured the UK with several indie bands and has taught guitar for over twelve years. His students range from seven-year-olds to retired rock fans.

**Sophie Adeyemi** - Acoustic guitar and bass. Sophie performs on the Bristol and Cheltenham folk circuit and teaches Wednesday to Saturday.

## Drums

**Marcus Bell** - Drums. Marcus spent twenty years as a session and theatre drummer, including two West End shows, and leads our rock band programme.

## Violin

**Priya Raman** - Violin. Priya studied at the Royal College of Music, plays with the English Symphony Orchestra and directs our Junior Strings ensemble.

## Singing

**Chloe Fairbairn** - Musical theatre and pop singing. Chloe performed in UK tours of Les Misérables and Wicked before joining Kingsmead in 2019.

**James Okafor** - Classical singing. James is a baritone who trained at the Guildhall School and sings regularly with Gloucester Cathedral choir. He conducts the Kingsmead Singers.`,
    },
    {
      type: 'website',
      title: 'Contact Us and Finding Us | Kingsmead Music School',
      url: 'https://www.kingsmeadmusic.co.uk/contact',
      content: `# Contact Us

## Address

Kingsmead Music School
27 Wellington Road
Cheltenham
GL52 2AG

## Phone and email

Phone: 01242 580417
Email: office@kingsmeadmusic.co.uk

## Office hours

Monday to Friday: 1pm to 8pm
Saturday: 9am to 1pm
Sunday: closed

Outside office hours, please leave a voicemail or send an email and we'll get back to you the next working day.

## Parking

Our small car park behind the building has six drop-off spaces, which can be used for up to 20 minutes while you drop off or collect. Please don't use them for the whole lesson unless you are staying in the building with a young child.

Wellington Road itself is a residents' permit zone from 8am to 6pm on weekdays. The nearest pay and display car park is on Prestbury Road, about four minutes' walk away.

## By bus and bike

The Stagecoach D bus stops at Pittville Circus, two minutes' walk from our front door. There are covered cycle racks beside the side entrance.

## Find us

We are the large cream building with the blue door, on the corner of Wellington Road and Cleevemount Lane, opposite the Pittville Park tennis courts.`,
    },
    {
      type: 'website',
      title: 'Ensembles, Bands and Choirs | Kingsmead Music School',
      url: 'https://www.kingsmeadmusic.co.uk/ensembles',
      content: `# Ensembles, Bands and Choirs

Playing with other people is one of the best parts of learning an instrument. Our weekly ensembles run during term time and perform at every Kingsmead concert.

## Junior Strings

For violin players aged 7 to 13 from about Grade 1. Saturdays, 10am to 11am. Directed by Priya Raman.

## Rock Bands

Bands of four or five players (guitar, bass, drums, keys and vocals), grouped by age and ability. Tuesdays and Thursdays, 5pm to 6pm. Coached by Marcus Bell and Dan Prescott. Bands write their own material as well as learning covers.

## Junior Voices

A fun, welcoming choir for children aged 7 to 12. No audition needed. Fridays, 4.30pm to 5.30pm.

## Kingsmead Singers

Our adult choir sings everything from Bach to the Beatles. No audition, and you don't need to read music. Wednesdays, 7.30pm to 9pm, conducted by James Okafor.

## Fees

- £45 per term for students who have weekly lessons at Kingsmead
- £65 per term for everyone else

Ensembles are open to non-Kingsmead students as well, so bring a friend.

## How to join

Come along to one free taster session, then let the office know if you'd like to join. Places in the rock bands are limited, so please ask about availability first.`,
    },
    {
      type: 'website',
      title: 'Concerts and Events | Kingsmead Music School',
      url: 'https://www.kingsmeadmusic.co.uk/concerts',
      content: `# Concerts and Events 2026-27

Performing is a big part of life at Kingsmead. Every student is invited to take part in our concerts, but performing is always optional, and teachers will suggest it when a student feels ready.

## Winter Concert

Saturday 5 December 2026, at 2pm and 5pm
St Aidan's Church Hall, Prestbury Road

## Spring Showcase

Saturday 13 March 2027, 3pm
St Aidan's Church Hall, Prestbury Road

## Rock Night

Friday 11 June 2027, 7pm
The Sound Shed, Winchcombe Street. Our rock bands and drum students take over a real venue for the night. Suitable for ages 8 and up.

## Summer Concert

Saturday 3 July 2027, 2pm
Pittville Pump Room. Our biggest concert of the year, featuring all of our ensembles.

## Tickets

Tickets are £5 for adults and free for under-16s. They go on sale at reception about four weeks before each concert, and any remaining tickets are sold on the door. Performers don't need a ticket.

## Play-ins

Once every half-term we hold an informal play-in in our main studio on a Saturday afternoon. It is a relaxed chance for nervous performers to play for family and friends, and there is no charge.`,
    },
    {
      type: 'website',
      title: 'Online Lessons | Kingsmead Music School',
      url: 'https://www.kingsmeadmusic.co.uk/online-lessons',
      content: `# Online Lessons

Can't make it to Wellington Road? All of our teachers also teach live online, so you can learn from home anywhere in the UK.

## How it works

Lessons are taught live over Zoom, one-to-one, at a regular weekly time, exactly like an in-studio lesson. Your teacher emails the music and notes before each lesson.

## Fees

Online lessons are charged at the same fees as lessons in the studio, and you can switch between online and in-person lessons at the start of any half-term.

## Which instruments?

- Piano, guitar, violin and singing all work well online.
- Drum lessons are available online only for students who have an electronic kit at home, as acoustic kits are too loud for a laptop microphone.

## What you need

- A laptop or tablet (phones are too small for most students)
- A stable broadband connection - we recommend at least 10 Mbps
- A stand or shelf so the camera can see your hands and your instrument
- Headphones are useful for drummers and singers

## Try it first

Before your first online lesson, our office will run a free 10-minute tech check with you on Zoom to make sure your sound and camera are set up properly.`,
    },
  ],

  questions: [
    // --- FAQ targets
    {
      text: 'my daughter is 6 and desperate to learn drums like her big brother, is she too young?',
      expect: 'What age can my child start lessons?',
    },
    { text: 'youngest age for piano?', expect: 'What age can my child start lessons?' },
    {
      text: 'im 52 and never played anything in my life, is it too late to learn piano',
      expect: 'Do you take adult beginners?',
    },
    {
      text: 'do grown ups have lessons too or is it just kids',
      expect: 'Do you take adult beginners?',
    },
    { text: 'trial lesson?', expect: 'Can I book a trial lesson first?' },
    {
      text: 'can we try one session before we commit to a whole term? what would that cost',
      expect: 'Can I book a trial lesson first?',
    },
    {
      text: "We haven't got room for a piano in our flat. Could I come in and practise on one of yours?",
      expect: 'Can students book your practice rooms?',
    },
    { text: 'practise room hire price', expect: 'Can students book your practice rooms?' },
    {
      text: 'does my son get the teacher all to himself or is it a class',
      expect: 'Are lessons one-to-one or in groups?',
    },
    { text: 'group lessons available?', expect: 'Are lessons one-to-one or in groups?' },
    { text: 'do you do lessons on a sunday', expect: 'What days and times do you teach?' },
    {
      text: "what's the latest time a lesson can run to in the evening",
      expect: 'What days and times do you teach?',
    },
    {
      text: "do we have to buy a proper piano before he starts? we've only got a little keyboard",
      expect: 'Do I need my own instrument before I start?',
    },
    {
      text: 'is it ok for her to begin drums without a full kit at home',
      expect: 'Do I need my own instrument before I start?',
    },
    {
      text: 'how long should a 7 year old be practising every day',
      expect: 'How much should my child practise between lessons?',
    },
    {
      text: 'recommended practice time per day??',
      expect: 'How much should my child practise between lessons?',
    },
    {
      text: 'am I allowed to sit in the room while my son has his lesson?',
      expect: "Can I stay and watch my child's lesson?",
    },
    {
      text: 'is there somewhere for mums and dads to sit while the kids are in',
      expect: "Can I stay and watch my child's lesson?",
    },
    { text: 'theory classes for grade 5?', expect: 'Do you run music theory classes?' },
    {
      text: 'does anyone there teach music theory as a seperate group',
      expect: 'Do you run music theory classes?',
    },
    {
      text: 'is it all classical or can my teenager learn pop songs',
      expect: 'What kind of music will I learn?',
    },
    { text: 'can i learn jazz', expect: 'What kind of music will I learn?' },
    {
      text: 'my son is autistic and gets overwhelmed quite easily, have your teachers worked with kids like him before?',
      expect: 'Do you teach children with additional needs?',
    },
    { text: 'SEN support', expect: 'Do you teach children with additional needs?' },
    {
      text: 'how long is the wait for a saturday morning slot',
      expect: 'Is there a waiting list for lessons?',
    },
    {
      text: 'have you got space now or is there a queue to get in',
      expect: 'Is there a waiting list for lessons?',
    },
    {
      text: "my daughter just doesn't click with her tutor, is it possible to move her to someone else without it being awkward",
      expect: 'Can I switch to a different teacher?',
    },
    { text: 'change of teacher', expect: 'Can I switch to a different teacher?' },
    {
      text: 'looking for a christmas present for my husband, could I buy him some lessons as a gift',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'gift card?', expect: 'Do you sell gift vouchers?' },
    {
      text: 'does anyone help with writing your own songs',
      expect: 'Do you teach songwriting or music production?',
    },
    {
      text: 'do you do ableton / producing beats lessons',
      expect: 'Do you teach songwriting or music production?',
    },
    { text: 'can the teacher come to ours instead', expect: 'Will a teacher come to our house?' },
    { text: 'home visits?', expect: 'Will a teacher come to our house?' },
    {
      text: 'do you teach the cello',
      expect: 'Do you teach other instruments such as cello, flute or saxophone?',
    },
    {
      text: 'saxophone lessons',
      expect: 'Do you teach other instruments such as cello, flute or saxophone?',
    },
    {
      text: 'what date do you go back in september',
      expect: 'When are your term dates for 2026-27?',
    },
    { text: 'when is feb half term for you', expect: 'When are your term dates for 2026-27?' },
    {
      text: 'my son uses a wheelchair - can he get into the building and use the loo ok?',
      expect: 'Is the building wheelchair accessible?',
    },
    { text: 'step free access?', expect: 'Is the building wheelchair accessible?' },
    {
      text: "I work rotating shifts so I can't do the same day every week. Is there anything for adults that isn't a fixed weekly slot?",
      expect: 'Can adults pay as they go instead of paying for a whole term?',
    },
    {
      text: 'pay per lesson for adults?',
      expect: 'Can adults pay as they go instead of paying for a whole term?',
    },
    {
      text: 'do you send reports home on how theyre doing',
      expect: 'How will I know how my child is getting on?',
    },
    {
      text: 'how do i find out if my kid is actually improving',
      expect: 'How will I know how my child is getting on?',
    },

    // --- document targets
    {
      text: 'when does the invoice have to be paid by',
      expect: 'Terms and Conditions 2026-27',
      fact: 'first lesson',
    },
    {
      text: 'if my son is poorly and misses his lesson do we get our money back',
      expect: 'Terms and Conditions 2026-27',
      fact: 'not refunded',
    },
    {
      text: 'what happens if the teacher is off sick',
      expect: 'Terms and Conditions 2026-27',
      fact: 'credited',
    },
    {
      text: 'we want to stop lessons, how much notice do i have to give',
      expect: 'Terms and Conditions 2026-27',
      fact: "half a term's notice",
    },
    {
      text: 'can I spread the cost of the term over a few months',
      expect: 'Terms and Conditions 2026-27',
      fact: 'three monthly instalments',
    },
    {
      text: 'what happens if it snows and you have to shut',
      expect: 'Terms and Conditions 2026-27',
      fact: 'online',
    },
    {
      text: 'is there a fine for paying late',
      expect: 'Terms and Conditions 2026-27',
      fact: '£15',
    },
    { text: 'how much is a half hour lesson', expect: 'Fee Schedule 2026-27', fact: '£19.50' },
    {
      text: 'price for an hour long guitar lesson?',
      expect: 'Fee Schedule 2026-27',
      fact: '£37.00',
    },
    {
      text: "I've got 3 kids who all want to learn, do you knock anything off for brothers and sisters",
      expect: 'Fee Schedule 2026-27',
      fact: '10%',
    },
    {
      text: 'how much does the group guitar class cost',
      expect: 'Fee Schedule 2026-27',
      fact: '£9.50',
    },
    {
      text: "what's the total for a term of 30 min lessons in the autumn",
      expect: 'Fee Schedule 2026-27',
      fact: '£234.00',
    },
    { text: 'is there a joining fee', expect: 'Fee Schedule 2026-27', fact: '£20' },
    {
      text: 'how much to rent a violin per month',
      expect: 'Instrument Hire Agreement',
      fact: '£11',
    },
    {
      text: 'deposit for hiring one of your digital pianos?',
      expect: 'Instrument Hire Agreement',
      fact: '£100',
    },
    {
      text: 'my daughter has outgrown the half size violin we rent from you, can we swap it for a bigger one',
      expect: 'Instrument Hire Agreement',
      fact: 'free of charge',
    },
    {
      text: 'if we end up buying the guitar we rented does any of the rental money count towards it',
      expect: 'Instrument Hire Agreement',
      fact: '50%',
    },
    {
      text: 'are your teachers police checked',
      expect: 'Safeguarding and Child Protection Policy',
      fact: 'Enhanced DBS',
    },
    {
      text: 'who do i speak to about a safeguarding concern',
      expect: 'Safeguarding and Child Protection Policy',
      fact: 'Helen Marsh',
    },
    {
      text: 'can i drop my 6 year old off and nip to the shops while hes in his lesson',
      expect: 'Safeguarding and Child Protection Policy',
      fact: 'under 8',
    },
    {
      text: 'will you put photos of my child on facebook',
      expect: 'Safeguarding and Child Protection Policy',
      fact: 'enrolment form',
    },
    {
      text: 'which exam board do you use for drums',
      expect: 'Exam Entry Guide 2026-27',
      fact: 'Rockschool',
    },
    {
      text: 'closing date for entering the summer exams',
      expect: 'Exam Entry Guide 2026-27',
      fact: '1 May 2027',
    },
    {
      text: 'how much is the piano accompanist for a grade 3 violin exam',
      expect: 'Exam Entry Guide 2026-27',
      fact: '£30',
    },
    {
      text: 'do you add anything on top of the exam boards own fee',
      expect: 'Exam Entry Guide 2026-27',
      fact: '£6',
    },
    {
      text: 'how much is the rock band week in the summer holidays',
      expect: 'Summer Workshops 2026',
      fact: '£195',
    },
    {
      text: 'what week is the summer strings course',
      expect: 'Summer Workshops 2026',
      fact: '3 to 7 August',
    },
    {
      text: 'what time do i pick up from the summer workshop',
      expect: 'Summer Workshops 2026',
      fact: '3.30pm',
    },
    {
      text: 'do they need to bring food to the holiday course or is lunch provided',
      expect: 'Summer Workshops 2026',
      fact: 'packed lunch',
    },
    {
      text: 'is there an early booking discount for the summer weeks',
      expect: 'Summer Workshops 2026',
      fact: '£175',
    },

    // --- website targets
    {
      text: 'how do i sign up?',
      expect: 'Kingsmead Music School | Music Lessons in Cheltenham for All Ages',
      fact: 'enquiry form',
    },
    {
      text: 'how long has the school been going',
      expect: 'Kingsmead Music School | Music Lessons in Cheltenham for All Ages',
      fact: '2009',
    },
    {
      text: 'who teaches drums',
      expect: 'Our Teachers | Kingsmead Music School',
      fact: 'Marcus Bell',
    },
    {
      text: "who's the violin teacher and what's her background",
      expect: 'Our Teachers | Kingsmead Music School',
      fact: 'Priya Raman',
    },
    {
      text: 'which of your singing teachers does musical theatre',
      expect: 'Our Teachers | Kingsmead Music School',
      fact: 'Chloe Fairbairn',
    },
    {
      text: 'whats your address',
      expect: 'Contact Us and Finding Us | Kingsmead Music School',
      fact: '27 Wellington Road',
    },
    {
      text: 'parking?',
      expect: 'Contact Us and Finding Us | Kingsmead Music School',
      fact: 'six drop-off spaces',
    },
    {
      text: 'phone number please',
      expect: 'Contact Us and Finding Us | Kingsmead Music School',
      fact: '01242 580417',
    },
    {
      text: 'what time is the office open on saturdays',
      expect: 'Contact Us and Finding Us | Kingsmead Music School',
      fact: '9am to 1pm',
    },
    {
      text: 'how much are the bands and orchestras per term if he already has lessons with you',
      expect: 'Ensembles, Bands and Choirs | Kingsmead Music School',
      fact: '£45',
    },
    {
      text: 'is there a choir for adults? what night',
      expect: 'Ensembles, Bands and Choirs | Kingsmead Music School',
      fact: 'Wednesdays',
    },
    {
      text: 'what time is junior strings on a saturday',
      expect: 'Ensembles, Bands and Choirs | Kingsmead Music School',
      fact: '10am to 11am',
    },
    {
      text: 'when is the christmas concert this year',
      expect: 'Concerts and Events | Kingsmead Music School',
      fact: '5 December 2026',
    },
    {
      text: 'do grandparents have to pay to come and watch the concerts',
      expect: 'Concerts and Events | Kingsmead Music School',
      fact: '£5',
    },
    {
      text: 'can we do lessons on zoom from home',
      expect: 'Online Lessons | Kingsmead Music School',
      fact: 'Zoom',
    },
    {
      text: 'are online lessons cheaper than coming in',
      expect: 'Online Lessons | Kingsmead Music School',
      fact: 'same fees',
    },
    {
      text: 'can my son do his drum lessons online',
      expect: 'Online Lessons | Kingsmead Music School',
      fact: 'electronic kit',
    },
  ],

  requests: [
    {
      text: "I'd like to book a trial piano lesson for my son some time next week please",
      expect: 'Appointments',
    },
    {
      text: 'can you put me down for the practice room saturday 10 till 12',
      expect: 'Appointments',
    },
    {
      text: "please book my daughter in for a violin taster, she's free after 4 on thursdays",
      expect: 'Appointments',
    },
    {
      text: 'I need to move my guitar lesson from tuesday to wednesday from now on, can you sort that',
      expect: 'Appointments',
    },
    {
      text: "the teacher was 15 minutes late again today and nobody told us. this is the third time and frankly we're not happy",
      expect: 'Complaints/Feedback',
    },
    {
      text: "just wanted to say Marcus has been absolutely brilliant with our Josh, he's a different kid since he started drums. thank you!",
      expect: 'Complaints/Feedback',
    },
    {
      text: "I've been charged twice for spring term and no one is replying to my emails, I want this looked into",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about adult singing lessons? 07700 900123, after 5 is best',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of your fee list and the enrolment form',
      expect: 'General Inquiry',
    },
    {
      text: "can you pass a message to Priya that Amelia has a temperature so she won't make it this Thursday",
      expect: 'General Inquiry',
    },
    { text: 'can I talk to an actual person please', expect: 'handoff' },
    { text: "this isn't helping, get me someone from the office", expect: 'handoff' },
    { text: 'is there a real human I can chat to right now about my account', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in cheltenham tomorrow",
    'what is 15% of 340',
    'did Cheltenham Town win on saturday',
    'how many sharps are in D major',
    'is Yamaha or Fender better for a first electric guitar',
    'what are the chords for wonderwall',
    'can you recommend a piano tuner near me',
    'is the music scholarship at Dean Close School worth applying for',
    'how many UCAS points is grade 8 piano worth',
    'who composed the moonlight sonata',
    "what's a good recipe for a kids birthday cake",
    'how do I restring a classical guitar',
    'what are the lyrics to let it go from frozen',
  ],
};
