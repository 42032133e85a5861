import { type Static, Type } from 'typebox';
import { findPage, type MenuGroupKey, menuGroups, type PageKey, pageCatalogue } from '../pages.js';
import { literals, Nullable, OperationId } from './common.js';
import { fileRoutes } from './files.js';
import { Id, MultilineText, Text } from './primitives.js';

/**
 * Staff help articles («Подсказки», issue 19): Markdown written by those who write the `tips` page
 * (ADMIN), each for some pages and some roles (none: every staff role). Whoever reads the page reads
 * the articles meant for their role; a page shows a «?» when it has some.
 */
export const tipRoutes = {
  /** GET TipListQuery → TipList (page read) */
  list: '/api/tips',
  /** GET TipIdQuery → Tip: one article with its Markdown */
  record: '/api/tips/record',
  /** GET TipsForPageQuery → PageTips: the titles of a page's articles for the caller's role, for the «?» */
  forPage: '/api/tips/for-page',
  /** GET → TipOptions: the roles an article may be meant for (page write) */
  options: '/api/tips/options',
  /** POST CreateTipBody → TipChange (page write) */
  create: '/api/tips/create',
  /** POST EditTipBody → TipChange (page write) */
  edit: '/api/tips/edit',
  /** POST DeleteTipBody → TipRemoved (page write) */
  remove: '/api/tips/delete',
} as const;

export const TIP_TITLE_MAX = 200;
export const TIP_BODY_MAX = 20_000;
export const TIP_ROLES_MAX = 50;
/** Pictures one article holds (the message `tipPicturesTooMany` says the number). */
export const TIP_PICTURES_MAX = 30;

/** The pages an article may belong to: every staff page. */
export const tipPageKeys: readonly PageKey[] = pageCatalogue
  .filter((page) => page.layout === 'staff')
  .map((page) => page.key);

/** Where the list shows an article: under the menu group of each of its pages, or under «Общие». */
export type TipGroupKey = MenuGroupKey | 'general';
export const tipGroupKeys: readonly TipGroupKey[] = ['general', ...menuGroups.map((group) => group.key)];
export const tipGroupTitle = (group: TipGroupKey): string =>
  group === 'general' ? 'Общие' : (menuGroups.find((candidate) => candidate.key === group)?.title ?? group);

/** The group a page's articles are listed under: its menu group, «Общие» for a page outside the menu. */
export const tipGroupOfPage = (page: PageKey): TipGroupKey => findPage(page).group ?? 'general';

/** The groups an article is listed under, in menu order («Общие» first). */
export function tipGroupsOf(pageKeys: readonly PageKey[]): TipGroupKey[] {
  const groups = new Set(pageKeys.length === 0 ? ['general'] : pageKeys.map(tipGroupOfPage));
  return tipGroupKeys.filter((group) => groups.has(group));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pictureUrl = new RegExp(
  `${escaped(fileRoutes.file(''))}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`,
  'gi',
);

/** The files an article's Markdown shows, by the address of their bytes (`/api/files?id=…`), each once. */
export function tipPictureIds(body: string): string[] {
  return [...new Set([...body.matchAll(pictureUrl)].map((match) => (match[1] ?? '').toLowerCase()))];
}

export const TipPageKeySchema = literals(tipPageKeys);
export const TipGroupKeySchema = literals(tipGroupKeys);

const Stamp = Type.String();

export const TipListQuery = Type.Object({
  /** words of the title or the text */
  q: Type.Optional(Text(200)),
  group: Type.Optional(TipGroupKeySchema),
  page: Type.Optional(TipPageKeySchema),
});
export type TipListQuery = Static<typeof TipListQuery>;

export const TipIdQuery = Type.Object({ id: Id });
export type TipIdQuery = Static<typeof TipIdQuery>;

export const TipsForPageQuery = Type.Object({ page: TipPageKeySchema });
export type TipsForPageQuery = Static<typeof TipsForPageQuery>;

export const TipSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  pageKeys: Type.Array(TipPageKeySchema),
  /** role codes; empty: every staff role */
  roles: Type.Array(Type.String()),
  updatedAt: Stamp,
});
export type TipSummary = Static<typeof TipSummary>;

export const TipList = Type.Object({ tips: Type.Array(TipSummary) });
export type TipList = Static<typeof TipList>;

export const Tip = Type.Object({
  ...TipSummary.properties,
  /** Markdown; pictures are `![](/api/files?id=…)` of files uploaded with purpose `tip` */
  body: Type.String(),
  author: Nullable(Type.String()),
  createdAt: Stamp,
});
export type Tip = Static<typeof Tip>;

export const PageTips = Type.Object({
  tips: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
});
export type PageTips = Static<typeof PageTips>;

export const TipOptions = Type.Object({
  roles: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type TipOptions = Static<typeof TipOptions>;

const tipFields = {
  title: Text(TIP_TITLE_MAX, 1),
  body: MultilineText(TIP_BODY_MAX),
  pageKeys: Type.Array(TipPageKeySchema, { maxItems: tipPageKeys.length, uniqueItems: true }),
  roles: Type.Array(Text(64, 1), { maxItems: TIP_ROLES_MAX, uniqueItems: true }),
};
export const TipFields = Type.Object(tipFields);
export type TipFields = Static<typeof TipFields>;

export const CreateTipBody = Type.Object({ operationId: OperationId, ...tipFields });
export type CreateTipBody = Static<typeof CreateTipBody>;

export const EditTipBody = Type.Object({ operationId: OperationId, id: Id, ...tipFields });
export type EditTipBody = Static<typeof EditTipBody>;

export const DeleteTipBody = Type.Object({ operationId: OperationId, id: Id });
export type DeleteTipBody = Static<typeof DeleteTipBody>;

export const TipChange = Type.Object({ message: Type.String(), tip: Tip });
export type TipChange = Static<typeof TipChange>;

export const TipRemoved = Type.Object({ message: Type.String(), id: Type.Integer() });
export type TipRemoved = Static<typeof TipRemoved>;
