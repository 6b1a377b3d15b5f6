import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'The workshop is open Monday to Friday from 8:00 am to 5:30 pm, and Saturday from 8:00 am to 12:30 pm, when we do MOTs and small jobs only. We are closed on Sundays and bank holidays, and for the week between Christmas and New Year.',
    tags: ['hours'],
  },
  {
    type: 'faq',
    title: 'How do I book my car in?',
    content:
      'Use the booking form on our website, which shows live MOT and service slots, ring the workshop on 01536 412778, or call in to reception. Please have your registration number and rough mileage to hand. Most servicing and repairs can be booked within 2 to 3 working days, and we keep a few same-day slots back for breakdowns and urgent safety jobs.',
    tags: ['booking'],
  },
  {
    type: 'faq',
    title: 'What happens if my car fails its MOT?',
    content:
      "We'll go through each failure item with you and give you a written quote before touching anything. If you leave the car with us for the repairs, the retest is free. If you have it repaired elsewhere and bring it back by the end of the next working day, the retest is free for minor items such as bulbs, wipers, mirrors and tyres; within 10 working days, a partial retest costs half the test fee. A car with a dangerous defect must not be driven away until it has been fixed.",
    tags: ['mot', 'retest'],
  },
  {
    type: 'faq',
    title: 'Can I get my MOT done before it runs out?',
    content:
      'Yes. You can have your MOT up to one month minus a day before the expiry date and keep the same renewal date, so a car due on 15 May can be tested from 16 April and the new certificate still runs to 15 May next year. We send free text and email reminders 4 weeks before your MOT and service are due.',
    tags: ['mot', 'reminders'],
  },
  {
    type: 'faq',
    title: 'Which vehicles can you MOT?',
    content:
      'We test Class 4 vehicles: cars, taxis, motorhomes, campervans and vans up to 3,000 kg. We are also approved for Class 7, so we can MOT larger vans from 3,000 to 3,500 kg gross weight, such as long-wheelbase Transits and Sprinters. Our test bay takes vehicles up to 2.9 metres high.',
    tags: ['mot', 'vans'],
  },
  {
    type: 'faq',
    title: 'Will a service with you affect my manufacturer warranty?',
    content:
      "No. Under the Block Exemption rules you can have a new car serviced by an independent garage without affecting the manufacturer's warranty, as long as the work follows the manufacturer's schedule and uses parts of matching quality. We service to the book, use OE-quality parts and the correct grade of oil, and stamp your service book or update the manufacturer's online service record.",
    tags: ['warranty', 'servicing'],
  },
  {
    type: 'faq',
    title: 'Do you offer courtesy cars?',
    content:
      'We have three courtesy cars, two Ford Fiestas and a Toyota Yaris automatic, free for customers whose work will take more than 4 hours. Book one when you book your car in, as they go quickly. Drivers must be aged 25 to 75 and have held a full UK licence for at least 3 years, and you pay for the fuel you use and the first £250 of any insurance claim.',
    tags: ['courtesy car'],
  },
  {
    type: 'faq',
    title: 'Can you collect my car from home or work?',
    content:
      "Yes. Collection and delivery is free within 5 miles of the garage, which covers all of Kettering, Barton Seagrave and Burton Latimer. Up to 15 miles away, including Corby, Wellingborough and Desborough, it costs £20 return. One of our drivers, insured on our motor trade policy, picks the car up, and we text you when it's on its way back.",
    tags: ['collection', 'delivery'],
  },
  {
    type: 'faq',
    title: 'Can I wait while the work is done?',
    content:
      'Yes, for MOTs, oil changes, tyres and other jobs of up to about an hour and a half. An MOT takes 45 to 60 minutes. Our customer lounge has free Wi-Fi, a coffee machine, a desk with charging points and a window onto the workshop floor. For longer jobs, the town centre is a 10-minute walk away.',
    tags: ['waiting'],
  },
  {
    type: 'faq',
    title: 'Do you re-gas air conditioning?',
    content:
      'Yes. We recharge both older R134a systems and the newer R1234yf systems used in most cars from 2017 on. Every re-gas includes a vacuum test for leaks and adds UV tracer dye, so if the air con stops blowing cold again we can find the leak quickly. We also replace condensers, compressors and pollen filters, and do an antibacterial treatment to get rid of musty smells.',
    tags: ['air conditioning'],
  },
  {
    type: 'faq',
    title: 'Do you service electric and hybrid cars?',
    content:
      'Yes. Two of our technicians hold the IMI Level 3 award in electric and hybrid vehicle repair, and we have insulated tools and a dedicated safe-isolation bay. We service and repair hybrids and EVs from Toyota, Kia, Hyundai, Nissan, Tesla and others, including brakes, suspension, tyres, air con and 12-volt batteries. We do not repair high-voltage battery packs ourselves but can arrange a specialist for you.',
    tags: ['electric', 'hybrid', 'ev'],
  },
  {
    type: 'faq',
    title: 'Do you supply and fit tyres?',
    content:
      "Yes, we fit all the main brands, from budget ranges to premium makes like Michelin, Continental and Pirelli, and most sizes can be ordered in for the next morning. Fitting includes a new valve, computerised balancing and disposal of the old tyre. We'll repair a puncture instead of replacing the tyre wherever it is safe to do so under British Standard BS AU 159, which means the damage must be in the central part of the tread and no bigger than 6 mm.",
    tags: ['tyres', 'puncture'],
  },
  {
    type: 'faq',
    title: 'My engine warning light is on, can you find out why?',
    content:
      "Yes. Our diagnostic check uses dealer-level equipment to read the fault codes, but a code alone rarely tells the whole story, so a technician then tests the sensors, wiring and parts involved to find the real cause. You get a report of what we found and a quote for the fix before any repair. If the light is flashing, or the car is losing power or overheating, please don't drive it: call us and we'll arrange recovery.",
    tags: ['diagnostics', 'warning light'],
  },
  {
    type: 'faq',
    title: 'Do you replace clutches?',
    content:
      'Yes, it is one of our most common jobs. Signs a clutch is wearing out are a biting point high up the pedal, revs rising without the car speeding up, a burning smell, or trouble getting into gear. We fit OE-quality clutch kits from LuK, Sachs and Valeo and check the dual-mass flywheel at the same time, since many diesels need it replacing along with the clutch. Most clutches are done in a day.',
    tags: ['clutch', 'gearbox'],
  },
  {
    type: 'faq',
    title: 'When does my cambelt need changing?',
    content:
      "Each manufacturer sets its own interval, usually between 40,000 and 100,000 miles or every 4 to 10 years, whichever comes first, and we'll look it up for your exact engine. A snapped timing belt can wreck an engine, so if you have no proof it has been done, it's safest to have it changed. We always replace the tensioner and idlers and, where the belt drives it, the water pump as well.",
    tags: ['cambelt', 'timing belt'],
  },
  {
    type: 'faq',
    title: 'Do you guarantee your repairs?',
    content:
      "Yes. All our repairs are guaranteed for 12 months or 12,000 miles, whichever comes first, covering both parts and labour. If a problem shows up while you are more than 50 miles from Kettering, call us first and we'll arrange for a garage near you to put it right under our guarantee.",
    tags: ['guarantee'],
  },
  {
    type: 'faq',
    title: 'Will you ask me before doing extra work?',
    content:
      "Always. We never carry out work you haven't agreed to. If we find something during a service or MOT, we send you photos or a short video by text or email, explain what is urgent and what can wait, and give you a price. Nothing goes ahead until you say yes, and we're happy to show you the problem on the ramp when you collect.",
    tags: ['authorisation', 'extra work'],
  },
  {
    type: 'faq',
    title: 'Can I bring my own parts?',
    content:
      "Yes, we'll fit parts you have bought yourself, but we can only guarantee our labour, not the part, and if a part turns out to be wrong or faulty the extra time is charged. We won't fit second-hand safety-critical parts such as brake discs, pads, steering components or tyres.",
    tags: ['parts'],
  },
  {
    type: 'faq',
    title: 'What payment methods do you accept?',
    content:
      'We take all major debit and credit cards, contactless, Apple Pay and Google Pay, cash, and bank transfer for account customers. We do not accept cheques. For bills over £250 you can spread the cost over 3, 6 or 12 months with our finance partner, and 3 months is interest-free, subject to status.',
    tags: ['payment', 'finance'],
  },
  {
    type: 'faq',
    title: 'Do you look after company vehicles?',
    content:
      "Yes, we run business accounts for fleets from a single van up to 60 vehicles, including local tradespeople, taxi firms and delivery companies. Account customers get 30-day invoicing, priority booking, one monthly statement and reminders for every vehicle's MOT and service. Ask at reception and we'll set an account up in a day.",
    tags: ['fleet', 'business'],
  },
  {
    type: 'faq',
    title: 'Do you do wheel alignment?',
    content:
      'Yes, we have a Hunter 3D four-wheel alignment machine. If your steering wheel is off-centre when driving straight, the car pulls to one side, or your front tyres are wearing on the inner or outer edges, your alignment is probably out. We recommend a check after hitting a pothole or kerb hard, and whenever you fit new tyres.',
    tags: ['tracking', 'alignment'],
  },
  {
    type: 'faq',
    title: 'Can you clean a blocked DPF?',
    content:
      "Yes. A diesel particulate filter clogs up when a car does mostly short, slow journeys, and you'll see a DPF warning light and may lose power. Depending on how bad it is, we can force a regeneration with our diagnostic equipment, clean the filter on the car with a chemical flush, or fit a new one. We don't remove DPFs: it's illegal on road cars and an automatic MOT fail.",
    tags: ['dpf', 'diesel'],
  },
  {
    type: 'faq',
    title: 'Can I drop my car off outside opening hours?',
    content:
      "Yes. Park in any marked bay in our yard, lock the car and post the keys in an envelope with your name, registration and phone number through the secure key drop in the reception door. The yard is lit and covered by CCTV. If you need to collect after we close, we can leave your keys in our coded key safe and text you the code once you've paid.",
    tags: ['key drop', 'out of hours'],
  },
  {
    type: 'faq',
    title: 'Can you check a used car before I buy it?',
    content:
      "Yes. Our pre-purchase inspection covers more than 100 points, including a road test, a look underneath on the ramp, a diagnostic scan for stored fault codes, and a check of the bodywork for signs of past accident repair. Bring the car to us and we'll give you a written report with photos the same day, to help you haggle or walk away.",
    tags: ['inspection', 'used car'],
  },
  {
    type: 'faq',
    title: 'How do I know if my brakes need doing?',
    content:
      'Warning signs are a squeal or grinding noise when you brake, the car pulling to one side, a soft or spongy pedal, a vibration through the steering wheel, or the brake warning light coming on. Pop in any weekday for a free 15-minute brake check, no appointment needed. If you hear metal-on-metal grinding, get it looked at straight away, as the pads are worn through and are damaging the discs.',
    tags: ['brakes'],
  },
];

const priceList: BusinessEntry = {
  type: 'document',
  title: 'Brindley Motors prices and terms 2025',
  fileName: 'brindley-motors-prices-and-terms-2025.pdf',
  content: `# About these prices
All prices include VAT at 20% and are for a typical small or medium family car such as a Ford Focus or VW Golf. Large SUVs, 4x4s, vans and premium or performance models may cost more, and we always confirm the price before starting work. Prices apply from 1 January 2025.

# Labour
Workshop labour rate: £78 per hour
High-voltage electric and hybrid work: £90 per hour
Minimum charge: half an hour

# MOT testing
Class 4 MOT (cars, motorhomes and vans up to 3,000 kg): £45
Class 7 MOT (vans from 3,000 to 3,500 kg): £52
MOT booked together with an interim or full service: £35

# Servicing
Oil and filter change: £85 (45 min)
Interim service, every 6 months or 6,000 miles: £149 (1.5 hrs)
Full service, every 12 months or 12,000 miles: £239 (3 hrs)
Major service, every 2 years, adding spark plugs, fuel filter and brake fluid: £339 (4 hrs)
Service prices include up to 5 litres of engine oil; extra oil is £12 per litre.

# Common repairs
Diagnostic check: £60 for the first hour
Front brake pads, supplied and fitted: from £120
Front brake discs and pads: from £245
Clutch replacement: from £495; with dual-mass flywheel from £995
Cambelt kit with water pump: from £385
Air conditioning re-gas: R134a £69; R1234yf £129
Four-wheel alignment: £59
DPF forced regeneration: £95; DPF on-car clean: £189
Pre-purchase inspection: £119
Battery test: free; new battery supplied and fitted from £105

# Tyres
Fitting tyres bought elsewhere: £20 per tyre, including valve and balancing
Puncture repair: £25
Disposal of old tyres: free when we supply the new ones

# Terms and conditions
Estimates are valid for 30 days. If a job turns out to cost more than 10% above the estimate, we stop and contact you before carrying on.
Payment is due in full on collection, and we may keep the vehicle until the invoice is paid.
Old parts are kept for 7 days and given back to you on request, except exchange units returned to the supplier.
Vehicles not collected within 3 working days of our telling you the work is finished are charged storage at £15 per day.
Please give 24 hours' notice to cancel a booking. Parts ordered specially for your vehicle that cannot be returned will be charged.`,
};

const aboutPage: BusinessEntry = {
  type: 'website',
  title: 'About Us | Brindley Motors, Independent Garage in Kettering',
  url: 'https://www.brindleymotors.co.uk/about-us',
  content: `# Our story
Brindley Motors was founded in 1987 by Derek Brindley, a former Ford dealership mechanic, in a single rented railway arch off Station Road with one ramp and a second-hand compressor. Word of mouth did the rest, and in 2004 we moved into our purpose-built workshop at Unit 3, Wharf Road Trading Estate, Kettering, Northamptonshire NN16 8RF. Derek's son Matt joined as an apprentice in 1999 and took over running the business when Derek retired in 2019. Derek still pops in most Fridays, usually with a cake.

# The workshop
We have six ramps, a dedicated MOT bay with a Class 4 and Class 7 test lane, a safe-isolation bay for electric and hybrid vehicles, and a Hunter 3D wheel alignment rig. Between us we look after around 4,500 cars and vans a year.

# Meet the team
Matt Brindley, managing director and master technician, has been spannering since he was 16 and still does the trickiest diagnostic jobs himself.
Anita Kowalski, our lead MOT tester, has been testing since 2008 and has carried out more than 20,000 MOTs.
Ravi Sandhu, senior technician, is our electric and hybrid specialist and holds the IMI Level 3 EV qualification.
Tomasz Nowak, technician, specialises in electrical fault finding and is also IMI Level 3 EV qualified.
Leanne Hart, service advisor, books you in, explains the work and keeps you updated while your car is with us.
Josh Farrell is our second-year apprentice, studying for his Level 3 in light vehicle maintenance at Tresham College.

# Accreditations
We are members of the Good Garage Scheme and signed up to The Motor Ombudsman's Service and Repair Code, so if we ever can't sort out a problem between us, you have free independent help. We were named Northamptonshire Independent Garage of the Year in 2022 and hold 4.9 stars from more than 860 Google reviews.

# Find us
Unit 3, Wharf Road Trading Estate, Kettering NN16 8RF, five minutes from junction 8 of the A14. Free customer parking for 12 cars in our yard. Phone 01536 412778 or email workshop@brindleymotors.co.uk.`,
};

const DOC = 'Brindley Motors prices and terms 2025';
const PAGE = 'About Us | Brindley Motors, Independent Garage in Kettering';

export const garage: Business = {
  slug: 'garage',
  name: 'Brindley Motors',
  field:
    'independent car repair garage and MOT centre: MOTs, servicing, diagnostics, brakes, clutches, tyres, air con, EV and hybrid',
  entries: [...faqs, priceList, aboutPage],
  questions: [
    { text: 'r u open saturday afternoon', expect: 'What are your opening hours?' },
    { text: 'wat time do you shut on weekdays', expect: 'What are your opening hours?' },
    {
      text: 'how can i get the car in with you sometime this week',
      expect: 'How do I book my car in?',
    },
    {
      text: 'failed on a tyre and a number plate bulb, do i have to pay all over again for the retest',
      expect: 'What happens if my car fails its MOT?',
    },
    { text: 'what if it doesnt pass', expect: 'What happens if my car fails its MOT?' },
    {
      text: 'mine expires end of next month, if i get it tested now do i lose the extra weeks',
      expect: 'Can I get my MOT done before it runs out?',
    },
    {
      text: 'will our motorhome fit in your test bay, its a big one',
      expect: 'Which vehicles can you MOT?',
    },
    {
      text: 'car is still under the dealer warranty, would coming to you instead void it',
      expect: 'Will a service with you affect my manufacturer warranty?',
    },
    {
      text: 'is there a loan car i can borrow while mine is in',
      expect: 'Do you offer courtesy cars?',
    },
    {
      text: "i'm 23, can i still have the replacement car",
      expect: 'Do you offer courtesy cars?',
    },
    {
      text: 'i work in corby all day and cant get over to you, could someone pick it up',
      expect: 'Can you collect my car from home or work?',
    },
    {
      text: 'can i hang about while its being tested or do i have to leave it',
      expect: 'Can I wait while the work is done?',
    },
    { text: 'aircon blowing warm', expect: 'Do you re-gas air conditioning?' },
    {
      text: 'do ur mechanics know what theyre doing with a prius',
      expect: 'Do you service electric and hybrid cars?',
    },
    {
      text: 'picked up a screw in my back tyre, can it be plugged or is it a new one',
      expect: 'Do you supply and fit tyres?',
    },
    {
      text: 'orange engine symbol came on on the A14 this morning, car seems to drive fine, what should i do',
      expect: 'My engine warning light is on, can you find out why?',
    },
    { text: 'eml on', expect: 'My engine warning light is on, can you find out why?' },
    { text: 'clutch slipping', expect: 'Do you replace clutches?' },
    {
      text: 'bought a 2014 golf and theres nothing in the paperwork about the timing belt ever being done, should i worry',
      expect: 'When does my cambelt need changing?',
    },
    {
      text: 'if the part you put on goes wrong after a few months do i have to pay again',
      expect: 'Do you guarantee your repairs?',
    },
    {
      text: "bit worried you'll find loads of stuff and just add it to the bill without telling me",
      expect: 'Will you ask me before doing extra work?',
    },
    {
      text: 'found the part cheaper online, can i just supply it and you fit',
      expect: 'Can I bring my own parts?',
    },
    {
      text: 'can i pay monthly, the quote is way more than i have right now',
      expect: 'What payment methods do you accept?',
    },
    {
      text: 'i run a plumbing firm with 8 vans, can we set up a trade account with you',
      expect: 'Do you look after company vehicles?',
    },
    {
      text: 'steering wheel sits crooked ever since i clipped a pothole',
      expect: 'Do you do wheel alignment?',
    },
    { text: 'particulate filter light on', expect: 'Can you clean a blocked DPF?' },
    {
      text: 'can i leave the keys tonight after youve shut, my shift starts at 7',
      expect: 'Can I drop my car off outside opening hours?',
    },
    {
      text: "looking at a second hand bmw on autotrader and i don't trust the seller, could you give it the once over before i hand the cash over",
      expect: 'Can you check a used car before I buy it?',
    },
    {
      text: 'horrible grinding noise from my breaks when i stop',
      expect: 'How do I know if my brakes need doing?',
    },
    { text: 'breaks squeaking', expect: 'How do I know if my brakes need doing?' },
    { text: 'mot how much', expect: DOC, fact: '£45' },
    {
      text: 'what do you charge to test a 3.5 tonne sprinter',
      expect: DOC,
      fact: '£52',
    },
    { text: 'whats your hourly rate for labour', expect: DOC, fact: '£78' },
    {
      text: "it's due its yearly full service, roughly what's that going to set me back",
      expect: DOC,
      fact: '£239',
    },
    { text: 'price for the little 6 month service', expect: DOC, fact: '£149' },
    { text: 'regas cost for a 2019 corsa', expect: DOC, fact: '£129' },
    { text: 'new front pads how much', expect: DOC, fact: '£120' },
    {
      text: 'how much to just plug the computer in and see whats wrong',
      expect: DOC,
      fact: '£60',
    },
    {
      text: 'i bought tyres online, whats the charge to fit them',
      expect: DOC,
      fact: '£20 per tyre',
    },
    {
      text: 'away on holiday the week its done, is there a charge if i leave it with you a few extra days',
      expect: DOC,
      fact: '£15 per day',
    },
    {
      text: 'wheres the garage, need the postcode for the satnav',
      expect: PAGE,
      fact: 'NN16 8RF',
    },
    { text: 'who runs brindleys these days', expect: PAGE, fact: 'Matt Brindley' },
    { text: 'how long have you lot been going', expect: PAGE, fact: '1987' },
    { text: 'whos the mot tester there', expect: PAGE, fact: 'Anita Kowalski' },
    {
      text: 'are you approved by any trade body or scheme',
      expect: PAGE,
      fact: 'Good Garage Scheme',
    },
  ],
  requests: [
    {
      text: 'can you fit my astra in for an mot and interim service next tuesday, i can drop it off at 8',
      expect: 'Appointments',
    },
    {
      text: "picked my car up yesterday after the service and there's oil all over the engine and a new scratch on the door, really not happy and i want to make a formal complaint",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone get back to me with a quote for a cambelt on a 2017 octavia 1.6 tdi, my number is 07700 900123',
      expect: 'General Inquiry',
    },
    {
      text: "can i speak to someone in the workshop please, i'd rather talk to an actual person",
      expect: 'handoff',
    },
  ],
  offTopic: [
    'do you do window tinting',
    'can you do a full respray in metallic blue',
    'do you offer driving lessons',
    'do you buy cars? looking to sell my old fiesta',
    'do you fit tow bars',
    'who won the grand prix on sunday',
    'how do i renew my passport',
    'best chippy in kettering?',
  ],
};
