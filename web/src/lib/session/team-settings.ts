import { type TeamSettings, teamSettingsPath, teamSettingsSchema } from '@management-center/contract';
import { useLiveDatabaseValue } from '../database/live-database.ts';

// Settings not stored yet read as their defaults.
const storedSettingsSchema = teamSettingsSchema
  .nullable()
  .transform((settings) => teamSettingsSchema.parse(settings ?? {}));

/** The team's settings, live: undefined until read. */
export function useTeamSettings(): TeamSettings | undefined {
  return useLiveDatabaseValue(teamSettingsPath, storedSettingsSchema).data;
}
