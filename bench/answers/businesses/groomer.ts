import type { Business } from '../types.js';

export const groomer: Business = {
  slug: 'groomer',
  name: 'Bramble & Bath Dog Grooming',
  field:
    'a dog grooming salon with a mobile grooming van (full grooms, bath and tidy, puppy introductions, hand stripping, nail clipping, nervous and elderly dogs, vaccination and behaviour policies, a small shop of shampoos and treats)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: "Can I stay with my dog while they're groomed?",
      content:
        "For adult dogs we ask owners not to stay in the grooming room. Most dogs are actually calmer and safer on the table once their owner has gone, as they aren't trying to get back to you. Just drop off at reception and we'll text you about 20 minutes before your dog is ready.",
    },
    {
      type: 'faq',
      title: 'How long does a full groom take?',
      content:
        'Most small and medium dogs are with us for 2 to 3 hours. Large, thick-coated or double-coated dogs can take up to 4 hours, including drying time and breaks. We always text you when your dog is nearly ready.',
    },
    {
      type: 'faq',
      title: 'Do you groom cats?',
      content:
        "Sorry, no. We are a dogs-only salon and don't groom cats, rabbits or any other pets.",
    },
    {
      type: 'faq',
      title: 'Where can I park?',
      content:
        'There are two customer spaces directly outside Unit 4, marked Bramble & Bath, which are fine for drop-off and collection. If they are both taken there is free 2-hour parking on Fairfield Road, a two-minute walk away.',
    },
    {
      type: 'faq',
      title: 'How often should my dog be groomed?',
      content:
        'It depends on the coat. Poodles, doodles, Bichons and Shih Tzus usually need a groom every 4 to 6 weeks to stay mat-free, spaniels and terriers every 6 to 8 weeks, and short or double-coated breeds such as Labradors and Huskies every 8 to 12 weeks.',
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        'We accept all major debit and credit cards, Apple Pay, Google Pay and cash. On the van we take card payments on a portable reader. Sorry, we no longer accept cheques.',
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes! Gift vouchers are available for any amount from £10, or for a specific service such as a full groom. You can buy them in the salon or over the phone and we will post them out free of charge. Vouchers are valid for 12 months from the date of purchase.',
    },
    {
      type: 'faq',
      title: 'Will I get a photo of my dog after the groom?',
      content:
        "Yes, we send every owner a 'finished' photo by WhatsApp or text when the groom is done, so you can see the result before you arrive.",
    },
    {
      type: 'faq',
      title: 'Do you have a loyalty scheme?',
      content:
        "Every client gets a stamp card. Your 10th full groom or bath and tidy is half price. Stamps aren't given for nail clips or puppy visits, and one card covers all the dogs in your household.",
    },
    {
      type: 'faq',
      title: 'What happens if you find fleas on my dog?',
      content:
        "If we find live fleas we'll carry on with the groom using a flea shampoo and add a £15 surcharge, as we then have to deep-clean and treat the whole area before the next dog. Please keep your dog's flea treatment up to date and let us know if you suspect fleas before you come in.",
    },
    {
      type: 'faq',
      title: 'Do I need an appointment for a nail clip?',
      content:
        "Not on a Saturday – our walk-in nail clinic runs on Saturday mornings from 8am to 11am, no booking needed, and we'll usually see you within 15 minutes. At other times nail clips need to be booked in advance.",
    },
    {
      type: 'faq',
      title: "Do you clean dogs' teeth?",
      content:
        "We offer tooth brushing with a dog-safe enzymatic toothpaste as an add-on to any groom. We don't do scaling, polishing or 'anaesthetic-free dentals' – if your dog has tartar or bad breath, please see your vet.",
    },
    {
      type: 'faq',
      title: 'Do you express anal glands?',
      content:
        "We don't express anal glands as routine. We can express them externally if you specifically ask, but if your dog is scooting, licking or seems uncomfortable the glands may be impacted or infected and that needs to be seen by a vet.",
    },
    {
      type: 'faq',
      title: 'Are you insured?',
      content:
        "Yes. We are fully insured for public liability and for 'care, custody and control', which covers your dog while it is in our care in both the salon and the van. A copy of our insurance certificate is on the wall in reception and we're happy to email it to you.",
    },
    {
      type: 'faq',
      title: "Can I bring my dog's own shampoo?",
      content:
        "Of course. If your vet has prescribed a medicated shampoo, or your dog has sensitive skin and does best on a particular product, just hand it over at drop-off and we'll use it at no extra charge. Please tell us how long the vet wants it left on the coat.",
    },
    {
      type: 'faq',
      title: 'Is the salon wheelchair accessible?',
      content:
        "Yes, the salon is on the ground floor with a step-free entrance and a wide door. If it's easier, give us a call when you arrive and we'll come out to your car to collect and hand back your dog.",
    },
    {
      type: 'faq',
      title: 'Do you groom giant breeds?',
      content:
        'Yes. Our salon has a walk-in bath and an electric lift table, so Newfoundlands, Leonbergers, St Bernards and other big dogs are very welcome. Giant breeds are always booked as the first appointment of the day because they take most of the day to bath and dry properly.',
    },
    {
      type: 'faq',
      title: 'Can you copy a style from a photo?',
      content:
        "Yes, please bring or send us a photo of the look you'd like and we'll talk it through at drop-off. We'll be honest if your dog's coat type or condition means the style won't work, and suggest the closest option that will.",
    },
    {
      type: 'faq',
      title: 'Can I book online?',
      content:
        "Existing clients can book, move or cancel appointments online using the booking link in our Facebook and Instagram bio. New clients need to phone for the first appointment so we can take your dog's details and vaccination information.",
    },
    {
      type: 'faq',
      title: 'How should I prepare my dog for their appointment?',
      content:
        'Take your dog for a walk and a wee before you come, and avoid a big meal in the 2 hours beforehand as some dogs get travel or table sickness. Bring them on a lead, and a quick brush the day before always helps.',
    },
    {
      type: 'faq',
      title: 'Do you offer dog walking, daycare or boarding?',
      content:
        "No – we only do grooming. We don't offer dog walking, daycare or overnight boarding, and we can't keep dogs for longer than their grooming appointment.",
    },

    // ----------------------------------------------------------- DOCUMENTS
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `BRAMBLE & BATH DOG GROOMING
PRICE LIST 2026
Valid from 1 January 2026

Prices are per dog and depend on size, coat type and condition. The prices below are a guide for a dog in a well-kept coat that is groomed at least every 8 weeks. We will always confirm the price with you at drop-off.

SIZE GUIDE
Small – up to 10kg (e.g. Yorkshire Terrier, Shih Tzu, Bichon Frise, Miniature Schnauzer)
Medium – 10kg to 20kg (e.g. Cocker Spaniel, Cockapoo, Springer Spaniel, Standard Schnauzer)
Large – 20kg to 40kg (e.g. Labrador, Golden Retriever, Labradoodle, Standard Poodle, German Shepherd)
Giant – over 40kg (e.g. Newfoundland, Bernese Mountain Dog, St Bernard)

FULL GROOM
Small – £42
Medium – £52
Large – £65
Giant – from £85
Bath, conditioner, blow-dry, brush out, haircut to your chosen style, nails, ears and hygiene trim.

BATH AND TIDY
Small – £32
Medium – £40
Large – £50
Giant – from £65
Bath, blow-dry, brush out, tidy of face, feet and rear end, and nails. No full haircut.

DOUBLE-COATED DESHED
Husky, German Shepherd, Golden Retriever, Samoyed and similar: bath, high-velocity dry and full undercoat removal.
Medium – £48
Large – £60
Giant – from £78

PUPPY INTRODUCTION (UNDER 6 MONTHS)
First puppy visit (about 45 minutes) – £25
Follow-up puppy visit – £30

HAND STRIPPING
£45 per hour, charged in 15-minute blocks after the first hour
A Border Terrier in regular coat usually takes 1.5 to 2 hours.
Rolling coat maintenance (every 4 to 6 weeks) – from £35

NAIL CARE
Nail clip – £10
Nail clip and file – £14
Walk-in nail clinic on Saturday mornings – same prices

ADD-ONS
Tooth brushing with enzymatic paste – £5
Blueberry facial – £6
Paw balm and pad moisturise – £4
Dematting – £10 per 15 minutes
Medicated shampoo (our own stock) – £6
Quiet one-to-one session supplement – £10

MOBILE GROOMING VAN (THE BATH BUS)
Salon prices plus a £12 visit charge per address
Second dog at the same address: visit charge waived
Hand stripping and giant breeds are not available on the van.

LATE COLLECTION
£5 for every 15 minutes after a 30-minute grace period (see our Terms and Conditions).

CONCESSIONS
Senior dogs: 10% off full grooms and bath and tidies for dogs aged 10 years and over, on Tuesdays only.
Registered assistance dogs: 20% off all services, any day.

All prices include VAT. Prices may be adjusted for dogs that are heavily matted, very large for their breed, or who need extra time because of their behaviour. We will always phone you before doing any extra work that changes the price.`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions',
      fileName: 'terms-and-conditions-2026.pdf',
      content: `BRAMBLE & BATH DOG GROOMING
TERMS AND CONDITIONS OF SERVICE
Last updated: January 2026

By booking an appointment in our salon or on our mobile grooming van you agree to the terms below. Please read them carefully and ask a member of the team if anything is unclear.

1. BOOKINGS AND DEPOSITS
New clients are asked to pay a £15 deposit when booking their first appointment. The deposit is taken off the final bill.
Existing clients do not normally pay a deposit unless they have missed an appointment in the last 12 months.
Our diary is usually full four to six weeks ahead, so we recommend booking your next appointment when you collect your dog.

2. CANCELLATIONS AND MISSED APPOINTMENTS
We ask for at least 48 hours' notice to cancel or move an appointment.
Cancellations with less than 48 hours' notice will be charged 50% of the groom price.
No-shows will be charged the full price of the groom, and any future bookings will need a deposit.
If we have to cancel because of staff illness or a van breakdown, we will contact you as soon as possible and offer the next available slot. You will not be charged.
If the van cannot travel safely because of snow, ice or flooding, we will rearrange free of charge.

3. ARRIVAL AND COLLECTION
Please arrive at your booked time. If you arrive more than 15 minutes late we may need to shorten the service or rebook you.
We will text you when your dog is nearly ready. Please collect within 30 minutes of our message. After this a late collection fee of £5 per 15 minutes applies.
If a dog has not been collected by closing time we will try all the numbers on your record, including your emergency contact.

4. HEALTH AND DISCLOSURE
You must tell us about any health conditions, injuries, lumps, skin problems, heart conditions, epilepsy, recent surgery or medication before the groom starts. Please also read our Vaccination and Health Policy.
Lumps, warts and skin tags can be nicked by clippers or scissors despite every care being taken. Please point them out to us at drop-off.

5. MATTED COATS
Your dog's welfare always comes before appearance. If the coat is matted close to the skin we will not brush out the mats for long periods, as this is painful for the dog. Instead we will clip the coat short (a shave down) and will always discuss this with you first.
Matting can hide sores, hot spots, bruising or parasites that only become visible once the coat is removed. We cannot be held responsible for these. Dematting time is charged at the rate shown on our price list.

6. EMERGENCIES
If your dog becomes unwell or is injured in our care we will contact you straight away. If we cannot reach you, or the situation is urgent, we will take your dog to our nominated vet, Welland Valley Veterinary Centre on Leicester Road. You agree to pay any vet fees unless the injury was caused by our negligence.

7. PHOTOGRAPHS AND SOCIAL MEDIA
We love sharing photos of our clients on Instagram and Facebook. If you would prefer your dog not to appear on our social media, tell us when you book and we will note it on your record.

8. PAYMENT
Payment is due in full at collection, or at the end of the groom for van appointments. Any unpaid balance must be settled before another appointment can be booked.

9. IF YOU ARE NOT HAPPY
If you are not happy with your dog's groom, please tell us within 3 days. We will invite you back to put it right free of charge within 7 days of the original appointment. We cannot give refunds for style preferences once a haircut has been finished, as we cannot put the hair back on.

10. RIGHT TO REFUSE OR STOP A GROOM
We may refuse or stop a groom if we believe continuing is unsafe for your dog or our staff (see our Behaviour and Welfare Policy). A charge may apply for the time already spent.

11. YOUR DATA
We store your name, address, phone number, your dog's details and grooming notes securely in our booking system. We never share your details with anyone else for marketing. You can ask to see or delete your data at any time by emailing hello@brambleandbath.co.uk.`,
    },
    {
      type: 'document',
      title: 'Vaccination and Health Policy',
      fileName: 'vaccination-health-policy.pdf',
      content: `VACCINATION AND HEALTH POLICY
Bramble & Bath Dog Grooming, Market Harborough

Why we have this policy
Around 80 dogs pass through our salon and van every week. Many of our clients are young puppies, elderly dogs or dogs with health problems, so we ask every owner to follow the rules below to keep all of them safe.

Vaccinations we require
All dogs must be up to date with their core vaccinations:
- Distemper
- Canine parvovirus
- Infectious canine hepatitis
- Leptospirosis
We need to see your dog's vaccination card, or a letter from your vet, at the first appointment and again whenever boosters are due. A clear photo of the card sent by text or WhatsApp is fine.

Kennel cough
The kennel cough vaccine is strongly recommended but not compulsory. Any dog that is coughing, retching or has a runny nose must not come in, even if vaccinated. Please wait at least 14 days after the last cough before rebooking.

Puppies
Puppies can visit from 7 days after their second vaccination. Please bring the vaccination card to the first visit.

Titre testing
Instead of annual boosters we accept titre test results dated within the last three years, signed by a vet.

Dogs that cannot be vaccinated
Some dogs cannot be vaccinated for medical reasons. With a letter from your vet we can groom them on the van as the last appointment of the day, after which the van is fully disinfected. Unvaccinated dogs cannot be groomed in the salon.

Illness
Please do not bring your dog if they have had vomiting or diarrhoea in the last 48 hours, or if they seem lethargic or off their food. We will waive the late cancellation charge if your dog is unwell and you let us know before the appointment.

Skin conditions
Dogs with suspected ringworm, mange or open wounds cannot be groomed until your vet has confirmed they are no longer contagious or the wound has healed.

After surgery or injury
We wait until 2 weeks after stitches have been removed, or until your vet has given the all-clear in writing, before grooming.

Females in season
Bitches in season can be groomed, but they are booked at the end of the day in the salon so they do not meet male dogs. Please tell us when you book. We do not groom dogs in the last three weeks of pregnancy or while they are feeding puppies.

Heart conditions, epilepsy and diabetes
Tell us at booking and bring any emergency medication with you. For dogs over 12 with a heart condition we may ask for a short note from your vet confirming they are fit to be groomed.

Cleaning and hygiene
Tables, baths, crates and tools are disinfected between every dog with F10, a vet-grade disinfectant. Clipper blades are cleaned and sterilised after each use. Towels are washed at 60°C, and the van is deep-cleaned every Friday.

This policy is reviewed every year with advice from our local vets.`,
    },
    {
      type: 'document',
      title: 'Puppy Introduction Guide',
      fileName: 'puppy-introduction-guide.pdf',
      content: `YOUR PUPPY'S FIRST GROOM
A guide for new owners from Bramble & Bath

Congratulations on your new puppy! A good first experience at the groomer's sets your dog up for a lifetime of relaxed grooming, so we take puppy introductions slowly and gently.

When should my puppy first come in?
The ideal age is 12 to 16 weeks, as soon as your puppy is fully vaccinated. Please don't wait until the adult coat has grown. Puppies who start early accept grooming far more easily than dogs who meet the clippers for the first time at a year old. We recommend the first visit happens before 6 months.

What happens at a puppy introduction?
A puppy introduction lasts about 45 minutes and is all about positive experiences, not a full haircut.
- Meet and greet with lots of small treats
- A gentle bath with tearless puppy shampoo
- Towel dry and a blow-dry on the lowest setting
- A brush and comb through
- Nail trim (or just handling the paws if your puppy is unsure)
- A little tidy of the face, feet and bottom with round-ended scissors
- Hearing and feeling the clippers, with the blade switched off at first
We go at your puppy's pace. If they get overwhelmed we stop, have a cuddle and a break, and only carry on when they are happy.

Can I stay?
You are welcome to stay for the first 10 minutes while your puppy settles in. After that we find puppies relax and focus much better once their owner has left the room.

Practice at home
A few minutes a day makes a huge difference:
- Handle your puppy's paws every day and gently touch between the toes
- Look inside the ears and lift the lips to see the teeth
- Brush for two minutes a day with a soft slicker brush
- Let your puppy hear your own hairdryer from across the room
- Stand your puppy on a non-slip mat on a table for a few seconds at a time
- Reward calm behaviour with tiny treats

How often after the first visit?
Every 4 to 6 weeks until your puppy is 12 months old, even if it's just a short bath and tidy. Regular visits keep the salon familiar.

Doodles and poodle crosses
Between 8 and 12 months, doodle puppies go through coat change. The soft puppy coat is replaced with the adult coat and the two tangle together, so matting can happen within days. During coat change brush every day with a slicker brush and check right down to the skin with a metal comb. Many doodles need clipping shorter at this stage, and that is completely normal.

What to bring
- Lead and collar or harness
- Vaccination card
- A favourite toy (optional)
We supply puppy-safe treats, including chicken-free ones for puppies with allergies.

Puppy introductions are available for puppies under 6 months. See our current price list for prices.`,
    },
    {
      type: 'document',
      title: 'Hand Stripping Explained',
      fileName: 'hand-stripping-explained.docx',
      content: `HAND STRIPPING EXPLAINED
A guide by Tom Okafor, senior groomer and hand stripping specialist at Bramble & Bath

What is hand stripping?
Wire-coated breeds have a harsh outer coat that grows, dies and then loosens in the follicle. Hand stripping means removing that dead hair by hand, using finger and thumb or a stripping knife, so that a fresh new coat can grow through. It is how these breeds have always been kept, and how their coat is meant to be looked after.

Which breeds need it?
- Border Terrier
- Schnauzer (miniature, standard and giant)
- West Highland White Terrier
- Cairn Terrier
- Wire Fox Terrier
- Airedale Terrier
- Wire-haired Dachshund
- Irish Terrier
- Jack Russell Terriers with a broken or rough coat
Wire-coated cross breeds can often be stripped too. We'll assess them first.

Why not just clip?
Clipping cuts the hair instead of removing it. The dead hair stays in the follicle, so the coat slowly becomes soft and fluffy and loses its colour. A red Border Terrier, for example, can end up pale and patchy. A clipped wire coat also loses its weatherproofing, so your dog gets wet and cold more easily.
If your dog has been clipped for years it is usually possible to bring the coat back, but it takes time – normally two or three strips over about six months.

Does it hurt?
When the coat is ready (we call it "blown"), the dead hair comes away easily and most dogs find it relaxing. We only strip coat that is ready to come out, and we use a little chalk powder for grip. Sensitive areas such as the belly, private parts and inside the ears are finished with scissors or clippers instead. If a dog shows any discomfort we stop.

How often?
There are two ways to keep a stripped coat:
- A full strip every 10 to 12 weeks. Your dog goes from shaggy to very neat and then grows back.
- Rolling coat, where we strip little and often every 4 to 6 weeks. This keeps your dog looking tidy all year round and is what show dogs have.

How long does it take?
A Border Terrier takes 1.5 to 2 hours and a Miniature Schnauzer around 2 hours. An Airedale can take 4 hours, so we usually split it into two shorter sessions for the dog's comfort. Hand stripping is charged by the hour – see our current price list.

Who does it?
Hand stripping is done by Tom in the salon on Wednesdays, Fridays and Saturdays. It isn't available on the mobile van, as stripping sessions need regular breaks and a quiet space.

First time? Book a coat assessment
If your dog has never been stripped, or has been clipped before, book a free 15-minute coat assessment with Tom first. He'll check whether the coat is ready, how much can be done and roughly how long it will take.

Looking after a stripped coat at home
Brush twice a week with a pin brush and a comb. Avoid too many baths, as shampoo softens the coat – a rinse with plain water after a muddy walk is best. Don't use conditioner on a wire coat.`,
    },
    {
      type: 'document',
      title: 'Behaviour and Welfare Policy',
      fileName: 'behaviour-welfare-policy.pdf',
      content: `BEHAVIOUR AND WELFARE POLICY
Bramble & Bath Dog Grooming

Our promise
We groom with patience and kindness. Your dog's welfare always comes first, ahead of finishing a haircut on time. This policy explains how we handle dogs in our care and what we ask of owners.

Please be honest with us
Before the first groom, tell us if your dog has ever bitten, snapped or growled at a groomer, a vet or anyone in the family, or if there are parts of their body they don't like being touched. This is not to judge your dog – it lets us plan the groom and keep everyone safe. If we are not told, we may have to stop the groom.

Muzzles
Some dogs are calmer and safer in a soft basket muzzle for parts of the groom, such as nails or face. We use basket-style muzzles so dogs can pant, drink and take treats. If your dog already wears a muzzle they are used to, please bring it. Muzzle use is always noted on your dog's record and talked through with you.

Handling and restraint
We use a grooming loop and a padded belly support so dogs can't jump or fall. Dogs are never left alone on a grooming table, not even for a second. We never hold a dog down by force.

Sedation and calming medication
We do not groom sedated dogs, as sedatives affect balance and breathing. If your dog can only be groomed under sedation, this must be done at a vet practice. We don't give any calming products ourselves. If your vet has prescribed medication to be given before grooming, tell us the name, the dose and the time it was given.

Signs of stress we watch for
Lip licking, yawning, whale eye (showing the whites of the eyes), trembling, a tucked tail, heavy panting and trying to escape. When we see these we slow down, give a break or change what we are doing.

When we stop a groom
If a dog becomes too distressed, or there is a real risk of injury, we will stop, call you and arrange to finish on another day or over several shorter sessions. You will only be charged for the part of the groom that was completed.

Dogs who bite
A dog that bites during a groom will be muzzled for the rest of the session. If a dog bites repeatedly we may ask you to work with a qualified behaviourist before we groom them again.

Dogs who are reactive to other dogs
The salon can be busy, so dogs who are reactive to other dogs are booked at quiet times or offered appointments on the van instead.

Waiting areas
Between stages of the groom, dogs rest in individual crates with soft vet bedding and fresh water. Dogs are checked at least every 10 minutes and are never crated for more than 2 hours in total.

Drying
We never use heated cage dryers. Every dog is dried by hand with hand-held and high-velocity dryers, always with a groomer present. Flat-faced breeds such as Pugs and French Bulldogs are dried on a cool setting with extra breaks.`,
    },

    // ------------------------------------------------------------- WEBSITE
    {
      type: 'website',
      title: 'About Us | Bramble & Bath Dog Grooming',
      url: 'https://www.brambleandbath.co.uk/about',
      content: `# About Bramble & Bath

Bramble & Bath is an independent dog grooming salon in Market Harborough, Leicestershire. Hannah Pryce started the business in 2016 in a converted garage in Great Bowden, grooming a handful of local dogs a week. Word spread quickly, and in 2019 we moved into our purpose-built salon on Welland Mews. In 2021 we added The Bath Bus, our mobile grooming van, so we could reach dogs who find the salon or the car journey too much.

In 2024 we were proud to win the Harborough Mail Readers' Award for Best Pet Business. Thank you to everyone who voted!

## Meet the team

**Hannah Pryce – Owner and Head Groomer**
Hannah holds the City & Guilds Level 3 Diploma in Dog Grooming and has been grooming for over 12 years. She loves poodles and doodles, and has two Standard Poodles of her own, Juniper and Moss, who sometimes make an appearance in reception.

**Tom Okafor – Senior Groomer**
Tom spent eight years grooming show terriers before joining us in 2020 and is our hand stripping specialist. If you own a Border Terrier, Schnauzer or Westie, Tom is your man. He shares his home with Pip, a very opinionated Border Terrier.

**Megan Lister – Mobile Groomer**
Megan runs The Bath Bus. She is also City & Guilds Level 3 qualified and is studying for a certificate in canine behaviour, which makes her brilliant with nervous and older dogs.

**Ruby Chen – Trainee Groomer**
Ruby joined as a bather in 2024 and is working towards her Level 2 qualification. She is also the baker behind our famous peanut butter biscuits.

## How we work

We keep the salon small on purpose. We never book more than two dogs per groomer at a time, so there is always someone with your dog and nobody is rushed. We'd rather take an extra half hour than push a worried dog through a groom.

We believe a good groom is about more than a haircut. While your dog is on the table we check their skin, ears, eyes, teeth, nails and paws, and we'll let you know if we spot anything you might want your vet to look at.

## Training and standards

Every member of the team holds a canine first aid certificate, renewed every year. We are members of the Pet Industry Federation and follow its code of practice for grooming businesses. Hannah and Tom attend at least one grooming seminar or competition each year to keep their skills up to date.`,
    },
    {
      type: 'website',
      title: 'Grooming Services | Bramble & Bath',
      url: 'https://www.brambleandbath.co.uk/services',
      content: `# Our Grooming Services

Every dog is different, so every groom starts with a quick chat at drop-off about your dog's coat, skin, health and the look you'd like. Prices depend on size and coat – see our 2026 price list for details.

## Full Groom

Our most popular service, ideal for dogs whose hair keeps growing, like poodles, doodles, Shih Tzus, Bichons and spaniels. A full groom includes:

- Pre-bath brush out
- Two washes with a shampoo chosen for your dog's skin and coat
- Conditioner
- Hand blow-dry
- Haircut to your chosen style, by scissors and clippers
- Nails clipped
- Ears checked and cleaned
- Hygiene trim and paw pad trim
- Finished with a spritz of cologne and a bandana or bow

## Bath and Tidy

A bath and tidy is a freshen-up between full grooms, or for dogs with shorter coats who don't need a haircut. It includes a bath, blow-dry and brush out, nails, and a neaten of the face, feet and bottom. The body length stays the same.

## Deshedding for Double Coats

Huskies, German Shepherds, Golden Retrievers, Samoyeds and other double-coated dogs shed a thick undercoat. Our deshed treatment uses a special shampoo and conditioner followed by a high-velocity dryer to blow out the loose undercoat, then a thorough brush out. You will be amazed how much comes out!

Please note that we never shave double-coated breeds unless your vet advises it for a medical reason. The undercoat protects them from both heat and cold, and shaved double coats often grow back patchy.

## Puppy Introductions

Gentle, short sessions for puppies under 6 months to get them used to the bath, dryer, table and clippers. Read our Puppy Introduction Guide for what to expect.

## Hand Stripping

For wire-coated breeds such as Border Terriers, Schnauzers and Westies. Hand stripping is done in the salon by Tom, our hand stripping specialist.

## Nail Clipping

Nail clips can be booked on their own at any time we are open, or added to any groom.

## Add-ons

- **Tooth brushing** with a dog-safe enzymatic toothpaste
- **Blueberry facial** – a gentle blueberry and vanilla face wash that helps lift tear stains and smells gorgeous
- **Paw balm** to soothe and protect dry or cracked pads
- **Medicated shampoo** for dogs with skin problems

## Which service is right for my dog?

If your dog's hair keeps growing and needs cutting, book a full groom. If your dog has a short or double coat, or you're just between haircuts, a bath and tidy or deshed will be perfect. Not sure? Give us a ring and we'll help you choose.`,
    },
    {
      type: 'website',
      title: 'The Bath Bus – Mobile Dog Grooming | Bramble & Bath',
      url: 'https://www.brambleandbath.co.uk/mobile-grooming',
      content: `# The Bath Bus: Mobile Dog Grooming

The Bath Bus is our fully equipped mobile grooming van. It brings the salon to your door, so your dog can be groomed a few steps from home without a car journey or a busy waiting area.

## How it works

Megan parks outside your home, collects your dog from your front door and grooms them on the van. When the groom is finished she brings them straight back to you. Your dog is the only dog on the van, so it's calm and quiet.

The van is completely self-contained. It has a 100-litre fresh water tank with hot water on demand and runs on its own quiet generator, so we don't need to use your water or electricity.

All we need is a space about 7 metres long on level ground, ideally your driveway or right outside your house. If parking is tricky on your road, let us know when you book and we'll work something out.

## Where we go

We cover homes within 10 miles of Market Harborough, including:

- Great Bowden, Lubenham and Foxton
- Kibworth Harcourt and Kibworth Beauchamp
- Husbands Bosworth and Theddingworth
- Lutterworth
- Desborough and Rothwell
- Medbourne, Great Easton and the Welland Valley villages

We can travel up to 15 miles by arrangement, at £1 per extra mile.

## Van days

The Bath Bus is out on Mondays, Wednesdays and Thursdays, between 9am and 4pm. Megan grooms three or four dogs a day, so the van diary usually books up about six weeks ahead.

## Who is the van best for?

- Nervous dogs who find a busy salon stressful
- Elderly dogs, or dogs with arthritis who struggle in the car
- Dogs who get travel sick
- Owners without a car, or who work from home
- Households with more than one dog

## What isn't available on the van

Hand stripping and giant breeds can only be done in the salon. Everything else – full grooms, bath and tidies, deshedding, nail clips and puppy introductions – can be done on the van.

## Booking the van

Van appointments are booked by phone only, as we need to check your address, parking and route. Call the salon, or send a text or WhatsApp message to the van mobile and Megan will call you back at the end of her day. Prices are the same as the salon plus a visit charge – see our price list.`,
    },
    {
      type: 'website',
      title: 'Nervous and Senior Dogs | Bramble & Bath',
      url: 'https://www.brambleandbath.co.uk/nervous-and-senior-dogs',
      content: `# Grooming for Nervous and Senior Dogs

Not every dog finds grooming easy. Rescue dogs, dogs who have had a bad experience in the past, and older dogs with aches and pains all need a slower, gentler approach. We love working with these dogs, and we'll never rush them.

## Quiet sessions

Our quiet sessions are one-to-one appointments when the salon is closed to all other dogs. They run on Tuesday and Friday at 8.30am, before the salon gets busy. The door is locked, the radio is off and the same groomer stays with your dog from start to finish. A small supplement applies – see our price list.

For many nervous dogs, The Bath Bus is an even better option, because there are no other dogs and no car journey.

## Happy visits

If your dog is worried about coming in, book some happy visits before the first groom. A happy visit is a free 10-minute trip to the salon: your dog comes in, meets the groomer, has some treats, maybe hops on the table or hears the dryer, and goes home again. Nothing else happens. You can book up to three happy visits before your dog's first groom.

## Senior dogs

Older dogs get tired quickly and many have stiff joints. For our seniors we:

- Use a memory foam mat on the table so they can sit or lie down during the groom
- Lower the table and lift them on and off, so they never jump
- Take regular breaks for a drink and a stretch
- Use a gentler dryer setting and warm, not hot, water
- Keep the groom as short as possible – we aim to have seniors back with you within 90 minutes

If a full groom is too much for one day, we can split it over two shorter visits in the same week.

## Dogs with extra needs

We regularly groom dogs who are deaf, blind or both, and dogs with canine dementia. For deaf dogs we use touch signals, always making contact on the shoulder before we start. For blind dogs we talk to them constantly and keep them in a familiar spot. Dogs with dementia can become confused away from home, so we keep their visits short and, where possible, book them on the van.

## When to tell us

Please let us know at booking if your dog is nervous, elderly or has any medical condition, so we can set aside the right time and the right groomer. The more we know, the better the groom.

## Being honest about what's kind

Sometimes a full groom is no longer kind for a very old or poorly dog. In that case we'll suggest a shorter, comfort-only tidy – bottom, eyes, feet and nails – so your dog stays clean and comfortable without being on the table for long.`,
    },
    {
      type: 'website',
      title: 'Salon Shop | Bramble & Bath',
      url: 'https://www.brambleandbath.co.uk/shop',
      content: `# The Salon Shop

Our little shop in reception stocks the products we use and trust in the salon, plus a few treats your dog will love. Ask any of the team for advice on what's best for your dog's coat.

## Shampoos and conditioners

- **Bramble & Bath Oatmeal and Aloe Shampoo**, 250ml – £9.50. Our own blend, made for us by a small soap maker in Rutland. Great for dry or itchy skin.
- **Hownd Keep Calm Shampoo**, 250ml – £11.00. Vegan, with lavender and chamomile.
- **Animology Fox Poo Shampoo**, 250ml – £8.00. For those dogs who love to roll.
- **Coat detangling spray**, 250ml – £8.50. Use before brushing to help prevent knots.
- **Waterless foam shampoo**, 200ml – £7.00. Ideal for muddy paws and quick clean-ups between grooms.

## Brushes and combs

- Slicker brush (small or large) – £12.00
- Metal greyhound-style comb – £9.00
- Rubber curry mitt for short coats – £6.00

Not sure which brush your dog needs? Ask us at collection and we'll show you how to use it.

## Treats

- **Ruby's Peanut Butter Biscuits** – £3 a bag. Baked by our trainee groomer Ruby with peanut butter, oats and egg – no xylitol, no added sugar.
- **Venison sticks** – £3.50 for a pack of five
- **Fish skin cubes**, 100g – £4.00
- **Hypoallergenic training bites** – £3.50

## Accessories

- Bandanas in seasonal prints – £6.00
- Paw balm, 50g tin – £7.50
- Dog towel (microfibre) – £14.00

## How to buy

The shop is open during salon opening hours and you can pay with cash or card when you collect your dog. We don't have an online shop and can't post products out.

Clients of The Bath Bus can text us to add products to their van visit, and Megan will bring them along and add them to your bill.

Want to make sure something is in stock? Send us a message and we'll put it aside for you for up to a week.

## Returns

Unopened products can be returned within 14 days with your receipt for a refund or exchange. For hygiene reasons we can't take back opened shampoos or treats, unless they are faulty.`,
    },
    {
      type: 'website',
      title: 'Contact Us & Opening Hours | Bramble & Bath',
      url: 'https://www.brambleandbath.co.uk/contact',
      content: `# Contact Us

We'd love to hear from you. Whether you want to book, ask about your dog's coat or just check a time, here's how to reach us.

## Salon address

Bramble & Bath Dog Grooming
Unit 4, Welland Mews
Northampton Road
Market Harborough
Leicestershire LE16 9HE

## Opening hours

- Monday: closed (van out)
- Tuesday: 8.30am – 5pm
- Wednesday: 8.30am – 5pm
- Thursday: 8.30am – 6.30pm (late night)
- Friday: 8.30am – 5pm
- Saturday: 8am – 2pm
- Sunday: closed

We are closed on bank holidays. The last appointment of the day is booked two and a half hours before closing.

## Phone, text and email

- Salon: 01858 462190
- Van mobile (text and WhatsApp): 07700 914552
- Email: hello@brambleandbath.co.uk

We can't answer the phone while we have a dog on the table, so if we don't pick up please leave a voicemail. We return calls between 12.30pm and 1.30pm and again after 5pm. Emails are answered within one working day.

## Finding us

From the town centre, head south on Northampton Road (A508) and turn left just after the Esso garage. Welland Mews is the cobbled courtyard at the end – we're the green door at the back on the right. We're a 10-minute walk from Market Harborough railway station.

## Christmas and busy times

December is our busiest month. Christmas appointments are released on 1 October and are usually gone within a fortnight, so get in early. The last grooms before Christmas are on 23 December, and we reopen after New Year on 2 January.

## Follow us

You'll find daily before-and-after photos on Instagram and Facebook at @brambleandbath. We also post any last-minute cancellation slots there first, so it's worth following if you're waiting for an appointment.`,
    },
  ],

  questions: [
    // ---------------------------------------------------------------- FAQ targets
    {
      text: 'can i wait with my dog while shes being done, she gets really anxious without me',
      expect: "Can I stay with my dog while they're groomed?",
    },
    {
      text: 'do owners get to watch the groom',
      expect: "Can I stay with my dog while they're groomed?",
    },
    {
      text: 'how many hours will my cockapoo be there for a full cut?',
      expect: 'How long does a full groom take?',
    },
    {
      text: 'roughly how long is he with you for, need to plan my day',
      expect: 'How long does a full groom take?',
    },
    { text: 'do u do cats too? my persian is a nightmare at home', expect: 'Do you groom cats?' },
    { text: 'parking?', expect: 'Where can I park?' },
    { text: 'is there anywhere to leave the car when i drop off', expect: 'Where can I park?' },
    {
      text: 'how frequently does a toy poodle need doing',
      expect: 'How often should my dog be groomed?',
    },
    {
      text: 'how many weeks should i leave between grooms for my lab',
      expect: 'How often should my dog be groomed?',
    },
    { text: 'can i pay by card', expect: 'What payment methods do you accept?' },
    { text: 'do you still take cheques', expect: 'What payment methods do you accept?' },
    {
      text: 'want to get a voucher for my sisters birthday, she has a shih tzu',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'do the gift certificates run out', expect: 'Do you sell gift vouchers?' },
    {
      text: 'will you send me a pic when hes finished',
      expect: 'Will I get a photo of my dog after the groom?',
    },
    {
      text: 'do you do a stamp card or any rewards for regulars',
      expect: 'Do you have a loyalty scheme?',
    },
    {
      text: 'i think my dog might have picked up fleas from the park, will you still groom her?',
      expect: 'What happens if you find fleas on my dog?',
    },
    {
      text: 'can i just turn up to get his claws cut',
      expect: 'Do I need an appointment for a nail clip?',
    },
    {
      text: 'do i need to book just for nails',
      expect: 'Do I need an appointment for a nail clip?',
    },
    {
      text: 'do you do scale and polish for dogs, his breath is awful',
      expect: "Do you clean dogs' teeth?",
    },
    {
      text: 'can you do his glands? hes been scooting on the carpet all week',
      expect: 'Do you express anal glands?',
    },
    {
      text: 'are you covered if something goes wrong while my dog is with you',
      expect: 'Are you insured?',
    },
    {
      text: 'vet gave us malaseb for her skin, can you use that instead of yours',
      expect: "Can I bring my dog's own shampoo?",
    },
    {
      text: 'I use a wheelchair, will I be able to get into the salon ok?',
      expect: 'Is the salon wheelchair accessible?',
    },
    { text: 'do you take newfies? shes about 60kg', expect: 'Do you groom giant breeds?' },
    {
      text: 'i saw a teddy bear cut on instagram, if i show you the picture can you do the same',
      expect: 'Can you copy a style from a photo?',
    },
    { text: 'is there an online booking system', expect: 'Can I book online?' },
    {
      text: 'can i book through the website as a new customer or do i have to ring',
      expect: 'Can I book online?',
    },
    {
      text: 'anything i should do before bringing him in? should i feed him breakfast',
      expect: 'How should I prepare my dog for their appointment?',
    },
    { text: 'do you do doggy daycare', expect: 'Do you offer dog walking, daycare or boarding?' },
    {
      text: 'can you board my dog for a week in august while were on holiday',
      expect: 'Do you offer dog walking, daycare or boarding?',
    },
    {
      text: 'what happens to the pups while im gone, do i have to hang around',
      expect: "Can I stay with my dog while they're groomed?",
    },
    { text: 'is it dogs only', expect: 'Do you groom cats?' },
    { text: 'apple pay ok?', expect: 'What payment methods do you accept?' },

    // ---------------------------------------------------------------- Price list
    {
      text: 'how much for a full groom on a small dog like a yorkie',
      expect: 'Price List 2026',
      fact: '£42',
    },
    { text: 'price of a bath and tidy for a labrador?', expect: 'Price List 2026', fact: '£50' },
    {
      text: 'what do you charge for hand stripping',
      expect: 'Price List 2026',
      fact: '£45 per hour',
    },
    {
      text: 'is it more expensive if the van comes to my house',
      expect: 'Price List 2026',
      fact: '£12 visit charge',
    },
    { text: 'any discount for old dogs? my boy is 12', expect: 'Price List 2026', fact: '10% off' },
    {
      text: 'how much do you charge to get knots out',
      expect: 'Price List 2026',
      fact: '£10 per 15 minutes',
    },

    // ---------------------------------------------------------------- T&Cs
    { text: 'whats your cancellation policy', expect: 'Terms and Conditions', fact: '48 hours' },
    {
      text: 'if i cancel the day before do i still have to pay',
      expect: 'Terms and Conditions',
      fact: '50%',
    },
    {
      text: 'do new customers have to pay anything up front',
      expect: 'Terms and Conditions',
      fact: '£15 deposit',
    },
    {
      text: 'what happens if im late picking her up from work',
      expect: 'Terms and Conditions',
      fact: '£5 per 15 minutes',
    },
    {
      text: 'my dogs coat is really knotted up, are you going to shave him off?',
      expect: 'Terms and Conditions',
    },
    {
      text: 'not happy with the cut, one ear is shorter than the other, can you fix it',
      expect: 'Terms and Conditions',
      fact: 'within 7 days',
    },
    { text: 'i dont want my dog on your facebook page', expect: 'Terms and Conditions' },

    // ---------------------------------------------------------------- Vaccination & health
    {
      text: 'does my dog need to be vaccinated to come in',
      expect: 'Vaccination and Health Policy',
    },
    {
      text: 'pup had his 2nd jab last tuesday, how soon can he come for a groom',
      expect: 'Vaccination and Health Policy',
      fact: '7 days after their second vaccination',
    },
    { text: 'is the kennel cough vaccine a must', expect: 'Vaccination and Health Policy' },
    {
      text: 'we titre test instead of doing yearly boosters, is that acceptable?',
      expect: 'Vaccination and Health Policy',
      fact: 'three years',
    },
    {
      text: 'my girl has just come into season, can i still bring her next week',
      expect: 'Vaccination and Health Policy',
    },
    {
      text: 'she had an operation and the stitches came out yesterday when can she be groomed',
      expect: 'Vaccination and Health Policy',
      fact: '2 weeks after stitches',
    },

    // ---------------------------------------------------------------- Puppy guide
    {
      text: 'whats the best age for a puppys first groom',
      expect: 'Puppy Introduction Guide',
      fact: '12 to 16 weeks',
    },
    {
      text: 'what actually happens at the puppy intro session',
      expect: 'Puppy Introduction Guide',
    },
    {
      text: 'how can i get my puppy used to being handled and brushed at home',
      expect: 'Puppy Introduction Guide',
    },
    {
      text: 'my cavapoo is 9 months and is suddenly matting like mad, why is that',
      expect: 'Puppy Introduction Guide',
    },
    {
      text: 'can i stay with my puppy on her first visit',
      expect: 'Puppy Introduction Guide',
      fact: 'first 10 minutes',
    },

    // ---------------------------------------------------------------- Hand stripping
    { text: 'what is hand stripping exactly', expect: 'Hand Stripping Explained' },
    {
      text: 'why shouldnt i just clip my border terrier, its cheaper',
      expect: 'Hand Stripping Explained',
      fact: 'soft and fluffy',
    },
    { text: 'does plucking the coat hurt them', expect: 'Hand Stripping Explained' },
    {
      text: 'how often does a schnauzer need stripping',
      expect: 'Hand Stripping Explained',
      fact: '10 to 12 weeks',
    },
    {
      text: 'our westie has been clipped for years, can she go back to a proper wiry coat',
      expect: 'Hand Stripping Explained',
    },
    {
      text: 'do you do a free check of the coat before stripping',
      expect: 'Hand Stripping Explained',
      fact: 'coat assessment',
    },

    // ---------------------------------------------------------------- Behaviour & welfare
    { text: 'will you put a muzzle on my dog', expect: 'Behaviour and Welfare Policy' },
    {
      text: 'could he be sedated for the groom? hes impossible with his feet',
      expect: 'Behaviour and Welfare Policy',
      fact: 'do not groom sedated dogs',
    },
    { text: 'do you use those heated drying cages', expect: 'Behaviour and Welfare Policy' },
    {
      text: 'what if my dog gets too stressed halfway through, do i still pay the whole lot',
      expect: 'Behaviour and Welfare Policy',
    },
    {
      text: 'my dog has snapped at the vet before, do i need to mention it',
      expect: 'Behaviour and Welfare Policy',
    },

    // ---------------------------------------------------------------- About
    {
      text: 'who owns the salon',
      expect: 'About Us | Bramble & Bath Dog Grooming',
      fact: 'Hannah Pryce',
    },
    {
      text: 'are your groomers actually qualified',
      expect: 'About Us | Bramble & Bath Dog Grooming',
    },
    {
      text: 'how long have you been going',
      expect: 'About Us | Bramble & Bath Dog Grooming',
      fact: '2016',
    },
    {
      text: 'does your staff know dog first aid',
      expect: 'About Us | Bramble & Bath Dog Grooming',
    },

    // ---------------------------------------------------------------- Services
    { text: 'whats included in a full groom', expect: 'Grooming Services | Bramble & Bath' },
    {
      text: 'difference between a bath and tidy and a full groom?',
      expect: 'Grooming Services | Bramble & Bath',
    },
    {
      text: 'can you shave my husky for the summer, he gets so hot',
      expect: 'Grooming Services | Bramble & Bath',
      fact: 'never shave double-coated',
    },
    { text: 'what is the blueberry facial thing', expect: 'Grooming Services | Bramble & Bath' },
    {
      text: 'does she come home with a bow or anything',
      expect: 'Grooming Services | Bramble & Bath',
    },

    // ---------------------------------------------------------------- Mobile van
    {
      text: 'do you come out to lutterworth',
      expect: 'The Bath Bus – Mobile Dog Grooming | Bramble & Bath',
      fact: 'Lutterworth',
    },
    {
      text: 'will the van need to plug into my house or use my outside tap',
      expect: 'The Bath Bus – Mobile Dog Grooming | Bramble & Bath',
    },
    {
      text: 'what days does the mobile groomer go out',
      expect: 'The Bath Bus – Mobile Dog Grooming | Bramble & Bath',
      fact: 'Mondays, Wednesdays and Thursdays',
    },
    {
      text: 'how much room do i need for the van, we only have a small drive',
      expect: 'The Bath Bus – Mobile Dog Grooming | Bramble & Bath',
      fact: '7 metres',
    },
    {
      text: 'we live about 14 miles out, could you still come to us',
      expect: 'The Bath Bus – Mobile Dog Grooming | Bramble & Bath',
      fact: '£1 per extra mile',
    },

    // ---------------------------------------------------------------- Nervous & senior
    {
      text: 'my rescue is terrified of other dogs, do you have any quiet appointments',
      expect: 'Nervous and Senior Dogs | Bramble & Bath',
      fact: 'Tuesday and Friday',
    },
    {
      text: 'can we do a couple of practice visits before her first proper groom',
      expect: 'Nervous and Senior Dogs | Bramble & Bath',
      fact: 'happy visits',
    },
    {
      text: 'my 15 yr old has bad arthritis and cant stand up for long, how would you manage that',
      expect: 'Nervous and Senior Dogs | Bramble & Bath',
      fact: 'memory foam mat',
    },
    { text: 'is it ok to bring a deaf dog', expect: 'Nervous and Senior Dogs | Bramble & Bath' },
    {
      text: 'how long would you have my old boy for, he gets tired easily',
      expect: 'Nervous and Senior Dogs | Bramble & Bath',
      fact: '90 minutes',
    },

    // ---------------------------------------------------------------- Shop
    {
      text: 'do you sell a shampoo for itchy skin',
      expect: 'Salon Shop | Bramble & Bath',
      fact: 'Oatmeal and Aloe',
    },
    {
      text: 'how much are the peanut butter biscuits',
      expect: 'Salon Shop | Bramble & Bath',
      fact: '£3 a bag',
    },
    {
      text: 'can i order your shampoo online and get it delivered',
      expect: 'Salon Shop | Bramble & Bath',
    },
    {
      text: 'bought a shampoo last week, not opened it, can i bring it back',
      expect: 'Salon Shop | Bramble & Bath',
      fact: 'within 14 days',
    },

    // ---------------------------------------------------------------- Contact
    {
      text: 'what time do you shut on a saturday',
      expect: 'Contact Us & Opening Hours | Bramble & Bath',
      fact: '2pm',
    },
    {
      text: 'any late evenings? i work till 5',
      expect: 'Contact Us & Opening Hours | Bramble & Bath',
      fact: '6.30pm',
    },
    {
      text: 'whats the address for the satnav',
      expect: 'Contact Us & Opening Hours | Bramble & Bath',
      fact: 'LE16 9HE',
    },
    {
      text: 'ive rung 3 times and no one picks up!! when do you call back',
      expect: 'Contact Us & Opening Hours | Bramble & Bath',
      fact: '12.30pm',
    },
    {
      text: 'when can i book for christmas',
      expect: 'Contact Us & Opening Hours | Bramble & Bath',
      fact: '1 October',
    },
  ],

  requests: [
    {
      text: 'Can I book Bella (cockapoo) in for a full groom sometime the week of 9th March? Tuesdays are best for me',
      expect: 'Appointments',
    },
    {
      text: 'please reserve a van slot for my two westies in kibworth, any thursday in april',
      expect: 'Appointments',
    },
    {
      text: 'id like to get my puppy booked in for his first intro, hes 14 weeks and had both jabs',
      expect: 'Appointments',
    },
    {
      text: 'Could you fit Monty in for a hand strip with Tom next Saturday morning?',
      expect: 'Appointments',
    },
    {
      text: "really disappointed, picked up my dog today and her ears have been cut far too short and there's a nick on her back leg",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'waited 40 mins past my slot for the van and nobody called or texted, not good enough tbh',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a massive thank you to Megan, Biscuit came home looking gorgeous and so relaxed!!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Can someone give me a ring back about grooming my 3 dogs? Sarah, 07700 900123',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of your price list to jo.harris@example.com',
      expect: 'General Inquiry',
    },
    {
      text: "could you send me a quote for a very matted old english sheepdog, my number's 07700 900456",
      expect: 'General Inquiry',
    },
    { text: 'can i speak to a real person please', expect: 'handoff' },
    { text: 'put me through to Hannah', expect: 'handoff' },
    { text: 'is there a human i can chat to instead of this bot', expect: 'handoff' },
  ],

  offTopic: [
    'which flea and worming tablets are best to give my dog',
    'what should i feed my labrador to help him lose weight',
    'can you recommend a good dog trainer for recall',
    'how much does pets at home charge for a groom',
    'is the market harborough dog show on this year',
    'whats the best breed of dog for a family with young kids',
    'how do i get my dog microchipped',
    'is chocolate poisonous to dogs',
    "what's the weather going to be like in leicester tomorrow",
    'write me a short poem about my spaniel',
    'have you got a good recipe for banana bread',
    'what is the capital of australia',
    'who won the premier league last season',
    'how do you say good morning in french',
  ],
};
