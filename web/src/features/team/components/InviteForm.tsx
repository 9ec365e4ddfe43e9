import type { Role } from '@management-center/contract';
import { Button, Card, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { callableErrorMessage } from '../../../lib/callables/callable-failures.ts';
import { isAccountNotBound, useInviteTeamMember } from '../api/team-mutations.ts';
import { isRole, roleOptions } from '../role-options.ts';
import { ConfirmTakeOver, type TakeOverOffer } from './ConfirmTakeOver.tsx';

/** Invites an address with a role; an address whose account may be someone else's is offered to take over. */
export function InviteForm() {
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
