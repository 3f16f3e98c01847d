import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CONTROL_WORDS } from '#src/ui/shared/theme';

/** Dialog widths (SPEC.md §2: "sizes from extra small to 90 percent width"): Mantine's xs 320 px … xl 780 px, or 90% of the viewport. */
export type AppModalSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '90%';

/** Every {@link AppModalSize}, smallest first. */
export const APP_MODAL_SIZES: readonly AppModalSize[] = ['xs', 'sm', 'md', 'lg', 'xl', '90%'];

/** Props of {@link AppModal}. */
export interface AppModalProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Called when the person closes it (close icon, Escape, click outside) — only when `dismissible`. */
  onClose: () => void;
  /** Title: the dialog's accessible name, rendered as an h2. */
  title: ReactNode;
  /** Width. Default "md". */
  size?: AppModalSize;
  /** Content. */
  children: ReactNode;
  /** Accessible name of the close icon. Default "Close dialog". */
  closeLabel?: string;
  /**
   * When false the dialog has no close icon and ignores Escape and outside clicks: the content must
   * offer the way out (e.g. re-sign-in's Cancel). Default true.
   */
  dismissible?: boolean;
}

/**
 * The generic modal dialog (SPEC.md §2): a title, a close icon and sizes from xs to 90%.
 * Mantine Modal: role="dialog", aria-modal, named by its title, focus trapped inside and returned to
 * where it was on close, Escape closes (when dismissible), page scroll locked.
 */
export function AppModal({ opened, onClose, title, size = 'md', children, closeLabel, dismissible = true }: AppModalProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      withCloseButton={dismissible}
      closeOnEscape={dismissible}
      closeOnClickOutside={dismissible}
      closeButtonProps={{ 'aria-label': closeLabel ?? i18n._(CONTROL_WORDS.dialog) }}
      trapFocus
      returnFocus
      data-size={size}
      centered
    >
      {children}
    </Modal>
  );
}
