import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from '@pvz/ui/router';
import { marketplaceGuides } from './marketplace-guides';

/** One button per marketplace, to `${base}/${key}`. */
export function MarketplaceLinks({ base }: { base: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
      {marketplaceGuides.map((guide) => (
        <Button key={guide.key} variant="outlined" size="large" component={Link} to={`${base}/${guide.key}`}>
          {guide.title}
        </Button>
      ))}
    </Stack>
  );
}
