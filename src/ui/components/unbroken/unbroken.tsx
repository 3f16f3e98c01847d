import type { ReactNode } from 'react';

/**
 * Text kept on one line: a reference (MR-2026-7KQ4-9XH3), a NIN, a PRN, a phone number or a date (27-11-2026),
 * which a browser would otherwise break at a hyphen or a space ("RS-" at the end of one line, "2026-1490-QT0W"
 * on the next; issue 30). Use it for the value only, not for the words around it, which still wrap.
 */
export function Unbroken({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
