import type { Random } from './random.js';

/** A visitor of the demo lab's website, as the widget would have recorded them. */
export interface DemoPerson {
  username: string;
  email: string | null;
  phonenumber: string | null;
  disabled: boolean;
  agreedTerms: boolean;
}

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Robert',
  'Priya',
  'Michael',
  'Sofia',
  'David',
  'Keisha',
  'Daniel',
  'Mei',
  'Carlos',
  'Emily',
  'Anthony',
  'Fatima',
  'Joseph',
  'Olivia',
  'Luis',
  'Grace',
  'Kevin',
  'Hannah',
  'Marcus',
  'Elena',
  'Brian',
  'Nadia',
  'Thomas',
  'Rachel',
  'Andre',
  'Yuki',
  'Steven',
  'Chloe',
  'Omar',
  'Linda',
  'Jamal',
  'Sarah',
  'Raj',
  'Megan',
  'Victor',
  'Ana',
  'Patrick',
  'Jasmine',
  'Samuel',
  'Leah',
  'Tyrone',
  'Irina',
  'Gregory',
  'Camila',
  'Ethan',
  'Zainab',
  'Paul',
  'Nicole',
  'Hector',
  'Rebecca',
  'Dmitri',
  'Tanya',
  'William',
  'Ngozi',
  'Justin',
  'Rosa',
  'Aaron',
] as const;

const LAST_NAMES = [
  'Gonzalez',
  'Smith',
  'Patel',
  'Johnson',
  'Nguyen',
  'Williams',
  'Rodriguez',
  'Brown',
  'Khan',
  'Davis',
  'Chen',
  'Martinez',
  'Miller',
  'Okafor',
  'Wilson',
  'Lopez',
  'Anderson',
  'Kim',
  'Thomas',
  'Hernandez',
  'Moore',
  'Singh',
  'Jackson',
  'Garcia',
  'White',
  'Cohen',
  'Harris',
  'Rivera',
  'Clark',
  'Ali',
  'Lewis',
  'Murphy',
  "O'Brien",
  'Walker',
  'Rossi',
  'Young',
  'Kowalski',
  'Allen',
  'Sato',
  'Wright',
  'Ivanova',
  'Scott',
  'Mensah',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
] as const;

// Reserved names only: the demo never mails or calls a real person.
const MAIL_DOMAINS = [
  ['example.com', 5],
  ['example.net', 3],
  ['example.org', 2],
  ['mail.example', 2],
  ['inbox.example', 1],
] as const;
const AREA_CODES = ['212', '646', '718', '917', '347', '201', '551', '914', '516', '732'] as const;

/** Makes distinct people: no two share an e-mail address. */
export class DemoPeople {
  private readonly usedEmails = new Set<string>();

  constructor(private readonly random: Random) {}

  next(): DemoPerson {
    const random = this.random;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    // A few visitors never gave a name: the widget calls them "Visitor" plus a short code.
    const anonymous = random.chance(0.04);
    return {
      username: anonymous
        ? `Visitor ${random.int(0x100000, 0xffffff).toString(16)}`
        : `${first} ${last}`,
      email: anonymous || random.chance(0.12) ? null : this.email(first, last),
      phonenumber: anonymous || random.chance(0.2) ? null : this.phone(),
      disabled: random.chance(0.03),
      agreedTerms: random.chance(0.88),
    };
  }

  /** An address for a form of someone who gave none when the chat started. */
  email(first: string, last: string): string {
    const random = this.random;
    const f = first.toLowerCase();
    const l = last.toLowerCase().replace(/[^a-z]/g, '');
    const local = random.weighted([
      [`${f}.${l}`, 4],
      [`${f}${l.slice(0, 1)}${random.int(10, 99)}`, 2],
      [`${f.slice(0, 1)}${l}`, 2],
      [`${f}_${l}${random.int(1, 9)}`, 1],
    ]);
    const domain = random.weighted(MAIL_DOMAINS);
    let email = `${local}@${domain}`;
    for (let suffix = 2; this.usedEmails.has(email); suffix += 1)
      email = `${local}${suffix}@${domain}`;
    this.usedEmails.add(email);
    return email;
  }

  /** A fictional North American number: 555-0100 to 555-0199 are reserved for fiction. */
  phone(): string {
    const random = this.random;
    return `+1 (${random.pick(AREA_CODES)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
  }
}
