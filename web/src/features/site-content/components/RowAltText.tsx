import { type SiteImageTargetName, siteContentTargets, successMessages } from '@management-center/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AltTextFields, useAltTextEdit } from '../../../components/media/AltTextFields.tsx';
import { EditConflictNotice } from './EditConflictNotice.tsx';
import { useContentSave } from './use-content-save.ts';

interface RowAltTextProps {
  target: SiteImageTargetName;
  id?: string | undefined;
  label: string;
  // Empty for a decorative image, absent when nobody described it.
  alt: string | undefined;
}

function shownAltText(alt: string | undefined): { text: string; dimmed: boolean } {
  if (alt === undefined) return { text: 'No alt text yet', dimmed: true };
  if (alt === '') return { text: 'Decorative image: screen readers skip it', dimmed: true };
  return { text: `Alt text: ${alt}`, dimmed: false };
}

// The alt text beside this row's image: this row's alone (the Media Library changes it in every row at once).
export function RowAltText({ target, id, label, alt }: RowAltTextProps) {
  const edit = useAltTextEdit(alt);
  const [editing, setEditing] = useState(false);
  // The text the row showed when its edit began: a Done says it started from there.
  const [opened, setOpened] = useState(alt);
  const content = useContentSave(successMessages.altTextUpdated);

  function start() {
    edit.restart(alt);
    setOpened(alt);
    setEditing(true);
  }

  function close() {
    setEditing(false);
    content.dismiss();
  }

  function save() {
    const edited = edit.textToSave();
    if (edited === undefined) return;
    if (edited === alt) {
      close();
      return;
    }
    const { altField } = siteContentTargets[target].image;
    content.save(
      { target, id, fields: { [altField]: edited }, startedFrom: { [altField]: opened ?? '' } },
      close,
    );
  }

  if (!editing) {
    const shown = shownAltText(alt);
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c={shown.dimmed ? 'dimmed' : undefined} flex={1} style={{ overflowWrap: 'anywhere' }}>
          {shown.text}
        </Text>
        <Button variant="subtle" size="xs" onClick={start} aria-label={`Edit alt text: ${label}`}>
          Edit alt text
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <AltTextFields {...edit.fields} disabled={content.saving} autoFocus />
      {content.conflict ? (
        <EditConflictNotice
          conflict={content.conflict}
          saving={content.saving}
          onKeepTheirs={close}
          onKeepMine={() => content.keepMine(close)}
        />
      ) : (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={content.saving}>
            Cancel
          </Button>
          <Button onClick={save} loading={content.saving} aria-label={`Save alt text: ${label}`}>
            Save alt text
          </Button>
        </Group>
      )}
    </Stack>
  );
}
