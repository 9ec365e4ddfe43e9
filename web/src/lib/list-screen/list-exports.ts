import type {
  BulkProgress,
  CallableInput,
  CallableOutput,
  ExportCallableName,
  ExportFormat,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { streamCallable } from '../callables/callables.ts';
import { notifySuccess } from '../notices/notify.ts';
import { countedText } from '../wording/counted-text.ts';

// What a list's export names: its screen's filters, without the format the menu adds.
export type ExportFilters<Name extends ExportCallableName> = Omit<CallableInput<Name>, 'format'>;

type ExportOutput = CallableOutput<ExportCallableName>;

// The file is the exporter's alone (storage.rules): the SDK fetches it with their token, and the browser saves it
// under its name. The link expires an hour after the export; the file is gone within the quarter of an hour after.
async function saveExportFile({ file, fileName }: ExportOutput): Promise<void> {
  const [{ getBlob, ref }, { storage }] = await Promise.all([
    import('firebase/storage'),
    import('../firebase/firebase-storage.ts'),
  ]);
  const url = URL.createObjectURL(await getBlob(ref(storage, file)));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download before the next task; the object URL is needed no longer.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Exports a list as its screen filters it: the server writes the file with progress, then the browser saves it. */
export function useListExport<Name extends ExportCallableName>(name: Name) {
  const [progress, setProgress] = useState<BulkProgress>();
  const mutation = useMutation({
    mutationFn: async ({ filters, format }: { filters: ExportFilters<Name>; format: ExportFormat }) => {
      const input = { ...filters, format } as CallableInput<Name>;
      const output: ExportOutput = await streamCallable(name, input, 0, setProgress);
      await saveExportFile(output);
      return output;
    },
    onSuccess: ({ rows, fileName }) =>
      notifySuccess(`Exported ${countedText(rows, { one: 'row', many: 'rows' })} to ${fileName}.`),
    onSettled: () => setProgress(undefined),
    meta: { failureMessage: (reason) => `Export failed: ${reason}` },
  });
  return { mutation, progress };
}
