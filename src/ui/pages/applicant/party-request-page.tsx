/**
 * /user/waiting-for-you/:id (issue 31 §2; docs/decisions/043-both-parties.md): one application that names the
 * signed-in person as a party. They read the particulars about both parties and the marriage, and confirm them with
 * their own declaration, or refuse: "This is not me" (the applicant named the wrong person: the application goes
 * back to them to correct) or "I do not agree" (the application ends). Nothing is paid, reviewed or published
 * until every party has confirmed.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Anchor, Box, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import { PARTY_ANSWER_TEXT, type PartyRequest, type Refusal } from '#src/domain/schemas/party-confirmation';
import { serviceLabel } from '#src/domain/services/service-types';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { ErrorSummary } from '#src/ui/components/error-summary/error-summary';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { notify } from '#src/ui/components/notifications/notify';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { ApplicationAnswers } from '#src/ui/forms/application-answers';
import { useApplicationForm } from '#src/ui/services/use-application-form';
import { toApiError } from '#src/ui/shared/api-error';
import { paths } from '#src/ui/shared/paths';
import { useAnswerPartyRequest, usePartyRequest } from '#src/ui/queries/party-requests';
import { awaitsAnswer } from './waiting-for-you-page';

/** The declaration a party confirms with, and its message when it is not ticked. */
export const PARTY_DECLARATION = {
  label: msg`I confirm that the particulars about me are true, and I agree to this application`,
  missing: msg`Confirm the declaration: the particulars about you are true and you agree to this application.`,
} as const;

/** What each refusal does, as the dialog says it before the person confirms. */
const REFUSAL_WORDS: Readonly<
  Record<
    Refusal,
    { button: MessageDescriptor; title: MessageDescriptor; message: MessageDescriptor; done: MessageDescriptor; yes: MessageDescriptor }
  >
> = {
  NOT_ME: {
    button: msg`This is not me`,
    title: msg`This is not me`,
    message: msg`The application goes back to the person who made it, who is told that the holder of this NIN says it is not them. It is not sent to the registry.`,
    done: msg`You said this is not you. The applicant has been told.`,
    yes: msg`Yes: this is not me`,
  },
  DO_NOT_AGREE: {
    button: msg`I do not agree`,
    title: msg`I do not agree`,
    message: msg`The application ends: nothing is paid, reviewed or published, and the applicant is told that you did not agree. This cannot be undone.`,
    done: msg`You did not agree. The application has ended and the applicant has been told.`,
    yes: msg`Yes: i do not agree`,
  },
};

/** Where the request stands once the person has answered or it ended, in a sentence. */
function outcome(request: PartyRequest, i18n: I18n): string {
  if (request.you.answer === 'CONFIRMED') {
    return request.state === 'CONFIRMED'
      ? i18n._(msg`You confirmed it, as did everyone asked: it has gone on to the registry.`)
      : i18n._(msg`You confirmed it. It waits for the other party to confirm too.`);
  }
  if (request.you.answer !== 'WAITING') {
    const answer = PARTY_ANSWER_TEXT[request.you.answer];
    return i18n._(msg`${answer}: the applicant has been told.`);
  }
  if (request.state === 'WITHDRAWN') return i18n._(msg`The applicant withdrew it: nothing is needed from you.`);
  if (request.state === 'LAPSED') return i18n._(msg`It was not confirmed in time: nothing is needed from you.`);
  return i18n._(msg`Another party refused it: nothing is needed from you.`);
}

/** The answer: the declaration and Confirm; the two refusals, each after a dialog. */
function Answer({ request }: { request: PartyRequest }) {
  const { i18n, t } = useLingui();
  const [declared, setDeclared] = useState(false);
  const [tried, setTried] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mutation = useAnswerPartyRequest(request.id, (after) => {
    notify({
      type: 'success',
      message: after.you.answer === 'CONFIRMED' ? t`You confirmed it.` : i18n._(REFUSAL_WORDS[after.you.answer as Refusal].done),
    });
    setRefusal(null);
  });
  const missing = tried > 0 && !declared;
  const confirm = () => {
    setTried((n) => n + 1);
    if (declared) mutation.mutate({ answer: 'CONFIRMED', declaration: true });
  };
  return (
    <Box component="section" aria-labelledby="answer-heading">
      <Title order={2} size="h3" id="answer-heading" mb="sm">
        <Trans>Your answer</Trans>
      </Title>
      <Stack gap="md" maw={760}>
        <ErrorSummary errors={missing ? [{ fieldId: 'declaration', message: i18n._(PARTY_DECLARATION.missing) }] : []} focusKey={tried} />
        {mutation.error && !refusal ? (
          <Alert color="red" variant="light" role="alert" title={t`Your answer was not sent`}>
            {toApiError(mutation.error).message}
          </Alert>
        ) : null}
        <Checkbox
          id="declaration"
          label={i18n._(PARTY_DECLARATION.label)}
          checked={declared}
          onChange={(e) => setDeclared(e.currentTarget.checked)}
          error={missing ? i18n._(PARTY_DECLARATION.missing) : undefined}
        />
        <Group>
          <Button onClick={confirm} loading={mutation.isPending && !refusal}>
            <Trans>Confirm</Trans>
          </Button>
          <Button variant="default" onClick={() => setRefusal('NOT_ME')}>
            {i18n._(REFUSAL_WORDS.NOT_ME.button)}
          </Button>
          <Button variant="default" color="red" onClick={() => setRefusal('DO_NOT_AGREE')}>
            {i18n._(REFUSAL_WORDS.DO_NOT_AGREE.button)}
          </Button>
        </Group>
      </Stack>
      <AppModal opened={refusal !== null} onClose={() => setRefusal(null)} title={refusal ? i18n._(REFUSAL_WORDS[refusal].title) : ''}>
        {refusal ? (
          <Stack gap="md">
            <Text>{i18n._(REFUSAL_WORDS[refusal].message)}</Text>
            {mutation.error ? (
              <Text c="red.8" role="alert">
                {toApiError(mutation.error).message}
              </Text>
            ) : null}
            <Group>
              <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate({ answer: refusal })}>
                {i18n._(REFUSAL_WORDS[refusal].yes)}
              </Button>
              <Button variant="default" onClick={() => setRefusal(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </AppModal>
    </Box>
  );
}

/** The page of one request. */
export default function PartyRequestPage() {
  const { i18n, t } = useLingui();
  const id = useParams().id ?? '';
  const result = usePartyRequest(id);
  const request = result.data;
  const form = useApplicationForm(request ? { serviceType: request.serviceType, data: request.particulars } : undefined);
  const back = (
    <Anchor component={Link} to={paths.waitingForYou()}>
      <Trans>Back to Waiting for you</Trans>
    </Anchor>
  );
  if (result.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the request…</Trans>
        </Text>
      </Group>
    );
  }
  if (result.isError || !request) {
    return (
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Request to confirm</Trans>
        </Title>
        <LoadError
          title={t`This request could not be loaded`}
          message={toApiError(result.error).message}
          onRetry={() => void result.refetch()}
        />
        {back}
      </Stack>
    );
  }
  const service = serviceLabel(request.serviceType);
  const others = request.parties.filter((p) => p.nin !== request.you.nin);
  const { applicantName } = request;
  return (
    <Stack gap="xl">
      <div>
        {back}
        <Title order={1} mt="xs">
          {service}: {request.reference}
        </Title>
        <Text size="lg" mt="xs" maw={760}>
          <Trans>{applicantName} applied for this naming you as a party. Read what it says about you and the marriage, then answer.</Trans>
        </Text>
      </div>
      <Box component="section" aria-labelledby="request-heading">
        <Title order={2} size="h3" id="request-heading" mb="sm">
          <Trans>The request</Trans>
        </Title>
        <SummaryList
          rows={[
            [t`Applied for by`, request.applicantName],
            [t`Asked on`, formatDisplayDate(request.requestedAt)],
            [t`Answer by`, formatDisplayDate(request.dueAt)],
            [t`You are named as`, request.you.part === 'partyOne' ? t`The first party` : t`The second party`],
            ...others.map(({ name, answer }): [string, string] => [t`Also asked: ${name}`, PARTY_ANSWER_TEXT[answer]]),
          ]}
        />
      </Box>
      {awaitsAnswer(request) ? (
        <Answer request={request} />
      ) : (
        <Alert color={request.you.answer === 'CONFIRMED' ? 'green' : 'gray'} variant="light" title={t`Answered`} role="status">
          {outcome(request, i18n)}
        </Alert>
      )}
      <Box component="section" aria-labelledby="particulars-heading">
        <Title order={2} id="particulars-heading" mb="md">
          <Trans>The particulars</Trans>
        </Title>
        {form.status === 'ready' ? (
          <ApplicationAnswers
            definition={form.definition}
            application={{ data: request.particulars, documents: [] }}
            headingOrder={3}
            withDocuments={false}
          />
        ) : form.status === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading the particulars…</Trans>
            </Text>
          </Group>
        ) : (
          <Text>
            <Trans>The particulars could not be shown. Reload the page to try again.</Trans>
          </Text>
        )}
      </Box>
    </Stack>
  );
}
