import { readModelPaths, sumOfShards } from '@management-center/contract';
import { z } from 'zod';

// A counted figure is stored as one number per shard (`readModels/counts/{metric}/{shard}`); nothing stored yet
// reads as null, which is no one.
export const countedFigureSchema = z.unknown().transform(sumOfShards);

export function countedFigurePath(metric: string): string {
  return `${readModelPaths.counts}/${metric}`;
}
