import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { Anchor, List, Paper, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { englishOf } from '#src/domain/offline-message';

/** One entry of the error summary. */
export interface ErrorSummaryItem {
  /** The `id` of the field the link moves to (a form field's name with dots as hyphens). */
  fieldId: string;
  /** The same message shown at the field. */
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The errors, in the order of the fields on the page. Nothing renders when empty. */
  errors: readonly ErrorSummaryItem[];
  /** Heading text. Default "There is a problem" (GOV.UK error summary). */
  title?: string;
  /** Optional text under the heading, e.g. the server's message. */
  description?: string;
  /**
   * Any value that changes when the summary should take focus again although its errors are the
   * same, e.g. the form's submit count.
   */
  focusKey?: unknown;
}

/** Default heading of the summary (GOV.UK Design System), in the catalogue. */
export const ERROR_SUMMARY_WORDS = msg`There is a problem`;

/** The default heading in English, the source (what tests read). Draw {@link ERROR_SUMMARY_WORDS} to show it. */
export const ERROR_SUMMARY_TITLE = englishOf(ERROR_SUMMARY_WORDS);

/**
 * Focus the field with this id and bring its label into view (GOV.UK error summary behaviour).
 * @returns true when a field was found and focused.
 */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const legendOrLabel = field.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  field.focus({ preventScroll: true });
  (legendOrLabel ?? field).scrollIntoView?.({ block: 'start' });
  return document.activeElement === field;
}

/**
 * GOV.UK error summary: a "There is a problem" heading and one link per error (`href="#<fieldId>"`)
 * that moves focus to the field. It is an alert, and takes focus (tabIndex -1) when it appears and
 * whenever its errors (or `focusKey`) change, so keyboard and screen-reader users land on it after a
 * failed submit (WCAG 3.3.1, 2.4.3).
 */
export function ErrorSummary({ errors, title, description, focusKey }: ErrorSummaryProps) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const signature = errors.map((e) => `${e.fieldId}\u0000${e.message}`).join('\u0001');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature, focusKey]);

  if (errors.length === 0) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <Paper
      ref={ref}
      className="error-summary"
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      withBorder
      p="md"
      mb="lg"
      style={{ borderWidth: 4, borderColor: 'var(--mantine-color-red-9)' }}
    >
      <Title order={2} size="h3" id={headingId} mb="sm">
        {title ?? i18n._(ERROR_SUMMARY_WORDS)}
      </Title>
      {description ? <p style={{ marginTop: 0 }}>{description}</p> : null}
      <List listStyleType="none" spacing={4}>
        {errors.map((error) => (
          <List.Item key={`${error.fieldId}:${error.message}`}>
            <Anchor
              href={`#${error.fieldId}`}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => onLinkClick(event, error.fieldId)}
              c="red.9"
              fw={700}
              underline="always"
            >
              {error.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
