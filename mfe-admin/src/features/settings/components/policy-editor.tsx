import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useEditPolicyMutation, usePolicyQuery } from '@pvz/api-client/policies';
import { type PolicyName, policyPath, policyTitles } from '@pvz/contracts/api/policies';
import { messages } from '@pvz/contracts/messages';
import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { useSnackbar } from 'notistack';
import { type FormEvent, type ReactNode, useState } from 'react';

/** One policy's text as clients read it on /policy/{name}: typed here, published on save. */
export function PolicyEditor({ name, canWrite }: { name: PolicyName; canWrite: boolean }) {
  const policy = usePolicyQuery(name);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {policyTitles[name]}
      </Typography>
      {policy.data ? (
        <PolicyForm key={policy.data.updatedAt ?? 'new'} name={name} saved={policy.data.text} canWrite={canWrite}>
          <Typography variant="body2" color="text.secondary">
            {policy.data.updatedAt
              ? `Опубликовано ${formatMoscowDateTime(policy.data.updatedAt)} · `
              : 'Ещё не опубликовано · '}
            <Link href={policyPath(name)} target="_blank" rel="noopener">
              как видят клиенты
            </Link>
          </Typography>
        </PolicyForm>
      ) : (
        <Skeleton variant="rounded" height={120} aria-label="Загрузка" />
      )}
    </Paper>
  );
}

function PolicyForm({
  name,
  saved,
  canWrite,
  children,
}: {
  name: PolicyName;
  saved: string;
  canWrite: boolean;
  children: ReactNode;
}) {
  const [text, setText] = useState(saved);
  const [editPolicy, editing] = useEditPolicyMutation();
  const { enqueueSnackbar } = useSnackbar();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await editPolicy({ name, text }).unwrap();
      enqueueSnackbar(messages.policyPublished, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1.5}>
        {children}
        <TextField
          label="Текст"
          name={name}
          value={text}
          disabled={!canWrite}
          multiline
          minRows={6}
          maxRows={24}
          onChange={(event) => setText(event.target.value)}
        />
        {canWrite && (
          <Box>
            <Button
              type="submit"
              variant="outlined"
              startIcon={<SaveIcon />}
              loading={editing.isLoading}
              disabled={text === saved}
            >
              Опубликовать
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
