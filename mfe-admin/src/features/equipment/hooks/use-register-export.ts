import { errorMessage } from '@pvz/api-client/error-message';
import { EQUIPMENT_PAGE_SIZE_MAX, type EquipmentItem, type EquipmentListQuery } from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, equipmentStateLabels, registerTitles } from '@pvz/contracts/equipment';
import { kopecksToRubles } from '@pvz/contracts/money';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { formatDateTime } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useLazyEquipmentListQuery } from '../api/get-equipment-list';

const stamp = (value: string | null) => (value ? formatDateTime(new Date(value)) : '');

/** The file's columns: what the table shows, money as roubles a spreadsheet can add up. */
const columns: {
  header: string;
  width: number;
  value(item: EquipmentItem): string | number | null;
  /** only in the decommissioned list's file */
  decommissioned?: true;
}[] = [
  { header: 'Инв. номер', width: 14, value: (item) => item.inventoryNumber },
  { header: 'Название', width: 32, value: (item) => item.name },
  { header: 'Тип', width: 22, value: (item) => item.type },
  { header: 'Серийный номер', width: 20, value: (item) => item.serial },
  { header: 'Статус', width: 18, value: (item) => equipmentStateLabels[item.state] },
  { header: 'ПВЗ', width: 24, value: (item) => item.point.name },
  { header: 'Ответственный', width: 20, value: (item) => item.responsible?.name ?? '' },
  { header: 'Ремонты, ₽', width: 14, value: (item) => kopecksToRubles(item.repairsCost) },
  { header: 'Добавлено', width: 18, value: (item) => stamp(item.createdAt) },
  { header: 'Списано', width: 18, value: (item) => stamp(item.decommissionedAt), decommissioned: true },
  { header: 'Кем списано', width: 18, value: (item) => item.decommissionedBy ?? '', decommissioned: true },
  { header: 'Причина списания', width: 32, value: (item) => item.decommissionReason ?? '', decommissioned: true },
];

/** The xlsx of every row the register's filters match, asked a page at a time. */
export function useRegisterExport(register: EquipmentRegister) {
  const [fetchPage] = useLazyEquipmentListQuery();
  const { enqueueSnackbar } = useSnackbar();
  const [exporting, setExporting] = useState(false);
  const exportAll = useCallback(
    async (query: Omit<EquipmentListQuery, 'page' | 'pageSize'>, decommissioned: boolean) => {
      setExporting(true);
      try {
        const rows: EquipmentItem[] = [];
        for (let page = 0; ; page += 1) {
          const answer = await fetchPage({ register, ...query, page, pageSize: EQUIPMENT_PAGE_SIZE_MAX }).unwrap();
          rows.push(...answer.rows);
          if (answer.rows.length < EQUIPMENT_PAGE_SIZE_MAX || rows.length >= answer.total) break;
        }
        const shown = columns.filter((column) => decommissioned || !column.decommissioned);
        await exportToXlsx(
          `${registerTitles[register]}${decommissioned ? ' — списанное' : ''}`,
          shown.map(({ header, width }) => ({ header, width })),
          rows.map((item) => shown.map((column) => column.value(item))),
        ).catch(() => {
          throw new Error('Не удалось сформировать файл xlsx');
        });
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      } finally {
        setExporting(false);
      }
    },
    [fetchPage, register, enqueueSnackbar],
  );
  return { exportAll, exporting };
}
