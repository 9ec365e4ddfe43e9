// How an export's rows become a file, the same for every list. CSV is what a spreadsheet opens: every field quoted
// (RFC 4180), lines ended by CRLF, UTF-8 with a byte order mark so that Excel reads names in any script right, and
// every text that a spreadsheet would take for a formula neutralised (OWASP, CSV injection). JSON is one array of
// objects keyed by the columns' names, for programs: its texts stay as stored.

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

// A cell as the columns give it: texts, numbers, yes/no, or nothing. Dates are ISO 8601 texts (`isoTime`).
export type ExportCell = string | number | boolean | null;

export interface ExportColumn<Row> {
  // The JSON key.
  key: string;
  // The CSV header.
  header: string;
  cell: (row: Row) => ExportCell;
}

/** A time as ISO 8601 in UTC, e.g. 2026-11-29T02:40:00.000Z. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

// OWASP: a cell that begins with one of these is read by spreadsheets as a formula (or, for tab and carriage
// return, can become one after their removal).
const formulaTriggers = ['=', '+', '-', '@', '\t', '\r'];

/** The text with a leading apostrophe if a spreadsheet would take it for a formula; as it is otherwise. */
export function neutralisedText(text: string): string {
  return formulaTriggers.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

function csvText(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  // A number is never a formula: its minus sign is the number's own.
  return typeof cell === 'number' ? String(cell) : neutralisedText(cell);
}

function csvLine(texts: readonly string[]): string {
  return `${texts.map((text) => `"${text.replaceAll('"', '""')}"`).join(',')}\r\n`;
}

export const byteOrderMark = '\uFEFF';

/** What opens a file, what each row adds (`index` counts from 0) and what closes it. */
export interface ExportEncoder<Row> {
  opening: string;
  row: (row: Row, index: number) => string;
  closing: string;
}

export function exportEncoder<Row>(
  format: ExportFormat,
  columns: readonly ExportColumn<Row>[],
): ExportEncoder<Row> {
  if (format === 'csv') {
    return {
      opening: byteOrderMark + csvLine(columns.map((column) => column.header)),
      row: (row) => csvLine(columns.map((column) => csvText(column.cell(row)))),
      closing: '',
    };
  }
  return {
    opening: '[',
    row: (row, index) => {
      const object = Object.fromEntries(columns.map((column) => [column.key, column.cell(row)]));
      return `${index === 0 ? '\n' : ',\n'}${JSON.stringify(object)}`;
    },
    closing: '\n]\n',
  };
}
