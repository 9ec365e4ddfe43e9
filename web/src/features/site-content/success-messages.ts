import {
  type SiteContentTarget,
  type SiteContentTargetName,
  type SiteItemTargetName,
  siteContentTargets,
  successMessages,
} from '@management-center/contract';

function targetOf(name: SiteContentTargetName): SiteContentTarget {
  return siteContentTargets[name];
}

export function uploadedMessage(name: SiteContentTargetName): string {
  return targetOf(name).image?.uploadedMessage ?? successMessages.imageUploaded;
}

// The catalogue's text for each changed field (docs/product.md, Website content); targets it gives no wording
// for (contact us) use the fallback.
export function updatedMessage(
  name: SiteContentTargetName,
  fieldNames: readonly string[],
  fallback: string,
): string {
  const messages = fieldNames.flatMap((field) => targetOf(name).updatedMessages[field] ?? []);
  return messages.length > 0 ? [...new Set(messages)].join(' ') : fallback;
}

export function addedMessage(name: SiteItemTargetName, fallback: string): string {
  const target = targetOf(name);
  return (target.kind === 'item' && target.addedMessage) || fallback;
}

export function deletedMessage(name: SiteItemTargetName, fallback: string): string {
  const target = targetOf(name);
  return (target.kind === 'item' && target.deletedMessage) || fallback;
}
