/**
 * The form wizard's workflow (DOMAIN.md §5 "Every form"; docs/decisions/005-application-lifecycle.md
 * "Drafts"): which page the person is on (task list, one step, check your answers), which steps are
 * visited and completed, the declaration and submission, and the draft save loop.
 *
 * Drafts:
 * - every change is written to the device first (`writeLocal`, IndexedDB in the app) before anything
 *   reaches the API, so a reload, a lost connection or a 401 (whose reload clears session and local
 *   storage, not IndexedDB) loses nothing;
 * - the answers are saved to the API {@link SAVE_DEBOUNCE_MS} after the last change, and at once on
 *   every page change (`wizard.flush`);
 * - the draft is created with a client-made UUID (`createDraft`, POST /applications is idempotent on
 *   it), so a retried create never makes a second application;
 * - a save that gets no answer or a 5xx/408/429 is retried with backoff ({@link retryDelayMs}) and at
 *   once when the connection comes back (`wizard.online`); a 401/403 is left to the global rule
 *   (src/api/client.ts clears storage and reloads) and is not retried; a 409 NOT_EDITABLE means the
 *   application can no longer be changed;
 * - every save names the version of the application its answers started from (`baseVersion`,
 *   docs/decisions/007-draft-versions.md). When another tab or device saved first, the API answers
 *   409 STALE_VERSION: the wizard fetches the API's copy and merges field by field (draft-merge.ts):
 *   fields only one side changed are kept, fields both changed are put to the person
 *   (`wizard.resolve`), and nothing is sent until they choose. Another tab's save announced on the
 *   device (`wizard.remote`, BroadcastChannel in the app) is merged the same way at once, and every
 *   save this wizard makes is emitted (`draftSaved`) for the app to announce.
 *
 * The wizard reaches drafts only through the two ports it declares (./draft-ports.ts): a local store
 * (the device copy) and a remote (the API's copy), injected with `.provide()` ({@link wizardWithPorts}).
 * Each operation is a named actor (createDraft, fetchDraft, saveDraft, submit; readLocal, writeLocal,
 * removeLocal), so tests may also replace one by name. The default remote calls src/api/applications.ts;
 * the default local store keeps nothing (the UI provides the IndexedDB store, src/ui/forms/drafts-store.ts,
 * since machines never import ui).
 *
 * A wizard may also run with nobody at the page (`unattended`): sign-out sends a draft kept only on the
 * device through one ({@link sendDeviceDraft} in ./device-draft.ts). Such a wizard never merges: a draft
 * changed elsewhere waits for the person to open it (docs/decisions/007-draft-versions.md).
 */
import {
  and,
  assertEvent,
  assign,
  enqueueActions,
  not,
  raise,
  setup,
  spawnChild,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
  emit,
} from 'xstate';
import { toApiError } from '#src/api/errors';
import { STALE_VERSION_CODE, type Application } from '#src/domain/schemas/applications';
import { DRAFT_DELETED_CODE } from '#src/domain/draft-retention';
import { documentsIn } from '#src/domain/schemas/uploads';
import { SUBSISTING_MARRIAGE_CODE } from '#src/domain/registers/subsisting-marriage';
import type { ServiceType } from '#src/domain/services/service-types';
import { type FieldConflict, mergeAnswers, sameAnswers, withValueAt } from './draft-merge';
import {
  API_DRAFT_REMOTE,
  type DraftPorts,
  type LocalDraft,
  localStoreActors,
  NO_LOCAL_STORE,
  remoteActors,
  type WizardData,
} from './draft-ports';

export type { FieldConflict } from './draft-merge';
export type { LocalDraft, LocalDraftKey, WizardData } from './draft-ports';

/** Wait after the last change before saving to the API, in milliseconds (1.5 s). */
export const SAVE_DEBOUNCE_MS = 1500;
/** First retry wait after a failed save, in milliseconds; doubles on each failure. */
export const RETRY_BASE_MS = 2000;
/** Longest wait between retries, in milliseconds (30 s). */
export const RETRY_MAX_MS = 30_000;

/**
 * The wait before retry number `failures` (1-based): 2 s, 4 s, 8 s, 16 s, then 30 s for ever.
 * @param failures - how many saves in a row have failed (≥ 1).
 * @returns milliseconds.
 */
export function retryDelayMs(failures: number): number {
  const n = Math.max(1, failures);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (n - 1));
}

/** Dotted field path (e.g. "partyOne.residenceSince", "witnesses.0.name") to the message to show there. */
export type FieldErrors = Record<string, string>;

/** What the machine needs to know of a step: its id and the data paths it owns. */
export interface WizardStepInfo {
  /** Stable id, e.g. "partyOne". */
  id: string;
  /**
   * The data paths the step's fields live under, e.g. ["partyOne"] or ["witnesses"]; a field error
   * whose path equals one of these or starts with it and a dot belongs to this step.
   */
  fieldPrefixes: readonly string[];
}

/** Whether the wizard fills in a new draft, or corrects an application the registrar returned. */
export type WizardMode = 'new' | 'correct';

/** Where "Save and continue" returns: the check-answers page after a Change link, else onward. */
export type ReturnTo = 'checkAnswers' | null;

/** The last failed save: HTTP status (0 = no answer) and the API's message. */
export interface SaveFailure {
  status: number;
  message: string;
}

/**
 * The machine's input.
 * - `applicationId`: a client-made UUID for a new draft ({@link newApplicationId}), or the id of the
 *   application being resumed or corrected.
 * - `initialData`: every field with its starting value (the definition's defaults merged with what the
 *   API holds); replaced by the device copy when that one has unsent changes.
 * - `created`: true when the API already has this application.
 * - `completed` / `visited`: step ids to start with (e.g. derived from the API's answers on another
 *   device); the device copy's lists win when there is one.
 * - `validate`: the whole form's cross-field rules (the service schema), run before submitting;
 *   returns field errors by dotted path, empty when all is well.
 * - `startStep`: open this step first instead of the task list (unknown ids are ignored).
 */
export interface WizardInput {
  userId: string;
  applicationId: string;
  serviceType: ServiceType;
  mode: WizardMode;
  steps: readonly WizardStepInfo[];
  initialData: WizardData;
  created: boolean;
  completed?: readonly string[];
  visited?: readonly string[];
  fieldErrors?: FieldErrors;
  validate?: (data: WizardData) => FieldErrors;
  startStep?: string | null;
  /**
   * Turns answers as the API holds them into the shape the form uses (e.g. the definition's empty
   * values laid under them), so a merge compares like with like. Default: unchanged.
   */
  normalise?: (data: WizardData) => WizardData;
  /**
   * Nobody is at the page (sign-out sending a draft kept only on the device): the answers are sent only on
   * the version they started from, never merged with a copy changed elsewhere, which waits for the person
   * to open it (docs/decisions/007-draft-versions.md "Sign-out"). Default false.
   */
  unattended?: boolean;
}

/** How the person chose to settle a conflicting field: keep this tab's value, or the other one. */
export type ConflictChoice = 'mine' | 'theirs';

/** What the wizard remembers. */
export interface WizardContext {
  userId: string;
  applicationId: string;
  serviceType: ServiceType;
  mode: WizardMode;
  steps: readonly WizardStepInfo[];
  data: WizardData;
  /** Bumped on every change. */
  revision: number;
  /** The revision the API last acknowledged. */
  savedRevision: number;
  /** The revision being sent by the save in flight. */
  inFlightRevision: number;
  /** The API has the draft. */
  created: boolean;
  /** A page change asked to save while a save was in flight: save again at once afterwards. */
  flushRequested: boolean;
  visited: string[];
  completed: string[];
  /** The step shown (in the Step state), or null. */
  currentStep: string | null;
  returnTo: ReturnTo;
  /** Failed saves in a row (0 after a success). */
  failures: number;
  lastSaveError: SaveFailure | null;
  /** Field errors from the whole-form check or the API's 400 on submit, by dotted path. */
  fieldErrors: FieldErrors;
  /** Why the last submit failed (not a field error), or null. */
  submitError: string | null;
  /**
   * The last submit was refused by the registry on its registers (409 `SUBSISTING_MARRIAGE`: issue 30), not
   * failed: nothing in the answers can be corrected to pass it, so the page says so instead of "There is a problem".
   */
  submitRefused: boolean;
  /** The application as the API answered the submit. */
  application: Application | null;
  validate: (data: WizardData) => FieldErrors;
  startStep: string | null;
  normalise: (data: WizardData) => WizardData;
  /** The API's version the answers are based on; null until known (fetched before the first save). */
  baseVersion: number | null;
  /** The answers of {@link WizardContext.baseVersion} (or, while it is unknown, those the form opened with). */
  base: WizardData;
  /** The answers being sent by the save in flight. */
  inFlightData: WizardData;
  /** Fields both this tab and another tab or device changed, waiting for the person's choice. */
  conflicts: FieldConflict[];
  /** Fields the last merge took from another tab or device (for the "combined" notice); empty when none. */
  mergedPaths: string[];
  /** Bumped whenever the answers change other than by typing here (a merge, a conflict choice): open pages refresh their fields. */
  externalRevision: number;
  /** Nobody is at the page: never merge ({@link WizardInput.unattended}). */
  unattended: boolean;
  /**
   * The API's words when the registry deleted this draft because nobody changed it for 90 days (410 DRAFT_DELETED;
   * issue 31 §5), or null. Once set, nothing is saved or written to the device again, and the device copy is gone.
   */
  deletedMessage: string | null;
}

/**
 * The events the wizard accepts.
 * - `wizard.change` {data}: the answers after a change (the whole object); written locally at once,
 *   saved to the API after {@link SAVE_DEBOUNCE_MS}.
 * - `wizard.goToStep` {stepId, returnTo?}: open a step (task list link, or a Change link with
 *   `returnTo: 'checkAnswers'`).
 * - `wizard.continue`: the current step's answers passed its checks ("Save and continue"): mark it
 *   completed and go on (check answers when every step is completed, else the next unfinished step).
 * - `wizard.back`: the page before (previous step; the task list from the first step; check answers
 *   after a Change link).
 * - `wizard.showTaskList`, `wizard.checkAnswers` (only when every step is completed).
 * - `wizard.submit` {declaration: true}: from check answers; runs `validate`, saves what is unsent,
 *   then sends `application.submit` (new) or `application.resubmit` (correct).
 * - `wizard.flush`: save now ("Save and come back later", page changes).
 * - `wizard.online`: the connection is back: retry a failed save now.
 * - `wizard.remote` {version, data}: another tab of this browser saved this draft as `version`
 *   (ignored unless newer than the version held): merged at once, field by field.
 * - `wizard.resolve` {choices}: the person's choice for each conflicting field (by path); the
 *   answers are then saved.
 */
export type WizardEvent =
  | { type: 'wizard.change'; data: WizardData }
  | { type: 'wizard.goToStep'; stepId: string; returnTo?: ReturnTo }
  | { type: 'wizard.continue' }
  | { type: 'wizard.back' }
  | { type: 'wizard.showTaskList' }
  | { type: 'wizard.checkAnswers' }
  | { type: 'wizard.submit'; declaration: true }
  | { type: 'wizard.flush' }
  | { type: 'wizard.online' }
  | { type: 'wizard.remote'; version: number; data: WizardData }
  | { type: 'wizard.resolve'; choices: Readonly<Record<string, ConflictChoice>> }
  | { type: 'wizard.saved' }
  | { type: 'wizard.saveFailed' };

/**
 * Tags for views.
 * - `loading`: reading the device copy.
 * - `taskList`, `step`, `checkAnswers`: the page shown.
 * - `submitting`: the submit is in flight (the button spins); `submitted`: done.
 * - `saving`: a save is in flight; `retrying`: waiting to retry a failed save.
 * - `resolving`: fields changed here and elsewhere wait for the person's choice (nothing is sent).
 */
export type WizardTag =
  'loading' | 'taskList' | 'step' | 'checkAnswers' | 'submitting' | 'submitted' | 'saving' | 'retrying' | 'resolving' | 'deleted';

/**
 * What the wizard emits: `draftSaved` after the API accepted a save (or the creation), with the
 * version it answered and the answers it holds; the app tells the browser's other tabs.
 */
export type WizardEmitted = { type: 'draftSaved'; applicationId: string; version: number; data: WizardData };

/**
 * A new application id: a random (v4) UUID, made in the browser so creating the draft can be retried
 * safely (decision 005: POST /applications is idempotent on it).
 * @returns e.g. "3b241101-e2bb-4255-8caf-4136c566a962".
 */
export function newApplicationId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The step a field belongs to.
 * @param steps - the steps with their field prefixes.
 * @param path - a dotted field path, e.g. "partyTwo.nin".
 * @returns the step id, or null when no step owns the path.
 */
export function stepOfField(steps: readonly WizardStepInfo[], path: string): string | null {
  for (const step of steps) {
    if (step.fieldPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))) return step.id;
  }
  return null;
}

function sameData(a: unknown, b: unknown): boolean {
  return sameAnswers(a, b);
}

/**
 * What a merge with the API's copy changes in the context (see draft-merge.ts). The answers that
 * result count as unsent unless they equal the API's copy.
 */
function mergedWith(context: WizardContext, version: number, apiData: WizardData): Partial<WizardContext> {
  const theirs = context.normalise(apiData);
  const result = mergeAnswers(context.base, context.data, theirs);
  const changed = !sameData(result.data, context.data);
  const revision = changed ? context.revision + 1 : context.revision;
  const inSync = result.conflicts.length === 0 && sameData(result.data, theirs);
  return {
    data: result.data,
    base: theirs,
    baseVersion: version,
    conflicts: result.conflicts,
    revision,
    savedRevision: inSync ? revision : context.savedRevision,
    mergedPaths: result.tookTheirs.length > 0 ? result.tookTheirs : context.mergedPaths,
    externalRevision: changed ? context.externalRevision + 1 : context.externalRevision,
  };
}

function nextUnfinished(context: WizardContext, after: string | null): string | null {
  const ids = context.steps.map((s) => s.id);
  const start = after === null ? 0 : ids.indexOf(after) + 1;
  for (let i = 0; i < ids.length; i += 1) {
    const id = ids[(start + i) % ids.length];
    if (id !== undefined && !context.completed.includes(id)) return id;
  }
  return null;
}

function allCompleted(context: WizardContext): boolean {
  return context.steps.every((s) => context.completed.includes(s.id));
}

/** The device record of the current context. */
export function localDraftOf(context: WizardContext): LocalDraft {
  return {
    version: 1,
    userId: context.userId,
    applicationId: context.applicationId,
    serviceType: context.serviceType,
    data: context.data,
    revision: context.revision,
    savedRevision: context.savedRevision,
    created: context.created,
    visited: context.visited,
    completed: context.completed,
    currentStep: context.currentStep,
    updatedAt: new Date().toISOString(),
    baseVersion: context.baseVersion,
    base: context.base,
    conflicts: context.conflicts,
    mode: context.mode,
  };
}

/** Status codes worth retrying: no answer, time-out, too many requests, server errors. */
function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

function withoutStepsOf(context: WizardContext, errors: FieldErrors): string[] {
  const broken = new Set(Object.keys(errors).map((path) => stepOfField(context.steps, path)));
  return context.completed.filter((id) => !broken.has(id));
}

function errorsOutside(context: WizardContext, stepId: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(context.fieldErrors)) {
    if (stepOfField(context.steps, path) !== stepId) out[path] = message;
  }
  return out;
}

/** The wizard machine. See the module comment; states carry descriptions. */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    tags: {} as WizardTag,
    emitted: {} as WizardEmitted,
  },
  actors: {
    // The wizard reaches drafts only through its two ports (./draft-ports.ts): the API by default, no device
    // store by default (the app provides IndexedDB: `wizardWithPorts`).
    ...remoteActors(API_DRAFT_REMOTE),
    ...localStoreActors(NO_LOCAL_STORE),
  },
  delays: {
    SAVE_DEBOUNCE: SAVE_DEBOUNCE_MS,
    RETRY_BACKOFF: ({ context }) => retryDelayMs(context.failures),
  },
  guards: {
    /** Some changes have not been acknowledged by the API. */
    isDirty: ({ context }) => context.revision > context.savedRevision,
    /** Changes were made while the save in flight was being sent. */
    changedDuringSave: ({ context }) => context.revision > context.inFlightRevision,
    flushRequested: ({ context }) => context.flushRequested,
    isCreated: ({ context }) => context.created,
    /** Nothing unsent and the API has the draft. */
    isClean: ({ context }) => context.created && context.revision === context.savedRevision,
    allCompleted: ({ context }) => allCompleted(context),
    /** Every step but the current one is completed (so completing it completes the form). */
    othersCompleted: ({ context }) => context.steps.every((s) => s.id === context.currentStep || context.completed.includes(s.id)),
    /** The change carries answers that differ from the ones held. */
    isNewData: ({ context, event }) => event.type === 'wizard.change' && !sameData(event.data, context.data),
    isKnownStep: ({ context }, params: { stepId: string | null }) => context.steps.some((s) => s.id === params.stepId),
    returnsToCheckAnswers: ({ context }) => context.returnTo === 'checkAnswers',
    isFirstStep: ({ context }) => context.steps[0]?.id === context.currentStep,
    /** The whole-form rules find nothing wrong. */
    isValid: ({ context }) => Object.keys(context.validate(context.data)).length === 0,
    isUnauthorised: (_, params: { error: unknown }) => {
      const status = toApiError(params.error).status;
      return status === 401 || status === 403;
    },
    isConflict: (_, params: { error: unknown }) => toApiError(params.error).status === 409,
    /** 409 STALE_VERSION: another tab or device saved first. */
    isStale: (_, params: { error: unknown }) => {
      const e = toApiError(params.error);
      return e.status === 409 && e.code === STALE_VERSION_CODE;
    },
    /** The API's version is known (a save can name it). */
    hasBaseVersion: ({ context }) => context.baseVersion !== null,
    hasConflicts: ({ context }) => context.conflicts.length > 0,
    /** A save announced by another tab is newer than the version held. */
    isNewerRemote: ({ context, event }) => event.type === 'wizard.remote' && event.version > (context.baseVersion ?? 0),
    isNotFound: (_, params: { error: unknown }) => toApiError(params.error).status === 404,
    /** 410 DRAFT_DELETED: the registry deleted the draft because nobody changed it for 90 days (issue 31 §5). */
    isDraftDeleted: (_, params: { error: unknown }) => {
      const e = toApiError(params.error);
      return e.status === 410 && e.code === DRAFT_DELETED_CODE;
    },
    /**
     * Unattended, the API's copy differs from the answers this draft started from: merging is for the
     * person to see, so nothing is sent.
     */
    unattendedAndChangedElsewhere: ({ context }, params: { data: WizardData }) =>
      context.unattended && !sameData(context.normalise(params.data), context.base),
    /** Unattended, and the creation answered a draft that already changed (a version after 1). */
    unattendedAndNotNew: ({ context }, params: { version: number }) => context.unattended && params.version !== 1,
    isRetryable: (_, params: { error: unknown }) => isRetryableStatus(toApiError(params.error).status),
    hasFieldErrors: (_, params: { error: unknown }) => {
      const e = toApiError(params.error);
      return e.status === 400 && Object.keys(e.fieldErrors).length > 0;
    },
  },
  actions: {
    /** Take the new answers (ignored when nothing changed); the current step is no longer completed. */
    recordChange: assign(({ context, event }) => {
      assertEvent(event, 'wizard.change');
      if (sameData(event.data, context.data)) return {};
      return {
        data: event.data,
        revision: context.revision + 1,
        completed: context.currentStep ? context.completed.filter((id) => id !== context.currentStep) : context.completed,
      };
    }),
    /**
     * Write the device copy (fire and forget; ordered by IndexedDB's transaction queue); never once the registry
     * deleted the draft (its copy must not bring it back).
     */
    writeLocal: enqueueActions(({ context, enqueue }) => {
      if (context.deletedMessage === null) enqueue.spawnChild('writeLocal', { input: localDraftOf(context) });
    }),
    /** The registry deleted the draft (410 DRAFT_DELETED): keep its words for the page. */
    markDeleted: assign((_, params: { error: unknown }) => ({ deletedMessage: toApiError(params.error).message })),
    removeLocal: spawnChild('removeLocal', {
      input: ({ context }) => ({ userId: context.userId, applicationId: context.applicationId, serviceType: context.serviceType }),
    }),
    flush: raise({ type: 'wizard.flush' }),
    markSaving: assign(({ context }) => ({ inFlightRevision: context.revision, inFlightData: context.data, flushRequested: false })),
    markFlushRequested: assign({ flushRequested: true }),
    markCreated: assign({ created: true }),
    markNotCreated: assign({ created: false }),
    markSaved: assign(({ context }) => ({
      savedRevision: Math.max(context.savedRevision, context.inFlightRevision),
      failures: 0,
      lastSaveError: null,
    })),
    /**
     * The API accepted the answers in flight as `version`: they are the new common base (a newer
     * version already merged from another tab wins).
     */
    assignAccepted: assign(({ context }, params: { application: Application }) =>
      params.application.version > (context.baseVersion ?? 0)
        ? { baseVersion: params.application.version, base: context.inFlightData }
        : {},
    ),
    /**
     * The creation answered: a new draft holds what was sent; an existing one (a retried create of a
     * draft saved elsewhere since) is merged.
     */
    assignCreated: assign(({ context }, params: { application: Application }) =>
      params.application.version === 1
        ? { created: true, baseVersion: 1, base: context.inFlightData }
        : { created: true, ...mergedWith(context, params.application.version, params.application.data) },
    ),
    emitSaved: emit(({ context }) => ({
      type: 'draftSaved' as const,
      applicationId: context.applicationId,
      version: context.baseVersion ?? 1,
      data: context.base,
    })),
    /** Merge the API's copy (or another tab's save) into the answers, field by field. */
    mergeServerCopy: assign(({ context }, params: { version: number; data: WizardData }) =>
      mergedWith(context, params.version, params.data),
    ),
    /** Apply the person's choice for each conflicting field; the answers are then unsent. */
    applyChoices: assign(({ context, event }) => {
      assertEvent(event, 'wizard.resolve');
      let data = context.data;
      let external = false;
      for (const conflict of context.conflicts) {
        if (event.choices[conflict.path] === 'theirs') {
          data = withValueAt(data, conflict.path, conflict.theirs);
          external = true;
        }
      }
      return {
        data,
        conflicts: [],
        revision: context.revision + 1,
        externalRevision: external ? context.externalRevision + 1 : context.externalRevision,
      };
    }),
    markSaveFailed: assign(({ context }, params: { error: unknown }) => {
      const e = toApiError(params.error);
      return { failures: context.failures + 1, lastSaveError: { status: e.status, message: e.message } };
    }),
    announceSaved: raise({ type: 'wizard.saved' }),
    announceSaveFailed: raise({ type: 'wizard.saveFailed' }),
    openStep: assign(({ context }, params: { stepId: string; returnTo: ReturnTo }) => ({
      mergedPaths: [],
      currentStep: params.stepId,
      returnTo: params.returnTo,
      visited: context.visited.includes(params.stepId) ? context.visited : [...context.visited, params.stepId],
    })),
    closeStep: assign({ currentStep: null, returnTo: null }),
    completeCurrentStep: assign(({ context }) => {
      const id = context.currentStep;
      if (!id) return {};
      return {
        completed: context.completed.includes(id) ? context.completed : [...context.completed, id],
        fieldErrors: errorsOutside(context, id),
      };
    }),
    assignValidationErrors: assign(({ context }) => {
      const errors = context.validate(context.data);
      return { fieldErrors: errors, completed: withoutStepsOf(context, errors), submitError: null, submitRefused: false };
    }),
    assignSubmitFailure: assign(({ context }, params: { error: unknown }) => {
      const e = toApiError(params.error);
      if (e.status === 400 && Object.keys(e.fieldErrors).length > 0) {
        const errors = { ...e.fieldErrors };
        return { fieldErrors: errors, completed: withoutStepsOf(context, errors), submitError: null, submitRefused: false };
      }
      return { submitError: e.message, submitRefused: e.status === 409 && e.code === SUBSISTING_MARRIAGE_CODE };
    }),
    assignNotSavedForSubmit: assign(({ context }) => ({
      submitError:
        context.conflicts.length > 0
          ? 'Some answers were also changed in another tab or on another device. Choose which answers to keep, then submit.'
          : context.lastSaveError?.status === 409
            ? 'This application can no longer be changed.'
            : 'Your answers could not be saved just now, so the notice was not sent. They are kept on this device: try again in a moment.',
    })),
    clearSubmitError: assign({ submitError: null, submitRefused: false }),
    assignApplication: assign((_, params: { application: Application }) => ({ application: params.application })),
  },
}).createMachine({
  id: 'wizard',
  description: 'One person filling in one service form: pages, completion, submission and the draft save loop.',
  context: ({ input }) => ({
    userId: input.userId,
    applicationId: input.applicationId,
    serviceType: input.serviceType,
    mode: input.mode,
    steps: input.steps,
    data: input.initialData,
    revision: 0,
    savedRevision: 0,
    inFlightRevision: 0,
    created: input.created,
    flushRequested: false,
    visited: [...(input.visited ?? [])],
    completed: [...(input.completed ?? [])],
    currentStep: null,
    returnTo: null,
    failures: 0,
    lastSaveError: null,
    fieldErrors: { ...(input.fieldErrors ?? {}) },
    submitError: null,
    submitRefused: false,
    deletedMessage: null,
    application: null,
    validate: input.validate ?? (() => ({})),
    startStep: input.startStep ?? null,
    normalise: input.normalise ?? ((data) => data),
    baseVersion: null,
    base: input.initialData,
    inFlightData: input.initialData,
    conflicts: [],
    mergedPaths: [],
    externalRevision: 0,
    unattended: input.unattended ?? false,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Reads the device copy of this draft; unsent changes found there win over the API copy.',
      tags: ['loading'],
      invoke: {
        src: 'readLocal',
        input: ({ context }) => ({ userId: context.userId, applicationId: context.applicationId, serviceType: context.serviceType }),
        onDone: {
          target: 'Active',
          actions: assign(({ context, event }) => {
            const local = event.output;
            if (!local || local.applicationId !== context.applicationId || local.userId !== context.userId) return {};
            const unsent = local.revision > local.savedRevision;
            const keep = (ids: string[]) => ids.filter((id) => context.steps.some((s) => s.id === id));
            return {
              data: unsent || !context.created ? local.data : context.data,
              revision: unsent ? local.revision : 0,
              savedRevision: unsent ? local.savedRevision : 0,
              created: context.created || local.created,
              visited: keep(local.visited),
              completed: keep(local.completed),
              startStep: context.startStep ?? local.currentStep,
              // Unsent answers keep the version they started from, so the first save is checked.
              ...(unsent
                ? { baseVersion: local.baseVersion ?? null, base: local.base ?? context.base, conflicts: local.conflicts ?? [] }
                : {}),
            };
          }),
        },
        onError: { target: 'Active' },
      },
    },
    Active: {
      description: 'The form is open: the pages (flow) and the save loop (persistence) run side by side.',
      type: 'parallel',
      states: {
        flow: {
          initial: 'Opening',
          states: {
            Opening: {
              description: 'Opens the step asked for (or last shown), else the task list.',
              always: [
                {
                  guard: { type: 'isKnownStep', params: ({ context }) => ({ stepId: context.startStep }) },
                  target: 'Step',
                  actions: { type: 'openStep', params: ({ context }) => ({ stepId: context.startStep ?? '', returnTo: null }) },
                },
                { target: 'TaskList' },
              ],
            },
            TaskList: {
              description: 'The task list: every step with its status, and check answers once all are completed.',
              tags: ['taskList'],
              entry: 'closeStep',
              on: {
                'wizard.goToStep': {
                  guard: { type: 'isKnownStep', params: ({ event }) => ({ stepId: event.stepId }) },
                  target: 'Step',
                  actions: [{ type: 'openStep', params: ({ event }) => ({ stepId: event.stepId, returnTo: null }) }, 'writeLocal', 'flush'],
                },
                'wizard.checkAnswers': { guard: 'allCompleted', target: 'CheckAnswers', actions: 'flush' },
              },
            },
            Step: {
              description: 'One step of the form, one thing per page, with Back and "Save and continue".',
              tags: ['step'],
              on: {
                'wizard.continue': [
                  {
                    guard: 'othersCompleted',
                    target: 'CheckAnswers',
                    actions: ['completeCurrentStep', 'closeStep', 'writeLocal', 'flush'],
                  },
                  {
                    target: 'Step',
                    reenter: true,
                    actions: [
                      'completeCurrentStep',
                      {
                        type: 'openStep',
                        params: ({ context }) => {
                          const id = context.currentStep;
                          const completed = id && !context.completed.includes(id) ? [...context.completed, id] : context.completed;
                          return { stepId: nextUnfinished({ ...context, completed }, id) ?? id ?? '', returnTo: context.returnTo };
                        },
                      },
                      'writeLocal',
                      'flush',
                    ],
                  },
                ],
                'wizard.back': [
                  { guard: 'returnsToCheckAnswers', target: 'CheckAnswers', actions: 'flush' },
                  { guard: 'isFirstStep', target: 'TaskList', actions: 'flush' },
                  {
                    target: 'Step',
                    reenter: true,
                    actions: [
                      {
                        type: 'openStep',
                        params: ({ context }) => {
                          const ids = context.steps.map((s) => s.id);
                          const index = ids.indexOf(context.currentStep ?? '');
                          return { stepId: ids[Math.max(0, index - 1)] ?? '', returnTo: null };
                        },
                      },
                      'writeLocal',
                      'flush',
                    ],
                  },
                ],
                'wizard.goToStep': {
                  guard: { type: 'isKnownStep', params: ({ event }) => ({ stepId: event.stepId }) },
                  target: 'Step',
                  reenter: true,
                  actions: [
                    { type: 'openStep', params: ({ event }) => ({ stepId: event.stepId, returnTo: event.returnTo ?? null }) },
                    'writeLocal',
                    'flush',
                  ],
                },
                'wizard.showTaskList': { target: 'TaskList', actions: 'flush' },
                'wizard.checkAnswers': { guard: 'allCompleted', target: 'CheckAnswers', actions: ['closeStep', 'flush'] },
              },
            },
            CheckAnswers: {
              description: 'Check your answers: every answer with a Change link, the declaration and the submit button.',
              tags: ['checkAnswers'],
              entry: 'closeStep',
              on: {
                'wizard.goToStep': {
                  guard: { type: 'isKnownStep', params: ({ event }) => ({ stepId: event.stepId }) },
                  target: 'Step',
                  actions: [
                    'clearSubmitError',
                    { type: 'openStep', params: ({ event }) => ({ stepId: event.stepId, returnTo: event.returnTo ?? 'checkAnswers' }) },
                    'writeLocal',
                  ],
                },
                'wizard.back': { target: 'TaskList', actions: 'clearSubmitError' },
                'wizard.showTaskList': { target: 'TaskList', actions: 'clearSubmitError' },
                'wizard.submit': [
                  { guard: not('allCompleted'), target: 'TaskList' },
                  { guard: not('isValid'), target: 'CheckAnswers', reenter: true, actions: ['assignValidationErrors', 'writeLocal'] },
                  { target: 'Submitting', actions: ['clearSubmitError', assign({ fieldErrors: {} })] },
                ],
              },
            },
            Submitting: {
              description: 'Saves what is unsent, then sends the submit (or resubmit) event.',
              tags: ['submitting'],
              initial: 'Flushing',
              states: {
                Flushing: {
                  description: 'Waits until the API holds every answer.',
                  entry: 'flush',
                  always: [
                    { guard: 'isClean', target: 'Sending' },
                    {
                      guard: stateIn('#wizard.Active.persistence.Conflict'),
                      target: '#wizard.Active.flow.CheckAnswers',
                      actions: 'assignNotSavedForSubmit',
                    },
                    {
                      guard: stateIn('#wizard.Active.persistence.Resolving'),
                      target: '#wizard.Active.flow.CheckAnswers',
                      actions: 'assignNotSavedForSubmit',
                    },
                  ],
                  on: {
                    'wizard.saved': { guard: 'isClean', target: 'Sending' },
                    'wizard.saveFailed': { target: '#wizard.Active.flow.CheckAnswers', actions: 'assignNotSavedForSubmit' },
                  },
                },
                Sending: {
                  description: 'POST /applications/{id}/events with the declaration.',
                  invoke: {
                    src: 'submit',
                    input: ({ context }) => ({
                      id: context.applicationId,
                      event: {
                        type: context.mode === 'correct' ? ('application.resubmit' as const) : ('application.submit' as const),
                        declaration: true as const,
                      },
                    }),
                    onDone: {
                      target: '#wizard.Active.flow.Submitted',
                      actions: [{ type: 'assignApplication', params: ({ event }) => ({ application: event.output }) }, 'removeLocal'],
                    },
                    onError: {
                      target: '#wizard.Active.flow.CheckAnswers',
                      actions: [{ type: 'assignSubmitFailure', params: ({ event }) => ({ error: event.error }) }, 'writeLocal'],
                    },
                  },
                },
              },
            },
            Submitted: {
              description: 'The API accepted the submission; the page shows payment or the confirmation.',
              tags: ['submitted'],
              type: 'final',
            },
          },
        },
        persistence: {
          initial: 'Starting',
          states: {
            Starting: {
              description: 'Sends unsent changes found on the device at once (or asks first when they hold a conflict).',
              always: [{ guard: 'hasConflicts', target: 'Resolving' }, { guard: 'isDirty', target: 'Saving' }, { target: 'Idle' }],
            },
            Idle: {
              description: 'Nothing to send.',
              on: {
                'wizard.change': {
                  guard: and(['isNewData', not(stateIn('#wizard.Active.flow.Submitted'))]),
                  target: 'Debouncing',
                  actions: ['recordChange', 'writeLocal'],
                },
                'wizard.flush': [
                  { guard: 'isDirty', target: 'Saving' },
                  // Submitting a form the API has never seen (no change was ever made): create it first.
                  { guard: and([not('isCreated'), stateIn('#wizard.Active.flow.Submitting')]), target: 'Saving' },
                ],
                'wizard.remote': {
                  guard: 'isNewerRemote',
                  target: 'Merged',
                  actions: [{ type: 'mergeServerCopy', params: ({ event }) => event }, 'writeLocal'],
                },
              },
            },
            Merged: {
              description: "Another tab's save was merged: ask when fields conflict, save when the answers here add to it.",
              always: [{ guard: 'hasConflicts', target: 'Resolving' }, { guard: 'isDirty', target: 'Debouncing' }, { target: 'Idle' }],
            },
            Debouncing: {
              description: 'Changes are on the device; the save waits for a pause in typing.',
              on: {
                'wizard.change': { guard: 'isNewData', target: 'Debouncing', reenter: true, actions: ['recordChange', 'writeLocal'] },
                'wizard.flush': { target: 'Saving' },
                'wizard.remote': {
                  guard: 'isNewerRemote',
                  target: 'Merged',
                  actions: [{ type: 'mergeServerCopy', params: ({ event }) => event }, 'writeLocal'],
                },
              },
              after: { SAVE_DEBOUNCE: [{ guard: 'isDirty', target: 'Saving' }, { target: 'Idle' }] },
            },
            Saving: {
              description: 'Creates the draft (first time), then saves the answers and documents with the version they started from.',
              tags: ['saving'],
              entry: 'markSaving',
              on: {
                'wizard.change': { guard: 'isNewData', actions: ['recordChange', 'writeLocal'] },
                'wizard.flush': { actions: 'markFlushRequested' },
                // Merged now; the save in flight names the older version, so the API refuses it and it is merged again.
                'wizard.remote': {
                  guard: 'isNewerRemote',
                  actions: [{ type: 'mergeServerCopy', params: ({ event }) => event }, 'writeLocal'],
                },
              },
              initial: 'Choosing',
              states: {
                Choosing: {
                  always: [
                    { guard: 'hasConflicts', target: '#wizard.Active.persistence.Resolving' },
                    { guard: and(['isCreated', 'hasBaseVersion']), target: 'Updating' },
                    { guard: 'isCreated', target: 'Fetching' },
                    { target: 'Creating' },
                  ],
                },
                Creating: {
                  description: 'POST /applications with the client-made id (idempotent).',
                  invoke: {
                    src: 'createDraft',
                    input: ({ context }) => ({ id: context.applicationId, serviceType: context.serviceType, data: context.data }),
                    onDone: [
                      {
                        guard: { type: 'unattendedAndNotNew', params: ({ event }) => ({ version: event.output.version }) },
                        target: '#wizard.Active.persistence.Halted',
                      },
                      {
                        guard: ({ event }) => event.output.version === 1,
                        target: 'Updating',
                        actions: [
                          { type: 'assignCreated', params: ({ event }) => ({ application: event.output }) },
                          'writeLocal',
                          'emitSaved',
                        ],
                      },
                      {
                        target: 'Merging',
                        actions: [{ type: 'assignCreated', params: ({ event }) => ({ application: event.output }) }, 'writeLocal'],
                      },
                    ],
                    onError: [
                      {
                        guard: { type: 'isDraftDeleted', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Deleted',
                      },
                      {
                        guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Halted',
                      },
                      {
                        guard: { type: 'isRetryable', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Retrying',
                      },
                      { target: '#wizard.Active.persistence.Halted' },
                    ],
                  },
                },
                Fetching: {
                  description:
                    "GET /applications/{id}: the API's copy, to merge with the answers here (its version was unknown, or another save came first).",
                  invoke: {
                    src: 'fetchDraft',
                    input: ({ context }) => ({ id: context.applicationId }),
                    onDone: [
                      {
                        guard: { type: 'unattendedAndChangedElsewhere', params: ({ event }) => ({ data: event.output.data }) },
                        target: '#wizard.Active.persistence.Halted',
                      },
                      {
                        target: 'Merging',
                        actions: [
                          { type: 'mergeServerCopy', params: ({ event }) => ({ version: event.output.version, data: event.output.data }) },
                          'writeLocal',
                        ],
                      },
                    ],
                    onError: [
                      {
                        guard: { type: 'isDraftDeleted', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Deleted',
                      },
                      {
                        guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Halted',
                      },
                      {
                        guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Retrying',
                        actions: 'markNotCreated',
                      },
                      {
                        guard: { type: 'isRetryable', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Retrying',
                      },
                      { target: '#wizard.Active.persistence.Halted' },
                    ],
                  },
                },
                Merging: {
                  description: 'Merged with the API copy: ask when fields conflict; send what the answers here add; else done.',
                  always: [
                    { guard: 'hasConflicts', target: '#wizard.Active.persistence.Resolving' },
                    { guard: 'isDirty', target: 'Updating' },
                    { target: 'Done' },
                  ],
                },
                Updating: {
                  description:
                    'PUT /applications/{id} with the answers as they were when the save began, and the version they started from.',
                  entry: 'markSaving',
                  invoke: {
                    src: 'saveDraft',
                    input: ({ context }) => ({
                      id: context.applicationId,
                      payload: { data: context.data, documents: documentsIn(context.data), baseVersion: context.baseVersion ?? 1 },
                    }),
                    onDone: {
                      target: 'Done',
                      actions: [{ type: 'assignAccepted', params: ({ event }) => ({ application: event.output }) }, 'emitSaved'],
                    },
                    onError: [
                      {
                        guard: { type: 'isDraftDeleted', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Deleted',
                      },
                      {
                        guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Halted',
                      },
                      { guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) }, target: 'Fetching' },
                      {
                        guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Conflict',
                      },
                      {
                        guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Retrying',
                        actions: 'markNotCreated',
                      },
                      {
                        guard: { type: 'isRetryable', params: ({ event }) => ({ error: event.error }) },
                        target: '#wizard.Active.persistence.Retrying',
                      },
                      { target: '#wizard.Active.persistence.Halted' },
                    ],
                  },
                },
                Done: { type: 'final' },
              },
              onDone: [
                { guard: 'hasConflicts', target: 'Resolving', actions: ['markSaved', 'writeLocal'] },
                {
                  guard: and(['changedDuringSave', 'flushRequested']),
                  target: 'Saving',
                  reenter: true,
                  actions: ['markSaved', 'writeLocal'],
                },
                { guard: 'changedDuringSave', target: 'Debouncing', actions: ['markSaved', 'writeLocal'] },
                { target: 'Idle', actions: ['markSaved', 'writeLocal', 'announceSaved'] },
              ],
            },
            Retrying: {
              description: 'The last save failed (no answer or a server error): wait with backoff, then try again.',
              tags: ['retrying'],
              entry: [
                { type: 'markSaveFailed', params: ({ event }) => ({ error: (event as { error?: unknown }).error }) },
                'writeLocal',
                'announceSaveFailed',
              ],
              on: {
                'wizard.change': { guard: 'isNewData', actions: ['recordChange', 'writeLocal'] },
                'wizard.flush': { target: 'Saving' },
                'wizard.online': { target: 'Saving' },
                'wizard.remote': [
                  {
                    guard: 'isNewerRemote',
                    target: 'Merged',
                    actions: [{ type: 'mergeServerCopy', params: ({ event }) => event }, 'writeLocal'],
                  },
                ],
              },
              after: { RETRY_BACKOFF: { target: 'Saving' } },
            },
            Halted: {
              description:
                'The API refused the save (401/403: the global rule reloads the page; or another 4xx). Not retried by itself; a new change, a page change or the connection coming back tries again.',
              entry: [
                { type: 'markSaveFailed', params: ({ event }) => ({ error: (event as { error?: unknown }).error }) },
                'announceSaveFailed',
              ],
              on: {
                'wizard.change': { guard: 'isNewData', target: 'Debouncing', actions: ['recordChange', 'writeLocal'] },
                'wizard.flush': { target: 'Saving' },
                'wizard.online': { target: 'Saving' },
                'wizard.remote': {
                  guard: 'isNewerRemote',
                  actions: [{ type: 'mergeServerCopy', params: ({ event }) => event }, 'writeLocal'],
                },
              },
            },
            Resolving: {
              description:
                'Fields were changed both here and in another tab or device: the person chooses for each; nothing is sent until then, and what is typed stays on the device.',
              tags: ['resolving'],
              entry: ['writeLocal', 'announceSaveFailed'],
              on: {
                'wizard.change': { guard: 'isNewData', actions: ['recordChange', 'writeLocal'] },
                'wizard.resolve': { target: 'Saving', actions: ['applyChoices', 'writeLocal'] },
              },
            },
            Deleted: {
              description:
                'The API answered 410 DRAFT_DELETED: the registry deleted this draft because nobody changed it for 90 days (issue 31 §5). The device copy is removed and nothing is saved or kept again, so it never comes back.',
              tags: ['deleted'],
              entry: [
                { type: 'markDeleted', params: ({ event }) => ({ error: (event as { error?: unknown }).error }) },
                'removeLocal',
                'announceSaveFailed',
              ],
            },
            Conflict: {
              description: 'The API answered 409: the application is no longer a draft (or open for corrections); nothing more is saved.',
              entry: [
                { type: 'markSaveFailed', params: ({ event }) => ({ error: (event as { error?: unknown }).error }) },
                'announceSaveFailed',
              ],
              on: { 'wizard.change': { actions: ['recordChange', 'writeLocal'] } },
            },
          },
        },
      },
    },
  },
});

/**
 * The wizard with its ports provided (./draft-ports.ts): the app gives the device store, and the API
 * remote unless replaced.
 * @param ports - the local store and/or the remote; a port left out keeps the default.
 * @returns the machine, for `useActorRef` or `createActor`.
 */
export function wizardWithPorts(ports: Partial<DraftPorts>) {
  return wizardMachine.provide({
    actors: {
      ...(ports.remote ? remoteActors(ports.remote) : {}),
      ...(ports.local ? localStoreActors(ports.local) : {}),
    },
  });
}

/** A snapshot of the wizard. */
export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;
/** A running wizard. */
export type WizardActorRef = ActorRefFrom<typeof wizardMachine>;
