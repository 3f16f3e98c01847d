/**
 * The fields of a party to an Islamic marriage or divorce return (src/domain/services/islamic-marriage-returns):
 * whether they have a NIN; with one, the NIN verified with the national register (names, date of
 * birth and sex filled read-only); without, the full name and age from the mosque's record. Shared by
 * the Islamic marriage return forms and the divorce return form.
 */
import type { Spouse } from '#src/domain/services/islamic-marriage-returns/islamic-marriage-returns.schema';
import { getAt, type FieldDefinition, type FormValues, type StepSection } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections, type PersonPath } from '#src/ui/forms/party-fields';

/** Where a spouse is in the answers of an Islamic marriage or divorce return. */
export type SpouseKey = 'husband' | 'wife';

/** The paths of a spouse's identity answers, e.g. "husband.hasNin". */
export type IdentityPath<TKey extends SpouseKey> = PersonPath<TKey> | `${TKey}.${'hasNin' | 'fullName' | 'age'}`;

/**
 * The identity sections of a party.
 * @param key - its path in the answers ("husband", "wife").
 * @param spouse - which spouse (for the words).
 * @returns the "has a NIN" question, the NIN block (shown with a NIN) and the name and age (shown without).
 */
export function islamicIdentitySections<TKey extends SpouseKey>(key: TKey, spouse: Spouse): StepSection<IdentityPath<TKey>>[] {
  const at = <TField extends 'hasNin' | 'fullName' | 'age'>(field: TField) => `${key}.${field}` as const;
  const withNin = (values: FormValues) => getAt(values, at('hasNin')) === 'YES';
  const withoutNin = (values: FormValues) => getAt(values, at('hasNin')) === 'NO';
  const shownWith = (fields: readonly FieldDefinition<PersonPath<TKey>>[]) => fields.map((f) => ({ ...f, showWhen: withNin }));
  const [ninSection, registerSection] = ninVerifiedPartySections(key);
  return [
    {
      fields: [
        {
          name: at('hasNin'),
          kind: 'radio',
          label: `Does the ${spouse} have a National Identification Number (NIN)?`,
          hint: 'Give the NIN whenever there is one: the registry checks it with the national register.',
          options: [
            { value: 'YES', label: 'Yes' },
            {
              value: 'NO',
              label: 'No, or not known',
              hint: 'For example, a foreign national. Give the name and age from the mosque’s record.',
            },
          ],
        },
      ],
    },
    { ...ninSection, fields: shownWith(ninSection?.fields ?? []) },
    // Without its legend: a legend would stay on the page when the party has no NIN.
    { fields: shownWith(registerSection?.fields ?? []) },
    {
      fields: [
        { name: at('fullName'), kind: 'text', label: `The ${spouse}'s full name`, maxLength: 120, showWhen: withoutNin },
        {
          name: at('age'),
          kind: 'text',
          label: `The ${spouse}'s age on the day of the marriage`,
          hint: 'In whole years, for example 27',
          maxLength: 3,
          showWhen: withoutNin,
        },
      ],
    },
  ];
}

/**
 * The empty identity of a party (every field the identity sections have).
 */
export function emptyIdentity(): Record<string, string> {
  return { hasNin: '', nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', fullName: '', age: '' };
}
