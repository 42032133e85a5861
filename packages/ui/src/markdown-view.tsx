import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@pvz/ui/router';
import type { ReactNode } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';

/** Pictures come only from our own files: an outside address would tell another site who reads. */
const ownFile = /^\/api\/files\?id=[0-9a-f-]{36}$/i;

/** An address inside the app, as the browser resolves it (`//host` and `/\\host` leave it). */
function inApp(href: string): boolean {
  if (!href.startsWith('/')) return false;
  try {
    return new URL(href, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

function urlTransform(url: string, key: string): string | null {
  if (key === 'src') return ownFile.test(url) ? url : null;
  return defaultUrlTransform(url);
}

const heading =
  (variant: 'h5' | 'h6' | 'subtitle1', component: 'h2' | 'h3' | 'h4') =>
  ({ children }: { children?: ReactNode }) => (
    <Typography variant={variant} component={component} sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );

/** The page around an article has its own title: the article's headings sit below it. */
const components: Components = {
  h1: heading('h5', 'h2'),
  h2: heading('h6', 'h3'),
  h3: heading('subtitle1', 'h4'),
  h4: heading('subtitle1', 'h4'),
  h5: heading('subtitle1', 'h4'),
  h6: heading('subtitle1', 'h4'),
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    if (inApp(href))
      return (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      );
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? (
      <Box component="img" src={src} alt={alt ?? ''} loading="lazy" sx={{ maxWidth: '100%', borderRadius: 1 }} />
    ) : null,
};

/**
 * Markdown written by staff, shown safely: no HTML of its own (it is dropped), links only to safe
 * protocols, pictures only from the app's files.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 1, pl: 2, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 1, borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
      }}
    >
      <Markdown skipHtml urlTransform={urlTransform} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
