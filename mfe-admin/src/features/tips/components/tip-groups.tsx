import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { type TipSummary, tipGroupKeys, tipGroupOfPage, tipGroupsOf, tipGroupTitle } from '@pvz/contracts/api/tips';
import { findPage } from '@pvz/contracts/pages';
import { Link } from '@pvz/ui/router';

/** The articles under the menu groups of their pages («Общие» first), each group in the order given. */
export function TipGroups({ tips }: { tips: readonly TipSummary[] }) {
  const sections = tipGroupKeys
    .map((group) => ({ group, tips: tips.filter((tip) => tipGroupsOf(tip.pageKeys).includes(group)) }))
    .filter((section) => section.tips.length > 0);
  return (
    <Paper variant="outlined">
      {sections.map(({ group, tips: inGroup }) => (
        <List
          key={group}
          aria-label={tipGroupTitle(group)}
          subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>{tipGroupTitle(group)}</ListSubheader>}
        >
          {inGroup.map((tip) => (
            <ListItemButton key={tip.id} component={Link} to={`/tips/${tip.id}`}>
              <ListItemText
                primary={tip.title}
                secondary={tip.pageKeys
                  .filter((key) => tipGroupOfPage(key) === group)
                  .map((key) => findPage(key).title)
                  .join(', ')}
              />
            </ListItemButton>
          ))}
        </List>
      ))}
    </Paper>
  );
}
