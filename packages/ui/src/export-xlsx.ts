interface XlsxColumn {
  header: string;
  width?: number;
  /** the cells' number format, e.g. {@link MONEY_FORMAT} for roubles */
  numFmt?: string;
}

/** Roubles with kopecks and grouped thousands, as the gateway's xlsx files show money. */
export const MONEY_FORMAT = '#,##0.00';

/**
 * Saves rows as an .xlsx file. exceljs is large, so it is loaded only when someone exports.
 * Cells hold what the table shows (already formatted strings, or numbers).
 */
export async function exportToXlsx(
  fileName: string,
  columns: readonly XlsxColumn[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<void> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Лист 1');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? 20,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((row) => [...row]));
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  link.click();
  URL.revokeObjectURL(url);
}
