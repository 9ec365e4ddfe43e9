import { teamSettingsPath, teamSettingsSchema } from '@management-center/contract';
import { adminCallable, type UseCase } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';

/** Sets what applies to every member's console: how long it may stay idle before it signs out. */
export const updateSettings: UseCase<'updateTeamSettings'> = async ({ idleTimeoutMinutes }) => {
  const stored = (await database()).ref(teamSettingsPath);
  const before = teamSettingsSchema.parse((await stored.get()).val() ?? {});
  if (before.idleTimeoutMinutes === idleTimeoutMinutes)
    return { output: { idleTimeoutMinutes }, targets: [] };
  await stored.update({ idleTimeoutMinutes });
  return { output: { idleTimeoutMinutes }, targets: [`${teamSettingsPath}/idleTimeoutMinutes`] };
};

export const updateTeamSettings = adminCallable('updateTeamSettings', updateSettings);
