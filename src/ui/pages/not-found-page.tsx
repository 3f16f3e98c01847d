/**
 * The page for an address that matches no route.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Page not found. */
export default function NotFoundPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Page not found</Title>
      <Text>If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</Text>
      <Text>
        <Anchor component={Link} to="/">
          Go to the Marriage Registry home page
        </Anchor>
      </Text>
    </Stack>
  );
}
