/**
 * The stacking of the editor's layers over the site: the toolbar (2147482000), a modal dialog
 * (2147482500, `Dialog.module.css`), then what opens from a dialog, then alerts and the
 * toolbar's menus (2147483000). React Aria gives every popover an inline z-index of 100000,
 * under a dialog, so the popovers a dialog may hold (menus, result lists, calendars) take this.
 */
export const popoverLayer = { zIndex: 2147482600 } as const;
