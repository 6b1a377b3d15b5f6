import type { Business } from '../types.js';

export const stoves: Business = {
  slug: 'stoves',
  name: 'Fellside Stoves & Sweeps',
  field: 'Wood-burning stove showroom, installer and chimney sweep',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Will I get a HETAS certificate after my stove is fitted?',
      content:
        'Yes. Rob and Tom are both HETAS registered installers, so we self-certify the work under Building Regulations and register it with HETAS, who notify your local Building Control for you. Your certificate of compliance normally arrives in the post within four weeks of the installation - keep it safe, as your solicitor and home insurer will ask for it if you ever sell the house.',
    },
    {
      type: 'faq',
      title: 'Do you charge for a home survey?',
      content:
        'We charge £60 for a home survey within 15 miles of Kendal, and we refund it in full if you go ahead with an installation within three months. The survey takes about an hour: we check your chimney or flue route, hearth and ventilation, measure up and talk through the stoves that would suit the room.',
    },
    {
      type: 'faq',
      title: 'What areas do you cover?',
      content:
        "We cover the whole of South Lakeland - Kendal, Windermere, Bowness, Ambleside, Grasmere, Staveley, Sedbergh, Kirkby Lonsdale, Milnthorpe, Arnside, Grange-over-Sands and Ulverston - plus north Lancashire as far as Carnforth. For addresses more than 25 miles from the showroom we add a travel charge of 50p per mile each way, and we'll always tell you about it when you book.",
    },
    {
      type: 'faq',
      title: 'Do I need a chimney to have a wood burner?',
      content:
        "No. If your home doesn't have a chimney we can fit a twin-wall insulated flue system, which runs either up through the ceilings and out of the roof or out through an external wall and up the outside of the house. We'll work out the best route at the home survey.",
    },
    {
      type: 'faq',
      title: 'How long does it take to fit a stove?',
      content:
        "Most installations into an existing chimney, including lining it, are done in one day. A twin-wall flue through the roof usually takes two days, and if we're opening up a bricked-up fireplace and laying a new hearth, allow three to four days. We'll give you the exact number of days on your quote.",
    },
    {
      type: 'faq',
      title: 'How far in advance do I need to book an installation?',
      content:
        "At the moment our installation diary is running about 5 to 7 weeks ahead from the date you pay your deposit. From September to December it can stretch to 10 to 12 weeks, so if you want your stove in before Christmas we'd suggest placing your order by the end of August.",
    },
    {
      type: 'faq',
      title: 'Do you offer finance?',
      content:
        'Yes - on stove and installation orders over £1,000 we can offer interest-free credit over 12 months with a 10% deposit, or longer terms of 24 to 48 months at 9.9% APR representative, subject to status. Claire can go through the options in the showroom or on the phone; the application is done online and takes about ten minutes. Fellside Stoves & Sweeps Ltd acts as a credit broker, not a lender.',
    },
    {
      type: 'faq',
      title: 'Do I need a carbon monoxide alarm with a wood burner?',
      content:
        "Yes - Building Regulations require a carbon monoxide alarm in the same room whenever a new solid fuel stove is installed. We fit a sealed 10-year-battery CO alarm free with every installation, and we'd recommend one in any room with an open fire too. Test it weekly and replace it by the end-of-life date printed on the back.",
    },
    {
      type: 'faq',
      title: "Can you install a stove I've bought online or from another shop?",
      content:
        "Yes, we offer an installation-only service, but we'll need to survey first to check the stove suits your room and chimney and is Ecodesign compliant. We can only guarantee our own workmanship - any fault with the stove itself has to go back to the retailer you bought it from. Labour-only prices are quoted after the survey.",
    },
    {
      type: 'faq',
      title: 'Can I burn coal on my wood burner?',
      content:
        "Only if it's a multi-fuel stove, which has a raised grate so air can get underneath the fuel - wood-only stoves have a flat base and coal will burn out the firebox. Even on a multi-fuel stove, use approved smokeless fuel only and never ordinary house coal. If you're not sure which type you have, email us a photo of the inside of the firebox.",
    },
    {
      type: 'faq',
      title: 'Do you sweep oil or gas appliances?',
      content:
        'No, we only sweep chimneys and flues used for solid fuel - wood, smokeless fuel and coal - which includes stoves, open fires, solid fuel range cookers and solid fuel Agas. Oil-fired Agas and boilers need an OFTEC-registered technician, and gas fires and their flues must be checked by a Gas Safe registered engineer.',
    },
    {
      type: 'faq',
      title: 'Do you do chimney sweeps on Saturdays?',
      content:
        'Yes - Dan sweeps on Saturday mornings from October to March, with the first appointment at 8.30am and the last at 11.30am. Saturday slots book up weeks ahead in the autumn and carry a £10 supplement on top of the normal sweep price.',
    },
    {
      type: 'faq',
      title: 'Do you sell gift vouchers?',
      content:
        "Yes, we sell gift vouchers for any amount from £25 upwards. They can be spent on sweeping, servicing, logs and accessories or put towards a new stove, and they're valid for 12 months. Buy them in the showroom or over the phone and we'll post them out in a card free of charge.",
    },
    {
      type: 'faq',
      title: 'Will you take away my old stove or fire?',
      content:
        "Yes - when we install a new stove, removing and disposing of your old stove, open grate or gas fire is included in the quoted price (if there's an old back boiler, it may need a plumber to cap it off first, which we'll flag at the survey). We don't buy or part-exchange second-hand stoves, and we can't collect old appliances on their own.",
    },
    {
      type: 'faq',
      title: 'Do you sell ex-display stoves?',
      content:
        "We hold an ex-display clearance every January when we change the showroom round, with up to a third off stoves that have been on display or lit in the showroom. Ex-display stoves still come with the full manufacturer's warranty. There are usually only 8 to 10 stoves in the sale, so join our mailing list on the website to hear about it first.",
    },
    {
      type: 'faq',
      title: 'Can a wood burner run my radiators?',
      content:
        'Yes, a boiler stove has a water jacket that can heat your hot water and some or all of your radiators. We supply and install the stove and flue, and we work with a local heating engineer, Ellis Plumbing & Heating, who connects it to your system. Boiler stove jobs need a joint survey and are quoted separately.',
    },
    {
      type: 'faq',
      title: 'Do I need planning permission for a stove?',
      content:
        "Fitting a stove into an existing chimney doesn't normally need planning permission. A new twin-wall flue is usually permitted development as long as it doesn't rise more than 1 metre above the highest part of the roof, but listed buildings, conservation areas and homes in the Lake District or Yorkshire Dales National Parks may need consent - check with your planning authority before you order, and we'll give you the flue drawings they ask for.",
    },
    {
      type: 'faq',
      title: "Do you fit stoves in shepherd's huts, cabins or boats?",
      content:
        "We do fit small stoves in shepherd's huts, garden rooms and log cabins, using a low-output stove, heat shielding and a twin-wall flue. We don't fit stoves on boats or narrowboats, which come under different safety rules - look for an installer experienced with the Boat Safety Scheme instead. We also can't install in static caravans on holiday parks, as park rules almost always forbid solid fuel.",
    },
    {
      type: 'faq',
      title: 'Can I cancel or move my sweep appointment?',
      content:
        "Of course - just give us at least 24 hours' notice by phone or email and we'll rebook you at no charge. If we arrive and can't sweep because nobody is home or the fire is still lit, we have to charge a £30 wasted-visit fee.",
    },
    {
      type: 'faq',
      title: 'Do you sell stove fans and fireside accessories?',
      content:
        "Yes, the showroom stocks heat-powered stove fans (from £119), stove thermometers, companion sets, log baskets, fireguards, heat-resistant gloves and glass cleaner. You can buy in person or order by phone for collection - we don't have an online shop.",
    },
    {
      type: 'faq',
      title: 'Do you give a discount if neighbours book a sweep together?',
      content:
        "Yes - if three or more households on the same street book their sweeps for the same day, each of you gets £10 off. Just give us your neighbours' names and addresses when you book so Dan can plan his route.",
    },

    // ---------------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'price-list-2026.pdf',
      content: `FELLSIDE STOVES & SWEEPS
Price List 2026
Prices valid from 1 February 2026 until further notice. All prices include VAT at 20%.

CHIMNEY SWEEPING
Standard sweep - wood burner, multi-fuel stove, open fire or range cooker: £75
Second flue swept on the same visit: £45
Power (rotary) sweep for heavy soot or tar deposits: from £120
Bird nest removal including full sweep (September to February only): from £110
Smoke draw test only (no sweep): £40
Chimney CCTV inspection with recorded video and written report: £95
All sweeps include a vacuum clean-up, a smoke draw test and a Certificate of Sweeping.

STOVE SERVICING AND REPAIRS
Annual stove service (stove only): £90
Sweep and stove service on the same visit: £145
Door rope reseal, fitted: £55
Replacement stove glass, fitted: from £80 plus glass
Firebrick or vermiculite panel replacement: from £60 plus parts
Baffle plate replacement: from £60 plus parts
Fault call-out and diagnosis (first hour): £85, then £40 per additional half hour
Parts are charged at the manufacturer's list price.

INSTALLATION PACKAGES
Prices include labour, materials, HETAS registration and a carbon monoxide alarm. The stove itself is priced separately.
Package 1 - Stove into an existing chimney with a stainless steel flexible liner up to 8 metres, register plate, cowl and vitreous enamel flue pipe: from £1,995
Package 2 - Stove into an existing lined chimney that passes a smoke test, with closure plate and connecting pipe: from £1,150
Package 3 - Twin-wall insulated flue system through the roof or an external wall, up to 5 metres: from £2,750
Additional flexible liner per metre over 8 metres: £70
Additional twin-wall flue per metre over 5 metres: £140

FIREPLACES AND HEARTHS
Opening up a fireplace (builder's opening), including lintel check and rendering: from £650
Riven slate hearth, 1200 x 500mm, supplied and laid: £295
Polished granite hearth, 1200 x 500mm, supplied and laid: £365
Toughened glass floor plate (for freestanding stoves on a suitable floor): from £180
Oak beam mantel, supplied and fitted: from £340

CHIMNEY EXTRAS
Bird guard, supplied and fitted: £99
Anti-downdraught cowl, supplied and fitted: from £165
Chimney pot replacement: quoted on survey
Scaffolding or tower hire: quoted separately, typically £450 to £800

STOVES
Stove prices vary by brand and model and are shown on the tickets in the showroom. As a guide, a good-quality 5kW Ecodesign wood burner costs between £1,000 and £2,400 before installation.

PAYMENT
Deposits, payment methods and cancellation rights are set out in our Terms and Conditions of Supply and Installation. Sweeping, servicing and repairs are paid for on the day.

Fellside Stoves & Sweeps Ltd, Kendal. Tel 01539 723418. office@fellsidestoves.co.uk`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Supply and Installation',
      fileName: 'terms-and-conditions.pdf',
      content: `FELLSIDE STOVES & SWEEPS LTD
TERMS AND CONDITIONS OF SUPPLY AND INSTALLATION
Version 4 - January 2026

1. ABOUT THESE TERMS
These terms apply to all stoves, accessories, installation work, sweeping and servicing supplied by Fellside Stoves & Sweeps Ltd, registered in England No. 07345812 ("we", "us"). "You" means the customer named on the quotation or booking.

2. QUOTATIONS
2.1 Quotations are based on the home survey and are valid for 30 days from the date of issue.
2.2 If, once work has started, we find a problem that could not reasonably have been seen at the survey - for example a collapsed or blocked flue, hidden asbestos, or a chimney that fails a smoke test - we will stop, explain the problem and agree any extra cost with you in writing before continuing.

3. DEPOSITS AND PAYMENT
3.1 A deposit of 30% of the quoted price is payable when you accept the quotation. Your installation date is confirmed once the deposit has been received.
3.2 The balance is due on the day the installation is completed. Where minor snagging remains, we may agree to hold back up to £100 until it is finished.
3.3 Sweeping, servicing and repairs are paid on the day by card or cash.
3.4 We accept debit and credit cards (except American Express) and bank transfer. We do not accept cheques.
3.5 Goods remain the property of Fellside Stoves & Sweeps Ltd until they have been paid for in full.

4. YOUR RIGHT TO CANCEL
4.1 If you agreed the contract in your home, by phone or online, you may cancel within 14 days of accepting the quotation without giving a reason, and we will refund your deposit within 14 days of your cancellation.
4.2 If you ask us to start work within the cancellation period, you will have to pay for the work carried out up to the point you cancel.
4.3 After the cancellation period, stoves ordered specially for you (including non-standard colours and sizes) cannot be cancelled, and we may keep your deposit to cover goods already ordered. Standard stock items may be returned subject to a restocking charge of up to 20%.
4.4 To change an installation date, please give us at least 7 days' notice. Dates changed at shorter notice may be moved to the next available slot in our diary.

5. ACCESS AND PREPARATION
5.1 Please clear the work area and remove furniture, ornaments and floor coverings within 2 metres of the fireplace before we arrive.
5.2 Please provide parking for our van as close to the property as possible, and access to electricity and water.
5.3 You must tell us about any asbestos you know of in the property.
5.4 Pets must be kept out of the work area for their safety and ours.

6. WEATHER AND DELAYS
6.1 For safety, we will not work on roofs, ladders or scaffolding in winds above 30mph, heavy rain, snow or ice. If the weather prevents roof work, we will rebook the earliest available date at no extra cost to you.
6.2 We are not responsible for delays caused by manufacturers or suppliers, but we will keep you informed and agree a new date with you.

7. MAKING GOOD
7.1 We will make good any plaster and brickwork we disturb to a ready-to-decorate finish. Redecoration, including painting and wallpapering, is not included.
7.2 New plaster, mortar and hearth adhesive need time to dry. We will tell you before we leave when the stove can first be lit.

8. GUARANTEES
Manufacturer warranties and our own installation guarantee are described in our Warranty and Aftercare Policy, which forms part of these terms. Nothing in these terms affects your statutory rights.

9. OUR LIABILITY
We are responsible for loss or damage that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss caused by using the appliance against our advice or the manufacturer's instructions, or by the use of unsuitable fuel.

10. COMPLAINTS
If you are unhappy with any part of our work, please contact Claire Atkinson, Office Manager, in writing at office@fellsidestoves.co.uk or by post to the showroom. We will acknowledge your complaint within 3 working days and aim to resolve it within 4 weeks. If we cannot agree, complaints about installation work can be referred to the HETAS complaints procedure.

11. YOUR INFORMATION
We use your details only to provide our services and to send you sweep and service reminders. You can ask us to stop sending reminders at any time.`,
    },
    {
      type: 'document',
      title: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
      fileName: 'chimney-sweep-visit-guide.pdf',
      content: `YOUR CHIMNEY SWEEP VISIT
How to Prepare and What to Expect
Fellside Stoves & Sweeps

Thank you for booking your sweep with us. This short guide explains what to do before we arrive, what happens on the day and what you'll receive afterwards.

BEFORE WE ARRIVE
- Please don't light the fire on the day of your sweep. The stove or grate must be cold, so let the fire go out the evening before - ideally at least 12 hours before your appointment.
- Clear the mantelpiece and hearth of ornaments, photos, log baskets and fire tools.
- Move furniture back so there is about a metre of clear floor in front of the fireplace. There's no need to roll up rugs or carpets - we bring our own dust sheets.
- If there is ash in the stove, leave it: we'll empty it for you.
- Let us know when booking if your chimney is shared with another fireplace, if a cowl or bird guard is fitted, or if the chimney pot is hard to see from the ground.

ON THE DAY
When you book we give you a two-hour arrival window, and we'll text you when we're about 30 minutes away. A standard sweep takes between 45 minutes and an hour.
1. We lay dust sheets, seal the fireplace opening and run an industrial HEPA vacuum throughout, so soot doesn't escape into the room.
2. We sweep the flue from the bottom up, using brushes matched to your chimney or liner - soft polypropylene brushes for stainless steel liners so they aren't damaged.
3. One of us goes outside to check the brush has come out of the top of the chimney pot. It's the only way to know the whole flue has been swept.
4. We clean the stove's baffle, throat and flue pipe and empty the ash pan.
5. We carry out a smoke draw test to make sure the chimney is drawing properly.
6. We take all the soot away with us and vacuum the area before we leave.

AFTER THE SWEEP
You'll receive your Certificate of Sweeping by email the same day. It records the date, the appliance, the condition of the flue and any advice we've given. Most home insurance policies ask for proof that your chimney is swept regularly, so keep your certificates together.
If we find something unsafe - such as a damaged liner, a blocked flue or signs of a previous chimney fire - we'll explain it, note it on the certificate and, if necessary, issue a Warning Notice advising you not to use the appliance until it has been repaired.

HOW OFTEN TO SWEEP
Recommended minimum sweeping frequency:
Wood burned in a stove or open fire: at least twice a year - once before the burning season and once midway through
Bituminous coal (where still allowed): at least twice a year
Smokeless fuel: at least once a year
Chimneys that haven't been used for a year or more: sweep and smoke test before lighting
If you burn a lot, or your wood isn't properly dry, you may need sweeping more often. Dan will tell you if he thinks so.

BIRD NESTS
Jackdaws love chimneys. The nests of all wild birds are protected by the Wildlife and Countryside Act 1981 while they are being built or in use, so we cannot remove a nest during the nesting season. We remove nests between 1 September and the end of February, and we strongly recommend fitting a bird guard afterwards so they can't come back.

REMINDERS
We'll text you when your next sweep is due, unless you ask us not to.

Questions? Call 01539 723418 or email office@fellsidestoves.co.uk`,
    },
    {
      type: 'document',
      title: 'Using and Caring for Your Wood Burning Stove',
      fileName: 'stove-care-guide.pdf',
      content: `USING AND CARING FOR YOUR WOOD BURNING STOVE
A guide for new stove owners from Fellside Stoves & Sweeps

Your First Fires
New stoves are finished with heat-resistant paint that has to cure. For the first three or four fires, keep the fire small and burn it for two to three hours at a time. You may notice a smell and a little light smoke coming off the stove body - this is normal. Open a window, keep pets and children out of the room while it settles, and avoid touching the paint until it has fully cured.

Lighting Your Stove: The Top-Down Method
1. Open the primary and secondary air controls fully.
2. Place two or three medium-sized logs on the base of the stove.
3. Lay a layer of kindling criss-cross on top of the logs.
4. Put two natural wool firelighters on top of the kindling and light them.
5. Leave the door just ajar, about a centimetre, for the first 5 to 10 minutes.
6. Close the door once the kindling is burning well.
7. Once the stove is up to temperature - usually after 20 to 30 minutes - turn the primary air down and run the stove mainly on the secondary (airwash) control.
The top-down method lights cleanly, heats the flue quickly and produces far less smoke than lighting from the bottom.

Running Temperature
Fit a magnetic stove thermometer to the flue pipe about 45cm above the stove top. Aim to keep it in the "best burn" zone, between 150°C and 300°C. Below 150°C the fire smoulders, tar builds up in the chimney and the glass blackens. Above 300°C you risk over-firing, which can warp the baffle and crack castings.

Refuelling
Reload when the fire has burnt down to a bed of glowing embers, adding two or three logs at a time. Never fill the firebox above the top of the firebricks or the log retainer. Open the air for a few minutes after reloading to get the new logs burning brightly, then turn it back down.

Wood Fuel
Only burn dry, seasoned wood with a moisture content below 20%. Check with a moisture meter by splitting a log and testing the freshly split face. Wet wood gives little heat, blackens the glass and coats the chimney with tar.
Never burn:
- painted or treated timber, pallets, MDF or chipboard
- driftwood - the salt corrodes the inside of the stove
- household rubbish, cardboard packaging or plastics

Keeping the Glass Clean
Running the stove hot with the airwash open keeps the glass clear. To clean it, wait until the stove is completely cold, dip a damp ball of newspaper in the fine white ash and rub the glass, then polish with dry newspaper. Never use abrasive pads or oven cleaner on stove glass.

Ash
Wood burns best on a bed of ash about 2.5cm (one inch) deep, so there is no need to empty a wood-only stove every day. On a multi-fuel stove, riddle the grate and empty the ash pan before the ash reaches the underside of the grate. Always put ash into a metal bucket with a lid: it can stay hot enough to start a fire for up to three days.

Overnight Burning
Don't shut the air controls right down to keep the stove in overnight. A slumbering fire is starved of air and produces thick tar deposits, which are the main cause of chimney fires. Let the fire burn down and relight in the morning.

Simple Maintenance Checks
- Door seal: close the door on a strip of paper. If it slides out easily, the rope seal needs replacing.
- Firebricks: fine hairline cracks are normal. Replace a brick if pieces fall out or you can see the steel behind it.
- Baffle: once a month in the burning season, check it is sitting correctly and isn't bent or sagging.
- Book a professional service once a year, ideally at the same visit as your sweep.

Safety
- Keep furniture, log baskets and anything that can burn at least 90cm away from the front of the stove.
- Use a fireguard if you have young children or elderly relatives in the house.
- Never leave the stove door open while the room is unattended.
- Never use petrol, paraffin or barbecue lighter fluid to light or revive a fire.`,
    },
    {
      type: 'document',
      title: 'Warranty and Aftercare Policy',
      fileName: 'warranty-and-aftercare-policy.docx',
      content: `WARRANTY AND AFTERCARE POLICY
Fellside Stoves & Sweeps Ltd - effective 1 January 2026

Our Installation Guarantee
Every installation we carry out is covered by our own 5-year workmanship guarantee, starting on the date shown on your HETAS certificate. It covers the parts of the job we are responsible for: the flue and liner connections, register plate, hearth construction, cowl fitting and the making good around them. If anything we fitted fails because of our workmanship, we will put it right free of charge, including labour and call-out.

Manufacturer Warranties
Stoves are covered by the manufacturer's own warranty, which varies by brand and model. Warranty periods on the stove body range from 5 to 10 years; the exact terms are printed in your stove's instruction manual.
- Most manufacturers ask you to register your stove with them within one month of installation. We register it for you at the handover, and email you the confirmation.
- Most manufacturer warranties require the stove to be serviced every year by a qualified engineer. Keep your service and sweeping certificates as proof.

Flue Liner Warranty
The 904 grade stainless steel flexible liners we fit carry a 25-year manufacturer warranty when used with wood or approved smokeless fuel, provided the chimney is swept at least once a year and you keep the certificates.

What Is Not Covered
- Consumable parts, which wear out with normal use: glass, door and glass rope seals, firebricks and vermiculite panels, grate bars, baffle plates and the paint finish.
- Damage caused by over-firing, such as a warped baffle or cracked castings.
- Damage caused by burning unsuitable fuel, such as house coal on a wood-only stove, treated timber or wet wood.
- Problems caused by lack of sweeping or servicing, or by alterations or repairs carried out by someone else.
- Stoves we did not supply. If we fitted a stove you bought elsewhere, our guarantee covers our workmanship only.
- Damage caused by storms, lightning, flooding or movement of the building.

Reporting a Problem
Call 01539 723418 or email office@fellsidestoves.co.uk with:
- your name, address and phone number
- the make and model of your stove
- photos or a short video of the problem
- the date of installation, if you know it

If Smoke or Fumes Come Into the Room
If smoke is spilling into the room or your carbon monoxide alarm sounds: let the fire go out and do not add more fuel, open doors and windows, get everyone out of the room and call us. If anyone has a headache, dizziness or nausea, seek medical help straight away. We aim to attend safety problems the same or next working day.
For other faults, we aim to visit within 5 working days.

Call-Out Charges
If the fault is covered by our installation guarantee or the manufacturer's warranty, there is no charge. If it turns out not to be covered - for example, wear to consumable parts or damage from unsuitable fuel - our standard fault call-out charge applies, and we will always tell you before we start any chargeable work.

The Fellside Care Plan
For £12 a month by direct debit, the Fellside Care Plan covers your annual chimney sweep and stove service, priority booking in the busy autumn months and 10% off replacement parts. You can cancel at any time with one month's notice.`,
    },
    {
      type: 'document',
      title: 'Clean Air Guide: Ecodesign, Smoke Control Areas and Fuel Rules',
      fileName: 'clean-air-guide.pdf',
      content: `CLEAN AIR GUIDE
Ecodesign, Smoke Control Areas and Fuel Rules
What stove owners in Cumbria and north Lancashire need to know

WHY IT MATTERS
Burning wood and coal at home is one of the largest sources of fine particle pollution (PM2.5) in the UK. The good news is that a modern stove, burning dry fuel and swept regularly, produces a small fraction of the smoke of an old stove or an open fire. This guide explains the rules that apply to you.

WHAT IS ECODESIGN?
Since 1 January 2022, every new wood-burning and multi-fuel stove sold in Great Britain has had to meet the Ecodesign standard. Ecodesign stoves must reach a seasonal efficiency of at least 65% and emit no more than 40mg of particulates per cubic metre of flue gas.
Compared with an open fire, an Ecodesign stove produces up to 90% fewer emissions, and around 80% fewer than a stove more than ten years old. Every stove on sale in our showroom meets the Ecodesign standard.
Do I have to replace my old stove? No. An older stove is still legal to use, as long as it is in good condition and you burn the right fuel. But a new stove will give you more heat from less wood.

SMOKE CONTROL AREAS
Many towns and cities have smoke control areas under the Clean Air Act 1993. Inside a smoke control area you must not let smoke come from your chimney unless you are either:
- burning an authorised smokeless fuel, or
- using a DEFRA-exempt appliance, burning only the fuel it is approved for.
Most of rural South Lakeland is not in a smoke control area, but some towns in the wider region are. Check your council's website or the DEFRA smoke control area map before you buy a stove. If you give us your postcode, we can check it for you.
Penalties: councils can issue a fixed penalty of up to £300 for smoke from a chimney in a smoke control area. Buying unauthorised fuel for use in a smoke control area can lead to a fine of up to £1,000.

FUEL RULES
Wood
Since May 2021, wood sold in quantities of less than 2 cubic metres must be certified "Ready to Burn", with a moisture content of 20% or less. Larger loads of wet wood can still be sold, but must come with advice on how to dry it before burning.
House coal
Traditional bituminous house coal is being phased out. Bagged house coal has not been sold since February 2021, and loose house coal deliveries ended in May 2023. Use an approved smokeless fuel on a multi-fuel stove instead.
Manufactured solid fuels
Smokeless fuels must have a sulphur content below 2% and produce less than 5g of smoke per hour. Look for the "Ready to Burn" logo on the bag.

GETTING THE CLEANEST BURN
- Burn only dry wood or approved smokeless fuel.
- Run the stove hot and bright rather than slumbering.
- Don't burn household rubbish, treated or painted wood.
- Have your chimney swept and your stove serviced regularly.

Fellside Stoves & Sweeps, Kendal - 01539 723418`,
    },

    // ---------------------------------------------------------------- Website pages
    {
      type: 'website',
      title: 'About Us | Fellside Stoves & Sweeps, Kendal',
      url: 'https://www.fellsidestoves.co.uk/about',
      content: `# About Fellside Stoves & Sweeps

Fellside Stoves & Sweeps is a family-run stove showroom, installer and chimney sweep based in Kendal, on the edge of the Lake District. We've been keeping South Lakes homes warm since 2009, and we still do every job ourselves - no subcontracted installers, no call centre.

## How We Started

Rob Atkinson spent twelve years working as a roofer before he bought his first set of sweep's brushes in 2009. For five years he swept chimneys out of the back of a van, and customers kept asking him to recommend someone to fit a stove. So in 2014 he qualified as a HETAS installer and, with his wife Claire, opened a small showroom on Mintsfeet Road North. We moved next door into our current, much bigger showroom at Unit 7 in 2021.

Today we sweep more than 2,500 chimneys and fit around 180 stoves a year, from Grasmere cottages to new-build barn conversions.

## Meet the Team

**Rob Atkinson - Director and Lead Installer.** HETAS registered and still on the tools most days. Rob carries out most of our home surveys.

**Claire Atkinson - Showroom and Office Manager.** Claire runs the showroom, the diary and the paperwork. If you've phoned us, you've almost certainly spoken to Claire.

**Tom Ellwood - Installer.** Tom joined us as an apprentice in 2015 and has been HETAS registered since 2018. He's our twin-wall flue specialist and looks after most of our shepherd's hut installs.

**Dan Whitehead - Master Sweep.** Dan carries out nearly all of our chimney sweeping and stove servicing. He's a member of the Guild of Master Sweeps and our resident expert on evicting jackdaws.

**Molly Rigg - Apprentice Installer.** Molly joined in 2024 and is working towards her HETAS qualification alongside Tom.

## Accreditations

- HETAS Registered Installers (Competent Person Scheme)
- Guild of Master Sweeps
- Stove Industry Alliance retail member
- Fully insured, with £5 million public liability cover

## Our Promise

- We turn up when we say we will, and text you if we're running late.
- We protect your home with dust sheets and floor covers, and we leave it as clean as we found it.
- Fixed, written quotes with no hidden extras.
- Honest advice - if your existing stove just needs a new seal rather than replacing, we'll tell you.

## In the Community

Every November we sweep the chimneys of three village halls in the South Lakes free of charge, and we're proud sponsors of a local junior football team. When we have ex-display stoves that can't be sold, we donate them to local community buildings.`,
    },
    {
      type: 'website',
      title: 'Chimney Sweeping in Kendal & the South Lakes',
      url: 'https://www.fellsidestoves.co.uk/chimney-sweeping',
      content: `# Chimney Sweeping in Kendal and the South Lakes

Clean, careful, professional chimney sweeping for stoves and open fires across South Lakeland. Every sweep comes with a smoke draw test and a certificate for your insurer.

## Why Sweep Your Chimney?

Soot and tar build up inside every chimney that burns solid fuel. Left alone, they narrow the flue, stop the stove drawing properly and can catch fire. Regular sweeping:

- removes soot, tar and blockages such as nests, leaves and fallen mortar
- reduces the risk of a chimney fire and of carbon monoxide coming back into the house
- helps your stove burn more efficiently, so you use less wood
- gives you the paperwork most home insurers expect

## What We Sweep

We sweep every kind of solid fuel chimney and flue - wood burners, multi-fuel stoves, open fires, range cookers, boiler stoves and big old inglenooks - from narrow stainless steel liners to wide stone chimneys.

## Our Sweeping Services

### Brush and vacuum sweeping
Our standard sweep, using rods and brushes with an industrial vacuum running throughout so the room stays clean.

### Power sweeping
For stubborn glazed tar that a brush won't shift, we use a rotary power sweeping system that breaks deposits down without damaging the flue.

### CCTV chimney surveys
We send a camera up the flue and give you a recorded video and a written report. Useful when you're buying a house, before relining an old chimney, if you suspect a crack or blockage, and always after a chimney fire.

### Bird guards and cowls
Stainless steel mesh guards keep birds and squirrels out. If smoke keeps blowing back into the room on windy days, an anti-downdraught cowl usually cures it.

### Nest removal
We remove old nests outside the nesting season and can fit a guard the same day.

## Signs Your Chimney Needs Attention

- Smoke puffs into the room when you open the stove door
- The fire is hard to light or won't draw
- A strong smell of soot or tar, especially in damp weather
- Lumps of soot or debris falling into the grate
- Birds or scratching noises in the chimney
- Brown staining on the chimney breast wallpaper or plaster

## Chimney Fire? What To Do

The signs are a loud roaring noise, the flue pipe glowing red, sparks or flames coming out of the chimney pot, or thick smoke.

1. Call 999 straight away and ask for the fire service.
2. Shut the stove door and close all the air controls. Never throw water on a hot stove.
3. Move furniture and rugs away from the fireplace.
4. Get everyone out of the house and wait for the fire service.

After a chimney fire, don't light the stove again until we've inspected the flue with a camera.

## Beat the Autumn Rush

September to November is our busiest time of year. Book your sweep for any date between May and July and we'll take £10 off a standard sweep - our summer sweep offer.

## Book a Sweep

Call 01539 723418 or email office@fellsidestoves.co.uk. We sweep Monday to Friday from 8.30am to 4.30pm, with Saturday mornings available in the winter months.`,
    },
    {
      type: 'website',
      title: 'Stove Installation | HETAS Registered Installers in Cumbria',
      url: 'https://www.fellsidestoves.co.uk/stove-installation',
      content: `# Wood Burning Stove Installation

From your first visit to the showroom to the first fire in your new stove, everything is handled by our own HETAS registered team. We never use subcontractors.

## How It Works

### 1. Visit the showroom
See the stoves in person, some of them burning. Bring photos and rough measurements of your fireplace or room and we'll suggest a few options.

### 2. Home survey
Rob or Tom visits your home to check the condition of the chimney (including a smoke test), measure the fireplace, work out the flue route and check the hearth and ventilation requirements.

### 3. Your written quote
You'll get an itemised, fixed-price quote by email within a week of the survey, showing the stove, flue, hearth and any extras separately.

### 4. Booking your installation
Once you accept the quote and pay the deposit, we confirm your date and order the stove. We'll ring you the week before to confirm the arrival time and check everything has been delivered.

### 5. Installation day
Our team arrives at around 8am. We cover the floor from your front door to the fireplace, do any roof work first while the light is good, then fit the liner or flue, hearth and stove. We clean up thoroughly at the end of each day.

### 6. Handover
Before we leave, we light the first fire with you and show you how to use the air controls, refuel and riddle. We test the carbon monoxide alarm with you, give you the manual and explain how to cure the paint over the first few fires.

## Installation Options

### Into an existing chimney
Most older houses in Cumbria have a stone or brick chimney. We usually line it with a stainless steel flexible liner. A liner improves the draw, keeps the flue gases warm, and stops tar seeping through the old mortar joints and staining your chimney breast. Where the chimney is large or cold, we insulate the liner with vermiculite or an insulating wrap.

### Twin-wall flue systems
For new builds, extensions, barn conversions and homes without a chimney, an insulated twin-wall flue can run up through the house or out through a wall.

### Inset and cassette stoves
Inset stoves sit inside the fireplace opening for a clean, modern look and take up no room space.

## Hearths

Every stove must stand on a non-combustible hearth of the right size. If the stove has been tested not to heat the floor beneath it above 100°C, a 12mm thick hearth of slate, granite or glass is enough. Otherwise a constructional hearth at least 125mm thick is required. We'll tell you which applies to your stove at the survey.

## Ventilation

Stoves of 5kW or less don't normally need a permanent air vent in older houses. Homes built or upgraded to be very airtight, usually after 2008, may need one whatever the size of the stove, and stoves over 5kW always need extra ventilation. We check this at the survey.`,
    },
    {
      type: 'website',
      title: 'Visit Our Showroom | Fellside Stoves & Sweeps',
      url: 'https://www.fellsidestoves.co.uk/showroom',
      content: `# Visit Our Stove Showroom in Kendal

Come and see more than 40 wood burning and multi-fuel stoves on display in one of the largest stove showrooms in the South Lakes.

## Opening Hours

Monday to Friday: 9am - 5pm
Saturday: 9.30am - 4pm
Sunday: closed
Bank holidays: closed

We close for Christmas on 24 December and reopen on 2 January.

## Where to Find Us

Fellside Stoves & Sweeps
Unit 7, Mintsfeet Road North
Kendal, Cumbria
LA9 6ND

From the M6, leave at junction 36 and follow the signs for Kendal. Follow the one-way system towards Shap, then turn left into Mintsfeet Road North. We're on the left opposite the tyre centre - look for the black chimney pot on the roof of our unit.

We're about a 15-minute walk from Kendal railway station, and the nearest bus stop is on Shap Road.

## Parking and Access

There is free parking for 8 cars directly outside the showroom, including one wider space for Blue Badge holders. The showroom has level access throughout and an accessible toilet. Well-behaved dogs are very welcome.

## What You'll Find

- Over 40 stoves, from compact 4kW models for small cottages to large stoves for open-plan barn conversions
- Freestanding, inset and cassette stoves, including wood-only and multi-fuel models
- Six stoves connected to working flues, so you can see them burning
- Samples of slate, granite and glass hearths, oak beams and flue pipe finishes
- Fireside accessories, stove fans and kiln-dried logs

## See a Stove Burning

Our live display stoves are lit every Friday and Saturday from October to March, so you can feel the heat and see the flame picture for yourself. Outside those times, give us a ring and we'll light a particular stove for you if we can.

## Design Consultations

Not sure where to start? Book a free 45-minute design consultation with Claire or Rob on a weekday. Bring photos of the room, the fireplace and the outside of the house, and rough measurements if you have them. Saturdays are our busiest day, so we can't book consultations then - but you're welcome to browse.

## Coffee's On

There's always fresh coffee from a Kendal roastery and a comfy seat by a warm stove. Come and take your time.`,
    },
    {
      type: 'website',
      title: 'Wood Burning and Multi-Fuel Stoves | Brands We Stock',
      url: 'https://www.fellsidestoves.co.uk/stoves',
      content: `# Wood Burning and Multi-Fuel Stoves

Every stove we sell is Ecodesign ready and chosen because we'd be happy to fit it in our own homes.

## Brands We Stock

We're an authorised dealer for:

- **Charnwood** - hand-built on the Isle of Wight, solid and long-lasting
- **Stovax** - a huge range of traditional and contemporary designs
- **Woodwarm** - made in Devon, with excellent clean-burn performance
- **Contura** - Swedish design, with tall glass doors and soapstone options
- **Hunter** - great-value cast iron stoves for cottages and farmhouses

As an authorised dealer we can order any model in these ranges, even if it isn't on display. Most stoves arrive within 2 to 3 weeks of ordering.

## Wood Burning or Multi-Fuel?

**Wood burning stoves** burn logs on a flat bed of ash, which is how wood burns best. They're simple to use and there's no grate to riddle.

**Multi-fuel stoves** have a riddling grate and an ash pan underneath, so they can burn wood or approved smokeless fuel. They're a good choice if you can't always get logs, or want a long, steady burn from smokeless fuel.

Most of our customers only ever burn wood, so a wood-only stove is usually the better buy.

## What Size Stove Do I Need?

Here's a quick way to work out the heat output you need. Measure the room's length, width and height in metres, multiply them together, then divide by 14. The answer is roughly the output in kilowatts (kW).

For example, a room 5m long, 4m wide and 2.4m high is 48 cubic metres. 48 divided by 14 is about 3.4kW, so a 4kW stove would suit it.

Old stone cottages with thick walls and draughty windows may need a little more. New, well-insulated homes need less. Bigger isn't better: an oversized stove has to be turned right down to stop the room overheating, and a slumbering stove tars up the chimney. We'll confirm the right size at your home survey.

## Freestanding, Inset or Cassette?

- **Freestanding** stoves sit on a hearth in the fireplace or in the room, and give off the most heat into the room.
- **Inset** stoves sit in the fireplace opening, flush with the wall.
- **Cassette** stoves slide into a fireplace or a false chimney breast, ideal for a contemporary look.

## Price Guide

- Entry-level 5kW Ecodesign wood burners: from around £950
- Mid-range stoves: £1,300 to £1,800
- Premium Scandinavian designs and larger stoves: £2,000 to £3,500

Installation is priced separately - see our installation page or ask for a home survey.

## Colours and Finishes

Most stoves come in matt black as standard. Several of our brands offer enamel colours, such as cream, red or grey, and Contura offers soapstone tops and panels. Special colours and finishes can add 3 to 4 weeks to delivery.`,
    },
    {
      type: 'website',
      title: 'Kiln-Dried Logs, Kindling and Fuel Delivery',
      url: 'https://www.fellsidestoves.co.uk/logs-and-fuel',
      content: `# Kiln-Dried Logs and Fuel

We sell Ready to Burn certified kiln-dried hardwood logs from a family-run firm in the Eden Valley. They're dried to under 20% moisture, so they're ready to burn the day they arrive - no seasoning needed.

## Our Logs

Our logs are mixed hardwood - mainly ash, birch and beech with some oak - cut to 25cm (10 inch) lengths to fit most stoves. Need longer logs for a big stove or an open fire? We can supply 30cm logs in full crates to order.

## Prices

- Large net of logs (approx. 40 litres): £8.50
- Half crate (approx. 0.6 cubic metres loose): £110
- Full crate (approx. 1.2 cubic metres loose): £185
- Net of kindling: £5.50
- Natural wool firelighters, box of 48: £6.50
- Approved smokeless fuel, 20kg bag: £17.50

## Delivery

- Free delivery within 10 miles of Kendal on orders over £100.
- Elsewhere in our area, delivery is £20.
- We deliver on Tuesdays and Thursdays. Please order by 2pm the day before.

Crates are delivered by pallet truck, so we need firm, level access within 15 metres of where the van can park. We can't take crates up steps or across lawns. If you'd like the logs moved into your log store or shed and stacked, our stacking service is £30 per crate.

Nets, kindling and firelighters can be collected from the showroom during opening hours or added to a crate delivery.

## Storing Your Logs

Kiln-dried logs are dry - the trick is keeping them that way. Store them under cover and off the ground, on a pallet or in a log store, with the sides open so air can move through. Don't wrap them tightly in a tarpaulin, as this traps moisture. Bring a day or two's supply indoors so they're at room temperature when you burn them.

## How Many Logs Will I Need?

As a rough guide, a 5kW stove used most evenings from October to March will get through about 3 to 4 full crates in a season. If the stove is your main heating, it could be double that.

## Ordering

Call 01539 723418, email office@fellsidestoves.co.uk or pop into the showroom. We deliver throughout the year, but stock can run low in a cold snap, so it pays to order early in the autumn.`,
    },
  ],

  questions: [
    // ---------------- FAQ targets
    {
      text: 'do i get any paperwork for building control after the fitting or do i have to sort that myself',
      expect: 'Will I get a HETAS certificate after my stove is fitted?',
    },
    {
      text: 'whats a hetas cert and will i need it when i sell the house',
      expect: 'Will I get a HETAS certificate after my stove is fitted?',
    },
    { text: 'is the home visit to measure up free?', expect: 'Do you charge for a home survey?' },
    {
      text: 'how much for someone to come and look at my fireplace before i decide anything',
      expect: 'Do you charge for a home survey?',
    },
    { text: 'do you come out as far as sedbergh', expect: 'What areas do you cover?' },
    { text: 'do u cover kirkby lonsdale or is that too far', expect: 'What areas do you cover?' },
    {
      text: 'our bungalow has no chimney at all, can we still have a log burner?',
      expect: 'Do I need a chimney to have a wood burner?',
    },
    {
      text: 'how many days will the fitters be in the house',
      expect: 'How long does it take to fit a stove?',
    },
    {
      text: 'roughly how long does an install take? need to book time off work to be in',
      expect: 'How long does it take to fit a stove?',
    },
    {
      text: 'whats the waiting list like for getting one put in',
      expect: 'How far in advance do I need to book an installation?',
    },
    {
      text: 'if i order now will it be in before christmas',
      expect: 'How far in advance do I need to book an installation?',
    },
    { text: 'can i pay monthly', expect: 'Do you offer finance?' },
    {
      text: 'is there any kind of credit option for the stove and fitting, budget is a bit tight this year',
      expect: 'Do you offer finance?',
    },
    {
      text: 'is a co detector a legal requirement with a log burner',
      expect: 'Do I need a carbon monoxide alarm with a wood burner?',
    },
    {
      text: 'got a stove off ebay still boxed, would you fit it for me',
      expect: "Can you install a stove I've bought online or from another shop?",
    },
    {
      text: 'if i buy the stove cheaper online can you just do the fitting part',
      expect: "Can you install a stove I've bought online or from another shop?",
    },
    {
      text: 'can i chuck some coal on my log burner to keep it going longer',
      expect: 'Can I burn coal on my wood burner?',
    },
    { text: 'do you sweep gas fire flues', expect: 'Do you sweep oil or gas appliances?' },
    {
      text: 'our aga runs on oil, can your sweep do it',
      expect: 'Do you sweep oil or gas appliances?',
    },
    {
      text: 'can the sweep come at the weekend? i work mon-fri',
      expect: 'Do you do chimney sweeps on Saturdays?',
    },
    {
      text: 'looking for a present for my dad who has just got a wood burner, do you do vouchers',
      expect: 'Do you sell gift vouchers?',
    },
    {
      text: 'what happens to our old gas fire when you put the new stove in',
      expect: 'Will you take away my old stove or fire?',
    },
    {
      text: 'would you give me anything for my old stove as a trade in',
      expect: 'Will you take away my old stove or fire?',
    },
    {
      text: 'do you ever have a sale on the showroom models',
      expect: 'Do you sell ex-display stoves?',
    },
    { text: 'any cheap ex display stoves', expect: 'Do you sell ex-display stoves?' },
    {
      text: 'can a log burner heat the whole house through the central heating',
      expect: 'Can a wood burner run my radiators?',
    },
    {
      text: 'we live in the national park, do we need permission for a flue sticking out the roof',
      expect: 'Do I need planning permission for a stove?',
    },
    { text: 'planning permission needed?', expect: 'Do I need planning permission for a stove?' },
    {
      text: 'can you put a small stove in my narrowboat',
      expect: "Do you fit stoves in shepherd's huts, cabins or boats?",
    },
    {
      text: "we've just bought a shepherds hut for the garden, could you fit a little burner in it",
      expect: "Do you fit stoves in shepherd's huts, cabins or boats?",
    },
    {
      text: 'need to rearrange my sweep booked for tomorrow, will i be charged',
      expect: 'Can I cancel or move my sweep appointment?',
    },
    {
      text: 'what happens if i forget and im not in when the sweep turns up',
      expect: 'Can I cancel or move my sweep appointment?',
    },
    {
      text: 'do you sell those little fans that sit on top of the stove',
      expect: 'Do you sell stove fans and fireside accessories?',
    },
    {
      text: 'can i order a companion set online from you',
      expect: 'Do you sell stove fans and fireside accessories?',
    },
    {
      text: 'me and a couple of neighbours all need our chimneys doing, any deal if we book together?',
      expect: 'Do you give a discount if neighbours book a sweep together?',
    },

    // ---------------- Price list
    { text: 'how much is a chimney sweep', expect: 'Price List 2026', fact: '£75' },
    {
      text: 'price to have the stove serviced as well as the chimney swept same day?',
      expect: 'Price List 2026',
      fact: '£145',
    },
    {
      text: 'what do you charge to line an existing chimney and fit the stove, not including the stove itself',
      expect: 'Price List 2026',
      fact: '£1,995',
    },
    { text: 'rough cost of a slate hearth', expect: 'Price List 2026', fact: '£295' },
    { text: 'how much to get a camera put up the chimney', expect: 'Price List 2026' },
    {
      text: 'the glass on my stove door has cracked, what would it cost to replace',
      expect: 'Price List 2026',
    },

    // ---------------- Terms and conditions
    {
      text: 'how much deposit do you need to book the fitting',
      expect: 'Terms and Conditions of Supply and Installation',
      fact: '30%',
    },
    { text: 'do you take amex', expect: 'Terms and Conditions of Supply and Installation' },
    {
      text: "will you paint the wall after you've knocked the fireplace about",
      expect: 'Terms and Conditions of Supply and Installation',
    },
    {
      text: 'changed my mind about the stove i ordered last week after the survey, can i get my deposit back',
      expect: 'Terms and Conditions of Supply and Installation',
      fact: '14 days',
    },
    {
      text: 'will the fitters still come if its blowing a gale, we are quite exposed up here',
      expect: 'Terms and Conditions of Supply and Installation',
      fact: '30mph',
    },

    // ---------------- Sweep visit guide
    {
      text: 'what do i need to do before the sweep comes round',
      expect: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
    },
    {
      text: 'how long does a sweep actually take',
      expect: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
      fact: '45 minutes',
    },
    {
      text: 'should i have the fire going the morning of the sweep or not',
      expect: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
    },
    {
      text: 'how often should the chimney be done if i only burn logs',
      expect: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
      fact: 'twice a year',
    },
    {
      text: 'theres jackdaws nesting in my chimney, can you get them out now its april',
      expect: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
      fact: '1 September',
    },
    {
      text: 'when do i get the sweep certificate, my insurers want it',
      expect: 'Your Chimney Sweep Visit: How to Prepare and What to Expect',
    },

    // ---------------- Stove care guide
    {
      text: 'whats the best way to light my new stove',
      expect: 'Using and Caring for Your Wood Burning Stove',
      fact: 'top-down',
    },
    {
      text: 'what temp should the stove be running at',
      expect: 'Using and Caring for Your Wood Burning Stove',
      fact: '150°C and 300°C',
    },
    {
      text: 'glass keeps going black, how do i clean it without scratching',
      expect: 'Using and Caring for Your Wood Burning Stove',
    },
    {
      text: 'is it ok to leave it ticking over all night with the vents shut right down',
      expect: 'Using and Caring for Your Wood Burning Stove',
    },
    {
      text: 'we collect driftwood off the beach at arnside, ok to burn that?',
      expect: 'Using and Caring for Your Wood Burning Stove',
      fact: 'salt corrodes',
    },
    {
      text: 'new stove smells funny and a bit of smoke coming off the paint, is that normal',
      expect: 'Using and Caring for Your Wood Burning Stove',
      fact: 'three or four fires',
    },
    {
      text: 'how do i tell if the rope round the door needs changing',
      expect: 'Using and Caring for Your Wood Burning Stove',
    },

    // ---------------- Warranty and aftercare
    {
      text: 'how long is your guarantee on the fitting work',
      expect: 'Warranty and Aftercare Policy',
      fact: '5-year',
    },
    {
      text: 'glass cracked 2 years after install, is that covered under warranty',
      expect: 'Warranty and Aftercare Policy',
    },
    {
      text: 'smoke coming back into the lounge and the alarm went off, what do i do',
      expect: 'Warranty and Aftercare Policy',
    },
    {
      text: 'is there a membership thing that covers the yearly sweep and service',
      expect: 'Warranty and Aftercare Policy',
      fact: '£12 a month',
    },
    {
      text: 'how long is the flue liner guaranteed for',
      expect: 'Warranty and Aftercare Policy',
      fact: '25-year',
    },

    // ---------------- Clean air guide
    {
      text: 'what does ecodesign actually mean',
      expect: 'Clean Air Guide: Ecodesign, Smoke Control Areas and Fuel Rules',
    },
    {
      text: 'am i allowed to use a wood burner in a smoke control zone',
      expect: 'Clean Air Guide: Ecodesign, Smoke Control Areas and Fuel Rules',
      fact: 'DEFRA-exempt',
    },
    {
      text: 'whats the fine for smoke coming out your chimney',
      expect: 'Clean Air Guide: Ecodesign, Smoke Control Areas and Fuel Rules',
      fact: '£300',
    },
    {
      text: 'can you still buy normal house coal',
      expect: 'Clean Air Guide: Ecodesign, Smoke Control Areas and Fuel Rules',
    },
    {
      text: 'do i have to rip out my old stove because of these new pollution rules',
      expect: 'Clean Air Guide: Ecodesign, Smoke Control Areas and Fuel Rules',
      fact: 'still legal to use',
    },

    // ---------------- About page
    {
      text: 'how long have you been going',
      expect: 'About Us | Fellside Stoves & Sweeps, Kendal',
      fact: '2009',
    },
    {
      text: 'who actually does the sweeping, is it always the same bloke',
      expect: 'About Us | Fellside Stoves & Sweeps, Kendal',
      fact: 'Dan Whitehead',
    },
    {
      text: 'are you a family business or part of a chain',
      expect: 'About Us | Fellside Stoves & Sweeps, Kendal',
    },
    { text: 'are you insured', expect: 'About Us | Fellside Stoves & Sweeps, Kendal' },
    {
      text: 'how many stoves do you lot fit in a year',
      expect: 'About Us | Fellside Stoves & Sweeps, Kendal',
    },

    // ---------------- Chimney sweeping page
    {
      text: "we're buying an old house and want the chimney checked out properly before we complete, can you do that",
      expect: 'Chimney Sweeping in Kendal & the South Lakes',
    },
    {
      text: 'what should i do if my chimney catches fire',
      expect: 'Chimney Sweeping in Kendal & the South Lakes',
      fact: '999',
    },
    {
      text: 'how do i know if my chimney needs sweeping',
      expect: 'Chimney Sweeping in Kendal & the South Lakes',
    },
    {
      text: 'is there a cheaper time of year to get swept',
      expect: 'Chimney Sweeping in Kendal & the South Lakes',
      fact: 'May and July',
    },
    {
      text: "smoke keeps blowing back into the room when it's windy, anything that stops that?",
      expect: 'Chimney Sweeping in Kendal & the South Lakes',
    },

    // ---------------- Installation page
    {
      text: 'what time do the installers turn up in the morning',
      expect: 'Stove Installation | HETAS Registered Installers in Cumbria',
      fact: 'around 8am',
    },
    {
      text: 'how soon do i get a price after the survey',
      expect: 'Stove Installation | HETAS Registered Installers in Cumbria',
      fact: 'within a week',
    },
    {
      text: 'why do i need a liner in my chimney, its stone and seems fine',
      expect: 'Stove Installation | HETAS Registered Installers in Cumbria',
    },
    {
      text: 'how thick does the hearth need to be',
      expect: 'Stove Installation | HETAS Registered Installers in Cumbria',
      fact: '12mm',
    },
    {
      text: 'will you show me how to work it once its in, never had one before',
      expect: 'Stove Installation | HETAS Registered Installers in Cumbria',
    },

    // ---------------- Showroom page
    { text: 'parking?', expect: 'Visit Our Showroom | Fellside Stoves & Sweeps', fact: '8 cars' },
    {
      text: 'are you open sundays',
      expect: 'Visit Our Showroom | Fellside Stoves & Sweeps',
      fact: 'Sunday: closed',
    },
    {
      text: 'what time do you shut on a saturday',
      expect: 'Visit Our Showroom | Fellside Stoves & Sweeps',
      fact: '4pm',
    },
    {
      text: 'can i see some of them actually lit before i buy',
      expect: 'Visit Our Showroom | Fellside Stoves & Sweeps',
      fact: 'Friday and Saturday',
    },
    {
      text: 'whats your postcode for the satnav',
      expect: 'Visit Our Showroom | Fellside Stoves & Sweeps',
      fact: 'LA9 6ND',
    },
    {
      text: 'my mum uses a wheelchair, can she get round the showroom ok',
      expect: 'Visit Our Showroom | Fellside Stoves & Sweeps',
    },

    // ---------------- Stoves page
    {
      text: 'which makes do you sell',
      expect: 'Wood Burning and Multi-Fuel Stoves | Brands We Stock',
    },
    {
      text: 'what size burner would i need for a lounge about 5m by 4m',
      expect: 'Wood Burning and Multi-Fuel Stoves | Brands We Stock',
      fact: 'divide by 14',
    },
    {
      text: 'whats the difference between multifuel and wood only',
      expect: 'Wood Burning and Multi-Fuel Stoves | Brands We Stock',
    },
    {
      text: 'if the one i want isnt in the showroom can you still get it',
      expect: 'Wood Burning and Multi-Fuel Stoves | Brands We Stock',
      fact: '2 to 3 weeks',
    },
    {
      text: 'how much is a decent stove roughly, just the stove',
      expect: 'Wood Burning and Multi-Fuel Stoves | Brands We Stock',
      fact: '£950',
    },

    // ---------------- Logs page
    {
      text: 'do you deliver logs? what days',
      expect: 'Kiln-Dried Logs, Kindling and Fuel Delivery',
      fact: 'Tuesdays and Thursdays',
    },
    {
      text: 'how much is a crate of firewood',
      expect: 'Kiln-Dried Logs, Kindling and Fuel Delivery',
      fact: '£185',
    },
    {
      text: 'how long are your logs, my stove is only small',
      expect: 'Kiln-Dried Logs, Kindling and Fuel Delivery',
      fact: '25cm',
    },
    {
      text: 'will the delivery guys stack them in my shed',
      expect: 'Kiln-Dried Logs, Kindling and Fuel Delivery',
    },
    {
      text: 'roughly how much wood will i get through in a winter',
      expect: 'Kiln-Dried Logs, Kindling and Fuel Delivery',
      fact: '3 to 4 full crates',
    },
  ],

  requests: [
    {
      text: 'Can I book a chimney sweep for the week of 13th October please? Any morning is fine, address is 4 Low Fellside, Kendal',
      expect: 'Appointments',
    },
    {
      text: "please could rob come out and survey our fireplace for a stove, we're free most afternoons after the 20th",
      expect: 'Appointments',
    },
    {
      text: 'pencil me in for a design consultation at the showroom next wednesday, name is Harriet Cole',
      expect: 'Appointments',
    },
    {
      text: "i'd like to grab one of the saturday sweep slots in november if there are any left",
      expect: 'Appointments',
    },
    {
      text: 'Your fitter left black sooty marks all over our hallway carpet and nobody has rung me back about it. Really not good enough.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'sweep was booked for 10am, waited in all day and nobody turned up or called. took a day off work for nothing',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to Tom and Molly, the stove looks amazing and they left the place spotless',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone email me a brochure for the charnwood range? jo.beck@gmail.com',
      expect: 'General Inquiry',
    },
    {
      text: 'can somebody ring me back about a quote for a twin wall flue, 07700 914552, best after 5',
      expect: 'General Inquiry',
    },
    {
      text: 'please send me a quote for 3 crates of logs delivered to Troutbeck Bridge LA23 1HT, my number is 07812 330901',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
    { text: "this isn't helping, put me through to Claire", expect: 'handoff' },
    { text: 'is there a real human i can talk to about my chimney', expect: 'handoff' },
  ],

  offTopic: [
    'do you install air source heat pumps',
    "what's the best paint colour for a chimney breast in a small living room",
    'can you recommend a roofer to fix some slipped slates on my porch',
    'does the council give grants for swapping an old stove for a new one',
    'are there any stove shows or exhibitions in the north west this year',
    'what are the opening times for the kendal tip',
    'is the stovax vogue cheaper at screwfix',
    'which log splitter should i buy for home use',
    "what's the weather going to be like in kendal this weekend",
    'write me a short poem about autumn',
    'what is the capital of new zealand',
    'who won the premier league in 2016',
    'got a good recipe for sticky toffee pudding?',
    'can you help me write a cover letter for a job at a bank',
  ],
};
