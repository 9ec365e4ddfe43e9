import type { SiteItemTargetName } from '@management-center/contract';
import { Blockquote, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButtons } from '../../../components/ConfirmButtons.tsx';
import { ResponsiveModal } from '../../../components/ResponsiveModal.tsx';
import { useDeleteReleaseItem } from '../api/release-mutations.ts';
import { useDeleteSiteItem } from '../api/site-content-mutations.ts';
import { useReleaseWork } from '../release-work/release-work.ts';

interface DeleteItemButtonProps {
  target: SiteItemTargetName;
  id: string;
  // "member", "benefit"...: what the item is called on the screen.
  noun: string;
  // The item's own words, so the confirmation says exactly which one goes.
  summary: string;
  withImage: boolean;
}

export function DeleteItemButton({ target, id, noun, summary, withImage }: DeleteItemButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const work = useReleaseWork();
  const liveDeletion = useDeleteSiteItem(noun);
  const releaseDeletion = useDeleteReleaseItem();
  const deletion = work ? releaseDeletion : liveDeletion;

  // The live listener usually removes the item, and with it this dialog, before the call returns: the notices
  // come from the mutation hook, which outlives it.
  function confirm() {
    const done = { onSuccess: () => setConfirming(false) };
    if (work) releaseDeletion.mutate({ work, target, id }, done);
    else liveDeletion.mutate({ target, id }, done);
  }

  const consequence = work
    ? `This deletes this ${noun} in release “${work.release.name}”: the website keeps it until the release is published.`
    : withImage
      ? `This removes this ${noun} and its image from the website (Recently deleted can bring it back):`
      : `This removes this ${noun} from the website (Recently deleted can bring it back):`;

  return (
    <>
      <Button
        variant="light"
        color="red"
        size="xs"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${noun}: ${summary}`}
      >
        Delete
      </Button>
      <ResponsiveModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete this ${noun}?`}
        size={400}
        centered
        closeOnClickOutside={!deletion.isPending}
        closeOnEscape={!deletion.isPending}
        withCloseButton={!deletion.isPending}
      >
        <Stack>
          <Text size="sm">{consequence}</Text>
          <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {summary}
          </Blockquote>
          <ConfirmButtons
            running={deletion.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={confirm}
          />
        </Stack>
      </ResponsiveModal>
    </>
  );
}
