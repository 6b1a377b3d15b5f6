import type { Business } from '../types.js';

export const itsupport: Business = {
  slug: 'itsupport',
  name: 'Fellside IT',
  field:
    'Managed IT support and computer repair for small businesses and home users in Kendal, Cumbria',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What are your opening hours?',
      content:
        'Our workshop and front desk on Shap Road are open Monday to Friday 8:30am–5:30pm and Saturday 9:30am–1pm. We are closed on Sundays and bank holidays.',
    },
    {
      type: 'faq',
      title: 'Where are you and is there parking?',
      content:
        "You'll find us at Unit 7, Shap Road Industrial Estate, Kendal LA9 6DQ, next door to the tyre centre. There are two customer bays right outside our door for dropping off and collecting, and we're about a 10-minute walk from Kendal railway station.",
    },
    {
      type: 'faq',
      title: "Do you come out to people's homes?",
      content:
        'Yes, one of our engineers can visit you at home anywhere in our service area. Home visits cost £65 for the first hour and £30 for each half hour after that, and can usually be booked within 2–3 working days.',
    },
    {
      type: 'faq',
      title: 'What areas do you cover?',
      content:
        'We cover Kendal and roughly a 15-mile radius, including Windermere, Ambleside, Staveley, Sedbergh, Kirkby Lonsdale, Milnthorpe and Grange-over-Sands. Beyond that we add 45p per mile travel, and contract business clients are covered as far as Lancaster and Penrith.',
    },
    {
      type: 'faq',
      title: 'How much does it cost to have my laptop looked at?',
      content:
        "A quick bench check while you wait (about 15 minutes) is free. A full diagnostic costs £35, and that's deducted from the bill if you go ahead with the repair we quote.",
    },
    {
      type: 'faq',
      title: 'Can you get rid of a virus on my computer?',
      content:
        "Yes. Virus and malware removal is a fixed £69, usually done within 24–48 hours, and includes a year of ESET antivirus. If a pop-up or a fake 'Microsoft' warning tells you to ring a number, don't call it — switch the computer off and bring it in.",
    },
    {
      type: 'faq',
      title: 'Do you replace cracked laptop screens?',
      content:
        "We replace screens on most Windows laptops for £95–£179 including the part, depending on the model and whether it's a touchscreen. If the screen is in stock it takes 1–2 working days, otherwise allow 3–5. MacBook screens are quoted individually.",
    },
    {
      type: 'faq',
      title: 'Do you repair Apple Macs?',
      content:
        "Yes, we repair MacBook Air, MacBook Pro and iMac models, including batteries, SSD upgrades on older models and macOS reinstalls. We don't repair iPhones, iPads or Android phones — for those we'd point you to a dedicated phone repair shop.",
    },
    {
      type: 'faq',
      title: 'Do you sell refurbished laptops?',
      content:
        'Yes, we keep a rotating stock of business-grade refurbished laptops, mostly Lenovo ThinkPads and Dell Latitudes, from £249. Each one has its battery tested, a fresh Windows 11 install and a 12-month return-to-base warranty.',
    },
    {
      type: 'faq',
      title: 'How does remote support work?',
      content:
        "Ring us on 01539 720 418, then go to fellsideit.co.uk/remote and download our QuickSupport tool. Read the 9-digit code to the engineer and they'll be able to see your screen; you can end the session at any time. We will never phone you out of the blue asking for remote access.",
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        "We take debit and credit cards (including contactless and Apple Pay), cash and bank transfer. Business accounts are invoiced on 14-day terms. We don't accept cheques.",
    },
    {
      type: 'faq',
      title: 'Do your repairs come with a guarantee?',
      content:
        'All repair labour is guaranteed for 90 days — if the same fault comes back in that time we fix it free of charge. Replacement parts carry their own warranty, usually 12 months.',
    },
    {
      type: 'faq',
      title: "What happens if I don't collect my device?",
      content:
        "We text and email you as soon as your repair is ready. If it hasn't been collected after 60 days we send a final written notice, and after 90 days uncollected items may be securely wiped and recycled.",
    },
    {
      type: 'faq',
      title: 'Do you recycle old computers?',
      content:
        "Yes — drop old PCs, laptops, keyboards and cables at the workshop and we'll recycle them free through our WEEE-licensed partner. If you want the hard drive physically destroyed with a certificate, that's £15 per drive.",
    },
    {
      type: 'faq',
      title: 'Can you set up my printer?',
      content:
        "Yes. We can set up a printer remotely for £35 if it's already plugged in and switched on, or as part of a home or office visit. We don't repair printer hardware — if a printer has failed we'll advise on a replacement.",
    },
    {
      type: 'faq',
      title: 'Do you offer any discounts?',
      content:
        "Over-65s and students with valid ID get 10% off workshop labour. Registered charities get 20% off our monthly business support plans. Discounts can't be combined with other offers.",
    },
    {
      type: 'faq',
      title: 'Can you move everything from my old computer to my new one?',
      content:
        "Yes, our data transfer service is £59 and copies across your documents, photos, emails, browser bookmarks and saved passwords where possible. Drop both computers in before 10am and we can usually have them back the same day. Your old machine isn't wiped until you're happy everything is there.",
    },
    {
      type: 'faq',
      title: 'Are your staff vetted and how do you handle our data?',
      content:
        "All our engineers hold a basic DBS check and sign a confidentiality agreement. We're registered with the ICO (registration ZA612384) and only open the files we need to fix the problem. Our full privacy notice is available on request.",
    },
    {
      type: 'faq',
      title: 'Do you build custom PCs?',
      content:
        'Yes, we build gaming, video editing and office PCs to order. The build fee is £95 including stress testing and Windows installation, parts are charged at cost plus 10%, and most builds are ready in 5–7 working days.',
    },
    {
      type: 'faq',
      title: 'How do I cancel my support plan?',
      content:
        "Business support plans have an initial 12-month term and then run month to month; after that you can cancel with 30 days' written notice to accounts@fellsideit.co.uk. When you leave we hand over all admin passwords and network documentation.",
    },
    {
      type: 'faq',
      title: 'Can you upgrade my PC to Windows 11?',
      content:
        "If your computer meets Microsoft's requirements we'll upgrade it to Windows 11 for £45, keeping your files and programs. If it doesn't qualify (common on machines from before 2018) we'll tell you honestly and go through the options rather than forcing an unsupported install.",
    },
    {
      type: 'faq',
      title: 'Do you offer a loan laptop while mine is being repaired?',
      content:
        'Yes, we have a small pool of loan laptops at £10 per day for home customers, subject to availability. They are free for Business Plus plan customers while their own machine is in the workshop.',
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Fellside IT Managed Support Plans 2026',
      fileName: 'Support-Plans-2026.pdf',
      content: `Fellside IT Managed Support Plans 2026
For businesses with 1 to 50 staff

Prices effective 1 January 2026. All prices exclude VAT at 20%.

Why a monthly plan?
Most small businesses in South Lakeland don't have an IT person. When something breaks, someone in the office loses half a day trying to fix it. A Fellside IT plan gives you a fixed monthly cost, a helpdesk that knows your setup, and proactive maintenance so fewer things break in the first place.

Plan comparison
Plan | Price per user per month | Remote helpdesk | On-site visits | Monitoring and patching
Essentials | £24 | Unlimited | Charged at £70 per hour | PCs and laptops
Business | £39 | Unlimited | 3 hours per month included | PCs and laptops
Business Plus | £58 | Unlimited | Unlimited scheduled visits | PCs, laptops and network devices

Servers are covered by a server add-on at £45 per server per month on any plan.
Business and Business Plus require a minimum of 3 users. Sole traders and two-person firms can take Essentials from 1 user.
Included on-site hours on the Business plan are used in 30-minute blocks and don't roll over to the following month.

What every plan includes
- Unlimited remote helpdesk support for all covered users
- 24/7 monitoring of PCs and laptops, with automatic alerts for failing disks, low storage and missed backups
- Windows and Microsoft Office updates applied every Wednesday night between 10pm and 2am
- Managed ESET PROTECT antivirus on every covered device
- Access to the Fellside helpdesk portal to log and track tickets
- Asset register of your hardware, warranties and software licences

Business plan adds
- 3 hours of on-site engineer time each month
- Quarterly IT review meeting with a written report
- New starter and leaver setup (accounts, mailbox, laptop build) included

Business Plus adds
- Named account engineer who knows your business
- Unlimited scheduled on-site visits during helpdesk hours
- Monitoring of routers, switches and Wi-Fi access points
- Annual IT strategy meeting and three-year hardware budget plan
- Dark web monitoring for your company email domain
- Help preparing for your Cyber Essentials renewal

What is not included
- Hardware, software licences and Microsoft 365 subscriptions (supplied at trade prices on request)
- Project work such as office moves, new server installations or network rebuilds, which is quoted separately at our project rate of £520 per day
- Support for personal home devices belonging to staff
- Repairs to equipment damaged by liquid, drops or misuse (parts charged, labour covered by your plan)

Getting started
There is a one-off onboarding fee of £35 per user, which is waived if you sign a 24-month agreement.
1. Free 45-minute discovery call to understand your business and current setup.
2. Site audit: an engineer visits, documents your network, devices and accounts, and installs our monitoring agent.
3. Written audit report within 5 working days, highlighting urgent risks.
4. Go-live: your team receives a one-page helpdesk guide and desk stickers with our contact details.
5. First review meeting after 90 days.

Typical onboarding takes two weeks from signed agreement to go-live.

Worked example
A 6-person accountancy practice on the Business plan with one server pays 6 × £39 + £45 = £279 per month plus VAT.

Questions? Speak to our service team on 01539 720 418 (option 3) or email plans@fellsideit.co.uk.`,
    },
    {
      type: 'document',
      title: 'Service Level Agreement – Helpdesk and Response Times',
      fileName: 'Fellside-SLA-v4.pdf',
      content: `Fellside IT Ltd – Service Level Agreement (Version 4, January 2026)
Schedule 2: Helpdesk and Response Times

1. Purpose
This schedule sets out how our managed support customers contact the helpdesk, how we prioritise requests and the response times we commit to.

2. Helpdesk hours
The helpdesk is staffed Monday to Friday, 8:00am to 6:00pm, excluding English bank holidays. Tickets logged outside these hours are picked up at 8:00am on the next working day unless they qualify for the out-of-hours service in section 5.

3. How to log a request
- Helpdesk portal: support.fellsideit.co.uk (preferred – you can track progress and add screenshots)
- Email: helpdesk@fellsideit.co.uk (creates a ticket automatically)
- Telephone: 01539 720 418, option 2 – use the phone for anything urgent
Please give your name, your company, the device name (on the sticker on your PC) and a short description of the problem.

4. Priority levels and response times
Priority | Definition | Response time | Target resolution
P1 Critical | The whole business or a critical system cannot work (e.g. no internet for the office, server down, suspected cyber attack) | 1 hour | 4 hours
P2 High | Several users affected or a key system badly degraded | 2 hours | 1 working day
P3 Normal | A single user has a problem but can carry on working in some way | 4 working hours | 2 working days
P4 Request | Changes and requests, such as new users, permissions or software installs | Next working day | 5 working days

"Response" means a Fellside engineer has contacted you and started work on the issue. The automatic acknowledgement email does not count as a response. Target resolution times are targets rather than guarantees, as some faults depend on third parties such as your broadband provider or Microsoft.

5. Out-of-hours support
Business Plus customers can call the emergency line on 07700 900 731 at any time, 24/7, for P1 Critical issues, at no extra charge.
Customers on other plans may also use the emergency line. Out-of-hours work is charged at £110 per hour, with a minimum charge of one hour.

6. Escalation
If you're not happy with how a ticket is progressing:
1. Reply to the ticket or call the helpdesk and ask for it to be escalated.
2. If still unresolved, contact our Service Manager, Claire Dawson, at claire.dawson@fellsideit.co.uk.
3. Final escalation is to our Managing Director, Gareth Nicholson.

7. Service credits
If we miss the P1 response time more than twice in a calendar month, you are entitled to a service credit of 10% of that month's plan fee. Credits are applied to your next invoice and must be claimed within 30 days.

8. Customer responsibilities
- Keep a named contact who can authorise changes and spending
- Give our engineers reasonable access to premises and equipment
- Not allow other IT providers to make changes without telling us
- Keep hardware under manufacturer warranty or replace it when we advise it is end of life

9. Reporting
A monthly ticket summary is emailed on the first working day of each month, showing tickets by priority and whether response times were met.`,
    },
    {
      type: 'document',
      title: 'Data Recovery Service Price Guide',
      fileName: 'Data-Recovery-Price-Guide.pdf',
      content: `Fellside IT Data Recovery Service
Price Guide 2026 – prices include VAT

Lost your files? Start here
Whether it's a laptop that won't start, a dropped external drive or a deleted folder, most data can be recovered if you stop using the device straight away. Every job starts with a free evaluation: once we receive your device we'll tell you within 24 hours what's wrong, what we expect to recover and the exact price. Nothing is done without your approval.

Recovery levels and prices
Level | Typical problem | Price
Level 1 – Logical recovery | Deleted files, formatted drive, corrupted partition, drive that still spins and is detected | £149
Level 2 – Failing drive | Bad sectors, very slow drive, drive that drops out, needs careful imaging | £295
Level 3 – Cleanroom recovery | Clicking, beeping or grinding drive, head crash, seized motor, water or fire damage | £495 to £1,200
SSD and NVMe drives | Failed laptop SSDs, controller faults | from £249
RAID and NAS systems | Two or more disks, e.g. Synology or QNAP boxes | from £650
Memory cards and USB sticks | SD cards, micro SD, camera cards, USB pens | £89

Level 3 cleanroom work is carried out by our specialist partner laboratory in Manchester. Your drive is transported there and back by tracked courier and never leaves the UK.

No data, no fee
If we can't recover the files you told us were important, you pay nothing for the recovery. The only exception is where donor parts have to be bought for a Level 3 job, which we always agree with you first.

Turnaround
- Levels 1 and 2: 3 to 5 working days
- Level 3 cleanroom: 7 to 14 working days
- Express service: 48 hours for Levels 1 and 2, for an extra £150

Getting your data back
Recovered files are returned on a new external drive: 1TB for £55 or 2TB for £75. You're welcome to supply your own drive instead, as long as it is at least as large as the data being recovered. We can also upload smaller recoveries (under 50GB) to a secure download link at no charge.

If your drive has failed – do's and don'ts
1. Stop using it immediately. Every minute a failing drive spins can cause more damage.
2. Don't run free recovery software you've found online – it can overwrite the files you want.
3. Don't open the drive case. A single speck of dust can destroy the platters.
4. Don't put the drive in the freezer. This old internet tip causes condensation and usually makes things worse.
5. If it got wet, don't dry it with a hairdryer or plug it in. Put it in a sealed plastic bag and bring it to us.

Sending your drive by post
Wrap the device in an anti-static bag, then at least 5cm of bubble wrap, in a sturdy box. Include a note with your name, phone number and the files you most need (for example "Photos folder 2015–2024"). Post to: Data Recovery, Fellside IT, Unit 7, Shap Road Industrial Estate, Kendal LA9 6DQ. Return postage is £12.

Confidentiality
Your data is only viewed to confirm the recovery has worked. A copy is held for 14 days after your files are returned, in case anything goes missing in transit, and is then securely wiped.

Phones and tablets
We're sorry, we don't offer data recovery from mobile phones or tablets.`,
    },
    {
      type: 'document',
      title: 'Backup and Disaster Recovery Guide for Small Businesses',
      fileName: 'Backup-Guide-Fellside.pdf',
      content: `Backup and Disaster Recovery: A Guide for Small Businesses
Fellside IT – Customer Guide No. 3

Why this matters
Every year we help local businesses who have lost work to a failed laptop, a stolen bag, a flood or a ransomware attack. The ones who recover quickly all have one thing in common: a backup that was tested before they needed it.

The 3-2-1 rule
- 3 copies of your important data
- on 2 different types of storage
- with 1 copy kept off-site (in the cloud or at another location)

Fellside Cloud Backup
Our managed cloud backup runs automatically every night and is monitored by our helpdesk. If a backup fails, we get the alert and fix it – you don't have to check.

Service | Price per month (ex VAT) | What's covered
Workstation backup | £7 per PC or laptop | Whole device, up to 250GB
Server backup | £29 per server | Whole server, includes 1TB of storage
Extra storage | £4 per 100GB | Any plan
Microsoft 365 backup | £2.50 per user | Outlook email, OneDrive, SharePoint and Teams

Where your data is kept
All backup data is stored in UK data centres in London and Leeds, with each backup copied to both sites. Data is encrypted with AES-256 before it leaves your premises, and the encryption key is held only by you and Fellside IT.

How long backups are kept
- Daily backups: kept for 30 days
- Monthly backups: kept for 12 months
- Longer retention (e.g. 7 years for accountants and solicitors) is available on request

Does Microsoft 365 need its own backup?
Yes. Microsoft keeps your service running, but deleted emails and files are only kept for a limited time, and a mistake or a malicious deletion can be synced everywhere. Our Microsoft 365 backup keeps an independent copy outside Microsoft.

Protection against ransomware
Our backups are immutable for 14 days: once written, they cannot be changed or deleted by anyone, including someone who has stolen an administrator password. This means an attacker who encrypts your systems cannot also destroy your backups.

Local backup for faster restores
For offices with large files (architects, photographers, video), we recommend a local Synology NAS alongside cloud backup. A Synology two-bay NAS with 2 x 4TB drives, fully installed and configured, costs from £420 plus VAT. Restoring from the local box takes minutes rather than hours.

Restore testing
Backups that have never been tested can't be trusted. Once every quarter our engineers restore a sample of files and one full machine to a test environment and send you a short written report confirming the restore worked.

What to do in a disaster
1. Call the helpdesk on 01539 720 418, option 2, and tell us what has happened.
2. Don't turn off or wipe affected machines until we've spoken – they may be evidence.
3. We agree with you which systems to restore first (usually email, accounts software, shared files).
4. We restore to replacement hardware or temporary cloud machines if needed.

Recovery time guide
- Single deleted file or email: usually within 1 hour of your request
- Whole laptop onto a new machine: same working day
- Whole server from cloud backup: 1 to 2 working days, depending on size`,
    },
    {
      type: 'document',
      title: 'Microsoft 365 Setup and Migration Service',
      fileName: 'M365-Migration-Pack.pdf',
      content: `Microsoft 365 Setup and Migration Service
Information pack for small businesses – Fellside IT

Moving your business email and files to Microsoft 365 gives everyone professional email on your own domain, Word, Excel and Outlook on every device, shared files in OneDrive and SharePoint, and Teams for chat and calls. We handle the whole move so nobody loses an email.

Licence prices
We supply Microsoft 365 licences on a monthly invoice. Prices are per user per month, ex VAT, on an annual commitment:
Licence | Price | Best for
Exchange Online Plan 1 | £3.30 | Email only
Microsoft 365 Business Basic | £4.90 | Email, Teams and web versions of Office
Microsoft 365 Business Standard | £10.30 | Everything in Basic plus desktop Office apps
Microsoft 365 Business Premium | £18.10 | Everything in Standard plus advanced security and device management

Month-to-month licences with no annual commitment are available at 20% extra. Every licence includes a 50GB mailbox and 1TB of OneDrive storage.

Setup fees
- New Microsoft 365 tenant setup: £195 one-off. Includes domain verification, DNS records (MX, SPF, DKIM and DMARC), multi-factor authentication for every user, shared mailboxes (e.g. info@ and accounts@) and a basic Teams setup.
- Mailbox migration: £40 per mailbox, including all email, contacts and calendars.
- File migration from a server or Dropbox to SharePoint: quoted after a free assessment.
- Migrations of more than 20 mailboxes are quoted individually.

We migrate from
- Gmail and Google Workspace
- BT, Sky, TalkTalk and other ISP email addresses
- 123-reg, GoDaddy, Fasthosts and other hosting company mailboxes (IMAP)
- Older on-premises Exchange servers

How the migration works
1. Planning call: we list users, mailboxes, shared addresses and devices.
2. Tenant setup: we build your Microsoft 365 account and secure it before anyone uses it.
3. Pre-copy: during the week we copy older email in the background while you carry on as normal.
4. Cut-over: we switch your email on a Friday evening after 6pm so mail arrives in Microsoft 365 from the weekend.
5. Final sync: any emails received during the switch are copied across over the weekend.
6. Day 1 support: an engineer is on-site from 8am on the Monday morning to set up Outlook, Teams and phones for every user.

Typical timeline from go-ahead to cut-over is 10 working days for businesses under 10 users.

Security settings we apply as standard
- Multi-factor authentication (MFA) for every user, using the Microsoft Authenticator app
- Blocking of old email protocols that bypass MFA
- Alerts for suspicious sign-ins and mailbox forwarding rules
- DMARC reporting so you can see if someone is sending email pretending to be you

After the move
Customers on a Fellside support plan get Microsoft 365 support as part of their plan. If you're not on a plan, we include 30 days of free follow-up support after migration, then ad-hoc help is charged at £70 per hour.`,
    },
    {
      type: 'document',
      title: 'Cyber Security Services and Cyber Essentials Package',
      fileName: 'Cyber-Security-Services-2026.pdf',
      content: `Cyber Security Services 2026
Fellside IT – protecting small businesses in Cumbria and North Lancashire
All prices exclude VAT.

Cyber Essentials certification
Cyber Essentials is the UK government-backed scheme that shows your business has the basic protections in place against common cyber attacks. It's increasingly required for council, NHS and Ministry of Defence contracts, and many insurers offer better premiums to certified businesses.

Our Cyber Essentials package includes:
- A readiness assessment of your devices, firewall, accounts and software
- A written list of anything that needs fixing, which we can fix for you
- Completion and submission of the self-assessment questionnaire
- The IASME certification body fee

Package | Price
Cyber Essentials – micro business (0 to 9 staff) | £595
Cyber Essentials – small business (10 to 49 staff) | £695
Cyber Essentials Plus (includes on-site technical audit) | from £1,450

Most businesses are certified within 2 to 4 weeks. Certification must be renewed every 12 months.

Managed security services
Service | Price
Endpoint detection and response (SentinelOne), monitored by our team | £5 per device per month
Email filtering against spam, phishing and malicious attachments | £1.80 per mailbox per month
Phishing awareness training with monthly simulated phishing emails | £3 per user per month
Business password manager (Keeper) | £2.75 per user per month
Dark web monitoring for your email domain | £25 per month per domain

Staff training
People are the most common way in. Our phishing awareness programme sends realistic fake phishing emails to your staff each month. Anyone who clicks is given a short 5-minute training video, and you get a monthly report showing who is improving. We also run a 90-minute in-person Cyber Awareness Workshop for up to 15 staff at your premises for £350.

Think you've been hacked?
If you suspect a cyber attack – a ransom message on screen, emails being sent from your account that you didn't write, money missing after an invoice was changed – act straight away:
1. Call us on 01539 720 418 and choose option 9 for the cyber incident line.
2. Don't switch off affected computers; disconnect them from the network by unplugging the cable or turning off Wi-Fi.
3. If money has been sent to a fraudster, call your bank immediately.
4. Report it to Action Fraud on 0300 123 2040.
Incident response for businesses not on a Fellside plan is charged at £140 per hour. Plan customers receive incident response under their support plan.

Our own credentials
Fellside IT holds Cyber Essentials Plus certification itself, and our security lead, Priya Shah, is a CompTIA Security+ certified engineer.

Quick wins for every business
- Turn on multi-factor authentication for email and banking
- Use a password manager instead of reusing passwords
- Keep Windows, Office and browsers updated
- Back up everything, and keep one copy offline or immutable
- Remove accounts for staff who have left the same day they leave`,
    },

    // ------------------------------------------------------------- Website
    {
      type: 'website',
      title: 'Laptop & PC Repair | Fellside IT',
      url: 'https://www.fellsideit.co.uk/laptop-pc-repair',
      content: `# Laptop & PC Repair in Kendal

Slow, noisy, overheating or just not turning on? Our workshop on Shap Road repairs hundreds of Windows laptops and desktop PCs every year for home users and businesses across South Lakeland. We always give you a fixed price before any work starts.

## Common repairs and prices

All prices include VAT and parts unless stated.

- Keyboard replacement: from £85
- Battery replacement: from £75
- Charging port / DC jack repair: £95
- SSD upgrade (500GB, with your Windows, programs and files copied across): £119
- Memory (RAM) upgrade: £39 fitting plus the cost of the memory
- Fan clean and thermal paste service for overheating laptops: £55
- Windows reinstall: £79, or £99 with a backup and restore of your files
- Liquid spill cleaning (ultrasonic board clean): £65

A slow laptop with an old spinning hard drive is the most common thing we see. Swapping it for an SSD usually makes it start up in under 30 seconds and feel like a new machine, for a fraction of the price.

## How long will it take?

Most repairs are finished in 2 to 3 working days. If the parts are in stock, our priority same-day service is available for an extra £30 — drop the machine off before 11am and collect it after 4pm.

## Spilt something on your laptop?

1. Switch it off straight away by holding the power button — don't wait for it to shut down.
2. Unplug the charger and remove anything plugged in.
3. Turn it upside down in a tent shape so the liquid drains out.
4. Do not use a hairdryer and do not put it in rice.
5. Bring it to us as soon as you can. The sooner the board is cleaned, the better the chance of saving it.

Sugary drinks such as tea with sugar, cola or wine do the most damage, because the residue keeps corroding the board after it dries.

## Brands we repair

Dell, HP, Lenovo, Acer, Asus, MSI, Toshiba / Dynabook and Microsoft Surface. Desktop PCs of any make, including home-built gaming PCs.

## Business repairs

Customers on a Fellside support plan get priority in the workshop queue and don't pay labour on covered repairs.

## Book a repair

Drop in during opening hours, or call 01539 720 418 (option 1) to book a drop-off slot so an engineer can check the machine with you when you arrive.`,
    },
    {
      type: 'website',
      title: 'Wi-Fi & Broadband Installation | Fellside IT',
      url: 'https://www.fellsideit.co.uk/wifi-broadband',
      content: `# Wi-Fi & Broadband Installation

Thick stone walls, long farmhouses and barn conversions are hard on Wi-Fi. We design and install wireless networks that actually reach every room — at home, in the office and in holiday lets.

## For homes

- **Whole-home mesh Wi-Fi** installed from £189 including a 2-pack of TP-Link Deco X50 units. Extra Deco units £85 each, fitted.
- **Garden office or outbuilding link**: a point-to-point wireless bridge to take your internet up to 100 metres across the garden, £245 installed.
- **Wi-Fi health check**: we test signal in every room and tell you what will fix it, £45 (refunded if you go ahead with an install).

## For businesses and holiday lets

- **Free site survey** for offices, shops, hotels and guest houses.
- **Ubiquiti UniFi access points**: £210 per access point, installed and configured.
- **Structured Cat6 cabling**: £85 per data point, including testing and labelling.
- **Separate guest Wi-Fi** so customers and guests never share a network with your tills or office PCs, with an optional branded login page.
- **4G/5G backup internet**: a failover router that switches over automatically if your broadband drops, £299 plus a data SIM of your choice.

## Rural broadband and Starlink

Many farms and homes in the Lyth Valley, Dentdale and the Howgills still struggle for a decent connection. We install Starlink satellite dishes, including roof or pole mounting and running the cable neatly into the house, for £230 (you buy the Starlink kit and subscription directly from Starlink).

## Please note

We are not a broadband provider and don't sell broadband contracts. We're happy to give independent advice on which provider and package suits your address, and to set up the router when it arrives.

## What happens on the day

1. The engineer checks signal strength room by room.
2. Units are positioned and cables run tidily.
3. Every device — phones, TVs, printers, smart speakers — is connected to the new network.
4. You get a card with your network name and password, and we leave you with a quick-start guide.

Call 01539 720 418 or use our contact form to arrange a visit.`,
    },
    {
      type: 'website',
      title: 'About Us | Fellside IT',
      url: 'https://www.fellsideit.co.uk/about',
      content: `# About Fellside IT

Fellside IT is a local, independent IT company based in Kendal. We look after the computers, networks and email of small businesses, charities and families across South Lakeland and the Yorkshire Dales.

## Our story

Gareth Nicholson set up Fellside IT in 2011 after twelve years as an IT manager for a Lancaster manufacturing firm. It began in the spare room of his house in Staveley, fixing laptops for neighbours and setting up email for the local B&Bs. Word spread, and in 2016 we moved into our workshop on Shap Road Industrial Estate.

Today we're a team of eight, supporting around 340 business clients and more than 2,000 home customers.

## Meet the team

- **Gareth Nicholson** – Managing Director
- **Claire Dawson** – Service Manager, keeps the helpdesk running on time
- **Priya Shah** – Security Lead
- **Tom Birkett** – Senior Field Engineer
- **Jamie Hodgson** – Workshop Manager, our laptop and data recovery specialist
- **Ellie Thwaites** and **Sam Airey** – Helpdesk Engineers
- **Rachel Gibson** – Accounts and Office Manager

## What we believe

- Plain English, no jargon. If we can't explain it simply, we haven't understood it.
- Honest advice. If something isn't worth fixing, we'll say so.
- Local people. When you call, you speak to someone in Kendal, not a call centre.

## Accreditations

- Cyber Essentials Plus certified
- Microsoft Partner
- ESET Gold Partner
- Members of the Federation of Small Businesses and Cumbria Chamber of Commerce

## In the community

We sponsor Kendal Town FC's under-12s and donate refurbished laptops to local schools each September. Our two field vans are fully electric, and we recycle or reuse every component we can.`,
    },
    {
      type: 'website',
      title: 'New Laptops, PCs & Accessories | Fellside IT',
      url: 'https://www.fellsideit.co.uk/hardware',
      content: `# New Laptops, PCs & Accessories

Buying a computer from a big retailer is easy. Getting one that's right for your work, set up properly and supported afterwards is harder. We sell new business-grade hardware from Lenovo, Dell and HP, and can order Apple products on request.

## Laptops we recommend

Prices include VAT and are a guide; we'll always confirm the current price before ordering.

- **Lenovo ThinkPad E14** (Intel Core i5, 16GB, 512GB SSD) – from £749
- **Dell Latitude 3450** (Intel Core i5, 16GB, 512GB SSD) – from £799
- **HP ProBook 440** (Intel Core i5, 16GB, 512GB SSD) – from £769
- **Apple MacBook Air** – ordered to your specification

We don't recommend cheap consumer laptops with 8GB of memory or eMMC storage for business use — they're usually slow within a year.

## Desktops and all-in-ones

Compact business desktops from £599, and all-in-one PCs for reception desks from £849.

## Accessories

Monitors from 24" to 34" ultrawide, USB-C docking stations, webcams and headsets for Teams calls, UPS battery backup units and keyboards and mice.

## Setup service

Every new computer can be set up before you collect it for £49 per device. We install all updates, remove the manufacturer's bloatware, install antivirus, sign you in to Microsoft 365 or Office, and connect it to your printer. Copying files from your old computer is a separate service.

## Lead times

Stock machines can be ready the same day. Most ordered items arrive within 2 to 4 working days.

## Warranty

All new computers come with the manufacturer's warranty. For Lenovo business laptops we can add a 3-year on-site warranty upgrade for £89.

## Price match

If you find the identical model cheaper at a UK retailer, show us within 7 days of buying from us and we'll refund the difference.

## Business customers

Customers on a Fellside support plan pay trade prices: cost plus 8% on all hardware. Leasing over 36 months is available for orders over £1,500.`,
    },
    {
      type: 'website',
      title: 'Home & Family Tech Help | Fellside IT',
      url: 'https://www.fellsideit.co.uk/home-users',
      content: `# Tech Help for Homes and Families

Computers, printers, smart TVs, Wi-Fi, email, online banking — when something stops working at home it can be stressful. We're friendly, patient and we never make you feel silly for asking.

## Home Care plan

For £12 a month per household you get peace of mind for up to five devices:

- Unlimited phone and remote help, Monday to Friday 9am to 5pm
- One free virus and malware clean every year
- 15% off all workshop repairs
- An annual tech check-up of your computer, including updates and a clean-out
- Priority booking for engineer visits

No minimum term — cancel any time with a month's notice.

## Tech confidence sessions

One-to-one lessons at your own pace, at our workshop or over a video call, for £35 per hour. Popular topics include video calling the grandchildren, online shopping safely, organising photos, using an iPad and setting up the NHS App.

## Free Digital Drop-in

On the first Tuesday of every month, from 2pm to 4pm, our engineers run a free Digital Drop-in at Kendal Library. Bring your laptop, tablet or phone and your questions. No booking needed.

## Keeping children safe online

We'll set up parental controls on your home Wi-Fi, games consoles, tablets and computers, including screen-time limits and content filtering, for £49 per household (done remotely or in our workshop).

## Have you been scammed?

If someone has phoned pretending to be from BT, Microsoft or Amazon and you've let them onto your computer or given them card details:

1. Call your bank first, straight away, using the number on the back of your card.
2. Turn off the computer and don't switch it back on.
3. Call us on 01539 720 418. We'll remove any remote-access software they installed and check the machine, and help you change your important passwords.

Scam check-ups for customers aged over 65 are done at half price.`,
    },
    {
      type: 'website',
      title: 'Contact Us | Fellside IT',
      url: 'https://www.fellsideit.co.uk/contact',
      content: `# Contact Fellside IT

## Telephone

Call 01539 720 418 and choose:

- Option 1 – Workshop and repairs
- Option 2 – Business helpdesk (support plan customers)
- Option 3 – Sales, quotes and accounts
- Option 9 – Cyber incident line

## Email

- General enquiries: hello@fellsideit.co.uk
- Quotes and new business: sales@fellsideit.co.uk
- Invoices and billing: accounts@fellsideit.co.uk

## Repair updates on WhatsApp

Workshop customers can message us on WhatsApp at 07700 900 418 for updates on a repair. Please include your job number (it starts with FS and is on your receipt). This number is for messages only and doesn't take calls.

## Find us

See our Find Us page for directions to the workshop and parking.

## Christmas and New Year 2025/26

The workshop and helpdesk close at 1pm on 24 December and reopen at 8:30am on 2 January. Business Plus customers can use the emergency line throughout the holiday.

## Follow us

We post scam warnings and tech tips on Facebook and LinkedIn as "Fellside IT Kendal".

## Working with us

We're always keen to hear from people who enjoy fixing things and helping others. Send your CV to jobs@fellsideit.co.uk. We also offer a two-week work experience placement each summer for students at Kendal College.

## Company details

Fellside IT Ltd, registered in England and Wales, company number 07612458. VAT number GB 114 2873 56.`,
    },
  ],

  questions: [
    // ---- FAQ-answered
    { text: 'what time do you shut on saturdays', expect: 'What are your opening hours?' },
    { text: 'are u open sundays', expect: 'What are your opening hours?' },
    {
      text: 'can i park near you when i bring my laptop in?',
      expect: 'Where are you and is there parking?',
    },
    {
      text: 'Is your place walkable from the train station? I dont drive',
      expect: 'Where are you and is there parking?',
    },
    {
      text: 'how much for someone to come round my house and sort my computer out',
      expect: "Do you come out to people's homes?",
    },
    {
      text: "my mum's 82 and can't get to you, could an engineer pop round to hers? what would it cost",
      expect: "Do you come out to people's homes?",
    },
    { text: 'do u cover sedbergh', expect: 'What areas do you cover?' },
    { text: 'Is Grange-over-Sands too far out for you?', expect: 'What areas do you cover?' },
    {
      text: 'price just to find out whats wrong with it?',
      expect: 'How much does it cost to have my laptop looked at?',
    },
    {
      text: 'will you charge me just for diagnosing the fault',
      expect: 'How much does it cost to have my laptop looked at?',
    },
    { text: 'virus removal price?', expect: 'Can you get rid of a virus on my computer?' },
    {
      text: 'keep getting a big red warning saying my pc is infected and to ring microsoft on some number, help??',
      expect: 'Can you get rid of a virus on my computer?',
    },
    {
      text: 'dropped my laptop and the display is smashed, lines everywhere. fixable? roughly how much',
      expect: 'Do you replace cracked laptop screens?',
    },
    { text: 'screen replacment cost', expect: 'Do you replace cracked laptop screens?' },
    { text: 'do you fix macbooks', expect: 'Do you repair Apple Macs?' },
    {
      text: 'can you fix my iphone, the charging port is broken',
      expect: 'Do you repair Apple Macs?',
    },
    { text: 'got any second hand laptops for sale', expect: 'Do you sell refurbished laptops?' },
    {
      text: "looking for a cheap reconditioned laptop for my son going off to uni, what've you got",
      expect: 'Do you sell refurbished laptops?',
    },
    {
      text: 'how do I let your engineer see my screen from your office',
      expect: 'How does remote support work?',
    },
    {
      text: 'a man rang saying hes from you and wants a code to get into my computer, is that really you?',
      expect: 'How does remote support work?',
    },
    { text: 'can I pay by cheque', expect: 'What payment methods do you accept?' },
    { text: 'do you take contactless', expect: 'What payment methods do you accept?' },
    {
      text: 'how long are repairs guaranteed for',
      expect: 'Do your repairs come with a guarantee?',
    },
    {
      text: 'if the same problem comes back a few weeks after you fixed it do i have to pay again?',
      expect: 'Do your repairs come with a guarantee?',
    },
    {
      text: 'I left an old pc with you months ago and forgot about it, will you still have it?',
      expect: "What happens if I don't collect my device?",
    },
    {
      text: 'whats the safest way to get rid of my old computer, can you take it',
      expect: 'Do you recycle old computers?',
    },
    { text: 'hard drive destruction certificate cost', expect: 'Do you recycle old computers?' },
    {
      text: 'bought a new wireless printer and cant get it to print from the laptop, can you help',
      expect: 'Can you set up my printer?',
    },
    { text: 'any discount for pensioners?', expect: 'Do you offer any discounts?' },
    {
      text: 'we are a small registered charity - do we get money off?',
      expect: 'Do you offer any discounts?',
    },
    {
      text: 'just got a new laptop, can you copy all my photos and emails across from the old one',
      expect: 'Can you move everything from my old computer to my new one?',
    },
    {
      text: 'are your technicians DBS checked',
      expect: 'Are your staff vetted and how do you handle our data?',
    },
    { text: 'how much to build me a gaming pc', expect: 'Do you build custom PCs?' },
    {
      text: "what's the notice period if we want to leave our contract with you",
      expect: 'How do I cancel my support plan?',
    },
    {
      text: 'windows 10 keeps nagging me, can my computer go on windows 11 and can you do it',
      expect: 'Can you upgrade my PC to Windows 11?',
    },
    {
      text: 'can i borrow a laptop while mine is in for repair? I work from home',
      expect: 'Do you offer a loan laptop while mine is being repaired?',
    },

    // ---- Document-answered
    {
      text: 'how much per person per month for the middle business plan',
      expect: 'Fellside IT Managed Support Plans 2026',
      fact: '£39',
    },
    {
      text: 'is there a joining fee when we sign up to a monthly plan?',
      expect: 'Fellside IT Managed Support Plans 2026',
      fact: '£35 per user',
    },
    {
      text: "we're moving office next month, whats your day rate for that kind of project",
      expect: 'Fellside IT Managed Support Plans 2026',
      fact: '£520',
    },
    {
      text: 'when do you push windows updates to our machines? dont want them restarting mid-day',
      expect: 'Fellside IT Managed Support Plans 2026',
      fact: 'Wednesday',
    },
    {
      text: 'if nobody in our office can log in at all, how fast will someone actually get back to us?',
      expect: 'Service Level Agreement – Helpdesk and Response Times',
      fact: '1 hour',
    },
    {
      text: 'helpdesk hours?',
      expect: 'Service Level Agreement – Helpdesk and Response Times',
      fact: '8:00am',
    },
    {
      text: 'our server went down at 9pm on a saturday last time. what happens and what does that cost us if we are only on essentials',
      expect: 'Service Level Agreement – Helpdesk and Response Times',
      fact: '£110',
    },
    {
      text: 'who do I go to if a ticket is just sitting there and nobodys dealing with it',
      expect: 'Service Level Agreement – Helpdesk and Response Times',
      fact: 'Claire Dawson',
    },
    {
      text: "my external hard drive started clicking and it's got all our wedding photos on it, no other copy. can you get them back, what sort of money",
      expect: 'Data Recovery Service Price Guide',
      fact: '£495',
    },
    {
      text: 'deleted a whole folder by accident and emptied the bin. recovery cost?',
      expect: 'Data Recovery Service Price Guide',
      fact: '£149',
    },
    {
      text: 'camera sd card says it needs formatting, all the holiday pics are on it',
      expect: 'Data Recovery Service Price Guide',
      fact: '£89',
    },
    {
      text: 'read online you should stick a dead hard drive in the freezer, worth trying before i send it?',
      expect: 'Data Recovery Service Price Guide',
      fact: 'freezer',
    },
    {
      text: 'how much to back up a pc to the cloud each month',
      expect: 'Backup and Disaster Recovery Guide for Small Businesses',
      fact: '£7',
    },
    {
      text: "does our office 365 email need backing up separately? what's that cost",
      expect: 'Backup and Disaster Recovery Guide for Small Businesses',
      fact: '£2.50',
    },
    {
      text: 'where is our backed up data physically stored, is it in the UK',
      expect: 'Backup and Disaster Recovery Guide for Small Businesses',
      fact: 'Leeds',
    },
    {
      text: 'how often do you check the backups would actually restore',
      expect: 'Backup and Disaster Recovery Guide for Small Businesses',
      fact: 'quarter',
    },
    {
      text: 'how much is the business standard licence a month',
      expect: 'Microsoft 365 Setup and Migration Service',
      fact: '£10.30',
    },
    {
      text: 'cost to move our mailboxes off gmail onto microsoft? theres 5 of us',
      expect: 'Microsoft 365 Setup and Migration Service',
      fact: '£40',
    },
    {
      text: 'when would the email switchover happen, we cant have email down during the week',
      expect: 'Microsoft 365 Setup and Migration Service',
      fact: 'Friday',
    },
    {
      text: 'we need cyber essentials for a council tender by next month, 6 staff, what does it cost?',
      expect: 'Cyber Security Services and Cyber Essentials Package',
      fact: '£595',
    },
    {
      text: 'URGENT customers are getting invoices from our email with different bank details that we never sent!!! what do we do',
      expect: 'Cyber Security Services and Cyber Essentials Package',
      fact: 'option 9',
    },
    {
      text: 'what password manager do you use for businesses',
      expect: 'Cyber Security Services and Cyber Essentials Package',
      fact: 'Keeper',
    },
    {
      text: 'can you train my staff not to click on dodgy emails',
      expect: 'Cyber Security Services and Cyber Essentials Package',
      fact: '£3 per user',
    },

    // ---- Website-answered
    {
      text: 'laptop gets really hot and the fan sounds like a jet engine',
      expect: 'Laptop & PC Repair | Fellside IT',
      fact: '£55',
    },
    {
      text: 'my laptop takes about 5 mins to start up, someone said an ssd would help? how much',
      expect: 'Laptop & PC Repair | Fellside IT',
      fact: '£119',
    },
    {
      text: 'can i pay extra to get it fixed same day',
      expect: 'Laptop & PC Repair | Fellside IT',
      fact: '£30',
    },
    {
      text: 'wifi doesnt reach the kids bedrooms upstairs, old stone house',
      expect: 'Wi-Fi & Broadband Installation | Fellside IT',
      fact: '£189',
    },
    {
      text: 'we farm up dentdale and the internet is rubbish, can you put starlink in for us',
      expect: 'Wi-Fi & Broadband Installation | Fellside IT',
      fact: '£230',
    },
    {
      text: 'can we have internet that keeps going when our broadband drops? card machines stop working',
      expect: 'Wi-Fi & Broadband Installation | Fellside IT',
      fact: '£299',
    },
    { text: 'who owns the company', expect: 'About Us | Fellside IT', fact: 'Gareth Nicholson' },
    { text: 'how long have you lot been going', expect: 'About Us | Fellside IT', fact: '2011' },
    {
      text: 'how much is a new thinkpad',
      expect: 'New Laptops, PCs & Accessories | Fellside IT',
      fact: '£749',
    },
    {
      text: 'if I buy a laptop off you will you set it up and get rid of all the junk software first',
      expect: 'New Laptops, PCs & Accessories | Fellside IT',
      fact: '£49',
    },
    {
      text: 'found the same laptop cheaper on another site after buying from you, anything you can do?',
      expect: 'New Laptops, PCs & Accessories | Fellside IT',
      fact: '7 days',
    },
    {
      text: 'is there some kind of monthly cover for a household, we have loads of devices',
      expect: 'Home & Family Tech Help | Fellside IT',
      fact: '£12',
    },
    {
      text: 'do you run any free help sessions for older folk who struggle with tablets',
      expect: 'Home & Family Tech Help | Fellside IT',
      fact: 'Kendal Library',
    },
    {
      text: 'are you open between christmas and new year',
      expect: 'Contact Us | Fellside IT',
      fact: '2 January',
    },
    {
      text: 'can i get updates on my repair by whatsapp',
      expect: 'Contact Us | Fellside IT',
      fact: '07700 900 418',
    },
  ],

  requests: [
    {
      text: 'Can you book an engineer to come to our office on Thursday morning? The server keeps freezing.',
      expect: 'Appointments',
    },
    {
      text: "i'd like to drop my laptop in tomorrow afternoon about 3, can you put me down for that",
      expect: 'Appointments',
    },
    {
      text: 'Please arrange a home visit for me next week, any weekday after 2pm — my new router needs setting up. Address is 14 Greenside, Kendal.',
      expect: 'Appointments',
    },
    {
      text: "Very unhappy. Picked my PC up on Monday after the screen repair and it's flickering again already, and nobody has rung me back like promised.",
      expect: 'Complaints/Feedback',
    },
    {
      text: "Just wanted to say a massive thank you to Jamie in the workshop, he got my late husband's photos back off the old computer. I was in tears. Wonderful service.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Your engineer turned up two hours late today and didnt even apologise. Not good enough for what we pay you every month, I want this on record.',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Could someone from sales give me a ring about pricing up 6 new laptops for our dental practice? 07812 445190, best after 1pm',
      expect: 'General Inquiry',
    },
    {
      text: 'Please pass a message to Claire — our March invoice has 9 users on it but we only have 7 now.',
      expect: 'General Inquiry',
    },
    {
      text: "I'd like a written quote for Wi-Fi throughout a three-storey guest house with 9 bedrooms, please email it to stay@brantfellhouse.co.uk",
      expect: 'General Inquiry',
    },
    { text: "I'd rather talk to an actual person please", expect: 'handoff' },
    { text: 'this bot is going round in circles, get me one of your engineers', expect: 'handoff' },
    { text: 'is there a human on here I can chat to right now', expect: 'handoff' },
  ],

  offTopic: [
    'do you fix ps5s? the hdmi port is loose',
    'How do I change my Gmail password?',
    "What's the phone number for BT customer services?",
    'Does Currys in Kendal do laptop repairs?',
    'how do i take a screenshot on windows',
    'Can you build a website for my bakery?',
    'do you install cctv cameras for shops',
    'whats the best vpn for watching uk telly abroad',
    'What time does the Kendal farmers market start on Saturday?',
    'recipe for kendal mint cake pls',
    'Who won the Premier League last season?',
    'Can you recommend a good dentist in Windermere?',
  ],
};
