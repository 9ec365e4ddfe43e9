import { addUtcDays, chartDaySchema, chartDaysSchema, readModelPaths } from '@management-center/contract';
import { usePolledDatabaseValue } from '../../../lib/database/polled-database.ts';
import type { ChartDays } from '../chart-data.ts';
import { homePollIntervalMs } from './home-polling.ts';

/**
 * The totals of the UTC days from `from` to `today`: the days before today read once (they change only when a
 * late event lands), today read again every few seconds.
 */
export function useChartDays(from: string, today: string) {
  const history = usePolledDatabaseValue(
    { path: readModelPaths.chartDays, orderBy: 'key', startAt: [from], endAt: [addUtcDays(today, -1)] },
    chartDaysSchema,
    false,
  );
  const current = usePolledDatabaseValue(
    { path: `${readModelPaths.chartDays}/${today}` },
    chartDaySchema,
    homePollIntervalMs,
  );
  const days: ChartDays | undefined =
    history.data && current.data ? { ...history.data, [today]: current.data } : undefined;
  // Once drawn, the charts stay while a later read of today fails (the connection is down).
  return { days, error: days === undefined ? (history.error ?? current.error) : null };
}
