import { describe, expect, it } from 'vitest';
import {
  detectEscalation,
  detectRequest,
  detectSmallTalk,
  requestedPhrase,
  requestSubject,
  soundsLikeDanger,
  stripGreeting,
} from './intents.js';

describe('detectRequest', () => {
  it.each([
    ['I want to book an appointment', 'Appointments'],
    ['can i schedule a blood test for tomorrow', 'Appointments'],
    ['need to see a doctor', 'Appointments'],
    ['please reschedule my appointment', 'Appointments'],
    ['I want to book a home collection', 'Home Collection'],
    ['can you collect the sample at my home', 'Home Collection'],
    ['please send a phlebotomist to my house', 'Home Collection'],
    ['home collection', 'Home Collection'],
    ['I want to complain', 'Complaints/Feedback'],
    ['the staff were rude', 'Complaints/Feedback'],
    ['i had a bad experience', 'Complaints/Feedback'],
    ['please call me back', 'General Inquiry'],
    [
      'could someone from your events team send me a quote? my email is jo@hart.co.uk',
      'General Inquiry',
    ],
    [
      'can you reserve 2 adult and 3 child tickets for this saturday at 10am please',
      'Appointments',
    ],
    ['i want to talk to sales', 'General Inquiry'],
    ['please email a copy of your commercial plans to j.evans@example.co.uk', 'General Inquiry'],
    [
      'Can you add me to your newsletter for upcoming workshops? anna.k@example.com',
      'General Inquiry',
    ],
    ['Could someone please phone me to talk through the options? 01924 555321', 'General Inquiry'],
    [
      'Hi, Aisha here - after a price for a small wildflower, you can reach me at aisha@example.com',
      'General Inquiry',
    ],
    ['can i get a quote', 'General Inquiry'],
    ['can someone ring me back with a quote for a new boiler', 'General Inquiry'],
    ['can the manager give me a ring about a place for twins', 'General Inquiry'],
    ['could someone get back to me about lessons for our staff', 'General Inquiry'],
    ['a group booking for 12, please email me at jo@example.com', 'General Inquiry'],
    ['could we come for a look round next tuesday at 10', 'Appointments'],
    ['can you fit my astra in for an mot next tuesday', 'Appointments'],
    ['could you squeeze me in today', 'Appointments'],
    ['you lost my paperwork and i am really upset about this', 'Complaints/Feedback'],
    ['I had a terrible experience at my last visit', 'Complaints/Feedback'],
    ['your mechanic did a horrible job on my car', 'Complaints/Feedback'],
    ['worst customer service ever', 'Complaints/Feedback'],
    ['the service was absolutely horrible', 'Complaints/Feedback'],
    ['you guys are awful', 'Complaints/Feedback'],
    ['where is my report', 'Test Report'],
    ['download my report', 'Test Report'],
    ['I havent received my test results', 'Test Report'],
    ['can i talk to a real person', 'handoff'],
    // Booking anything, in any business's words.
    ['i would like to book a cleaning', 'Appointments'],
    ['book a table for two tomorrow night please', 'Appointments'],
    ['Can I book a demo with your team for Thursday?', 'Appointments'],
    ['can we schedule a viewing of the venue', 'Appointments'],
    ['id like to make a reservation for saturday', 'Appointments'],
    ['please request a demo for my team', 'Appointments'],
    // Asking for a person without the word "person".
    ['connect me to a support agent', 'handoff'],
    ['i need a human', 'handoff'],
    ['agent pls', 'handoff'],
    ['can someone come round and measure up my flat, any day next week works', 'Appointments'],
    ['is there someone who can come to my house', null],
    ['can someone get back to me about whether you stock gluten free bread', 'General Inquiry'],
    ['is there an actual human I can chat to instead of this bot?', 'handoff'],
    ['can i ask someone instead of a bot', 'handoff'],
    ['put me through to the manager', 'handoff'],
    ['can i speak to someone at reception', 'handoff'],
    // Thanks and praise to pass on, and a complaint told as a story.
    ['please pass on my thanks to the lads in the workshop', 'Complaints/Feedback'],
    ['a huge thank you to Priya for sorting my booking so quickly', 'Complaints/Feedback'],
    ['your receptionist went above and beyond for my dad', 'Complaints/Feedback'],
    ['waited an hour and no one apologised when we got seen', 'Complaints/Feedback'],
    ['the repair lasted two days, not impressed', 'Complaints/Feedback'],
    ['i was billed twice and i want this looked into', 'Complaints/Feedback'],
    // A message for someone, and something to be sent.
    ['could you pass a message to the manager about my order', 'General Inquiry'],
    ['can you let Dr Shah know my daughter will be ten minutes late', 'General Inquiry'],
    ['text me when my glasses are ready to collect', 'General Inquiry'],
    ['could you send me a copy of the invoice please', 'General Inquiry'],
    // Put down for, pencilled in, or coming at a named time.
    ['put me down for the beginners class on monday please', 'Appointments'],
    ['could you pencil us in for a tasting next month', 'Appointments'],
    ['could two of us come in on friday afternoon please', 'Appointments'],
    ['i would like to make an appointment to speak to someone about a loan', 'Appointments'],
    ['can you book Bella in for a wash and trim on saturday', 'Appointments'],
    ['could i get my golf in for a service next week', 'Appointments'],
    ['the technician never even apologised for the mess, not good enough', 'Complaints/Feedback'],
    ['i was billed for two nights and that doesnt seem fair', 'Complaints/Feedback'],
    ['get me one of your advisers, this is going nowhere', 'handoff'],
    ['i would rather talk this through with someone than a chatbot', 'handoff'],
    // A slot by name, a lesson moved, a look round, praise, and a person when the bot fails.
    ['id like a slot with Tom about my pension, afternoons suit me', 'Appointments'],
    ['have you got anything free on friday? need to renew my passport photo', 'Appointments'],
    ['please move my swimming lesson from monday to thursday', 'Appointments'],
    ['could we have a look round the flat tomorrow after work', 'Appointments'],
    ['need to arrange a time to view the boat', 'Appointments'],
    ['two months waiting and nobody has called me back, ridiculous', 'Complaints/Feedback'],
    ['just wanted to say the lifeguards were lovely to our kids, thanks', 'Complaints/Feedback'],
    ['Dana has been so kind with my nan every week', 'Complaints/Feedback'],
    ['can i leave a message for the head chef about my allergy', 'General Inquiry'],
    ['youre not helping, get me somebody who knows', 'handoff'],
    // Booking in other words, with a time or a wish.
    ['could you sign my daughter up for the beginners netball', 'Appointments'],
    ['three places on the bread making course please', 'Appointments'],
    ['missed my session through illness, need to rebook', 'Appointments'],
    ['can i pop in for a consultation with Amir sometime next month', 'Appointments'],
    ['can I drop the van off monday morning for its service', 'Appointments'],
    ['could you come round and measure the windows, were in most evenings', 'Appointments'],
    ['need to shift my fitting from wednesday to friday', 'Appointments'],
    ['can i get a massage on the 14th, after 3 ideally', 'Appointments'],
    ['wanna rent a paddleboard saturday morning', 'Appointments'],
    // Complaints and praise as visitors tell them.
    ['the room was filthy and nobody at reception seemed to care', 'Complaints/Feedback'],
    ['for what we paid we expected much better, honestly', 'Complaints/Feedback'],
    ['second time in a row the order is wrong, sort it out', 'Complaints/Feedback'],
    ['ruined our anniversary dinner, the food was cold', 'Complaints/Feedback'],
    ['please tell Nia thanks, the class was just what i needed', 'Complaints/Feedback'],
    ['best weekend ever, will definitely be back', 'Complaints/Feedback'],
    // Something sent, a call back, a person.
    ['could someone whatsapp me the menu', 'General Inquiry'],
    ['would you mind emailing me your price list', 'General Inquiry'],
    ['please could you give me a price for a new fence', 'General Inquiry'],
    ['i need my receipt emailed over for expenses', 'General Inquiry'],
    ['ring me back after 5 please', 'General Inquiry'],
    ['can you transfer me to a member of staff', 'handoff'],
    ['this chatbot is useless', 'handoff'],
    ['you keep giving me the same answer', 'handoff'],
    ['id rather not explain it to a bot', 'handoff'],
    // Held, enrolled, pushed back, timed; told as a complaint; sent; taken over.
    ['could you hold the saturday for us while we decide', 'Appointments'],
    ['please enrol my son on the summer coding camp', 'Appointments'],
    ['can we push it back a fortnight, the builders are late', 'Appointments'],
    ['earliest appointment you have please', 'Appointments'],
    ['a court for 2 at 7 on friday', 'Appointments'],
    ['any chance of tomorrow afternoon for a trim', 'Appointments'],
    ['drop my laptop off at lunchtime today?', 'Appointments'],
    ['we would love you to cater our wedding on 3 May', 'Appointments'],
    ['paid £40 for that and it broke in a week, thats really poor', 'Complaints/Feedback'],
    ['this is not the first time my order has been wrong', 'Complaints/Feedback'],
    ['I want to raise a concern about how my mum was spoken to', 'Complaints/Feedback'],
    ['Tom is an absolute legend, tell him cheers', 'Complaints/Feedback'],
    ['could you email one over for my records', 'General Inquiry'],
    ['id like the brochure posted to me please', 'General Inquiry'],
    ['please resend the confirmation', 'General Inquiry'],
    ['tell Sue ill pop the keys back tomorrow', 'General Inquiry'],
    ['can someone from the shop take over this chat', 'handoff'],
    ['anyone real there?', 'handoff'],
    // Bare bookings, swaps and diaries; a joke of a service; a price put together; a specialist.
    ['a trial lesson for my son saturday morning if poss', 'Appointments'],
    ['deep clean of a 3 bed house please, any weekday', 'Appointments'],
    ['swap me onto the tuesday class instead', 'Appointments'],
    ['please get us in the diary for a boiler service on the 9th', 'Appointments'],
    [
      'need the stair carpets doing before christmas, can we get a date in the diary',
      'Appointments',
    ],
    ['grab me 4 tickets for the 7pm showing on friday', 'Appointments'],
    ['could you fit Bella in for a bath next friday', 'Appointments'],
    ['can we come in for a studio visit next thursday evening', 'Appointments'],
    ['third email with no reply, this is a joke', 'Complaints/Feedback'],
    ['felt completely fobbed off by the manager', 'Complaints/Feedback'],
    ['the party was ruined, nothing was ready', 'Complaints/Feedback'],
    ['well done all, a brilliant night', 'Complaints/Feedback'],
    ['the staff were great with my gran, thank you', 'Complaints/Feedback'],
    ['could you put together a quote for the whole garden and send it over', 'General Inquiry'],
    ['let me know by email when the part arrives', 'General Inquiry'],
    ['pop a catalogue in the post to my dad please', 'General Inquiry'],
    ['please pass on to the chef that we will be ten minutes late', 'General Inquiry'],
    ['need a rough price for a new kitchen floor', 'General Inquiry'],
    ['can I speak to one of the mechanics directly', 'handoff'],
    ['hand me over to someone who can actually help', 'handoff'],
    ['we would like to come and try the tandem on sunday around 11', 'Appointments'],
    ['tell me when the blue one is back in stock, my email is jo@example.com', 'General Inquiry'],
    ['please book me in for friday at 4, my number is 07700 900000', 'Appointments'],
    ['id like to speak to Dr Khan directly please', 'handoff'],
    ['i need to update the email address on my account, can you do that', 'General Inquiry'],
    ['please put my daughter Ella and her friend down for the pottery morning', 'Appointments'],
    ['get me a manager', 'handoff'],
    ['anyone from the sales team we could talk to', 'handoff'],
    ['id rather speak to someone than type to a chatbot', 'handoff'],
    ['is there a person here i can speak to about an order', 'handoff'],
    ['engineer was due at 9, we waited in all morning and no one showed up', 'Complaints/Feedback'],
    [
      'charging us for the broken glass is completely unfair, we want our deposit back',
      'Complaints/Feedback',
    ],
  ])('"%s" is a request for %s', (text, intent) => {
    expect(detectRequest(text)).toBe(intent);
  });

  it.each([
    'is home collection free?',
    'how much does home collection cost',
    'how long do reports take?',
    'when will my results be ready',
    'do I need an appointment for a blood test',
    'are reports available online',
    'what are your opening hours',
    'what is your phone number',
    'how do i reserve a table',
    'will the jacket fit me in the shoulders',
    'im 17 can i book a room',
    'can i get a roast dinner on a sunday',
    'can i get a refund, i cant make my lesson next week',
    'can i book online for 10 people',
    'how do i make a reservation',
    'can you email me my prescription so i can order frames online',
    'my boiler is making a noise, how do i let you know',
    'does the school let parents know when a class is cancelled',
    'how do the ashes get back to us after the cremation',
    'can we come in on saturday',
    'is it not on the menu any more',
    'the signal is really poor upstairs',
    'thanks to your guide i set up the router',
    'is it unfair dismissal if they sacked me by text',
    'if the server goes down, how fast will someone get back to us',
    'can I come in shorts',
    'can I change my booking?',
    'how do i move my lesson to another day',
    'do you have slots on saturdays?',
    'is the beach lovely to walk on',
    'are the lodges nice to look round',
    'can I book a table online or do I have to phone?',
    'how far in advance should we reserve a saturday in july',
    'do i have to reserve a lane to go swimming or can i just turn up',
    'the kids want the bouncy castle on saturday, do you need to book it beforehand?',
    'do we have to book the court for sunday',
    'how much to book a squash court on a weekday evening',
    'ballpark figure for costs please, just comparing a few homes',
    'im expecting in may, when should i get in touch about newborn photos?',
    'what times can I drop the dog off on a weekday',
    'bought tickets for sunday but cant come, can I get my money back',
    'we have a party in june, do you do platters',
    'can the school send me to the exam centre',
    'is it rude to turn up early',
    'failed my test again, what now',
    'allowed to put pictures up?',
    'room for 40 people?',
    'can i move it to another day',
    'want to get my son lessons for his 17th',
    'is there someone I can talk to about my anxiety',
    'if i drop the bike off on monday will it be ready by friday',
    'what times can I drop the dog off on a weekday',
    'ok to bring her in today after a temperature last night?',
    'if we bring the van back late sunday where do the keys go',
    'we may have to push the date back, what happens to our deposit',
    'can i order a print and have it posted to me',
    'the wifi is really poor upstairs',
    'worth a try before i send it?',
    'swimming lessons on saturday?',
    'any tours on a sunday',
    'booked a class tonight but cant make it, can i cancel',
    'class times pls',
    'can i take the bike out for a spin before buying',
    'bought a sofa on saturday and it does not fit, is there anything we can do',
    'could I drop the kids off for an hour while I shop',
    'can we come for a look round before we sign up',
    'just passed and my insurance quote is insane, is there a course that brings it down',
    'my dog has a really upset stomach since yesterday',
    // A verdict word about the visitor's own trouble, not about the business.
    'horrible grinding noise from my brakes when i stop',
    'my dog has had awful diarrhoea since yesterday',
    'terrible toothache at night, can you see me',
    'do you see emergencies, awful pain since last night',
    'the pain was terrible all night, can i get in today',
    // A story that judges nobody of the business, or a case supposed.
    'i get really bad anxiety even sitting in the drivers seat, had a panic attack last time',
    "if I miss the plumber's appointment will I get charged",
    'my son is allergic to peanuts and tree nuts',
    'At what age should my child have their first dental check-up?',
    'saturday story session what time',
    'lost my wallet at ur cinema yesterday what do i do',
    'got a quote off you but didnt go ahead, do you delete my stuff',
    'is there a plumber available at 2am on christmas eve',
    "We're a preschool hoping to bring 18 children one morning in June, what would that cost per child?",
  ])('"%s" is a question, not a request', (text) => {
    expect(detectRequest(text)).toBeNull();
  });
});

describe('detectRequest: feedback told as a story', () => {
  it.each([
    'youve charged me twice this month and nobody has sorted it, absolutly fed up',
    'Your engineer turned up 4 hours late with no phone call. I had to take the day off for nothing.',
    'ur cleaner left streaks all over my windows and didnt even do the back ones. rubbish',
    'Really friendly staff at the Croydon site, they helped me move everything in. Great service.',
    "Thanks so much, my son got an A in his maths exam thanks to Mr Patel's help!",
    'oh brilliant, the engineer fixed my boiler and now it doesnt work at all. great job',
    'my bins have been missed for the third week in a row',
    'It would be good if the clubhouse opened earlier at weekends for the early tee times.',
    'Suggestion: could you put a clock in the changing rooms?',
    'I want to thank all the staff on the Rose wing for the kindness shown to mum.',
    'really fed up - been waiting three weeks and nobody returns my calls',
    'the heating upstairs has been broken for weeks, its freezing, somebody needs to sort it',
    'waited an hour and a half past my slot, no apology nothing',
    'Your installers left roof tiles cracked and we have a leak. Nobody has returned my calls.',
    'Had my tyres done yesterday and one of my alloys is now badly scratched. I want it sorted.',
    'Emma looked after our cats so well while we were away, will def use again',
    'Thank you so much to Claire for finding me the perfect dress, I felt amazing on the day!',
    'Idea for you: a monthly email showing what the panels generated would be really useful.',
    'the new timetable clashes with school pick up, please think about moving the 4pm class later',
  ])('"%s" is feedback', (text) => {
    expect(detectRequest(text)).toBe('Complaints/Feedback');
  });
});

describe('detectRequest: a person asked for by what they do', () => {
  it.each([
    'can i talk to the owner',
    'Can I speak to the club secretary?',
    'Can I speak to a member of your customer service team?',
    'stop the bot i want a real agent',
    "I'd rather discuss this with a member of staff, is anyone free?",
    'Can you connect me to one of the tutors please?',
    'Could I speak to a member of your reservations team please?',
    'Hello? Is there anyone there?',
    'Is there a staff member I can chat to?',
    'stop the bot. i need a technician, a human one',
    'is anyone actually there or am I talking to a machine',
    "I'd prefer to discuss this with one of your coordinators directly. Can you connect me?",
  ])('"%s" asks for a person', (text) => {
    expect(detectRequest(text)).toBe('handoff');
  });

  it('leaves a question about whom to talk to, or a person who is not of the business', () => {
    expect(detectRequest('who do i talk to about planning an event')).toBeNull();
    expect(detectRequest('can i talk to the dentist about my results tomorrow')).toBeNull();
  });
});

describe('detectRequest: a booking by who comes or what is ordered for a day', () => {
  it.each([
    '2 adults and a car on the 08:15 sailing next Friday please',
    "I'd like to order a two-tier chocolate birthday cake for collection on Saturday 9th March.",
    "I'd like to set up weekly maths tutoring for my son on Tuesday evenings, starting next week.",
    'would love to reserve you for the full day on 14 June',
    "I'd like to arrange for an engineer to install a smart meter, any day the week of 10th June.",
    'hi could u squeeze me into the sat morning hot yoga, just 1 person',
    'have you got a chemistry tutor free this sunday for a 1hr session',
    'Please arrange for your commercial team to visit our unit, any day in the week of 16 March',
    'have you got 4 seats together for the thursday evening show',
    'can u do an airport run sat morning 5am to manchester terminal 2',
    'Looking to get someone round to measure up our kitchen sometime next week',
    "We're away 12-19 July and need someone to pop in twice a day for our two cats.",
    'please can i get a blood test with the nurse, mornings are best for me',
    'need your collection van booked for 3rd april to pick up from my flat',
    'can i bring my car in for a service on friday',
  ])('"%s" books', (text) => {
    expect(detectRequest(text)).toBe('Appointments');
  });

  it.each([
    'can i bring my dog in for a coffee',
    'am i allowed to bring a packed lunch in for her',
    'ordered at 9 this morning for collection, what time can i come and get it',
  ])('"%s" asks, and books nothing', (text) => {
    expect(detectRequest(text)).toBeNull();
  });
});

describe('small talk', () => {
  it('recognises greetings and thanks only when that is the whole message', () => {
    expect(detectSmallTalk('Hi')).toBe('greeting');
    expect(detectSmallTalk('good morning!')).toBe('greeting');
    expect(detectSmallTalk('Thank you so much')).toBe('thanks');
    expect(detectSmallTalk('hi, what are your hours')).toBeNull();
    expect(stripGreeting('Hi there, what are your hours')).toBe('what are your hours');
  });
});

describe('requestedPhrase', () => {
  it.each([
    ['book a demo', ['book a demo']],
    ['Demo request please', ['demo request']],
    ['Can I book a demo for my team?', ['book a demo']],
    ['I would like to talk to sales', ['talk to sales']],
    ['report a bug in the export screen', ['report a bug']],
    ['appointment', ['appointment']],
  ])('"%s" asks for it', (text, phrases) => {
    expect(requestedPhrase(text, phrases)).toBe(phrases[0]);
  });

  it.each([
    ['can i just walk in without booking', ['booking']],
    ['how do i cancel my booking', ['booking']],
    ['i lost my report can i get a duplicate', ['my report']],
    ['virtual appointment', ['appointment']],
    ['latest appointment time? I work until 5', ['appointment']],
    ['What does a demo show?', ['demo']],
    ['home collection available on sunday?', ['home collection']],
  ])('"%s" asks about it, not for it', (text, phrases) => {
    expect(requestedPhrase(text, phrases)).toBeNull();
  });
});

describe('requestSubject', () => {
  it('names what a question asks about that a form would serve, and nothing for a request', () => {
    const complaint = 'Complaints/Feedback';
    expect(
      requestSubject(
        'who do i go to if im not happy with how you dealt with my complaint',
        complaint,
      ),
    ).toContain('complaint');
    expect(requestSubject('where can i check my blood results', 'Test Report')).toContain(
      'results',
    );
    expect(requestSubject('I want to make a complaint', complaint)).toEqual([]);
    // A wish supposed is no wish made.
    expect(
      requestSubject('whats the process if i want to make a formal complaint', complaint),
    ).toContain('complaint');
    // "How do I…" asks the way to what the form does; "where is my…" after the visitor's own case.
    expect(requestSubject('how do i make an appointment', 'Appointments')).toEqual([]);
    expect(requestSubject('where is my report', 'Test Report')).toEqual([]);
  });

  it('reads a question about being unhappy as one about complaints', () => {
    expect(
      requestSubject(
        "who do i email if i'm not happy with how my repair was dealt with",
        'Complaints/Feedback',
      ),
    ).toEqual(['happy', 'complaint']);
  });
});

describe('detectEscalation', () => {
  it.each([
    ['I have severe chest pain', 'urgent'],
    ['my son fainted after the blood draw, what do I do', 'urgent'],
    ["I can't breathe properly", 'urgent'],
    ['this is urgent, the staff were rude', 'urgent'],
    ['the nurse was rude to me', 'complaint'],
    ['I want to complain about the wait', 'complaint'],
    ['I was charged twice for one test', 'billing'],
    ['where is my invoice', 'billing'],
    ['I need a refund', 'billing'],
    ['Can I get a receipt for my payment?', 'billing'],
  ] as const)('%s → %s', (text, expected) => {
    expect(detectEscalation(text)).toBe(expected);
  });

  it.each([
    'how much does a lipid profile cost',
    'what are your prices',
    'do I need to fast before a glucose test',
    'when are you open',
  ])('leaves %s to the knowledge base', (text) => {
    expect(detectEscalation(text)).toBeNull();
  });

  it('tells danger, which calls for emergency services, from plain urgency', () => {
    expect(soundsLikeDanger('I have severe chest pain')).toBe(true);
    expect(soundsLikeDanger('there is a gas leak in my flat')).toBe(true);
    expect(soundsLikeDanger('urgent: our invoices page is down')).toBe(false);
    expect(detectEscalation('urgent: our invoices page is down')).toBe('urgent');
  });
});
