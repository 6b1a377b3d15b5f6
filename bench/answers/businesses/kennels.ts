import type { Business } from '../types.js';

const T = {
  terms: 'Boarding Terms and Conditions 2026',
  vacc: 'Vaccination and Health Requirements',
  prices: 'Boarding Price List 2026',
  groomPrices: 'Grooming Price Guide 2026',
  puppy: 'Puppy Club Course Outline – Spring 2026',
  feeding: 'Feeding and Medication Guide',
  home: 'Hollybrook Farm Kennels & Cattery | Family-Run Pet Boarding in Suffolk',
  boarding: 'Dog Boarding | Hollybrook Farm Kennels',
  cattery: 'Cattery | Hollybrook Farm Kennels',
  daycare: 'Doggy Day Care | Hollybrook Farm Kennels',
  walking: 'Dog Walking | Hollybrook Farm Kennels',
  hours: 'Opening Hours & Drop-off Times | Hollybrook Farm Kennels',
  grooming: 'Grooming Parlour | Hollybrook Farm Kennels',
};

const F = {
  entire: "Do you accept dogs that aren't neutered?",
  season: 'What happens if my bitch comes into season?',
  viewing: 'Can I come and have a look around before booking?',
  share: 'Can my dogs share a kennel?',
  bedding: "Can I bring my dog's own bed and toys?",
  taxi: 'Do you offer a pet taxi service?',
  updates: 'Will you send me updates while my pet is with you?',
  smallPets: 'Do you board rabbits and guinea pigs?',
  unwell: 'What happens if my pet becomes unwell during their stay?',
  nervous: 'Do you take nervous or reactive dogs?',
  licence: 'Are you licensed by the council?',
  payment: 'What payment methods do you accept?',
  vouchers: 'Do you sell gift vouchers?',
  older: 'Do you board older dogs?',
  extend: "Can I extend my pet's stay?",
  xl: 'Do you accept XL Bully dogs?',
  catGroom: 'Do you groom cats?',
  training: 'Do you offer one-to-one dog training?',
  parking: 'Is there parking?',
  shop: 'Do you sell pet food and accessories?',
};

export const kennels: Business = {
  slug: 'kennels',
  name: 'Hollybrook Farm Kennels & Cattery',
  field: 'Family-run boarding kennels, cattery, doggy day care and dog grooming parlour',
  entries: [
    // ---------------- FAQs ----------------
    {
      type: 'faq',
      title: F.entire,
      content:
        "Yes, for boarding we're happy to take entire males and unspayed females. Entire males are kennelled in the Stable Block, away from the girls, and we just ask that you tell us when you book.",
    },
    {
      type: 'faq',
      title: F.season,
      content:
        "We can't accept a bitch who is in season when she arrives, so please check her dates before booking and let us know if she comes into season in the fortnight before her stay. If she comes into season while she's with us, we move her to our separate isolation kennels at no extra charge.",
    },
    {
      type: 'faq',
      title: F.viewing,
      content:
        "Of course, we'd encourage it. Viewings are on Tuesday and Thursday afternoons between 2pm and 3:30pm; please ring ahead so someone is free to show you round. We don't show visitors round during drop-off and collection times as it unsettles the dogs.",
    },
    {
      type: 'faq',
      title: F.share,
      content:
        "Yes, dogs from the same household can share, up to three dogs in one of our family kennels, as long as they're used to sleeping together at home. We feed them separately at mealtimes to avoid any squabbles.",
    },
    {
      type: 'faq',
      title: F.bedding,
      content:
        "Yes, one bed or blanket and a couple of toys is plenty, and something that smells of home really helps them settle. Please label everything with your dog's name. We can't be responsible for chewed items, and we don't accept beanbags or anything with stuffing that could be swallowed.",
    },
    {
      type: 'faq',
      title: F.taxi,
      content:
        'Yes, Tom runs a collection and drop-off service in our van for homes within 15 miles of the farm. It costs £20 each way (one price for all pets from the same household) and must be booked at least 48 hours in advance.',
    },
    {
      type: 'faq',
      title: F.updates,
      content:
        "Yes, if you'd like, we'll send a WhatsApp message with a photo every other day of the stay. You're also welcome to ring the office during office hours to ask how your pet is getting on.",
    },
    {
      type: 'faq',
      title: F.smallPets,
      content:
        'Yes, we have a small animal room with space for eight hutches. It costs £9 per night per hutch (up to two animals sharing), and rabbits must be vaccinated against Myxomatosis and RVHD1 and RVHD2. Please bring their hay and usual pellets.',
    },
    {
      type: 'faq',
      title: F.unwell,
      content:
        "We'll always contact you or your emergency contact and take your pet to our vets, Ashcombe Veterinary Centre, 2 miles away, who also provide our out-of-hours cover. Any vet fees are added to your bill. If you'd rather your own vet was used and they're within 10 miles, just say so on the booking form.",
    },
    {
      type: 'faq',
      title: F.nervous,
      content:
        'Usually, yes. Nervous dogs stay in the quieter end kennels of the Meadow Block, and reactive dogs are handled only by senior staff and exercised on their own. We recommend a trial night first (charged at the normal rate) so they get to know us, and please be honest about their behaviour when you book.',
    },
    {
      type: 'faq',
      title: F.licence,
      content:
        "Yes. We're licensed by Mid Suffolk District Council under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018 for boarding dogs and cats and for dog day care, and we currently hold the maximum 5-star rating. Our licence certificate is displayed in reception.",
    },
    {
      type: 'faq',
      title: F.payment,
      content:
        'We accept debit and credit cards (Visa, Mastercard and American Express), bank transfer and cash. Sorry, we no longer accept cheques.',
    },
    {
      type: 'faq',
      title: F.vouchers,
      content:
        "Yes, we sell gift vouchers in any amount from £20, which can be used for grooming, day care, boarding or Puppy Club. They're valid for 12 months and can be bought at reception or over the phone and posted out.",
    },
    {
      type: 'faq',
      title: F.older,
      content:
        'Absolutely. Older dogs stay in ground-level kennels with extra-thick bedding and heat lamps, get gentler, shorter walks and are checked more often through the day. If your dog has dementia or mobility problems, please tell us so we can plan their care.',
    },
    {
      type: 'faq',
      title: F.extend,
      content:
        'Yes, if we have space. Phone the office as early as you can; extra nights are charged at the normal nightly rate. Over peak dates we may not be able to extend, so make sure your emergency contact could collect if needed.',
    },
    {
      type: 'faq',
      title: F.xl,
      content:
        "Yes, provided you bring a copy of your dog's Certificate of Exemption and proof of third-party insurance. By law XL Bullies must be muzzled and on a lead in public, so they're exercised muzzled in a private paddock, and they can't join day care groups.",
    },
    {
      type: 'faq',
      title: F.catGroom,
      content:
        "No, sorry, our parlour is for dogs only and we don't offer any cat grooming, including claw trims. We're happy to recommend a specialist cat groomer nearby.",
    },
    {
      type: 'faq',
      title: F.training,
      content:
        "Not ourselves. Our Puppy Club trainer, Jo Whitlock, does private sessions for older dogs through her own business, Whitlock Dog Training, and we're happy to pass on her details.",
    },
    {
      type: 'faq',
      title: F.parking,
      content:
        'Yes, there is free parking in the front yard beside reception, with space for about ten cars, including a wide accessible bay next to the door. Please keep dogs on a lead in the yard.',
    },
    {
      type: 'faq',
      title: F.shop,
      content:
        "We have a small shop in reception selling leads, collars, treats, chews, shampoo and toys. If you've forgotten something at drop-off, we'll most likely have it.",
    },

    // ---------------- Documents ----------------
    {
      type: 'document',
      title: T.terms,
      fileName: 'Boarding-Terms-2026.pdf',
      content: `HOLLYBROOK FARM KENNELS & CATTERY
Boarding Terms and Conditions
Effective 1 January 2026

1. Bookings
1.1 A booking is provisional until the deposit has been received. Provisional bookings are held for 7 days; if no deposit arrives within that time the space is released to the waiting list.
1.2 Bookings can be made by phone, by email or through the online booking form. Written confirmation is sent by email once the deposit is paid.
1.3 Please tell us at the time of booking about any medical conditions, history of biting, escaping or separation anxiety.

2. Deposits
- Standard dates: a non-refundable deposit of 25% of the estimated fee.
- Peak dates: a non-refundable deposit of 50% of the estimated fee.
- Stays of one or two nights outside peak dates: a flat deposit of £20.
A deposit may be transferred once to new dates within 12 months, provided we receive notice more than 28 days before the original arrival date.

3. Peak Season 2026
Peak dates are:
- Easter: 28 March to 12 April 2026
- Summer: 18 July to 6 September 2026
- October half term: 24 October to 1 November 2026
- Christmas and New Year: 19 December 2026 to 3 January 2027
On peak dates a minimum stay of 4 nights applies to all bookings and a peak supplement is added to the nightly rate (see the current Price List). Christmas bookings open on 1 March 2026 and are allocated strictly in the order deposits are received.

4. Cancellations
Notice given | Charge
More than 28 days before arrival | Deposit retained
14 to 28 days before arrival | 50% of the full booking fee
Less than 14 days before arrival | 100% of the full booking fee (peak dates); 50% (standard dates)
Cancellations must be made in writing; email is fine. We strongly recommend that owners take out travel insurance that covers kennel and cattery fees.

5. Charging and Payment
5.1 Boarding is charged per night. Animals collected in an afternoon departure slot (after 12 noon) are charged an additional half day at £14 per animal.
5.2 The balance is payable in full on collection. For stays of more than 14 nights we ask for the balance to date at the halfway point.
5.3 No refund is given for nights booked but not used, including early collection.

6. Arrivals
Arrivals are only accepted during our published drop-off times. If you are delayed, please phone us. We hold a kennel or chalet open until 12 noon the following day, after which the booking may be treated as a cancellation.

7. Uncollected Animals
If an animal is not collected within 7 days of the agreed departure date and we have been unable to reach the owner or the emergency contact, we reserve the right to rehome the animal through a registered rescue charity. All outstanding fees remain payable.

8. Owner's Responsibilities
- Animals must meet our Vaccination and Health Requirements.
- Dogs must arrive on a lead and wearing a collar with an ID tag. Cats must arrive in a secure carrier.
- An emergency contact who is not travelling with you must be given on the booking form.
- Owners must disclose any history of aggression. Failure to do so may result in the animal being moved to a solo run and an extra handling charge of £10 per day.

9. Liability and Insurance
All animals are boarded at the owner's risk. We take every reasonable care of the animals in our charge, but we cannot accept liability for illness, injury or death arising from a pre-existing condition or from old age. Hollybrook Farm Kennels & Cattery holds public liability insurance, including care, custody and control cover, of £1,000,000.

10. Changes to These Terms
We may update these terms once a year. The version in force on the date your deposit is paid applies to your booking.`,
    },
    {
      type: 'document',
      title: T.vacc,
      fileName: 'Vaccination-Requirements.pdf',
      content: `HOLLYBROOK FARM KENNELS & CATTERY
Vaccination and Health Requirements

Our licence requires us to see proof of vaccination before we accept any animal. Please read this sheet carefully before booking; we cannot make exceptions on the day.

DOGS
Required vaccinations:
1. Distemper, Hepatitis and Parvovirus (DHP), in date according to your vet's booster schedule.
2. Leptospirosis, annual booster, in date for the whole stay.
3. Kennel cough (Bordetella and parainfluenza), given within the last 12 months and at least 14 days before arrival.
Puppies must have completed their primary vaccination course at least 2 weeks before their first stay.

Titre testing
We accept a titre test in place of the DHP booster if the result certificate is dated within the last 3 years and signed by a vet. Leptospirosis and kennel cough vaccinations are still required, as titre tests do not cover them.

CATS
Required vaccinations:
1. Feline infectious enteritis (panleukopenia).
2. Cat flu (feline herpesvirus and calicivirus).
Kittens, or cats starting a new course after a lapse, must have completed the course at least 7 days before arrival.
Feline leukaemia (FeLV) vaccination is recommended but not required.
Entire tom cats over 6 months old cannot be accepted.

PROOF OF VACCINATION
- Bring your pet's vaccination card to every check-in, not just the first.
- A clear photo on your phone is accepted, as long as the vet's stamp and all dates can be read.
- No proof, no entry. If you have lost the card, your vet can email us a printout of the record.

PARASITE CONTROL
- Flea treatment (spot-on, tablet or collar) given within 30 days before arrival.
- Worming within the last 3 months.
If we find fleas on arrival, we will treat your pet and the bedding and add a charge of £8.

WHEN NOT TO BOARD
Please phone us before travelling if your pet has had coughing, sneezing, vomiting or diarrhoea in the week before the stay. Dogs with a cough will be turned away at the gate to protect the other dogs, even if they are vaccinated against kennel cough.

TRAVEL
Rabies vaccination is not required for pets living in the UK.`,
    },
    {
      type: 'document',
      title: T.prices,
      fileName: 'Boarding-Price-List-2026.pdf',
      content: `HOLLYBROOK FARM KENNELS & CATTERY
Boarding Price List 2026
All prices are per night and include VAT. Valid 1 January to 31 December 2026.

DOG BOARDING
Size | Weight | Price per night
Small | up to 10kg | £26
Medium | 10kg to 25kg | £29
Large | 25kg to 40kg | £32
Giant | over 40kg | £36
Additional dog sharing the same kennel (same household) | any | £21
Orchard Suite supplement (per suite) | any | £8

Dogs are charged by their weight band as weighed on arrival. If you are unsure of your dog's weight, we will confirm the band at check-in. As a rough guide:
- Small: Jack Russell, Dachshund, Shih Tzu
- Medium: Cocker Spaniel, Border Collie, Staffordshire Bull Terrier
- Large: Labrador, German Shepherd, Boxer
- Giant: Great Dane, Newfoundland, Bernese Mountain Dog

CAT BOARDING
Chalet | Price per night
One cat | £16
Two cats sharing a chalet | £27
Three cats sharing a chalet | £36

PEAK SUPPLEMENT
£4 per animal per night on all peak dates. Peak dates are listed in our Boarding Terms and Conditions.

EXTRAS
- Departure bath and brush on the day of collection: small £18, medium £24, large and giant £30
- Extra one-to-one walk or play session (20 minutes): £6
- Daily enrichment (stuffed Kong or lick mat): £2.50 per day

LONG STAY DISCOUNT
Stays of 21 nights or more receive 10% off the nightly boarding rate. The discount does not apply to extras or to the peak supplement.

WHAT IS INCLUDED
Every stay includes our house food, daily exercise in the paddocks, bedding, and a final health check before you collect.

WORKED EXAMPLES
- A Labrador (large) staying 5 nights on standard dates: 5 x £32 = £160.
- Two cats sharing a chalet for 7 nights during the summer peak: (7 x £27) + (7 x 2 x £4) = £245.
- Two small dogs from the same household sharing a kennel for 3 nights on standard dates: (3 x £26) + (3 x £21) = £141.`,
    },
    {
      type: 'document',
      title: T.groomPrices,
      fileName: 'Grooming-Price-Guide-2026.pdf',
      content: `HOLLYBROOK GROOMING PARLOUR
Price Guide 2026 (valid from 1 February 2026)

All prices are for dogs in a good, regularly maintained coat. The final price is confirmed when you drop your dog off.

FULL GROOMS
Breed | Price
Yorkshire Terrier, Shih Tzu, Bichon Frise, Maltese | £42
Miniature Schnauzer | £46
Cavapoo, Miniature Poodle | £50
Cockapoo, Cocker Spaniel | £52
Springer Spaniel | £55
Labradoodle, Goldendoodle (standard size) | £68
Standard Poodle | £72
Old English Sheepdog, Bernedoodle | £85

BATH AND BRUSH (smooth or short coats)
Size | Example breeds | Price
Small | Jack Russell, Pug | £28
Medium | Staffordshire Bull Terrier, Beagle | £34
Large | Labrador, Boxer | £40

SPECIALIST SERVICES
- De-shedding treatment for double coats (Husky, German Shepherd, Golden Retriever, Malamute): from £48
- Hand stripping (Border Terrier, West Highland Terrier, Wire Fox Terrier): £50, allow 3 hours
- Puppy introduction groom (under 6 months): £25

EXTRAS AND STANDALONE SERVICES
- Nail clip: £10 (no appointment needed on Saturdays, 9am to 11am)
- Teeth brushing add-on: £5
- Anal gland expression (external): £8

MATTED COATS
Dematting is charged at £10 per 15 minutes. If the matting would take more than 30 minutes to remove, we will phone you to discuss a short clip-off instead, which is kinder to your dog.

BEFORE YOUR APPOINTMENT
- Give your dog a short walk so they can go to the toilet before arriving.
- Please don't feed a large meal in the 2 hours before the groom.
- Tell us about any lumps, sore spots, skin conditions or recent surgery.

STYLES WE OFFER
Breed standard, puppy cut, teddy bear face, short summer clip and lamb trim. If you'd like something else, bring a photo.

LOYALTY
Book your next groom at collection, for a date within 8 weeks, and receive £3 off that groom.

CANCELLATIONS
Please give at least 24 hours' notice if you need to cancel or move an appointment. Cancellations with less notice are charged at 50% of the groom price, and no-shows are charged in full.`,
    },
    {
      type: 'document',
      title: T.puppy,
      fileName: 'Puppy-Club-Course-Outline-Spring-2026.pdf',
      content: `HOLLYBROOK PUPPY CLUB
Course Outline, Spring 2026

Led by Jo Whitlock, APDT UK member no. 1423.

WHO IT IS FOR
Puppies aged between 10 and 20 weeks at the start of the course who have had at least their first vaccination. Puppies who have not finished their vaccinations stay on our clean training mats and do not go into the paddocks until week 4.

WHEN AND WHERE
Saturday mornings in the Barn at Hollybrook.
- Group A: 10:00am to 11:00am
- Group B: 11:30am to 12:30pm
Courses start on 7 March, 2 May and 27 June 2026.

PRICE AND GROUP SIZE
£95 for the six-week course, paid in full when booking. A maximum of 6 puppies per group.

WEEK BY WEEK
Week 1: Settling in. Name games, gentle handling and body checks, introducing the marker word.
Week 2: Sit, down and the first steps of recall.
Week 3: Loose lead walking and "leave it".
Week 4: Confidence course. New surfaces, tractor and farm noises, and watching the sheep from a distance.
Week 5: Settling on a mat, short spells of alone time, and practising being examined as if at the vet.
Week 6: Recall games in the paddock, then graduation with a certificate and rosette.

WHAT TO BRING
- A flat collar or harness and a 1.2m lead (no extendable leads, please)
- Plenty of small, soft treats
- A mat or blanket for settle work
- Poo bags

FAMILY MEMBERS
One main handler plus up to two family members may attend. Children over 8 are welcome if they can sit quietly during the exercises.

MISSED SESSIONS
One missed week can be caught up free of charge on the following course.

PUPPY PLAYTIME
Alongside the course, we run a supervised Puppy Playtime drop-in on Wednesdays at 4pm for puppies under 6 months. It costs £6 per session and no booking is needed.`,
    },
    {
      type: 'document',
      title: T.feeding,
      fileName: 'Feeding-and-Medication-Guide.pdf',
      content: `HOLLYBROOK FARM KENNELS & CATTERY
Feeding and Medication Guide for Owners

PART 1: FEEDING

Our house diet
Dogs are fed Burns Original Chicken and Brown Rice. Cats are fed Purina Pro Plan Adult dry food with pouches. The house diet is included in the boarding price.

Bringing your own food
You are welcome to bring your pet's usual food. Please pre-portion it into daily bags labelled with your pet's name and the number of meals. There is no reduction in the boarding fee if you supply your own food.

Meal times
- Breakfast: 7:30am
- Tea: 4:30pm
- Puppies under 6 months also get lunch at 12:30pm
Dogs who have one meal a day are fed at 4:30pm unless you tell us otherwise.

Raw feeding
We have a dedicated raw freezer and a separate preparation area. Bring frozen portions in a cool bag; each meal is defrosted overnight in the fridge. A raw handling charge of £1.50 per day applies.

Treats and chews
We do not give rawhide or cooked bones. Dental sticks and your own treats are fine if they are labelled.

PART 2: MEDICATION

Rules for all medication
1. Medication must be in its original packaging with the pharmacy label showing your pet's name, the drug and the dose.
2. Bring enough for the whole stay plus 2 extra days.
3. Complete a Medication Form at check-in; we will not give medication without one.

Charges
Type | Charge
Tablets, capsules and liquids | free
Eye drops, ear drops and creams | free
Joint supplements | free
Insulin injections | £4 per day
Controlled drugs (stored in a locked cabinet and signed for) | free

Diabetic pets
Diabetic dogs and cats must have been stable on their current insulin dose for at least 4 weeks before boarding. Please bring your own needles and a sharps box.

Weight checks
Pets staying more than 7 nights are weighed on arrival and again before they go home, and we will tell you about any change of more than 5%.`,
    },

    // ---------------- Website pages ----------------
    {
      type: 'website',
      title: T.home,
      url: 'https://www.hollybrookkennels.co.uk/',
      content: `# Hollybrook Farm Kennels & Cattery
Family-run boarding for dogs and cats in the Suffolk countryside since 1987.

## About us
Hollybrook was started in 1987 by Ron and Brenda Pettigrew on a corner of their working farm. Today it is run by their son Martin and his wife Sue, with their daughter and son both working in the business. We still live on the farm, so there is always a member of the family within earshot of the kennels, day and night.

## Our setting
We sit on six acres of grass paddocks and old orchard, surrounded by arable fields and well away from any main road. Alongside the dog kennels and the cattery you'll find our grooming parlour in the converted dairy and the Barn, where Puppy Club meets on Saturdays.

## What we offer
- Dog boarding
- Cat boarding
- Doggy day care
- Dog grooming
- Dog walking in the local villages
- Puppy Club

## Find us
Hollybrook Farm, Mill Lane, Little Ashcombe, Suffolk IP14 5RW

We are 3 miles from junction 50 of the A14. From the A14 take the B1078 towards Little Ashcombe and turn right after the church into Mill Lane; we are the second farm on the left, with the green gates. Sat navs sometimes send people down Wash Lane, which is a gated farm track, so please ignore it.

## Contact
Phone: 01449 760312
Email: bookings@hollybrookkennels.co.uk

Office and drop-off times are on our Opening Hours page.`,
    },
    {
      type: 'website',
      title: T.boarding,
      url: 'https://www.hollybrookkennels.co.uk/dog-boarding',
      content: `# Dog Boarding at Hollybrook

## Our kennels
We have 42 kennels in three blocks:
- Meadow Block for small and medium dogs
- Stable Block for large and giant breeds
- The Orchard Suites: six larger family kennels with a raised sofa bed and a window onto the orchard

Each standard kennel has an indoor sleeping area of 2.4m x 1.8m with underfloor heating, and its own covered outdoor run of 3m. The Orchard Suites measure 3.6m x 2.4m inside. All kennels were rebuilt in 2019 with solid walls between them, so dogs can't see each other through the sides.

## Exercise
Every dog gets two paddock sessions a day of around 20 minutes each, in one of our four secure paddocks fenced to 6ft. Dogs go out on their own or with dogs from their own household; dogs from different households never mix in boarding. Dogs who are comfortable on the lead also get a stroll round the farm track.

## A day in kennels
- Morning: kennels cleaned and fresh water, then the first paddock session
- Late morning: quiet time while the kennel block rests
- Afternoon: second paddock session and a fuss from the team
- Evening: a last check at 10pm, with Classic FM playing quietly through the night

## Safety
The kennel yard has a double-gated entrance, so there is always a second gate between your dog and the lane. The family lives on site and the kennel blocks are fitted with smoke alarms linked to the house.

## Ready to book?
Prices are on our Boarding Price List, and please check our Vaccination and Health Requirements before you book.`,
    },
    {
      type: 'website',
      title: T.cattery,
      url: 'https://www.hollybrookkennels.co.uk/cattery',
      content: `# The Cattery at Willow House
Cats stay in Willow House, our purpose-built cattery at the far end of the farm, well away from the dog kennels. Your cat will be out of sight, sound and smell of the dogs for the whole stay.

## The chalets
- 24 chalets, each with a sleeping area of 1.2m x 1.5m and a thermostatically controlled heated shelf
- A private covered run of 1.8m for every chalet
- Full-height perspex sneeze barriers between chalets, so there is no nose-to-nose contact between cats from different homes
- Shelves at different heights and a window sill looking out onto the bird feeders
- Family chalets for up to three cats from the same household

## Who looks after your cat
Helen Marsh runs the cattery full time. She has been with us since 2011 and holds a Level 3 Diploma in Animal Care. Helen spends time with every cat each day, and shy cats are given a covered hidey box until they feel brave enough to come out.

## Keeping cats calm
Feliway diffusers run in every section of Willow House. We use wood pellets as standard litter; if your cat will only use clumping clay litter, bring a bag and we'll use that instead.

## Bringing your cat
Please bring your cat in a secure carrier. A familiar blanket that smells of home helps. Arrival and collection times are the same as for dog boarding.`,
    },
    {
      type: 'website',
      title: T.daycare,
      url: 'https://www.hollybrookkennels.co.uk/day-care',
      content: `# Doggy Day Care
Open Monday to Friday, 7:30am to 6:00pm.

## Prices
- Full day: £28
- Half day (up to 5 hours): £18
- 10 full-day pass: £260, valid for 4 months

## Before your dog's first day
Every new dog comes for a free half-day assessment so we can see how they get on with the group. To join day care, dogs must be:
- at least 5 months old
- fully vaccinated to the same standard as boarding
- neutered if over 8 months old
- friendly with other dogs and people

## Our groups
Dogs are grouped by size and energy:
- Little Paws: dogs under 12kg, based in the Orchard paddock
- Big Barn: dogs of 12kg and over
There are never more than 12 dogs in a group, always with 2 members of staff.

## A typical day
- 7:30am to 9:30am: drop-off
- Morning: play and paddock games
- 12:00pm to 2:00pm: quiet time in their own rest pens
- Afternoon: enrichment such as sniff trails, and paddling pools in summer, plus a lead walk
- 4:00pm to 6:00pm: collection

## Lunch and treats
We don't feed lunch unless you ask us to. If your dog needs a midday meal, please send a labelled portion.

## Late collection
Collections after 6:00pm are charged at £10 per 15 minutes, because staff have to stay on.`,
    },
    {
      type: 'website',
      title: T.walking,
      url: 'https://www.hollybrookkennels.co.uk/dog-walking',
      content: `# Dog Walking
Tom Pettigrew and Leah Francis run our dog walking rounds, Monday to Friday between 9am and 3pm.

## Where we walk
We collect from homes within 6 miles of the farm, including Little Ashcombe, Harrowfield, Stowby, Great Fenning and Kettle Green. Walks are in Fenning Woods or on the farm's private paddocks.

## Prices
- Solo walk (45 minutes): £17
- Group walk (1 hour, max 4 dogs): £14
- Puppy visit (20 minutes, toilet break and play): £11
- Additional dog from the same household on a solo walk: £6

## How it works
1. We start with a free meet and greet at your home.
2. You give us a key or the code to a key safe.
3. We collect your dog in our van, which has separate crates for every dog.
4. After the walk your dog is towelled down and settled back at home, and we leave a note of how it went.

Both walkers are DBS checked, fully insured and hold a canine first aid certificate.

## Booking
Please send us your walk days by Thursday at 5pm for the following week. Regular weekly slots are kept for you until you tell us otherwise.`,
    },
    {
      type: 'website',
      title: T.hours,
      url: 'https://www.hollybrookkennels.co.uk/opening-hours',
      content: `# Opening Hours & Drop-off Times

## Office and phones
- Monday to Saturday: 8:00am to 6:00pm
- Sunday: 9:00am to 12:00pm

## Boarding arrivals and departures (dogs and cats)
- Monday to Saturday: 8:00am to 11:00am and 3:00pm to 5:30pm
- Sundays: 9am to 11am only (no afternoon session)

Outside these times the yard gate is locked and the team is busy with the animals, so we can't take arrivals or hand animals back. Please don't arrive early; the lane is narrow and there is nowhere to wait.

## Bank holidays
Morning session only, 9:00am to 11:00am.

## Christmas and New Year
We care for the animals every day of the year, but we are closed to arrivals and collections on Christmas Day, Boxing Day and New Year's Day.

## Summer Friday evenings
During July and August we add an extra collection session on Fridays from 6:00pm to 7:30pm, for owners coming straight from work. It must be arranged with the office in advance.

## Calling out of hours
If you ring outside office hours, please leave a voicemail and we'll call you back the next morning. If you have an urgent concern about a pet staying with us, use the out-of-hours number printed on your booking confirmation.

## Day care and grooming
Day care and the grooming parlour keep their own times, which you'll find on their pages.`,
    },
    {
      type: 'website',
      title: T.grooming,
      url: 'https://www.hollybrookkennels.co.uk/grooming',
      content: `# The Grooming Parlour
Katie Pettigrew runs our grooming parlour in the old dairy, with assistant groomer Amy. Katie holds the City & Guilds Level 3 Certificate in Dog Grooming and has been grooming at Hollybrook since 2014.

## When we're open
Tuesday to Saturday, with drop-offs from 8:45am.

## What's included in a full groom
- A thorough brush-out before bathing
- Bath in our hydrobath with a shampoo chosen for the coat
- Hand blow-dry (we never use cage dryers)
- Clip and scissor to the style you choose
- Nails clipped, ears cleaned, paw pads and hygiene areas trimmed
- A bandana or bow to finish

## How long it takes
Most grooms take 2 to 3 hours. Large doodles and heavily coated breeds can take up to 4 hours. We'll text you when your dog is ready, so you don't need to wait around.

## One dog at a time
We groom one dog at a time on the main table, so your dog isn't waiting in a row of crates listening to dryers.

## First visit
Dogs must be up to date with their vaccinations. If you'd like a particular style, bring a photo and we'll talk it through at drop-off.

## Prices
See our Grooming Price Guide for full prices by breed.`,
    },
  ],

  questions: [
    // ---- documents / pages ----
    {
      text: 'how much deposit do i need to pay for a booking in august',
      expect: T.terms,
      fact: '50%',
    },
    {
      text: 'If I have to cancel about three weeks before we go, what do I lose?',
      expect: T.terms,
      fact: '50% of the full',
    },
    { text: 'when can i book for christmas?', expect: T.terms, fact: '1 March' },
    { text: 'Is there a minimum number of nights over Easter?', expect: T.terms, fact: '4 nights' },
    {
      text: 'extra charge if i pick Bella up after lunch instead of the morning?',
      expect: T.terms,
      fact: '£14',
    },
    { text: 'are you insured in case something goes wrong', expect: T.terms, fact: '£1,000,000' },

    {
      text: 'how long before the stay does the kennel cough vaccine need doing',
      expect: T.vacc,
      fact: '14 days',
    },
    {
      text: 'Our vet does titre tests rather than yearly boosters for Ziggy, will you accept that?',
      expect: T.vacc,
      fact: '3 years',
    },
    {
      text: 'my kitten only had her second jab on monday, can she still come in on friday?',
      expect: T.vacc,
      fact: '7 days',
    },
    { text: 'do i have to flea him before he comes', expect: T.vacc, fact: '30 days' },
    {
      text: "I can't find Barney's vaccination booklet, is a picture of it on my phone ok",
      expect: T.vacc,
      fact: 'photo',
    },

    { text: 'price per night for a labrador? hes about 32kg', expect: T.prices, fact: '£32' },
    { text: 'cat boarding cost', expect: T.prices, fact: '£16' },
    { text: 'how much a night for 2 cats in together', expect: T.prices, fact: '£27' },
    {
      text: 'We are away for a month in the spring, any reduction for a long stay?',
      expect: T.prices,
      fact: '10%',
    },
    {
      text: "what's the charge for the second dog if they're in the same kennel",
      expect: T.prices,
      fact: '£21',
    },

    { text: 'cockapoo full groom how much', expect: T.groomPrices, fact: '£52' },
    { text: 'nail clip price', expect: T.groomPrices, fact: '£10' },
    {
      text: "how much to get my husky deshedded, she's blowing her coat everywhere",
      expect: T.groomPrices,
      fact: '£48',
    },
    {
      text: 'Do you hand strip border terriers and what does it cost?',
      expect: T.groomPrices,
      fact: '£50',
    },
    {
      text: "what if i need to cancel Poppy's grooming appt at short notice",
      expect: T.groomPrices,
      fact: '24 hours',
    },

    { text: 'puppy classes which day', expect: T.puppy, fact: 'Saturday' },
    {
      text: 'Our cavapoo pup is 22 weeks, is she too old for the puppy course?',
      expect: T.puppy,
      fact: '20 weeks',
    },
    { text: 'how much is puppy club', expect: T.puppy, fact: '£95' },

    { text: 'what brand of food do the dogs get', expect: T.feeding, fact: 'Burns' },
    {
      text: 'my cat Mittens is diabetic and has insulin twice a day, can you do injections and is there a charge?',
      expect: T.feeding,
      fact: '£4',
    },
    {
      text: 'Our springer is raw fed - can you cope with that?',
      expect: T.feeding,
      fact: 'freezer',
    },
    { text: 'what time do you give them breakfast', expect: T.feeding, fact: '7:30am' },

    {
      text: 'how many times a day do the boarding dogs get let out to run about',
      expect: T.boarding,
      fact: 'two paddock',
    },
    { text: 'are the dog kennels warm in winter', expect: T.boarding, fact: 'underfloor heating' },

    {
      text: 'My cat is terrified of dogs. Will she be able to hear them barking?',
      expect: T.cattery,
      fact: 'Willow House',
    },
    { text: 'what cat litter do u use', expect: T.cattery, fact: 'wood pellets' },

    { text: 'daycare full day price', expect: T.daycare, fact: '£28' },
    {
      text: 'Does my dog have to do a trial session before starting day care?',
      expect: T.daycare,
      fact: 'assessment',
    },
    {
      text: "what happens if I'm stuck at work and can't get to daycare till half six",
      expect: T.daycare,
      fact: '£10',
    },

    { text: 'Do your walkers come out as far as Harrowfield?', expect: T.walking, fact: '6 miles' },
    { text: 'one to one walk for my dog how much', expect: T.walking, fact: '£17' },

    {
      text: 'what times can I drop Rufus off for boarding on a weekday',
      expect: T.hours,
      fact: '3:00pm',
    },
    { text: 'can we collect our two cats on boxing day?', expect: T.hours, fact: 'Boxing Day' },
    {
      text: 'are you open sunday afternoons for pick ups',
      expect: T.hours,
      fact: 'no afternoon session',
    },

    {
      text: 'how long does a groom take, do i need to wait',
      expect: T.grooming,
      fact: '2 to 3 hours',
    },
    { text: 'what days is the groomers open', expect: T.grooming, fact: 'Tuesday to Saturday' },

    { text: 'whats your address', expect: T.home, fact: 'Mill Lane' },
    { text: 'phone number?', expect: T.home, fact: '01449 760312' },
    { text: 'how long has hollybrook been going', expect: T.home, fact: '1987' },

    // ---- FAQs ----
    { text: "my lab isn't castrated yet, can he still stay with you?", expect: F.entire },
    { text: 'entire male dog ok for boarding', expect: F.entire },
    { text: "What if Daisy comes into heat while she's staying?", expect: F.season },
    { text: 'can we pop in and see the place first?', expect: F.viewing },
    {
      text: 'Is it possible to have a tour of the kennels before I commit to anything',
      expect: F.viewing,
    },
    {
      text: "I've got two spaniels who have never spent a night apart, can they sleep together?",
      expect: F.share,
    },
    { text: 'should i pack his blanket', expect: F.bedding },
    { text: 'Can Biscuit bring her favourite squeaky toy with her?', expect: F.bedding },
    {
      text: "we don't drive, is there any way you can come and get the dog from us?",
      expect: F.taxi,
    },
    { text: 'will you send pics of my dog while im on holiday', expect: F.updates },
    { text: 'Can I find out how Luna is getting on while we are away?', expect: F.updates },
    { text: 'do you look after bunnies', expect: F.smallPets },
    { text: 'guinea pig boarding?', expect: F.smallPets },
    { text: 'what if my dog gets poorly while im away', expect: F.unwell },
    { text: 'which vets do you use?', expect: F.unwell },
    {
      text: "Hi, we adopted Pip, a rescue lurcher, six months ago and she's still really jumpy with new people, she hides behind the sofa when anyone visits. We have a wedding in June and need to board her for 3 nights but I'm so worried she'll be terrified. Would you be able to cope with her?",
      expect: F.nervous,
    },
    {
      text: 'my greyhound lunges at other dogs on walks, would you still have him?',
      expect: F.nervous,
    },
    { text: 'are you council licenced', expect: F.licence },
    { text: 'what star rating have you got', expect: F.licence },
    { text: 'Can I pay by card?', expect: F.payment },
    { text: 'do u take cheques', expect: F.payment },
    {
      text: "I'd like to get my mum a voucher for her dog's groom for her birthday",
      expect: F.vouchers,
    },
    {
      text: 'Meg is 14 and a bit wobbly on her back legs, is boarding ok for an old girl like her?',
      expect: F.older,
    },
    { text: 'senior dog care', expect: F.older },
    {
      text: 'our flight home got cancelled, can Rolo stay a couple more nights??',
      expect: F.extend,
    },
    { text: 'do you accept xl bullys', expect: F.xl },
    {
      text: 'My bully has his exemption certificate and is muzzle trained, can he board?',
      expect: F.xl,
    },
    { text: 'can you groom my persian cat, her coat is getting knotty', expect: F.catGroom },
    {
      text: 'My 2 year old lab pulls like a train on the lead, do you do private training?',
      expect: F.training,
    },
    { text: 'where do i park when i drop off', expect: F.parking },
    { text: 'if i forget a lead can i buy one there', expect: F.shop },
    { text: 'Do you sell dog treats and toys?', expect: F.shop },
  ],

  requests: [
    {
      text: "I'd like to book Monty in for boarding from 12th to 19th August please, he's a springer, about 20kg",
      expect: 'Appointments',
    },
    {
      text: 'Can I get my cockapoo Alfie in for a full groom next Friday morning?',
      expect: 'Appointments',
    },
    {
      text: "please put us down for a look round the cattery on Tuesday afternoon, we'll be bringing our two cats in September",
      expect: 'Appointments',
    },
    {
      text: 'Really disappointed. Rosie came home with a sore red patch on her neck and nobody mentioned a thing when we collected her.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a huge thank you to Katie, Bertie looks absolutely gorgeous after his groom!!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "I was charged a full day of day care even though I picked Luna up at 1pm. That doesn't seem fair and I'd like it looked at.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'please can someone ring me back about a Christmas booking, 07700 900412, after 5 is best',
      expect: 'General Inquiry',
    },
    {
      text: "Could you pass a message on to Sue that we'll be collecting Toby on Saturday morning instead of Friday",
      expect: 'General Inquiry',
    },
    {
      text: 'can you email me a quote for three dogs (two medium, one large) for two weeks in October half term',
      expect: 'General Inquiry',
    },
    { text: 'can I speak to an actual person please', expect: 'handoff' },
    { text: "I'd rather sort this out with a member of staff than a chatbot", expect: 'handoff' },
    { text: 'put me through to someone in the office', expect: 'handoff' },
  ],

  offTopic: [
    'my dog keeps shaking his head and scratching his ear, what could it be?',
    'do you have any labrador puppies for sale',
    'how do i get a pet passport so my dog can come to france with us',
    'do you offer hydrotherapy for dogs with arthritis',
    'Do you do horse livery?',
    'is the pets at home in stowmarket open on sundays',
    'how much does it cost to insure a french bulldog',
    "what's the weather going to be like tomorrow",
    'can you help with my maths homework',
    'whats a good recipe for banana bread',
    'who won the football last night',
    'how do i renew my passport online',
  ],
};
