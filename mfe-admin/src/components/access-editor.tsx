import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ColumnLevel, type GoodsKind, goodsKinds } from '@pvz/contracts/goods-columns';
import { grantablePages, type PageKey } from '@pvz/contracts/pages';
import { useState } from 'react';
import { type LevelOption, LevelToggle } from './level-toggle';

/** What the editor edits: a role's access, or a user's overrides of it ("as the role" = absent). */
export type AccessDraft = {
  pages: Partial<Record<PageKey, 'read' | 'write' | 'none'>>;
  columns: Partial<Record<GoodsKind, Record<string, ColumnLevel>>>;
};

const INHERIT = 'inherit';
type PageChoice = 'none' | 'read' | 'write' | typeof INHERIT;
type ColumnChoice = ColumnLevel | typeof INHERIT;

const pageOptions: LevelOption<PageChoice>[] = [
  { value: 'none', label: 'Нет' },
  { value: 'read', label: 'Чтение' },
  { value: 'write', label: 'Запись' },
];
const columnOptions: LevelOption<ColumnChoice>[] = [
  { value: 'hidden', label: 'Скрыт' },
  { value: 'read', label: 'Чтение' },
  { value: 'write', label: 'Запись' },
];
const inheritOption = { value: INHERIT, label: 'Как у роли' } as const;

interface AccessEditorProps {
  /** `role`: absent means no page / hidden column; `override`: absent means as the role says */
  mode: 'role' | 'override';
  value: AccessDraft;
  readOnly?: boolean;
  onChange?(value: AccessDraft): void;
}

/** Pages with their level, then for each goods kind the level of each column. */
export function AccessEditor({ mode, value, readOnly, onChange }: AccessEditorProps) {
  const [kind, setKind] = useState<GoodsKind>('purchase');
  const inherit = mode === 'override';

  const setPage = (key: PageKey, choice: PageChoice) => {
    const pages = { ...value.pages };
    if (choice === INHERIT || (!inherit && choice === 'none')) delete pages[key];
    else pages[key] = choice;
    onChange?.({ ...value, pages });
  };

  const setColumn = (column: string, choice: ColumnChoice) => {
    const levels = { ...value.columns[kind] };
    if (choice === INHERIT || (!inherit && choice === 'hidden')) delete levels[column];
    else levels[column] = choice;
    onChange?.({ ...value, columns: { ...value.columns, [kind]: levels } });
  };

  const kindInfo = goodsKinds.find((info) => info.kind === kind) ?? goodsKinds[0];

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Страницы
      </Typography>
      <Table size="small" aria-label="Доступ к страницам">
        <TableBody>
          {grantablePages.map((page) => (
            <TableRow key={page.key}>
              <TableCell>{page.title}</TableCell>
              <TableCell align="right">
                <LevelToggle
                  label={`Доступ: ${page.title}`}
                  value={value.pages[page.key] ?? (inherit ? INHERIT : 'none')}
                  options={inherit ? [inheritOption, ...pageOptions] : pageOptions}
                  disabled={readOnly}
                  onChange={(choice) => setPage(page.key, choice)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        Столбцы товаров
      </Typography>
      <Tabs
        value={kind}
        onChange={(_event, next: GoodsKind) => setKind(next)}
        variant="scrollable"
        aria-label="Вид товаров"
      >
        {goodsKinds.map((info) => (
          <Tab key={info.kind} value={info.kind} label={info.title} />
        ))}
      </Tabs>
      <Table size="small" aria-label={`Столбцы: ${kindInfo?.title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Столбец</TableCell>
            <TableCell align="right">Уровень</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kindInfo?.columns.map((column) => (
            <TableRow key={column.key}>
              <TableCell>{column.title}</TableCell>
              <TableCell align="right">
                <LevelToggle
                  label={`Столбец: ${column.title}`}
                  value={value.columns[kind]?.[column.key] ?? (inherit ? INHERIT : 'hidden')}
                  options={inherit ? [inheritOption, ...columnOptions] : columnOptions}
                  disabled={readOnly}
                  onChange={(choice) => setColumn(column.key, choice)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
