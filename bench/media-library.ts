import { mediaImageKey, mediaImageOf, mediaLibraryPath, storageFolders } from '@management-center/contract';
import type { IsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import { getDatabase } from 'firebase-admin/database';
import { adminAppOf, closeAdminApp } from '../tests/backend/support/backend-clients.ts';
import { buildIndexes, type ScreenCost, signedInPage, visit } from './screen-cost.ts';
import { kilobytes, median, milliseconds } from './statistics.ts';

// What the Media Library's first page costs the browser at 100 and at 10,000 images: the page reads 25 entries
// of one index whatever the library holds, so bytes and time should stay within a small factor of each other.
const librarySizes = [100, 10_000];
const visitsPerSize = 3;
const entriesPerWrite = 1000;

export interface MediaLibraryFigures {
  images: number;
  firstPage: ScreenCost;
}

function fileNameOf(index: number): string {
  return `bench-photo-${String(index).padStart(5, '0')}.webp`;
}

// Entries as uploads write them, every fourth one shown by a row; all point at one small image so that the
// thumbnails cost the same at every size.
function benchEntry(index: number, url: string) {
  const folder = storageFolders[index % storageFolders.length] ?? 'AboutMembers';
  const objectPath = `${folder}/${1_700_000_000_000 + index}${fileNameOf(index)}`;
  const uses =
    index % 4 === 0
      ? {
          [`productAboutUsMember:-bench${index}`]: {
            target: 'productAboutUsMember' as const,
            itemId: `-bench${index}`,
            place: ['Product website', 'About Us', 'Members', `Member ${index}`],
          },
        }
      : {};
  const facts = {
    objectPath,
    folder,
    fileName: fileNameOf(index),
    url,
    bytes: 180_000 + index,
    width: 2000,
    height: 1333,
    contentType: 'image/webp',
    uploadedAt: 1_700_000_000_000 + index * 1000,
    ...(index % 3 === 0 ? { alt: `Photo number ${index}` } : {}),
  };
  return [mediaImageKey(objectPath), mediaImageOf(facts, uses)] as const;
}

export async function measureMediaLibrary(isolated: IsolatedBackend): Promise<MediaLibraryFigures[]> {
  const app = adminAppOf(isolated.backend);
  const database = getDatabase(app);
  const demo = Object.values(
    ((await database.ref(mediaLibraryPath).get()).val() ?? {}) as Record<string, { url: string }>,
  );
  const url = demo[0]?.url ?? '';
  const { browser, page, bytes } = await signedInPage(isolated);
  const figures: MediaLibraryFigures[] = [];
  try {
    for (const images of librarySizes) {
      await database.ref(mediaLibraryPath).remove();
      for (let start = 0; start < images; start += entriesPerWrite) {
        const batch = Array.from({ length: Math.min(entriesPerWrite, images - start) }, (_, offset) =>
          benchEntry(start + offset, url),
        );
        await database.ref(mediaLibraryPath).update(Object.fromEntries(batch));
      }
      await buildIndexes(database);
      const newest = fileNameOf(images - 1);
      const visits: ScreenCost[] = [];
      for (let visitIndex = 0; visitIndex < visitsPerSize; visitIndex += 1) {
        visits.push(await visit(page, bytes, `${isolated.consoleUrl}/media`, newest));
      }
      figures.push({
        images,
        firstPage: {
          ms: median(visits.map((cost) => cost.ms)),
          bytes: median(visits.map((cost) => cost.bytes)),
        },
      });
    }
  } finally {
    await browser.close();
    await closeAdminApp(app);
  }
  return figures;
}

export function mediaLibraryReport(figures: readonly MediaLibraryFigures[]): string {
  const rows = figures.map(
    ({ images, firstPage }) =>
      `| ${images.toLocaleString('en-US')} | ${kilobytes(firstPage.bytes)} | ${milliseconds(firstPage.ms)} |`,
  );
  const [smallest, largest] = [figures[0], figures[figures.length - 1]];
  const ratio = (pick: (cost: ScreenCost) => number) =>
    smallest && largest ? (pick(largest.firstPage) / pick(smallest.firstPage)).toFixed(2) : '–';
  return [
    "## 11. The Media Library's first page",
    '',
    `The console opened at \`/media\` (signed in, production build, desktop Chromium), from a blank page, until the
newest image's card shows; the library's entries written directly, every fourth used by a row, a third with alt
text. Median of ${visitsPerSize} visits; bytes are the database's websocket frames.`,
    '',
    '| images | database bytes | time to the first cards |',
    '|---|---|---|',
    ...rows,
    '',
    `The largest library's first page costs ${ratio((cost) => cost.bytes)}× the bytes and ${ratio((cost) => cost.ms)}× the time of the smallest's.`,
  ].join('\n');
}
