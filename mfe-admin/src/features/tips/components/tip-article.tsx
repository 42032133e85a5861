import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tip, TipOptions } from '@pvz/contracts/api/tips';
import { findPage, linkOf } from '@pvz/contracts/pages';
import { formatDateTime } from '@pvz/ui/format';
import { MarkdownView } from '@pvz/ui/markdown-view';
import { Link as RouterLink } from '@pvz/ui/router';

/** Whom an article is for, as its writers see it. */
function audienceOf(tip: Tip, roles: TipOptions['roles']): string {
  if (tip.roles.length === 0) return 'Для всех сотрудников';
  const names = tip.roles.map((code) => roles.find((role) => role.code === code)?.name ?? code);
  return `Для ролей: ${names.join(', ')}`;
}

/** An article: the pages it belongs to, who wrote it and when, its text; `roles` for those who write the page. */
export function TipArticle({ tip, roles }: { tip: Tip; roles?: TipOptions['roles'] }) {
  return (
    <Stack sx={{ gap: 2 }}>
      {tip.pageKeys.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Страницы">
          {tip.pageKeys.map((key) => {
            const page = findPage(key);
            return <Chip key={key} label={page.title} component={RouterLink} to={linkOf(page)} clickable />;
          })}
        </Stack>
      )}
      <MarkdownView markdown={tip.body} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[tip.author && `Автор: ${tip.author}`, `обновлено ${formatDateTime(tip.updatedAt)}`]
          .filter(Boolean)
          .join(', ')}
        {roles && <> · {audienceOf(tip, roles)}</>}
      </Typography>
      <Link component={RouterLink} to="/tips">
        Все подсказки
      </Link>
    </Stack>
  );
}
