import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { policyNames } from '@pvz/contracts/api/policies';
import { messages } from '@pvz/contracts/messages';
import type { SiteSettings } from '@pvz/contracts/settings';
import { settingsProblem } from '@pvz/contracts/validation/settings';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useAdminEditSettingsMutation, useAdminGetSettingsQuery } from '../features/settings/api/settings-api';
import { PolicyEditor } from '../features/settings/components/policy-editor';
import { fromTexts, settingsSections, toTexts } from '../features/settings/components/settings-fields';

function SettingsForm({ saved, canWrite }: { saved: SiteSettings; canWrite: boolean }) {
  const [texts, setTexts] = useState(() => toTexts(saved));
  const [problem, setProblem] = useState<{ field: string; error: string } | null>(null);
  const [editSettings, editing] = useAdminEditSettingsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const settings = fromTexts(texts, saved);
    const found = settingsProblem(settings);
    setProblem(found);
    if (found) return;
    try {
      await editSettings(settings).unwrap();
      enqueueSnackbar(messages.settingsSaved, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      {settingsSections.map((section) => (
        <Paper key={section.title} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
          <Grid container spacing={2}>
            {section.fields.map((field) => (
              <Grid key={field.path} size={{ xs: 12, md: field.kind === 'text' || field.kind === 'phones' ? 12 : 6 }}>
                <TextField
                  label={field.label}
                  name={field.path}
                  value={texts[field.path] ?? ''}
                  disabled={!canWrite}
                  inputMode={field.kind === 'text' || field.kind === 'phones' ? 'text' : 'decimal'}
                  onChange={(event) => setTexts({ ...texts, [field.path]: event.target.value })}
                  error={problem?.field === field.path}
                  helperText={problem?.field === field.path ? problem.error : undefined}
                />
              </Grid>
            ))}
          </Grid>
        </Paper>
      ))}
      {canWrite && (
        <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} loading={editing.isLoading}>
          Сохранить
        </Button>
      )}
    </Box>
  );
}

/** /admin/settings: the business settings of DOMAIN.md, with their defaults until changed, and the policies' texts. */
export default function SettingsPage() {
  const settings = useAdminGetSettingsQuery();
  const canWrite = usePageLevel('admin-settings') === 'write';
  return (
    <>
      <PageHeader title="Настройки сайта" />
      {settings.isLoading && <CircularProgress aria-label="Загрузка" />}
      {settings.isError && <Alert severity="error">{errorMessage(settings.error)}</Alert>}
      {settings.data && <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} canWrite={canWrite} />}
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        Документы для клиентов
      </Typography>
      {policyNames.map((name) => (
        <PolicyEditor key={name} name={name} canWrite={canWrite} />
      ))}
    </>
  );
}
