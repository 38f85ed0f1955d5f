// How many times the user has asked for an ice breaker or gift ideas for each person since the page
// loaded: the server answers each ask with another result, never the one just shown (issue #17).

const asks = new Map<string, number>();

/** The number of this ask (0 for the first) of `kind` for the person, counting it. */
export function nextAsk(kind: 'ice-breaker' | 'gift-idea', kindredId: number): number {
  const key = `${kind}:${kindredId}`;
  const ask = asks.get(key) ?? 0;
  asks.set(key, ask + 1);
  return ask;
}
