import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type CallableOutput,
  type ExportCallableName,
  type ExportColumn,
  type ExportFormat,
  type ExportList,
  exportContentTypes,
  exportEncoder,
  exportFileName,
  exportFilePath,
  exportLinkLifetimeMs,
  type ParsedCallableInput,
} from '@management-center/contract';
import { logger } from 'firebase-functions/logger';
import { matchingRangeStore, type RangeStore } from '../matching/range-store.ts';
import { contentBucket } from '../platform/firebase.ts';
import {
  type Actor,
  type ProgressReporter,
  teamCallable,
  type UseCaseResult,
} from '../platform/team-callable.ts';

// An export reads its list a page at a time and streams each page into the file as it goes: the function holds
// one page, never the file, whatever the list's size. Like a bulk action, it may run up to the 2nd-gen limit. The
// pages it has done with are garbage the runtime collects late: at 100,000 rows the emulator's worker peaked 140 MB
// above where it started (docs/benchmarks.md, 9), more than the 256 MiB the other functions run in leaves.
export const exportFunctionOptions = { timeoutSeconds: 3600, memory: '512MiB' } as const;

// Rows read per page, to write and to count: the function holds one page (and the SDK's tree of it, several times
// its size until collected) at a time.
export const exportPageSize = 1000;

export interface ExportRun<Row> {
  list: ExportList;
  format: ExportFormat;
  // The filter in words, for the audit entry.
  filter: string;
  columns: readonly ExportColumn<Row>[];
  // The rows, a page at a time, as the screen's filters select them.
  pages: AsyncIterable<readonly Row[]>;
  // How many rows there are: read only when progress is reported.
  total: () => Promise<number>;
  reportProgress: ProgressReporter | undefined;
}

type ExportOutput = CallableOutput<ExportCallableName>;

async function* encodedPages<Row>(run: ExportRun<Row>, written: { rows: number }): AsyncGenerator<Buffer> {
  const encoder = exportEncoder(run.format, run.columns);
  let expected = run.reportProgress ? await run.total() : 0;
  await run.reportProgress?.({ processed: 0, total: expected });
  yield Buffer.from(encoder.opening);
  for await (const page of run.pages) {
    let text = '';
    for (const row of page) text += encoder.row(row, written.rows++);
    yield Buffer.from(text);
    // Rows added while the export runs can make more than were counted at its start.
    expected = Math.max(expected, written.rows);
    await run.reportProgress?.({ processed: written.rows, total: expected });
  }
  yield Buffer.from(encoder.closing);
}

/**
 * Writes the rows to `exports/{uid}/{list}/{callId}.{format}` in the project's bucket, a page at a time, and
 * answers where the file is. A file left half-written by a failure is deleted. The audit entry records the list,
 * the filter, the format and the rows; the file is the call's target.
 */
export async function writeExport<Row>(
  run: ExportRun<Row>,
  actor: Actor,
): Promise<UseCaseResult<ExportOutput>> {
  const startedAt = Date.now();
  const path = exportFilePath(actor.uid, run.list, actor.callId, run.format);
  const fileName = exportFileName(run.list, startedAt, run.format);
  const file = (await contentBucket()).file(path);
  const written = { rows: 0 };
  try {
    await pipeline(
      Readable.from(encodedPages(run, written)),
      file.createWriteStream({
        resumable: false,
        contentType: exportContentTypes[run.format],
        metadata: {
          contentDisposition: `attachment; filename="${fileName}"`,
          // Personal data: no cache along the way keeps a copy.
          cacheControl: 'private, no-store',
        },
      }),
    );
  } catch (error) {
    await file.delete({ ignoreNotFound: true }).catch((deletion: unknown) => {
      logger.warn('A failed export left its file behind; the cleanup deletes it', { path, error: deletion });
    });
    throw error;
  }
  const { rows } = written;
  // The rules count the hour from the object's creation, when the upload ended.
  const [metadata] = await file.getMetadata();
  const createdAt = Date.parse(metadata.timeCreated ?? '') || Date.now();
  return {
    output: { file: path, fileName, rows, expiresAt: createdAt + exportLinkLifetimeMs },
    targets: [path],
    exported: { list: run.list, filter: run.filter, format: run.format, rows },
  };
}

/**
 * The callable that exports one list: `runOf` says, from the call's input, which rows and columns, read through
 * the read models' range store; writing, progress and audit are the same for every list.
 */
export function exportCallable<Name extends ExportCallableName, Row>(
  name: Name,
  runOf: (input: ParsedCallableInput<Name>, store: RangeStore) => Omit<ExportRun<Row>, 'reportProgress'>,
) {
  return teamCallable(
    name,
    async (input, actor, reportProgress) =>
      writeExport({ ...runOf(input, await matchingRangeStore()), reportProgress }, actor),
    exportFunctionOptions,
  );
}
