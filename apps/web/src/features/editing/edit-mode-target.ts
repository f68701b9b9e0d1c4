/** The host's route that switches draft mode (editor renders) on or off. */
export const editModePath = '/api/edit-mode';

/** The address of the edit-mode switch that returns to `target` (a path with its query). */
export function editModeUrl(target: string): string {
  return `${editModePath}?next=${encodeURIComponent(target)}`;
}
