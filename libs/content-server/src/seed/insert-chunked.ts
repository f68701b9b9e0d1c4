/** Inserts rows in chunks so that a large seed (`--scale`) stays under the parameter limit. */
export async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}
