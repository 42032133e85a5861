import CloseIcon from '@mui/icons-material/Close';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface PlaceCardProps {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/** The card of what was picked on the map or in a list, named by its title for screen readers. */
export function PlaceCard({ title, subtitle, actions, onClose, children }: PlaceCardProps) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <IconButton aria-label="Закрыть" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        }
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
