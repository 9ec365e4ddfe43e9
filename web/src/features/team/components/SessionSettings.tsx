import {
  maxIdleTimeoutMinutes,
  maxSessionHours,
  minIdleTimeoutMinutes,
  minSessionHours,
} from '@management-center/contract';
import { Button, Card, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTeamSession } from '../../../lib/session/team-session.ts';
import { useTeamSettings } from '../../../lib/session/team-settings.ts';
import { useUpdateTeamSettings } from '../api/team-mutations.ts';
import {
  asksBeforeSaving,
  noSessionSettingsEdits,
  type SessionSettingsEdits,
  secondFactorRequirementSwitch,
  sessionSettingsToSave,
  shownSessionSettings,
} from '../session-settings-form.ts';
import { ConfirmSecondFactorRequirement } from './ConfirmSecondFactorRequirement.tsx';

/** How long the members' sessions last, and whether everyone signs in with a second factor. */
export function SessionSettings() {
  const settings = useTeamSettings();
  const session = useTeamSession();
  const update = useUpdateTeamSettings();
  const [edits, setEdits] = useState<SessionSettingsEdits>(noSessionSettingsEdits);
  const [confirming, setConfirming] = useState(false);
  const shown = shownSessionSettings(edits, settings);
  const requirementSwitch = secondFactorRequirementSwitch(
    session.status === 'member' && session.secondFactor,
    shown.requireSecondFactor,
  );
  function edit(change: Partial<SessionSettingsEdits>) {
    setEdits((before) => ({ ...before, ...change }));
  }
  function save() {
    update.mutate(sessionSettingsToSave(shown), {
      onSuccess: () => setEdits(noSessionSettingsEdits),
      onSettled: () => setConfirming(false),
    });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (asksBeforeSaving(shown.requireSecondFactor, settings)) setConfirming(true);
    else save();
  }
  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Sessions">
      <Title order={3}>Sessions</Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every member's console signs out after this long without a click or a key pressed in any of its tabs,
        and every session ends on the server, however active, after its longest time.
      </Text>
      <Stack gap="md">
        <NumberInput
          label="Sign out after (minutes)"
          min={minIdleTimeoutMinutes}
          max={maxIdleTimeoutMinutes}
          allowDecimal={false}
          value={shown.idleTimeoutMinutes}
          onChange={(idleTimeoutMinutes) => edit({ idleTimeoutMinutes })}
          w={220}
        />
        <NumberInput
          label="Sessions last at most (hours)"
          min={minSessionHours}
          max={maxSessionHours}
          allowDecimal={false}
          value={shown.sessionHours}
          onChange={(sessionHours) => edit({ sessionHours })}
          w={260}
        />
        <Switch
          label="Require a second factor of everyone"
          description={requirementSwitch.description}
          checked={shown.requireSecondFactor}
          disabled={requirementSwitch.disabled}
          onChange={(event) => edit({ requireSecondFactor: event.currentTarget.checked })}
          maw={560}
        />
        <Button
          type="submit"
          variant="light"
          loading={update.isPending}
          disabled={settings === undefined}
          w="fit-content"
        >
          Save
        </Button>
      </Stack>
      {confirming && (
        <ConfirmSecondFactorRequirement
          saving={update.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={save}
        />
      )}
    </Card>
  );
}
