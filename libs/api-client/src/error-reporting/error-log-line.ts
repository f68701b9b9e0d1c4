import type { ErrorContext } from './error-reporter';

/** The stack lines a log line keeps: enough to find the place, not a wall of framework frames. */
export const stackLinesKept = 8;

/** The name and message of anything thrown (`throw 'text'` included). */
function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: typeof error, message: String(error) };
}

/** The first `stackLinesKept` lines of an error's stack, `undefined` without one. */
function trimmedStack(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack.split('\n').slice(0, stackLinesKept).join('\n');
}

/**
 * spec 8: one failure as one JSON line (time, level, message, name, trimmed stack, context and
 * the cause's name and message), so that a log collector can read every failure as a record.
 */
export function errorLogLine(error: unknown, context: ErrorContext = {}, now = new Date()): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  return JSON.stringify({
    time: now.toISOString(),
    level: 'error',
    ...describe(error),
    stack: trimmedStack(error),
    context,
    cause: cause === undefined ? undefined : describe(cause),
  });
}
