/**
 * Announces the connection coming back: the back-online flag of SPEC.md §4 lasts 1 s; the message
 * stays in a polite live region so screen readers hear it, and shows briefly on screen.
 */
import { Affix, Paper, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBackOnline } from '../shared/session-context';

/** The back-online indicator. */
export function ConnectivityStatus() {
  const backOnline = useBackOnline();
  const { t } = useLingui();
  return (
    <>
      <div role="status" aria-live="polite" className="visually-hidden">
        {backOnline ? t`You are back online` : ''}
      </div>
      {backOnline && (
        <Affix position={{ top: 80, right: 20 }}>
          <Paper shadow="md" px="md" py="xs" bg="green.9" aria-hidden="true">
            <Text c="white" fw={600}>
              <Trans>Back online</Trans>
            </Text>
          </Paper>
        </Affix>
      )}
    </>
  );
}
