import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

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
