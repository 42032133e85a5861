import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { messages } from '@pvz/contracts/messages';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { useNavigate, useParams } from '@pvz/ui/router';
import { useTipsRecordQuery } from '../features/tips/api/get-tips';
import { TipForm } from '../features/tips/components/tip-form';
import { useTipId } from '../features/tips/hooks/use-tip-id';

function EditTip({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: tip, isLoading, error } = useTipsRecordQuery(id);
  if (isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (error || !tip) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <>
      <PageHeader title="Изменение подсказки" />
      <TipForm editing={tip} onSaved={(saved) => navigate(`/tips/${saved}`)} onCancel={() => navigate(`/tips/${id}`)} />
    </>
  );
}

/** `/tips/new` and `/tips/{id}/edit`: the editor, for those who write the page. */
export function TipEditorView() {
  const navigate = useNavigate();
  const canWrite = usePageLevel('tips') === 'write';
  const editing = useParams().id !== undefined;
  const id = useTipId();
  if (!canWrite) return <Alert severity="warning">{messages.forbidden}</Alert>;
  if (editing) return id === null ? <NotFoundRoute /> : <EditTip key={id} id={id} />;
  return (
    <>
      <PageHeader title="Новая подсказка" />
      <TipForm onSaved={(saved) => navigate(`/tips/${saved}`)} onCancel={() => navigate('/tips')} />
    </>
  );
}
