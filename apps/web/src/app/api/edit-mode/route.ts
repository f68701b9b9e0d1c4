import { editModeSwitch } from '@web/features/editing/edit-mode-switch';

/** DESIGN.md 8: `GET /api/edit-mode?next=/de/...` turns editor renders on or off, then returns to `next`. */
export const GET = editModeSwitch;
