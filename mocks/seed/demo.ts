/**
 * The demo scenario of the mock API: one account of every kind, a small national register (NIRA)
 * with people free for onboarding, the districts and the price list (the scenario's applications
 * are seeded by mocks/seed/applications.ts). Every account is ACTIVE and
 * signs in with {@link DEMO_PASSWORD}. All people, NINs, e-mail addresses and phone numbers are
 * invented (e-mail domains are under example.ug; phones are valid Ugandan mobile numbers by
 * libphonenumber's metadata but not known to belong to anyone).
 *
 * Used by mocks/db.ts (seeding), the tests and the README (the accounts table).
 */
import type { AccountType, BackofficeRole, OrganisationKind } from '#src/domain/accounts';
import { pathAfterSignIn } from '#src/domain/accounts';
import type { MockDb, NiraRecord } from '../db';
import { now } from '../clock';
import { hashPassword } from '../passwords';
import { DISTRICTS } from './districts';
import { PRICES, TAX_HEADS } from './prices';
import { DENOMINATION_CONFIGS, DIOCESES, MARRIAGE_CONFIGS, seedBillables, seedCountries } from './reference-lists';

/**
 * Version of this scenario. A browser whose stored mock data was seeded by another version is
 * reseeded on start (mocks/db.ts `ready`); bump it whenever the seeded data changes.
 */
export const DEMO_SEED_VERSION = 12;

/** The one password of every demo account (meets the new-password rule of src/domain/schemas/fields.ts). */
export const DEMO_PASSWORD = 'Registry#2026';

/**
 * The national register of the demo (POST /nira/verify answers from it). NINs follow DOMAIN.md §4:
 * 14 letters and digits; here CM (male) or CF (female), the date of birth as yymmdd, 4 digits and
 * 2 letters. The first fourteen belong to demo accounts; the rest ({@link FREE_NINS}) to nobody. Each
 * has the phone number the register holds, where the NIN proof's code goes (issue 31 §1): an account
 * holder's is their account's phone, a free NIN's that of the person in the demo's other records; Betty
 * Nansubuga's record ({@link NIN_WITHOUT_PHONE}) has none, so she must go to a registry office.
 */
export const NIRA_PEOPLE: readonly NiraRecord[] = [
  {
    nin: 'CF9203151042KA',
    givenName: 'Amina',
    surname: 'Nakato',
    otherNames: null,
    dateOfBirth: '1992-03-15',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256772123456',
  },
  {
    nin: 'CM8507220318PM',
    givenName: 'Peter',
    surname: 'Mugisha',
    otherNames: 'Kato',
    dateOfBirth: '1985-07-22',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256782345678',
  },
  {
    nin: 'CM7811040527HM',
    givenName: 'Hassan',
    surname: 'Mutebi',
    otherNames: 'Kasule',
    dateOfBirth: '1978-11-04',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256704555222',
  },
  {
    nin: 'CF8102190663GA',
    givenName: 'Grace',
    surname: 'Akello',
    otherNames: null,
    dateOfBirth: '1981-02-19',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256777234567',
  },
  {
    nin: 'CM7609300851DS',
    givenName: 'David',
    surname: 'Ssempala',
    otherNames: null,
    dateOfBirth: '1976-09-30',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256787654321',
  },
  {
    nin: 'CF7004121174RN',
    givenName: 'Rose',
    surname: 'Namubiru',
    otherNames: 'Nalubega',
    dateOfBirth: '1970-04-12',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256703456789',
  },
  {
    nin: 'CM6612080439MB',
    givenName: 'Moses',
    surname: 'Byaruhanga',
    otherNames: null,
    dateOfBirth: '1966-12-08',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256774567890',
  },
  {
    nin: 'CF8806250962EN',
    givenName: 'Esther',
    surname: 'Nabirye',
    otherNames: null,
    dateOfBirth: '1988-06-25',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256785432109',
  },
  {
    nin: 'CF9010110287SA',
    givenName: 'Sarah',
    surname: 'Atim',
    otherNames: null,
    dateOfBirth: '1990-10-11',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256706789012',
  },
  {
    nin: 'CM8301170745PO',
    givenName: 'Patrick',
    surname: 'Okot',
    otherNames: 'Ojok',
    dateOfBirth: '1983-01-17',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256772345901',
  },
  {
    nin: 'CM8012150377DK',
    givenName: 'Daniel',
    surname: 'Kiwanuka',
    otherNames: null,
    dateOfBirth: '1980-12-15',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256776678901',
  },
  {
    nin: 'CM8205140612JM',
    givenName: 'John',
    surname: 'Mukasa',
    otherNames: null,
    dateOfBirth: '1982-05-14',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256702345890',
  },
  {
    nin: 'CF9006180243RN',
    givenName: 'Ruth',
    surname: 'Nambi',
    otherNames: null,
    dateOfBirth: '1990-06-18',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256772901234',
  },
  // Not linked to any account: for onboarding demos and tests.
  {
    nin: 'CM9006120845RK',
    givenName: 'Robert',
    surname: 'Kato',
    otherNames: null,
    dateOfBirth: '1990-06-12',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256775112233',
  },
  {
    nin: 'CM9508090126JO',
    givenName: 'Joseph',
    surname: 'Okello',
    otherNames: null,
    dateOfBirth: '1995-08-09',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256701234567',
  },
  {
    nin: 'CF9712030588FA',
    givenName: 'Florence',
    surname: 'Adong',
    otherNames: null,
    dateOfBirth: '1997-12-03',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256704555456',
  },
  {
    nin: 'CM9302270914IS',
    givenName: 'Ibrahim',
    surname: 'Ssali',
    otherNames: 'Lubega',
    dateOfBirth: '1993-02-27',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256701555123',
  },
  {
    nin: 'CF9905140371HK',
    givenName: 'Harriet',
    surname: 'Kyomuhendo',
    otherNames: null,
    dateOfBirth: '1999-05-14',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: '+256782555234',
  },
  {
    nin: 'CM0101200453SW',
    givenName: 'Samuel',
    surname: 'Wasswa',
    otherNames: null,
    dateOfBirth: '2001-01-20',
    sex: 'MALE',
    nationality: 'Ugandan',
    phone: '+256772555345',
  },
  {
    nin: 'CF0408300692BN',
    givenName: 'Betty',
    surname: 'Nansubuga',
    otherNames: null,
    dateOfBirth: '2004-08-30',
    sex: 'FEMALE',
    nationality: 'Ugandan',
    phone: null,
  },
];

/**
 * NINs in the demo register that no account holds: onboarding with one of them succeeds.
 * The first, Joseph Okello's, matches the name of the not-yet-onboarded demo account.
 */
export const FREE_NINS = [
  'CM9508090126JO',
  'CF9712030588FA',
  'CM9302270914IS',
  'CF9905140371HK',
  'CM0101200453SW',
  'CF0408300692BN',
] as const;

/** A free NIN whose register record has no phone: the NIN proof cannot send a code (issue 31 §1). */
export const NIN_WITHOUT_PHONE = 'CF0408300692BN';

/**
 * The phone the demo register holds for a NIN: where the NIN proof's code goes (tests read it from the outbox).
 * @param nin - a NIN of {@link NIRA_PEOPLE}.
 * @throws Error when the NIN is not in the demo register or its record has no phone (a typo in a test).
 */
export function registerPhone(nin: string): string {
  const phone = NIRA_PEOPLE.find((p) => p.nin === nin)?.phone;
  if (!phone) throw new Error(`The demo register holds no phone for ${nin}`);
  return phone;
}

/** A NIN that is well formed but in no register: verification and onboarding answer 404. */
export const UNKNOWN_NIN = 'CM0000000000XX';

/** One demo account: who it is, how to sign in, and where sign-in lands (SPEC.md §4 "Routing after sign-in"). */
export interface DemoAccount {
  /** Stable id, the same after every reseed. */
  userId: string;
  /** What the account is for, in a few words (README, demo guide). */
  label: string;
  email: string;
  /** E.164 Ugandan mobile number. */
  phone: string;
  accountType: AccountType;
  /** Back-office role (BACKOFFICE and ADMIN_UNIT), else null. */
  role: BackofficeRole | null;
  organisationKind: OrganisationKind | null;
  organisationName: string | null;
  givenName: string;
  surname: string;
  /** Linked NIN (a {@link NIRA_PEOPLE} entry with the same names), or null when not onboarded. */
  idNumber: string | null;
  district: string | null;
  /** Where the portal goes after sign-in from /sign-in (src/domain/accounts.ts `pathAfterSignIn`). */
  landingPath: string;
}

type DemoAccountInput = Omit<DemoAccount, 'landingPath'>;

const ACCOUNTS: readonly DemoAccountInput[] = [
  {
    userId: 'usr-amina-nakato',
    label: 'Individual, onboarded',
    email: 'amina.nakato@example.ug',
    phone: '+256772123456',
    accountType: 'INDIVIDUAL',
    role: null,
    organisationKind: null,
    organisationName: null,
    givenName: 'Amina',
    surname: 'Nakato',
    idNumber: 'CF9203151042KA',
    district: 'Kampala',
  },
  {
    userId: 'usr-new-citizen',
    label: 'Individual, not onboarded (no NIN yet)',
    email: 'new.citizen@example.ug',
    phone: '+256701234567',
    accountType: 'INDIVIDUAL',
    role: null,
    organisationKind: null,
    organisationName: null,
    givenName: 'Joseph',
    surname: 'Okello',
    idNumber: null,
    district: null,
  },
  {
    userId: 'usr-stpauls-clerk',
    label: 'Church (organisation)',
    email: 'clerk@stpauls.example.ug',
    phone: '+256782345678',
    accountType: 'ORGANIZATION',
    role: null,
    organisationKind: 'CHURCH',
    organisationName: "St Paul's Cathedral, Namirembe",
    givenName: 'Peter',
    surname: 'Mugisha',
    idNumber: 'CM8507220318PM',
    district: 'Kampala',
  },
  {
    userId: 'usr-kadhi-kampala',
    label: 'District kadhi (organisation)',
    email: 'kadhi.kampala@example.ug',
    phone: '+256704555222',
    accountType: 'ORGANIZATION',
    role: null,
    organisationKind: 'DISTRICT_KADHI',
    organisationName: 'District Kadhi, Kampala',
    givenName: 'Hassan',
    surname: 'Mutebi',
    idNumber: 'CM7811040527HM',
    district: 'Kampala',
  },
  {
    userId: 'usr-registrar',
    label: 'Back office: registrar',
    email: 'registrar@registry.example.ug',
    phone: '+256777234567',
    accountType: 'BACKOFFICE',
    role: 'REGISTRAR',
    organisationKind: null,
    organisationName: null,
    givenName: 'Grace',
    surname: 'Akello',
    idNumber: 'CF8102190663GA',
    district: null,
  },
  {
    userId: 'usr-director',
    label: 'Back office: director',
    email: 'director@registry.example.ug',
    phone: '+256787654321',
    accountType: 'BACKOFFICE',
    role: 'DIRECTOR',
    organisationKind: null,
    organisationName: null,
    givenName: 'David',
    surname: 'Ssempala',
    idNumber: 'CM7609300851DS',
    district: null,
  },
  {
    userId: 'usr-registrar-general',
    label: 'Back office: Registrar General',
    email: 'rg@registry.example.ug',
    phone: '+256703456789',
    accountType: 'BACKOFFICE',
    role: 'REGISTRAR_GENERAL',
    organisationKind: null,
    organisationName: null,
    givenName: 'Rose',
    surname: 'Namubiru',
    idNumber: 'CF7004121174RN',
    district: null,
  },
  {
    userId: 'usr-minister',
    label: 'Back office: Minister',
    email: 'minister@registry.example.ug',
    phone: '+256774567890',
    accountType: 'BACKOFFICE',
    role: 'MINISTER',
    organisationKind: null,
    organisationName: null,
    givenName: 'Moses',
    surname: 'Byaruhanga',
    idNumber: 'CM6612080439MB',
    district: null,
  },
  {
    userId: 'usr-finance',
    label: 'Back office: finance officer',
    email: 'finance@registry.example.ug',
    phone: '+256785432109',
    accountType: 'BACKOFFICE',
    role: 'FINANCE',
    organisationKind: null,
    organisationName: null,
    givenName: 'Esther',
    surname: 'Nabirye',
    idNumber: 'CF8806250962EN',
    district: null,
  },
  {
    userId: 'usr-admin',
    label: 'Back office: administrator',
    email: 'admin@registry.example.ug',
    phone: '+256706789012',
    accountType: 'BACKOFFICE',
    role: 'ADMIN',
    organisationKind: null,
    organisationName: null,
    givenName: 'Sarah',
    surname: 'Atim',
    idNumber: 'CF9010110287SA',
    district: null,
  },
  {
    userId: 'usr-daniel-kiwanuka',
    label: 'Individual acting for a new church (applies for its public place licence)',
    email: 'pastor.kiwanuka@example.ug',
    phone: '+256776678901',
    accountType: 'INDIVIDUAL',
    role: null,
    organisationKind: null,
    organisationName: null,
    givenName: 'Daniel',
    surname: 'Kiwanuka',
    idNumber: 'CM8012150377DK',
    district: 'Wakiso',
  },
  {
    userId: 'usr-agent-mukasa',
    label: 'Church agent (organisation), acting for two licensed churches',
    email: 'agent.mukasa@example.ug',
    phone: '+256702345890',
    accountType: 'ORGANIZATION',
    role: null,
    organisationKind: 'CHURCH_AGENT',
    organisationName: 'Mukasa Church Agency',
    givenName: 'John',
    surname: 'Mukasa',
    idNumber: 'CM8205140612JM',
    district: 'Kampala',
  },
  {
    userId: 'usr-gulu-registrar',
    label: 'District registrar (administrative unit), Gulu',
    email: 'gulu.registrar@example.ug',
    phone: '+256772345901',
    accountType: 'ADMIN_UNIT',
    role: 'REGISTRAR',
    organisationKind: null,
    organisationName: null,
    givenName: 'Patrick',
    surname: 'Okot',
    idNumber: 'CM8301170745PO',
    district: 'Gulu',
  },
  {
    userId: 'usr-ruth-nambi',
    label: 'Individual, onboarded, married (a party to a registered church marriage)',
    email: 'ruth.nambi@example.ug',
    phone: '+256772901234',
    accountType: 'INDIVIDUAL',
    role: null,
    organisationKind: null,
    organisationName: null,
    givenName: 'Ruth',
    surname: 'Nambi',
    idNumber: 'CF9006180243RN',
    district: 'Kampala',
  },
  {
    userId: 'usr-robert-kato',
    label: 'Individual, onboarded: the second party of a notice waiting for his confirmation (Waiting for you)',
    email: 'robert.kato@example.ug',
    phone: '+256775112233',
    accountType: 'INDIVIDUAL',
    role: null,
    organisationKind: null,
    organisationName: null,
    givenName: 'Robert',
    surname: 'Kato',
    idNumber: 'CM9006120845RK',
    district: 'Kampala',
  },
];

/** The demo accounts table, each with the path sign-in lands on. All sign in with {@link DEMO_PASSWORD}. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNTS.map((account) => ({
  ...account,
  landingPath: pathAfterSignIn(account, '/sign-in'),
}));

/**
 * The demo account with an e-mail address.
 * @param email - e.g. "amina.nakato@example.ug".
 * @throws Error when no demo account has it (a typo in a test).
 */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}

/**
 * Seed the demo scenario into empty collections: NIRA people, districts, prices, then the accounts
 * (ACTIVE, password {@link DEMO_PASSWORD}, date of birth and sex from the register).
 * @param db - the mock database (mocks/db.ts), already cleared.
 */
export async function seedDemo(db: MockDb): Promise<void> {
  for (const person of NIRA_PEOPLE) await db.niraPeople.create({ ...person });
  for (const district of DISTRICTS) await db.districts.create({ ...district });
  for (const price of PRICES) await db.prices.create({ ...price });
  for (const head of TAX_HEADS) await db.taxHeads.create({ ...head });
  for (const country of seedCountries()) await db.countries.create(country);
  for (const config of DENOMINATION_CONFIGS) await db.denominationConfigs.create({ ...config });
  for (const diocese of DIOCESES) await db.dioceses.create({ ...diocese });
  for (const billable of seedBillables()) await db.billables.create(billable);
  for (const config of MARRIAGE_CONFIGS) await db.marriageConfigs.create({ ...config });
  const createdAt = now();
  for (const account of DEMO_ACCOUNTS) {
    const person = account.idNumber ? NIRA_PEOPLE.find((p) => p.nin === account.idNumber) : undefined;
    await db.users.create({
      userId: account.userId,
      accountType: account.accountType,
      idNumber: account.idNumber,
      givenName: account.givenName,
      surname: account.surname,
      email: account.email,
      phone: account.phone,
      dateOfBirth: person?.dateOfBirth ?? null,
      sex: person?.sex ?? null,
      role: account.role,
      organisationKind: account.organisationKind,
      organisationName: account.organisationName,
      district: account.district,
      status: 'ACTIVE',
      passwordHash: await hashPassword(account.userId, DEMO_PASSWORD),
      address: null,
      activationToken: null,
      otp: null,
      passwordToken: null,
      resetToken: null,
      createdAt,
    });
  }
}
