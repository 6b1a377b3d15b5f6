import type { Business } from '../types.js';

export const broadband: Business = {
  slug: 'broadband',
  name: 'Dalesnet Full Fibre',
  field: 'Broadband provider',
  entries: [
    // ───────────────────────────── FAQs ─────────────────────────────
    {
      type: 'faq',
      title: 'What contract lengths are available?',
      content:
        'We offer 12-month and 24-month contracts on every full fibre package, and 24-month contracts get our lowest monthly prices. If you would rather not commit, Fibre 150 is also available on a 30-day rolling plan with a one-off £60 connection fee.',
    },
    {
      type: 'faq',
      title: 'Do I have to pay for installation?',
      content:
        'Standard installation is free on 12- and 24-month contracts. A standard install covers up to 50 metres of new cable from the nearest pole or underground chamber to your home. If your property needs a longer run, new ducting or road works, we will send you a fixed quote before anything is booked.',
    },
    {
      type: 'faq',
      title: 'How long after ordering will I be connected?',
      content:
        'Most homes are live within 10 to 14 working days of ordering. You will get an email and a text with your engineer appointment within 2 working days of placing your order. Where a new pole or ducting is needed it can take up to 6 weeks.',
    },
    {
      type: 'faq',
      title: 'Do I need a landline to get your broadband?',
      content:
        'No. Our service is full fibre all the way to your home, so there is no copper phone line involved and no line rental to pay. You can keep a landline with another provider if you like, or add our digital home phone service.',
    },
    {
      type: 'faq',
      title: 'Can I use my own router instead of the Dalesnet Hub?',
      content:
        "Yes. Plug your router's WAN port into the LAN1 port on the fibre box (ONT) and set it to get its connection automatically by DHCP (IPoE) - no username, password or VLAN tag is needed. Please keep the Dalesnet Hub safe as we need it back when you leave, and note that our support team can only troubleshoot Wi-Fi problems on our own hub.",
    },
    {
      type: 'faq',
      title: 'Is there a monthly data allowance?',
      content:
        "No, every package comes with truly unlimited downloads. We don't apply data caps, fair-usage limits or traffic management at busy times, so gaming, 4K streaming and big downloads are never slowed down.",
    },
    {
      type: 'faq',
      title: 'Why is my internet slow?',
      content:
        'First run a test at speedtest.dalesnet.co.uk on a device plugged into the hub with an ethernet cable - Wi-Fi results are often much lower, especially on older phones and laptops or through thick stone walls. Then restart the hub by switching it off at the wall for 30 seconds. If wired speeds are still well below your package speed, contact support and we will run a remote line test.',
    },
    {
      type: 'faq',
      title: 'Do you guarantee a minimum speed?',
      content:
        'Yes. Every package has a guaranteed minimum wired download speed, shown in your contract summary - for example 450 Mbps on Fibre 500. If your wired speed stays below that minimum and we cannot fix it within 30 days of you telling us, you can leave without any penalty.',
    },
    {
      type: 'faq',
      title: 'Do you have a cheaper package for people on benefits?',
      content:
        "Yes, Dales Essential is our social tariff: 75 Mbps for £15 a month on a 30-day rolling contract with no exit fees and free installation. It's available to households receiving Universal Credit, Pension Credit, Jobseeker's Allowance, ESA or PIP, and we'll ask for a recent benefit letter when you sign up.",
    },
    {
      type: 'faq',
      title: 'How can I pay my bill?',
      content:
        'Contracts are paid monthly by Direct Debit. You choose your collection date - the 1st, 8th, 15th or 22nd of the month - and you can change it at any time in My Dalesnet. If a payment fails you can pay by debit or credit card in My Dalesnet or over the phone.',
    },
    {
      type: 'faq',
      title: 'Why is my first bill higher than expected?',
      content:
        'Your first bill is issued on the day your service goes live. It covers the part-month from activation plus the next full month in advance, so it is usually bigger than a normal bill. From your second bill onwards you just pay your regular monthly price.',
    },
    {
      type: 'faq',
      title: 'Will my monthly price go up during my contract?',
      content:
        'On 12-month contracts the monthly price rises by a fixed £2.50 each April, as set out in your contract summary. 24-month contracts are price-locked for the whole minimum term, so you pay exactly the same every month.',
    },
    {
      type: 'faq',
      title: 'How do I cancel my Dalesnet service?',
      content:
        "Call us on 01756 800 420 (option 3) or use the cancellation form in My Dalesnet - we need 30 days' notice. When your service ends we will post you a prepaid returns bag for the hub, which must be sent back within 28 days.",
    },
    {
      type: 'faq',
      title: 'Can I change my mind after ordering?',
      content:
        'Yes, you have a 14-day cooling-off period starting from the day you place your order. If you cancel before your installation there is nothing to pay; if you have already been connected you only pay for the days you used.',
    },
    {
      type: 'faq',
      title: 'What does it cost to leave before my contract ends?',
      content:
        'If you leave during your minimum term you pay an early termination charge of 80% of the monthly charges left on the contract. For example, with 6 months left on a £32 a month package the charge would be £153.60.',
    },
    {
      type: 'faq',
      title: 'How do I turn on parental controls?',
      content:
        "Open the My Dalesnet app, tap Hub, then SafeHome. SafeHome is free and lets you pick Light, Moderate or Strict filtering for each device, and you can schedule a 'bedtime' pause that cuts off chosen devices - by default from 9pm to 7am.",
    },
    {
      type: 'faq',
      title: 'Do you provide email addresses?',
      content:
        "No, we don't offer @dalesnet email accounts. We recommend a free service such as Gmail or Outlook.com, which stays with you even if you change broadband provider.",
    },
    {
      type: 'faq',
      title: 'Can I get a Wi-Fi booster for a bigger house?',
      content:
        'Yes - Dalesnet Mesh Discs spread Wi-Fi into every room. They cost £4 a month each (up to three per home) or £89 each to buy outright, and they pair with your hub automatically in about 5 minutes.',
    },
    {
      type: 'faq',
      title: 'Do you offer broadband for businesses?',
      content:
        'Yes. Dalesnet Business packages start at £35 a month + VAT for 500 Mbps, with a 4-hour fault response, a dedicated business support line and static IP options. Email business@dalesnet.co.uk for a quote.',
    },
    {
      type: 'faq',
      title: 'Will my broadband work in a power cut?',
      content:
        "No. The fibre box and hub need mains power, so both broadband and Dales Talk phone calls stop during a power cut. If you rely on your landline, have no mobile signal at home and are vulnerable - for example you use a telecare alarm - we'll fit a free battery backup unit that keeps your phone working for at least 1 hour.",
    },
    {
      type: 'faq',
      title: 'How do I log in to My Dalesnet?',
      content:
        "Go to my.dalesnet.co.uk or download the My Dalesnet app for iPhone or Android, and sign in with your email address and the password you chose at signup. Your account number starts with DN and is printed at the top of every bill. If you've forgotten your password, tap 'Reset password' and we'll email a link that works for 1 hour.",
    },
    {
      type: 'faq',
      title: 'Can I upgrade to a faster package?',
      content:
        'Yes, you can upgrade any time in My Dalesnet at no charge, and the new speed is switched on remotely within about an hour - no engineer visit needed. Upgrading starts a new 12- or 24-month term. Moving to a slower package is only possible at the end of your minimum term.',
    },
    {
      type: 'faq',
      title: 'Do you have a refer-a-friend scheme?',
      content:
        "Yes! Share your referral code from My Dalesnet, and once your friend's service goes live you'll both get £50 credit on your bills. There's no limit to how many friends you can refer.",
    },

    // ─────────────────────────── Documents ───────────────────────────
    {
      type: 'document',
      title: 'Router Setup Guide',
      fileName: 'router-setup-guide.txt',
      content: `DALESNET HUB 6 - ROUTER SETUP GUIDE
Version 3.2, March 2025

IN THE BOX
- Dalesnet Hub 6 (model DH6)
- 12V power adapter
- 1.5m yellow ethernet cable
- Quick start card

1. Before you start
Your engineer will have fitted a small white fibre box (the ONT) to an inside wall. The ONT needs a steady green PON light before the hub can connect. If the PON light is off or flashing, check that the ONT's own power adapter is plugged in and switched on at the wall.

2. Connecting the cables
- Plug the yellow ethernet cable into the LAN1 port on the ONT.
- Plug the other end into the blue WAN port on the back of the hub.
- Connect the hub's power adapter and press the power button.
- Wait about 3 minutes while the hub starts up and checks for updates.

3. What the lights mean
Light | Meaning | What to do
Solid white | Connected to the internet | Nothing - you're online
Pulsing white | Starting up or updating | Wait up to 5 minutes
Solid amber | No signal from the fibre box | Check the WAN cable and the ONT lights
Flashing red | Connection fault | Restart the hub; if it stays red, report a fault

4. Connecting to Wi-Fi
Your network name (SSID) and Wi-Fi key are printed on the sticker on the underside of the hub. The hub broadcasts one network name for both the 2.4 GHz and 5 GHz bands and moves each device to the best band automatically.
Some older gadgets, such as printers and smart plugs made before 2015, can't join a combined network. If a device can't see your Wi-Fi, switch on the "Legacy 2.4 GHz network" option in the My Dalesnet app under Hub > Wi-Fi settings, then connect the device to the new network ending in -LEGACY.

5. Changing your Wi-Fi name and password
The easiest way is in the My Dalesnet app under Hub > Wi-Fi settings. You can also use a web browser on a connected device: go to 192.168.1.254 and log in with the username admin and the Admin Password printed on the sticker. New Wi-Fi passwords must be at least 12 characters long.

6. Where to put your hub
• Out in the open, at least 1 metre off the floor - not in a cupboard or behind the TV.
• Away from microwaves, cordless phone bases and fish tanks.
• Thick stone walls, common in Dales cottages, block Wi-Fi. If some rooms have a weak signal, ask us about Mesh Discs.

7. Firmware updates
Updates install automatically between 2am and 5am. The hub restarts briefly (under 2 minutes) while updating, so please leave it switched on overnight.

FACTORY RESET
Only do this if support asks you to. Press and hold the recessed reset button on the back of the hub with a paperclip for 15 seconds, until the light flashes amber. This erases your custom settings, including any Wi-Fi name and password you've changed, and restores the details on the sticker.

NEED MORE HELP?
Call technical support on 01756 800 420 or use live chat in the My Dalesnet app.`,
    },
    {
      type: 'document',
      title: 'Installation Day Guide',
      fileName: 'installation-day-guide.txt',
      content: `YOUR DALESNET INSTALLATION - WHAT TO EXPECT

Thanks for choosing Dalesnet. This guide explains what happens on installation day so you can plan ahead.

BEFORE THE DAY
- Appointments run Monday to Saturday, in a morning slot (8am to 12pm) or an afternoon slot (12pm to 5pm).
- Someone aged 18 or over must be at home for the whole visit.
- If you rent, please get your landlord's permission for drilling before the day. We can email you a permission letter to pass on.
- Decide where you'd like the fibre box (ONT) and hub. Near your main TV or home office works best, and it must be within 1.5 metres of a power socket.
- Make sure the engineer can get to the front of the house and the spot where the cable will come in.

1. Arrival
Your engineer will phone or text about 30 minutes before arriving. All our engineers wear Dalesnet uniform and carry a photo ID card - please ask to see it.

2. The outside work
The engineer runs a fibre cable from the nearest telegraph pole or underground chamber to a small grey connection box on your outside wall. If the duct under your drive or garden turns out to be blocked, we may need to come back with a civils team to clear it. This is usually arranged within 10 working days and costs you nothing.

3. Bringing the fibre inside
We drill one small hole, about 10mm wide, through the wall, seal it with silicone and clip the cable neatly along skirting boards or door frames to where the ONT will go.

4. Fitting the ONT and hub
The ONT is screwed to an inside wall and the engineer connects and sets up your Dalesnet Hub. Before leaving they will run a speed test on a laptop plugged in with a cable, show you the result and help you connect a phone or tablet to your new Wi-Fi.

HOW LONG DOES IT TAKE?
Most installations take 2 to 4 hours. Long cable runs or difficult access can take up to 6 hours.

CHANGING YOUR APPOINTMENT
You can rearrange for free with at least 48 hours' notice in My Dalesnet or by calling 01756 800 420. If nobody is home, or you change the booking with less notice, a missed appointment charge may apply (see our Additional Charges Price List).

AFTER THE ENGINEER LEAVES
You'll get a text within 24 hours asking you to rate your installation. If you notice any marks, loose clips or other problems with the work, tell us within 7 days and we'll come back to put it right free of charge.`,
    },
    {
      type: 'document',
      title: 'Moving Home Checklist',
      fileName: 'moving-home-checklist.txt',
      content: `MOVING HOME WITH DALESNET - CHECKLIST

Moving house is busy enough without worrying about your broadband. Follow these steps and we'll keep the disruption to a minimum.

1. Tell us early
Let us know at least 20 working days (about 4 weeks) before your move date. You can do this in My Dalesnet under Account > Moving home, or by calling 01756 800 420.

2. We check your new address
We'll confirm straight away whether your new home is on the Dalesnet network.

IF WE COVER YOUR NEW HOME
- Your package moves with you at the same monthly price.
- The home move fee is free if you start a new 12- or 24-month contract, otherwise it is £45.
- If the property already has a Dalesnet fibre box (ONT) on the wall, we can usually switch it on within 3 working days without an engineer visit.
- If there's no fibre box, we'll book a normal installation for your moving date or as soon after as possible.
- Take your Dalesnet Hub with you - don't leave it for the new occupants.

IF WE DON'T COVER YOUR NEW HOME
- You can end your contract without an early termination charge.
- We'll need proof of your new address within 30 days of moving, such as a tenancy agreement, solicitor's completion statement or council tax bill.
- We'll send a prepaid bag so you can return your hub.

3. Your Dales Talk phone number
If you're moving within the same area code (for example 01756 for Skipton or 01729 for Settle), you can usually keep your Dales Talk number. If the area code changes, we'll give you a new number and set up a free announcement of the new number for 3 months.

4. On moving day
• Unplug the hub and the ONT power adapter.
• Do NOT remove the ONT from the wall - it stays with the property.
• Pack the hub, its power adapter and any Mesh Discs.
• At your new home, plug the hub into the ONT's LAN1 port once we confirm your service is live.

5. Moving into a home that already has our fibre
If the previous occupants were Dalesnet customers, simply order online as a new customer. Enter your new address and our system will detect the existing fibre box, so there's usually no need for an installation.

Questions? Call 01756 800 420 or message us in the My Dalesnet app.`,
    },
    {
      type: 'document',
      title: 'Additional Charges Price List',
      fileName: 'additional-charges-price-list.txt',
      content: `DALESNET ADDITIONAL CHARGES - PRICE LIST
Effective 1 April 2025. All prices include VAT at 20%.

This list covers charges that are not part of your monthly package price. Your package price is shown in your contract summary and on your bill. We will always tell you before we add any of these charges to your account.

BILLING AND PAYMENT
Charge | Amount | When it applies
Paper bill | £1.75 per bill | If you ask for printed bills by post
Late payment fee | £7.50 | Payment not received 14 days after the due date
Returned Direct Debit | £5.00 | Your bank rejects a Direct Debit collection
Reconnection after suspension | £25.00 | Service suspended for non-payment

ENGINEER VISITS
Charge | Amount | When it applies
Missed appointment | £65.00 | Nobody home, or fewer than 48 hours' notice to rearrange
Customer-caused fault | £95.00 | For example a cut fibre cable or damaged ONT
Moving the fibre box (ONT) | £85.00 | Relocating the ONT to another room in the same home

EQUIPMENT
Charge | Amount | When it applies
Non-returned Dalesnet Hub | £75.00 | Hub not returned within 28 days of leaving
Replacement hub | £60.00 | Hub lost or accidentally damaged
Replacement Mesh Disc | £45.00 | Rented Mesh Disc lost or damaged
Replacement power adapter | £12.00 | Hub or ONT power lead lost or damaged

DALES TALK HOME PHONE
Charge | Amount | When it applies
Change of phone number | £10.00 | At your request (free for nuisance calls)

HOW TO AVOID CHARGES
- Switch to online bills in My Dalesnet - they're free.
- Keep your Direct Debit details up to date, especially if you change bank.
- Rearrange engineer appointments at least 48 hours ahead.
- Keep the prepaid returns bag we send when you leave, and post your hub back promptly.

If you think a charge has been added by mistake, contact us within 60 days of the bill date and we'll look into it.`,
    },
    {
      type: 'document',
      title: 'Static IP Address Guide',
      fileName: 'static-ip-address-guide.txt',
      content: `STATIC IP ADDRESSES - CUSTOMER GUIDE

WHAT IS A STATIC IP ADDRESS?
By default, home connections on our network use CGNAT (carrier-grade NAT). This means your connection shares a public IPv4 address with other customers. It works perfectly for browsing, streaming, video calls and online gaming, but it stops incoming connections - so things like port forwarding, hosting a game server or viewing CCTV cameras remotely won't work.

YOUR OPTIONS
Option | Who it's for | Price
Public dynamic IPv4 (opt out of CGNAT) | Gamers, remote access, port forwarding | Free
Single static IPv4 | Home servers, VPN, CCTV | £5 per month
Block of 8 static IPv4 (/29, 5 usable) | Business customers only | £15 per month + VAT

A public dynamic address is yours alone but may change occasionally, for example after maintenance. A static address never changes.

HOW TO ORDER
1. Log in to My Dalesnet and go to Add-ons > IP address.
2. Choose your option. Adding a static IP doesn't extend your contract, and you can remove it at any time with 30 days' notice.
3. Your new address is activated within 24 hours and we'll email it to you.
4. Restart your hub so it picks up the new address.

SETTING UP PORT FORWARDING ON THE DALESNET HUB
- Open the hub admin page (see the Router Setup Guide for how to log in).
- First give your device a fixed local address under Advanced > DHCP Reservations.
- Then go to Advanced > Port Forwarding > Add rule.
- Choose the device, enter the external and internal port numbers and pick TCP, UDP or both.
- Save. The rule works straight away; no restart is needed.

REVERSE DNS
If you run a mail server or need a custom hostname, email noc@dalesnet.co.uk from your account email address with your static IP and the hostname you want. We set reverse DNS up within 2 working days.

THINGS TO KNOW
- Your static IP stays the same if you restart, upgrade your package or move home within our network.
- Using your own router? Leave it on DHCP - the static address is assigned automatically.
- Outbound port 25 (email sending) is blocked on home connections to prevent spam. Business customers can ask for it to be opened.`,
    },
    {
      type: 'document',
      title: 'Complaints Code of Practice',
      fileName: 'complaints-code-of-practice.txt',
      content: `DALESNET COMPLAINTS CODE OF PRACTICE
Customer summary - updated January 2025

OUR PROMISE
We don't always get things right, but when we don't we want to hear about it. Complaining is free and will never affect the service you receive.

HOW TO COMPLAIN
- Phone our customer team on 01756 800 420
- Email complaints@dalesnet.co.uk
- Use live chat in the My Dalesnet app
- Write to us at our Skipton office (address on our Contact page)

Please give your account number (starting DN), what went wrong and what you'd like us to do to put it right.

1. Stage one - frontline resolution
Most complaints are sorted out by the first person you speak to. If we can't fix it straight away, we'll acknowledge your complaint within 1 working day and aim to resolve it within 5 working days.

2. Stage two - escalation
If you're not happy with our answer, ask for your complaint to be escalated to our Complaints Manager, Daniel Okafor. He will review everything and send you a written response within 10 working days.

3. Independent adjudication
If your complaint isn't resolved after 8 weeks, or we send you a "deadlock letter" sooner saying we can't agree, you can take it to CISAS (the Communications and Internet Services Adjudication Scheme) at www.cisas.org.uk. The service is free for customers, and its decision is binding on us if you accept it.

AUTOMATIC COMPENSATION
We follow Ofcom's automatic compensation scheme. You don't need to claim - we credit your bill within 30 days.
Situation | Compensation
Total loss of service not fixed after 2 full working days | £9.76 for each calendar day
Engineer misses an appointment or cancels with less than 24 hours' notice | £32.55 per appointment
Delay to the start of a new service | £6.51 for each calendar day of delay

CUSTOMERS WHO NEED EXTRA SUPPORT
If you have a disability, health condition or other circumstance that makes it harder to deal with us, tell us and we'll record how best to help - for example letters in large print, or contact only through a named family member.

RECORDS
We keep records of every complaint for 2 years and review them every month to improve our service.`,
    },

    // ─────────────────────────── Website pages ───────────────────────────
    {
      type: 'website',
      title: 'Full Fibre Broadband Packages | Dalesnet',
      url: 'https://www.dalesnet.co.uk/broadband',
      content: `# Full fibre broadband for the Yorkshire Dales

Every Dalesnet package is full fibre straight to your door, with symmetrical speeds - your upload is just as fast as your download. Perfect for video calls, sending big files and backing up photos.

## Our packages

### Fibre 150 - £24.50 a month
150 Mbps download and 150 Mbps upload. Ideal for 1 or 2 people browsing, streaming in HD and making video calls.

### Fibre 500 - £29.50 a month (most popular)
500 Mbps download and 500 Mbps upload. Great for families of 3 to 5, 4K streaming on several screens and online gaming.

### Fibre 900 - £36 a month
900 Mbps download and 900 Mbps upload. Built for busy households and people working from home who move large files every day.

### Fibre 2000 - £59 a month
2,000 Mbps (2 Gbps) download and upload, with our Wi-Fi 7 Hub Pro included. To get the full speed on one device you'll need a computer with a 2.5 Gb or faster ethernet port.

## What's included with every package
- Dalesnet Hub 6 Wi-Fi 6 router (Hub Pro on Fibre 2000)
- Free standard installation
- Unlimited downloads
- UK support from our team in Skipton

## Prices explained
The prices above are for 24-month contracts and include VAT. 12-month contracts are £3 a month more than the 24-month price on the same package.

## Ready to order?
Check your address on our coverage page, order online in about 5 minutes, or call our sales team on 01756 800 410.`,
    },
    {
      type: 'website',
      title: 'Service Status | Dalesnet',
      url: 'https://status.dalesnet.co.uk',
      content: `# Dalesnet network status

This page is updated by our Network Operations Centre around the clock. Last updated: 14:20 today.

## Current incidents

### Grassington and Threshfield - reduced speeds
Some customers in the BD23 5 postcode area may see reduced speeds in the evenings while we replace a faulty network card at the Grassington cabinet. Engineers are on site and we expect normal service by 6pm tomorrow.

All other areas: no known problems.

## Planned maintenance

### Hellifield and Long Preston - Tuesday 17 June
Upgrade work between midnight and 4am. Customers may lose service for up to 20 minutes during this window.

We always carry out planned work between midnight and 6am and give at least 7 days' notice by email.

## Think there's a problem?
1. Check the incident list above for your area.
2. Look at the light on your hub - see the Router Setup Guide for what each colour means.
3. Use "Report a fault" in the My Dalesnet app. It runs a remote line test in about 60 seconds and can book an engineer straight away if one is needed.
4. Or call our 24/7 fault line on 01756 800 499.

## Get outage alerts
Sign up for free SMS alerts in My Dalesnet under Settings > Notifications. We'll text you when an incident affects your postcode and again when it's fixed.

## How fast do we fix faults?
Our engineers work 7 days a week, and we aim to fix 90% of faults within 24 hours of them being reported.`,
    },
    {
      type: 'website',
      title: 'Contact Us | Dalesnet',
      url: 'https://www.dalesnet.co.uk/contact',
      content: `# Contact Dalesnet

We're a local team based in Skipton, and we'd love to help.

## Phone
- Sales and new orders: 01756 800 410
- Customer support and billing: 01756 800 420
- Fault line (24/7): 01756 800 499

Calls are charged at your normal local rate and are included in most mobile minute bundles.

## Opening hours
Customer support and live chat are open:
- Monday to Friday: 8am to 8pm
- Saturday: 9am to 5pm
- Sunday: 10am to 4pm

We're closed on Christmas Day, Boxing Day and New Year's Day, but the fault line is always open.

## Email
- General help: help@dalesnet.co.uk - we reply within 1 working day
- Business customers: business@dalesnet.co.uk

## Visit us
Dalesnet, Unit 4, Engine Shed Lane, Skipton, BD23 1UP.
Our drop-in desk is open Tuesdays and Thursdays, 10am to 3pm, for hub swaps, returns and payments. Free customer parking is available at the front of the building.

## Who you'll speak to
Our customer care team is led by Megan Holroyd, Head of Customer Care. Technical support is run by team leader Tom Pickersgill, and our field engineers are managed by Aisha Rahman.

## Accessibility
If you use Relay UK, dial 18001 followed by 01756 800 420. We can also send bills and letters in large print or Braille - just ask.`,
    },
    {
      type: 'website',
      title: 'Dales Talk Home Phone | Dalesnet',
      url: 'https://www.dalesnet.co.uk/home-phone',
      content: `# Dales Talk - digital home phone over your fibre

Add a landline to any Dalesnet broadband package. No copper line, no line rental - just clear calls over your fibre connection.

## How it works
Plug your existing corded or cordless phone into the PHONE port on the back of your Dalesnet Hub. That's it - it works just like a traditional landline, with a dial tone and the same handset you're used to.

## Call plans
- **Pay As You Go** - £3 a month, UK landline and mobile calls 9p a minute
- **Evenings & Weekends** - £6 a month, unlimited UK landline and mobile calls from 7pm to 7am on weekdays and all weekend
- **Anytime** - £10 a month, unlimited UK landline and mobile calls at any time

International calls start from 3p a minute. See the full international rates in My Dalesnet.

## Keep your number
Moving from another provider? You can bring your existing landline number at no cost. The transfer usually takes 7 working days. Don't cancel your old phone line yourself - we arrange the switch and your old provider stops billing you automatically.

## Free calling features
- Caller display
- Voicemail - dial 1571 to listen to your messages
- Anonymous Call Rejection to block withheld numbers
- Call barring for premium and international numbers

## Emergency calls
You can always call 999 and 112 from Dales Talk. Your registered address is passed to the emergency services automatically, so please keep it up to date in My Dalesnet.`,
    },
    {
      type: 'website',
      title: 'Check Coverage and Network Build | Dalesnet',
      url: 'https://www.dalesnet.co.uk/coverage',
      content: `# Where Dalesnet full fibre is available

Our network now reaches more than 38,000 homes and businesses across Craven and Upper Wharfedale, and we're adding new villages every month.

## Live now
- Skipton
- Gargrave
- Embsay
- Cononley
- Settle and Giggleswick
- Grassington and Threshfield
- Hellifield and Long Preston

Enter your postcode at the top of this page to check your exact address.

## Coming in 2026
- Malham
- Kettlewell
- Austwick
- Bentham

## Not in your area yet?
Register your interest with your postcode and we'll email you as soon as building starts nearby. Villages with the most registrations move up our build plan, so ask your neighbours to register too.

## Building in your street - what to expect
1. Our surveyors walk the route and check existing poles and ducts.
2. Where we need to use private land, we'll write to the owner asking for a wayleave agreement.
3. Building a street usually takes 2 to 3 weeks. We keep road closures to a minimum and tidy up each day.
4. Once your street is finished, you can order and book an installation.

## Landlords and developers
Building new homes? We connect new-build developments of 30 or more homes free of charge. Email newbuilds@dalesnet.co.uk with your site plan and build timetable.`,
    },
    {
      type: 'website',
      title: 'About Dalesnet | Local Full Fibre Since 2016',
      url: 'https://www.dalesnet.co.uk/about',
      content: `# About Dalesnet

Dalesnet was founded in Skipton in 2016 by Helen and Rob Metcalfe. Running a holiday cottage business on a 3 Mbps connection, they got tired of waiting for the big providers to bring decent broadband to the Dales - so they started laying fibre themselves, beginning with 60 homes in Embsay.

## Dalesnet today
- 14,200 customers across Craven and Upper Wharfedale
- 52 staff, all based in North Yorkshire
- Every engineer employed directly by us - no subcontractors
- No overseas call centres: when you call, you speak to someone in Skipton

## Our leadership
- Helen Metcalfe - Managing Director and co-founder
- Rob Metcalfe - Network Director and co-founder
- James Ogden - Finance Director

Dalesnet is independently owned by the Metcalfe family together with Northern Rural Infrastructure Partners, a UK investment fund that backs rural broadband.

## Giving back
Through the Dales Digital Fund we give £10,000 every year to village halls, schools and community groups. We also provide free broadband to more than 40 village halls and community centres on our network.

## Awards
- ISPA Best Rural Provider 2023
- ISPA Best Rural Provider 2024
- Yorkshire Business Awards - Employer of the Year 2024`,
    },
  ],

  questions: [
    // What contract lengths are available?
    { text: 'how long am i tied in for', expect: 'What contract lengths are available?' },
    {
      text: "do you do anything without a long commitment? i'm renting and might only be here a few months",
      expect: 'What contract lengths are available?',
    },
    // Do I have to pay for installation?
    {
      text: 'is the engineer visit free or do i pay extra for that',
      expect: 'Do I have to pay for installation?',
    },
    {
      text: 'our farmhouse is set way back from the lane, about 80m from the nearest pole. will setting it up cost more?',
      expect: 'Do I have to pay for installation?',
    },
    // How long after ordering will I be connected?
    {
      text: 'how soon can i be up and running if i sign up today',
      expect: 'How long after ordering will I be connected?',
    },
    { text: 'wait time for connection?', expect: 'How long after ordering will I be connected?' },
    // Do I need a landline to get your broadband?
    {
      text: 'do i still need to keep paying bt line rental if i switch to you',
      expect: 'Do I need a landline to get your broadband?',
    },
    {
      text: 'need a phone line for the fibre??',
      expect: 'Do I need a landline to get your broadband?',
    },
    // Can I use my own router instead of the Dalesnet Hub?
    {
      text: 'can i plug my asus gaming router straight in? what settings, is there a pppoe login?',
      expect: 'Can I use my own router instead of the Dalesnet Hub?',
    },
    { text: 'byo router allowed', expect: 'Can I use my own router instead of the Dalesnet Hub?' },
    // Is there a monthly data allowance?
    { text: 'any download limits', expect: 'Is there a monthly data allowance?' },
    {
      text: 'my lad downloads massive games on steam every weekend, is there a cap or will you throttle us',
      expect: 'Is there a monthly data allowance?',
    },
    // Why is my internet slow?
    {
      text: "speeds are way lower than what i'm paying for, what should i do",
      expect: 'Why is my internet slow?',
    },
    {
      text: 'speedtest on my phone says 80 but im supposed to have 500?? whats going on',
      expect: 'Why is my internet slow?',
    },
    // Do you guarantee a minimum speed?
    {
      text: 'what if i never actually get the speed you advertise, can i walk away',
      expect: 'Do you guarantee a minimum speed?',
    },
    { text: 'guarenteed min speed on fibre 500?', expect: 'Do you guarantee a minimum speed?' },
    // Do you have a cheaper package for people on benefits?
    {
      text: "i'm on universal credit, is there a cheap deal",
      expect: 'Do you have a cheaper package for people on benefits?',
    },
    { text: 'social tarrif', expect: 'Do you have a cheaper package for people on benefits?' },
    // How can I pay my bill?
    {
      text: 'can i change the date my direct debit comes out, payday is the 15th',
      expect: 'How can I pay my bill?',
    },
    { text: 'ways to pay?', expect: 'How can I pay my bill?' },
    // Why is my first bill higher than expected?
    {
      text: 'first bill was nearly double?? why',
      expect: 'Why is my first bill higher than expected?',
    },
    // Will my monthly price go up during my contract?
    {
      text: 'are you putting prices up in april',
      expect: 'Will my monthly price go up during my contract?',
    },
    {
      text: 'if I go for the 2 year deal does the monthly cost stay the same the whole way through',
      expect: 'Will my monthly price go up during my contract?',
    },
    // How do I cancel my Dalesnet service?
    { text: 'how do i close my account', expect: 'How do I cancel my Dalesnet service?' },
    {
      text: "i'm out of contract and want to leave, what do i do with the router after",
      expect: 'How do I cancel my Dalesnet service?',
    },
    // Can I change my mind after ordering?
    {
      text: 'signed up yesterday but found a better deal elsewhere, can i back out',
      expect: 'Can I change my mind after ordering?',
    },
    { text: 'cooling off period?', expect: 'Can I change my mind after ordering?' },
    // What does it cost to leave before my contract ends?
    {
      text: 'how much to get out of my contract early',
      expect: 'What does it cost to leave before my contract ends?',
    },
    {
      text: 'whats the penalty if i quit with about half a year left on the deal',
      expect: 'What does it cost to leave before my contract ends?',
    },
    // How do I turn on parental controls?
    {
      text: 'how do i block adult sites on the kids tablets',
      expect: 'How do I turn on parental controls?',
    },
    {
      text: 'can i make the internet switch off on my daughters phone at night so she actually sleeps',
      expect: 'How do I turn on parental controls?',
    },
    // Do you provide email addresses?
    {
      text: 'do i get a dalesnet email account with it',
      expect: 'Do you provide email addresses?',
    },
    // Can I get a Wi-Fi booster for a bigger house?
    {
      text: "signal doesn't reach my office in the loft, do you sell extenders or anything",
      expect: 'Can I get a Wi-Fi booster for a bigger house?',
    },
    { text: 'mesh wifi price', expect: 'Can I get a Wi-Fi booster for a bigger house?' },
    // Do you offer broadband for businesses?
    {
      text: 'I run a small accountancy practice on the high street - do you do business connections?',
      expect: 'Do you offer broadband for businesses?',
    },
    // Will my broadband work in a power cut?
    {
      text: 'will the internet still work if the electric goes off',
      expect: 'Will my broadband work in a power cut?',
    },
    {
      text: 'my mum has a pendant alarm on her landline and gets no mobile signal in her cottage, what happens if there is a power cut',
      expect: 'Will my broadband work in a power cut?',
    },
    // How do I log in to My Dalesnet?
    {
      text: 'forgot my password for the online account',
      expect: 'How do I log in to My Dalesnet?',
    },
    { text: 'where do i find my account number', expect: 'How do I log in to My Dalesnet?' },
    // Can I upgrade to a faster package?
    {
      text: 'can i go quicker without waiting for my contract to finish',
      expect: 'Can I upgrade to a faster package?',
    },
    {
      text: 'want to drop down to a cheaper slower package to save a bit of money, possible?',
      expect: 'Can I upgrade to a faster package?',
    },
    // Do you have a refer-a-friend scheme?
    {
      text: 'do i get anything for recommending you to my neighbour',
      expect: 'Do you have a refer-a-friend scheme?',
    },

    // ── Documents ──
    {
      text: 'hub light is orange what does that mean',
      expect: 'Router Setup Guide',
      fact: 'no signal from the fibre box',
    },
    { text: 'how do i factory reset the router', expect: 'Router Setup Guide', fact: '15 seconds' },
    {
      text: "my old printer can't find the wifi at all but everything else can",
      expect: 'Router Setup Guide',
      fact: 'Legacy 2.4 GHz',
    },
    {
      text: 'how long will the engineer be at my house on install day',
      expect: 'Installation Day Guide',
      fact: '2 to 4 hours',
    },
    {
      text: "i'll be at work on the day, can my 16 year old let the engineer in?",
      expect: 'Installation Day Guide',
      fact: '18 or over',
    },
    {
      text: "we just moved in and the previous owners had you guys, there's a little white box on the wall already. can we just get it turned back on?",
      expect: 'Moving Home Checklist',
      fact: '3 working days',
    },
    {
      text: "relocating for work to somewhere you don't cover, do i still have to pay to end my contract",
      expect: 'Moving Home Checklist',
      fact: 'without an early termination charge',
    },
    {
      text: 'how much notice do u need when im moving house',
      expect: 'Moving Home Checklist',
      fact: '20 working days',
    },
    {
      text: "how much do you charge if i'm not in when the engineer turns up",
      expect: 'Additional Charges Price List',
      fact: '£65',
    },
    {
      text: 'can you move the fibre box into the other room? how much is that',
      expect: 'Additional Charges Price List',
      fact: '£85',
    },
    {
      text: "the dog chewed through the router's power lead lol how much for a new one",
      expect: 'Additional Charges Price List',
      fact: '£12',
    },
    { text: 'how much for a static ip', expect: 'Static IP Address Guide', fact: '£5 per month' },
    {
      text: "port forwarding isn't working for my minecraft server, someone said it's cgnat. can i get round that?",
      expect: 'Static IP Address Guide',
      fact: 'Public dynamic IPv4',
    },
    {
      text: 'internet was completely dead for 4 days last week, do i get money back',
      expect: 'Complaints Code of Practice',
      fact: '£9.76',
    },
    {
      text: 'complained 2 months ago and still nothing sorted, who can i escalate to outside your company',
      expect: 'Complaints Code of Practice',
      fact: 'CISAS',
    },

    // ── Website pages ──
    {
      text: 'whats the cheapest package',
      expect: 'Full Fibre Broadband Packages | Dalesnet',
      fact: '£24.50',
    },
    {
      text: 'is it dearer if i only want a 1 year contract',
      expect: 'Full Fibre Broadband Packages | Dalesnet',
      fact: '£3 a month more',
    },
    {
      text: 'fastest speed you do?',
      expect: 'Full Fibre Broadband Packages | Dalesnet',
      fact: '2,000 Mbps',
    },
    { text: 'wifi down?', expect: 'Service Status | Dalesnet', fact: 'Report a fault' },
    {
      text: 'is there an outage in grassington right now? everything is crawling tonight',
      expect: 'Service Status | Dalesnet',
      fact: 'reduced speeds',
    },
    {
      text: 'what time do you lot close on a saturday',
      expect: 'Contact Us | Dalesnet',
      fact: '9am to 5pm',
    },
    {
      text: 'can i just pop into your office to swap my router',
      expect: 'Contact Us | Dalesnet',
      fact: 'Tuesdays and Thursdays',
    },
    {
      text: "who's in charge of customer services there",
      expect: 'Contact Us | Dalesnet',
      fact: 'Megan Holroyd',
    },
    {
      text: 'can i bring my old landline number over and how long does that take',
      expect: 'Dales Talk Home Phone | Dalesnet',
      fact: '7 working days',
    },
    {
      text: 'how do i listen to my voicemail',
      expect: 'Dales Talk Home Phone | Dalesnet',
      fact: '1571',
    },
    {
      text: 'is malham getting fibre anytime soon',
      expect: 'Check Coverage and Network Build | Dalesnet',
      fact: '2026',
    },
    {
      text: "we're a developer putting up 40 new houses near Gargrave - who do we talk to about getting fibre in?",
      expect: 'Check Coverage and Network Build | Dalesnet',
      fact: 'newbuilds@dalesnet.co.uk',
    },
    {
      text: 'who actually owns dalesnet',
      expect: 'About Dalesnet | Local Full Fibre Since 2016',
      fact: 'Metcalfe',
    },
  ],

  requests: [
    { text: 'can you book me an engineer for next tuesday morning please', expect: 'Appointments' },
    { text: "I'd like to schedule my installation appointment", expect: 'Appointments' },
    {
      text: 'need someone to come out and look at the line, can I get a visit booked in?',
      expect: 'Appointments',
    },
    {
      text: 'I want to make a formal complaint about how my last call was handled',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to leave some feedback, the engineer Sam who came on Friday was brilliant',
      expect: 'Complaints/Feedback',
    },
    {
      text: "third outage this month and I'm fuming, I want to lodge a complaint",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Can someone call me back about switching to you? My number is 07700 900123',
      expect: 'General Inquiry',
    },
    {
      text: "I'd like to send an enquiry about getting fibre out to our farm near Rylstone",
      expect: 'General Inquiry',
    },
    { text: 'please get somebody from sales to ring me this afternoon', expect: 'General Inquiry' },
    { text: 'let me speak to a real person', expect: 'handoff' },
    { text: 'agent pls', expect: 'handoff' },
    { text: 'is there an actual human I can chat to instead of this bot?', expect: 'handoff' },
  ],

  offTopic: [
    "what's the weather looking like in Skipton this weekend",
    'who won the Leeds United match last night',
    'give me a good recipe for Yorkshire puddings',
    'do you do SIM-only mobile phone deals?',
    'can I add Sky Sports or Netflix onto my Dalesnet bill?',
    'how do I factory reset my Virgin Media Hub 5?',
    'are you hiring? looking for an engineering apprenticeship',
    "what's your VAT registration number, I need it for an expenses claim",
    'can you recommend a decent gaming laptop under £800',
    'do you supply gas and electricity as well?',
    'can I move my domain name and website hosting over to you?',
    "what's the phone number for Openreach?",
  ],
};
