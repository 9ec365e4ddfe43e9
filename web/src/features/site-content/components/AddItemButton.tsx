import type { SiteItemTargetName } from '@management-center/contract';
import { Button } from '@mantine/core';
import { useAddReleaseItem } from '../api/release-mutations.ts';
import { newSiteItem, useAddSiteItem } from '../api/site-content-mutations.ts';
import { useReleaseWork } from '../release-work/release-work.ts';

export function AddItemButton({ target, noun }: { target: SiteItemTargetName; noun: string }) {
  const work = useReleaseWork();
  const addition = useAddSiteItem(noun);
  const intoRelease = useAddReleaseItem();
  return (
    <Button
      variant="light"
      w="fit-content"
      loading={addition.isPending || intoRelease.isPending}
      onClick={() => (work ? intoRelease.mutate({ work, item: newSiteItem(target) }) : addition.add(target))}
    >
      {`Add ${noun}`}
    </Button>
  );
}
