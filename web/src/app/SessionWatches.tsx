import { AccessWatch } from './AccessWatch.tsx';
import { IdleSignOut } from './IdleSignOut.tsx';
import { SecondFactorRequirementWatch } from './SecondFactorRequirementWatch.tsx';
import { SessionLengthWatch } from './SessionLengthWatch.tsx';

// What ends a session without a click on Logout (a change to the member's role, inactivity, the team's longest
// session), and what renews it
// (a change to the team's requirement of a second factor).
export function SessionWatches({ uid, signedInAt }: { uid: string; signedInAt: number }) {
  return (
    <>
      <AccessWatch uid={uid} signedInAt={signedInAt} />
      <IdleSignOut />
      <SessionLengthWatch signedInAt={signedInAt} />
      <SecondFactorRequirementWatch />
    </>
  );
}
