import type { Business } from '../types.js';

export const carehome: Business = {
  slug: 'carehome',
  name: 'Thornleigh Court Care Home',
  field:
    'a residential and nursing care home for older people (respite stays, dementia care, visiting, fees and funding, activities, meals)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Do you have any vacancies at the moment?',
      content:
        'Our availability changes from week to week, so the best thing is to ring our admissions manager, Jo Kettering, on 01926 857 430. If we are full, you can join our waiting list free of charge and we will contact you as soon as a suitable room comes up.',
    },
    {
      type: 'faq',
      title: 'How much are your fees?',
      content:
        'Our weekly fees for 2026/27 start from £1,295 for residential care, £1,485 for dementia care and £1,645 for nursing care, depending on the room. Fees include all meals, laundry, activities and utilities. Please see our Fees and Charges 2026 list for the full breakdown and optional extras.',
    },
    {
      type: 'faq',
      title: 'Do you accept council-funded residents?',
      content:
        "Yes, we keep a number of rooms for residents funded by Warwickshire County Council and neighbouring councils. Because our fees are above the council's usual rate, a top-up payment from a family member or friend is normally needed. Our guide Paying for Your Care explains how this works.",
    },
    {
      type: 'faq',
      title: 'Do you offer respite care?',
      content:
        'Yes, we offer planned and emergency respite stays in all three areas of the home, subject to availability. Respite is a good way to give a family carer a break, to recover after a hospital stay, or simply to try us out. Our Respite Care Guide explains booking, prices and what to bring.',
    },
    {
      type: 'faq',
      title: 'What are your visiting hours?',
      content:
        'Visiting is open from 10am to 8pm every day and there is no need to book. If you need to visit outside those hours, for example if your relative is very unwell, just speak to the nurse in charge. Please read our Visiting Policy for more details.',
    },
    {
      type: 'faq',
      title: 'Is there parking at the home?',
      content:
        "Yes, we have a free car park at the front of the home with 18 spaces, including 2 blue badge bays next to the main entrance. On busy Sunday afternoons, St John's Church opposite kindly lets our visitors use its car park.",
    },
    {
      type: 'faq',
      title: 'Can residents bring their own furniture?',
      content:
        'We encourage it. A favourite armchair, a bookcase, a bedside table, pictures and ornaments all help a room feel like home. Upholstered furniture must carry a fire safety label, and for safety reasons we always provide the bed and mattress.',
    },
    {
      type: 'faq',
      title: 'Can residents keep a pet?',
      content:
        "We're a pet-friendly home, and small pets such as a cat or a budgie can sometimes move in with their owner, as long as the resident or their family can look after them. Each request is agreed with the manager beforehand. Our resident cat, Marmalade, lives in the main house.",
    },
    {
      type: 'faq',
      title: 'Do you care for people living with dementia?',
      content:
        'Yes. Our Meadow Wing is a purpose-built, secure unit with 22 bedrooms for people living with dementia, and it is registered for both residential and nursing care. Visit our Dementia Care page to find out more.',
    },
    {
      type: 'faq',
      title: 'Is there a smoking area?',
      content:
        'Thornleigh Court is a no-smoking building, and that includes e-cigarettes and vapes. Residents who smoke can use the covered smoking shelter in the side garden, and we carry out a risk assessment with each resident who smokes to keep them safe.',
    },
    {
      type: 'faq',
      title: 'What is your CQC rating?',
      content:
        'We were rated Good overall by the Care Quality Commission at our last inspection in September 2024, with an Outstanding rating for the Caring question. You can read the full report on the CQC website or ask for a printed copy at reception.',
    },
    {
      type: 'faq',
      title: 'Can we take our relative out for the day?',
      content:
        'Of course. Residents are free to go out with family and friends; just let the nurse in charge know, sign the book at reception and tell us roughly when you expect to be back. If you will be out over a mealtime or medication round, staff will give you any medicines needed.',
    },
    {
      type: 'faq',
      title: 'Is there Wi-Fi for residents?',
      content:
        'Yes, free Wi-Fi is available throughout the building for residents and visitors. Please ask at reception for the password.',
    },
    {
      type: 'faq',
      title: 'Do you provide end of life care?',
      content:
        "Yes. We are accredited with the Gold Standards Framework and work closely with Myton Hospice and local GPs so that residents can stay with us, in familiar surroundings, at the end of their lives. Families can visit at any time and stay overnight in their relative's room, and we provide a reclining chair, bedding and meals.",
    },
    {
      type: 'faq',
      title: 'How do residents see a GP?',
      content:
        'Most residents register with Castle Medical Centre in Kenilworth, whose GP holds a round at the home every Wednesday morning. Residents can keep their own GP if their practice agrees to visit. Between rounds our nurses can arrange a GP call or visit whenever it is needed.',
    },
    {
      type: 'faq',
      title: 'Can visitors have a meal with residents?',
      content:
        "You're very welcome to join your relative for lunch or afternoon tea. Please let reception know by 10am on the day (or by Friday for Sunday lunch). Guest meals are added to the resident's monthly invoice or can be paid at reception.",
    },
    {
      type: 'faq',
      title: 'Do you have a hairdresser?',
      content:
        'Yes, our hairdresser Lorraine works in our own salon every Tuesday and Friday. Appointments are booked through the care team and the charges are added to the monthly invoice.',
    },
    {
      type: 'faq',
      title: 'Are there religious services at the home?',
      content:
        'A Church of England communion service is held in the main lounge on the first Sunday of each month, led by the vicar of St Nicholas Church. Ministers and leaders of all faiths are welcome to visit residents, and a Catholic priest can bring Holy Communion on request. Our quiet room is available for prayer and reflection at any time.',
    },
    {
      type: 'faq',
      title: 'How do I arrange a visit to look around?',
      content:
        "You're welcome to look around any day between 10am and 4pm, including weekends. It helps if you ring 01926 857 430 to book so that Jo or Helen can give you their full attention, but we'll always try to show you round if you drop in.",
    },
    {
      type: 'faq',
      title: 'Is laundry included in the fees?',
      content:
        "Yes, personal laundry is washed, ironed and returned to residents' rooms by our on-site laundry team as part of the weekly fee. Dry cleaning can be arranged and is charged at cost.",
    },
    {
      type: 'faq',
      title: 'Do residents have to share a room?',
      content:
        'No, all of our bedrooms are single rooms. Couples who both need care can choose two adjoining rooms, using one as a bedroom and the other as a private sitting room.',
    },
    {
      type: 'faq',
      title: "How can families keep in touch when they can't visit?",
      content:
        "Every bedroom has a telephone socket, and we have cordless phones so residents can take calls in private. We can set up video calls on the home's iPad, and our secure family portal lets relatives (with the resident's permission) see updates, photos and messages from the care team.",
    },

    // ---------------------------------------------------------------- DOCUMENTS
    {
      type: 'document',
      title: 'Fees and Charges 2026',
      fileName: 'fees-and-charges-2026.pdf',
      content: `THORNLEIGH COURT CARE HOME
FEES AND CHARGES 2026
Effective from 1 April 2026 to 31 March 2027

All fees are per person, per week, and are the same whether care is paid for privately or with help from a third party. Your actual fee is confirmed after our pre-admission assessment and depends on the room you choose and the level of care you need.

WEEKLY FEES – RESIDENTIAL CARE (ELM AND OAK FLOORS)
Standard room (shared shower room on the same corridor) – £1,295 per week
En-suite room – £1,395 per week
Garden suite (en-suite, with patio doors onto the garden) – £1,525 per week

WEEKLY FEES – DEMENTIA CARE (MEADOW WING)
En-suite room – £1,485 per week
Garden room – £1,560 per week

WEEKLY FEES – NURSING CARE
En-suite room – £1,645 per week
Garden suite – £1,740 per week
Nursing dementia care (Meadow Wing) – £1,720 per week
Nursing fees are shown before NHS-Funded Nursing Care (FNC) is deducted. FNC is paid directly to the home by the NHS and appears as a credit on your invoice.

SHORT STAYS AND DAY CARE
Respite – residential care – £1,495 per week
Respite – dementia care – £1,595 per week
Respite – nursing care – £1,795 per week
Respite stays are charged pro rata per night after the first week.
Day care, 10am to 4pm, including lunch and afternoon tea – £85 per day
Day care transport within Kenilworth, when available – £8 each way

WHAT YOUR WEEKLY FEE INCLUDES
- Care and support 24 hours a day from our care and nursing teams
- Your own furnished single bedroom, cleaned daily
- All meals, snacks and hot and cold drinks
- Laundry of personal clothing (excluding dry cleaning)
- The activities programme, in-house entertainment and minibus trips
- Heating, lighting, water and Wi-Fi
- Television licence (covered by the home's concessionary licence)
- Routine toiletries such as soap, shampoo and toothpaste, if you prefer not to bring your own

OPTIONAL EXTRAS
These are not included in the weekly fee and are added to your monthly invoice.
Hairdressing – wash and set £14
Hairdressing – cut and blow-dry £18
Hairdressing – perm £45
Chiropody – £28 per visit (usually every 6 to 8 weeks)
Newspapers and magazines – at cost
Dry cleaning – at cost
Escort by a member of staff to hospital or clinic appointments – £18 per hour, plus mileage at 45p per mile
Guest meals – lunch £7.50, Sunday lunch £9.50, afternoon tea £5
Entry tickets and café costs on minibus trips – at cost
Private telephone line into your room – installation at cost, calls billed to you by your provider

HOW FEES ARE CALCULATED FOR A MONTH
Monthly invoices are calculated as the weekly fee multiplied by 52, divided by 12. For example, a weekly fee of £1,395 gives a monthly invoice of £6,045.

DEPOSITS, PAYMENT AND NOTICE
Deposits, payment dates, notice periods and absences are set out in our Terms and Conditions of Residence, which you will receive with your offer of a room.

QUESTIONS ABOUT YOUR INVOICE
Please contact our accounts team on 01926 857 430 (option 2), Monday to Friday, 9am to 5pm.`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Residence',
      fileName: 'terms-and-conditions-of-residence.pdf',
      content: `THORNLEIGH COURT CARE HOME
TERMS AND CONDITIONS OF RESIDENCE
Version 7, January 2026

These terms form part of the agreement between Thornleigh Court Care Home (Whitfield Care Ltd) and each resident, or the person signing on the resident's behalf. Please read them carefully and ask us if anything is unclear.

1. Reserving a Room
When you accept the offer of a room, we ask for a deposit equal to one week's fee. The deposit is held for the length of your stay and is returned, less any unpaid fees, within 30 days of your stay ending. We will hold a room for up to 7 days before admission; fees are payable from the date the room is reserved.

2. Trial Period
The first four weeks of your stay are a trial period. During this time either you or the home may end the agreement by giving 7 days' notice. At the end of the trial period we hold a review meeting with you and your family to agree your care plan.

3. Payment of Fees
Fees are payable monthly in advance, on the 1st of each month, by direct debit or standing order. The first invoice covers the period from admission to the end of that month. If fees are more than 14 days overdue, we may charge interest at 2% above the Bank of England base rate.

4. Fee Reviews
Fees are reviewed once a year and any change takes effect in April. We will give you at least 28 days' written notice of the new fee. We will only change your fee at any other time if your care needs change significantly, and only after a reassessment which you and your family are invited to take part in.

5. Notice to Leave
After the trial period, you may end the agreement by giving 28 days' written notice. The home may only end the agreement with 28 days' notice, and only if we can no longer meet your needs safely, if fees remain unpaid after we have tried to resolve the matter with you, or if there is serious and repeated behaviour that puts other residents or staff at risk. We will always discuss this with you first and help you find a suitable new home.

6. Absence from the Home
If you are admitted to hospital, your room will be kept for you and the full weekly fee remains payable for up to six weeks. After six weeks we will discuss with you and your family whether the room should continue to be held. Fees remain payable in full during holidays or stays with family.

7. When a Resident Dies
Fees are payable for three days following the death of a resident, to allow time for the family to make arrangements. We ask that personal belongings are collected within 7 days. If more time is needed, please talk to us; the daily rate will apply until the room is cleared.

8. Personal Belongings
Personal possessions are covered by the home's insurance up to a total of £2,000 per resident. We recommend that valuable jewellery and items of sentimental value are kept by the family or insured separately. Each room has a lockable drawer.

9. Care Plans and Consent
Each resident has an individual care plan, written with them and, where they wish, with their family. Care plans are reviewed at least monthly. Where a resident cannot make a particular decision, we follow the Mental Capacity Act 2005 and involve any attorney or deputy.

10. Comments and Complaints
We welcome feedback of all kinds. Complaints can be made to any member of staff or in writing to the Registered Manager. We will acknowledge a complaint within 3 working days and aim to give a full response within 20 working days. If you are not satisfied, you may contact the Local Government and Social Care Ombudsman.

11. Changes to These Terms
We will give at least 28 days' notice of any changes to these terms.`,
    },
    {
      type: 'document',
      title: 'Respite Care Guide',
      fileName: 'respite-care-guide.pdf',
      content: `RESPITE CARE AT THORNLEIGH COURT
A Guide for Guests and Families

What Is Respite Care?
Respite care is a short stay in a care home. It gives family carers a chance to rest, go on holiday or deal with their own health, and it gives the person being cared for a change of scene with full support around the clock. Our respite guests have their own furnished en-suite room and take part in everything the home offers, from meals in the dining room to trips on the minibus.

Types of Respite We Offer
Planned respite – booked in advance, for example while a carer goes on holiday.
Emergency respite – when a carer is suddenly unwell or unable to cope. If we have a suitable room, we can often admit within 24 hours, once a nurse has completed a short assessment, usually by telephone.
Recuperation after hospital – a short stay to regain strength and confidence before going home.
Respite is available for residential care, nursing care and dementia care in our Meadow Wing.

How Long Can a Stay Be?
The minimum stay is 7 nights and the maximum is six weeks. If a longer stay is needed, we will talk to you about moving to a longer-term arrangement.

Booking a Stay
- Stays can be booked up to six months in advance. Summer and Christmas fill up quickly, so please book early for those periods.
- A booking deposit of £300 secures the room. The deposit is deducted from the final invoice, and it is refunded in full if you cancel more than 14 days before the start of the stay.
- Before the stay, one of our senior nurses will carry out an assessment at home or by telephone, so that we understand the guest's needs, routines and preferences.
- Weekly prices for respite are shown in our Fees and Charges list.

Arrival and Departure
Please arrive between 11am and 2pm on the first day so that the nurse in charge can welcome you and go through medication and care needs. On the day of departure, please collect your relative by 11am.

What to Bring
- Enough medication for the whole stay, in the original pharmacy packaging, together with a current list of medicines from the GP or pharmacy
- Clothes for the length of stay, clearly labelled with the guest's name
- Toiletries, glasses, hearing aids, dentures and any walking aids
- Something familiar from home, such as a photograph, cushion or blanket

Doctors During a Stay
Guests keep their own GP. For stays of more than two weeks, we will register the guest with Castle Medical Centre as a temporary resident so that a doctor can see them quickly if needed.

Paying for Respite
Most guests pay for respite themselves. Some families receive help from Warwickshire County Council following a carer's assessment, which can lead to funded respite or a direct payment that can be spent with us. Contact Warwickshire County Council's adult social care team to ask for an assessment.

From Respite to a Permanent Home
Many of our residents first came to us for respite. If a guest decides to stay, the nights already spent with us count towards the four-week trial period in our Terms and Conditions of Residence.

Contact
To check availability, please call Jo Kettering, our admissions manager, on 01926 857 430.`,
    },
    {
      type: 'document',
      title: 'Visiting Policy',
      fileName: 'visiting-policy-2026.docx',
      content: `THORNLEIGH COURT CARE HOME
VISITING POLICY
Reviewed: February 2026. Next review: February 2027.

Purpose
Thornleigh Court is our residents' home. We want relatives and friends to feel welcome and to visit as often as they like, while keeping everyone safe and respecting the privacy and routines of other residents.

Visiting Times
Open visiting runs from 10am to 8pm, seven days a week, with no need to book. Visits outside these hours can be arranged with the nurse in charge, and there are no restrictions on visiting for residents receiving end of life care. After 8pm the front door is locked; please ring the bell and a member of staff will let you in.

Arriving and Leaving
- Please sign the visitors' book at reception each time you arrive and leave. This is important in case of a fire.
- Use the hand gel at the entrance.
- The front door keypad code is changed monthly. Relatives can ask the nurse in charge for the current code; please do not share it with anyone else.

Protected Mealtimes
We have protected mealtimes from 12.30pm to 1.30pm and from 5.30pm to 6.30pm, so that residents can eat without interruption. During these times we ask visitors to wait in the lounge or the resident's bedroom. If you usually help your relative to eat, you are very welcome to join them in the dining room.

Children
Children of all ages are welcome and residents love seeing them. Please keep children with you at all times, as there are stairs, lifts and medical equipment around the home.

Dogs
Well-behaved dogs are welcome if they are kept on a lead and are up to date with vaccinations and flea treatment. Please check with the nurse in charge first, as some residents are nervous of dogs or have allergies. Dogs are not allowed in the dining rooms or kitchens.

Keeping Well
Please do not visit if you have had diarrhoea or vomiting in the last 48 hours, or if you have a high temperature, a new cough or flu-like symptoms. If you are unsure, phone the nurse in charge before setting out.

During an Outbreak
If there is an outbreak of infection in the home, we may ask visitors to visit in residents' rooms only and to wear an apron and mask. We will always follow advice from the UK Health Security Agency, and we will keep any restrictions as short as possible. Every resident can name an essential care supporter, a relative or friend who will be able to continue visiting during an outbreak unless they are unwell themselves.

Bringing in Food and Gifts
You are welcome to bring treats for your relative. Food kept in a resident's room must be in a sealed container, labelled with the resident's name and date. Please do not bring in food for a resident who has a modified texture diet without speaking to the nurse in charge. Alcohol should be handed to staff, who will check it is safe with the resident's medication.

Staying Overnight
Our guest room, The Snug, is available for relatives travelling from a distance. It costs £35 per night including breakfast and should be booked through reception. Relatives of residents receiving end of life care may stay free of charge.

Respect for Others
Please be mindful that other residents live here too. Photographs or videos that include other residents must not be taken or shared on social media without their permission. Aggressive or abusive behaviour towards residents or staff will not be tolerated and may result in visits being restricted.

Questions
If you have any questions about this policy, please speak to the nurse in charge or the Registered Manager.`,
    },
    {
      type: 'document',
      title: 'Paying for Your Care: A Guide for Families',
      fileName: 'paying-for-care-guide-2026.pdf',
      content: `PAYING FOR YOUR CARE
A Guide for Families
Thornleigh Court Care Home – 2026/27

Introduction
Working out how care will be paid for can feel overwhelming. This guide explains the main ways people pay for a place at Thornleigh Court. It is general information for people living in England and is not financial advice. Figures are for 2025/26 unless stated.

Paying for Your Own Care (Self-Funding)
If your savings and investments are above £23,250, the council will usually expect you to pay the full cost of your care. When we offer a place to someone who is self-funding, we ask for a simple financial declaration so that we can plan together for the future.

When the Council Helps
If your capital is below £23,250, you can ask your local council for a financial assessment.
- Capital between £14,250 and £23,250: you contribute from your income, plus £1 a week for every £250 of capital above £14,250.
- Capital below £14,250: you contribute from your income only.
- You keep a Personal Expenses Allowance of £30.65 a week for your own use.

What About the House?
The value of your home is usually counted once you move into a care home permanently. However, it is not counted while your husband, wife or partner still lives there, or a relative over 60 or with a disability. For the first 12 weeks of a permanent stay, the property is also ignored. If most of your money is tied up in your home, the council may offer a deferred payment agreement, which means the council pays towards your fees and the money is repaid from your estate later, so you do not have to sell your home during your lifetime.

Top-Up Payments
Our fees are higher than the standard rate that Warwickshire County Council pays. If the council is funding your place, a third-party top-up is needed to cover the difference. This is usually paid by a relative or friend and is typically between £180 and £320 per week, depending on the room. The person paying the top-up signs an agreement with the council and with us.

If Your Money Runs Low
Please tell us at least three months before you expect your savings to fall to £23,250, so that we can help you apply to the council in good time. If you have lived with us as a self-funding resident for at least 18 months, we will accept the council's rate with an agreed top-up, so you will not have to move.

NHS-Funded Nursing Care (FNC)
If you live in the nursing part of the home, the NHS pays a contribution towards the cost of your nursing care, whoever pays the rest. The standard rate for 2025/26 is £254.06 per week. It is paid directly to us and reduces your bill.

NHS Continuing Healthcare (CHC)
Some people with complex health needs qualify for NHS Continuing Healthcare, where the NHS pays the full cost of care. Eligibility depends on having a "primary health need", not on a particular diagnosis. The process starts with a checklist, usually completed by a nurse or social worker, and may be followed by a full assessment. Our nurses can help request a checklist.

Benefits You May Be Able to Claim
Residents who pay for their own care can continue to receive Attendance Allowance (£73.90 or £110.40 a week in 2025/26), which can help towards fees. Attendance Allowance usually stops after 28 days if the council is paying for your care.

Getting Independent Advice
We strongly recommend speaking to an independent financial adviser who specialises in care fees. The Society of Later Life Advisers (SOLLA) lists accredited advisers. Age UK and Independent Age also offer free guides and helplines.

Talk to Us
Our office team can talk you through our fees and the paperwork. Call 01926 857 430 and ask for Jo Kettering.`,
    },
    {
      type: 'document',
      title: 'Moving In Checklist',
      fileName: 'moving-in-checklist.pdf',
      content: `THORNLEIGH COURT CARE HOME
MOVING IN CHECKLIST

Moving into a care home is a big step. This checklist will help you prepare, and our team is always happy to answer questions before the day.

PAPERWORK TO BRING OR SEND BEFOREHAND
- NHS number and GP details
- Copies of any Lasting Power of Attorney (Health and Welfare, and Property and Financial Affairs)
- Any DNACPR or ReSPECT form
- Hospital discharge letter or social care assessment, if you have one
- Details of next of kin and who we should contact in an emergency
- Signed copy of our Terms and Conditions of Residence

MEDICATION
- Please bring 28 days of current medication in the original pharmacy packaging, including creams, inhalers and eye drops.
- Bring a current list of medicines from the GP or pharmacy.
- After moving in, our partner pharmacy, Kenilworth Pharmacy, will take over repeat prescriptions. You do not need to order them yourself.

CLOTHING
- Clothes for about seven days, plus nightwear, a dressing gown, slippers that fasten securely, a coat and comfortable shoes.
- Every item must be labelled with the resident's full name. Sew-in or iron-on labels are best. If you prefer, we can label clothing for you for a one-off charge of £20.
- Our laundry washes at high temperatures. Please avoid wool, silk and anything that is dry clean only, or let us know so we can arrange dry cleaning.

PERSONAL ITEMS
- Glasses, hearing aids and spare batteries, dentures and any walking aids. Please mark these with the resident's name where possible.
- Photographs, pictures and small ornaments. Our maintenance team will hang pictures for you.
- A television of up to 32 inches, a radio or music player. All electrical items will be PAT tested by our maintenance team free of charge before use.
- Toiletries, a hairbrush and an electric shaver if used.

PLEASE DO NOT BRING
- Rugs or loose mats, as they are a trip hazard
- Extension leads or adaptors (we will provide safe sockets where needed)
- Candles, heaters or electric blankets
- Large amounts of cash or valuable jewellery

MONEY
Residents can keep up to £100 in our safekeeping account for hairdressing, newspapers and outings. Larger sums should be kept by the family or the resident's attorney. Each bedroom has a lockable drawer for small personal items.

ON THE DAY
- Please aim to arrive before 2pm so that there is time to settle in before supper.
- You will meet your key worker, who will be your main point of contact for day-to-day matters.
- If your relative is living with dementia, please bring a completed "This Is Me" leaflet, or we will fill one in together.
- Relatives are welcome to stay for lunch or tea on the first day at no charge.

THE FIRST FEW WEEKS
It is normal for new residents to feel unsettled at first. Visit as often as you like and phone whenever you want to. We will hold a review meeting with you after four weeks to talk about how things are going and update the care plan.

Any questions? Call us on 01926 857 430.`,
    },

    // ---------------------------------------------------------------- WEBSITE PAGES
    {
      type: 'website',
      title: 'Thornleigh Court Care Home | Residential and Nursing Care in Kenilworth',
      url: 'https://www.thornleighcourt.co.uk/',
      content: `# Thornleigh Court Care Home

Residential, nursing and dementia care in the heart of Kenilworth.

## Welcome to Thornleigh Court

Thornleigh Court is a family-run care home for older people on Fieldgate Lane, a short walk from Kenilworth town centre and Abbey Fields. The Whitfield family opened the home in 1994 in a converted Victorian house, and in 2012 we added the purpose-built Meadow Wing so that we could offer specialist dementia care. We are still owned and run by the family today, and we are not part of any group or chain.

We have 52 single bedrooms across three areas: the Elm and Oak floors in the main house, for residential and nursing care, and the Meadow Wing, for people living with dementia. Every room has a call bell, a telephone socket and a television point, and most have their own en-suite shower room.

## The Care We Offer

- **Residential care** – help with washing, dressing, medication and getting about, for people who can no longer manage safely at home.
- **Nursing care** – care led by registered nurses for people with long-term health conditions or complex needs.
- **Dementia care** – in our secure Meadow Wing, with specially trained staff.
- **Respite and short stays** – for carers who need a break, or after a stay in hospital.
- **Day care** – a day with us, including lunch, for people who still live at home.

## Our Team

Our registered manager, Helen Marsh, is a registered general nurse who joined Thornleigh Court in 2009 and became manager in 2017. She is supported by our deputy manager and clinical lead, Tomasz Nowak, and a team of around 85 nurses, carers, cooks, housekeepers, maintenance and activity staff. Many of our team have been with us for more than ten years. Every new carer completes the Care Certificate within their first 12 weeks, and we fund further qualifications for staff who want to progress.

## The House and Gardens

The home stands in two acres of gardens with lawns, raised vegetable beds, a summer house and level paths that are easy for wheelchairs. Inside there are three lounges, two dining rooms, a hair salon, a quiet room and a lift to every floor. On the ground floor, The Tea Room is our café corner where residents and visitors can make a drink, help themselves to homemade cake and sit together away from the bustle of the lounge.

## Recognition

In 2025 Thornleigh Court was a finalist in the Great British Care Awards (West Midlands) in the Care Home Team category, and our head chef, Gareth Lloyd, was shortlisted for Care Home Chef of the Year.

## Come and See Us

The best way to get a feel for Thornleigh Court is to visit. Meet the team, see the rooms and stay for a cup of tea. Call us on 01926 857 430 or email enquiries@thornleighcourt.co.uk.`,
    },
    {
      type: 'website',
      title: 'Dementia Care at the Meadow Wing | Thornleigh Court',
      url: 'https://www.thornleighcourt.co.uk/dementia-care',
      content: `# Dementia Care at the Meadow Wing

## A Home Designed Around Memory

The Meadow Wing opened in 2012 and was designed with advice from the University of Stirling's dementia design guidelines. Its 22 en-suite bedrooms are all on one level, arranged around a circular corridor so that residents can walk as much as they like without coming to a dead end. Doors are painted in different colours, memory boxes outside each room hold photographs and keepsakes, and clear signs with pictures help people find the bathroom, the lounge and the dining room.

The wing opens onto its own secure sensory garden, with raised flower beds, a looping path, a potting shed and a bench we call the bus stop. Residents can go outside whenever they wish, safely.

## Our Approach

We get to know each person as an individual before they move in. Together with the family we complete a life story, so that staff know about someone's work, family, music, food and the little routines that matter to them. Days follow the resident's own rhythm: if someone was always an early riser, or likes breakfast at eleven, that is fine.

Our reminiscence room is styled as a 1950s front parlour, complete with a working radiogram, and is often the place where quiet residents start to chat. For residents in the later stages of dementia we hold Namaste Care sessions every afternoon, using gentle touch, music, scents and soft lighting to bring comfort.

## Specialist Staff

Our dementia lead, Sarah Okafor, is a registered mental health nurse with more than 15 years' experience in dementia care. Every member of the Meadow Wing team, including housekeeping and kitchen staff, completes our two-day dementia training course before working on the wing.

During the day we have one carer to every four residents, and one to every six at night, which is more staff than in the main house.

## When Someone Becomes Distressed

Distress is usually a way of telling us that something is wrong, such as pain, hunger, boredom or noise. Our staff look for the cause first and we avoid using antipsychotic medication wherever possible. When extra help is needed we work with the older people's mental health team at Coventry and Warwickshire Partnership NHS Trust.

## As Needs Change

The Meadow Wing is registered for both residential and nursing care, so if a resident's needs increase they can stay in the same familiar surroundings, without moving room.

## Support for Families

Caring for someone with dementia can be lonely. Our family support group meets on the first Tuesday of each month at 6.30pm in The Tea Room and is free and open to anyone in the community caring for a person with dementia, not only our residents' families.

## Is the Meadow Wing Right for Us?

Sarah will meet you and your relative, at home or in hospital, to talk through their needs and whether we can meet them. There is no charge for this assessment. Call 01926 857 430 to arrange a visit.`,
    },
    {
      type: 'website',
      title: 'Nursing Care | Thornleigh Court',
      url: 'https://www.thornleighcourt.co.uk/nursing-care',
      content: `# Nursing Care

## Nurse-Led Care, Day and Night

Nursing care at Thornleigh Court is led by our clinical lead, Tomasz Nowak, and provided on the Oak floor and in the Meadow Wing. There are registered nurses on duty on every shift, day and night, supported by senior carers who have completed additional training in clinical skills. Our nurses hold regular clinical supervision and keep their skills up to date through a yearly training programme.

## Conditions We Care For

Our nursing team has experience of caring for people with:
- Stroke, including recovery and rehabilitation after a stroke
- Parkinson's disease and multiple sclerosis
- Diabetes, including insulin-dependent diabetes
- COPD and heart failure
- PEG feeding and other tube feeding
- Catheter and stoma care
- Pressure ulcers and complex wound care
- Recovery after surgery or a fall
- Palliative care

We are not able to care for people who need invasive ventilation or tracheostomy care. If you are unsure whether we can meet a particular need, please ask; we would rather have an honest conversation at the start.

## Equipment

Every nursing bedroom has an electric profiling bed and a pressure-relieving mattress, and 16 rooms have ceiling track hoists. We have a bariatric bed, hoist and shower chair for people weighing up to 35 stone, and specialist seating can be ordered to suit individual needs.

## Therapy and Rehabilitation

Our physiotherapist, Mark Ellis, visits every Thursday to run a group exercise class and to see residents referred by our nurses. Residents who would like extra one-to-one physiotherapy can book private sessions at £45 per session. Speech and language therapy, dietitians, occupational therapy and the tissue viability nurse are arranged through NHS referral.

## Medicines Management

Our partner pharmacy, Kenilworth Pharmacy, supplies medicines every four weeks. We use an electronic medicines record, so that each dose is scanned, recorded and checked, and our nurses review medication with the GP at least every six months.

## Coming to Us from Hospital

We work closely with Warwick Hospital, University Hospital Coventry and the discharge teams at both. Once we receive a referral, our clinical lead or a senior nurse can usually carry out a hospital assessment within 48 hours, and we will tell you honestly whether we can meet your relative's needs and when a room could be ready.

## Paying for Nursing Care

If your relative needs nursing care, the NHS makes a contribution towards the nursing part of their fees, and some people qualify for full NHS funding. Our guide Paying for Your Care explains the options.`,
    },
    {
      type: 'website',
      title: 'Activities and Daily Life | Thornleigh Court',
      url: 'https://www.thornleighcourt.co.uk/activities',
      content: `# Activities and Daily Life

## Something for Everyone

Life at Thornleigh Court is about much more than care. Our activities coordinator, Carol Pritchard, and her assistant, Dev Mistry, plan a programme that runs seven days a week, shaped by what residents tell us they enjoy. Residents can join in as much or as little as they like, and there is always someone to chat with over a cup of tea.

## A Typical Week

- Monday: 10.30am chair-based exercise; 2.30pm quiz and newspaper discussion
- Tuesday: 10.30am baking club; 2.30pm arts and crafts
- Wednesday: 10.30am garden club (in the greenhouse in winter); 2.30pm live music from visiting performers
- Thursday: 10.30am Pets as Therapy dog visit; 2pm minibus outing (every other week)
- Friday: 10.30am reminiscence group; 3pm film afternoon with popcorn
- Saturday: 11am pamper morning with manicures; 2.30pm bingo and the sherry trolley
- Sunday: 11am coffee and the Sunday papers; 3pm afternoon singalong

## Trips Out

Our 14-seat wheelchair-accessible minibus takes residents out every other Thursday. Favourite trips include Kenilworth Castle, Warwick market, garden centres, canal-side pubs at Hatton Locks and fish and chips by the river in Stratford-upon-Avon. Families are welcome to come along on trips; just let Carol know so she can save you a seat.

## Links with the Community

Children from St Nicholas Primary School visit once a month for reading, games and singing, and the Kenilworth Male Voice Choir gives a Christmas concert every December. Our summer fete is held on the first Saturday in July and raises money for the residents' amenity fund, and everyone in the town is welcome.

## One-to-One Time

Not everyone wants to join a group, and some residents are cared for in bed. Carol and Dev spend one-to-one time with these residents each week, offering hand massage, reading aloud, looking through photographs, listening to music or simply sitting and talking.

## Hobbies and Interests

If your relative has a hobby, we will do our best to help them carry on with it. Over the years we have had residents knitting for the neonatal unit, tending their own tomato plants, watching the cricket, completing jigsaws and even building model railways. Just tell us what they love.

## Keeping Families Informed

Our monthly newsletter, The Thornleigh Times, includes the activities calendar, birthdays, photographs and news from around the home. Copies are available at reception, and we can email it to you each month if you ask the office.`,
    },
    {
      type: 'website',
      title: 'Food and Dining | Thornleigh Court',
      url: 'https://www.thornleighcourt.co.uk/food-and-dining',
      content: `# Food and Dining

## Our Kitchen

Good food is one of the great pleasures of life, and at Thornleigh Court all of our meals are cooked fresh on site by head chef Gareth Lloyd and his team of four cooks. We buy meat from Harper & Sons, the butcher on Warwick Road, and in summer our own raised beds provide herbs, salad and soft fruit. The kitchen holds a 5 star food hygiene rating from Warwick District Council.

## Meal Times

- Breakfast: 8am to 10am, in the dining room or in your own room
- Lunch: 12.30pm, the main meal of the day, with a hot pudding or cold dessert
- Afternoon tea: 3pm, with homemade cakes and scones
- Supper: 5.30pm, a lighter meal such as soup, sandwiches and a hot dish
- Evening: hot drinks and snacks from 8pm

Night staff can make toast, sandwiches or a hot drink at any time, because appetites do not always keep to a timetable.

## Menus and Choice

Our four-week menu changes with the seasons and is planned with residents at our monthly food forum. There are always two choices at lunch and supper, and if neither appeals, the kitchen can make an omelette, a jacket potato, a salad or a sandwich instead. Residents choose their meals the day before, using picture menus where that helps.

## Special Diets

We cater for diabetic, vegetarian, vegan, gluten-free and low-salt diets, and for cultural and religious needs, including halal meals made with meat from a certified supplier. For residents who have difficulty swallowing, we prepare texture-modified meals following the IDDSI framework, using moulds so that pureed food still looks like the meal it is. Residents who are losing weight receive fortified meals and snacks, and everyone is weighed monthly.

## Drinks

Drinks rounds take place throughout the day, and there are water and squash stations in every lounge. A glass of wine, a sherry or a beer with a meal is available on request, after the nurse has checked it is safe with the resident's medication.

## Celebrations

Every resident has a birthday cake made by our kitchen on their birthday, at no charge. Families can also hold a private party in the Garden Room for a special birthday or anniversary, with a buffet from £8.50 per head. Please give the kitchen two weeks' notice.

## Dining Together

Most residents enjoy eating in one of our two dining rooms, with tablecloths, proper crockery and staff on hand to help, but residents are always free to eat in their own room if they prefer.`,
    },
    {
      type: 'website',
      title: 'Contact Us | Thornleigh Court',
      url: 'https://www.thornleighcourt.co.uk/contact',
      content: `# Contact Us

## Get in Touch

Thornleigh Court Care Home
42 Fieldgate Lane
Kenilworth
Warwickshire
CV8 1BT

Telephone: 01926 857 430. Our phone is answered 24 hours a day; outside office hours your call will go to the nurse in charge.

General and admissions enquiries: enquiries@thornleighcourt.co.uk
Fees and invoices: accounts@thornleighcourt.co.uk

Office hours: Monday to Friday, 9am to 5pm. Our admissions manager, Jo Kettering, is usually in the office during these hours, and can arrange visits at evenings and weekends.

## Finding Us

### By car
From the A46, take the A452 exit towards Kenilworth and follow signs for the town centre. Turn left onto Warwick Road and Fieldgate Lane is the second turning on the right, opposite St John's Church. For sat nav, please use the postcode CV8 1BT.

### By train
Kenilworth railway station is 0.8 miles away, about a 15-minute walk along Priory Road and Warwick Road. There is a taxi rank at the station.

### By bus
Stagecoach service 11, which runs between Coventry and Leamington Spa, stops on Warwick Road, a three-minute walk from the home. Buses run every 20 minutes during the day, Monday to Saturday, and hourly on Sundays.

## Work With Us

We are always keen to hear from kind, reliable people who would like to work in care, whether you have years of experience or none at all. We offer paid training, paid breaks, a pension, free meals on shift and a refer-a-friend bonus. To apply, send your CV or ask for an application form at careers@thornleighcourt.co.uk.

## Compliments, Comments and Concerns

We always want to hear how we are doing. You can speak to any member of staff, write to the home manager, or leave a review on carehome.co.uk. Our complaints procedure is explained in our Terms and Conditions of Residence, and a copy is available at reception.

## Press and Media

For press enquiries, please email enquiries@thornleighcourt.co.uk and mark your message for the attention of the Whitfield family.`,
    },
  ],

  questions: [
    // ---------------- FAQ targets
    {
      text: 'have you got any rooms free right now for my nan',
      expect: 'Do you have any vacancies at the moment?',
    },
    {
      text: 'if youre full is there a waiting list we can go on',
      expect: 'Do you have any vacancies at the moment?',
    },
    {
      text: 'roughly how much does it cost per week to live there?',
      expect: 'How much are your fees?',
    },
    {
      text: 'ballpark figure for costs please, just trying to compare a few homes',
      expect: 'How much are your fees?',
    },
    {
      text: 'my dad has no savings at all, would you take him if social services are paying',
      expect: 'Do you accept council-funded residents?',
    },
    {
      text: 'do u take local authority funded people',
      expect: 'Do you accept council-funded residents?',
    },
    { text: 'do you do short term stays at all', expect: 'Do you offer respite care?' },
    { text: 'what times can i come and see my grandad', expect: 'What are your visiting hours?' },
    { text: 'visiting times?', expect: 'What are your visiting hours?' },
    { text: 'parking?', expect: 'Is there parking at the home?' },
    {
      text: 'where do i leave the car on a sunday, it was rammed last time i came',
      expect: 'Is there parking at the home?',
    },
    {
      text: 'can my mum bring her own armchair and the little bookcase from her flat',
      expect: 'Can residents bring their own furniture?',
    },
    {
      text: "my father can't bear the thought of leaving his cat behind. could the cat come with him?",
      expect: 'Can residents keep a pet?',
    },
    {
      text: 'do you take people with alzheimers',
      expect: 'Do you care for people living with dementia?',
    },
    {
      text: 'my uncle is a heavy smoker, where would he be allowed to have a cigarette',
      expect: 'Is there a smoking area?',
    },
    { text: 'can he vape in his bedroom', expect: 'Is there a smoking area?' },
    { text: 'what did the inspectors say about you last time', expect: 'What is your CQC rating?' },
    { text: 'cqc rating', expect: 'What is your CQC rating?' },
    {
      text: 'are we allowed to take nan out for a pub lunch on sunday and bring her back later',
      expect: 'Can we take our relative out for the day?',
    },
    {
      text: 'is there internet there? dad wants to use his ipad',
      expect: 'Is there Wi-Fi for residents?',
    },
    {
      text: "mum is dying and doesn't want to go back into hospital. can she stay with you till the end, and could i sleep in her room",
      expect: 'Do you provide end of life care?',
    },
    {
      text: 'does a doctor come to the home or do we have to take her to the surgery',
      expect: 'How do residents see a GP?',
    },
    { text: 'can dad keep his own gp', expect: 'How do residents see a GP?' },
    {
      text: 'is it ok for me to eat lunch with mum when i come in',
      expect: 'Can visitors have a meal with residents?',
    },
    {
      text: 'is there somebody who does hair? mum likes her hair set every week',
      expect: 'Do you have a hairdresser?',
    },
    {
      text: 'is there a church service on sundays',
      expect: 'Are there religious services at the home?',
    },
    {
      text: 'my dad is catholic, could a priest come and see him',
      expect: 'Are there religious services at the home?',
    },
    {
      text: 'do i need an appointment to come and have a look round or can i just turn up',
      expect: 'How do I arrange a visit to look around?',
    },
    { text: 'who does the washing and is it extra', expect: 'Is laundry included in the fees?' },
    {
      text: 'would my mum be in with someone else or does she get her own room',
      expect: 'Do residents have to share a room?',
    },
    {
      text: 'me and my husband both need looking after now, could we stay together',
      expect: 'Do residents have to share a room?',
    },
    {
      text: "i live up in scotland so can't visit much, how do i stay in contact with my dad",
      expect: "How can families keep in touch when they can't visit?",
    },
    {
      text: 'can we facetime him',
      expect: "How can families keep in touch when they can't visit?",
    },

    // ---------------- Fees and Charges 2026
    { text: 'how much is the chiropodist', expect: 'Fees and Charges 2026', fact: '£28' },
    {
      text: 'price for nursing care in one of the rooms that open onto the garden?',
      expect: 'Fees and Charges 2026',
    },
    {
      text: 'do you have a day centre type thing? dad lives with us but i work tuesdays and thursdays, what does a day cost',
      expect: 'Fees and Charges 2026',
      fact: '£85',
    },
    {
      text: 'if one of your carers has to go with mum to her hospital appointment is there a charge for that',
      expect: 'Fees and Charges 2026',
      fact: '£18 per hour',
    },
    {
      text: 'whats the cheapest room for residential, we dont mind not having a private bathroom',
      expect: 'Fees and Charges 2026',
      fact: '£1,295',
    },
    {
      text: 'what would a week of respite in the dementia unit cost',
      expect: 'Fees and Charges 2026',
    },

    // ---------------- Terms and Conditions of Residence
    {
      text: 'how much notice do we have to give if dad decides he wants to leave',
      expect: 'Terms and Conditions of Residence',
      fact: '28 days',
    },
    {
      text: 'when someone passes away how long do the family keep paying',
      expect: 'Terms and Conditions of Residence',
      fact: 'three days',
    },
    {
      text: "is there a settling in period where we can change our minds if it doesn't work out",
      expect: 'Terms and Conditions of Residence',
    },
    {
      text: 'do we still have to pay if nan ends up in hospital for a while',
      expect: 'Terms and Conditions of Residence',
      fact: 'six weeks',
    },
    {
      text: 'how much do we pay up front to hold the room',
      expect: 'Terms and Conditions of Residence',
      fact: "one week's fee",
    },
    {
      text: 'what if her rings or things go missing, are they covered by insurance',
      expect: 'Terms and Conditions of Residence',
    },

    // ---------------- Respite Care Guide
    {
      text: "how far ahead can i book a respite stay for dad, we're away in september",
      expect: 'Respite Care Guide',
      fact: 'six months',
    },
    { text: 'shortest respite stay you can do?', expect: 'Respite Care Guide' },
    {
      text: 'what time should we bring mum in on the first day of her short stay',
      expect: 'Respite Care Guide',
      fact: '11am and 2pm',
    },
    { text: 'is the deposit for respite refundable if we cancel', expect: 'Respite Care Guide' },
    {
      text: "i'm having an operation next week and my wife has nobody else to look after her. how quickly could you take her?",
      expect: 'Respite Care Guide',
      fact: '24 hours',
    },

    // ---------------- Visiting Policy
    { text: 'can i bring my kids to see their great grandma', expect: 'Visiting Policy' },
    { text: 'is it ok to bring our labrador when we visit', expect: 'Visiting Policy' },
    {
      text: "is there anywhere i could stay the night? i'm driving up from devon to see mum",
      expect: 'Visiting Policy',
      fact: '£35',
    },
    {
      text: "i've had a tummy bug, how long should i wait before coming in",
      expect: 'Visiting Policy',
      fact: '48 hours',
    },
    {
      text: "why wasn't i allowed in the dining room at lunch yesterday",
      expect: 'Visiting Policy',
    },
    {
      text: 'if theres an outbreak of flu or covid will i be stopped from seeing mum',
      expect: 'Visiting Policy',
      fact: 'essential care supporter',
    },

    // ---------------- Paying for Your Care
    {
      text: 'how much savings can you have before the council starts helping with care costs',
      expect: 'Paying for Your Care: A Guide for Families',
      fact: '£23,250',
    },
    {
      text: "will we have to sell mum's house to pay for her care",
      expect: 'Paying for Your Care: A Guide for Families',
    },
    {
      text: 'if the council pays, how much extra would the family normally have to put in',
      expect: 'Paying for Your Care: A Guide for Families',
      fact: '£180',
    },
    {
      text: "what happens if dad's money runs out while he's living with you, would he have to move somewhere cheaper",
      expect: 'Paying for Your Care: A Guide for Families',
      fact: '18 months',
    },
    {
      text: 'how much does the nhs put towards nursing care',
      expect: 'Paying for Your Care: A Guide for Families',
      fact: '£254.06',
    },
    {
      text: 'can you recommend anyone independent to advise on care fees',
      expect: 'Paying for Your Care: A Guide for Families',
    },

    // ---------------- Moving In Checklist
    { text: 'what do we need to pack for mum when she moves in', expect: 'Moving In Checklist' },
    {
      text: 'do all her clothes need name tags? i dont have time to sew them all',
      expect: 'Moving In Checklist',
      fact: '£20',
    },
    { text: 'can she bring her telly', expect: 'Moving In Checklist' },
    { text: 'how many weeks of tablets should we bring with him', expect: 'Moving In Checklist' },
    {
      text: 'can dad keep a bit of cash for the paper and the hairdresser',
      expect: 'Moving In Checklist',
      fact: '£100',
    },

    // ---------------- Home page
    {
      text: 'how many residents can you take, how big is the home',
      expect: 'Thornleigh Court Care Home | Residential and Nursing Care in Kenilworth',
      fact: '52',
    },
    {
      text: 'are you part of a big group like the other homes round here',
      expect: 'Thornleigh Court Care Home | Residential and Nursing Care in Kenilworth',
    },
    {
      text: 'how long has thornleigh been going',
      expect: 'Thornleigh Court Care Home | Residential and Nursing Care in Kenilworth',
      fact: '1994',
    },
    {
      text: 'who is the manager there',
      expect: 'Thornleigh Court Care Home | Residential and Nursing Care in Kenilworth',
      fact: 'Helen Marsh',
    },
    {
      text: 'is there a cafe or somewhere i can get a coffee with dad when i visit',
      expect: 'Thornleigh Court Care Home | Residential and Nursing Care in Kenilworth',
    },

    // ---------------- Dementia page
    {
      text: 'mum has vascular dementia and may need nursing later on, would she have to move to a different part of the home',
      expect: 'Dementia Care at the Meadow Wing | Thornleigh Court',
    },
    {
      text: 'how many carers are there per resident on the dementia unit',
      expect: 'Dementia Care at the Meadow Wing | Thornleigh Court',
      fact: 'one carer to every four residents',
    },
    {
      text: "is there a support group for families? i'm really struggling with my husband's dementia",
      expect: 'Dementia Care at the Meadow Wing | Thornleigh Court',
      fact: 'first Tuesday',
    },
    {
      text: 'dad walks about all day and night and gets lost, can he wander safely there',
      expect: 'Dementia Care at the Meadow Wing | Thornleigh Court',
    },
    {
      text: 'do you sedate people with dementia to keep them calm',
      expect: 'Dementia Care at the Meadow Wing | Thornleigh Court',
    },

    // ---------------- Nursing page
    {
      text: 'does a physio come in or would mum need to go out for that',
      expect: 'Nursing Care | Thornleigh Court',
      fact: 'every Thursday',
    },
    {
      text: 'can she have extra physio sessions if we pay, how much',
      expect: 'Nursing Care | Thornleigh Court',
      fact: '£45',
    },
    {
      text: 'my husband is fed through a tube in his stomach, can your nurses manage that',
      expect: 'Nursing Care | Thornleigh Court',
    },
    {
      text: "he's a big man, about 28 stone - do you have the right hoists and beds",
      expect: 'Nursing Care | Thornleigh Court',
      fact: '35 stone',
    },
    { text: 'can you look after someone with a trachy', expect: 'Nursing Care | Thornleigh Court' },

    // ---------------- Activities page
    {
      text: 'what kind of things do they get up to during the day, mum gets bored easily',
      expect: 'Activities and Daily Life | Thornleigh Court',
    },
    {
      text: 'do residents ever get out on trips',
      expect: 'Activities and Daily Life | Thornleigh Court',
    },
    {
      text: "when's the summer fete this year",
      expect: 'Activities and Daily Life | Thornleigh Court',
      fact: 'first Saturday in July',
    },
    {
      text: "mum can't get out of bed anymore, does she just miss out on all the activities",
      expect: 'Activities and Daily Life | Thornleigh Court',
    },
    {
      text: 'is there a newsletter',
      expect: 'Activities and Daily Life | Thornleigh Court',
      fact: 'Thornleigh Times',
    },

    // ---------------- Food page
    {
      text: 'what time do they have dinner at midday',
      expect: 'Food and Dining | Thornleigh Court',
      fact: '12.30pm',
    },
    {
      text: 'is the food made there or does it come in frozen',
      expect: 'Food and Dining | Thornleigh Court',
    },
    {
      text: 'dad has swallowing problems and his food has to be pureed',
      expect: 'Food and Dining | Thornleigh Court',
      fact: 'IDDSI',
    },
    {
      text: 'we want to throw a small party for nan turning 90, can we do food there?',
      expect: 'Food and Dining | Thornleigh Court',
      fact: '£8.50 per head',
    },
    {
      text: 'is my dad still allowed a pint with his tea',
      expect: 'Food and Dining | Thornleigh Court',
    },

    // ---------------- Contact page
    {
      text: 'postcode for the satnav pls',
      expect: 'Contact Us | Thornleigh Court',
      fact: 'CV8 1BT',
    },
    { text: 'which bus goes near you from coventry', expect: 'Contact Us | Thornleigh Court' },
    {
      text: 'how far is it from the train station',
      expect: 'Contact Us | Thornleigh Court',
      fact: '0.8 miles',
    },
    {
      text: 'who do i email about a query on our invoice',
      expect: 'Contact Us | Thornleigh Court',
      fact: 'accounts@thornleighcourt.co.uk',
    },
    {
      text: "are you hiring? i'd like to be a carer",
      expect: 'Contact Us | Thornleigh Court',
      fact: 'careers@thornleighcourt.co.uk',
    },
  ],

  requests: [
    {
      text: "I'd like to book a tour of the home for Saturday 14 March, around 11am if possible. My name is Karen Holt.",
      expect: 'Appointments',
    },
    {
      text: 'Could someone come out and assess my father at home some time next week? He lives in Leek Wootton.',
      expect: 'Appointments',
    },
    {
      text: 'please reserve two weeks respite for my mum Joan Baxter from 3rd to 17th august',
      expect: 'Appointments',
    },
    {
      text: "can we set up a meeting with the manager to go over dad's care plan, any afternoon next week suits",
      expect: 'Appointments',
    },
    {
      text: "I visited my mother yesterday at 3pm and she was still in her nightie and her room hadn't been cleaned. I'm very unhappy and want this looked into.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a huge thank you to the night staff on Oak floor who looked after my dad so kindly in his last days. Please pass this on to them.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'mums glasses and hearing aid have gone missing for the second time this month and nobody seems to know anything. not good enough',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could somebody ring me back about a room for my aunt? 07700 900123, after 4pm is best.',
      expect: 'General Inquiry',
    },
    {
      text: 'please post me a brochure and your price list, address is 9 Mill End, Kenilworth CV8 2HP',
      expect: 'General Inquiry',
    },
    {
      text: 'Please email me a quote for nursing care for my husband, he has Parkinsons. sarah.wynne@example.com',
      expect: 'General Inquiry',
    },
    { text: 'can I talk to a real person please', expect: 'handoff' },
    {
      text: "I'd rather speak to one of the nurses directly than type to a bot",
      expect: 'handoff',
    },
    { text: 'put me through to someone in the office, its urgent', expect: 'handoff' },
  ],

  offTopic: [
    'what is the best medication to slow down dementia',
    'can you recommend a solicitor to set up a power of attorney for mum',
    'how do i apply for a blue badge for my mother',
    'what are the fees at Abbey Lodge care home in Warwick',
    'is there a farmers market in kenilworth this weekend',
    'how do I change the address for my dads state pension',
    'can you recommend a stairlift company, mum would rather stay in her own house',
    'what are the signs of a water infection in an elderly person',
    "what's the weather going to be like in Kenilworth tomorrow",
    "write me a short poem for my nan's 90th birthday card",
    'whats a good recipe for a victoria sponge',
    'what is the capital of australia',
    'who won the fa cup last year',
    'how do you say good morning in polish',
  ],
};
