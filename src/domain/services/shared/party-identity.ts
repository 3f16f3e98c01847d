/**
 * Who a party to an Islamic marriage or divorce is (DOMAIN.md §5; docs/decisions/014): a NIN verified
 * with the national register, or, without one, the full name and age from the mosque's record. Shared by
 * Islamic marriage returns and divorce returns, so neither service folder imports the other.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../../words';
import { isWellFormedNin, ninProblem } from '#src/domain/nin';
import { isoDateField, requiredText } from '#src/domain/schemas/fields';
import { answerText, type Answers } from '../service-rule';

/** Whether the party has a NIN: YES (verified with the register) or NO (name and age typed). */
export const HAS_NIN_OPTIONS = ['YES', 'NO'] as const;

/** Which party of the marriage: the husband or the wife. */
export type Spouse = 'husband' | 'wife';

const blank = z.string().trim().default('');

/**
 * Who a party is: a NIN verified with the national register (which fills the names, date of birth,
 * sex and nationality), or, without a NIN, the full name and age typed from the mosque's record.
 * Every key is present in the form's answers ('' when not used); {@link checkIdentity} judges them.
 */
export const partyIdentityShape = {
  hasNin: z.enum(HAS_NIN_OPTIONS, says(msg`Say whether they have a National Identification Number (NIN)`)),
  nin: z.string().trim().toUpperCase().default(''),
  givenName: blank,
  surname: blank,
  dateOfBirth: blank,
  sex: blank,
  nationality: blank,
  fullName: blank,
  age: blank,
};
/** A party's identity (see {@link partyIdentityShape}). */
export const partyIdentitySchema = z.object(partyIdentityShape);
/** A party's identity, parsed. */
export type PartyIdentity = z.output<typeof partyIdentitySchema>;

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * A party's identity rules: with a NIN, a well-formed, verified NIN of the right sex; without, a
 * full name and a whole age in years.
 * @param party - the parsed identity.
 * @param key - its path in the answers ("husband", "wife").
 * @param spouse - which spouse it is (the husband is male, the wife female).
 * @param ctx - where issues are added.
 */
export function checkIdentity(party: PartyIdentity, key: string, spouse: Spouse, ctx: RuleContext): void {
  const at = (field: string) => [key, field];
  if (party.hasNin === 'YES') {
    const problem = isWellFormedNin(party.nin) ? null : ninProblem(party.nin);
    if (problem) ctx.addIssue({ code: 'custom', path: at('nin'), message: problem });
    else if (!party.givenName || !party.surname || !isoDateField.safeParse(party.dateOfBirth).success) {
      ctx.addIssue({
        code: 'custom',
        path: at('nin'),
        message: textOf(msg`Select "Verify NIN" to fill in the details from the national register`),
      });
    } else if (party.sex !== (spouse === 'husband' ? 'MALE' : 'FEMALE')) {
      ctx.addIssue({
        code: 'custom',
        path: at('nin'),
        message: textOf(
          msg`The national register records this person as ${party.sex === 'MALE' ? 'male' : 'female'}: enter the ${spouse}'s NIN`,
        ),
      });
    }
    return;
  }
  const name = requiredText(`the ${spouse}'s full name`, 120).safeParse(party.fullName);
  if (!name.success)
    ctx.addIssue({ code: 'custom', path: at('fullName'), message: name.error.issues[0]?.message ?? 'Enter the full name' });
  if (!/^\d{1,3}$/.test(party.age)) {
    ctx.addIssue({ code: 'custom', path: at('age'), message: textOf(msg`Enter the ${spouse}'s age in whole years, like 27`) });
  }
}

/**
 * A party's identity as the answers hold it (strings, '' when absent).
 * @param answers - the answers.
 * @param key - "husband" or "wife".
 */
export function identityAt(answers: Answers, key: string): PartyIdentity {
  const at = (field: string) => answerText(answers, `${key}.${field}`);
  return {
    hasNin: at('hasNin') === 'NO' ? 'NO' : 'YES',
    nin: at('nin').toUpperCase(),
    givenName: at('givenName'),
    surname: at('surname'),
    dateOfBirth: at('dateOfBirth'),
    sex: at('sex'),
    nationality: at('nationality'),
    fullName: at('fullName'),
    age: at('age'),
  };
}

/**
 * The NINs the answers give for the parties (upper case; a party named without a NIN gives none).
 * @param answers - the answers.
 * @param keys - the parties' paths.
 */
export function partyNins(answers: Answers, keys: readonly string[]): string[] {
  return keys
    .map((key) => identityAt(answers, key))
    .filter((p) => p.hasNin === 'YES' && p.nin !== '')
    .map((p) => p.nin);
}
