import { countedFigurePath, countedFigureSchema } from './counted-figures.ts';
import { useLiveDatabaseValue } from './live-database.ts';

/** One figure the database triggers keep, live: `data` is the sum of its shards. */
export function useCountedFigure(metric: string) {
  return useLiveDatabaseValue(countedFigurePath(metric), countedFigureSchema);
}
