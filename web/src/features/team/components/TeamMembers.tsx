import type { TeamMemberView } from '@management-center/contract';
import { useState } from 'react';
import { usePhoneLayout } from '../../../components/phone-layout.ts';
import { auth } from '../../../lib/firebase/firebase.ts';
import { useInviteTeamMember } from '../api/team-mutations.ts';
import type { PendingChange } from '../pending-change.ts';
import { ConfirmChange } from './ConfirmChange.tsx';
import { TeamCards } from './TeamCards.tsx';
import { TeamTable } from './TeamTable.tsx';

/** The members, as a table (cards on a phone), and the dialog of the change asked for from them. */
export function TeamMembers({ members }: { members: TeamMemberView[] }) {
  const [pending, setPending] = useState<PendingChange>();
  const invite = useInviteTeamMember();
  const Rows = usePhoneLayout() ? TeamCards : TeamTable;
  return (
    <>
      <Rows members={members} ownUid={auth.currentUser?.uid} invite={invite} onChange={setPending} />
      {pending && <ConfirmChange change={pending} onClose={() => setPending(undefined)} />}
    </>
  );
}
