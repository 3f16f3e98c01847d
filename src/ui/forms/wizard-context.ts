/**
 * What the wizard's pages share: the definition, the running wizard machine and the page settings.
 */
import { createContext, type MouseEvent, useContext } from 'react';
import type { NiraPerson } from '#src/domain/schemas/identity';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import type { WizardActorRef } from '#src/machines/wizard/wizard.machine';
import type { FormDefinition } from './form-definition';

/** The registrar's request for corrections (Corrections_Requested). */
export interface Corrections {
  /** The registrar's reason, shown to the person. */
  reason: string | null;
  /** Dotted field names (or step prefixes) to correct. */
  fields: readonly string[];
}

/** The wizard's shared state. */
export interface WizardShared {
  definition: FormDefinition;
  actor: WizardActorRef;
  /** The notice day, yyyy-mm-dd. */
  today: string;
  /** District names for district fields. */
  districts: readonly string[];
  corrections: Corrections | null;
  /** "Save and come back later": save now, then leave. */
  saveAndExit: () => void;
  /** True while "Save and come back later" waits for the save. */
  exiting: boolean;
  /** Id of a field to focus when the next step page opens (a Change link), or null. */
  focusTarget: string | null;
  setFocusTarget: (id: string | null) => void;
  /** True once the person has moved between pages (pages then move focus to their h1). */
  navigatedRef: { current: boolean };
  /** Replaces POST /nira/verify (tests). */
  verifyNin?: (nin: string) => Promise<NiraPerson>;
  /** Replaces POST /uploads (tests). */
  upload?: (file: File) => Promise<DocumentRef>;
}

/** The context; provided by `Wizard`. */
export const WizardContext = createContext<WizardShared | null>(null);

/**
 * The wizard's shared state.
 * @throws Error outside `Wizard`.
 */
export function useWizard(): WizardShared {
  const shared = useContext(WizardContext);
  if (!shared) throw new Error('useWizard must be used inside Wizard');
  return shared;
}

/**
 * The address of a step of the form: the current URL with `step=<id>` (a real link: it opens the step
 * in a new tab too; a plain click is handled in the page).
 * @param stepId - the step.
 */
export function stepHref(stepId: string): string {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  params.set('step', stepId);
  return `?${params.toString()}`;
}

/**
 * Handle a plain click on an in-form link in the page (modified clicks open a new tab as usual).
 * @param event - the click.
 * @param go - what to do instead of following the link.
 */
export function onInPageLink(event: MouseEvent<HTMLAnchorElement>, go: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/**
 * Whether the registrar asked to correct a field: its name, or a prefix of it, is in the list.
 * @param corrections - the request, or null.
 * @param name - a dotted field name.
 */
export function needsCorrection(corrections: Corrections | null, name: string): boolean {
  if (!corrections) return false;
  return corrections.fields.some((f) => f === name || name.startsWith(`${f}.`));
}
