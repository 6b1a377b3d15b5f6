import type { Business, BusinessEntry } from '../types.js';

const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'What areas do you serve?',
    content:
      'We serve Greater Columbus, Ohio: Franklin, Delaware, Licking and Fairfield counties, including Dublin, Westerville, Hilliard, Grove City, Gahanna, Worthington, Pickerington and Newark. Homes more than 30 miles from our shop pay a $40 travel charge.',
    tags: ['service area', 'location'],
  },
  {
    type: 'faq',
    title: 'Do you offer 24/7 emergency service?',
    content:
      'Yes. A plumber or HVAC technician is on call 24 hours a day, 7 days a week, including holidays, and usually arrives within 90 minutes. Calls after 6 pm, on weekends and on holidays carry an after-hours dispatch fee of $149 instead of the regular $89 service call fee.',
    tags: ['emergency', 'after hours'],
  },
  {
    type: 'faq',
    title: 'How much is your service call fee?',
    content:
      'Our service call fee is $89 during regular hours. It covers the trip and a full diagnosis, and it is waived if you go ahead with the repair we quote. Comfort Club members never pay a service call fee.',
    tags: ['pricing'],
  },
  {
    type: 'faq',
    title: 'What are your business hours?',
    content:
      'Our office and regular appointments run Monday to Friday 7:00 am to 7:00 pm and Saturday 8:00 am to 4:00 pm. We are closed for regular appointments on Sundays. Outside these hours, call the same number for emergency service.',
  },
  {
    type: 'faq',
    title: 'Do you offer financing?',
    content:
      "Yes. On jobs over $1,000 we offer financing through Service Finance Company: 0% interest for 18 months with approved credit, or low monthly payments over up to 10 years. Applying takes about five minutes online or on your technician's tablet and starts with a soft credit check that does not affect your score.",
    tags: ['financing', 'payment'],
  },
  {
    type: 'faq',
    title: 'What warranty do you give on your work?',
    content:
      "Every repair is guaranteed for 1 year, parts and labor. Water heater installations carry a 2-year labor warranty on top of the manufacturer's 6 to 12 year tank warranty. New furnaces, air conditioners and heat pumps come with a 10-year parts and labor warranty when the equipment is registered within 60 days.",
    tags: ['warranty', 'guarantee'],
  },
  {
    type: 'faq',
    title: 'Are you licensed and insured?',
    content:
      "Yes. We are a state-licensed Ohio plumbing contractor (OCILB license PL.48213) and HVAC contractor (license HV.51907), carry $2 million in general liability insurance and full workers' compensation. Every technician is background-checked and drug-tested before hire.",
  },
  {
    type: 'faq',
    title: 'Do you offer a maintenance plan?',
    content:
      'Yes, the Comfort Club costs $16.95 a month or $189 a year. It includes a furnace tune-up in the fall, an air conditioner tune-up in the spring, a yearly whole-home plumbing inspection and water heater flush, no service call fees, 15% off all repairs and priority scheduling ahead of non-members.',
    tags: ['maintenance', 'membership'],
  },
  {
    type: 'faq',
    title: 'What should I do if a pipe bursts?',
    content:
      'Shut off the main water valve right away. It is usually in the basement on the front wall where the water line comes in, near the water meter, or in the crawl space. Then turn off the water heater, open the lowest faucets to drain the lines, and switch off the breakers for any area where water is near outlets or light fixtures. Call us 24/7 on (614) 555-0148 and take photos of the damage for your insurance company.',
    tags: ['emergency', 'burst pipe', 'leak'],
  },
  {
    type: 'faq',
    title: 'What payment methods do you accept?',
    content:
      'We accept cash, personal checks, Visa, Mastercard, American Express, Discover, Apple Pay and Google Pay. Payment is due when the job is finished; every technician carries a card reader.',
    tags: ['payment'],
  },
  {
    type: 'faq',
    title: 'I have no hot water. What should I do?',
    content:
      'For a gas water heater, check that the pilot light is lit and the gas valve is on; for an electric one, check the breaker. If that does not fix it, call us. Tank water heaters last 8 to 12 years, so an older unit that is leaking from the bottom or giving rusty water usually needs replacing. We carry the common 40 and 50 gallon tanks on our trucks, so most replacements are done the same day, and haul-away of the old heater is included.',
    tags: ['water heater', 'hot water'],
  },
  {
    type: 'faq',
    title: 'Do you install tankless water heaters?',
    content:
      'Yes, we install and service Navien and Rinnai tankless water heaters. They give endless hot water, last about 20 years and need descaling once a year. Installation takes one day; some homes also need a larger gas line or a new vent, which we include in the quote.',
    tags: ['water heater', 'tankless'],
  },
  {
    type: 'faq',
    title: 'Why does my toilet keep running?',
    content:
      'A toilet that keeps running or refills by itself usually has a worn flapper or a faulty fill valve. It can waste up to 200 gallons of water a day, so it is worth fixing quickly. Our plumbers repair all brands, including Kohler, American Standard and TOTO, and most toilet repairs take less than an hour.',
    tags: ['toilet'],
  },
  {
    type: 'faq',
    title: 'Do you clear clogged drains and sewer lines?',
    content:
      'Yes. We clear kitchen and bathroom sinks, tubs, showers, floor drains and main sewer lines using cable machines and hydro-jetting, and we can run a camera down the line to find tree roots, breaks or sags. Please do not pour chemical drain cleaner down a blocked drain: it damages pipes and is dangerous for our technicians.',
    tags: ['drains', 'sewer'],
  },
  {
    type: 'faq',
    title: 'Do you repair furnaces and heat pumps?',
    content:
      'Yes, our NATE-certified technicians repair gas and electric furnaces and heat pumps of all makes, including Carrier, Trane, Lennox, Goodman and Rheem. Our trucks carry the most common parts, so most heating repairs are finished on the first visit.',
    tags: ['heating', 'furnace'],
  },
  {
    type: 'faq',
    title: 'My air conditioner is blowing warm air. What should I check?',
    content:
      'Make sure the thermostat is set to cool and below room temperature, replace a dirty air filter, and check the breakers for the indoor and outdoor units. If the outdoor unit is not running, or you see ice on the copper lines or the indoor coil, turn the system off and call us: running it frozen can ruin the compressor.',
    tags: ['cooling', 'air conditioning'],
  },
  {
    type: 'faq',
    title: 'Do you give free estimates?',
    content:
      'Estimates are free for replacement work: new furnaces, air conditioners, heat pumps, water heaters, whole-house repiping and sewer line replacement. Diagnosing a repair is charged at our regular service call fee.',
  },
  {
    type: 'faq',
    title: 'How often should I change my furnace filter?',
    content:
      'Change a standard 1-inch filter every 1 to 3 months, and a 4 or 5-inch media filter every 6 to 12 months. Change it more often if you have pets or allergies. We recommend a MERV 8 to 11 rating for most homes.',
    tags: ['heating', 'filters'],
  },
  {
    type: 'faq',
    title: 'Do you offer any discounts?',
    content:
      'Military members and veterans, police, firefighters and EMTs, and seniors aged 65 and over get 10% off any repair, up to $250. This discount cannot be combined with the Comfort Club discount.',
    tags: ['discounts'],
  },
  {
    type: 'faq',
    title: 'How do I book an appointment?',
    content:
      'Call or text (614) 555-0148 or book online on our website. We offer three arrival windows, 8-11 am, 11 am-2 pm and 2-5 pm, and we text you a photo of your technician when they are on the way.',
  },
  {
    type: 'faq',
    title: 'Do you work on commercial properties?',
    content:
      'Yes, on small commercial properties such as restaurants, offices and retail stores: plumbing repairs, water heaters, drain cleaning and rooftop HVAC units up to 10 tons. We do not take on new construction projects.',
  },
  {
    type: 'faq',
    title: 'Do you install water softeners and filters?',
    content:
      'Yes. Central Ohio water is hard, which leaves spots and scale and shortens the life of water heaters. We install water softeners, whole-house filters and under-sink reverse osmosis systems, and we offer a free in-home water hardness test.',
    tags: ['water quality'],
  },
  {
    type: 'faq',
    title: 'Can you thaw frozen pipes?',
    content:
      'Yes. If no water comes out of a faucet in freezing weather, a pipe has probably frozen. Leave the faucet open, and warm the pipe gently with a hair dryer or space heater. Never use an open flame. If you cannot find the frozen section or the pipe has split, shut off the main water valve and call us. We can also insulate exposed pipes to stop it happening again.',
    tags: ['winter', 'frozen pipes'],
  },
  {
    type: 'faq',
    title: 'Do you install and repair gas lines?',
    content:
      'Yes, we install and repair gas lines for ranges, dryers, fireplaces, grills and standby generators, and pressure-test every line we work on. If you smell gas, leave the house immediately and call 911 and the gas company from outside; do not switch lights on or off.',
    tags: ['gas'],
  },
];

const priceGuide: BusinessEntry = {
  type: 'document',
  title: 'Bluewater Plumbing & Air 2025 price guide',
  fileName: '2025-price-guide.pdf',
  content: `# How our prices work
These are our flat-rate prices for standard jobs in 2025, parts and labor included. Your technician confirms the exact price before any work starts.

# Drain cleaning
Kitchen or bathroom sink, tub or shower drain: $189.
Toilet auger: $159.
Main sewer line cleaning from an accessible cleanout: $349.
Hydro-jetting: $595 to $895.
Sewer camera inspection: $275, or $99 when added to a drain cleaning.

# Toilets and fixtures
Toilet repair (flapper or fill valve): $175.
New toilet, standard Kohler or American Standard model supplied and installed: $595.
Faucet replacement with a customer-supplied faucet: $245.
Garbage disposal, 1/2 HP InSinkErator supplied and installed: $425.

# Water heaters
40-gallon gas tank water heater, installed with permit and haul-away: $1,895.
50-gallon gas tank water heater: $2,195.
50-gallon electric water heater: $1,995.
Tankless gas water heater (Navien or Rinnai), installed: $4,600 to $6,200.
Water heater flush: $139.
Anode rod replacement: $249.

# Heating and cooling
Furnace or air conditioner tune-up: $129.
Capacitor replacement: $245.
Flame sensor cleaning or replacement: $179.
New high-efficiency gas furnace, installed: from $4,900.
New 3-ton central air conditioner, installed: from $6,800.
Heat pump system: from $9,500.

# Other jobs
Sump pump replacement: $695; with battery backup: $1,295.
Whole-house repipe with PEX, typical 3-bedroom home: $6,500 to $9,000.
Water main and sewer line replacement: quoted on site.`,
};

const aboutPage: BusinessEntry = {
  type: 'website',
  title: 'About Us | Meet the Bluewater Team',
  url: 'https://www.bluewaterplumbingair.com/about-us',
  content: `# Our story
Bluewater Plumbing & Air was founded in 1998 by master plumber Ray Delgado, who started out with one van and a rented garage in Hilliard. Today the company is owned and run by his daughter, Maria Delgado-Hsu, who became president in 2016. We employ 46 people and run 31 service vans, all painted blue with the Bluewater drop logo, from our shop at 2250 Westbelt Drive, Columbus, OH 43228.

# Meet our technicians
Tom Kowalski, our lead plumber, is a master plumber with 24 years in the trade and trains every new hire. Andre Wallace, HVAC service manager, is NATE-certified and has worked on furnaces and air conditioners for 17 years. Luis Ortega heads our drain and sewer crew and runs our camera and hydro-jetting equipment. Kim Nguyen is our water heater specialist, factory-certified by both Navien and Rinnai.

# Training
Every technician completes at least 80 hours of paid training a year at our in-house training center, which has working furnaces, water heaters and a glass-walled drain system. New plumbers go through a four-year apprenticeship before they work alone.

# Giving back
Through our Warm Hearts program, we install a free furnace every winter for a local family in need, nominated by their neighbors. Since 2009 we have given away 38 furnaces. We also sponsor Hilliard youth soccer.

# Reviews and awards
We hold an A+ rating with the Better Business Bureau and a 4.9-star average from more than 3,100 Google reviews, and we won the Angi Super Service Award in 2023 and 2024.`,
};

export const plumbing: Business = {
  slug: 'plumbing',
  name: 'Bluewater Plumbing & Air',
  field: 'plumbing, water heater, drain cleaning and HVAC home services',
  entries: [...faqs, priceGuide, aboutPage],
  questions: [
    { text: 'do you guys come out to westerville', expect: 'What areas do you serve?' },
    {
      text: 'is there a plumber available at 2am on christmas eve',
      expect: 'Do you offer 24/7 emergency service?',
    },
    {
      text: 'do yall charge extra for coming out on a sunday night',
      expect: 'Do you offer 24/7 emergency service?',
    },
    {
      text: 'how much just to come out and take a look',
      expect: 'How much is your service call fee?',
    },
    { text: 'what time does the office open saturday', expect: 'What are your business hours?' },
    { text: 'can i make monthly payments on a new furnace', expect: 'Do you offer financing?' },
    { text: 'how long is your work guarenteed', expect: 'What warranty do you give on your work?' },
    { text: 'are you guys licensed and bonded', expect: 'Are you licensed and insured?' },
    {
      text: 'i live alone so i want to know, are your plumbers background checked',
      expect: 'Are you licensed and insured?',
    },
    {
      text: 'is there a yearly tune up membership thing',
      expect: 'Do you offer a maintenance plan?',
    },
    {
      text: 'water is pouring through the kitchen ceiling from the upstairs bathroom and my husband is at work, what do i do until someone gets here',
      expect: 'What should I do if a pipe bursts?',
    },
    {
      text: 'pipe burst in basement where is the shut off',
      expect: 'What should I do if a pipe bursts?',
    },
    { text: 'do you take amex', expect: 'What payment methods do you accept?' },
    { text: 'no hot water', expect: 'I have no hot water. What should I do?' },
    {
      text: 'shower has been ice cold since this morning, heater is like 13 years old',
      expect: 'I have no hot water. What should I do?',
    },
    {
      text: 'do you put in navien on demand heaters',
      expect: 'Do you install tankless water heaters?',
    },
    { text: 'my toilet keeps running', expect: 'Why does my toilet keep running?' },
    {
      text: 'toilet refills by itself every few minutes all night',
      expect: 'Why does my toilet keep running?',
    },
    {
      text: 'kitchen sink backed up again, do u do drains',
      expect: 'Do you clear clogged drains and sewer lines?',
    },
    {
      text: 'think we have tree roots in the sewer line',
      expect: 'Do you clear clogged drains and sewer lines?',
    },
    {
      text: 'furnace is blowing cold air, do you work on trane',
      expect: 'Do you repair furnaces and heat pumps?',
    },
    {
      text: 'ac running all day but house wont cool down',
      expect: 'My air conditioner is blowing warm air. What should I check?',
    },
    {
      text: 'theres ice on the pipe going into the outside ac unit',
      expect: 'My air conditioner is blowing warm air. What should I check?',
    },
    { text: 'do you charge to give a quote on a new ac', expect: 'Do you give free estimates?' },
    {
      text: 'how often to swap the air filter',
      expect: 'How often should I change my furnace filter?',
    },
    { text: 'any veterans discount', expect: 'Do you offer any discounts?' },
    {
      text: 'what time slots do you have for appointments',
      expect: 'How do I book an appointment?',
    },
    {
      text: 'i manage a restaurant, do you do commercial',
      expect: 'Do you work on commercial properties?',
    },
    {
      text: 'our water is super hard and leaves white spots on everything, do you sell softeners',
      expect: 'Do you install water softeners and filters?',
    },
    {
      text: 'pipes froze, nothing coming out of the kitchen tap',
      expect: 'Can you thaw frozen pipes?',
    },
    {
      text: 'can you run a gas line for my new stove',
      expect: 'Do you install and repair gas lines?',
    },
    {
      text: 'how much to replace a 50 gallon gas water heater',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$2,195',
    },
    {
      text: 'tankless cost installed',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$4,600',
    },
    {
      text: 'price to snake a kitchen sink',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$189',
    },
    {
      text: 'whole house is backing up into the basement floor drain, what does it cost to clear the main line',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$349',
    },
    {
      text: 'hydro jetting price',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$595',
    },
    {
      text: 'furnace tune up cost',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$129',
    },
    {
      text: 'garbage disposal died, what do you charge to put in a new one',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$425',
    },
    {
      text: 'ballpark to repipe a 3 bedroom house',
      expect: 'Bluewater Plumbing & Air 2025 price guide',
      fact: '$6,500',
    },
    {
      text: 'whats your address',
      expect: 'About Us | Meet the Bluewater Team',
      fact: '2250 Westbelt',
    },
    {
      text: 'who owns bluewater',
      expect: 'About Us | Meet the Bluewater Team',
      fact: 'Maria Delgado-Hsu',
    },
    {
      text: 'how long have you been in business',
      expect: 'About Us | Meet the Bluewater Team',
      fact: '1998',
    },
    {
      text: 'who is your lead plumber',
      expect: 'About Us | Meet the Bluewater Team',
      fact: 'Tom Kowalski',
    },
    {
      text: 'what are your google reviews like',
      expect: 'About Us | Meet the Bluewater Team',
      fact: '4.9',
    },
    {
      text: 'my neighbor is a single mom with a broken furnace and cant afford one, do you have any program for that',
      expect: 'About Us | Meet the Bluewater Team',
      fact: 'Warm Hearts',
    },
  ],
  requests: [
    { text: 'i want to book a furnace tune up for next week', expect: 'Appointments' },
    {
      text: 'the tech who came yesterday left mud all over my carpet and i want to complain',
      expect: 'Complaints/Feedback',
    },
    { text: 'can someone call me with a quote for a new ac', expect: 'General Inquiry' },
    { text: 'connect me to a human please', expect: 'handoff' },
  ],
  offTopic: [
    'do you do roofing',
    'how do i fix a squeaky door',
    'can you install solar panels on my house',
    'do you pump out septic tanks',
    'my refrigerator stopped cooling, can you fix it',
    'do you install ceiling fans',
    'whats a good recipe for white chicken chili',
    'who won the super bowl last year',
  ],
};
