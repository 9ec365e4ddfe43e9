import type { CallableInput, TeamSettings } from '@management-center/contract';

/** What the administrator changed in the sessions form: '' or undefined where they changed nothing. */
export interface SessionSettingsEdits {
  idleTimeoutMinutes: number | string;
  sessionHours: number | string;
  requireSecondFactor: boolean | undefined;
}

export const noSessionSettingsEdits: SessionSettingsEdits = {
  idleTimeoutMinutes: '',
  sessionHours: '',
  requireSecondFactor: undefined,
};

/** What the sessions form shows: each field as its input holds it. */
export interface ShownSessionSettings {
  idleTimeoutMinutes: number | string;
  sessionHours: number | string;
  requireSecondFactor: boolean;
}

/** What the form shows: each edit where one was made, else the stored setting (blank until read). */
export function shownSessionSettings(
  edits: SessionSettingsEdits,
  settings: TeamSettings | undefined,
): ShownSessionSettings {
  return {
    idleTimeoutMinutes:
      edits.idleTimeoutMinutes === '' ? (settings?.idleTimeoutMinutes ?? '') : edits.idleTimeoutMinutes,
    sessionHours: edits.sessionHours === '' ? (settings?.sessionHours ?? '') : edits.sessionHours,
    requireSecondFactor: edits.requireSecondFactor ?? settings?.requireSecondFactor ?? false,
  };
}

/** The settings Save sends, from what the form shows. */
export function sessionSettingsToSave(shown: ShownSessionSettings): CallableInput<'updateTeamSettings'> {
  return {
    idleTimeoutMinutes: Number(shown.idleTimeoutMinutes),
    requireSecondFactor: shown.requireSecondFactor,
    sessionHours: Number(shown.sessionHours),
  };
}

/** Requiring a second factor signs every other member out: Save asks first when the requirement is new. */
export function asksBeforeSaving(requireSecondFactor: boolean, settings: TeamSettings | undefined): boolean {
  return requireSecondFactor && settings?.requireSecondFactor !== true;
}

/**
 * The requirement's switch: a member requires a second factor of everyone only once signed in with one
 * themselves; a requirement in force can always be turned off.
 */
export function secondFactorRequirementSwitch(
  ownSecondFactor: boolean,
  required: boolean,
): { disabled: boolean; description: string } {
  return ownSecondFactor || required
    ? {
        disabled: false,
        description:
          'Signing in then asks every member for a code sent by SMS to their phone; whoever has none sets one up first.',
      }
    : {
        disabled: true,
        description:
          'Set up a second factor on My account, and sign in with it, before you require one of everyone.',
      };
}
