import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AccessStructure } from '@pvz/contracts/api/auth';
import type { PageKey } from '@pvz/contracts/pages';
import { lazy, Suspense, useState } from 'react';
import { useCurrentPageKey } from './current-page';
import { usePageTipsListQuery } from './page-tips-api';

// the drawer renders Markdown: its code loads when someone first opens it, not with the shell
const PageTipsDrawer = lazy(() => import('./page-tips-drawer'));

function TipsOfPage({ page }: { page: PageKey }) {
  const { data } = usePageTipsListQuery(page);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const tips = data?.tips ?? [];
  if (tips.length === 0) return null;
  return (
    <>
      <Tooltip title="Подсказки к странице">
        <IconButton
          color="inherit"
          aria-label="Подсказки к странице"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <HelpIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <PageTipsDrawer tips={tips} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** «?» in the header when the page has articles for me (and I may read «Подсказки»). */
export function PageTipsButton({ access }: { access: AccessStructure }) {
  const page = useCurrentPageKey();
  if (!page || access.pages.tips === undefined) return null;
  return <TipsOfPage key={page} page={page} />;
}
