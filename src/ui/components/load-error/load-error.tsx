/**
 * What a page shows when what it reads from the API could not be loaded: a red alert with a title, the
 * error's message (ApiError.message: the server's words, or 'Network Connection Error') and a
 * "Try again" button that reloads only that data.
 */
import { Alert, Button, Text } from '@mantine/core';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded, e.g. "The price list could not be loaded". */
  title: string;
  /** The failure's message. */
  message: string;
  /** Reload the data (e.g. a query's `refetch`). */
  onRetry: () => void;
}

/** The load-error alert. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text mb="sm">{message}</Text>
      {/* Default (dark text on white): the outline button's blue text on the alert's light red is 4.4:1,
          under WCAG's 4.5:1 (Lighthouse found it on the pages whose API call failed). */}
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
