import type { AccessStructure } from '@pvz/contracts/api/auth';
import { type CataloguePage, type MenuGroup, menuGroups, pageCatalogue, type RemoteName } from '@pvz/contracts/pages';

export interface MenuSection {
  group: MenuGroup;
  pages: CataloguePage[];
}

type Pages = Pick<AccessStructure, 'pages'>;

/** "Does a role's access structure contain this page" (spec §6). */
export function canOpen(page: CataloguePage, access: Pages): boolean {
  return page.audience !== 'page' || access.pages[page.key] !== undefined;
}

/** The menu of a staff user: the groups in menu order, each with the pages they may open. */
export function buildMenu(access: Pages): MenuSection[] {
  return menuGroups
    .map((group) => ({
      group,
      pages: pageCatalogue.filter(
        (page) => page.group === group.key && page.layout === 'staff' && canOpen(page, access),
      ),
    }))
    .filter((section) => section.pages.length > 0);
}

/** The remotes behind a menu, to fetch ahead while the browser is idle. */
export function remotesOf(menu: readonly MenuSection[]): RemoteName[] {
  const names = new Set<RemoteName>();
  for (const section of menu) {
    for (const page of section.pages) if (page.remote !== 'shell') names.add(page.remote);
  }
  return [...names];
}
