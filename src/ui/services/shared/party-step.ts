/**
 * The step of one party to a marriage, shared by every form whose answers name the two parties
 * `partyOne` and `partyTwo` (civil and public place notices, customary return, special licence, church
 * return, Hindu registration): the party's schema with its own rules, and for the second party the rule
 * that the two are different people (DOMAIN.md §5; SAME_PERSON_MESSAGE of the civil notice's rules).
 */
import { z } from 'zod';
import { SAME_PERSON_MESSAGE } from '#src/domain/services/shared/notice';
import { type FormValues, getAt, type StepDefinition, type StepSection, type Words } from '#src/ui/forms/form-definition';

/** Where a party is in the answers. */
export type PartyKey = 'partyOne' | 'partyTwo';

/** The answers of two parties given by a party schema. */
export type PartiesOf<TInput> = Record<PartyKey, TInput>;

/** What {@link partyStep} builds a step from. */
export interface PartyStepOptions<TOutput extends { nin: string }, TInput, TPath extends string> {
  key: PartyKey;
  /** The step's title, e.g. "First party". */
  title: Words;
  /** The text under the heading. */
  description: Words;
  /** The party's schema: the service schema's `partyOne` and `partyTwo`. */
  party: z.ZodType<TOutput, TInput>;
  /**
   * The party's own rules that need no other step (e.g. the civil notice's `checkParty`), with the same
   * messages as the whole-form schema.
   * @param party - the parsed party.
   * @param values - all the answers (e.g. to read the date of the ceremony).
   * @param today - the day that judges them, yyyy-mm-dd.
   * @param ctx - where issues are added.
   */
  check?: (party: TOutput, values: FormValues, today: string, ctx: z.core.$RefinementCtx) => void;
  /** The step's sections, e.g. `ninVerifiedPartySections(key)` and the party's other questions. */
  sections: readonly StepSection<TPath>[];
}

/**
 * The NIN given for the first party, trimmed and upper-cased ('' when none): what the second party's NIN
 * must differ from.
 * @param values - the answers.
 */
function firstPartyNin(values: FormValues): string {
  const nin = getAt(values, 'partyOne.nin');
  return typeof nin === 'string' ? nin.trim().toUpperCase() : '';
}

/**
 * A party step (see the module comment).
 * @param options - the key, words, party schema, the party's rules and the sections.
 */
export function partyStep<TOutput extends { nin: string }, TInput, TPath extends string>(
  options: PartyStepOptions<TOutput, TInput, TPath>,
): StepDefinition<PartyKey | TPath, PartiesOf<TInput>> {
  const { key, title, description, party: partySchema, check, sections } = options;
  return {
    id: key,
    title,
    description,
    fieldPrefixes: [key],
    schema: (today) =>
      key === 'partyOne'
        ? z.looseObject({ partyOne: partySchema }).superRefine((values, ctx) => check?.(values.partyOne, values, today, ctx))
        : z.looseObject({ partyTwo: partySchema }).superRefine((values, ctx) => {
            check?.(values.partyTwo, values, today, ctx);
            const other = firstPartyNin(values);
            if (other && other === values.partyTwo.nin) {
              ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: SAME_PERSON_MESSAGE });
            }
          }),
    sections,
  };
}
