import { errorLogLine } from './error-log-line';
import type { ErrorReporter } from './error-reporter';

export interface LogLineReporterOptions {
  /** Where a line goes (default `console.error`: the process's stderr, the browser's console). */
  write?: (line: string) => void;
  now?: () => Date;
}

/** spec 8: the reporter without configuration, one structured log line per failure. */
export function logLineReporter({
  write = (line) => console.error(line),
  now = () => new Date(),
}: LogLineReporterOptions = {}): ErrorReporter {
  return {
    report: (error, context) => write(errorLogLine(error, context, now())),
    flush: async () => true,
  };
}
