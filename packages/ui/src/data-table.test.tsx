import { DataTable } from '@pvz/ui/data-table';
import { ThemedProviders } from '@pvz/ui/themed-providers';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workbook } from 'exceljs';

const rows = [
  { id: 1, name: 'Пётр', city: 'Мариуполь', amount: 1500 },
  { id: 2, name: 'Анна', city: 'Донецк', amount: 300 },
  { id: 3, name: 'Борис', city: 'Донецк', amount: 42 },
];
const columns = [
  { field: 'name', headerName: 'Имя', width: 140 },
  { field: 'city', headerName: 'Город', width: 140 },
  { field: 'amount', headerName: 'Сумма', type: 'number' as const, width: 100 },
];

describe('data table', () => {
  it('exports what is shown — sorted, filtered by the quick search, visible columns — as xlsx', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const user = userEvent.setup({ delay: null });
    render(
      <ThemedProviders>
        <DataTable
          rows={rows}
          columns={columns}
          exportFileName="Клиенты"
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
          disableVirtualization
        />
      </ThemedProviders>,
    );
    await user.type(await screen.findByRole('searchbox'), 'Донецк');
    await waitFor(() => expect(screen.queryByText('Пётр')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Скачать xlsx' }));

    await waitFor(() => expect(saved).toBeDefined());
    expect(click).toHaveBeenCalled();
    const workbook = new Workbook();
    await workbook.xlsx.load(await (saved as Blob).arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values = sheet
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Имя', 'Город', 'Сумма'],
      ['Анна', 'Донецк', 300],
      ['Борис', 'Донецк', 42],
    ]);
  });

  it('adds an «Итого» row of the named columns to the file, over the rows shown', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    render(
      <ThemedProviders>
        <DataTable
          rows={rows}
          columns={columns}
          exportFileName="Суммы"
          exportTotals={['amount']}
          disableVirtualization
        />
      </ThemedProviders>,
    );
    await user.type(await screen.findByRole('searchbox'), 'Донецк');
    await waitFor(() => expect(screen.queryByText('Пётр')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Скачать xlsx' }));
    await waitFor(() => expect(saved).toBeDefined());
    const workbook = new Workbook();
    await workbook.xlsx.load(await (saved as Blob).arrayBuffer());
    const values = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values?.at(-1)).toEqual(['Итого', undefined, 342]);
  });

  it('speaks Russian with no texts of its own, the theme holding none of the grid', async () => {
    render(
      <ThemedProviders>
        <DataTable rows={rows} columns={columns} exportFileName="Клиенты" />
      </ThemedProviders>,
    );
    expect(await screen.findByText('Строк на странице:')).toBeInTheDocument();
    expect(screen.getByText('1–3 из 3')).toBeInTheDocument();
  });

  it('keeps the Russian texts of the grid when a table words its own empty state', async () => {
    render(
      <ThemedProviders>
        <DataTable rows={[]} columns={columns} exportFileName="Пусто" localeText={{ noRowsLabel: 'Коробок нет' }} />
      </ThemedProviders>,
    );
    expect(await screen.findByText('Коробок нет')).toBeInTheDocument();
    expect(screen.getByText('Строк на странице:')).toBeInTheDocument();
  });

  it('shows compact rows at first and keeps the density the user chose, for every table', async () => {
    localStorage.clear();
    const user = userEvent.setup({ delay: null });
    const table = () =>
      render(
        <ThemedProviders>
          <DataTable rows={rows} columns={columns} exportFileName="Клиенты" disableVirtualization />
        </ThemedProviders>,
      );
    const first = table();
    const grid = await screen.findByRole('grid');
    expect(grid.closest('.MuiDataGrid-root')).toHaveClass('MuiDataGrid-root--densityCompact');
    await user.click(screen.getByRole('button', { name: 'Плотность строк' }));
    await waitFor(() => expect(grid.closest('.MuiDataGrid-root')).toHaveClass('MuiDataGrid-root--densityStandard'));
    first.unmount();

    table();
    expect((await screen.findByRole('grid')).closest('.MuiDataGrid-root')).toHaveClass(
      'MuiDataGrid-root--densityStandard',
    );
  });
});
