/**
 * The landing page (SPEC.md §2 "/"): what the portal is for, how to start, and tracking by reference.
 */
import { lazy, Suspense } from 'react';
import { Anchor, Button, Card, Group, List, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#src/ui/shared/paths';

// The tracking form (and the form library behind it) loads after the page is shown, so the landing
// page's first paint needs no form code (scripts/bench/size.mjs).
const TrackForm = lazy(async () => ({ default: (await import('./track-form')).TrackForm }));

const AUDIENCES = [
  {
    title: msg`Couples`,
    items: [
      msg`Give notice of a civil marriage`,
      msg`Apply for a special licence`,
      msg`Register a customary marriage`,
      msg`Get a marital status letter`,
    ],
  },
  {
    title: msg`Places of worship`,
    items: [msg`Apply for a public place licence`, msg`File church marriage returns`, msg`Register as a church agent`],
  },
  {
    title: msg`District kadhis and Hindu temples`,
    items: [msg`File Islamic marriage and divorce returns`, msg`Register a Hindu temple`, msg`Register Hindu marriages`],
  },
];

/** The landing page. */
export default function LandingPage() {
  const { i18n } = useLingui();
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={760}>
        <Title order={1}>
          <Trans>Marriage Registry</Trans>
        </Title>
        <Text size="lg">
          <Trans>
            Give notice of marriage, file marriage returns, apply for licences and letters, pay the fees and follow your application online.
          </Trans>
        </Text>
        <Group gap="md" mt="sm">
          <Button component={Link} to={paths.signUp()} size="md">
            <Trans>Create an account</Trans>
          </Button>
          <Button component={Link} to={paths.signIn()} size="md" variant="outline">
            <Trans>Sign in</Trans>
          </Button>
        </Group>
      </Stack>

      <section aria-labelledby="what-you-can-do">
        <Title order={2} id="what-you-can-do" mb="md">
          <Trans>What you can do here</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {AUDIENCES.map((a) => (
            <Card key={a.title.id} withBorder padding="lg">
              <Title order={3} size="h4" mb="xs">
                {i18n._(a.title)}
              </Title>
              <List spacing={4}>
                {a.items.map((item) => (
                  <List.Item key={item.id}>{i18n._(item)}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="md">
          <Anchor component={Link} to={paths.servicesPrices()}>
            <Trans>See every service and its fee</Trans>
          </Anchor>
        </Text>
      </section>

      <section aria-labelledby="before-you-start">
        <Title order={2} id="before-you-start" mb="xs">
          <Trans>Before you start</Trans>
        </Title>
        <Text mb="xs">
          <Trans>You will need:</Trans>
        </Text>
        <List spacing={4}>
          <List.Item>
            <Trans>your National Identification Number (NIN)</Trans>
          </List.Item>
          <List.Item>
            <Trans>an email address and a mobile phone that can receive text messages</Trans>
          </List.Item>
          <List.Item>
            <Trans>scans or photos of your documents (PDF, JPEG or PNG, up to 5 MB each)</Trans>
          </List.Item>
        </List>
      </section>

      <section aria-labelledby="track">
        <Title order={2} id="track" mb="xs">
          <Trans>Track an application</Trans>
        </Title>
        <Text mb="sm">
          <Trans>Anyone with the application reference can see where it is. No personal details are shown.</Trans>
        </Text>
        <Suspense fallback={<Skeleton height={120} maw={480} aria-hidden="true" />}>
          <TrackForm />
        </Suspense>
      </section>

      <section aria-labelledby="notices">
        <Title order={2} id="notices" mb="xs">
          <Trans>Notices of marriage</Trans>
        </Title>
        <Text mb="sm">
          <Trans>
            Every civil marriage is announced in a public notice for at least 21 days. Anyone who knows a lawful reason why a marriage
            should not take place may lodge a caveat (an objection).
          </Trans>
        </Text>
        <Anchor component={Link} to={paths.notices()}>
          <Trans>Read the notices of marriage</Trans>
        </Anchor>
      </section>
    </Stack>
  );
}
