/**
 * Keeping drafts in step across the tabs of one browser, and sending unsent answers before sign-out
 * (issue 16; docs/decisions/007-draft-versions.md). Part of the form engine, so every service built
 * on the wizard gets it.
 *
 * - {@link openDraftChannel}: a BroadcastChannel ("marriage-registry-drafts") on which each wizard
 *   announces every save the API accepted; the other tabs with the same draft open merge it at once
 *   (`wizard.remote`). Where BroadcastChannel is missing, the API's version check (409) still
 *   catches every stale save.
 * - {@link registerOpenWizard}: the wizards open in this tab, so sign-out can send their answers now.
 * - {@link sendUnsentAnswers}: before sign-out, send what the open wizards and the device hold (each
 *   through a wizard: the open ones, or one run for a device draft; never by calling the API here); answer
 *   what could not be sent. {@link discardUnsentAnswers}: the person chose to delete them.
 */
import { sendDeviceDraft as sendThroughWizard } from '#src/machines/wizard/device-draft';
import type { LocalDraft, WizardData } from '#src/machines/wizard/wizard.machine';
import { clearAllDrafts, deviceDraftStore, draftWritesSettled, listUnsentDrafts } from './drafts-store';

/** The BroadcastChannel name the wizards of one browser share. */
export const DRAFTS_CHANNEL_NAME = 'marriage-registry-drafts';

/** A save the API accepted, announced to the other tabs. */
export interface DraftSavedMessage {
  type: 'draftSaved';
  /** The person whose draft it is (other people's messages are ignored). */
  userId: string;
  applicationId: string;
  /** The application's version after the save. */
  version: number;
  /** The answers the API now holds. */
  data: WizardData;
}

/** An open channel: announce a save, or stop listening. */
export interface DraftChannel {
  post: (message: DraftSavedMessage) => void;
  close: () => void;
}

function isDraftSavedMessage(value: unknown): value is DraftSavedMessage {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<DraftSavedMessage>;
  return (
    v.type === 'draftSaved' &&
    typeof v.userId === 'string' &&
    typeof v.applicationId === 'string' &&
    typeof v.version === 'number' &&
    !!v.data
  );
}

/**
 * Listen to the other tabs' saves, and announce this tab's. A no-op where BroadcastChannel is missing.
 * @param onMessage - called with each save another tab announces.
 */
export function openDraftChannel(onMessage: (message: DraftSavedMessage) => void): DraftChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(DRAFTS_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isDraftSavedMessage(event.data)) onMessage(event.data);
  };
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the page is going away): the API's version check still holds.
      }
    },
    close: () => channel.close(),
  };
}

/** A wizard open in this tab, as sign-out sees it. */
export interface OpenWizard {
  userId: string;
  applicationId: string;
  /** Save now; resolves true when the API has every answer (false when a save failed or a choice is waiting). */
  sendNow: () => Promise<boolean>;
  /** Stop saving and writing to the device (the person chose to delete the answers). */
  stop: () => void;
}

const openWizards = new Set<OpenWizard>();

/**
 * Register a wizard open in this tab.
 * @param wizard - how to send its answers now, and stop it.
 * @returns the function that unregisters it (on unmount).
 */
export function registerOpenWizard(wizard: OpenWizard): () => void {
  openWizards.add(wizard);
  return () => {
    openWizards.delete(wizard);
  };
}

/**
 * Send a draft kept only on this device (no wizard open for it) on the version it started from, through
 * an unattended wizard over this device's store (src/machines/wizard/device-draft.ts): the one save path
 * of the wizard, not a second one. A draft the API never got is created; a draft changed elsewhere since
 * (409 STALE_VERSION), or holding a conflict, is left for the person to open and settle. Never throws.
 * @param draft - the device draft.
 * @returns true when the API now has every answer (and the device copy says so).
 */
export function sendDeviceDraft(draft: LocalDraft): Promise<boolean> {
  return sendThroughWizard({ local: deviceDraftStore }, draft);
}

/** What {@link sendUnsentAnswers} could not send. */
export interface UnsentAnswers {
  /** The drafts still holding answers the API does not have, newest first. */
  drafts: LocalDraft[];
}

/**
 * Before sign-out: send the answers of the wizards open in this tab, then any other draft on this
 * device with unsent answers. Never throws.
 * @param userId - the person signing out.
 * @returns the drafts whose answers could still not be sent (empty: safe to sign out).
 */
export async function sendUnsentAnswers(userId: string): Promise<UnsentAnswers> {
  const mine = [...openWizards].filter((w) => w.userId === userId);
  await Promise.all(mine.map((w) => w.sendNow().catch(() => false)));
  await draftWritesSettled();
  const open = new Set(mine.map((w) => w.applicationId));
  for (const draft of await listUnsentDrafts(userId)) {
    if (!open.has(draft.applicationId)) await sendDeviceDraft(draft);
  }
  await draftWritesSettled();
  return { drafts: await listUnsentDrafts(userId) };
}

/**
 * The person chose to sign out and delete what was not sent: stop the open wizards, then forget
 * every draft on this device. Never throws.
 */
export async function discardUnsentAnswers(): Promise<void> {
  for (const wizard of openWizards) wizard.stop();
  await draftWritesSettled();
  await clearAllDrafts();
}
