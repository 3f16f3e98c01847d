/**
 * The fields of a party to an Islamic marriage or divorce return (src/domain/services/islamic-marriage-returns):
 * whether they have a NIN; with one, the NIN verified with the national register (names, date of
 * birth and sex filled read-only); without, the full name and age from the mosque's record. Shared by
 * the Islamic marriage return forms and the divorce return form, with the step of a party ({@link spouseStep}).
 */
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Spouse } from '#src/domain/services/shared/party-identity';
import {
  getAt,
  type FieldDefinition,
  type FormValues,
  type StepDefinition,
  type StepSection,
  type Words,
} from '#src/ui/forms/form-definition';
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
          label:
            spouse === 'husband'
              ? msg`Does the husband have a National Identification Number (NIN)?`
              : msg`Does the wife have a National Identification Number (NIN)?`,
          hint: msg`Give the NIN whenever there is one: the registry checks it with the national register.`,
          options: [
            { value: 'YES', label: msg`Yes` },
            {
              value: 'NO',
              label: msg`No, or not known`,
              hint: msg`For example, a foreign national. Give the name and age from the mosque’s record.`,
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
        {
          name: at('fullName'),
          kind: 'text',
          label: spouse === 'husband' ? msg`The husband's full name` : msg`The wife's full name`,
          maxLength: 120,
          showWhen: withoutNin,
        },
        {
          name: at('age'),
          kind: 'text',
          label: spouse === 'husband' ? msg`The husband's age on the day of the marriage` : msg`The wife's age on the day of the marriage`,
          hint: msg`In whole years, for example 27`,
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

/** What {@link spouseStep} builds a step from. */
export interface SpouseStepOptions<TOutput, TInput, TPath extends string> {
  spouse: Spouse;
  /** The text under the heading. */
  description: Words;
  /** The party's schema: the service schema's `husband` and `wife`. */
  party: z.ZodType<TOutput, TInput>;
  /**
   * The party's own rules that need no other step, with the same messages as the whole-form schema.
   * @param party - the parsed party.
   * @param values - all the answers (e.g. to read the date of the marriage).
   * @param ctx - where issues are added.
   */
  check: (party: TOutput, values: FormValues, ctx: z.core.$RefinementCtx) => void;
  /** The step's sections, e.g. {@link islamicIdentitySections} and the party's other questions. */
  sections: readonly StepSection<TPath>[];
}

/**
 * The step of one party to an Islamic marriage or divorce return ("The husband", "The wife"): the party's
 * schema with its own rules. Shared by the Islamic marriage return forms and the divorce return form.
 * @param options - the spouse, words, party schema, the party's rules and the sections.
 */
export function spouseStep<TOutput, TInput, TPath extends string>(
  options: SpouseStepOptions<TOutput, TInput, TPath>,
): StepDefinition<SpouseKey | TPath, Record<SpouseKey, TInput>> {
  const { spouse, description, party, check, sections } = options;
  return {
    id: spouse,
    title: spouse === 'husband' ? msg`The husband` : msg`The wife`,
    description,
    fieldPrefixes: [spouse],
    schema: () =>
      spouse === 'husband'
        ? z.looseObject({ husband: party }).superRefine((values, ctx) => check(values.husband, values, ctx))
        : z.looseObject({ wife: party }).superRefine((values, ctx) => check(values.wife, values, ctx)),
    sections,
  };
}
