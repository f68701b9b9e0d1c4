// Cache entries as Redis strings: JSON in which Buffers (RSC payloads) and Maps (segment data)
// keep their type, so an entry read on another host instance is the one that was stored.

/** @param {string} _key @param {unknown} value */
function replacer(_key, value) {
  if (value && typeof value === 'object') {
    if (value.type === 'Buffer' && Array.isArray(value.data))
      return { $buffer: Buffer.from(value.data).toString('base64') };
    if (value instanceof Map) return { $map: [...value.entries()] };
  }
  return value;
}

/** @param {string} _key @param {any} value */
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

/** A stored entry as text. Buffers serialize through their toJSON ({type, data}), caught by the replacer. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, replacer);
}

/** An entry from its text; null when it cannot be read (a cache miss, never an error). */
export function decodeEntry(text) {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text, reviver);
  } catch {
    return null;
  }
}
