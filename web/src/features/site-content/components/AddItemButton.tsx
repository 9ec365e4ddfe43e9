import type { SiteItemTargetName } from '@management-center/contract';
import { Button } from '@mantine/core';
import { useAddSiteItem } from '../api/site-content-mutations.ts';

export function AddItemButton({ target, noun }: { target: SiteItemTargetName; noun: string }) {
  const addition = useAddSiteItem(noun);
  return (
    <Button variant="light" w="fit-content" loading={addition.isPending} onClick={() => addition.add(target)}>
      {`Add ${noun}`}
    </Button>
  );
}
