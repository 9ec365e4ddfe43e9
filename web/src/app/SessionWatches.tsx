import { AccessWatch } from './AccessWatch.tsx';
import { IdleSignOut } from './IdleSignOut.tsx';

// What ends a session without a click on Logout: a change to the member's role, and inactivity.
export function SessionWatches({ uid, signedInAt }: { uid: string; signedInAt: number }) {
  return (
    <>
      <AccessWatch uid={uid} signedInAt={signedInAt} />
      <IdleSignOut />
    </>
  );
}
