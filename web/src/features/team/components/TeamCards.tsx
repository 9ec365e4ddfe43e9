import { RowCard, RowCardList } from '../../../components/RowCards.tsx';
import { addedByText, lastSignInText, secondFactorText } from '../team-rows.ts';
import { MemberAccess } from './MemberAccess.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberRoleSelect } from './MemberRoleSelect.tsx';
import type { MemberListProps } from './member-row-props.ts';

// The team on a phone: a card per member, named by their address, their access as their status.
export function TeamCards({ members, ownUid, invite, onChange }: MemberListProps) {
  return (
    <RowCardList label="Team members">
      {members.map((member) => {
        const own = member.uid === ownUid;
        return (
          <RowCard
            key={member.uid}
            title={member.email}
            status={<MemberAccess member={member} />}
            fields={[
              { label: 'Role', value: <MemberRoleSelect member={member} own={own} onChange={onChange} /> },
              { label: 'Last sign-in', value: lastSignInText(member) },
              { label: 'Second factor', value: secondFactorText(member) },
              { label: 'Added by', value: addedByText(member, own) },
            ]}
            actions={<MemberActions member={member} own={own} onChange={onChange} invite={invite} />}
          />
        );
      })}
    </RowCardList>
  );
}
