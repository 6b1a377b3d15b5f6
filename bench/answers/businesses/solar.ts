import type { Business } from '../types.js';

export const solar: Business = {
  slug: 'solar',
  name: 'Sunhaven Energy',
  field: 'Domestic solar panel, battery storage and heat pump installer',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'Is the home survey free?',
      content:
        "Yes. Our home surveys are completely free and there's no obligation to go ahead. A surveyor visits for around 75 minutes to look at your roof, loft, fuse board and heating system. For addresses more than 50 miles from Shrewsbury we can start with a remote survey using satellite imagery and photos you send us.",
    },
    {
      type: 'faq',
      title: 'Which areas do you cover?',
      content:
        "We install across Shropshire, Herefordshire, Powys and north Worcestershire, plus parts of Cheshire, Staffordshire and Wrexham - broadly anywhere within 50 miles of our Shrewsbury base. If you're just outside that, ask anyway: for heat pumps and larger systems we sometimes travel further.",
    },
    {
      type: 'faq',
      title: 'How much do solar panels cost?',
      content:
        "Most of our home solar systems cost between £5,450 and £8,350 fully installed, including scaffolding and 0% VAT. Adding a battery starts from £3,450. You'll get a fixed, itemised price after your free survey.",
    },
    {
      type: 'faq',
      title: 'Do you charge VAT on solar panels and heat pumps?',
      content:
        'No. Solar panels, batteries and heat pumps installed in homes are zero-rated for VAT until 31 March 2027, and all our prices already reflect 0% VAT. Since February 2024, batteries added to an existing solar system are zero-rated too.',
    },
    {
      type: 'faq',
      title: 'Do I need planning permission?',
      content:
        "Usually not. Most roof-mounted solar panels and air source heat pumps count as permitted development, as long as the panels don't stick out more than 20cm from the roof slope and the heat pump meets the MCS noise limits. Listed buildings, some conservation areas and large ground-mounted arrays need consent, and we'll tell you at survey if that applies to you.",
    },
    {
      type: 'faq',
      title: 'Will solar panels work if my roof faces east or west?',
      content:
        "Yes. An east or west roof produces roughly 15-20% less than a south-facing one over a year, but it spreads generation into the morning or evening when most households use more power. North-facing roofs are rarely worth it, and we'll say so honestly at survey.",
    },
    {
      type: 'faq',
      title: 'How long does the installation take?',
      content:
        "Most solar installs take one to two days, with the scaffolding going up the day before. A battery on its own takes about half a day, and an air source heat pump usually takes three to five days depending on how many radiators we're changing.",
    },
    {
      type: 'faq',
      title: 'Can I add a battery to solar panels I already have?',
      content:
        "Yes, we fit batteries to existing solar systems even if we didn't install them. We use an AC-coupled battery that works alongside your current inverter, so your original setup and any Feed-in Tariff payments aren't affected. Retrofit batteries start from £3,850.",
    },
    {
      type: 'faq',
      title: 'Is scaffolding included in the price?',
      content:
        'Yes, scaffolding is always included in our quoted price - there are no hidden extras for access. We use our regular local firm, Severn Access Scaffolding, and the scaffold normally goes up the day before installation and comes down within a week of completion.',
    },
    {
      type: 'faq',
      title: 'Will I be paid for electricity I send back to the grid?',
      content:
        'Yes, through the Smart Export Guarantee (SEG). Once you have your MCS certificate you can sign up for an export tariff with an energy supplier; rates currently range from about 4p to 15p per kWh depending on the supplier. We notify your network operator for you, which SEG requires.',
    },
    {
      type: 'faq',
      title: 'Will my solar panels work in a power cut?',
      content:
        'Not by default. For safety, a grid-connected system shuts down automatically when the grid goes off. If you have a battery we can add an emergency power socket, or with a Tesla Powerwall 3, full-home backup so your lights and fridge keep running.',
    },
    {
      type: 'faq',
      title: 'Do you take away my old boiler?',
      content:
        "Yes. When we fit a heat pump we disconnect and remove your old gas, oil or LPG boiler and take it away for recycling at no extra cost. Oil tanks can be removed too; that's priced separately because it depends on the tank size and whether it needs emptying first.",
    },
    {
      type: 'faq',
      title: 'Do you use subcontractors?',
      content:
        "No. Our installers, electricians and heat pump engineers are all directly employed by Sunhaven - we don't hand your job to subcontractors. The only exception is scaffolding, which is put up by Severn Access Scaffolding, who we've worked with since 2013.",
    },
    {
      type: 'faq',
      title: 'What payment methods do you accept?',
      content:
        "We accept bank transfer, debit card and credit card. Credit card payments over £5,000 carry a 1.5% surcharge; there's no fee for debit cards or bank transfer. We don't accept cash.",
    },
    {
      type: 'faq',
      title: 'Do you install EV chargers?',
      content:
        'Yes, we install the myenergi zappi 7kW charger, which can charge your car using surplus solar power. It costs £1,095 when fitted alongside solar or a battery, or £1,195 on its own.',
    },
    {
      type: 'faq',
      title: 'Do you offer panel cleaning?',
      content:
        "Yes. We clean solar panels with purified water and soft brushes on telescopic poles, so nobody needs to go on your roof. It's £99 for up to 16 panels and £4 per panel after that, and it's included every two years on our Complete Care plan.",
    },
    {
      type: 'faq',
      title: 'How noisy is an air source heat pump?',
      content:
        "Quieter than most people expect. The Vaillant aroTHERM plus units we fit run at around 35 dB(A) at 3 metres in normal operation - about the level of a fridge hum. We do a noise calculation for every install to make sure it meets MCS limits at your neighbours' windows.",
    },
    {
      type: 'faq',
      title: 'Can I visit your showroom?',
      content:
        'Yes. Our showroom at Harlescott has working solar, battery and heat pump displays, so you can see and hear the equipment before you decide. It is open Tuesday and Thursday 10am-4pm and on Saturday mornings by appointment, with free customer parking in front of Unit 4.',
    },
    {
      type: 'faq',
      title: 'Where are you based and what are your opening hours?',
      content:
        "We're at Unit 4, Harlescott Trade Park, Shrewsbury SY1 3FE. The office and phone lines are open Monday to Friday 8.30am-5.30pm and Saturday 9am-12.30pm. Call us on 01743 550 218 or email hello@sunhavenenergy.co.uk.",
    },
    {
      type: 'faq',
      title: 'Do you do ECO4 or free solar panel schemes?',
      content:
        "No, we're not an ECO4 or Great British Insulation Scheme installer, so we can't offer fully funded systems. If you receive certain benefits you may qualify for ECO4 through your energy supplier or local council. We can help with the Boiler Upgrade Scheme grant for heat pumps, and with finance for solar and batteries.",
    },
    {
      type: 'faq',
      title: 'Can you install solar panels on a flat roof or a garage?',
      content:
        "Yes. On flat roofs we use ballasted A-frame mounts tilted at about 15 degrees, so there's no need to drill through your roof covering. We also fit panels on garages, barns and outbuildings, and on ground-mounted frames in gardens and fields, as long as the structure or ground is suitable.",
    },

    // ---------------------------------------------------------------- documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'sunhaven-price-list-2026.pdf',
      content: `SUNHAVEN ENERGY
PRICE LIST 2026

Effective 1 January 2026 until 30 June 2026

All prices are for domestic properties and are fully installed. They include 0% VAT, scaffolding, MCS certification, network operator notification and removal of all packaging and waste. Your final price is confirmed in writing after your free survey.

SOLAR PV PACKAGES

All packages use JA Solar 450W all-black panels, a SolaX X1 hybrid inverter (battery-ready), Renusol roof mounting and a generation meter.

8 panels - 3.6 kWp - approx. 3,100 kWh per year - £5,450
10 panels - 4.5 kWp - approx. 3,900 kWh per year - £6,250
12 panels - 5.4 kWp - approx. 4,650 kWh per year - £6,950
14 panels - 6.3 kWp - approx. 5,400 kWh per year - £7,650
16 panels - 7.2 kWp - approx. 6,200 kWh per year - £8,350

Additional panels beyond 16: £325 per panel
Second roof face (split array): add £350
Generation figures are estimates for a south-facing roof at 35 degrees with no shading.

BATTERY STORAGE

Battery - usable capacity - price with new solar - price added to an existing system
Fox ESS EP5 - 5.2 kWh - £3,450 - £3,850
Fox ESS EP11 - 10.4 kWh - £5,450 - £5,850
GivEnergy All in One - 13.5 kWh - £7,950 - £8,450
Tesla Powerwall 3 - 13.5 kWh - £8,750 - £9,250

AIR SOURCE HEAT PUMPS

Prices are shown before and after the £7,500 Boiler Upgrade Scheme grant, which we deduct directly from your invoice.

Vaillant aroTHERM plus 5kW - from £11,900 - from £4,400 after grant
Vaillant aroTHERM plus 7kW - from £12,800 - from £5,300 after grant
Vaillant aroTHERM plus 10kW - from £13,950 - from £6,450 after grant
Vaillant aroTHERM plus 12kW - from £15,200 - from £7,700 after grant

Every heat pump price includes:
- Room-by-room heat loss survey and system design
- Outdoor unit, anti-vibration feet and base
- Vaillant uniSTOR 200 litre hot water cylinder
- sensoCOMFORT smart controls
- Up to four replacement radiators
- Power flush of your existing heating system
- Removal and recycling of your old boiler
- Commissioning and Vaillant 10-year warranty registration

Additional radiator replacement: £395 each
Upgrade to 250 litre cylinder: £450
Oil tank decommissioning and removal: from £650
LPG tank removal: arranged with your gas supplier, normally free of charge

OPTIONAL EXTRAS

Bird-proofing mesh: £420 for up to 12 panels, then £30 per extra panel
Emergency power supply (EPS) socket: £450
Tesla Backup Gateway for whole-home backup: £1,150
Tigo panel optimisers: £65 per panel
myenergi eddi hot water diverter: £595
myenergi zappi 7kW EV charger: £1,095 with another installation, £1,195 on its own
Flat roof ballast frames: £85 per panel
Ground-mount frame: from £1,200
Consumer unit (fuse board) replacement, if required: £495
Extra cable run for batteries more than 15 metres from the fuse board: £18 per metre

NOTES

Deposits, payment terms and cancellation rights are set out in our Terms and Conditions of Sale. Finance is available on all installations - ask us for a personalised quote. Servicing and care plans are priced separately; see our Servicing and Care Plans leaflet.

Sunhaven Energy Ltd, Unit 4, Harlescott Trade Park, Shrewsbury SY1 3FE. 01743 550 218. www.sunhavenenergy.co.uk`,
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Sale',
      fileName: 'sunhaven-terms-and-conditions-v4.pdf',
      content: `SUNHAVEN ENERGY LTD
TERMS AND CONDITIONS OF SALE - DOMESTIC INSTALLATIONS
Version 4, January 2026

1. About These Terms
These terms apply to every domestic installation of solar panels, battery storage, heat pumps and EV chargers supplied by Sunhaven Energy Ltd (company number 07654321), registered office Unit 4, Harlescott Trade Park, Shrewsbury SY1 3FE. We are members of the Renewable Energy Consumer Code (RECC) and these terms follow its requirements. Please read them alongside your quotation.

2. Quotations
Your quotation is valid for 30 days from the date of issue. Once you have accepted it, the price is fixed, unless conditions on site differ from what we could reasonably see at survey (for example hidden rot in roof timbers). In that case we will stop, explain the problem and agree any change with you in writing before continuing.

3. Deposits
Solar PV and battery orders: a deposit of 25% of the contract price is payable when you accept.
Heat pump orders: a fixed deposit of £500 is payable when you accept, because the balance is reduced by the Boiler Upgrade Scheme grant.
All deposits are protected by deposit protection insurance arranged through HIES.

4. Payment of the Balance
The balance is due within 7 days of commissioning. For heat pumps, the balance is the contract price less the deposit and the £7,500 grant. If the grant is not paid because of something within your control (for example not confirming the application with Ofgem), the full price becomes payable. We may charge interest on late payments at 4% a year above the Bank of England base rate.

5. Your Right to Cancel
You have a 14-day cooling-off period, starting the day after you sign the contract. You can cancel by phone, email or letter and we will refund everything you have paid within 14 days. If you ask us to start work during the cooling-off period (such as ordering equipment or submitting a network operator application), we may deduct the reasonable costs we have already incurred.
After the cooling-off period, if you cancel we may keep the costs we have incurred, up to the value of your deposit. Special-order items, including the Tesla Powerwall 3, cannot be returned once ordered.

6. Installation Dates
We give you a provisional installation date when you order and confirm it at least 10 working days beforehand. We may postpone work in high winds, heavy rain or icy conditions for the safety of our team; if so, we will offer a new date within 10 working days. If you need to rearrange, please give us at least 5 working days' notice. Changes with less notice may incur a scaffold re-hire charge of £150.

7. Network Operator Approval
Some systems need approval from your electricity network operator before installation. If the operator refuses approval or limits how much you can export, we will explain your options. If you decide not to go ahead as a result, we will refund your deposit in full.

8. Your Responsibilities
Before installation day, please:
- clear access to your loft, fuse board, meter and the area where the battery, cylinder or heat pump will go
- keep a parking space free on or near your drive for one van, and space for the scaffold
- keep pets secured away from work areas
- tell us about any asbestos, structural problems or building restrictions you know of
- allow our team to use electricity, water and a toilet while they are working

9. Ownership and Risk
Equipment remains our property until you have paid in full. Risk in the equipment passes to you once it is delivered to your property.

10. Our Liability
We are responsible for loss or damage that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss of income or savings that were only estimates, including generation and bill savings figures, which depend on weather and your energy use. Nothing in these terms limits your statutory rights.

11. Complaints
If you are unhappy with any part of our service, please contact Lowri Evans, Customer Operations Manager, at complaints@sunhavenenergy.co.uk or on 01743 550 218. We will acknowledge your complaint within 2 working days and send a full written response within 8 weeks. If we cannot resolve it, you can refer it free of charge to the RECC independent dispute resolution service.

12. Your Data
We use your details only to deliver your installation, register warranties and certificates, and provide aftercare. We share them only with the organisations needed to do this, such as MCS, your network operator, Ofgem and manufacturers. Full details are in our privacy notice on our website.`,
    },
    {
      type: 'document',
      title: 'Warranty and Guarantees Guide',
      fileName: 'warranty-and-guarantees-guide.pdf',
      content: `SUNHAVEN ENERGY
WARRANTY AND GUARANTEES GUIDE

This guide explains the warranties that come with your installation, what they cover and how to make a claim. Your individual warranty certificates are included in your handover pack.

YOUR WARRANTIES AT A GLANCE

JA Solar panels: 25-year product warranty, plus a 30-year performance warranty guaranteeing at least 87.4% of original output in year 30
SolaX X1 hybrid inverter: 10 years
Fox ESS batteries: 10 years
GivEnergy All in One battery: 12 years
Tesla Powerwall 3: 10 years, unlimited cycles, with at least 70% capacity retained
Vaillant aroTHERM plus heat pump: 10 years parts and labour (see conditions below)
Vaillant uniSTOR cylinder: 25 years on the stainless steel vessel, 2 years on valves and immersion heater
myenergi zappi and eddi: 3 years
Sunhaven workmanship: 10 years
Roof weatherproofing around our fixings: 10 years

INSURANCE-BACKED GUARANTEE

Every installation is also covered by a 10-year insurance-backed guarantee through HIES. If Sunhaven Energy ever stops trading, HIES will arrange for another accredited installer to honour our workmanship warranty at no cost to you. Your HIES certificate is emailed to you within 30 days of installation.

HEAT PUMP WARRANTY CONDITIONS

The Vaillant 10-year warranty depends on two things:
1. We register your heat pump with Vaillant within 30 days of commissioning (we do this for you).
2. The heat pump is serviced every 12 months, with up to one month's tolerance, by a Vaillant-approved engineer.
If a service is missed, Vaillant may reduce your cover to the standard 2 years. Our Heat Pump Care plan includes the annual service and reminds you when it is due.

WHAT IS NOT COVERED

- Damage from storms, lightning, flooding, fire or accidents. This should be claimed on your home insurance; please tell your insurer that you have solar panels, a battery or a heat pump.
- Damage caused by birds, rodents or other pests, unless it results from a fault in bird-proofing we fitted
- Faults caused by alterations, repairs or other work carried out by someone else
- Reduced generation caused by new shading, such as trees growing or a neighbour's extension
- Broadband or Wi-Fi problems that stop monitoring apps from updating
- Normal battery capacity loss within the manufacturer's stated limits

LABOUR COSTS

For the first 5 years after installation, all labour for warranty repairs is free. After 5 years, manufacturers continue to supply replacement parts free of charge under their warranties, but our standard call-out and labour charges apply unless you are on a care plan that includes labour.

HOW TO MAKE A CLAIM

1. Check your monitoring app or controller and make a note of any error code.
2. Email warranty@sunhavenenergy.co.uk with your name, address, installation date and a photo of the inverter, battery or controller screen.
3. We will reply within 2 working days. Many faults can be diagnosed and fixed remotely.
4. If an engineer visit is needed, we aim to attend within 5 working days, or sooner if you have no heating or hot water.
Please do not open the inverter, battery or heat pump casing yourself - this can invalidate the manufacturer's warranty.

MOVING HOUSE

All of the warranties above, including the HIES guarantee, transfer automatically to the new owner of the property. Please pass your handover pack to your buyer and email us their name so we can update our records.

Questions about your warranty? Call Megan Hughes, our Aftercare and Servicing Coordinator, on 01743 550 218.`,
    },
    {
      type: 'document',
      title: "Heat Pump Owner's Handbook",
      fileName: 'heat-pump-owners-handbook.docx',
      content: `HEAT PUMP OWNER'S HANDBOOK
Vaillant aroTHERM plus with sensoCOMFORT controls
Sunhaven Energy - please keep this with your handover pack

Welcome
This handbook explains how to get the best from your new heat pump. Heat pumps work differently from boilers: they are most efficient running gently for long periods rather than blasting out heat in short bursts. A few simple habits make a big difference to comfort and running costs.

Your System
- Outdoor unit: Vaillant aroTHERM plus
- Indoor: Vaillant uniSTOR hot water cylinder and hydraulic station
- Controller: sensoCOMFORT, usually fitted in your hallway or living room
- App: myVAILLANT, set up on your phone at handover

Golden Rules
1. Leave the heating on. Don't switch it off overnight or when you go out for the day. A setback of 1-2 degrees at night is fine; bigger setbacks usually cost more to recover from than they save.
2. Keep radiator valves fully open in the main living areas. Only turn down the valves in rooms you want cooler, such as bedrooms.
3. Leave the heating curve alone. We set the weather compensation curve (usually between 0.4 and 0.7) for your home at handover. If the house feels too cold or too warm after a couple of weeks, call us and we will adjust it remotely.
4. Choose a room temperature - we recommend 19-21 degrees - and let the system hold it.

Hot Water
Your cylinder is heated to 48°C, which is plenty for showers and baths. It is programmed to reheat between 2am and 5am and again between 1pm and 3pm. Once a week, at 2am on Sunday, the system runs an anti-legionella cycle, raising the water to 60°C, so your hot water may feel hotter than usual on Sunday mornings.
If you run out of hot water, select "Manual cylinder charge" on the controller. A full cylinder takes about 45 minutes to reheat.

Defrosting
In cold, damp weather (roughly 0 to 6°C) ice builds up on the outdoor unit's fins. The heat pump clears it by running a defrost cycle for up to 10 minutes. During a defrost you may see clouds of steam and hear a whooshing sound. This is completely normal - it is not smoke and nothing is wrong.

Looking After the Outdoor Unit
- Keep at least 30cm clear around the sides and back, and 1 metre clear in front of the fan
- Sweep away leaves and snow, and never cover the unit
- Don't use a pressure washer on the fins
- Don't store bins, logs or garden furniture against it

System Pressure
The pressure gauge under the cylinder should read between 1 and 2 bar when the system is cold. If it drops below 0.8 bar, top up using the filling loop: open both valves slowly until the gauge shows 1.5 bar, then close them again. If you need to top up more than twice a year, please call us, as it may mean there is a leak.

Going on Holiday
Use holiday mode on the controller or in the app rather than switching off at the isolator. Holiday mode keeps the house at 12°C and protects the system from frost while you are away.

Before You Call Us
If you have no heating or hot water, please check:
- the outdoor isolator switch (grey box next to the unit) is on
- the circuit breaker marked "Heat Pump" in your fuse board hasn't tripped
- the pressure gauge reads at least 0.8 bar
- the controller isn't in holiday mode or switched to off
- whether a fault code is showing on the controller screen

Common Messages
F.022 - Water pressure too low. Top up to 1.5 bar as described above.
F.718 - Fan blocked. Check for ice, snow or leaves around the outdoor unit.
F.1120 - Heating element fault. Please call us.
"Maintenance due" - your annual service is due. Book it with us to keep your 10-year warranty.
Switching off at the outdoor isolator for one minute and back on will clear most one-off faults. If the same code comes back, please call us rather than resetting again.

Keeping Running Costs Down
- Consider a heat pump tariff such as Octopus Cosy, which has cheaper periods overnight and in the afternoon
- Keep curtains closed at night and doors to unheated rooms shut
- Check your energy use in the myVAILLANT app. If the efficiency (COP) shown is below 2.5 during the winter, let us know and we will check your settings

Contact
Heat pump support: 01743 550 218, option 2, Monday to Friday 8.30am-5.30pm.
Care plan customers can call our out-of-hours line on 07700 900 418.`,
    },
    {
      type: 'document',
      title: 'Boiler Upgrade Scheme Guide',
      fileName: 'boiler-upgrade-scheme-guide-2026.pdf',
      content: `BOILER UPGRADE SCHEME (BUS)
A GUIDE FOR SUNHAVEN CUSTOMERS
Updated January 2026

WHAT IS THE BOILER UPGRADE SCHEME?
The Boiler Upgrade Scheme is a government grant for homes in England and Wales, run by Ofgem. It gives £7,500 towards an air source or ground source heat pump. The grant is paid to us as your installer and we take it straight off your price, so you never have to pay the £7,500 upfront and claim it back.

WHO CAN GET IT?
You are likely to be eligible if:
- you own the property (including with a mortgage), or you are a private landlord or a small business
- the property is in England or Wales
- the property has a valid Energy Performance Certificate (EPC) issued in the last 10 years. If you don't have one, we can arrange one for £85 through our local assessor
- the heat pump replaces fossil fuel heating (gas, oil or LPG) or direct electric heating such as storage heaters
- the heat pump has a capacity of 45kW or less
- you have not already had government funding for a heat pump, for example through ECO or the Renewable Heat Incentive

WHO CANNOT GET IT?
- new-build properties, unless you built the house yourself (self-build or custom build)
- social housing
- homes in Scotland and Northern Ireland. In Scotland, Home Energy Scotland offers its own grant and interest-free loan for heat pumps

DO I NEED INSULATION FIRST?
Not any more. Since May 2024 you no longer have to install loft or cavity wall insulation recommended on your EPC before applying. We still strongly recommend it, because a well-insulated home needs a smaller heat pump and costs less to run.

HOW THE PROCESS WORKS
Step 1 - Survey and quote. We confirm at survey whether you are eligible.
Step 2 - Accept your quote and pay the £500 heat pump deposit.
Step 3 - We submit the grant application to Ofgem on your behalf.
Step 4 - Ofgem emails you to check that you agreed to us applying. You must reply within 14 calendar days, or the application will be withdrawn. Please check your junk folder.
Step 5 - Ofgem issues a voucher, usually within 2 to 4 weeks. For air source heat pumps the voucher is valid for 3 months, and we schedule your installation within that time.
Step 6 - We install and commission your heat pump, redeem the voucher and invoice you for the balance minus the £7,500.

WHAT IF THE APPLICATION IS REFUSED?
If Ofgem refuses the application, you can either cancel and receive a full refund of your deposit, or go ahead at the full price without the grant.

COMMON QUESTIONS

Can I keep my old boiler as a backup?
No. Hybrid systems, where a heat pump works alongside a gas or oil boiler, are not eligible. The heat pump must replace your old heating system completely.

Can I keep my wood burner or gas fire?
Yes. A secondary heater in one room, such as a wood burner or gas fire, can stay.

Does the grant cover solar panels or batteries?
No. The grant only covers the heat pump and the work needed to install it. If you are having solar panels or a battery at the same time, those are priced separately.

Do I have to pay anything back?
No. The grant is not a loan and you don't repay it, even if you sell your home.

Can I use finance as well?
Yes. The grant is deducted first and you can finance the remaining balance. See our finance page for details.

Questions about the grant? Ask Priya Shah, our heat pump design engineer, on 01743 550 218.`,
    },
    {
      type: 'document',
      title: 'Servicing and Care Plans 2026',
      fileName: 'servicing-and-care-plans-2026.pdf',
      content: `SUNHAVEN ENERGY AFTERCARE
SERVICING AND CARE PLANS 2026

WHY SERVICE YOUR SYSTEM?
Heat pumps need a service every year to keep their Vaillant 10-year warranty and to run efficiently. Solar panels and batteries need far less attention, but regular checks catch problems early - loose connections, inverter faults, firmware issues and bird damage - before they cost you generation.

OUR CARE PLANS
All plans can be paid monthly by Direct Debit or annually in advance.

Solar Care - £6.50 a month or £75 a year
- We watch your system remotely and contact you if generation or battery performance drops
- Full visual and electrical inspection every two years
- Inverter and battery firmware updates
- No call-out charge and free labour on repairs
- Priority booking

Heat Pump Care - £14.50 a month or £169 a year
- Annual service, as required for your Vaillant warranty
- Filter clean, system pressure and inhibitor check, cylinder and expansion vessel check, and controls review
- No call-out charge and free labour on repairs
- If you have no heating or hot water between October and April we will visit within 2 working days; at other times within 5 working days
- Access to our out-of-hours phone line

Complete Care - £19.50 a month or £219 a year
- Everything in Solar Care and Heat Pump Care
- Solar panel clean every two years
- 10% off any additional products, such as adding a battery or an EV charger

ONE-OFF SERVICES (WITHOUT A PLAN)
Heat pump annual service: £179
Solar PV and battery health check: £129
Call-out charge: £95 including the first hour of labour, then £60 per additional hour
Weekend and bank holiday call-out: £150 including the first hour
Parts are charged at the manufacturer's list price.

SYSTEMS WE DIDN'T INSTALL
We are happy to service and repair solar, battery and Vaillant or Mitsubishi heat pump systems installed by other companies. The first visit is a full inspection at £149, after which you can join any of our care plans. We cannot take over another installer's workmanship warranty. We do not service ground source heat pumps, biomass boilers or solar thermal (hot water) panels.

HOW TO BOOK
Call 01743 550 218 (option 3) or email service@sunhavenenergy.co.uk. Our Aftercare and Servicing Coordinator, Megan Hughes, will contact plan customers four weeks before a service is due to arrange a date. Services are carried out Monday to Friday between 8am and 4pm.

CARE PLAN TERMS
- Plans run for 12 months and renew automatically. We will write to you one month before renewal with the new price.
- You can cancel at any time with 30 days' notice. If you cancel within the first 12 months after receiving a service or free repair labour, we will charge the difference between what you have paid and our one-off prices.
- Plans cover the equipment listed on your plan certificate at one address.
- If you sell your home, the plan can transfer to the new owner for the rest of the term.
- Free labour does not cover faults caused by accidental damage, storms or work by others, or the cost of replacement parts outside the manufacturer's warranty.`,
    },

    // ---------------------------------------------------------------- website pages
    {
      type: 'website',
      title: 'About Us | Sunhaven Energy',
      url: 'https://www.sunhavenenergy.co.uk/about-us',
      content: `# About Sunhaven Energy

Sunhaven Energy is a family-run renewable energy installer based in Shrewsbury, Shropshire. Since 2011 we've fitted more than 3,400 solar panel systems, home batteries and air source heat pumps for homeowners across Shropshire, Herefordshire and mid Wales.

## How we started

Gareth Pryce founded Sunhaven after fifteen years as an electrician in Church Stretton, when his customers kept asking whether solar panels were worth it. He fitted our first system on his parents' bungalow in Bayston Hill in the spring of 2011 and ran the business from a converted garage for the first three years. In 2019 we moved to Harlescott Trade Park, where we now have a workshop, stores and a small showroom.

## Our team

There are 22 of us today, and every installer, electrician and heat pump engineer is directly employed by Sunhaven.

- Gareth Pryce - Founder and Managing Director
- Lowri Evans - Customer Operations Manager (bookings, paperwork and putting things right)
- Dan Whitmore - Senior Surveyor
- Priya Shah - Heat Pump Design Engineer
- Tom Aldridge - Lead Solar Installer
- Megan Hughes - Aftercare and Servicing Coordinator

We also train our own. Every September we take on two electrical apprentices in partnership with Shrewsbury Colleges Group, and four of our current installers started with us as apprentices.

## Accreditations

- MCS certified for solar PV, battery storage and heat pumps (certificate number NAP-58213)
- Members of RECC, the Renewable Energy Consumer Code
- TrustMark registered business
- NICEIC Approved Contractor
- Vaillant Advance heat pump installer
- GivEnergy Approved Installer and Tesla Certified Installer

## What we believe

We'll tell you if something isn't worth doing. If your roof is shaded for half the day or your house isn't ready for a heat pump yet, we'll say so - around one in five of our surveys ends with us advising a customer to wait, or to do something else first.

Our surveyors are paid a salary, not commission, and we'll never pressure you with "today only" prices or ring you every other day after a quote.

## In the community

For every installation we complete, we donate £20 to Shropshire Wildlife Trust. We've sponsored a school eco-club programme with Shrewsbury Town in the Community since 2022, and we give free talks on home energy to village halls and community groups across the county.

In 2024 we were named Green Business of the Year at the Shropshire Business Awards, and we hold a 4.9 out of 5 rating from more than 600 reviews on Trustpilot.`,
    },
    {
      type: 'website',
      title: 'Solar Panel Installation in Shropshire | Sunhaven Energy',
      url: 'https://www.sunhavenenergy.co.uk/solar-panels',
      content: `# Solar Panel Installation in Shropshire

Generate your own clean electricity, cut your bills and protect yourself from future price rises. We design and fit solar PV systems for homes of every size, from a 3.6 kWp array on a terraced house to large systems on farmhouses and barns.

## The equipment we use

- Panels: JA Solar 450W all-black panels, chosen for their reliability and tidy appearance
- Inverter: SolaX X1 hybrid inverter, ready for a battery now or later
- Mounting: Renusol rails and hooks on tiled and slate roofs, or GSE in-roof trays if you'd prefer panels that sit flush with your tiles (in-roof adds around £60 per panel)
- Monitoring: the SolaX Cloud app, so you can see what you're generating and using from your phone

## How much will I generate?

In Shropshire a well-placed system produces around 860 kWh a year for every kWp installed. A typical 4.5 kWp system of 10 panels makes roughly the same amount of electricity in a year as an average three-bedroom home uses. Without a battery, most households use 30-40% of what they generate directly; with a battery that typically rises to 70-80%.

## Roofs we can (and can't) work with

We install on concrete and clay tiles, natural and fibre-cement slate, metal sheet roofs, flat roofs and ground mounts. We cannot install on thatched roofs, and we won't fix to roofs containing asbestos cement sheets until they have been professionally removed.

Each panel weighs about 21kg. Our surveyor checks your rafters and roof structure from the loft during the survey, and on older roofs we may recommend strengthening before we install.

## Shading

Even partial shade from a chimney, dormer or tree can reduce output, because one shaded panel can drag down the whole string. Where shading is a problem we fit Tigo optimisers to the affected panels so each one works independently.

## Do solar panels work in winter?

Yes, but they produce much less. A typical Shropshire system generates around 75% of its annual output between April and September, and December is usually the weakest month, producing around a fifth of what it makes in June. Panels actually work slightly more efficiently in cold, bright weather, and they still generate on cloudy days, just less.

## Looking after your panels

Solar panels have no moving parts and need very little maintenance. Rain keeps most roofs clean enough; a professional clean is only worth it if you live near farmland or busy roads and notice output dropping. Inverters usually last 10 to 15 years, so it's worth budgeting for a replacement at some point during your panels' lifetime.

## Get a quote

Book a free survey and we'll send you a fixed price, a roof layout and a generation estimate for your home. There's no obligation and no hard sell.`,
    },
    {
      type: 'website',
      title: 'Home Battery Storage | Sunhaven Energy',
      url: 'https://www.sunhavenenergy.co.uk/battery-storage',
      content: `# Home Battery Storage

A home battery stores the electricity your solar panels make during the day so you can use it in the evening, instead of exporting it for a few pence and buying it back later at full price. Batteries can also charge from the grid on cheap overnight tariffs - even if you don't have solar panels.

## Batteries we install

- Fox ESS EP5 and EP11 - modular batteries with 5.2 kWh or 10.4 kWh of usable storage, and a good-value choice for smaller homes
- GivEnergy All in One - a 13.5 kWh battery and inverter in one wall-mounted unit, with an excellent app
- Tesla Powerwall 3 - 13.5 kWh with a built-in solar inverter and the option of whole-home backup during power cuts

## What size battery do I need?

As a rule of thumb, we size a battery to cover your evening and overnight use. Most three-bedroom homes use 6-10 kWh between 4pm and midnight, so a 10 kWh battery suits many families. Homes with a heat pump or an electric car usually benefit from 13.5 kWh or more. With your permission, our surveyor will look at your smart meter data to get the size right rather than guessing.

## Batteries without solar

You don't need solar panels to benefit from a battery. On a time-of-use tariff such as Octopus Intelligent Go or E.ON Next Drive, the battery charges overnight at a much lower rate and then powers your home through the expensive daytime and evening peak. Many of our battery-only customers save £400-£600 a year, depending on their tariff and usage.

## Where can a battery go?

Batteries can be fitted in a garage, utility room or under-stairs cupboard, or on an outside wall. They must not go in a loft or a bedroom, and ideally they sit within 15 metres of your fuse board. The GivEnergy All in One and Tesla Powerwall 3 are both rated for outdoor installation, so they don't have to take up space indoors.

Batteries are almost silent. When charging or discharging hard they make a faint hum, about as loud as a fridge, which is another reason we don't put them in bedrooms.

## How long do batteries last?

Modern lithium iron phosphate (LFP) batteries are rated for at least 6,000 full charge cycles, which is well over 15 years of daily use. Capacity declines slowly over time, and manufacturers guarantee that a battery will still hold at least 70% of its original capacity after 10 years.

## Smart control

All of our batteries come with an app that lets you set charging times, see your savings and check what your home is using. The GivEnergy and Tesla apps can also follow your tariff automatically, charging when electricity is cheapest without you having to change anything.

## Thinking about a battery?

Tell us about your home, your tariff and whether you have solar, and we'll recommend the right battery at your free survey.`,
    },
    {
      type: 'website',
      title: 'Air Source Heat Pumps | Sunhaven Energy',
      url: 'https://www.sunhavenenergy.co.uk/heat-pumps',
      content: `# Air Source Heat Pumps

An air source heat pump takes heat from the outside air - even at -20°C - and uses it to heat your radiators and hot water. For every unit of electricity it uses, a well-designed system delivers three to four units of heat, making it the lowest-carbon way to heat most homes.

## The heat pumps we fit

We install Vaillant aroTHERM plus heat pumps in 5, 7, 10 and 12 kW sizes. They use R290, a natural refrigerant with a very low global warming potential, and can heat water up to 75°C. For larger homes and farmhouses that need more than 12 kW, we also install Mitsubishi Ecodan units, including two-unit cascade systems.

## Is my home suitable?

Almost any house can have a heat pump, but some need a little preparation first. At survey we look at:

- Insulation: a loft with at least 270mm of insulation, and filled cavity walls where you have them, make a big difference to running costs
- Radiators: heat pumps run at lower temperatures, so some radiators may need to be larger
- Space for a hot water cylinder: you'll need a cupboard about 60cm x 60cm, but if you have a combi boiler and no airing cupboard we can fit a slimline cylinder or put the cylinder in the loft
- Outdoor space: the outdoor unit is about the size of a small fridge on its side and needs a clear spot against an outside wall

Microbore (8mm or 10mm) pipework doesn't rule you out. It can work well in smaller homes, although we may need to replace some pipe runs to the largest radiators.

## How we design your system

Our heat pump design engineer, Priya Shah, carries out a full room-by-room heat loss calculation to MCS standards. We size the heat pump to your home's actual heat loss, not to your old boiler - most boilers are two or three times bigger than they need to be. We then design the system to run at a flow temperature of 45°C or lower, which is the key to low running costs.

## Running costs

A well-designed system should achieve a seasonal efficiency (SCOP) of 3.5 or better. On a standard tariff that typically means running costs similar to a modern gas boiler, and lower than oil, LPG or electric storage heaters. On a heat pump tariff such as Octopus Cosy, savings can be much greater.

## Underfloor heating

Heat pumps work brilliantly with underfloor heating because it runs at low temperatures. We can connect to existing wet underfloor heating, or combine underfloor downstairs with radiators upstairs.

## Installation week

Most of the work happens while your old heating is still running. You'll usually be without heating and hot water for one to two days while we swap the old boiler for the new system, and we'll lend you electric heaters if the weather is cold. At the end, we'll show you how to use the controls and set up the app on your phone.

## Grants

Most homeowners in England and Wales can get £7,500 off through the Boiler Upgrade Scheme. We handle the application for you and take the grant off your invoice.`,
    },
    {
      type: 'website',
      title: 'Finance Options | Sunhaven Energy',
      url: 'https://www.sunhavenenergy.co.uk/finance',
      content: `# Finance Options

Spread the cost of solar panels, batteries, EV chargers and heat pumps with flexible finance arranged through our lending partner, Foundry Home Finance.

## Interest-free over 12 months

Pay a 25% deposit, then spread the rest over 12 equal monthly payments at 0% APR. There is no interest and no fee. Available on orders over £3,000.

## Low-rate loans over 2 to 10 years

Borrow from £1,000 to £30,000 over 24 to 120 months at 9.9% APR representative. Monthly payments are fixed for the whole term, so you always know what you'll pay. You can repay all or part of the loan early at any time; the lender may charge up to 28 days' interest when you settle early.

## Buy now, pay later

Pay nothing for the first 6 months after installation. If you repay the full amount within those 6 months, you pay no interest. If not, the loan continues over your chosen term at 9.9% APR, with interest charged from the start of the agreement.

## Representative example

Borrowing £8,000 over 84 months with no deposit. 84 monthly payments of £130.66. Total amount payable £10,975.44. Interest rate 9.48% a year (fixed). Representative APR 9.9%.

## Who can apply?

- You are aged 18 or over and have lived in the UK for at least 3 years
- You own your home (with or without a mortgage)
- You are employed, self-employed or retired, with a household income of at least £10,000 a year
- You have a UK bank account that can pay by Direct Debit

Applications are made online in about 10 minutes and most people get a decision straight away. Checking your eligibility uses a soft search, which does not affect your credit score; a full credit search is only carried out when you submit your application.

## Finance and the heat pump grant

For heat pumps, the £7,500 Boiler Upgrade Scheme grant is taken off first, so you only need to finance what's left after the grant and your deposit.

## How to apply

Ask your surveyor for a finance illustration alongside your quote, or call the office and we'll email you a link to apply. Finance is only arranged once you have accepted your quote.

## Important information

Sunhaven Energy Ltd acts as a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority (FRN 938162). We work exclusively with Foundry Home Finance and may receive a commission from them for introducing you, which does not affect the interest rate you pay. Finance is subject to status and affordability checks; terms and conditions apply.`,
    },
    {
      type: 'website',
      title: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
      url: 'https://www.sunhavenenergy.co.uk/how-it-works',
      content: `# How It Works: From Survey to Switch-On

Going solar or switching to a heat pump is a big decision. Here's exactly what happens, step by step, so there are no surprises.

## 1. Get in touch

Call us, email or fill in the enquiry form on our website. We'll ask a few questions about your home, your roof and your current heating. If you have a recent electricity bill to hand, it helps us understand how much energy you use.

## 2. Your home survey

We'll book your survey at a time that suits you, usually within 7 to 10 days of your enquiry. Our surveyor checks your roof, loft, fuse board, meter and heating system. With your permission we use a drone to photograph and measure the roof, so nobody needs to climb up a ladder. For heat pumps, we also measure every room for the heat loss calculation.

## 3. Your design and quote

Within five working days of your survey we'll email your solar or battery quote, including a panel layout, a generation estimate and an expected payback period. Heat pump quotes take up to 10 working days because of the detailed design work. We'll call once to check you've received it and answer questions - after that, it's over to you.

## 4. Accepting your quote

You can accept online and pay your deposit by card or bank transfer. We'll then order your equipment and give you a provisional installation date.

## 5. Network operator approval

Every system connected to the grid has to be registered with your network operator, which in most of our area is National Grid Electricity Distribution. Smaller systems are notified after installation under the G98 process. Larger systems, and most installations that include a battery, need G99 approval before we can install, which typically takes 4 to 8 weeks. We handle all of the paperwork.

## 6. Installation

Solar and battery installations usually take place 3 to 6 weeks after you order, or as soon as G99 approval comes through. Heat pumps are usually installed 6 to 10 weeks after ordering, including time for the grant application.

The scaffold goes up the day before. Our team arrives at around 8am, and we'll need to switch your electricity off for 2 to 3 hours while we connect the system. We'll keep you updated throughout the day and leave everything clean and tidy.

## 7. Commissioning and handover

Before we leave, your installer tests the whole system, sets up the monitoring app on your phone and shows you how everything works, including how to switch it off safely.

## 8. Your paperwork

Within 10 working days you'll receive your MCS certificate, electrical installation certificate, warranty documents and insurance-backed guarantee by email. Keep these safe: you'll need the MCS certificate to sign up for export payments and when you sell your home.

## 9. Aftercare

Megan from our aftercare team will call you two weeks after installation to check everything is working as expected. Twelve months later we'll carry out a free remote health check on your system and send you a short report.`,
    },
  ],

  questions: [
    // ---- FAQ targets
    { text: 'do you charge to come out and look at the house', expect: 'Is the home survey free?' },
    {
      text: 'how much for someone to come round and measure up for panels',
      expect: 'Is the home survey free?',
    },
    { text: 'do u cover ludlow', expect: 'Which areas do you cover?' },
    {
      text: "we're in welshpool, would you come out that far?",
      expect: 'Which areas do you cover?',
    },
    {
      text: 'roughly what does a solar setup cost for a normal house',
      expect: 'How much do solar panels cost?',
    },
    { text: 'ballpark price for panels', expect: 'How much do solar panels cost?' },
    {
      text: 'is there vat to pay on top of the heat pump price',
      expect: 'Do you charge VAT on solar panels and heat pumps?',
    },
    {
      text: 'do i pay tax on a battery if i already had my panels fitted years ago',
      expect: 'Do you charge VAT on solar panels and heat pumps?',
    },
    {
      text: 'will i need to ask the council before putting panels up',
      expect: 'Do I need planning permission?',
    },
    {
      text: 'do i need planning consent for a heat pump in the back garden',
      expect: 'Do I need planning permission?',
    },
    {
      text: 'our roof points east and west not south, is it still worth it',
      expect: 'Will solar panels work if my roof faces east or west?',
    },
    {
      text: 'house faces north is solar pointless',
      expect: 'Will solar panels work if my roof faces east or west?',
    },
    {
      text: 'how many days will you lot be at my house fitting everything',
      expect: 'How long does the installation take?',
    },
    {
      text: 'had panels put on in 2015 by another firm, can you add storage to them',
      expect: 'Can I add a battery to solar panels I already have?',
    },
    {
      text: 'will adding a battery mess up my feed in tariff payments',
      expect: 'Can I add a battery to solar panels I already have?',
    },
    {
      text: 'do i have to pay extra for scaffold',
      expect: 'Is scaffolding included in the price?',
    },
    {
      text: 'do i get money for the power i dont use',
      expect: 'Will I be paid for electricity I send back to the grid?',
    },
    {
      text: 'can i sell my spare electricity back',
      expect: 'Will I be paid for electricity I send back to the grid?',
    },
    {
      text: 'if theres a blackout will my panels keep the lights on',
      expect: 'Will my solar panels work in a power cut?',
    },
    {
      text: 'what happens to my old oil boiler when the heat pump goes in',
      expect: 'Do you take away my old boiler?',
    },
    { text: 'are the fitters your own staff or agency lads', expect: 'Do you use subcontractors?' },
    { text: 'can i pay with my credit card', expect: 'What payment methods do you accept?' },
    { text: 'do you take cash', expect: 'What payment methods do you accept?' },
    {
      text: 'could you put in a charging point for my electric car too',
      expect: 'Do you install EV chargers?',
    },
    { text: 'do you fit zappis', expect: 'Do you install EV chargers?' },
    {
      text: 'my panels are filthy with bird muck, can you wash them',
      expect: 'Do you offer panel cleaning?',
    },
    { text: 'how much to clean 12 panels', expect: 'Do you offer panel cleaning?' },
    {
      text: 'will a heat pump annoy my neighbours, how loud are they',
      expect: 'How noisy is an air source heat pump?',
    },
    {
      text: 'can i come and see a battery in person before i buy one',
      expect: 'Can I visit your showroom?',
    },
    { text: 'whats your address', expect: 'Where are you based and what are your opening hours?' },
    {
      text: 'what time do your phones shut on a saturday',
      expect: 'Where are you based and what are your opening hours?',
    },
    { text: 'phone number?', expect: 'Where are you based and what are your opening hours?' },
    {
      text: 'can i get panels for free, im on universal credit',
      expect: 'Do you do ECO4 or free solar panel schemes?',
    },
    { text: 'are you part of eco4', expect: 'Do you do ECO4 or free solar panel schemes?' },
    {
      text: 'we have a flat roofed extension can panels go on that',
      expect: 'Can you install solar panels on a flat roof or a garage?',
    },
    {
      text: 'could they go in the paddock next to the house instead of on the roof',
      expect: 'Can you install solar panels on a flat roof or a garage?',
    },

    // ---- Price List 2026
    { text: 'how much for a 10 panel system', expect: 'Price List 2026', fact: '£6,250' },
    {
      text: 'whats the price of a tesla powerwall if i already have solar',
      expect: 'Price List 2026',
      fact: '£9,250',
    },
    {
      text: 'cost of a 7kw heat pump once the grant comes off',
      expect: 'Price List 2026',
      fact: '£5,300',
    },
    {
      text: 'how much extra is each radiator that needs swapping',
      expect: 'Price List 2026',
      fact: '£395',
    },
    {
      text: 'price to stop pigeons getting under the panels',
      expect: 'Price List 2026',
      fact: '£420',
    },
    {
      text: "what's actually included in the heat pump price, is the hot water cylinder extra",
      expect: 'Price List 2026',
    },

    // ---- Terms and Conditions of Sale
    {
      text: 'how much deposit do i need to put down for solar',
      expect: 'Terms and Conditions of Sale',
      fact: '25%',
    },
    {
      text: 'i signed last week and have changed my mind, can i still back out',
      expect: 'Terms and Conditions of Sale',
      fact: '14-day cooling-off',
    },
    {
      text: 'if i need to move my install date at short notice is there a charge',
      expect: 'Terms and Conditions of Sale',
      fact: '£150',
    },
    {
      text: 'do i need to clear anything out of the way or move the car before you come',
      expect: 'Terms and Conditions of Sale',
    },

    // ---- Warranty and Guarantees Guide
    {
      text: 'how long are the panels guaranteed for',
      expect: 'Warranty and Guarantees Guide',
      fact: '25-year',
    },
    {
      text: 'what if you lot go bust, who fixes my system then',
      expect: 'Warranty and Guarantees Guide',
      fact: 'HIES',
    },
    { text: 'does the warranty cover storm damage', expect: 'Warranty and Guarantees Guide' },
    {
      text: "we're selling the house, does the guarantee pass to the buyer",
      expect: 'Warranty and Guarantees Guide',
    },
    {
      text: 'if i skip the yearly heat pump service does that void the vaillant warranty',
      expect: 'Warranty and Guarantees Guide',
    },

    // ---- Heat Pump Owner's Handbook
    {
      text: "there's steam pouring out of the heat pump outside, is it on fire??",
      expect: "Heat Pump Owner's Handbook",
      fact: 'defrost',
    },
    {
      text: 'what should the pressure gauge on my heating read',
      expect: "Heat Pump Owner's Handbook",
      fact: '1 and 2 bar',
    },
    { text: 'controller says F.022', expect: "Heat Pump Owner's Handbook", fact: '1.5 bar' },
    {
      text: 'should i switch the heat pump off at night to save money',
      expect: "Heat Pump Owner's Handbook",
    },
    {
      text: 'going away for 2 weeks what do i do with the heating',
      expect: "Heat Pump Owner's Handbook",
    },
    {
      text: 'ran out of hot water how do i get it back quickly',
      expect: "Heat Pump Owner's Handbook",
      fact: '45 minutes',
    },

    // ---- Boiler Upgrade Scheme Guide
    {
      text: 'i live in scotland can i get the boiler upgrade money',
      expect: 'Boiler Upgrade Scheme Guide',
      fact: 'Home Energy Scotland',
    },
    {
      text: 'i dont have an energy performance certificate, is that a problem',
      expect: 'Boiler Upgrade Scheme Guide',
      fact: '£85',
    },
    {
      text: 'ofgem sent me an email asking me to confirm something, what do i do',
      expect: 'Boiler Upgrade Scheme Guide',
      fact: '14 calendar days',
    },
    {
      text: 'can i keep my gas boiler as a backup and still get the grant',
      expect: 'Boiler Upgrade Scheme Guide',
    },
    {
      text: 'do i have to insulate my loft first before i can claim',
      expect: 'Boiler Upgrade Scheme Guide',
    },

    // ---- Servicing and Care Plans 2026
    {
      text: 'how much is the heat pump care plan per month',
      expect: 'Servicing and Care Plans 2026',
      fact: '£14.50',
    },
    { text: "what's your callout fee", expect: 'Servicing and Care Plans 2026', fact: '£95' },
    {
      text: 'can you service a heat pump another company put in',
      expect: 'Servicing and Care Plans 2026',
      fact: '£149',
    },
    {
      text: 'do you service solar thermal hot water panels',
      expect: 'Servicing and Care Plans 2026',
    },
    {
      text: 'how fast would you come out if my heating packs up in january',
      expect: 'Servicing and Care Plans 2026',
      fact: '2 working days',
    },

    // ---- About Us
    { text: 'who owns the company', expect: 'About Us | Sunhaven Energy', fact: 'Gareth Pryce' },
    { text: 'how long have you been going', expect: 'About Us | Sunhaven Energy' },
    {
      text: 'are you mcs certified, whats your number',
      expect: 'About Us | Sunhaven Energy',
      fact: 'NAP-58213',
    },
    {
      text: 'do you take apprentices, my son is 16 and wants to be a sparky',
      expect: 'About Us | Sunhaven Energy',
      fact: 'Shrewsbury Colleges Group',
    },
    { text: 'do your sales reps work on commission', expect: 'About Us | Sunhaven Energy' },

    // ---- Solar page
    {
      text: 'how much electricity do panels make per kw round here',
      expect: 'Solar Panel Installation in Shropshire | Sunhaven Energy',
      fact: '860 kWh',
    },
    {
      text: 'do solar panels even work in winter',
      expect: 'Solar Panel Installation in Shropshire | Sunhaven Energy',
    },
    {
      text: 'my cottage has a thatched roof, can you put solar on it',
      expect: 'Solar Panel Installation in Shropshire | Sunhaven Energy',
      fact: 'cannot install on thatched',
    },
    {
      text: 'big tree shades half the roof after lunch, is that a problem',
      expect: 'Solar Panel Installation in Shropshire | Sunhaven Energy',
    },
    {
      text: 'can i get panels that sit flush in the roof rather than stuck on top',
      expect: 'Solar Panel Installation in Shropshire | Sunhaven Energy',
    },

    // ---- Battery page
    {
      text: 'what size battery for a 3 bed semi',
      expect: 'Home Battery Storage | Sunhaven Energy',
      fact: '10 kWh',
    },
    {
      text: 'is a battery worth it if i dont have solar',
      expect: 'Home Battery Storage | Sunhaven Energy',
      fact: 'Intelligent Go',
    },
    {
      text: 'can the battery go up in my loft',
      expect: 'Home Battery Storage | Sunhaven Energy',
      fact: 'must not go in a loft',
    },
    {
      text: 'how many years will a battery last',
      expect: 'Home Battery Storage | Sunhaven Energy',
    },
    { text: 'are batteries noisy', expect: 'Home Battery Storage | Sunhaven Energy' },

    // ---- Heat pump page
    {
      text: 'do you install anything bigger than 12kw for a big farmhouse',
      expect: 'Air Source Heat Pumps | Sunhaven Energy',
      fact: 'Mitsubishi Ecodan',
    },
    {
      text: 'we have tiny microbore pipes does that rule out a heat pump',
      expect: 'Air Source Heat Pumps | Sunhaven Energy',
    },
    {
      text: "we've got a combi and no airing cupboard, where would the hot water tank go",
      expect: 'Air Source Heat Pumps | Sunhaven Energy',
      fact: '60cm x 60cm',
    },
    {
      text: 'will it cost more to run than my gas boiler',
      expect: 'Air Source Heat Pumps | Sunhaven Energy',
    },
    {
      text: 'will we be without heating while you swap it over',
      expect: 'Air Source Heat Pumps | Sunhaven Energy',
      fact: 'one to two days',
    },
    {
      text: 'how do you work out what size heat pump i need, my current boiler is 30kw',
      expect: 'Air Source Heat Pumps | Sunhaven Energy',
    },

    // ---- Finance page
    {
      text: 'can i spread the cost without paying interest',
      expect: 'Finance Options | Sunhaven Energy',
    },
    { text: 'what apr is your finance', expect: 'Finance Options | Sunhaven Energy', fact: '9.9%' },
    {
      text: 'max amount i can borrow',
      expect: 'Finance Options | Sunhaven Energy',
      fact: '£30,000',
    },
    { text: 'will applying knacker my credit score', expect: 'Finance Options | Sunhaven Energy' },
    {
      text: 'is your company fca registered',
      expect: 'Finance Options | Sunhaven Energy',
      fact: '938162',
    },
    {
      text: 'im retired, can i still get a loan for it',
      expect: 'Finance Options | Sunhaven Energy',
    },

    // ---- How it works page
    {
      text: 'how long after the survey till i get a price through',
      expect: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
      fact: 'five working days',
    },
    {
      text: 'does someone need to climb on my roof for the survey',
      expect: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
    },
    {
      text: 'whats a g99 and how long does it take',
      expect: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
      fact: '4 to 8 weeks',
    },
    {
      text: 'how soon can you fit after i sign',
      expect: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
      fact: '3 to 6 weeks',
    },
    {
      text: 'will my electric be off during the install',
      expect: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
    },
    {
      text: 'when will i get my mcs certificate',
      expect: 'How It Works: From Survey to Switch-On | Sunhaven Energy',
      fact: '10 working days',
    },
  ],

  requests: [
    {
      text: 'Can I book a free survey for next Tuesday morning? Name is Helen Marsh, 14 Oak Drive, Bayston Hill',
      expect: 'Appointments',
    },
    {
      text: 'please arrange for someone to come and service our heat pump sometime in the week of 9th march',
      expect: 'Appointments',
    },
    {
      text: "we'd like to come to the showroom this saturday at 10am, can you put us down for that",
      expect: 'Appointments',
    },
    {
      text: 'need to get my install date fixed for order SH-2291, any weekday after the 20th works for us',
      expect: 'Appointments',
    },
    {
      text: "your installers left cable offcuts and a broken roof tile all over my garden and nobody's answered my emails for a week. really not happy",
      expect: 'Complaints/Feedback',
    },
    {
      text: "The battery has been showing an error for 3 weeks, I've been promised an engineer twice and nobody turned up. This is unacceptable.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'just wanted to say tom and the team were brilliant, tidy, polite and explained everything. thank you!',
      expect: 'Complaints/Feedback',
    },
    {
      text: 'could someone ring me back about a quote for panels and a battery, 07700 900612, best after 5',
      expect: 'General Inquiry',
    },
    {
      text: 'please email me a copy of your price list and a finance example to j.morgan@example.com',
      expect: 'General Inquiry',
    },
    {
      text: 'Hi, after a quote for a heat pump for a 4 bed detached in Church Stretton, currently on oil. my email is pete.harding@example.co.uk',
      expect: 'General Inquiry',
    },
    { text: 'can i speak to an actual person please', expect: 'handoff' },
    { text: "put me through to someone in the office, this bot isn't helping", expect: 'handoff' },
    { text: 'is there a real human i can talk to about my installation', expect: 'handoff' },
  ],

  offTopic: [
    'can you recommend a good roofer to fix some slipped tiles on my porch',
    "what's tesla's share price doing at the moment",
    'is the shropshire county show on this weekend',
    'how do i wire up a solar panel on my campervan myself',
    'whats the best wind turbine for a small farm',
    'how much does a new fitted kitchen cost',
    'write me a short poem about the sun',
    "what's the weather going to be like in shrewsbury tomorrow",
    'give me a recipe for lasagne',
    'what is the capital of australia',
    'who won the premier league last season',
    'can you explain how nuclear fusion works',
    "how do you say 'thank you' in welsh",
    'can you fit air conditioning in my office',
  ],
};
