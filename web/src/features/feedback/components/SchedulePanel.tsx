import { alertMessages } from '@management-center/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDatePickerProps } from '../../../components/date-picker-props.ts';
import { notifyFailure } from '../../../lib/notices/notify.ts';
import { useFeedbackSchedule } from '../api/use-feedback-schedule.ts';
import { useScheduleFeedback } from '../api/use-schedule-feedback.ts';
import { scheduledDateText, scheduleInputFor } from '../feedback-dates.ts';

function CurrentSchedule() {
  const schedule = useFeedbackSchedule();
  if (schedule.isPending) return <Skeleton h={20} w={320} />;
  if (schedule.isError) {
    return <Alert color="red">The scheduled date could not be read: {schedule.error.message}</Alert>;
  }
  return (
    <Text size="sm" data-testid="current-schedule">
      {schedule.data
        ? `Currently scheduled: ${scheduledDateText(schedule.data.timestamp)}`
        : 'No date is scheduled yet.'}
    </Text>
  );
}

export function SchedulePanel() {
  const [picked, setPicked] = useState<string | null>(null);
  const scheduleFeedback = useScheduleFeedback();
  const pickerProps = useDatePickerProps('Schedule date');

  function schedule() {
    const input = scheduleInputFor(picked);
    if (!input) {
      notifyFailure(alertMessages.invalidDate);
      return;
    }
    scheduleFeedback.mutate(input, { onSuccess: () => setPicked(null) });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3}>Schedule</Title>
        <CurrentSchedule />
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            {...pickerProps}
            label="Schedule date"
            placeholder="Pick a date"
            value={picked}
            onChange={setPicked}
            clearable
            getDayAriaLabel={(date) => dayjs(date).format('MMMM D, YYYY')}
            ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
            w={220}
          />
          <Button onClick={schedule} loading={scheduleFeedback.isPending}>
            Schedule
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
