import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import Link from '@mui/material/Link';
import { fileRoutes } from '@pvz/contracts/api/files';

/**
 * The receipts of a row in a gallery; each opens full size in a new tab. A PDF has no preview in an
 * <img>, so it shows as a link (the browser says which it is when it opens).
 */
export function ReceiptsDialog({ files, onClose }: { files: string[]; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="receipts-title">
      <DialogTitle id="receipts-title">Чеки</DialogTitle>
      <DialogContent dividers>
        <ImageList cols={3} gap={8}>
          {files.map((id, index) => (
            <ImageListItem key={id}>
              <Link href={fileRoutes.file(id)} target="_blank" rel="noopener">
                <Box
                  component="img"
                  src={fileRoutes.file(id)}
                  alt={`Чек ${index + 1}`}
                  loading="lazy"
                  sx={{ width: '100%', height: 200, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
                />
              </Link>
            </ImageListItem>
          ))}
        </ImageList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
