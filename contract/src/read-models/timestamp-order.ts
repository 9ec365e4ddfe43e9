// Sorts as the number does, for any timestamp a record can hold (the fraction of a millisecond is dropped): the
// ordering keys of the read models that list things by time.
export function timestampOrder(timestamp: number): string {
  const bounded = Math.min(Math.max(Math.floor(timestamp), -1e15), 1e15);
  return String(bounded + 1e15).padStart(16, '0');
}
