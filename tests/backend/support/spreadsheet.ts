import XLSX from 'xlsx';

// An export's CSV as a spreadsheet program opens it: SheetJS reads the bytes (the byte order mark decides the
// encoding), and a cell that begins like a formula becomes one, as in Excel. SheetJS 0.18.5 is the registry's
// last release and has advisories for hostile workbooks; here it only reads files the exports wrote.

export interface Spreadsheet {
  // Every row's cells as shown, the header first.
  rows: string[][];
  // The cells the reader took for formulas, by their address.
  formulas: string[];
}

export function openedAsSpreadsheet(bytes: Uint8Array): Spreadsheet {
  const workbook = XLSX.read(bytes, { type: 'buffer', raw: false });
  const [sheetName] = workbook.SheetNames;
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw new Error('The file opened without a sheet');
  const formulas = Object.entries(sheet)
    .filter(([address, cell]) => !address.startsWith('!') && typeof cell === 'object' && 'f' in cell)
    .map(([address]) => address);
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
  return { rows, formulas };
}
