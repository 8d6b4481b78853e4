/**
 * The file writers produce real files: the contract suites' readers (and so any
 * spreadsheet or PDF reader) get back exactly the table that was written.
 */
import { describe, expect, it } from 'vitest';
import { isPdf, parseCsv, readXlsxRows, unzip } from '../../../contracts/support/files.ts';
import { render, toCsv, type Table } from './documents.ts';

const table: Table = {
  title: 'Campaign report',
  columns: ['campaignName', 'impressions', 'CTR', 'active'],
  rows: [
    ['Acme "Always-On", HTML5', 120400, 0.42, true],
    ['Line\nbreak & <tags>', 0, null, false],
  ],
};

describe('documents', () => {
  it('writes CSV that quotes commas, quotes and line breaks', () => {
    expect(parseCsv(toCsv(table))).toEqual([
      ['campaignName', 'impressions', 'CTR', 'active'],
      ['Acme "Always-On", HTML5', '120400', '0.42', 'true'],
      ['Line\nbreak & <tags>', '0', '', 'false'],
    ]);
  });

  it('writes an XLSX workbook whose sheet holds the table', () => {
    const file = render('xlsx', table);
    expect([...unzip(file).keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    expect(readXlsxRows(file)).toEqual([
      ['campaignName', 'impressions', 'CTR', 'active'],
      ['Acme "Always-On", HTML5', '120400', '0.42', '1'],
      ['Line\nbreak & <tags>', '0', '', '0'],
    ]);
  });

  it('writes a PDF with a cross-reference table and one page per 50 lines', () => {
    const long: Table = { ...table, rows: Array.from({ length: 120 }, (_, i) => [`row ${i}`, i, null, true]) };
    const file = render('pdf', long);
    expect(isPdf(file)).toBe(true);
    expect(file.toString('latin1')).toContain('/Count 3');
    expect(file.toString('latin1')).toContain('(row 119 | 119 |  | true)');
  });
});
