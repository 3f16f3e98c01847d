/**
 * Waiting for the browser to paint what it already has (issue 12; docs/decisions/027-app-after-first-paint.md).
 */

/**
 * Resolve once the browser has painted the page as it stands: an animation frame callback runs just
 * before a paint, and a task queued from it runs after that paint. In a tab that is not shown, where
 * no frame comes, it resolves after a short wait instead, so the page still starts.
 * @param fallbackMs - how long to wait for a frame before going on without one (ms); 100 by default.
 * @returns a promise that never rejects.
 */
export function afterFirstPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, fallbackMs);
  });
}
