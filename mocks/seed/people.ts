/**
 * Invented people and the seeded pseudo-random source of the demo seeds and benchmark data (mocks/seed/,
 * mocks/registers/generated.ts): the same seed gives the same people. Nobody here is real; none is in the
 * demo national register. Kept apart so benchmark data need not import the seeds.
 */
import type { NiraPerson } from '#src/domain/schemas/identity';

/** A deterministic pseudo-random generator (mulberry32): the same seed gives the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of the items, drawn with `next`. */
export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

// Names by sex (issue 30): a Ugandan reader takes "Joan" for a woman, and many family names are a man's or a
// woman's (Okello and Akello, Kato and Nakato: Luo names by their first letter, Ganda names by their Na-). None
// is a demo person's family name, so searches for the demo people find them alone.
const GIVEN_NAMES = {
  MALE: [
    'Allan',
    'Charles',
    'Edward',
    'Francis',
    'Godfrey',
    'Isaac',
    'Kenneth',
    'Martin',
    'Nicholas',
    'Paul',
    'Richard',
    'Robert',
    'Simon',
    'Tom',
    'Vincent',
    'Yusuf',
  ],
  FEMALE: [
    'Aisha',
    'Annet',
    'Brenda',
    'Doreen',
    'Faith',
    'Gloria',
    'Irene',
    'Jane',
    'Joan',
    'Lillian',
    'Mercy',
    'Norah',
    'Phiona',
    'Sandra',
    'Stella',
    'Winnie',
  ],
} as const;
const SURNAMES = {
  MALE: [
    'Bbosa',
    'Byamugisha',
    'Ekwaro',
    'Kaggwa',
    'Kato',
    'Kiiza',
    'Lubega',
    'Mugerwa',
    'Musoke',
    'Mwesige',
    'Ochieng',
    'Odongo',
    'Ogwang',
    'Olupot',
    'Omara',
    'Ssebunya',
    'Tumwine',
    'Wamala',
  ],
  FEMALE: [
    'Achieng',
    'Akurut',
    'Amongin',
    'Apio',
    'Atuhaire',
    'Auma',
    'Babirye',
    'Katusiime',
    'Kyomugisha',
    'Nabukenya',
    'Nabwire',
    'Nakayiza',
    'Nakimuli',
    'Nalwoga',
    'Namukasa',
    'Namusoke',
    'Nankya',
    'Nassali',
  ],
} as const;

/** An invented person of the given sex: names of that sex drawn with `next`, a NIN shaped like Uganda's from the date of birth and `index`. */
export function inventedPerson(next: () => number, sex: 'MALE' | 'FEMALE', index: number): NiraPerson {
  const year = 1965 + Math.floor(next() * 35);
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  const givenName = pick(next, GIVEN_NAMES[sex]);
  const surname = pick(next, SURNAMES[sex]);
  const serial = String(index % 10_000).padStart(4, '0');
  const nin =
    `${sex === 'MALE' ? 'CM' : 'CF'}${String(year).slice(2)}${pad(month)}${pad(day)}${serial}${givenName[0]}${surname[0]}`.toUpperCase();
  return { nin, givenName, surname, otherNames: null, dateOfBirth: `${year}-${pad(month)}-${pad(day)}`, sex, nationality: 'Ugandan' };
}
