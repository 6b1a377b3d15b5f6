import type { Business } from '../types.js';

export const printshop: Business = {
  slug: 'printshop',
  name: 'Foxglove Print & Design',
  field:
    'a high-street print and design shop (business cards, flyers, banners, wedding stationery, photocopying, large-format printing, artwork file requirements, turnaround times, delivery and collection, trade accounts)',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Are you open on bank holidays?',
      content: `We're closed on all bank holidays, including Easter Monday and the August bank holiday. Over Christmas we close at 4pm on Christmas Eve and reopen on the first working day after New Year's Day. If you need anything printed before the break, please place your order by 12 December.`,
    },
    {
      type: 'faq',
      title: 'Where can I park?',
      content: `The nearest car park is Wentworth car park (pay and display), about a 4-minute walk from the shop. There is a loading bay directly outside on Priestpopple which you can use for up to 20 minutes when collecting heavy orders such as banners or boxes of leaflets - let us know and we'll carry them out to you.`,
    },
    {
      type: 'faq',
      title: 'Do you print on recycled paper?',
      content: `Yes. All our standard house papers are FSC certified, and we stock a 100% recycled uncoated paper (Revive 100) in 120gsm, 300gsm and 350gsm at no extra charge for most jobs. Just ask for the recycled option when you order.`,
    },
    {
      type: 'faq',
      title: 'Can you match a Pantone colour?',
      content: `Our digital presses print in CMYK, so we can get very close to most Pantone colours but cannot promise an exact match. For brand-critical work we can run a colour test sheet for £8, showing several variations side by side, so you can pick the closest before the full run is printed.`,
    },
    {
      type: 'faq',
      title: 'Is there a minimum order quantity?',
      content: `There's no minimum for digital printing - we're happy to print 10 business cards or a single poster. Special finishes such as spot UV and foiling have a minimum of 100 cards, and litho printing starts at 2,500 copies.`,
    },
    {
      type: 'faq',
      title: 'Can I print from my phone or a USB stick?',
      content: `Yes. Bring your USB stick to the counter, or email the file to print@foxgloveprint.co.uk from your phone while you're in the shop and we'll print it while you wait. Sorry, we can't accept files by Bluetooth or AirDrop.`,
    },
    {
      type: 'faq',
      title: 'Do you offer a scanning service?',
      content: `Yes. We scan documents and photos up to A3 at 30p per page, and large plans and drawings up to 36 inches wide from £3 per sheet. Scans are emailed to you as PDF or JPEG files, or saved onto your USB stick.`,
    },
    {
      type: 'faq',
      title: 'Do you give discounts to charities or students?',
      content: `Registered charities get 10% off all printing (not design work) - just give us your charity number when you order. Students with a valid student card get 10% off photocopying and dissertation binding.`,
    },
    {
      type: 'faq',
      title: 'Do you laminate and bind documents?',
      content: `Yes, usually while you wait. Laminating costs £1.20 for A4 and £2 for A3, and comb or wire binding starts at £3.50 per document, including a clear front cover and a card back.`,
    },
    {
      type: 'faq',
      title: 'What happens if there is a mistake on my order?',
      content: `If something is wrong because of our error, we'll reprint it free of charge as quickly as possible, usually within 2 working days. Please check your order when you collect it, or within 7 days of delivery. Mistakes that were on a proof you approved aren't covered, but we'll reprint them at a reduced cost.`,
    },
    {
      type: 'faq',
      title: 'Will I see a proof before you print?',
      content: `Every printed order gets a free PDF proof by email, and nothing is printed until you approve it. If you'd like a printed hard proof to check colours and paper, it costs £5 per item, which we take off the order price if you go ahead.`,
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content: `We accept all major debit and credit cards, contactless, Apple Pay and Google Pay, cash and bank transfer (BACS). We no longer accept cheques. Trade account customers can pay by invoice.`,
    },
    {
      type: 'faq',
      title: 'Do you print canvases and photos?',
      content: `Yes. Our canvases are stretched over 38mm pine frames and start at £39 for 12 x 16 inches; they take 3 working days. Photo prints on satin photo paper range from £1.50 for a 6 x 4 to £18 for A2.`,
    },
    {
      type: 'faq',
      title: 'Can I order online?',
      content: `Yes - upload your files and instructions on the Upload page of our website, or email files under 20MB to orders@foxgloveprint.co.uk. For bigger files please use WeTransfer or Dropbox. We'll confirm the price and send a proof before taking payment.`,
    },
    {
      type: 'faq',
      title: 'Do you make rubber stamps?',
      content: `We make Trodat self-inking stamps from £18.50 for a 38 x 14mm stamp with up to 3 lines of text or your logo. Stamps are ready in 3 working days, and replacement ink pads are £4.`,
    },
    {
      type: 'faq',
      title: 'Do you print stickers and labels?',
      content: `Yes, on gloss, matt or clear vinyl, either kiss-cut on sheets or individually cut to shape. 100 circular 50mm stickers cost £24. Our waterproof vinyl stickers are fine outdoors for about 2 years.`,
    },
    {
      type: 'faq',
      title: 'Can you print NCR invoice books?',
      content: `Yes, we print duplicate and triplicate NCR (carbonless) books and pads in A4, A5 and A6, numbered and with a wrap-around cover. Five A5 duplicate books of 50 sets cost £68 and take 5 working days.`,
    },
    {
      type: 'faq',
      title: 'Do you keep my files for reorders?',
      content: `Yes, we keep the final print-ready files for every job for 2 years, so you can reorder by phone or email just by giving us your name or previous order number. You can ask us to delete your files at any time.`,
    },
    {
      type: 'faq',
      title: 'Can you hardback bind my dissertation?',
      content: `Yes. Hardback thesis binding in navy, black, maroon or green buckram with gold lettering on the cover and spine costs £35 per copy and is ready in 48 hours (weekends excluded). Softback binding is £9. Please check your university's rules on margins before printing.`,
    },
    {
      type: 'faq',
      title: 'Do you print T-shirts or workwear?',
      content: `No, we don't print on clothing or fabric. For printed or embroidered workwear we recommend Tyne Valley Embroidery in Corbridge.`,
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content: `Yes, gift vouchers are available at the counter for any amount from £10. They can be spent on any print, design or photo product and are valid for 12 months.`,
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `Foxglove Print & Design
PRICE LIST 2026
Valid from 1 January 2026 until further notice

All prices below are for printing only, from your print-ready artwork, and exclude VAT. Leaflets, flyers and booklets are zero-rated for VAT. Business cards, posters, stationery and folders are standard-rated at 20%. Other sizes and bigger quantities are quoted on request - just ask at the counter.

BUSINESS CARDS
Standard size 85 x 55mm, full colour both sides, 400gsm silk
100 cards - £22
250 cards - £30
500 cards - £38
1000 cards - £52

Business Card Upgrades
Soft-touch matt lamination - add £15 per 250
Rounded corners - add £8 per order
Spot UV on one side (minimum 100) - add £35
Gold, silver or rose gold foil (minimum 100) - add £45
Premium 540gsm Colorplan uncoated board - from £65 per 250

FLYERS AND LEAFLETS
Full colour both sides, 170gsm gloss or silk. Add 10% for 350gsm card.
A6 (postcard size): 250 - £35 / 500 - £45 / 1000 - £62 / 2500 - £110
A5: 250 - £45 / 500 - £58 / 1000 - £85 / 2500 - £155
A4: 250 - £75 / 500 - £98 / 1000 - £150
DL (one third of A4): 500 - £52 / 1000 - £74

Folded Leaflets
A4 folded to A5 (4 pages) or A4 roll-folded to DL (6 panels), 150gsm silk
500 - £115 / 1000 - £165

POSTERS (SMALL FORMAT)
Printed on 200gsm satin
A4 - £2.50 each
A3 - £6.50 each, or £4 each for 10 or more
A2 and larger: please see our Large Format Printing Guide.

BOOKLETS
A5 saddle-stitched (stapled), 8 pages including cover, 130gsm silk
50 - £95 / 100 - £140 / 250 - £260
Each extra 4 pages adds roughly 30%. Heavier 250gsm covers add £0.40 per copy.

STATIONERY
Letterheads, A4, 120gsm uncoated, printed one side: 250 - £55 / 500 - £75 / 1000 - £110
Compliment slips, DL, 120gsm: 500 - £48 / 1000 - £66
Postcards, A6, 400gsm, both sides: 100 - £28 / 250 - £39
Presentation folders, A4 with one pocket and business card slots: 100 - £210 / 250 - £340

ORDER CHARGES AND EXTRAS
Basic artwork check - free
Printed hard proof - £5 per item
Design and typesetting - from £45 per hour (see our Design Studio page)
Express and same-day service - surcharge applies (see Turnaround Times)
Delivery - see Delivery & Collection; collection from the shop is free

PRICE NOTES
Prices are based on files supplied to our Artwork Guidelines. Files that need fixing before we can print them (for example adding bleed or converting colours) may be charged at our design rate.
We price-match like-for-like written quotes from other printers in Northumberland and Tyneside - bring the quote in or email it to us before you order.`,
    },
    {
      type: 'document',
      title: 'Artwork Guidelines',
      fileName: 'artwork-guidelines.pdf',
      content: `Foxglove Print & Design
ARTWORK GUIDELINES
How to supply print-ready files

Getting your artwork right first time means fewer delays and no extra charges. If any of this sounds like a foreign language, don't worry - send us what you have and we'll tell you what needs changing, or our Design Studio can set it up for you.

1. File Format
Our preferred format is a high-resolution PDF, ideally saved as PDF/X-1a. We also accept:
- Adobe InDesign files (packaged, with links and fonts)
- Adobe Illustrator files with text converted to outlines
- JPG, PNG or TIFF images at full resolution
- Microsoft Word and Publisher files (we convert these to PDF, so the layout can move slightly - check your proof carefully)
Canva users: choose Download, then "PDF Print", and tick "Crop marks and bleed". Do not use the "PDF Standard" option, as it lowers image quality.

2. Bleed
Anything that runs to the edge of the page needs 3mm of bleed on every side. This means extending backgrounds and images 3mm past the finished size, so there are no thin white edges after trimming.
Full artwork sizes including bleed:
Business card (85 x 55mm) - supply at 91 x 61mm
A6 flyer (105 x 148mm) - supply at 111 x 154mm
A5 flyer (148 x 210mm) - supply at 154 x 216mm
A4 flyer (210 x 297mm) - supply at 216 x 303mm

3. Safe Area
Keep all text, logos and important details at least 4mm inside the trim line. Borders close to the edge look uneven after cutting, so if you use a border make it at least 5mm wide.

4. Resolution
Photos and images should be 300dpi at the size they will be printed. Images saved from websites or social media are usually 72dpi and will look blurry or pixelated. For large format work such as banners, 150dpi at full size is enough.

5. Colour
We print in CMYK. RGB files are converted automatically, and bright blues, greens and oranges may look duller in print than on screen. For a deep solid black on large areas use a rich black of C40 M30 Y30 K100. Small text should be 100% black (K) only, never rich black, so it stays sharp.

6. Fonts and Lines
Embed all fonts in your PDF or convert them to outlines. Lines thinner than 0.25pt may not print. Avoid text smaller than 6pt.

7. Folded Items and Multi-page Documents
Supply folded leaflets as flat artwork with the panels in the correct order, and booklets as single pages in reading order (not printer spreads). The page count of a stapled booklet must be a multiple of 4, including the covers.

8. Our Artwork Check
Every file gets a free basic check of size, bleed, resolution and fonts before we send your proof. We do not check spelling, grammar, phone numbers or dates - that is the customer's job when approving the proof. Files needing more than 10 minutes' work to make them print-ready are charged at £45 per hour.

Questions? Email orders@foxgloveprint.co.uk or call 01434 602718.`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Sale',
      fileName: 'terms-and-conditions-of-sale.pdf',
      content: `Foxglove Print & Design Ltd
TERMS AND CONDITIONS OF SALE
Version 4, January 2026

These terms apply to all orders placed with Foxglove Print & Design Ltd, 27 Priestpopple, Hexham NE46 1PH. By approving a proof or paying for an order you accept these terms. They do not affect your statutory rights as a consumer.

1. Quotations
Written quotations are valid for 30 days. Quotes are based on the information and artwork supplied at the time; if the job changes, the price may change.

2. Payment
Orders from customers without a trade account must be paid in full before printing starts. For orders over £750 we may instead ask for a 50% deposit when the proof is approved, with the balance due before collection or dispatch. Trade account customers are invoiced under the terms of their account.

3. Proofs and Approval
We send a proof for every printed order. It is your responsibility to check content, layout and colours before approving. Once you approve a proof, we are not responsible for any errors it contains. Approval must be given in writing (email, text message or our online approval link).

4. Cancellations and Changes
You may cancel before approving your proof; any design or artwork time already spent will be charged. Once a proof is approved and printing has started, the full order value is payable. Changes requested after approval may incur extra charges and delay your order. Because printed items are made to your personal specification, the 14-day cancellation right for online and distance sales does not apply once work has begun.

5. Colour
Colours can vary between screens and printed items, between paper types and between print runs. We cannot guarantee an exact match to a previous job, a screen or a Pantone reference unless a hard proof has been approved. Minor colour variation is not grounds for a reprint or refund.

6. Quantities
On runs of more than 1,000 items we may supply up to 5% over or under the quantity ordered, and you will be charged for the quantity actually supplied. Shortfalls of more than 5% will be printed or refunded pro rata.

7. Copyright and Content
You confirm that you own or have permission to use all text, images, logos and fonts you supply, and you agree to cover any costs arising if this is not the case. We may refuse to print material we consider offensive, defamatory or unlawful.

8. Ownership of Artwork
Once an order is paid in full, you may use the final design and the print-ready PDF freely. Editable working files (for example InDesign or Illustrator files) created by our studio remain our property; they can be released for a transfer fee of £60. Logo design packages include all source files at no extra charge.

9. Uncollected Orders
Orders not collected within 60 days of our ready-for-collection message will be recycled without refund.

10. Delivery
Delivery times are estimates and are not guaranteed. Responsibility for the goods passes to you on delivery or collection. If you ask us or our courier to leave goods in a safe place, they are at your risk once left.

11. Liability
Our liability for any order is limited to the price paid for that order. We are not liable for indirect losses, such as loss of profit or the cost of a missed event, arising from late or faulty printing.

12. Governing Law
These terms are governed by the law of England and Wales.`,
    },
    {
      type: 'document',
      title: 'Wedding Stationery Collection 2026',
      fileName: 'wedding-stationery-2026.pdf',
      content: `Foxglove Print & Design
WEDDING STATIONERY COLLECTION 2026

Hello, and congratulations!
I'm Chloe, and I look after wedding stationery here at Foxglove. Every piece in this brochure is designed, printed and finished by hand in our Hexham studio. Choose one of our collections and personalise it with your names, colours and details, or ask us for something completely bespoke.

OUR COLLECTIONS
Bramble - hand-drawn blackberries and hedgerow leaves, perfect for autumn weddings
Heather Moor - soft purple watercolour heather with a deckle-edge finish
Abbey - clean modern typography with a fine line drawing of Hexham Abbey
Sycamore - botanical greenery on textured cream card
Every collection can be printed in any colour scheme at no extra cost.

PRICES
Save the Dates (A6 flat card, with envelope) - £1.20 each, minimum 25
Flat Invitations (5 x 7 inch, 350gsm, with envelope):
50 - £95
100 - £160
150 - £225
Folded Invitations - from £2.60 each
Pocketfold Invitations with insert cards - from £4.80 each
RSVP cards - add £0.90 each
Information cards (directions, accommodation) - add £0.70 each
Envelopes are included with all invitations in white, ivory, kraft or sage green.

ON THE DAY
Order of Service (folded A5, 4 pages) - £2.40 each
Menus - £1.50 each
Place cards - £0.80 each
Table numbers or names - £2 each
Table plan, A1 on 5mm foamboard - £65
Welcome sign, A1 on foamboard - £55
Thank you cards with envelopes - £1.10 each

FINISHING TOUCHES
Hot foil in gold, silver, copper or rose gold - add £1.20 per invitation
Wax seals (self-adhesive) - £0.60 each
Twine or ribbon tie - £0.50 each
Guest addresses printed on envelopes - £0.45 each
Vellum wraps - £0.90 each

BESPOKE DESIGN
If you'd like something no one else has, our bespoke design service starts at £150, including a one-hour consultation and two initial design ideas. Your bespoke design can then be used across your whole stationery suite.

PROOFS AND CHANGES
You will receive a digital proof of every item. Up to three rounds of changes are included per item; further changes are charged at £15 per round. Please double-check names, dates, times and venue spellings - we print exactly what you approve.

SUGGESTED TIMELINE
Save the Dates: send 8 to 12 months before the wedding (12 months for weddings abroad)
Invitations: order 4 to 5 months before, and post them 3 months before
On-the-day stationery: order 6 weeks before, with your final guest list and table plan 3 weeks before the day
Please allow 2 weeks from final proof approval for invitations to be printed and finished.

SAMPLES AND CONSULTATIONS
A sample pack with one invitation from each collection costs £5 including postage, refunded when you place an order over £100. Free 45-minute consultations are available on Tuesday evenings until 7pm and on Saturday mornings, by appointment only. Call 01434 602718 or email weddings@foxgloveprint.co.uk.

DEPOSITS
A 50% deposit is due when you approve your invitation design, with the balance due before we print.`,
    },
    {
      type: 'document',
      title: 'Trade Account Information Pack',
      fileName: 'trade-account-pack.docx',
      content: `Foxglove Print & Design
TRADE ACCOUNT INFORMATION PACK

Who Trade Accounts Are For
Our trade accounts are designed for graphic designers, marketing agencies, schools, churches, sports clubs, estate agents and local businesses who order print regularly. If you order more than a few times a year, a trade account will save you time and money.

What You Get
- 15% discount off our standard price list on all printing (design time is not discounted)
- 30-day payment terms from the date of invoice
- A single monthly statement of all your orders
- Blind dispatch: we can deliver direct to your clients in plain packaging with no Foxglove branding and your own delivery note
- Priority slots in our production schedule during busy periods
- A named account manager - Dave Ord, our Production Manager
- Free local van delivery on every order, whatever the value

Who Can Apply
To open a credit account you must:
- Have been trading for at least 12 months
- Provide two trade references from suppliers you have credit accounts with
- Agree to a credit check on your business
Businesses trading for less than 12 months can open a pro-forma trade account instead. This gives the same 15% discount, but orders must be paid before printing.

Credit Limits
New accounts normally start with a credit limit of £1,000. We review limits after six months of trading with us, and you can ask for a review at any time.

How To Apply
1. Complete the Trade Account Application Form (ask at the counter or email accounts@foxgloveprint.co.uk)
2. Attach your two trade references and your company registration number or sole trader details
3. Return the form by email or in person
We aim to make a decision within 5 working days, and will email your account number and login for online ordering.

Ordering On Account
Quote your account number on every order. Purchase order numbers can be added to invoices if your organisation needs them. Trade orders must be supplied as print-ready PDF files that meet our Artwork Guidelines. Files that need fixing are charged at a flat £15 per file for minor corrections, or at our design rate for bigger changes.

Paying Your Account
Invoices are payable by BACS within 30 days. Our bank details are printed on every invoice. Accounts more than 45 days overdue will be put on hold, and new orders must then be paid in advance until the account is brought up to date. We reserve the right to charge statutory interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998.

Dormant Accounts
There is no minimum spend, but accounts with no orders for 12 months are closed. You can reopen a closed account at any time by contacting us.

Contact
Dave Ord, Production Manager
Email: accounts@foxgloveprint.co.uk
Phone: 01434 602718 (option 3)`,
    },
    {
      type: 'document',
      title: 'Large Format Printing Guide',
      fileName: 'large-format-guide.pdf',
      content: `Foxglove Print & Design
LARGE FORMAT PRINTING GUIDE

From exhibition stands to scaffolding banners, our HP Latex printer produces vivid, weatherproof prints up to 1.6 metres wide and as long as you need. Water-based latex inks are odourless, so prints can go up indoors straight away. This guide covers our most popular products and prices. All prices exclude VAT.

PVC BANNERS
Heavy-duty 440gsm PVC, printed one side, hemmed all round with brass eyelets every 50cm. Suitable for outdoor use for 2 to 3 years.
6ft x 2ft - £35
8ft x 3ft - £55
10ft x 3ft - £65
3m x 1m - £62
4m x 1m - £80
Custom sizes are priced at £18 per square metre (minimum charge £30).
Extra options: pole pockets instead of eyelets (add £10), double-sided blockout PVC (add 60%), pack of 10 cable ties (£2).

MESH BANNERS
Mesh lets the wind pass through, so it is the right choice for fences, scaffolding and exposed sites. Add 30% to the PVC banner price. Colours are slightly less vivid than on solid PVC because of the holes.

ROLLER BANNERS (PULL-UP BANNERS)
Economy 800 x 2000mm, with carry bag - £75
Premium 850 x 2000mm, wide base and anti-curl film - £115
Replacement graphic for a premium stand - £55
Roller banners are for indoor use only.

POSTERS
Printed on 200gsm satin photo paper:
A2 - £14
A1 - £22
A0 - £32
Gloss or matt lamination for extra protection - add £8 (A2), £12 (A1) or £18 (A0).
Plan and CAD prints on bond paper are listed on our Copy Shop page.

RIGID SIGNS AND BOARDS
Foamex (PVC foam board), 3mm, A1 - £38. Light and smooth, ideal for indoor signs, exhibitions and short-term outdoor use.
Correx (fluted plastic), 4mm, A1 - £28. Waterproof and cheap; popular for estate agent boards, car boot sales and event signs.
Dibond (aluminium composite), 3mm, A1 - £55. Rigid and long-lasting, for permanent outdoor signs on walls and gates.
Other sizes, drilled holes and rounded corners on request.

WINDOW GRAPHICS
Printed self-adhesive vinyl, frosted vinyl and one-way vision film for shop windows are quoted individually. We can fit window graphics on ground floor windows in the Hexham area; fitting is charged from £45.

ARTWORK FOR LARGE FORMAT
Supply your artwork at full size, or at 1:10 scale for anything over 3 metres, with images at 150dpi at full size. Keep text at least 5cm from the edges of banners so it is not lost in the hem and eyelets. Please tell us if your banner needs eyelets in different positions.

TURNAROUND
Most large format jobs take 2 to 3 working days. PVC banners up to 3 metres long that are ordered and approved before 11am can usually be ready the next working day at no extra charge.

CARE
Roll banners up printed side out, and never fold them while damp. Store them out of direct sunlight to keep the colours bright.`,
    },

    // ------------------------------------------------------------- Website
    {
      type: 'website',
      title: 'About Us | Foxglove Print & Design',
      url: 'https://www.foxgloveprint.co.uk/about',
      content: `# About Foxglove Print & Design

Foxglove Print & Design is an independent print shop on Priestpopple, right in the middle of Hexham. We print everything from a single photocopy to thousands of leaflets, design logos and shop signs, and make wedding stationery for couples all over the Tyne Valley.

## Our story

Gemma Whitfield opened Foxglove in March 2009 in what used to be Robson's Bakery, with one second-hand colour copier, a guillotine and a lot of optimism. Gemma trained as a graphic designer in Newcastle and spent eight years at a commercial printer in Gateshead before deciding Hexham needed a friendly local print shop where you could talk to the person actually doing your printing.

Seventeen years on we are a team of six, the workshop has moved into the old bakehouse at the back, and the original oven door still hangs on the studio wall.

## Meet the team

**Gemma Whitfield - Owner.** Still on the counter most mornings. Ask her about paper and she will talk for hours.

**Raj Sandhu - Senior Designer.** Raj joined in 2014 and leads our Design Studio. He has designed logos for more than 300 local businesses.

**Dave Ord - Production Manager.** Dave runs the presses and the large format printer, and looks after our trade customers.

**Chloe Armstrong - Wedding Stationery and Front Desk.** Chloe designs and hand-finishes our wedding collections, and is probably the first person you'll meet when you come in.

**Sam and Holly - Print Finishers.** Cutting, folding, binding and laminating, and keeping the copy shop running smoothly.

## Our equipment

We print on a Konica Minolta AccurioPress digital press for short and medium runs and an HP Latex 365 for banners and posters up to 1.6 metres wide, and we work with a trusted litho partner in Cramlington for very long runs. Finishing is done in-house: creasing, folding, stitching, laminating, round-cornering and foiling.

## Looking after the planet

Our paper offcuts are collected for recycling every week, our large format inks are water-based, and since 2022 the shop has run on a 100% renewable electricity tariff. We reuse delivery boxes wherever we can.

## Supporting Hexham

We sponsor the Hexham Juniors FC under-11s and print the posters for the Hexham Abbey Festival free of charge every year. In 2023 we were named Small Business of the Year at the Tynedale Business Awards, which we're still very proud of.`,
    },
    {
      type: 'website',
      title: 'Turnaround Times | Foxglove Print & Design',
      url: 'https://www.foxgloveprint.co.uk/turnaround-times',
      content: `# Turnaround Times

We know print is often needed yesterday. Here is how long things normally take, and how to get them faster when you need to.

## When does the clock start?

Turnaround times are counted in working days (Monday to Friday, not including bank holidays) and start once you have approved your proof and paid, or placed the order on a trade account. Proofs approved after 3pm count from the next working day.

## Standard turnaround

- Business cards - 2 to 3 working days
- Flyers and flat leaflets - 3 working days
- Folded leaflets, letterheads and compliment slips - 4 working days
- Stapled booklets and presentation folders - 5 to 7 working days
- Foiled or spot UV business cards - 7 working days
- Banners, posters and signs - 2 to 3 working days
- Wedding invitations - 2 weeks (see our Wedding Stationery Collection)
- Long litho runs (2,500 and over) - 7 to 10 working days

If you need our Design Studio to create your artwork first, allow extra time for the design and proofing stages.

## Express - next working day

Need it tomorrow? Most digital print can be ready the next working day if your proof is approved and paid for by 2pm. Express adds 50% to the print price.

## Same day

For real emergencies we offer a same-day service on business cards, flyers up to 500 copies and posters. Artwork must be print-ready and approved by 10.30am, and your order will be ready to collect from 4pm. Same-day printing doubles the print price (a 100% surcharge) and depends on how busy the presses are, so please phone 01434 602718 before sending your files.

Same-day is not available for folded leaflets, booklets, foiling, spot UV or wedding stationery.

## While you wait

Photocopying, document printing, laminating and comb binding are usually done while you wait - see our Copy Shop page.

## Busy times of year

We get very busy in the run-up to Christmas, in late May and June (school events, graduations and summer fairs) and before elections. At these times please order a few days earlier than usual. Election leaflets and posters must carry an imprint showing the promoter's name and address - we cannot print election material without one.

## Missed deadline?

If we miss a turnaround time we have agreed with you, we will refund any express or same-day surcharge in full.`,
    },
    {
      type: 'website',
      title: 'Delivery & Collection | Foxglove Print & Design',
      url: 'https://www.foxgloveprint.co.uk/delivery-and-collection',
      content: `# Delivery & Collection

## Collecting from the shop

Collection from our shop at 27 Priestpopple is always free. We'll send you a text message or email as soon as your order is ready. Please bring your order number or the name the order was placed under. If someone else is collecting for you, just tell us their name.

Orders are kept on the collection shelf behind the counter during opening hours. Heavy orders (boxes of leaflets, banners, boards) can be carried out to your car by one of the team.

## Local van delivery

Our own van delivers to Hexham and the surrounding area every Tuesday and Thursday afternoon. The van area covers roughly 10 miles around the shop, including Corbridge, Acomb, Wall, Haydon Bridge, Slaley, Allendale and Riding Mill.

- Local delivery: £6 per order
- Free local delivery on orders over £100 (before VAT)

Orders need to be ready by 12 noon on the delivery day. Tell us if your delivery has to arrive before a certain time and we'll do our best.

## UK courier delivery

For the rest of the UK we use DPD:

- Standard parcels up to 10kg - £9.50, next working day
- Banners, roller banners and boards up to 1.2m long - £14
- Long tubes or boards over 1.2m - £22
- Saturday delivery - £18
- Small items (business cards, invitations) by Royal Mail Tracked 48 - £4.20

Orders dispatched before 3pm go out the same day. DPD will email you a one-hour delivery window on the morning of delivery. Deliveries to the Scottish Highlands and Islands, Northern Ireland, the Isle of Man and the Channel Islands take longer and cost more - we'll quote when you order.

## International

We're sorry, but we do not currently deliver outside the UK.

## Damaged or missing parcels

Please check your parcel when it arrives. If anything is damaged or missing, or the box has been opened, tell us within 48 hours and send photos of the packaging and the items to orders@foxgloveprint.co.uk. We'll arrange a replacement or make a claim with the courier.

## Delivering straight to your customers

Trade account holders can ask us to send orders direct to their own customers in plain, unbranded packaging. See our Trade Account Information Pack for details.`,
    },
    {
      type: 'website',
      title: 'Copy Shop & Walk-in Printing | Foxglove Print & Design',
      url: 'https://www.foxgloveprint.co.uk/copy-shop',
      content: `# Copy Shop & Walk-in Printing

Need something copied or printed today? Walk in to our copy shop and one of the team will do it for you while you wait. There's no need to book, and most small jobs take under 10 minutes.

## Photocopying and document printing prices

Prices are per sheet and include VAT. Printing from your email or USB stick costs the same as copying.

**A4 black and white**
- Single-sided - 10p
- Double-sided - 15p
- 500 or more copies of the same original - 6p each

**A4 colour**
- Single-sided - 45p
- Double-sided - 70p

**A3 black and white**
- Single-sided - 20p
- Double-sided - 30p

**A3 colour**
- Single-sided - 90p
- Double-sided - £1.40

Copies onto thicker card (160gsm to 300gsm) add 10p per sheet. Coloured paper is available in pastel and bright shades at no extra cost.

## Plans and drawings

We copy and print architects' plans, CAD drawings and maps on our wide-format machine:

- A1 black and white line drawing - £3.50
- A0 black and white line drawing - £5
- A1 colour - £8
- A0 colour - £12

Bring paper originals (we can feed sheets up to 36 inches wide) or send us PDFs.

## Popular walk-in jobs

- CVs and job applications
- Tickets, boarding passes and forms
- Menus and price lists for local cafés
- Order of service booklets for funerals, usually done the same day (please ring ahead)
- Dissertation and report printing

## Finishing while you wait

We can staple, hole-punch, fold, guillotine, laminate and bind your copies at the counter. Ask for prices, or see our FAQs.

## Good to know

- We do the copying for you - there is no self-service machine, which means no queueing for a jammed copier.
- We are happy to copy most documents, but we will not copy banknotes, passports, driving licences or other ID documents, or copyrighted books beyond the limits allowed by law.
- Large copying jobs (more than 2,000 copies) may need to be left with us for a few hours.
- Card, contactless and cash are all welcome, even for a single copy.`,
    },
    {
      type: 'website',
      title: 'Design Studio | Foxglove Print & Design',
      url: 'https://www.foxgloveprint.co.uk/design-studio',
      content: `# Design Studio

Don't have artwork? No problem. Our in-house Design Studio, led by senior designer Raj Sandhu, creates everything from a simple flyer to a complete brand for a new business. Because we design and print under one roof, we know the design will work on paper before it goes to press.

## Prices

- Design time - £45 per hour, charged in 15-minute units
- Simple setup (typing your text onto one of our templates) - £25
- Business card design, one or two sides - £45
- Flyer or poster design - £75 one side, or £110 double-sided
- Menu design (up to 4 pages) - from £140
- Logo design package - £295
- Brand starter pack - £495

All design prices exclude VAT and printing.

## Logo design package

Our £295 logo package includes:

- A 30-minute briefing, in person or by video call
- 3 initial logo concepts to choose from
- Up to 3 rounds of revisions on your chosen design
- Final files in every format you need: vector PDF, EPS and SVG for printers and sign makers, PNG and JPG for web and social media
- A one-page brand colour and font guide

## Brand starter pack

The £495 brand starter pack includes everything in the logo package, plus matching business card and letterhead designs and a social media profile image. Printing of your first 250 business cards is included.

## How it works

1. **Briefing.** Tell us about your business, what you need and any examples you like. Briefings are free and take around 30 minutes.
2. **First designs.** We email first drafts, usually within 5 working days for logos and 2 working days for flyers and cards.
3. **Changes.** Business card and flyer designs include 2 rounds of changes; logos include 3. Extra changes are charged at our hourly rate.
4. **Approval and print.** Once you're happy, we proof and print, or send you the files to use as you wish.

## What to bring us

- Your text, typed in an email or Word document (please check it carefully - typing up handwritten notes is charged at our hourly rate)
- Your logo, ideally as a vector file (PDF, EPS or SVG)
- Any photos, at the highest quality you have

If you need photos, we can license stock images from Adobe Stock at £10 per image.

## Websites and social media

We are print specialists and don't build websites, but we're happy to supply your logo and graphics in the right formats for your web designer.`,
    },
    {
      type: 'website',
      title: 'Contact Us | Foxglove Print & Design',
      url: 'https://www.foxgloveprint.co.uk/contact',
      content: `# Contact Us

We're always happy to help, whether you want a quick price, advice on your artwork or just to check that your order is ready.

## Visit us

Foxglove Print & Design
27 Priestpopple
Hexham
Northumberland
NE46 1PH

You'll find us on the main street between the post office and Bewick's Café - look for the green shopfront with the foxglove in the window.

## Opening hours

- Monday to Friday: 8.30am - 5.30pm
- Saturday: 9am - 1pm
- Sunday: closed

Wedding consultations are also available outside these hours by appointment.

## Phone and email

- Phone: 01434 602718
  - Option 1 for orders and prices
  - Option 2 for design and wedding stationery
  - Option 3 for trade accounts and invoices
- General enquiries: hello@foxgloveprint.co.uk
- Sending files for an order: orders@foxgloveprint.co.uk
- Weddings: weddings@foxgloveprint.co.uk
- Accounts: accounts@foxgloveprint.co.uk
- WhatsApp messages: 07700 900418

We aim to reply to all emails within one working day. Please phone for anything urgent.

## Getting here

- By bus: Hexham bus station is a 3-minute walk away. The 10 (from Newcastle) and the 685 (Carlisle to Newcastle) both stop there.
- By train: Hexham railway station is about a 10-minute walk, on the Tyne Valley line between Newcastle and Carlisle.
- By car: see our FAQs for parking.

## Accessibility

Our shop has a level, step-free entrance and wide aisles. Part of the counter is lowered for wheelchair users, and there is a hearing loop at the front desk. Our customer toilet is not wheelchair accessible, sorry - we're working on it.

## Company details

Foxglove Print & Design Ltd. Registered in England and Wales, company number 06912345. VAT number GB 214 7730 61. Registered office: 27 Priestpopple, Hexham NE46 1PH.

## Follow us

Instagram and Facebook: @foxgloveprint - for new work, offers and behind-the-scenes photos from the workshop.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    { text: 'are u open easter monday', expect: 'Are you open on bank holidays?' },
    {
      text: 'when do you shut for christmas? need some cards done before',
      expect: 'Are you open on bank holidays?',
    },
    { text: 'parking?', expect: 'Where can I park?' },
    {
      text: "i'm collecting a load of boxes of leaflets, can i pull up right outside the shop for a bit",
      expect: 'Where can I park?',
    },
    {
      text: 'do you have any eco friendly paper options',
      expect: 'Do you print on recycled paper?',
    },
    { text: 'is FSC paper something you use', expect: 'Do you print on recycled paper?' },
    {
      text: 'our brand colour is pantone 348 green, can you get it spot on in print',
      expect: 'Can you match a Pantone colour?',
    },
    {
      text: 'can i just get 20 business cards or do i have to order loads',
      expect: 'Is there a minimum order quantity?',
    },
    {
      text: 'smallest amount of foiled cards i can order?',
      expect: 'Is there a minimum order quantity?',
    },
    {
      text: 'can i print something off my iphone if i come in now',
      expect: 'Can I print from my phone or a USB stick?',
    },
    {
      text: 'i have a file on a memory stick, can you print it off for me',
      expect: 'Can I print from my phone or a USB stick?',
    },
    {
      text: 'can you scan some old family letters and email them to me',
      expect: 'Do you offer a scanning service?',
    },
    {
      text: 'how much to digitise a big architects drawing, like scan it to pdf',
      expect: 'Do you offer a scanning service?',
    },
    {
      text: "we're a registered charity, do we get money off our leaflets",
      expect: 'Do you give discounts to charities or students?',
    },
    { text: 'student discount?', expect: 'Do you give discounts to charities or students?' },
    { text: 'how much to laminate an a4 sheet', expect: 'Do you laminate and bind documents?' },
    {
      text: 'can you comb bind a report for me today',
      expect: 'Do you laminate and bind documents?',
    },
    {
      text: 'what if you print my order wrong',
      expect: 'What happens if there is a mistake on my order?',
    },
    {
      text: "if there's a printing error that was your fault do i have to pay for the reprint",
      expect: 'What happens if there is a mistake on my order?',
    },
    {
      text: 'do i get to check it before its printed',
      expect: 'Will I see a proof before you print?',
    },
    {
      text: 'can i get a physical sample copy first to check the colours look right',
      expect: 'Will I see a proof before you print?',
    },
    { text: 'do you take cheques', expect: 'What payment methods do you accept?' },
    { text: 'can i pay with apple pay', expect: 'What payment methods do you accept?' },
    {
      text: 'how much would it be to put our wedding photo on a canvas',
      expect: 'Do you print canvases and photos?',
    },
    { text: 'do you print photos 6x4', expect: 'Do you print canvases and photos?' },
    {
      text: "how do i place an order without coming in to the shop, i'm working all week",
      expect: 'Can I order online?',
    },
    {
      text: 'my file is 45mb too big to email, how do i get it to you',
      expect: 'Can I order online?',
    },
    {
      text: 'do you do self inking stamps with a company logo on',
      expect: 'Do you make rubber stamps?',
    },
    {
      text: 'can you print round stickers for my jam jars',
      expect: 'Do you print stickers and labels?',
    },
    {
      text: 'i need carbonless duplicate receipt books for my plumbing business',
      expect: 'Can you print NCR invoice books?',
    },
    {
      text: 'you did my business cards last year, do you still have the file so i can just get more',
      expect: 'Do you keep my files for reorders?',
    },
    {
      text: 'how much to get my phd thesis hardbound with gold lettering',
      expect: 'Can you hardback bind my dissertation?',
    },
    {
      text: 'can you put our logo on hoodies for the football club',
      expect: 'Do you print T-shirts or workwear?',
    },
    {
      text: 'do you do gift cards? want to get one for my sister who makes cards',
      expect: 'Do you sell gift vouchers?',
    },

    // ---- Price List 2026
    { text: 'how much for 500 business cards', expect: 'Price List 2026', fact: '£38' },
    {
      text: 'whats the cost of 1000 a5 flyers double sided',
      expect: 'Price List 2026',
      fact: '£85',
    },
    { text: 'is there vat on leaflets?', expect: 'Price List 2026', fact: 'zero-rated' },
    {
      text: 'i got a cheaper quote from a printer in newcastle, will you match it',
      expect: 'Price List 2026',
      fact: 'price-match',
    },
    { text: 'price for 250 headed paper sheets for my business', expect: 'Price List 2026' },

    // ---- Artwork Guidelines
    { text: 'how much bleed do you need on my file', expect: 'Artwork Guidelines', fact: '3mm' },
    {
      text: 'i made my flyer in canva, how do i download it properly for you',
      expect: 'Artwork Guidelines',
      fact: 'PDF Print',
    },
    {
      text: 'what size should i set up my business card artwork in with the extra edge',
      expect: 'Artwork Guidelines',
      fact: '91 x 61mm',
    },
    { text: 'should i send rgb or cmyk', expect: 'Artwork Guidelines' },
    {
      text: 'my booklet is 10 pages is that ok',
      expect: 'Artwork Guidelines',
      fact: 'multiple of 4',
    },
    {
      text: 'when you check over my artwork do you proofread it for typos too',
      expect: 'Artwork Guidelines',
      fact: 'do not check spelling',
    },

    // ---- Terms and Conditions of Sale
    {
      text: "it's a big job about £900, do i really have to pay the whole thing up front",
      expect: 'Terms and Conditions of Sale',
      fact: '£750',
    },
    {
      text: 'i ordered 2000 leaflets and only got 1940, is that normal',
      expect: 'Terms and Conditions of Sale',
      fact: '5%',
    },
    {
      text: 'forgot to pick up my order ages ago, how long do you hang on to stuff',
      expect: 'Terms and Conditions of Sale',
      fact: '60 days',
    },
    {
      text: 'can i get the editable indesign files for the brochure you designed for us',
      expect: 'Terms and Conditions of Sale',
      fact: '£60',
    },
    {
      text: 'i approved the proof this morning but changed my mind, can i still cancel',
      expect: 'Terms and Conditions of Sale',
    },
    {
      text: 'if my event flyers are late will you pay for the loss of ticket sales',
      expect: 'Terms and Conditions of Sale',
    },

    // ---- Wedding Stationery Collection 2026
    {
      text: 'how much are 100 wedding invites',
      expect: 'Wedding Stationery Collection 2026',
      fact: '£160',
    },
    {
      text: 'when should we be sending out save the dates',
      expect: 'Wedding Stationery Collection 2026',
      fact: '8 to 12 months',
    },
    {
      text: 'can we get some sample invitations sent to us to look at',
      expect: 'Wedding Stationery Collection 2026',
      fact: '£5',
    },
    {
      text: "we want something totally unique for our wedding not off a template, what's that cost",
      expect: 'Wedding Stationery Collection 2026',
      fact: '£150',
    },
    {
      text: 'how many times can we tweak the invitation design',
      expect: 'Wedding Stationery Collection 2026',
    },
    {
      text: 'what wedding designs do you have, we like rustic autumn',
      expect: 'Wedding Stationery Collection 2026',
    },

    // ---- Trade Account Information Pack
    {
      text: 'what discount do trade customers get',
      expect: 'Trade Account Information Pack',
      fact: '15%',
    },
    {
      text: "i'm a freelance designer, can you send jobs straight to my clients without your name on the box",
      expect: 'Trade Account Information Pack',
      fact: 'plain packaging',
    },
    {
      text: 'only started my business 4 months ago, can i still have a trade account',
      expect: 'Trade Account Information Pack',
      fact: 'pro-forma',
    },
    { text: 'how do i apply for a trade acount', expect: 'Trade Account Information Pack' },
    {
      text: 'how long do i have to pay invoices on account',
      expect: 'Trade Account Information Pack',
    },

    // ---- Large Format Printing Guide
    {
      text: 'how much for an 8ft by 3ft banner',
      expect: 'Large Format Printing Guide',
      fact: '£55',
    },
    {
      text: 'need a banner for scaffolding on a windy site that wont rip',
      expect: 'Large Format Printing Guide',
      fact: '30%',
    },
    { text: 'pull up banner price', expect: 'Large Format Printing Guide', fact: '£75' },
    {
      text: 'we want a permanent sign for the farm gate that will last for years, what material',
      expect: 'Large Format Printing Guide',
      fact: 'Dibond',
    },
    {
      text: "what's the difference between foamex and correx",
      expect: 'Large Format Printing Guide',
    },
    {
      text: 'how long will a vinyl banner survive outdoors',
      expect: 'Large Format Printing Guide',
    },

    // ---- About Us
    {
      text: 'who owns foxglove',
      expect: 'About Us | Foxglove Print & Design',
      fact: 'Gemma Whitfield',
    },
    {
      text: 'how long have you been going',
      expect: 'About Us | Foxglove Print & Design',
      fact: '2009',
    },
    { text: 'have you won any awards', expect: 'About Us | Foxglove Print & Design' },
    { text: 'is the shop run on green energy', expect: 'About Us | Foxglove Print & Design' },

    // ---- Turnaround Times
    {
      text: 'i need business cards TODAY is that even possible',
      expect: 'Turnaround Times | Foxglove Print & Design',
      fact: '10.30am',
    },
    {
      text: 'how much extra to get flyers by tomorrow',
      expect: 'Turnaround Times | Foxglove Print & Design',
      fact: '50%',
    },
    {
      text: "i'm standing for the parish council, anything i need to know before you print my election leaflets",
      expect: 'Turnaround Times | Foxglove Print & Design',
      fact: 'imprint',
    },
    {
      text: 'if i ok the proof at 4pm friday when does it count from',
      expect: 'Turnaround Times | Foxglove Print & Design',
    },
    {
      text: 'what if you miss the date you promised for my rush job',
      expect: 'Turnaround Times | Foxglove Print & Design',
    },

    // ---- Delivery & Collection
    {
      text: 'do you deliver out to corbridge and how much',
      expect: 'Delivery & Collection | Foxglove Print & Design',
      fact: '£6',
    },
    {
      text: 'can you ship to my sister in france',
      expect: 'Delivery & Collection | Foxglove Print & Design',
      fact: 'outside the UK',
    },
    {
      text: 'what should i do if the courier box turns up crushed',
      expect: 'Delivery & Collection | Foxglove Print & Design',
      fact: '48 hours',
    },
    {
      text: 'my husband is going to pick it up for me is that ok',
      expect: 'Delivery & Collection | Foxglove Print & Design',
    },
    {
      text: 'what days does your van do deliveries',
      expect: 'Delivery & Collection | Foxglove Print & Design',
    },

    // ---- Copy Shop & Walk-in Printing
    {
      text: 'how much is a colour photocopy',
      expect: 'Copy Shop & Walk-in Printing | Foxglove Print & Design',
      fact: '45p',
    },
    {
      text: 'need 600 copies of a black and white a4 newsletter, price per sheet?',
      expect: 'Copy Shop & Walk-in Printing | Foxglove Print & Design',
      fact: '6p',
    },
    {
      text: 'can you photocopy my passport for a visa application',
      expect: 'Copy Shop & Walk-in Printing | Foxglove Print & Design',
      fact: 'passports',
    },
    {
      text: 'is there a self service copier i can use myself',
      expect: 'Copy Shop & Walk-in Printing | Foxglove Print & Design',
    },
    {
      text: 'my dad has died and we need funeral service sheets for thursday, can you help at short notice',
      expect: 'Copy Shop & Walk-in Printing | Foxglove Print & Design',
    },

    // ---- Design Studio
    {
      text: 'how much do you charge to design a logo',
      expect: 'Design Studio | Foxglove Print & Design',
      fact: '£295',
    },
    {
      text: 'what file types do i get at the end of the logo thing, my sign guy wants a vector',
      expect: 'Design Studio | Foxglove Print & Design',
      fact: 'SVG',
    },
    {
      text: 'opening a cafe and need everything, logo cards letterhead the lot, is there a bundle',
      expect: 'Design Studio | Foxglove Print & Design',
      fact: '£495',
    },
    { text: 'can you build me a website too', expect: 'Design Studio | Foxglove Print & Design' },
    {
      text: 'how soon would i see the first logo ideas',
      expect: 'Design Studio | Foxglove Print & Design',
    },

    // ---- Contact Us
    {
      text: 'what time do you close on saturdays',
      expect: 'Contact Us | Foxglove Print & Design',
      fact: '1pm',
    },
    {
      text: 'can i get to you easily from the train station',
      expect: 'Contact Us | Foxglove Print & Design',
      fact: '10-minute walk',
    },
    {
      text: 'wheelchair access?',
      expect: 'Contact Us | Foxglove Print & Design',
      fact: 'step-free',
    },
    {
      text: 'need your vat number for our accounts dept',
      expect: 'Contact Us | Foxglove Print & Design',
    },
    {
      text: 'where abouts on the high street are you',
      expect: 'Contact Us | Foxglove Print & Design',
    },
  ],

  requests: [
    {
      text: "I'd like to book a wedding stationery consultation for Tuesday 14th April at 6pm please - it's Laura Dixon and Ben Carr",
      expect: 'Appointments',
    },
    {
      text: 'can we set up a design briefing with Raj next week about a logo for our new bakery',
      expect: 'Appointments',
    },
    {
      text: 'please put me down for one of your saturday morning slots to come and look at invitation samples, around 10 if poss',
      expect: 'Appointments',
    },
    {
      text: 'Could you schedule a time on Friday for someone to measure up our shop window for frosted vinyl? Unit 3, Gilesgate',
      expect: 'Appointments',
    },
    {
      text: 'The flyers I picked up yesterday are badly trimmed, half of them have a white strip down one side. Really not happy, they were for a launch this weekend.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to chloe, our invitations were gorgeous and every guest commented on them',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'your van driver left my banners on the doorstep in the pouring rain and now they are ruined. i want this sorted',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Can someone ring me back about a quote for 5000 leaflets? 07700 900123, ask for Mark',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of your full price list, j.harper@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Looking for a quote on signage for our new shop opening in June. Sarah Hill, sarah@hillandco.co.uk, 01434 555019 - get in touch when you can',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
    {
      text: "this bot isn't getting it, is there a member of staff i can chat to",
      expect: 'handoff',
    },
    {
      text: 'put me through to someone in the shop, I need to speak to an actual human about my order',
      expect: 'handoff',
    },
  ],

  offTopic: [
    'can you recommend a good wedding photographer round hexham',
    "what's the best printer to buy for home use, canon or epson?",
    'how do i change the ink cartridge in my hp deskjet',
    'do you sell printer ink and toner cartridges',
    'when is the hexham abbey festival on this year',
    'is vistaprint doing free delivery at the moment',
    'any good tutorials for making a logo in photoshop',
    'can you help me write a speech for my best mates wedding',
    "what's the weather going to be like in hexham tomorrow",
    'write me a short poem about autumn',
    'whats a good recipe for cheese scones',
    'what is the capital of australia',
    'who won the premier league last season',
    'can you recommend an accountant for my small business',
  ],
};
