/**
 * A service form as data (STYLE.md "Forms: a service form is data (steps → fields) plus its zod schema
 * from src/domain; one wizard renders every form"). `Wizard.tsx` renders any {@link FormDefinition}:
 * the task list, one step per page, check your answers, the declaration and the submit.
 *
 * Answers are one JSON object; a field's `name` is its dotted path in it ("partyOne.nin",
 * "witnesses.0.name"), and its DOM id is the path with dots as hyphens (field-utils `fieldId`), so the
 * error summary and the API's field errors (dotted paths) reach it.
 */
import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { textOf } from '#src/domain/words';
import type { Words } from '../shared/words';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { formatDisplayDate } from '#src/domain/dates';
import type { NiraPerson } from '#src/domain/schemas/identity';
import type { LicensedPlace } from '#src/domain/schemas/registers';
import type { ReferenceList } from '#src/domain/schemas/reference-lists';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import type { ServiceType } from '#src/domain/services/service-types';
import type { FieldErrors, WizardStepInfo } from '#src/machines/wizard/wizard.machine';

/** Words a person reads on a form: a message of the catalogue or a plain string (src/ui/shared/words.ts). */
export type { Words };

/** The answers of a form (a plain JSON object). */
export type FormValues = Record<string, unknown>;

/**
 * The names of the fields of answers typed `TValues`: their dotted paths ("partyOne.nin",
 * "witnesses.0.name"), react-hook-form's `Path<TValues>`. A form typed by its service schema's input
 * ({@link defineForm}) names only the paths the schema has: renaming a schema field breaks the build,
 * not the form.
 */
export type FieldPath<TValues> = Path<TValues>;

/** A value, or a function of the answers so far (e.g. a label that depends on a choice). */
export type Dynamic<T> = T | ((values: FormValues) => T);

/**
 * How a field is drawn.
 * - `text`, `email`: a text box; `phone`: the phone field (E.164, country select).
 * - `nin-verify`: a NIN box with a "Verify NIN" button; POST /nira/verify fills the `prefill` fields.
 * - `readonly`: a value filled by another field (e.g. NIRA), shown read-only.
 * - `date`: day, month and year boxes → yyyy-mm-dd (DOMAIN.md §4).
 * - `select`: a list (`options`); `district`: the districts list of the session (SPEC.md §3).
 * - `radio`: radios (`options`), in a fieldset.
 * - `upload`: one file, PDF/JPEG/PNG ≤ 5 MB (DOMAIN.md §5) → a DocumentRef, or null.
 * - `licensed-place`: a place of worship chosen from the public register of licensed places
 *   (GET /registers/licensed-places, DOMAIN.md §6) → its licence number; `prefill` copies the
 *   register's name and district into other answers.
 * - `reference`: a choice from one of the registry's reference lists (GET /reference/{list}: countries,
 *   denominations, dioceses; kept in the settings, issue 11), narrowed by `referenceGroup`.
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'nin-verify'
  | 'readonly'
  | 'date'
  | 'select'
  | 'district'
  | 'radio'
  | 'upload'
  | 'licensed-place'
  | 'reference';

/** An option of a select or radio field. */
export interface FieldOption {
  value: string;
  label: Words;
  /** Hint under a radio option. */
  hint?: Words;
  /**
   * `select`: other answers this choice fills (dotted path → value), e.g. the name and district of the
   * licensed place chosen by its licence number; shown by `readonly` fields.
   */
  fills?: Readonly<Record<string, string>>;
}

/**
 * One question.
 * @typeParam TPath - the paths it may name (`name`, `prefill`): {@link FieldPath} of the answers' type
 *   in a typed form ({@link FieldOf}); any string by default.
 */
export interface FieldDefinition<TPath extends string = string> {
  /** Dotted path in the answers, e.g. "partyOne.residenceSince". */
  name: TPath;
  kind: FieldKind;
  /** Visible label (legend for date and radio fields); unique on its page. */
  label: Dynamic<Words>;
  /** Hint under the label. */
  hint?: Dynamic<Words>;
  /** Choices of `select` and `radio` fields. */
  options?: readonly FieldOption[];
  /** Shown only when this answers true; hidden fields are emptied on "Save and continue". */
  showWhen?: (values: FormValues) => boolean;
  /** Autofill token (WCAG 1.3.5), only for fields about the person filling in the form. */
  autoComplete?: string;
  /** Most characters of a text box. */
  maxLength?: number;
  /**
   * Which answer of a lookup fills which field (dotted path): `nin-verify` NIRA's (NiraPerson key),
   * `licensed-place` the register's (LicensedPlace key, e.g. name, district).
   */
  prefill?: Partial<Record<keyof NiraPerson | keyof LicensedPlace, TPath>>;
  /** `readonly`: how the value reads ('date' → dd-mm-yyyy; else the option label or the text). */
  display?: 'date' | 'text';
  /** `reference`: the list offered. */
  reference?: ReferenceList;
  /**
   * `reference`: only the items of this group are offered (e.g. the dioceses of the chosen denomination);
   * none are when it answers null.
   */
  referenceGroup?: (values: FormValues) => string | null;
  /** `reference`: what the field says when its group offers nothing (then nothing is asked). */
  referenceEmpty?: Words;
  /** `licensed-place`, `reference`: the choice may be cleared (an optional slot, an optional answer). */
  optional?: boolean;
  /** Label in the check-answers list; default `label`. */
  summaryLabel?: Dynamic<Words>;
}

/** Props of a form's own notice ({@link StepSection.notice}, {@link FormDefinition.notice}). */
export interface FormNoticeProps {
  /** The answers as they are now (typed so far on a step page). */
  values: FormValues;
  /** The day that judges them, yyyy-mm-dd: today, or the day of submission once submitted. */
  today: string;
  /** Where it is shown: under a step's fields, on check your answers, or on the application's page. */
  where: 'step' | 'checkAnswers' | 'application';
  /** True once the application is submitted (words in the past: the fee was charged). */
  submitted?: boolean;
}

/**
 * A service's own words computed from the answers, e.g. the customary return's fee clock (DOMAIN.md
 * §6 "a visible clock for every deadline"). It renders nothing when the answers say nothing yet.
 */
export type FormNotice = ComponentType<FormNoticeProps>;

/** A group of fields on a step page; with a legend it is a fieldset. `TPath` as {@link FieldDefinition}'s. */
export interface StepSection<TPath extends string = string> {
  legend?: Words;
  /** Text under the legend. */
  hint?: Words;
  fields: readonly FieldDefinition<TPath>[];
  /** Shown under the fields and updated as the person types (e.g. a deadline read from a date). */
  notice?: FormNotice;
}

/**
 * A step's checks: a zod schema applied to the whole answers object, whose input is part of the answers
 * typed `TValues` (so a step schema that names a key the service schema lacks, or gives a key another
 * shape, does not compile) and whose output is answers (an object: the step page's resolver gives it to
 * react-hook-form). Usually {@link pickStep} of the service schema's shape, refined.
 */
export type StepSchema<TValues = FormValues> = z.ZodType<FormValues, Partial<TValues>>;

/**
 * One step: one page of the form and one task on the task list.
 * @typeParam TPath - as {@link FieldDefinition}'s; also types `fieldPrefixes`.
 * @typeParam TValues - the answers' type, which types the step's schema ({@link StepSchema}).
 */
export interface StepDefinition<TPath extends string = string, TValues = FormValues> {
  /** Stable id (also in the URL as `step`), e.g. "partyOne". */
  id: string;
  /** Task name and page heading, e.g. "First party". */
  title: Words;
  /** Text under the heading. */
  description?: Words;
  /** The data paths the step's fields live under (for mapping field errors to the step). */
  fieldPrefixes: readonly TPath[];
  /**
   * The step's checks, applied to the whole answers object (so cross-step rules can read other
   * answers). Built from the service schema's step schemas in src/domain.
   * @param today - the day of the notice, yyyy-mm-dd.
   */
  schema: (today: string) => StepSchema<TValues>;
  sections: readonly StepSection<TPath>[];
}

/**
 * What a form needs before it can be filled in: the definition to use (e.g. with choices read from the
 * API), or why it cannot be filled in by this account now (the apply page shows the words instead of
 * the form).
 */
export type PreparedForm =
  | { kind: 'ready'; definition: FormDefinition }
  | {
      kind: 'unavailable';
      /** The page's h1. */
      title: Words;
      /** The explanation, one paragraph each. */
      paragraphs: readonly Words[];
      /** Where to go instead, e.g. the public place licence form. */
      link?: { to: string; text: Words };
    };

/** A whole service form. `TPath` and `TValues` as {@link StepDefinition}'s (see {@link FormOf}). */
export interface FormDefinition<TPath extends string = string, TValues = FormValues> {
  serviceType: ServiceType;
  /** The form's title: the task list's h1 and the caption above each step's h1. */
  title: Words;
  /** Text under the task list's h1. */
  intro?: Words;
  steps: readonly StepDefinition<TPath, TValues>[];
  /** Every field with its empty value (RHF needs a default for each). */
  initialValues: () => FormValues;
  /**
   * Only the apply page calls it, before the wizard starts: reads what the form needs from the API
   * (e.g. the places an institution is licensed for) and answers the definition to fill in, or why
   * it cannot be filled in. Absent: the definition is used as it is. Pages that only read answers
   * (details, the applicant's application) use the definition as it is.
   * @throws ApiError when the API cannot be read (the page says the form could not be loaded).
   */
  prepare?: () => Promise<PreparedForm>;
  /**
   * The whole form's rules (the service schema, e.g. civilMarriageNoticeSchema(today)), run before the
   * submit; the same rules the API runs on submit.
   * @returns field errors by dotted path; empty when all is well.
   */
  validate?: (values: FormValues, today: string) => FieldErrors;
  /**
   * What the answers mean for the applicant, shown on check your answers (before the declaration) and
   * on the application's page, e.g. the fee they will be charged and why.
   */
  notice?: FormNotice;
  /** h1 of the check-answers page. */
  checkAnswersTitle: Words;
  /** Text above the declaration checkbox. */
  declarationText: Words;
  /** The declaration checkbox's label (DOMAIN.md §5: "I confirm the information is true"). */
  declarationLabel: Words;
  /** The submit button's label. */
  submitLabel: Words;
  /**
   * What the person calls what they are filling in, in running text: "notice" ("Loading your
   * notice…", "Pay for your notice"), "application", "return".
   */
  noun: Words;
}

/** A field of answers typed `TValues` (its name a path of them). */
export type FieldOf<TValues> = FieldDefinition<FieldPath<TValues>>;
/** A section of answers typed `TValues`. */
export type SectionOf<TValues> = StepSection<FieldPath<TValues>>;
/** A step of answers typed `TValues`: its fields' names, its keys and its schema. */
export type StepOf<TValues> = StepDefinition<FieldPath<TValues>, TValues>;
/**
 * A form of answers typed `TValues` (a service schema's input: `defineForm` in define-form.ts). It is a
 * {@link FormDefinition} as the wizard reads it (its paths are strings).
 */
export type FormOf<TValues> = FormDefinition<FieldPath<TValues>, TValues>;

/**
 * Resolve a {@link Dynamic} value.
 * @param value - a value or a function of the answers.
 * @param values - the answers.
 */
export function resolve<T>(value: Dynamic<T>, values: FormValues): T {
  return typeof value === 'function' ? (value as (v: FormValues) => T)(values) : value;
}

/**
 * The value at a dotted path ("witnesses.0.name"), or undefined.
 * @param values - the answers.
 * @param path - a dotted path.
 */
export function getAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * A copy of the answers with one value replaced (objects and arrays along the path are copied).
 * @param values - the answers.
 * @param path - a dotted path; numeric parts index arrays.
 * @param value - the new value.
 */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return values;
  const isIndex = /^\d+$/.test(head);
  const base: unknown = values ?? (isIndex ? [] : {});
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...(base as unknown[])]
    : { ...(base as Record<string, unknown>) };
  const child = (copy as Record<string, unknown>)[head];
  (copy as Record<string, unknown>)[head] = rest.length === 0 ? value : setAt(child, rest.join('.'), value);
  return copy as T;
}

/**
 * The defaults with the given answers laid over them, recursively (plain objects by key, arrays by
 * index), so a partial draft from the API still has every field.
 * @param defaults - every field's empty value.
 * @param values - answers, possibly partial.
 */
export function mergeDefaults(defaults: unknown, values: unknown): unknown {
  if (values === undefined) return defaults;
  if (Array.isArray(defaults)) {
    if (!Array.isArray(values)) return defaults;
    const length = Math.max(defaults.length, values.length);
    return Array.from({ length }, (_, i) => mergeDefaults(defaults[i], values[i]));
  }
  if (defaults && typeof defaults === 'object' && !isDocument(defaults)) {
    if (!values || typeof values !== 'object' || Array.isArray(values)) return defaults;
    const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
    for (const [key, d] of Object.entries(defaults)) out[key] = mergeDefaults(d, (values as Record<string, unknown>)[key]);
    return out;
  }
  return values;
}

function isDocument(value: unknown): value is DocumentRef {
  return !!value && typeof value === 'object' && 'id' in value && 'name' in value && 'size' in value;
}

/** Every field of a step, in page order. */
export function fieldsOf(step: StepDefinition): FieldDefinition[] {
  return step.sections.flatMap((s) => s.fields);
}

/**
 * Whether a field is shown for these answers.
 * @param field - the field.
 * @param values - the answers.
 */
export function isShown(field: FieldDefinition, values: FormValues): boolean {
  return field.showWhen ? field.showWhen(values) : true;
}

/** The empty value of a field kind: null for uploads, '' otherwise. */
export function emptyValueOf(field: FieldDefinition): unknown {
  return field.kind === 'upload' ? null : '';
}

/**
 * The answers with the hidden fields of a step emptied (a document chosen for "Divorced" does not
 * stay when the answer becomes "Never married").
 * @param step - the step.
 * @param values - the answers.
 */
export function clearHiddenFields(step: StepDefinition, values: FormValues): FormValues {
  let out = values;
  for (const field of fieldsOf(step)) {
    if (!isShown(field, values) && getAt(values, field.name) !== emptyValueOf(field)) out = setAt(out, field.name, emptyValueOf(field));
  }
  return out;
}

/**
 * The machine's view of the steps: ids and field prefixes.
 * @param definition - the form.
 */
export function stepInfos(definition: FormDefinition): WizardStepInfo[] {
  return definition.steps.map((s) => ({ id: s.id, fieldPrefixes: s.fieldPrefixes }));
}

/**
 * The step and field of a dotted path, or nulls.
 * @param definition - the form.
 * @param path - e.g. "partyTwo.nin" or "witnesses.0.name".
 */
export function findField(definition: FormDefinition, path: string): { step: StepDefinition | null; field: FieldDefinition | null } {
  for (const step of definition.steps) {
    const field = fieldsOf(step).find((f) => f.name === path);
    if (field) return { step, field };
  }
  const step = definition.steps.find((s) => s.fieldPrefixes.some((p) => path === p || path.startsWith(`${p}.`))) ?? null;
  return { step, field: null };
}

/**
 * Zod issues as field errors: the first message of each dotted path.
 * @param issues - `error.issues` of a failed parse.
 */
export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in out)) out[path] = issue.message;
  }
  return out;
}

/**
 * The steps whose checks pass on these answers (to mark them completed when a draft is opened
 * without a device copy, e.g. on another device).
 * @param definition - the form.
 * @param values - the answers.
 * @param today - yyyy-mm-dd.
 */
export function passingSteps(definition: FormDefinition, values: FormValues, today: string): string[] {
  return definition.steps.filter((s) => s.schema(today).safeParse(values).success).map((s) => s.id);
}

function hasAnswer(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some(hasAnswer);
  if (typeof value === 'object') return isDocument(value) || Object.values(value).some(hasAnswer);
  return true;
}

/**
 * The steps holding at least one answer (shown "In progress" rather than "Not started").
 * @param definition - the form.
 * @param values - the answers.
 */
export function answeredSteps(definition: FormDefinition, values: FormValues): string[] {
  return definition.steps.filter((s) => fieldsOf(s).some((f) => hasAnswer(getAt(values, f.name)))).map((s) => s.id);
}

/** Words for an unanswered question on the check-answers page (read in the active language). */
export const NOT_ANSWERED_WORDS = msg`Not given`;

/**
 * A field's answer in words for the check-answers page: dates dd-mm-yyyy, options by label,
 * documents by file name.
 * @param field - the field.
 * @param values - the answers.
 * @returns the text, in the active language; {@link NOT_ANSWERED_WORDS} when empty.
 */
export function formatAnswer(field: FieldDefinition, values: FormValues): string {
  const NOT_ANSWERED = textOf(NOT_ANSWERED_WORDS);
  const value = getAt(values, field.name);
  if (value === null || value === undefined || value === '') return NOT_ANSWERED;
  if (field.kind === 'upload') return isDocument(value) ? value.name : NOT_ANSWERED;
  if (typeof value !== 'string') return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (field.kind === 'date' || field.display === 'date') return formatDisplayDate(value) || value;
  if (field.kind === 'licensed-place') {
    const name = field.prefill?.name ? getAt(values, field.prefill.name) : undefined;
    return typeof name === 'string' && name ? textOf(msg`${name} (licence ${value})`) : value;
  }
  const option = field.options?.find((o) => o.value === value);
  return option ? textOf(option.label) : value;
}
