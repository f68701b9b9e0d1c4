/** Restore would change or lose something (the target is not empty, the file is no backup). */
export class RestoreRefusedError extends Error {}
