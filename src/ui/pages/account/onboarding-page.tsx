/**
 * Individual onboarding (SPEC.md §2 /account-onboard, §7 POST /users/register; issue 31 §1;
 * docs/decisions/037-nin-proof.md): the person gives their NIN, proves it is theirs with the code sent to
 * the phone the national register holds for it, checks the register's record (shown only then), gives their
 * district of residence, and lands in their area.
 *
 * Where the person is (which step, the NIN, the masked phone, the proof) is kept in session storage, so a
 * reload on the code step keeps the code they received working; signing out clears it (SPEC.md §4).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppMutation } from '#src/ui/shared/query-client';
import { onboard, sendNinProofCode, verifyNinProofCode } from '#src/ui/queries/onboarding';
import { ApiError } from '#src/ui/shared/api-error';
import { pathAfterSignIn } from '#src/domain/accounts';
import { formatDisplayDate } from '#src/domain/dates';
import { otpField } from '#src/domain/schemas/fields';
import { niraVerifySchema, onboardingSchema, type NiraPerson } from '#src/domain/schemas/identity';
import { AppForm } from '#src/ui/components/form/app-form';
import { NinField } from '#src/ui/components/form/nin-field';
import { SelectField } from '#src/ui/components/form/select-field';
import { TextField } from '#src/ui/components/form/text-field';
import { OneTimeCodeField, ResendCode } from '#src/ui/components/one-time-code/one-time-code';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { useActors, useDistricts, useProfile } from '#src/ui/shared/session-context';

/** A NIRA "not found" answer belongs at the NIN field. */
function atNinField(error: ApiError | null): ApiError | null {
  if (!error || error.status !== 404 || error.fieldErrors.nin) return error;
  return new ApiError(error.status, error.code, error.message, { nin: error.message });
}

const SEX_LABEL: Readonly<Record<NiraPerson['sex'], MessageDescriptor>> = { MALE: msg`Male`, FEMALE: msg`Female` };

/** The session-storage key of where the person is in onboarding. */
const STEP_KEY = 'onboarding-step';

/** Where the person is: giving the NIN, entering the code sent for it, or checking the record. */
type Step =
  | { kind: 'nin'; nin?: string; expired?: boolean }
  | { kind: 'code'; nin: string; maskedPhone: string; resendAt: number }
  | { kind: 'record'; nin: string; ninProof: string; person: NiraPerson };

const codeSchema = z.object({ code: otpField });

/** Whole seconds until `at` (ms since the epoch), ticking once a second while above 0. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((at - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);
  return remaining;
}

/** The onboarding page. */
export default function OnboardingPage() {
  const { i18n, t } = useLingui();
  const profile = useProfile();
  const districts = useDistricts();
  const { session } = useActors();
  const navigate = useNavigate();
  const [step, setStep] = useSessionStorage<Step>({ key: STEP_KEY, defaultValue: { kind: 'nin' }, getInitialValueInEffect: false });
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const movedOnce = useRef(false);

  const ninForm = useZodForm(niraVerifySchema, { defaultValues: { nin: step.nin ?? '' } });
  const codeForm = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const detailsForm = useZodForm(onboardingSchema, { defaultValues: { nin: '', district: profile?.district ?? '', address: '' } });

  const send = useAppMutation({
    mutationFn: (nin: string) => sendNinProofCode(nin),
    onSuccess: (sent, nin) => {
      codeForm.reset({ code: '' });
      setStep({
        kind: 'code',
        nin: nin.trim().toUpperCase(),
        maskedPhone: sent.maskedPhone,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
    },
  });
  const verify = useAppMutation({
    mutationFn: ({ nin, code }: { nin: string; code: string }) => verifyNinProofCode(nin, code),
    onSuccess: (verified) => {
      detailsForm.setValue('nin', verified.person.nin);
      setStep({ kind: 'record', nin: verified.person.nin, ninProof: verified.ninProof, person: verified.person });
    },
  });
  const complete = useAppMutation({
    mutationFn: onboard,
    onSuccess: (updated) => {
      window.sessionStorage.removeItem(STEP_KEY);
      session.send({ type: 'session.profileUpdated', profile: updated });
      void navigate(pathAfterSignIn(updated, '/account-onboard'), { replace: true });
    },
    onError: (error) => {
      // The proof lasts 15 minutes: past that, the person proves the NIN again (nothing typed is lost: the NIN stays).
      if (error instanceof ApiError && error.code === 'NIN_PROOF_REQUIRED' && step.kind === 'record') {
        ninForm.reset({ nin: step.nin });
        setStep({ kind: 'nin', nin: step.nin, expired: true });
      }
    },
  });

  const resendWait = useSecondsUntil(step.kind === 'code' ? step.resendAt : 0);
  // The code step's words name the phone and the NIN (as plain values, for the catalogue).
  const maskedPhone = step.kind === 'code' ? step.maskedPhone : '';
  const nin = step.kind === 'code' ? step.nin : '';

  // The page changes in place: focus follows what changed (WCAG 2.4.3): the new step's heading, or the NIN
  // box when the person goes back to it.
  useEffect(() => {
    if (!movedOnce.current) {
      movedOnce.current = true;
      return;
    }
    if (step.kind === 'nin') ninForm.setFocus('nin');
    else stepHeadingRef.current?.focus();
  }, [step.kind, ninForm]);

  const startAgain = (nin = '') => {
    send.reset();
    verify.reset();
    complete.reset();
    ninForm.reset({ nin });
    setStep({ kind: 'nin', nin });
  };

  if (profile?.idNumber && !complete.isPending) return <Navigate to={pathAfterSignIn(profile, '/account-onboard')} replace />;

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>
          <Trans>Verify your identity</Trans>
        </Title>
        <Text size="lg" mt="xs">
          <Trans>
            Before you can apply for a service we check that the National Identification Number (NIN) you give is yours: we send a code by
            text message to the phone number the national identification register holds for it. Your name, date of birth and sex are then
            taken from the register.
          </Trans>
        </Text>
      </div>

      {step.kind === 'nin' && (
        <>
          {step.expired && (
            <Alert color="yellow" title={t`Your check has expired`}>
              <Trans>A checked NIN must be linked within 15 minutes. Send a new code to check it again.</Trans>
            </Alert>
          )}
          <AppForm
            form={ninForm}
            busy={send.isPending}
            serverError={atNinField(send.error instanceof ApiError ? send.error : null)}
            submitLabel={t`Send me a code`}
            onSubmit={(values) => send.mutate(values.nin)}
          >
            <NinField name="nin" label={t`National Identification Number (NIN)`} />
          </AppForm>
        </>
      )}

      {step.kind === 'code' && (
        <Stack gap="lg" component="section" aria-labelledby="code-step">
          <div>
            <Title order={2} size="h3" id="code-step" ref={stepHeadingRef} tabIndex={-1}>
              <Trans>Enter the code we sent</Trans>
            </Title>
            <Text mt="xs">
              <Trans>
                We sent a 6-digit code by text message to <strong>{maskedPhone}</strong>, the phone number the national identification
                register holds for NIN {nin}. It works for 5 minutes.
              </Trans>
            </Text>
          </div>
          <AppForm
            form={codeForm}
            busy={verify.isPending}
            serverError={verify.error instanceof ApiError ? verify.error : null}
            submitLabel={t`Check the code`}
            onSubmit={(values) => verify.mutate({ nin: step.nin, code: values.code })}
            secondary={
              <Button type="button" variant="subtle" onClick={() => startAgain()}>
                <Trans>Use a different NIN</Trans>
              </Button>
            }
          >
            <OneTimeCodeField name="code" />
          </AppForm>
          <ResendCode wait={resendWait} busy={send.isPending} onResend={() => send.mutate(step.nin)}>
            {send.error instanceof ApiError && (
              <Text size="sm" c="red.9" mt={4} role="alert">
                {send.error.message}
              </Text>
            )}
            <Text size="sm" c="gray.8" mt="sm">
              <Trans>
                Not your phone number any more? The register&apos;s phone number is changed at a national identification register office.
                Until then, a registrar at any registry office can check your national ID card and link your NIN.
              </Trans>
            </Text>
          </ResendCode>
        </Stack>
      )}

      {step.kind === 'record' && (
        <Stack gap="lg">
          <Card withBorder padding="lg" component="section" aria-labelledby="register-record">
            <Title order={2} size="h3" id="register-record" mb="sm" ref={stepHeadingRef} tabIndex={-1}>
              <Trans>Your record in the national register</Trans>
            </Title>
            <Table variant="vertical" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={200}>
                    <Trans>NIN</Trans>
                  </Table.Th>
                  <Table.Td>{step.person.nin}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Name</Trans>
                  </Table.Th>
                  <Table.Td>{[step.person.givenName, step.person.otherNames, step.person.surname].filter(Boolean).join(' ')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Date of birth</Trans>
                  </Table.Th>
                  <Table.Td>{formatDisplayDate(step.person.dateOfBirth)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Sex</Trans>
                  </Table.Th>
                  <Table.Td>{i18n._(SEX_LABEL[step.person.sex])}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Nationality</Trans>
                  </Table.Th>
                  <Table.Td>{step.person.nationality}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" mt="sm" c="gray.8">
              <Trans>If any of this is wrong, it must be corrected at the national identification register first.</Trans>
            </Text>
          </Card>

          <AppForm
            form={detailsForm}
            busy={complete.isPending}
            serverError={complete.error instanceof ApiError ? complete.error : null}
            submitLabel={t`Confirm and continue`}
            onSubmit={(values) => complete.mutate({ ...values, nin: step.nin, ninProof: step.ninProof })}
            secondary={
              <Button type="button" variant="subtle" onClick={() => startAgain()}>
                <Trans>This is not me</Trans>
              </Button>
            }
          >
            <SelectField
              name="district"
              label={t`District where you live`}
              placeholder={t`Choose a district`}
              searchable
              data={districts.map((d) => ({ value: d.name, label: d.name }))}
            />
            <TextField
              name="address"
              label={t`Address (optional)`}
              hint={t`Village or street, parish and sub-county`}
              autoComplete="address-line1"
              maxLength={200}
            />
          </AppForm>
        </Stack>
      )}
    </Stack>
  );
}
