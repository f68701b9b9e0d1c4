/**
 * spec 4, 8: a section whose request fails (or answers nothing) simply does not show: the
 * failure is logged on the server and the page renders without it.
 */
export async function optional<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error(`[aula] ${what} failed:`, error);
    return null;
  }
}
