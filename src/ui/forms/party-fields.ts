/**
 * The first sections of every "party" step: the NIN, verified with the national register (POST
 * /nira/verify), which fills the given name, surname, date of birth and sex (read-only) and the
 * nationality (DOMAIN.md §4: NIRA verifies every person by their NIN). Shared by every service form
 * with parties to a marriage.
 */
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { registeredPersonSchema } from '#src/domain/schemas/fields';
import { PARTY_NIN_HINT } from './field-hints';
import type { StepSection } from './form-definition';

/** Where a person verified with the national register is in the answers of a form. */
export type PersonKey = 'partyOne' | 'partyTwo' | 'husband' | 'wife' | 'applicant';

/** A person's answers as the national register gives them (`registeredPersonSchema`'s input). */
export type RegisteredPersonAnswers = z.input<typeof registeredPersonSchema>;

/** The paths of a registered person's answers at `TKey`, e.g. "partyOne.nin". */
export type PersonPath<TKey extends PersonKey> = `${TKey}.${keyof RegisteredPersonAnswers}`;

/** Options of the sex field, as the national register gives it. */
export const SEX_OPTIONS = [
  { value: 'MALE', label: msg`Male` },
  { value: 'FEMALE', label: msg`Female` },
] as const;

/**
 * The NIN box and the read-only register block of a party.
 * @param key - the party's path in the answers, e.g. "partyOne" (a union of keys: either).
 * @returns two sections: the NIN with "Verify NIN", then the names, date of birth and sex; their paths
 *   those of a registered person at `key`.
 */
export function ninVerifiedPartySections<TKey extends PersonKey>(key: TKey): StepSection<PersonPath<TKey>>[] {
  const at = <TField extends keyof RegisteredPersonAnswers>(field: TField) => `${key}.${field}` as const;
  return [
    {
      fields: [
        {
          name: at('nin'),
          kind: 'nin-verify',
          label: msg`National Identification Number (NIN)`,
          hint: PARTY_NIN_HINT,
          prefill: {
            givenName: at('givenName'),
            surname: at('surname'),
            dateOfBirth: at('dateOfBirth'),
            sex: at('sex'),
            nationality: at('nationality'),
          },
        },
      ],
    },
    {
      legend: msg`From the national identification register`,
      hint: msg`These details cannot be changed here. If any is wrong, it must be corrected at the national identification register first.`,
      fields: [
        { name: at('givenName'), kind: 'readonly', label: msg`Given name` },
        { name: at('surname'), kind: 'readonly', label: msg`Surname` },
        { name: at('dateOfBirth'), kind: 'readonly', label: msg`Date of birth`, display: 'date' },
        { name: at('sex'), kind: 'readonly', label: msg`Sex`, options: SEX_OPTIONS },
      ],
    },
  ];
}
