// Variety without chance: the same person and day always give the same words, another day or
// another memory gives others.

/** FNV-1a, 32 bits: a number that follows from the text alone. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `items`, chosen by `seed`. */
export function pickBy<T>(items: readonly T[], seed: string): T {
  return items[hashOf(seed) % items.length]!;
}
