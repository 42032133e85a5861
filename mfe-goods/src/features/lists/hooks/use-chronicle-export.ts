import { errorMessage } from '@pvz/api-client/error-message';
import type { ChronicleExportQuery, ChronicleKind } from '@pvz/contracts/api/goods-lists';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { ExportProgress } from '../../../components/goods-grid/use-paged-export';
import { downloadChronicle } from '../api/download-chronicle';

const kilobytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

function save(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.xlsx`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The chronicle's export: the server writes the file (every filtered row, only the columns the user
 * sees) and streams it; the progress line shows the bytes received and the rows the file holds.
 */
export function useChronicleExport(kind: ChronicleKind) {
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportAll = useCallback(
    async (query: ChronicleExportQuery, fileName: string) => {
      setProgress({ done: 0, total: 0, label: 'Сервер готовит файл…' });
      try {
        const file = await downloadChronicle(kind, query, ({ bytes, rows }) =>
          setProgress({
            done: bytes,
            total: 0,
            label: `Получено ${kilobytes.format(bytes / 1024)} КБ, строк в файле: ${rows}`,
          }),
        );
        save(file, fileName);
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [kind, enqueueSnackbar],
  );

  return { exportAll, progress };
}
