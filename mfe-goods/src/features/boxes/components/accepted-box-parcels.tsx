import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoxParcelCell } from '@pvz/contracts/api/boxes';
import type { GoodsRow } from '@pvz/contracts/api/goods';

/** The parcels of an accepted box, sorted by cell, each cell big enough to read from the shelves. */
export function AcceptedBoxParcels({ cells, rows }: { cells: readonly BoxParcelCell[]; rows: readonly GoodsRow[] }) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="h5" component="p">
        Всего товаров: {cells.length}
      </Typography>
      <Stack component="ul" aria-label="Товары коробки" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
        {cells.map((parcel) => {
          const row = byId.get(parcel.id);
          return (
            <Paper
              component="li"
              key={parcel.id}
              variant="outlined"
              aria-label={`Товар ${parcel.id}`}
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 3 }}
            >
              <Typography
                aria-label="Ячейка"
                data-testid="box-parcel-cell"
                sx={{ fontSize: '4rem', fontWeight: 800, lineHeight: 1, minWidth: '5rem', textAlign: 'center' }}
              >
                {parcel.cell ?? '—'}
              </Typography>
              <Stack sx={{ minWidth: 0 }}>
                <Typography variant="h6">Товар {parcel.id}</Typography>
                {row && (
                  <Typography color="text.secondary">
                    {[row.name, row.fromName, row.productName].filter(Boolean).join(' · ')}
                  </Typography>
                )}
                {parcel.note && <Typography color="warning.main">{parcel.note}</Typography>}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
