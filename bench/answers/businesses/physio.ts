import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'Do I need a referral from my GP?',
    content:
      'No. You can book straight in with us without seeing your GP first. If you are claiming on private health insurance, your insurer may ask for a GP or specialist referral before they authorise treatment, so check with them before your first visit.',
    tags: ['referral', 'booking'],
  },
  {
    type: 'faq',
    title: 'What happens at the first appointment?',
    content:
      'Your initial assessment lasts 60 minutes. Your physiotherapist talks through your history and symptoms, examines your movement, strength and joints, explains what is going on in plain English and starts treatment in the same session. Afterwards we send your home exercise programme, with videos, to the Physitrack app on your phone.',
    tags: ['assessment', 'first visit'],
  },
  {
    type: 'faq',
    title: 'How many sessions will I need?',
    content:
      'It depends on the problem, but most people with a straightforward muscle strain or ligament sprain need 3 to 5 sessions over 4 to 6 weeks. Long-standing problems and post-operative rehab take longer. Your physio gives you an estimate at the end of the first appointment, and we never sign you up to a fixed block of sessions.',
  },
  {
    type: 'faq',
    title: 'What should I wear to my appointment?',
    content:
      'Wear loose, comfortable clothing. Bring shorts for knee, hip or ankle problems, and a vest top or sports bra for shoulder, neck or back problems so we can see how the area moves. If it is a running injury, bring the trainers you run in. We have a changing room and gowns if you need them.',
  },
  {
    type: 'faq',
    title: 'Do you accept private health insurance?',
    content:
      'Yes. We are registered with Bupa, AXA Health, Aviva, Vitality, WPA and Cigna. Call your insurer for a pre-authorisation number before your first appointment and we will bill them directly; any excess on your policy is paid by you.',
    tags: ['insurance', 'payment'],
  },
  {
    type: 'faq',
    title: 'What is your cancellation policy?',
    content:
      "Please give us at least 24 hours' notice if you need to cancel or move an appointment. Cancellations with less than 24 hours' notice and missed appointments are charged the full session fee. We send a text reminder 48 hours before every appointment, and you can cancel by replying to it.",
    tags: ['cancellation', 'policy'],
  },
  {
    type: 'faq',
    title: 'What are your opening hours?',
    content:
      'The clinic is open Monday to Thursday 7:30 am to 8:30 pm, Friday 7:30 am to 6:00 pm and Saturday 8:00 am to 1:00 pm. We are closed on Sundays and bank holidays. Reception answers the phone on 0117 496 0734 from 8:00 am to 6:00 pm on weekdays.',
    tags: ['hours'],
  },
  {
    type: 'faq',
    title: 'Is there parking at the clinic?',
    content:
      'Yes, we have 4 free parking spaces behind the building, including one disabled bay; tell reception when you book and we will try to save one for you. There is also pay-and-display parking on the surrounding streets, and the number 24 bus stops two minutes away.',
    tags: ['parking', 'location'],
  },
  {
    type: 'faq',
    title: 'Do you offer sports massage?',
    content:
      "Yes. Our sports massage therapists are qualified to Level 5 and use deep tissue techniques for tight, overworked muscles, recovery from heavy training, and before or after events such as marathons and triathlons. You don't need to be an athlete, and you can book 30, 45 or 60 minute sessions.",
    tags: ['sports massage', 'massage'],
  },
  {
    type: 'faq',
    title: 'Do you do acupuncture or dry needling?',
    content:
      'Yes. Four of our physiotherapists are AACP-accredited in acupuncture and trained in dry needling, which we use within a treatment session for muscle knots and trigger points, neck and back pain and tension headaches. We only use single-use sterile needles. Let us know if you are pregnant, take blood thinners or are scared of needles, as it may not be right for you.',
    tags: ['acupuncture', 'dry needling'],
  },
  {
    type: 'faq',
    title: 'Do you run Pilates classes?',
    content:
      'Yes, we run clinical Pilates mat classes led by physiotherapists, with no more than 8 people per class. Classes run on Tuesday and Thursday at 6:30 pm, Wednesday at 9:30 am and Saturday at 9:00 am, in 6-week courses. Everyone new to our classes has a one-to-one introduction session first so we can tailor the exercises to any injury.',
    tags: ['pilates', 'classes'],
  },
  {
    type: 'faq',
    title: 'Can you help me recover after an operation?',
    content:
      "Yes. We provide rehab after knee and hip replacements, ACL reconstruction, rotator cuff repair and other shoulder surgery, ankle fracture fixation and spinal surgery. Ideally start with us 1 to 2 weeks after your operation, and bring your discharge letter and your surgeon's rehab protocol to the first session.",
    tags: ['post-surgery', 'rehab'],
  },
  {
    type: 'faq',
    title: 'Do you offer home visits?',
    content:
      "Yes. If you can't easily get to the clinic, for example after surgery, because of limited mobility or in later life, a physiotherapist can treat you at home anywhere within 8 miles of the clinic. Home visits run on weekdays between 10:00 am and 4:00 pm and need booking at least 2 days ahead.",
    tags: ['home visits'],
  },
  {
    type: 'faq',
    title: 'Can physiotherapy help with back pain?',
    content:
      'Yes, back pain is the most common problem we treat, including sudden low back pain, sciatica, disc problems and neck pain. Most new back pain settles within 6 weeks, and gentle movement helps far more than bed rest. If you have numbness around your groin or bottom, or lose control of your bladder or bowels, go to A&E straight away.',
    tags: ['back pain', 'sciatica'],
  },
  {
    type: 'faq',
    title: 'Do you treat running injuries?',
    content:
      "Yes. We regularly treat shin splints, runner's knee, Achilles tendon pain, plantar fasciitis and IT band pain. Our physios film you on the treadmill for a video gait analysis and give you a step-by-step return-to-running plan, so bring your running shoes and, if you use one, your training log.",
    tags: ['running', 'sports injury'],
  },
  {
    type: 'faq',
    title: 'Do you treat children?',
    content:
      "Yes, we treat children from the age of 8, including sports injuries and growth-related pain such as Osgood-Schlatter disease and Sever's disease. Anyone under 16 must be accompanied by a parent or guardian throughout the appointment.",
    tags: ['children'],
  },
  {
    type: 'faq',
    title: 'Can I have an online video appointment?',
    content:
      "Yes. Online physiotherapy sessions last 30 minutes and take place over a secure video link that we email before the session, with no app to download. They work well for follow-ups, progressing your exercises, or if you've moved away, and you will need a little space to move in front of the camera.",
    tags: ['online', 'video'],
  },
  {
    type: 'faq',
    title: "I've sprained my ankle. What should I do?",
    content:
      'For the first 2 to 3 days, protect the ankle, keep it raised above hip level when resting and use a compression bandage to limit swelling. Start gentle movement and walking as soon as pain allows. If you could not take four steps straight after the injury, or there is pain on the bony points of the ankle, go to a minor injuries unit to rule out a fracture. Otherwise we can usually see you within 48 hours.',
    tags: ['ankle', 'sprain'],
  },
  {
    type: 'faq',
    title: 'Should I use ice or heat on an injury?',
    content:
      'Use ice for a new injury in the first 48 to 72 hours: a bag of frozen peas wrapped in a damp tea towel for 10 to 15 minutes every 2 to 3 hours. Heat suits stiff muscles and long-standing aches, but never put heat on a fresh, swollen injury.',
  },
  {
    type: 'faq',
    title: 'Do you treat whiplash after a car accident?',
    content:
      "Yes. We treat whiplash and other injuries from road traffic accidents. If you are making a claim, we work with solicitors and medico-legal agencies so your treatment can be paid for through your claim; just give us your solicitor's details when you book. You can also pay for treatment yourself.",
    tags: ['whiplash', 'car accident'],
  },
  {
    type: 'faq',
    title: "Do you offer women's health physiotherapy?",
    content:
      "Yes. Our women's health physiotherapist treats pregnancy-related pelvic girdle pain and back pain, pelvic floor weakness and leaking, and tummy muscle separation (diastasis recti). We offer a 60-minute postnatal check from 6 weeks after birth, or 8 weeks after a caesarean.",
    tags: ["women's health", 'pregnancy', 'postnatal'],
  },
  {
    type: 'faq',
    title: 'Can I ask for a male or female physiotherapist?',
    content:
      'Of course. We have both male and female physiotherapists, so just tell us your preference when you book. You are also welcome to bring a friend or family member, or ask for a chaperone, for any appointment.',
  },
  {
    type: 'faq',
    title: 'Is the clinic wheelchair accessible?',
    content:
      'Yes. The clinic is all on the ground floor with a step-free entrance, an accessible toilet and height-adjustable treatment couches, and there is a hearing loop at reception.',
    tags: ['accessibility'],
  },
  {
    type: 'faq',
    title: 'How can I pay?',
    content:
      'Self-pay patients pay at the end of each session by debit or credit card, contactless, Apple Pay, Google Pay or cash; we do not take cheques. Receipts are emailed to you, so you can claim back from a health cash plan such as Simplyhealth, Westfield Health or Medicash.',
    tags: ['payment'],
  },
  {
    type: 'faq',
    title: 'Can you help with a frozen shoulder?',
    content:
      'Yes. A frozen shoulder goes through a painful freezing stage, a stiff frozen stage and a thawing stage, and can take 1 to 3 years to resolve completely. We use gentle mobilisation, exercises and acupuncture to ease pain and keep as much movement as possible, and we write to your GP if it is not improving as expected.',
    tags: ['shoulder'],
  },
];

const priceList: BusinessEntry = {
  type: 'document',
  title: 'Southville Physio price list and policies 2025',
  fileName: 'price-list-2025.pdf',
  content: `# Physiotherapy
Initial assessment and treatment (60 minutes): £72.
Follow-up treatment (45 minutes): £58.
Short follow-up (30 minutes): £46.
Online video consultation (30 minutes): £42.
Post-surgery rehab initial assessment (60 minutes): £80.
Women's health or postnatal assessment (60 minutes): £85.
Acupuncture and dry needling are included in any physiotherapy session at no extra charge.

# Sports massage
30 minutes: £38.
45 minutes: £50.
60 minutes: £62.

# Pilates
One-to-one Pilates introduction session (45 minutes): £55.
Drop-in class (55 minutes), when places are free: £15.
6-week class course: £78, payable at booking. Missed classes cannot be carried over to the next course.

# Home visits
Initial home visit (up to 75 minutes): £115.
Follow-up home visit (up to 60 minutes): £92.
Home visit prices include travel within our home-visit area; further afield we add £1.20 per extra mile.

# Packages
Block of 5 follow-up sessions (45 minutes), paid upfront: £260, saving £30. Valid for 6 months from purchase and not transferable to another person.
Block of 5 sports massages (60 minutes): £280.
Unused sessions in a package are not refundable after 6 months.

# Concessions
Students, NHS staff and patients aged 65 and over get 10% off self-pay sessions on showing ID. Concessions cannot be used with packages or insurance claims.

# Insurance patients
We bill your insurer directly once we have your pre-authorisation number. If your insurer pays less than our fee, the shortfall is invoiced to you and is due within 30 days.

# Late arrival
If you arrive late, your session still finishes at the booked time and the full fee applies, so that the next patient is not kept waiting.

# Letters and reports
Letter for your employer, school or insurer: £25.
Full medico-legal report: £180.
Gift vouchers are available from £30 and are valid for 12 months.`,
};

const teamPage: BusinessEntry = {
  type: 'website',
  title: 'Meet the Team | Southville Physio & Sports Injury Clinic',
  url: 'https://www.southvillephysio.co.uk/meet-the-team',
  content: `# About us
Southville Physio & Sports Injury Clinic was founded in 2009 by physiotherapist Claire Hendry, who started out with a single treatment room above a bike shop on North Street. Since 2016 we have been at 42 Coronation Road, Southville, Bristol BS3 1AR, with five treatment rooms and our own rehab gym. All our physiotherapists are registered with the HCPC and are members of the Chartered Society of Physiotherapy.

# Our clinicians
Claire Hendry, Clinical Director, has 22 years of experience and was lead physiotherapist for a Premiership women's rugby team for six seasons. She specialises in knee and shoulder injuries.

Tom Okafor, Senior Physiotherapist, looks after most of our runners and triathletes. He runs our video gait analysis clinic, is our lead for dry needling, and has run a 2:38 marathon himself.

Gareth Lloyd specialises in post-surgery rehab, particularly ACL reconstruction and hip and knee replacements, after eight years on the orthopaedic wards of a large NHS hospital.

Priya Nair is our women's health physiotherapist, looking after pregnancy-related pain, postnatal recovery and pelvic floor problems.

Dan Whitfield carries out most of our home visits and has a special interest in balance and falls prevention for older adults.

# Massage and Pilates
Hannah Moss is our Level 5 sports massage therapist and the official massage therapist for Bristol Harbourside Triathlon Club. Sophie Bell, a physiotherapist trained by the Australian Physiotherapy and Pilates Institute (APPI), leads all of our Pilates classes.

# Our rehab gym
Our gym has a treadmill with video capture, free weights, a cable machine and balance equipment, so you can practise exercises under supervision before doing them at home.

# Reviews
We are proud of our 4.9-star average from more than 640 Google reviews.`,
};

export const physio: Business = {
  slug: 'physio',
  name: 'Southville Physio & Sports Injury Clinic',
  field:
    'physiotherapy, sports injury, sports massage, acupuncture, Pilates and post-surgery rehab clinic',
  entries: [...faqs, priceList, teamPage],
  questions: [
    {
      text: 'do i have to see my doctor first before coming to you',
      expect: 'Do I need a referral from my GP?',
    },
    {
      text: 'never been to a physio before, whats actually going to happen when i come in',
      expect: 'What happens at the first appointment?',
    },
    {
      text: 'pulled a hammy at football on sunday, roughly how many times will i have to come back',
      expect: 'How many sessions will I need?',
    },
    {
      text: 'what do i wear, its for my shoulder',
      expect: 'What should I wear to my appointment?',
    },
    {
      text: "i'm with bupa through work can i use it with you",
      expect: 'Do you accept private health insurance?',
    },
    {
      text: 'something came up at work and i cant make tomorrow mornings appt, will i get charged',
      expect: 'What is your cancellation policy?',
    },
    { text: 'are you open saturdays', expect: 'What are your opening hours?' },
    { text: 'what time do u shut on a friday', expect: 'What are your opening hours?' },
    { text: 'where do i leave my car', expect: 'Is there parking at the clinic?' },
    {
      text: 'legs are wrecked after the half marathon, do you do deep tissue rubs',
      expect: 'Do you offer sports massage?',
    },
    {
      text: 'got a massive knot in my trap, can you stick needles in it',
      expect: 'Do you do acupuncture or dry needling?',
    },
    { text: 'do you do acupunture', expect: 'Do you do acupuncture or dry needling?' },
    { text: 'pilates timetable', expect: 'Do you run Pilates classes?' },
    {
      text: 'had my acl done 10 days ago and the surgeon said get physio asap, can you help',
      expect: 'Can you help me recover after an operation?',
    },
    {
      text: 'getting a new knee in march, will need rehab after',
      expect: 'Can you help me recover after an operation?',
    },
    {
      text: "my mum is 84 and can't really get out of the house anymore, could someone come to her",
      expect: 'Do you offer home visits?',
    },
    {
      text: 'my back went picking up the kids toys this morning and i can barely stand up straight',
      expect: 'Can physiotherapy help with back pain?',
    },
    { text: 'sciatica down my left leg', expect: 'Can physiotherapy help with back pain?' },
    {
      text: 'shins are killing me every time i go for a run',
      expect: 'Do you treat running injuries?',
    },
    { text: 'pain under my heel after parkrun', expect: 'Do you treat running injuries?' },
    {
      text: 'my 12 year old has sore knees from all the football, do you see kids',
      expect: 'Do you treat children?',
    },
    {
      text: 'moved to leeds but want to keep seeing my physio, can we do it over zoom or something',
      expect: 'Can I have an online video appointment?',
    },
    {
      text: 'went over on my ankle at 5 a side last night, its swollen like a balloon',
      expect: "I've sprained my ankle. What should I do?",
    },
    { text: 'ice pack or hot water bottle', expect: 'Should I use ice or heat on an injury?' },
    {
      text: 'someone went into the back of me at the lights and my neck has been stiff ever since',
      expect: 'Do you treat whiplash after a car accident?',
    },
    { text: 'pelvic pain 30 weeks pregnant', expect: "Do you offer women's health physiotherapy?" },
    {
      text: 'would prefer a lady physio if poss',
      expect: 'Can I ask for a male or female physiotherapist?',
    },
    {
      text: 'im in a wheelchair, is there step free access',
      expect: 'Is the clinic wheelchair accessible?',
    },
    { text: 'can i pay by card', expect: 'How can I pay?' },
    {
      text: 'cant lift my arm above my head for months now, gp reckons its frozen shoulder',
      expect: 'Can you help with a frozen shoulder?',
    },
    {
      text: 'how much is a first appointment',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£72',
    },
    {
      text: 'price for an hour sports massage',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£62',
    },
    {
      text: 'cost of the 6 week pilates course',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£78',
    },
    {
      text: 'what would it cost to have a physio come to my dads house',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£115',
    },
    {
      text: 'is it cheaper if i buy a bundle of sessions upfront',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£260',
    },
    {
      text: 'student discount?',
      expect: 'Southville Physio price list and policies 2025',
      fact: '10%',
    },
    {
      text: 'how much for a video call session',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£42',
    },
    {
      text: 'my boss wants a letter saying im fit to go back to work, do you charge for that',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£25',
    },
    {
      text: 'had my baby 8 weeks ago, how much is the postnatal check',
      expect: 'Southville Physio price list and policies 2025',
      fact: '£85',
    },
    {
      text: 'where are you based',
      expect: 'Meet the Team | Southville Physio & Sports Injury Clinic',
      fact: '42 Coronation Road',
    },
    {
      text: 'how long has the clinic been going',
      expect: 'Meet the Team | Southville Physio & Sports Injury Clinic',
      fact: '2009',
    },
    {
      text: 'which physio is the pelvic floor specialist',
      expect: 'Meet the Team | Southville Physio & Sports Injury Clinic',
      fact: 'Priya Nair',
    },
    {
      text: 'who takes the pilates classes',
      expect: 'Meet the Team | Southville Physio & Sports Injury Clinic',
      fact: 'Sophie Bell',
    },
    {
      text: 'who owns the place',
      expect: 'Meet the Team | Southville Physio & Sports Injury Clinic',
      fact: 'Claire Hendry',
    },
    {
      text: 'are your google reviews any good',
      expect: 'Meet the Team | Southville Physio & Sports Injury Clinic',
      fact: '4.9',
    },
  ],
  requests: [
    { text: 'can i book in with tom on thursday evening for my knee', expect: 'Appointments' },
    {
      text: 'waited 25 mins past my appointment time and then got rushed out the door, not happy and want to make a complaint',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about a quote for physio cover for my sons rugby team',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
  ],
  offTopic: [
    'can you crack my back like a chiropractor does',
    'can you prescribe me something stronger than ibuprofen',
    'can i get an mri scan done at your clinic',
    'do you do shockwave therapy for tennis elbow',
    'do you offer cupping',
    'is it going to rain in bristol this weekend',
    'what was the score in the city game last night',
    'got a good recipe for protein flapjacks',
  ],
};
