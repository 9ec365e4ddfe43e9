import type { SiteItemTargetName } from '@management-center/contract';
import { Button } from '@mantine/core';
import { callableErrorMessage } from '../../../lib/callables.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useAddSiteItem } from '../api/site-content-mutations.ts';
import { addedMessage } from '../success-messages.ts';

export function AddItemButton({ target, noun }: { target: SiteItemTargetName; noun: string }) {
  const addition = useAddSiteItem();
  return (
    <Button
      variant="light"
      w="fit-content"
      loading={addition.isPending}
      onClick={() =>
        addition.mutate(target, {
          onSuccess: () => notifySuccess(addedMessage(target, `New ${noun} added successfully!`)),
          onError: (error) => notifyFailure(callableErrorMessage(error)),
        })
      }
    >
      {`Add ${noun}`}
    </Button>
  );
}
