import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { Tip } from '@pvz/contracts/api/tips';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Link, useNavigate } from '@pvz/ui/router';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import { useCallback, useState } from 'react';
import { useTipsOptionsQuery, useTipsRecordQuery } from '../features/tips/api/get-tips';
import { useTipsDeleteMutation } from '../features/tips/api/save-tip';
import { TipArticle } from '../features/tips/components/tip-article';
import { useTipId } from '../features/tips/hooks/use-tip-id';

/** «Изменить» and «Удалить» (after a confirmation) of an article, for those who write the page. */
function WriterActions({ tip }: { tip: Tip }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [remove, removal] = useTipsDeleteMutation();
  const { run, refusal, setRefusal } = useDialogAction(useCallback(() => navigate('/tips'), [navigate]));
  return (
    <>
      <Button variant="outlined" component={Link} to={`/tips/${tip.id}/edit`}>
        Изменить
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        Удалить
      </Button>
      <ConfirmDialog
        open={asking}
        title="Удалить подсказку?"
        confirmLabel="Удалить"
        destructive
        busy={removal.isLoading}
        refusal={refusal}
        onConfirm={() => run(`delete:${tip.id}`, (operationId) => remove({ operationId, id: tip.id }).unwrap())}
        onClose={() => {
          setAsking(false);
          setRefusal(undefined);
        }}
      >
        Подсказка «{tip.title}» пропадёт из списка и со страниц, к которым она относится.
      </ConfirmDialog>
    </>
  );
}

function Article({ id }: { id: number }) {
  const canWrite = usePageLevel('tips') === 'write';
  const { data: tip, isLoading, error } = useTipsRecordQuery(id);
  const options = useTipsOptionsQuery(undefined, { skip: !canWrite });
  if (isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (error || !tip) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <>
      <PageHeader title={tip.title} actions={canWrite && <WriterActions tip={tip} />} />
      <TipArticle tip={tip} roles={canWrite ? (options.data?.roles ?? []) : undefined} />
    </>
  );
}

/** `/tips/{id}`: one article. */
export function TipView() {
  const id = useTipId();
  return id === null ? <NotFoundRoute /> : <Article key={id} id={id} />;
}
