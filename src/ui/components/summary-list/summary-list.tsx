/**
 * GOV.UK summary list: a `<dl>` of key and value rows, wrapping on narrow screens.
 */
import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/** Props of {@link SummaryList}. */
export interface SummaryListProps {
  /** Key and value of each row; keys are unique. */
  rows: ReadonlyArray<readonly [string, ReactNode]>;
}

/** The summary list. */
export function SummaryList({ rows }: SummaryListProps) {
  return (
    <Box component="dl" m={0}>
      {rows.map(([key, value]) => (
        <Box
          key={key}
          py="xs"
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Box component="dt" fw={700} style={{ flex: '0 0 13rem', maxWidth: '100%' }}>
            {key}
          </Box>
          {/* Broken only when one word is wider than the whole line (an e-mail address, a NIN, a reference stay whole). */}
          <Box component="dd" m={0} style={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'break-word' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
