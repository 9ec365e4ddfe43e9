import { type JoinedDays, joinedDaysSchema } from '@management-center/contract';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDatePickerProps } from '../../../components/date-picker-props.ts';

const anyDay = 'Joined any day';

interface JoinedDaysPickerProps {
  joined: JoinedDays | undefined;
  onChange: (joined: JoinedDays | undefined) => void;
}

/**
 * The users screen's join filter: the first and last day (UTC, as the new users chart counts them), one day when
 * picked twice. A range is applied once both ends are picked; one longer than the filter allows says so. Its
 * state is the pick under way: the toolbar keys it by the days applied, so a change of them elsewhere starts afresh.
 */
export function JoinedDaysPicker({ joined, onChange }: JoinedDaysPickerProps) {
  // The first end picked, until the second is.
  const [picking, setPicking] = useState<DatesRangeValue<string>>();
  const [problem, setProblem] = useState<string>();
  const pickerProps = useDatePickerProps('Joined between');

  function pick(value: DatesRangeValue<string>) {
    const [from, to] = value;
    setProblem(undefined);
    if (from && to) {
      setPicking(undefined);
      const days = joinedDaysSchema.safeParse({ from, to });
      if (days.success) onChange(days.data);
      else setProblem(`The range ${days.error.issues[0]?.message ?? 'is not a range of days'}.`);
    } else if (!from && !to) {
      // Closing the calendar half-way through a pick clears it too: that abandons the pick, not the days applied.
      if (picking) setPicking(undefined);
      else onChange(undefined);
    } else setPicking(value);
  }

  const value: DatesRangeValue<string> = picking ?? (joined ? [joined.from, joined.to] : [null, null]);
  const [first, last] = value;
  return (
    <DatePickerInput
      {...pickerProps}
      type="range"
      allowSingleDateInRange
      // The name holds the text shown (WCAG 2.5.3): the days, or the placeholder.
      aria-label={first ? `Joined ${first} – ${last ?? ''}` : anyDay}
      placeholder={anyDay}
      value={value}
      onChange={pick}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the join days' }}
      error={problem}
      valueFormat="YYYY-MM-DD"
      getDayAriaLabel={(date) => dayjs(date).format('MMMM D, YYYY')}
      ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
      w={230}
    />
  );
}
