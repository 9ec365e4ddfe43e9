import {
  type ImageContentType,
  imageBytesProblem,
  imageContentTypes,
  type SiteContentTarget,
  type SiteContentTargetName,
  type SiteImageSlot,
  type SiteItemTargetName,
  siteContentTargets,
  sniffImageType,
  updateSiteContentInputSchema,
} from '@management-center/contract';

export type FieldValue = string | readonly string[];
export type FieldValues = Readonly<Record<string, FieldValue>>;

export interface ListedItem<Item> {
  id: string;
  item: Item;
}

// Push ids sort in creation order, so the oldest item comes first as on the websites.
export function listItems<Item>(record: Readonly<Record<string, Item>> | undefined): ListedItem<Item>[] {
  return Object.entries(record ?? {})
    .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
    .map(([id, item]) => ({ id, item }));
}

function sameValue(first: FieldValue | undefined, second: FieldValue): boolean {
  if (typeof first === 'string' || typeof second === 'string') return first === second;
  return (
    first !== undefined &&
    first.length === second.length &&
    first.every((value, index) => value === second[index])
  );
}

// Only what the administrator actually changed is sent, so an untouched field keeps its stored value.
export function changedFields(stored: FieldValues, edited: FieldValues): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(edited).filter(([name, value]) => !sameValue(stored[name], value)),
  );
}

// A feature's options as typed: blank entries are dropped rather than refused.
export function typedOptions(options: readonly string[]): string[] {
  return options.map((option) => option.trim()).filter((option) => option !== '');
}

export function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function targetOf(name: SiteContentTargetName): SiteContentTarget {
  return siteContentTargets[name];
}

export function imageSlotOf(name: SiteContentTargetName): SiteImageSlot | undefined {
  return targetOf(name).image;
}

// The spec's text for each changed field; targets it gives no wording for (contact us) use the fallback.
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

export interface ContentUpdate {
  target: SiteContentTargetName;
  id?: string;
  fields: Record<string, FieldValue>;
}

// The contract's own check, run before the call so that a blank or too long text is explained next to the field.
export function updateProblem(update: ContentUpdate): string | undefined {
  const input = update.id === undefined ? { target: update.target, fields: update.fields } : update;
  const result = updateSiteContentInputSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  if (!issue) return undefined;
  const field = issue.path.filter((part) => part !== 'fields').join(' ');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export type PreparedImage =
  | { ok: true; fileName: string; contentType: ImageContentType; data: string }
  | { ok: false; problem: string };

export function bytesToBase64(bytes: Uint8Array): string {
  // String.fromCharCode takes its arguments on the stack: large images go in slices.
  const sliceLength = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += sliceLength) {
    binary += String.fromCharCode(...bytes.subarray(start, start + sliceLength));
  }
  return btoa(binary);
}

// The same checks the server makes, so that a wrong file is refused before several megabytes are sent.
export function prepareImage(fileName: string, fileType: string, bytes: Uint8Array): PreparedImage {
  const contentType = imageContentTypes.find((type) => type === fileType) ?? sniffImageType(bytes);
  if (!contentType) return { ok: false, problem: 'The file is not a PNG, JPEG, WebP or GIF image.' };
  const problem = imageBytesProblem(bytes, contentType);
  if (problem) return { ok: false, problem };
  return { ok: true, fileName, contentType, data: bytesToBase64(bytes) };
}
