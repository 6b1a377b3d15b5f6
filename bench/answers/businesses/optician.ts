import type { Business, BusinessEntry } from '../types.js';

const DOC_TITLE = 'Whitlow & Reed price list and policies 2025';
const PAGE_TITLE = 'Meet the team | Whitlow & Reed Opticians';

const entries: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content: `We're open Monday, Tuesday, Wednesday and Friday from 9:00am to 5:30pm, with a late night on Thursday until 7:00pm. On Saturdays we open 9:00am to 4:00pm (last eye test at 3:00pm). We're closed on Sundays and bank holidays.`,
    tags: ['hours', 'opening times'],
  },
  {
    type: 'faq',
    title: 'How do I book an eye test?',
    content: `You can book online 24/7 at whitlowreed.co.uk/book, phone us on 01434 605218, or simply call in at 14 Fore Street. We hold back two same-day appointments every morning, so it's worth ringing at 9am if you need to be seen quickly. Please bring your current glasses or contact lenses and a list of any medication you take.`,
    tags: ['booking', 'appointments'],
  },
  {
    type: 'faq',
    title: 'What does an eye examination involve?',
    content: `Your examination is around 30 minutes with one of our optometrists. We go through your general and eye health history, measure your vision and prescription, check how your eyes work together, measure your eye pressure with a puff-free iCare tonometer, and take digital photographs of the back of your eyes (included as standard). We can also add a 3D OCT scan, which looks at the layers beneath the surface of the retina, for an extra fee.`,
    tags: ['eye test', 'examination'],
  },
  {
    type: 'faq',
    title: 'Who is entitled to a free NHS eye test?',
    content: `You qualify for a free NHS sight test if you are under 16, aged 16–18 and in full-time education, aged 60 or over, have diabetes or glaucoma, are 40 or over with a parent, sibling or child with glaucoma, or receive benefits such as Universal Credit (within the earnings limit), Income Support or Pension Credit Guarantee Credit. Many of the same groups also get an NHS optical voucher towards the cost of glasses or contact lenses. Just tell us when you book and bring proof of entitlement.`,
    tags: ['NHS', 'free eye test', 'vouchers'],
  },
  {
    type: 'faq',
    title: 'Can I claim on my health cash plan or insurance?',
    content: `We don't bill insurers directly, but we'll give you an itemised receipt for your eye test, glasses or contact lenses so you can claim the money back. Patients regularly claim through Simplyhealth, Medicash, Westfield Health, BHSF and Paycare.`,
    tags: ['insurance', 'cash plan'],
  },
  {
    type: 'faq',
    title: 'When should my child have their first eye test?',
    content: `We recommend a first eye test at around age 3, or sooner if you notice a squint, a head tilt, lots of eye rubbing or your child sitting very close to the TV. Children don't need to know their letters: we use picture charts, matching games and lights instead. We keep weekday appointments from 3:30pm to 5:30pm for school-age children so they don't miss lessons.`,
    tags: ['children', 'kids'],
  },
  {
    type: 'faq',
    title: "Can you help slow down my child's short-sightedness?",
    content: `Yes. For children aged 6 to 16 whose short-sightedness (myopia) is getting worse, we offer a myopia management programme using MiYOSMART spectacle lenses or MiSight 1 day contact lenses, which studies show slow progression by around 50–60% on average. It starts with an assessment that includes measuring the length of the eye, followed by check-ups every 6 months.`,
    tags: ['myopia', 'children'],
  },
  {
    type: 'faq',
    title: 'I have never worn contact lenses — can I try them?',
    content: `Absolutely. A first-time fitting takes about 40 minutes: we check your eyes are suitable, find the right lens, and teach you how to put lenses in and take them out safely. You then go home with a one-week trial of daily lenses free of charge before deciding. Most prescriptions can be fitted, including astigmatism and multifocal (for reading as well as distance).`,
    tags: ['contact lenses', 'fitting', 'trial'],
  },
  {
    type: 'faq',
    title: 'Do you have a contact lens subscription scheme?',
    content: `Yes — our Lens Club. You pay a fixed amount each month by direct debit, and your lenses are posted to your home (or left for collection) every 3 months. Membership includes all your contact lens check-ups, your routine eye examination and 10% off glasses, and you can cancel at any time with one month's notice.`,
    tags: ['contact lenses', 'Lens Club', 'subscription'],
  },
  {
    type: 'faq',
    title: 'Can you repair my glasses?',
    content: `Small repairs such as replacing screws and nose pads, tightening hinges and reshaping bent frames are done free while you wait, wherever you bought your glasses. Snapped metal frames can often be soldered by our repair workshop, which takes 7–10 days; we'll give you a quote first (usually £25–£40). Plastic frames that have snapped across the bridge usually can't be repaired, but we can fit your lenses into a new frame.`,
    tags: ['repairs', 'broken frames'],
  },
  {
    type: 'faq',
    title: 'How long does it take for new glasses to be ready?',
    content: `Single-vision glasses are usually ready in 5–7 working days and varifocals in 7–10 working days. We'll send you a text as soon as they're ready to collect. Please allow 15 minutes at collection so we can fit and adjust them properly.`,
    tags: ['collection', 'glasses'],
  },
  {
    type: 'faq',
    title: 'How much does an eye test cost?',
    content: `A standard private eye examination costs £28. If you qualify for a free NHS eye test there is nothing to pay — we claim it for you directly.`,
    tags: ['prices', 'eye test'],
  },
  {
    type: 'faq',
    title: 'Do you offer eye tests at home?',
    content: `Yes. If you can't leave home unaccompanied because of illness or disability, our optometrist can visit you at home with portable equipment and carry out a full NHS eye test, within 12 miles of Hexham. Home visits run on Tuesdays and Fridays, and we bring frames with us so you can choose new glasses at the same visit.`,
    tags: ['home visits', 'domiciliary'],
  },
  {
    type: 'faq',
    title: 'Is my eyesight good enough to drive?',
    content: `By law you must be able to read a car number plate from 20 metres (about 65 feet) in good daylight, wearing glasses or contact lenses if you need them, and have visual acuity of at least 6/12 with an adequate field of vision. If you're unsure, book an eye test and we'll tell you straight away whether you meet the standard. If you have a condition affecting both eyes, such as glaucoma, you may need to tell the DVLA.`,
    tags: ['driving', 'DVLA'],
  },
  {
    type: 'faq',
    title: 'I use a computer all day — do you do VDU eye tests?',
    content: `Yes. Under the Display Screen Equipment regulations your employer must pay for an eye test if you use screens regularly at work and ask for one, and for basic glasses if you need them specifically for screen work. We accept Edenred Eyecare Vouchers and employer purchase orders, and we can recommend office or intermediate lenses designed for computer distance.`,
    tags: ['VDU', 'screen', 'employer'],
  },
  {
    type: 'faq',
    title: 'What should I do if I have a red, sore or painful eye?',
    content: `Ring us as soon as we open — we keep urgent slots every day. Assessment of red, sore, sticky or painful eyes, or something stuck in the eye, is free under the NHS Community Urgent Eyecare Service (CUES). If the eye has been injured by a chemical splash or a serious blow, go straight to A&E.`,
    tags: ['emergency', 'red eye', 'urgent'],
  },
  {
    type: 'faq',
    title: 'What should I do if I suddenly see flashes or floaters?',
    content: `New flashes of light, a sudden shower of floaters, or a shadow or curtain moving across your vision can be signs of a retinal tear or detachment and need to be checked the same day. Phone us straight away. If we're closed, call NHS 111 or go to the eye casualty department at the Royal Victoria Infirmary in Newcastle.`,
    tags: ['emergency', 'flashes', 'floaters'],
  },
  {
    type: 'faq',
    title: 'Do you have a dry eye clinic?',
    content: `Yes, our dry eye clinic runs every Wednesday. If your eyes feel gritty, burning, tired or watery, a 45-minute assessment looks closely at your tear film and eyelid glands, and we then draw up a treatment plan that may include a heated eye mask, eyelid hygiene, drops, or IPL (intense pulsed light) treatment.`,
    tags: ['dry eye'],
  },
  {
    type: 'faq',
    title: 'Do you sell prescription sunglasses?',
    content: `Yes. We stock Ray-Ban, Oakley, Maui Jim and Serengeti sunglasses, and almost any of our frames can be made up as prescription sunglasses, including varifocals. You can choose a fashion tint, polarised lenses (great for driving and fishing) or lenses that darken outdoors, and every sun lens we supply blocks 100% of UVA and UVB.`,
    tags: ['sunglasses'],
  },
  {
    type: 'faq',
    title: 'Is the practice accessible?',
    content: `Yes. The front entrance has a permanent ramp and a wide door, and our testing room, dispensing area and toilet are all on the ground floor. There's a hearing loop at reception, we can provide large-print paperwork on request, and assistance dogs are always welcome.`,
    tags: ['accessibility', 'wheelchair'],
  },
  {
    type: 'faq',
    title: 'Where can I park?',
    content: `The nearest car park is Wentworth Car Park (pay and display), about 4 minutes' walk from our door at 14 Fore Street. There are two Blue Badge bays on Beaumont Street just around the corner, and free 1-hour disc parking on Battle Hill.`,
    tags: ['parking', 'directions'],
  },
  {
    type: 'faq',
    title: 'Which payment methods do you accept?',
    content: `We accept all major debit and credit cards, Apple Pay, Google Pay and cash. For glasses orders over £250 you can spread the cost over 10 months interest-free. We no longer accept cheques.`,
    tags: ['payment', 'finance'],
  },
  {
    type: 'faq',
    title: 'What if I cannot get used to my new glasses?',
    content: `Most people adjust to new glasses within two weeks, and varifocals can take a little longer. If you still can't get on with them, come back within 90 days of collection — we'll recheck your eyes and measurements and remake the lenses or change the lens type free of charge.`,
    tags: ['adaptation', 'non-tolerance', 'guarantee'],
  },
  {
    type: 'faq',
    title: 'I have lost my glasses — how quickly can I get a replacement?',
    content: `Because we keep your prescription and frame measurements on file, we can usually make an exact copy of any pair you bought from us. Our express service has single-vision glasses ready in 48 hours, and simple reading glasses can sometimes be made the same day. If your last eye test was more than two years ago, we'd recommend a fresh test first.`,
    tags: ['lost glasses', 'replacement'],
  },
  {
    type: 'faq',
    title: 'Can you refer me for cataract surgery?',
    content: `Yes. If your eye test shows a cataract that is affecting your day-to-day life, we can refer you directly to the NHS cataract service, usually at Hexham General Hospital, or to a private surgeon if you prefer. After your operation, come back 4–6 weeks later for a post-operative check and your new glasses prescription.`,
    tags: ['cataracts', 'referral', 'older patients'],
  },
  {
    type: 'faq',
    title: 'Can I have a copy of my prescription?',
    content: `Yes — you're given a copy of your spectacle prescription after every eye test, free of charge, and you're free to buy glasses wherever you like. A contact lens specification can be released once your contact lens fitting has been completed. If you've mislaid your copy, we can email it to you.`,
    tags: ['prescription'],
  },
  {
    type: 'document',
    title: DOC_TITLE,
    fileName: 'whitlow-reed-price-list-and-policies-2025.pdf',
    content: `# Whitlow & Reed Opticians — Price list and policies 2025

Prices apply from 1 January 2025 to 31 December 2025 and include VAT where applicable. Services funded by the NHS are free to eligible patients.

# Additional examinations and scans

- 3D OCT retinal scan, added to any eye examination: £25
- Enhanced glaucoma check (OCT scan plus full visual field test): £45
- Contact lens aftercare appointment (non-Lens Club patients): £25
- DVLA Group 2 vision report for lorry and bus drivers: £45
- Dry eye assessment (45 minutes): £40; follow-up visit £20
- IPL dry eye treatment: £90 per session, or £320 for a course of four
- Myopia management assessment, including eye-length measurement: £50

# Contact lens fitting and Lens Club plans

New wearer fitting, including insertion and removal tuition and a one-week trial: £30, refunded in full if you join Lens Club within 30 days.

Lens Club monthly prices (each plan includes lenses, all aftercare and your routine eye examination):

- Daily disposable lenses: £24 per month
- Premium silicone hydrogel daily lenses: £34 per month
- Daily toric lenses for astigmatism: £30 per month
- Multifocal daily lenses: £42 per month
- Monthly reusable lenses with solution: £17 per month
- MiSight 1 day myopia control lenses for children: £45 per month

# Frames and lenses

Frames start from £49, and standard single-vision plastic lenses are included in the price of every frame. Lens upgrades are priced per pair:

- Anti-reflection coating: £35
- Blue light filtering coating: £30
- Thinner 1.67 high-index lenses: £60
- Photochromic lenses (darken outdoors): £75
- Polarised sun lenses: £60
- Bifocals: from £80
- Standard varifocals: from £150
- Premium digital varifocals: £295
- MiYOSMART myopia control spectacle lenses for children: £195 per pair
- Reglazing your own frames with single-vision lenses: from £45
- Express 48-hour service (single vision only): £20

# Guarantees

All frames and lenses supplied by us are guaranteed for 12 months against manufacturing faults, such as failed hinges or peeling coatings. The guarantee does not cover scratches from everyday wear, loss or theft, or heat damage (for example glasses left on a car dashboard).

Accidental damage cover can be added when you order for £29 per pair. It lasts 2 years and covers up to two replacements of the same frame and lenses after accidental breakage, with no excess to pay.

# Policies

DEPOSITS: We ask for a 50% deposit when you order glasses, with the balance due on collection.

CHANGE OF MIND: Because lenses are made to your individual prescription we cannot refund glasses for a change of mind. However, if you're unhappy with the frame you chose, we will exchange it once within 30 days of collection for a frame of the same price or higher; replacement lenses are charged at half price.

UNCOLLECTED GLASSES: Finished glasses are held for 6 months. After that, deposits are non-refundable.

MISSED APPOINTMENTS: Please give us 24 hours' notice if you can't make an appointment. Private appointments missed without notice may be charged a £10 fee.

REMINDERS: We'll text or email you when your next eye examination is due — usually every 2 years, or every year for under-16s, over-70s and people with diabetes.

RECORDS: Clinical records are kept securely for at least 10 years in line with General Optical Council guidance.

COMPLAINTS: Please speak to our practice manager first; we aim to respond within 5 working days. If we can't resolve your concern, you can contact the Optical Consumer Complaints Service (OCCS) free of charge.`,
    tags: ['prices', 'policies', 'guarantee'],
  },
  {
    type: 'website',
    title: PAGE_TITLE,
    url: 'https://www.whitlowreed.co.uk/about/meet-the-team',
    content: `# Our story

Whitlow & Reed began in 1987, when optometrist Margaret Whitlow opened a one-room practice above the old saddler's shop at 14 Fore Street, Hexham. In 2004 the practice moved downstairs onto the ground floor, and in 2009 Margaret's former trainee, Daniel Reed, joined her as a partner. Margaret retired in 2016, but she still calls in most Fridays with a tray of flapjack. We are fully independent: no head office and no sales targets, just a small team who know our patients by name.

# Meet the team

## Daniel Reed — owner and optometrist
Daniel qualified from Glasgow Caledonian University in 2006 and holds the Higher Certificate in Glaucoma. He leads our glaucoma monitoring and medical eye care, and looks after our home visit patients. When he isn't testing eyes he's usually fell running in the Cheviots.

## Dr Priya Nair — optometrist
Priya joined us in 2018 after completing a PhD at Cardiff University on childhood myopia. She runs our children's clinics and the myopia management programme, and is known for getting even the shyest three-year-olds to join in.

## Hannah Forster — contact lens optician
Hannah has been fitting contact lenses for more than 15 years and leads our dry eye clinic. She specialises in hard-to-fit eyes, including keratoconus and high astigmatism.

## Tom Armstrong — dispensing optician
Tom is the person to see for help choosing frames. He specialises in sports and safety eyewear and complex prescriptions, and runs our in-house repairs bench.

## Jenny Charlton — practice manager
Jenny has been with the practice for 22 years and looks after appointments, NHS paperwork and anything else you need. If you've ever phoned us, you've probably spoken to Jenny.

## Bramble — practice greeter
Bramble is Daniel's cocker spaniel, who comes in on Tuesdays and Thursdays. She is very gentle, but just let us know if you'd rather she stayed in the back office.

# In the community

Since 2012 we've collected unwanted glasses for the charity Vision Aid Overseas — more than 4,000 pairs so far. You'll find the donation box just inside our front door. Each spring Priya visits primary schools across Tynedale to give eye health talks, and we're proud sponsors of the Hexham Juniors under-11s football team.

In 2022 we were finalists for Independent Practice of the Year at the Optician Awards.`,
    tags: ['about', 'team', 'history'],
  },
];

const questions = [
  // FAQ questions
  { text: 'r u open on saturdays', expect: 'What are your opening hours?' },
  { text: 'what time do you shut on a thursday evening?', expect: 'What are your opening hours?' },
  {
    text: 'how do I get an appointment to have my eyes checked, can I do it online',
    expect: 'How do I book an eye test?',
  },
  { text: 'whats the number to ring to get booked in', expect: 'How do I book an eye test?' },
  {
    text: 'never had my eyes looked at before, what do you actually check when i come in?',
    expect: 'What does an eye examination involve?',
  },
  {
    text: 'im on universal credit, do i still have to pay to get my eyes tested',
    expect: 'Who is entitled to a free NHS eye test?',
  },
  {
    text: 'can i claim the cost back through simplyhealth',
    expect: 'Can I claim on my health cash plan or insurance?',
  },
  {
    text: 'my daughter is 2 and a half and cant read yet, how old does she need to be before you can check her eyes',
    expect: 'When should my child have their first eye test?',
  },
  {
    text: "my son's prescription keeps getting stronger every single year, is there anything that stops it getting worse?",
    expect: "Can you help slow down my child's short-sightedness?",
  },
  {
    text: "thinking of ditching my specs for contacts but I've never worn them, can I have a go first before committing",
    expect: 'I have never worn contact lenses — can I try them?',
  },
  {
    text: 'is there a scheme where you post my contacts to my house',
    expect: 'Do you have a contact lens subscription scheme?',
  },
  { text: 'my specs snapped at the hinge can u fix them', expect: 'Can you repair my glasses?' },
  { text: 'lost a tiny screw out of the arm of my glasses', expect: 'Can you repair my glasses?' },
  {
    text: "once I've ordered varifocals how many days until I can pick them up",
    expect: 'How long does it take for new glasses to be ready?',
  },
  { text: 'eye test price', expect: 'How much does an eye test cost?' },
  {
    text: 'hw much is a private sight test for an adult',
    expect: 'How much does an eye test cost?',
  },
  {
    text: "my mum is 88 and hasn't been out of the house since her fall in the spring, she's struggling to read her post. can someone come out to her to check her eyes?",
    expect: 'Do you offer eye tests at home?',
  },
  {
    text: "worried my vision isn't up to scratch for being behind the wheel, what's the legal requirement",
    expect: 'Is my eyesight good enough to drive?',
  },
  {
    text: "my employer says they'll cover it because I'm on a monitor all day - do you take their vouchers?",
    expect: 'I use a computer all day — do you do VDU eye tests?',
  },
  {
    text: 'woke up with a bloodshot, really sore eye. can you see me today?',
    expect: 'What should I do if I have a red, sore or painful eye?',
  },
  {
    text: 'seeing sparkly lights and loads of black specks drifting about in one eye since last night',
    expect: 'What should I do if I suddenly see flashes or floaters?',
  },
  {
    text: 'my eyes feel gritty and burn by the end of every day, is there anything you can do for that',
    expect: 'Do you have a dry eye clinic?',
  },
  {
    text: 'can i get shades made up with my prescription in',
    expect: 'Do you sell prescription sunglasses?',
  },
  {
    text: 'I use a wheelchair - is there a step to get in?',
    expect: 'Is the practice accessible?',
  },
  { text: "where's best to leave the car when I come in", expect: 'Where can I park?' },
  {
    text: 'do you take apple pay or is it cash only',
    expect: 'Which payment methods do you accept?',
  },
  {
    text: 'can I spread the cost of new specs over a few months',
    expect: 'Which payment methods do you accept?',
  },
  {
    text: "had my new varifocals a fortnight now and still feel dizzy and can't get on with them at all, what happens now?",
    expect: 'What if I cannot get used to my new glasses?',
  },
  {
    text: 'left my glasses on the train and need another pair asap, you should have my details on file',
    expect: 'I have lost my glasses — how quickly can I get a replacement?',
  },
  {
    text: 'was told i have a cataract starting. can you send me to the hospital to get it sorted',
    expect: 'Can you refer me for cataract surgery?',
  },
  {
    text: 'can you email me my prescription so i can order frames online',
    expect: 'Can I have a copy of my prescription?',
  },
  // Document questions
  { text: 'how much extra is the 3d scan of the back of the eye', expect: DOC_TITLE, fact: '£25' },
  { text: 'anti glare coating cost?', expect: DOC_TITLE, fact: '£35' },
  { text: 'hw much r varifocals', expect: DOC_TITLE, fact: '£150' },
  { text: 'what do daily contacts cost a month', expect: DOC_TITLE, fact: '£24' },
  { text: 'price for the dry eye assessment?', expect: DOC_TITLE, fact: '£40' },
  {
    text: "picked up my glasses last week and honestly I don't like the frames I chose, can I swap them for a different pair",
    expect: DOC_TITLE,
    fact: '30 days',
  },
  {
    text: 'how much to insure my glasses against accidental damage',
    expect: DOC_TITLE,
    fact: '£29',
  },
  {
    text: "if I can't get in to collect my glasses for a while how long will you hold onto them",
    expect: DOC_TITLE,
    fact: '6 months',
  },
  // Web page questions
  { text: 'how long has the shop been going', expect: PAGE_TITLE, fact: '1987' },
  { text: 'who started whitlow and reed originally', expect: PAGE_TITLE, fact: 'Margaret' },
  {
    text: "which of your optometrists is the expert on kids' short sight",
    expect: PAGE_TITLE,
    fact: 'Priya',
  },
  { text: "who's the best person to help me pick out new frames", expect: PAGE_TITLE, fact: 'Tom' },
  {
    text: 'got a drawer full of old specs, do you take them for charity?',
    expect: PAGE_TITLE,
    fact: 'Vision Aid Overseas',
  },
  { text: "what's the name of the dog in the shop", expect: PAGE_TITLE, fact: 'Bramble' },
];

const requests = [
  {
    text: "I'd like to book eye tests for me and my 7 year old on Saturday morning please",
    expect: 'Appointments' as const,
  },
  {
    text: "I'm really unhappy. I paid for my glasses three weeks ago, they're still not ready and nobody has called me back as promised. I want to make a formal complaint.",
    expect: 'Complaints/Feedback' as const,
  },
  {
    text: "could someone ring me back about whether you can put new lenses in my grandad's old tortoiseshell frames? my number is 07700 900412",
    expect: 'General Inquiry' as const,
  },
  { text: 'can i talk to an actual person please, not a bot', expect: 'handoff' as const },
];

const offTopic = [
  'do you do laser eye surgery',
  'do you offer hearing tests',
  'do you do ear wax removal',
  'do you do eyelash extensions or brow tinting',
  'what time does hexham abbey open to visitors',
  'is it going to rain in hexham tomorrow',
  'how do I make a proper yorkshire pudding',
  'who won the newcastle match at the weekend',
];

export const optician: Business = {
  slug: 'optician',
  name: 'Whitlow & Reed Opticians',
  field: 'opticians / eye-care practice',
  entries,
  questions,
  requests,
  offTopic,
};
