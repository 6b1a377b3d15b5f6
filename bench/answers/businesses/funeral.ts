import type { Business } from '../types.js';

export const funeral: Business = {
  slug: 'funeral',
  name: 'Thwaite & Daughters Funeral Directors',
  field: 'Independent family funeral director',
  entries: [
    // ---------------------------------------------------------------- FAQs
    {
      type: 'faq',
      title: 'What should I do if someone dies at home?',
      content:
        'If the death was expected, telephone the GP surgery (or NHS 111 out of hours) so that a doctor or nurse can come and verify the death; once that has been done, call us and we will arrange to bring your loved one into our care. If the death was sudden or unexpected, dial 999 first - the police will attend and the coroner may need to be informed before we can collect. There is no need to rush: you may sit with them for as long as you need.',
      tags: ['first steps', 'death at home'],
    },
    {
      type: 'faq',
      title: 'Can you bring my relative from the hospital?',
      content:
        'Yes. When someone dies at Westmorland General Hospital or Furness General, they are cared for in the hospital mortuary until the bereavement office has completed its paperwork, which usually takes one to two working days. Simply let us know that you would like us to act for you and we will liaise with the bereavement office and collect them as soon as they are released.',
      tags: ['hospital', 'collection'],
    },
    {
      type: 'faq',
      title: 'Do you come to our home to make the arrangements?',
      content:
        "Yes, we are always happy to visit you at home, in a care home or at a relative's house, at no extra cost, anywhere in our usual area. Many families find it easier to talk things through around their own kitchen table. Just mention it when you first call and we will agree a time that suits you, including evenings.",
      tags: ['home visit', 'arrangement'],
    },
    {
      type: 'faq',
      title: 'Is there any financial help available for funeral costs?',
      content:
        'If you are responsible for the funeral and receive certain benefits, such as Universal Credit, Pension Credit or Housing Benefit, you may be able to claim a Funeral Expenses Payment from the DWP. It covers burial or cremation fees plus up to £1,000 towards other costs, and must be claimed within 6 months of the funeral. We are happy to help with the form and to wait for the payment to come through before invoicing the balance.',
      tags: ['benefits', 'DWP', 'costs'],
    },
    {
      type: 'faq',
      title: 'Can we pay the funeral account in instalments?',
      content:
        'Yes. Once the third-party costs (crematorium, cemetery, celebrant and so on) have been paid, the balance of our own fees can be spread over up to 6 months, interest-free, by standing order. We simply agree the amounts with you in writing before the funeral.',
      tags: ['payment', 'instalments'],
    },
    {
      type: 'faq',
      title: 'Can you provide a horse-drawn hearse or other special transport?',
      content:
        'Yes. We work with a family-run carriage firm near Lancaster who provide a Victorian glass carriage drawn by a pair of black Friesians, from £1,100 within our area. We can also arrange a motorcycle hearse, a vintage Land Rover, a VW campervan hearse or a tractor and trailer for farming families - just ask.',
      tags: ['hearse', 'transport', 'horse-drawn'],
    },
    {
      type: 'faq',
      title: 'What can we place in the coffin?',
      content:
        'Letters, photographs, a favourite blanket, soft toys and small keepsakes are all welcome. For a cremation we cannot include glass, metal items, batteries, aerosols, rubber, PVC or bulky items such as walking sticks, and pacemakers must be removed (we do this for you). If you are unsure about anything, ask us and we will check with the crematorium.',
      tags: ['coffin', 'keepsakes', 'cremation'],
    },
    {
      type: 'faq',
      title: "Do you charge for children's funerals?",
      content:
        "We make no charge for our own professional services for the funeral of a baby or child under 18, including babies stillborn after 24 weeks. The government's Children's Funeral Fund for England pays the burial or cremation fees and up to £300 towards a coffin, and we claim this directly so the family does not have to. We will take things at whatever pace you need.",
      tags: ['children', 'babies', 'stillbirth'],
    },
    {
      type: 'faq',
      title: 'Is embalming necessary?',
      content:
        'No, embalming is not a legal requirement and we will never carry it out without your permission. We may recommend it if you would like to visit the chapel of rest over several days or if your loved one is travelling abroad. When it is carried out, it is done by our own qualified embalmer, a member of the British Institute of Embalmers.',
      tags: ['embalming', 'hygienic treatment'],
    },
    {
      type: 'faq',
      title: 'Can the funeral service be live-streamed?',
      content:
        'Yes. South Lakeland Crematorium has a webcasting system, and a live stream with a 28-day replay costs £75. For church services we can book a local videographer. We send the family a private link and password to share with anyone who cannot be there in person.',
      tags: ['webcast', 'live stream'],
    },
    {
      type: 'faq',
      title: 'Do you arrange non-religious funerals?',
      content:
        'Absolutely. Around half of the funerals we arrange are led by a civil or humanist celebrant rather than a minister. We work with several celebrants across South Lakeland, including accredited Humanists UK celebrants, and we will introduce you to someone who suits your family.',
      tags: ['humanist', 'celebrant', 'non-religious'],
    },
    {
      type: 'faq',
      title: 'Can you arrange a funeral quickly for religious reasons?',
      content:
        'Yes. We arrange Muslim, Jewish and other faith funerals where burial is needed as soon as possible. Where the death does not need to be referred to the coroner, we can usually arrange burial within 24 hours, including at weekends, and we work closely with local faith communities and the dedicated section at Parkside Road Cemetery.',
      tags: ['faith', 'Muslim', 'Jewish', 'urgent'],
    },
    {
      type: 'faq',
      title: 'When can we collect the ashes after the funeral?',
      content:
        'After a funeral service at the crematorium, the ashes are normally ready for collection from our Kendal office 3 to 5 working days later; we will phone you when they are back with us. There is no rush - we will look after them free of charge for up to 3 months while you decide what to do.',
      tags: ['ashes', 'cremated remains'],
    },
    {
      type: 'faq',
      title: 'Do you sell urns and scattering tubes?',
      content:
        'Yes, we keep a range in our Kendal office, from simple cardboard scattering tubes at £45 to hand-turned wooden and brass urns at up to £295. We also stock biodegradable urns that dissolve in water for scattering at sea or on a lake, and small keepsake urns for sharing ashes between family members.',
      tags: ['urns', 'ashes', 'scattering'],
    },
    {
      type: 'faq',
      title: 'Can the hearse go past the family home?',
      content:
        'Of course. The cortege can leave from the house or pass by a home, farm, pub or workplace that meant something to your loved one on the way to the service. If you wish, the funeral director will walk in front of the hearse for a short distance as a mark of respect.',
      tags: ['cortege', 'route', 'procession'],
    },
    {
      type: 'faq',
      title: 'What if my relative wanted to donate their body to medical science?',
      content:
        'Body donation must be arranged in advance by the person themselves, with written and witnessed consent, through a medical school licensed by the Human Tissue Authority - for our area this is usually Lancaster or Manchester. After death the family contacts the medical school directly, and acceptance is not guaranteed. We can arrange a memorial service in the meantime and help if the donation cannot go ahead.',
      tags: ['body donation', 'medical science'],
    },
    {
      type: 'faq',
      title: 'Do you offer any support after the funeral?',
      content:
        'Yes. We hold a candlelit service of remembrance every December at Holy Trinity Church, Kendal, to which all the families we have helped are invited, and a monthly "Walk & Talk" bereavement group that meets on the first Saturday of the month at Abbot Hall. We can also refer you to Cruse Bereavement Support or to local counsellors.',
      tags: ['bereavement', 'aftercare'],
    },
    {
      type: 'faq',
      title: 'Can my relative rest at home before the funeral?',
      content:
        'Yes, many families find comfort in this. We will prepare your loved one in our care first and then bring them home in their coffin, usually the day before the funeral, and we supply a discreet cooling unit. We call in to check on things and then leave from the house on the day of the funeral.',
      tags: ['resting at home'],
    },
    {
      type: 'faq',
      title: 'Can you arrange the funeral flowers?',
      content:
        'Yes. We order flowers through Petals of Kendal, a local florist we have worked with for many years, and they deliver them to us to travel with the hearse. Please let us know your choice by 12 noon two working days before the funeral so there is time to make them up.',
      tags: ['flowers', 'florist'],
    },
    {
      type: 'faq',
      title: 'Do you print orders of service?',
      content:
        'Yes, we design and print them in-house. A four-page order of service in full colour with photographs costs £165 for 100 copies, and we send you a proof to check before printing. We can also print memorial cards, bookmarks and thank-you cards.',
      tags: ['order of service', 'printing'],
    },
    {
      type: 'faq',
      title: 'Which areas do you cover?',
      content:
        'We arrange funerals throughout South Lakeland and the Lake District, including Kendal, Windermere, Ambleside, Grange-over-Sands, Kirkby Lonsdale, Sedbergh and Staveley, and into North Lancashire. We are also happy to travel further afield when a family asks us to.',
      tags: ['area', 'coverage'],
    },

    // ----------------------------------------------------------- Documents
    {
      type: 'document',
      title: 'Price List 2026',
      fileName: 'Price-List-2026.pdf',
      content: `THWAITE & DAUGHTERS FUNERAL DIRECTORS
Standardised Price List
Prices valid from 1 January 2026 to 31 December 2026

This price list is set out in the format required by the Competition and Markets Authority (CMA) Funerals Market Investigation Order 2021, so that you can compare our prices with those of other funeral directors. We will always give you a written estimate before any arrangements are confirmed.

1. Attended Funeral

Our standardised attended funeral: £2,975

This includes:
- Arranging the funeral with you and completing the necessary paperwork
- Collecting the person who has died from anywhere within 25 miles, between 7am and 8pm
- Caring for them at our Kendal premises for up to two weeks
- A veneered oak-effect coffin suitable for burial or cremation
- A hearse to a local crematorium or cemetery, with four bearers
- A funeral director to conduct the funeral on the day

It does not include third-party costs (section 3) or any optional extras (section 4).

2. Unattended (Direct) Cremation

Direct cremation: £1,395

This includes collection within 25 miles, care of the person who has died, a simple coffin, the crematorium fee and the return of the ashes. No mourners attend and there is no service.

3. Third-Party Costs (paid by us on your behalf)

Item | Price
South Lakeland Crematorium, weekday service | £1,080
South Lakeland Crematorium, Saturday service | £1,460
Minister or celebrant fee | £235
Church of England service in church (statutory fee) | £249
Organist | £110
Parkside Road Cemetery, new grave, exclusive right of burial for 50 years (Kendal resident) | £1,420
Parkside Road Cemetery, interment fee | £925
Non-resident grave and interment | double the resident rate
Death notice, Westmorland Gazette (print and online) | from £85

Third-party fees are set by the crematorium, cemetery, church or publisher, not by us, and may change during the year.

4. Optional Extras

Item | Price
Limousine (seats six), per car | £295
Embalming (hygienic treatment) | £185
Dressing in their own clothes | no charge
Chapel of rest visits outside standard hours | £60 per visit
Collection out of hours (8pm to 7am, weekends and bank holidays) | £120
Solid oak coffin | £1,150
Woven willow coffin | £695
Cardboard coffin | deduct £95
Additional bearers | £60 each
Mileage beyond 25 miles | £2.20 per mile
Care at our premises beyond two weeks | £25 per day

5. Notes

- Funeral services are exempt from VAT. Urns and memorial masonry include VAT at 20%.
- If the cost of the funeral is a concern, please tell us at the start. We will always help you find an option that fits your budget and we never pressure families into extras.
- Prices for pre-paid funeral plans and memorials are shown in separate brochures.

Thwaite & Daughters Funeral Directors, 42 Stricklandgate, Kendal LA9 4QG`,
      tags: ['prices', 'costs'],
    },
    {
      type: 'document',
      title: 'Planning Ahead - Pre-Paid Funeral Plans',
      fileName: 'Funeral-Plans-Brochure-2026.pdf',
      content: `PLANNING AHEAD
Pre-Paid Funeral Plans from Thwaite & Daughters

Why plan ahead?

A pre-paid funeral plan lets you record your wishes and pay for our services at today's prices, so that your family does not have to make difficult decisions or find the money at a hard time. Many people also tell us they simply find it a relief to have it sorted.

Our plans are provided by Heritage Lakeland Funeral Plans Ltd, which is authorised and regulated by the Financial Conduct Authority (firm reference number 963118). Since July 2022 every company selling funeral plans in the UK must be authorised by the Financial Conduct Authority, and you have the right to complain to the Financial Ombudsman Service.

Our three plans

Plan | Price
Essential Direct Cremation Plan | £1,695
Simple Plan | £3,450
Traditional Plan | £4,695

Essential Direct Cremation Plan (£1,695)
- Collection and care of the person who has died
- A simple coffin
- Unattended cremation, including the crematorium fee
- Ashes returned to the family or scattered at the crematorium

Simple Plan (£3,450)
- Everything needed for an attended cremation service
- Veneered coffin and hearse with four bearers
- An allowance of £1,250 towards crematorium and celebrant fees
- Service on a weekday at a time that suits the family

Traditional Plan (£4,695)
- Everything in the Simple Plan, with burial or cremation
- One limousine and chapel of rest visits
- A solid oak veneer coffin with brass-effect handles
- An allowance of £2,100 towards third-party costs, including a new grave where needed

What "allowance" means

Our own professional services are guaranteed for as long as the plan is in place. Third-party costs, such as crematorium or cemetery fees, are set by others. The allowance included in your plan is increased each year in line with inflation, but if fees at the time of the funeral are higher than the allowance, your family may be asked to pay the difference.

How your money is protected

Your payment is held in a trust that is independent of both Thwaite & Daughters and the plan provider, and it is managed by independent trustees. If we or the plan provider were to stop trading, the money would still be used for your funeral.

Ways to pay

- A single payment
- Up to 12 monthly instalments, interest-free
- Instalments over 24 to 60 months, with a fixed interest charge shown before you sign
The plan must be fully paid before the instalment period ends; if you die before then, your family can pay the remaining amount and the funeral will go ahead as planned. Instalments over more than 12 months are only available to applicants aged 75 or under.

Changing your mind

If you cancel within 30 days of receiving your plan documents, you will receive a full refund. After 30 days you can still cancel at any time, and we refund what you have paid less a £250 cancellation fee.

Moving away

If you move away from South Lakeland, your plan can be transferred to another funeral director in the provider's national network at no charge.

Next steps

Ask for a no-obligation meeting at our Kendal or Windermere office, or at home. Helen Thwaite is our funeral planning specialist.`,
      tags: ['funeral plans', 'pre-paid'],
    },
    {
      type: 'document',
      title: 'A Practical Guide for When Someone Dies',
      fileName: 'When-Someone-Dies-Guide.pdf',
      content: `A PRACTICAL GUIDE FOR WHEN SOMEONE DIES
Thwaite & Daughters Funeral Directors

We know this is a very difficult time. This guide explains, step by step, the legal paperwork that follows a death in England and who you may need to tell. Please ring us at any point if something is unclear.

1. The medical certificate and the medical examiner

Since September 2024, every death in England that is not referred to the coroner is reviewed by a medical examiner. This is an independent doctor, not involved in the person's care, who checks the cause of death written by the attending doctor. The medical examiner's office will usually phone the next of kin to explain the cause of death and ask whether you have any concerns. Once the review is complete, the Medical Certificate of Cause of Death (MCCD) is sent directly to the register office - you do not need to collect it.

2. When the coroner is involved

A doctor must refer a death to the coroner if it was sudden or unexplained, followed an accident, injury or operation, or may have been caused by industrial disease. The coroner's officer will contact you. Often the coroner can issue the paperwork after a review, but sometimes a post-mortem examination or inquest is needed, which can delay the funeral. We will keep in touch with the coroner's office for you.

3. Registering the death

A death in England must be registered within 5 days, unless the coroner is involved. The register office will normally contact you to book an appointment once it has received the MCCD.

Our local office is:
Kendal Register Office, South Lakeland House, Lowther Street, Kendal LA9 4UQ (Westmorland and Furness Council)
Appointments by telephone on 0300 373 3300, Monday to Friday.

Who can register: usually a relative, someone present at the death, or the person arranging the funeral.

Please take, if you have them:
- The person's full name, any previous names, date and place of birth
- Their last address and occupation
- Their NHS number, birth certificate and marriage or civil partnership certificate
- Details of their husband, wife or civil partner

4. What you will receive

- The Certificate for Burial or Cremation (the "green form"), which is normally sent to us electronically so the funeral can go ahead
- Certified copies of the death certificate, at £12.50 each when bought at registration. Banks, insurers and solicitors usually want certified copies, so most families buy three to five.

5. Tell Us Once

The registrar will give you a unique reference number for the Tell Us Once service. With one online form or phone call, Tell Us Once informs most government departments at the same time, including HM Revenue & Customs, the DWP (State Pension and benefits), the Passport Office, the DVLA and the local council (council tax, electoral register and Blue Badge).

6. Others you may need to tell

- Employer or pension providers
- Insurance companies
- The GP, dentist and optician
- Utility companies and the landlord
- Royal Mail, to redirect post

7. Making the funeral arrangements

You can contact us before the death is registered. We can take your loved one into our care and begin planning straight away, although the funeral date cannot be confirmed until the paperwork is in place.`,
      tags: ['registration', 'paperwork', 'coroner'],
    },
    {
      type: 'document',
      title: 'Memorials and Headstones Brochure',
      fileName: 'Memorial-Masonry-Brochure.pdf',
      content: `MEMORIALS AND HEADSTONES
Thwaite & Daughters Memorial Masonry, Mintsfeet Road South, Kendal

A lasting tribute

Our stonemasons have been making memorials for South Lakeland families since the 1950s. Everything is designed with you in our showroom, lettered in our own workshop and fixed by our own team. Our fixers are registered under the NAMM BRAMM scheme and every memorial is fixed to British Standard BS 8415.

When can a memorial be fixed?

After a burial the ground needs time to settle. We recommend waiting at least 6 months before a headstone is fixed, and up to 12 months on heavy clay. For a memorial on an existing grave or for ashes, there is no need to wait.

Memorial prices (including VAT, lettering of up to 80 letters and fixing)

Style | Price
Lawn memorial, Blue Pearl granite, 2ft 6in | from £1,650
Lawn memorial, Cumbrian green slate, 2ft 6in | from £1,890
Traditional headstone with kerbs, grey granite | from £3,250
Ashes tablet, 18in x 12in | from £695
Natural Lakeland stone, hand-split face | from £2,150

Lettering and additions
- Additional letters beyond 80: £3.50 per letter
- Gilding in gold leaf: add £1.20 per letter
- Carved motifs (roses, birds, tractors, fell outlines): from £95
- Ceramic photo plaque: £145
- Additional inscription on an existing memorial: £195, plus letters at £3.50 each. The memorial is removed to our workshop and refixed, usually within 6 weeks.

Cleaning and renovation

We can clean, re-letter and re-level existing memorials from £180. Please ask for a free site visit.

Churchyard and cemetery rules

Every burial ground has its own regulations. In Anglican churchyards across Cumbria, the Diocese of Carlisle churchyard regulations apply: polished black granite, photographs and kerbs are not normally permitted without a special faculty, and natural stone in a honed or riven finish is preferred. Council cemeteries allow a wider choice. We check the rules for your burial ground before you order and apply for the permit on your behalf. Permit fees are charged by the cemetery or parish (Westmorland and Furness Council currently charges £140).

How long will it take?

Once you have approved the drawing and the permit has been granted, memorials are usually fixed within 10 to 14 weeks. Natural Lakeland stone can take longer.

Ordering and payment

1. Visit our showroom or ask for a home visit with our memorial adviser, Joe Birkett
2. We send a scale drawing and written quotation
3. We ask for a 50% deposit when you place the order
4. We send a proof of the lettering for you to approve
5. The balance is due once the memorial has been fixed and you have seen it

Showroom open Monday to Friday, 9am to 4.30pm, or by appointment.`,
      tags: ['headstones', 'memorials', 'masonry'],
    },
    {
      type: 'document',
      title: 'Repatriation Information Sheet',
      fileName: 'Repatriation-Information.pdf',
      content: `REPATRIATION INFORMATION SHEET
Bringing someone home, or taking them abroad

When a death happens abroad

If someone dies while travelling overseas, please contact their travel insurance provider first, if they had one. Most policies include repatriation and the insurer will appoint an international repatriation company. Ask the insurer to name Thwaite & Daughters as the receiving funeral director in the UK, and we will take over from there.

If there is no insurance, we will arrange the repatriation ourselves through our partner, Meridian International Repatriation, and keep you informed at every stage. The British embassy or consulate can also help with local paperwork.

How long does it take?

From most European countries, your loved one will usually be home within 10 to 14 days. From further afield it can take three weeks or more, depending on local authorities and flights.

Typical costs
- Repatriation from within Europe, by air: typically £3,500 to £5,500
- Repatriation from outside Europe: quoted individually
- Collection from Manchester Airport to our Kendal premises: £495
These costs are in addition to the funeral itself.

On arrival in England

Most repatriations arrive at Manchester Airport. We collect from the airport's cargo terminal once customs have released the coffin. If the death abroad was violent, unnatural or of unknown cause, the coroner in England must be informed and may hold an inquest. Because a medical certificate has not been issued in England, you will need a "Certificate of No Liability to Register" from the register office before a funeral can take place; we will guide you through this.

Taking someone abroad for the funeral

If your loved one is to be buried or cremated in another country:
1. The coroner must be given notice of the intention to move the body out of England, using the "Out of England" form. The coroner needs 4 clear days before removal, although they can sometimes agree to less.
2. Embalming is required by airlines and most receiving countries.
3. A hermetically sealed zinc-lined coffin is required for air travel (£950).
4. We obtain the documents normally required: certified death certificate, freedom from infection certificate, embalming certificate, the deceased's passport and any consular documents for the country concerned.
5. We arrange flights and handover to a funeral director at the destination.

Taking ashes abroad

Ashes are much simpler to transport. Most airlines allow them to be carried in hand luggage, with the certified death certificate and the cremation certificate. Please use a container that can be scanned by airport security (wood, cardboard or plastic rather than metal) and check the rules of your airline and destination country before travelling.

Contact Sarah Thwaite for repatriation enquiries.`,
      tags: ['repatriation', 'abroad'],
    },
    {
      type: 'document',
      title: 'Terms and Conditions of Business',
      fileName: 'Terms-and-Conditions-2026.pdf',
      content: `THWAITE & DAUGHTERS FUNERAL DIRECTORS
Terms and Conditions of Business (January 2026)

These terms apply to every funeral we arrange. Please read them alongside the written estimate we give you.

1. Who we are contracting with

The person who gives us instructions (the "client") is responsible for payment of the account, even if the money is to come from the estate of the person who has died.

2. Estimates

We give you a written estimate within 24 hours of the arrangement meeting. If anything changes, we will send a revised estimate before the funeral.

3. Paying third-party costs

Third-party costs (crematorium, cemetery, church, celebrant, organist, newspaper notices and similar) are paid by us on your behalf and must be paid to us no later than 7 days before the funeral.

4. Paying the account

Our invoice is sent after the funeral, and the balance is due within 28 days of the invoice date. We accept bank transfer, debit and credit card, and cheques. If the funeral is to be paid from the estate, we can send our invoice to the person's bank or building society, as most banks will release funds directly to pay a funeral account even before probate.

5. Late payment

If the account has not been paid within 60 days and no arrangement has been agreed with us, we may add interest at 3% above the Bank of England base rate.

6. Changing funeral director

You are free to move the funeral to another funeral director at any time. We will charge only for the services provided up to that point, and we will help with a smooth transfer.

7. Personal belongings

Any jewellery or personal effects are recorded on a belongings form, which you sign at the arrangement meeting. You can tell us whether items should be returned to you or remain with the person during the funeral. Items to be returned are handed back to the client, against a signature.

8. Complaints

We hope you will never need to complain, but if you are unhappy please speak to the funeral director who looked after you, or write to Helen Thwaite, Director, at 42 Stricklandgate, Kendal LA9 4QG. We will acknowledge your complaint within 3 working days and send a full response within 14 days. If you are not satisfied with our response, you may refer the matter to the National Association of Funeral Directors (NAFD), of which we are members, through its independent complaints process.

9. Your information

We keep records of each funeral for 7 years and never share your details except with those needed to carry out the funeral (such as the crematorium, cemetery and celebrant). Our full privacy notice is available on request.

10. Photography and social media

We never photograph the person who has died except at the family's request, and we will not post about any funeral online without your written permission.`,
      tags: ['terms', 'payment', 'complaints'],
    },

    // ------------------------------------------------------------ Website
    {
      type: 'website',
      title: 'About Us | Thwaite & Daughters Funeral Directors',
      url: 'https://www.thwaitefunerals.co.uk/about-us',
      content: `# About Thwaite & Daughters

## A Kendal family since 1931

Thwaite & Daughters was founded in 1931 by Joseph Thwaite, a joiner and cabinet maker who made coffins for families in Kendal from his workshop behind Stricklandgate. Over ninety years and four generations later, we are still on the same street and still owned and run by the same family.

## Who we are

Today the business is led by Margaret Thwaite, Joseph's granddaughter, who has been a funeral director for more than thirty years. She is joined by her daughters Helen, who looks after funeral planning and day-to-day management, and Sarah, who conducts funerals and leads our repatriation work.

Our team of eleven includes funeral arrangers Tom Birkett and Aisha Rahman, our embalmer Alan Proudfoot, our memorial adviser Joe Birkett and a group of bearers, many of whom have worked with us for well over a decade. Several of us grew up in Kendal and many of the families we look after are people we know.

## Truly independent

We are not part of a national chain or a funeral group, and no outside company has a say in how we look after your family or what we charge. Every decision is made here in Kendal. We own our own vehicles - two Mercedes hearses and two six-seater limousines - and our own chapel of rest and memorial workshop.

## What we believe

- Every family is different, and there is no "right" way to hold a funeral
- You should always know exactly what you are paying and why
- The people in our care are looked after as if they were our own

## In the community

We support Kendal Hospice at Home, the South Lakes Mountain Rescue team and Kendal Rugby Club's junior section. Every year our team takes part in the Kendal 10K to raise money for local causes, and in 2025 we raised £4,800 for Kendal Hospice at Home.

## Recognition

We were named Cumbria Funeral Director of the Year in 2023 and are proud to have been recommended by families in the Westmorland Gazette Readers' Awards three years running.`,
    },
    {
      type: 'website',
      title: 'Direct Cremation | Thwaite & Daughters Funeral Directors',
      url: 'https://www.thwaitefunerals.co.uk/direct-cremation',
      content: `# Direct Cremation

A direct cremation is a simple cremation without a funeral service beforehand. Some people choose it because it is what their loved one asked for; others because they would rather hold their own celebration of life later, at a time and place of their choosing. Whatever your reasons, we will look after your loved one with exactly the same care as for any other funeral.

## What's included

- Collecting your loved one from home, hospital or a care home, within 25 miles of Kendal
- Caring for them at our Kendal premises
- A simple coffin
- Completing all of the paperwork, including the cremation application
- The cremation itself, at South Lakeland Crematorium
- Returning the ashes to you

Our current price is shown on our standardised price list.

## What is different from a traditional funeral

There is no service and no mourners at the crematorium. The cremation takes place at an early-morning time reserved for unattended cremations, so families are not able to choose the date or time. We will let you know the date as soon as it is confirmed, which is usually 10 to 14 days after we receive the paperwork.

## Saying goodbye

If you would like to see your loved one before the cremation, we can arrange one visit to our chapel of rest at no extra charge - just let us know when you first speak to us. You are welcome to bring clothing for them to be dressed in, and small items such as letters or photographs to go with them.

## Returning the ashes

We will hand-deliver the ashes to your home within 14 days of the cremation, anywhere within 25 miles of Kendal, in a simple container. If you prefer, you can collect them from our Stricklandgate office, or we can arrange for them to be scattered, unwitnessed, in the Garden of Remembrance at the crematorium.

## Holding a gathering later

Many families hold a memorial or celebration of life a few weeks later, at home, in a village hall, on a favourite fell or at a church. We are happy to help you plan it, introduce a celebrant, or simply be on hand to talk things through.

## Is a direct cremation right for you?

Direct cremation suits people who want simplicity, privacy or a lower cost. If you are not sure, please call us for a no-obligation chat - we will explain all the options honestly and never push you one way or another.`,
    },
    {
      type: 'website',
      title: 'Chapel of Rest | Thwaite & Daughters Funeral Directors',
      url: 'https://www.thwaitefunerals.co.uk/chapel-of-rest',
      content: `# Our Chapel of Rest

Spending quiet time with someone who has died can be an important part of saying goodbye. Our chapel of rest at 42 Stricklandgate has two private rooms, the Kentmere Room and the Howgill Room, each furnished simply and peacefully, with soft lighting and comfortable seating.

## Visiting times

Visits are by appointment, so that your loved one is ready and the room is yours alone.

- Monday to Friday: 9.30am to 5.30pm
- Saturday: 10am to 12.30pm
- Sunday and evenings until 8pm: by special arrangement

Please give us 24 hours' notice where you can. Your loved one is usually ready to be visited two to three days after they come into our care; we will let you know.

## Who can visit

You may visit as often as you wish. Each room comfortably holds up to 10 people at once. Children are very welcome, and our staff can talk with you beforehand about how to prepare them - many families find that it helps children to understand what has happened.

## Making the visit personal

- You are welcome to bring a photograph, flowers, a favourite blanket or a small keepsake
- We can play music of your choice through a speaker in the room - bring it on a phone or tell us the songs in advance
- A Bible, Qur'an, prayer mat and rosary are available on request
- Tea and coffee are always available in our family lounge

## Dressing your loved one

We can dress your loved one in their own clothes at no charge. Just bring the clothes to our office, including underwear and any jewellery you would like them to wear.

## Accessibility

The chapel of rest is on the ground floor with step-free access from the rear entrance, and there is an accessible toilet. A wheelchair is available if needed.

## How to book

Call our Kendal office or speak to your funeral arranger to book a visit.`,
    },
    {
      type: 'website',
      title: 'Contact Us | Thwaite & Daughters Funeral Directors',
      url: 'https://www.thwaitefunerals.co.uk/contact',
      content: `# Contact Us

## Our phone lines are answered 24 hours a day

If someone has died, please call us at any time of the day or night, every day of the year. Your call will always be answered by a member of our own team, never a call centre.

Kendal: 01539 720418
Windermere: 015394 43127

## Kendal office

42 Stricklandgate, Kendal, Cumbria LA9 4QG

- Monday to Friday: 9am to 5pm
- Saturday: 9.30am to 12 noon
- Sunday: closed (phones answered)

## Windermere office

7 Crescent Road, Windermere LA23 1EA

- Tuesday and Thursday: 10am to 2pm
- Other days by appointment

## Email

care@thwaitefunerals.co.uk
We aim to reply to emails within one working day. If your message is urgent, please telephone.

## Getting here

Our Kendal office is a 10-minute walk from Kendal railway station. There are two visitor parking spaces behind the building, reached from Sepulchre Lane, and a drop-off space for blue badge holders by the rear entrance. The nearest public car park is Blackhall Road multi-storey, around 3 minutes' walk away.

In Windermere we are opposite the railway station, and there is on-street parking on Crescent Road.

## Write to us

Thwaite & Daughters Funeral Directors, 42 Stricklandgate, Kendal, Cumbria LA9 4QG`,
    },
    {
      type: 'website',
      title: 'Burial and Cremation Choices | Thwaite & Daughters Funeral Directors',
      url: 'https://www.thwaitefunerals.co.uk/burial-and-cremation',
      content: `# Burial and Cremation Choices

One of the first decisions a family makes is whether their loved one will be buried or cremated. Sometimes this is clear from their wishes; sometimes it is not. Here is an outline of the local options.

## Cremation

Most cremations from Kendal take place at South Lakeland Crematorium near Milnthorpe, about 8 miles south of Kendal. Its chapel seats 110 people, with standing room for more, and services are booked in 45 minutes slots, which allows around 30 minutes for the service itself. There is a garden of remembrance and a book of remembrance.

Families from the south of our area sometimes prefer Lancaster and Morecambe Crematorium, about 22 miles away, and we arrange services there regularly.

## Burial in a cemetery

Parkside Road Cemetery in Kendal is run by Westmorland and Furness Council and has new graves available, including a lawn section, an area for the burial of ashes and a dedicated section for Muslim burials. Windermere, Ambleside and Sedbergh each have their own town cemeteries.

## Burial in a churchyard

Many village churchyards in South Lakeland are still open for burial. You normally have a right to be buried in the churchyard of the parish where you lived or died, if there is space, and the vicar may also agree to burials for people with a strong family connection to the parish. We will check with the parish for you.

## Natural or woodland burial

Hollins Wood Natural Burial Ground at Crook, between Kendal and Windermere, is set in ten acres of meadow and native woodland. Graves are marked with a small oak plaque or a native tree instead of a headstone, and a biodegradable coffin or shroud is required. A plot costs £1,250, including the digging of the grave.

## Burial on private land

It is legal to be buried on your own land in England, with the landowner's consent. Environment Agency guidance says a grave must be at least 250 metres from any well, borehole or spring used for drinking water, and at least 10 metres from any ditch or field drain. The burial must be recorded, and it can affect the future sale of the property. We have arranged several farm burials and can advise you.

## Burial at sea

Burial at sea is possible only at a small number of licensed sites around England and requires a licence from the Marine Management Organisation. Please ask us for details.`,
    },
    {
      type: 'website',
      title: 'Arranging a Funeral | Thwaite & Daughters Funeral Directors',
      url: 'https://www.thwaitefunerals.co.uk/arranging-a-funeral',
      content: `# Arranging a Funeral

We know that arranging a funeral can feel overwhelming, especially if you have never done it before. Our job is to take the weight off your shoulders and guide you through each step.

## 1. The first phone call

When you call us, we will ask a few simple questions - your loved one's name, where they are, and how to reach you. We will then bring them into our care, at any time of day or night.

## 2. The arrangement meeting

Within a day or two we will meet to plan the funeral in detail. The arrangement meeting usually takes 60 to 90 minutes, and you are welcome to bring other family members or a friend for support. There is no need to make every decision at once.

## What to bring

- Any written wishes or a funeral plan your loved one left
- Clothing for them to be dressed in, if you would like
- Details of any church, club or organisation that should be told
- Names of people who would like to help, for example as bearers

## 3. Decisions we will talk through

- Burial or cremation, and where
- A religious service, a celebrant-led service, or no service at all
- Music, readings and tributes
- Whether there will be family cars
- Flowers, or charity donations instead

## Donations in memory

Many families now ask for donations to a charity instead of flowers. We set up a free online tribute page for your loved one where people can donate by card, leave messages and share photographs, and we send the total raised to the charity after the funeral, with a list of donors for you.

## 4. Setting the date

Once the paperwork is in place we can confirm a date. In South Lakeland funerals currently take place around 2 to 3 weeks after the death, depending on the availability of the crematorium, church or cemetery and of the minister or celebrant. If you need the funeral sooner or later than this, please tell us.

## 5. The day of the funeral

We will confirm all the details with you in the week before. On the day, the cortege leaves either from the family home or from our premises, and we ask mourners to arrive at the venue about 15 minutes before the start. Our funeral director stays with you from the beginning to the end of the service.

## 6. Afterwards

We keep in touch after the funeral, return the ashes or help with a memorial, and are always here if you have questions.`,
    },
  ],

  questions: [
    // ---------------- FAQ-answered
    {
      text: 'my dad has just passed away at home in his sleep, hes been ill a long time, who do i phone first',
      expect: 'What should I do if someone dies at home?',
    },
    {
      text: 'Grandma died at home this morning, totally out of the blue. What happens now?',
      expect: 'What should I do if someone dies at home?',
    },
    {
      text: 'mum died on the ward at westmorland general last night, how does she get from there to you?',
      expect: 'Can you bring my relative from the hospital?',
    },
    { text: 'collection from hospital', expect: 'Can you bring my relative from the hospital?' },
    {
      text: "My husband can't easily get out of the house any more - would someone be able to come to us to plan his brother's service?",
      expect: 'Do you come to our home to make the arrangements?',
    },
    { text: 'do u do house visits', expect: 'Do you come to our home to make the arrangements?' },
    {
      text: "I'm on universal credit and I honestly can't afford to bury my brother. Is there anything that can help?",
      expect: 'Is there any financial help available for funeral costs?',
    },
    {
      text: 'benefits towards funeral',
      expect: 'Is there any financial help available for funeral costs?',
    },
    {
      text: 'Is it possible to pay off the bill for mums funeral bit by bit rather than all at once',
      expect: 'Can we pay the funeral account in instalments?',
    },
    {
      text: 'Dad rode bikes his whole life, could his coffin go on a motorbike hearse?',
      expect: 'Can you provide a horse-drawn hearse or other special transport?',
    },
    {
      text: 'horse and carriage funeral',
      expect: 'Can you provide a horse-drawn hearse or other special transport?',
    },
    {
      text: 'Can we put his fishing fly box and some drawings from the grandkids in with him?',
      expect: 'What can we place in the coffin?',
    },
    {
      text: "what isn't allowed inside the coffin if it's a cremation",
      expect: 'What can we place in the coffin?',
    },
    {
      text: "Our daughter was stillborn at 26 weeks. I don't know where to start, or what it will cost us.",
      expect: "Do you charge for children's funerals?",
    },
    { text: 'cost of funeral for a child', expect: "Do you charge for children's funerals?" },
    {
      text: "does mum have to be embalmed? i'm really not comfortable with the idea",
      expect: 'Is embalming necessary?',
    },
    { text: 'is embalming required by law', expect: 'Is embalming necessary?' },
    {
      text: 'Half the family live in Australia and cannot fly over. Is there a way for them to watch the service?',
      expect: 'Can the funeral service be live-streamed?',
    },
    { text: 'webcast funeral', expect: 'Can the funeral service be live-streamed?' },
    {
      text: "he wasn't religious in the slightest, we don't want a vicar doing it",
      expect: 'Do you arrange non-religious funerals?',
    },
    { text: 'humanist celebrant?', expect: 'Do you arrange non-religious funerals?' },
    {
      text: 'We are Muslim and my uncle needs to be buried as soon as possible, can it happen within a day?',
      expect: 'Can you arrange a funeral quickly for religious reasons?',
    },
    {
      text: 'How soon after the service at the crem can we pick up nans ashes?',
      expect: 'When can we collect the ashes after the funeral?',
    },
    {
      text: "we're not ready to decide about dad's ashes yet, how long will you keep hold of them",
      expect: 'When can we collect the ashes after the funeral?',
    },
    {
      text: 'Do you stock biodegradable urns? We want to scatter him on Windermere from a boat.',
      expect: 'Do you sell urns and scattering tubes?',
    },
    { text: 'urn prices', expect: 'Do you sell urns and scattering tubes?' },
    {
      text: 'Could the cars drive past the farm on the way to church? He lived there 60 years',
      expect: 'Can the hearse go past the family home?',
    },
    {
      text: 'she always said she wanted to leave her body to science, how do we go about that now',
      expect: 'What if my relative wanted to donate their body to medical science?',
    },
    {
      text: "is there a bereavement group i could go to? i'm struggling since my wife died in the spring",
      expect: 'Do you offer any support after the funeral?',
    },
    {
      text: 'do you hold a remembrance service at christmas time',
      expect: 'Do you offer any support after the funeral?',
    },
    {
      text: "We'd love Dad to come home for the last night before his funeral - can that be done?",
      expect: 'Can my relative rest at home before the funeral?',
    },
    {
      text: 'can you order a coffin spray and a GRANDAD tribute for us',
      expect: 'Can you arrange the funeral flowers?',
    },
    {
      text: 'whats the latest i can order the flowers',
      expect: 'Can you arrange the funeral flowers?',
    },
    {
      text: 'how much to print 100 service sheets with photos on',
      expect: 'Do you print orders of service?',
    },
    {
      text: 'do you do funerals out in sedbergh or kirkby lonsdale',
      expect: 'Which areas do you cover?',
    },
    { text: 'i live in ambleside, is that too far for you?', expect: 'Which areas do you cover?' },

    // ---------------- Document / page answered (with facts)
    { text: 'direct cremation cost', expect: 'Price List 2026', fact: '£1,395' },
    {
      text: 'roughly how much is a basic funeral with a service at the crem, not counting the crematorium fees',
      expect: 'Price List 2026',
      fact: '£2,975',
    },
    {
      text: "what's the charge for an extra car for the family to follow the hearse",
      expect: 'Price List 2026',
      fact: '£295',
    },
    {
      text: 'If we went for a saturday at the crematorium, is that dearer?',
      expect: 'Price List 2026',
      fact: '£1,460',
    },
    {
      text: 'how much is a new grave in the kendal cemetery',
      expect: 'Price List 2026',
      fact: '£1,420',
    },

    {
      text: 'cheapest prepaid plan',
      expect: 'Planning Ahead - Pre-Paid Funeral Plans',
      fact: '£1,695',
    },
    {
      text: 'If I buy one of your plans and then change my mind, do I get my money back?',
      expect: 'Planning Ahead - Pre-Paid Funeral Plans',
      fact: '30 days',
    },
    {
      text: 'are these funeral plan things actually regulated by anyone? after all the ones that went bust',
      expect: 'Planning Ahead - Pre-Paid Funeral Plans',
      fact: 'Financial Conduct Authority',
    },
    {
      text: "I'm 68, can I pay for my own funeral monthly over a few years?",
      expect: 'Planning Ahead - Pre-Paid Funeral Plans',
      fact: '60 months',
    },

    {
      text: 'how long have i got to register my husbands death',
      expect: 'A Practical Guide for When Someone Dies',
      fact: '5 days',
    },
    {
      text: 'how much are extra copies of the death certificate',
      expect: 'A Practical Guide for When Someone Dies',
      fact: '£12.50',
    },
    {
      text: "Is there some way to let the pension people, council tax and DVLA know all in one go? I can't face ringing them all.",
      expect: 'A Practical Guide for When Someone Dies',
      fact: 'Tell Us Once',
    },
    {
      text: "the hospital said a medical examiner will look at dad's death before anything happens - who is that?",
      expect: 'A Practical Guide for When Someone Dies',
      fact: 'independent doctor',
    },
    {
      text: 'where do you go to register a death in kendal',
      expect: 'A Practical Guide for When Someone Dies',
      fact: 'Lowther Street',
    },

    {
      text: 'how long after the burial before we can put a headstone on the grave',
      expect: 'Memorials and Headstones Brochure',
      fact: '6 months',
    },
    { text: 'slate headstone price', expect: 'Memorials and Headstones Brochure', fact: '£1,890' },
    {
      text: "what would it cost to add dad's name to mums headstone",
      expect: 'Memorials and Headstones Brochure',
      fact: '£195',
    },
    {
      text: 'Mum wanted polished black granite like the one she saw in a magazine, can we have that at St Oswalds churchyard?',
      expect: 'Memorials and Headstones Brochure',
      fact: 'Diocese of Carlisle',
    },

    {
      text: 'my brother died on holiday in spain last night, how on earth do we get him home',
      expect: 'Repatriation Information Sheet',
      fact: 'travel insurance',
    },
    {
      text: 'We want to take Babcia back to Poland to be buried. What do we need to do and how much notice?',
      expect: 'Repatriation Information Sheet',
      fact: '4 clear days',
    },
    {
      text: 'can i take ashes on a plane',
      expect: 'Repatriation Information Sheet',
      fact: 'hand luggage',
    },
    {
      text: 'ballpark cost of flying a body back from europe',
      expect: 'Repatriation Information Sheet',
      fact: '£3,500',
    },

    {
      text: 'when does the funeral bill have to be paid by',
      expect: 'Terms and Conditions of Business',
      fact: '28 days',
    },
    {
      text: "can dad's bank pay your invoice straight out of his account? probate hasn't come through",
      expect: 'Terms and Conditions of Business',
      fact: 'bank or building society',
    },
    {
      text: "will mum's rings and watch be given back to us?",
      expect: 'Terms and Conditions of Business',
      fact: 'belongings form',
    },

    {
      text: 'how long has your firm been going',
      expect: 'About Us | Thwaite & Daughters Funeral Directors',
      fact: '1931',
    },
    {
      text: 'are you owned by one of the big chains like co-op or dignity?',
      expect: 'About Us | Thwaite & Daughters Funeral Directors',
      fact: 'not part of a national chain',
    },

    {
      text: 'with a direct cremation do we get to pick the day',
      expect: 'Direct Cremation | Thwaite & Daughters Funeral Directors',
      fact: 'not able to choose',
    },
    {
      text: "we've gone for a direct cremation for my stepdad, how do the ashes get back to us afterwards?",
      expect: 'Direct Cremation | Thwaite & Daughters Funeral Directors',
      fact: 'within 14 days',
    },
    {
      text: 'Can we still see him once before a direct cremation?',
      expect: 'Direct Cremation | Thwaite & Daughters Funeral Directors',
      fact: 'one visit',
    },

    {
      text: 'visiting hours for the chapel of rest',
      expect: 'Chapel of Rest | Thwaite & Daughters Funeral Directors',
      fact: '9.30am',
    },
    {
      text: 'How many of us can go in to see her together? Theres about eight of us',
      expect: 'Chapel of Rest | Thwaite & Daughters Funeral Directors',
      fact: '10 people',
    },
    {
      text: 'can we play her favourite songs while we sit with her',
      expect: 'Chapel of Rest | Thwaite & Daughters Funeral Directors',
      fact: 'music',
    },

    {
      text: 'what time do u shut on a saturday',
      expect: 'Contact Us | Thwaite & Daughters Funeral Directors',
      fact: '12 noon',
    },
    {
      text: 'is there anywhere to park at your kendal place',
      expect: 'Contact Us | Thwaite & Daughters Funeral Directors',
      fact: 'Sepulchre Lane',
    },
    {
      text: 'If Mum passes in the middle of the night, will anyone actually pick up the phone?',
      expect: 'Contact Us | Thwaite & Daughters Funeral Directors',
      fact: '24 hours',
    },

    {
      text: 'which crem do you normally use',
      expect: 'Burial and Cremation Choices | Thwaite & Daughters Funeral Directors',
      fact: 'South Lakeland Crematorium',
    },
    {
      text: 'woodland burial near kendal',
      expect: 'Burial and Cremation Choices | Thwaite & Daughters Funeral Directors',
      fact: 'Hollins Wood',
    },
    {
      text: 'Dad wants to be buried on the farm up by the beck. Is that even legal?',
      expect: 'Burial and Cremation Choices | Thwaite & Daughters Funeral Directors',
      fact: '250 metres',
    },

    {
      text: 'how long is it usually between someone dying and the funeral round here at the moment',
      expect: 'Arranging a Funeral | Thwaite & Daughters Funeral Directors',
      fact: '2 to 3 weeks',
    },
    {
      text: 'how long does the planning meeting with you take',
      expect: 'Arranging a Funeral | Thwaite & Daughters Funeral Directors',
      fact: '90 minutes',
    },
    {
      text: "he'd rather people gave to the hospice than sent flowers, how can folk donate",
      expect: 'Arranging a Funeral | Thwaite & Daughters Funeral Directors',
      fact: 'online tribute page',
    },
  ],

  requests: [
    {
      text: "I'd like to book a time for me and my sister to come in next week and go through Dad's funeral arrangements.",
      expect: 'Appointments',
    },
    {
      text: 'Could three of us come and sit with Mum in the chapel on Saturday morning please?',
      expect: 'Appointments',
    },
    {
      text: 'please can i make an appointment to talk to someone about a headstone for my husbands grave',
      expect: 'Appointments',
    },
    {
      text: "I want to make a formal complaint. The hearse turned up 20 minutes late for my father's funeral and nobody so much as apologised.",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Just wanted to say a heartfelt thank you to Sarah and the bearers - you made the hardest day of our lives bearable.',
      expect: 'Complaints/Feedback',
    },
    {
      text: "my grandad's name was spelt wrong in the order of service and I'm really upset, this needs putting right",
      expect: 'Complaints/Feedback',
    },
    {
      text: 'Can somebody ring me back this afternoon on 07712 448901? My aunt passed away last night and I am her next of kin.',
      expect: 'General Inquiry',
    },
    {
      text: "please pass a message to Tom that we've picked the hymns and we'll drop the list in on thursday",
      expect: 'General Inquiry',
    },
    {
      text: "Could you email me a copy of the estimate we went through yesterday? It's jackie.harrison@btinternet.com",
      expect: 'General Inquiry',
    },
    {
      text: "I'd rather speak to an actual person if that's alright, this is too hard to type out",
      expect: 'handoff',
    },
    { text: 'is there a real human i can talk to right now', expect: 'handoff' },
    {
      text: 'Put me through to one of the funeral directors please, not a computer.',
      expect: 'handoff',
    },
  ],

  offTopic: [
    "How do I apply for probate on my dad's estate?",
    'Who inherits if my mother died without leaving a will?',
    'what is the inheritance tax threshold at the minute',
    'Can you tell me what the Co-op charges for a funeral in Kendal?',
    'do you do pet cremations? our old collie died this morning',
    "Can we hire your limousines for our daughter's wedding in June?",
    'Are you taking on any apprentice stonemasons this year?',
    'Can you recommend a solicitor to contest a will?',
    "what's the weather going to be like in kendal tomorrow",
    'best fish and chips near windermere?',
    'How do I reset the password on my BT router?',
    'who won the cumbria league cricket on saturday',
  ],
};
