import {
  type SignInAccountView,
  type SignInBlock,
  teamAccountMessage,
  teamAccountReason,
} from '@management-center/contract';
import { Alert, Anchor, Badge, Button, Card, DataList, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { isCallableRefusal } from '../../../lib/callables/callable-refusal.ts';
import { type PaletteAction, usePaletteActions } from '../../../lib/navigation/palette-actions.ts';
import { routePaths } from '../../../lib/navigation/paths.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import {
  signInAccountQueryOptions,
  useEnableSignIn,
  useRemoveUserSecondFactors,
  useSignInBlock,
  useSignOutUser,
} from '../api/use-sign-in-account.ts';
import { AccountEmails } from './AccountEmails.tsx';
import { DisableSignInModal } from './DisableSignInModal.tsx';
import { SignInBlockNote } from './SignInBlockNote.tsx';

function isTeamAccount(error: unknown): boolean {
  return isCallableRefusal(error, 'failed-precondition', teamAccountReason);
}

function timeText(time: number | null, never: string): string {
  return time === null ? never : new Date(time).toLocaleString();
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function AccountFields({ account }: { account: SignInAccountView }) {
  return (
    <DataList labelWidth={160}>
      <Field label="Created">{timeText(account.createdAt, 'Unknown')}</Field>
      <Field label="Last sign-in">{timeText(account.lastSignInAt, 'Never')}</Field>
      <Field label="Last active">{timeText(account.lastActiveAt, 'Never')}</Field>
      <Field label="Signs in with">{account.providers.join(', ') || 'No provider'}</Field>
      <Field label="E-mail verified">{account.emailVerified ? 'Yes' : 'No'}</Field>
      <Field label="Sign-in">
        {account.disabled ? <Badge color="red">Disabled</Badge> : <Badge color="green">Enabled</Badge>}
      </Field>
      <Field label="Second factors">
        {account.secondFactors.length === 0
          ? 'None'
          : account.secondFactors.map((factor) => factor.displayName ?? factor.phoneNumber).join(', ')}
      </Field>
    </DataList>
  );
}

type PendingAction = 'sign-out' | 'remove-second-factors' | 'disable' | 'enable';

function AccountActions({
  userId,
  account,
  block,
}: {
  userId: string;
  account: SignInAccountView;
  block: SignInBlock | null;
}) {
  const [pending, setPending] = useState<PendingAction>();
  const signOut = useSignOutUser(userId);
  const removeFactors = useRemoveUserSecondFactors(userId);
  const enable = useEnableSignIn(userId);
  const close = () => setPending(undefined);
  const disabled = account.disabled || block !== null;
  const paletteActions: PaletteAction[] = [
    disabled
      ? { id: 'enable-sign-in', label: 'Enable sign-in', run: () => setPending('enable') }
      : { id: 'disable-sign-in', label: 'Disable sign-in', run: () => setPending('disable') },
    { id: 'sign-out', label: 'Sign out everywhere', run: () => setPending('sign-out') },
  ];
  if (account.secondFactors.length > 0) {
    paletteActions.push({
      id: 'remove-second-factors',
      label: 'Remove second factors',
      run: () => setPending('remove-second-factors'),
    });
  }
  usePaletteActions(paletteActions);
  return (
    <>
      <Group mt="md" gap="sm">
        {disabled ? (
          <Button variant="light" onClick={() => setPending('enable')}>
            Enable sign-in
          </Button>
        ) : (
          <Button variant="light" color="red" onClick={() => setPending('disable')}>
            Disable sign-in
          </Button>
        )}
        <Button variant="light" onClick={() => setPending('sign-out')}>
          Sign out everywhere
        </Button>
        {account.secondFactors.length > 0 && (
          <Button variant="light" color="red" onClick={() => setPending('remove-second-factors')}>
            Remove second factors
          </Button>
        )}
      </Group>
      {pending === 'disable' && <DisableSignInModal userId={userId} onClose={close} />}
      {pending === 'enable' && (
        <ConfirmActionModal
          title="Enable this user's sign-in?"
          running={enable.isPending}
          destructive={false}
          onCancel={close}
          onConfirm={() => enable.mutate(undefined, { onSettled: close })}
        >
          <Text size="sm">
            They can sign in to the app again at once. The sessions that ended when their sign-in was disabled
            stay ended. Undo, in the notification or on the Activity page, disables it again with the same
            reason, until the same time.
          </Text>
        </ConfirmActionModal>
      )}
      {pending === 'sign-out' && (
        <ConfirmActionModal
          title="Sign this user out everywhere?"
          running={signOut.isPending}
          destructive={false}
          onCancel={close}
          onConfirm={() => signOut.mutate(undefined, { onSettled: close })}
        >
          <Text size="sm">
            Every session of theirs ends: the app asks them to sign in again once the token it holds expires,
            within the hour. Nothing else changes; there is nothing to undo.
          </Text>
        </ConfirmActionModal>
      )}
      {pending === 'remove-second-factors' && (
        <ConfirmActionModal
          title="Remove this user's second factors?"
          running={removeFactors.isPending}
          destructive
          onCancel={close}
          onConfirm={() => removeFactors.mutate(undefined, { onSettled: close })}
        >
          <Text size="sm">
            For a user who lost their phone: their sessions end, and they sign in with their password alone
            until they add a new phone in the app. Do this only once you are sure it is them asking: it cannot
            be undone, only they can enrol a phone again.
          </Text>
        </ConfirmActionModal>
      )}
    </>
  );
}

// A member of the team who is an app user too: the server answers nothing of their account here, and no action
// of this card would be taken (contract team/team-accounts.ts).
function TeamAccountNote() {
  const managesTeam = useAllows('manageTeam');
  return (
    <Alert color="blue" title="A member of the team">
      {teamAccountMessage}
      {managesTeam && (
        <>
          {' '}
          <Anchor component={Link} to={routePaths.team}>
            Open the Team screen
          </Anchor>
        </>
      )}
    </Alert>
  );
}

// The user's Firebase Authentication account, read through a callable: what it is, and the support desk's actions.
export function SignInAccountCard({ userId }: { userId: string }) {
  const account = useQuery({
    ...signInAccountQueryOptions(userId),
    // The refusal of a team member's account is an answer, not a failure to retry.
    retry: (failures, error) => !isTeamAccount(error) && failures < 1,
  });
  const block = useSignInBlock(userId);
  const managesSignIn = useAllows('manageSignIn');
  return (
    <Card withBorder radius="md" p="lg" maw={640} component="section" aria-labelledby="sign-in-account-title">
      <Title order={2} size="h4" mb="sm" id="sign-in-account-title">
        Sign-in account
      </Title>
      {account.isPending ? (
        <Text c="dimmed" size="sm">
          Reading the sign-in account…
        </Text>
      ) : account.isError && isTeamAccount(account.error) ? (
        <TeamAccountNote />
      ) : account.isError ? (
        <Alert color="red">The sign-in account could not be read: {account.error.message}</Alert>
      ) : account.data === null ? (
        <Text c="dimmed" size="sm">
          This user has no sign-in account: it was deleted apart from their record.
        </Text>
      ) : (
        <>
          <AccountFields account={account.data} />
          {block.data && <SignInBlockNote block={block.data} />}
          <AccountEmails
            userId={userId}
            hasEmail={account.data.email !== null}
            emailVerified={account.data.emailVerified}
          />
          {managesSignIn && (
            <AccountActions userId={userId} account={account.data} block={block.data ?? null} />
          )}
        </>
      )}
    </Card>
  );
}
