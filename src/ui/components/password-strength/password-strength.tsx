import { useEffect, useMemo, useState } from 'react';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FieldError, get, useFormState, useWatch } from 'react-hook-form';
import { loadCommonPasswordsOrNull } from '#src/domain/common-passwords';
import type { PasswordContext } from '#src/domain/password-rule';
import type { estimateStrength } from './strength-estimator';
import {
  describeStrength,
  STRENGTH_SEGMENTS,
  STRENGTH_WORDS,
  strengthAnnouncement,
  userInputsOf,
  type StrengthView,
} from './strength-words';

/** Props of {@link PasswordStrength}. */
export interface PasswordStrengthProps {
  /** The name of the password field it follows, in the surrounding form. */
  name: string;
  /** What the page knows of the account (its words make a password weaker), if anything. */
  context?: PasswordContext | null;
  /**
   * How long typing must pause before a screen reader is told the new strength, in ms. Default 1000:
   * one polite announcement per pause, not one per keystroke.
   */
  announceDelayMs?: number;
}

/**
 * Colour of the filled segments by how many are filled: red, orange, green, green (Mantine shade 9:
 * 5.5, 4.3 and 4.4 to 1 on white; empty segments are outlined in gray.6, 3.3:1; WCAG 1.4.11). The
 * word beside the bar carries the meaning; colour and the number of segments only repeat it.
 */
const SEGMENT_COLOURS = [
  '',
  'var(--mantine-color-red-9)',
  'var(--mantine-color-orange-9)',
  'var(--mantine-color-green-9)',
  'var(--mantine-color-green-9)',
];

function Bar({ view }: { view: StrengthView }) {
  return (
    <Group gap={4} wrap="nowrap" aria-hidden="true" data-testid="password-strength-bar" data-filled={view.filled}>
      {Array.from({ length: STRENGTH_SEGMENTS }, (_, i) => (
        <Box
          key={i}
          h={8}
          style={{
            flex: 1,
            borderRadius: 2,
            border: '1px solid var(--mantine-color-gray-6)',
            background: i < view.filled ? SEGMENT_COLOURS[view.filled] : 'var(--mantine-color-white)',
          }}
        />
      ))}
    </Group>
  );
}

type Estimate = typeof estimateStrength;

/** What the meter shows for a password the API refused (its message is beside the field). */
const REFUSED_BY_API: StrengthView = { filled: 1, label: 'Very weak', advice: null };

/**
 * A password strength meter for the field `name` (docs/decisions/012-password-policy.md): a bar of
 * four segments, the word ("Too short", "Very weak", "Weak", "Fair", "Good", "Strong") and one piece
 * of advice, updated as the person types. It guides; the rule (src/domain/password-rule.ts, checked
 * on submit and by the API) decides, and a password the rule refuses never shows better than "Very weak"
 * (nor one the API has just refused, until it is changed).
 *
 * zxcvbn and its dictionaries load with a dynamic import when the meter mounts, so they never weigh on
 * other pages. Screen readers hear the strength in a polite live region once typing pauses
 * (`announceDelayMs`), not at each keystroke; the visible text is not itself live.
 */
export function PasswordStrength({ name, context = null, announceDelayMs = 1000 }: PasswordStrengthProps) {
  const { i18n } = useLingui();
  const value = useWatch({ name }) as unknown;
  const password = typeof value === 'string' ? value : '';
  // The API refused this very password (it knows details this page may not, e.g. the names): until it
  // is changed, the meter agrees with the message beside the field.
  const { errors } = useFormState({ name });
  const refusedByApi = (get(errors, name) as FieldError | undefined)?.type === 'server';
  const [estimate, setEstimate] = useState<{ run: Estimate } | null>(null);
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    let live = true;
    import('./strength-estimator')
      .then((module) => {
        if (live) setEstimate({ run: module.estimateStrength });
      })
      .catch(() => undefined); // Offline: the meter shows only what the rule says; the form still validates.
    void loadCommonPasswordsOrNull().then((list) => {
      if (live) setCommonPasswords(list);
    });
    return () => {
      live = false;
    };
  }, []);

  const userInputs = useMemo(() => userInputsOf(context), [context]);
  const view = useMemo(
    () =>
      refusedByApi
        ? REFUSED_BY_API
        : describeStrength(
            password,
            {
              estimate: estimate ? (typed: string) => estimate.run(typed, userInputs, i18n) : null,
              commonPasswords,
              context,
            },
            i18n,
          ),
    [refusedByApi, password, estimate, userInputs, commonPasswords, context, i18n],
  );
  const [announcement] = useDebouncedValue(strengthAnnouncement(view, i18n), announceDelayMs);
  const strength = view ? i18n._(STRENGTH_WORDS[view.label]) : '';

  return (
    <div data-testid="password-strength">
      {view ? (
        <Stack gap={4}>
          <Bar view={view} />
          <Text size="sm">
            <Trans>
              Password strength: <strong>{strength}</strong>
            </Trans>
          </Text>
          {view.advice ? <Text size="sm">{view.advice}</Text> : null}
        </Stack>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
