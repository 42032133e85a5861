import HomeIcon from '@mui/icons-material/Home';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { linkOf } from '@pvz/contracts/pages';
import { CatalogueIcon } from '@pvz/ui/icons';
import { Link, matchPath, NavLink, useLocation } from '@pvz/ui/router';
import type { MenuSection } from './build-menu';

/** The side menu: home first, then each group with its pages. */
const activeStyle = {
  '&.active': { bgcolor: 'action.selected', '& .MuiListItemIcon-root': { color: 'primary.main' } },
};

export function MenuList({
  menu,
  homePath,
  onNavigate,
}: {
  menu: MenuSection[];
  homePath: string;
  onNavigate?(): void;
}) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label="Главное меню" dense>
      <ListItemButton component={NavLink} to={homePath} onClick={onNavigate} end sx={activeStyle}>
        <ListItemIcon>
          <HomeIcon />
        </ListItemIcon>
        <ListItemText primary="Главная" />
      </ListItemButton>
      {menu.map(({ group, pages }) => (
        <li key={group.key}>
          <List
            dense
            subheader={
              <ListSubheader sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CatalogueIcon name={group.icon} fontSize="small" />
                {group.title}
              </ListSubheader>
            }
          >
            {pages.map((page) => (
              <ListItemButton
                key={page.key}
                // a page with sub-pages stays marked on each of them, not only on the one the menu opens
                component={Link}
                to={linkOf(page)}
                className={matchPath(page.path, pathname) ? 'active' : undefined}
                aria-current={matchPath(page.path, pathname) ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ pl: 4, ...activeStyle }}
              >
                <ListItemIcon>
                  <CatalogueIcon name={page.icon} />
                </ListItemIcon>
                <ListItemText primary={page.title} />
              </ListItemButton>
            ))}
          </List>
        </li>
      ))}
    </List>
  );
}
