import type { Business } from '../types.js';

const PRICES = 'Repair Price List 2026';
const TERMS = 'Terms and Conditions of Repair';
const MAILIN = 'Mail-In Repair Guide';
const DATA = 'Data Recovery Service Guide';
const GRADES = 'Refurbished Device Grading and Warranty';
const LIQUID = 'Liquid Damage Repair Process';
const ABOUT = 'About Us | Pixel & Plug Repairs Kendal';
const CONTACT = 'Contact Us & Opening Hours | Pixel & Plug Repairs';
const LAPTOP = 'Laptop & MacBook Repairs in Kendal | Pixel & Plug';
const BATTERY = 'Phone, Tablet & Laptop Battery Replacement | Pixel & Plug Repairs';
const SHOP = 'Refurbished Phones, Tablets & Laptops | Pixel & Plug Shop';
const BUSINESS = 'Business & Education Repairs | Pixel & Plug Repairs';

const F_WALKIN = 'Do I need to book an appointment or can I just walk in?';
const F_SCREENTIME = 'How long does a screen replacement take?';
const F_GENUINE = 'Do you use genuine parts?';
const F_WARRANTY = 'What warranty do you give on repairs?';
const F_DIAG = 'Is there a charge to check my device over?';
const F_WET = 'My phone has got wet, what should I do?';
const F_DATALOSS = 'Will I lose my photos and data when you repair my phone?';
const F_PASSCODE = "Can you get into a phone if I've forgotten the passcode?";
const F_CONSOLES = 'Do you repair games consoles?';
const F_PAYMENT = 'What payment methods do you accept?';
const F_RECYCLE = 'Do you recycle old phones and laptops?';
const F_STUDENT = 'Do you offer a student discount?';
const F_WATCH = 'Do you fix smartwatches?';
const F_PORT = "Can you replace a charging port that's loose or not working?";
const F_LOAN = 'Can I borrow a phone while mine is being repaired?';
const F_IPADGLASS = 'Can you fix just the glass on my iPad?';
const F_CANTFIX = "What happens if you can't fix my device?";
const F_UNLOCK = 'Can you unlock my phone to work on another network?';
const F_TRANSFER = 'Can you move everything from my old phone to my new one?';
const F_QUOTE = 'Can I get a quote over the phone or by email?';
const F_OTHER = 'Do you fix Kindles, cameras or drones?';

export const repairs: Business = {
  slug: 'repairs',
  name: 'Pixel & Plug Repairs',
  field:
    'a phone, tablet and laptop repair shop (screen and battery replacement, water damage, data recovery, refurbished devices for sale, mail-in repairs)',
  entries: [
    // ───────────────────────────── FAQs ─────────────────────────────
    {
      type: 'faq',
      title: F_WALKIN,
      content:
        "Walk-ins are always welcome during opening hours, but booking online guarantees a technician is free and the part is in stock. For laptops or less common models we'd recommend booking ahead so we can order the part before you come in.",
    },
    {
      type: 'faq',
      title: F_SCREENTIME,
      content:
        "Most iPhone, Samsung and Pixel screens take 45 minutes to an hour if the part is in stock, so you can grab a coffee in town and come back. iPad screens are glued in and take longer – they're usually ready the next working day.",
    },
    {
      type: 'faq',
      title: F_GENUINE,
      content:
        'You choose. We offer Original manufacturer parts and our own tested Premium parts, which cost less. Both come with the same warranty, and your receipt always says which one was fitted.',
    },
    {
      type: 'faq',
      title: F_WARRANTY,
      content:
        'Every repair comes with a 12-month warranty on the part we fitted and our workmanship. The only exception is liquid damage treatment, which is covered for 30 days because corrosion can carry on after cleaning. Just bring the device back with your receipt or repair number.',
    },
    {
      type: 'faq',
      title: F_DIAG,
      content:
        "A quick look at the counter to tell you what's likely wrong is always free. A full diagnostic costs £20, and we take that off the bill if you go ahead with the repair.",
    },
    {
      type: 'faq',
      title: F_WET,
      content:
        "Switch it off straight away and don't try to charge it or keep checking whether it still works. Bring it in as soon as you can – the sooner we clean it, the better the chance of saving it.",
    },
    {
      type: 'faq',
      title: F_DATALOSS,
      content:
        "Screen, battery and charging port repairs don't touch your storage, so your photos and messages should be exactly where you left them. We still recommend backing up to iCloud or Google before any repair, just in case.",
    },
    {
      type: 'faq',
      title: F_PASSCODE,
      content:
        "No, sorry. We can't bypass passcodes, iCloud Activation Lock or Google account locks – they're security features, and only Apple, Google or the phone's manufacturer can help with a locked device if you can prove it's yours.",
    },
    {
      type: 'faq',
      title: F_CONSOLES,
      content:
        "Yes – we repair Nintendo Switch screens, Joy-Con stick drift and charging ports, and we replace HDMI ports on PS5 and Xbox Series X consoles. We don't work on older consoles such as the PS3, Xbox 360 or Wii.",
    },
    {
      type: 'faq',
      title: F_PAYMENT,
      content:
        "We take all major debit and credit cards, Apple Pay, Google Pay and cash. We don't accept cheques.",
    },
    {
      type: 'faq',
      title: F_RECYCLE,
      content:
        "Yes, you can drop off old phones, tablets, laptops and chargers at the counter for free recycling, even if you didn't buy them from us. Anything with storage is wiped before it goes to our licensed recycler.",
    },
    {
      type: 'faq',
      title: F_STUDENT,
      content:
        'Yes – show a valid student card (TOTUM, NUS or Kendal College ID) and get 10% off the labour on any repair. NHS staff and Blue Light Card holders get the same discount. Discounts cannot be combined.',
    },
    {
      type: 'faq',
      title: F_WATCH,
      content:
        "We replace screens and batteries on Apple Watch Series 4 onwards and on Samsung Galaxy Watch models. We can't repair Fitbit or Garmin watches because the parts aren't available to independent shops.",
    },
    {
      type: 'faq',
      title: F_PORT,
      content:
        "Yes. Very often it's just pocket fluff packed into the port, and we'll clean it out for free while you wait. If the port itself is worn or damaged, a replacement usually takes about an hour.",
    },
    {
      type: 'faq',
      title: F_LOAN,
      content:
        'Yes, we keep a few basic loan phones for repairs that take longer than a day. We ask for a £20 refundable deposit and you can pop your SIM straight in.',
    },
    {
      type: 'faq',
      title: F_IPADGLASS,
      content:
        'On standard iPads up to the 10th generation the glass is separate from the display underneath, so we can replace just the glass, which is cheaper. iPad Air, iPad mini and iPad Pro screens are fused together, so the whole screen has to be replaced.',
    },
    {
      type: 'faq',
      title: F_CANTFIX,
      content:
        "If we can't repair it, you don't pay for the repair – no fix, no fee. The only charges that still apply are the £20 diagnostic fee and the liquid damage treatment fee, because that work has already been done.",
    },
    {
      type: 'faq',
      title: F_UNLOCK,
      content:
        'We can network-unlock most Samsung and other Android phones for £20, usually within 24 hours. iPhones have to be unlocked by the network they were bought from, which is free – just contact them with your IMEI number.',
    },
    {
      type: 'faq',
      title: F_TRANSFER,
      content:
        'Yes, our data transfer service moves your photos, contacts, messages and WhatsApp chats across, including from iPhone to Android and back. Allow about an hour and bring both phones with their passcodes.',
    },
    {
      type: 'faq',
      title: F_QUOTE,
      content:
        "Yes – for most repairs we can give you a fixed price straight away if you tell us the exact model and what's wrong. For the quickest reply, send us a photo of the damage on WhatsApp.",
    },
    {
      type: 'faq',
      title: F_OTHER,
      content:
        "We replace screens and batteries on Amazon Kindle e-readers. We don't repair digital cameras or drones, so for those we'd suggest a specialist repairer.",
    },

    // ─────────────────────────── Documents ───────────────────────────
    {
      type: 'document',
      title: PRICES,
      fileName: 'price-list-2026.pdf',
      content: `REPAIR PRICE LIST 2026
Pixel & Plug Repairs, 14 Finkle Street, Kendal, Cumbria LA9 4AB
Prices valid from 1 January 2026 until further notice. All prices include VAT, parts and fitting.

HOW TO READ THIS LIST
Premium screens are high-quality aftermarket OLED or LCD panels that we test ourselves before fitting. Original screens are genuine manufacturer parts. Both carry our standard warranty. If your model isn't listed, ask us for a quote.

IPHONE REPAIRS
Model | Premium screen | Original screen | Battery | Charging port | Back glass
iPhone 16 Pro Max | £249 | £379 | £99 | £89 | £149
iPhone 16 Pro | £229 | £349 | £99 | £89 | £139
iPhone 16 / 16 Plus | £179 | £279 | £89 | £79 | £119
iPhone 15 Pro Max | £219 | £339 | £95 | £85 | £139
iPhone 15 / 15 Plus | £159 | £249 | £85 | £75 | £109
iPhone 14 / 14 Plus | £129 | £219 | £79 | £69 | £99
iPhone 13 / 13 mini | £109 | £189 | £69 | £65 | £89
iPhone 12 / 12 Pro | £89 | £159 | £65 | £59 | £79
iPhone 11 | £69 | £129 | £59 | £55 | £69
iPhone SE (2020 and 2022) | £59 | £89 | £49 | £49 | not available

SAMSUNG GALAXY REPAIRS
Model | Screen (Samsung service pack) | Battery | Charging port
Galaxy S25 Ultra | £289 | £89 | £79
Galaxy S25 / S25+ | £199 / £229 | £79 | £69
Galaxy S24 | £189 | £79 | £69
Galaxy S23 | £169 | £75 | £65
Galaxy A55 / A54 | £99 | £59 | £49
Galaxy A15 / A14 | £69 | £49 | £45
Galaxy Z Flip6 inner screen | £329 | £89 | £79

GOOGLE PIXEL REPAIRS
Model | Screen | Battery | Charging port
Pixel 9 | £169 | £75 | £69
Pixel 8 / 8 Pro | £149 / £199 | £69 | £65
Pixel 7a | £119 | £59 | £55

TABLETS AND E-READERS
iPad 9th gen glass and digitiser | £89
iPad 10th gen glass and digitiser | £119
iPad Air (M2) full screen | £229
iPad Pro 11-inch full screen | £349
iPad battery (most models) | from £79
Samsung Galaxy Tab A9 screen | £89
Amazon Kindle Paperwhite screen | £69

LAPTOPS AND MACBOOKS
Windows laptop screen (15.6-inch HD) | from £99
Windows laptop screen (touchscreen or 4K) | from £179
MacBook Air M1 screen | £329
MacBook Air M2 / M3 screen | £399
MacBook battery | from £139
Windows laptop battery | from £69
Laptop keyboard replacement | from £79
MacBook keyboard replacement | from £189
Laptop DC charging socket | £69
SSD upgrade (500GB, includes Windows reinstall and copying your files) | £89
Virus removal and tune-up | £49

WATCHES AND CONSOLES
Apple Watch screen | from £109
Apple Watch battery | from £65
Nintendo Switch screen | £85
Joy-Con stick drift repair (per stick) | £25
PS5 / Xbox Series X HDMI port | £95

OTHER SERVICES
Diagnostic (waived if you go ahead with the repair) | £20
Data transfer to a new phone | £25
Rear camera lens glass | £39
Priority same-day repair (jump the queue) | add £14
Phone network unlock (Android) | £20

Liquid damage and data recovery are priced separately – please see our Liquid Damage Repair Process and Data Recovery Service Guide.`,
    },
    {
      type: 'document',
      title: TERMS,
      fileName: 'terms-and-conditions-of-repair.pdf',
      content: `TERMS AND CONDITIONS OF REPAIR
Pixel & Plug Repairs Ltd, 14 Finkle Street, Kendal, Cumbria LA9 4AB. Company number 09384712.
Effective 1 January 2026. These terms apply to every repair, whether walk-in, booked online or sent by post. By leaving a device with us you agree to them.

1. QUOTES
Quotes are valid for 14 days. If we find further faults once the device is opened, we will contact you before doing any extra work. We will never go over the agreed price without your permission.

2. DIAGNOSTICS
A full diagnostic costs £20. This is deducted from the repair cost if you go ahead.

3. YOUR DATA
You are responsible for backing up your device before handing it over. We take great care with your data but we cannot accept liability for data loss during a repair. We may need your passcode to test the device fully. If you prefer not to give it, we will test what we can and ask you to check the device at the counter before you leave.

4. PARTS
We fit Premium parts unless you choose Original parts. Parts we remove are kept for 7 days and you are welcome to ask for them back. After that they are sent for recycling.

5. WARRANTY COVER
Our warranty covers the part we fitted and our workmanship. It does not cover:
- new accidental damage after the repair, such as drops, cracks or pressure marks
- liquid damage that happens after the repair
- devices that have been opened or repaired by anyone else since our repair
- software problems, updates or apps
- faults in parts we did not replace
To make a claim, bring the device back with your receipt or repair number. If the fault is covered we will repair it free of charge, usually the same day.

6. WATER RESISTANCE
Once a device has been opened, its original factory water resistance cannot be guaranteed. We fit new adhesive seals where the manufacturer uses them, but we recommend treating your device as not water resistant after any repair.

7. PAYMENT
Payment is due on collection. For parts we order in specially that cost over £100, we ask for a 50% deposit when you book. This deposit is non-refundable once the part has been ordered.

8. CANCELLATIONS
You may cancel free of charge at any time before work starts, except for special-order deposits under clause 7. If you cancel after work has started we will charge for the work done and any parts fitted.

9. COLLECTION AND UNCOLLECTED DEVICES
We will text you when your device is ready. We store repaired devices free of charge for 30 days. After that we will send reminders by text and email. If a device is not collected within 90 days of our first notice, we will send a final written notice and may then recycle or sell the device to cover our costs.

10. PROOF OF OWNERSHIP
We may ask for photo ID. Every device is checked against the CheckMEND database. We will refuse to repair devices reported lost or stolen and may inform the police.

11. LIABILITY
Our liability is limited to the cost of the repair, except for death or personal injury caused by our negligence. Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015.

12. COMPLAINTS
If you are unhappy with any part of our service, please speak to us in the shop first. If it is not resolved, email our owner at gareth@pixelandplug.co.uk with your repair number. We will reply within 5 working days.`,
    },
    {
      type: 'document',
      title: MAILIN,
      fileName: 'mail-in-repair-guide.pdf',
      content: `MAIL-IN REPAIR GUIDE
Can't get to Kendal? We repair phones, tablets, laptops and consoles by post from anywhere on the UK mainland. This guide takes you through it step by step.

STEP 1 – BOOK IT IN ONLINE
Fill in the mail-in form at pixelandplug.co.uk/mail-in. Choose your device and the repair you need. You will receive an email with your repair reference (it starts with PP-M) and a cover sheet to print.

STEP 2 – PACK IT SAFELY
- Remove the case, SIM card and any memory card.
- Wrap the device in at least two layers of bubble wrap.
- Use a sturdy cardboard box – not a padded envelope.
- Put the printed cover sheet inside the box. If you have no printer, write your name, phone number and repair reference on a piece of paper instead.
- Please don't send cases, boxes or phone chargers, as we can't guarantee to return accessories.
- Laptops: please do include the charger, as we need it for testing.

Devices with swollen batteries must not be posted. Carriers do not allow damaged lithium batteries in the post. Call us on 01539 720 418 and we'll talk you through your options.

STEP 3 – SEND IT TO US
Option A – post it yourself. We recommend Royal Mail Special Delivery Guaranteed by 1pm, which is tracked and insured. Keep your proof of postage.
Option B – prepaid courier. Add a DPD label when you fill in the form for £12.50. We email you the label; print it and drop the parcel at any DPD Pickup shop, or book a free collection from your door.
Send to: Pixel & Plug Repairs (Mail-In), 14 Finkle Street, Kendal, Cumbria LA9 4AB

STEP 4 – WE INSPECT AND QUOTE
We inspect your device within 1 working day of it arriving and email you to confirm the fault and price. If the fault matches what you booked, we start straight away. If it doesn't, we'll send a new quote and wait for you to approve it.

STEP 5 – REPAIR AND RETURN
Most mail-in repairs are finished within 1 working day of approval, so the whole process usually takes 3 to 5 working days door to door. You pay by a secure card link we send by email or text. We return your device by Royal Mail Special Delivery.
Return postage is free on repairs over £100. On repairs under £100 return postage is £7.50.
If you decide not to go ahead with the repair, we post the device back to you for £9.95.

WHERE WE COVER
We accept mail-in repairs from the UK mainland. For Northern Ireland, the Scottish Highlands and islands, the Isle of Man and the Channel Islands, please add £6 to the return postage. We're sorry, but we can't accept devices sent from outside the UK.

INSURANCE
Your device is insured while it is in our workshop and on its way back to you. On its way to us it is your responsibility, so please use a tracked and insured service.`,
    },
    {
      type: 'document',
      title: DATA,
      fileName: 'data-recovery-service-guide.pdf',
      content: `DATA RECOVERY SERVICE GUIDE
Pixel & Plug Repairs, Kendal

Lost photos, a dead laptop drive or a phone that won't switch on? This guide explains how our data recovery service works, what it costs and what we need from you. All recovery work is done in our Kendal workshop by our board-level technician. Your device is never sent to a third party.

HOW IT WORKS
1. Free evaluation. Bring your device in or post it to us (see our Mail-In Repair Guide). We assess it within 2 to 3 working days and tell you what we think is recoverable and the fixed price.
2. You approve the quote. Nothing is charged until you say yes.
3. Recovery. Most jobs take 3 to 7 working days after approval.
4. Check your files. We send you a list of the recovered folders and file names before you pay.
5. Return. You get your data back on a drive or by secure download link.

PRICES
Level 1 – Logical recovery (deleted files, formatted drives, corrupted partitions, drive still spins normally): £99
Level 2 – Physical hard drive recovery (clicking, not detected, dropped drives): £249 to £449 depending on the parts needed
Level 3 – Phone and tablet board-level recovery (dead phones, liquid-damaged or bent logic boards): from £199
SSD and NVMe drive recovery: from £179
Memory cards, USB sticks and camera cards: from £79
Emergency service (work starts the same day, ahead of every other job): add £100

NO DATA, NO FEE
If we can't recover the files you told us matter most, you pay nothing – not even for the evaluation. The only exception is return postage on mail-in jobs.

GETTING YOUR DATA BACK
Your own drive (must be at least as large as the data) – free
New 64GB USB stick – £15
New 1TB external drive – £49
New 2TB external drive – £69
Secure download link (available for 14 days) – free

WHAT WE CAN'T DO
- We can't recover data that has been overwritten, for example after a factory reset on a modern iPhone or Android phone.
- iPhones and most modern Android phones are encrypted. We need the passcode to recover anything from them, and we cannot bypass it.
- We don't work on devices we suspect are stolen or that you don't own. We may ask for proof of ownership.
- We can't access cloud accounts such as iCloud, Google Photos or OneDrive on your behalf. Please contact the provider.

BEFORE YOU BRING IT IN
- Stop using the device straight away. Every minute a failing drive keeps running can make things worse.
- Don't install recovery software onto the same drive you are trying to recover from.
- If a hard drive is clicking or grinding, switch it off and leave it off.
- Never open a hard drive yourself. Dust gets onto the platters and can make recovery impossible.
- Make a note of which files matter most, such as "Photos 2019 to 2023" or "Accounts spreadsheet", so we can prioritise them.

CONFIDENTIALITY
We treat your files as confidential. Technicians only open files as far as needed to confirm they are intact. Our working copy of your recovered data is securely deleted 14 days after you collect, or sooner if you ask.

Contact: recovery@pixelandplug.co.uk or 01539 720 418.`,
    },
    {
      type: 'document',
      title: GRADES,
      fileName: 'refurbished-grading-and-warranty.pdf',
      content: `REFURBISHED DEVICE GRADING AND WARRANTY
Every refurbished phone, tablet and laptop we sell has been tested, repaired where needed and cleaned in our Kendal workshop. This document explains what our grades mean, what comes in the box and what cover you get.

OUR 62-POINT CHECK
Every device passes a 62-point check before it goes on sale. This includes the touchscreen and dead pixels, Face ID and Touch ID, every camera and microphone, speakers, Wi-Fi, Bluetooth, mobile signal, the charging port, buttons, sensors and battery health. Any part that fails is replaced before sale.
All devices are wiped with certified data erasure software and checked against the CheckMEND database, so you know they aren't reported lost or stolen or still owed on finance.

OUR GRADES
Pristine – looks as new. No marks, even close up.
Excellent – very light micro-scratches, only visible under bright light. The screen is flawless.
Good – light scratches or small scuffs on the frame or back. No marks on the screen that you would notice when it's switched on.
Fair – visible scratches, small dents or wear on the frame. The cheapest way to get a fully working device.
Every grade works exactly the same. The grade only describes how the device looks.

BATTERY HEALTH
Phones and tablets are sold with a battery health of at least 85%. If a battery tests below that, we fit a new one before sale. Laptop batteries hold at least 80% of their original design capacity.

WHAT'S IN THE BOX
- Your refurbished device
- A USB-C or Lightning charging cable
- A SIM tool (phones)
- A printed warranty card
Wall plugs aren't included with phones and tablets but can be added for £12. Laptops come with a charger.

NETWORK UNLOCKED
All our phones are unlocked to any UK network. They work on EE, O2, Vodafone and Three, and on networks such as giffgaff, Tesco Mobile, Lebara and Sky Mobile.

12-MONTH WARRANTY
Every refurbished device comes with a 12-month warranty covering any fault that isn't caused by accidental damage, liquid or misuse. Cracked screens, drops and liquid damage aren't covered. If a covered fault appears, we'll repair the device, swap it for an equivalent one or give you a refund.

EXTENDED WARRANTY
You can extend your warranty to 24 months at the time of purchase for £29 on phones and tablets or £49 on laptops.

30-DAY RETURNS
Changed your mind? You can return any refurbished device within 30 days of purchase for a full refund. The device must be in the condition we sold it, reset, signed out of iCloud or your Google account, and returned with its cable. Refunds go back to your original payment method within 5 working days of us receiving the device. For online orders, return postage is your responsibility unless the device is faulty.`,
    },
    {
      type: 'document',
      title: LIQUID,
      fileName: 'liquid-damage-repair-process.pdf',
      content: `LIQUID DAMAGE REPAIR PROCESS
Pixel & Plug Repairs, Kendal

Dropped your phone in the sink, spilled coffee on your laptop or got caught in a Lake District downpour? Liquid damage is one of the most common jobs we see. This guide explains what to do first, what we do in the workshop and what it costs.

FIRST AID – WHAT TO DO RIGHT AWAY
- Power the device off. Don't switch it back on to see if it still works.
- Don't charge it. Electricity and water together cause corrosion fastest.
- Take off the case and remove the SIM tray.
- Dry the outside gently with a lint-free cloth.
- Don't put it in rice. Rice doesn't pull water out from inside the phone, it wastes precious time, and starch dust can get into the ports.
- Don't use a hairdryer or put it on a radiator. Heat can damage the screen and swell the battery.
- Bring it to us as soon as you can, ideally the same day.

WHAT WE DO IN THE WORKSHOP
1. Assessment. We check for liquid indicators and the extent of the damage.
2. Strip-down. We take the device apart completely and disconnect the battery.
3. Ultrasonic cleaning. The logic board is cleaned in an ultrasonic bath of isopropyl alcohol, which shifts liquid and residue from under the tiny chips.
4. Corrosion treatment. Any corrosion is removed by hand under the microscope.
5. Drying. The parts dry in a low-temperature cabinet for 24 hours.
6. Reassembly and testing. We rebuild the device and test every function.
7. Report. We tell you what works, what doesn't, and what any further parts would cost.

HOW LONG IT TAKES
Liquid damage treatment usually takes 2 to 3 working days because of the drying time. If you need your data urgently, tell us when you drop off and we will prioritise getting the device working long enough to back it up.

WHAT IT COSTS
Our liquid damage treatment fee is £45 for phones and tablets and £75 for laptops. This covers the strip-down, ultrasonic clean, corrosion treatment and testing. If a part such as a screen, battery or charging port needs replacing afterwards, we will quote before fitting anything. The treatment fee is payable whether or not the device recovers, because the cleaning work has been done.

YOUR CHANCES
Around 7 in 10 devices brought to us within 24 hours can be revived. After a week, that drops to around 3 in 10, because corrosion keeps spreading even once the device looks dry. Salt water from the sea and sugary drinks such as cola or juice cause the most damage.

IF IT CAN'T BE REVIVED
Even when a device can't be brought back to normal use, we can often still recover your photos and files at board level. See our Data Recovery Service Guide for details.`,
    },

    // ─────────────────────────── Website pages ───────────────────────────
    {
      type: 'website',
      title: ABOUT,
      url: 'https://www.pixelandplug.co.uk/about',
      content: `# About Pixel & Plug Repairs

Kendal's independent phone, tablet and laptop repair shop since 2014.

## How we started

Gareth Mossop started fixing cracked iPhone screens from a stall on Kendal Market in 2014, with a toolkit, a borrowed gazebo and a lot of patience. Word got round, the queue got longer, and in 2018 we moved into our shop on Finkle Street, with the workshop upstairs where the old tailor's used to be.

Over 40,000 repairs later we're still independent, still local, and still convinced that most broken gadgets deserve a second chance rather than a trip to landfill.

## Meet the team

**Gareth Mossop – founder and owner.** Gareth still does repairs most days and looks after our business and school customers. If something hasn't gone right, he wants to hear about it.

**Priya Chandran – board-level and data recovery specialist.** Priya joined us in 2019 from an aerospace electronics background. She handles micro-soldering, liquid-damaged logic boards and data recovery, and has rescued more wedding photos than she can count.

**Tom Airey – shop manager.** Tom runs the front counter, books in repairs and looks after our refurbished stock. He's the one who'll tell you honestly whether a repair is worth it.

**Ellie Brogden – apprentice technician.** Ellie is studying for her Level 3 apprenticeship with Kendal College and looks after most of our laptop and Windows work.

**Biscuit – shop dog.** Our border terrier is in most Saturdays and takes his customer service role very seriously.

## Why people choose us

- Over 40,000 devices repaired since 2014
- Rated 4.9 stars from more than 1,300 Google reviews
- Most phone screens and batteries fixed while you wait
- Honest advice – if a repair isn't worth the money, we'll say so

We're an independent repairer, not an Apple Authorised Service Provider. That means we can offer repairs Apple doesn't, like board-level repairs and separate iPad glass, usually for less. If your device is covered by AppleCare+, though, we'll tell you when going to Apple is the cheaper option.

## Repair, don't replace

In 2025 we kept an estimated 3.2 tonnes of electronics out of landfill by repairing and refurbishing devices instead of throwing them away. In 2024 we were named Independent Retailer of the Year at the Westmorland Business Awards.

## In the community

We run a free Repair Café with Kendal Library on the last Saturday of every month, 10am to 12pm. Bring along a slow laptop, a phone that won't update or a tablet your kids have locked you out of, and Ellie will help you sort it out. We also offer work experience placements for students from local secondary schools.`,
    },
    {
      type: 'website',
      title: CONTACT,
      url: 'https://www.pixelandplug.co.uk/contact',
      content: `# Contact Us & Opening Hours

## Visit the shop

Pixel & Plug Repairs
14 Finkle Street
Kendal
Cumbria LA9 4AB

We're halfway along Finkle Street, between the Market Place and Stricklandgate – look for the bright orange door.

## Opening hours

- Monday: 9.30am to 5.30pm
- Tuesday: 9.30am to 5.30pm
- Wednesday: 9.30am to 5.30pm
- Thursday: 9.30am to 7pm (late night)
- Friday: 9.30am to 5.30pm
- Saturday: 10am to 4pm
- Sunday: Closed

Bank holidays: 10am to 2pm. We're closed on Christmas Day, Boxing Day and New Year's Day.

We take our last walk-in repairs 45 minutes before closing, so there's time to finish them the same day. Collections are welcome right up to closing time.

## Get in touch

- Phone: 01539 720 418
- WhatsApp: 07700 900 614 (photos of the damage are welcome)
- Email: hello@pixelandplug.co.uk
- Data recovery enquiries: recovery@pixelandplug.co.uk
- Business accounts: business@pixelandplug.co.uk

We reply to emails and WhatsApp messages within 1 working day. The phone can be busy at lunchtimes and on Saturdays, so WhatsApp is often quickest.

## Parking and getting here

Finkle Street is pedestrianised, so you can't park outside the shop. The nearest car parks are:

- Westmorland Shopping Centre multi-storey – 3 minutes' walk
- Blackhall Road car park – 5 minutes' walk
- Sandes Avenue long-stay car park – 10 minutes' walk

Blue Badge holders can use the disabled bays on the Market Place, about a minute away.

By train, Kendal station is a 12-minute walk. If you're coming on the West Coast Main Line, change at Oxenholme for the short hop to Kendal. Local and Stagecoach 555 buses stop at Kendal bus station on Blackhall Road, 4 minutes from the shop.

## Accessibility

The shop has a step-free entrance and a lowered section of counter for wheelchair users. If getting in is difficult, ring us when you arrive and we'll come out to your car to collect or drop off your device.`,
    },
    {
      type: 'website',
      title: LAPTOP,
      url: 'https://www.pixelandplug.co.uk/laptop-repairs',
      content: `# Laptop & MacBook Repairs in Kendal

Cracked screen, dead battery, a keyboard that's missing half its keys or a laptop that takes ten minutes to start up? Our workshop repairs laptops and MacBooks of every age, with honest advice about whether a repair is worth it.

## What we fix

- Cracked and broken screens, including touchscreens
- Batteries that won't hold charge or have swollen
- Keyboards and trackpads
- Broken charging sockets and loose charger connections
- Cracked casings and broken hinges
- Overheating, loud fans and sudden shutdowns
- Slow laptops – SSD upgrades, virus removal and Windows reinstalls
- Liquid spills
- Laptops with no power at all, including board-level repair

## Brands we repair

Apple MacBook Air and MacBook Pro (2015 onwards), Dell, HP, Lenovo, Acer, ASUS, Microsoft Surface and Chromebooks of every make. We also repair gaming laptops from MSI, Razer, ASUS ROG and Alienware.

We don't repair desktop PCs or iMacs, but we're happy to point you towards a local specialist who does.

## How long does it take?

Most laptop repairs take 2 to 4 working days. We keep common parts such as batteries for popular models and SSDs in stock, and screens and keyboards usually arrive within 1 to 2 working days. SSD upgrades and virus removals are usually ready the same day if you drop off before 11am.

## Overheating and noisy fans

Dust builds up inside every laptop over time, especially with pets in the house. If your laptop is hot, loud or shutting itself down, our fan clean and thermal paste service costs £39 and is usually done the same day. It's often the cheapest way to make an old laptop feel new again.

## Slow laptop? Upgrade before you replace

A laptop with an old spinning hard drive can be transformed by a solid-state drive. We copy your files across, reinstall Windows and hand it back noticeably faster – often for a fraction of the price of a new machine.

## Spilled a drink on your MacBook?

Unplug it and turn it off straight away. Turn it upside down in a tent shape so liquid drains away from the logic board, and bring it in the same day. Don't try to switch it on to check. Priya, our board-level technician, handles MacBook logic board repairs, which start from £249.

## Before you drop it off

- Bring your charger – we need it to test the laptop.
- Back up your files if you still can.
- Either tell us your login password or set up a guest account so we can test without seeing your files.
- Remove any USB sticks or discs.`,
    },
    {
      type: 'website',
      title: BATTERY,
      url: 'https://www.pixelandplug.co.uk/battery-replacement',
      content: `# Battery Replacement

A tired battery is the number one reason people think they need a new phone. In most cases a new battery makes your device feel like new again, for a fraction of the cost.

## Is it time for a new battery?

Signs your battery is wearing out:

- It runs flat before the end of the day
- It shuts down suddenly at 20% or 30%
- It gets hot when charging or during normal use
- Apps feel slow even after a restart
- The screen or back is lifting – a sign of a swollen battery

On an iPhone, go to Settings, then Battery, then Battery Health. Apple considers a battery worn once its maximum capacity drops below 80%. On Samsung phones, the Samsung Members app has a battery check under Support.

## How long does it take?

Most phone batteries are replaced in 30 to 45 minutes while you wait. iPad and laptop batteries are glued in, so those are usually ready the next working day.

## Premium or original Apple battery?

For iPhones you can choose between two options:

- **Premium battery** – a high-quality replacement cell that we've tested ourselves. Your iPhone will show an "Unknown Part" message in Settings. This is only a notice; the phone and battery work normally, but the Battery Health percentage may not be shown.
- **Original Apple battery** – ordered in from Apple's parts programme and usually here within 2 to 3 working days. It shows as genuine in Settings and Battery Health works as normal. It costs about £30 more than the premium option.

## Swollen batteries – please read

If your phone, tablet or laptop looks bulged, or the screen is lifting away from the frame, stop using it and stop charging it. Don't press the case back together and never try to puncture the battery. Bring it to the shop and let the counter know straight away – we'll put it in our fire-safe container and replace the battery safely.

## Looking after your new battery

- Turn on Optimised Charging (iPhone) or Protect Battery (Samsung).
- Try to keep the charge between 20% and 80% for everyday use.
- Avoid leaving your phone in a hot car or charging under a pillow.
- Use a decent quality charger and cable.

## What happens to your old battery?

Every old battery we remove is stored safely and collected by a licensed WEEE recycler, so nothing goes to landfill.`,
    },
    {
      type: 'website',
      title: SHOP,
      url: 'https://www.pixelandplug.co.uk/shop/refurbished',
      content: `# Refurbished Phones, Tablets & Laptops

Why pay for brand new? Our refurbished devices are tested, repaired and cleaned in our own Kendal workshop, and they cost up to 40% less than buying new. Every one comes with a 12-month warranty and 30-day returns.

## In stock this week

Stock changes every day, so please check the online shop or give us a ring before making a special trip. Here's a selection of what's on the shelf right now:

- iPhone 15 128GB – Excellent – £449
- iPhone 14 128GB – Good – £329
- iPhone 13 128GB – Good – £259
- iPhone SE (2022) 64GB – Fair – £139
- Samsung Galaxy S23 128GB – Excellent – £319
- Google Pixel 8 128GB – Pristine – £349
- iPad 10th generation 64GB Wi-Fi – Excellent – £249
- MacBook Air M1 8GB / 256GB – Good – £479
- Lenovo ThinkPad T14 (Intel i5, 16GB, 512GB SSD) – Good – £299

Not sure what our grades mean? See our grading and warranty guide.

## Reserve and collect

Seen something you like? Reserve it online or by phone for free and we'll hold it for 48 hours. You can pay when you collect in the shop and we'll help you move your data across from your old phone.

## Delivery

Next-day tracked delivery costs £5.95 and is free on orders over £250. Order by 2pm Monday to Thursday for next-day delivery. Orders placed on Friday afternoon or at the weekend are sent out on Monday.

## Spread the cost

Pay in three interest-free instalments with Klarna on any order over £99, in the shop or online. Klarna runs a soft credit check and late fees may apply.

## Trade in your old device

Upgrading? Trade in your old phone, tablet or laptop and put the value towards your next device. You can take your trade-in value as store credit to spend on a refurbished device or a repair, or as cash by bank transfer. Store credit is worth 10% more than cash.

To trade in, your device must:

- belong to you – please bring photo ID
- be signed out of iCloud, Find My or your Google account
- not be reported lost or stolen or still on finance

Get an instant valuation online, or bring the device in and Tom will give you a price on the spot.`,
    },
    {
      type: 'website',
      title: BUSINESS,
      url: 'https://www.pixelandplug.co.uk/business',
      content: `# Business & Education Repairs

From a two-person office in Kirkby Lonsdale to a secondary school with 600 Chromebooks, we keep South Lakes organisations working. Our business service is run personally by our owner, Gareth Mossop.

## Repair accounts

- Monthly invoicing on 30-day terms, so your staff don't need to pay on collection
- A quick online application – most accounts are open within 2 working days
- Business devices go to the front of the queue, ahead of walk-in repairs
- One contact who knows your devices and your history with us

## Free collection and delivery

Account customers within 15 miles of Kendal get free collection and return, including Windermere, Ambleside, Kirkby Lonsdale, Sedbergh and Milnthorpe. Further afield, such as Penrith or Lancaster, we charge £20 per trip. Collections run on Tuesdays and Fridays, or on other days by arrangement for urgent jobs.

## Schools and colleges

We repair Chromebooks, iPads and laptops for schools across South Lakes and north Lancashire.

- Termly on-site repair days, where we set up in your school and fix devices there and then
- Volume pricing: 10% off repairs when you send 10 or more devices in a month
- Spare parts held in stock for the models you use
- All our staff hold enhanced DBS checks

## Data wiping and disposal

Replacing your old kit? We securely wipe laptops, phones and tablets using certified erasure software and give you a certificate for every device for your records. Data wiping costs £8 per device. Devices that can't be reused are recycled through a licensed WEEE partner, and you'll get a waste transfer note.

## Refurbished kit for your team

Need extra laptops or phones without the new-device price? We can source matching refurbished devices in bulk, set them up ready to use and include the same 12-month warranty we give on every refurbished device.

## Get started

Email business@pixelandplug.co.uk or call 01539 720 418 and ask for Gareth. Tell us roughly how many devices you have and what kind, and we'll put together a proposal within 2 working days.`,
    },
  ],

  questions: [
    // ── FAQ targets ──
    { text: 'can i just turn up or do i have to book', expect: F_WALKIN },
    { text: 'do I need an appt for a battery swap or is walk in ok', expect: F_WALKIN },
    { text: 'how long to do a cracked iphone screen?', expect: F_SCREENTIME },
    {
      text: 'if i drop my samsung off on my lunch break will the new screen be done before i go back to work',
      expect: F_SCREENTIME,
    },
    { text: 'are ur screens real apple ones or copies', expect: F_GENUINE },
    { text: 'is there a guarantee on the repair', expect: F_WARRANTY },
    { text: 'how long are your repairs covered for if it goes wrong again', expect: F_WARRANTY },
    { text: 'do you charge just to have a look at it', expect: F_DIAG },
    { text: 'is the diagnosis free', expect: F_DIAG },
    { text: 'dropped my phone down the loo what do i do', expect: F_WET },
    { text: 'phone fell in the bath 10 mins ago HELP', expect: F_WET },
    { text: 'will fixing my screen wipe my pictures', expect: F_DATALOSS },
    {
      text: 'do i need to back everything up before you do the battery? worried about losing my texts',
      expect: F_DATALOSS,
    },
    { text: 'locked out of my old iphone, can you unlock it for me', expect: F_PASSCODE },
    {
      text: 'bought a phone off facebook marketplace and its icloud locked can u remove it',
      expect: F_PASSCODE,
    },
    { text: 'do you fix switch joycon drift', expect: F_CONSOLES },
    { text: 'my sons ps5 hdmi port is snapped, is that something you do', expect: F_CONSOLES },
    { text: 'can i pay cash', expect: F_PAYMENT },
    { text: 'where can i get rid of a pile of old laptops safely', expect: F_RECYCLE },
    { text: 'any discount for students', expect: F_STUDENT },
    { text: "i'm a nurse, do i get money off?", expect: F_STUDENT },
    { text: 'can you fix a cracked apple watch', expect: F_WATCH },
    {
      text: 'my garmin wont hold its charge anymore can you put a new battery in',
      expect: F_WATCH,
    },
    { text: 'the charger keeps falling out of my phone', expect: F_PORT },
    { text: 'phone only charges if i hold the cable at a funny angle', expect: F_PORT },
    { text: 'is there a courtesy phone i can use while you fix mine', expect: F_LOAN },
    {
      text: 'ipad 9 glass is smashed but the picture underneath is fine, do i really need a whole new screen',
      expect: F_IPADGLASS,
    },
    { text: 'what if it turns out to be unfixable do i still have to pay', expect: F_CANTFIX },
    {
      text: 'my samsung is locked to vodafone can you sort it so i can use an ee sim',
      expect: F_UNLOCK,
    },
    {
      text: 'got a new phone for christmas, can you copy my whatsapps and photos across from the old one',
      expect: F_TRANSFER,
    },
    { text: 'can you price up a repair if i message you a pic', expect: F_QUOTE },
    { text: 'do you fix drones', expect: F_OTHER },
    { text: 'kindle screen cracked can you sort', expect: F_OTHER },

    // ── Price list ──
    { text: 'how much for an iphone 13 screen', expect: PRICES, fact: '£109' },
    { text: 's24 screen cost?', expect: PRICES, fact: '£189' },
    { text: 'whats it cost to replace a macbook air m2 display', expect: PRICES, fact: '£399' },
    {
      text: 'my laptop is so slow, how much would it be to put one of those solid state drives in',
      expect: PRICES,
      fact: '£89',
    },
    {
      text: 'how much extra is it to get it done same day and skip the queue',
      expect: PRICES,
      fact: '£14',
    },
    { text: 'how much to fix the screen on a switch', expect: PRICES },

    // ── Terms ──
    {
      text: 'what happens if i forget to pick my phone up for ages',
      expect: TERMS,
      fact: '90 days',
    },
    { text: 'will my phone still be waterproof after you change the screen', expect: TERMS },
    {
      text: 'do i have to pay anything upfront if you need to order a part in specially',
      expect: TERMS,
      fact: '50% deposit',
    },
    {
      text: 'i dropped it again a week after you fixed it and the new screen cracked, is that covered',
      expect: TERMS,
    },
    {
      text: "who do i email if i'm not happy with how my repair was dealt with in the shop",
      expect: TERMS,
      fact: 'gareth@pixelandplug.co.uk',
    },

    // ── Mail-in ──
    { text: 'how much is the courier label to send it to you', expect: MAILIN, fact: '£12.50' },
    {
      text: 'how long does a postal repair take start to finish',
      expect: MAILIN,
      fact: '3 to 5 working days',
    },
    {
      text: 'do i have to pay for you to send it back to me? its a £60 repair',
      expect: MAILIN,
      fact: '£7.50',
    },
    { text: "i'm in belfast do you do repairs by post to NI", expect: MAILIN, fact: 'add £6' },
    { text: 'my tablet battery has puffed up can i post it to you', expect: MAILIN },

    // ── Data recovery ──
    {
      text: 'external hard drive is making a clicking noise and has all my work on it, how much to get files off',
      expect: DATA,
      fact: '£249 to £449',
    },
    {
      text: 'accidentally deleted a folder of photos off my drive, can you get them back and whats the cost',
      expect: DATA,
    },
    {
      text: 'i need the files back really urgently for a deadline, is there a faster option',
      expect: DATA,
      fact: 'add £100',
    },
    {
      text: 'i factory reset my phone by mistake, can the photos still be recovered',
      expect: DATA,
    },
    { text: 'is there a fee for the recovery evaluation if nothing can be got back', expect: DATA },
    { text: 'do you send hard drives off to a lab somewhere', expect: DATA },

    // ── Refurb grading ──
    {
      text: "whats the difference between 'good' and 'excellent' on your second hand phones",
      expect: GRADES,
    },
    { text: 'what battery health will a refurbed iphone have', expect: GRADES, fact: '85%' },
    {
      text: 'if i buy a refurb and change my mind can i send it back',
      expect: GRADES,
      fact: 'within 30 days of purchase',
    },
    { text: 'will a refurbished phone work with giffgaff', expect: GRADES },
    { text: 'how do i know a second hand phone from you isnt stolen', expect: GRADES },

    // ── Liquid damage ──
    { text: 'should i put my wet phone in a bag of rice', expect: LIQUID },
    { text: 'what do you actually do to a water damaged phone to fix it', expect: LIQUID },
    {
      text: 'how many days does the water damage treatment take',
      expect: LIQUID,
      fact: '2 to 3 working days',
    },
    {
      text: 'my phone went in the toilet a week ago and its still dead, is it even worth bringing in',
      expect: LIQUID,
      fact: '3 in 10',
    },
    {
      text: 'spilt coffee on my laptop, how much is the cleaning',
      expect: LIQUID,
      fact: '£75 for laptops',
    },

    // ── About ──
    { text: 'who owns the shop', expect: ABOUT, fact: 'Gareth Mossop' },
    {
      text: 'do you run a repair cafe or anything like that',
      expect: ABOUT,
      fact: 'last Saturday of every month',
    },
    { text: 'are you apple authorised', expect: ABOUT },
    { text: 'is there a dog in the shop? my daughter swears she saw one', expect: ABOUT },

    // ── Contact ──
    { text: 'what time do you shut on thursday', expect: CONTACT, fact: '7pm' },
    { text: 'open sundays?', expect: CONTACT },
    { text: 'parking?', expect: CONTACT, fact: 'Westmorland Shopping Centre' },
    { text: 'are you open easter monday', expect: CONTACT, fact: '10am to 2pm' },
    { text: "my mum's in a wheelchair, can she get into the shop ok", expect: CONTACT },
    {
      text: 'whats the latest i can bring a phone in on a saturday and still get it done',
      expect: CONTACT,
      fact: '45 minutes before closing',
    },

    // ── Laptop ──
    { text: 'do you fix chromebooks', expect: LAPTOP },
    {
      text: 'my laptop fan sounds like a jet engine and it gets really hot',
      expect: LAPTOP,
      fact: '£39',
    },
    { text: 'do you repair desktop pcs', expect: LAPTOP },
    {
      text: 'how long would my dell be with you for a new keyboard',
      expect: LAPTOP,
      fact: '2 to 4 working days',
    },
    { text: 'just knocked a glass of wine over my macbook pro what do i do', expect: LAPTOP },

    // ── Battery ──
    { text: 'how do i know if my battery needs changing', expect: BATTERY },
    {
      text: 'if i get the battery done will my iphone say unknown part',
      expect: BATTERY,
      fact: 'Unknown Part',
    },
    { text: 'how long does a phone battery swap take', expect: BATTERY, fact: '30 to 45 minutes' },
    { text: 'the back of my phone is bulging out is it dangerous', expect: BATTERY },
    {
      text: 'how much more is a genuine apple battery compared to your normal one',
      expect: BATTERY,
      fact: '£30',
    },

    // ── Refurb shop ──
    { text: 'got any iphone 14s for sale', expect: SHOP, fact: '£329' },
    { text: 'can you hold a phone for me until i can get in', expect: SHOP, fact: '48 hours' },
    { text: 'how much is delivery on a refurbished ipad', expect: SHOP, fact: '£5.95' },
    { text: 'can i pay for a refurb in instalments', expect: SHOP },
    { text: 'can i trade my old iphone in against a refurb', expect: SHOP, fact: '10% more' },

    // ── Business ──
    {
      text: "we're a small accountants office, can we have an account and get invoiced monthly instead of paying each time",
      expect: BUSINESS,
      fact: '30-day terms',
    },
    { text: 'do you collect from windermere', expect: BUSINESS, fact: '15 miles' },
    {
      text: 'our school has loads of broken chromebooks, can you come in and fix them on site',
      expect: BUSINESS,
    },
    { text: 'are your staff dbs checked', expect: BUSINESS },
    {
      text: 'we need our old company laptops wiped with a certificate, cost?',
      expect: BUSINESS,
      fact: '£8 per device',
    },
  ],

  requests: [
    {
      text: "can you book me in for an iphone 12 screen on friday morning? name's Dan Whitehead",
      expect: 'Appointments',
    },
    {
      text: 'Id like to reserve a slot on saturday 14th march around 11 for a battery change on my S23 please',
      expect: 'Appointments',
    },
    {
      text: 'please schedule a laptop drop off for tomorrow afternoon, its a dell xps with a broken hinge',
      expect: 'Appointments',
    },
    {
      text: 'pencil me in for a data transfer next tuesday at 2pm if poss – Margaret Nelson',
      expect: 'Appointments',
    },
    {
      text: 'the screen you replaced 3 weeks ago has started flickering and nobody has answered my emails. really not happy',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say a massive thank you to Priya for getting my wedding photos off my dead phone, absolute legend',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'waited over an hour past the time i was told and the lad on the counter was rude about it. not good enough',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'can someone ring me back on 07700 900 233 about a quote for six ipad screens',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a price for fixing a galaxy tab s8 screen, jo.pattinson@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'could you send me a copy of my invoice from last month, I need it for an insurance claim. repair ref PP-40871',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
    { text: 'put me through to someone in the shop', expect: 'handoff' },
    { text: "i'd rather talk to a member of staff than a bot tbh", expect: 'handoff' },
  ],

  offTopic: [
    'which has the better camera, the iphone 16 or the galaxy s25?',
    'does o2 get decent signal in ambleside',
    'how do i cancel my vodafone contract early',
    'can you recommend a good brand of phone case',
    "what's on at the brewery arts centre this weekend",
    "what's the weather going to be like in kendal tomorrow",
    'write me a short poem about a broken phone',
    'how do you make kendal mint cake',
    'what is the capital of australia',
    'who won the premier league last season',
    "how do i set up parental controls on my kid's tiktok",
    'can you fix my washing machine, it keeps leaking',
    "translate 'my phone is broken' into french",
    'does currys give you money for old tvs',
  ],
};
