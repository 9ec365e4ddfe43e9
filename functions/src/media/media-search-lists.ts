import {
  mediaImagePath,
  mediaSearchGramCountPath,
  mediaSearchGramCountsPath,
  mediaSearchGramsOfValue,
  mediaSearchItemPath,
  mediaSearchListedPath,
  mediaSearchListPath,
  mediaSearchPath,
  searchGramKey,
} from '@management-center/contract';
import { database, serverIncrement } from '../platform/firebase.ts';
import { mediaSearchUpdate, mediaSearchValueOfStored } from './media-search-update.ts';

// An entry changed again while its lists are written is read once more; past this many passes, its own later
// write finishes the work.
const maxPasses = 5;

function listedValueOf(stored: unknown): string | null {
  return typeof stored === 'string' ? stored : null;
}

/**
 * Brings an image's search lists in step with its library entry, right after a write of the entry: one multi-path
 * update of the lists, the value they are listed with and their sizes, from the value last listed
 * (`mediaSearchListed`, written in the same update), so that an alt text changed or an entry removed leaves the
 * lists of the grams it no longer has. `stored` is the entry as the write left it, when the writer has it (null when
 * removed). The entry is read again after the update: a later write's update may have landed first, so while the
 * entry differs from what was listed, the lists are written again, leaving every list this call put the image in that
 * it no longer belongs to. A stop between the entry's write and this update leaves the lists as they were listed:
 * the next write of the entry, or the same call again, compares with the listed value and puts them right.
 */
export async function keepSearchListsInStep(imageKey: string, stored?: unknown): Promise<void> {
  const realtimeDatabase = await database();
  const entry = realtimeDatabase.ref(mediaImagePath(imageKey));
  const listedAt = realtimeDatabase.ref(`${mediaSearchListedPath}/${imageKey}`);
  const [value, listed] = await Promise.all([
    stored === undefined ? entry.get().then((snapshot) => snapshot.val()) : stored,
    listedAt.get().then((snapshot) => snapshot.val()),
  ]);
  let current = mediaSearchValueOfStored(value);
  let listedValue = listedValueOf(listed);
  if (current === listedValue) return;
  const written = new Set<string>();
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const { paths, sizeChanges } = mediaSearchUpdate(imageKey, current, listedValue, written);
    const increments = await Promise.all(
      [...sizeChanges].map(
        async ([gramKey, change]) =>
          [mediaSearchGramCountPath(gramKey), await serverIncrement(change)] as const,
      ),
    );
    await realtimeDatabase.ref().update({ ...paths, ...Object.fromEntries(increments) });
    for (const gram of mediaSearchGramsOfValue(current)) written.add(gram);
    const [now, listedNow] = await Promise.all([entry.get(), listedAt.get()]);
    const value = mediaSearchValueOfStored(now.val());
    if (value === current) return;
    current = value;
    listedValue = listedValueOf(listedNow.val());
  }
}

type Tree = Record<string, unknown>;

function childrenOf(value: unknown): Tree {
  return typeof value === 'object' && value !== null ? (value as Tree) : {};
}

// A multi-path update of this many paths at most: the backfill's may hold every list of every image.
const pathsPerUpdate = 1000;

/**
 * Makes the search lists, the listed values and the lists' sizes exactly what the entries give (`entries`: the
 * library as stored, by image key), writing only what differs: a child of a list no entry gives is removed. For the
 * backfill, which runs while nothing else writes the library.
 */
export async function rebuildMediaSearch(entries: Tree): Promise<void> {
  const realtimeDatabase = await database();
  const read = async (path: string) => childrenOf((await realtimeDatabase.ref(path).get()).val());
  const [lists, listed, counts] = await Promise.all([
    read(mediaSearchPath),
    read(mediaSearchListedPath),
    read(mediaSearchGramCountsPath),
  ]);
  const wanted = new Map<string, unknown>();
  const sizes = new Map<string, number>();
  for (const [imageKey, stored] of Object.entries(entries)) {
    const value = mediaSearchValueOfStored(stored);
    if (value === null) continue;
    wanted.set(`${mediaSearchListedPath}/${imageKey}`, value);
    for (const gram of mediaSearchGramsOfValue(value)) {
      wanted.set(mediaSearchItemPath(gram, imageKey), value);
      const gramKey = searchGramKey(gram);
      sizes.set(gramKey, (sizes.get(gramKey) ?? 0) + 1);
    }
  }
  for (const [gramKey, size] of sizes) wanted.set(mediaSearchGramCountPath(gramKey), size);

  const kept = new Map<string, unknown>();
  for (const [gramKey, list] of Object.entries(lists)) {
    for (const [imageKey, value] of Object.entries(childrenOf(list))) {
      kept.set(`${mediaSearchListPath(gramKey)}/${imageKey}`, value);
    }
  }
  for (const [imageKey, value] of Object.entries(listed))
    kept.set(`${mediaSearchListedPath}/${imageKey}`, value);
  for (const [gramKey, size] of Object.entries(counts)) kept.set(mediaSearchGramCountPath(gramKey), size);

  const changes: [string, unknown][] = [];
  for (const [path, value] of wanted) if (kept.get(path) !== value) changes.push([path, value]);
  for (const path of kept.keys()) if (!wanted.has(path)) changes.push([path, null]);
  for (let start = 0; start < changes.length; start += pathsPerUpdate) {
    await realtimeDatabase.ref().update(Object.fromEntries(changes.slice(start, start + pathsPerUpdate)));
  }
}
