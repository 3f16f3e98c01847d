/**
 * Lodging a caveat (issue 9 stage 2; DOMAIN.md §2 "objections (caveats) may be lodged and go to
 * escalations"; docs/decisions/016): /notices/{noticeNumber}/caveat, for anyone signed in, outside the areas
 * (a signed-out person is asked to sign in and comes back here). It shows the notice's public details
 * (GET /notices), then a form validated by the API's own schema (`lodgeCaveatSchema`): the grounds (with a
 * character count), up to five documents of evidence (the form engine's upload field), and a declaration.
 * POST /notices/{noticeNumber}/caveats; a success panel says what happens next.
 *
 * A refused call keeps everything typed (as every standalone form of the portal: only the application
 * wizard keeps drafts across a reload). The couple's own notice (403) and a notice that no longer takes
 * caveats (409) are said plainly.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Box, Loader, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, toApiError } from '#src/ui/shared/api-error';
import { pathAfterSignIn } from '#src/domain/accounts';
import { formatDisplayDate } from '#src/domain/dates';
import { CAVEAT_GROUNDS_MAX, caveatGroundsField, type PublicNotice } from '#src/domain/schemas/notice';
import { documentRefSchema, type DocumentRef } from '#src/domain/schemas/uploads';
import { useAppMutation } from '#src/ui/shared/query-client';
import { lodgeCaveat, type LodgedCaveat } from '#src/ui/queries/caveats';
import { usePublicNotice } from '#src/ui/queries/public-notices';
import { useProfile } from '#src/ui/shared/session-context';
import { AppForm } from '#src/ui/components/form/app-form';
import { CheckboxField } from '#src/ui/components/form/checkbox-field';
import { TextareaField } from '#src/ui/components/form/textarea-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { UploadField } from '#src/ui/forms/upload-field';
import { says, textOf } from '#src/domain/words';

/** The most documents of evidence a caveat carries (`lodgeCaveatSchema`). */
export const EVIDENCE_SLOTS = 5;

/** The most characters of the grounds, as the hint says it. */
const maxChars = CAVEAT_GROUNDS_MAX.toLocaleString('en-GB');

/** Words of the page (messages of the catalogue: draw them with `i18n._`). */
export const CAVEAT_TEXT = {
  title: msg`Lodge a caveat`,
  intro: msg`A caveat is a written objection to a marriage. Lodge one only if you know a lawful reason why this marriage should not take place, for example that one of the couple is already married, is under 18, or that they are closely related.`,
  grounds: msg`Your grounds for objecting`,
  groundsHint: msg`Say what you know, how you know it, and any dates, places or names that would help the registrar check it. At least 20 and at most ${maxChars} characters.`,
  evidence: msg`Evidence (optional)`,
  evidenceHint: msg`Documents that support your grounds, such as a marriage certificate. PDF, JPEG or PNG, no bigger than 5 MB each; up to 5 documents.`,
  declaration: msg`I understand that if I lodge a caveat without good grounds, I may have to pay the costs it causes.`,
  declarationError: msg`Confirm that you understand you may have to pay costs for a caveat without good grounds`,
  submit: msg`Lodge the caveat`,
  ownNotice: msg`You cannot lodge a caveat against your own notice.`,
  closed: msg`This notice no longer takes caveats: the registrar’s certificate has been issued, or the notice has ended.`,
  notFound: msg`We could not find a published notice with this number. It may have ended, or the link is wrong.`,
  doneTitle: msg`Caveat lodged`,
} as const;

/** The form: the API's grounds, the evidence slots (empty ones are null), and the declaration. */
const caveatFormSchema = z.object({
  grounds: caveatGroundsField,
  evidence: z.array(documentRefSchema.nullable()).max(EVIDENCE_SLOTS),
  declaration: z.boolean().refine((v) => v, says(CAVEAT_TEXT.declarationError)),
});

/**
 * How a refusal reads on this page: 403 and 409 in plain words (whatever the API said), the rest as the API
 * said it, with the grounds' and evidence's field errors kept at their fields.
 * @param error - the failure of POST /notices/{noticeNumber}/caveats.
 */
export function caveatRefusal(error: unknown): ApiError {
  const e = toApiError(error);
  if (e.status === 403) return new ApiError(e.status, e.code, textOf(CAVEAT_TEXT.ownNotice));
  if (e.status === 409) return new ApiError(e.status, e.code, textOf(CAVEAT_TEXT.closed));
  if (e.status === 404) return new ApiError(e.status, e.code, textOf(CAVEAT_TEXT.notFound));
  return e;
}

/** The notice's public details. */
function NoticeSummary({ notice }: { notice: PublicNotice }) {
  const { t } = useLingui();
  const { partyOneName, partyTwoName } = notice;
  const from = formatDisplayDate(notice.certificateFrom);
  return (
    <Box component="section" aria-labelledby="notice-heading">
      <Title order={2} size="h3" id="notice-heading" mb="sm">
        <Trans>The notice</Trans>
      </Title>
      <SummaryList
        rows={[
          [t`Notice number`, notice.noticeNumber],
          [t`The couple`, t`${partyOneName} and ${partyTwoName}`],
          [t`District`, notice.district],
          [t`Date of notice`, formatDisplayDate(notice.noticeDate)],
          [t`Registrar’s certificate`, t`Not before ${from}`],
        ]}
      />
    </Box>
  );
}

/** Which evidence slots to show: every filled one, and the first empty one (up to five). */
function visibleSlots(evidence: ReadonlyArray<DocumentRef | null | undefined>): number[] {
  const slots: number[] = [];
  let emptyShown = false;
  for (let i = 0; i < EVIDENCE_SLOTS; i += 1) {
    if (evidence[i]) slots.push(i);
    else if (!emptyShown) {
      slots.push(i);
      emptyShown = true;
    }
  }
  return slots;
}

function CaveatForm({ notice, onLodged }: { notice: PublicNotice; onLodged: (done: LodgedCaveat) => void }) {
  const { i18n, t } = useLingui();
  const form = useZodForm(caveatFormSchema, {
    defaultValues: { grounds: '', evidence: Array.from({ length: EVIDENCE_SLOTS }, () => null), declaration: false },
  });
  const mutation = useAppMutation<LodgedCaveat, z.output<typeof caveatFormSchema>>({
    mutationFn: (values) =>
      lodgeCaveat(notice.noticeNumber, { grounds: values.grounds, evidence: values.evidence.filter((d): d is DocumentRef => d !== null) }),
    onSuccess: onLodged,
  });
  const evidence = form.watch('evidence');
  return (
    <Box component="section" aria-labelledby="form-heading">
      <Title order={2} size="h3" id="form-heading" mb="sm">
        <Trans>Your caveat</Trans>
      </Title>
      <AppForm
        form={form}
        aria-label={t`Your caveat`}
        submitLabel={i18n._(CAVEAT_TEXT.submit)}
        busy={mutation.isPending}
        serverError={mutation.error ? caveatRefusal(mutation.error) : null}
        onSubmit={(values) => mutation.mutateAsync(values).catch(() => undefined)}
      >
        <TextareaField
          name="grounds"
          label={i18n._(CAVEAT_TEXT.grounds)}
          hint={i18n._(CAVEAT_TEXT.groundsHint)}
          rows={8}
          maxChars={CAVEAT_GROUNDS_MAX}
        />
        <Box component="fieldset" m={0} p={0} style={{ border: 0 }} aria-describedby="evidence-hint">
          <Text component="legend" fw={700} mb={4}>
            {i18n._(CAVEAT_TEXT.evidence)}
          </Text>
          <Text id="evidence-hint" size="sm" c="gray.8" mb="sm">
            {i18n._(CAVEAT_TEXT.evidenceHint)}
          </Text>
          <Stack gap="md">
            {visibleSlots(evidence).map((i) => {
              const number = i + 1;
              return <UploadField key={i} name={`evidence.${i}`} label={t`Document ${number}`} />;
            })}
          </Stack>
        </Box>
        <CheckboxField name="declaration" label={i18n._(CAVEAT_TEXT.declaration)} />
      </AppForm>
    </Box>
  );
}

/** What happens after a caveat is lodged. */
function Lodged({ notice, done, home }: { notice: PublicNotice; done: LodgedCaveat; home: string }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const { noticeNumber } = done;
  const { partyOneName, partyTwoName, district } = notice;
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg" maw={720}>
      <Box p="xl" style={{ background: '#00703c', color: '#ffffff', textAlign: 'center', borderRadius: 4 }}>
        <Title order={1} ref={heading} tabIndex={-1} c="inherit">
          {i18n._(CAVEAT_TEXT.doneTitle)}
        </Title>
        <Text size="lg" mt="xs" c="inherit">
          <Trans>
            Against notice {noticeNumber}: {partyOneName} and {partyTwoName}
          </Trans>
        </Text>
      </Box>
      <Box component="section" aria-labelledby="next-heading">
        <Title order={2} size="h3" id="next-heading" mb="sm">
          <Trans>What happens next</Trans>
        </Title>
        <List type="ordered" spacing="sm">
          <List.Item>
            <Trans>The registrar’s certificate for this marriage is held while your caveat stands, so the marriage cannot go ahead.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              The registrar of {district} looks into your grounds. The registrar may remove the caveat, giving a reason, or refer it to the
              Registrar General, who decides.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              If the caveat is upheld, the notice ends and the marriage cannot take place on it. If it is removed, the notice goes on.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>The couple is told that a caveat was lodged and what its grounds are. Your name is shown only to registry staff.</Trans>
          </List.Item>
        </List>
        <Text mt="md">
          <Trans>
            If the registrar needs more from you, the registry will contact you at the e-mail address or phone number of your account.
          </Trans>
        </Text>
      </Box>
      <Anchor component={Link} to={home}>
        <Trans>Go to your account</Trans>
      </Anchor>
    </Stack>
  );
}

/** The lodge-a-caveat page. */
export default function LodgeCaveatPage() {
  const { noticeNumber = '' } = useParams();
  const { i18n, t } = useLingui();
  const profile = useProfile();
  const home = profile ? pathAfterSignIn(profile, '') : '/';
  const wanted = noticeNumber.trim().toUpperCase();
  const [done, setDone] = useState<LodgedCaveat | null>(null);
  const result = usePublicNotice(wanted);

  if (done && result.data) return <Lodged notice={result.data} done={done} home={home} />;

  const back = (
    <Anchor component={Link} to={home}>
      <Trans>Back to your account</Trans>
    </Anchor>
  );
  if (result.isPending && wanted) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the notice…</Trans>
        </Text>
      </Group>
    );
  }
  if (result.isError || !result.data) {
    return (
      <Stack gap="lg" maw={720}>
        {back}
        <Title order={1}>{result.isError ? t`The notice could not be loaded` : t`Notice not found`}</Title>
        <Alert color="red" variant="light" role="alert" title={t`There is a problem`}>
          {result.isError ? toApiError(result.error).message : i18n._(CAVEAT_TEXT.notFound)}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="xs">
        {back}
        <Title order={1}>{i18n._(CAVEAT_TEXT.title)}</Title>
        <Text size="lg">{i18n._(CAVEAT_TEXT.intro)}</Text>
      </Stack>
      <NoticeSummary notice={result.data} />
      <CaveatForm notice={result.data} onLodged={setDone} />
    </Stack>
  );
}
