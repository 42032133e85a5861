import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { PageTips } from '@pvz/contracts/api/tips';
import { MarkdownView } from '@pvz/ui/markdown-view';
import { Link as RouterLink } from '@pvz/ui/router';
import { useState } from 'react';
import { usePageTipsArticleQuery } from './page-tips-api';

function ArticleText({ id }: { id: number }) {
  const { data, isLoading, error } = usePageTipsArticleQuery(id);
  if (isLoading) return <CircularProgress size={24} aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return <MarkdownView markdown={data.body} />;
}

/** The page's articles, each opened in place; the first one open from the start. */
export default function PageTipsDrawer({
  tips,
  open,
  onClose,
}: {
  tips: PageTips['tips'];
  open: boolean;
  onClose(): void;
}) {
  const [expanded, setExpanded] = useState<number | null>(tips[0]?.id ?? null);
  return (
    <Drawer anchor="right" open={open} onClose={onClose} aria-labelledby="page-tips-title">
      <Box sx={{ width: { xs: '100vw', sm: 480 }, p: 2 }}>
        <Typography id="page-tips-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Подсказки к странице
        </Typography>
        {tips.map((tip) => (
          <Accordion
            key={tip.id}
            expanded={expanded === tip.id}
            onChange={(_, isExpanded) => setExpanded(isExpanded ? tip.id : null)}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3" sx={{ fontWeight: 500 }}>
                {tip.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack sx={{ gap: 1 }}>
                {expanded === tip.id && <ArticleText id={tip.id} />}
                <Link component={RouterLink} to={`/tips/${tip.id}`} onClick={onClose}>
                  Открыть отдельно
                </Link>
              </Stack>
            </AccordionDetails>
          </Accordion>
        ))}
        <Link component={RouterLink} to="/tips" onClick={onClose} sx={{ display: 'inline-block', mt: 2 }}>
          Все подсказки
        </Link>
      </Box>
    </Drawer>
  );
}
