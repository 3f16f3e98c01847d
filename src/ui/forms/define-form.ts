/**
 * Form definitions typed by their service schema (issue 29 item 4; STYLE.md "Forms: a service form is
 * data (steps → fields) plus its zod schema"): {@link defineForm} types every field's name, every step's
 * keys and checks by the schema's input, and gives the form the schema as its whole-form `validate`;
 * {@link pickStep} derives a step's checks from the schema's shape.
 */
import { z } from 'zod';
import type { FieldErrors } from '#src/machines/wizard/wizard.machine';
import { type FormOf, type FormValues, issuesToFieldErrors } from './form-definition';

/**
 * A service's answers schema as its rule runs it on submit (src/domain/services/<service>): a function of
 * the day of submission (yyyy-mm-dd) answering a zod schema of the whole answers.
 */
export type AnswersSchema = (today: string) => z.ZodType<unknown, object>;

/** The answers' type of a service schema: its input (what the form holds before parsing). */
export type AnswersOf<TSchema extends AnswersSchema> = z.input<ReturnType<TSchema>>;

/**
 * The whole form's check by a service schema, as the API runs it on submit.
 * @param schema - the service schema.
 * @returns `validate` of a form definition: field errors by dotted path, empty when all is well.
 */
export function validateWith(schema: AnswersSchema): (values: FormValues, today: string) => FieldErrors {
  return (values, today) => {
    const result = schema(today).safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  };
}

/**
 * A form definition typed by its service schema: each field's `name` must be a path of the schema's
 * input, each step's `fieldPrefixes` its keys and each step's schema part of it, so renaming a schema
 * field breaks the build. `validate` defaults to the schema's ({@link validateWith}).
 * @param schema - the service schema (the rule's `answersSchema`, or the variant the form fills in).
 * @param definition - the form, without `validate` unless it differs from the schema's.
 * @returns the definition, with `validate`.
 */
export function defineForm<TSchema extends AnswersSchema>(
  schema: TSchema,
  definition: FormOf<NoInfer<AnswersOf<TSchema>>>,
): FormOf<AnswersOf<TSchema>> {
  return { ...definition, validate: definition.validate ?? validateWith(schema) };
}

/**
 * The answers of one variant of a service: the members of the union `TValues` (a service schema's input,
 * e.g. a discriminated union by `kind`) that the variant's values `TVariant` (e.g. `{ kind: 'CERTIFIED_COPY' }`)
 * may belong to. A schema that is one object (whose `kind` is an enum) is its own only variant.
 */
export type VariantOf<TValues, TVariant> = TValues extends unknown ? (TVariant extends Partial<TValues> ? TValues : never) : never;

/**
 * A form definition of one variant of a service (docs/decisions/014: one service, several forms told
 * apart by a value of the answers, e.g. the certified copy and the data rectification by `kind`): as
 * {@link defineForm}, but each field's name must be a path of that variant's answers, and the variant's
 * values lead the form's initial values. `validate` defaults to the whole service schema's, as the API
 * runs it on submit.
 * @param schema - the service schema (the rule's `answersSchema`).
 * @param variant - the values that tell the variant apart, e.g. `{ kind: 'CERTIFIED_COPY' }`.
 * @param definition - the form, its initial values without the variant's, and without `validate` unless
 *   it differs from the schema's.
 * @returns the definition, with `validate` and the variant's values in `initialValues`.
 */
export function defineVariantForm<TSchema extends AnswersSchema, const TVariant extends Partial<AnswersOf<TSchema>>>(
  schema: TSchema,
  variant: TVariant,
  definition: FormOf<NoInfer<VariantOf<AnswersOf<TSchema>, TVariant>>>,
): FormOf<VariantOf<AnswersOf<TSchema>, TVariant>> {
  return {
    ...definition,
    initialValues: () => ({ ...variant, ...definition.initialValues() }),
    validate: definition.validate ?? validateWith(schema),
  };
}

/**
 * A step's checks derived from the service schema's shape: the schema of the given keys, applied to the
 * whole answers (the other keys pass through, so a refinement may read them).
 * @param shape - the service schema's shape (`schema(today).shape`, or a variant's).
 * @param keys - the step's keys, e.g. ['marriage'].
 * @returns a loose object schema of those keys; refine it for the step's cross-field rules.
 */
export function pickStep<TShape extends z.ZodRawShape, TKey extends keyof TShape & string>(
  shape: TShape,
  keys: readonly TKey[],
): z.ZodObject<Pick<TShape, TKey>, z.core.$loose> {
  const picked: Partial<Pick<TShape, TKey>> = {};
  for (const key of keys) picked[key] = shape[key];
  return z.looseObject(picked as Pick<TShape, TKey>);
}
