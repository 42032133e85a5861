import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import { equipmentCardPathOf } from '@pvz/contracts/scan-codes';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { PageHeader } from '@pvz/ui/page-header';
import { useNavigate, useSearchParams } from '@pvz/ui/router';
import { useCallback } from 'react';
import { useGoodsFindQuery } from '../features/lookup/api/find-goods';
import { FindHitList } from '../features/lookup/components/find-hit-list';
import { FindSearchBox } from '../features/lookup/components/find-search-box';

function FindById() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const navigate = useNavigate();
  // an equipment label is not goods: it opens its card; anything else is searched, the text in the
  // address so that the back button returns to the results
  const onSearch = useCallback(
    (text: string) => {
      const card = equipmentCardPathOf(text);
      if (card === null) setSearch({ q: text });
      else navigate(card);
    },
    [setSearch, navigate],
  );
  const found = useGoodsFindQuery(q, { skip: q === '' });
  return (
    <Stack sx={{ gap: 2, maxWidth: 800 }}>
      <FindSearchBox value={q} onSearch={onSearch} />
      {found.isFetching && <CircularProgress aria-label="Загрузка" />}
      {!found.isFetching && found.error && <Alert severity="error">{errorMessage(found.error)}</Alert>}
      {!found.isFetching && found.data && q !== '' && <FindHitList hits={found.data.hits} />}
    </Stack>
  );
}

/**
 * /find-by-id: one box that finds a parcel, a box, a client or an order link among the user's points,
 * and opens the card of an equipment or auto storage label.
 */
export default function FindByIdPage() {
  return (
    <ScanProvider>
      <PageHeader title="Поиск по ID" />
      <FindById />
    </ScanProvider>
  );
}
