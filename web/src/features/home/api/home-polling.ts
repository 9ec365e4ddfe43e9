// How often the home page reads its figures again: often enough to look live, and the same whatever the rate at
// which the app writes.
export const homePollIntervalMs = 10_000;
