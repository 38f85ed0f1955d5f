/** The time as services see it; tests pass their own to control it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
