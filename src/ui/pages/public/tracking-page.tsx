/**
 * Public tracking of an application (SPEC.md §2 /tracking/{id}). The lookup of an application's
 * status arrives with the application lifecycle; until then the page says so plainly.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { TrackForm } from './track-form';

/** The tracking page. */
export default function TrackingPage() {
  const { id } = useParams();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Track an application</Title>
      {id && (
        <Alert color="blue" variant="light" title={`Reference ${id}`}>
          <Text>
            Tracking results are not available yet: the portal cannot look up applications until online applications
            open. Contact the registry office that received your application for its status.
          </Text>
        </Alert>
      )}
      <TrackForm initial={id ?? ''} />
    </Stack>
  );
}
