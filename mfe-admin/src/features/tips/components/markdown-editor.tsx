import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '@pvz/api-client/error-message';
import { fileRoutes } from '@pvz/contracts/api/files';
import { TIP_BODY_MAX } from '@pvz/contracts/api/tips';
import { MarkdownView } from '@pvz/ui/markdown-view';
import { useSnackbar } from 'notistack';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTipsUploadPictureMutation } from '../api/save-tip';
import { type Edited, insertBlock } from './markdown-edits';
import { MarkdownToolbar } from './markdown-toolbar';

/** A picture's description to start from: its file's name, without what Markdown would misread. */
const altOf = (file: File) =>
  file.name
    .replace(/\.[^.]*$/, '')
    .replace(/[[\]\\]/g, ' ')
    .trim();

function Preview({ markdown }: { markdown: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minHeight: 240, overflow: 'auto' }} aria-label="Предпросмотр">
      {markdown.trim() ? (
        <MarkdownView markdown={markdown} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Здесь появится текст подсказки</Typography>
      )}
    </Paper>
  );
}

/** The article's Markdown with its toolbar and a live preview: side by side on a desk, as tabs on a phone. */
export function MarkdownEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(next: string): void;
  error?: string;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [tab, setTab] = useState<'text' | 'preview'>('text');
  const input = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  const [upload, { isLoading: uploading }] = useTipsUploadPictureMutation();
  const { enqueueSnackbar } = useSnackbar();

  // the selection an edit made, once its text is in the field
  useLayoutEffect(() => {
    const wanted = selection.current;
    if (!wanted || !input.current || input.current.value !== value) return;
    selection.current = null;
    input.current.focus();
    input.current.setSelectionRange(wanted.start, wanted.end);
  }, [value]);

  const current = (): Edited => ({
    text: value,
    start: input.current?.selectionStart ?? value.length,
    end: input.current?.selectionEnd ?? value.length,
  });
  const apply = (next: Edited) => {
    selection.current = { start: next.start, end: next.end };
    onChange(next.text);
  };
  const insertPicture = async (file: File) => {
    const at = current();
    try {
      const { id } = await upload(file).unwrap();
      apply(insertBlock(at, `![${altOf(file)}](${fileRoutes.file(id)})`));
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  const editor = (
    <Box>
      <MarkdownToolbar onEdit={(edit) => apply(edit(current()))} onPicture={insertPicture} uploading={uploading} />
      <TextField
        label="Текст (Markdown)"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={input}
        multiline
        minRows={12}
        fullWidth
        error={Boolean(error)}
        slotProps={{ htmlInput: { maxLength: TIP_BODY_MAX } }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
  if (wide)
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        {editor}
        <Box sx={{ pt: 5 }}>
          <Preview markdown={value} />
        </Box>
      </Box>
    );
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label="Текст и предпросмотр" sx={{ mb: 1 }}>
        <Tab value="text" label="Текст" />
        <Tab value="preview" label="Просмотр" />
      </Tabs>
      {tab === 'text' ? editor : <Preview markdown={value} />}
    </Box>
  );
}
