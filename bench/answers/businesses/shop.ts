import type { Business, BusinessEntry } from '../types.js';

/** An online outdoor clothing and gear shop with one flagship store. */
const faqs: BusinessEntry[] = [
  {
    type: 'faq',
    title: 'How long does delivery take?',
    content:
      'Standard delivery takes 3 to 5 business days and express 1 to 2 business days within the contiguous US. Orders placed before 1:00 pm Mountain time on a business day leave our warehouse the same day.',
    tags: ['delivery time', 'shipping time', 'how long', 'arrive'],
  },
  {
    type: 'faq',
    title: 'How much does shipping cost?',
    content:
      'Standard shipping is free on orders over $75 and $6.95 below that. Express shipping is $19.95 on any order.',
    tags: ['shipping cost', 'free shipping', 'delivery fee'],
  },
  {
    type: 'faq',
    title: 'Do you ship internationally?',
    content:
      'We ship to Canada, the UK, the EU and Australia. Duties and taxes for Canada and the UK are collected at checkout, so there is nothing to pay on delivery; delivery takes 7 to 14 business days. International shipping is $24.95, free over $200.',
    tags: ['international', 'overseas', 'canada', 'uk', 'customs', 'duties'],
  },
  {
    type: 'faq',
    title: 'How can I track my order?',
    content:
      'When your order ships you receive an e-mail with a tracking link. You can also find it under Account › Orders, or enter your order number and e-mail on our Track Order page.',
    tags: ['tracking', 'where is my order', 'order status'],
  },
  {
    type: 'faq',
    title: 'What is your return policy?',
    content:
      'You can return unworn, unwashed items with their tags within 60 days of delivery. Start a return in our online returns portal; a prepaid return label is free for exchanges, and $6.95 is deducted from refunds for the label.',
    tags: ['returns', 'return policy', 'send back'],
  },
  {
    type: 'faq',
    title: 'How long does a refund take?',
    content:
      'We process your refund within 3 business days of your return reaching our warehouse, and e-mail you when it is done. Your bank may take another 5 to 10 business days to show it on your statement.',
    tags: ['refund', 'money back', 'refund time'],
  },
  {
    type: 'faq',
    title: 'How do I exchange an item for another size?',
    content:
      'Choose “Exchange” in the returns portal and pick the new size or colour. We ship the replacement as soon as the carrier scans your return, so you don’t have to wait for it to reach us. Exchanges ship free.',
    tags: ['exchange', 'wrong size', 'swap', 'different size'],
  },
  {
    type: 'faq',
    title: 'Can I change or cancel my order?',
    content:
      'You can edit or cancel an order within 1 hour of placing it, from the link in your confirmation e-mail. After that it is already being packed; you can return it once it arrives.',
    tags: ['cancel order', 'change order', 'edit address'],
  },
  {
    type: 'faq',
    title: 'Which payment methods do you accept?',
    content:
      'Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Shop Pay. With Afterpay you can split orders from $35 to $1,000 into 4 interest-free payments.',
    tags: ['payment', 'afterpay', 'paypal', 'credit card', 'installments'],
  },
  {
    type: 'faq',
    title: 'How do I find my size?',
    content:
      'Every product page has a size chart with chest, waist, hip and inseam measurements. Our jackets have room for layering, so if you are between sizes, take the smaller size for a trim fit or the larger one to layer a fleece underneath.',
    tags: ['size guide', 'sizing', 'fit', 'size chart', 'measurements'],
  },
  {
    type: 'faq',
    title: 'Is your gear guaranteed?',
    content:
      'Yes. Summit & Pine products carry a lifetime guarantee against defects in materials and workmanship. Damage from normal wear, accidents or misuse is not covered, but we can usually repair it for a fair price.',
    tags: ['warranty', 'guarantee', 'lifetime', 'defect'],
  },
  {
    type: 'faq',
    title: 'Do you repair gear?',
    content:
      'Yes, our repair shop in Boulder fixes zippers, tears, buckles and seams on our own products. A zipper replacement is $25, a patch $15, and shipping to the repair shop is free with the label from our Repairs page. Repairs take about 3 weeks.',
    tags: ['repair', 'fix', 'broken zipper', 'tear'],
  },
  {
    type: 'faq',
    title: 'Why is my discount code not working?',
    content:
      'Only one code can be used per order, codes don’t apply to sale items or gift cards, and each code has an expiry date. Codes are case sensitive: type them exactly as they appear in the e-mail.',
    tags: ['promo code', 'coupon', 'discount code', 'voucher'],
  },
  {
    type: 'faq',
    title: 'Do you offer a military or student discount?',
    content:
      'Yes. Military members and veterans, first responders, nurses and students get 15% off full-price items after verifying with ID.me at checkout.',
    tags: ['military', 'student', 'veteran', 'first responder', 'discount'],
  },
  {
    type: 'faq',
    title: 'Do you sell gift cards?',
    content:
      'Digital gift cards from $25 to $500 are e-mailed on the date you choose, with your message. They never expire and can be used online and in our Boulder store.',
    tags: ['gift card', 'gift certificate', 'present'],
  },
  {
    type: 'faq',
    title: 'Do you price match?',
    content:
      'If an authorised retailer sells the same Summit & Pine item in the same colour for less within 14 days of your purchase, we refund the difference. We don’t match marketplace sellers or flash sales.',
    tags: ['price match', 'cheaper', 'price adjustment'],
  },
  {
    type: 'faq',
    title: 'Do you have a rewards program?',
    content:
      'Basecamp Rewards is free to join: you earn 1 point per dollar, and every 200 points is $10 off. Members get free returns on every order and 100 bonus points on their birthday.',
    tags: ['loyalty', 'points', 'rewards', 'basecamp'],
  },
  {
    type: 'faq',
    title: 'Do you have a physical store?',
    content:
      'Our flagship store is at 1420 Pearl Street, Boulder, Colorado, open every day from 10:00 am to 7:00 pm. You can buy online and pick up in store within 2 hours, and return online orders there.',
    tags: ['store', 'shop', 'boulder', 'click and collect', 'pick up'],
  },
  {
    type: 'faq',
    title: 'Are your products sustainable?',
    content:
      '78% of our materials are recycled, organic or responsibly sourced, all our down is RDS-certified and our waterproof finishes are PFC-free. We give 1% of sales to environmental nonprofits through 1% for the Planet.',
    tags: ['sustainability', 'recycled', 'eco', 'environment', 'ethical'],
  },
  {
    type: 'faq',
    title: 'How do I wash a down jacket?',
    content:
      'Wash it alone in a front-loading machine on a gentle warm cycle with a down-specific wash, rinse twice, then tumble dry on low with two or three clean tennis balls until no clumps remain, which can take 3 hours. Never dry-clean down.',
    tags: ['washing', 'care', 'down', 'puffer', 'clean'],
  },
  {
    type: 'faq',
    title: 'Can I get notified when an item is back in stock?',
    content:
      'Yes, click “Notify me” on the product page and choose your size. Most items are restocked within 4 to 6 weeks, and we e-mail you the moment yours is available.',
    tags: ['out of stock', 'restock', 'sold out', 'back in stock'],
  },
  {
    type: 'faq',
    title: 'How do pre-orders work?',
    content:
      'Pre-order items show an expected ship date on the product page. Your card is charged only when the item ships, and you can cancel a pre-order at any time before that.',
    tags: ['pre-order', 'preorder', 'coming soon'],
  },
  {
    type: 'faq',
    title: 'What if my item arrives damaged or wrong?',
    content:
      'We are sorry! E-mail help@summitandpine.com with your order number and a photo within 14 days of delivery, and we will send the right item at no cost. You don’t need to return a damaged item.',
    tags: ['damaged', 'wrong item', 'defective', 'broken on arrival'],
  },
  {
    type: 'faq',
    title: 'My package says delivered but I don’t have it',
    content:
      'Carriers sometimes mark parcels delivered a day early. Please wait 48 hours and check with neighbours and your building’s mailroom, then contact us: we will open a claim with the carrier and send a replacement or refund.',
    tags: ['missing package', 'stolen', 'not received', 'lost parcel'],
  },
  {
    type: 'faq',
    title: 'Do you offer gift wrapping?',
    content:
      'Yes, gift wrapping in recycled kraft paper is $5 per order, and a handwritten gift note is free. Prices are never printed on the packing slip of a gift order.',
    tags: ['gift wrap', 'gift note', 'present'],
  },
  {
    type: 'faq',
    title: 'Do you ship to PO boxes and military addresses?',
    content:
      'Yes, we ship to PO boxes and APO/FPO/DPO addresses by USPS with standard shipping only. Express shipping is not available to these addresses.',
    tags: ['po box', 'apo', 'fpo', 'military address'],
  },
  {
    type: 'faq',
    title: 'Do you do team or corporate orders?',
    content:
      'Yes. Orders of 20 or more items for clubs, teams or companies get 20% off and can be embroidered with your logo from $8 per item. Our team sales desk prepares a quote within 2 business days.',
    tags: ['bulk', 'corporate', 'team order', 'custom logo', 'embroidery'],
  },
  {
    type: 'faq',
    title: 'How can I contact customer service?',
    content:
      'Chat with us Monday to Friday from 8:00 am to 8:00 pm Mountain time, call 1-800-555-0188, or e-mail help@summitandpine.com; we answer e-mails within one business day.',
    tags: ['customer service', 'phone', 'email', 'contact'],
  },
  {
    type: 'faq',
    title: 'Can I rent gear?',
    content:
      'Our Boulder store rents tents, backpacks and sleeping bags: a 2-person tent is $25 a day, a backpack $15 and a sleeping bag $12, with a 3-day minimum. Rentals are not available online.',
    tags: ['rental', 'rent', 'hire', 'tent'],
  },
  {
    type: 'faq',
    title: 'Is it safe to pay on your website?',
    content:
      'Yes. Our checkout is PCI DSS compliant and encrypted, and we never store your full card number. Payments are handled by Shopify Payments and PayPal.',
    tags: ['secure checkout', 'card safety', 'fraud'],
  },
  {
    type: 'faq',
    title: 'Do I need an account to order?',
    content:
      'No, you can check out as a guest. An account lets you track orders, start returns without your order number and earn Basecamp Rewards points.',
    tags: ['guest checkout', 'account', 'sign up', 'register'],
  },
  {
    type: 'faq',
    title: 'Do you make clothes for kids?',
    content:
      'Yes. Our kids’ line fits ages 4 to 14, and rain jackets and fleeces have “grow-with-me” sleeves that can be let out by an extra 2 inches.',
    tags: ['kids', 'children', 'youth sizes'],
  },
];

const POLICY = 'Returns, exchanges and warranty policy';
const SPECS = 'Jacket tech specs and care guide';
const ABOUT = 'About Us | Summit & Pine';
const HOLIDAY = 'Holiday Shipping Deadlines 2024 | Summit & Pine';

const documents: BusinessEntry[] = [
  {
    type: 'document',
    title: POLICY,
    fileName: 'returns-exchanges-and-warranty-policy.pdf',
    tags: ['returns', 'warranty', 'policy'],
    content: `SUMMIT & PINE — RETURNS, EXCHANGES AND WARRANTY POLICY
Last updated: February 2024

We want you to love your gear. If something isn't right, this policy explains your options.

1. RETURN WINDOW

Items bought from summitandpine.com or our Boulder store can be returned within 60 days of delivery or purchase. Items must be unworn, unwashed and have their original tags attached. Footwear must be returned in its original box and must not have been worn outdoors.

2. FINAL SALE ITEMS

The following cannot be returned or exchanged unless they are defective: items marked "Final Sale" on the product page, socks and underwear once opened, items customised with embroidery or engraving, and gift cards.

3. HOW TO RETURN

Go to the returns portal, enter your order number and e-mail, choose the items and a reason, and print the label or show the QR code at any UPS store. Keep your drop-off receipt until your refund arrives. Online orders can also be returned at our Boulder store for an instant refund.

4. REFUND OR STORE CREDIT

Refunds go back to the original payment method. If you choose store credit instead, we add a 10% bonus to its value, and the credit is available as soon as the carrier scans your parcel. Original shipping charges are refunded only when the return is due to our error.

5. INTERNATIONAL RETURNS

Customers outside the US can return within 60 days, but the cost of return shipping is the customer's. Duties paid at checkout are refunded with the items for Canada and the UK.

6. ITEMS BOUGHT ELSEWHERE

Summit & Pine products bought from another retailer must be returned to that retailer under its own policy. Our lifetime guarantee applies wherever you bought the item.

7. LIFETIME GUARANTEE: HOW TO MAKE A CLAIM

Submit a warranty claim on our Repairs & Warranty page with photos of the problem and, if you have it, your order number. No receipt is needed for items registered to your account. We will e-mail you a free shipping label.

Our repair technicians assess every item within 7 to 10 business days of arrival. If the problem is a defect in materials or workmanship, we repair it free of charge; if it cannot be repaired, we replace it with the same or a similar item, or give you store credit for its current price.

8. WHAT THE GUARANTEE DOES NOT COVER

Normal wear and tear, such as abrasion, pilling and faded colours; damage from accidents, animals, fire or improper care; and loss of waterproofing caused by dirt and body oils, which washing and reproofing usually restore. We offer repairs at a fair price for these.

9. GOODS THAT ARRIVE FAULTY

If an item arrives damaged or is not what you ordered, contact us within 14 days of delivery and we will replace it at no cost; see our help centre for details.

10. CONTACT

Questions about a return or a claim: returns@summitandpine.com.`,
  },
  {
    type: 'document',
    title: SPECS,
    fileName: 'jacket-tech-specs-and-care-guide.pdf',
    tags: ['specs', 'jackets', 'care'],
    content: `# Jacket Tech Specs and Care Guide

This guide covers our two best-selling jackets. Full specifications for every product are on its product page.

# Ridgeline 3L Shell — $289

Our lightest fully waterproof shell for hiking, climbing and ski touring.

- Waterproof rating: 20,000 mm
- Breathability: 15,000 g/m²/24h
- Weight: 14.2 oz (men's medium), 12.6 oz (women's medium)
- Fabric: 3-layer recycled nylon with a PFC-free water-repellent finish
- Helmet-compatible hood with a laminated brim
- Pit zips for ventilation, two chest pockets that clear a harness
- Packs into its own left chest pocket
- Fit: trim, with room for a light fleece. Sizes XS to XXL, and tall sizes in men's
- Colours: Basalt, Glacier Blue, Rust

# Alpenglow Down Jacket — $249

A warm, packable down jacket for cold, dry days and winter layering.

- Insulation: 800-fill-power goose down, RDS-certified, 5.5 oz fill in men's medium
- Shell: 20-denier recycled ripstop nylon, water resistant but not waterproof
- Weight: 13.5 oz (men's medium)
- Temperature guide: comfortable to about 20°F when active, 35°F at rest
- Two zippered hand pockets and one interior drop pocket
- Fit: regular. Sizes XS to XXXL
- Colours: Black, Forest, Ember

# Caring for your Ridgeline shell

Wash your shell whenever it looks dirty or starts to "wet out": dirt and oils stop the membrane from breathing. Close all zips, wash on a warm synthetic cycle with a technical wash (not regular detergent or fabric softener) and rinse twice. Tumble dry on medium for 20 minutes: heat reactivates the water-repellent finish. When water no longer beads on the fabric after washing, apply a spray-on reproofer.

# Caring for your Alpenglow down jacket

Store it uncompressed on a hanger, not in its stuff sack. Spot-clean small marks with a damp cloth and mild soap. For a full wash, follow the down washing instructions in our help centre.

# Which jacket for which trip

For wet hikes, spring ski touring and anything above the tree line, take the Ridgeline: it blocks wind and rain but adds no warmth of its own. For cold, dry days in town, at camp or on the chairlift, the Alpenglow is warmer on its own. On a winter trip, carry both: the down jacket for stops and the shell over it when the weather turns. Neither jacket is meant for wet snow on its own for long: down loses warmth when soaked.

# Sizing between the two

The Alpenglow fits under the Ridgeline in your usual size. If you plan to wear a thick fleece plus the down jacket underneath, size up in the Ridgeline.`,
  },
  {
    type: 'website',
    title: ABOUT,
    url: 'https://summitandpine.com/pages/about',
    tags: ['about', 'company'],
    content: `# About Summit & Pine

Summit & Pine was started in 2011 by climbers Jess and Ryan Okafor in a garage in Boulder, Colorado, sewing chalk bags to sell at the crag. Today we make clothing and gear for hiking, climbing and skiing, sold online in 30 countries.

# How we make things

Our jackets are made by two long-term partners: a fair-trade certified factory in Ho Chi Minh City, Vietnam, and a family-owned mill in Porto, Portugal. We visit both factories every year and publish their names and audit results.

# B Corp

We have been a certified B Corporation since 2019, with a score of 94.2 in our last assessment.

# Careers

We are a team of 85 people in Boulder and remote. See open roles at summitandpine.com/careers.`,
  },
  {
    type: 'website',
    title: HOLIDAY,
    url: 'https://summitandpine.com/pages/holiday-shipping',
    tags: ['holiday', 'christmas', 'deadline'],
    content: `# Holiday Shipping Deadlines 2024

Want it under the tree? Order by these dates for delivery before December 25 within the contiguous US.

- Standard shipping: order by Monday, December 16
- Express shipping: order by Thursday, December 19, 1:00 pm MT
- Buy online, pick up in Boulder: order by Tuesday, December 24, noon

Orders to Alaska, Hawaii, PO boxes and military addresses should be placed by December 9.

# Extended holiday returns

Gifts bought between November 1 and December 24 can be returned until January 31, 2025.

# Last-minute gifts

Digital gift cards are delivered by e-mail instantly, right up to Christmas morning.`,
  },
];

export const shop: Business = {
  slug: 'shop',
  name: 'Summit & Pine',
  field: 'online shop (outdoor clothing)',
  entries: [...faqs, ...documents],
  questions: [
    { text: 'how long will my order take to arrive', expect: 'How long does delivery take?' },
    { text: 'if i order today will it ship today', expect: 'How long does delivery take?' },
    { text: 'free shipping?', expect: 'How much does shipping cost?' },
    { text: 'how much is express delivery', expect: 'How much does shipping cost?' },
    { text: 'do you deliver to germany', expect: 'Do you ship internationally?' },
    {
      text: 'Ordering from Toronto. Will I get hit with customs fees when the package arrives?',
      expect: 'Do you ship internationally?',
    },
    { text: 'wheres my package', expect: 'How can I track my order?' },
    { text: 'tracking number', expect: 'How can I track my order?' },
    { text: 'can i send it back', expect: 'What is your return policy?' },
    { text: 'how many days do i have to return', expect: 'What is your return policy?' },
    {
      text: 'i returned my boots two weeks ago and still no money',
      expect: 'How long does a refund take?',
    },
    {
      text: 'the pants are too small i need a bigger size',
      expect: 'How do I exchange an item for another size?',
    },
    { text: 'swap for a different colour', expect: 'How do I exchange an item for another size?' },
    {
      text: 'oops I just ordered the wrong colour 10 minutes ago, can I still fix it',
      expect: 'Can I change or cancel my order?',
    },
    { text: 'afterpay', expect: 'Which payment methods do you accept?' },
    { text: 'can i pay with paypal', expect: 'Which payment methods do you accept?' },
    { text: 'size chart', expect: 'How do I find my size?' },
    {
      text: 'im 5 10 and 170 lbs, usually between a medium and large, which should I get for a jacket',
      expect: 'How do I find my size?',
    },
    { text: 'warranty', expect: 'Is your gear guaranteed?' },
    {
      text: 'the seam on my 3 year old jacket came apart is that covered',
      expect: 'Is your gear guaranteed?',
    },
    { text: 'zipper broke on my backpack can you fix it', expect: 'Do you repair gear?' },
    { text: 'promo code not working', expect: 'Why is my discount code not working?' },
    { text: 'can i use two coupons', expect: 'Why is my discount code not working?' },
    { text: 'veteran discount', expect: 'Do you offer a military or student discount?' },
    {
      text: 'i’m a nurse, do you have a discount for healthcare workers?',
      expect: 'Do you offer a military or student discount?',
    },
    { text: 'egift card', expect: 'Do you sell gift cards?' },
    { text: 'rei has it cheaper, will you match', expect: 'Do you price match?' },
    { text: 'how do points work', expect: 'Do you have a rewards program?' },
    { text: 'can i try stuff on in a store somewhere', expect: 'Do you have a physical store?' },
    { text: 'boulder store hours', expect: 'Do you have a physical store?' },
    { text: 'is your stuff eco friendly', expect: 'Are your products sustainable?' },
    { text: 'can i put my puffer in the washing machine', expect: 'How do I wash a down jacket?' },
    {
      text: 'sold out in my size, when will it be back',
      expect: 'Can I get notified when an item is back in stock?',
    },
    { text: 'when am i charged for a preorder', expect: 'How do pre-orders work?' },
    {
      text: 'the tent came with a broken pole',
      expect: 'What if my item arrives damaged or wrong?',
    },
    { text: 'you sent me the wrong item', expect: 'What if my item arrives damaged or wrong?' },
    {
      text: 'ups says delivered but nothing at my door',
      expect: 'My package says delivered but I don’t have it',
    },
    { text: 'do you gift wrap', expect: 'Do you offer gift wrapping?' },
    {
      text: 'can you ship to an APO address',
      expect: 'Do you ship to PO boxes and military addresses?',
    },
    {
      text: 'We need 35 fleeces with our company logo for a staff retreat. Is that something you do?',
      expect: 'Do you do team or corporate orders?',
    },
    { text: 'customer service phone number', expect: 'How can I contact customer service?' },
    { text: 'rent a tent for the weekend', expect: 'Can I rent gear?' },
    { text: 'is checkout secure', expect: 'Is it safe to pay on your website?' },
    { text: 'do i have to make an account', expect: 'Do I need an account to order?' },
    { text: 'rain jacket for my 6 year old', expect: 'Do you make clothes for kids?' },
    // Answered only by the returns and warranty policy.
    { text: 'can i return socks i opened', expect: POLICY, fact: 'socks and underwear' },
    { text: 'do I get anything extra if I take store credit', expect: POLICY, fact: '10% bonus' },
    {
      text: 'bought your jacket at a shop in denver, can i return it to you',
      expect: POLICY,
      fact: 'another retailer',
    },
    { text: 'how long does a warranty claim take', expect: POLICY, fact: '7 to 10 business days' },
    { text: 'who pays return shipping from the uk', expect: POLICY, fact: "customer's" },
    {
      text: 'my jacket isnt waterproof anymore, is that covered',
      expect: POLICY,
      fact: 'reproofing',
    },
    // Answered only by the jacket guide.
    { text: 'how waterproof is the ridgeline', expect: SPECS, fact: '20,000 mm' },
    { text: 'alpenglow fill power', expect: SPECS, fact: '800' },
    { text: 'how much does the ridgeline weigh', expect: SPECS, fact: '14.2 oz' },
    { text: 'is the alpenglow warm enough for 20 degrees', expect: SPECS, fact: '20°F' },
    {
      text: 'does the shell hood fit over a climbing helmet',
      expect: SPECS,
      fact: 'Helmet-compatible',
    },
    { text: 'what colours does the ridgeline come in', expect: SPECS, fact: 'Glacier Blue' },
    {
      text: 'going skiing in utah in february, which of your jackets should i take',
      expect: SPECS,
      fact: 'carry both',
    },
    // Answered only by the pages.
    { text: 'who founded summit and pine', expect: ABOUT, fact: 'Okafor' },
    { text: 'where are your jackets made', expect: ABOUT, fact: 'Vietnam' },
    { text: 'are you a b corp', expect: ABOUT, fact: '2019' },
    { text: 'last day to order for christmas', expect: HOLIDAY, fact: 'December 16' },
    { text: 'can i return a christmas gift in january', expect: HOLIDAY, fact: 'January 31' },
  ],
  requests: [
    {
      text: 'I want to make a complaint, my order is two weeks late and nobody answers my emails',
      expect: 'Complaints/Feedback',
    },
    { text: 'i need to leave some feedback on your checkout', expect: 'Complaints/Feedback' },
    {
      text: 'please have someone contact me about a bulk order for our school',
      expect: 'General Inquiry',
    },
    { text: 'can I get a quote for 60 embroidered jackets', expect: 'General Inquiry' },
    { text: 'call me back please', expect: 'General Inquiry' },
    { text: 'I’d like to book a fitting appointment at the Boulder store', expect: 'Appointments' },
    { text: 'talk to a human', expect: 'handoff' },
    { text: 'can I chat with a live agent', expect: 'handoff' },
  ],
  offTopic: [
    'what is the highest mountain in colorado',
    'how do i tie a bowline knot',
    'is it safe to hike alone at night',
    'what is the weather in denver this weekend',
    'sing me a song',
    'gggggg',
    'do you sell fishing licenses',
    'how many points did the nuggets score last night',
  ],
};
