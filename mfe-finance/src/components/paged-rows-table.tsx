import Alert from '@mui/material/Alert';
import type { GridColDef, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { DataTable } from '@pvz/ui/data-table';

/** A query's answer as the table reads it: one page of rows and how many there are in all. */
interface PagedAnswer<Row> {
  data?: { rows: Row[]; total: number };
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
}

interface Props<Row extends GridValidRowModel> {
  answer: PagedAnswer<Row>;
  columns: GridColDef<Row>[];
  paging: GridPaginationModel;
  onPagingChange(paging: GridPaginationModel): void;
  exportFileName: string;
  emptyText: string;
}

/** The movements of a dialog, paged on the gateway, with the refusal above them if the call failed. */
export function PagedRowsTable<Row extends GridValidRowModel>({
  answer,
  columns,
  paging,
  onPagingChange,
  exportFileName,
  emptyText,
}: Props<Row>) {
  return (
    <>
      {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
      <DataTable<Row>
        rows={answer.data?.rows ?? []}
        rowCount={answer.data?.total ?? 0}
        columns={columns}
        loading={answer.isFetching}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={onPagingChange}
        exportFileName={exportFileName}
        autoHeight
        localeText={{ noRowsLabel: emptyText }}
      />
    </>
  );
}
