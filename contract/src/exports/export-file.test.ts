import { describe, expect, it } from 'vitest';
import { byteOrderMark, type ExportColumn, exportEncoder, isoTime, neutralisedText } from './export-file.ts';

interface Person {
  name: string;
  age: number | null;
  member: boolean;
}

const columns: readonly ExportColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'age', header: 'Age "years"', cell: (row) => row.age },
  { key: 'member', header: 'Member', cell: (row) => row.member },
];

function encoded(format: 'csv' | 'json', rows: Person[]): string {
  const encoder = exportEncoder(format, columns);
  return encoder.opening + rows.map(encoder.row).join('') + encoder.closing;
}

describe('export files', () => {
  it.each(['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tTab', '\rReturn'])(
    'neutralises %j, which a spreadsheet would take for a formula',
    (text) => {
      expect(neutralisedText(text)).toBe(`'${text}`);
    },
  );

  it('leaves other texts as they are, a formula character inside a text included', () => {
    for (const text of ['Ann', 'a=b', ' =SUM(1)', '', "'quoted"]) expect(neutralisedText(text)).toBe(text);
  });

  it('writes CSV with a byte order mark, every field quoted, quotes doubled and CRLF lines', () => {
    const csv = encoded('csv', [
      { name: 'Zoë "Z" Ånström', age: 31, member: true },
      { name: '=HYPERLINK("http://x")', age: null, member: false },
      { name: 'Line\nbreak, comma', age: -4, member: false },
    ]);
    expect(csv.startsWith(byteOrderMark)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Name","Age ""years""","Member"',
      '"Zoë ""Z"" Ånström","31","Yes"',
      `"'=HYPERLINK(""http://x"")","","No"`,
      '"Line\nbreak, comma","-4","No"',
      '',
    ]);
  });

  it('writes JSON as one array of objects keyed by the columns, texts as stored', () => {
    const rows = [
      { name: '=1+1', age: 3, member: true },
      { name: 'B', age: null, member: false },
    ];
    expect(JSON.parse(encoded('json', rows))).toEqual(rows);
    expect(JSON.parse(encoded('json', []))).toEqual([]);
  });

  it('writes times as ISO 8601 in UTC', () => {
    expect(isoTime(Date.UTC(2026, 10, 29, 2, 40, 5, 7))).toBe('2026-11-29T02:40:05.007Z');
  });
});
