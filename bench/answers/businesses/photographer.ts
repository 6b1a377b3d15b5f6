import type { Business } from '../types.js';

export const photographer: Business = {
  slug: 'photographer',
  name: 'Hollis & Reed Photography',
  field:
    'a wedding and portrait photography studio run by two photographers (wedding packages, engagement shoots, family and newborn portraits, albums and prints, booking deposits, travel, image delivery times)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Do you both photograph every wedding?',
      content:
        'Yes – both Sophie and Marcus shoot every wedding booked on our Classic, Signature and Complete collections, so one of us can be with each of you while you get ready. The Intimate collection is covered by one of us, but a second photographer can be added for £350.',
    },
    {
      type: 'faq',
      title: 'How much deposit do I need to pay to book?',
      content:
        'Weddings are secured with a £500 non-refundable booking fee, which comes off your collection price. Portrait sessions need a £50 deposit when you book, which is taken off your session fee. Your date is only held once the signed agreement and the deposit have both been received.',
    },
    {
      type: 'faq',
      title: 'How long will it take to get our wedding photos back?',
      content:
        "You'll receive a sneak peek of 30–40 images within 72 hours of the wedding so you can share a few straight away. Your full edited gallery is delivered within 8 weeks, and usually sooner outside the busy June to September season.",
    },
    {
      type: 'faq',
      title: 'Do you travel for weddings outside Harrogate?',
      content:
        "Absolutely – we cover the whole of Yorkshire and the rest of the UK. Travel within 40 miles of our Harrogate studio is included; beyond that we charge 45p per mile, plus an overnight stay if the venue is more than 2.5 hours' drive away. Weddings abroad are quoted individually.",
    },
    {
      type: 'faq',
      title: 'Can we have the RAW files?',
      content:
        "We don't hand over RAW or unedited files. Every image in your gallery is individually edited in our style and supplied as a full-resolution JPEG, which is all you need for printing and sharing.",
    },
    {
      type: 'faq',
      title: 'Can I pay in instalments?',
      content:
        "Yes. After the booking fee you can spread the balance over monthly bank transfers in whatever amounts suit you, as long as everything is paid 6 weeks before the wedding. Just let us know and we'll send you a simple payment plan.",
    },
    {
      type: 'faq',
      title: 'What happens if one of you is ill on the wedding day?',
      content:
        "Because there are two of us, one can always step in and cover the day if the other is unwell. In the very unlikely event neither of us can make it, we'll arrange a replacement from our network of experienced, insured wedding photographers we know personally, and we'll still edit your images ourselves.",
    },
    {
      type: 'faq',
      title: 'Is an engagement shoot included?',
      content:
        'A pre-wedding engagement shoot is included in our Signature and Complete collections, and can be added to any other collection for £295. Most couples have theirs 2–6 months before the wedding, somewhere that means something to them or out in the Dales.',
    },
    {
      type: 'faq',
      title: 'How many photos will we receive?',
      content:
        'It depends on the day, but as a rough guide we deliver around 60–80 edited images per hour of coverage, so a full day usually comes to 600–900 photos. We never pad a gallery out with near-duplicates – you get the best of every moment.',
    },
    {
      type: 'faq',
      title: 'Are you insured?',
      content:
        "Yes, we hold £5 million public liability insurance as well as professional indemnity cover. Lots of venues ask to see a certificate, and we're happy to send one straight to your venue coordinator.",
    },
    {
      type: 'faq',
      title: 'Do you supply black and white images too?',
      content:
        "Every image in your gallery is delivered in colour, and we also include a black and white version of around 1 in 5 photos where we feel it really works. If there's a particular picture you'd like in black and white, just ask and we'll convert it for free.",
    },
    {
      type: 'faq',
      title: 'When should we book a newborn shoot?',
      content:
        "Newborn sessions work best when baby is between 5 and 14 days old, as they're sleepier and curl up more easily. We recommend booking during your second trimester using your due date, then messaging us when baby arrives so we can fix the exact day.",
    },
    {
      type: 'faq',
      title: 'What should we wear for our family photos?',
      content:
        "We suggest coordinating rather than matching – pick two or three colours that go together and build everyone's outfits around them. Soft, muted tones photograph beautifully, while big logos, neon colours and small busy patterns can be distracting. We'll email you our style guide when you book.",
    },
    {
      type: 'faq',
      title: 'Can we bring our dog along?',
      content:
        "Of course – dogs are very welcome at outdoor family and engagement sessions, we just ask that someone is free to hold the lead. For studio sessions please let us know in advance, and we don't allow pets at newborn sessions for hygiene reasons.",
    },
    {
      type: 'faq',
      title: 'Do you photograph same-sex weddings?',
      content:
        'Yes, and we love doing so. We photograph every couple, every kind of ceremony and every shape of family with the same care, and all our paperwork uses the names and pronouns you give us.',
    },
    {
      type: 'faq',
      title: "How do I check if you're free on our wedding date?",
      content:
        "Fill in the enquiry form on our Contact page with your date, venue and rough guest numbers, and we'll reply within 2 working days to let you know if we're available, along with our brochure. We don't hold dates provisionally – a date is only secured once the booking fee is paid.",
    },
    {
      type: 'faq',
      title: 'Do you offer drone photography?',
      content:
        "We don't fly drones ourselves. If you'd like aerial shots of your venue we can recommend a licensed drone operator we've worked alongside, who you would book separately.",
    },
    {
      type: 'faq',
      title: 'Can I order prints from my gallery?',
      content:
        'Yes – every online gallery has a built-in print shop, so you and your family and guests can order prints, canvases and photo blocks straight from it. Orders are produced by our professional lab and delivered to the door, usually within 7–10 working days.',
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "Yes, gift vouchers are available for any amount from £50, or for a specific session such as a newborn or family shoot. They're valid for 12 months and come as a printed card, which we can post out or you can collect from the studio.",
    },
    {
      type: 'faq',
      title: 'Is there parking at the studio?',
      content:
        "There are two free client parking spaces directly in front of the Coach House. If they're taken, there's pay-and-display parking on Valley Drive, about two minutes' walk away.",
    },
    {
      type: 'faq',
      title: 'Do you cover registry office weddings and elopements?',
      content:
        "Yes, smaller weddings are some of our favourites. Our Intimate collection covers up to 3 hours, which is ideal for a register office ceremony followed by a meal, and we've photographed elopements everywhere from Malham Cove to Brimham Rocks.",
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Wedding Collections 2026',
      fileName: 'wedding-collections-2026.pdf',
      content: `HOLLIS & REED PHOTOGRAPHY
Wedding Collections 2026
For weddings taking place between 1 January and 31 December 2026

EVERY COLLECTION INCLUDES
- A planning call with us about 4 weeks before the wedding
- Help putting together your wedding day timeline and group photo list
- A sneak peek of your first images within 72 hours
- A private online gallery with full-resolution downloads and a personal print release
- Travel within 40 miles of our Harrogate studio

THE INTIMATE – £895
Up to 3 hours of coverage
One photographer (Sophie or Marcus)
Perfect for register office weddings, elopements and small lunches
Approximately 200 edited images

THE CLASSIC – £1,650
Up to 6 hours of coverage
Two photographers
From the final preparations through to the speeches or first dance
Approximately 400–500 edited images

THE SIGNATURE – £2,150
Up to 8 hours of coverage
Two photographers
Pre-wedding engagement shoot
Approximately 500–700 edited images

THE COMPLETE – £2,850
Up to 11 hours of coverage, from morning preparations to the evening party
Two photographers
Pre-wedding engagement shoot
10x10 inch handmade linen album with 20 spreads
Approximately 700–900 edited images

EVENING RECEPTION ONLY – £750
Up to 3 hours from 6pm, one photographer
Covers the evening guests arriving, cake cutting, first dance and the party
Available Monday to Friday only

ADD-ONS
Additional hour of coverage, booked in advance: £175 per hour
Second photographer for the Intimate collection: £350
Engagement shoot (Intimate and Classic collections): £295
Wedding album (see our Albums and Wall Art Price Guide): from £345
Parent albums, smaller copies of your main album: £245 each
Wooden keepsake box with 30 fine art prints and a USB of your images: £120
Day-after portrait session in your wedding outfits: £395

MIDWEEK AND WINTER SAVINGS
Weddings held Monday to Thursday, or on any day in November, January, February or March, receive 10% off the Classic, Signature and Complete collections. This saving cannot be combined with any other offer.

2027 WEDDINGS
We are now taking bookings for 2027. Prices for 2027 weddings will rise by around 5%, but if you book before 31 March 2026 we will honour the 2026 prices shown here.

HOW TO BOOK
A booking fee of £500 secures your date and is deducted from the collection price. The remaining balance is due 6 weeks before your wedding. Full details are in our Wedding Booking Terms and Conditions, which we send with your booking agreement.

Questions? Call 01423 206418 or email hello@hollisandreed.co.uk`,
    },
    {
      type: 'document',
      title: 'Portrait Sessions Price List 2026',
      fileName: 'portrait-price-list-2026.pdf',
      content: `HOLLIS & REED PHOTOGRAPHY
Portrait Sessions Price List 2026

All session fees include the photographer's time, planning, editing and a private online gallery. Sessions take place at our natural light studio at The Coach House, Valley Drive, Harrogate, or at an outdoor location within 15 miles of the studio.

FAMILY SESSION – £195
Up to 1 hour, studio or outdoors
Up to 6 people (additional people £15 each)
15 edited digital images included

EXTENDED FAMILY SESSION – £275
Up to 90 minutes, for grandparents, cousins and larger groups of up to 14 people
25 edited digital images included

NEWBORN SESSION – £295
Studio only, please allow up to 3 hours
Includes baby on their own, with parents and with siblings
20 edited digital images included

MATERNITY SESSION – £175
Up to 1 hour, studio or outdoors
Use of our studio gown wardrobe
12 edited digital images included

BUMP TO BABY PACKAGE – £425
One maternity session plus one newborn session
35 edited digital images in total
Save £45 compared with booking the two sessions separately

CAKE SMASH AND SPLASH – £225
For first birthdays, about 45 minutes in the studio
Cake, themed backdrop and bath splash included – just bring the birthday boy or girl and a spare outfit
15 edited digital images included

SEASONAL MINI SESSIONS – £95
20 minute sessions on set dates (spring bluebells, summer meadow and Christmas)
5 edited digital images included
Dates are released to our mailing list first and usually sell out within a week

EXTRA IMAGES
Additional digital images: £25 each
Full gallery upgrade (every edited image from your session): £150

OUTDOOR LOCATIONS FURTHER AWAY
Outdoor sessions more than 15 miles from Harrogate carry a £30 travel supplement.

DEPOSITS AND RESCHEDULING
A £50 deposit is payable when you book and is deducted from your session fee. The balance is due on the day, by card or bank transfer.
If you need to rearrange, please give us at least 48 hours' notice and we will move your session free of charge. Changes with less notice may lose the deposit.
Outdoor sessions called off because of bad weather are always rescheduled at no cost – we will make the call together the day before.
Newborn sessions are booked around your due date and can be moved as often as baby needs.

PRINTS AND WALL ART
Prints, canvases and albums can be ordered from your gallery or through us. Please see our Albums and Wall Art Price Guide.`,
    },
    {
      type: 'document',
      title: 'Wedding Booking Terms and Conditions',
      fileName: 'wedding-terms-and-conditions-2026.pdf',
      content: `HOLLIS & REED PHOTOGRAPHY
Wedding Booking Terms and Conditions (2026)

These terms form part of the agreement between Hollis & Reed Photography ("we", "us") and the couple named on the booking form ("you").

1. BOOKING
1.1 Your date is reserved only when we have received your signed agreement and the booking fee of £500.
1.2 The booking fee is non-refundable and is deducted from the total collection price.

2. PAYMENT
2.1 The remaining balance is due no later than 6 weeks before the wedding date. If the balance is not paid by then, we may treat the booking as cancelled by you.
2.2 Extra coverage requested on the day is charged at £195 per hour or part hour, payable within 14 days of the wedding.

3. CANCELLATION BY YOU
Cancellations must be made in writing. The following charges apply:
- More than 12 months before the wedding: the booking fee is retained, nothing further is due
- Between 6 and 12 months before the wedding: 50% of the total collection price
- Less than 6 months before the wedding: 100% of the total collection price
We strongly recommend wedding insurance to cover these costs.

4. POSTPONEMENT
4.1 We will move your booking to a new date once, free of charge, provided you tell us in writing and the new date is within 18 months of the original date and we are available.
4.2 If the new date falls in a later year, any difference between that year's price and the price you booked at will be payable.
4.3 If we are not available on your new date, the change is treated as a cancellation under section 3.

5. IF WE CANNOT ATTEND
5.1 If either photographer is unable to attend through illness or emergency, the other will cover the day or we will provide an experienced replacement of similar style.
5.2 If no suitable replacement can be found, we will refund all money you have paid. Our liability is limited to the amount paid to us.

6. MEALS AND BREAKS
For coverage of 6 hours or more, you agree to provide a hot meal for each photographer, served at the same time as your guests, and a 20-minute break. This lets us be ready for the speeches.

7. COPYRIGHT AND USE OF IMAGES
7.1 Copyright in all images remains with Hollis & Reed Photography under the Copyright, Designs and Patents Act 1988.
7.2 You receive a personal licence to print, share and display your images for personal use. You may not sell them, license them to third parties or enter them into competitions.
7.3 We may use selected images on our website, social media and in print. If you would prefer us not to, please tell us in writing before the wedding.

8. VENUE RULES AND CIRCUMSTANCES ON THE DAY
8.1 We will follow any restrictions set by your venue or officiant, such as no photography during the ceremony or limits on where we may stand. We cannot be held responsible for images we were unable to take because of these rules.
8.2 We are not responsible for missed moments caused by delays to the schedule, bad weather, guests obstructing our view, or people not attending group photographs.

9. DELIVERY AND STORAGE
9.1 Images are supplied through a private online gallery. Once delivered, please download and back up your images; we are not responsible for images lost after delivery.
9.2 Colour editing and image selection are at our professional discretion. Requests for heavy retouching may be charged.

10. COMPLAINTS
If you are unhappy with any part of our service, please raise it in writing within 14 days of receiving your gallery and we will do our best to put things right.`,
    },
    {
      type: 'document',
      title: 'Newborn Session Preparation Guide',
      fileName: 'newborn-session-guide.pdf',
      content: `HOLLIS & REED PHOTOGRAPHY
Newborn Session Preparation Guide

Congratulations! We are so excited to meet your little one. This guide explains how to get ready for your newborn session so that the day is calm and relaxed for you and your baby.

BEFORE THE DAY
- Your session is booked around your due date. Please message us within a few days of the birth so we can confirm the exact day and time.
- Sessions start at 9.30am, when babies tend to be at their sleepiest.
- If anyone in the household has a cold, sickness bug or temperature, please let us know and we will rearrange – there is no charge for this.

WHAT BABY SHOULD WEAR
Dress baby in a simple button-up or zip sleepsuit – nothing that has to go over their head – so that we can undress them without waking them. Please avoid tight vests and socks, as they leave marks on delicate skin for a while afterwards.

WHAT TO BRING
- Spare nappies and wipes
- A dummy, if baby uses one (it can be very helpful for settling)
- Enough milk or formula for two feeds
- Muslins and a change of clothes for you – accidents happen!
- Any special items you would like included, such as a teddy from a grandparent or your scan photo

FEEDING
Please try to give baby a good feed just before you leave home or as soon as you arrive. We have a comfy chair and a private corner for breastfeeding or bottle feeding, and we will pause as often as baby needs.

AT THE STUDIO
We heat the studio to around 26°C so that baby is warm and sleepy while unwrapped. Please dress in light layers, as you will find it very warm! We provide all the wraps, hats, blankets and props. Everything is washed or cleaned between sessions.

PARENT AND SIBLING PHOTOS
We will photograph you with baby too, so parents may like to wear plain, neutral tops in cream, grey or soft pastels. If older brothers or sisters are joining, we photograph them at the start; it works best if they come for the first 30 minutes and then head home or out with another adult.

SAFETY
Baby's safety always comes first. Sophie has completed accredited newborn safety and posing training, and every pose is achieved gently and only if baby is comfortable. Some images, such as baby resting their chin on their hands, are composites made from two photos with a parent's hand supporting baby the whole time. Babies are never left unsupported on props, and a parent or photographer is always within arm's reach.

HOW LONG WILL IT TAKE?
Please allow up to 3 hours. Most of this time is spent feeding, settling and cuddling. We work entirely at baby's pace.

AFTER THE SESSION
We will email you as soon as your gallery is ready to view. In the meantime, look out for a little preview on our Instagram if you are happy for us to share one.`,
    },
    {
      type: 'document',
      title: 'Albums and Wall Art Price Guide 2026',
      fileName: 'albums-and-wall-art-2026.pdf',
      content: `HOLLIS & REED PHOTOGRAPHY
Albums and Wall Art Price Guide 2026

Photographs are meant to be held and hung, not left on a hard drive. All of our albums are handmade in the UK by a small family-run bindery, with thick lay-flat pages and archival inks designed to last for generations.

FINE ART ALBUMS
Each album includes 20 spreads (40 pages) and a linen cover with your names and date debossed.
8x8 inch album – £345
10x10 inch album – £495
12x12 inch album – £650
Extra spreads – £25 each, up to a maximum of 40 spreads
Parent albums (8x8 copies of your main album design) – £245 each

COVER OPTIONS
Linen in 12 colours – included
Velvet – add £45
Photo cover – add £40
Italian leather – add £60
Presentation box – add £55

THE DESIGN PROCESS
1. Choose up to 80 favourite images from your online gallery using the heart button.
2. We design your album and send you a first draft online within 3 weeks.
3. Two rounds of changes are included. Further rounds are £30 each.
4. Once you approve the design, production takes 4 to 6 weeks.
Album prices in this guide are fixed for 12 months after your gallery is delivered, so there is no rush to decide.

PRINTS
Professional lustre prints, colour-checked by us before they leave the lab.
6x4 inch – £5
7x5 inch – £8
10x8 inch – £18
12x8 inch – £20
16x12 inch – £35
20x16 inch – £55

WALL ART
Canvas, 16x12 inch – £95
Canvas, 20x16 inch – £145
Canvas, 30x20 inch – £210
Framed print, 16x12 inch, oak or black frame – £130
Framed print, 30x20 inch, oak or black frame – £260
Acrylic photo block, 7x5 inch – £45

ORDERING AND DELIVERY
Prints and wall art can be ordered through the shop in your online gallery, or by emailing us your choices. UK delivery is free on orders over £100, otherwise £6.50 per order. Wall art is usually delivered within 2 weeks.
If anything arrives damaged, please send us a photo within 7 days and we will replace it free of charge.`,
    },
    {
      type: 'document',
      title: 'Wedding Day Planning Guide',
      fileName: 'wedding-day-planning-guide.pdf',
      content: `HOLLIS & REED PHOTOGRAPHY
Wedding Day Planning Guide

A few tips from more than ten years of weddings, to help your day run smoothly and get you the photos you are hoping for.

GETTING READY
We usually arrive about 2.5 hours before the ceremony. If you are getting ready in different places, Sophie will be with one of you and Marcus with the other. Choose a room with a large window and keep one corner tidy – we will move things around, but a clear space helps. Have your rings, shoes, invitations, perfume and any jewellery together in one box so we can photograph the details while you have your hair and make-up done.

THE CEREMONY
Check with your registrar or officiant early about any photography rules. We would also suggest an unplugged ceremony: ask your celebrant to invite guests to put away phones and cameras, so that the view down the aisle is faces, not screens.

CONFETTI
Plan your confetti moment for straight after the ceremony while everyone is together. Biodegradable dried petals work best – make sure every guest has a generous handful, and walk slowly!

GROUP PHOTOS
We recommend no more than 10 groupings. Each group takes about 3 minutes to gather and photograph, so 10 groups is around half an hour of your drinks reception. Send us your list at your planning call, and choose a confident friend or usher who knows both families to round people up.

COUPLE PORTRAITS
We will take you away for 20 to 30 minutes during the drinks reception, usually split into two short sessions so you don't miss your guests. If you can, slip out for another 10 minutes in the evening about an hour before sunset – that golden light is often where our favourite pictures come from.

IF IT RAINS
Yorkshire weather is Yorkshire weather. We carry four clear umbrellas for you to use, and we always scout indoor spots at your venue in advance. Some of the most atmospheric photos happen in the rain.

THE EVENING
Let us know the times of the cake cutting and first dance. We use flash for the dancing so that the party is bright and full of energy.

SAMPLE TIMELINE FOR A 1PM CEREMONY
10.30am – Photographers arrive; getting ready and details
12.30pm – Sophie goes to the ceremony venue to capture guests arriving
1pm – Ceremony
1.40pm – Confetti
1.50pm – Drinks reception, group photos and first couple portraits
3.30pm – Wedding breakfast
5.30pm – Speeches
7.30pm – Cake cutting and first dance
8pm – Evening party; coverage ends for the Signature collection around this time

OUR TOP THREE TIPS
1. Build in 15 minutes of spare time – weddings always run a little late.
2. Put a name and phone number next to every supplier on your timeline.
3. Eat something at breakfast!`,
    },

    // ------------------------------------------------------------ website pages
    {
      type: 'website',
      title: 'Hollis & Reed Photography | Wedding & Family Photographers in Harrogate',
      url: 'https://www.hollisandreed.co.uk/',
      content: `# Hollis & Reed Photography

Relaxed, natural wedding and family photography from our studio in Harrogate, North Yorkshire.

## Hello, we're Sophie and Marcus

We have been photographing weddings and families together since 2013. In that time we have been lucky enough to document more than 400 weddings and to watch some of our couples come back to us with their newborns, and then again with toddlers in tow.

We are a team of two, and we like it that way. We only take on 35 weddings a year, so that every couple gets both of us, our full attention on the day, and a gallery delivered on time. There's no team of associate photographers and no outsourced editing – the people you meet are the people who photograph your day and edit every image.

## What we photograph

- Weddings, from tiny elopements to big country house celebrations
- Engagement and couple shoots
- Newborn and maternity portraits
- Family sessions, in the studio or outdoors
- Cake smash sessions for first birthdays

## Our style

Our photographs are honest, warm and unposed. We want you to look back in twenty years and remember what the day felt like – the nervous laugh before the ceremony, your grandad on the dance floor, the rain that nobody cared about. We will guide you gently when we need to, but for most of the day you won't even notice we are there.

## Where you'll find us

Our natural light studio is in a converted coach house just off Valley Drive in Harrogate. We photograph weddings right across Yorkshire – in Harrogate, Knaresborough, Ripon, York, Leeds and throughout the Dales – and we are always happy to travel further.

## Kind words

"Sophie and Marcus made us feel so at ease. We were dreading the photos and ended up loving every minute." – Hannah & Josh, married at Ripley

"The newborn photos of our daughter are the most precious things we own." – Amy, Knaresborough

We are rated 5.0 from more than 180 Google reviews, and we were proud to be named Wedding Photographer of the Year at the North Yorkshire Wedding Awards 2024.

## Let's chat

Tell us a little about your plans through our contact form and we will get back to you with our availability and brochure. We can't wait to hear from you.`,
    },
    {
      type: 'website',
      title: 'About Sophie & Marcus',
      url: 'https://www.hollisandreed.co.uk/about',
      content: `# About Us

## Sophie Hollis

Sophie studied photography at university in Leeds and fell into weddings when a friend asked her to photograph her big day. She set up the business straight after graduating and has never looked back. These days she leads our newborn and family work as well as shooting weddings, and she has completed accredited training in newborn safety and posing. Sophie is the calm one – the person who will fix your buttonhole, find you a tissue and remind you to breathe before you walk down the aisle.

When she isn't working you'll find her walking in Nidderdale or attempting (and mostly failing) to grow vegetables.

## Marcus Reed

Marcus spent ten years as a staff photographer on a regional newspaper in Leeds, covering everything from football matches to royal visits. That background is why he is so good at being in the right place at the right moment without anyone noticing him. He joined Sophie in 2016 and now handles most of our wedding editing, as well as our album design.

Marcus is a keen cyclist and a terrible dancer, though he will happily prove this at your evening reception if asked.

## Two photographers, not a couple

Despite what everyone assumes, we're not married! Marcus is married to Sophie's sister, Jen, which makes us family. It also means we know each other's working style inside out, and we can split up on a wedding day without needing to talk about it.

## How we work together

On a wedding day one of us usually concentrates on the key moments while the other looks for the reactions, the details and the quiet in-between moments that are so easy to miss. At the ceremony we cover different angles, so you get both the view down the aisle and the look on your partner's face.

## Our kit

We shoot on professional Sony mirrorless cameras with dual card slots, so every image is written to two cards at the same moment. We carry backup bodies, lenses and flashes to every wedding, and your images are copied to two separate drives and a cloud backup the same night.

## Meet Pickle

Pickle is our studio cocker spaniel. She's very friendly and often around on studio days to say hello, but she always stays at home on newborn days.`,
    },
    {
      type: 'website',
      title: 'Wedding Photography',
      url: 'https://www.hollisandreed.co.uk/weddings',
      content: `# Wedding Photography in Yorkshire and Beyond

Your wedding day goes by in a blur. Our job is to catch all of it – the big moments and the tiny ones – so you can live it again for the rest of your lives.

## Our approach

Around 90% of what we photograph on a wedding day is completely natural: we stay in the background and let the day unfold. The rest is a little gentle direction for group photos and your couple portraits, where we will give you simple things to do rather than stiff poses to hold.

## Camera shy? You're in good company

Almost every couple tells us they hate having their photo taken. We will never ask you to do anything cheesy, and your engagement shoot (or a walk around your venue before the day) is a great chance to get used to us. By the wedding day, most couples forget we are even there.

## Our editing

We edit every image by hand for natural, true-to-life colour and skin tones. We don't use heavy filters or trendy presets that will date, so your photographs will look as good in thirty years as they do today.

## How booking works

1. Enquire – send us your date and venue through the contact form.
2. Meet us – come and see us at the studio for a coffee, or we can chat on a video call, with no obligation to book.
3. Book – sign your agreement online and pay the booking fee to secure your date.
4. Engagement shoot – if it's part of your collection, we'll arrange it at a time that suits you.
5. Planning – about 6 weeks before the wedding we send you a short questionnaire, then we have a planning call around 4 weeks before to go through your timeline and group photo list.
6. The wedding – we'll be there from the first button to the first dance (or whatever your collection covers).
7. Your photos – a sneak peek arrives within days, followed by your full gallery.

## Why two photographers?

With two of us, nothing important happens out of sight. We can be with both of you as you get ready, capture the ceremony from the front and the back, and photograph your guests' reactions while you are having your portraits taken.

## What about video?

We don't film weddings ourselves, but we often work alongside videographers. If you're looking for one, we regularly recommend Northern Reel Films, whose style sits really well alongside ours.

## Ready to check your date?

Use our contact form to tell us about your plans. We'll send our full brochure and prices along with our availability.`,
    },
    {
      type: 'website',
      title: 'Family, Newborn & Maternity Portraits',
      url: 'https://www.hollisandreed.co.uk/portraits',
      content: `# Family, Newborn & Maternity Portraits

From the first days with a new baby to a three-generation family get-together, our portrait sessions are relaxed, unhurried and lots of fun.

## Studio sessions

Our studio in Harrogate is a bright, warm space with huge north-facing windows, so we work almost entirely with natural light. It's ideal for newborns, maternity portraits and cake smash sessions, and for family photos on days when the weather isn't playing along. There is a changing area, a kettle always on and a box of toys for younger visitors.

## Outdoor sessions

For families who like to be out and about, we have a few favourite spots close to the studio: the Valley Gardens, the open grass of The Stray, and the riverside at Knaresborough. In spring we hold our bluebell mini sessions in a private woodland near Pateley Bridge. We're also happy to come to a place that is special to you, such as your local park or a favourite walk.

The best light is early in the morning or in the couple of hours before sunset. In summer our evening sessions usually start around 7pm, and in winter we shoot in the middle of the day.

## What happens on the day

We don't line everyone up and tell you to say cheese. Instead we'll go for a walk, play games, have races and tickle fights, and photograph what happens in between. Toddlers who won't sit still are absolutely fine – we're used to following them around, and some of our favourite pictures come from the moments when things don't go to plan. Bribery with snacks is allowed!

## Older children and teenagers

Teenagers are often the most reluctant members of the family, so we keep things low-key and give them a bit of say in where we go and what we do. We find that a little humour goes a long way, and they usually end up enjoying it more than they expected.

## Choosing your images

Within 2 weeks of your session we'll send you a gallery of proofs to look through at home. You pick your favourites, and your final edited images are delivered within 7 days of your choice. You can add extra images or upgrade to the full gallery at any point while the proof gallery is open.

## Booking a session

Sessions run Tuesday to Saturday, with outdoor sessions in the evening during the summer. Have a look at our Portrait Sessions Price List for prices and what's included, then get in touch through our contact page to book your date.`,
    },
    {
      type: 'website',
      title: 'Contact Us & Studio Visits',
      url: 'https://www.hollisandreed.co.uk/contact',
      content: `# Contact Us

We'd love to hear from you, whether you're planning a wedding, expecting a baby or just want to get the whole family in one photo for once.

## How to reach us

Phone: 01423 206418
WhatsApp: 07700 900418
Email: hello@hollisandreed.co.uk
Instagram: @hollisandreed

Our office hours are Monday to Friday, 9.30am to 4pm. We're often photographing weddings on Fridays and Saturdays, so if you call and we don't pick up, please leave a message or send us an email and we will get back to you within 2 working days.

## Enquiry form

For weddings, please include your date, venue and rough number of guests. For portrait sessions, let us know what kind of session you're interested in, how many people will be in the photos, and any dates that suit you. The more you can tell us, the quicker we can help.

## Visit the studio

Hollis & Reed Photography
The Coach House
22 Valley Drive
Harrogate
HG2 0JL

Studio visits are by appointment only, as we are often out at shoots. We're happy to meet on weekday evenings until 8pm and on Saturday mornings, so you don't need to take time off work to come and see us. It's a great chance to look through sample albums and prints, have a cup of tea and ask us anything.

## Getting here

The studio is a 10 minute walk from Harrogate railway station: head down Station Parade and through the Valley Gardens, and you'll find us at the top of Valley Drive. Local buses stop on Cornwall Road, just around the corner.

## Accessibility

The studio is on the ground floor with step-free access from the front door, and we have an accessible toilet. If you or anyone in your family has particular needs, just let us know before your session and we'll make sure everything is ready.

## Following our work

We share recent weddings and sessions on Instagram and Facebook most weeks. If you'd like to be the first to hear about our seasonal mini sessions, sign up to our mailing list at the bottom of any page of our website.`,
    },
    {
      type: 'website',
      title: 'Your Online Gallery – Help & FAQs',
      url: 'https://www.hollisandreed.co.uk/gallery-help',
      content: `# Your Online Gallery

All of our weddings and portrait sessions are delivered through a private online gallery hosted by Pic-Time. This page explains how to get the most out of it.

## Receiving your gallery

When your gallery is ready we'll email you a link and a password. If you haven't received it when expected, please check your spam or junk folder first, as gallery emails sometimes get caught by filters. Still nothing? Get in touch and we'll resend it.

## Downloading your photos

You can download individual images or the whole gallery in one go. To download everything, click the download arrow at the top of the gallery and choose either high resolution (best for printing) or web size (best for sharing online). Large galleries are split into several zip files. We recommend downloading to a computer rather than a phone, and keeping copies in at least two places, such as an external hard drive and a cloud account.

## Using the gallery on your phone

Every gallery can be saved to your phone as an app: open the link on your phone and tap "add to home screen". It's a lovely way to show off your photos to friends and family.

## Sharing with guests and family

We can set up a separate guest password so that friends and family can view the gallery without being able to see any images you have hidden. Guests can save their favourites and download web-size copies, but only you can download the full-resolution files.

## Favourites and the slideshow

Use the heart button to mark your favourites – that's also how you choose images for your album. Every wedding gallery also includes a slideshow set to music, which you can share with a single link.

## How long your gallery stays online

Galleries stay online for 12 months from the date they are delivered. We'll email you a reminder 30 days before yours expires. If you'd like to keep it online for longer, you can extend it for £35 per year.

## Our archive

After your gallery comes down, we keep a backup copy of all of your final edited images for 7 years. If you ever lose your photos, we can restore them from our archive and send you a new download link for £45.

## Ordering prints

Every gallery has its own print shop, so you can order prints, canvases and albums directly from the gallery.`,
    },
  ],

  questions: [
    // ---------------------------------------------------------------- FAQ targets
    {
      text: 'will both of u be there on the day or just one of you',
      expect: 'Do you both photograph every wedding?',
    },
    {
      text: 'whats the upfront payment to lock in our wedding date',
      expect: 'How much deposit do I need to pay to book?',
    },
    {
      text: 'how long till we get our wedding pics back',
      expect: 'How long will it take to get our wedding photos back?',
    },
    {
      text: "we got married last saturday and we're desperate to see the photos lol, when will they be ready?",
      expect: 'How long will it take to get our wedding photos back?',
    },
    {
      text: "we're getting married in cornwall next summer, would you come all the way down there?",
      expect: 'Do you travel for weddings outside Harrogate?',
    },
    { text: 'do you charge mileage', expect: 'Do you travel for weddings outside Harrogate?' },
    {
      text: 'can we get the unedited originals as well as the edited ones',
      expect: 'Can we have the RAW files?',
    },
    { text: 'raw files?', expect: 'Can we have the RAW files?' },
    {
      text: 'is it possible to spread the cost over a few months',
      expect: 'Can I pay in instalments?',
    },
    {
      text: 'what if you get sick on our big day??',
      expect: 'What happens if one of you is ill on the wedding day?',
    },
    {
      text: 'do we get a couples shoot before the wedding as part of it or is that extra',
      expect: 'Is an engagement shoot included?',
    },
    {
      text: 'roughly how many pictures do we end up with for a full day',
      expect: 'How many photos will we receive?',
    },
    { text: 'how many images do u deliver', expect: 'How many photos will we receive?' },
    {
      text: 'our venue coordinator is asking for a copy of your PLI, do you have it',
      expect: 'Are you insured?',
    },
    { text: 'are you covered by insurance', expect: 'Are you insured?' },
    {
      text: 'will we get some in black & white or all colour',
      expect: 'Do you supply black and white images too?',
    },
    {
      text: "i'm 20 weeks pregnant, when should i get in touch about baby photos?",
      expect: 'When should we book a newborn shoot?',
    },
    {
      text: 'how many days old should the baby be for newborn pics',
      expect: 'When should we book a newborn shoot?',
    },
    {
      text: 'any tips on outfits for the family shoot? theres 5 of us and i have no idea what to put everyone in',
      expect: 'What should we wear for our family photos?',
    },
    {
      text: 'should we all wear matching clothes',
      expect: 'What should we wear for our family photos?',
    },
    {
      text: 'can our cockapoo come to our engagement shoot',
      expect: 'Can we bring our dog along?',
    },
    { text: 'dog friendly?', expect: 'Can we bring our dog along?' },
    {
      text: "me and my fiancee are both women, is that something you're ok with",
      expect: 'Do you photograph same-sex weddings?',
    },
    {
      text: 'are you available 12th september 2026',
      expect: "How do I check if you're free on our wedding date?",
    },
    {
      text: 'how do i find out if our date is still open',
      expect: "How do I check if you're free on our wedding date?",
    },
    {
      text: 'can you get aerial shots of the venue from above',
      expect: 'Do you offer drone photography?',
    },
    {
      text: 'can my nan order copies of the pictures online',
      expect: 'Can I order prints from my gallery?',
    },
    {
      text: 'how do guests buy photos from the wedding',
      expect: 'Can I order prints from my gallery?',
    },
    {
      text: 'do you do gift cards? want to treat my sister to a newborn shoot when her baby comes',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'voucher', expect: 'Do you sell gift vouchers?' },
    { text: 'parking?', expect: 'Is there parking at the studio?' },
    {
      text: 'where do i leave the car when we come to you',
      expect: 'Is there parking at the studio?',
    },
    {
      text: "we're just doing a small register office thing with about 10 people, is that something you'd cover",
      expect: 'Do you cover registry office weddings and elopements?',
    },
    {
      text: 'do you shoot elopements',
      expect: 'Do you cover registry office weddings and elopements?',
    },

    // ------------------------------------------------------ Wedding Collections 2026
    {
      text: 'how much is your cheapest wedding package',
      expect: 'Wedding Collections 2026',
      fact: '£895',
    },
    {
      text: 'whats the price for 2 photographers all day, from getting ready right through to the party',
      expect: 'Wedding Collections 2026',
      fact: '£2,850',
    },
    {
      text: 'our wedding is on a wednesday in june, do you do any discount for that',
      expect: 'Wedding Collections 2026',
      fact: '10%',
    },
    {
      text: 'we only really want someone for the evening do, is that possible and how much',
      expect: 'Wedding Collections 2026',
      fact: '£750',
    },
    {
      text: 'were getting married in 2027, will prices go up?',
      expect: 'Wedding Collections 2026',
    },

    // ------------------------------------------------ Portrait Sessions Price List 2026
    {
      text: 'how much is a newborn session',
      expect: 'Portrait Sessions Price List 2026',
      fact: '£295',
    },
    {
      text: 'price for a big family photo with the grandparents and all the cousins, about 12 of us',
      expect: 'Portrait Sessions Price List 2026',
      fact: '£275',
    },
    { text: 'do u do cake smash for a 1st birthday', expect: 'Portrait Sessions Price List 2026' },
    {
      text: "if we want every photo from our family shoot and not just the 15, what's that cost",
      expect: 'Portrait Sessions Price List 2026',
      fact: '£150',
    },
    {
      text: 'what happens if it chucks it down on the day of our outdoor shoot',
      expect: 'Portrait Sessions Price List 2026',
    },

    // --------------------------------------------- Wedding Booking Terms and Conditions
    {
      text: "if we call off the wedding about 8 months before, do we lose everything we've paid",
      expect: 'Wedding Booking Terms and Conditions',
      fact: '50%',
    },
    {
      text: 'we might have to postpone, can we move to a different date',
      expect: 'Wedding Booking Terms and Conditions',
    },
    {
      text: 'do we need to feed you on the day',
      expect: 'Wedding Booking Terms and Conditions',
      fact: 'hot meal',
    },
    {
      text: 'is it ok to sell a few of our wedding photos to a magazine or put one in a competition',
      expect: 'Wedding Booking Terms and Conditions',
    },
    {
      text: 'the party might go on later than planned, what do you charge if we ask you to stay on the night',
      expect: 'Wedding Booking Terms and Conditions',
      fact: '£195',
    },
    {
      text: "our vicar doesn't allow any photos during the service, what happens then",
      expect: 'Wedding Booking Terms and Conditions',
    },

    // ------------------------------------------------ Newborn Session Preparation Guide
    {
      text: 'what should i dress the baby in to come to the studio',
      expect: 'Newborn Session Preparation Guide',
      fact: 'over their head',
    },
    {
      text: 'how warm do you keep the studio for babies',
      expect: 'Newborn Session Preparation Guide',
      fact: '26°C',
    },
    {
      text: 'can his big sister (3) be in some of the newborn photos too',
      expect: 'Newborn Session Preparation Guide',
      fact: 'first 30 minutes',
    },
    {
      text: 'is it ok to breastfeed during the session',
      expect: 'Newborn Session Preparation Guide',
    },
    {
      text: 'what do i need to pack for our newborn shoot',
      expect: 'Newborn Session Preparation Guide',
    },

    // ------------------------------------------------ Albums and Wall Art Price Guide 2026
    {
      text: 'how much for a 12x12 album',
      expect: 'Albums and Wall Art Price Guide 2026',
      fact: '£650',
    },
    {
      text: 'price of a 20x16 canvas',
      expect: 'Albums and Wall Art Price Guide 2026',
      fact: '£145',
    },
    {
      text: 'once we sign off the album design how long till it turns up',
      expect: 'Albums and Wall Art Price Guide 2026',
      fact: '4 to 6 weeks',
    },
    {
      text: 'could we have a leather cover on our album instead of fabric',
      expect: 'Albums and Wall Art Price Guide 2026',
      fact: '£60',
    },
    {
      text: 'one of our canvases arrived with a dent in the corner',
      expect: 'Albums and Wall Art Price Guide 2026',
    },

    // ---------------------------------------------------------- Wedding Day Planning Guide
    {
      text: 'how much time should we leave for family group pics',
      expect: 'Wedding Day Planning Guide',
      fact: '3 minutes',
    },
    {
      text: 'whats the max number of group shots you recommend',
      expect: 'Wedding Day Planning Guide',
      fact: '10 groupings',
    },
    {
      text: 'when is the nicest light for photos of the two of us in the evening',
      expect: 'Wedding Day Planning Guide',
    },
    {
      text: 'our ceremony is at 1, what time would you turn up in the morning',
      expect: 'Wedding Day Planning Guide',
      fact: '10.30am',
    },
    {
      text: 'should we ask guests not to use their phones while we say our vows',
      expect: 'Wedding Day Planning Guide',
    },
    { text: 'any tips for the confetti bit', expect: 'Wedding Day Planning Guide' },

    // --------------------------------------------------------------------- Home page
    {
      text: 'how many weddings do you take on each year',
      expect: 'Hollis & Reed Photography | Wedding & Family Photographers in Harrogate',
      fact: '35 weddings',
    },
    {
      text: 'have you won any awards',
      expect: 'Hollis & Reed Photography | Wedding & Family Photographers in Harrogate',
      fact: 'North Yorkshire Wedding Awards',
    },
    {
      text: 'how long have you two been doing this',
      expect: 'Hollis & Reed Photography | Wedding & Family Photographers in Harrogate',
      fact: '2013',
    },
    {
      text: 'do you use other photographers or outsource your editing',
      expect: 'Hollis & Reed Photography | Wedding & Family Photographers in Harrogate',
    },

    // --------------------------------------------------------------------- About page
    {
      text: 'are sophie and marcus husband and wife?',
      expect: 'About Sophie & Marcus',
      fact: 'not married',
    },
    { text: 'what did marcus do before photography', expect: 'About Sophie & Marcus' },
    { text: 'what cameras do you shoot on', expect: 'About Sophie & Marcus', fact: 'Sony' },
    {
      text: "i'm paranoid about a memory card failing and losing everything, how do you back up",
      expect: 'About Sophie & Marcus',
    },
    {
      text: "what's the name of the dog at your studio",
      expect: 'About Sophie & Marcus',
      fact: 'Pickle',
    },

    // ------------------------------------------------------------------- Weddings page
    {
      text: "we live in london so can't easily pop in, can we meet you some other way before booking",
      expect: 'Wedding Photography',
    },
    {
      text: 'do you do wedding videos too or know someone who does',
      expect: 'Wedding Photography',
      fact: 'Northern Reel Films',
    },
    {
      text: 'do you put filters on your photos, whats your editing like',
      expect: 'Wedding Photography',
    },
    { text: 'what are the steps once we decide to go with you', expect: 'Wedding Photography' },
    {
      text: 'honestly we both hate having our picture taken and feel really awkward, is that going to be a problem',
      expect: 'Wedding Photography',
    },

    // ------------------------------------------------------------------ Portraits page
    {
      text: 'where do you do the outside family shoots',
      expect: 'Family, Newborn & Maternity Portraits',
    },
    {
      text: 'what time do summer evening sessions usually start',
      expect: 'Family, Newborn & Maternity Portraits',
      fact: '7pm',
    },
    {
      text: 'my two are 2 and 4 and they will NOT sit still for a photo, is there any point',
      expect: 'Family, Newborn & Maternity Portraits',
    },
    {
      text: 'after our family shoot how soon do we get to pick which photos we want',
      expect: 'Family, Newborn & Maternity Portraits',
      fact: '2 weeks',
    },
    {
      text: 'my 15 yr old son is dreading it lol, any experience with teenagers',
      expect: 'Family, Newborn & Maternity Portraits',
    },

    // -------------------------------------------------------------------- Contact page
    { text: 'whats your phone number', expect: 'Contact Us & Studio Visits', fact: '01423 206418' },
    {
      text: 'my mum uses a wheelchair, can she get into the studio ok',
      expect: 'Contact Us & Studio Visits',
    },
    {
      text: 'coming by train, how far are you from the station',
      expect: 'Contact Us & Studio Visits',
      fact: '10 minute walk',
    },
    {
      text: 'what time is your office open till',
      expect: 'Contact Us & Studio Visits',
      fact: '4pm',
    },
    {
      text: 'we both work 9-5, can we come and see you at the weekend',
      expect: 'Contact Us & Studio Visits',
      fact: 'Saturday mornings',
    },
    { text: 'instagram?', expect: 'Contact Us & Studio Visits', fact: '@hollisandreed' },

    // -------------------------------------------------------------------- Gallery page
    {
      text: 'the link to our photos says the gallery has expired, can we get it back up',
      expect: 'Your Online Gallery – Help & FAQs',
      fact: '£35',
    },
    {
      text: 'my laptop died and i lost all our wedding photos from 2021, do you still have them?',
      expect: 'Your Online Gallery – Help & FAQs',
      fact: '7 years',
    },
    {
      text: 'can our guests download pics from the gallery',
      expect: 'Your Online Gallery – Help & FAQs',
    },
    {
      text: 'how do i save all the photos at once instead of one by one',
      expect: 'Your Online Gallery – Help & FAQs',
    },
    {
      text: 'you said the gallery was sent but i cant find any email',
      expect: 'Your Online Gallery – Help & FAQs',
      fact: 'spam',
    },
  ],

  requests: [
    {
      text: "I'd like to book a family shoot for the four of us sometime over October half term please",
      expect: 'Appointments',
    },
    {
      text: "Can we come in for a studio visit next Thursday evening to chat about our wedding? It's Laura and James, getting married at Ripley Castle next August",
      expect: 'Appointments',
    },
    {
      text: 'please pencil us in for a newborn session, due date is 3rd march',
      expect: 'Appointments',
    },
    {
      text: 'Put me down for one of the Christmas mini session slots, Saturday morning if there are any left',
      expect: 'Appointments',
    },
    {
      text: "Really disappointed. It's been 10 weeks since our wedding, we still haven't got our gallery and nobody is replying to my emails",
      expect: 'Complaints/Feedback',
    },
    {
      text: "Just wanted to say a massive thank you to Sophie and Marcus, the photos are stunning and we've both cried looking through them!",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the 16x12 print we ordered came with a crease across it and the colours are way darker than on screen, not happy at all',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back on 07700 900123 about wedding packages? after 5pm is best',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me your wedding brochure - hannah.clarke@example.com',
      expect: 'General Inquiry',
    },
    {
      text: "Hi I'm Priya, getting married 14 Aug 2027 at Swinton Park, about 120 guests, could you put a quote together for us? priya.s@example.com",
      expect: 'General Inquiry',
    },
    { text: 'can I speak to Sophie directly please', expect: 'handoff' },
    { text: "I'd rather talk to an actual person than a bot tbh", expect: 'handoff' },
    { text: 'is there a real human around i can chat to about this', expect: 'handoff' },
  ],

  offTopic: [
    'can you recommend a good wedding florist in harrogate',
    "what's the best camera for a beginner who wants to learn photography",
    'how do i edit my own photos in lightroom',
    'do you do passport photos',
    'which wedding venues in yorkshire are the cheapest',
    'how much should i budget for a wedding dress',
    'what time does harrogate register office open on saturdays',
    "what's the weather going to be like in harrogate this weekend",
    "write me a short poem for my wife's 40th birthday",
    'whats a good recipe for a victoria sponge',
    'what is the capital of australia',
    'who won the premier league last season',
    "how do you say 'thank you' in italian",
    'how many calories are in a banana',
  ],
};
