/**
 * The fault test (a save answered 200 survives a crash) kills the content API in the middle of a
 * write. Left to chance, the kill lands between two statements of one write only now and then, so a
 * write that is not atomic could pass. With `AULA_FAULT_WRITE_PAUSE_MS` set (by that test only),
 * every multi-statement write waits this long between its statements, and the kill lands there
 * nearly every time.
 */
export function faultPause(): Promise<void> {
  const ms = Number(process.env['AULA_FAULT_WRITE_PAUSE_MS'] ?? 0);
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
