/**
 * What the conformance kit needs from an API that is not ours (docs/api/conformance.md): a test account per
 * principal, people of the national register to name in applications, and, where the API has them, the
 * controls that reset its data and read the messages it "sends". The mock API's is
 * scripts/api-conformance/mock.config.json.
 */
import { z } from 'zod';
import { PRINCIPALS } from '#src/domain/access';

const credentials = z.object({ phoneOrEmail: z.string().min(1), password: z.string().min(1) });

const person = z.object({
  nin: z.string(),
  givenName: z.string(),
  surname: z.string(),
  dateOfBirth: z.string(),
  sex: z.enum(['MALE', 'FEMALE']),
  nationality: z.string(),
});

/** The configuration file's schema. */
export const conformanceConfigSchema = z.object({
  /** A signed-in test account for each principal of docs/decisions/008's table; a principal left out is skipped. */
  accounts: z.partialRecord(z.enum(PRINCIPALS), credentials),
  /**
   * Accounts for particular flows: `withoutNin` (an individual with no NIN linked: onboarding),
   * `islamicReturnsFiler` (an individual who files Islamic marriage returns to the district kadhi of
   * `districts.national`), `churchAgent` (a church agent organisation), `secondParty` (an individual whose linked NIN
   * is `people[1]`'s: the notices and licences the kit gives name the INDIVIDUAL account's own person, `people[0]`, and
   * this one, who confirms them; issue 31 §2).
   */
  roles: z
    .object({ withoutNin: credentials, islamicReturnsFiler: credentials, churchAgent: credentials, secondParty: credentials })
    .partial(),
  /**
   * People of the national register, none in a subsisting marriage, at least four: parties and witnesses. The first is
   * the INDIVIDUAL account's own person and the second `roles.secondParty`'s, so the notices the kit gives ask only
   * that account to confirm (issue 31 §2).
   */
  people: z.array(person).min(4),
  /** NINs of the national register that no account holds (onboarding; a new staff account), at least two. */
  freeNins: z.array(z.string()).min(2),
  /**
   * The phone number the national register holds for `freeNins[0]`: onboarding's proof of holding the NIN sends
   * its code there, and the kit reads it through `controls.outbox` (issue 31 §1). Without it, linking is not exercised.
   */
  freeNinPhone: z.string().optional(),
  /** `national`: a district the national registrars decide and its kadhi serves; `districtRegistrar`: the district office's. */
  districts: z.object({ national: z.string(), districtRegistrar: z.string() }),
  /** A card the payment gateway accepts (a test card). */
  testCard: z.object({ cardholderName: z.string(), cardNumber: z.string(), expiry: z.string(), cvc: z.string() }),
  /** The verify code of an issued document. */
  verifyCode: z.string(),
  /** An entry of the register of marriages. */
  marriageEntryNumber: z.string(),
  /**
   * A subsisting entry of the register the run may record as dissolved (by a death, on an uploaded
   * certificate): staging data only. Without it, recording a dissolution is reported as not exercised.
   */
  dissolutionEntryNumber: z.string().optional(),
  /** The API's own controls, relative to its base, when it has them (the mock API's). */
  controls: z
    .object({
      /** POST here before the run: start from known data. */
      reset: z.string().optional(),
      /** GET here `?to=<address>`: the e-mails and text messages sent (`{ data: [{ channel, link, code }] }`). */
      outbox: z.string().optional(),
    })
    .default({}),
});

/** The conformance kit's configuration. */
export type ConformanceConfig = z.infer<typeof conformanceConfigSchema>;

/** The principals a run signs in as. */
export type ConfiguredPrincipal = keyof ConformanceConfig['accounts'];
