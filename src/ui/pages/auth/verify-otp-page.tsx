/**
 * Registration step 4 (SPEC.md §2 /auth/verify-otp, §4: verify OTP): the 6-digit code sent by SMS,
 * with a resend once the wait the server asked for has passed.
 */
import { useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { otpField } from '#src/domain/schemas/fields';
import { secondsUntilResend, selectRegistrationContacts } from '#src/machines/registration/registration.selectors';
import { AppForm } from '#src/ui/components/form/app-form';
import { OneTimeCodeField, ResendCode } from '#src/ui/components/one-time-code/one-time-code';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import {
  AtStep,
  useRegistration,
  useRegistrationActor,
  useRegistrationBusy,
  useRegistrationServerError,
} from '#src/ui/layouts/registration-context';

const codeSchema = z.object({ otp: otpField });

function useSecondsUntilResend(): number {
  const actor = useRegistrationActor();
  const [now, setNow] = useState(() => Date.now());
  const remaining = useRegistration((s) => secondsUntilResend(s, now));
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining, actor]);
  return remaining;
}

function EnterCode() {
  const { t } = useLingui();
  const registration = useRegistrationActor();
  const busy = useRegistrationBusy();
  const serverError = useRegistrationServerError();
  const contacts = useRegistration(selectRegistrationContacts);
  const wait = useSecondsUntilResend();
  const form = useZodForm(codeSchema, { defaultValues: { otp: '' } });
  const phone = contacts.maskedPhone ?? t`your phone`;
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Enter the code we sent to your phone</Trans>
      </Title>
      <Text>
        <Trans>
          We sent a 6-digit code by text message to <strong>{phone}</strong>. It works for 5 minutes.
        </Trans>
      </Text>
      <AppForm
        form={form}
        busy={busy}
        serverError={serverError}
        submitLabel={t`Verify`}
        onSubmit={(values) => registration.send({ type: 'registration.submitCode', otp: values.otp })}
      >
        <OneTimeCodeField name="otp" />
      </AppForm>
      <ResendCode wait={wait} busy={busy} onResend={() => registration.send({ type: 'registration.resendCode' })} />
    </Stack>
  );
}

/** The verify-OTP page. */
export default function VerifyOtpPage() {
  return (
    <AtStep steps={['enterCode']}>
      <EnterCode />
    </AtStep>
  );
}
