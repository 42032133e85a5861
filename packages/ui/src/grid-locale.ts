import { ruRU as gridRu } from '@mui/x-data-grid/locales';

const count = new Intl.NumberFormat('ru-RU');

/**
 * The grid's texts in Russian; its Russian locale leaves "1–25 of 100" untranslated. Every grid takes
 * them as a prop rather than from the theme: in the theme they were part of every first visit.
 */
export const gridLocaleText = {
  ...gridRu.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count: total }: { from: number; to: number; count: number }) =>
    `${count.format(from)}–${count.format(to)} из ${total === -1 ? `более чем ${count.format(to)}` : count.format(total)}`,
};
