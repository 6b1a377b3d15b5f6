import type { Business } from '../types.js';

const PRICE_LIST = 'Price List 2026';
const TERMS = 'Terms and Conditions of Sale';
const WEDDING = 'Wedding Flowers Guide 2026';
const FUNERAL = 'Funeral Flowers: A Guide for Families';
const CARE = 'Flower Care Guide';
const CORPORATE = 'Corporate Flowers Service Agreement';
const HOME = 'Wren & Bramble Flowers | Independent Florist in Frome';
const DELIVERY = 'Delivery Information | Wren & Bramble Flowers';
const SUBS = 'Flower Subscriptions | Wren & Bramble Flowers';
const WORKSHOPS = 'Workshops & Classes | Wren & Bramble Flowers';
const STORY = 'Our Story | Wren & Bramble Flowers';
const EVENTS = 'Events & Parties | Wren & Bramble Flowers';

export const florist: Business = {
  slug: 'florist',
  name: 'Wren & Bramble Flowers',
  field:
    'Independent florist: bouquets, weddings and events, funeral flowers, local delivery, subscriptions and workshops',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        "The shop on Cheap Street is open Tuesday to Friday 9am–5.30pm and Saturday 9am–4pm. We're closed to walk-in customers on Sundays and Mondays, but we answer the phone on Mondays from 9am to 1pm and you can order online any time. Bank holiday hours are posted on our Instagram the week before.",
    },
    {
      type: 'faq',
      title: 'Is there parking near the shop?',
      content:
        "Cheap Street is pedestrianised, so the nearest parking is the Market Yard pay and display car park, about a three-minute walk away. If you're collecting a large wedding or funeral order, ring us when you arrive and we'll carry it out to you at the loading bay on Bath Street.",
    },
    {
      type: 'faq',
      title: 'Can I order flowers for delivery today?',
      content:
        "Yes – order by 12 noon Monday to Friday, or by 11am on Saturday, and we'll deliver the same day within our delivery area. Same-day orders are florist's choice, made from whatever is in the shop that morning. If you've missed the cut-off, give us a ring on 01373 471530 and we'll do our best.",
    },
    {
      type: 'faq',
      title: 'Do you deliver on Sundays?',
      content:
        "We don't normally deliver on Sundays. The one exception is Mothering Sunday (15 March 2026), when we run a full delivery service across all three zones. Orders placed on a Saturday afternoon go out on the Monday.",
    },
    {
      type: 'faq',
      title: 'Do you deliver flowers to hospitals?',
      content:
        "The Royal United Hospital in Bath doesn't allow cut flowers on its wards, so we can't deliver there – a dried posy sent to the patient's home for when they're back is a lovely alternative. Frome Community Hospital accepts small arrangements in water but no lilies or strongly scented flowers, so we'll send a jam jar posy. Please include the ward name with your order.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "Yes – gift vouchers are available for any amount from £10, either as a printed card we post for free or as an e-voucher emailed straight away. They're valid for 12 months and can be spent on flowers, subscriptions or workshops.",
    },
    {
      type: 'faq',
      title: 'Can I write my own message on the card?',
      content:
        "Of course – there's a message box at checkout (up to 300 characters) and we handwrite every card. If you'd like it to be anonymous, just leave your name off the message and we'll never tell the recipient who sent the flowers.",
    },
    {
      type: 'faq',
      title: 'Are lilies safe if I have a cat?',
      content:
        "No – every part of a lily, including the pollen and the water in the vase, is highly toxic to cats. Tell us there's a cat in the home and we'll leave lilies out completely; our Petite and Classic bouquets are lily-free as standard anyway.",
    },
    {
      type: 'faq',
      title: 'Do you use floral foam?',
      content:
        "No. We stopped using floral foam (the green 'Oasis' blocks) in 2019 because it's a single-use plastic that breaks down into microplastics. Instead we use moss, chicken wire, metal pin holders and reusable vessels.",
    },
    {
      type: 'faq',
      title: 'Do you offer an NHS discount?',
      content:
        "Yes – NHS staff, care workers and emergency services staff get 10% off in the shop from Tuesday to Thursday when they show their work ID. The discount doesn't apply to online orders, weddings, subscriptions or gift vouchers.",
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        'In the shop we take all major cards including American Express, plus Apple Pay, Google Pay and cash. Online orders are paid by card or PayPal, and wedding and business invoices can be paid by bank transfer. We no longer accept cheques.',
    },
    {
      type: 'faq',
      title: 'Can I choose specific flowers or colours for my bouquet?',
      content:
        "Yes – add your colour preferences, favourite flowers or anything to avoid in the notes box at checkout and we'll follow them as far as the season allows. For a bouquet built around one particular flower (all peonies, say) please give us at least 3 days' notice so we can order them in.",
    },
    {
      type: 'faq',
      title: "What happens if the recipient isn't home?",
      content:
        "Our driver will first try the neighbours, then leave the flowers somewhere safe and shaded, such as a porch or behind a side gate, and put a card through the door saying where they are. If there's nowhere safe we'll bring them back to the shop and phone you to arrange another delivery. You can add safe-place instructions in the delivery notes when you order.",
    },
    {
      type: 'faq',
      title: 'Can I change the date or address on my order?',
      content:
        "Yes, as long as you let us know by 4pm the day before delivery – call 01373 471530 or reply to your order confirmation email. Changes on the day itself depend on where our driver is, but we'll always try.",
    },
    {
      type: 'faq',
      title: 'Do you sell dried flowers?',
      content:
        "Yes – we dry many of our own summer flowers, and dried posies, bouquets and wreaths are on the shelves all year round. They're a good choice for anyone with hay fever or for a home that's often empty.",
    },
    {
      type: 'faq',
      title: 'Can I bring my dog into the shop?',
      content:
        "Absolutely – well-behaved dogs are very welcome and there's a water bowl by the door. Fig, our shop whippet, is usually asleep behind the counter on Saturdays.",
    },
    {
      type: 'faq',
      title: 'Can I collect my order from the shop?',
      content:
        "Yes – choose Click & Collect at checkout and there's no delivery charge. Orders placed before 10am are ready to collect from 2pm the same day; later orders are ready from 10am on the next opening day. Anything not collected by closing time is kept in our cold room for one extra day.",
    },
    {
      type: 'faq',
      title: "Do you take Valentine's Day and Mother's Day pre-orders?",
      content:
        "Yes – Valentine's pre-orders open on 5 January and Mothering Sunday pre-orders on 1 February. We limit the number of orders we take on both days to keep the quality up, so please order early. In 2026 Valentine's Day is a Saturday, so we'll deliver on Friday 13 and Saturday 14 February.",
    },
    {
      type: 'faq',
      title: 'Is the shop wheelchair accessible?',
      content:
        "There's one small step at the shop entrance – ring the bell on the door frame and we'll put our portable ramp down. Our workshop studio is upstairs and there's no lift, so if you need step-free access for a workshop let us know when you book and we'll hold it in the shop downstairs.",
    },
    {
      type: 'faq',
      title: 'Can you send flowers elsewhere in the UK or abroad?',
      content:
        "We deliver fresh flowers ourselves, within about 15 miles of Frome only – we're not part of Interflora or any relay network, so we can't arrange fresh flowers further away. For anywhere else in the UK we can post a dried letterbox bouquet by Royal Mail. Sorry, we don't send flowers overseas.",
    },
    {
      type: 'faq',
      title: 'Do you sell balloons?',
      content:
        "No – we stopped selling balloons in 2020 because so many end up in hedgerows and rivers and harm wildlife. If you'd like to add a little extra, you can add local chocolates, a soy candle or a bottle of Prosecco to your order.",
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: PRICE_LIST,
      fileName: 'price-list-2026.pdf',
      content: `WREN & BRAMBLE FLOWERS
PRICE LIST 2026
Valid from 1 January 2026 until further notice. All prices include VAT at 20%.
7 Cheap Street, Frome BA11 1BN | 01373 471530 | hello@wrenandbramble.co.uk

Our flowers change with the seasons, so every bouquet is made with the best stems available that week. Prices below are for florist's choice designs. If you have something particular in mind, ask us and we'll quote.

HAND-TIED BOUQUETS
Petite – £35
Classic – £50
Generous – £70
Luxe – £95
All bouquets are wrapped in recyclable kraft paper with a water bubble, so they arrive hydrated and can go straight into a vase.

VASE ARRANGEMENTS
Jam jar posy – £25
Small vase arrangement – £45 (glass vase included)
Large vase arrangement – £80 (glass vase included)
Add a glass vase to any bouquet – £12
Add a handmade ceramic vase by Frome potter Jess Lacey – £26

SINGLE-VARIETY BUNCHES (when in season)
Tulips, 20 stems (January to April) – £30
British sweet peas, 30 stems (June to August) – £32
British dahlias, 15 stems (August to October) – £38
Red roses – single boxed rose £12, half dozen £48, dozen £85

DRIED AND EVERLASTING
Dried posy – £30
Dried bouquet – £48
Dried wreath, 30cm – £55
Dried letterbox bouquet, posted anywhere in the UK – £34 including Royal Mail Tracked 48 postage

PLANTS
Houseplants – from £14
Potted orchid (Phalaenopsis) – £28
Seasonal planted basket – from £35

GIFTS AND ADD-ONS
Selwood Chocolate Co. truffles, box of 9 – £9.50
Frome Soap & Candle Co. soy candle – £16
Prosecco, 75cl – £14 (delivered to over-18s only)
Handwritten message card – free

SEASONAL
Christmas door wreath, fresh – £45 (standard) / £60 (large)
Christmas table centrepiece with candle – £40
Mothering Sunday bouquets – from £40

SERVICES PRICED SEPARATELY
Delivery: charges depend on the delivery zone – see the Delivery Information page on our website.
Flower subscriptions: see our website.
Weddings: ask for our Wedding Flowers Guide 2026.
Funeral tributes: ask for our guide, Funeral Flowers: A Guide for Families.
Business and corporate flowers: priced by agreement.
Workshops: see the current programme online.

Prices may change during the year if wholesale costs rise significantly. The price you pay is always the price shown when you ordered.`,
    },
    {
      type: 'document',
      title: TERMS,
      fileName: 'terms-and-conditions-2026.pdf',
      content: `WREN & BRAMBLE FLOWERS LTD
TERMS AND CONDITIONS OF SALE
Last updated: January 2026

These terms apply to all orders for flowers, plants and gifts placed with Wren & Bramble Flowers Ltd ("we", "us") in our shop at 7 Cheap Street, Frome BA11 1BN, by telephone, or through wrenandbramble.co.uk. Weddings, events and corporate contracts have their own terms, which are given to you with your quote.

1. YOUR ORDER
1.1 A contract is formed when we send you an order confirmation by email or give you a receipt in the shop.
1.2 Please check your order confirmation carefully, including the recipient's name, address, phone number and delivery date. We are not responsible for failed or late deliveries caused by incorrect details.
1.3 We may decline an order at our discretion, for example on peak days when we have reached capacity. If so, we will refund you in full.

2. PRICES AND PAYMENT
2.1 All prices include VAT at the current rate. Delivery charges are shown separately at checkout.
2.2 Payment is taken in full when you place your order.
2.3 We may change our prices at any time, but the price you pay is the price shown when you ordered.

3. FLOWERS AND SUBSTITUTIONS
3.1 Our flowers are seasonal and natural, so no two bouquets are identical. Photographs on our website show the style and size of an arrangement, not the exact flowers you will receive.
3.2 If a flower is unavailable or not up to our standard, we will replace it with a flower of equal or greater value, keeping as close as possible to the colours and style you chose.
3.3 Containers, ribbons and wrapping may vary.

4. DELIVERY
4.1 We deliver Monday to Saturday within our three delivery zones. Delivery times are estimates unless you have booked and paid for a timed slot.
4.2 If no one is available to receive the delivery, we will follow the steps set out on our website. Once flowers have been left with a neighbour or in a safe place, responsibility for them passes to you.
4.3 If flowers are returned to the shop because of incorrect details, or because there was nowhere safe to leave them, a second delivery attempt is charged at the original delivery charge.
4.4 We cannot be held responsible for delays caused by severe weather, road closures or other events outside our control.

5. CANCELLATIONS
5.1 You may cancel an order more than 48 hours before the delivery or collection date for a full refund.
5.2 Within 48 hours of delivery we will already have bought and prepared your flowers, so we cannot give a refund. Instead we will issue a credit note for the full amount, valid for 6 months.
5.3 Valentine's Day and Mothering Sunday orders cannot be cancelled after 7 February and 7 March respectively.
5.4 Because flowers are perishable, the 14-day cancellation period under the Consumer Contracts Regulations does not apply to fresh flower orders.

6. QUALITY AND COMPLAINTS
6.1 We check and photograph every order before it leaves the shop.
6.2 If you are not happy with your flowers, please contact us within 24 hours of delivery, with a photograph, by emailing hello@wrenandbramble.co.uk or calling 01373 471530.
6.3 Where a genuine fault is found, we will replace the flowers or refund you, whichever you prefer.
6.4 We cannot accept complaints where flowers have not been looked after in line with our care guide, or where they were left in a safe place at your request and not brought in promptly.

7. GIFT VOUCHERS
7.1 Gift vouchers cannot be exchanged for cash and no change is given, but any unspent balance stays on the voucher.
7.2 Lost vouchers can be reissued if you have the voucher code or proof of purchase.

8. ALLERGIES AND SAFETY
8.1 Some flowers and foliage can cause skin irritation or allergic reactions, and some are harmful to pets if eaten. Please tell us about any allergies or pets when ordering.
8.2 Alcohol will only be handed to someone aged 18 or over, and our driver may ask for ID.

9. YOUR DATA
9.1 We use your details only to process your order and, if you opt in, to send our newsletter. We never sell or share your data. Full details are in our privacy notice.

10. LAW
These terms are governed by the laws of England and Wales.

Wren & Bramble Flowers Ltd. Registered in England and Wales, company number 09124587. Registered office: 7 Cheap Street, Frome BA11 1BN.`,
    },
    {
      type: 'document',
      title: WEDDING,
      fileName: 'wedding-flowers-guide-2026.pdf',
      content: `WREN & BRAMBLE FLOWERS
Wedding Flowers Guide 2026

Congratulations!
Thank you for thinking of us for your wedding. We're a small team working from our shop and studio on Cheap Street in Frome, and we take on no more than two weddings each weekend so every couple has our full attention. This guide explains how we work, what things typically cost, and what happens between your first email and the big day.

HOW IT WORKS
1. Enquiry – fill in the wedding enquiry form on our website or email weddings@wrenandbramble.co.uk with your date, venue and rough guest numbers. Tom Ashdown, our weddings lead, will reply within 3 working days.
2. Consultation – we'll invite you to a free 45-minute consultation in the studio (Tuesday to Friday, with evening appointments until 7pm, or Saturday mornings) or on a video call. Bring your mood boards, fabric swatches and photos of the outfits.
3. Proposal – within 10 days of your consultation we'll send a detailed proposal with inspiration photos, a flower list and itemised costs.
4. Booking – your date is secured with a non-refundable booking fee of 25% of the proposal total.
5. Final details – around 8 weeks before the wedding we meet or talk again to finalise designs. Final numbers must be confirmed 6 weeks before the wedding, and the remaining balance is due 4 weeks before.

MINIMUM SPEND
Full wedding service (ceremony, reception and personal flowers): minimum spend of £1,200 for Saturdays from May to September, and £800 at all other times.
Just the Two of Us: a bridal bouquet and matching buttonhole for elopements and small register office weddings, £195 fixed price, collection from the shop only.

GUIDE PRICES 2026
Personal flowers
Bridal bouquet – from £150
Bridesmaid bouquet – from £70
Flower girl posy – from £35
Buttonhole – £14
Corsage (wrist or pin) – £20
Flower crown – from £60
Hair comb or pins – from £25
Ceremony
Pew ends – from £30 each
Urn arrangement on a plinth – from £220 each
Meadow-style aisle clusters – from £45 per cluster
Floral arch, front spray – from £650
Floral arch, fully covered – from £1,100
Reception
Table centrepiece – from £50
Bud vase cluster of 5 – £40
Long and low top table arrangement – from £180
Cake flowers – from £35
Hanging installation – from £950

DELIVERY, SET-UP AND COLLECTION
Delivery and set-up at your venue within 15 miles of Frome costs £90. Beyond 15 miles we add 65p per mile. If we need to return to collect hire items or move ceremony flowers to the reception, a late collection after 10pm is £60, or £40 for collection the following morning.

HIRE ITEMS
Glass bud vases and jam jars – free with your order
Brass candlesticks – £3 each
Stone urns and plinths – £25 each
Moon gate (2.2m) – £175
Hire items that are broken or not returned are charged at replacement cost.

VENUES WE KNOW WELL
We regularly work at Marston Tithe Barn, The Old Silk Mill, Orchardleigh and Rook Lane Chapel in Frome, as well as village halls, marquees and back gardens. We're always happy to visit a new venue, and a site visit is included for weddings over £2,000.

SEASONAL AND BRITISH
From May to October most of your flowers can come from Somerset and Wiltshire growers. After the wedding we can collect your flowers for composting, or pass arrangements on to a local care home at no charge.

BOOKING TERMS IN BRIEF
- The 25% booking fee is non-refundable.
- If you cancel more than 12 weeks before the wedding, nothing further is due. Between 12 and 4 weeks before, 50% of the total is payable. Within 4 weeks, the full balance is payable.
- Flowers are natural products. If a variety is unavailable or poor quality, we will substitute a similar flower of equal value, keeping to your colour palette.
- Prices in your proposal are held for 30 days.

Contact Tom Ashdown at weddings@wrenandbramble.co.uk or on 01373 471530 (option 2).`,
    },
    {
      type: 'document',
      title: FUNERAL,
      fileName: 'funeral-flowers-guide.pdf',
      content: `FUNERAL FLOWERS
A Guide for Families

We're very sorry for your loss. Choosing funeral flowers can feel like one more thing to think about at a difficult time, so this short guide explains the options, the prices and how much notice we need. You're always welcome to call us or come into the shop and talk it through with Harriet. There's no charge for advice and never any pressure.

ORDERING
- Please order at least 2 working days before the funeral. For casket sprays and lettered tributes we need 4 working days.
- Tell us the name of the funeral director, the date and time of the service, and the full name of the person who has died, so we can label the tribute correctly.
- We can deliver to the funeral director, the church or crematorium, or the family home.
- Delivery to funeral directors in Frome, Warminster, Westbury and Shepton Mallet is free. We also deliver directly to Mendip Crematorium and West Wiltshire Crematorium on the morning of the service.

TRIBUTES AND PRICES
Traditional tributes
Posy pad – from £55
Tied sheaf – from £60
Open wreath – from £75
Based wreath – from £90
Open heart – from £110
Based heart – from £140
Cushion or pillow – from £150
Letter tributes (for example MUM or GRANDAD) – £65 per letter
Casket and coffin flowers
Single-ended casket spray – from £120
Double-ended casket spray (3ft) – from £195
Full coffin top (5ft) – from £350
Natural and garden-style tributes
Meadow sheaf of British flowers – from £65
Moss and willow wreath with garden foliage – from £85
Coffin top of seasonal garden flowers – from £280

USING FLOWERS FROM A LOVED ONE'S GARDEN
Families often like to include flowers or foliage from a loved one's garden: roses, rosemary, lavender or a favourite shrub. Bring cuttings to the shop up to the day before and we'll work them into the tribute free of charge.

CARD MESSAGES
Every tribute comes with a white card and envelope. If you're struggling to find the words, we keep a folder of short messages in the shop. Some families choose:
Forever in our hearts
Rest peacefully
With love and fond memories
Until we meet again

AFTER THE FUNERAL
Flowers left at the crematorium are usually cleared by staff after about a week. Our tributes are built on moss and willow frames, which are fully compostable, so they can be laid on a grave or put on a garden compost heap.

SYMPATHY FLOWERS TO THE HOME
If you would like to send flowers to a grieving family's home rather than to the service, our sympathy bouquets in whites, creams and greens start at £50 and are delivered within our usual delivery zones.

PAYMENT
You can pay by card in the shop or over the phone. Many local funeral directors are also happy to add our tributes to the family's funeral account, so you don't need to pay us separately.

Wren & Bramble Flowers, 7 Cheap Street, Frome BA11 1BN. Telephone 01373 471530.`,
    },
    {
      type: 'document',
      title: CARE,
      fileName: 'flower-care-guide.pdf',
      content: `CARING FOR YOUR FLOWERS
Wren & Bramble Flowers – Flower Care Guide

A little care goes a long way. Follow these simple steps and your flowers will reward you with days of extra colour.

WHEN YOUR FLOWERS ARRIVE
- Your bouquet comes standing in a water bubble. If you're not ready to arrange it, it can stay in the bubble for up to 24 hours – just keep it somewhere cool.
- To unwrap, hold the bouquet over the sink and snip the tie on the bubble so the water drains away.
- Don't untie the raffia around the stems. Our bouquets are spiral-tied so they stand beautifully in a vase on their own.

EVERYDAY CARE
1. Use a clean vase, washed in hot soapy water.
2. Cut 2cm off each stem at an angle with sharp scissors or a knife.
3. Strip off any leaves that would sit below the water line.
4. Add the sachet of flower food to fresh, cool water.
5. Change the water every 2 days, trimming the stems again each time.

WHERE TO PUT THEM
Keep flowers away from direct sunlight, radiators, fires and draughts. Keep them away from the fruit bowl too: ripening fruit gives off ethylene gas, which makes flowers age much faster. Moving them to a cool room overnight can add days to their life.

FLOWER BY FLOWER
Tulips: keep growing in the vase and bend towards the light. Use shallow water and turn the vase each day.
Roses: if the heads start to droop, recut the stems and stand them in hot (not boiling) water for 30 seconds, then put them straight back into cool water.
Hydrangeas: if they wilt, submerge the whole flower head in cool water for 30 minutes, then shake gently and return to the vase.
Lilies: pinch off the orange pollen with a tissue as the flowers open. If pollen gets on clothing or furniture, don't rub it – lift it off with sticky tape and leave the fabric in sunlight.
Daffodils: release a sap that shortens the life of other flowers. Stand them in their own water for 12 hours before adding them to a mixed vase.
Sweet peas: short-lived but wonderfully scented – enjoy them for 4 to 5 days.

HOW LONG WILL THEY LAST?
Most mixed bouquets last 7 to 10 days. Dahlias and sweet peas last around 5 days, while chrysanthemums and alstroemeria can last up to 2 weeks. If something doesn't look right, take a photo and let us know.

DRIED FLOWERS
Keep dried flowers out of direct sunlight, which fades them, and away from steamy bathrooms and kitchens. Dust them gently with a hairdryer on the cool setting. Looked after well, dried flowers will last up to two years.

PLANTS
Orchids: water once a week by standing the pot in water for 10 minutes, then let it drain. Bright but indirect light is best.
Houseplants: check the care label – most prefer to dry out a little between waterings.

Any questions? Call 01373 471530 or email hello@wrenandbramble.co.uk.`,
    },
    {
      type: 'document',
      title: CORPORATE,
      fileName: 'corporate-flowers-service-agreement.docx',
      content: `WREN & BRAMBLE FLOWERS LTD
CORPORATE FLOWERS SERVICE AGREEMENT
Standard terms for regular business flowers

Wren & Bramble Flowers Ltd, 7 Cheap Street, Frome BA11 1BN ("we") will supply and maintain fresh flower arrangements at the Client's premises on the terms below and the Schedule of Service agreed with the Client. Our business clients include hotels, restaurants, offices, estate agents, dental and GP surgeries and shops.

1. THE SERVICE
1.1 We will deliver, arrange and replace fresh flower arrangements at the Client's premises on a weekly or fortnightly schedule.
1.2 Arrangements are designed for the Client's space and brand and change with the seasons.
1.3 Old flowers and waste are removed at each visit and composted.

2. ARRANGEMENT SIZES AND PRICES
Prices are per visit and exclude VAT.
Reception desk arrangement (small) – £40
Reception arrangement (medium) – £60
Statement lobby arrangement (large) – £95
Restaurant table bud vases – £4.50 per vase
Washroom posy – £15
Mid-week top-up and refresh visit – £18
Delivery and servicing are included within 15 miles of Frome. Beyond this a travel charge is agreed in the Schedule of Service.

3. VISITS
3.1 Visits take place on Monday or Tuesday mornings between 7am and 11am, before most businesses get busy.
3.2 Restaurants and hotels may request a Friday morning visit for weekend freshness, subject to availability.
3.3 The Client will provide access to the premises and a water supply.

4. VESSELS AND EQUIPMENT
4.1 Vases and containers we supply remain our property. Loss or damage is charged at replacement cost.
4.2 Clients may use their own vessels if they prefer.

5. TERM AND NOTICE
5.1 The agreement has a minimum term of 3 months from the first visit.
5.2 After the minimum term it continues on a rolling monthly basis.
5.3 Either party may end the agreement by giving 4 weeks' written notice.

6. PAUSES AND HOLIDAYS
Clients may pause the service for up to 4 weeks of pauses per year at no charge (for example over a Christmas closure), giving us 7 days' notice.

7. INVOICING AND PAYMENT
7.1 We invoice monthly in arrears on the last working day of each month.
7.2 Payment is due within 30 days of the invoice date by BACS transfer.
7.3 We may charge interest on late payments under the Late Payment of Commercial Debts (Interest) Act 1998 at 8% above the Bank of England base rate.
7.4 We may suspend the service if an invoice is more than 60 days overdue.

8. PRICE REVIEW
Prices are fixed for 12 months from the start date and reviewed once a year. We will give at least 30 days' notice of any change.

9. SEASONAL DRESSING
Christmas dressing for business premises can be added to the agreement: a decorated 6ft Christmas tree installation from £295, including removal in January, and fresh door wreaths at £60. Christmas dressing must be ordered by 31 October.

10. ALLERGIES
The Client should tell us about any staff or guest allergies. We can provide low-scent and low-pollen designs on request.

SIGNED for Wren & Bramble Flowers Ltd: ______________________ Date: __________
SIGNED for the Client: ______________________ Date: __________`,
    },

    // ------------------------------------------------------------- Website
    {
      type: 'website',
      title: HOME,
      url: 'https://www.wrenandbramble.co.uk/',
      content: `# Wren & Bramble Flowers
Seasonal flowers, made by hand in Frome, Somerset.

We're an independent florist on Cheap Street, making relaxed, garden-style bouquets, wedding and event flowers, funeral tributes and flower subscriptions. Every arrangement is made in our shop by our own small team and delivered in our own van – never passed on to a relay network.

## What we do
- Bouquets and gifts – hand-tied bouquets, vase arrangements, dried flowers and plants, to collect or have delivered locally.
- Weddings – from a single bouquet for a register office wedding to full venue styling. Download our Wedding Flowers Guide.
- Events and parties – birthdays, launches, dinners and shop windows.
- Funeral flowers – thoughtful, natural tributes, with gentle advice whenever you need it.
- Flower subscriptions – fresh seasonal flowers every week, fortnight or month.
- Workshops – learn to make bouquets and wreaths in our studio above the shop.
- Business flowers – regular arrangements for offices, hotels and restaurants.

## How to order
Order online at any time, call us on 01373 471530, or pop into the shop. Not sure what to choose? Tell us a little about the person and the occasion and we'll do the rest – florist's choice is always our favourite thing to make.

## Why Wren & Bramble?
- Seasonal first: we use British-grown flowers whenever they're in season.
- Made here: nothing comes from a warehouse – every stem is arranged on Cheap Street.
- Delivered by us: our own driver and our own electric van.

## What our customers say
"The most beautiful bouquet I've ever been sent – it lasted nearly two weeks!" – Sarah, Nunney

"Harriet and Tom made our wedding day. The flowers were exactly what we'd imagined, only better." – Lucy & Ben, married at The Old Silk Mill

"So kind and patient when we ordered Dad's funeral flowers." – Mark, Frome

We're rated 4.9 out of 5 from more than 380 Google reviews.

## Join our newsletter
Sign up for seasonal news, workshop dates and early access to Valentine's and Mother's Day pre-orders – and get 10% off your first online order.

## Find us
Wren & Bramble Flowers, 7 Cheap Street, Frome BA11 1BN. Look for the green shopfront halfway down Cheap Street, opposite the little water channel (the leat) that runs down the middle of the street.

Phone 01373 471530 | hello@wrenandbramble.co.uk | Instagram @wrenandbrambleflowers`,
    },
    {
      type: 'website',
      title: DELIVERY,
      url: 'https://www.wrenandbramble.co.uk/delivery',
      content: `# Delivery Information
We deliver all our fresh flowers ourselves, Monday to Saturday, in our electric van. Dave, our driver, knows every lane between Bath and Shepton Mallet, so your flowers are handled carefully all the way from our workbench to the front door.

## Delivery zones and charges
Zone 1 – Frome (all BA11 postcodes): £6

Zone 2 – up to 8 miles from Frome, including Beckington, Nunney, Mells, Rode, Berkley, Great Elm, Witham Friary, Corsley and Leigh-on-Mendip: £9

Zone 3 – up to 15 miles from Frome, including Bath, Trowbridge, Westbury, Warminster, Bradford on Avon, Radstock, Midsomer Norton and Shepton Mallet: £14

Delivery is free in Zone 1 on orders over £75.

Not sure which zone you're in? Pop your postcode into the checker at checkout, or give us a ring on 01373 471530.

## Delivery times
Deliveries go out between 9am and 5pm. We plan our routes each morning, so we can't promise an exact time, but if your flowers need to arrive before lunch you can add a morning slot (9am to 12 noon) for £5. Morning slots are available in Zones 1 and 2 only, and not on Valentine's Day or Mothering Sunday.

## Order cut-off times
- Next-day delivery: order online by 8pm the evening before.
- Monday delivery: order by 3pm on Saturday.
- Same-day delivery: see our FAQs.

## Workplaces, schools and care homes
We're happy to deliver to workplaces – please give us the company name, the floor or department, and a phone number for reception. For schools and care homes we'll always hand the flowers to the office or a member of staff, never leave them outside.

## A photo before it leaves
Sending flowers to someone you won't see? Tick the box at checkout and we'll email you a photo of the bouquet before it goes out on the van.

## How we pack your flowers
Every bouquet travels in a water bubble inside a sturdy recyclable box, so it arrives hydrated and ready to enjoy. We don't use plastic cellophane.

## Our van
Our electric van – known to everyone in Frome as Bramble – is charged overnight at the shop, so your delivery doesn't add to the traffic fumes on Frome's narrow streets.`,
    },
    {
      type: 'website',
      title: SUBS,
      url: 'https://www.wrenandbramble.co.uk/subscriptions',
      content: `# Flower Subscriptions
Fresh, seasonal flowers on your doorstep every week, fortnight or month – chosen by us from the very best of that week's flowers. No two deliveries are ever the same.

## How it works
1. Choose your size and how often you'd like flowers.
2. We deliver every Thursday, or you can collect from the shop on Thursday or Friday.
3. Each delivery is a hand-tied bouquet in a water bubble, ready to go straight into a vase, with a care card.

Medium and Large subscribers get a free glass vase with their first delivery.

## Sizes and prices (per delivery)
- Small – £30: a neat bouquet for a kitchen table or desk.
- Medium – £45: our most popular size, generous and full.
- Large – £65: a statement bouquet for a hallway or mantelpiece.

## Delivery
- Zone 1 (Frome): free
- Zone 2: £5 per delivery
- Zone 3: £8 per delivery
- Collection from the shop: free

## How often
Weekly, fortnightly or monthly – you choose, and you can change it at any time from your account.

## Payment
We take payment by card on the Monday before each delivery, so you only ever pay for the flowers you receive.

## Skipping, pausing and cancelling
Going on holiday? Skip a delivery or pause your subscription by 9am on the Tuesday before your delivery, either in your account or by emailing hello@wrenandbramble.co.uk.

Subscriptions have a minimum of 3 deliveries. After your third delivery you can cancel at any time before the Tuesday cut-off.

## Gift subscriptions
Treat someone to flowers all season long with a prepaid gift subscription of Medium bouquets delivered monthly:
- 3 months – £150
- 6 months – £290
- 12 months – £560

Gift subscriptions include delivery anywhere in our three zones and start with a handwritten card from you.

## For businesses
Looking for regular flowers for an office, restaurant or hotel? Ask us for our Corporate Flowers Service Agreement.`,
    },
    {
      type: 'website',
      title: WORKSHOPS,
      url: 'https://www.wrenandbramble.co.uk/workshops',
      content: `# Workshops & Classes
Learn the way we work at one of our relaxed, hands-on workshops in the studio above the shop. Classes are led by Priya Lal, our florist and workshop tutor, and are kept to a maximum of 10 people so everyone gets plenty of help. All flowers, tools and aprons are provided, there's tea, coffee and cake from Lark Bakery, and you take home everything you make.

## 2026 workshop programme
- Seasonal Hand-Tied Bouquet – £75, 3 hours. First Saturday of every month, 10am to 1pm. Learn to condition flowers and spiral-tie your own bouquet.
- Spring Wreath and Table Centrepiece – £60, 2.5 hours. March and April.
- Summer Meadow Jar – £55, 2 hours. Thursday evenings in June and July, 6.30pm to 8.30pm.
- Dried Flower Wreath – £60, 2.5 hours. September and October.
- Christmas Door Wreath – £65, 2.5 hours. Daily from 24 November to 17 December, with morning (10am), afternoon (2pm) and evening (6.30pm) sessions. Evening sessions include mulled wine and mince pies.
- Kids' Posy Club – £20 per child, 1 hour. Ages 7 to 12, during school half-terms. Parents are asked to wait in the shop downstairs.

## Private workshops and hen parties
Celebrating something? Book the studio for your own group – hen parties, birthdays, team days and baby showers. Private workshops are for 6 to 12 guests, from £60 per person, on weekday evenings or Sunday afternoons. You're welcome to bring your own fizz – there's no corkage and we'll provide the glasses. We can also bring the workshop to your home or venue within 15 miles of Frome for a £50 travel fee.

## What to wear and bring
Wear comfortable clothes and shoes you don't mind getting a little wet. Bring your own secateurs if you have a favourite pair, otherwise we'll lend you some. If you have any allergies, please tell us when you book.

## Booking and cancellations
Places are booked and paid for in full online. Gift vouchers can be used for workshops – just enter the code at checkout.
- Cancel 14 days or more before your workshop: full refund.
- Cancel less than 14 days before: we can't refund, but you can transfer your place to another date once, or send a friend in your place.
- If we have to cancel a workshop (for example through illness), you'll get a full refund or a new date – your choice.`,
    },
    {
      type: 'website',
      title: STORY,
      url: 'https://www.wrenandbramble.co.uk/about',
      content: `# Our Story
Wren & Bramble began in 2014, when Harriet Pryce swapped eight years in London florists for a little shop on Cheap Street in Frome. The building had been an ironmonger's for almost a century – you can still see the old brass drawer labels behind our counter – and it turned out to be the perfect home for buckets of flowers.

Harriet's idea was simple: flowers that look as though they've just been picked from a garden, made with whatever is best that week, rather than the same stiff bouquet all year round.

## Meet the team
- Harriet Pryce – founder and head florist. Harriet makes most of the shop bouquets and all of our funeral work.
- Tom Ashdown – weddings and events lead. Tom joined in 2017 after working on a flower farm in Cornwall, and looks after every wedding from first consultation to the last buttonhole.
- Priya Lal – florist and workshop tutor. Priya trained as a gardener at RHS Wisley and runs our workshops in the studio upstairs.
- Dave Hurst – delivery driver, van enthusiast and unofficial tour guide of the Mendips.
- Maisie Cole – apprentice florist, studying for her Level 3 floristry apprenticeship with Bridgwater & Taunton College.
- And Fig, the shop whippet, in charge of morale.

## Where our flowers come from
From May to October, around 70% of the flowers we use are British grown – from small flower farms such as Lower Leigh Flower Farm near Nunney, growers in the Flowers from the Farm network, and our own cutting patch at Great Elm. In winter and early spring, when British flowers are scarce, we buy from a wholesaler at the Bristol flower market, choosing Fairtrade roses and growers with good environmental certification wherever we can.

## Doing things a bit differently
We don't use cellophane, glitter or dyed flowers, and our wrapping is recyclable kraft paper and cotton ribbon. Flowers we can't sell never go in the bin: every Monday we take them to the residents of Fromefields care home, and stems that are past their best go to the community compost at the Frome allotments.

## Awards
- Winner, Best Independent Retailer – Frome Business Awards 2023
- Finalist, Best Shop – Bath Life Awards 2025`,
    },
    {
      type: 'website',
      title: EVENTS,
      url: 'https://www.wrenandbramble.co.uk/events',
      content: `# Events & Parties
From a birthday lunch in the garden to a product launch for 200 guests, we love creating flowers for celebrations of every size. Tom, our events lead, will help you plan something that suits the space, the season and your budget.

## Occasions we dress
Milestone birthdays and anniversaries, christenings, naming days and baby showers, engagement parties, private dinners and supper clubs, product launches, corporate dinners and award evenings, shop windows and photo shoots.

## What we can create
- Table flowers – from jam jar posies and bud vase clusters to long, low table runners.
- Statement pieces – large urn arrangements, mantelpiece garlands and staircase dressing.
- Installations – floral arches, hanging clouds above a table, and photo backdrops.
- Flower wall – a fresh flower wall (2m x 2m), from £1,200.
- Greenery backdrop hire – a lush foliage wall for photos, £295 for up to 48 hours.

## Minimum order and pricing
For events we deliver, set up and style, our minimum order is £300. For smaller gatherings you can order table posies to collect from the shop, from £25 each, with 48 hours' notice. Every event is quoted individually, and your quote will include delivery, set-up and collection within 15 miles of Frome.

## How to book
1. Send us the date, venue, number of guests and any colours or themes using the event enquiry form.
2. Tom will reply with ideas and a quote within 2 working days.
3. A 50% deposit secures your date; the balance is due 7 days before the event.

We ask for at least 3 weeks' notice for styled events, and more between May and September, when weddings fill most weekends.

## Find us at the market
We have a stall at The Frome Independent market on the first Sunday of every month from March to December. Come and say hello, pick up a bunch of seasonal stems and talk through your event plans in person.`,
    },
  ],

  questions: [
    // ------------------------------------------------------------ FAQ targets
    { text: 'what time do you shut on a saturday', expect: 'What are your opening hours?' },
    { text: 'are you open mondays', expect: 'What are your opening hours?' },
    { text: 'parking?', expect: 'Is there parking near the shop?' },
    {
      text: "where do i leave the car? picking up my daughter's wedding flowers and there's loads of them",
      expect: 'Is there parking near the shop?',
    },
    {
      text: 'its my wifes birthday and i completely forgot. can you get something round to her this afternoon??',
      expect: 'Can I order flowers for delivery today?',
    },
    { text: 'latest i can order for same day', expect: 'Can I order flowers for delivery today?' },
    { text: 'can flowers be delivered on a sunday', expect: 'Do you deliver on Sundays?' },
    {
      text: 'my nan is in the RUH after a fall, could you send a bunch to her ward',
      expect: 'Do you deliver flowers to hospitals?',
    },
    { text: 'do you do gift cards', expect: 'Do you sell gift vouchers?' },
    {
      text: 'how long is a voucher good for before it runs out',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: "can the card be anonymous? dont want him knowing it's from me lol",
      expect: 'Can I write my own message on the card?',
    },
    {
      text: 'can i put a personal note in with the flowers',
      expect: 'Can I write my own message on the card?',
    },
    {
      text: "we've got two cats, is it a problem if there are lilies in the bouquet",
      expect: 'Are lilies safe if I have a cat?',
    },
    {
      text: 'are your bouquets ok for houses with cats',
      expect: 'Are lilies safe if I have a cat?',
    },
    {
      text: 'do you still use that green oasis stuff in arrangements',
      expect: 'Do you use floral foam?',
    },
    {
      text: 'im a nurse at the RUH, do you do any discount for us',
      expect: 'Do you offer an NHS discount?',
    },
    { text: 'key worker discount?', expect: 'Do you offer an NHS discount?' },
    { text: 'can i pay with cash', expect: 'What payment methods do you accept?' },
    {
      text: 'could i get a bunch of only peonies for next saturday',
      expect: 'Can I choose specific flowers or colours for my bouquet?',
    },
    {
      text: 'can i pick the colours? she really hates yellow',
      expect: 'Can I choose specific flowers or colours for my bouquet?',
    },
    {
      text: "what if she's out at work when your driver turns up",
      expect: "What happens if the recipient isn't home?",
    },
    {
      text: 'no one will be in on friday can u just leave them in the porch',
      expect: "What happens if the recipient isn't home?",
    },
    {
      text: 'i put the wrong house number on my order, can it be fixed',
      expect: 'Can I change the date or address on my order?',
    },
    {
      text: 'need to move my delivery from tuesday to wednesday please is that possible',
      expect: 'Can I change the date or address on my order?',
    },
    {
      text: "do you have any flowers that don't die, like dried ones",
      expect: 'Do you sell dried flowers?',
    },
    { text: 'can i bring my spaniel in with me', expect: 'Can I bring my dog into the shop?' },
    {
      text: 'can i pick it up from you instead of having it delivered',
      expect: 'Can I collect my order from the shop?',
    },
    {
      text: 'ordered at 9 this morning for collection, what time can i come and get it',
      expect: 'Can I collect my order from the shop?',
    },
    {
      text: 'when can i pre order for mothers day',
      expect: "Do you take Valentine's Day and Mother's Day pre-orders?",
    },
    {
      text: 'my mum uses a wheelchair, will she be able to get into the shop ok',
      expect: 'Is the shop wheelchair accessible?',
    },
    {
      text: 'is there a lift up to where the classes are, i cant do stairs',
      expect: 'Is the shop wheelchair accessible?',
    },
    {
      text: 'can you send flowers to my sister in manchester',
      expect: 'Can you send flowers elsewhere in the UK or abroad?',
    },
    {
      text: 'do you deliver internationally? friend lives in dublin',
      expect: 'Can you send flowers elsewhere in the UK or abroad?',
    },
    { text: 'can you add a helium balloon that says happy 40th', expect: 'Do you sell balloons?' },
    { text: 'balloons?', expect: 'Do you sell balloons?' },

    // ------------------------------------------------------- Price List 2026
    { text: 'how much is the smallest hand tied bunch', expect: PRICE_LIST, fact: '£35' },
    { text: 'whats the price of a dozen red roses', expect: PRICE_LIST, fact: '£85' },
    { text: 'how much extra to have it in a glass vase', expect: PRICE_LIST, fact: '£12' },
    { text: 'do you sell orchids in pots', expect: PRICE_LIST },
    { text: 'can i add some chocs, what do they cost', expect: PRICE_LIST, fact: '£9.50' },
    { text: 'cost to post a dried bouquet through a letterbox', expect: PRICE_LIST },

    // ------------------------------------------- Terms and Conditions of Sale
    {
      text: 'if i cancel 3 days before delivery do i get my money back',
      expect: TERMS,
      fact: 'full refund',
    },
    {
      text: 'flowers turned up with broken stems, how long have i got to tell you',
      expect: TERMS,
      fact: '24 hours',
    },
    { text: "will you swap flowers if you can't get the ones in the photo", expect: TERMS },
    {
      text: 'do you charge again if the driver has to come back a second time because the address was wrong',
      expect: TERMS,
      fact: 'original delivery charge',
    },
    { text: "can i get cash back for a gift voucher i won't use", expect: TERMS },

    // --------------------------------------------- Wedding Flowers Guide 2026
    { text: 'roughly how much is a brides bouquet', expect: WEDDING, fact: '£150' },
    {
      text: "what's the minimum spend for a saturday wedding in july",
      expect: WEDDING,
      fact: '£1,200',
    },
    {
      text: "we're eloping, literally just the two of us at the register office - do you do something small?",
      expect: WEDDING,
      fact: '£195',
    },
    { text: 'how much deposit do we pay to hold our wedding date', expect: WEDDING, fact: '25%' },
    { text: 'for the wedding, is there a fee for you setting up at the venue', expect: WEDDING },
    { text: 'can we hire that round moon gate thing for our ceremony', expect: WEDDING },

    // ------------------------------------------------------ Funeral guide
    {
      text: "my dad passed away, funeral's next thursday. how much notice do you need for a coffin spray",
      expect: FUNERAL,
      fact: '4 working days',
    },
    { text: 'how much for letters spelling out NANNA', expect: FUNERAL, fact: '£65 per letter' },
    {
      text: "can you use roses from mum's garden in her wreath",
      expect: FUNERAL,
      fact: 'free of charge',
    },
    {
      text: "what do i write on the card for a funeral, i honestly don't know what to say",
      expect: FUNERAL,
    },
    {
      text: 'is there a charge to drop a wreath at the undertakers in warminster',
      expect: FUNERAL,
    },
    {
      text: 'want to send something to a friend whose husband just died, to her house not the service',
      expect: FUNERAL,
    },

    // --------------------------------------------------- Flower Care Guide
    { text: 'my roses are drooping after 2 days what do i do', expect: CARE, fact: '30 seconds' },
    { text: 'how often should the water be changed', expect: CARE },
    { text: "my hydrangea's gone all floppy", expect: CARE },
    { text: 'got lily pollen on my cream sofa HELP', expect: CARE, fact: 'sticky tape' },
    {
      text: "i won't be home till tomorrow night, is it ok to leave the bouquet in its water bag",
      expect: CARE,
      fact: '24 hours',
    },

    // ------------------------------------------------ Corporate agreement
    {
      text: 'we run a restaurant in bath, could you do weekly flowers on our tables? cost per table',
      expect: CORPORATE,
      fact: '£4.50',
    },
    {
      text: 'whats the notice period if we want to stop the office flowers',
      expect: CORPORATE,
      fact: '4 weeks',
    },
    { text: 'minimum contract length for reception flowers', expect: CORPORATE },
    { text: 'how does invoicing work for business accounts', expect: CORPORATE },
    {
      text: 'can our office flowers be stopped over christmas when we close',
      expect: CORPORATE,
      fact: 'at no charge',
    },

    // ------------------------------------------------------------- Home page
    { text: 'where exactly is the shop', expect: HOME, fact: '7 Cheap Street' },
    {
      text: 'how do i get the money off for signing up to emails',
      expect: HOME,
      fact: '10% off your first online order',
    },
    { text: 'what are your reviews like', expect: HOME },
    { text: 'what kind of stuff do you do', expect: HOME },

    // ---------------------------------------------------------- Delivery page
    { text: 'how much to deliver to trowbridge', expect: DELIVERY, fact: '£14' },
    { text: 'do you deliver out to mells and whats the charge', expect: DELIVERY },
    { text: 'can i get it delivered in the morning, before lunch?', expect: DELIVERY, fact: '£5' },
    { text: 'is delivery free if i spend enough', expect: DELIVERY },
    {
      text: "i'm abroad and want to see what my mum's getting, can you send me a picture",
      expect: DELIVERY,
      fact: 'email you a photo',
    },

    // -------------------------------------------------------- Subscriptions
    { text: 'how much is a weekly flower subscription', expect: SUBS, fact: '£30' },
    { text: 'which day do the subscription bunches come', expect: SUBS },
    {
      text: 'going away for a week, how do i skip my flowers',
      expect: SUBS,
      fact: '9am on the Tuesday',
    },
    {
      text: 'want to gift my mum 3 months of flowers for her birthday',
      expect: SUBS,
      fact: '£150',
    },
    { text: 'is there a minimum before i can cancel the subscription', expect: SUBS },

    // ------------------------------------------------------------ Workshops
    { text: 'how much is the christmas wreath making class', expect: WORKSHOPS, fact: '£65' },
    { text: 'anything for kids to do in half term?', expect: WORKSHOPS },
    {
      text: 'hen do flower arranging for 8 of us, price per head?',
      expect: WORKSHOPS,
      fact: '£60 per person',
    },
    {
      text: "booked a workshop but can't make it now, it's in 10 days. refund?",
      expect: WORKSHOPS,
    },
    { text: 'how many people are in each class', expect: WORKSHOPS, fact: 'maximum of 10' },

    // ------------------------------------------------------------ Our Story
    { text: 'who owns the shop', expect: STORY, fact: 'Harriet Pryce' },
    { text: 'are your flowers british grown or imported', expect: STORY, fact: '70%' },
    { text: 'how long have you been going', expect: STORY },
    { text: "what happens to the flowers you don't sell", expect: STORY, fact: 'Fromefields' },
    { text: 'have you won any awards', expect: STORY },

    // --------------------------------------------------------------- Events
    { text: 'could you do flowers for my 50th birthday party at the village hall', expect: EVENTS },
    { text: 'flower wall hire price', expect: EVENTS, fact: '£1,200' },
    { text: 'is there a minimum spend for party styling', expect: EVENTS, fact: '£300' },
    { text: 'how far in advance should i book flowers for a launch party', expect: EVENTS },
    { text: 'do you have a stall at the market?', expect: EVENTS, fact: 'first Sunday' },
  ],

  requests: [
    {
      text: "Could we book a wedding consultation for Saturday 14 March? It's Jess and Aaron, we're getting married at Marston Tithe Barn in August",
      expect: 'Appointments',
    },
    {
      text: 'please reserve 2 places on the christmas wreath workshop, friday 5th december evening session',
      expect: 'Appointments',
    },
    {
      text: "I'd like to come in and go through funeral flowers for my grandad with Harriet, would Thursday at 2pm be ok?",
      expect: 'Appointments',
    },
    {
      text: 'can we set up a video call next week to talk about weekly flowers for our hotel reception',
      expect: 'Appointments',
    },
    {
      text: 'The bouquet I sent my mum on Tuesday arrived with half the roses wilted and brown at the edges. Really disappointed for £70',
      expect: 'Complaints/Feedback',
    },
    {
      text: "your driver left the flowers on the doorstep in full sun and didn't even knock, they were ruined by the time we got home. not happy",
      expect: 'Complaints/Feedback',
    },
    {
      text: "Just wanted to say a huge thank you to Tom and the team – our wedding flowers were stunning and everyone's still talking about them!",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'can someone ring me back about flowers for a charity gala in june? 07700 900412, ask for Rachel',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a quote for 12 table centrepieces and a top table arrangement - sam.price@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'could you post me a printed copy of your wedding brochure? 22 Vallis Way, Frome BA11 3BA',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
    {
      text: "is there a real human there? i'd rather talk to one of the florists",
      expect: 'handoff',
    },
    { text: 'put me through to someone in the shop', expect: 'handoff' },
  ],

  offTopic: [
    'can you recommend a good wedding photographer near frome',
    "what's the best feed for roses in my garden, they're looking a bit sad",
    'how much is a bouquet at m&s',
    'what time does the frome cheese show start this year',
    'which houseplants are best for cleaning the air in a bedroom',
    'where can i buy cheap glass vases in bulk online',
    "what's the weather going to be like in frome tomorrow",
    "write me a little poem for my girlfriend's birthday",
    'recipe for lemon drizzle cake please',
    "what's the capital of australia",
    'who won the six nations this year',
    'whats 17 x 23',
    'how do i get rid of greenfly',
    'can you recommend a nice restaurant in frome for an anniversary dinner',
  ],
};
