import { utcDayOfOrThrow } from '@management-center/contract';
import { Badge, Group, Text } from '@mantine/core';
import { countedText } from '../../../../lib/wording/counted-text.ts';
import { bucketsOf, type ChartDays, type ChartRange, newUsersIn, percentChange } from '../../chart-data.ts';

interface NewUsersSummaryProps {
  days: ChartDays;
  range: ChartRange;
}

/** How many joined in the range, and the change against the range before it. */
export function NewUsersSummary({ days, range }: NewUsersSummaryProps) {
  const today = utcDayOfOrThrow(Date.now());
  const current = newUsersIn(days, bucketsOf(range, today));
  const change = percentChange(current, newUsersIn(days, bucketsOf(range, today, 1)));
  return (
    <Group gap="xs">
      <Text c="dimmed" size="sm">
        {countedText(current, { one: 'new user', many: 'new users' })} in the last {range.label}
      </Text>
      {change !== null && (
        <Badge color={change >= 0 ? 'teal' : 'red'} variant="light">
          {change >= 0 ? '+' : ''}
          {change}% against the {range.label} before
        </Badge>
      )}
    </Group>
  );
}
