/**
 * What a page shows while what it reads from the API is on its way, or when it could not be loaded: a spoken
 * loading line ("Gathering your data…"), or the {@link LoadError} alert with the error's message and "Try again".
 */
import { Group, Loader, Text } from '@mantine/core';
import { toApiError } from '#src/ui/shared/api-error';
import { LoadError } from './load-error';

/** Props of {@link QueryStatus}. */
export interface QueryStatusProps {
  /** The query's state (TanStack Query's result): pending, failed (with its error), and how to load it again. */
  result: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The loading line, e.g. "Looking for requests…". */
  loading: string;
  /** What could not be loaded, e.g. "Your requests could not be loaded". */
  errorTitle: string;
}

/**
 * The loading line while the query is pending, the load-error alert when it failed, nothing once the data is there.
 * @returns the element, or null when the page can show its data.
 */
export function QueryStatus({ result, loading, errorTitle }: QueryStatusProps) {
  if (result.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{loading}</Text>
      </Group>
    );
  }
  if (result.isError) {
    return <LoadError title={errorTitle} message={toApiError(result.error).message} onRetry={() => void result.refetch()} />;
  }
  return null;
}
