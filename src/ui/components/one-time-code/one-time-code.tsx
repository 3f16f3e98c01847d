/**
 * The parts of a page that asks for a one-time code sent by SMS: the code field and the "Not received it?" block
 * with its resend button and wait. Registration step 4 (/auth/verify-otp) and onboarding's proof of holding a NIN
 * (/account-onboard; docs/decisions/037) use them, so both say and behave the same (GOV.UK "Confirm a phone number").
 */
import type { ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../form/text-field';

/** Props of {@link OneTimeCodeField}. */
export interface OneTimeCodeFieldProps {
  /** The form field's name (`otp`, `code`). */
  name: string;
}

/**
 * The 6-digit code field: labelled "Code", numeric keyboard, filled by the phone's one-time-code suggestion.
 * The form's schema (`otpField`) decides validity.
 */
export function OneTimeCodeField({ name }: OneTimeCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      name={name}
      label={t`Code`}
      hint={t`6 digits, for example 123456`}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      w={180}
    />
  );
}

/** Props of {@link ResendCode}. */
export interface ResendCodeProps {
  /** Whole seconds before another code may be asked for; 0 when it may be now. */
  wait: number;
  /** True while a call is in flight: the button cannot be pressed. */
  busy: boolean;
  /** Ask for a new code. */
  onResend: () => void;
  /** Said under the wait, e.g. the last resend's refusal, or what to do when the phone is not the person's. */
  children?: ReactNode;
}

/** "Not received it?": the resend button, disabled during the wait, and the wait said politely to screen readers. */
export function ResendCode({ wait, busy, onResend, children }: ResendCodeProps) {
  const { t } = useLingui();
  return (
    <div>
      <Text fw={600} mb={4}>
        <Trans>Not received it?</Trans>
      </Text>
      <Button variant="outline" disabled={wait > 0 || busy} onClick={onResend}>
        <Trans>Send a new code</Trans>
      </Button>
      <Text size="sm" c="gray.8" mt={4} aria-live="polite">
        {wait > 0 ? t`You can ask for a new code in ${wait} seconds.` : t`You can ask for a new code now.`}
      </Text>
      {children}
    </div>
  );
}
