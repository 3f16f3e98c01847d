/**
 * Check your answers (GOV.UK pattern): every answer of every step in a summary list with a Change
 * link back to its step, then the declaration ("I confirm the information is true") and the submit.
 * Problems found by the whole-form check or by the API (a 400 with field errors) are listed at the top,
 * each linking to the field on its step.
 */
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { Alert, Anchor, Box, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { wordsTable } from '#src/domain/words';
import { say } from '../shared/words';
import { selectFieldErrors, selectSubmitError, selectSubmitRefused } from '#src/machines/wizard/wizard.selectors';
import type { FieldErrors } from '#src/machines/wizard/wizard.machine';
import { AppForm } from '../components/form/app-form';
import { CheckboxField } from '../components/form/checkbox-field';
import { fieldId } from '../components/form/field-utils';
import { useZodForm } from '../components/form/use-zod-form';
import { ERROR_SUMMARY_WORDS } from '../components/error-summary/error-summary';

/** The title of a submit the registry refused on its registers (issue 30): not a mistake to correct. */
export const SUBMIT_REFUSED_TITLE = msg`The registry cannot accept this application`;
import { usePageTitle } from '../components/page-title/use-page-title';
import {
  findField,
  type FieldDefinition,
  fieldsOf,
  formatAnswer,
  type FormDefinition,
  type FormValues,
  isShown,
  resolve,
} from './form-definition';
import { onInPageLink, stepHref, useWizard } from './wizard-context';
import classes from './check-answers.module.css';

/** Words of the check-answers page. */
export const CHECK_ANSWERS_TEXT = wordsTable({
  change: msg`Change`,
  declarationHeading: msg`Declaration`,
  declarationRequired: msg`Confirm that the information is true`,
});

/** The declaration form (DOMAIN.md §5). */
export const declarationSchema = z.object({
  declaration: z.literal(true, { error: () => CHECK_ANSWERS_TEXT.declarationRequired }),
});

/** One problem of the summary, with the step it belongs to. */
interface Problem {
  path: string;
  message: string;
  stepId: string | null;
}

/**
 * The problems in the order of the form (steps, then fields).
 * @param definition - the form.
 * @param errors - field errors by dotted path.
 */
export function orderedProblems(definition: FormDefinition, errors: FieldErrors): Problem[] {
  const order = definition.steps.flatMap((s) => fieldsOf(s).map((f) => f.name));
  const rank = (path: string) => {
    const i = order.indexOf(path);
    if (i >= 0) return i;
    const step = findField(definition, path).step;
    return step ? order.indexOf(fieldsOf(step)[0]?.name ?? '') + 0.5 : order.length;
  };
  return Object.entries(errors)
    .map(([path, message]) => ({ path, message, stepId: findField(definition, path).step?.id ?? null }))
    .sort((a, b) => rank(a.path) - rank(b.path));
}

/** The check-answers page of the running wizard. */
export function CheckAnswers() {
  const { definition, actor, corrections, setFocusTarget, navigatedRef, today } = useWizard();
  const { i18n, t } = useLingui();
  const formTitle = say(i18n, definition.title);
  const checkTitle = say(i18n, definition.checkAnswersTitle);
  const Notice = definition.notice;
  const values = useSelector(actor, (s) => s.context.data);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const submitError = useSelector(actor, selectSubmitError);
  const submitRefused = useSelector(actor, selectSubmitRefused);
  const busy = useSelector(actor, (s) => s.hasTag('submitting'));
  const form = useZodForm(declarationSchema, { defaultValues: { declaration: false as unknown as true } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const summaryHeadingId = useId();
  const problems = orderedProblems(definition, fieldErrors);
  usePageTitle(problems.length > 0 ? t`Error: ${checkTitle} – ${formTitle}` : t`${checkTitle} – ${formTitle}`);

  useEffect(() => {
    if (navigatedRef.current && problems.length === 0) {
      window.scrollTo?.({ top: 0 });
      headingRef.current?.focus();
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signature = problems.map((p) => `${p.path}:${p.message}`).join('|');
  useEffect(() => {
    if (signature) summaryRef.current?.focus();
  }, [signature]);
  useEffect(() => {
    if (submitError) alertRef.current?.focus();
  }, [submitError]);

  const goTo = (stepId: string, focusPath: string | null) => {
    setFocusTarget(focusPath ? fieldId(focusPath) : null);
    actor.send({ type: 'wizard.goToStep', stepId, returnTo: 'checkAnswers' });
  };

  return (
    <Stack gap="xl" maw={860}>
      <div>
        <Text component="span" size="lg" c="gray.8" display="block">
          {formTitle}
        </Text>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {checkTitle}
        </Title>
      </div>

      {problems.length > 0 ? (
        <Paper
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby={summaryHeadingId}
          withBorder
          p="md"
          className="error-summary"
          style={{ borderWidth: 4, borderColor: 'var(--mantine-color-red-9)' }}
        >
          <Title order={2} size="h3" id={summaryHeadingId} mb="sm">
            {i18n._(ERROR_SUMMARY_WORDS)}
          </Title>
          <List listStyleType="none" spacing={4}>
            {problems.map((p) => (
              <List.Item key={p.path}>
                {p.stepId ? (
                  <Anchor
                    href={stepHref(p.stepId)}
                    onClick={(event: MouseEvent<HTMLAnchorElement>) => onInPageLink(event, () => goTo(p.stepId ?? '', p.path))}
                    c="red.9"
                    fw={700}
                    underline="always"
                  >
                    {p.message}
                  </Anchor>
                ) : (
                  <Text c="red.9" fw={700}>
                    {p.message}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}

      {submitError ? (
        <Alert
          ref={alertRef}
          tabIndex={-1}
          color="red"
          variant="light"
          title={i18n._(submitRefused ? SUBMIT_REFUSED_TITLE : ERROR_SUMMARY_WORDS)}
        >
          {submitError}
        </Alert>
      ) : null}

      {corrections?.reason ? (
        <Alert color="orange" variant="light" title={t`What the registrar asked you to correct`}>
          <Text>{corrections.reason}</Text>
        </Alert>
      ) : null}

      {definition.steps.map((step) => (
        <Box component="section" key={step.id} aria-labelledby={`cya-${step.id}`}>
          <Title order={2} size="h3" id={`cya-${step.id}`} mb="sm">
            {say(i18n, step.title)}
          </Title>
          <SummaryList
            fields={fieldsOf(step).filter((f) => isShown(f, values))}
            values={values}
            stepTitle={say(i18n, step.title)}
            onChange={(field) => goTo(step.id, field.name)}
            href={stepHref(step.id)}
          />
        </Box>
      ))}

      {Notice ? <Notice values={values} today={today} where="checkAnswers" /> : null}

      <Box component="section" aria-labelledby="cya-declaration">
        <Title order={2} size="h3" id="cya-declaration" mb="sm">
          {CHECK_ANSWERS_TEXT.declarationHeading}
        </Title>
        <Text mb="md">{say(i18n, definition.declarationText)}</Text>
        <AppForm
          form={form}
          busy={busy}
          submitLabel={say(i18n, definition.submitLabel)}
          aria-label={CHECK_ANSWERS_TEXT.declarationHeading}
          onSubmit={() => actor.send({ type: 'wizard.submit', declaration: true })}
        >
          <CheckboxField name="declaration" label={say(i18n, definition.declarationLabel)} />
        </AppForm>
      </Box>
    </Stack>
  );
}

/** Props of {@link SummaryList}. */
interface SummaryListProps {
  fields: FieldDefinition[];
  values: FormValues;
  stepTitle: string;
  href: string;
  onChange: (field: FieldDefinition) => void;
}

/**
 * A GOV.UK summary list: question, answer, and a "Change" link whose accessible name adds the question
 * and the step ("Change Occupation (First party)"), so each link is unique out of context. A read-only
 * answer (filled by another field: the name, date of birth and sex the NIN fills) has no link: it cannot be
 * changed on its own.
 */
function SummaryList({ fields, values, stepTitle, href, onChange }: SummaryListProps) {
  const { i18n } = useLingui();
  return (
    <Box component="dl" m={0} style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
      {fields.map((field) => {
        const label = say(i18n, resolve(field.summaryLabel ?? field.label, values));
        return (
          <Box key={field.name} py="sm" className={classes.row} data-answer={field.name}>
            <Text component="dt" fw={700} className={classes.question}>
              {label}
            </Text>
            <Text component="dd" m={0} className={classes.answer}>
              {formatAnswer(field, values)}
            </Text>
            {/* A read-only answer is filled by another (the NIN's register details, a licensed place's name): it
                changes only with that answer, whose own row has the link (issue 30). */}
            {field.kind === 'readonly' ? null : (
              <Text component="dd" m={0}>
                <Anchor
                  href={href}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => onInPageLink(event, () => onChange(field))}
                  underline="always"
                >
                  {CHECK_ANSWERS_TEXT.change}
                  <VisuallyHidden>
                    {' '}
                    {label} ({stepTitle})
                  </VisuallyHidden>
                </Anchor>
              </Text>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
