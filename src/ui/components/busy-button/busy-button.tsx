/**
 * A button that stays focusable while its action runs (WCAG 2.4.3, 4.1.2): busy is `aria-disabled`,
 * never the native `disabled`, which would drop keyboard focus to the page body mid-action.
 */
import type { MouseEvent } from 'react';
import { Button, type ButtonProps, Loader } from '@mantine/core';
import classes from './busy-button.module.css';

/** Props of {@link BusyButton}: Mantine's Button props (without `loading`) plus `busy`. */
export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  /** True while the action runs: a spinner shows, clicks do nothing, focus stays on the button. */
  busy?: boolean;
  /** Native button type. Default "button". */
  type?: 'button' | 'submit' | 'reset';
  /** Called on click when not busy. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * Mantine's Button, with a busy state that keeps focus: `aria-disabled="true"` and a spinner beside
 * the label while busy; a click (or Enter on a submit button) while busy is cancelled, so nothing is
 * sent twice. Use it for every button whose action takes time.
 */
export function BusyButton({ busy = false, type = 'button', onClick, leftSection, className, children, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      type={type}
      className={[classes.root, className].filter(Boolean).join(' ')}
      aria-disabled={busy || undefined}
      mod={{ busy }}
      leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden="true" /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </Button>
  );
}
