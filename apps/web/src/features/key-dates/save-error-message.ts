/** The sentence for a failed write (spec §8): the server's message, else the error's, else `fallback`. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
