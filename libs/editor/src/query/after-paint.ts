/**
 * Runs `work` once the browser has painted the frame the current update is in: a task queued from
 * the frame's animation callback runs after that frame's paint.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
