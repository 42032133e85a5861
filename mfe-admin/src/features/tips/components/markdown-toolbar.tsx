import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import TitleIcon from '@mui/icons-material/Title';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { imageTypes } from '@pvz/contracts/api/files';
import type { ChangeEvent, ReactNode } from 'react';
import { type Edited, prefixLines, wrapSelection } from './markdown-edits';

type Edit = (edited: Edited) => Edited;

const edits: { label: string; icon: ReactNode; edit: Edit }[] = [
  { label: 'Жирный', icon: <BoldIcon />, edit: (edited) => wrapSelection(edited, '**', '**', 'жирный текст') },
  { label: 'Курсив', icon: <ItalicIcon />, edit: (edited) => wrapSelection(edited, '_', '_', 'курсив') },
  { label: 'Заголовок', icon: <TitleIcon />, edit: (edited) => prefixLines(edited, '## ') },
  { label: 'Список', icon: <ListIcon />, edit: (edited) => prefixLines(edited, '- ') },
  { label: 'Ссылка', icon: <LinkIcon />, edit: (edited) => wrapSelection(edited, '[', '](https://)', 'текст ссылки') },
];

/** The editor's buttons: Markdown around the selection, and a picture uploaded then put in. */
export function MarkdownToolbar({
  onEdit,
  onPicture,
  uploading,
}: {
  onEdit(edit: Edit): void;
  onPicture(file: File): void;
  uploading: boolean;
}) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPicture(file);
  };
  return (
    <Stack direction="row" role="toolbar" aria-label="Оформление текста" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {edits.map(({ label, icon, edit }) => (
        <Tooltip key={label} title={label}>
          <IconButton size="small" aria-label={label} onClick={() => onEdit(edit)}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title="Вставить картинку">
        <IconButton size="small" component="label" aria-label="Вставить картинку" disabled={uploading}>
          {uploading ? <CircularProgress size={20} aria-label="Картинка загружается" /> : <AddPhotoIcon />}
          <input hidden type="file" accept={imageTypes.join(',')} onChange={picked} />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
