/** Up to two initials from a name: "Maya Rose Chen" -> "MR", "émile" -> "É"; whole characters, so emoji survive. */
export function kindredInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
