import { type AccountEmailKind, accountEmailOutboxEntryId } from '@management-center/contract';
import { Button, DataList, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { usePaletteActions } from '../../../lib/navigation/palette-actions.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import { useSendAccountEmail } from '../api/use-sign-in-account.ts';
import { accountEmailWording } from '../email-delivery-state.ts';
import { EmailDeliveryState } from './EmailDeliveryState.tsx';

const emails: Record<
  AccountEmailKind,
  { label: string; button: string; title: string; explanation: string }
> = {
  passwordReset: {
    label: 'Password reset e-mail',
    button: 'Send password reset e-mail',
    title: 'Send a password reset e-mail?',
    explanation:
      'A link to choose a new password goes to the address of their sign-in account. Their password stays as it is until they use the link. An e-mail sent cannot be called back.',
  },
  emailVerification: {
    label: 'Verification e-mail',
    button: 'Send verification e-mail',
    title: 'Send the verification e-mail again?',
    explanation:
      'A link that confirms the address is theirs goes to the address of their sign-in account. Nothing else changes; an e-mail sent cannot be called back.',
  },
};

function SendAccountEmail({
  userId,
  kind,
  onClose,
}: {
  userId: string;
  kind: AccountEmailKind;
  onClose: () => void;
}) {
  const send = useSendAccountEmail(userId, kind);
  const { title, explanation } = emails[kind];
  return (
    <ConfirmActionModal
      title={title}
      running={send.isPending}
      destructive={false}
      onCancel={onClose}
      onConfirm={() => send.mutate(undefined, { onSettled: onClose })}
    >
      <Text size="sm">{explanation}</Text>
    </ConfirmActionModal>
  );
}

// The links a support desk e-mails a user (through the outbox, like the approval e-mail), each with where the last
// one sent stands. A verified address needs no verification e-mail; an account without an address gets neither.
export function AccountEmails({
  userId,
  hasEmail,
  emailVerified,
}: {
  userId: string;
  hasEmail: boolean;
  emailVerified: boolean;
}) {
  const [pending, setPending] = useState<AccountEmailKind>();
  const maySend = useAllows('sendAccountEmails') && hasEmail;
  const kinds: AccountEmailKind[] = emailVerified
    ? ['passwordReset']
    : ['passwordReset', 'emailVerification'];
  usePaletteActions(
    maySend
      ? kinds.map((kind) => ({ id: `send-${kind}`, label: emails[kind].button, run: () => setPending(kind) }))
      : [],
  );
  return (
    <>
      <DataList labelWidth={160} mt="md">
        {kinds.map((kind) => (
          <DataList.Item key={kind}>
            <DataList.ItemLabel>{emails[kind].label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <EmailDeliveryState
                entryId={accountEmailOutboxEntryId(kind, userId)}
                wording={accountEmailWording}
              />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {maySend && (
        <Group mt="md" gap="sm">
          {kinds.map((kind) => (
            <Button key={kind} variant="light" onClick={() => setPending(kind)}>
              {emails[kind].button}
            </Button>
          ))}
        </Group>
      )}
      {pending && <SendAccountEmail userId={userId} kind={pending} onClose={() => setPending(undefined)} />}
    </>
  );
}
