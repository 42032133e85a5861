import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccessStructure } from '@pvz/contracts/api/auth';
import { linkOf } from '@pvz/contracts/pages';
import { CatalogueIcon } from '@pvz/ui/icons';
import { Link as RouterLink } from '@pvz/ui/router';
import { useMemo } from 'react';
import { buildMenu } from '../../menu/build-menu';

/** The sections of a role that has no figures on the home page (a sorter, a courier): where to go from here. */
export function HomeMenuTiles({ access }: { access: Pick<AccessStructure, 'pages'> }) {
  const menu = useMemo(() => buildMenu(access), [access]);
  if (menu.length === 0)
    return <Typography>Разделы для вашей роли пока не назначены. Обратитесь к директору.</Typography>;
  return (
    <Stack sx={{ gap: 3 }}>
      {menu.map(({ group, pages }) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`}>
          <Typography
            id={`group-${group.key}`}
            variant="h6"
            component="h2"
            sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <CatalogueIcon name={group.icon} color="primary" />
            {group.title}
          </Typography>
          <Grid container spacing={2}>
            {pages.map((page) => (
              <Grid key={page.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={linkOf(page)} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <CatalogueIcon name={page.icon} color="primary" fontSize="large" />
                      <Typography variant="subtitle1">{page.title}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
      ))}
    </Stack>
  );
}
