import type { Business } from '../types.js';

const PRICE_LIST = 'Domestic Price List 2026';
const TERMS = 'Terms and Conditions of Service';
const BEDBUG_GUIDE = 'Bed Bug Treatment Preparation Guide';
const CONTRACTS = 'Commercial Pest Control Contracts 2026';
const RODENT_SAFETY = 'Rodent Treatment Safety Information';
const WASP_AFTERCARE = 'Wasp Nest Treatment Aftercare';

const ABOUT = 'About Us | Severnside Pest Control';
const RATS = 'Rat and Mouse Control | Severnside Pest Control';
const WASPS = 'Wasp Nest Removal and Bees | Severnside Pest Control';
const BEDBUGS = 'Bed Bug Treatment | Severnside Pest Control';
const COMMERCIAL = 'Commercial Pest Control | Severnside Pest Control';
const CONTACT = 'Contact Us and Areas We Cover | Severnside Pest Control';

const FAQ = {
  callout: 'Do you charge a call-out fee?',
  quick: 'How quickly can you come out?',
  safe: 'Are your treatments safe for children and pets?',
  weekends: 'Do you work weekends?',
  ratVisits: 'How many visits will I need for rats?',
  waspSameDay: 'Can you get rid of a wasp nest the same day?',
  waspHome: 'Do I need to be in when you treat a wasp nest?',
  bites: "I think I've been bitten – are they definitely bed bugs?",
  squirrels: 'Do you deal with squirrels in the loft?',
  farms: 'Do you do pest control for farms?',
  pensioners: 'Do you offer a discount for pensioners?',
  landlord: 'Will my landlord pay for pest control?',
  pigeons: 'Do you do pigeon proofing?',
  moles: 'Do you deal with moles?',
  fleas: 'What should I do before a flea treatment?',
  foxes: 'Do you deal with foxes?',
  clusterFlies: 'Why do I have lots of flies in my loft every autumn?',
  poison: 'Do you sell rat poison?',
  spiders: 'Can you get rid of false widow spiders?',
  certificate: 'Can I get a certificate for my landlord or insurance company?',
  photo: 'Can I send you a photo to identify a pest?',
} as const;

export const pestcontrol: Business = {
  slug: 'pestcontrol',
  name: 'Severnside Pest Control',
  field: 'pest control for homes and businesses',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: FAQ.callout,
      content:
        "No. Anywhere within 25 miles of Shrewsbury there's no call-out fee – the price we quote covers the whole treatment, including the follow-up visits. Further out a small mileage charge applies, and we'll always tell you what it is before you book.",
    },
    {
      type: 'faq',
      title: FAQ.quick,
      content:
        'For rats, mice and most insects we can usually be with you within 24 hours, Monday to Saturday. Bed bug treatments are normally booked 3 to 5 days ahead so you have time to prepare. In very busy summer weeks some wasp jobs may roll over to the next day.',
    },
    {
      type: 'faq',
      title: FAQ.safe,
      content:
        'Yes, as long as you follow our instructions. We only use HSE-approved professional products, rodent bait is always locked in tamper-resistant boxes or placed out of reach, and insect sprays are safe once they have dried, usually after about 2 hours. Your technician will tell you exactly how long to keep children and pets out of treated rooms.',
    },
    {
      type: 'faq',
      title: FAQ.weekends,
      content:
        "Yes – our technicians work Saturdays from 8am to 4pm at no extra charge. On Sundays from June to September we run an emergency rota for wasp nests only, which carries a £30 surcharge. We don't work on Christmas Day, Boxing Day or New Year's Day.",
    },
    {
      type: 'faq',
      title: FAQ.ratVisits,
      content:
        'Normally three visits over about two weeks, all included in the fixed price. Large infestations, farm buildings or homes with drain problems sometimes need one or two extra visits.',
    },
    {
      type: 'faq',
      title: FAQ.waspSameDay,
      content:
        "Usually, yes. In the wasp season (June to September), if you call before 12 noon Monday to Saturday we'll almost always treat the nest that same day. Calls after midday are normally done the next morning.",
    },
    {
      type: 'faq',
      title: FAQ.waspHome,
      content:
        "No, as long as our technician can reach the nest – for example it's in the eaves or the garden and the side gate is left unlocked. You can pay by card over the phone and we'll text you when it's done.",
    },
    {
      type: 'faq',
      title: FAQ.bites,
      content:
        "Not necessarily. Bites on their own can come from fleas, mites, mosquitoes or even an allergic reaction, so check mattress seams and headboards for live bugs, small black spots or pale shed skins. If you're still not sure, one of our technicians can inspect before you commit to a treatment.",
    },
    {
      type: 'faq',
      title: FAQ.squirrels,
      content:
        "Yes. We trap grey squirrels in lofts over three visits, then block the entry point so they can't come back. By law grey squirrels can't be released once caught, so they are humanely dispatched.",
    },
    {
      type: 'faq',
      title: FAQ.farms,
      content:
        'Yes, we look after around 60 farms across Shropshire and the Welsh borders, mainly for rats and mice in feed stores, grain stores and livestock sheds. Farm contracts are priced on the size of the site after a free visit, and our reports meet Red Tractor assurance requirements.',
    },
    {
      type: 'faq',
      title: FAQ.pensioners,
      content:
        "Yes – customers aged 65 and over get 10% off any domestic treatment. The discount doesn't apply to heat treatments or proofing work. Just mention it when you book.",
    },
    {
      type: 'faq',
      title: FAQ.landlord,
      content:
        "It depends on your tenancy agreement and what caused the problem. Landlords are usually responsible for pests getting in through defects in the building, such as rats coming up through broken drains, while tenants are often responsible for things like fleas brought in by their own pets. If your landlord or letting agent agrees to pay, ask them to email us and we'll invoice them directly.",
    },
    {
      type: 'faq',
      title: FAQ.pigeons,
      content:
        'Yes. We fit netting, spikes, wire systems and mesh under solar panels to stop pigeons nesting and fouling. Every job starts with a free survey and a written quote, and we can work at height with our own access equipment.',
    },
    {
      type: 'faq',
      title: FAQ.moles,
      content:
        "Yes. We catch moles in lawns, gardens, paddocks and sports grounds using traps only – we don't use gas or poison for moles. Most jobs are finished within three visits.",
    },
    {
      type: 'faq',
      title: FAQ.fleas,
      content:
        'Treat your pets with a vet-recommended flea product before we arrive, vacuum all floors and soft furniture thoroughly, and wash pet bedding at 60°C. Clear toys and clutter off the floor so we can spray every area. Everyone, including pets, needs to stay out of the house for 2 hours after treatment.',
    },
    {
      type: 'faq',
      title: FAQ.foxes,
      content:
        "No, we don't trap or kill foxes. We're happy to suggest simple proofing, such as blocking gaps under sheds and decking, but for an ongoing fox problem we recommend contacting a specialist wildlife management company.",
    },
    {
      type: 'faq',
      title: FAQ.clusterFlies,
      content:
        "These are most likely cluster flies, which crawl into lofts and window frames in autumn to hibernate. They're harmless and don't breed indoors, but large numbers are a nuisance. We can treat the loft in a single visit, ideally in September or October.",
    },
    {
      type: 'faq',
      title: FAQ.poison,
      content:
        "No, we don't sell pest control products to the public. Professional-strength rodenticides can only be bought and used by trained, certified operators, and we'd rather fix the problem properly than sell you a box of bait.",
    },
    {
      type: 'faq',
      title: FAQ.spiders,
      content:
        "We don't normally treat spiders, as most are harmless and help keep other insects down. If you have large numbers of noble false widows around your home, or someone vulnerable in the household, we can carry out a one-visit spray of window frames, eaves and sheds.",
    },
    {
      type: 'faq',
      title: FAQ.certificate,
      content:
        'Yes. You get a free written treatment record after every visit. If you need a formal pest control certificate on headed paper – for example for an insurer, mortgage lender or HMO licence – we charge £25.',
    },
    {
      type: 'faq',
      title: FAQ.photo,
      content:
        "Yes, please do! Send a clear photo (with a coin next to it for size, if you can) to our WhatsApp number 07700 914 560 and we'll identify it free of charge, usually within an hour during office hours.",
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: PRICE_LIST,
      fileName: 'price-list-2026.pdf',
      content: `SEVERNSIDE PEST CONTROL LTD
Domestic Price List 2026
Valid 1 January 2026 to 31 December 2026. All prices include VAT at 20%.

HOW OUR PRICING WORKS
Every price below is a fixed price for the complete treatment, including all of the follow-up visits listed. You will not be asked to pay more part-way through a treatment unless we have agreed extra work with you in writing first.

RATS AND MICE
Rats – inside the home or loft (3 visits): £165
Rats – garden, shed or outbuildings only (3 visits): £145
Mice – inside the home (3 visits): £135
Additional rodent visit (if needed beyond the course): £45
Rodent proofing (blocking entry points with mesh, bristle strips and mortar): quoted on site, typically £60–£250

WASPS, HORNETS AND BEES
Wasp nest – first nest: £65
Each additional nest treated on the same visit: £15
Hornet nest: £85
Nest above 2 storeys needing a scaffold tower: add £25
Sunday call-out (June to September only): add £30
Bumblebee nest (only where removal is unavoidable): £65
Honey bee swarms: not treated – please see our Wasps and Bees page

BED BUGS
Insecticide treatment (2 visits, 14 days apart):
1-bedroom flat: £240
2–3 bedroom house: £295
4+ bedroom house: £350
Single room (e.g. HMO room, hotel room): £160
Heat treatment (1 day, chemical-free):
1-bedroom flat: £750
2-bedroom property: £950
3-bedroom property and above: quoted after survey

OTHER INSECTS
Fleas – whole house (1 visit): £120
Fleas – second visit if required: £60
Cockroaches (3 visits): £180
Ants (1 visit): £85
Carpet or clothes moths (2 visits): £140
Cluster flies in loft (1 visit): £95
Silverfish (1 visit): £85

OTHER ANIMALS
Grey squirrels in loft – trapping (3 visits): £195
Moles – trapping (up to 3 visits): £110
Pigeon and gull proofing – netting, spikes, wire: free survey and written quote
Solar panel bird mesh: from £395 for up to 10 panels

SURVEYS AND ADVICE
Survey and advice visit (no treatment): £50. If you go ahead with a treatment within 14 days, the £50 is taken off the price.
Pre-purchase pest survey for house buyers: £90

MULTI-TREATMENT SAVING
Two different treatments on the same visit (for example a wasp nest and fleas): £20 off the cheaper treatment.

PAYMENT
Payment is due on the day of the first visit. We take debit and credit cards on the technician's card reader, Apple Pay, Google Pay and bank transfer. We do not accept cheques. Landlords and letting agents can be invoiced on 14-day terms by arrangement.

Questions about this price list? Call Karen in the office on 01743 298 410.`,
    },
    {
      type: 'document',
      title: TERMS,
      fileName: 'terms-and-conditions.pdf',
      content: `SEVERNSIDE PEST CONTROL LTD
Terms and Conditions of Service (Domestic Customers)
Version 4, January 2026

1. DEFINITIONS
"We" and "us" means Severnside Pest Control Ltd, company number 07012345, registered office Unit 4, Ditherington Trade Park, Shrewsbury SY1 4ND. "You" means the person who books the treatment.

2. BOOKING AND ACCESS
2.1 A booking is confirmed when we send you a text or email with your appointment date and a two-hour arrival window.
2.2 You must make sure an adult aged 18 or over is present for every visit, and that we can reach the affected areas, including lofts, under-stairs cupboards and sheds.
2.3 If we arrive within the arrival window and cannot get in, we will charge a wasted visit fee of £40.

3. CANCELLATIONS AND CHANGES
3.1 You can cancel or move an appointment free of charge up to 24 hours before the start of the arrival window.
3.2 If you cancel with less than 24 hours' notice, we charge a late cancellation fee of £35.
3.3 Under the Consumer Contracts Regulations you have a 14-day right to cancel. If you ask us to start work within those 14 days (as most customers do), you will pay for the work already carried out.

4. PRICES AND PAYMENT
4.1 Prices are as shown on our current price list or written quote and include VAT.
4.2 Payment is due on the day of the first visit unless we have agreed otherwise in writing.
4.3 Unpaid invoices over 30 days old may be charged interest at 4% above the Bank of England base rate.

5. OUR GUARANTEE
5.1 Rats and mice: if rodent activity returns within 3 months of your last visit, we will come back free of charge, provided any proofing we recommended in writing has been done.
5.2 Wasps and hornets: if a nest we treated remains active, we will treat it again at no cost, as explained in our aftercare leaflet.
5.3 Bed bugs: if live bed bugs are found within 8 weeks of the final visit, we will re-treat free of charge, provided you followed our Bed Bug Treatment Preparation Guide and have not brought second-hand furniture into the property.
5.4 Fleas, ants, moths and other insects are not covered by a guarantee, because re-infestation from pets, neighbours or the garden is outside our control. A discounted follow-up visit is available instead.
5.5 The guarantee does not cover a new infestation from a different source, or any property where another pest controller or DIY products have been used during our treatment.

6. YOUR RESPONSIBILITIES
6.1 Follow any safety instructions we give you, spoken or written.
6.2 Do not move, open or tamper with bait boxes, traps or monitoring points.
6.3 Tell us before treatment about any pets, allergies, pregnancy, fish tanks or medical conditions in the household.

7. DAMAGE AND LIABILITY
7.1 We hold public liability insurance of £5 million.
7.2 We may need to lift floorboards, remove bath panels or open boxing-in to reach pests. We will ask your permission first and put things back as well as we reasonably can, but we are not responsible for making good decoration.
7.3 We are not liable for odours from dead rodents in voids we could not reach, although we will advise you and, where possible, help remove them.

8. WILDLIFE AND THE LAW
We only use methods that are legal in the United Kingdom. Grey squirrels caught in traps cannot lawfully be released and will be humanely dispatched. Honey bees and bats are never treated.

9. COMPLAINTS
If you are unhappy with our service, contact Gareth Powell, Director, at gareth@severnsidepestcontrol.co.uk. We will acknowledge your complaint within 2 working days and aim to resolve it within 14 days. We are members of the British Pest Control Association (BPCA), and complaints we cannot resolve can be referred to the BPCA.

10. YOUR DATA
We keep your details for 6 years for accounting purposes and to honour guarantees. We never sell your data. Our privacy notice is available on request.`,
    },
    {
      type: 'document',
      title: BEDBUG_GUIDE,
      fileName: 'bed-bug-preparation-guide.pdf',
      content: `BED BUG TREATMENT – HOW TO PREPARE YOUR HOME
Severnside Pest Control Ltd

Please read this guide at least two days before your first visit. Good preparation is the biggest single factor in whether a bed bug treatment works first time, and our 8-week guarantee depends on it.

BEFORE WE ARRIVE
- Do not throw away your mattress or bed. Bed bugs spread when furniture is dragged through the house. If you must get rid of anything, wrap it completely in plastic sheeting and label it "BED BUGS" before it leaves the room.
- Strip all bedding and wash it at 60°C or above, then tumble dry on a hot setting for at least 30 minutes. Items that cannot be washed can go in the tumble dryer on their own for 30 minutes.
- Put clean washing in sealed bin bags and keep it out of the bedrooms until after the second visit.
- Empty bedside cabinets, under-bed drawers and wardrobe floors, and bag the contents.
- Pull beds and sofas about 30cm away from the walls.
- Vacuum carpets, mattress seams and skirting boards, then empty the vacuum straight into an outdoor bin.
- Do not use shop-bought bug sprays or foggers. They scatter bed bugs into other rooms and can stop our products working.
- Keep sleeping in your own bed. If you move to the sofa, the bugs will follow you and spread.

ON THE DAY OF THE SPRAY TREATMENT
- Everyone, including pets, must be out of the property for 4 hours from when treatment starts.
- Cover fish tanks with cling film and switch off the air pump. Take caged birds, hamsters and reptiles out of the property.
- Someone aged 18 or over must let us in, or leave a key with a neighbour by arrangement.
- Treating a typical 2–3 bedroom house takes 60 to 90 minutes.

AFTER THE SPRAY TREATMENT
- When you come home, open the windows for 30 minutes.
- Do not vacuum treated areas for 10 days. This lets the residual insecticide keep working.
- You may still see live bed bugs for up to two weeks. This is normal: eggs hatch and the young bugs then cross the treated surfaces.
- Put your clean bedding back on and keep using the bed as normal. You act as the "bait" that draws bugs across the treated surfaces.
- Our second visit is booked 14 days after the first.

IF YOU HAVE CHOSEN HEAT TREATMENT
The preparation is different:
- Remove anything that could melt or be damaged by heat up to 60°C: candles, crayons, lipstick, aerosols, vinyl records, medicines, houseplants, fresh food and anything flammable.
- Remove pets and fish tanks from the property completely.
- The property will be heated to between 50°C and 56°C for several hours. Expect to be out for around 8 hours.
- You can return the same evening. A second visit is not normally needed.

TRAVEL AND PREVENTION
- In hotels, keep your suitcase on the luggage rack, not on the floor or the bed.
- When you get home, wash all clothes from the trip at 60°C.
- Check second-hand furniture, especially bed frames and headboards, before bringing it into your home.

WHO TO CALL
Sian Edwards, our bed bug specialist, is happy to talk you through the preparation. Call 01743 298 410 or email office@severnsidepestcontrol.co.uk.`,
    },
    {
      type: 'document',
      title: CONTRACTS,
      fileName: 'commercial-contracts-2026.pdf',
      content: `SEVERNSIDE PEST CONTROL LTD
Commercial Pest Control Contracts – Plans and Prices 2026

WHO THESE PLANS ARE FOR
Restaurants, cafés, pubs, takeaways, food manufacturers, care homes, schools, warehouses, offices, holiday lets, and letting agents with several properties.

FREE SITE SURVEY
Every contract starts with a free site survey by our commercial lead, Tom Bright. Tom will inspect the premises, identify the risks, and produce a written pest risk assessment and a site plan showing every monitoring point. There is no obligation to sign up.

PLANS (prices exclude VAT)
Bronze – £42 per month
- 8 routine inspection visits per year
- Rodent monitoring and baiting
- Crawling insect monitoring
- Callouts between routine visits charged at £55 per visit
- Callout response: next working day

Silver – £58 per month
- 8 routine inspection visits per year
- Rodent and crawling insect monitoring
- Unlimited callouts between visits for covered pests
- Callout response: within 4 hours, 7am–7pm, 7 days a week

Gold – £85 per month
- 12 routine inspection visits per year (monthly)
- Everything in Silver
- Electric fly killer (EFK) supply, servicing and tube changes (up to 3 units)
- Flying insect monitoring and an annual bird activity check
- Quarterly technical review report for audits

Prices shown are for a single site of up to 500 square metres. Larger sites and multi-site contracts are quoted individually.

COVERED PESTS
Rats, mice, cockroaches, ants, stored product insects and flies are covered on all plans. Wasp nests on the premises are included on Silver and Gold. Bed bugs, birds, squirrels and moles are not covered and are quoted separately.

DOCUMENTATION AND AUDITS
Every visit is recorded on our online portal, PestTrack. You can log in at any time to see visit reports, trend charts, bait consumption and recommendations. Our documentation meets the requirements of Environmental Health Officers (EHO), BRCGS Food Safety Issue 9, SALSA and major retailer audits. We will attend your audit on request (Gold plan: free; Bronze and Silver: £60 per hour).

CONTRACT TERMS
- Minimum term: 12 months.
- After the first year the contract continues on a rolling basis.
- Either party can end the contract with 3 months' written notice once the minimum term has ended.
- Payment by monthly Direct Debit, or annually in advance. Pay annually and get one month free.
- Invoices for extra work are payable within 30 days.
- Prices are fixed for the first 12 months and reviewed every January after that.

WHAT WE NEED FROM YOU
- A named contact at each site.
- Access to all areas on routine visits, including cellars, roof voids and bin stores.
- Prompt reporting of any sightings between visits, using the PestTrack app or by phone.
- Action on the proofing and hygiene recommendations in our reports. If these are not carried out, pests may return and extra visits may be chargeable.

EMERGENCY HELP AFTER AN EHO VISIT
If you have had an Environmental Health inspection and need urgent help, we offer a one-off emergency treatment and report for non-contract customers from £180 + VAT, attended within 24 hours.

To arrange a survey, contact Tom Bright on 07700 914 562 or email commercial@severnsidepestcontrol.co.uk.`,
    },
    {
      type: 'document',
      title: RODENT_SAFETY,
      fileName: 'rodent-treatment-safety-information.pdf',
      content: `RODENT TREATMENT – SAFETY INFORMATION FOR HOUSEHOLDS
Severnside Pest Control Ltd
Please keep this leaflet until your rat or mouse treatment is complete.

WHAT WE HAVE USED
Your technician will tick the products used on your treatment record. We may use:
- Rodenticide bait (an anticoagulant, or blood-thinning, poison) in blocks or paste
- Snap traps
- Electronic traps
- Non-toxic monitoring blocks or tracking dust
All rodenticide is placed inside lockable, tamper-resistant bait boxes, or in places children and pets cannot reach, such as sealed loft spaces or behind fixed bath panels. We follow the CRRU UK Code of Best Practice and all our technicians hold the RSPH Level 2 Award in Pest Management.

KEEPING CHILDREN AND PETS SAFE
- Do not move, open or shake bait boxes.
- Keep dogs away from bait boxes in the garden. Dogs are the pets most often poisoned by rodenticide.
- If you can, stop cats eating rodents they catch during the treatment period.
- If you keep chickens, tortoises, rabbits or guinea pigs loose in the garden, tell your technician and we will use traps instead of poison in those areas.

IF YOU THINK SOMEONE HAS EATEN BAIT
- Children and adults: call NHS 111 or go to A&E. Take the treatment record with you so the doctors know the active ingredient.
- Pets: call your vet straight away. Anticoagulant poisoning in pets can be treated with vitamin K1 if it is caught early. Symptoms may not show for 3 to 5 days.
- Then ring us on 01743 298 410 so we can tell the doctor or vet exactly what was used.

WHAT TO EXPECT
- Visit 1: survey, find the entry points, set bait or traps.
- Visit 2 (around 7 days later): check activity, top up bait and reset traps.
- Visit 3 (around 14 days after the first visit): final check, remove all bait and traps once activity has stopped, and advise on proofing.
- Rats usually take 4 to 7 days to start taking bait, because they are wary of new objects. Mice are usually quicker.
- Scratching in the loft may get louder for a few nights before it stops.

DEAD RODENTS AND SMELLS
Most rodents that eat bait die in their nests or in wall and floor voids. If you find a body, wear rubber gloves or put your hand inside a plastic bag, pick it up, turn the bag inside out, tie it, and put it in your outside bin. If a smell develops it usually fades within 10 to 14 days. Let us know and we will try to find the body if it can be reached.

POISON-FREE OPTION
If you would rather we did not use poison at all, we can carry out a trap-only treatment. This often needs an extra visit and is charged at the normal price plus £30.

HYGIENE TIPS
- Store pet food and bird seed in metal or thick plastic containers with lids.
- Stop feeding birds on the ground during the treatment.
- Keep compost bins closed and cut back plants growing against the house walls.
- Wash your hands after gardening.

Questions? Call the office on 01743 298 410, Monday to Friday 8am–6pm, Saturday 9am–1pm.`,
    },
    {
      type: 'document',
      title: WASP_AFTERCARE,
      fileName: 'wasp-nest-aftercare.docx',
      content: `WASP NEST TREATMENT – AFTERCARE ADVICE
Severnside Pest Control Ltd

Thank you for choosing Severnside. Your technician has treated the wasp nest at your property with an insecticide dust puffed into the nest entrance. Please read the notes below.

WHAT HAPPENS NEXT
- Wasps coming back from foraging carry the dust into the nest. Most nests are dead within 2 to 4 hours.
- For up to 24 hours you may see more wasps than usual around the entrance. They are confused rather than angry, but they can still sting, so keep well clear.
- Do NOT block the entrance hole. Trapped wasps will chew another way out, sometimes into your house.
- Keep doors and windows near the nest closed for the rest of the day.
- Keep children and pets away from the entrance for 24 hours.

IF THE NEST IS STILL ACTIVE
If you still see wasps flying steadily in and out of the same entrance 3 days after treatment, please ring us. We will come back and re-treat free of charge under our guarantee. A few stray wasps flying around after this time is normal and is not a sign that the treatment has failed.

DO I NEED THE NEST REMOVED?
In most cases, no. Wasps never re-use an old nest, and a dead nest in a loft or wall cavity does no harm. If the nest is somewhere you want it taken away – for example inside a shed, a bird box or a child's playhouse – we can remove it on a return visit for £30 once it is dead, at least 48 hours after treatment.

WASPS INSIDE THE HOUSE
If treated wasps get into a room, close the door, open the window and leave them. Most will die within a few hours. Do not use fly spray near the nest entrance, as it can wash off our dust.

STINGS
- Remove rings or jewellery near the sting, wash the area, and apply a cold compress.
- Call 999 straight away if the person has difficulty breathing, swelling of the face or throat, or feels faint.

PREVENTING NEXT YEAR'S NEST
- Queen wasps start building in April and May. Check sheds, lofts, garages and eaves early in the season.
- Fill gaps under roof tiles and around soffits where you can do so safely.
- A golf-ball-sized nest found in spring can be treated at our standard price – much easier than a football-sized nest in August.

BEES ARE DIFFERENT
If you think you have bees rather than wasps, do not let anyone treat the nest. Honey bees are vital pollinators and we never treat them. Ring us and we will put you in touch with a local swarm collector.

Questions? Call 01743 298 410.`,
    },

    // ------------------------------------------------------------ Website
    {
      type: 'website',
      title: ABOUT,
      url: 'https://www.severnsidepestcontrol.co.uk/about-us',
      content: `# About Severnside Pest Control

Severnside Pest Control is a family-run pest control company based in Shrewsbury, looking after homes, farms and businesses across Shropshire and the Welsh borders since 2009.

## How it started

Our founder, Gareth Powell, spent eleven years as a pest control officer with the local council before setting up on his own with one van and a ladder. Today we're a team of six, but Gareth still goes out on jobs most weeks and reads every customer review himself.

## Meet the team

- **Gareth Powell** – Director and founder. Rats, squirrels and anything in a loft.
- **Karen Lloyd** – Office manager. Karen answers the phone, books appointments and sorts out invoices.
- **Sian Edwards** – Senior technician and our bed bug specialist. Sian leads all our heat treatments.
- **Tom Bright** – Commercial lead. Tom looks after our restaurant, food factory and care home contracts.
- **Dan Morris** – Technician. Wasps, rodents and bird proofing.
- **Ellie Hughes** – Trainee technician, working towards her RSPH Level 2.

## Qualified, checked and insured

- Every technician holds, or is training for, the RSPH Level 2 Award in Pest Management.
- We are full members of the British Pest Control Association (BPCA).
- All our staff are DBS checked, so we can work in schools, care homes and the homes of vulnerable customers.
- We carry £5 million public liability insurance.
- We hold CRRU-approved certification to buy and use professional rodenticides.

## How we work

We believe in fixing the cause, not just the symptom. That means finding out how pests are getting in, telling you honestly what you can do yourself, and only using poison when it's the right tool for the job. We always explain what we're using and why, and we leave a written treatment record after every visit.

## A discreet service

Nobody wants the neighbours to know they've got rats or bed bugs. If you prefer, we'll come in one of our unmarked vans and our technicians will wear plain clothing – just ask when you book. There's no extra charge.

## Looking after the environment

We use non-toxic monitoring first wherever we can, recycle our old bait boxes, and in 2024 we switched two of our five vans to electric. We never treat honey bees or bats, and we work with local beekeepers to rehome swarms.

## What our customers say

We're rated 4.9 out of 5 from over 600 reviews on Google and Checkatrade.

"Gareth explained everything and the rats were gone in a fortnight." – Mrs J., Bayston Hill

"Sian was so kind and calm. We'd had bed bugs for months and after her heat treatment we finally slept properly." – Tom, Telford`,
    },
    {
      type: 'website',
      title: RATS,
      url: 'https://www.severnsidepestcontrol.co.uk/rats-and-mice',
      content: `# Rat and Mouse Control in Shrewsbury and Shropshire

Scratching in the loft at night? Droppings in the kitchen cupboard? Rats and mice are the most common jobs we do, and we deal with them every day of the year.

## Signs you have rats or mice

- **Droppings** – mouse droppings are about the size of a grain of rice; rat droppings are much bigger, up to 2cm long, with blunt ends
- Scratching or scurrying noises in ceilings, walls or under floors, especially at night
- Gnawed food packaging, cables or woodwork
- Holes along the bottom of walls, or burrows in the garden near sheds, decking and compost bins
- Greasy smear marks along skirting boards and pipes
- A strong smell of ammonia in enclosed spaces

## Why you shouldn't wait

Rats and mice carry diseases including Weil's disease (leptospirosis) and salmonella. They also gnaw through electrical cables, which is a common cause of house fires. Mice breed quickly – a female can have a new litter every three to four weeks – so a couple of mice in autumn can become a serious problem by Christmas.

## Our rodent treatment

1. **Survey** – we find out where they're getting in and where they're living.
2. **Treatment** – we place bait in locked bait boxes or set traps, depending on your home and whether you have pets or children.
3. **Follow-up visits** – we come back to check, top up and finally remove everything.
4. **Proofing** – we show you the entry points and can block them for you with wire wool, mesh and mortar, or you can do it yourself.

## Rats coming up from the drains

Up to a third of rat problems inside houses start with a broken drain. If rats keep coming back, we can smoke test your drains and fit a one-way rat flap (a non-return valve) in the inspection chamber. Rat flaps are fitted from £150, including a CCTV camera check of the drain.

## Rats under decking and in sheds

Rats love the space under decking, behind sheds and around compost bins. Clearing clutter, keeping bird food off the ground and storing logs off the floor all make a huge difference, and we'll give you a simple checklist at the first visit.

## What about plug-in ultrasonic repellers?

Honestly, we don't recommend them. Rodents get used to the sound within days, and it doesn't travel through walls or furniture. Spend the money on proofing instead.

## Book a rodent treatment

See our price list for fixed prices, or call the office on 01743 298 410 to book.`,
    },
    {
      type: 'website',
      title: WASPS,
      url: 'https://www.severnsidepestcontrol.co.uk/wasps-and-bees',
      content: `# Wasp Nest Treatment

From June to September wasp nests are our busiest job. A single nest can hold up to 10,000 wasps by late summer, and wasps become much more aggressive in August and September, when the nest stops producing young and the workers go looking for sugar.

## How we treat a wasp nest

We puff an insecticide dust into the nest entrance using a long lance on extendable poles, which means we can reach most nests in eaves and under roof tiles from the ground or a ladder – no scaffolding needed. Most nests are dead within a few hours.

## Where do wasps nest?

Lofts, roof eaves, under tiles, wall cavities, airbricks, sheds, garages, bird boxes, compost bins and holes in the ground.

## Wasp or bee? How to tell

- **Wasps** – bright yellow and black, shiny and smooth, with a narrow "waist". The nest is made of a grey, papery material.
- **Honey bees** – brown and golden, slightly furry. They often arrive as a swarm hanging from a branch like a rugby ball.
- **Bumblebees** – large, round and very fuzzy, with black, yellow and sometimes white or orange bands. Small nests in bird boxes, compost heaps or under sheds.
- **Tree bumblebees** – ginger body with a white tail, often in bird boxes and roof eaves in May and June.
- **Masonry bees** – small, solitary bees that fly in and out of holes in old mortar. They rarely sting and do very little damage.

## Our bee policy

We do not kill honey bees. If you have a honey bee swarm, we'll give you the number of a volunteer swarm collector from the Shropshire Beekeepers' Association.

Bumblebee nests only last a few weeks and the bees are very docile, so we'll usually advise you to leave them be. We will only treat a bumblebee nest where it's a genuine risk – for example in a school playground or where someone in the house has a serious allergy.

## Hornets

The European hornet is native to the UK and much bigger than a wasp, with a brown and yellow body. We treat hornet nests in the same way as wasp nests.

If you think you've seen an Asian hornet (dark body, yellow legs, orange face), do not go near the nest – report it straight away on the Asian Hornet Watch app so the national bee unit can deal with it.

## Book a wasp treatment

Call 01743 298 410. Prices for wasp and hornet nests are on our price list.`,
    },
    {
      type: 'website',
      title: BEDBUGS,
      url: 'https://www.severnsidepestcontrol.co.uk/bed-bugs',
      content: `# Bed Bug Treatment in Shropshire

Having bed bugs has nothing to do with how clean your home is. They hitch a ride in luggage, second-hand furniture and visitors' bags, and we treat them in everything from country houses to student flats and top hotels.

## Signs of bed bugs

- Small rusty or black spots on mattress seams, the bed frame or headboard
- Tiny blood spots on sheets and pillowcases
- Pale, empty shed skins
- Live bugs: flat, reddish-brown and apple-seed sized (about 5mm long)
- Itchy bites in lines or clusters, often on the arms, neck and shoulders
- A sweet, musty smell in heavy infestations

## Two ways to treat bed bugs

### Insecticide spray treatment

Two visits, 14 days apart. We treat beds, furniture, skirting boards, carpet edges and plug sockets with a professional residual insecticide. This suits most homes and light to moderate infestations.

### Heat treatment

A one-day treatment where specialist heaters raise the temperature of the rooms to over 50°C, killing bed bugs and their eggs at every stage. There are no chemicals, and you can sleep in your bed that night. Heat is the best choice for heavy infestations, people with asthma or chemical sensitivities, and hotels that need a room back in service fast.

## Our bed bug specialist

Sian Edwards has treated over 1,200 bed bug cases and holds BPCA certification in bed bug heat treatment. She'll confirm that it really is bed bugs before recommending anything – we won't sell you a treatment you don't need.

## Bed bug detection dog

For hotels, halls of residence and care homes we work with Moss, a Shropshire-based springer spaniel detection dog, and his handler. Moss can check around 40 rooms in a morning and finds bed bugs long before guests do. Dog inspections cost £275 for a half day.

## Getting ready for treatment

Good preparation makes a huge difference. Once you've booked we'll email you our Bed Bug Treatment Preparation Guide – please read it carefully before the first visit.

## Hotels, B&Bs and landlords

We offer a discreet, same-week service for hotels, B&Bs, Airbnb hosts and HMO landlords, with a report for your records after every visit.`,
    },
    {
      type: 'website',
      title: COMMERCIAL,
      url: 'https://www.severnsidepestcontrol.co.uk/commercial',
      content: `# Commercial Pest Control for Shropshire Businesses

A single mouse sighting can cost a restaurant its 5-star food hygiene rating. We help over 180 businesses across Shropshire and mid Wales stay pest-free and audit-ready.

## Who we work with

- Restaurants, cafés, pubs and takeaways
- Food and drink manufacturers, bakeries and breweries
- Care homes, nurseries and schools
- Farms, equestrian centres and agricultural stores
- Warehouses, offices and retail units
- Holiday parks, hotels and holiday lets
- Letting agents and housing associations

## Why businesses choose us

- A named technician who gets to know your site
- Online reports through our PestTrack portal, ready for EHO and BRCGS audits
- DBS-checked staff for schools and care settings
- Visits outside trading hours – early mornings, evenings or Sundays – at no extra cost for contract customers
- Clear, fixed monthly pricing with no hidden extras

## Integrated pest management

We don't just put poison down and leave. Our approach is integrated pest management (IPM): we look at hygiene, proofing, storage and waste first, and then use the least toxic control method that works. It's what auditors want to see, and it saves you money in the long run.

## Electric fly killers

We supply, install and service electric fly killers (EFKs) and glue-board fly units for kitchens and food production areas. The UV tubes lose most of their pull after about 12 months, even though they still light up, so we change them every year, usually in spring before the fly season starts.

## Bird control for businesses

Pigeons and gulls cause mess, damage and health risks on shop fronts, warehouses and loading bays. We install netting, spikes, wire systems and bird-free gel, and can arrange cherry pickers for work at height.

## Get a free survey

Call Tom Bright, our commercial lead, on 07700 914 562 or fill in the enquiry form below. We'll usually visit within 5 working days and send you a written proposal within 48 hours of the survey.`,
    },
    {
      type: 'website',
      title: CONTACT,
      url: 'https://www.severnsidepestcontrol.co.uk/contact',
      content: `# Contact Severnside Pest Control

## Phone and email

- Office: 01743 298 410
- Commercial enquiries: 07700 914 562
- Email: office@severnsidepestcontrol.co.uk
- WhatsApp (pest photos): 07700 914 560

## Office hours

- Monday to Friday: 8am – 6pm
- Saturday: 9am – 1pm
- Sunday: closed (in the wasp season the answerphone is checked at 10am and 4pm)

Outside office hours, leave a message or use the online booking form and we'll call you back the next working morning.

## Our office

Unit 4, Ditherington Trade Park, Shrewsbury SY1 4ND.

We're an office and store, not a shop, so please ring before calling in. Visitor parking is in the two bays marked "Severnside" outside the unit.

## Areas we cover

We cover everywhere within 25 miles of Shrewsbury, including:

- Shrewsbury, Bayston Hill, Pontesbury and Minsterley
- Telford, Wellington, Newport and Shifnal
- Oswestry, Ellesmere and Whitchurch
- Wem, Market Drayton and Hodnet
- Church Stretton, Much Wenlock and Bridgnorth
- Welshpool, Montgomery and the border villages

We also work further afield, including Ludlow, Craven Arms, Newtown and north Herefordshire. For jobs more than 25 miles from Shrewsbury we add 75p per mile, which we always confirm before booking.

## Booking online

Use our online booking form to choose a treatment and a date. You'll get a text confirming your two-hour arrival window, and another text with your technician's name when they're on their way.

## Company details

Severnside Pest Control Ltd, registered in England and Wales, company number 07012345. VAT number GB 984 2231 07.`,
    },
  ],

  questions: [
    // ---------------------------------------------------------------- FAQ targets
    {
      text: 'is there a fee just for turning up on top of the actual treatment cost',
      expect: FAQ.callout,
    },
    { text: 'any extra callout charge or is it all in the price', expect: FAQ.callout },
    { text: "how soon could someone get here, we've got mice in the kitchen", expect: FAQ.quick },
    { text: 'whats the usual wait for an appointment', expect: FAQ.quick },
    { text: 'is the stuff you spray harmful to my toddler', expect: FAQ.safe },
    { text: 'we have a cat and 2 little ones, will the chemicals hurt them?', expect: FAQ.safe },
    { text: 'can your guy come on a saturday', expect: FAQ.weekends },
    { text: 'do u do sundays', expect: FAQ.weekends },
    {
      text: 'how many times will the technician need to come back for the rats',
      expect: FAQ.ratVisits,
    },
    { text: 'is it just one visit to sort rats or more than that', expect: FAQ.ratVisits },
    {
      text: 'if i ring this morning about wasps can they be sorted today',
      expect: FAQ.waspSameDay,
    },
    {
      text: 'theres a wasps nest right by the front door and the kids are terrified, any chance you could do it today??',
      expect: FAQ.waspSameDay,
    },
    {
      text: "i'm at work all day, does someone have to be home for the wasp job",
      expect: FAQ.waspHome,
    },
    {
      text: 'woke up with itchy red bites all up my arms, how do i know its actually bed bugs and not something else',
      expect: FAQ.bites,
    },
    {
      text: 'something keeps running about in the attic in the mornings, pretty sure its squirrels. can you sort that',
      expect: FAQ.squirrels,
    },
    {
      text: 'We run a dairy farm near Wem and the rats are getting into the feed store. Do you take on agricultural work?',
      expect: FAQ.farms,
    },
    {
      text: 'red tractor inspection coming up and i need pest control records for the farm',
      expect: FAQ.farms,
    },
    { text: 'my mum is 78, is there any reduction for OAPs', expect: FAQ.pensioners },
    { text: 'senior discount?', expect: FAQ.pensioners },
    {
      text: 'I rent my flat and we have mice, surely the landlord should be paying for this?',
      expect: FAQ.landlord,
    },
    { text: 'can my letting agent be billed instead of me', expect: FAQ.landlord },
    {
      text: 'pigeons keep nesting under the solar panels and making a right mess, what can be done',
      expect: FAQ.pigeons,
    },
    { text: 'can you stop birds roosting on my roof', expect: FAQ.pigeons },
    { text: 'molehills all over the lawn, do you catch moles', expect: FAQ.moles },
    { text: 'do you gas the moles or what', expect: FAQ.moles },
    {
      text: 'fleas treatment booked for thursday, what do i need to do beforehand',
      expect: FAQ.fleas,
    },
    { text: 'should i hoover before the flea man comes', expect: FAQ.fleas },
    {
      text: "foxes are digging under our shed and there's a smell, can you get rid of them",
      expect: FAQ.foxes,
    },
    {
      text: 'every october loads of sluggish flies turn up in the loft and round the bedroom windows, what are they and why',
      expect: FAQ.clusterFlies,
    },
    {
      text: 'can i just buy some of your professional rat bait and do it myself',
      expect: FAQ.poison,
    },
    { text: 'found a few false widows in the garage, do you treat spiders', expect: FAQ.spiders },
    {
      text: 'my insurer wants proof that the rats were dealt with, can you give me something official on letterhead',
      expect: FAQ.certificate,
    },
    { text: 'need a pest control cert for my HMO licence application', expect: FAQ.certificate },
    { text: 'can i send a pic of a bug so you can tell me what it is', expect: FAQ.photo },

    // ---------------------------------------------------------- Price list
    { text: 'how much to get rid of rats in the loft', expect: PRICE_LIST, fact: '£165' },
    { text: 'whats the price for a wasp nest', expect: PRICE_LIST, fact: '£65' },
    {
      text: "we've got 3 wasp nests, one on the shed and two on the house. do I pay full whack for each one?",
      expect: PRICE_LIST,
      fact: '£15',
    },
    {
      text: 'cost of bed bug spray treatment for a 3 bedroom semi',
      expect: PRICE_LIST,
      fact: '£295',
    },
    { text: 'price for the heat treatment in a one bed flat', expect: PRICE_LIST },
    { text: 'cockroaches cost?', expect: PRICE_LIST },
    {
      text: 'what does it cost if you just come and have a look and give advice, no treatment',
      expect: PRICE_LIST,
      fact: '£50',
    },
    {
      text: "we're buying a house and want it checked for pests before we complete, how much would that be",
      expect: PRICE_LIST,
    },

    // ---------------------------------------------------------- Terms
    {
      text: 'if i cancel with less than a days notice is there a charge',
      expect: TERMS,
      fact: '£35',
    },
    {
      text: "what happens if nobody's in when the technician turns up",
      expect: TERMS,
      fact: '£40',
    },
    {
      text: 'the rats came back about 2 months after you finished, do i have to pay all over again',
      expect: TERMS,
      fact: '3 months',
    },
    { text: 'is there any guarantee on the flea treatment', expect: TERMS },
    {
      text: 'if you have to pull up floorboards who sorts out the decorating after',
      expect: TERMS,
    },
    { text: 'how long do you hang on to my personal details', expect: TERMS },

    // ---------------------------------------------------------- Bed bug guide
    {
      text: 'what temp should i wash the sheets on before the bedbug treatment',
      expect: BEDBUG_GUIDE,
      fact: '60°C',
    },
    {
      text: 'how long do we have to stay out of the house after the bed bug spray',
      expect: BEDBUG_GUIDE,
      fact: '4 hours',
    },
    {
      text: 'can I hoover after the bed bug treatment or not',
      expect: BEDBUG_GUIDE,
      fact: '10 days',
    },
    {
      text: 'still seeing a few bugs a week after the spray, is that normal or has it not worked',
      expect: BEDBUG_GUIDE,
    },
    {
      text: "we've gone for the heat option, what do i need to take out of the house first",
      expect: BEDBUG_GUIDE,
    },
    {
      text: 'got a fish tank in the bedroom, what do i do with it on spray day',
      expect: BEDBUG_GUIDE,
    },

    // ---------------------------------------------------------- Commercial contracts doc
    {
      text: 'how much is the cheapest monthly contract for a small cafe',
      expect: CONTRACTS,
      fact: '£42 per month',
    },
    {
      text: 'whats the minimum length of the business contract',
      expect: CONTRACTS,
      fact: '12 months',
    },
    {
      text: 'how much notice do we need to give to end our commercial contract',
      expect: CONTRACTS,
    },
    {
      text: "environmental health just came round and weren't happy, we're not on a contract and need help urgently, what would that cost",
      expect: CONTRACTS,
      fact: '£180 + VAT',
    },
    { text: 'is there any saving if we pay for the year upfront', expect: CONTRACTS },
    {
      text: "if we're on bronze and need someone out between the routine visits what does that cost",
      expect: CONTRACTS,
      fact: '£55',
    },

    // ---------------------------------------------------------- Rodent safety
    {
      text: 'i think my dog ate some of the rat poison, what should i do',
      expect: RODENT_SAFETY,
      fact: 'call your vet',
    },
    {
      text: 'how long till the rats start eating the bait',
      expect: RODENT_SAFETY,
      fact: '4 to 7 days',
    },
    {
      text: "there's a horrible smell, think a rat's died under the floor. how long will it last",
      expect: RODENT_SAFETY,
    },
    {
      text: 'found a dead mouse behind the fridge how do i get rid of it safely',
      expect: RODENT_SAFETY,
    },
    {
      text: 'i dont want any poison used at all, is that possible and does it cost more',
      expect: RODENT_SAFETY,
      fact: '£30',
    },

    // ---------------------------------------------------------- Wasp aftercare
    {
      text: 'loads more wasps round the nest since you sprayed it, is that normal??',
      expect: WASP_AFTERCARE,
      fact: '24 hours',
    },
    { text: 'should i fill in the hole where the wasps go in', expect: WASP_AFTERCARE },
    {
      text: "it's been 4 days and they're still flying in and out of the same spot",
      expect: WASP_AFTERCARE,
      fact: 'free of charge',
    },
    {
      text: 'will you take the dead nest away afterwards, its inside the kids playhouse',
      expect: WASP_AFTERCARE,
      fact: '£30',
    },
    {
      text: 'when do wasps start making nests, want to check early next year',
      expect: WASP_AFTERCARE,
    },

    // ---------------------------------------------------------- About page
    { text: 'who owns the company', expect: ABOUT, fact: 'Gareth Powell' },
    { text: 'how long have you lot been going', expect: ABOUT, fact: '2009' },
    {
      text: "are your staff police checked? i'm a childminder and work from home",
      expect: ABOUT,
      fact: 'DBS checked',
    },
    {
      text: "can you come in a van without your logo on, don't really want the neighbours knowing",
      expect: ABOUT,
    },
    { text: 'what are your reviews like', expect: ABOUT },

    // ---------------------------------------------------------- Rats page
    {
      text: 'how do i tell from the droppings whether its rats or mice',
      expect: RATS,
      fact: 'grain of rice',
    },
    { text: 'rats keep coming back even after treatment, could it be the drains?', expect: RATS },
    { text: 'do those plug in ultrasonic things actually work for mice', expect: RATS },
    {
      text: 'are rats actually dangerous to health or just gross',
      expect: RATS,
      fact: "Weil's disease",
    },

    // ---------------------------------------------------------- Wasps page
    { text: 'how do i tell a wasp from a bee', expect: WASPS },
    {
      text: 'will you kill a honeybee swarm hanging in our apple tree',
      expect: WASPS,
      fact: 'swarm collector',
    },
    { text: 'bumblebees have moved into the bird box, can you get rid of them', expect: WASPS },
    {
      text: 'little bees going in and out of holes in the brickwork, are they a problem',
      expect: WASPS,
      fact: 'Masonry bees',
    },
    {
      text: 'i think i saw an asian hornet in the garden',
      expect: WASPS,
      fact: 'Asian Hornet Watch',
    },
    { text: 'do you need scaffolding to get to a nest up in the roof', expect: WASPS },

    // ---------------------------------------------------------- Bed bugs page
    { text: 'what do bed bugs actually look like', expect: BEDBUGS, fact: 'apple-seed' },
    { text: 'spray or heat for bedbugs, which is better', expect: BEDBUGS },
    {
      text: "i've got bad asthma, which bed bug treatment would suit me best",
      expect: BEDBUGS,
      fact: 'heat treatment',
    },
    {
      text: 'we run a small hotel, do you have a sniffer dog for bed bugs and how much is it',
      expect: BEDBUGS,
      fact: '£275',
    },
    { text: 'is it because my house is dirty that i got bedbugs', expect: BEDBUGS },

    // ---------------------------------------------------------- Commercial page
    {
      text: "can the technician come after we close? we're a restaurant and don't want anyone there during service",
      expect: COMMERCIAL,
      fact: 'outside trading hours',
    },
    { text: 'whats IPM', expect: COMMERCIAL, fact: 'integrated pest management' },
    {
      text: 'how often should the tubes in the fly zapper be changed',
      expect: COMMERCIAL,
      fact: '12 months',
    },
    {
      text: 'after the survey how quick do i get a written proposal',
      expect: COMMERCIAL,
      fact: '48 hours',
    },

    // ---------------------------------------------------------- Contact page
    { text: 'what time does the office shut on saturday', expect: CONTACT, fact: '1pm' },
    { text: 'where are you based', expect: CONTACT },
    {
      text: 'do you come out as far as ludlow, is it more expensive',
      expect: CONTACT,
      fact: '75p per mile',
    },
    { text: 'parking?', expect: CONTACT },
    {
      text: 'I left a voicemail on sunday about wasps, will anyone actually hear it today',
      expect: CONTACT,
      fact: '10am and 4pm',
    },
  ],

  requests: [
    {
      text: 'can i book someone to come out for the wasp nest tomorrow morning please',
      expect: 'Appointments',
    },
    {
      text: "I'd like to arrange a bed bug heat treatment for my flat on the 14th of March. Name is Priya Shah",
      expect: 'Appointments',
    },
    {
      text: 'please put me down for a rat treatment next tuesday, 14 Castle Foregate, SY1 2EQ',
      expect: 'Appointments',
    },
    {
      text: 'Need a technician booked in for the mice at our café, any weekday next week after 3pm is fine, ask for Rob',
      expect: 'Appointments',
    },
    {
      text: 'Your technician turned up three hours late and didnt even apologise. Really not good enough',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to Dan, the wasps are gone and he was brilliant with the kids',
      expect: 'Complaints/Feedback',
    },
    {
      text: "Paid £165 for the rats and they're still in the loft, and nobody has returned my calls all week. I'm very unhappy with this",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about a quote for pigeon netting please, 07812 443906',
      expect: 'General Inquiry',
    },
    {
      text: 'please email a copy of your commercial plans to j.evans@thecornerkitchen.co.uk',
      expect: 'General Inquiry',
    },
    {
      text: 'Can you send me a quote for mole trapping on a 4 acre paddock near Pontesbury? sam.harris@btinternet.com',
      expect: 'General Inquiry',
    },
    { text: 'can I speak to a real person please', expect: 'handoff' },
    { text: "i'd rather talk to one of your staff than a bot tbh", expect: 'handoff' },
    { text: 'put me through to someone in the office', expect: 'handoff' },
  ],

  offTopic: [
    'can you recommend a decent roofer to fix the gap in my soffits',
    'do you remove japanese knotweed',
    'do you do gutter clearing as well',
    'is rentokil cheaper than you',
    'how do i stop slugs eating my lettuces',
    "what's on at the Shrewsbury Flower Show this year",
    "where's the nearest hedgehog rescue centre",
    'what will the weather be like tomorrow',
    'write me a short poem about autumn',
    "give me a recipe for shepherd's pie",
    'what is the capital of Australia',
    'who won the premier league last season',
    'how many ounces in a pound',
    'can you help me write a cover letter for a job application',
  ],
};
