import { useLiveDatabaseValue } from '../database/live-database.ts';
import { countedFigurePath, countedFigureSchema } from './counted-figures.ts';

/** One figure the database triggers keep, live: `data` is the sum of its shards. */
export function useCountedFigure(metric: string) {
  return useLiveDatabaseValue(countedFigurePath(metric), countedFigureSchema);
}
