// DESIGN.md 9: the admin area's contract: entity definitions (the single source of lists, forms,
// server validation and revalidation) and the answers of `/api/admin/...`.
export * from './admin-bulk';
export * from './admin-field';
export * from './admin-schemas';
export * from './define-entity';
export * from './entity-definitions';
export * from './entity-input';
export * from './list-sort';
export * from './slugify';
export * from './admin-endpoints';
export * from './admin-route';
