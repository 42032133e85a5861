import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePolicyQuery } from '@pvz/api-client/policies';
import { type PolicyName, policyNames } from '@pvz/contracts/api/policies';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { useParams } from '@pvz/ui/router';

const isPolicyName = (name: string | undefined): name is PolicyName => policyNames.some((known) => known === name);

/** /policy/{name}: a document a client agrees to, as ADMIN published it, open to every visitor. */
export function PolicyPage() {
  const { name } = useParams();
  if (!isPolicyName(name)) return <NotFoundRoute />;
  return <PolicyText name={name} />;
}

function PolicyText({ name }: { name: PolicyName }) {
  const { data, error, isLoading } = usePolicyQuery(name);
  if (isLoading) return <Skeleton variant="rounded" height={240} aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="policy-title">
      <Typography id="policy-title" variant="h5" component="h1" gutterBottom>
        {data.title}
      </Typography>
      {data.updatedAt && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Редакция от {formatMoscowDate(data.updatedAt)}
        </Typography>
      )}
      {data.text ? (
        // the text as ADMIN typed it: paragraphs and numbering kept, nothing rendered as markup
        <Typography sx={{ whiteSpace: 'pre-wrap', mt: 2 }}>{data.text}</Typography>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          Текст документа ещё не опубликован. Вопросы можно задать по телефонам на главной странице.
        </Alert>
      )}
    </Paper>
  );
}
