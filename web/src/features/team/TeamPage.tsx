import {
  maxIdleTimeoutMinutes,
  maxSessionHours,
  minIdleTimeoutMinutes,
  minSessionHours,
  type Role,
  roleLabels,
  roles,
  type TeamMemberView,
} from '@management-center/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmActionModal } from '../../components/ConfirmActionModal.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { RowCard, RowCardList } from '../../components/RowCards.tsx';
import tableScroll from '../../components/sticky-first-column.module.css';
import { callableErrorMessage } from '../../lib/callable-failures.ts';
import { auth } from '../../lib/firebase.ts';
import { useTeamSession } from '../../lib/team-session.ts';
import { useTeamSettings } from '../../lib/team-settings.ts';
import { teamMembersQueryOptions } from './api/team-members.ts';
import {
  isAccountNotBound,
  useChangeTeamRole,
  useInviteTeamMember,
  useRemoveTeamMember,
  useResetSecondFactor,
  useUpdateTeamSettings,
} from './api/team-mutations.ts';
import { rolesTable } from './roles-table.ts';
import { accessText, lastSignInText, roleChangeText, secondFactorText } from './team-rows.ts';

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

function isRole(value: string | null): value is Role {
  return roles.some((role) => role === value);
}

interface TakeOverOffer {
  email: string;
  role: Role;
  // Why the account may be someone else's, as the server said it.
  reason: string;
}

// An address whose account someone else may hold (registered first in the app, entered another way): the owner
// invites it only by taking the account over, which the acceptance makes the invitee's alone.
function ConfirmTakeOver({ offer, onClose }: { offer: TakeOverOffer; onClose: (invited: boolean) => void }) {
  const invite = useInviteTeamMember();
  return (
    <ConfirmActionModal
      title={`Take over the account of ${offer.email}?`}
      running={invite.isPending}
      destructive
      onCancel={() => onClose(false)}
      onConfirm={() =>
        invite.mutate(
          { email: offer.email, role: offer.role, takeOver: true },
          { onSuccess: () => onClose(true), onError: () => onClose(false) },
        )
      }
    >
      <Text size="sm">{offer.reason}</Text>
      <Text size="sm">
        Do this only if you know the person who reads this address: when they accept, every other way of
        signing in to the account (a phone, another provider, a second factor) is removed.
      </Text>
    </ConfirmActionModal>
  );
}

function InviteForm() {
  const invite = useInviteTeamMember({ asksToTakeOver: true });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('support');
  const [takeOver, setTakeOver] = useState<TakeOverOffer | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => {
          if (isAccountNotBound(error)) setTakeOver({ email, role, reason: callableErrorMessage(error) });
        },
      },
    );
  }
  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Invite someone">
      <Title order={3}>Invite someone</Title>
      <Text size="sm" c="dimmed" mb="sm">
        They receive an e-mail with a link to set their password; it works for 7 days. They get the role once
        they accept.
      </Text>
      <Group align="flex-end">
        <TextInput
          label="E-mail"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          w={300}
        />
        <Select
          label="Role"
          data={roleOptions}
          value={role}
          allowDeselect={false}
          onChange={(value) => isRole(value) && setRole(value)}
          w={180}
        />
        <Button type="submit" loading={invite.isPending}>
          Invite
        </Button>
      </Group>
      {takeOver && (
        <ConfirmTakeOver
          offer={takeOver}
          onClose={(invited) => {
            setTakeOver(null);
            if (invited) setEmail('');
          }}
        />
      )}
    </Card>
  );
}

type PendingChange =
  | { kind: 'role'; member: TeamMemberView; role: Role }
  | { kind: 'remove'; member: TeamMemberView }
  | { kind: 'reset-second-factor'; member: TeamMemberView };

// For a member who lost their phone.
function ConfirmSecondFactorReset({ member, onClose }: { member: TeamMemberView; onClose: () => void }) {
  const reset = useResetSecondFactor();
  return (
    <ConfirmActionModal
      title={`Reset the second factor of ${member.email}?`}
      running={reset.isPending}
      destructive
      onCancel={onClose}
      onConfirm={() => reset.mutate({ uid: member.uid, email: member.email }, { onSettled: onClose })}
    >
      <Text size="sm">
        Every phone of theirs stops being a second factor, and their sessions end at once. They sign in with
        their password and set up a new phone (at once, where the team requires one). Do this only once you
        are sure it is them asking, for example by calling them.
      </Text>
    </ConfirmActionModal>
  );
}

function ConfirmChange({ change, onClose }: { change: PendingChange; onClose: () => void }) {
  const changeRole = useChangeTeamRole();
  const remove = useRemoveTeamMember();
  const { member } = change;
  if (change.kind === 'reset-second-factor')
    return <ConfirmSecondFactorReset member={member} onClose={onClose} />;
  if (change.kind === 'role') {
    return (
      <ConfirmActionModal
        title={`Make ${member.email} ${roleLabels[change.role]}?`}
        running={changeRole.isPending}
        destructive={false}
        onCancel={onClose}
        onConfirm={() =>
          changeRole.mutate(
            { uid: member.uid, role: change.role, email: member.email },
            { onSettled: onClose },
          )
        }
      >
        <Text size="sm">{roleChangeText(member, change.role)}</Text>
      </ConfirmActionModal>
    );
  }
  return (
    <ConfirmActionModal
      title={`Remove ${member.email} from the team?`}
      running={remove.isPending}
      destructive
      onCancel={onClose}
      onConfirm={() => remove.mutate({ uid: member.uid, email: member.email }, { onSettled: onClose })}
    >
      <Text size="sm">
        Their access ends at once: an open console of theirs signs out, and every call or read they try is
        refused. Their sign-in account stays; invite them again to give access back.
      </Text>
    </ConfirmActionModal>
  );
}

interface MemberProps {
  member: TeamMemberView;
  // The signed-in member's own row: their role and their access are not theirs to change.
  own: boolean;
  onChange: (change: PendingChange) => void;
}

// What a member shows in their row of the table, or on their card on a phone.

function MemberRoleSelect({ member, own, onChange }: MemberProps) {
  return (
    <Select
      aria-label={`Role of ${member.email}`}
      size="xs"
      data={roleOptions}
      value={member.role}
      allowDeselect={false}
      disabled={own}
      onChange={(role) => isRole(role) && role !== member.role && onChange({ kind: 'role', member, role })}
    />
  );
}

function MemberAccess({ member }: { member: TeamMemberView }) {
  if (member.invitation === null) {
    return (
      <Badge color="green" variant="light">
        {accessText(member)}
      </Badge>
    );
  }
  return (
    <Text size="sm" c={member.invitation.state === 'expired' ? 'red' : undefined}>
      {accessText(member)}
    </Text>
  );
}

// One invitation call for the list: its button shows which member it is inviting again.
type Invitation = ReturnType<typeof useInviteTeamMember>;

function MemberActions({ member, own, onChange, invite }: MemberProps & { invite: Invitation }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {member.invitation !== null && (
        <Button
          size="compact-sm"
          variant="light"
          loading={invite.isPending && invite.variables?.email === member.email}
          onClick={() => invite.mutate({ email: member.email, role: member.role })}
        >
          Invite again
        </Button>
      )}
      {!own && member.secondFactors > 0 && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Reset the second factor of ${member.email}`}
          onClick={() => onChange({ kind: 'reset-second-factor', member })}
        >
          Reset second factor
        </Button>
      )}
      {!own && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={`Remove ${member.email}`}
          onClick={() => onChange({ kind: 'remove', member })}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}

function addedByText(member: TeamMemberView, own: boolean): string {
  return `${member.addedBy}${own ? ' · you' : ''}`;
}

interface MemberRowsProps {
  members: TeamMemberView[];
  ownUid: string | undefined;
  invite: Invitation;
  onChange: (change: PendingChange) => void;
}

function TeamTable({ members, ownUid, invite, onChange }: MemberRowsProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label="Team members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th w={170}>Role</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            <Table.Th>Second factor</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const own = member.uid === ownUid;
            return (
              <Table.Tr key={member.uid}>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                  <Text size="xs" c="dimmed">
                    Added by {addedByText(member, own)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <MemberRoleSelect member={member} own={own} onChange={onChange} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lastSignInText(member)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{secondFactorText(member)}</Text>
                </Table.Td>
                <Table.Td>
                  <MemberAccess member={member} />
                </Table.Td>
                <Table.Td>
                  <MemberActions member={member} own={own} onChange={onChange} invite={invite} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The team on a phone: a card per member, named by their address, their access as their status.
function TeamCards({ members, ownUid, invite, onChange }: MemberRowsProps) {
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

function TeamMembers({ members }: { members: TeamMemberView[] }) {
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

// The contract's table of roles, as docs/product.md's (Roles): what each role may do.
// On a phone the table scrolls sideways in its box, which then takes the focus: a keyboard scrolls it too, as
// nothing in it takes the focus.
const phoneRolesScroll = {
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'What each role may do' },
};

function RolesTable() {
  const { header, rows } = rolesTable();
  const phone = usePhoneLayout();
  return (
    <Table.ScrollContainer
      minWidth={700}
      className={tableScroll.stickyFirstColumn}
      scrollAreaProps={phone ? phoneRolesScroll : undefined}
    >
      <Table verticalSpacing={4} aria-label="What each role may do">
        <Table.Thead>
          <Table.Tr>
            {header.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([permission, ...allowed]) => (
            <Table.Tr key={permission}>
              <Table.Td>
                <Text size="sm">{permission}</Text>
              </Table.Td>
              {allowed.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the roles, always in this order.
                <Table.Td key={column}>
                  <Text size="sm">{cell}</Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SessionSettings() {
  const settings = useTeamSettings();
  const session = useTeamSession();
  const update = useUpdateTeamSettings();
  const [minutes, setMinutes] = useState<number | string>('');
  const [hours, setHours] = useState<number | string>('');
  const [requireSecondFactor, setRequireSecondFactor] = useState<boolean>();
  const [confirming, setConfirming] = useState(false);
  const shownMinutes = minutes === '' ? (settings?.idleTimeoutMinutes ?? '') : minutes;
  const shownHours = hours === '' ? (settings?.sessionHours ?? '') : hours;
  const shownRequirement = requireSecondFactor ?? settings?.requireSecondFactor ?? false;
  const ownSecondFactor = session.status === 'member' && session.secondFactor;
  function save() {
    update.mutate(
      {
        idleTimeoutMinutes: Number(shownMinutes),
        requireSecondFactor: shownRequirement,
        sessionHours: Number(shownHours),
      },
      {
        onSuccess: () => {
          setMinutes('');
          setHours('');
          setRequireSecondFactor(undefined);
        },
        onSettled: () => setConfirming(false),
      },
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    // Requiring it signs the others out: said first.
    if (shownRequirement && settings?.requireSecondFactor !== true) setConfirming(true);
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
          value={shownMinutes}
          onChange={setMinutes}
          w={220}
        />
        <NumberInput
          label="Sessions last at most (hours)"
          min={minSessionHours}
          max={maxSessionHours}
          allowDecimal={false}
          value={shownHours}
          onChange={setHours}
          w={260}
        />
        <Switch
          label="Require a second factor of everyone"
          description={
            ownSecondFactor || shownRequirement
              ? 'Signing in then asks every member for a code sent by SMS to their phone; whoever has none sets one up first.'
              : 'Set up a second factor on My account, and sign in with it, before you require one of everyone.'
          }
          checked={shownRequirement}
          disabled={!ownSecondFactor && !shownRequirement}
          onChange={(event) => setRequireSecondFactor(event.currentTarget.checked)}
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
        <ConfirmActionModal
          title="Require a second factor of everyone?"
          running={update.isPending}
          destructive={false}
          onCancel={() => setConfirming(false)}
          onConfirm={save}
        >
          <Text size="sm">
            Every other member is signed out at once. At their next sign-in, they enter a code sent by SMS to
            their phone; whoever has no second factor yet sets one up before the console opens.
          </Text>
        </ConfirmActionModal>
      )}
    </Card>
  );
}

export function TeamPage() {
  const team = useQuery(teamMembersQueryOptions());
  return (
    <Stack gap="lg">
      <Title order={1}>Team</Title>
      <Text size="sm" c="dimmed">
        Who may use this console, with which role. Nobody changes their own role or removes themselves, and
        the team always keeps an owner.
      </Text>
      <InviteForm />
      <SessionSettings />
      {team.error ? (
        <Alert color="red">The team could not be read: {team.error.message}</Alert>
      ) : team.data === undefined ? (
        <Loader aria-label="Loading the team" />
      ) : (
        <TeamMembers members={team.data} />
      )}
      <Title order={2}>What each role may do</Title>
      <RolesTable />
    </Stack>
  );
}
