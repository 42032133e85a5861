import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@pvz/ui/router';
import type { ReactNode } from 'react';

export interface HomeFigureProps {
  title: string;
  value: string | number;
  /** a line under the value: what the figure is made of, since when */
  note?: ReactNode;
  /** the page that explains the figure, when the caller may open it */
  to?: string;
  /** a figure that asks for action is drawn in the warning colour while it is not zero */
  alert?: boolean;
}

/** One figure of the home page: a big number, what it is, and the page behind it. */
export function HomeFigure({ title, value, note, to, alert = false }: HomeFigureProps) {
  const content = (
    <CardContent>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ color: alert ? 'warning.dark' : 'text.primary', fontWeight: 500 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: alert ? 'warning.main' : undefined }}>
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{ height: '100%' }}
          aria-label={`${title}: ${String(value)}`}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
