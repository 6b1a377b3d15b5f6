import type { Business } from '../types.js';

export const gardencentre: Business = {
  slug: 'gardencentre',
  name: 'Fernhill Garden Centre',
  field: 'Garden centre with café and plant nursery',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening times?',
      content: `We're open Monday to Saturday 9am to 5.30pm and Sundays 10.30am to 4.30pm (you can browse from 10am on a Sunday, tills open at 10.30am). From March to September we stay open late on Thursdays until 7pm. We're closed on Christmas Day, Boxing Day and Easter Sunday.`,
    },
    {
      type: 'faq',
      title: 'Is there parking at the garden centre?',
      content: `Yes, our car park is free and has around 220 spaces, including 12 blue badge bays right outside the main entrance and 4 parent and child bays. At busy weekends in spring and during the Christmas season we also open the overflow field next to the nursery.`,
    },
    {
      type: 'faq',
      title: 'Can I bring my dog?',
      content: `Well-behaved dogs on a short lead are very welcome in the outdoor plant areas, the covered walkways and on the café terrace. Because of food hygiene rules only assistance dogs are allowed inside the main shop building and the café itself. There's a water bowl and dog treats by the front entrance.`,
    },
    {
      type: 'faq',
      title: 'Do you deliver?',
      content: `Yes, we deliver plants, garden sundries, compost and landscaping materials to homes within 25 miles of the centre, usually within 2–4 working days of ordering. Delivery is free on orders over £75 within 10 miles. Just ask at the tills or choose delivery when ordering online.`,
    },
    {
      type: 'faq',
      title: 'How do I join the Fernhill Green Card?',
      content: `Pick up a Green Card at any till or sign up online at fernhillgardencentre.co.uk/greencard. It's free to join, you can start collecting points straight away, and you'll get a voucher for a free hot drink in the café as soon as you register your details.`,
    },
    {
      type: 'faq',
      title: 'Do your plants come with a guarantee?',
      content: `All hardy trees, shrubs, roses, perennials and climbers bought from Fernhill are guaranteed for 12 months, as long as they've been planted and looked after properly. If one fails, bring it back (or a photo of it) with your receipt or Green Card and we'll replace it or give you store credit. Bedding plants, houseplants, seasonal plants and bulbs are not covered.`,
    },
    {
      type: 'faq',
      title: 'What is your returns policy?',
      content: `Non-plant items in their original condition can be returned within 30 days with proof of purchase for a full refund. We can't take back cut flowers, food, personalised items, or bulk bags once they've been opened or delivered, unless they're faulty. This doesn't affect your statutory rights.`,
    },
    {
      type: 'faq',
      title: 'Do you sell gift cards?',
      content: `Yes, Fernhill gift cards can be loaded with anything from £5 to £250 at our tills or bought online. They can be spent in the garden centre and in the Potting Shed Café and are valid for 24 months from the date of purchase. We'll post them free of charge with a greetings card if you order online.`,
    },
    {
      type: 'faq',
      title: 'When is breakfast served in the café?',
      content: `Breakfast is served from opening time until 11.30am every day. Lunches are served from 12 noon until 3pm, and cakes, scones and hot drinks are available all day. The café closes 30 minutes before the garden centre.`,
    },
    {
      type: 'faq',
      title: 'Can the café cater for food allergies?',
      content: `Please tell the person taking your order about any allergy and they'll check the ingredients with the kitchen for you. Our kitchen handles all 14 major allergens, including nuts, sesame and gluten, so although we take great care we can't guarantee that any dish is completely free from traces.`,
    },
    {
      type: 'faq',
      title: 'Can I book a table in the café?',
      content: `We don't take table bookings for breakfast or lunch — it's first come, first served. Afternoon tea must be booked at least 48 hours in advance, and we can also reserve tables for groups of 8 or more. To book, call the café on 01530 412 785.`,
    },
    {
      type: 'faq',
      title: 'Do you recycle plastic plant pots?',
      content: `Yes — bring your clean plastic pots and trays to the pot recycling bay next to the trolley park. We reuse what we can in our own nursery and send the rest off for recycling. We can't accept polystyrene, broken pots or empty compost bags.`,
    },
    {
      type: 'faq',
      title: 'Is the garden centre accessible for wheelchair users?',
      content: `The whole site is on one level with wide, paved paths throughout, including the outdoor plant area. We have two wheelchairs and a mobility scooter which you can borrow free of charge from customer services — please phone ahead if you'd like us to reserve the scooter. There's an accessible toilet next to the café.`,
    },
    {
      type: 'faq',
      title: 'Do you have baby changing facilities?',
      content: `Yes, there are baby changing units in the ladies', the gents' and the accessible toilet, all located next to the café. High chairs are available in the café and you're welcome to feed your baby anywhere in the centre.`,
    },
    {
      type: 'faq',
      title: 'Do you offer click and collect?',
      content: `Yes, order on our website and choose click and collect at the checkout. We'll email you when your order is ready, usually within 4 hours during opening times, and you can pick it up from the customer services desk. We hold orders for 7 days.`,
    },
    {
      type: 'faq',
      title: 'Do you sell bulk bags of topsoil and compost?',
      content: `Yes, our landscaping yard stocks bulk bags of topsoil, multipurpose compost, soil improver, bark, sands and gravels, as well as sleepers and paving. Bulk bags can be collected from the yard or delivered by our crane lorry.`,
    },
    {
      type: 'faq',
      title: 'Can you help me identify a plant or a pest?',
      content: `Of course. Bring a sample or some photos to the plant advice desk in the outdoor area, which is staffed every day from 10am to 4pm, and one of our horticulturists will take a look. If you think the plant is diseased, please bring it in a sealed bag so nothing spreads to our stock.`,
    },
    {
      type: 'faq',
      title: 'Is there a play area for children?',
      content: `Yes, there's a free outdoor play area beside the café terrace with a wooden climbing frame, slide and sandpit, suitable for children up to 10. Children must be supervised by an adult at all times.`,
    },
    {
      type: 'faq',
      title: 'Do you sell fish and pond supplies?',
      content: `We don't sell animals ourselves, but Blue Lagoon Aquatics runs the aquatics department in the rear building. They stock cold water and tropical fish, pond plants, pumps, filters and liners. They have their own opening hours and can be reached on 01530 418 220.`,
    },
    {
      type: 'faq',
      title: 'Are you recruiting?',
      content: `All our vacancies are posted on the Careers page of our website and on the noticeboard by customer services. We take on extra seasonal staff from February and for the Christmas period. We also offer work experience placements for local students aged 15 and over — email jobs@fernhillgardencentre.co.uk.`,
    },
    {
      type: 'faq',
      title: 'Do you offer a discount for senior citizens?',
      content: `Yes — every Tuesday is Over-60s Day. Green Card members aged 60 and over get 10% off plants and a free top-up of tea or filter coffee in the café.`,
    },

    // ----------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Landscaping & Bulk Materials Price List 2026',
      fileName: 'landscaping-price-list-2026.pdf',
      content: `FERNHILL GARDEN CENTRE
LANDSCAPING & BULK MATERIALS PRICE LIST 2026

Prices valid from 1 January 2026 until further notice. All prices include VAT at 20%. Stock levels in the yard change daily, so please ring the yard office on 01530 412 790 before making a special trip for large quantities.

BULK BAGS
Each bulk bag holds approximately 0.75 cubic metres (around 850kg depending on moisture).
Screened topsoil – £72.00
Premium multipurpose compost (peat-free) – £89.00
Soil improver / green waste mulch – £68.00
Ornamental bark 25–40mm – £79.00
Certified play bark – £85.00
Sharp sand – £64.00
Building sand – £62.00
MOT Type 1 sub-base – £58.00
20mm golden gravel – £82.00
14mm Cotswold chippings – £98.00
Plum slate chippings 40mm – £115.00

HOW MUCH DO I NEED?
One bulk bag of topsoil covers approximately 7.5 sq m at 10cm depth.
One bulk bag of gravel or chippings covers approximately 15 sq m at 5cm depth.
One bulk bag of bark covers approximately 10 sq m at 7cm depth.
If in doubt, bring your measurements to the yard office and we'll work it out for you.

BAGGED PRODUCTS
Fernhill peat-free multipurpose compost 50L – £7.49 each or 3 for £18
Peat-free ericaceous compost 40L – £8.99
John Innes No. 2 25L – £6.99
Well-rotted farmyard manure 50L – £5.99 each or 4 for £20
Decorative bark 70L – £8.49
Lawn top dressing 25kg – £6.25

TIMBER & SLEEPERS
New treated softwood sleeper 2.4m x 200mm x 100mm – £27.50
New green oak sleeper 2.4m x 200mm x 100mm – £54.00
Feather edge board 1.8m – £3.20
Timber fence post 2.4m x 75mm – £14.95
Concrete fence post 2.4m – £22.00
Lap fence panel 6ft x 6ft – £39.99

PAVING & EDGING
Indian sandstone, Raj Green, calibrated 600 x 600 – £38 per sq m
Porcelain paving, silver grey, 600 x 600 x 20mm – £52 per sq m
Block paving, charcoal, 200 x 100 x 50mm – £29 per sq m
Victorian rope edging, terracotta, 600mm – £6.50 each
Steel lawn edging strip 1m – £9.95
Paving jointing compound 15kg tub – £34.00

TRADE ACCOUNTS
Landscapers, gardeners and builders with a Fernhill trade account receive 15% off all prices on this list. Accounts are opened at the yard office with proof of trading. Trade purchases are not eligible for Green Card points.

COLLECTING FROM THE YARD
The landscaping yard is open for collections Monday to Saturday 8am–4.30pm. There are no yard collections on Sundays or bank holidays. Our team will load bulk bags onto trailers, pick-ups and vans with the forklift, but it is the driver's responsibility to make sure the vehicle can legally carry the load — a full bulk bag is too heavy for most car trailers and small vans.

EMPTY BULK BAGS
We don't charge a deposit on bulk bags. If you have empty bags, fold them up and we'll take them away free of charge on your next delivery, or drop them at the yard.

DELIVERY
Delivery charges for bulk bags, sleepers and paving are set out in our Delivery Terms and Conditions, available at the yard office and on our website.

Prices may change without notice due to supplier increases. Please check with the yard office for the latest price before ordering.`,
    },
    {
      type: 'document',
      title: 'Delivery Terms and Conditions',
      fileName: 'delivery-terms-and-conditions.pdf',
      content: `FERNHILL GARDEN CENTRE – DELIVERY TERMS AND CONDITIONS
Effective from 1 January 2026

1. Delivery Area
We deliver within a 25 mile radius of the garden centre, divided into three zones:
Zone 1 – up to 10 miles (including Ashby-de-la-Zouch, Coalville, Measham and Swadlincote)
Zone 2 – 10 to 18 miles (including Burton upon Trent, Loughborough and Melbourne)
Zone 3 – 18 to 25 miles (including Tamworth, Leicester west and Derby south)
Deliveries beyond 25 miles can sometimes be arranged by quotation. Please contact the yard office.

2. Delivery Charges
Standard van delivery (plants, bagged compost, pots and garden sundries):
Zone 1 – £12 (free on orders over £75)
Zone 2 – £18 (free on orders over £150)
Zone 3 – £25
Crane lorry delivery (bulk bags, sleepers, paving and fencing):
Zone 1 – £35
Zone 2 – £45
Zone 3 – £60
One crane lorry charge covers up to 6 bulk bags or 1 pallet of paving in a single trip. Orders needing a second trip are charged again.

3. Delivery Days and Times
We deliver Tuesday to Saturday. There are no deliveries on Sundays or bank holidays. We will send you a text message the evening before with a 2-hour delivery window. We cannot guarantee a specific time of day, although we will always try to accommodate requests for morning or afternoon.

4. Access and Placement
Crane lorry deliveries are kerbside only. The crane can place bulk bags up to 5 metres from the lorry, for example over a low wall onto a driveway, provided there are no overhead cables or trees in the way. The lorry needs a clear road width of at least 3 metres and firm, level ground. Our drivers will not place bags on grass verges, on block paving that is not designed for heavy loads, or anywhere they consider unsafe, and the driver's decision is final.
Van deliveries: the driver will carry items weighing up to 25kg each to your front garden, driveway or porch. For health and safety reasons drivers cannot take goods through your house or into back gardens.

5. Do I Need to Be Home?
No, as long as you give us safe place instructions when ordering. The driver will photograph the goods where they have been left, and responsibility passes to you at that point. Plants left out in hot or frosty weather should be brought into shelter as soon as possible.

6. Failed Deliveries
If we are unable to deliver because of access problems, incorrect address details or because someone needed to be present was not there, the goods will be returned to the centre and a redelivery charge equal to the original delivery charge will be made.

7. Damage and Shortages
Please check your delivery on arrival. Any damage or missing items must be reported within 48 hours, with photographs, by emailing deliveries@fernhillgardencentre.co.uk or calling 01530 412 780. We cannot accept claims reported after this time.

8. Ground Protection
We are not responsible for marks or damage to driveways, kerbs or lawns caused by the weight of the goods or the lorry where we have delivered to the location you requested.

9. Cancellations and Changes
You can cancel or change a delivery free of charge up to 5pm on the working day before delivery. After that time the delivery charge will be kept.

10. Materials Left on the Road
If you ask us to leave materials on the road or pavement, you are responsible for any permit or licence required by the local council and for clearing them promptly.`,
    },
    {
      type: 'document',
      title: 'Fernhill Green Card Terms and Conditions',
      fileName: 'green-card-terms-and-conditions.pdf',
      content: `FERNHILL GREEN CARD – MEMBERSHIP TERMS AND CONDITIONS
Last updated: September 2025

1. Membership
Green Card membership is free and open to anyone aged 16 or over living in the UK. Each member may hold one account. Up to two cards can be linked to one account so that members of the same household can collect points together.

2. Collecting Points
Members earn 5 points for every £1 spent in the garden centre and the Potting Shed Café. Points are added when your card (or the digital card in your phone wallet) is scanned at the till before payment. Points cannot be added to a purchase after the transaction has been completed, except where you can show a receipt dated within 14 days.
Double Points Wednesdays: members earn double points on all café purchases every Wednesday.

3. Exclusions
Points are not earned on: gift card purchases, delivery charges, Christmas Grotto tickets, workshop bookings, trade account purchases, or purchases from our concessions (Blue Lagoon Aquatics and The Greenhouse Gift Studio).

4. Rewards
Every 500 points automatically converts into a £5 reward voucher. Vouchers are issued by email at the start of each quarter (January, April, July and October). Reward vouchers are valid for 3 months from the date of issue and can be spent on anything in the garden centre or café except gift cards. Vouchers cannot be exchanged for cash and no change is given.

5. Birthday Treat
Members who have registered their date of birth receive a free slice of cake and a hot drink in the café during their birthday month. The treat will appear on your account on the 1st of the month and must be claimed within that month.

6. Members' Shopping Evenings
We hold two exclusive members' evenings each year, one in spring and one in late November, with 20% off most full-price items, live music and refreshments. Invitations are sent by email. Members must show their card to enter. The discount does not apply to bulk bags, concessions or gift cards.

7. Points Expiry
Points expire if your account has not been used for 12 months. Unused reward vouchers expire at the end of their 3 month validity and cannot be reissued.

8. Lost or Stolen Cards
Please tell customer services as soon as possible. A replacement card is free and your points balance will be transferred across. We are not responsible for points spent using a lost card before it was reported.

9. Your Details
We use your details to run the scheme and, if you agree, to send you news and offers by email. You can unsubscribe at any time using the link at the bottom of any email or by asking at customer services. We never sell your details to third parties.

10. Changes to the Scheme
We may change these terms or end the scheme by giving members at least 30 days' notice by email and in store. Any points balance will be converted to vouchers if the scheme ends.

11. Misuse
We may cancel any account that we believe has been used fraudulently or in breach of these terms.

Fernhill Garden Centre Ltd, Measham Road, Ashby-de-la-Zouch, Leicestershire LE65 2PF.`,
    },
    {
      type: 'document',
      title: 'Planting Bare Root Hedging: A Fernhill Guide',
      fileName: 'bare-root-hedging-guide.pdf',
      content: `PLANTING BARE ROOT HEDGING
A Fernhill Garden Centre Growing Guide

Why Bare Root?
Bare root hedging plants are grown in open fields and lifted while dormant, without any soil around the roots. They are much cheaper than pot-grown plants, establish quickly and are the traditional way to plant a new hedge.

When to Plant
The bare root season runs from November to March, while plants are dormant. Avoid planting when the ground is frozen solid or waterlogged. Our bare root stock is usually in from the second week of November.

Popular Choices
Hawthorn – fast growing, thorny, great for wildlife and stock-proof boundaries
Beech – keeps its copper leaves through winter, ideal for formal hedges
Hornbeam – similar to beech but copes better with heavy clay
Privet – semi-evergreen, quick to thicken up
Mixed native hedging – hawthorn, blackthorn, hazel, field maple and dog rose
Bare root whips 60–80cm tall start from £1.20 per plant, with discounts on bundles of 25 and 50. Ask at the plant advice desk for current prices.

How Many Plants Do I Need?
Single row: 3 plants per metre, for garden hedges.
Double staggered row: 5 plants per metre, with the rows about 40cm apart. Use a double row for a thicker, stock-proof or wildlife hedge.

Preparing the Ground
Clear all weeds and grass from a strip about 1 metre wide.
Dig a trench 30cm wide and 30cm deep along the line of the hedge.
Break up the bottom of the trench with a fork and mix some soil improver or well-rotted manure into the soil you have taken out.

When Your Plants Arrive
Never let the roots dry out. Keep the bundle in its bag in a cool, sheltered place.
Before planting, soak the roots in a bucket of water for about an hour. Don't leave them soaking overnight.
If you can't plant within a few days, or the ground is frozen, heel them in: dig a shallow trench in a sheltered spot, lay the plants in at an angle and cover the roots with soil until conditions improve.

Planting
Space the plants out along the trench at the spacing above.
Plant at the same depth they were growing in the field – look for the darker soil mark on the stem.
Sprinkle mycorrhizal fungi such as Rootgrow onto the roots to help them establish.
Backfill, firming the soil gently with your heel, and water well even if the soil is damp.

Aftercare
Hawthorn, blackthorn and privet: cut back by a third after planting to encourage bushy growth from the base.
Beech and hornbeam: only trim the tips of any side shoots in the first year.
Mulch 5–7cm deep on either side of the hedge to suppress weeds and hold moisture.
Keep a weed-free strip of 50cm on each side for the first two years.
Water thoroughly every week in dry spells during the first spring and summer.
Where rabbits are a problem, fit spiral rabbit guards (45p each) and a cane to every plant.

Need Help?
Our plant advice desk is staffed every day from 10am to 4pm, or email plants@fernhillgardencentre.co.uk.`,
    },
    {
      type: 'document',
      title: 'Christmas Grotto 2025 Booking Information',
      fileName: 'christmas-grotto-2025.docx',
      content: `SANTA'S ENCHANTED WOODLAND GROTTO 2025
Booking Information

Santa is coming back to Fernhill! Step through our Enchanted Woodland, help the elves in the toy workshop and meet Father Christmas in his cosy log cabin.

Dates
Weekends: Saturday 29 and Sunday 30 November, Saturday 6 and Sunday 7 December
Every day: Friday 12 December to Tuesday 23 December
Christmas Eve: Wednesday 24 December, morning only, last visit 1pm

Session Times
Visits run every 10 minutes from 10.30am to 4pm (Sundays 11am to 3.30pm). Each visit lasts around 20 minutes from start to finish.

Prices
Child (12 months to 12 years): £14.50, including a quality age-appropriate gift
Baby (under 12 months): £7.00, including a gift
Up to 2 adults per booking go free. Additional adults: £3.00 each.
Professional photograph with Santa: £8 printed, or £6 as a digital download. You're also welcome to take your own photos.

How to Book
Tickets are sold online only at fernhillgardencentre.co.uk/grotto. We are not able to sell tickets at the door or over the phone. Please tell us each child's age and whether they are a boy or girl when booking so the elves can choose the right gift (or choose "surprise me").

Changes and Refunds
Tickets are non-refundable. If you can't make your visit, you can move your booking to another date, subject to availability, as long as you give us at least 48 hours' notice by emailing grotto@fernhillgardencentre.co.uk.

Quiet Grotto Session
For children who find noise and crowds difficult, we're holding a quiet session on Tuesday 16 December from 9am to 10am, before the garden centre opens. Lighting and music are turned down, visits are longer and spaced further apart, and our elves have had autism awareness training. Tickets are the same price.

Breakfast with Santa
Join Santa for breakfast in the Potting Shed Café on Saturdays and Sundays at 8.30am. Children get a mini breakfast, a festive hot chocolate and a small gift, and Santa visits every table. £18.95 per child, £12.50 per adult. Breakfast with Santa does not include a grotto visit, which must be booked separately.

On the Day
Please arrive 10 minutes before your time slot and check in at the grotto hut next to the Christmas shop.
There's a buggy park at the grotto entrance; buggies can't be taken through the woodland.
The grotto route is wheelchair accessible – let us know when booking and we'll make sure the accessible entrance is open.
The grotto is very popular, and the car park fills up quickly at weekends, so please allow extra time.

Contact
grotto@fernhillgardencentre.co.uk`,
    },
    {
      type: 'document',
      title: 'Potting Shed Café Menu',
      fileName: 'potting-shed-cafe-menu.pdf',
      content: `THE POTTING SHED CAFÉ
Menu – Autumn/Winter 2025

Allergen key: G gluten, D dairy, E egg, N nuts, S soya, Se sesame, M mustard, F fish, C celery, Su sulphites

BREAKFAST
The Full Fernhill – two sausages, back bacon, fried egg, hash brown, black pudding, mushrooms, beans, grilled tomato and toast – £11.95 (G, D, E, M, S)
Veggie Breakfast – vegetarian sausages, fried egg, hash brown, halloumi, mushrooms, beans, tomato and toast – £10.95 (G, D, E, S)
Vegan Breakfast – plant-based sausages, smashed avocado, mushrooms, beans, tomato and sourdough – £10.95 (G, S)
Bacon or sausage bap – £5.25 (G) – add a fried egg 80p
Eggs Benedict on a toasted muffin – £8.50 (G, D, E)
Porridge with honey and berries – £4.75 (D) – made with oat milk on request

LUNCHES
Soup of the day with a crusty roll – £6.95 (G, C) – gluten free roll 50p extra
Jacket potato with cheese and beans – £8.25 (D)
Jacket potato with tuna mayonnaise – £8.75 (F, E)
Jacket potato with chilli con carne – £9.50 (C)
Fernhill Ploughman's – mature cheddar, ham, pork pie, pickle, apple and bread – £11.50 (G, D, M, Su)
Quiche of the day with salad and coleslaw – £10.25 (G, D, E)
Crispy fish goujon wrap with tartare sauce – £9.25 (G, F, E)
Sandwiches on white, brown or gluten free bread – from £6.50

CHILDREN'S MENU (under 10s)
Fish fingers, chips and peas – £5.95 (G, F)
Cheesy pasta – £5.50 (G, D)
Kids' lunchbox – a sandwich, crisps, a piece of fruit, a biscuit and a carton of juice – £5.95
All hot children's meals come with a fruit pot and a squash.

CAKES & TREATS
Scone with jam and clotted cream – £4.25 (G, D, E)
Cream tea – a scone with jam and clotted cream and a pot of tea – £7.50
Slice of homemade cake – £3.95
Gluten free chocolate brownie – £3.50 (D, E)
Vegan lemon drizzle – £3.95 (G)
Toasted teacake with butter – £3.25 (G, D)

HOT DRINKS
Pot of tea for one – £2.80
Speciality teas (Earl Grey, peppermint, green) – £3.00
Americano – £3.10
Latte, cappuccino or flat white – £3.60
Hot chocolate with cream and marshmallows – £3.75
Oat, soya and coconut milk are available at no extra charge.
Add a flavoured syrup – 40p

COLD DRINKS
Fresh orange or apple juice – £2.95
Bottled soft drinks – £2.50
Local Ashby sparkling pressé – £2.95

Our menu changes with the seasons. Specials are on the board by the counter.`,
    },

    // ----------------------------------------------------------- website
    {
      type: 'website',
      title: 'About Us | Fernhill Garden Centre',
      url: 'https://www.fernhillgardencentre.co.uk/about',
      content: `# About Fernhill Garden Centre

Fernhill is a family-run garden centre, café and plant nursery on the edge of Ashby-de-la-Zouch in North West Leicestershire. We've been growing plants on this site for nearly fifty years, and we're still owned and run by the same family.

## Our Story

It all started in 1978, when Arthur and Joan Pryce bought four acres of land on Measham Road and began selling tomatoes, lettuces and bedding plants from a trestle table at the farm gate. Word spread, and by the end of the 1980s the roadside stall had become a proper nursery with its own glasshouses.

In 1994 we opened our first garden centre shop in a converted barn, and in 2009 the old potting shed was turned into the Potting Shed Café, which has been extended twice since. The landscaping yard followed in 2015 so that our customers could get everything for their garden in one place.

Today Fernhill is run by Carol Pryce, Arthur and Joan's daughter-in-law, and her son Tom, who grew up helping out in the glasshouses on Saturdays.

## Meet the Team

We employ around 65 local people, rising to nearly 90 at Christmas. A few of the faces you'll see:

- **Gareth Lowe, Head of Nursery** – Gareth has been with us for 22 years and is in charge of everything we grow. If you've got a tricky plant question, he's your man.
- **Priya Shah, Café Manager** – Priya runs the Potting Shed Café and its team of cooks and bakers.
- **Dan Whitmore, Yard Manager** – Dan looks after the landscaping yard, trade accounts and our delivery lorries.
- **Lucy Barker, Events Coordinator** – Lucy organises our workshops, the Christmas grotto and our members' evenings.
- **Hannah Cole, Garden Designer** – Hannah leads our garden design service.

## Growing Responsibly

Most of the perennials and bedding plants we sell are raised in our own glasshouses, so they haven't travelled hundreds of miles to reach you. Everything we grow ourselves has been peat-free since 2021. Our glasshouses are partly heated by a biomass boiler, the roofs are covered in solar panels installed in 2019, and we collect rainwater from the roofs to water the nursery.

## Awards

We were proud to be named Family Business of the Year at the North West Leicestershire Business Awards in 2023, and our café has a 5-star food hygiene rating.

## In the Community

Every year our staff choose a charity of the year. For 2025 we're supporting the Ashby Community Food Pantry, with collection points at the tills and a donation from every Christmas tree sold. We also donate plants to local schools, and our team helps look after the flower beds at Ashby's war memorial.

## Come and Visit

Whether you're after a single pot of herbs, a bulk bag of topsoil or just a good cup of tea and a slice of cake, we'd love to see you.`,
    },
    {
      type: 'website',
      title: 'Workshops & Events | Fernhill Garden Centre',
      url: 'https://www.fernhillgardencentre.co.uk/workshops',
      content: `# Workshops & Events

Learn something new at Fernhill. Our workshops are held in the Barn Room above the café and are led by our own horticulturists and florists. All prices include materials and refreshments unless stated. Places are limited and must be booked online.

## Christmas Wreath Making

Make your own luxury 14-inch door wreath using fresh foliage from our nursery, dried oranges, cinnamon and ribbons. You'll be shown step by step, and no experience is needed.

- Thursday 4 December, 6.30pm–9pm
- Saturday 6 December, 10am–12.30pm
- Wednesday 10 December, 6.30pm–9pm
- Saturday 13 December, 10am–12.30pm

£48 per person, including mulled wine (or a soft drink) and a mince pie.

## Kids' Gardening Club

On the first Saturday of every month from 10am to 11am, children aged 5 to 11 can get their hands dirty sowing seeds, planting bulbs and making bug hotels. Every child takes home something they've planted. £6 per child. Parents must stay on site.

## Houseplant Care & Propagation

Sunday 8 February 2026, 11am–12.30pm. Learn how to keep your houseplants happy, and take cuttings home in a jar. £25.

## Pruning Masterclass

Saturday 21 February 2026, 10am–12pm. Our nursery team shows you how and when to prune roses, fruit trees and flowering shrubs. Held mostly outdoors, so wrap up warm and bring gloves. £22.

## Spring Container Planting

Saturday 14 March 2026, 10am–12pm. Plant up a colourful spring pot to take home. Bring your own container or buy one on the day with 10% off. £38.

## Grow Your Own Veg for Beginners

A four-week evening course on Wednesdays from 15 April 2026, 7pm–8.30pm. Covers planning a veg plot, sowing, raised beds, watering and dealing with pests. Includes a seed starter kit. £85 for all four sessions.

## Private Workshops for Groups

We can run any of our workshops privately for groups of 8 people or more — popular with WI branches, hen parties, garden clubs and work teams. Contact Lucy Barker on events@fernhillgardencentre.co.uk with your preferred dates.

## Talks for Gardening Clubs

Our nursery team are happy to give talks to local gardening clubs and societies within 20 miles. Topics include seasonal planting, peat-free growing and plants for wildlife.

## Booking and Cancellations

Book online on each workshop page. If you need to cancel, let us know at least 7 days before the workshop for a full refund. After that we can't offer a refund, but you're welcome to send someone in your place. If we have to cancel a workshop, we'll refund you in full.

Workshop gift vouchers are available from the tills and make a lovely present.`,
    },
    {
      type: 'website',
      title: 'The Potting Shed Café | Fernhill Garden Centre',
      url: 'https://www.fernhillgardencentre.co.uk/cafe',
      content: `# The Potting Shed Café

The Potting Shed Café started life as the nursery's old potting shed. Today it seats 120 people inside, with another 60 seats on the sunny terrace overlooking the plant area. Everything is cooked fresh in our own kitchen, and our cakes and scones are baked every morning by our pastry chef Maggie.

## What We Serve

Start the day with a cooked breakfast, pop in for a light lunch, or treat yourself to tea and cake after a wander round the garden centre. Our menu changes with the seasons and uses local suppliers wherever we can: our meat comes from Hartshorne Butchers, our eggs from Woodfield Farm in Packington, and our coffee is roasted just down the road by Ivanhoe Coffee Co.

## Lunchtime Special

Monday to Friday, enjoy any main from the lunch menu plus a slice of cake or a scone and a hot drink for £13.95.

## Afternoon Tea

Our afternoon tea is served on vintage china with finger sandwiches, freshly baked scones with clotted cream and jam, and a selection of homemade cakes, with unlimited tea or coffee.

- Afternoon tea: £19.95 per person
- Prosecco afternoon tea: £24.95 per person
- Children's afternoon tea (under 10s): £10.95

Afternoon tea is served from 2pm to 4pm and must be pre-booked. Gluten free and vegan afternoon teas are available when you book.

## The Pod

Just want a coffee to go? From April to September our little outdoor kiosk, The Pod, serves takeaway coffee, ice creams and cold drinks beside the plant area on weekends and sunny weekdays.

## Private Hire

After the garden centre closes, the café is available for private events such as birthday parties, christenings, club dinners and wakes and celebration-of-life teas. Venue hire starts at £250 for up to three hours, with catering priced separately depending on your menu. Please email cafe@fernhillgardencentre.co.uk for a quote.

## Families

We have high chairs, a children's menu and plenty of space for buggies. Children's portions of most lunch dishes are available on request.

## Food Hygiene

We're proud of our 5-star food hygiene rating from North West Leicestershire District Council.`,
    },
    {
      type: 'website',
      title: 'Our Plant Nursery | Fernhill Garden Centre',
      url: 'https://www.fernhillgardencentre.co.uk/nursery',
      content: `# Our Plant Nursery

Behind the garden centre are four acres of glasshouses, polytunnels and growing beds where we produce many of the plants you'll find on our benches. Look out for the green "Grown at Fernhill" label — it means the plant was raised right here, peat-free, by our nursery team.

## What We Grow

We grow around 80% of the perennials and bedding plants we sell, along with herbs, vegetable plants, hanging baskets and patio containers. Trees, large shrubs and specialist plants are bought in from trusted British and European nurseries.

## The Growing Year

- **January to March** – perennials potted up, seeds sown for bedding and veg plants
- **Mid-April** – bedding plants go on sale from mid-April, along with vegetable plants and herbs
- **May** – hanging baskets and patio pots ready to take home
- **June to August** – summer perennials in flower, late veg plants, autumn bulbs arrive in August
- **September to October** – winter bedding, pansies, violas and spring bulbs
- **November to December** – bare root hedging, cyclamen, poinsettias and Christmas trees

## Hanging Basket Refill Service

Bring your empty baskets and containers to us in March and we'll plant them with our own-grown bedding, then grow them on in our glasshouses until they're bursting with colour. They'll be ready to collect from the middle of May, once the risk of frost has passed.

- 12-inch basket: £21.95
- 14-inch basket: £24.95
- 16-inch basket: £29.95
- Window boxes and troughs: priced by size

The price includes compost, plants and slow-release feed. Baskets must be booked in by 31 March.

## Can't Find What You're Looking For?

If there's a particular plant you want that we don't stock, ask at the plant advice desk. We can often order it in from our suppliers; it usually takes 2 to 3 weeks to arrive, and we ask for a 20% deposit on special orders over £50.

## Plants for Trade and Larger Projects

Landscapers, garden designers and anyone planting up a large area can order plants in quantity. We'll grow batches to order with enough notice — talk to the nursery team in autumn for the following spring.

## Nursery Open Days

Twice a year, usually in May and September, we open the nursery behind the scenes for guided tours with the growing team. Dates are announced in the Green Card newsletter and on our social media.`,
    },
    {
      type: 'website',
      title: 'Find Us | Fernhill Garden Centre',
      url: 'https://www.fernhillgardencentre.co.uk/find-us',
      content: `# Find Us

Fernhill Garden Centre
Measham Road
Ashby-de-la-Zouch
Leicestershire
LE65 2PF

## By Car

We're just over a mile south of Ashby town centre on the B5006 Measham Road. From the A42, leave at junction 12 and follow the brown tourist signs for Fernhill Garden Centre.

**Sat nav users:** our postcode LE65 2PF can take you to the landscaping yard entrance on Packington Lane. For the main car park, carry on past the yard for 200 yards and turn into our main entrance on Measham Road, signposted with the big green Fernhill sign.

## By Bus

Arriva service 9 between Ashby and Measham stops right outside the garden centre (the stop is called "Fernhill Garden Centre"). Buses run roughly every hour Monday to Saturday. There is no Sunday service.

## By Bike

There are cycle racks by the café entrance and a bike repair station with a pump and basic tools.

## Coach Parties

Garden clubs, WI groups and coach tours are very welcome. There is room for coaches in the overflow car park. Please call us at least a week in advance so we can make sure the café is ready for you — group drivers get a free lunch in the Potting Shed Café.

## Contact Us

- Main switchboard and customer services: 01530 412 780
- Potting Shed Café: 01530 412 785
- Landscaping yard and deliveries: 01530 412 790
- Email: hello@fernhillgardencentre.co.uk

Our phone lines are answered from 9am to 5pm, Monday to Saturday. Out of hours, leave a message or send us an email and we'll get back to you on the next working day.

## Follow Us

Find us on Facebook and Instagram at @fernhillgardens for new stock, offers and what's looking good in the nursery this week.`,
    },
    {
      type: 'website',
      title: 'Garden Design Service | Fernhill Garden Centre',
      url: 'https://www.fernhillgardencentre.co.uk/garden-design',
      content: `# Garden Design Service

Not sure where to start with your garden? Our in-house design service can help, whether you want a complete makeover or just some ideas for a tired border. The service is led by Hannah Cole, a garden designer trained at the RHS and with over twelve years' experience designing gardens across the Midlands.

## How It Works

1. **Home consultation** – Hannah visits your garden to talk about how you use it, what you love and what you'd like to change. She'll look at the soil, aspect and any problem areas, and give you plenty of ideas on the spot.
2. **Survey** – if you decide to go ahead with a design, we'll measure the garden and note levels, drainage and existing plants.
3. **Design** – you'll receive a scaled plan, planting plan and plant list. Designs usually take 3 to 4 weeks after the survey.
4. **Making it happen** – buy your plants from Fernhill with 10% off everything on your plant list, and use our planting service or one of our approved landscapers to bring the design to life.

## Prices

- Home consultation (up to 90 minutes, within 15 miles): £95 — refunded if you go ahead with a full garden design
- Border Makeover planting plan (one border up to 10 metres long): £145
- Full planting plan for the whole garden: from £350
- Full garden design with hard landscaping layout: from £850

## Planting Service

Our experienced planting team can plant everything for you, prepare the beds and mulch afterwards. A two-person team costs £220 per day, and most borders can be planted in a single day. Plants planted by our team are covered by our 12-month plant guarantee.

## Building Your Garden

We don't carry out hard landscaping ourselves, such as patios, walls, fencing or driveways. Instead we work with a small group of trusted local firms — our Fernhill Approved Landscapers — who know our designs and our materials. Hannah can pass your design to them for a quote, and they buy their materials through our yard.

## Booking a Consultation

To arrange a home consultation, call customer services on 01530 412 780 or email design@fernhillgardencentre.co.uk with your address and a few photos of your garden. Consultations are usually available within two weeks, and we can do Saturday visits by arrangement.`,
    },
  ],

  questions: [
    // ----- FAQ targets
    { text: 'what time do you shut on a sunday', expect: 'What are your opening times?' },
    {
      text: 'are you open late at all in the summer? work til 5 most days',
      expect: 'What are your opening times?',
    },
    { text: 'parking?', expect: 'Is there parking at the garden centre?' },
    {
      text: 'do i have to pay to park and are there disabled bays near the door',
      expect: 'Is there parking at the garden centre?',
    },
    {
      text: 'can i bring my springer spaniel with me when i come shopping',
      expect: 'Can I bring my dog?',
    },
    { text: 'are pooches allowed in the shop bit or just outside', expect: 'Can I bring my dog?' },
    { text: 'do u deliver plants to ur house', expect: 'Do you deliver?' },
    {
      text: 'how do i sign up for your loyalty card thing',
      expect: 'How do I join the Fernhill Green Card?',
    },
    {
      text: 'my clematis I bought from you in april has just died on me, can I get a replacement?',
      expect: 'Do your plants come with a guarantee?',
    },
    {
      text: 'are houseplants covered if they die',
      expect: 'Do your plants come with a guarantee?',
    },
    {
      text: 'I bought a bird feeder last week and never used it, can I take it back for my money back',
      expect: 'What is your returns policy?',
    },
    {
      text: 'do you do gift vouchers? want to get something for my dad',
      expect: 'Do you sell gift cards?',
    },
    {
      text: 'how long does a gift card last before it runs out',
      expect: 'Do you sell gift cards?',
    },
    {
      text: 'till what time can i get a cooked breakfast',
      expect: 'When is breakfast served in the café?',
    },
    {
      text: 'what time do you start doing lunches in the cafe',
      expect: 'When is breakfast served in the café?',
    },
    {
      text: 'my son has a severe nut allergy, is it safe for him to eat at the cafe',
      expect: 'Can the café cater for food allergies?',
    },
    {
      text: 'do you take reservations in the cafe or is it just turn up',
      expect: 'Can I book a table in the café?',
    },
    {
      text: 'what can i do with all my old plastic plant pots, got loads in the shed',
      expect: 'Do you recycle plastic plant pots?',
    },
    {
      text: 'can i borrow a wheelchair when i visit',
      expect: 'Is the garden centre accessible for wheelchair users?',
    },
    {
      text: 'my mum uses a mobility scooter is it all flat or are there steps',
      expect: 'Is the garden centre accessible for wheelchair users?',
    },
    { text: 'where can i change my babys nappy', expect: 'Do you have baby changing facilities?' },
    {
      text: 'if i order on the website can i just pick it up',
      expect: 'Do you offer click and collect?',
    },
    {
      text: 'how long will you keep my online order before i collect it',
      expect: 'Do you offer click and collect?',
    },
    {
      text: 'can I get topsoil in one of those big builders bags instead of loads of small ones',
      expect: 'Do you sell bulk bags of topsoil and compost?',
    },
    {
      text: 'theres little white flies all over my tomatoes can someone tell me what they are',
      expect: 'Can you help me identify a plant or a pest?',
    },
    {
      text: 'can I bring a cutting in so you can tell me what the plant is',
      expect: 'Can you help me identify a plant or a pest?',
    },
    {
      text: 'is there somewhere for the kids to run about',
      expect: 'Is there a play area for children?',
    },
    {
      text: 'do you sell goldfish for a garden pond',
      expect: 'Do you sell fish and pond supplies?',
    },
    {
      text: 'need a new pond pump, do you stock them',
      expect: 'Do you sell fish and pond supplies?',
    },
    { text: 'are you looking for staff at the moment', expect: 'Are you recruiting?' },
    {
      text: 'my daughter is in year 10 and needs a work experience placement, do you take students',
      expect: 'Are you recruiting?',
    },
    { text: 'any discount for OAPs', expect: 'Do you offer a discount for senior citizens?' },
    { text: 'is there a pensioners day', expect: 'Do you offer a discount for senior citizens?' },
    {
      text: 'do I get anything free when I sign up for the green card',
      expect: 'How do I join the Fernhill Green Card?',
    },

    // ----- Price list
    {
      text: 'how much is a bulk bag of topsoil',
      expect: 'Landscaping & Bulk Materials Price List 2026',
      fact: '£72.00',
    },
    {
      text: 'how much are the treated softwood sleepers? building raised beds',
      expect: 'Landscaping & Bulk Materials Price List 2026',
      fact: '£27.50',
    },
    {
      text: 'im doing a gravel path about 30 square metres how many bulk bags will i need',
      expect: 'Landscaping & Bulk Materials Price List 2026',
      fact: '15 sq m',
    },
    {
      text: "I'm a landscaper, do trade get money off materials",
      expect: 'Landscaping & Bulk Materials Price List 2026',
      fact: '15%',
    },
    {
      text: 'what time does the yard open for collections, want to come first thing with the trailer',
      expect: 'Landscaping & Bulk Materials Price List 2026',
      fact: '8am',
    },

    // ----- Delivery T&Cs
    {
      text: 'will the lorry be able to put the bulk bag over my front wall onto the drive',
      expect: 'Delivery Terms and Conditions',
      fact: '5 metres',
    },
    {
      text: 'how much to deliver a few bags of compost and some plants to burton',
      expect: 'Delivery Terms and Conditions',
    },
    {
      text: 'which days of the week do your delivery vans go out',
      expect: 'Delivery Terms and Conditions',
    },
    {
      text: 'i need to cancel my delivery thats booked for tomorrow will i lose money',
      expect: 'Delivery Terms and Conditions',
    },
    { text: 'do I need to be in when the delivery comes', expect: 'Delivery Terms and Conditions' },
    {
      text: 'can your driver carry the compost bags through to my back garden',
      expect: 'Delivery Terms and Conditions',
    },

    // ----- Green Card T&Cs
    {
      text: 'how many points do i get for every pound i spend',
      expect: 'Fernhill Green Card Terms and Conditions',
      fact: '5 points',
    },
    {
      text: 'when do the reward vouchers get sent out',
      expect: 'Fernhill Green Card Terms and Conditions',
      fact: 'each quarter',
    },
    {
      text: 'do my loyalty points ever expire',
      expect: 'Fernhill Green Card Terms and Conditions',
    },
    {
      text: 'is there a birthday treat for members',
      expect: 'Fernhill Green Card Terms and Conditions',
      fact: 'free slice of cake',
    },
    {
      text: 'do I earn points on fish from the aquatics shop at the back',
      expect: 'Fernhill Green Card Terms and Conditions',
    },

    // ----- Hedging guide
    {
      text: 'how many whips per metre if i want a thick double row hedge',
      expect: 'Planting Bare Root Hedging: A Fernhill Guide',
      fact: '5 plants per metre',
    },
    {
      text: 'when can I plant a bare root hedge',
      expect: 'Planting Bare Root Hedging: A Fernhill Guide',
      fact: 'November to March',
    },
    {
      text: 'should i soak the roots of my hedging before it goes in, and for how long',
      expect: 'Planting Bare Root Hedging: A Fernhill Guide',
    },
    {
      text: 'do i need to cut back hawthorn after planting it',
      expect: 'Planting Bare Root Hedging: A Fernhill Guide',
      fact: 'by a third',
    },
    {
      text: 'the hedge plants have arrived but the ground is rock hard with frost, what do I do with them',
      expect: 'Planting Bare Root Hedging: A Fernhill Guide',
    },

    // ----- Grotto
    {
      text: 'how much is it to see santa',
      expect: 'Christmas Grotto 2025 Booking Information',
      fact: '£14.50',
    },
    {
      text: 'my little boy is autistic and gets overwhelmed, do you have a calmer grotto time',
      expect: 'Christmas Grotto 2025 Booking Information',
      fact: '16 December',
    },
    {
      text: 'can we move our grotto booking to another day, my daughter has chickenpox',
      expect: 'Christmas Grotto 2025 Booking Information',
    },
    {
      text: 'how much is breakfast with father christmas',
      expect: 'Christmas Grotto 2025 Booking Information',
      fact: '£18.95',
    },
    {
      text: 'can i just turn up and pay for the grotto on the day',
      expect: 'Christmas Grotto 2025 Booking Information',
      fact: 'online only',
    },

    // ----- Café menu
    {
      text: 'how much is a full english in your cafe',
      expect: 'Potting Shed Café Menu',
      fact: '£11.95',
    },
    { text: 'price of a cream tea?', expect: 'Potting Shed Café Menu', fact: '£7.50' },
    {
      text: 'do you charge extra for oat milk in coffee',
      expect: 'Potting Shed Café Menu',
      fact: 'no extra charge',
    },
    { text: 'what comes in the kids lunch box', expect: 'Potting Shed Café Menu' },
    { text: 'what fillings can you get on jacket potatoes', expect: 'Potting Shed Café Menu' },

    // ----- About
    {
      text: 'how long have you been going',
      expect: 'About Us | Fernhill Garden Centre',
      fact: '1978',
    },
    {
      text: 'who owns fernhill now',
      expect: 'About Us | Fernhill Garden Centre',
      fact: 'Carol Pryce',
    },
    {
      text: 'who is your head grower',
      expect: 'About Us | Fernhill Garden Centre',
      fact: 'Gareth Lowe',
    },
    {
      text: 'which charity are you raising money for this year',
      expect: 'About Us | Fernhill Garden Centre',
      fact: 'Food Pantry',
    },
    {
      text: 'have you won any awards',
      expect: 'About Us | Fernhill Garden Centre',
      fact: 'Family Business of the Year',
    },

    // ----- Workshops
    {
      text: 'when are the christmas wreath classes and whats the cost',
      expect: 'Workshops & Events | Fernhill Garden Centre',
      fact: '£48',
    },
    {
      text: 'anything for kids to learn gardening? theyre 7 and 9',
      expect: 'Workshops & Events | Fernhill Garden Centre',
    },
    {
      text: "if I can't make the workshop I booked do I get a refund",
      expect: 'Workshops & Events | Fernhill Garden Centre',
    },
    {
      text: 'do you run a course on growing vegetables for complete beginners',
      expect: 'Workshops & Events | Fernhill Garden Centre',
    },
    {
      text: 'our WI would like a workshop just for us, is there a minimum number',
      expect: 'Workshops & Events | Fernhill Garden Centre',
    },

    // ----- Café page
    {
      text: 'how much is afternoon tea',
      expect: 'The Potting Shed Café | Fernhill Garden Centre',
      fact: '£19.95',
    },
    {
      text: 'can we hire the cafe for a private party in the evening',
      expect: 'The Potting Shed Café | Fernhill Garden Centre',
    },
    {
      text: 'where do you get your coffee from its lovely',
      expect: 'The Potting Shed Café | Fernhill Garden Centre',
      fact: 'Ivanhoe Coffee',
    },
    {
      text: 'is there a lunch deal during the week',
      expect: 'The Potting Shed Café | Fernhill Garden Centre',
      fact: '£13.95',
    },
    {
      text: 'can i just grab a takeaway coffee outside without queuing in the cafe',
      expect: 'The Potting Shed Café | Fernhill Garden Centre',
    },

    // ----- Nursery page
    {
      text: 'can you replant my hanging baskets for me like you did last year',
      expect: 'Our Plant Nursery | Fernhill Garden Centre',
      fact: '£24.95',
    },
    {
      text: 'can you order in a plant you dont normally have',
      expect: 'Our Plant Nursery | Fernhill Garden Centre',
      fact: '2 to 3 weeks',
    },
    {
      text: 'do you grow your own plants or buy them all in',
      expect: 'Our Plant Nursery | Fernhill Garden Centre',
      fact: '80%',
    },
    {
      text: 'when do bedding plants come in',
      expect: 'Our Plant Nursery | Fernhill Garden Centre',
    },
    {
      text: 'can the public look round the growing area behind the shop',
      expect: 'Our Plant Nursery | Fernhill Garden Centre',
    },

    // ----- Find us
    {
      text: 'whats your postcode for the satnav',
      expect: 'Find Us | Fernhill Garden Centre',
      fact: 'LE65 2PF',
    },
    {
      text: 'is there a bus from ashby to you',
      expect: 'Find Us | Fernhill Garden Centre',
      fact: 'service 9',
    },
    {
      text: 'phone number for the landscaping yard please',
      expect: 'Find Us | Fernhill Garden Centre',
      fact: '01530 412 790',
    },
    {
      text: "we're a garden club thinking of coming by coach, is that ok",
      expect: 'Find Us | Fernhill Garden Centre',
    },
    { text: 'address?', expect: 'Find Us | Fernhill Garden Centre' },

    // ----- Garden design
    {
      text: 'do you do garden design and how much is it for someone to come out and look',
      expect: 'Garden Design Service | Fernhill Garden Centre',
      fact: '£95',
    },
    {
      text: 'can your team plant up my new border for me, how much',
      expect: 'Garden Design Service | Fernhill Garden Centre',
      fact: '£220',
    },
    {
      text: 'do you lay patios',
      expect: 'Garden Design Service | Fernhill Garden Centre',
      fact: 'Approved Landscapers',
    },
    {
      text: 'how long would a design take once you have measured up',
      expect: 'Garden Design Service | Fernhill Garden Centre',
      fact: '3 to 4 weeks',
    },
    {
      text: 'I only need ideas for one long border not the whole garden',
      expect: 'Garden Design Service | Fernhill Garden Centre',
    },
  ],

  requests: [
    {
      text: "I'd like to book 2 places on the wreath making workshop on Saturday 13th December please",
      expect: 'Appointments',
    },
    {
      text: "can you put me down for a garden design home visit sometime the week of 12 January? name's Sue Hartley, LE67 area",
      expect: 'Appointments',
    },
    {
      text: 'Please reserve afternoon tea for 6 on Sunday 14th at 2pm under the name Patel',
      expect: 'Appointments',
    },
    {
      text: 'need to arrange delivery of 3 bulk bags of topsoil for next thursday morning if possible',
      expect: 'Appointments',
    },
    {
      text: 'Really disappointed today. Waited 25 minutes for a lukewarm breakfast in the cafe and nobody seemed bothered when I mentioned it.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to the lady on the plant desk, her advice saved my roses!!',
      expect: 'Complaints/Feedback',
    },
    {
      text: "your lorry driver left the bulk bag blocking my neighbour's drive and cracked the kerb. not happy at all",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about a quote for 40 metres of beech hedging, 07700 900418, thanks',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me the landscaping price list, j.morgan@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Can I get a quote for sandstone paving plus sub-base for a 20 sq m patio including delivery to Coalville? karen.b@example.co.uk',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to a real person please', expect: 'handoff' },
    {
      text: 'rather talk this through with someone from the shop, is anyone free?',
      expect: 'handoff',
    },
    { text: 'put me through to a member of staff', expect: 'handoff' },
  ],

  offTopic: [
    "what's the best weedkiller for japanese knotweed",
    'is compost cheaper at B&Q than at yours',
    'when is the ashby christmas lights switch on this year',
    'how do i get rid of moles in my lawn',
    'is there a hosepipe ban in leicestershire at the moment',
    'are foxgloves poisonous to cats',
    'is it going to rain tomorrow',
    'write me a short poem about autumn leaves',
    "what's a good recipe for a victoria sponge",
    'whats the capital of australia',
    'who won the premier league last season',
    'can you help me with my sons maths homework',
    'do you know any good plumbers in coalville',
    'how tall is the eiffel tower',
  ],
};
