/** spec 9: the fetch helper's minimum delay, so quick UI answers do not flash a loading state. */
export const defaultMinimumDelay = 200;

/** Resolves or rejects like `work`, but not before `ms` milliseconds have passed. */
export async function withMinimumDelay<T>(
  work: Promise<T>,
  ms: number = defaultMinimumDelay,
): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [result] = await Promise.all([
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    wait,
  ]);
  if (result.ok) return result.value;
  throw result.error;
}

/** The delay an option asks for: `true` is the default 200 ms, a number is itself, else none. */
export function minimumDelayOf(option: boolean | number | undefined): number {
  if (option === true) return defaultMinimumDelay;
  return typeof option === 'number' && option > 0 ? option : 0;
}
