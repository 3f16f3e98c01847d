/**
 * The landing page (SPEC.md §2 "/"): what the portal is for, how to start, and tracking by reference.
 */
import { lazy, Suspense } from 'react';
import { Anchor, Button, Card, Group, List, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#src/ui/shared/paths';

// The tracking form (and the form library behind it) loads after the page is shown, so the landing
// page's first paint needs no form code (scripts/bench/size.mjs).
const TrackForm = lazy(async () => ({ default: (await import('./track-form')).TrackForm }));

const AUDIENCES = [
  {
    title: 'Couples',
    items: [
      'Give notice of a civil marriage',
      'Apply for a special licence',
      'Register a customary marriage',
      'Get a marital status letter',
    ],
  },
  {
    title: 'Places of worship',
    items: ['Apply for a public place licence', 'File church marriage returns', 'Register as a church agent'],
  },
  {
    title: 'District kadhis and Hindu temples',
    items: ['File Islamic marriage and divorce returns', 'Register a Hindu temple', 'Register Hindu marriages'],
  },
];

/** The landing page. */
export default function LandingPage() {
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={760}>
        <Title order={1}>Marriage Registry</Title>
        <Text size="lg">
          Give notice of marriage, file marriage returns, apply for licences and letters, pay the fees and follow your application online.
        </Text>
        <Group gap="md" mt="sm">
          <Button component={Link} to={paths.signUp()} size="md">
            Create an account
          </Button>
          <Button component={Link} to={paths.signIn()} size="md" variant="outline">
            Sign in
          </Button>
        </Group>
      </Stack>

      <section aria-labelledby="what-you-can-do">
        <Title order={2} id="what-you-can-do" mb="md">
          What you can do here
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {AUDIENCES.map((a) => (
            <Card key={a.title} withBorder padding="lg">
              <Title order={3} size="h4" mb="xs">
                {a.title}
              </Title>
              <List spacing={4}>
                {a.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="md">
          <Anchor component={Link} to={paths.servicesPrices()}>
            See every service and its fee
          </Anchor>
        </Text>
      </section>

      <section aria-labelledby="before-you-start">
        <Title order={2} id="before-you-start" mb="xs">
          Before you start
        </Title>
        <Text mb="xs">You will need:</Text>
        <List spacing={4}>
          <List.Item>your National Identification Number (NIN)</List.Item>
          <List.Item>an email address and a mobile phone that can receive text messages</List.Item>
          <List.Item>scans or photos of your documents (PDF, JPEG or PNG, up to 5 MB each)</List.Item>
        </List>
      </section>

      <section aria-labelledby="track">
        <Title order={2} id="track" mb="xs">
          Track an application
        </Title>
        <Text mb="sm">Anyone with the application reference can see where it is. No personal details are shown.</Text>
        <Suspense fallback={<Skeleton height={120} maw={480} aria-hidden="true" />}>
          <TrackForm />
        </Suspense>
      </section>

      <section aria-labelledby="notices">
        <Title order={2} id="notices" mb="xs">
          Notices of marriage
        </Title>
        <Text mb="sm">
          Every civil marriage is announced in a public notice for at least 21 days. Anyone who knows a lawful reason why a marriage should
          not take place may lodge a caveat (an objection).
        </Text>
        <Anchor component={Link} to={paths.notices()}>
          Read the notices of marriage
        </Anchor>
      </section>
    </Stack>
  );
}
