import { Workbook, type Worksheet } from 'exceljs';

/**
 * Catches the file a page saves through a link (`exportToXlsx`): the blob handed to
 * `URL.createObjectURL` and the name of the link clicked; `firstSheet` reads the file back, and
 * `sheetRows` its first sheet's values, each row's from the first column.
 */
export function catchXlsxDownload() {
  let saved: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const firstSheet = async (): Promise<Worksheet | undefined> => {
    if (!saved) throw new Error('nothing was saved');
    const workbook = new Workbook();
    await workbook.xlsx.load(await saved.arrayBuffer());
    return workbook.worksheets[0];
  };
  return {
    saved: () => saved,
    fileName: () => (click.mock.contexts[0] as HTMLAnchorElement | undefined)?.download,
    firstSheet,
    async sheetRows(): Promise<unknown[][]> {
      const sheet = await firstSheet();
      return (sheet?.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1));
    },
  };
}
