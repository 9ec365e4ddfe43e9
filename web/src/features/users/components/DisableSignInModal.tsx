import { maxSignInBlockReasonLength } from '@management-center/contract';
import { Group, Radio, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useDisableSignIn } from '../api/use-sign-in-account.ts';

// How long a disable lasts, as the dialog offers it: days, or until someone enables sign-in again.
const durations = [
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
  { value: 'until-enabled', label: 'Until enabled', days: null },
] as const;

type Duration = (typeof durations)[number];

function durationOf(value: string): Duration {
  return durations.find((duration) => duration.value === value) ?? durations[0];
}

export function DisableSignInModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const disable = useDisableSignIn(userId);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<Duration>(durations[0]);
  return (
    <ConfirmActionModal
      title="Disable this user's sign-in?"
      running={disable.isPending}
      confirmDisabled={reason.trim() === ''}
      destructive
      onCancel={onClose}
      onConfirm={() => disable.mutate({ reason, days: duration.days }, { onSettled: onClose })}
    >
      <Text size="sm">
        They cannot sign in to the app, and every session of theirs ends within the hour.{' '}
        {duration.days === null
          ? 'It lasts until someone enables their sign-in.'
          : `Their sign-in is enabled again after ${duration.label}, or sooner with Enable sign-in.`}
      </Text>
      <Textarea
        label="Reason"
        description="Shown on this page and kept with the Activity entry."
        required
        autosize
        minRows={2}
        maxLength={maxSignInBlockReasonLength}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
      <Radio.Group
        label="For how long"
        value={duration.value}
        onChange={(value) => setDuration(durationOf(value))}
      >
        <Group mt="xs" gap="md">
          {durations.map(({ value, label }) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
    </ConfirmActionModal>
  );
}
