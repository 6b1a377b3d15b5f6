import type { Business } from '../types.js';

const TRAVEL = 'Travel Health Clinic Price List';
const DELIVERY = 'Prescription Delivery Service Terms and Conditions';
const EAR = 'Ear Wax Removal by Microsuction - Patient Information';
const FLU = 'Flu Vaccination Clinic 2025-26 Patient Leaflet';
const COMPLAINTS = 'Complaints and Feedback Procedure';

const HOME = 'Mill Street Pharmacy | Your Independent Pharmacy in Brackenbury';
const TEAM = 'Meet the Team | Mill Street Pharmacy';
const PHARMACY_FIRST = 'Pharmacy First: Treatment for Common Conditions | Mill Street Pharmacy';
const BP = 'Free Blood Pressure Checks | Mill Street Pharmacy';
const PRIVATE = 'Private Services and Prices | Mill Street Pharmacy';

const Q_HOURS = 'What are your opening hours?';
const Q_BANK = 'Are you open on bank holidays?';
const Q_LOCATION = 'Where are you and is there parking?';
const Q_REPEAT = 'How do I order a repeat prescription?';
const Q_READY = 'How long will my prescription take to be ready?';
const Q_CHARGE = 'How much does an NHS prescription cost?';
const Q_COLLECT = 'Can someone else collect my prescription for me?';
const Q_STOCK = 'What happens if my medicine is out of stock?';
const Q_EC = 'Do you provide the morning after pill?';
const Q_SMOKING = 'Do you offer help to stop smoking?';
const Q_BLISTER = 'Can you put my tablets into blister packs?';
const Q_RETURNS = 'Can I bring back old or unused medicines?';
const Q_SHARPS = 'Do you take used needles or sharps bins?';
const Q_ROOM = 'Do you have a private room to talk to the pharmacist?';
const Q_COVID = 'Do you offer the COVID-19 vaccine?';
const Q_NMS = 'What is the New Medicine Service?';
const Q_PAYMENT = 'What payment methods do you accept?';
const Q_CONTACT = 'How can I contact the pharmacy?';
const Q_PREGNANCY = 'Do you sell pregnancy tests?';
const Q_LABELS = 'Can I get large print labels on my medicines?';
const Q_DISCHARGE = 'Do you help patients after they leave hospital?';
const Q_MOBILITY = 'Do you sell or hire mobility aids?';
const Q_PILL = 'Can I get the contraceptive pill from the pharmacy?';

export const pharmacy: Business = {
  slug: 'pharmacy',
  name: 'Mill Street Pharmacy',
  field: 'Community pharmacy',
  entries: [
    // ---------------------------------------------------------------- FAQ
    {
      type: 'faq',
      title: Q_HOURS,
      content:
        "We're open Monday to Friday 8:30am to 6:30pm and Saturday 9am to 5pm. We're closed on Sundays. We don't close for lunch, so you can pop in at any time during the day.",
    },
    {
      type: 'faq',
      title: Q_BANK,
      content:
        "We open from 10am to 2pm on most bank holidays, but we're closed on Christmas Day, Boxing Day, New Year's Day and Easter Sunday. When we're closed, call NHS 111 for urgent medicines or check the NHS website for the nearest open pharmacy.",
    },
    {
      type: 'faq',
      title: Q_LOCATION,
      content:
        "We're at 27 Mill Street, Brackenbury BK7 3LN, next door to the Co-op. There are two free 20-minute parking bays directly outside for pharmacy customers, and the Market Square pay-and-display car park is a two-minute walk away. The number 14 and 22 buses stop right outside.",
    },
    {
      type: 'faq',
      title: Q_REPEAT,
      content:
        "You can order through the NHS App, through your GP practice's online service, or by dropping your repeat slip into the box on our counter and we'll send it to the surgery. If you're registered at Riverside Medical Centre or Brackenbury Health Centre, we can manage your repeats for you and order them 7 days before you're due to run out. Please allow 5 working days from ordering to collection.",
    },
    {
      type: 'faq',
      title: Q_READY,
      content:
        "If you bring in a paper prescription, most items are ready within 15 minutes while you wait. Electronic prescriptions sent by your GP are usually ready 2 working days after the surgery approves them, and we'll send you a text message as soon as your bag is ready to collect.",
    },
    {
      type: 'faq',
      title: Q_CHARGE,
      content:
        "In England the NHS prescription charge is £9.90 per item. If you need more than 3 items in 3 months, or 11 items in a year, a Prescription Prepayment Certificate (£32.05 for 3 months or £114.50 for 12 months) will save you money. Prescriptions are free if you're 60 or over, under 16, aged 16 to 18 in full-time education, pregnant, or have a valid exemption certificate.",
    },
    {
      type: 'faq',
      title: Q_COLLECT,
      content:
        'Yes. Whoever collects just needs to give us your full name, address and date of birth. For controlled drugs such as strong painkillers, the person collecting will be asked for photo ID and may need to sign the back of the prescription.',
    },
    {
      type: 'faq',
      title: Q_STOCK,
      content:
        "We'll give you an 'owing' slip and order it in, and most items arrive the next working day. If there's a national shortage we'll speak to your GP about a suitable alternative and text you as soon as it's ready. You don't pay the prescription charge again when you collect the owed item.",
    },
    {
      type: 'faq',
      title: Q_EC,
      content:
        'Yes, emergency contraception is free through our NHS service for anyone of any age, with no appointment needed: just ask to speak to the pharmacist in private. Levonorgestrel works best within 72 hours of unprotected sex, and ulipristal (ellaOne) can be taken up to 120 hours (5 days) afterwards.',
    },
    {
      type: 'faq',
      title: Q_SMOKING,
      content:
        "Yes, we run the free NHS Stop Smoking Service: weekly 10-minute check-ins for 12 weeks, with free nicotine patches, gum or lozenges if you're eligible. We do a carbon monoxide breath test at each visit so you can see your progress. Ask at the counter to sign up with our stop smoking advisor, Tomasz.",
    },
    {
      type: 'faq',
      title: Q_BLISTER,
      content:
        "We can provide weekly blister packs (sometimes called dosette boxes) for patients who struggle to remember when to take their medicines, after a short assessment with the pharmacist. Your GP will need to issue 7-day prescriptions, and we need at least one week's notice before the first pack. Not every medicine can go in a pack: liquids, inhalers and some tablets have to stay in their original boxes.",
    },
    {
      type: 'faq',
      title: Q_RETURNS,
      content:
        "Yes, bring any unwanted or out-of-date medicines to the counter at any time and we'll dispose of them safely, free of charge. You can leave tablets in their boxes and blister strips. Please never put medicines in the household bin or flush them down the toilet.",
    },
    {
      type: 'faq',
      title: Q_SHARPS,
      content:
        "We can't take used needles or sharps bins back over the counter. Sharps bins are available free on prescription from your GP, and when your bin is full Brackenbury District Council will collect it free of charge: call them on 01632 960 771 to book a collection.",
    },
    {
      type: 'faq',
      title: Q_ROOM,
      content:
        "Yes, our consultation room is at the back of the shop. It's wheelchair accessible and has a hearing loop. Just ask at the counter and we'll take you through; you don't need an appointment for a private chat with the pharmacist.",
    },
    {
      type: 'faq',
      title: Q_COVID,
      content:
        'We give NHS COVID-19 vaccinations during the autumn and spring campaigns to people who are eligible, such as adults aged 75 and over, care home residents and people with a weakened immune system. Appointments must be booked through the National Booking Service on the NHS website or by calling 119. We do not currently offer a private COVID vaccine.',
    },
    {
      type: 'faq',
      title: Q_NMS,
      content:
        "If you've just been prescribed a new medicine for a long-term condition such as asthma, COPD, type 2 diabetes or high blood pressure, or you've been started on a blood thinner, we'll offer you the free New Medicine Service. It's two short follow-up chats with the pharmacist over about a month, in person or by phone, to check how you're getting on and sort out any side effects or worries.",
    },
    {
      type: 'faq',
      title: Q_PAYMENT,
      content:
        "We accept cash, all major debit and credit cards, contactless, Apple Pay and Google Pay. We don't take cheques, and there's no minimum spend on cards.",
    },
    {
      type: 'faq',
      title: Q_CONTACT,
      content:
        'Call us on 01632 960 418 or email hello@millstreetpharmacy.co.uk, and we reply to emails within one working day. Phone lines are busiest between 9am and 10:30am, so calling in the afternoon is usually quicker. Please phone rather than email if your question about a medicine is urgent.',
    },
    {
      type: 'faq',
      title: Q_PREGNANCY,
      content:
        "Yes, we stock Clearblue and own-brand pregnancy tests, priced from £3.49 to £13.99. We don't carry out pregnancy testing in the pharmacy, but the pharmacist is happy to talk through your result with you in private.",
    },
    {
      type: 'faq',
      title: Q_LABELS,
      content:
        "Yes, just let us know and we'll print your labels in large print every time. We can also give you a medicines reminder chart showing what to take and when, and put easy-open (non child-resistant) caps on your bottles if you find them hard to open.",
    },
    {
      type: 'faq',
      title: Q_DISCHARGE,
      content:
        "Yes, through the NHS Discharge Medicines Service. If Brackenbury General Hospital refers you to us, our pharmacist will check your new medicines against what you were taking before, make sure any changes reach your GP, and talk you or your carer through them, usually within 3 days of discharge. Tell the ward you'd like Mill Street Pharmacy as your nominated pharmacy.",
    },
    {
      type: 'faq',
      title: Q_MOBILITY,
      content:
        "We stock walking sticks, walking frames, raised toilet seats and bath seats, and can order wheelchairs and commodes within 2 to 3 working days. We don't hire out equipment ourselves, but the British Red Cross in Brackenbury lends wheelchairs for short-term use.",
    },
    {
      type: 'faq',
      title: Q_PILL,
      content:
        "Yes, through the NHS Pharmacy Contraception Service you can start or continue the combined pill or the mini pill without seeing your GP, free of charge. Book a 20-minute appointment with the pharmacist, who will check your blood pressure and medical history. If you're continuing a pill you already take, we can supply up to 12 months at a time.",
    },

    // ---------------------------------------------------------------- documents
    {
      type: 'document',
      title: TRAVEL,
      fileName: 'travel-clinic-prices.txt',
      content: `MILL STREET PHARMACY
TRAVEL HEALTH CLINIC - PRICE LIST 2025

Our travel clinic is run by pharmacist Helen Marsh on Tuesday and Thursday afternoons (1pm to 5pm) and on alternate Saturday mornings. The clinic is by appointment only - we cannot see travel patients on a walk-in basis.

1. When to book
Please book your first appointment at least 6 to 8 weeks before you travel. Some courses (rabies, hepatitis B and Japanese encephalitis) need several doses spread over 3 to 4 weeks, so leaving it late can mean you are not fully protected when you fly. Last-minute travellers should still get in touch, as accelerated schedules are sometimes possible.

2. Consultation fee
A travel risk assessment costs £15 and lasts about 20 minutes. The £15 is deducted from your bill if you go ahead with any vaccine or antimalarial on the day. Families booking together pay a single consultation fee of £25 for up to 4 people.

3. Before your appointment
- Complete the online travel questionnaire at least 48 hours before you come in.
- Bring your vaccination record, or a printout of your GP record if you have one.
- Know your itinerary: countries, regions, dates and type of accommodation.
- Tell us if you are pregnant, breastfeeding or have a weakened immune system.

VACCINE PRICES
Vaccine | Doses in course | Price per dose
Hepatitis A | 2 | £55
Hepatitis B | 3 | £45
Hepatitis A and B combined | 3 | £80
Typhoid (injection) | 1 | £40
Rabies | 3 | £75
Japanese encephalitis | 2 | £99
Meningitis ACWY | 1 | £60
Cholera (oral drink) | 2 | £35
Tick-borne encephalitis | 3 | £70

Some travel vaccines (hepatitis A, typhoid, cholera and the diphtheria/tetanus/polio booster) are free on the NHS from your GP surgery. We will tell you which ones during your consultation so you do not pay for anything you could get free.

ANTIMALARIAL TABLETS
- Atovaquone/proguanil (generic Malarone): £2.50 per tablet
- Doxycycline 100mg: £1.00 per tablet (minimum charge £15)
- Chloroquine and proguanil are no longer recommended for most destinations.
The private prescription for antimalarials is included in the consultation fee.

YELLOW FEVER
We are not a registered yellow fever vaccination centre. If your destination requires a yellow fever certificate, we will give you details of the nearest centre, which is currently Harrowgate Road Travel Clinic in Kelby.

4. Payment and cancellations
Payment is taken on the day by card or cash. Please give at least 24 hours' notice if you need to cancel; late cancellations and no-shows are charged the £15 consultation fee.

Prices valid from 1 April 2025 and may change if manufacturer costs rise.`,
    },
    {
      type: 'document',
      title: DELIVERY,
      fileName: 'delivery-service-terms.txt',
      content: `PRESCRIPTION DELIVERY SERVICE - TERMS AND CONDITIONS
Mill Street Pharmacy, 27 Mill Street, Brackenbury BK7 3LN

1. Who can use the service
Our delivery service is free for patients who are housebound, aged 70 or over, or who have a disability or long-term illness that makes it hard to get to the pharmacy. Everyone else is welcome to use the service for a charge of £3.50 per delivery, or £12 a month for unlimited deliveries.

2. Where we deliver
We deliver to addresses within 5 miles of the pharmacy, covering Brackenbury, Little Marston, Hollins Cross and Eddington. We are unable to deliver to addresses outside this area or to PO boxes.

3. Delivery days and times
Deliveries run Monday to Friday between 1pm and 6pm. We do not deliver on Saturdays, Sundays or bank holidays. Our driver, Gary Pearson, will text you a one-hour delivery window on the morning of your delivery.

4. Signing for your medicines
- Someone aged 16 or over must sign for every delivery.
- Controlled drugs (for example morphine or some strong painkillers) must be signed for by the patient or their named representative and can never be left.
- Fridge items are delivered in insulated bags and must be put straight into the fridge.

5. If you are not in
If nobody is home, the driver will leave a calling card and take your medicines back to the pharmacy. We will try once more on the next working day. After two missed deliveries you will need to collect from the pharmacy yourself.
We will only leave medicines with a neighbour or in a safe place if you have signed our consent form, and never for controlled drugs or fridge items.

6. How to sign up
Ask at the counter or speak to our delivery coordinator, Sophie Clarke. You will need to fill in a short registration form giving your address, a contact number and any access instructions, such as a key safe code or which door to use.

7. Our responsibility
Medicines remain the responsibility of the pharmacy until they are handed over or left in line with your signed consent. Please check your bag when it arrives and tell us within 24 hours if anything is missing or damaged.

Last reviewed: March 2025`,
    },
    {
      type: 'document',
      title: EAR,
      fileName: 'ear-microsuction-info.txt',
      content: `EAR WAX REMOVAL BY MICROSUCTION
Patient information leaflet - Mill Street Pharmacy

WHAT IS MICROSUCTION?
Microsuction uses a magnifying headset and a gentle medical suction device to lift ear wax out of the ear canal. No water is used, so it is suitable for most people who cannot have ear irrigation. Most appointments take around 30 minutes, including a check of both ears before and after.

Ear care appointments are carried out by pharmacist Helen Marsh, who completed her accredited ear care training with the Northern Ear Care Academy.

FEES
• One ear: £50
• Both ears: £65
• Follow-up visit: free if not all the wax could be removed and you return within 14 days
• Ear check only (no wax found): £20
GP surgeries in Brackenbury no longer offer routine ear syringing, so this is a private service and is not available on the NHS.

1. Before your appointment
For 3 to 5 days before your appointment, put 2 or 3 drops of olive oil into the affected ear twice a day. Lie on your side for 5 minutes afterwards so the oil can soak in. Softened wax comes out much more easily and comfortably.
• Do not use cotton buds - they push wax further in.
• If you wear hearing aids, bring them with you.
• Let us know about any previous ear surgery or problems.

2. Who should not have microsuction here
• Children under 12
• Anyone with a known perforated eardrum, or who has had ear surgery in the last 12 months
• Anyone with grommets
• Anyone with a current ear infection, discharge from the ear or sudden hearing loss - please see your GP instead

3. After your appointment
Some people feel slightly dizzy for a few minutes or notice that sounds seem louder than usual; this normally settles within an hour. Keep your ears dry for 24 hours and avoid swimming for 2 days. If you notice pain, bleeding or discharge afterwards, contact the pharmacy or your GP.

4. How often should I come?
Most people only need microsuction once every 6 to 12 months. Using olive oil drops once a week can help stop wax building up again.

BOOKING
Ear care appointments are available on Mondays and Wednesdays between 9:30am and 5pm, and on some Saturday mornings. Book at the counter or by phone. Please give 24 hours' notice if you need to cancel, otherwise a £20 late cancellation fee applies.`,
    },
    {
      type: 'document',
      title: FLU,
      fileName: 'flu-clinic-leaflet-2025.txt',
      content: `FLU VACCINATION CLINIC 2025/26
Mill Street Pharmacy - patient leaflet

WHO CAN HAVE A FREE NHS FLU VACCINE
From 1 October 2025 you can have a free flu vaccine with us if you are aged 18 or over and you:
- are aged 65 or over (by 31 March 2026)
- are pregnant
- live with a long-term condition such as diabetes, asthma needing a steroid inhaler, COPD, heart disease, or kidney or liver disease
- have a weakened immune system
- are the main carer for an older or disabled person, or receive Carer's Allowance
- live in a care home
- are a close contact of someone with a weakened immune system
- are a frontline health or social care worker
We do not vaccinate children under 18. Children aged 2 to 17 are offered the nasal spray vaccine through school or their GP surgery.

PRIVATE FLU VACCINATION
If you are not eligible for a free vaccine you can pay for one. The private flu vaccine costs £17 and is available from mid-September until our stock runs out. Workplaces with 10 or more staff can book an on-site session at their premises for £15 per person.

WALK-IN SESSIONS AND APPOINTMENTS
- Walk-in flu clinics: Tuesdays and Thursdays, 2pm to 5pm, throughout October and November
- Saturday morning clinics: 9:30am to 12:30pm on 4, 11 and 18 October
- Booked appointments are available at other times, Monday to Saturday

ON THE DAY
1. Wear a short-sleeved top or something you can roll up easily.
2. Tell us if you have ever had a severe allergic reaction to a vaccine. Most people with an egg allergy can still have the flu vaccine safely.
3. If you have a fever, please rebook. A mild cold is not a reason to delay.
4. The vaccination itself takes less than 5 minutes, and we will update your GP record within 2 working days.

POSSIBLE SIDE EFFECTS
Common side effects include a sore arm, a mild temperature and aching muscles for a day or two. These are signs that your immune system is responding. You can take paracetamol if needed. The injected vaccine cannot give you flu.

WHY HAVE IT EVERY YEAR?
Flu viruses change each winter and protection from the vaccine fades over time, so a new vaccine is made every year. It is best to be vaccinated before flu starts spreading, ideally by the end of November.`,
    },
    {
      type: 'document',
      title: COMPLAINTS,
      fileName: 'complaints-procedure.txt',
      content: `COMPLAINTS AND FEEDBACK PROCEDURE
Mill Street Pharmacy

We want every visit to the pharmacy to go well. If something has gone wrong, we would like to hear about it so we can put it right and learn from it. Making a complaint will never affect the care you receive from us.

1. Talk to us first
Most problems can be sorted out on the spot. Please speak to the pharmacist on duty, or ask for our superintendent pharmacist, Daniel Okafor.

2. Making a formal complaint
You can complain in person, by phone, by email or by letter to the pharmacy. Someone else, such as a relative or carer, can complain on your behalf if you give us your written consent. Complaints should normally be made within 12 months of the event, or within 12 months of you becoming aware of the problem.

3. What happens next
- We will acknowledge your complaint within 3 working days.
- Daniel Okafor will look into what happened, speaking to the staff involved and checking our records.
- We aim to send you a full written response within 20 working days. If it will take longer, we will explain why and agree a new date with you.
- Where appropriate, we will offer to meet you to talk things through.

4. If you are not happy with our response
You can ask NHS England to look at your complaint about any NHS service we provide. If you are still unhappy after that, you can take your complaint to the Parliamentary and Health Service Ombudsman, which makes final decisions on complaints about the NHS in England.

5. Help with making a complaint
Healthwatch Brackenbury offers free, independent advice and can help you write your complaint or support you at any meetings. Ask at the counter for their leaflet.

COMPLIMENTS AND SUGGESTIONS
We love hearing when things have gone well, and we share every compliment with the team. You can:
• fill in a feedback card - they are next to the till
• leave us a review on the NHS website or Google
• take part in our annual patient survey, which runs every February
Suggestions are reviewed at our monthly team meeting, and we display a "You said, we did" poster in the shop showing changes we have made.

CONFIDENTIALITY
Your complaint will be handled in confidence and kept separately from your medical records. We keep complaint records for 10 years, as required.`,
    },

    // ---------------------------------------------------------------- website
    {
      type: 'website',
      title: HOME,
      url: 'https://www.millstreetpharmacy.co.uk/',
      content: `# Mill Street Pharmacy
Your independent family pharmacy in the heart of Brackenbury

## Welcome
Whether you need your regular prescription, quick advice about a rash or a jab before your holiday, our friendly team is here to help. We know most of our patients by name, and we think that makes a difference.

## Our story
Mill Street Pharmacy first opened its doors in 1987, when pharmacists Alan and Margaret Whitcombe turned the old saddler's shop on Mill Street into a chemist. Daniel Okafor, who first worked here as a Saturday assistant while still at school, took over the business in 2014 when the Whitcombes retired. The pharmacy remains independently owned: we are not part of any chain, and every decision is made here in Brackenbury.

## What we do
- NHS prescriptions and repeat prescription management
- Free blood pressure checks
- Pharmacy First consultations for common conditions
- Flu, travel and private vaccinations
- Ear wax removal by microsuction
- Home delivery of prescriptions

## A Healthy Living Pharmacy
We are an accredited Healthy Living Pharmacy, which means our team is trained to give advice on healthy eating, exercise, alcohol and sleep as well as medicines. Every month we run a health campaign in our front window. Recent topics have included sun safety, men's health and looking after your heart.

## Supporting our community
We host a free Memory Café for people living with dementia and their carers on the last Friday of every month, from 2pm to 4pm at St Luke's Church Hall, run together with Brackenbury Dementia Friends. Everyone is welcome, there's no need to book, and the tea and cake are on us.

We also collect donations for the Brackenbury Food Bank all year round - look for the basket by the door.`,
    },
    {
      type: 'website',
      title: TEAM,
      url: 'https://www.millstreetpharmacy.co.uk/our-team',
      content: `# Meet the Team
We're a small team, and you'll see the same friendly faces every time you visit.

## Daniel Okafor - Superintendent Pharmacist and Owner
Daniel qualified in 2006 and has owned Mill Street Pharmacy since 2014. He is also an independent prescriber with a special interest in diabetes and heart health. Daniel is usually in the pharmacy Monday to Friday.

## Helen Marsh - Pharmacist
Helen joined us in 2011 and runs our travel health clinic and our ear care clinic. She works Monday to Thursday and is the person to ask about anything vaccine-related.

## Rhys Llewellyn - Pharmacist
Rhys is our Saturday pharmacist and also covers holidays during the week. He grew up in Aberystwyth and is a Welsh speaker.

## Tomasz Nowak - Accredited Pharmacy Technician
Tomasz checks prescriptions before they are handed out and leads our stop smoking clinic. He speaks fluent Polish and is always happy to help Polish-speaking patients with their medicines.

## Sophie Clarke - Dispenser and Delivery Coordinator
Sophie looks after our blister pack patients and organises the delivery round. If you have a question about a delivery, she's the one to speak to.

## Amira Haddad - Healthcare Assistant
Amira is often the first face you'll see on the counter. She is trained in over-the-counter medicines advice and speaks Arabic and French.

## Gary Pearson - Delivery Driver
Gary has been driving our delivery van for eight years and knows every lane in Brackenbury.

## Languages we speak
Between us we speak English, Polish, Arabic, French and Welsh. For any other language we can use a telephone interpreting service, free of charge, during your consultation.`,
    },
    {
      type: 'website',
      title: PHARMACY_FIRST,
      url: 'https://www.millstreetpharmacy.co.uk/pharmacy-first',
      content: `# Pharmacy First: get treated without a GP appointment

## What is Pharmacy First?
Pharmacy First is an NHS service that lets our pharmacists assess you and, where appropriate, supply prescription-only medicines such as antibiotics or antivirals for seven common conditions, all without you needing to see a GP.

## The seven conditions we can treat
- Sinusitis - ages 12 and over
- Sore throat - ages 5 and over
- Earache (acute otitis media) - ages 1 to 17
- Infected insect bites - ages 1 and over
- Impetigo - ages 1 and over
- Shingles - ages 18 and over
- Uncomplicated urinary tract infections (UTIs) - women aged 16 to 64

## How to use the service
Simply walk in while we're open - no appointment needed. Your GP practice, NHS 111 or an urgent treatment centre can also refer you to us, in which case we'll already have your details when you arrive. The consultation takes place in our private room and usually lasts 10 to 15 minutes.

## Does it cost anything?
The consultation itself is free. If the pharmacist supplies a medicine, you pay the normal NHS prescription charge unless you are exempt, in which case it is free.

## When we may need to refer you
We will always tell you if we think you need to be seen by someone else. For example:
- men, or women who are pregnant, with urinary symptoms
- anyone outside the age range for their condition
- symptoms that are severe, keep coming back or have lasted a long time
In these cases we will refer you to your GP, an urgent treatment centre or, in an emergency, A&E.

## Other common problems
For coughs, colds, hay fever, head lice, thrush, diarrhoea and constipation, our team can recommend over-the-counter treatments and tell you when it's worth seeing a doctor.`,
    },
    {
      type: 'website',
      title: BP,
      url: 'https://www.millstreetpharmacy.co.uk/blood-pressure-checks',
      content: `# Free Blood Pressure Checks
High blood pressure rarely causes symptoms, so many people don't know they have it. A quick check could save your life.

## Who can have a free check?
Through the NHS blood pressure check service, we offer free checks to adults aged 40 and over who have not already been diagnosed with high blood pressure. We will also check your blood pressure if your GP practice has asked you to get a reading.

## How it works
Just walk in - the check takes about 10 minutes in our private consultation room. You'll sit quietly for 5 minutes before we take two or three readings with a validated monitor. For the most accurate result, avoid caffeine, smoking and exercise for 30 minutes before your check.

## What your reading means
- Below 140/90: your blood pressure is in the normal range. We'll suggest when to have it checked again.
- Between 140/90 and 180/120: we'll offer you ambulatory monitoring. You wear a small monitor on your arm for 24 hours while you go about your day, then bring it back and we send the results to your GP.
- 180/120 or above: we'll advise you to see your GP or an urgent treatment centre the same day.

## Under 40?
If you're under 40 or don't qualify for the NHS service, you can have a private check for £10. This includes a pulse check for an irregular heartbeat (atrial fibrillation).

## Checking at home
We stock validated home blood pressure monitors from £24.99, and we'll show you how to use yours properly. Already have one? Bring it in and we'll compare it against our monitor for free.`,
    },
    {
      type: 'website',
      title: PRIVATE,
      url: 'https://www.millstreetpharmacy.co.uk/private-services',
      content: `# Private Services and Prices
Some treatments aren't available on the NHS, or you may prefer not to wait for a GP appointment. All private consultations take place with a pharmacist in our private consultation room, and we only supply medicines when it is safe and appropriate to do so.

## Period delay - £20
Going on holiday or have a special occasion coming up? A consultation and a supply of norethisterone tablets costs £20, enough to delay your period by up to 10 days. Start the tablets 3 days before your period is due.

## Erectile dysfunction
- Sildenafil 50mg: 4 tablets £14.99, 8 tablets £24.99
- Tadalafil 10mg: 4 tablets £19.99, 8 tablets £34.99
A short confidential consultation is needed the first time, and we will check your blood pressure.

## Male hair loss
Finasteride 1mg: 28 tablets £22.99, or £59.99 for a 3-month supply. It usually takes 3 to 6 months to see results.

## Vitamin B12 injections - £35 per injection
For adults with a blood test result from the last 6 months showing low B12, or a letter from their GP. Injections are given by appointment.

## Chickenpox vaccination - £75 per dose
Two doses are needed, at least 4 weeks apart, so a full course costs £150. Suitable for children from 1 year old and for adults who have never had chickenpox. Appointments only.

## Booking
Period delay and erectile dysfunction consultations are available as walk-ins whenever a pharmacist is on duty. Vaccinations and B12 injections need an appointment - ask at the counter.`,
    },
  ],

  questions: [
    // --- FAQ
    { text: 'what time do u shut tonight', expect: Q_HOURS },
    { text: 'open sundays?', expect: Q_HOURS },
    { text: 'Are you open on a Saturday afternoon?', expect: Q_HOURS },
    { text: 'r u open easter monday', expect: Q_BANK },
    { text: 'will you be open on the august bank hol or closed all day?', expect: Q_BANK },
    { text: 'wheres the shop', expect: Q_LOCATION },
    { text: 'can i park outside or do i have to find a car park somewhere', expect: Q_LOCATION },
    { text: 'how do i get more of my regular meds before i run out', expect: Q_REPEAT },
    {
      text: 'can you sort my repeats with the doctors so i dont have to keep remembering to ask every month',
      expect: Q_REPEAT,
    },
    { text: "If I drop off a paper script how long's the wait?", expect: Q_READY },
    {
      text: 'doc said she sent my prescription over this morning, when can i pick it up??',
      expect: Q_READY,
    },
    { text: 'how much per item for a prescripton', expect: Q_CHARGE },
    {
      text: 'I get about 4 different things on prescription every month and its costing a fortune, is there any way to pay less',
      expect: Q_CHARGE,
    },
    { text: 'can my husband pick up my meds', expect: Q_COLLECT },
    {
      text: 'my neighbour is fetching my tablets for me while im laid up, what does she need to bring',
      expect: Q_COLLECT,
    },
    { text: 'what if you havent got my inhaler in', expect: Q_STOCK },
    {
      text: 'you said you owed me one of my items last week, do i have to pay again when i get it',
      expect: Q_STOCK,
    },
    { text: 'morning after pill - do I have to pay?', expect: Q_EC },
    { text: 'condom split 4 days ago is it too late for emergency contraception', expect: Q_EC },
    { text: 'trying to pack in the fags can you help', expect: Q_SMOKING },
    { text: 'do you give out free patches to help quit', expect: Q_SMOKING },
    {
      text: 'my mum keeps mixing up which pills to take when, can you put them in those weekly trays with the days on',
      expect: Q_BLISTER,
    },
    { text: 'dossett box?', expect: Q_BLISTER },
    { text: 'what do i do with all my late husbands old tablets', expect: Q_RETURNS },
    { text: 'can I drop off expired meds with you', expect: Q_RETURNS },
    { text: 'where do i get rid of a full sharps bin', expect: Q_SHARPS },
    { text: 'do you take back used insulin needles', expect: Q_SHARPS },
    {
      text: 'is there somewhere private i can ask the chemist something a bit embarrassing',
      expect: Q_ROOM,
    },
    { text: 'can i get my covid booster with you', expect: Q_COVID },
    { text: 'covid jab privately?', expect: Q_COVID },
    {
      text: 'just started on blood pressure tablets and the pharmacist mentioned some follow up thing with phone calls, what is that',
      expect: Q_NMS,
    },
    { text: 'do you take apple pay', expect: Q_PAYMENT },
    { text: 'Can I still pay by cheque?', expect: Q_PAYMENT },
    { text: 'whats your phone number', expect: Q_CONTACT },
    { text: 'email address?', expect: Q_CONTACT },
    { text: 'do u have preg tests', expect: Q_PREGNANCY },
    { text: "my eyesight's not great, can the writing on my boxes be bigger", expect: Q_LABELS },
    { text: 'i cant open the childproof lids with my arthritis', expect: Q_LABELS },
    {
      text: 'my dad came home from hospital last week with a bag full of new tablets and hes totally confused about what hes meant to be taking now, can you help',
      expect: Q_DISCHARGE,
    },
    { text: 'where can i get a zimmer frame for my nan', expect: Q_MOBILITY },
    { text: 'do you rent out wheelchairs', expect: Q_MOBILITY },
    { text: 'can i get the pill without going to my gp', expect: Q_PILL },
    { text: 'need to restart my mini pill, can the pharmacist sort it', expect: Q_PILL },

    // --- documents
    { text: 'rabies jabs how much', expect: TRAVEL, fact: '£75' },
    {
      text: 'going to vietnam in 3 weeks, is that enough time to get my jabs sorted or have i left it too late',
      expect: TRAVEL,
      fact: '6 to 8 weeks',
    },
    { text: 'do you do yellow fever', expect: TRAVEL, fact: 'not a registered yellow fever' },
    { text: 'malaria tablets price?', expect: TRAVEL, fact: '£2.50 per tablet' },
    {
      text: 'my dad is 78 and just got out of hospital and he cant get out to collect his tablets, can someone bring them round and will it cost him anything',
      expect: DELIVERY,
      fact: 'aged 70 or over',
    },
    {
      text: "how much to get my prescription dropped off at home, I'm not housebound just work full time",
      expect: DELIVERY,
      fact: '£3.50',
    },
    { text: 'how far out do you deliver', expect: DELIVERY, fact: '5 miles' },
    {
      text: 'what time does the delivery driver usually come round',
      expect: DELIVERY,
      fact: '1pm and 6pm',
    },
    { text: 'earwax removal cost for both ears', expect: EAR, fact: '£65' },
    {
      text: 'ears are blocked, anything I should do before the suction appointment?',
      expect: EAR,
      fact: 'olive oil',
    },
    {
      text: 'can my 8 year old have his ears cleaned out with the suction thing',
      expect: EAR,
      fact: 'under 12',
    },
    { text: "how much is a flu jab if I don't qualify for a free one", expect: FLU, fact: '£17' },
    {
      text: 'can i just turn up for the flu vaccine or do i need to book',
      expect: FLU,
      fact: '2pm to 5pm',
    },
    { text: 'can my 14 yr old get her flu vaccine at yours', expect: FLU, fact: 'under 18' },
    {
      text: 'how long does it take you lot to respond to a complaint, I sent one in on monday',
      expect: COMPLAINTS,
      fact: '20 working days',
    },
    {
      text: 'who do i go to if im still not happy with how you dealt with my complaint',
      expect: COMPLAINTS,
      fact: 'Parliamentary and Health Service Ombudsman',
    },
    {
      text: 'is there anyone independent who can help me put a complaint in writing',
      expect: COMPLAINTS,
      fact: 'Healthwatch Brackenbury',
    },

    // --- website
    { text: 'how long has the pharmacy been going', expect: HOME, fact: '1987' },
    {
      text: 'anything on for people with dementia? my mum has alzheimers',
      expect: HOME,
      fact: 'last Friday of every month',
    },
    { text: 'does anyone there speak polish', expect: TEAM, fact: 'Tomasz' },
    { text: "who's the pharmacist on saturdays", expect: TEAM, fact: 'Rhys Llewellyn' },
    {
      text: 'my 10 year old has a bad sinus infection can you give antibiotics',
      expect: PHARMACY_FIRST,
      fact: '12 and over',
    },
    {
      text: 'think ive got cystitis again, can u treat it without a gp',
      expect: PHARMACY_FIRST,
      fact: 'women aged 16 to 64',
    },
    { text: 'free bp check?', expect: BP, fact: '40 and over' },
    {
      text: "I'm 32, can I get my blood pressure taken and what does it cost",
      expect: BP,
      fact: '£10',
    },
    { text: 'how much to delay my period for my holiday', expect: PRIVATE, fact: '£20' },
    { text: 'viagra price', expect: PRIVATE, fact: '£14.99' },
    {
      text: 'chickenpox vaccine for my toddler, cost for the full thing?',
      expect: PRIVATE,
      fact: '£150',
    },
  ],

  requests: [
    {
      text: "I'd like to book in for ear wax removal sometime next week please",
      expect: 'Appointments',
    },
    {
      text: 'Can you book me a travel vaccine appointment? Off to Kenya in May',
      expect: 'Appointments',
    },
    { text: 'please reserve me a flu jab slot on saturday morning', expect: 'Appointments' },
    {
      text: 'I want to make a complaint, your driver left my insulin on the doorstep in the rain',
      expect: 'Complaints/Feedback',
    },
    {
      text: "I'd like to leave some feedback about the lady on the counter, she was so kind to my mum yesterday",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'not happy at all, waited 40 mins for one item and nobody apologised. i want to log a formal complaint',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Can someone get back to me about whether you can get hold of a particular brand of gluten free bread?',
      expect: 'General Inquiry',
    },
    {
      text: "please pass a message on to the pharmacist and ask her to ring me back about my mum's medication",
      expect: 'General Inquiry',
    },
    {
      text: "I'd like to send an enquiry about one of your pharmacists giving a talk to our community group",
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
    { text: 'put me through to the pharmacist', expect: 'handoff' },
    { text: 'this bot isnt helping, i need a human', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in brackenbury tomorrow",
    'did leeds win last night',
    'got a good recipe for shepherds pie?',
    'do you sell flea treatment for cats',
    'can i get my eyes tested there',
    'do you do the mounjaro weight loss injections',
    'are you hiring? looking for part time work on the counter',
    'do you do ear piercing',
    'what time does Riverside Medical Centre open on a saturday',
    'do you sell cbd oil',
    'can you do a cholesterol test for me',
    'can I get a hearing test at the pharmacy',
  ],
};
