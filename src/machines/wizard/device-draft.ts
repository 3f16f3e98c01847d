/**
 * Sending a draft kept only on this device (no wizard open for it) before sign-out
 * (docs/decisions/007-draft-versions.md "Sign-out"): through a wizard run for it, unattended, so the
 * draft reaches the API by the wizard's one save path and its ports, never by a second one.
 */
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import type { DraftPorts, LocalDraft } from './draft-ports';
import { wizardWithPorts } from './wizard.machine';
import { selectHasUnsent } from './wizard.selectors';

/** Longest wait for the save of one device draft, in milliseconds (as "Save and come back later" waits). */
export const DEVICE_DRAFT_TIMEOUT_MS = 8000;

/** The save loop has come to rest: nothing in flight, nothing about to be sent. */
function settled(snapshot: SnapshotFrom<ReturnType<typeof wizardWithPorts>>): boolean {
  if (snapshot.status !== 'active') return true;
  return ['Idle', 'Retrying', 'Halted', 'Resolving', 'Conflict', 'Deleted'].some((state) =>
    snapshot.matches({ Active: { persistence: state as 'Idle' } }),
  );
}

/**
 * Send a device draft on the version it started from, through an unattended wizard: read from the local
 * port, sent through the remote port. A draft the API never got is created; a draft changed elsewhere
 * since (409 STALE_VERSION, or an unknown version whose API copy is not the one it started from), or
 * holding a conflict, is left for the person to open and settle. The device copy is updated by the
 * wizard when the answers reach the API. Never throws.
 * @param ports - the device store and, unless the default API, the remote.
 * @param draft - the device draft (its steps are those it names).
 * @param timeoutMs - the longest wait for the save.
 * @returns true when the API now has every answer.
 */
export async function sendDeviceDraft(
  ports: Partial<DraftPorts>,
  draft: LocalDraft,
  timeoutMs = DEVICE_DRAFT_TIMEOUT_MS,
): Promise<boolean> {
  // The steps the draft names, so its visited and completed lists and its page are kept as they are.
  const ids = [...new Set([...draft.visited, ...draft.completed, ...(draft.currentStep ? [draft.currentStep] : [])])];
  const actor = createActor(wizardWithPorts(ports), {
    input: {
      userId: draft.userId,
      applicationId: draft.applicationId,
      serviceType: draft.serviceType,
      mode: 'new',
      steps: ids.map((id) => ({ id, fieldPrefixes: [] })),
      initialData: draft.data,
      created: draft.created,
      unattended: true,
    },
  });
  try {
    actor.start();
    const done = await waitFor(actor, settled, { timeout: timeoutMs });
    return done.status === 'active' && !selectHasUnsent(done);
  } catch {
    return false;
  } finally {
    actor.stop();
  }
}
