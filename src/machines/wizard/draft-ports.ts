/**
 * The two ports through which the wizard machine reaches drafts (docs/decisions/005-application-lifecycle.md
 * "Drafts", docs/decisions/007-draft-versions.md; issue 29 item 5), and nothing else:
 * - {@link DraftLocalStore}: the device copy (IndexedDB in the app: src/ui/forms/drafts-store.ts);
 * - {@link DraftRemote}: the API's copy (src/api/applications.ts by default, {@link API_DRAFT_REMOTE}).
 *
 * The machine names one actor per operation (readLocal, writeLocal, removeLocal; createDraft, fetchDraft,
 * saveDraft, submit); {@link localStoreActors} and {@link remoteActors} turn a port into those actors, for
 * `wizardMachine.provide({ actors })` (`wizardWithPorts` in wizard.machine.ts does both). Tests may still
 * replace one actor by its name.
 */
import { fromPromise } from 'xstate';
import type { Application, ApplicationEventBody, CreateApplicationPayload, SaveApplicationPayload } from '#src/domain/schemas/applications';
import type { ServiceType } from '#src/domain/services/service-types';
import type { FieldConflict } from './draft-merge';

/** Form answers: a plain JSON object keyed by the definition's field paths ("partyOne.nin"). */
export type WizardData = Record<string, unknown>;

/**
 * The device copy of a draft (IndexedDB in the app), written on every change and after every save.
 * `revision > savedRevision` means some changes have not reached the API yet.
 */
export interface LocalDraft {
  /** Record format version. */
  version: 1;
  userId: string;
  applicationId: string;
  serviceType: ServiceType;
  /** The answers as typed. */
  data: WizardData;
  /** Bumped on every change (starts at 0). */
  revision: number;
  /** The revision the API last acknowledged. */
  savedRevision: number;
  /** True once the API has the draft (POST /applications answered). */
  created: boolean;
  /** Step ids the person has opened. */
  visited: string[];
  /** Step ids whose answers passed the step's checks ("Save and continue"). */
  completed: string[];
  /** The step shown last, or null for the task list. */
  currentStep: string | null;
  /** ISO 8601 time of this write. */
  updatedAt: string;
  /** The API's version of the application the answers started from; null or absent when unknown. */
  baseVersion?: number | null;
  /** The answers of that version (the common ancestor of a merge); absent in older records. */
  base?: WizardData;
  /** Fields both this device and another changed, waiting for the person's choice. */
  conflicts?: FieldConflict[];
  /**
   * What the answers are for: a new application (`new`) or corrections the registrar asked for (`correct`); absent in
   * records written before it was kept. Only a `new` draft is opened from the device before the API's copy is read
   * (src/ui/pages/apply/apply-page.tsx).
   */
  mode?: 'new' | 'correct';
}

/** Identifies a device draft: the person and the application. */
export interface LocalDraftKey {
  userId: string;
  applicationId: string;
  serviceType: ServiceType;
}

/** The device copy of drafts (the local port). Every method may reject; the wizard then carries on without it. */
export interface DraftLocalStore {
  /** The device copy of one draft, or null when there is none. */
  read: (key: LocalDraftKey) => Promise<LocalDraft | null>;
  /** Write (replace) the device copy of a draft. */
  write: (draft: LocalDraft) => Promise<void>;
  /** Forget the device copy of a draft (after the submit). */
  remove: (key: LocalDraftKey) => Promise<void>;
}

/** The API's copy of drafts (the remote port). Every method rejects with an ApiError on failure (src/api/errors.ts). */
export interface DraftRemote {
  /** POST /applications {id, serviceType, data} → the draft (the same id again answers the same draft). */
  create: (payload: CreateApplicationPayload) => Promise<Application>;
  /** GET /applications/{id} → the API's copy. */
  fetch: (id: string) => Promise<Application>;
  /** PUT /applications/{id} {data, documents, baseVersion} → the application with its next version (409 STALE_VERSION when stale). */
  save: (id: string, payload: SaveApplicationPayload) => Promise<Application>;
  /** POST /applications/{id}/events (application.submit or application.resubmit) → the application. */
  submit: (id: string, event: ApplicationEventBody) => Promise<Application>;
}

/** Both ports of a wizard. */
export interface DraftPorts {
  local: DraftLocalStore;
  remote: DraftRemote;
}

/** The API module loads on the first call, not with the machine (bundle budget). */
const applicationsApi = () => import('#src/api/applications');

/** The registry API as the remote port (src/api/applications.ts): the wizard's default. */
export const API_DRAFT_REMOTE: DraftRemote = {
  create: async (payload) => (await applicationsApi()).createApplication(payload),
  fetch: async (id) => (await applicationsApi()).fetchApplication(id),
  save: async (id, payload) => (await applicationsApi()).saveApplication(id, payload),
  submit: async (id, event) => (await applicationsApi()).sendApplicationEvent(id, event),
};

/** A local port that keeps nothing: the wizard's default where no device store is provided (tests, the flow visualizer). */
export const NO_LOCAL_STORE: DraftLocalStore = {
  read: () => Promise.resolve(null),
  write: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

/**
 * The wizard's device actors over a local port.
 * @param local - the device store.
 * @returns `readLocal`, `writeLocal` and `removeLocal`, for `wizardMachine.provide({ actors })`.
 */
export function localStoreActors(local: DraftLocalStore) {
  return {
    /** Read the device copy; null when there is none. */
    readLocal: fromPromise<LocalDraft | null, LocalDraftKey>(({ input }) => local.read(input)),
    /** Write the device copy. */
    writeLocal: fromPromise<void, LocalDraft>(({ input }) => local.write(input)),
    /** Remove the device copy (after the submit). */
    removeLocal: fromPromise<void, LocalDraftKey>(({ input }) => local.remove(input)),
  };
}

/**
 * The wizard's API actors over a remote port.
 * @param remote - the API's copy of drafts.
 * @returns `createDraft`, `fetchDraft`, `saveDraft` and `submit`, for `wizardMachine.provide({ actors })`.
 */
export function remoteActors(remote: DraftRemote) {
  return {
    /** POST /applications → the draft. */
    createDraft: fromPromise<Application, CreateApplicationPayload>(({ input }) => remote.create(input)),
    /** GET /applications/{id} → the API's copy (after a 409 STALE_VERSION, or before the first save when the version is unknown). */
    fetchDraft: fromPromise<Application, { id: string }>(({ input }) => remote.fetch(input.id)),
    /** PUT /applications/{id} → the application. */
    saveDraft: fromPromise<Application, { id: string; payload: SaveApplicationPayload }>(({ input }) =>
      remote.save(input.id, input.payload),
    ),
    /** POST /applications/{id}/events → the application. */
    submit: fromPromise<Application, { id: string; event: ApplicationEventBody }>(({ input }) => remote.submit(input.id, input.event)),
  };
}
