/**
 * The first sections of every "party" step: the NIN, verified with the national register (POST
 * /nira/verify), which fills the given name, surname, date of birth and sex (read-only) and the
 * nationality (DOMAIN.md §4: NIRA verifies every person by their NIN). Shared by every service form
 * with parties to a marriage.
 */
import { PARTY_NIN_HINT } from './field-hints';
import type { StepSection } from './form-definition';

/** Options of the sex field, as the national register gives it. */
export const SEX_OPTIONS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
] as const;

/**
 * The NIN box and the read-only register block of a party.
 * @param key - the party's path in the answers, e.g. "partyOne".
 * @returns two sections: the NIN with "Verify NIN", then the names, date of birth and sex.
 */
export function ninVerifiedPartySections(key: string): StepSection[] {
  const at = (field: string) => `${key}.${field}`;
  return [
    {
      fields: [
        {
          name: at('nin'),
          kind: 'nin-verify',
          label: 'National Identification Number (NIN)',
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
      legend: 'From the national identification register',
      hint: 'These details cannot be changed here. If any is wrong, it must be corrected at the national identification register first.',
      fields: [
        { name: at('givenName'), kind: 'readonly', label: 'Given name' },
        { name: at('surname'), kind: 'readonly', label: 'Surname' },
        { name: at('dateOfBirth'), kind: 'readonly', label: 'Date of birth', display: 'date' },
        { name: at('sex'), kind: 'readonly', label: 'Sex', options: SEX_OPTIONS },
      ],
    },
  ];
}
