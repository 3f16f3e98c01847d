/**
 * What a page shows when what it reads from the API could not be loaded: a red alert with a title, the
 * error's message (ApiError.message: the server's words, or 'Network Connection Error') and a
 * "Try again" button that reloads only that data.
 */
import type { Ref } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded, e.g. "The price list could not be loaded". */
  title: string;
  /** The failure's message. */
  message: string;
  /** Reload the data (e.g. a query's `refetch`). */
  onRetry: () => void;
  /** Receives the alert, which can then take focus (it is focusable when a ref is given), e.g. when it replaces what was focused. */
  ref?: Ref<HTMLDivElement>;
}

/** The load-error alert. */
export function LoadError({ title, message, onRetry, ref }: LoadErrorProps) {
  return (
    <Alert ref={ref} tabIndex={ref ? -1 : undefined} color="red" variant="light" title={title} role="alert">
      <Text mb="sm">{message}</Text>
      {/* Default (dark text on white): the outline button's blue text on the alert's light red is 4.4:1,
          under WCAG's 4.5:1 (Lighthouse found it on the pages whose API call failed). */}
      <Button variant="default" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
