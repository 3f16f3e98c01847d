/**
 * One step of a form definition on its own page (GOV.UK "one thing per page", task list pattern):
 * a Back link, the form's title as a caption over the step's h1, the save status, the step's fields,
 * "Save and continue" (checks the step) and "Save and come back later" (no checks).
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf, wordsTable } from '#src/domain/words';
import { say } from '../shared/words';
import { Anchor, Button, Fieldset, Input, Stack, Text, Title } from '@mantine/core';
import { type Control, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { withPhoneChecker } from '#src/ui/components/form/use-zod-form';
import { ApiError } from '#src/ui/shared/api-error';
import { useSelector } from '@xstate/react';
import { changedFields, valueAt } from '#src/machines/wizard/draft-merge';
import { selectExternalRevision, selectStepFieldErrors } from '#src/machines/wizard/wizard.selectors';
import { AppForm } from '../components/form/app-form';
import { focusField } from '../components/error-summary/error-summary';
import { usePageTitle } from '../components/page-title/use-page-title';
import { FormField, type FormFieldProps } from './form-field';
import {
  clearHiddenFields,
  type FieldDefinition,
  fieldsOf,
  type FormNotice,
  type FormValues,
  getAt,
  isShown,
  resolve,
  setAt,
  type StepDefinition,
  type StepSchema,
} from './form-definition';
import { SaveStatusLine } from './save-status-line';
import { needsCorrection, onInPageLink, stepHref, useWizard } from './wizard-context';

/** Labels of the step page's buttons and links. */
export const STEP_TEXT = wordsTable({
  back: msg`Back`,
  saveAndContinue: msg`Save and continue`,
  saveAndComeBack: msg`Save and come back later`,
  /** The alert over the fields when the whole-form check or the API found problems on this step. */
  problems: msg`Check the answers marked below.`,
  /** One error in place of the empty register fields when the NIN was typed but not verified. */
  verifyFirst: msg`Verify the NIN to fill in the name, date of birth and sex`,
  /** The NIN's error when it is empty. */
  enterNin: msg`Enter the NIN, then select Verify NIN`,
});

/** A deep copy of form values (JSON only: what is saved). */
export function cloneValues(values: unknown): FormValues {
  return JSON.parse(JSON.stringify(values ?? {})) as FormValues;
}

/** Lower-case the first letter, unless the first word is an acronym ("NIN"). */
function lowerFirst(text: string): string {
  return /^[A-Z]{2}/.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * The message for a question left empty (GOV.UK error messages): "Enter the occupation", "Choose the
 * district of residence"; null to keep the schema's own message (uploads, read-only fields).
 * @param field - the field.
 * @param values - the answers (for labels that depend on them).
 */
export function emptyFieldMessage(field: FieldDefinition, values: FormValues): string | null {
  const label = lowerFirst(textOf(resolve(field.label, values)));
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'date':
      return textOf(msg`Enter the ${label}`);
    case 'select':
    case 'district':
    case 'radio':
      return textOf(msg`Choose the ${label}`);
    default:
      return null;
  }
}

/**
 * The message for a date with a part missing ("… must include a month and a year"), or null.
 * @param field - a date field.
 * @param value - its value (yyyy-mm-dd as typed, parts possibly empty).
 * @param values - the answers.
 */
export function partialDateMessage(field: FieldDefinition, value: unknown, values: FormValues): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value);
  if (!match) return null;
  const missing = `${match[3] ? '' : 'd'}${match[2] ? '' : 'm'}${match[1] ? '' : 'y'}`;
  if (missing === '') return null;
  const label = textOf(resolve(field.label, values));
  const messages: Record<string, MessageDescriptor> = {
    d: msg`${label} must include a day`,
    m: msg`${label} must include a month`,
    y: msg`${label} must include a year`,
    dm: msg`${label} must include a day and a month`,
    dy: msg`${label} must include a day and a year`,
    my: msg`${label} must include a month and a year`,
    dmy: msg`${label} must include a day, a month and a year`,
  };
  return messages[missing] ? textOf(messages[missing]) : null;
}

/**
 * The step's resolver: its zod schema, with GOV.UK messages for questions left empty or dates with a
 * part missing, and, while a NIN is not verified, one error at the NIN in place of the empty register
 * fields' errors (the person cannot type those): "Enter the NIN, then select Verify NIN" when it is
 * empty, "Verify the NIN to fill in the name, date of birth and sex" when it is typed.
 * @param schema - the step schema.
 * @param step - the step.
 */
export function stepResolver(schema: StepSchema, step: StepDefinition): Resolver<FormValues> {
  const base: Resolver<FormValues> = withPhoneChecker(zodResolver<FormValues, unknown, FormValues, StepSchema>(schema));
  const fields = fieldsOf(step);
  const ninFields = fields.filter((f) => f.kind === 'nin-verify' && f.prefill);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    let errors = result.errors;
    for (const field of fields) {
      const error = getAt(errors, field.name) as { message?: string; type?: string } | undefined;
      if (!error?.message) continue;
      const value = getAt(values, field.name);
      const message =
        value === '' || value === null || value === undefined
          ? emptyFieldMessage(field, values)
          : field.kind === 'date'
            ? partialDateMessage(field, value, values)
            : null;
      if (message) errors = setAt(errors, field.name, { ...error, message });
    }
    for (const nin of ninFields) {
      const readonly = Object.values(nin.prefill ?? {}).filter((p) => fields.some((f) => f.name === p && f.kind === 'readonly'));
      const unverified = readonly.every((p) => !getAt(values, p));
      if (!unverified || !readonly.some((p) => getAt(errors, p))) continue;
      for (const p of readonly) errors = setAt(errors, p, undefined);
      const typed = getAt(values, nin.name);
      if (!typed) errors = setAt(errors, nin.name, { type: 'verify', message: STEP_TEXT.enterNin });
      else if (!getAt(errors, nin.name)) errors = setAt(errors, nin.name, { type: 'verify', message: STEP_TEXT.verifyFirst });
    }
    return { values: {}, errors };
  };
}

function isDynamic(field: FieldDefinition): boolean {
  return Boolean(field.showWhen) || typeof field.label === 'function' || typeof field.hint === 'function';
}

/** Props of {@link FieldSlot}. */
interface FieldSlotProps extends Omit<FormFieldProps, 'values'> {
  control: Control<FormValues>;
  initialValues: FormValues;
}

/** A field whose visibility, label or hint depends on other answers: re-rendered when they change. */
function DynamicField({ control, initialValues, ...props }: FieldSlotProps) {
  const values = (useWatch({ control }) ?? initialValues) as FormValues;
  return isShown(props.field, values) ? <FormField {...props} values={values} /> : null;
}

/** One field of the page; only fields that depend on other answers watch the whole form. */
function FieldSlot(props: FieldSlotProps) {
  if (isDynamic(props.field)) return <DynamicField {...props} />;
  return <FormField {...props} values={props.initialValues} />;
}

/** A section's notice, re-rendered as the answers change. */
function SectionNotice({
  notice: Notice,
  control,
  initialValues,
  today,
}: {
  notice: FormNotice;
  control: Control<FormValues>;
  initialValues: FormValues;
  today: string;
}) {
  const values = (useWatch({ control }) ?? initialValues) as FormValues;
  return <Notice values={values} today={today} where="step" />;
}

/** Props of {@link StepPage}. */
export interface StepPageProps {
  step: StepDefinition;
}

/**
 * A step page. Every change is sent to the wizard (`wizard.change`, written to the device at once);
 * "Save and continue" checks the step, empties its hidden fields and sends `wizard.continue`. Field
 * errors the wizard holds for this step (whole-form check, the API's 400) show at the fields and in
 * the error summary when the page opens. Fields the registrar asked to correct carry a note.
 */
export const StepPage = memo(function StepPage({ step }: StepPageProps) {
  const {
    definition,
    actor,
    today,
    districts,
    corrections,
    saveAndExit,
    exiting,
    focusTarget,
    setFocusTarget,
    navigatedRef,
    verifyNin,
    upload,
  } = useWizard();
  const [initialValues] = useState(() => actor.getSnapshot().context.data);
  const [initialErrors] = useState(() => selectStepFieldErrors(actor.getSnapshot(), step.id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resolver = useMemo(() => stepResolver(step.schema(today), step), [step, today]);
  const form = useForm<FormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: initialValues,
    resolver,
  });
  const { i18n } = useLingui();
  const stepTitle = say(i18n, step.title);
  const formTitle = say(i18n, definition.title);
  usePageTitle(i18n._(msg`${stepTitle} – ${formTitle}`));

  const { subscribe } = form;
  const applyingExternal = useRef(false);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: all, name }) => {
          if (name && !applyingExternal.current) actor.send({ type: 'wizard.change', data: cloneValues(all) });
        },
      }),
    [subscribe, actor],
  );

  // Answers changed other than by typing here (another tab's save merged, a conflict settled): the
  // fields show them. The wizard kept what was typed here, so only fields not touched change.
  const externalRevision = useSelector(actor, selectExternalRevision);
  const seenExternal = useRef(externalRevision);
  useEffect(() => {
    if (externalRevision === seenExternal.current) return;
    seenExternal.current = externalRevision;
    const data = actor.getSnapshot().context.data;
    applyingExternal.current = true;
    try {
      for (const path of changedFields(form.getValues(), data)) {
        form.setValue(path, valueAt(data, path), { shouldDirty: false, shouldValidate: false });
      }
    } finally {
      applyingExternal.current = false;
    }
  }, [externalRevision, actor, form]);

  const serverError = useMemo(
    () => (Object.keys(initialErrors).length > 0 ? new ApiError(400, 'VALIDATION', STEP_TEXT.problems, initialErrors) : null),
    [initialErrors],
  );

  useEffect(() => {
    if (focusTarget) {
      requestAnimationFrame(() => focusField(focusTarget));
      setFocusTarget(null);
    } else if (navigatedRef.current && !serverError) {
      window.scrollTo?.({ top: 0 });
      headingRef.current?.focus();
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = () => {
    const current = form.getValues();
    const cleaned = clearHiddenFields(step, current);
    if (cleaned !== current) actor.send({ type: 'wizard.change', data: cloneValues(cleaned) });
    actor.send({ type: 'wizard.continue' });
  };

  const snapshot = actor.getSnapshot();
  const ids = definition.steps.map((s) => s.id);
  const index = ids.indexOf(step.id);
  const backHref =
    snapshot.context.returnTo === 'checkAnswers'
      ? stepHref('check-answers')
      : index > 0
        ? stepHref(ids[index - 1] ?? '')
        : stepHref('tasks');

  const renderFields = (fields: StepDefinition['sections'][number]['fields']) =>
    fields.map((field) => (
      <FieldSlot
        key={field.name}
        field={field}
        control={form.control}
        initialValues={initialValues}
        districts={districts}
        correction={needsCorrection(corrections, field.name)}
        verifyNin={verifyNin}
        upload={upload}
      />
    ));

  return (
    <Stack gap="lg" maw={720}>
      <Anchor
        href={backHref}
        onClick={(event) => onInPageLink(event, () => actor.send({ type: 'wizard.back' }))}
        fw={600}
        underline="always"
      >
        {STEP_TEXT.back}
      </Anchor>
      <div>
        <Text component="span" size="lg" c="gray.8" display="block">
          {formTitle}
        </Text>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {stepTitle}
        </Title>
        {step.description ? (
          <Text size="lg" mt="xs">
            {say(i18n, step.description)}
          </Text>
        ) : null}
      </div>
      <SaveStatusLine actor={actor} />
      <AppForm
        form={form}
        onSubmit={onSubmit}
        serverError={serverError}
        submitLabel={STEP_TEXT.saveAndContinue}
        aria-label={stepTitle}
        secondary={
          <Button type="button" variant="default" onClick={saveAndExit} loading={exiting}>
            {STEP_TEXT.saveAndComeBack}
          </Button>
        }
      >
        {step.sections.map((section, i) =>
          section.legend ? (
            <Fieldset
              key={say(i18n, section.legend)}
              variant="unstyled"
              aria-describedby={section.hint ? `${step.id}-section-${i}-hint` : undefined}
              legend={
                <Title order={2} size="h3" component="span">
                  {say(i18n, section.legend)}
                </Title>
              }
            >
              {section.hint ? (
                <Input.Description id={`${step.id}-section-${i}-hint`} size="sm" c="gray.8" mb="sm">
                  {say(i18n, section.hint)}
                </Input.Description>
              ) : null}
              <Stack gap="lg">{renderFields(section.fields)}</Stack>
              {section.notice ? (
                <SectionNotice notice={section.notice} control={form.control} initialValues={initialValues} today={today} />
              ) : null}
            </Fieldset>
          ) : (
            <Stack key={`section-${i}`} gap="lg">
              {renderFields(section.fields)}
              {section.notice ? (
                <SectionNotice notice={section.notice} control={form.control} initialValues={initialValues} today={today} />
              ) : null}
            </Stack>
          ),
        )}
      </AppForm>
    </Stack>
  );
});
