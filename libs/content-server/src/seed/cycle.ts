/** The item at `index`, starting again at the first after the last (deterministic demo data). */
export function cycle<T>(items: readonly [T, ...T[]], index: number): T {
  return items[index % items.length] ?? items[0];
}
