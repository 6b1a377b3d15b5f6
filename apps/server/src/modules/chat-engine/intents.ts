import type { FormCategory, HandoffTrigger } from '@concierge/shared';
import { asksAnything } from './asking-clause.js';
import { standardSpelling } from './chat-spellings.js';
import { evaluate } from './evaluation.js';
import { words } from './text.js';
import { contentTokens } from './tokens.js';
import { englishWordNet } from './wordnet.js';

export type RequestIntent = FormCategory | 'handoff';
export type SmallTalk = 'greeting' | 'thanks';

const GREETING =
  /^(hi|hii+|hello|hey|heya|hiya|howdy|greetings|yo|good (morning|afternoon|evening|day)|namaste|hola)( there| team| everyone| all)?$/;
const THANKS =
  /^(thanks?|thank (you|u)|thx|ty|tq|cheers|many thanks|thanks a lot|thank you so much|great thanks|ok thanks|okay thanks|that helps|that helped|perfect|awesome|great)( (very much|so much|a lot|again|for (the|your) help|for helping))?( bye| goodbye)?$/;

/** A message that is only a greeting or only thanks gets a friendly line, not a search. */
export function detectSmallTalk(text: string): SmallTalk | null {
  const normalized = words(text).join(' ');
  if (GREETING.test(normalized)) return 'greeting';
  if (THANKS.test(normalized)) return 'thanks';
  return null;
}

/** Removes a leading greeting ("hi, what are your hours") so the rest can be searched. */
export function stripGreeting(text: string): string {
  return text.replace(
    /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b[\s,!.:-]*(there\b[\s,!.]*)?/i,
    '',
  );
}

/** The question as the engine reads it: without the greeting, chat shorthand written out. */
export function questionOf(text: string): string {
  return standardSpelling(stripGreeting(text));
}

/** The visitor asks for something to be done (versus asks about something). */
const DESIRE =
  /\b(i want|wanna|id like|i would like|i need|i wish|please|pls|can you|could you|would you|can i|could i|may i|can we|could we|(can|could) (someone|somebody)|help me|let me|lets|looking to|i have to|i must|trying to|i am trying|im trying|would like to|want to|need to|would love|(i|we|id|wed) love|i was hoping|hoping to|any chance|be able to)\b|^need\b|^(rebook|book|reserve|enrol|register|sign|put|pencil|squeeze|fit|grab|get|hold|swap|move|shift|change)\b|^(send|email|text|txt|call|ring|phone|whatsapp|drop)\b/;
const HOW_TO = /\b(how (do|can|could|should|would) (i|we)|where (do|can) (i|we)|way to)\b/;
const ASKS_TO_KNOW =
  /\b(i (want|wanted|would like|need) to (know|understand|check if|find out)|id like to know|(can|could) you (tell|explain|let) me|tell me|wondering|i was wondering|(do|does|did|should|must) (i|we|you) (need|have|want))\b/g;
/** Asks for information: these questions go to the knowledge base. */
const INFO_QUESTION =
  /^(is|are|does|do|did|how much|how long|how many|how early|how soon|what|whats|when|which|why|who|will|would|should|whens)\b|^(at|from|by|for|in|on|until|with) (what|which|whose)\b|\b(how much|how long|how (soon|fast|quickly)|what (time|times)|cost|costs|price|prices|fee|fees|charge|charges|charged|free|do i need|necessary|required|mandatory|available|offer|offered|provide|take to|takes|areas|timings|hours)\b/;

/** Words that complain whatever they are about. */
const COMPLAINS =
  /\b(complain\w*|complaint|complaints|bad experience|(?<!\bis it )(?<!\bis it not )rude|unprofessional|disappointed|disappointing|not happy|unhappy|(am|im|so|really|very|feel|feeling) upset(?! (stomach|tummy|belly|gut))|furious|fuming|unacceptable|appalled|outraged|poor service|bad service|feedback|grievance|dissatisfied|not satisfied|mistreated|misbehaved|overcharged|painful experience|not impressed|unimpressed|not good enough|(doesnt|does not|didnt|did not) seem fair|(nobody|no one|noone) (even )?(said sorry|apologi[sz]ed)|(didnt|did not|never) (even )?(say sorry|apologi[sz]e)|(want|like) (this|it|that) (reviewed|looked into|looked at|investigated|on record)|ridiculous|disgraceful|(this|its|thats) (is )?(honestly |just |an absolute |a complete |a total )?(a joke|a farce|a shambles)|fobbed off|(really|so|very) annoyed|(photos|day|evening|night|holiday|weekend|wedding|party|birthday) (is |are |was |were )?(completely |totally )?ruined|rubbish (service|job|work)|still (took|charged|taking|charging)|(keep|keeps|kept) ignoring|disgrace|shoddy|(thats|that is|its|it is) (really |very |so |pretty |just )?poor\b|(threw|thrown) (my|our) money away|waste of (money|time)|raise a concern|(isnt|is not|wasnt|was not|not) the first time|still (dont|do not|havent|have not|hasnt|has not|not) (have|got|received|heard)|(so|really|very) upsetting|not acceptable|patroni[sz]ing|condescending|thought you should know|not worth (the|it|\d)|even after (we|i) (had )?(asked|told|said|explained)|disgusted|disgusting|livid|(so|really|very) angry|shocking|dismissive|poor (workmanship|work|job|quality|communication|standard)|expected (a lot |much |far )?better|sort it out|in tears|ruined (my|our|the|his|her|their)|(its|thats|that is|this is|was|were|absolutely|utter|total|just|pretty) rubbish|(2nd|3rd|4th|second|third|fourth) time (now|in a row|this|its|thats|it has|that has)|(2nd|3rd|4th|second|third|fourth) (week|day|month|visit|time) in a row|for what (we|i) (pay|paid)|(really|so|absolutely|totally|completely|im|i am|getting) fed up|(nobody|no one|noone) (ever |has |have )?(returns|returned|answers|answered) (my|our) (calls|emails|messages)|no apolog\w*|(been )?chasing (this|it|you|them) for|(want|need) (it|this|that) (sorted|put right)\b|(was|were) (meant|supposed) to (be|have)\b|(somebody|someone|you) (needs?|has|have) to sort (it|this|that)\b|even though (i|we) (had )?(asked|approved|told|said|paid|booked|explained|confirmed)|still (havent|hasnt|have not|has not) (come|been|called|fixed|sorted|heard|replied|finished)|(nobody|no one|noone)( \w+){0,4} (care|cared|bothered)|(nobody|no one|noone) (has |have |ever |even )*(rung|called|phoned|emailed|replied to|got back to|gotten back to|contacted) (me|us)|(nobody|no one|noone) (ever |even )?(turned up|showed up|showed|came|arrived)|waited (in |at home |around )?(all|the whole) (day|morning|afternoon|evening)|(totally|completely|so|really|very|grossly|extremely|absolutely|just) unfair|(i|we) (want|demand|expect) (it|this|that|them|(my|our) (money|deposit)) (refunded|back))\b|\b(its|thats) (just |really |simply )?not on$/;
/**
 * Thanks or praise for the people who served the visitor, which the team wants passed on: "please
 * pass on our thanks", "a heartfelt thank you to Sarah", "Callum went above and beyond".
 */
const PRAISE =
  '(brilliant|amazing|fantastic|wonderful|excellent|superb|outstanding|lovely|incredible|so kind|so helpful)';
const PRAISES = new RegExp(
  String.raw`\bpass (on )?(my|our|the|a|this) (thanks|thank yous?|gratitude|appreciation|compliments?|praise)\b|\b(a|my|our) (\w+ )?(thank you|thanks) to\b|\b(want|wanted|like|wish) to (say|send|give) (a )?(\w+ )?(thank you|thanks) to\b|\babove and beyond\b|\b(compliments|kudos|shout ?out) to\b|\b(was|were|is|are|has been|have been)( (absolutely|so|really|just|truly|incredibly))? ${PRAISE} (with|to)\b|\b(want|wanted|like|wish) to say\b( \w+){0,12} (${PRAISE}|thank you|thanks)\b|\btell (him|her|them|\w+) (a big |a huge |we said |i said )?(thank you|thanks|cheers)\b|\bdone wonders\b|\bjust wanted (you|to let you) (to )?know\b|\bwell done (all|everyone|team|guys|to)\b|\b(say|saying) (a big |a huge )?(thanks|thank you) to\b|\b(${PRAISE}|fab|great)\b.*\b(thank you|thanks|thank u)\b|\b(is|was|are|were) (an? )?(absolute )?(legend|legends|star|stars|gem|hero|heroes)\b|\bhow grateful\b|\bgrateful (we are |i am )?to\b|\bbest (\w+ ){0,2}ever\b|\bwill (definitely|certainly|def|deffo) (be back|come back|return|recommend|use (you |them |it )?again|book again)\b|^(a (big|huge|massive) )?(thank you( so much| very much)?|thanks (so much|very much)) to\b|\bgive (that|him|her|them) (\w+ )?a (raise|pay rise|medal|promotion)\b|\b(wanted|want|like) to feed ?back\b|\b(want|wanted|like|wish|would like) to thank\b|\b(is|was|are|were) (such )?(a |an )?(really |so |truly )?(${PRAISE}|fab|great) (\w+ )?(teacher|teachers|host|hosts|instructor|coach|therapist|stylist|groomer|driver|guide|team|staff|lady|man|guy|bunch)\b`,
);
/**
 * A verdict word complains only of the business: "a terrible experience", "your staff were
 * awful", "the service was horrible". Of anything else it describes the visitor's trouble, which
 * the knowledge may answer: "a horrible grinding noise from my brakes", "the pain was terrible all
 * night".
 */
const VERDICT = '(terrible|horrible|awful|dreadful|appalling|worst)';
const THE_BUSINESS =
  '(your|youre|yall|staff|service|experience|team|employees?|receptionists?|manager|company|business|place|attitude|treated|visit|stay|job|workmanship)';
// "you" only as the one judged: "can you see me, awful pain" asks for help.
const VERDICT_ON_THE_BUSINESS = new RegExp(
  `\\b${VERDICT}( \\w+){0,2} ${THE_BUSINESS}\\b|\\b${THE_BUSINESS}( \\w+){0,2} ${VERDICT}\\b|\\b(you|you guys|you lot) (are|were|have been)( \\w+)? ${VERDICT}\\b`,
);

/**
 * Feedback told as a story, in no word that names it: "youve charged me twice this month and
 * nobody has sorted it", "Really friendly staff at the Croydon site, they helped me move
 * everything in. Great service." The message asks nothing, tells what happened, and judges: warmly,
 * or harshly of someone of the business (you, the staff, the engineer: a word for a person).
 * Sarcasm ("oh brilliant, now it doesn't work at all") reads as praise, and is feedback all the same.
 */
function narratesFeedback(text: string, plain: string): boolean {
  if (asksAnything(text) || SUPPOSES.test(plain) || !HAPPENED.test(plain)) return false;
  const tokens = plain.split(' ');
  const { warmth, harshness, strong } = evaluate(tokens);
  if (warmth >= WARM_STORY && harshness === 0) return true;
  return (
    (harshness >= HARSH_STORY + 1 || (harshness >= HARSH_STORY && strong)) && blamesSomeone(tokens)
  );
}

/** A verb of what happened: the past, or the present perfect ("has cancelled", "have been"). */
const HAPPENED =
  /\b(was|were|had|got|made|left|came|went|took|kept|sent|told|said|gave|did|didnt|wasnt|werent|been|spent|sat|paid|bought|lost|broke|broken|brought|felt|found|heard|met|ran|saw|seen|stood|taught|thought|wore|drove|fell|forgot|chose|done|gone|given|taken|\w{3,}ed)\b/;
/** A case supposed, not told: "if I miss the appointment will I get charged". */
const SUPPOSES = /^(if|when|whenever|suppose|supposing|say|in case|what if)\b/;
/** What someone does or did, said right after them: "the engineer turned up…", "…was rude". */
const DOES =
  /^(is|are|has|have|keeps|kept|never|just|still|doesnt|dont|wont|cant|isnt|arent|hasnt|havent|was|were|had|got|made|left|came|went|took|sent|told|said|gave|did|didnt|wasnt|werent|\w{3,}ed)$/;
/** The sum of valences that makes a story praise or a complaint (AFINN: "great" 3, "friendly" 2). */
const WARM_STORY = 5;
const HARSH_STORY = 2;
const SOMEONE = /^(you|your|youve|youre|ur|yours|nobody|noone|staff|team|crew)$/;
const POINTS_AT = /^(the|your|ur|this|that)$/;

/**
 * Whether the message speaks of what someone who served the visitor did ("you", "the engineer
 * turned up…"), or nobody did: not "the driver's seat".
 */
function blamesSomeone(tokens: readonly string[]): boolean {
  const wordNet = englishWordNet();
  return tokens.some(
    (token, at) =>
      SOMEONE.test(token) ||
      (token === 'one' && tokens[at - 1] === 'no') ||
      (POINTS_AT.test(tokens[at - 1] ?? '') &&
        DOES.test(tokens[at + 1] ?? '') &&
        wordNet.isPerson(token)),
  );
}

function complains(normalized: string): boolean {
  return COMPLAINS.test(normalized) || VERDICT_ON_THE_BUSINESS.test(normalized);
}

/** An idea for the business: "just a suggestion but…", "it would be great if you offered…". */
const SUGGESTS =
  /^(just )?(a |one |an )?(small |quick )?(suggestion|idea for you)\b|\b(please|maybe|pls) (think about|consider) \w+ing\b|\b(i have|ive got|heres|here is|just) a (small |quick )?suggestion\b|\bit would be (so |really |very )?(good|great|nice|helpful|better|lovely|useful) if (you|the|there|your)\b|\b(you|u) (really |maybe |also |perhaps )?(should|ought to) (really |maybe |also |perhaps )?(think about|consider|offer|put|open|add|start|bring)\b/;

/** A complaint, praise or a suggestion: each is feedback the team wants to read. */
function givesFeedback(normalized: string): boolean {
  return complains(normalized) || PRAISES.test(normalized) || SUGGESTS.test(normalized);
}

/** Asks for a person in so many words: "a real person", "not a bot", "put me through". */
const ASKS_FOR_PERSON =
  /\b(talk|speak|chat|discuss|connect|transfer|put)\b(\s+\w+){0,4}\s+(human|person|agent|representative|operator|executive|staff member|real person|live agent|customer care|customer service|manager|supervisor|receptionist|reception|front desk|someone|somebody|anyone|anybody)\b|\b(human|live) agent\b|\b(real|actual|live) (person|human)\b|\bnot a bot\b|\b(need|want|get) (a|an) (human|person|agent)\b|\bput me through\b|^(an? )?(human|agent|operator|representative|real person)( please| pls| plz| now)?$|\b(instead of|rather than|than) (this|a|the|you|a stupid|this stupid) (bot|robot|chatbot|machine|computer)\b|\bget me (a|an|one of your|someone from your) (human|person|engineers?|technicians?|staff|member of staff|staff member|manager|advisers?|advisors?|colleagues?)\b|\bget me (someone|somebody)\b|\b(talk|speak|chat|discuss|connect|transfer|transferred|put|hand|handed|pass)( me| this| it| that)?( over| through)? (to|with) (a |an |one of )?(the |your |ur )?(staff|member of staff|members of staff|team member|team|live chat|whoever)\b|\b(talk|speak|chat|message) (to|with) (one of (the|your) \w+|an? (actual|real) \w+)\b|\bhand (me )?over to (someone|somebody|a person|a human|staff)\b|\b(speak|talk|chat) (to|with) (\w+ ){1,2}directly\b|\b(instead of|rather than)( \w+){0,2} (to |with )?(a|an|the|this|your) (bot|robot|chatbot|chat bot|machine|computer)\b|\b(instead of|rather than) (you|the assistant|an? (automated|auto) (\w+ )?thing|this (automated|auto) (\w+ )?thing)\b|\bnot an? (automated|auto) (thing|system|reply|bot)\b|\b(sort|talk|go|deal with) (this|it) (out |through )?with (a|an|some) (person|human|one)\b|\brather not (type|talk|speak|chat|explain)( \w+){0,3} to a (machine|bot|robot|computer)\b|\b(a|any) (human|person) (available|around|free|there)\b|\b(this|the|ur|your) (bot|chatbot|chat bot|ai|chat) is (useless|rubbish|pointless|hopeless)\b|\b(human|person|agent|staff) (pls|please|plz)$|\b(you|ur|youre|you are) not (understanding|getting) (me|it|my)\b|\b(keep|keeps) giving me the same\b|\bround in circles\b|\b(take over|pick up|jump on|join) (this|the) (chat|conversation)\b|\bpick (this|the) (chat|conversation) up\b|\b(anyone|anybody|someone|somebody) real\b|\b(person|human|staff member|member of staff)( \w+)? (i|we) (can|could) (talk|speak|chat|message)\b|\b(someone|somebody|anyone|anybody) from (the|your) (\w+ ){0,2}(team|office|department)( \w+)? (i|we) (can|could) (talk|speak|chat)\b|^((hello|hi|hey) )?(is )?(there )?(anyone|anybody|someone|somebody) (there|here|about|around)$|\b(stop|end|enough of) (the|this) (bot|chatbot|robot)\b|\ba (human|real|actual) one\b|\b(this is not|this isnt|its not|it is not|it isnt|you are not|youre not|you arent|thats not|that is not|that isnt) (helping|helpful|any help)\b|\b(human|agent)( \w+){0,2} (i|we) (can|could) (talk|speak|chat) (to|with)\b|\b(real|actual|live) (agent|people)\b|\b(can|could|would) you (connect|transfer) me( through)?( to (someone|somebody|them|him|her))?( please| pls)?$|\b(talking|speaking|chatting) to an? (machine|bot|robot|computer)\b|\b(is|am) (this|it|i) (just |only )?(talking to )?an? (robot|bot|machine|computer)\b/;
/** "Can I talk to the owner", "could I speak with one of your advisers". */
const TALK_TO =
  /\b((can|could|may) (i|we) (talk|speak|chat|have a word)|(can|could|would) you (connect|transfer|put) me( through)?) (to|with) (the|your|ur|one of your|one of the|a member of|a member of your) (\w+ ){0,2}?(?<who>\w+)( please| pls)?$/;
const WHOLE_TEAMS = new Set(['team', 'staff', 'office', 'department']);

/** Whether the message asks for a person: in so many words, or by what they do at the business. */
function asksForAPerson(normalized: string): boolean {
  if (ASKS_FOR_PERSON.test(normalized)) return true;
  const who = TALK_TO.exec(normalized)?.groups?.who;
  return who !== undefined && (WHOLE_TEAMS.has(who) || englishWordNet().isPerson(who));
}

/** Requests made whatever else the message asks: a regular expression or a test of its own. */
const ALWAYS: [RequestIntent, { test(normalized: string): boolean }][] = [
  ['handoff', { test: asksForAPerson }],
  ['Complaints/Feedback', { test: givesFeedback }],
  // A message for the team, whatever it says: "send a message to the office asking if…".
  [
    'General Inquiry',
    /\b(pass|send|give|take|leave)( on)? (a|this|my|our) message\b|\bpass (it |this |that )?on to\b|\bgive (me|us) a (price|quote|figure|ballpark|rough price)\b/,
  ],
  [
    'Test Report',
    /\bwhere (is|are|s) (my|our) (\w+ ){0,2}(reports?|results?)\b|\b(havent|have not|didnt|did not|not yet|still not|still havent|never) (received|got|gotten|get|recieved)\b(\s+\w+){0,4}\s+(reports?|results?)\b|\b(reports?|results?)\b(\s+\w+){0,4}\s+(not|isnt|arent|still not|hasnt|havent) (ready|received|available|arrived|come|came|uploaded|shown|showing|there)\b/,
  ],
];

const ACTIONS: [FormCategory, RegExp][] = [
  [
    'Test Report',
    /\b(download|send|email|mail|resend|get|check|view|see|access|collect|retrieve|pick up|need|want|share|forward|print|copy of)\b( me)?( my| the| our| a copy of my| a copy of the)( \w+){0,2} (reports?|results?)\b|^(my )?(\w+ )?(test |lab |blood )?(reports?|results?)( please| pls)?$|\brequest(ing)? (my |a |the )?(\w+ )?(reports?|results?)\b/,
  ],
  [
    'Home Collection',
    /\b(collect|take|draw|pick up|pickup)\b(\s+\w+){0,5}\s+(sample|samples|blood)\b(\s+\w+){0,5}\s+(home|house|office|place|flat|apartment|doorstep)\b|\b(phlebotomist|nurse)\b(\s+\w+){0,5}\s+(come|visit)\b(\s+\w+){0,5}\s+(home|house|place|office|flat|doorstep|me)\b|\bsend\b(\s+\w+){0,2}\s+(phlebotomist|technician|nurse|someone|somebody|person)\b(\s+\w+){0,3}\s+(home|house|place|office|flat)\b|\b(book|schedule|arrange|request|order|need|want|get|fix|set up)\b(\s+\w+){0,4}\s+(home (collection|visit|sample|pickup|blood|test|service)|sample (collection|pickup) at home|doorstep)/,
  ],
  [
    'Appointments',
    /\b(fit|squeeze|pencil) (me|us|him|her|them|it|(my|our) \w+) in\b(?! (the|a|an|my|your)\b)|\b(fit|squeeze|pencil) \w+ in for (a|an|the|his|her|their)\b|\b(fit|squeeze) (me|us|him|her|them) into (the|a|an|your|one of)\b|\b(book|get) (me|us|him|her|them|(my|our) \w+|\w+)( \w+)? in for (a|an|the|his|her|their|my|our|boarding|\w+ing)\b|\b(put|pop|stick|pencil) (me|us|him|her|them|(my|our) \w+)( \w+){0,4} down for\b|\bbook (\w+ ){1,3}in (from|on|for)\b|\b(enrol|enroll|register) (me|us|him|her|them|(my|our) \w+)\b|\b(hold|reserve|save|keep) (it|that|this|that date|the date|one|a \w+|the \w+) for (me|us)\b|\b(book|schedule|make|fix|arrange|set up|setup|reserve|get|need|want|like|have)\b(\s+\w+){0,4}\s+(appointments?|slots?|consultation|checkup|check up|visit)\b|\breschedul\w*\b|\b(change|move|postpone|shift)\b(\s+\w+){0,2}\s+appointments?\b|\bsee a (doctor|physician|specialist|gp|consultant)\b|\b(book|schedule)\b(\s+\w+){0,4}\s+(tests?|scans?|blood work|screening|package|ultrasound|xray|x ray|mri)\b/,
  ],
  [
    'General Inquiry',
    /\b(call|ring) me( back)?\b|(^|\b((can|could|would|will|cn) (you|u|\w+|(an?|the|your) \w+)( please| pls)?|please|pls|mind|able to) )(send|sending|email|emailing|e mail|post|whatsapp|text|txt|message|forward|phone)( over| across)? (me|us)\b(?! (my|to)\b)|\b(i|we) (need|want) (a|an|my|our|the) (\w+ ){1,6}(emailed|sent|sending|posted)( over| to me| to us)?\b|\bdrop (me|us) (an? )?(email|e mail|line|message|text|note)\b|\b(send|email|post) (it|them|one|that|this) (over|across|through)\b|\b(put together|work out|prepare|do) (a|an) (price|quote|quotation|estimate)\b|^(please )?let (me|us) know (by|when|if|once|as soon as)\b|\b(pop|put|send) (a|the|your|one) (\w+ )?in the post\b|\bask (someone|somebody|whoever|\w+)( \w+){0,4} to (phone|call|ring|email|contact|text) (me|us)\b|\b(i |we )?need (a|an|the) (copy of (my|the|an?) )?(invoice|receipt)\b|(?<!\b(got|had|received|gave|given) )\b(a|an|need|want|get|give|send)( me| us)? (a |an )?(rough |ballpark |quick )?(price|quote|estimate)\b|\b(rough|ballpark) (quote|estimate)\b|\bresend\b|\b(info|information|details|brochure|pack|letter|receipt|invoice|copy|one) (posted|sent|emailed|texted)( out| over)? to (me|us)\b|\bmind (sending|emailing|posting|texting) (me|us|a|an|the|over)\b|\b(can|could|would) you (email|send|post) (one|it|them)\b(?! (on|to (my|our|the|a|an))\b)|\b(change|update) (the |my )?(email( address)?|e mail|address|phone number|contact details|details|card details) (on|for)\b|\b(im|i am) on \d|^(please )?tell (?!me\b|us\b)\w+ (that|ill|i will|im|i am|were|we are|we will|i)\b|\b(copy|copies) of (my|our|the|your)\b( \w+){0,4} (sent|sending|emailed|emailing|posted|posting)\b|\b(email|send) (over|across) (the|a|an|your|my|our)\b|\b(try|call|ring|phone|email|text|txt) me (again|back)\b|\b(get|have|ask) (someone|somebody|\w+) to (phone|call|ring|email|contact|text) (me|us)\b|\bgive (me|us) a (ring|call|bell|buzz)\b|\bcallback\b|\bcall back\b|\bcontact me\b|\b(talk|speak) (to|with) (sales|your sales|someone from sales|a sales\w*)\b|(?<!\b(got|had|received|gave|given) )\b(a|an|free|get|give|send|want|need|request|requesting)( me| us)?( \w+){0,2} (quote|quotation|estimate)s?\b|^(quote|quotation|estimate)s?\b|\b(enquiry|inquiry|enquire|inquire)\b|\bget in touch\b|\breach out to me\b|\blet (?!me\b|us\b|you\b)(\w+ ){1,3}know\b|\b(email|e mail|text|message|notify) (me|us) (when|if|once|as soon as)\b|\b(email|e mail|send|post|text) (me|us) (a copy|copies|a price|a quote|the|a|an|over)\b|\b(corporate|bulk|business) (package|packages|deal|tie up|partnership|account|health checks?)\b|\bcontact (you|your team|the team|sales)\b|\b(you|someone|somebody|anyone|please|pls)( \w+)? get back to (me|us)\b|^get back to (me|us)\b|\b(email|e-mail|text|message|call|ring|contact) (me|us) (at|on)\b/,
  ],
];

/**
 * Booking something of any kind ("book a cleaning", "reserve a table for 4", "schedule a demo"): a
 * booking verb before what is booked. It is a request when the visitor says they want it, or asks
 * to book for a given time; "how do I book…" and "can I book a room at 17" ask about booking.
 */
const BOOKING =
  /\b(book|schedule|reserve|arrange)\s+(a|an|one|two|three|four|five|six|\d+|table|my|our|the|in|me|us|you|for|that|this)\b|\bmake (a|an) (booking|reservation|appointment)\b|\brequest (a|an) (demo|consultation|viewing|tour|visit|fitting|trial)\b/;
const WANTS =
  /^(book|schedule|reserve|arrange|(need|want|wanting|looking) to)\b|\b(i want|i wanna|id like|i would like|i need|please|pls|lets|let me|we would like|wed like|we want|we need)\b|\b(can|could|may) (i|we) (schedule|arrange)\b/;
const DAY = '(mon|tues|wednes|thurs|fri|satur|sun)day|tues|weds|thurs';
const MONTH =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';
/** When the visitor wants it: a day, a date, a part of a week, an hour; not "on a sunday", any one. */
const WHEN = new RegExp(
  String.raw`\b(today|tonight|tomorrow|next (week|weekend|month|${DAY})|this (week|weekend|month|morning|afternoon|evening|${DAY})|(?<!\ba )(${DAY})|(weekday|weekend|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun) (mornings?|afternoons?|evenings?|nights?)|(next|this|in the next|within a) fortnight|half term|(mornings?|afternoons?|evenings?) (are|is|would be|work) (best|better|good|easier|ideal)|at \d|\d ?(am|pm)|(after|before|from) \d{1,2}(?!\d| ?(years?|months?|weeks?|days?|yrs?|mins?|minutes|hours?)\b)|(the|on|from|until|by) \d+(st|nd|rd|th)|(in|of|from|until|before|after|early|late|mid) ${MONTH}|\d{1,2}(st|nd|rd|th)? (of )?${MONTH}|${MONTH} \d|before (xmas|christmas|easter)|the week of)\b`,
);
/** Opens as a question about something: "what times can I drop Rufus off". */
const WH_START =
  /^(how|what|whats|when|where|which|why|who|is|are|does|do|did|if)\b|^(at|from|by|for|in|on|until|with) (what|which|whose)\b/;
/**
 * Asks how booking is done, not for a booking: "can I book online or do I have to ring?", "do I
 * have to reserve a slot or can I just turn up", "do you need to book it beforehand".
 */
const ASKS_THE_WAY =
  /\bor (do|should|must|will) (i|we|you) (have|need|use)\b|\bhow far (in advance|ahead)\b|\bin advance\b|\bbeforehand\b|\bahead of time\b|\b(do|does|will|would|should) (i|we|you|they|it) (have|need) to (be )?(book|booked|pre ?book|reserve|reserved|register|registered)\b|\bor (can|could|do|should) (i|we|you) just\b|\bjust (turn|show|walk|rock|roll) (up|in)\b/;
/** Asks what a booking costs: "how much to book a badminton court on a weekday evening". */
const ASKS_THE_PRICE = /^(how much|whats the (price|cost)|what (does|do|would|will) it cost)\b/;
/**
 * Booking in other words, which asks for the slot when the visitor wants it or says when: "sign
 * me up", "two places on the workshop", "rebook", "come in for a consult", "get us in the diary",
 * "swap me onto thurs", "push it back a week", "move my MOT from friday to monday".
 */
const BOOKS_IN_OTHER_WORDS = new RegExp(
  String.raw`\b(need|want|like|get) (\w+ ){1,3}booked (in )?(for|on)\b|\bsign (me|us|him|her|them|(my|our) \w+) up\b|\b(a|\d+|two|three|four|five|six) places? (on|for|in)\b|\brebook\w*\b|\b(come|pop) (in|along|down|over|round|by)( \w+){0,2} (for|to) (a|an|the|my|our) (\w+ )?(consult|consultation|trial|taster|tasting|session|lesson|fitting|chat|look|viewing|appointment|class|test|check|visit|tour|meeting)\b|\b(lock|block|pencil) (in|out) (a|an|the|my|our)\b|\b(get|put|pop|pencil) (me|us|him|her|them|(a|the) (date|day|time|slot))( \w+)? in the (diary|calendar)\b|\bswap (me|us|it|him|her) (onto|to|into)\b|\b(pop|come|drop) (in|by|round|over) (and|to) (chat|talk|speak)\b|\bcome (and|to) (see|view|look at|look round|visit|drive|try|test|ride|hear) (the|your|a|an|one)\b|\bcome (out|round|over) and (have a look|look|do|check|measure|quote|survey|see)\b|\bearliest (slot|appointment|time|availability)\b|\b(push|move) (it|that|this|(my|our|the) \w+)( \w+)? (back|forward)\b|\b(need|want|like) (a|an|the|my|our) (\w+ ){0,4}(reserved|booked|held)\b|\b(love|like|want) you to (do|cater|photograph|shoot|play|run|host|come)\b|\b(see|speak to|talk to) (a|an) (\w+ )?(adviser|advisor|doctor|consultant|specialist|nurse|dentist|optician|solicitor|accountant)\b|\b(move|change|switch|swap|shift|push)( \w+){1,3} (from (the )?\w+ )?to (the )?(following \w+|morning|afternoon|evening|later|earlier|${DAY})\b`,
);
/**
 * Bringing something in for a job on a day ("bring the car in for a service on friday"); without
 * a day it asks leave ("can I bring my dog in for a coffee").
 */
const BRINGS_IN = /\bbring (\w+ ){1,2}in for\b/;
/**
 * A booking named bare, with when or a please: "eye test for me and my son, saturday if poss",
 * "2 adults 1 teen, lesson sunday 10am". Not what is known of it: "class times pls".
 */
const BARE_BOOKING =
  /\b(appointment|slot|session|lesson|class|test|trial|fitting|consultation|tasting|treatment|massage|checkup|check up|clean|cleaning|service|visit|viewing|tour|table)s?\b/;
const SAID_PLEASE = /\b(please|pls|plz|if poss|if possible|asap|if you can)\b/;
const ABOUT_IT = /\b(times|timetable|menu|info|information|details|list|policy|rules|options)\b/;
/** A bare booking asks nothing: not "can I drop out", "any viewings on a sunday". */
const ASKS_IF = /\b(can|could|may|should|will|would) (i|we)\b|^any\b/;
/** Longest bare booking, in words. */
const BARE_WORDS = 20;

/**
 * Getting something at a time, which is named after it: "can I get an eye test next week", "drop
 * the bike in thursday morning", "take the golf out for a drive on saturday".
 */
const GETS_AT_A_TIME = new RegExp(
  String.raw`\bdrop (\w+ ){1,3}(in|off)\b|\bout for a (drive|spin|test drive)\b|\b(get|grab) (me|us) (\d+|a|an|some)\b|\bget (me|him|her|them|us|(my|our) \w+|\w+) seen\b|\bget (in|seen) with\b|\b(have|got) (anything|any (slots?|space|availability|appointments?))\b|\bany chance (of|for|on)\b|\b(a |the )?(table|tee time|court|lane) for \d+\b|\b(want|like|love|keen) to (do|try|join|attend|come to) (the|a|an) (\w+ ){0,2}(session|class|course|lesson|workshop|tour|trial|taster|induction)\b|\b((can|could|may) (i|we) have|get|grab|book|hire|rent) (a|an|my|our|his|her|the|some|\d+|one|two|${DAY}|tomorrow|today)\b`,
);

/** Money asked back, which the terms answer: "can I get my money back if I can't make it". */
const MONEY_BACK = /\b(money back|refund|refunded|deposit back)\b/;

/**
 * Asking to come at a given hour is asking for a slot ("could we come for a look round next
 * tuesday at 10"); without one it asks whether one may ("can I come in shorts").
 */
const VISIT =
  /\b(can|could|may) (i|we|(\w+ )?of us) (come|pop|drop) (in|by|round|over|for|and|to)\b/;
const CLOCK_TIME = /\bat \d|\d ?(am|pm)\b/;
/** Asks when a visit may be, which the knowledge answers: "what time can I come and get it". */
const ASKS_WHEN_TO_COME = /\b(what time|when) (can|could|should|do) (i|we)\b/;
/** Who is coming, counted: "2 adults and a car", "table for six", "4 of us". */
const PARTY =
  /\b(\d+|two|three|four|five|six|seven|eight|nine|ten) (adults?|people|persons?|guests?|kids|children|of us|tickets?|seats?|places?)\b/;
/** Asks whether the business has it, which asks for it: "have you got 4 seats together…". */
const HAS_IT = /^(have you got|do you have|got|any chance of|(can|could) (i|we) (get|have))\b/;
/** A job asked for at a time: "can u do an airport run sat morning 5am". */
const DOES_A_JOB = /\b(can|could) (you|u) do (a|an|me a|us a)\b/;
/** Something ordered or set up for a day: "order a cake for Saturday", "set up weekly lessons". */
const ORDERED_FOR =
  /\b(order|set up|organi[sz]e) (a|an|my|our|some|\d+|weekly|regular|fortnightly|monthly)\b/;
/**
 * Things a visitor books by another name: moving a lesson ("move my guitar lesson from tuesday to
 * wednesday"), a free slot ("have you got anything free thursday"), a look round ("can we come and
 * have a look round the lodges next weekend"). Each is a request when the visitor wants it or says
 * when; without that it asks about it ("can I change my booking?").
 */
const BOOKED_OTHERWISE =
  /\b(have you got|do you have|got) (a|an|any) (\w+ ){0,2}(free|available|spare)\b|\b(change|move|postpone|shift|swap|switch)( \w+){0,2} (bookings?|lessons?|sessions?|class|classes|reservations?|slots?)\b|\b(have you got|do you have|got) (anything|any (slots?|appointments?|availability|space|openings?)|a slot|an appointment)( free| available| open| going| left)?\b|\b(is there|are there|any chance of) (anything|any (slots?|appointments?|availability|space|openings?)|a slot|an appointment) (free|available|open|going|left|later|earlier)\b|\b(have a look|look|show (me|us)) (round|around)\b|\b(a|to) (view|viewing)\b/;
/**
 * Someone to come to the visitor ("can someone come round and measure up", "send an engineer out"):
 * a visit to book when the visitor wants one or names when.
 */
const CALL_OUT =
  /\b(someone|somebody|an? (engineer|technician|surveyor|plumber|electrician|fitter|mechanic|nurse))( \w+)? (come|pop|call) (round|over|out|by|in|to (my|our|the) (home|house|flat|office|place))\b|\blooking to get (a|an|someone|somebody) \w+/;

const LEAVES_CONTACT =
  /\bmy (email|e mail|number|phone number|mobile)( address)? (is|s)\b|\bmy emails\b/;
/** Where the visitor can be reached, written to be contacted: "please email the plans to jo@…". */
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
/** A UK phone number: "01924 555321", "07700 900123", "+44 20 7946 0000". */
const PHONE_NUMBER = /(\+44|\b0)\s?\d{2,4}\s?\d{3}\s?\d{3,4}\b/;
const SEND_TO =
  /\b(send|email|e mail|post|forward|reply|contact|get back|add me|sign me up|subscribe|phone me|call me|ring me|get in touch|reach me|reach us|get hold of me)\b/;

const TOPICS: [FormCategory, RegExp][] = [
  ['Home Collection', /^(home (collection|visit|sample collection|sample pickup)|sample pickup)$/],
  ['Appointments', /^(an? )?(appointment|booking|new appointment)$/],
  ['General Inquiry', /^(contact|contact us|enquiry|inquiry|sales)$/],
];

/**
 * A meeting with a person is booked, not a chat handed over: "an appointment to talk to someone
 * about a headstone".
 */
const MEETING =
  /\b(appointments?|meeting|consultation|visit) (with|to (talk|speak|chat) (to|with))\b|\b(pop|come|drop) (in|by|round|over) (and|to) (chat|talk|speak)\b/;

/**
 * Whether words of the message that name something to be done ask for it to be done: the
 * visitor says so ("I want…", "please…", an imperative), or does not ask a question about it.
 */
function asksForAction(normalized: string, asksWay: boolean, lastClause: string): boolean {
  if (asksWay) return false;
  // "I'm 20 weeks pregnant, when should I get in touch about baby photos?" asks in its last clause.
  const informational = INFO_QUESTION.test(normalized) || INFO_QUESTION.test(lastClause);
  if (!informational) return true;
  return DESIRE.test(normalized) || HOW_TO.test(normalized);
}

/** A wish a few words before what is wished for: "can I book…", "I would like to talk to…". */
const WISH_BEFORE = new RegExp(`(?:${DESIRE.source})(?: [a-z0-9]+){0,3}$`);
/** Words after a phrase that keep the message a bare request: "demo please". */
const BARE_AFTER = /^(please|pls|now|today|asap|thanks|thank you)?$/;
/** A word right before a phrase that says the visitor does not want it: "without booking". */
const NOT_WANTED = /\b(without|no|not|never|cancel|cancelling|canceling)$/;

/**
 * Whether the message asks for `phrase` (normalized): the message is the phrase itself; or a wish
 * comes just before it ("can I book a demo"); or it opens a message that asks no question ("book
 * a demo for Thursday") with a phrase of two words or more (a single word there names a subject).
 */
function asksForPhrase(normalized: string, phrase: string): boolean {
  const at = ` ${normalized} `.indexOf(` ${phrase} `);
  if (at < 0) return false;
  const before = normalized.slice(0, at).trim();
  const after = normalized.slice(at + phrase.length).trim();
  if (NOT_WANTED.test(before)) return false;
  if (!before && BARE_AFTER.test(after)) return true;
  if (WISH_BEFORE.test(before)) return true;
  return !before && phrase.includes(' ') && !INFO_QUESTION.test(normalized);
}

/**
 * The longest of `phrases` (an organization's words for one of its forms: "book a demo", "report
 * a bug") that the message asks for, rather than asks about; null when it asks for none.
 */
export function requestedPhrase(text: string, phrases: readonly string[]): string | null {
  const normalized = words(text).join(' ').replace(ASKS_TO_KNOW, 'what');
  let found: string | null = null;
  for (const phrase of phrases) {
    const wanted = words(phrase).join(' ');
    if (!wanted || !asksForPhrase(normalized, wanted)) continue;
    if (!found || wanted.length > found.length) found = wanted;
  }
  return found;
}

/**
 * Detects a request that a form can serve (SPEC §9 categories) or a request for a person. A question
 * about the same subject ("is home collection free?") is not a request: it returns null and goes to
 * the knowledge base.
 */
export function detectRequest(text: string): RequestIntent | null {
  // "Can you tell me…" asks for information, not for something to be done.
  const plain = words(text).join(' ');
  const normalized = plain.replace(ASKS_TO_KNOW, 'what');
  if (!normalized) return null;
  const asksWay = ASKS_THE_WAY.test(plain) || ASKS_THE_PRICE.test(plain);
  const meeting = MEETING.test(normalized);
  for (const [intent, pattern] of ALWAYS) {
    if (intent === 'handoff' && meeting) continue;
    if (pattern.test(normalized)) return intent;
  }
  const lastClause = words(text.split(/[,;:.!?]+/).findLast((clause) => /\w/.test(clause)) ?? '')
    .join(' ')
    .replace(ASKS_TO_KNOW, 'what');
  for (const [category, pattern] of ACTIONS) {
    if (pattern.test(normalized) && asksForAction(normalized, asksWay, lastClause)) return category;
  }
  if (BOOKING.test(normalized) && !HOW_TO.test(normalized) && !asksWay) {
    if (WANTS.test(normalized) || WHEN.test(normalized)) return 'Appointments';
  }
  if (
    VISIT.test(normalized) &&
    !ASKS_WHEN_TO_COME.test(normalized) &&
    (CLOCK_TIME.test(normalized) || (WANTS.test(normalized) && WHEN.test(normalized)))
  ) {
    return 'Appointments';
  }
  const wantedOrTimed = WANTS.test(normalized) || WHEN.test(normalized);
  const asksHow = asksWay || HOW_TO.test(normalized);
  const asksQuestion =
    WH_START.test(normalized) || (INFO_QUESTION.test(normalized) && !DESIRE.test(normalized));
  const wanted = WANTS.test(normalized) || DESIRE.test(normalized);
  if (
    BOOKS_IN_OTHER_WORDS.test(normalized) &&
    !asksHow &&
    !WH_START.test(normalized) &&
    (wanted || WHEN.test(normalized))
  ) {
    return 'Appointments';
  }
  if (BRINGS_IN.test(normalized) && WHEN.test(normalized) && !asksHow) return 'Appointments';
  if (
    BARE_BOOKING.test(normalized) &&
    (SAID_PLEASE.test(normalized) || (WHEN.test(normalized) && !/\?\s*$/.test(text))) &&
    !ASKS_IF.test(normalized) &&
    !asksQuestion &&
    !INFO_QUESTION.test(normalized) &&
    !ABOUT_IT.test(normalized) &&
    normalized.split(' ').length <= BARE_WORDS
  ) {
    return 'Appointments';
  }
  // The time after what is got: "bought tickets for friday… can I get my money back" is not it,
  // nor is money back for a class next week.
  const gets = GETS_AT_A_TIME.exec(normalized);
  if (
    gets &&
    WHEN.test(normalized.slice(gets.index)) &&
    !asksHow &&
    !asksQuestion &&
    !MONEY_BACK.test(normalized)
  ) {
    return 'Appointments';
  }
  if (CALL_OUT.test(normalized) && wantedOrTimed) return 'Appointments';
  const forADay = WHEN.test(normalized) && !asksHow && !WH_START.test(normalized);
  if (forADay && PARTY.test(normalized) && (!asksAnything(text) || HAS_IT.test(normalized))) {
    return 'Appointments';
  }
  if (DOES_A_JOB.test(normalized) && CLOCK_TIME.test(normalized)) return 'Appointments';
  if (forADay && wanted && ORDERED_FOR.test(normalized)) return 'Appointments';
  if (BOOKED_OTHERWISE.test(normalized) && wantedOrTimed && !HOW_TO.test(normalized)) {
    return 'Appointments';
  }
  // Contact details left for the team: "my number is 07700…".
  if (LEAVES_CONTACT.test(normalized)) return 'General Inquiry';
  if (
    (EMAIL_ADDRESS.test(text) || PHONE_NUMBER.test(text)) &&
    (SEND_TO.test(normalized) || DESIRE.test(normalized))
  ) {
    return 'General Inquiry';
  }
  for (const [category, pattern] of TOPICS) if (pattern.test(normalized)) return category;
  if (plain === normalized && narratesFeedback(text, plain)) return 'Complaints/Feedback';
  return null;
}

/**
 * Opens as a question about something rather than asking for it: "how long do you take to…". Not
 * "how do I…", which asks the way to what the form does, nor "where is my…", which asks after the
 * visitor's own case, which only the team can look up.
 */
const ASKS_ABOUT =
  /^(how(?! (do|can|could|should) (i|we)\b)|who|what|whats|when|where(?! (is|are|s) (my|our)\b)|wheres(?! (my|our)\b)|which|why|is there|are there|is it|do you|does)\b/;
/** Says the visitor wants the thing now, whatever the question around it. */
const WANTS_IT = /\b(i want|i wanna|id like|i would like|i need to|please|pls|lets|let me)\b/;

/**
 * The words naming what a form would serve in a message that asks about it instead ("complaint" in
 * "who do I go to if I'm still not happy with how you dealt with my complaint", "results" in "where
 * can I check my results"): the knowledge answers it from an entry that speaks of them, and the
 * form serves it otherwise. Empty when the message asks for the thing itself.
 */
export function requestSubject(text: string, category: string): string[] {
  const normalized = words(text).join(' ');
  // "What's the process if I want to complain" supposes the wish; it does not make it.
  const wish = normalized.replace(/\bif (i|we) (want|wanted|wish|need)\b/g, '');
  if (!ASKS_ABOUT.test(normalized) || WANTS_IT.test(wish)) return [];
  const complaint = category === 'Complaints/Feedback';
  const patterns = complaint
    ? [COMPLAINS, VERDICT_ON_THE_BUSINESS]
    : [...ACTIONS.filter(([of]) => of === category).map(([, pattern]) => pattern), BOOKING];
  const subject = patterns.flatMap((pattern) =>
    [...normalized.matchAll(new RegExp(pattern.source, 'g'))].flatMap(([span]) =>
      contentTokens(span),
    ),
  );
  // "Who do I email if I'm not happy with my repair" asks how to complain, which an entry on
  // complaints answers in words of its own ("If you are unhappy…, email…").
  return complaint && subject.length > 0 ? [...subject, 'complaint'] : subject;
}

/** Whether the message says someone may be in danger, which calls for emergency services first. */
export function soundsLikeDanger(text: string): boolean {
  return DANGER.test(words(text).join(' '));
}

export type Escalation = Extract<HandoffTrigger, 'urgent' | 'complaint' | 'billing'>;

/** Someone may be in danger: words a visitor uses, not a diagnosis. */
const DANGER =
  /\b(emergency|chest pain|cant breathe|cannot breathe|can not breathe|difficulty breathing|short(ness)? of breath|bleeding|unconscious|fainted|fainting|seizure|stroke|heart attack|overdose|severe pain|suicidal|suicide|kill myself|allergic reaction|anaphylaxis|critical (value|result)|gas leak)\b/;
/** It cannot wait, whatever it is about. */
const URGENT = /\b(urgent|urgently|asap|immediately|right away|right now)\b/;
/** Money already asked or paid, not a price (prices are knowledge the bot can answer). */
const BILLING =
  /\b(bill|bills|billing|billed|invoice|invoices|invoiced|receipt|receipts|refund|refunds|refunded|payment|payments|paid|charged|overcharged|double charged|charged twice|reimburse\w*|insurance claim|chargeback)\b/;

/**
 * The messages an organization may want a person for (onboarding's escalation triggers), most
 * pressing first: an urgent message is urgent even when it also complains.
 */
export function detectEscalation(text: string): Escalation | null {
  const normalized = words(text).join(' ');
  if (DANGER.test(normalized) || URGENT.test(normalized)) return 'urgent';
  if (complains(normalized)) return 'complaint';
  if (BILLING.test(normalized)) return 'billing';
  return null;
}
