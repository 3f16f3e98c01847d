/**
 * A service on a services list: title, what it is, its fee from the price list, and the way in. Choosing "Start now"
 * asks at once for the applicant's applications and for the API's today, which the form's start waits for, while the
 * form's code arrives (issue 33 item 4).
 */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { prefetchMyApplications } from '#src/ui/queries/applications';
import { prefetchApiTime } from '#src/ui/queries/time';

/** Props of {@link ServiceCard}. */
export interface ServiceCardProps {
  title: string;
  description: string;
  /** Route of the form. */
  to: string;
  /** The fee text ("UGX 260,000"), when the price list has one. */
  fee?: string;
  /** Called when "Start now" is chosen, as the page changes: e.g. to fetch the form's code at once. */
  onStart?: () => void;
}

/** One service card. */
export function ServiceCard({ title, description, to, fee, onStart }: ServiceCardProps) {
  return (
    <Card withBorder padding="lg" component="article">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <Text>{description}</Text>
        {fee && (
          <Text size="sm" c="gray.8">
            <Trans>Fee: {fee}</Trans>
          </Text>
        )}
        <Text mt="auto">
          {/* The form looks for a draft to resume in the applicant's list, and judges dates by the API's today: both
              asked now, while its code arrives. */}
          <Anchor
            component={Link}
            to={to}
            fw={600}
            onClick={() => {
              prefetchMyApplications();
              prefetchApiTime();
              onStart?.();
            }}
          >
            <Trans>
              Start now<span className="visually-hidden">: {title}</span>
            </Trans>
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
