import type { Business } from '../types.js';

export const bakery: Business = {
  slug: 'bakery',
  name: 'Bramley & Rye Bakery',
  field: 'Artisan bakery and café with celebration cakes, wholesale bread and baking classes',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Are you open on bank holidays?',
      content:
        "We're closed on Mondays all year round, so that includes bank holiday Mondays. On Good Friday we open from 7.30am to 2pm for hot cross buns. Over Christmas we close at 1pm on Christmas Eve and reopen on the first Tuesday after New Year's Day.",
    },
    {
      type: 'faq',
      title: 'Is there parking nearby?',
      content:
        "There's no parking on Broad Street itself, but the Castle Street pay and display car park is a three-minute walk away, and on-street parking in town is free after 6pm. Blue Badge holders can use the two disabled bays at the top of Broad Street by the Butter Cross.",
    },
    {
      type: 'faq',
      title: 'Are dogs allowed in the café?',
      content:
        "Yes, well-behaved dogs on a lead are very welcome in the front room of the café, and there's always a water bowl by the door. We just ask that dogs stay off the seats and out of the back room, where our classes take place.",
    },
    {
      type: 'faq',
      title: 'Can I book a table?',
      content:
        "The café is first come, first served, so we don't take bookings for small groups. For groups of 6 or more we can reserve a table on weekdays before 11am – give the shop a ring at least a day ahead.",
    },
    {
      type: 'faq',
      title: 'Do you sell sourdough starter?',
      content:
        "Yes! You can buy a pot of our starter, Big Nell, at the counter for £4, and it comes with a printed feeding guide. If you bring your own clean jar, we'll fill it for free.",
    },
    {
      type: 'faq',
      title: 'How much notice do you need for a celebration cake?',
      content:
        "For a single-tier celebration cake we need at least 7 days' notice, and for tiered cakes at least 3 weeks. Wedding cakes are usually booked 3 to 12 months ahead. If you're in a rush, ring us anyway – we can sometimes squeeze in a last-minute order.",
    },
    {
      type: 'faq',
      title: 'Can I pre-order bread?',
      content:
        "Yes – order by 2pm the day before, by phone or through the Pre-order button on our website, and your bread will be bagged with your name on it from 8am. Pre-orders not collected by 2pm are put out for sale, so let us know if you're running late. Saturday pre-orders close at 2pm on Friday.",
    },
    {
      type: 'faq',
      title: 'Do you deliver bread to homes?',
      content:
        "Sorry, we don't deliver bread or café orders to people's homes – we're a small team and our van is out on the wholesale round early every morning. Celebration cakes can be delivered, and the charges are on our cake price list.",
    },
    {
      type: 'faq',
      title: 'Do you have vegan options?',
      content:
        "Yes. All of our sourdough loaves, the baguettes and the focaccia are vegan, and there's always at least one vegan sweet bake on the counter – usually the chocolate and tahini brownie or a fruit crumble slice. Most of our celebration cake flavours can also be made vegan.",
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "We do – gift vouchers can be bought for any amount from £10, either in a card at the shop or emailed as a PDF. They're valid for 12 months and can be spent on bread, in the café, on celebration cakes or on baking classes.",
    },
    {
      type: 'faq',
      title: 'Do you do seasonal bakes?',
      content:
        "Lots! Hot cross buns are on the counter from Ash Wednesday until Easter Sunday, mince pies and stollen arrive on 1 November, and in the autumn we bake apple and cider loaves with fruit from local orchards. Follow us on Instagram @bramleyandrye to see what's coming out of the oven each week.",
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        "We take all major credit and debit cards, contactless, Apple Pay and Google Pay, and cash is still very welcome. We don't accept cheques, and there's no minimum spend on cards.",
    },
    {
      type: 'faq',
      title: 'Is the bakery wheelchair accessible?',
      content:
        "Yes. There's a level entrance from Broad Street, the counter and front café room are step-free, and our toilet on the ground floor is fully accessible with baby changing. The back room has two steps, so let us know in advance if you're joining a class and we'll set things up for you.",
    },
    {
      type: 'faq',
      title: 'Do you have Wi-Fi?',
      content:
        "Yes, there's free Wi-Fi and the password is on the chalkboard by the till. Laptops are welcome on weekdays, but on Saturdays we ask you to keep screens away so that everyone can find a seat.",
    },
    {
      type: 'faq',
      title: 'Are you hiring?',
      content:
        "We're often looking for early-shift bakers, weekend café staff and a Saturday pot-washer. Email your CV and a few lines about yourself to jobs@bramleyandrye.co.uk – we pay at least the Real Living Wage and everyone takes home a free loaf after each shift.",
    },
    {
      type: 'faq',
      title: 'What happens to your unsold bread?',
      content:
        'Very little goes to waste. At closing time we list surprise bags on the Too Good To Go app, and anything left over goes to the Ludlow Community Fridge the next morning. Stale loaves also become our bread and butter pudding and croutons for the soup.',
    },
    {
      type: 'faq',
      title: 'Do you have any cakes ready to buy on the day?',
      content:
        "Yes – every day there are a few whole cakes in the counter that you can take away straight away, usually a Victoria sponge, a lemon drizzle and a chocolate fudge cake in the 7-inch size. We can pipe a short message on top while you wait. If you want to be sure of one, call before 10am and we'll put it aside for you.",
    },
    {
      type: 'faq',
      title: 'Can I hire the café for a private event?',
      content:
        'Yes, the café can be hired in the evenings from 5pm for birthday parties, book clubs and supper clubs of up to 30 people. Hire starts at £150 for three hours and we can provide sharing platters; email hello@bramleyandrye.co.uk with your date and numbers.',
    },
    {
      type: 'faq',
      title: 'Where else can I buy your bread?',
      content:
        "As well as our shop on Broad Street, you'll find our stall at Ludlow Farmers' Market in Castle Square on the second and fourth Thursday of every month. Our bread is also sold at Clee Hill Farm Shop and served at several local cafés, including Teme Side Kitchen in Ludford.",
    },
    {
      type: 'faq',
      title: 'Can I freeze your bread?',
      content:
        'Absolutely – our sourdough freezes really well. Slice it first, keep it in a sealed bag for up to 3 months and toast the slices straight from frozen, or refresh a whole loaf in a hot oven at 200°C for about 8 minutes.',
    },
    {
      type: 'faq',
      title: 'Do you slice bread?',
      content:
        "Yes, we'll slice any loaf for free on our slicer – just ask at the till. We can't slice the 100% rye because it clogs the machine, and loaves straight out of the oven are better left to cool for an hour first.",
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Celebration Cakes Price List 2026',
      fileName: 'celebration-cakes-price-list-2026.pdf',
      content: `BRAMLEY & RYE BAKERY
CELEBRATION CAKES PRICE LIST 2026

Prices valid from 1 January to 31 December 2026. Every cake is baked to order in our Broad Street bakehouse and finished by hand by our cake designer, Marta Nowak.

ROUND LAYER CAKES
Size / Layers / Serves (dessert portions) / Price
6 inch / 3 layers / 10-12 / £48
7 inch / 3 layers / 14-16 / £58
8 inch / 3 layers / 20-24 / £68
10 inch / 3 layers / 30-36 / £92

TIERED CAKES
Two tier (6 inch + 8 inch), serves 35-40: £175
Three tier (6 inch + 8 inch + 10 inch), serves 70-80: £295
Four tiers and sculpted cakes: price on consultation
For wedding cakes please see our separate Wedding Cake Guide.

CUPCAKES
Box of 6 cupcakes with a buttercream swirl: £16
Box of 12 cupcakes with a buttercream swirl: £30
Box of 12 decorated cupcakes (sprinkles, toppers or piped flowers): £38
Minimum order for cupcakes is one box of 6 per flavour.

INCLUDED IN THE PRICE
Smooth or semi-naked buttercream finish
One buttercream colour of your choice
A piped message or name
Cake board and box

EXTRAS
Chocolate or coloured drip: £8
Edible gold leaf: £10
Fresh flowers (seasonal, pesticide-free): from £15
Hand-made sugar flowers: from £25 per cluster
Acrylic name or number topper: £9
Edible photo print: £7
Macarons or meringue kisses on top: £12
Each additional buttercream colour: £4

FLAVOUR UPGRADES
Most of our flavours are included in the price. Premium flavours (pistachio & raspberry, salted caramel & hazelnut, champagne & strawberry) add £6 to a single-tier cake and £15 to a tiered cake.

COLLECTION AND DELIVERY
Collection from the shop: free, Tuesday to Saturday from 9am
Delivery up to 5 miles from Ludlow: £10
Delivery from 5 to 15 miles from Ludlow: £18
Tiered cake delivery and set-up at a venue (up to 30 miles): £45
We don't deliver on Sundays or Mondays.

DEPOSITS AND PAYMENT
A 50% non-refundable deposit secures your date. The balance is due 7 days before collection or delivery. Orders placed within 14 days of the date must be paid in full when booked. We accept card payments over the phone and bank transfer.

CHANGES AND CANCELLATIONS
Design changes can be made up to 10 days before your cake is due. If you cancel more than 14 days before your date, we can hold your deposit as a credit for 6 months. Cancellations within 14 days of the date forfeit the full amount already paid.

LOOKING AFTER YOUR CAKE
Keep your cake somewhere cool and out of direct sunlight, and eat it within 3 days. Buttercream cakes taste best at room temperature, so if you have kept yours in the fridge, take it out an hour before cutting.

Questions? Email cakes@bramleyandrye.co.uk or call 01584 872316.`,
    },
    {
      type: 'document',
      title: 'Wedding Cake Guide',
      fileName: 'wedding-cake-guide-2026.docx',
      content: `BRAMLEY & RYE BAKERY
WEDDING CAKE GUIDE 2026

Congratulations on your engagement! This guide explains how we design, bake and deliver wedding cakes, and what to expect at each stage. Please have a read before your consultation.

WHEN TO BOOK
We make a small number of wedding cakes each weekend - usually no more than three - so for Saturdays between May and September we recommend booking 6 to 12 months ahead. For winter and midweek weddings, 3 months' notice is usually enough.

STEP 1: TASTING BOX
Our tasting box contains four generous slices in flavours of your choice, a pot of buttercream and a flavour card. Tasting boxes cost £25 and are collected from the shop on Thursdays or Fridays. The £25 is taken off your final balance if you go on to book a wedding cake over £300 with us.

STEP 2: DESIGN CONSULTATION
Consultations last about 45 minutes and take place at the shop on Tuesday and Wednesday afternoons after the café has closed, or by video call. Bring your colour palette, your florist's details, the venue and any pictures you love. Marta will sketch the design with you and send a written quote within 5 working days.

STEP 3: SECURING YOUR DATE
Your date is reserved once we receive a 50% non-refundable deposit. The remaining balance is due 4 weeks before the wedding, together with your final guest numbers and any last changes to the design.

WEDDING CAKE PRICES
Two-tier wedding cake: from £240
Three-tier wedding cake: from £360
Four-tier wedding cake: from £520
Cutting cakes and dessert tables: price on request
Wedding prices include the consultation, one design sketch, our standard finishes and delivery within 30 miles.

PORTION GUIDE
We quote two portion sizes:
Finger portions (1 inch x 1 inch), served with coffee in the evening
Dessert portions (1 inch x 2 inches), served as a pudding with cream or berries
As an example, a three-tier cake of 6, 8 and 10 inches gives roughly 110 finger portions or 75 dessert portions.

FLOWERS
We love decorating with fresh flowers. They must be pesticide-free and non-toxic, and we'll liaise directly with your florist, who needs to have them at the venue by the time we arrive. Arranging the flowers on the cake is included; the flowers themselves are supplied by you or your florist.

DELIVERY AND SET-UP
We deliver and set up every wedding cake ourselves - tiered wedding cakes are never available for collection. Delivery within 30 miles of Ludlow is included in the price; beyond that we charge 60p per mile. We aim to arrive at least 2 hours before the wedding breakfast and need a sturdy, level table away from direct sunlight. Our van can't always get close to marquees, so please tell us about access in advance.

CAKE STANDS
We hire out cake stands in gold, silver and rustic wood slice. Hire is £15 per stand plus a £30 refundable deposit, returned when the stand comes back to us within 7 days.

SUMMER AND MARQUEE WEDDINGS
Buttercream starts to soften above 22°C. For outdoor and marquee weddings in June, July and August we recommend a layer of chocolate ganache under the buttercream, and we'll advise on placing the cake in the coolest part of the room.

CUTTING AND LEFTOVERS
Your venue's catering team will usually cut the cake, and we'll leave them a cutting guide. Leftover cake keeps for 3 days in a cool place, and the top tier can be frozen for up to 3 months if you'd like to save it for your first anniversary.

CONTACT
Marta Nowak, Cake Designer
cakes@bramleyandrye.co.uk / 01584 872316`,
    },
    {
      type: 'document',
      title: 'Wholesale Terms and Conditions',
      fileName: 'wholesale-terms-and-conditions.pdf',
      content: `BRAMLEY & RYE BAKERY LTD
WHOLESALE TERMS AND CONDITIONS
Effective from 1 February 2026

1. ACCOUNTS
1.1 Wholesale accounts are available to cafés, restaurants, pubs, delis, farm shops and hotels. We don't supply other bakeries or market traders for resale.
1.2 To open an account we need your business name, registered address, a delivery contact and the name of the person responsible for paying invoices.
1.3 New accounts pay for their first two weeks of orders in advance (pro forma).

2. ORDERS
2.1 The minimum order is £45 per delivery, excluding VAT.
2.2 New orders and changes to standing orders must reach us by 12 noon two days before delivery, by email to wholesale@bramleyandrye.co.uk or through the online ordering portal. Orders for Tuesday delivery must be placed by 12 noon on Saturday.
2.3 We can't accept orders or changes by text message or voicemail.
2.4 Special orders, such as rolls or buns in custom sizes, need 7 days' notice and a minimum quantity of 48.

3. DELIVERY
3.1 We deliver Tuesday to Saturday between 5.30am and 8.30am, within 12 miles of our bakehouse.
3.2 If nobody is on site, we'll leave your order in a secure place agreed with you in advance. Once delivered, goods are your responsibility.
3.3 Delivery is free within 6 miles; a £4 delivery charge applies between 6 and 12 miles.
3.4 Bread is delivered in our blue plastic crates. Please have the empty crates ready for collection at your next delivery. Crates lost or not returned within 14 days are charged at £12 each.

4. PRICES AND PAYMENT
4.1 Wholesale prices are shown on our current trade price list and are reviewed every six months. We give 30 days' notice of any price change.
4.2 Invoices are emailed every Monday for the previous week's deliveries.
4.3 Payment is due within 14 days of the invoice date by bank transfer (BACS). We don't accept cheques.
4.4 If an invoice is more than 21 days overdue, deliveries will be paused until the account is settled.
4.5 Prices exclude VAT where VAT applies.

5. QUALITY, CREDITS AND RETURNS
5.1 Please check your order when it arrives. Missing, damaged or incorrect items must be reported by 10am on the day of delivery, with a photo, and we'll credit them on your next invoice.
5.2 We do not operate sale or return.
5.3 Our bread contains no preservatives. We recommend using sourdough within 2 days and baguettes on the day of delivery.

6. HOLIDAYS
6.1 We don't deliver on Sundays, Mondays, Christmas Day, Boxing Day or New Year's Day.
6.2 Christmas and New Year orders must be placed by 1 December.

7. ALLERGENS AND LABELLING
7.1 We provide a product specification sheet with full ingredients and allergen information for every item you buy from us. You are responsible for passing allergen information on to your own customers.

8. ENDING THE AGREEMENT
8.1 Either side may end a standing order by giving 14 days' notice in writing.
8.2 We may close an account immediately if invoices are repeatedly paid late.

9. USING OUR NAME
9.1 You're welcome to say that you serve Bramley & Rye bread on your menus and social media. Please ask us before using our logo.`,
    },
    {
      type: 'document',
      title: 'Café Menu',
      fileName: 'cafe-menu-spring-2026.pdf',
      content: `BRAMLEY & RYE CAFÉ
MENU - SPRING 2026

Breakfast is served until 11.30am. Lunch is served from 11.30am until 3.15pm. Cakes and bakes all day.

BREAKFAST
Toasted sourdough with salted butter and house jam or marmalade - £4.20
Bacon bap with brown sauce or ketchup - £6.50
Add a fried egg - £1.20
Eggs on toast: fried, poached or scrambled, on sourdough - £7.20
The Bramley Breakfast: smoked bacon, Shropshire sausage, two eggs, mushrooms, roast tomato and sourdough toast - £12.50
Veggie Breakfast: grilled halloumi, two eggs, mushrooms, roast tomato, spinach and sourdough toast - £11.50
Granola pot with Greek yoghurt and rhubarb compote - £5.80
Warm croissant with butter and jam - £3.80

LUNCH
Soup of the day with a chunk of sourdough and butter - £7.50
Welsh rarebit made with Ludlow ale, on sourdough - £9.20
Toasted focaccia sandwiches - £8.90 each:
Ham, mature Cheddar and piccalilli
Roasted vegetables, hummus and rocket (vegan)
Mozzarella, tomato and basil pesto
Ploughman's board: Shropshire Blue, pork pie, ham, pickles, apple and bread - £13.50
Side salad - £3.50

FOR CHILDREN (UNDER 10)
Cheese toastie with cucumber sticks - £4.50
Half a soup with toast soldiers - £4.00
Babyccino - 80p

HOT DRINKS
Our coffee is roasted for us by Teme Valley Coffee in Tenbury Wells.
Espresso - £2.40
Americano - £3.00
Flat white - £3.40
Cappuccino or latte - £3.50
Mocha - £3.90
Hot chocolate - £3.80 (add whipped cream and marshmallows for 60p)
Chai latte - £3.70
Pot of tea for one (English breakfast, Earl Grey, peppermint or green) - £3.00
Extra shot - 50p
Oat and soya milk are available at no extra charge. Decaf is available for all coffees.

COLD DRINKS
Homemade lemonade - £3.50
Pressed apple juice from Clee Hill orchards - £3.20
Sparkling or still water - £2.20

TAKEAWAY
Everything on this menu is available to take away, except the Bramley Breakfast and the ploughman's board. Bring your own cup and get 25p off any hot drink.

Please tell us about any allergies before you order. Our allergen folder is kept at the counter.`,
    },
    {
      type: 'document',
      title: 'Allergen Information',
      fileName: 'allergen-information-2026.pdf',
      content: `BRAMLEY & RYE BAKERY
ALLERGEN INFORMATION
Updated January 2026

OUR KITCHEN
Everything we sell is made in one small bakehouse where wheat flour, nuts, sesame, milk and eggs are used every day, and flour is in the air from 4am. Although we clean carefully between batches, we cannot guarantee that any product is free from any allergen. We are not able to offer products that are safe for people with coeliac disease or a severe nut allergy.

GLUTEN
We do not make gluten-free bread. The only products we make without gluten-containing ingredients are the chocolate and almond torte and the coconut macaroons, but these are baked alongside wheat products and are not suitable for coeliacs. Please note that sourdough fermentation does not remove gluten.

NUTS
We use almonds, hazelnuts, walnuts and pistachios. Peanuts are not used as an ingredient in any of our products, but some bought-in ingredients, such as chocolate, carry a "may contain peanuts" warning.

SESAME
Sesame seeds are used in the seeded sourdough, the sesame bagels and the tahini brownie. Sesame can travel onto other loaves on the shared bench.

ALLERGENS BY PRODUCT
(Allergens present as ingredients. All products may contain traces of any of the 14 major allergens.)
White sourdough: wheat (gluten)
Seeded sourdough: wheat, rye (gluten), sesame
Wholemeal & spelt: wheat, spelt (gluten)
Shropshire rye: rye (gluten)
Baguette: wheat (gluten)
Sandwich tin: wheat (gluten), milk
Brioche buns: wheat (gluten), egg, milk
Croissant and pain au chocolat: wheat (gluten), milk, egg (glaze), soya (chocolate)
Almond croissant: wheat (gluten), milk, egg, almonds
Cinnamon bun: wheat (gluten), milk, egg
Cheese & mustard scone: wheat (gluten), milk, egg, mustard
Chocolate & tahini brownie (vegan): wheat (gluten), sesame, soya
Chocolate & almond torte: egg, milk, almonds
Coconut macaroons: egg
Frangipane fruit tart: wheat (gluten), milk, egg, almonds
Flapjack: oats (gluten), milk
Soup of the day: changes daily, often contains celery and milk - please ask
Celebration cakes: wheat (gluten), egg and milk as standard; nuts depending on flavour

DRINKS
Our oat milk is not certified gluten-free. We don't offer almond milk or other nut milks. Our flavoured syrups contain sulphites.

ASKING US
Allergen information for every product is in the folder at the counter, and staff can show you the ingredient labels. If you have an allergy, please tell us every time you order, as recipes and suppliers sometimes change. For celebration cakes, note any allergies on your order form and we'll tell you honestly whether we can help.`,
    },
    {
      type: 'document',
      title: 'Baking Class Booking Terms',
      fileName: 'baking-class-booking-terms.pdf',
      content: `BRAMLEY & RYE BAKERY
BAKING CLASS BOOKING TERMS

These terms apply to all of our public classes, private group classes and the Kids' Bake Club.

BOOKING AND PAYMENT
Places are confirmed once paid in full through our online booking page. You'll receive a confirmation email with joining instructions a week before your class.

IF YOU NEED TO CANCEL
More than 21 days before the class: full refund, less a £10 admin fee.
8 to 21 days before: 50% refund, or move to another date free of charge (once only).
7 days or fewer: no refund, but you are welcome to send a friend in your place - just email us their name.

IF WE NEED TO CANCEL
Classes need a minimum of 4 people to run. If numbers are too low we'll tell you at least 5 days before the class. If we cancel for any reason (low numbers, illness, snow), you can choose a full refund or a place on another date.

AGES
Adult classes are for ages 16 and over. Young people aged 14 or 15 are welcome when they come with a paying adult. The Kids' Bake Club is for ages 7 to 12; children must be dropped off and collected by a parent or guardian, who must stay contactable by phone during the session.

ALLERGIES AND DIETARY NEEDS
Please tell us about allergies or dietary needs at least 7 days before your class. We can adapt lunch on full-day classes, but we can't make bread classes free of wheat flour, and the classroom is in a bakehouse that uses nuts, sesame, milk and eggs.

ON THE DAY
Please arrive 10 minutes before the start time.
The classroom entrance is the green side door on Bell Lane, to the left of the shop - please don't come through the café.
Wear comfortable closed-toe shoes and tie back long hair.
We provide aprons, all ingredients and equipment.
Bring a large shopping bag or box to carry your bakes home.

LATE ARRIVALS
We'll start on time so that everyone finishes on time. If you are more than 30 minutes late for a sourdough or pastry class, you may not be able to join in, because the dough timings can't be changed. In that case we will offer a place on a later date at half price.

PHOTOS
We sometimes take photos during classes for our website and social media. Just tell your teacher if you would rather not appear.

CONTACT
classes@bramleyandrye.co.uk`,
    },

    // ------------------------------------------------------------- Website
    {
      type: 'website',
      title: 'Our Story | Bramley & Rye Bakery',
      url: 'https://www.bramleyandrye.co.uk/about',
      content: `# Our Story

Bramley & Rye began in 2014 in Hannah Pryce's kitchen on Gravel Hill, with one domestic oven, a jar of starter and a trestle table at the Ludlow farmers' market. Hannah had spent eight years baking in Bristol and Copenhagen and came home to Shropshire wanting to make the kind of bread she grew up on.

By 2017 demand had outgrown the kitchen, and we moved into a small bakehouse on Lower Galdeford. In 2019 we took over 14 Broad Street, a former ironmonger's, and opened the shop and café you know today, with the bakehouse and classroom behind it.

## Why "Bramley & Rye"?

The name comes from the Bramley apple tree in Hannah's grandmother's garden in Bitterley, which still gives us the apples for our autumn bakes, and the dark rye bread she ate every Sunday as a child.

## What we believe in

- **Slow bread.** Our sourdough is fermented for 36 hours. It takes longer, tastes better and is kinder to your digestion.
- **Local flour.** Our flour is stoneground at Corve Mill, eight miles from the shop, from heritage wheat grown on farms within 30 miles of Ludlow.
- **Good jobs.** We pay everyone at least the Real Living Wage and keep bakery shifts to a maximum of eight hours.
- **Less waste, less plastic.** Our bread goes out in paper bags, our takeaway cups are compostable, and our wholesale crates are reused for years.

## The team

**Hannah Pryce – founder and head baker.** Hannah still shapes bread most mornings and teaches our sourdough and pastry classes.

**Dai Pryce – wholesale and deliveries.** Hannah's husband Dai looks after our café and restaurant customers, and drives the van before most of Ludlow is awake.

**Marta Nowak – cake designer.** Marta joined us in 2018 after six years as pastry chef at a hotel in Cheltenham. She designs and decorates every celebration and wedding cake, and runs our cake decorating classes.

**Sam Okafor – café manager.** Sam runs the café and the shop floor, and is the person to thank for the coffee.

Behind them is a team of fourteen bakers, pastry cooks, baristas and pot-washers, most of whom live within walking distance of Broad Street.

## Awards

- Best Independent Bakery, Shropshire Food & Drink Awards 2024
- Great Taste 2-star award for our seeded sourdough, 2023

## Come and say hello

We're on Broad Street, a short walk down from the Butter Cross. Pop in for a loaf, stay for a coffee, and if you'd like to see how it's all done, join one of our baking classes.`,
    },
    {
      type: 'website',
      title: 'Our Bread | Bramley & Rye Bakery',
      url: 'https://www.bramleyandrye.co.uk/bread',
      content: `# Our Bread

Every loaf we sell is shaped by hand in our bakehouse behind the shop. Our sourdough is raised with Big Nell, the starter Hannah has been feeding since 2014, and given a long, cold fermentation before it goes into the stone-deck oven.

## The daily loaves

Baked Tuesday to Saturday:

- White sourdough (900g) – £4.80
- Seeded sourdough, with pumpkin, sunflower, linseed and sesame – £5.40
- Wholemeal & spelt sourdough – £5.20
- Sandwich tin, white or brown – £3.60
- Baguette – £2.40, demi-baguette – £1.50
- Rosemary & sea salt focaccia – £3.20 a square

## Weekly specials

- **Thursday:** olive & thyme sourdough – £5.60
- **Friday:** Porter & black treacle loaf – £5.60
- **Friday & Saturday only:** Shropshire rye, made with 100% stoneground rye and caraway – £5.80
- **Saturday:** chocolate babka – £12, and cheese & onion loaf – £5.20
- **Sunday:** a smaller bake of white sourdough, baguettes and pastries only

## When it comes out of the oven

The first bake is on the shelves by the time we open. Focaccia comes out at 10am, and there's a second bake of baguettes at 11.30am, so if you've missed the morning batch it's worth coming back before lunch.

## Pastries

Our pastry is laminated over three days with British butter.

- Croissant – £2.70
- Pain au chocolat – £2.95
- Almond croissant – £3.40
- Cinnamon bun – £3.20
- Cardamom knot – £3.30
- Seasonal fruit Danish – £3.40

## Keeping your bread fresh

Sourdough keeps far longer than supermarket bread. Store your loaf cut-side down on a wooden board, or in a linen or paper bag, and never in the fridge – the cold makes bread go stale faster. Most of our sourdough is at its best for three to four days; the rye will happily keep for a week.

## Flour

All our flour is stoneground at Corve Mill from wheat, spelt and rye grown on farms near Ludlow. We don't use improvers, preservatives or added enzymes – just flour, water, salt and time.`,
    },
    {
      type: 'website',
      title: 'Celebration Cakes | Bramley & Rye Bakery',
      url: 'https://www.bramleyandrye.co.uk/celebration-cakes',
      content: `# Celebration Cakes

Birthdays, christenings, anniversaries, retirements or simply because it's Friday – our cake designer Marta Nowak makes every celebration cake by hand in our Broad Street bakehouse. Prices are on our Celebration Cakes Price List, and wedding cakes have their own Wedding Cake Guide.

## Our flavours

- Vanilla bean with raspberry jam
- Victoria sponge with strawberries and vanilla cream
- Lemon & elderflower
- Chocolate fudge
- Carrot & stem ginger with cream cheese frosting
- Coffee & walnut
- Earl Grey & honey
- Bramley apple & cinnamon (September to November)

Premium flavours: pistachio & raspberry, salted caramel & hazelnut, champagne & strawberry.

Can't decide? We can do a different flavour for each tier, or even each layer of a single-tier cake.

## Our style

We don't use fondant icing. All our cakes are finished in Swiss meringue buttercream – smooth, semi-naked or textured – and decorated with piped details, fresh or pressed flowers, fruit, macarons or hand-painted designs. Our retro piped cakes, with their frills and cherries, are especially popular for 30th and 40th birthdays.

## Themes and characters

We're happy to design a cake around a theme – football colours, dinosaurs, gardening, a favourite holiday. We can't reproduce trademarked characters or logos, but we can often capture the feel of a film or team with colours and shapes, and we can add a topper you've bought yourself.

## How to order

1. Fill in the cake enquiry form on this page with your date, the number of guests, flavour ideas and any pictures you love.
2. Marta will reply within 2 working days with ideas and a quote.
3. Pay your deposit to secure the date.
4. Collect your cake from the shop, or have it delivered.

## Collecting your cake

Cakes are collected from the shop counter in a sturdy box. The safest place in a car is flat in the passenger footwell or the boot – never on a seat, where it can slide. In warm weather, turn the air conditioning on before you load the cake and take it straight home.

## Cupcakes and party boxes

We also make cupcakes in boxes of 6 or 12 in any of our flavours – perfect for school events, office birthdays and baby showers.`,
    },
    {
      type: 'website',
      title: 'Baking Classes | Bramley & Rye Bakery',
      url: 'https://www.bramleyandrye.co.uk/classes',
      content: `# Baking Classes

Learn to bake with the people who do it every day. Our classes take place in the classroom behind the shop, with a maximum of 8 people per class, so there's plenty of time for questions and hands-on help.

## Sourdough for Beginners

Saturdays, 9.30am to 3.30pm, with Hannah – £110

Everything you need to bake great sourdough at home: feeding a starter, mixing, stretching and folding, shaping and scoring. You'll bake two loaves, share a lunch of soup and bread, and go home with a pot of our starter, a banneton proving basket and a recipe booklet.

## Bread Basics

Thursday evenings, 6pm to 9pm – £65

A relaxed evening of yeasted bread: a classic tin loaf, soft rolls and a tray of focaccia. Ideal if you've never baked bread before.

## Croissants & Viennoiserie

Sundays, 10am to 4.30pm, with Hannah – £135

Learn to laminate dough by hand and shape croissants, pain au chocolat and Danish pastries. You'll take home a box of baked pastries and a batch of dough to bake the next morning. Lunch is included.

## Buttercream Flowers

Wednesday evenings, 6pm to 9pm, with Marta – £75

Marta shows you how to colour buttercream and pipe roses, peonies and leaves, then you'll decorate your own 6-inch cake to take home.

## Christmas Stollen & Mince Pies

November and December only – £70

A festive morning making stollen with marzipan and our own mincemeat pies, with mulled apple juice and carols.

## Kids' Bake Club

School holidays, Tuesday and Thursday mornings, 10am to 12pm – £30 per child

For bakers aged 7 to 12. Each session has a different theme – pizza, cookies, cupcakes, bread animals – and everyone goes home with what they've made. Drop-off is fine.

## Private classes

Any of our classes can be booked privately for groups of 6 to 8, from £560 for the whole group. They're popular for hen parties, birthdays and team days, and we can add prosecco or a cake at the end.

## Dates and booking

New dates are released every three months and popular classes sell out quickly, so sign up to our newsletter to hear first. You can see all upcoming dates and book online on our booking page. Please read our booking terms before you book.`,
    },
    {
      type: 'website',
      title: 'Wholesale | Bramley & Rye Bakery',
      url: 'https://www.bramleyandrye.co.uk/wholesale',
      content: `# Wholesale Bread & Pastries

We bake for around 25 cafés, pubs, restaurants, delis and farm shops across south Shropshire and north Herefordshire. If your customers care about good bread, we'd love to hear from you.

## What we supply

- Sourdough loaves, whole or pre-sliced for sandwiches
- White and brown sandwich tins
- Baguettes and demi-baguettes
- Focaccia by the full tray, plain or topped
- Brioche burger buns and soft rolls
- Croissants, pain au chocolat and pastries, baked fresh
- Traybakes – brownies, flapjack and blondies – cut into 12 or 24 portions

## Frozen pastries to bake yourself

If you'd like warm pastries later in the day, or you're outside our delivery area, we supply frozen unbaked croissants and pain au chocolat in boxes of 60. You bake them from frozen in about 18 minutes. Frozen orders can be collected from the bakehouse or sent by courier every fortnight.

## Where we deliver

Our van covers Ludlow, Craven Arms, Leintwardine, Tenbury Wells, Cleobury Mortimer and the villages in between, arriving before breakfast service.

## How it works

1. **Get in touch.** Email wholesale@bramleyandrye.co.uk or fill in the form below, and Dai will give you a call.
2. **Try our bread.** If you're within our delivery area, we'll drop off a free tasting box so you and your team can try the range.
3. **Open your account.** We'll send you our trade price list and our wholesale terms, and set up a standing order that suits your week.
4. **Fresh every morning.** Change your order through our online portal whenever you need to.

## Why local businesses choose us

- Baked overnight, not days in advance
- No preservatives, improvers or part-baked shortcuts
- A real person to talk to – Dai knows every customer by name
- Help with your menu, from the right loaf for toasties to bread for sharing boards
- A "Proudly serving Bramley & Rye" window sticker and chalkboard artwork

## Trade prices

We don't publish our trade price list online. Once we've had a chat about what you need, we'll email it to you along with our terms.`,
    },
    {
      type: 'website',
      title: 'Visit Us | Bramley & Rye Bakery',
      url: 'https://www.bramleyandrye.co.uk/visit',
      content: `# Visit Us

Bramley & Rye Bakery & Café
14 Broad Street, Ludlow, Shropshire SY8 1NG

## Opening hours

- Tuesday to Friday: 7.30am – 4pm
- Saturday: 8am – 4pm
- Sunday: 8.30am – 1pm
- Monday: closed

The café kitchen takes its last food orders at 3.15pm. On Sundays the café serves drinks, pastries and cakes only – no hot food.

## Getting here

**On foot:** we're on Broad Street, just below the Butter Cross and a short walk from the castle.

**By train:** Ludlow station is about 10 minutes' walk away. Turn right out of the station, walk up Corve Street to the Bull Ring, continue along King Street and turn left at the Butter Cross into Broad Street. We're on the left, with the green awning.

**By bus:** the 435 from Shrewsbury and the 738 from Leominster and Hereford stop on Corve Street, five minutes from the shop.

**By bike:** there are two cycle hoops right outside the shop, and we're happy to fill water bottles.

## Get in touch

- Shop and café: 01584 872316 (7.30am – 3pm, Tuesday to Sunday)
- General enquiries: hello@bramleyandrye.co.uk
- Celebration and wedding cakes: cakes@bramleyandrye.co.uk
- Wholesale: wholesale@bramleyandrye.co.uk
- Baking classes: classes@bramleyandrye.co.uk

We try to answer emails within two working days. Please don't message us on Instagram about orders – we can't always see them in time.

## Follow us

Instagram: @bramleyandrye – daily bakes, class dates and the occasional picture of Big Nell, our starter.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    { text: 'are you open easter monday', expect: 'Are you open on bank holidays?' },
    { text: 'open on good friday?', expect: 'Are you open on bank holidays?' },
    { text: 'parking?', expect: 'Is there parking nearby?' },
    {
      text: 'coming over from hereford with my mum who has a blue badge, where is best to leave the car',
      expect: 'Is there parking nearby?',
    },
    { text: 'can i bring my spaniel in with me', expect: 'Are dogs allowed in the café?' },
    { text: 'dog friendly?', expect: 'Are dogs allowed in the café?' },
    {
      text: 'can we reserve a table for 8 of us on thursday morning',
      expect: 'Can I book a table?',
    },
    { text: 'do you take reservations in the cafe', expect: 'Can I book a table?' },
    {
      text: 'can i buy a bit of your sourdough mother to take home and get going with',
      expect: 'Do you sell sourdough starter?',
    },
    {
      text: 'how far ahead do i need to order a birthday cake',
      expect: 'How much notice do you need for a celebration cake?',
    },
    {
      text: "my daughter's 18th is in 5 days, is that too late to get a 2 tier cake from you",
      expect: 'How much notice do you need for a celebration cake?',
    },
    {
      text: 'can i ring ahead and get a couple of loaves put by for saturday',
      expect: 'Can I pre-order bread?',
    },
    {
      text: 'is it possible to order bread the day before and just pick it up',
      expect: 'Can I pre-order bread?',
    },
    {
      text: "do you drop loaves round to houses in ludlow? i'm housebound at the moment after an op",
      expect: 'Do you deliver bread to homes?',
    },
    { text: 'anything vegan', expect: 'Do you have vegan options?' },
    {
      text: 'my sister is plant based, is your bread ok for her',
      expect: 'Do you have vegan options?',
    },
    { text: 'do you do gift cards', expect: 'Do you sell gift vouchers?' },
    {
      text: 'want to get something for my dad he could put towards one of your courses, is that a thing',
      expect: 'Do you sell gift vouchers?',
    },
    { text: 'when do the hot cross buns start', expect: 'Do you do seasonal bakes?' },
    { text: 'do you make stollen at christmas time', expect: 'Do you do seasonal bakes?' },
    { text: 'can i pay cash', expect: 'What payment methods do you accept?' },
    {
      text: 'do you take apple pay or is it cash only',
      expect: 'What payment methods do you accept?',
    },
    {
      text: 'is it step free getting in, my husband is in a wheelchair',
      expect: 'Is the bakery wheelchair accessible?',
    },
    { text: 'have you got a disabled loo', expect: 'Is the bakery wheelchair accessible?' },
    {
      text: 'is there internet? want to sit and work for a couple of hours on saturday',
      expect: 'Do you have Wi-Fi?',
    },
    { text: "any jobs going? i've got 2 years bakery experience", expect: 'Are you hiring?' },
    {
      text: "what do you do with the bread you don't sell",
      expect: 'What happens to your unsold bread?',
    },
    { text: 'are you on too good to go', expect: 'What happens to your unsold bread?' },
    {
      text: "help i totally forgot it's my wife's birthday today, can i get a cake now",
      expect: 'Do you have any cakes ready to buy on the day?',
    },
    {
      text: 'do you have whole cakes to take away without ordering in advance',
      expect: 'Do you have any cakes ready to buy on the day?',
    },
    {
      text: 'could we hire out the cafe for a 40th one evening, about 25 people',
      expect: 'Can I hire the café for a private event?',
    },
    {
      text: 'where can i get your bread apart from the shop',
      expect: 'Where else can I buy your bread?',
    },
    { text: 'can i put the sourdough in the freezer', expect: 'Can I freeze your bread?' },
    { text: 'will you cut my loaf for me', expect: 'Do you slice bread?' },
    { text: 'can you put the rye through the slicer', expect: 'Do you slice bread?' },

    // ---- Celebration Cakes Price List 2026
    {
      text: 'how much is an 8 inch birthday cake',
      expect: 'Celebration Cakes Price List 2026',
      fact: '£68',
    },
    {
      text: 'price for a 2 tier cake feeding about 40',
      expect: 'Celebration Cakes Price List 2026',
      fact: '£175',
    },
    {
      text: 'cost of a dozen cupcakes, just plain swirl ones',
      expect: 'Celebration Cakes Price List 2026',
      fact: '£30',
    },
    {
      text: 'do i have to pay upfront for a cake order',
      expect: 'Celebration Cakes Price List 2026',
    },
    {
      text: 'can you bring a cake out to a village about 10 miles from ludlow and what would that cost',
      expect: 'Celebration Cakes Price List 2026',
      fact: '£18',
    },
    {
      text: 'if i cancel my cake 3 weeks before do i lose my money',
      expect: 'Celebration Cakes Price List 2026',
      fact: 'credit for 6 months',
    },

    // ---- Wedding Cake Guide
    {
      text: "we're getting married next june, how early should we sort the cake",
      expect: 'Wedding Cake Guide',
      fact: '6 to 12 months',
    },
    {
      text: 'can we taste the flavours before we decide on our wedding cake',
      expect: 'Wedding Cake Guide',
      fact: '£25',
    },
    {
      text: 'our reception is in a marquee in july, will the icing melt',
      expect: 'Wedding Cake Guide',
      fact: 'chocolate ganache',
    },
    { text: 'do you rent out cake stands', expect: 'Wedding Cake Guide' },
    { text: 'rough price for a 3 tier wedding cake?', expect: 'Wedding Cake Guide', fact: '£360' },
    {
      text: 'can we pick up our wedding cake ourselves to save money',
      expect: 'Wedding Cake Guide',
    },

    // ---- Wholesale Terms and Conditions
    {
      text: "what's the smallest order for a trade account",
      expect: 'Wholesale Terms and Conditions',
      fact: '£45',
    },
    {
      text: 'whats the cut off for changing our standing order',
      expect: 'Wholesale Terms and Conditions',
      fact: '12 noon two days before',
    },
    {
      text: 'how long do we have to pay wholesale invoices',
      expect: 'Wholesale Terms and Conditions',
    },
    {
      text: 'half the baguettes in this mornings delivery were squashed, what do i do',
      expect: 'Wholesale Terms and Conditions',
      fact: '10am',
    },
    {
      text: 'do you charge for the crates if we lose them',
      expect: 'Wholesale Terms and Conditions',
    },
    { text: 'do you do sale or return for farm shops', expect: 'Wholesale Terms and Conditions' },

    // ---- Café Menu
    { text: 'what time do you stop doing breakfasts', expect: 'Café Menu', fact: '11.30am' },
    { text: 'how much is a flat white', expect: 'Café Menu', fact: '£3.40' },
    { text: 'do you charge extra for oat milk', expect: 'Café Menu', fact: 'no extra charge' },
    { text: "what's in the full english", expect: 'Café Menu' },
    { text: 'is there a kids menu', expect: 'Café Menu' },

    // ---- Allergen Information
    {
      text: 'do you have gluten free bread',
      expect: 'Allergen Information',
      fact: 'do not make gluten-free bread',
    },
    {
      text: 'my son is coeliac, is there anything safe for him to eat',
      expect: 'Allergen Information',
    },
    {
      text: 'do you use peanuts in anything',
      expect: 'Allergen Information',
      fact: 'may contain peanuts',
    },
    { text: 'is there sesame in the seeded loaf', expect: 'Allergen Information' },
    { text: 'have you got almond milk', expect: 'Allergen Information' },

    // ---- Our Bread
    {
      text: 'how much is a white sourdough',
      expect: 'Our Bread | Bramley & Rye Bakery',
      fact: '£4.80',
    },
    {
      text: 'which days can i get the rye',
      expect: 'Our Bread | Bramley & Rye Bakery',
      fact: 'Friday & Saturday',
    },
    {
      text: "when's the next lot of baguettes out, missed the morning ones",
      expect: 'Our Bread | Bramley & Rye Bakery',
      fact: '11.30am',
    },
    {
      text: "how should i keep my loaf so it doesn't go stale",
      expect: 'Our Bread | Bramley & Rye Bakery',
    },
    {
      text: 'whats the friday special',
      expect: 'Our Bread | Bramley & Rye Bakery',
      fact: 'black treacle',
    },

    // ---- Celebration Cakes page
    {
      text: 'what flavours can i have for a cake',
      expect: 'Celebration Cakes | Bramley & Rye Bakery',
    },
    {
      text: 'do you do fondant icing',
      expect: 'Celebration Cakes | Bramley & Rye Bakery',
      fact: 'Swiss meringue buttercream',
    },
    {
      text: 'can you do a frozen elsa cake for my little girl',
      expect: 'Celebration Cakes | Bramley & Rye Bakery',
      fact: 'trademarked characters',
    },
    {
      text: 'how long till i hear back once i send the cake enquiry',
      expect: 'Celebration Cakes | Bramley & Rye Bakery',
      fact: '2 working days',
    },
    {
      text: 'any tips for getting a cake home in the car without wrecking it',
      expect: 'Celebration Cakes | Bramley & Rye Bakery',
    },

    // ---- Baking Classes page
    {
      text: 'how much is the sourdough course',
      expect: 'Baking Classes | Bramley & Rye Bakery',
      fact: '£110',
    },
    {
      text: 'do you run anything for children in the easter holidays',
      expect: 'Baking Classes | Bramley & Rye Bakery',
    },
    {
      text: 'can i learn how to make croissants with you',
      expect: 'Baking Classes | Bramley & Rye Bakery',
      fact: '£135',
    },
    {
      text: 'looking for a hen do activity for 7 of us, something baking related',
      expect: 'Baking Classes | Bramley & Rye Bakery',
      fact: '£560',
    },
    {
      text: 'how big are the groups on your courses',
      expect: 'Baking Classes | Bramley & Rye Bakery',
    },

    // ---- Baking Class Booking Terms
    {
      text: "can i get my money back, i can't make my class next week after all",
      expect: 'Baking Class Booking Terms',
      fact: 'send a friend',
    },
    { text: 'what should i wear to the bread class', expect: 'Baking Class Booking Terms' },
    {
      text: 'can my 15 yr old come on the sourdough day',
      expect: 'Baking Class Booking Terms',
      fact: 'paying adult',
    },
    {
      text: 'which door do we go in for the class',
      expect: 'Baking Class Booking Terms',
      fact: 'Bell Lane',
    },
    { text: 'what happens if you cancel the class on us', expect: 'Baking Class Booking Terms' },

    // ---- Our Story
    {
      text: 'who owns the bakery',
      expect: 'Our Story | Bramley & Rye Bakery',
      fact: 'Hannah Pryce',
    },
    {
      text: 'where does your flour come from',
      expect: 'Our Story | Bramley & Rye Bakery',
      fact: 'Corve Mill',
    },
    { text: 'how long have you been going', expect: 'Our Story | Bramley & Rye Bakery' },
    { text: 'why are you called bramley and rye', expect: 'Our Story | Bramley & Rye Bakery' },

    // ---- Wholesale page
    {
      text: 'i run a little cafe in tenbury, would you supply us',
      expect: 'Wholesale | Bramley & Rye Bakery',
    },
    {
      text: 'can we try your bread before we commit to switching suppliers for our cafe',
      expect: 'Wholesale | Bramley & Rye Bakery',
      fact: 'free tasting box',
    },
    {
      text: 'do you sell frozen croissants we could bake off ourselves in the pub',
      expect: 'Wholesale | Bramley & Rye Bakery',
      fact: 'boxes of 60',
    },
    { text: 'can i see your trade prices', expect: 'Wholesale | Bramley & Rye Bakery' },
    {
      text: 'who would i talk to about supplying our deli',
      expect: 'Wholesale | Bramley & Rye Bakery',
    },

    // ---- Visit Us
    { text: 'what time do you shut on saturday', expect: 'Visit Us | Bramley & Rye Bakery' },
    { text: 'are you open sundays', expect: 'Visit Us | Bramley & Rye Bakery', fact: '1pm' },
    {
      text: 'how do i walk to you from the train station',
      expect: 'Visit Us | Bramley & Rye Bakery',
      fact: 'Corve Street',
    },
    {
      text: 'whats your address',
      expect: 'Visit Us | Bramley & Rye Bakery',
      fact: '14 Broad Street',
    },
    {
      text: 'can i get a cooked breakfast on a sunday',
      expect: 'Visit Us | Bramley & Rye Bakery',
      fact: 'no hot food',
    },
  ],

  requests: [
    {
      text: 'Please can I book two places on the sourdough for beginners class on Saturday 14 March, names are Jo and Pete Whitfield',
      expect: 'Appointments',
    },
    {
      text: "we'd like to set up a wedding cake consultation with Marta, any tuesday afternoon in april works for us",
      expect: 'Appointments',
    },
    {
      text: 'reserve a table for 7 this friday at 10am please, name is Gareth',
      expect: 'Appointments',
    },
    {
      text: 'Can you put my son Alfie (he is 8) down for kids bake club on the 9th of April',
      expect: 'Appointments',
    },
    {
      text: "Really disappointed. Ordered a lemon cake for my mum's 70th and when we opened the box it had collapsed on one side. I paid £58 and would like someone to look into this.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'the lad on the till was really rude to me this morning when i asked what was in the scones, not good enough',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say the croissant class yesterday was brilliant, Hannah was so patient with us. Thank you all!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone call me back about supplying bread to our hotel? 07700 914382, ask for Rachel',
      expect: 'General Inquiry',
    },
    {
      text: 'pls email me your trade price list - cafe@thecornerhouse-leominster.co.uk',
      expect: 'General Inquiry',
    },
    {
      text: 'I need a quote for 150 cupcakes for a school fundraiser in June, my email is b.marsh@gmail.com, thanks',
      expect: 'General Inquiry',
    },
    { text: 'can i talk to a real person please', expect: 'handoff' },
    {
      text: 'is there someone from the cake team i can speak to directly rather than typing to a bot',
      expect: 'handoff',
    },
    { text: 'get me a member of staff', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather going to be like in ludlow tomorrow",
    'write me a short poem about bread',
    'how do i make a victoria sponge at home, what temp should the oven be',
    "what's the capital of australia",
    'who won the rugby at the weekend',
    'when is the ludlow food festival on this year',
    'does greggs still do the vegan sausage roll',
    'can you recommend a nice b&b in ludlow for tonight',
    'which stand mixer is best for bread dough, kitchenaid or kenwood',
    "is sourdough better for IBS than normal bread? my doctor wasn't sure",
    'what time does ludlow castle open',
    'how many calories in a croissant',
    "translate 'fresh bread' into french",
    'do you know any good wedding photographers in shropshire',
  ],
};
