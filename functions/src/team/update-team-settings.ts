import {
  accessMessages,
  secondFactorFirstReason,
  type TeamSettings,
  teamSessionsDocumentPath,
  teamSettingsPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { applySecondFactorRequirement } from './second-factor-requirement.ts';
import { readTeamSettings } from './team-membership.ts';
import { teamStores } from './team-stores.ts';

/**
 * Sets what applies to every member: how long a console may stay idle before it signs out, how long a session
 * lasts at most, and whether everyone signs in with a second factor. Only an owner signed in with one may require
 * it (else nobody could sign in to undo it). The members' claims are brought in step on every call, so that a call
 * that stopped half-way is completed by the next one.
 */
export const updateSettings: UseCase<'updateTeamSettings'> = async (settings, actor) => {
  if (settings.requireSecondFactor && !actor.secondFactor) {
    throw new HttpsError('failed-precondition', accessMessages.secondFactorFirst, {
      reason: secondFactorFirstReason,
    });
  }
  const stores = await teamStores();
  const before = await readTeamSettings(stores.database);
  const changed = (Object.keys(settings) as (keyof TeamSettings)[]).filter(
    (name) => before[name] !== settings[name],
  );
  // The longest session goes to Firestore too, where storage.rules read it.
  const store = async () => {
    if (changed.length === 0) return;
    await Promise.all([
      stores.database.ref(teamSettingsPath).update(settings),
      changed.includes('sessionHours')
        ? stores.firestore.doc(teamSessionsDocumentPath).set({ sessionHours: settings.sessionHours })
        : undefined,
    ]);
  };
  // Required: stored first, so that a member who joins meanwhile gets the claim too. Lifted: stored last, so that
  // the consoles, which take a fresh token when the setting changes, find the claim gone.
  if (settings.requireSecondFactor) await store();
  const signedOut = await applySecondFactorRequirement(stores, settings.requireSecondFactor, actor.uid);
  if (!settings.requireSecondFactor) await store();
  // A call that completed an earlier one changed the members' sessions, if not the setting.
  const targets = signedOut > 0 ? [...new Set([...changed, 'requireSecondFactor'])] : changed;
  return {
    output: { ...settings, signedOut },
    targets: targets.map((name) => `${teamSettingsPath}/${name}`),
    ...(changed.length > 0 ? { undo: { callable: 'updateTeamSettings', input: before } } : {}),
  };
};

export const updateTeamSettings = teamCallable('updateTeamSettings', updateSettings);
