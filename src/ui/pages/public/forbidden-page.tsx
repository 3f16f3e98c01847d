/**
 * Shown when a signed-in person opens a page their account may not use (SPEC.md §2 /forbidden-access).
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The forbidden-access page. */
export default function ForbiddenPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>You cannot open this page</Title>
      <Text>Your account does not give you access to this page. If you think it should, contact the registry.</Text>
      <Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Text>
    </Stack>
  );
}
