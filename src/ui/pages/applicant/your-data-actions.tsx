/**
 * The two acts of "Your data" beside the download (issue 31 §4; docs/decisions/041): delete your drafts, and close
 * your account. Each says exactly what goes and what stays before the person confirms; the API is the lock (the
 * same rules, src/domain/account-closing.ts), the page says the rule before anyone tries.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { AppForm } from '#src/ui/components/form/app-form';
import { CheckboxField } from '#src/ui/components/form/checkbox-field';
import { PasswordField } from '#src/ui/components/form/password-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { notify } from '#src/ui/components/notifications/notify';
import { toApiError } from '#src/ui/shared/api-error';
import { paths, type ApplicantArea } from '#src/ui/shared/paths';
import { useCloseMyAccount, useDeleteMyDrafts } from '#src/ui/queries/your-data';
import { DELETED_ON_CLOSING, isDeletableDraft, isInProgress, KEPT_AFTER_CLOSING } from '#src/domain/account-closing';
import { closeAccountSchema } from '#src/domain/schemas/account-closing';
import type { PersonalData } from '#src/domain/schemas/personal-data';
import { STATUS_TEXT } from '#src/domain/statuses';
import { WAITING_FOR_PARTIES_TEXT } from '#src/domain/schemas/party-confirmation';
import { waitsForParties } from '#src/ui/components/party-confirmation/party-confirmation';

/** Props of the sections: the person's data as GET /users/me/data answered it, and their area. */
interface SectionProps {
  data: PersonalData;
  area: ApplicantArea;
}

/** "Delete your drafts": how many there are, and a button that deletes all of them after a confirmation. */
export function DeleteDraftsSection({ data, area }: SectionProps) {
  const { t } = useLingui();
  const drafts = data.applications.filter(isDeletableDraft);
  const draftCount = drafts.length;
  const [asking, setAsking] = useState(false);
  const mutation = useDeleteMyDrafts();

  const confirm = async () => {
    const { deleted } = await mutation.mutateAsync();
    // The device copies of those drafts go too, so nothing brings them back (decision 039).
    const { removeDraft } = await import('#src/ui/forms/drafts-store');
    for (const draft of deleted)
      await removeDraft({ userId: data.profile.userId, applicationId: draft.id, serviceType: draft.serviceType });
    setAsking(false);
    const reference = deleted[0]?.reference ?? '';
    const count = deleted.length;
    notify({
      type: 'success',
      message: count === 1 ? t`Your draft ${reference} was deleted` : t`Your ${count} drafts were deleted`,
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="drafts-heading">
      <Title order={2} size="h3" id="drafts-heading">
        <Trans>Delete your drafts</Trans>
      </Title>
      {drafts.length === 0 ? (
        <Text>
          <Trans>You have no drafts: nothing you started and did not send is kept.</Trans>
        </Text>
      ) : (
        <>
          <Text>
            {plural(draftCount, {
              one: 'You have # draft: an application you started and never sent. You can delete it. Applications you have sent are not touched.',
              other:
                'You have # drafts: applications you started and never sent. You can delete them all at once. Applications you have sent are not touched.',
            })}
          </Text>
          <Group>
            <Button type="button" color="red" variant="outline" onClick={() => setAsking(true)}>
              <Trans>Delete my drafts</Trans>
            </Button>
            <Anchor component={Link} to={paths.applications(area)} underline="always">
              {drafts.length === 1 ? t`See it in your applications` : t`See them in your applications`}
            </Anchor>
          </Group>
        </>
      )}
      <AppModal opened={asking} onClose={() => setAsking(false)} title={drafts.length === 1 ? t`Delete your draft` : t`Delete your drafts`}>
        <Stack gap="md">
          <Text>
            <Trans>These drafts will be deleted, with everything typed in them and the documents uploaded for them:</Trans>
          </Text>
          <List spacing={4}>
            {drafts.map((d) => (
              <List.Item key={d.id}>
                <Text span fw={600}>
                  {d.reference}
                </Text>{' '}
                ({d.service})
              </List.Item>
            ))}
          </List>
          <Text fw={600}>
            <Trans>This cannot be undone.</Trans>
          </Text>
          {mutation.error ? (
            <Text c="red.8" role="alert">
              {toApiError(mutation.error).message}
            </Text>
          ) : null}
          <Group>
            <Button color="red" loading={mutation.isPending} onClick={() => void confirm().catch(() => undefined)}>
              {plural(draftCount, { one: 'Yes, delete it', other: 'Yes, delete all #' })}
            </Button>
            <Button variant="default" onClick={() => setAsking(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}

/**
 * "Close your account": what is deleted and what is kept, then the applications in progress that hold it back, or
 * the form (password again, confirmation). An organisation is told how the registry closes it instead.
 */
export function CloseAccountSection({ data, area }: SectionProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mutation = useCloseMyAccount();
  const form = useZodForm(closeAccountSchema, { defaultValues: { password: '' } });
  const busy = data.applications.filter(isInProgress);
  const unsent = busy.filter(waitsForParties).length;
  const withRegistry = busy.length - unsent;

  const heading = (
    <Title order={2} size="h3" id="close-heading">
      <Trans>Close your account</Trans>
    </Title>
  );

  if (area === 'institution' || data.profile.accountType !== 'INDIVIDUAL') {
    return (
      <Stack gap="xs" component="section" aria-labelledby="close-heading">
        {heading}
        <Text>
          <Trans>
            An organisation&apos;s account is closed by the registry, not from this page: a licensed place of worship, a district kadhi, a
            temple and a church agent have duties under the law (returns of the marriages they celebrate, a licence), which the registry
            ends first. To close this account, write to the Registrar of Marriages or visit a registry office, naming the organisation.
          </Trans>
        </Text>
      </Stack>
    );
  }

  const close = async ({ password }: { password: string }) => {
    const answer = await mutation.mutateAsync(password);
    // Nothing of the person's stays on this device: their drafts' copies, unsent answers included.
    const { forgetDraftsOf } = await import('#src/ui/forms/drafts-store');
    await forgetDraftsOf(data.profile.userId);
    await navigate(paths.accountClosed(), { replace: true, state: { closed: true, closedAt: answer.closedAt } });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="close-heading">
      {heading}
      <Text>
        <Trans>Closing your account deletes:</Trans>
      </Text>
      <List spacing={4}>
        {DELETED_ON_CLOSING.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text>
        <Trans>The law requires the registry to keep, and it keeps:</Trans>
      </Text>
      <List spacing={4}>
        {KEPT_AFTER_CLOSING.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text>
        <Trans>
          You will be signed out everywhere and sent no more messages. Your e-mail address, phone number and NIN are free again: you can
          open a new account with them later, which will not show this account&apos;s applications.
        </Trans>
      </Text>
      {busy.length > 0 ? (
        <Alert color="orange" title={t`You cannot close your account yet`} role="status">
          {withRegistry > 0 ? (
            <Text>
              {plural(withRegistry, {
                one: 'An application in progress with the registry holds it back: the registry must be able to reach you about it, so you can close your account once it is decided.',
                other:
                  'Applications in progress with the registry hold it back: the registry must be able to reach you about them, so you can close your account once each is decided.',
              })}
            </Text>
          ) : null}
          {unsent > 0 ? (
            <Text mt={withRegistry > 0 ? 'xs' : 0}>
              {plural(unsent, {
                one: 'An application waiting for the other party to confirm has not reached the registry yet: you can withdraw it on its page, and then close your account.',
                other:
                  'Applications waiting for the other party to confirm have not reached the registry yet: you can withdraw them on their pages, and then close your account.',
              })}
            </Text>
          ) : null}
          <List spacing={4} mt="xs">
            {busy.map((a) => (
              <List.Item key={a.id}>
                <Anchor component={Link} to={paths.application(area, a.id)} c="blue.9" underline="always" fw={600}>
                  {a.reference}
                </Anchor>{' '}
                ({a.service}): {waitsForParties(a) ? WAITING_FOR_PARTIES_TEXT : STATUS_TEXT[a.status]}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <AppForm
          form={form}
          onSubmit={(values) => close(values).catch(() => undefined)}
          serverError={mutation.error ? toApiError(mutation.error) : null}
          busy={mutation.isPending}
          submitLabel={t`Close my account`}
          aria-label={t`Close your account`}
        >
          <PasswordField name="password" label={t`Your password`} hint={t`Type the password you sign in with, to show it is you.`} />
          <CheckboxField name="confirm" label={t`I have read what is deleted and what is kept. Close my account: this cannot be undone.`} />
        </AppForm>
      )}
    </Stack>
  );
}
