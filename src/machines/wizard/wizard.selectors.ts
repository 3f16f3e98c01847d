/**
 * Pure selectors over the wizard snapshot (STYLE.md: views subscribe with narrow selectors).
 */
import type { Application } from '#src/domain/schemas/applications';
import { type FieldConflict, type FieldErrors, type WizardData, stepOfField, type WizardSnapshot } from './wizard.machine';

/** The page the wizard shows. */
export type WizardView = 'loading' | 'taskList' | 'step' | 'checkAnswers' | 'submitting' | 'submitted';

/** The page shown now (from the state tags). */
export function selectView(snapshot: WizardSnapshot): WizardView {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('submitted')) return 'submitted';
  if (snapshot.hasTag('submitting')) return 'submitting';
  if (snapshot.hasTag('checkAnswers')) return 'checkAnswers';
  if (snapshot.hasTag('step')) return 'step';
  return 'taskList';
}

/** The step shown (when the view is 'step'), else null. */
export function selectCurrentStep(snapshot: WizardSnapshot): string | null {
  return snapshot.hasTag('step') ? snapshot.context.currentStep : null;
}

/** The answers held now. */
export function selectData(snapshot: WizardSnapshot): WizardData {
  return snapshot.context.data;
}

/** A step's status on the task list (GOV.UK task list): Not started, In progress, Completed. */
export type StepStatus = 'notStarted' | 'inProgress' | 'completed';

/** The words of each {@link StepStatus}. */
export const STEP_STATUS_TEXT: Readonly<Record<StepStatus, string>> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  completed: 'Completed',
};

/**
 * A step's status: Completed when its checks passed and nothing wrong is known about it; In progress
 * when opened (or holding field errors) but not completed; else Not started.
 * @param snapshot - the wizard.
 * @param stepId - the step.
 */
export function selectStepStatus(snapshot: WizardSnapshot, stepId: string): StepStatus {
  const { completed, visited, fieldErrors, steps } = snapshot.context;
  const hasErrors = Object.keys(fieldErrors).some((path) => stepOfField(steps, path) === stepId);
  if (completed.includes(stepId) && !hasErrors) return 'completed';
  if (visited.includes(stepId) || hasErrors) return 'inProgress';
  return 'notStarted';
}

/** How many steps are completed. */
export function selectCompletedCount(snapshot: WizardSnapshot): number {
  return snapshot.context.steps.filter((s) => selectStepStatus(snapshot, s.id) === 'completed').length;
}

/** True when every step is completed (check answers may open). */
export function selectAllCompleted(snapshot: WizardSnapshot): boolean {
  return snapshot.context.steps.every((s) => snapshot.context.completed.includes(s.id));
}

/** The field errors (whole-form check or the API's 400), by dotted path. */
export function selectFieldErrors(snapshot: WizardSnapshot): FieldErrors {
  return snapshot.context.fieldErrors;
}

/**
 * The field errors that belong to one step.
 * @param snapshot - the wizard.
 * @param stepId - the step.
 */
export function selectStepFieldErrors(snapshot: WizardSnapshot, stepId: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(snapshot.context.fieldErrors)) {
    if (stepOfField(snapshot.context.steps, path) === stepId) out[path] = message;
  }
  return out;
}

/** Why the last submit failed (not a field error), or null. */
export function selectSubmitError(snapshot: WizardSnapshot): string | null {
  return snapshot.context.submitError;
}

/** Whether the last submit was refused on the registers (issue 30), not failed: nothing to correct. */
export function selectSubmitRefused(snapshot: WizardSnapshot): boolean {
  return snapshot.context.submitRefused;
}

/** The application as the API answered the submit, or null. */
export function selectSubmittedApplication(snapshot: WizardSnapshot): Application | null {
  return snapshot.hasTag('submitted') ? snapshot.context.application : null;
}

/** What the save status line says. */
export type SaveStatusKind = 'idle' | 'saving' | 'saved' | 'retrying' | 'conflict' | 'refused' | 'resolving';

/** The save status: its kind, the words shown (role=status), and a second line, or null. */
export interface SaveStatus {
  kind: SaveStatusKind;
  message: string;
  detail: string | null;
}

/** Words of the save status line. */
export const SAVE_STATUS_TEXT = {
  saving: 'Saving…',
  saved: 'All changes saved',
  retrying: "Not saved yet — we'll keep trying",
  keptOnDevice: 'Your answers are kept on this device.',
  conflict: 'Not saved: this application can no longer be changed.',
  resolving: 'Not saved yet: some answers were also changed in another tab or on another device. Choose which to keep.',
  refused: 'Not saved yet',
} as const;

/**
 * The save status for the status line. After a failure it keeps saying "Not saved yet — we'll keep
 * trying" (calmly, not an alert) until a save succeeds; answers are on the device meanwhile.
 */
export function selectSaveStatus(snapshot: WizardSnapshot): SaveStatus {
  const { failures, lastSaveError, revision, savedRevision, created } = snapshot.context;
  if (snapshot.hasTag('resolving')) {
    return { kind: 'resolving', message: SAVE_STATUS_TEXT.resolving, detail: SAVE_STATUS_TEXT.keptOnDevice };
  }
  if (snapshot.matches({ Active: { persistence: 'Conflict' } })) {
    return { kind: 'conflict', message: SAVE_STATUS_TEXT.conflict, detail: SAVE_STATUS_TEXT.keptOnDevice };
  }
  if (snapshot.matches({ Active: { persistence: 'Halted' } })) {
    const status = lastSaveError?.status ?? 0;
    const detail =
      status === 401 || status === 403
        ? SAVE_STATUS_TEXT.keptOnDevice
        : `${lastSaveError?.message ?? ''} ${SAVE_STATUS_TEXT.keptOnDevice}`.trim();
    return { kind: 'refused', message: SAVE_STATUS_TEXT.refused, detail };
  }
  if (failures > 0) return { kind: 'retrying', message: SAVE_STATUS_TEXT.retrying, detail: SAVE_STATUS_TEXT.keptOnDevice };
  if (revision > savedRevision || snapshot.hasTag('saving')) return { kind: 'saving', message: SAVE_STATUS_TEXT.saving, detail: null };
  if (created && revision > 0) return { kind: 'saved', message: SAVE_STATUS_TEXT.saved, detail: null };
  return { kind: 'idle', message: '', detail: null };
}

/**
 * The registry's words when it deleted this draft because nobody changed it for 90 days (410 DRAFT_DELETED;
 * issue 31 §5), or null: the page then says so instead of the form.
 */
export function selectDeletedMessage(snapshot: WizardSnapshot): string | null {
  return snapshot.hasTag('deleted') ? snapshot.context.deletedMessage : null;
}

/** True while a save is in flight or waiting (debounce, retry, a conflict to settle): something is not on the API yet. */
export function selectHasUnsent(snapshot: WizardSnapshot): boolean {
  return snapshot.context.revision > snapshot.context.savedRevision || snapshot.context.conflicts.length > 0;
}

/** Fields changed both here and in another tab or device, waiting for the person's choice (empty when none). */
export function selectConflicts(snapshot: WizardSnapshot): readonly FieldConflict[] {
  return snapshot.context.conflicts;
}

/** Fields the last merge took from another tab or device, until the person moves to another page. */
export function selectMergedPaths(snapshot: WizardSnapshot): readonly string[] {
  return snapshot.context.mergedPaths;
}

/** Bumped whenever the answers change other than by typing on the open page: the page refreshes its fields. */
export function selectExternalRevision(snapshot: WizardSnapshot): number {
  return snapshot.context.externalRevision;
}

/** True once the device copy holds at least one change (the draft exists somewhere). */
export function selectHasStarted(snapshot: WizardSnapshot): boolean {
  return snapshot.context.revision > 0 || snapshot.context.created;
}
