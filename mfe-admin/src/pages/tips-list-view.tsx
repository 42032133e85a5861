import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { Link } from '@pvz/ui/router';
import { useState } from 'react';
import { useTipsListQuery } from '../features/tips/api/get-tips';
import { TipGroups } from '../features/tips/components/tip-groups';
import { useDebouncedValue } from '../features/tips/hooks/use-debounced-value';

/** How long typing pauses before the search asks the gateway. */
export const TIP_SEARCH_DELAY_MS = 300;

/** The articles I may read, by menu group, with a search over their titles and texts. */
export function TipsListView() {
  const canWrite = usePageLevel('tips') === 'write';
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), TIP_SEARCH_DELAY_MS);
  const { data, isFetching, error } = useTipsListQuery(search ? { q: search } : {});
  const tips = data?.tips ?? [];
  return (
    <>
      <PageHeader
        title={findPage('tips').title}
        actions={
          canWrite && (
            <Button variant="contained" component={Link} to="/tips/new">
              Новая подсказка
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <TextField
          type="search"
          label="Поиск по подсказкам"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: isFetching && <CircularProgress size={20} aria-label="Поиск" />,
            },
          }}
          sx={{ maxWidth: 560 }}
        />
        {error && <Alert severity="error">{errorMessage(error)}</Alert>}
        {data && tips.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>
            {search ? 'Ничего не найдено' : 'Подсказок пока нет'}
          </Typography>
        )}
        {tips.length > 0 && <TipGroups tips={tips} />}
      </Stack>
    </>
  );
}
