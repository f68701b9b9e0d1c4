// DESIGN.md 9: the admin area's entry (`@aula/editor/admin`), apart from the in-place editor's, so
// neither loads the other (DESIGN.md 9: the host's `/admin/...` route renders `AdminApp`).
export * from './admin/index';
