import type { Business } from '../types.js';

export const tattoo: Business = {
  slug: 'tattoo',
  name: 'Kestrel Ink Tattoo & Piercing',
  field: 'Tattoo and piercing studio',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Do you do walk-in tattoos?',
      content:
        "Not usually - our tattoo artists are booked in advance, so we can't promise a same-day tattoo. If someone cancels we post the free slot on our Instagram stories, and every few months we hold a flash day where designs are tattooed first come, first served with no booking needed. Flash days are announced on Instagram about two weeks beforehand.",
    },
    {
      type: 'faq',
      title: 'Can I bring someone with me to my appointment?',
      content:
        "Yes, one friend or family member is welcome to sit with you, but space around the chairs is tight so we can't fit more than one. Children aren't allowed in the tattoo area unless they're the ones being pierced, so please arrange childcare before you come.",
    },
    {
      type: 'faq',
      title: 'Can you tattoo over scars or stretch marks?',
      content:
        "In most cases, yes. Scars and stretch marks need to be fully settled - silvery or white rather than pink or purple, which usually means at least 12 months old. We're very happy to tattoo over self-harm scars without any judgement; mention it in your enquiry and we can arrange a private room and a consultation first if you'd prefer.",
    },
    {
      type: 'faq',
      title: 'Can I get a tattoo or piercing while pregnant or breastfeeding?',
      content:
        "No. We don't tattoo or pierce anyone who is pregnant or breastfeeding, as your immune system is working differently and healing is less predictable. Once you've finished breastfeeding we'd love to see you, and we'll happily move an existing booking for you.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        'Yes! Gift vouchers are available in any amount from £25, either at the desk or over the phone, and we can post them out in a card. They can be spent on tattoos, piercings, jewellery or aftercare products and are valid for 12 months from the date of purchase.',
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        "We take cash and all major debit and credit cards including American Express, plus Apple Pay and Google Pay. We don't accept cheques, and we don't offer finance or buy-now-pay-later schemes like Klarna. Large projects are paid session by session, so you never pay for the whole piece up front.",
    },
    {
      type: 'faq',
      title: 'Can I use numbing cream?',
      content:
        "You can use a lidocaine-based numbing cream such as EMLA or Numbify, but you must tell us when you book, because it can change how some skin takes ink and your artist may prefer not to work over it. Apply it yourself before you arrive, following the instructions on the packet - we don't supply or apply numbing products in the studio.",
    },
    {
      type: 'faq',
      title: 'Do you tattoo hands, necks and faces?',
      content:
        "We tattoo hands and necks at the artist's discretion, usually for people who already have other visible tattoos - we may say no to a first tattoo in these places. We don't do face tattoos at all. Finger and palm tattoos fade and blur quickly, so we'll talk you through that before going ahead.",
    },
    {
      type: 'faq',
      title: "Will you copy a tattoo I've seen online?",
      content:
        "We won't copy another person's custom tattoo line for line - it's someone else's artwork and often someone else's story. Bring it along as a reference though, and your artist will design something original that captures what you like about it.",
    },
    {
      type: 'faq',
      title: 'How far in advance do I need to book?',
      content:
        'It depends on the artist. Tom and Freya can usually fit you in within 4 to 6 weeks, Marcus and Priya are generally booked 2 to 3 months ahead, and Dani opens her books every quarter to people on her mailing list. Saturday slots go fastest, so be flexible on days if you can.',
    },
    {
      type: 'faq',
      title: 'Do you charge for touch-ups?',
      content:
        "One touch-up within 3 months of your tattoo is free, as long as you've followed our aftercare advice. After 3 months, touch-ups are charged at the minimum charge or the hourly rate. Fingers, hands, feet and lips aren't covered by the free touch-up because they fade much faster.",
    },
    {
      type: 'faq',
      title: 'Are your inks vegan?',
      content:
        'Yes. Every ink we use is vegan and cruelty-free, and so are our stencil products and the Kestrel Balm we sell for aftercare. If you have a specific allergy or ingredient concern, ask and we can show you the ink bottles and safety data sheets.',
    },
    {
      type: 'faq',
      title: 'Can I see my design before my appointment?',
      content:
        "Usually not. Our artists finish drawings in the days before your session, so there's rarely anything to send, and we go through the design together on the day with time set aside for tweaks. For bigger projects Marcus and Freya will sometimes email a rough sketch, but we never send final artwork out in advance.",
    },
    {
      type: 'faq',
      title: 'Do you offer laser tattoo removal?',
      content:
        "No, we don't do laser removal in the studio. If you want a tattoo faded before a cover-up, or removed completely, we recommend Clearskin Laser Clinic on Castle Street in Shrewsbury - we're not connected to them, we've just seen great results.",
    },
    {
      type: 'faq',
      title: 'Do you use piercing guns?',
      content:
        "Never. Every piercing, including children's ear lobes, is done with a single-use, sterile hollow needle. Piercing guns can't be properly sterilised and force a blunt stud through the skin, which causes more trauma and slower healing.",
    },
    {
      type: 'faq',
      title: 'Can I bring my dog?',
      content:
        'Sorry, no pets in the studio for hygiene and licensing reasons - even the very good ones. Registered assistance dogs are of course welcome; just let us know when booking so we can set up space for them.',
    },
    {
      type: 'faq',
      title: 'How should I prepare for my tattoo?',
      content:
        "Get a good night's sleep, eat a proper meal an hour or two before, and avoid alcohol for 24 hours beforehand as it thins your blood. Wear loose, comfortable clothes that give easy access to the area, and for long sessions bring snacks, a drink and something to keep you entertained.",
    },
    {
      type: 'faq',
      title: 'Are you taking on apprentices?',
      content:
        "We're not taking on any apprentices at the moment - Tom is still partway through his apprenticeship with Dani. When a place opens we'll announce it on Instagram. Please don't drop portfolios into the studio; email a link or PDF to hello@kestrelink.co.uk and we'll keep it on file.",
    },
    {
      type: 'faq',
      title: 'Can we book matching tattoos as a group?',
      content:
        "Yes, we can tattoo up to 4 people in one booking for matching or friendship tattoos. The minimum charge applies to each person, and everyone needs to pay their own deposit and bring their own ID. Get in touch with the number of people and the design idea and we'll find a day when enough artists are free.",
    },
    {
      type: 'faq',
      title: "Can I get tattooed if I'm sunburnt?",
      content:
        "No - we can't tattoo skin that's sunburnt, peeling or freshly tanned, as it's damaged and won't hold ink properly. Keep the area out of the sun for at least a week before your appointment and don't apply fake tan to it for 7 days. If you turn up burnt we'll have to reschedule.",
    },
    {
      type: 'faq',
      title: 'Can I bring my own jewellery to be fitted?',
      content:
        "Only if it's implant-grade titanium or solid 14k/18k gold, still in its sealed sterile packaging, from a reputable body jewellery brand. We won't fit plated, sterling silver or surgical steel jewellery bought online, and we never fit outside jewellery into a fresh piercing.",
    },

    // ---------------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Tattoo Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `KESTREL INK TATTOO & PIERCING
Tattoo Price List 2026
23 Wyle Cop, Shrewsbury SY1 1XB - hello@kestrelink.co.uk
Prices valid from 1 January 2026 until further notice.

HOW WE PRICE
We price tattoos by time, not by size. A 5cm portrait can take longer than a 15cm piece of lettering, so charging by the square inch wouldn't be fair to anyone. Your artist will give you an estimate based on their experience, but the final price depends on how long your tattoo actually takes. If it looks like we'll go over the estimate, we'll always tell you before carrying on.

MINIMUM CHARGE
All artists: £70
Apprentice (Tom Ashby): £50
The minimum charge covers setup, all single-use equipment and up to around 45 minutes of tattooing.

HOURLY RATES
Dani Whitlock (owner): £120 per hour
Priya Nair: £110 per hour
Marcus Reyes: £100 per hour
Freya Holt: £100 per hour
Tom Ashby (apprentice): £60 per hour

DAY SESSIONS
A day session is approximately 6 hours of tattooing, including short breaks. Day sessions are the best value for large projects such as sleeves and back pieces.
Dani Whitlock: £650
Priya Nair: £600
Marcus Reyes: £550
Freya Holt: £550
Tom Ashby does not offer day sessions.

FLASH
Flash designs are priced individually on each artist's flash sheet, starting at £70. Flash is tattooed as drawn, although small changes of colour or size are usually fine. Designs on flash days are a fixed price, usually between £60 and £120, and each design is only tattooed once.

PRICE EXAMPLES
These are typical ranges to help you budget. They are not quotes.
Small fine line symbol or word on the wrist or ankle: £70 to £100
Name or short script on the forearm: £90 to £150
Palm-sized colour piece: £250 to £350
Pet portrait, around 10cm: £300 to £450
Forearm half sleeve: £900 to £1,500 across several sessions
Full sleeve: £2,500 to £4,500 across several sessions

DESIGN CHANGES
If you ask for a completely new design after you have approved one at your consultation, a redraw fee of £25 may be charged. Small tweaks on the day are always free.

AFTERCARE PRODUCTS
Kestrel Balm, vegan tattoo aftercare balm, 50ml: £8
Second-skin film refill pack (5 sheets): £6
Unscented foaming tattoo wash, 150ml: £7

PAYMENT
The balance for each session is paid at the end of that session. Deposits are covered in our Booking, Deposit and Cancellation Terms.

Prices for piercing are listed separately in our Piercing Menu 2026.`,
    },
    {
      type: 'document',
      title: 'Piercing Menu 2026',
      fileName: 'piercing-menu-2026.pdf',
      content: `KESTREL INK TATTOO & PIERCING
Piercing Menu 2026
Piercings by Jade Okafor, Head Piercer

All prices include the piercing, an implant-grade titanium starter piece and a can of sterile saline aftercare spray. Prices are per piercing unless marked as a pair. Every piercing is done by hand with a single-use needle, and the price includes your free check-ups for as long as the piercing is healing.

HOW TO BOOK
Book online, ring the desk on 01743 362418, or ask at reception. Saturdays are our busiest day, so book a week or two ahead if you can. If you'd like a specific gold piece fitted on the day, mention it when booking so we can make sure it's in stock.

EARS
Lobe (single): £25
Lobe (pair): £40
Upper lobe: £25
Helix: £30
Forward helix: £35
Tragus: £35
Conch: £35
Rook: £35
Daith: £35
Snug: £40
Industrial (two holes, one bar): £50

NOSE
Nostril: £30
Septum: £40
Bridge: £40

FACE AND MOUTH
Eyebrow: £30
Lip / labret: £35
Medusa: £35
Smiley: £30
Tongue: £40

BODY
Navel: £40
Nipple (single): £40
Nipple (pair): £70

CHILDREN'S LOBES (AGES 7 TO 15)
Pair of lobes with titanium studs: £30
A parent or guardian must be present. See our Age, ID and Consent Policy.

JEWELLERY UPGRADES
Titanium gem or opal end: from £15
Solid 14k gold end: from £45
Solid 14k gold hoop or clicker: from £85
Gold prices move with the market, so ask to see the current trays at the desk.

AFTER YOUR PIERCING
Check-up during healing: free
Downsize (includes new shorter titanium bar): £15
Jewellery change using jewellery bought from us: free
Jewellery change using suitable outside jewellery: £5

NOT OFFERED
We do not offer dermal anchors (microdermals), surface piercings, genital piercings or tongue web piercings. We do not stretch ears in the studio, but we stock plugs and tunnels for healed stretched ears.

DEPOSITS
Piercing appointments are secured with a £10 deposit, which comes off the price on the day. Walk-ins don't need a deposit.`,
    },
    {
      type: 'document',
      title: 'Tattoo Aftercare Guide',
      fileName: 'tattoo-aftercare-guide.pdf',
      content: `KESTREL INK
Tattoo Aftercare Guide

Look after your new tattoo for the next few weeks and it will look after you for life. Please read this guide before you leave the studio and keep it somewhere handy.

THE FIRST FEW DAYS
Your artist will cover your tattoo with a clear, breathable second-skin film. Leave it on for 3 to 4 days. In the first 24 hours it's normal for plasma, blood and ink to collect under the film - it looks messy, but it means the film is doing its job.
Take the film off early if it leaks, starts lifting at the edges, or causes a red, itchy rash around the edge. Then follow the washing steps below.

REMOVING THE FILM
Remove it in the shower under warm running water. Find a corner and gently stretch the film along the skin, pulling it parallel to your body rather than lifting it straight up. Take your time; ripping it off can pull at the healing skin.

WASHING
Wash the tattoo 2 to 3 times a day with clean hands, lukewarm water and a mild unscented soap.
Pat it dry with clean kitchen roll, not a bath towel, which can harbour bacteria and leave fluff behind.
Let it air dry for 10 minutes before moisturising.

MOISTURISING
Apply a very thin layer of fragrance-free balm 2 to 3 times a day for about 2 weeks. Rub it in until it has almost disappeared - a shiny, greasy tattoo is over-moisturised and can't breathe. Our vegan Kestrel Balm is available at the desk, but any unscented tattoo balm is fine. Avoid petroleum jelly and scented body lotions.

WHAT'S NORMAL
Redness and slight swelling for 2 to 3 days.
Peeling and flaking from around day 5 or 6, a bit like a sunburn.
Itching during the peeling stage. Gently tap or slap it instead of scratching.
A cloudy, milky look for a couple of weeks after the peeling stops. This settles on its own as the new skin matures.

AVOID FOR 3 WEEKS
Swimming pools, the sea, hot tubs, saunas and steam rooms.
Baths or soaking the tattoo (showers are fine).
Sunbeds and direct sun.
Picking, scratching or pulling off flakes.
Tight clothing or straps rubbing the area.

EXERCISE
Avoid the gym for the first 48 hours. After that you can train, but keep the tattoo covered with clean clothing, don't let equipment or mats touch it, and wash it straight after your workout.

SUN PROTECTION
Once healed, always put SPF 50 on your tattoo when it's in the sun. Sun exposure is the single biggest reason tattoos fade.

HEALING TIME
The surface usually heals in 2 to 4 weeks. The deeper layers of skin take 6 to 8 weeks to settle fully, and that's when you'll see your tattoo's true colours and crispness.

SIGNS OF INFECTION
Infection is rare if you follow this guide. Contact your GP or call NHS 111 if you notice redness that keeps spreading, heat, pain that gets worse after day 3, yellow or green discharge, a bad smell, or a high temperature. Please let us know too - we always want to hear.

Questions at any point? Call 01743 362418 or email hello@kestrelink.co.uk.`,
    },
    {
      type: 'document',
      title: 'Piercing Aftercare',
      fileName: 'piercing-aftercare.pdf',
      content: `KESTREL INK
Piercing Aftercare

A new piercing is a small wound. Keep it clean, leave it alone, and it will heal. Most problems come from over-cleaning, fiddling and snagging rather than from dirt.

CLEANING
Spray your piercing with sterile saline wound wash twice a day, morning and evening. Use a pure saline spray with no additives - we include one with every piercing, and you can buy more from any pharmacy. Gently pat dry with clean non-woven gauze or kitchen roll.
Do not make your own salt water. It's impossible to get the strength right at home.
Do not use: TCP, tea tree oil, surgical spirit, hydrogen peroxide, Savlon or antibacterial soap. They are far too harsh for healing skin.

HANDS OFF
Don't twist, turn or slide the jewellery - this was old advice and it damages the healing channel. Only touch your piercing with freshly washed hands, and only when you need to.

SLEEPING
Avoid sleeping on a new ear piercing. A travel pillow lets you sleep on your side with your ear resting in the hole. Change your pillowcase every few days.

ORAL PIERCINGS (TONGUE, LIP, LABRET, MEDUSA, SMILEY)
Rinse with alcohol-free mouthwash after eating and plain water after drinks.
Stick to soft, cool food for the first few days. Ice chips help with swelling - let them melt, don't chew.
No smoking or vaping for at least 2 weeks.
No oral contact for 4 weeks.

SWIMMING
Keep out of swimming pools, the sea, lakes and hot tubs for 4 weeks.

HEALING TIMES (APPROXIMATE)
Ear lobe: 6 to 8 weeks
Helix, tragus, conch, rook, daith, snug and industrial: 6 to 12 months
Nostril: 4 to 6 months
Septum: 2 to 3 months
Eyebrow: 2 to 3 months
Lip and labret: 2 to 3 months
Tongue: 4 to 6 weeks
Navel: 6 to 12 months
Nipple: 6 to 12 months
Everyone heals differently. Don't judge healing by how it feels - a piercing can feel fine long before the inside has healed.

DOWNSIZING
Your starter bar is longer than you'll eventually need, to leave room for swelling. Once the swelling has gone down, come back so we can fit a shorter bar. This is usually after 4 to 8 weeks for most piercings and 10 to 14 days for tongues. A bar that's too long catches on everything and is the most common cause of irritation bumps.

BUMPS
Small bumps next to a piercing are almost always irritation from pressure, snagging, sleeping on it or a bar that needs downsizing. Don't pop them and don't put tea tree oil on them. Pop in for a free check-up and we'll work out the cause.

IS IT INFECTED?
Some soreness, redness and a clear or whitish crust are normal for the first few weeks. Signs of infection are thick yellow or green pus, heat, spreading redness, or throbbing pain. If you think it's infected, don't remove the jewellery - closing the hole can trap the infection inside. See your GP or a pharmacist and let us know.

CHANGING JEWELLERY
Don't change your jewellery yourself until the piercing is fully healed. We're happy to do it for you at the desk.`,
    },
    {
      type: 'document',
      title: 'Booking, Deposit and Cancellation Terms',
      fileName: 'booking-deposit-cancellation-terms.pdf',
      content: `KESTREL INK TATTOO & PIERCING
Booking, Deposit and Cancellation Terms
Last updated: January 2026

By paying a deposit you agree to these terms. They exist so our artists' time is protected and so that everyone on our waiting list gets a fair chance at a slot.

1. DEPOSITS
All tattoo appointments need a deposit to secure the slot:
Tattoos estimated at under 2 hours: £50
Tattoos estimated at 2 hours or more: £100
Day sessions: £150
Deposits are paid by card through the secure payment link we email you. If the deposit isn't paid within 48 hours, the slot is released to the next person on the list.
Your deposit is deducted from the cost of your final session. For multi-session projects, it comes off the last session.
Piercing deposits are listed in our Piercing Menu.

2. RESCHEDULING
You can move your appointment once, as long as you give us at least 72 hours' notice. Your deposit carries over to the new date. A second change, or any change with less than 72 hours' notice, means your deposit is lost and a new deposit will be needed to rebook.

3. CANCELLATIONS AND NO-SHOWS
Deposits are non-refundable if you cancel, whatever the reason. If you don't turn up without telling us, you lose your deposit and we may decline future bookings.

4. LATENESS
Please arrive 10 minutes before your appointment to fill in your consent form. If you are more than 20 minutes late without contacting us, we may treat it as a no-show. If we can still fit you in, your session may be shortened and the design simplified to suit the time left.

5. ILLNESS
Please don't come in if you are unwell - for example with a fever, sickness, a cold sore near the area, or any skin infection. Let us know as early as you can and we will move your appointment once without losing your deposit, even at short notice.

6. IF WE HAVE TO CANCEL
If your artist is ill or we have to cancel for any other reason, you can choose to move your deposit to a new date or have it refunded in full.

7. ON THE DAY
We may refuse to start, or stop, a tattoo or piercing if you appear to be under the influence of alcohol or drugs, if you are abusive to any member of staff, or if you request content we consider hateful. In these cases your deposit will not be refunded.

8. ARTWORK
Custom designs remain the artwork of the artist who drew them. We do not give out or sell design files or stencils, and designs may not be taken to another studio to be tattooed.

9. PHOTOGRAPHS
We like to photograph finished work for our portfolio, website and social media. If you would rather we didn't, just tell your artist and we won't.

10. ESTIMATES
Estimates are given in good faith, but the final price depends on the time your tattoo takes. See our Tattoo Price List for current rates.

Questions about these terms? Email Lou at hello@kestrelink.co.uk.`,
    },
    {
      type: 'document',
      title: 'Age, ID and Consent Policy',
      fileName: 'age-id-consent-policy.docx',
      content: `Kestrel Ink - Age, ID and Consent Policy
Applies to all tattoo and piercing clients. Reviewed January 2026.

Tattoos
It is illegal in the UK to tattoo anyone under 18 (Tattooing of Minors Act 1969). This applies even if a parent or guardian gives permission. We will not tattoo anyone under 18 under any circumstances, and we won't book an appointment for a date before your 18th birthday.

When We Ask for ID
We operate Challenge 25. If you look under 25, you will be asked to show ID before any tattoo or piercing. Please bring it even if you're sure you look older - without acceptable ID we can't go ahead, and the usual deposit terms apply.

Accepted ID
- Passport from any country, in date
- UK photocard driving licence (full or provisional)
- PASS-accredited proof of age card with the hologram, such as CitizenCard or Young Scot
- Military ID card

Not Accepted
- Student cards, bank cards or work ID
- Photos or photocopies of ID, including pictures on your phone
- Expired documents

Piercing Age Limits
We don't pierce children under 7.
Age 7 to 13: ear lobes only, with a parent or guardian present
Age 14 to 15: ear lobes, upper lobes, helix and nostril, with a parent or guardian present
Age 16 to 17: all ear and facial piercings, plus tongue and navel, with a parent or guardian present
Age 18 and over: all piercings on our menu, no parent or guardian needed
We never pierce nipples on anyone under 18.

Parents and Guardians
The parent or guardian must come to the appointment in person and bring their own photo ID, plus the young person's birth certificate or passport. If you have different surnames, please bring something that links you, such as a full birth certificate showing the parents' names, or adoption or guardianship papers.
We can't accept a signed letter from an absent parent. Older siblings, grandparents, aunts and uncles can't give consent unless they hold legal guardianship.

Consent and Medical Forms
Every client completes a consent and medical form on the tablet at reception before every appointment, even if you've been before. We'll ask about conditions and medication including diabetes, epilepsy, heart conditions, haemophilia, blood-thinning medication, allergies, skin conditions and pregnancy.
Most conditions don't stop you getting tattooed or pierced, but some mean we'll need a note from your GP confirming it's safe to go ahead. If that applies to you, we'll tell you when you book.
Your forms are stored securely and kept for 3 years, as required by our licence, then deleted.

Under the Influence
We won't tattoo or pierce anyone who appears to be under the influence of alcohol or drugs, whatever their age.`,
    },

    // ---------------------------------------------------------------- Website pages
    {
      type: 'website',
      title: 'Kestrel Ink | Tattoo & Piercing Studio in Shrewsbury',
      url: 'https://www.kestrelink.co.uk/',
      content: `# Kestrel Ink Tattoo & Piercing

Custom tattooing and professional piercing on Wyle Cop, Shrewsbury, since 2014.

## Welcome to the nest

Kestrel Ink started in 2014 when Dani Whitlock turned a former watch repairer's shop into a two-chair studio. Over ten years later we're a team of four tattoo artists, an apprentice and a dedicated piercer, but we've kept the same idea from day one: a relaxed, friendly studio where nobody is judged for their first tattoo, their fiftieth, or the one they'd rather forget.

## What we do

- Custom tattoos in colour, black and grey, blackwork, fine line and realism
- Cover-ups and reworks of older or unwanted tattoos
- Flash from our artists' sheets, plus regular flash days
- Ear, facial and body piercing with implant-grade titanium and solid gold jewellery
- Aftercare products, jewellery upgrades and gift vouchers

## Clean, licensed and careful

Every artist and piercer at Kestrel Ink is individually registered with Shropshire Council for tattooing and skin piercing, and our premises certificate is on display in reception. All needles are single-use and opened in front of you. Reusable equipment goes through an ultrasonic cleaner and a vacuum autoclave; every cycle is logged, and the autoclave is spore-tested every month by an independent lab.

Everyone on the team holds a current Level 2 Infection Control certificate and first aid training, and our workstations are fully wiped down and re-covered with fresh barrier film between every client.

## Not sure where to start?

If you've got an idea but no design, that's exactly what we're here for. Tell us what you're thinking using the enquiry form on our Custom Tattoos page and we'll match you with the artist whose style suits it best. There's no obligation to book.

## What our clients say

"Freya did my first tattoo and I was shaking when I walked in. She talked me through every step and it healed perfectly." - Hannah, Telford

"Best piercing experience I've had. Jade actually explained the anatomy of my ear and why a rook wouldn't sit right - no upselling at all." - Josh, Shrewsbury

"Marcus turned a terrible tribal from 2009 into a blackwork piece I genuinely love." - Lee, Welshpool

## Awards

Winner, Best Independent Studio - Shropshire Independent Business Awards 2024.
Rated 4.9 out of 5 from over 600 Google reviews.`,
    },
    {
      type: 'website',
      title: 'Our Artists | Kestrel Ink',
      url: 'https://www.kestrelink.co.uk/artists',
      content: `# Our Artists

Every artist at Kestrel Ink has their own style. Have a look through, check out their Instagram, and mention who you'd like in your enquiry. If you're not sure, Lou on the desk will point you in the right direction.

## Dani Whitlock - Owner, Neo-Traditional and Colour

Dani has been tattooing since 2009 and opened Kestrel Ink in 2014. She's known for bold lines, saturated colour, and animals and flowers with a neo-traditional twist - birds especially (it's not a coincidence the studio is called Kestrel). Dani works Tuesday to Friday and takes on a small number of large-scale projects such as back pieces and full sleeves each year.

Instagram: @dani.kestrelink

## Marcus Reyes - Blackwork, Dotwork and Geometric

Marcus joined us in 2017 from a studio in Manchester. He specialises in heavy blackwork, dotwork shading, mandalas, sacred geometry and ornamental pieces designed to flow with the shape of the body. He's also our go-to artist for difficult cover-ups. Marcus works Wednesday to Saturday.

Instagram: @marcusreyes.ink

## Freya Holt - Fine Line, Botanical and Script

Freya's delicate single-needle work covers wildflowers, birth flowers, tiny symbols and lettering, including tattoos of handwriting from loved ones. Her gentle approach makes her a favourite for first tattoos. Freya works Tuesday, Thursday (including our late evening) and Saturday.

Instagram: @freyaholt.fineline

## Priya Nair - Black and Grey Realism

Priya specialises in realistic portraits of people and pets, wildlife and statues in soft black and grey. For portraits she'll ask for a clear, high-resolution photo, ideally taken in natural light and not a screenshot or a heavily filtered image. The better the photo, the better the tattoo. Priya works Tuesday to Friday.

Instagram: @priya.realism

## Tom Ashby - Apprentice

Tom is in the second year of his apprenticeship under Dani. He tattoos small and medium pieces from his own flash sheets at apprentice rates, and all of his work is supervised. He's a great choice if you want something simple and like the idea of supporting a new artist. Tom works Saturdays and Thursday evenings.

Instagram: @tomashby.apprentice

## Jade Okafor - Head Piercer

Jade has been piercing for 11 years and is a member of the UK Association of Professional Piercers. She specialises in curated ear projects and placement that works with your anatomy, and she's brilliant with nervous clients and with children having their lobes done. Jade pierces Wednesday to Sunday.

## Lou Bennett - Studio Manager

Lou runs the front desk, bookings and deposits. If you've emailed us, it was probably Lou who replied.`,
    },
    {
      type: 'website',
      title: 'Custom Tattoos: How It Works | Kestrel Ink',
      url: 'https://www.kestrelink.co.uk/custom-tattoos',
      content: `# Custom Tattoos: How It Works

Almost everything we tattoo is drawn from scratch for the person wearing it. Here's how getting a custom piece works at Kestrel Ink, from your first message to your finished tattoo.

## 1. Send us an enquiry

Fill in the enquiry form at the bottom of this page. The more we know, the better:

- a description of your idea and any meaning behind it
- where on your body you'd like it
- a rough size in centimetres (measure it, don't guess!)
- a photo of the area, especially if there's existing work nearby
- up to five reference images
- which artist you'd like, if you have a preference

We reply to every enquiry within 5 working days. Please don't send the same enquiry by email, Instagram and the form - it slows everyone down.

## 2. Free consultation

For anything bigger than your palm, or anything you're unsure about, we'll invite you to a free 15-minute consultation with your artist, either in the studio or on a video call. We'll talk through placement, size, style and how many sessions it might need, and give you an estimate. Small pieces can usually be quoted by message without a consultation.

## 3. Booking and deposit

When you're happy, we'll book your session and send you a deposit link. Your slot isn't confirmed until the deposit is paid. Full details are in our Booking, Deposit and Cancellation Terms.

## 4. Your design

Your artist draws your design in the week leading up to your appointment. Drawing time is included in the price of your tattoo - we don't charge separately for your artwork.

## 5. Tattoo day

We'll go through the design together, make any small tweaks, and print a stencil. You can check the placement in the mirror as many times as you like, and we'll re-apply the stencil until it's right. Nothing goes on your skin until you're completely happy.

## How long will it take?

Every tattoo is different, but as a rough guide:

- Small fine line or script pieces: under 1 hour
- Palm-sized piece: 2 to 3 hours
- Forearm half sleeve: 3 to 4 sessions
- Full sleeve: 6 to 10 sessions
- Back piece: 12 sessions or more

Larger projects are usually booked as day sessions spaced 4 to 6 weeks apart, so your skin can heal in between.

## Styles we love

Neo-traditional, bold colour, blackwork, dotwork, geometric, fine line, botanical, script, and black and grey realism.

We don't currently offer watercolour-style tattoos or white-ink-only tattoos, as we're not confident in how they age over the years.`,
    },
    {
      type: 'website',
      title: 'Piercing at Kestrel Ink',
      url: 'https://www.kestrelink.co.uk/piercing',
      content: `# Piercing at Kestrel Ink

Our piercing room is on the first floor, away from the buzz of the tattoo machines. All piercings are carried out by Jade Okafor, our head piercer, who has a real love of making ears look amazing.

## What we pierce

- Ears: lobes, upper lobes, helix, forward helix, tragus, conch, rook, daith, snug and industrial
- Nose: nostril, septum and bridge
- Face and mouth: eyebrow, lip, labret, medusa, smiley and tongue
- Body: navel and nipple

Prices for every piercing are on our Piercing Menu.

## Jewellery

Every piercing is done with implant-grade titanium (ASTM F-136) as standard, and it's included in the price. You can upgrade to solid 14k or 18k gold ends, and we stock threadless jewellery from Neometal and Junipurr. Fresh piercings are fitted with slightly longer bars to leave room for swelling.

## How a piercing appointment works

You'll fill in a consent form at reception, then chat with Jade about placement and jewellery. She'll mark the spot, and you check it in the mirror until you're happy. The piercing itself takes a few seconds. Afterwards Jade will explain how to look after it and give you a printed aftercare sheet. Plan for about 30 minutes in total.

## Walk-ins and appointments

We recommend booking, especially for Saturdays. Walk-ins welcome on Sundays between 12pm and 4pm, when the studio is piercing-only, and on other days if Jade has a gap - ring ahead on the day to check.

## Curated ears

Want several piercings planned as a set? Book a free ear styling session with Jade. She'll look at your anatomy and existing piercings and plan a layout you can build over time. We generally recommend no more than three new piercings in one visit, so your body isn't healing too much at once.

## Nervous?

That's completely normal. Bring a friend, tell Jade how you're feeling, and take as long as you need. You can always change your mind, even once you're sitting in the chair.

## Already pierced?

Come back any time for a free check-up. Once your piercing has settled, we'll downsize your bar and help you choose new jewellery.`,
    },
    {
      type: 'website',
      title: 'Cover-ups & Reworks | Kestrel Ink',
      url: 'https://www.kestrelink.co.uk/cover-ups',
      content: `# Cover-ups & Reworks

Got a tattoo you've fallen out of love with? You're in good company. A big part of our work is covering, fixing and refreshing older tattoos, and we never judge - old names, holiday tattoos, bad linework, we've seen it all.

## Cover-ups

A cover-up hides an existing tattoo under a new design. Because ink can't be lightened by tattooing over it, the new piece needs enough dark areas, texture and detail to disguise what's underneath. That means a cover-up usually needs to be at least twice the size of the original tattoo, and you'll have a little less freedom over colour and style than with fresh skin.

Not every tattoo can be covered straight away. Very dark, heavily saturated tattoos sometimes need a few sessions of laser fading first. We'll be honest with you at your consultation about what's realistic.

Marcus is our go-to for large blackwork cover-ups, and Dani loves hiding old work under bold neo-traditional colour.

## Reworks

A rework keeps your existing tattoo but brings it back to life. We can re-line faded outlines, add shading and colour, fix blowouts with extra detail, or build a new design around an old piece so it becomes part of something bigger. Reworks are a great option for tattoos that have simply faded with age and sun.

## Fixing another studio's work

We're happy to fix or cover tattoos done elsewhere. To give the skin time to recover, the tattoo must be at least 3 months old before we work over it.

## Getting a quote

Send us an enquiry through the form on our Custom Tattoos page with:

- clear photos of the tattoo taken in daylight, straight on
- a coin or ruler in the shot so we can judge the size
- any ideas for what you'd like instead

Cover-ups almost always need an in-person consultation so your artist can see how the ink has settled in the skin. These are free and take about 15 minutes.

## Pricing

Cover-ups and reworks are charged at your artist's normal hourly rate - there's no extra fee for it being a cover-up. They often take a little longer than a tattoo of the same size on fresh skin, so we'll build that into your estimate.`,
    },
    {
      type: 'website',
      title: 'Find Us & Opening Hours | Kestrel Ink',
      url: 'https://www.kestrelink.co.uk/visit',
      content: `# Find Us & Opening Hours

## Address

Kestrel Ink Tattoo & Piercing
23 Wyle Cop
Shrewsbury
SY1 1XB

We're halfway down Wyle Cop on the left as you walk down from the town centre towards the English Bridge. Look for the dark green door and the brass kestrel sign.

## Opening hours

- Monday: Closed
- Tuesday: 10.30am to 6pm
- Wednesday: 10.30am to 6pm
- Thursday: 10.30am to 8pm
- Friday: 10.30am to 6pm
- Saturday: 10am to 5pm
- Sunday: 12pm to 4pm (piercing only)

We're closed on bank holidays and for the week between Christmas and New Year. Any other changes to our hours are posted on Instagram.

## Contact

- Phone: 01743 362418 (the desk is staffed during opening hours, but we may not pick up if Lou is busy with a client - leave a message and we'll call back)
- Email: hello@kestrelink.co.uk
- Instagram: @kestrelinkshrewsbury (we read DMs, but please use the enquiry form for tattoo bookings)

## Parking

There's no parking at the studio. The nearest car park is St Julian's Friars, about a 4-minute walk, at roughly £1.90 an hour. On-street bays on Wyle Cop are limited to 1 hour, which isn't long enough for most tattoos, so we'd recommend the car park.

## By train and bus

Shrewsbury railway station is about a 10 minutes walk away, through the town centre and down Wyle Cop. Most town buses stop on Pride Hill or at the bus station on Raven Meadows, both roughly 8 minutes away on foot.

## Accessibility

Our tattoo studio is on the ground floor. There's one small step at the front door, and we have a portable ramp - just ring the bell and we'll bring it out. Our toilet is on the ground floor but is narrow and not fully wheelchair accessible.

The piercing room is on the first floor up a flight of stairs. If you can't manage stairs, Jade can pierce you in our ground-floor private room instead - just mention it when you book.

## While you wait

We have a small waiting area with free Wi-Fi, tea, coffee and water. Seating is limited on busy Saturdays.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    {
      text: 'can i just rock up and get a tattoo today or do i need to book',
      expect: 'Do you do walk-in tattoos?',
    },
    {
      text: 'any chance of a same day tatt? dont have an appointment',
      expect: 'Do you do walk-in tattoos?',
    },
    {
      text: 'is my boyfriend allowed to sit with me while im getting inked',
      expect: 'Can I bring someone with me to my appointment?',
    },
    {
      text: "can i bring my little ones along while i get my tattoo, i've got no childcare that day",
      expect: 'Can I bring someone with me to my appointment?',
    },
    {
      text: "I've got stretch marks on my hips from having kids, is it possible to tattoo over them?",
      expect: 'Can you tattoo over scars or stretch marks?',
    },
    {
      text: 'would one of you be able to tattoo over my old self harm scars. theyre about 5 yrs old now',
      expect: 'Can you tattoo over scars or stretch marks?',
    },
    {
      text: 'im 5 months pregnant can i still get my nose done',
      expect: 'Can I get a tattoo or piercing while pregnant or breastfeeding?',
    },
    {
      text: 'breastfeeding my 4 month old at the moment, is a small tattoo ok?',
      expect: 'Can I get a tattoo or piercing while pregnant or breastfeeding?',
    },
    {
      text: 'want to treat my sister to a tattoo for her 30th as a surprise, can i buy something she can use',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'gift cards?', expect: 'Do you sell gift vouchers?' },
    { text: 'do you take amex or is it cash only', expect: 'What payment methods do you accept?' },
    {
      text: 'can i spread the cost with klarna or something',
      expect: 'What payment methods do you accept?',
    },
    {
      text: "is it ok to put emla on before i come in? i'm a total wimp with pain",
      expect: 'Can I use numbing cream?',
    },
    { text: 'numbing stuff allowed', expect: 'Can I use numbing cream?' },
    {
      text: 'would any of your artists do a small tattoo on my neck, it would be my first one',
      expect: 'Do you tattoo hands, necks and faces?',
    },
    { text: 'do u do finger tattoos', expect: 'Do you tattoo hands, necks and faces?' },
    {
      text: 'found one on pinterest i absolutely love, can you do exactly the same thing on me',
      expect: "Will you copy a tattoo I've seen online?",
    },
    {
      text: 'how long would i be waiting to get in with priya',
      expect: 'How far in advance do I need to book?',
    },
    {
      text: 'realistically how soon could i get booked in',
      expect: 'How far in advance do I need to book?',
    },
    {
      text: 'my tattoo from 6 weeks ago has a patchy bit where the colour didnt take, will i have to pay to get it sorted',
      expect: 'Do you charge for touch-ups?',
    },
    { text: "i'm vegan, is there any animal stuff in the ink", expect: 'Are your inks vegan?' },
    {
      text: 'will i get sent the drawing before the day so i can check im happy with it',
      expect: 'Can I see my design before my appointment?',
    },
    {
      text: 'can you email my artwork over in advance pls',
      expect: 'Can I see my design before my appointment?',
    },
    {
      text: 'can you get rid of a tattoo i regret, like completely',
      expect: 'Do you offer laser tattoo removal?',
    },
    { text: 'laser removal?', expect: 'Do you offer laser tattoo removal?' },
    { text: 'do you do ears with a gun or a needle', expect: 'Do you use piercing guns?' },
    {
      text: 'is the studio dog friendly? my pup comes everywhere with me',
      expect: 'Can I bring my dog?',
    },
    {
      text: 'first tattoo next week!! anything i should do the night before or on the morning',
      expect: 'How should I prepare for my tattoo?',
    },
    { text: 'should i eat before getting tattooed', expect: 'How should I prepare for my tattoo?' },
    {
      text: 'how would i go about applying to train as a tattooist with you, ive got a portfolio of drawings',
      expect: 'Are you taking on apprentices?',
    },
    {
      text: 'me and 3 mates want the same little tattoo for a stag weekend, can we all come in together',
      expect: 'Can we book matching tattoos as a group?',
    },
    {
      text: 'matching tattoos with my mum, possible?',
      expect: 'Can we book matching tattoos as a group?',
    },
    {
      text: "just got back from spain and my arm's a bit burnt, i'm booked in thursday is that gonna be ok",
      expect: "Can I get tattooed if I'm sunburnt?",
    },
    {
      text: 'i bought some nice hoops off amazon could you put them in for me',
      expect: 'Can I bring my own jewellery to be fitted?',
    },

    // ---- Home page
    {
      text: 'are you guys licensed with the council',
      expect: 'Kestrel Ink | Tattoo & Piercing Studio in Shrewsbury',
      fact: 'Shropshire Council',
    },
    {
      text: 'how long has the shop been going',
      expect: 'Kestrel Ink | Tattoo & Piercing Studio in Shrewsbury',
    },
    {
      text: 'hows your sterilisation, how do you clean the equipment you reuse',
      expect: 'Kestrel Ink | Tattoo & Piercing Studio in Shrewsbury',
      fact: 'autoclave',
    },
    {
      text: 'what sort of things do you do there, is it only tattoos',
      expect: 'Kestrel Ink | Tattoo & Piercing Studio in Shrewsbury',
    },

    // ---- Artists page
    {
      text: 'who would be best for a realistic portrait of my dog who passed away',
      expect: 'Our Artists | Kestrel Ink',
      fact: 'Priya',
    },
    {
      text: 'which of your tattooists does the geometric mandala type stuff',
      expect: 'Our Artists | Kestrel Ink',
    },
    {
      text: 'is there someone who does really dainty delicate little flowers',
      expect: 'Our Artists | Kestrel Ink',
    },
    {
      text: 'what days is freya in',
      expect: 'Our Artists | Kestrel Ink',
      fact: 'Tuesday, Thursday',
    },
    { text: 'how experienced is your piercer', expect: 'Our Artists | Kestrel Ink' },

    // ---- Custom tattoos page
    {
      text: 'sent an enquiry on monday, how long till i hear back',
      expect: 'Custom Tattoos: How It Works | Kestrel Ink',
      fact: '5 working days',
    },
    {
      text: 'can we do the consult thing over zoom? i live in cardiff so its a trek',
      expect: 'Custom Tattoos: How It Works | Kestrel Ink',
      fact: 'video call',
    },
    {
      text: 'roughly how many sittings would a full arm sleeve need',
      expect: 'Custom Tattoos: How It Works | Kestrel Ink',
      fact: '6 to 10 sessions',
    },
    {
      text: 'do you do those watercolour splash style tattoos',
      expect: 'Custom Tattoos: How It Works | Kestrel Ink',
      fact: "don't currently offer watercolour",
    },
    {
      text: 'what do i need to tell you when i message about my idea',
      expect: 'Custom Tattoos: How It Works | Kestrel Ink',
    },

    // ---- Piercing page
    {
      text: 'what metal do you put in new piercings',
      expect: 'Piercing at Kestrel Ink',
      fact: 'ASTM F-136',
    },
    {
      text: 'how long will i be there for a nose piercing roughly',
      expect: 'Piercing at Kestrel Ink',
    },
    {
      text: 'can i just pop in on sunday for a septum without booking',
      expect: 'Piercing at Kestrel Ink',
    },
    {
      text: 'want to get like 5 ear piercings all at once is that doable',
      expect: 'Piercing at Kestrel Ink',
      fact: 'three new piercings',
    },
    {
      text: 'id like help planning out a whole ear of piercings',
      expect: 'Piercing at Kestrel Ink',
    },

    // ---- Cover-ups page
    { text: "can you cover my ex's name on my wrist", expect: 'Cover-ups & Reworks | Kestrel Ink' },
    {
      text: 'how much bigger does a cover up have to be than the old tattoo',
      expect: 'Cover-ups & Reworks | Kestrel Ink',
      fact: 'twice the size',
    },
    {
      text: 'got a bad tattoo done at another shop 6 weeks ago, can you fix it now?',
      expect: 'Cover-ups & Reworks | Kestrel Ink',
      fact: 'at least 3 months old',
    },
    {
      text: 'my old tattoo from the 90s has gone really faded and blurry, can it be brought back to life',
      expect: 'Cover-ups & Reworks | Kestrel Ink',
    },

    // ---- Visit page
    {
      text: 'parking?',
      expect: 'Find Us & Opening Hours | Kestrel Ink',
      fact: "St Julian's Friars",
    },
    {
      text: 'what time do you shut on a thursday',
      expect: 'Find Us & Opening Hours | Kestrel Ink',
      fact: '8pm',
    },
    { text: 'whats the postcode for the sat nav', expect: 'Find Us & Opening Hours | Kestrel Ink' },
    {
      text: "i'm a wheelchair user, will i be able to get in ok",
      expect: 'Find Us & Opening Hours | Kestrel Ink',
      fact: 'portable ramp',
    },
    {
      text: 'how far is it from the train station',
      expect: 'Find Us & Opening Hours | Kestrel Ink',
    },
    {
      text: 'are you open over the christmas holidays',
      expect: 'Find Us & Opening Hours | Kestrel Ink',
      fact: 'between Christmas and New Year',
    },

    // ---- Tattoo price list
    {
      text: "what's the least i'd pay for a really tiny tattoo",
      expect: 'Tattoo Price List 2026',
      fact: '£70',
    },
    { text: 'how much an hour is dani', expect: 'Tattoo Price List 2026', fact: '£120' },
    { text: 'how much for a full day with marcus', expect: 'Tattoo Price List 2026', fact: '£550' },
    {
      text: "is tom cheaper since he's still learning",
      expect: 'Tattoo Price List 2026',
      fact: '£60 per hour',
    },
    {
      text: 'ballpark cost for a pet portrait about the size of my hand',
      expect: 'Tattoo Price List 2026',
      fact: '£300 to £450',
    },
    { text: 'why do you charge by the hour instead of by size', expect: 'Tattoo Price List 2026' },

    // ---- Piercing menu
    { text: 'how much for a helix', expect: 'Piercing Menu 2026', fact: '£30' },
    { text: 'price to get both my lobes done', expect: 'Piercing Menu 2026', fact: '£40' },
    { text: 'do you do microdermals', expect: 'Piercing Menu 2026', fact: 'dermal anchors' },
    {
      text: 'how much extra to have a gold ball instead of the standard one',
      expect: 'Piercing Menu 2026',
    },
    {
      text: 'what does it cost to swap to a shorter bar once the swelling goes',
      expect: 'Piercing Menu 2026',
    },
    { text: 'could you stretch my lobes up a couple of sizes', expect: 'Piercing Menu 2026' },

    // ---- Tattoo aftercare guide
    {
      text: 'how long do i leave the clear plastic wrap thing on for',
      expect: 'Tattoo Aftercare Guide',
      fact: '3 to 4 days',
    },
    {
      text: 'when can i go in the pool after getting tattooed, off on holiday soon',
      expect: 'Tattoo Aftercare Guide',
      fact: '3 weeks',
    },
    {
      text: 'my tattoo is flaking and sooo itchy is that normal',
      expect: 'Tattoo Aftercare Guide',
    },
    {
      text: 'got tattooed today, can i hit the gym tomorrow',
      expect: 'Tattoo Aftercare Guide',
      fact: 'first 48 hours',
    },
    {
      text: 'what should i be putting on my new tattoo to moisturise it',
      expect: 'Tattoo Aftercare Guide',
    },
    {
      text: 'my new tattoo is really hot and has green gunk coming out, what do i do',
      expect: 'Tattoo Aftercare Guide',
      fact: 'NHS 111',
    },

    // ---- Piercing aftercare
    {
      text: 'what should i clean my new nose ring with',
      expect: 'Piercing Aftercare',
      fact: 'sterile saline',
    },
    {
      text: 'roughly how long does a helix take to heal up',
      expect: 'Piercing Aftercare',
      fact: '6 to 12 months',
    },
    { text: 'just had my tongue done what can i eat', expect: 'Piercing Aftercare' },
    {
      text: 'i think my piercing is infected should i take the earring out',
      expect: 'Piercing Aftercare',
      fact: "don't remove the jewellery",
    },
    {
      text: 'how am i meant to sleep with a new cartilage piercing, i always sleep on my side',
      expect: 'Piercing Aftercare',
    },

    // ---- Booking terms
    {
      text: 'how much deposit would i need for a 3 hour piece',
      expect: 'Booking, Deposit and Cancellation Terms',
      fact: '£100',
    },
    {
      text: 'something has come up, if i cancel do i get my deposit back',
      expect: 'Booking, Deposit and Cancellation Terms',
      fact: 'non-refundable',
    },
    {
      text: 'need to change my appointment date, will i lose my money',
      expect: 'Booking, Deposit and Cancellation Terms',
      fact: "72 hours' notice",
    },
    {
      text: 'stuck in traffic probably half an hour late will you still do me',
      expect: 'Booking, Deposit and Cancellation Terms',
      fact: '20 minutes',
    },
    {
      text: 'can i take the design you drew and get it done somewhere else',
      expect: 'Booking, Deposit and Cancellation Terms',
    },
    {
      text: 'what happens if my artist is off sick on the day',
      expect: 'Booking, Deposit and Cancellation Terms',
    },

    // ---- Age, ID and consent policy
    {
      text: "i'm 17 and my mum says she'll sign for me, can i get a small tattoo",
      expect: 'Age, ID and Consent Policy',
      fact: 'Tattooing of Minors Act',
    },
    {
      text: 'will my uni card do as id',
      expect: 'Age, ID and Consent Policy',
      fact: 'student cards',
    },
    {
      text: 'my son is 15, can he get his nose pierced if i come with him',
      expect: 'Age, ID and Consent Policy',
    },
    {
      text: 'can my nan take my 14 yr old for her ear piercing, im at work',
      expect: 'Age, ID and Consent Policy',
      fact: 'legal guardianship',
    },
    {
      text: 'im on blood thinners, is that going to be a problem',
      expect: 'Age, ID and Consent Policy',
      fact: 'note from your GP',
    },
  ],

  requests: [
    {
      text: 'Can I book a consultation with Marcus for a geometric half sleeve? Any Saturday in March works for me',
      expect: 'Appointments',
    },
    {
      text: "please reserve me a slot for a helix piercing this sunday afternoon, name's Chloe Barnes",
      expect: 'Appointments',
    },
    {
      text: "I'd like to get my daughter's ears pierced on the 14th during half term, could you put us in for the morning",
      expect: 'Appointments',
    },
    {
      text: 'pop me down for the next flash day please, Ryan Dale 07700 900431',
      expect: 'Appointments',
    },
    {
      text: 'Really unhappy - my appointment was cancelled the morning of and nobody has been in touch to offer me a new date',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say jade was amazing with my nervous 9 year old on saturday, thank you so much x',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the lines on my tattoo from friday look blurry and the girl on the desk was quite rude when i rang about it, not impressed',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about a quote for covering up an old tattoo? 07700 900782, after 5pm is best',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me the tattoo aftercare sheet, I lost mine. sam.kerr@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Hi, Aisha here - after a price for a small fine line wildflower on my wrist, you can reach me at aisha.m@example.com',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to an actual person please', expect: 'handoff' },
    {
      text: 'is there someone from the studio I could speak to rather than a bot?',
      expect: 'handoff',
    },
    { text: "put me through to Lou or whoever's on the desk", expect: 'handoff' },
  ],

  offTopic: [
    'what does a koi fish tattoo symbolise',
    'can you recommend a good tattoo shop in birmingham',
    "what's the best tattoo machine for a beginner to practise on",
    'how long after getting a tattoo can i give blood',
    'is black henna safe for kids on holiday',
    "when's the shrewsbury flower show this year",
    'how many tattoos does harry styles have',
    "what's the weather going to be like in shrewsbury tomorrow",
    'write me a short poem about a dragon',
    'give me a recipe for a quick lasagne',
    'what is the capital of australia',
    'who won the premier league last season',
    'help me write a cover letter for a barista job',
    'what is the tallest mountain in wales',
  ],
};
