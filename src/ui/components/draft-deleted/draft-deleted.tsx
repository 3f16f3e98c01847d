/**
 * What the applicant reads on opening the link of a draft the registry deleted because nobody changed it for 90
 * days (issue 31 §5; the API's 410 DRAFT_DELETED): what happened and when, in the API's words, that nothing typed in
 * it was kept, and where to go next. Never a generic error.
 */
import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#src/ui/shared/paths';

/** The page's heading. */
export const DRAFT_DELETED_TITLE = msg`This draft was deleted`;

/**
 * The deleted draft's page.
 * @param props.message - the API's message: the reference, the service, the day and why.
 * @param props.area - the applicant's area.
 * @param props.back - a link back, when the page has one.
 * @param props.newHref - where a new application of the same form starts, when known.
 * @param props.noun - what the form calls its application ("notice of marriage"), with `newHref`.
 */
export function DraftDeleted({
  message,
  area,
  back,
  newHref,
  noun: formNoun,
}: {
  message: string;
  area: 'user' | 'institution';
  back?: ReactNode;
  newHref?: string;
  noun?: string;
}) {
  const { i18n, t } = useLingui();
  const noun = formNoun ?? t`application`;
  const applicationsPath = paths.applications(area);
  return (
    <Stack gap="lg" maw={720}>
      {back}
      <Title order={1}>{i18n._(DRAFT_DELETED_TITLE)}</Title>
      <Text size="lg">{message}</Text>
      <Text>
        <Trans>
          The registry deletes a draft nobody has changed for a long time, after warning you by e-mail and text message. Read what the
          registry keeps, and for how long, on the{' '}
          <Anchor component={Link} to={paths.areaTerms(area)} underline="always">
            terms and privacy page
          </Anchor>
          .
        </Trans>
      </Text>
      <Text>
        {newHref ? (
          <Trans>
            <Anchor component={Link} to={applicationsPath} underline="always">
              Go to your applications
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to={newHref} underline="always">
              start a new {noun}
            </Anchor>
            .
          </Trans>
        ) : (
          <Trans>
            <Anchor component={Link} to={applicationsPath} underline="always">
              Go to your applications
            </Anchor>
            .
          </Trans>
        )}
      </Text>
    </Stack>
  );
}
