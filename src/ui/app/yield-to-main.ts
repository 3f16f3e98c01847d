/**
 * Giving the browser a turn between steps of the portal's start (issue 12): a visitor's tap or the
 * next frame can run between them, so no step adds up with the next into one long task.
 */

/**
 * Resolve in a new task: `scheduler.yield()` where the browser has it, else a message posted to
 * itself. Not a timer, so a test's fake clock (which holds timers back) never holds the start back.
 * @returns a promise that never rejects.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
