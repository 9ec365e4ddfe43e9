import { type ExportCallableName, exportFormats } from '@management-center/contract';
import { Box, Button, Group, Menu } from '@mantine/core';
import { type ExportFilters, useListExport } from '../lib/list-screen/list-exports.ts';
import { usePaletteActions } from '../lib/navigation/palette-actions.ts';
import { BatchProgressBar } from './BatchProgressBar.tsx';
import { ToolbarMenu } from './ToolbarMenu.tsx';

interface ExportMenuProps<Name extends ExportCallableName> {
  callable: Name;
  // The filters the list shows now: the export has exactly its rows.
  filters: ExportFilters<Name>;
  // The rows counted ("625 users"), for the progress.
  countText: (count: number) => string;
}

const formatLabels = { csv: 'CSV, for spreadsheets', json: 'JSON, for programs' } as const;
const formatNames = { csv: 'CSV', json: 'JSON' } as const;

/** A list's Export menu: the rows its search and filters show, as CSV or JSON, with the export's progress. */
export function ExportMenu<Name extends ExportCallableName>({
  callable,
  filters,
  countText,
}: ExportMenuProps<Name>) {
  const { mutation, progress } = useListExport(callable);
  usePaletteActions(
    exportFormats.map((format) => ({
      id: `export-${format}`,
      label: `Export the rows shown as ${formatNames[format]}`,
      run: () => mutation.mutate({ filters, format }),
    })),
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <ToolbarMenu>
        <Menu.Target>
          <Button variant="default" loading={mutation.isPending}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>The rows shown, every page</Menu.Label>
          {exportFormats.map((format) => (
            <Menu.Item key={format} onClick={() => mutation.mutate({ filters, format })}>
              {formatLabels[format]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </ToolbarMenu>
      {/* Before the server has counted the rows, the button's loader says enough. */}
      {progress && progress.total > 0 && (
        <Box w={220}>
          <BatchProgressBar progress={progress} action="Exported" countText={countText} />
        </Box>
      )}
    </Group>
  );
}
