import { Avatar, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';

/** Numbered steps of an instruction. */
export function GuideSteps({ steps, label }: { steps: readonly string[]; label: string }) {
  return (
    <List component="ol" aria-label={label} sx={{ p: 0 }}>
      {steps.map((step, index) => (
        <ListItem key={step} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemAvatar sx={{ minWidth: 44 }}>
            <Avatar sx={{ width: 30, height: 30, fontSize: 15, bgcolor: 'primary.main' }}>{index + 1}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={step} />
        </ListItem>
      ))}
    </List>
  );
}
