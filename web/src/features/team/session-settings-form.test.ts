import type { TeamSettings } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  asksBeforeSaving,
  noSessionSettingsEdits,
  secondFactorRequirementSwitch,
  sessionSettingsToSave,
  shownSessionSettings,
} from './session-settings-form.ts';

const stored: TeamSettings = { idleTimeoutMinutes: 30, sessionHours: 12, requireSecondFactor: false };

describe('shownSessionSettings', () => {
  it('shows the stored settings where nothing was edited, and blanks until they are read', () => {
    expect(shownSessionSettings(noSessionSettingsEdits, stored)).toEqual(stored);
    expect(shownSessionSettings(noSessionSettingsEdits, undefined)).toEqual({
      idleTimeoutMinutes: '',
      sessionHours: '',
      requireSecondFactor: false,
    });
  });

  it('shows each edit over its stored setting', () => {
    expect(
      shownSessionSettings({ idleTimeoutMinutes: 45, sessionHours: '', requireSecondFactor: true }, stored),
    ).toEqual({ idleTimeoutMinutes: 45, sessionHours: 12, requireSecondFactor: true });
  });
});

describe('sessionSettingsToSave', () => {
  it('sends the numbers the fields hold, typed as text or not', () => {
    expect(
      sessionSettingsToSave({ idleTimeoutMinutes: '15', sessionHours: 8, requireSecondFactor: true }),
    ).toEqual({ idleTimeoutMinutes: 15, sessionHours: 8, requireSecondFactor: true });
  });
});

describe('asksBeforeSaving', () => {
  it('asks before a new requirement of a second factor only', () => {
    expect(asksBeforeSaving(true, stored)).toBe(true);
    expect(asksBeforeSaving(true, undefined)).toBe(true);
    expect(asksBeforeSaving(true, { ...stored, requireSecondFactor: true })).toBe(false);
    expect(asksBeforeSaving(false, { ...stored, requireSecondFactor: true })).toBe(false);
    expect(asksBeforeSaving(false, stored)).toBe(false);
  });
});

describe('secondFactorRequirementSwitch', () => {
  it('lets a member signed in with a second factor require one of everyone', () => {
    expect(secondFactorRequirementSwitch(true, false)).toEqual({
      disabled: false,
      description:
        'Signing in then asks every member for a code sent by SMS to their phone; whoever has none sets one up first.',
    });
  });

  it('asks a member without one to set one up first', () => {
    expect(secondFactorRequirementSwitch(false, false)).toEqual({
      disabled: true,
      description:
        'Set up a second factor on My account, and sign in with it, before you require one of everyone.',
    });
  });

  it('lets anyone turn a requirement in force off', () => {
    expect(secondFactorRequirementSwitch(false, true).disabled).toBe(false);
  });
});
