import { maxReleaseNameLength } from '@management-center/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useCreateRelease } from '../../lib/releases/create-release.ts';

interface NewReleaseFormProps {
  // What Create is called where the form is ("Create", "Create and work in it").
  submitLabel: string;
  onCreated: (releaseId: string) => void;
  // More buttons before Create, such as the dialog's Cancel.
  children?: ReactNode;
}

// Names a new release and creates it: on the releases' page, and from a content screen's header.
export function NewReleaseForm({ submitLabel, onCreated, children }: NewReleaseFormProps) {
  const [name, setName] = useState('');
  const create = useCreateRelease();
  const trimmed = name.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '') return;
        create.mutate(trimmed, {
          onSuccess: ({ releaseId }) => {
            setName('');
            onCreated(releaseId);
          },
        });
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          flex={1}
          miw={200}
          label="New release"
          description="Changes saved into a release stay off the websites until it is published."
          placeholder="Spring promotion"
          maxLength={maxReleaseNameLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Group gap="xs" justify="flex-end">
          {children}
          <Button type="submit" loading={create.isPending} disabled={trimmed === ''}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
