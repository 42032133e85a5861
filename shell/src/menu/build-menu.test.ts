import { pageCatalogue } from '@pvz/contracts/pages';
import { buildMenu, canOpen, remotesOf } from './build-menu';

describe('menu from the access structure', () => {
  it('shows a page only to a role whose access structure contains it', () => {
    const withUsers = buildMenu({ pages: { 'admin-users': 'read' } });
    expect(withUsers.map((section) => section.group.title)).toEqual(['Настройки']);
    expect(withUsers[0]?.pages.map((page) => page.title)).toEqual(['Пользователи']);
    expect(buildMenu({ pages: {} })).toEqual([]);
  });

  it('lets every staff user open the home pages, whatever the access structure', () => {
    const home = pageCatalogue.find((page) => page.key === 'user-main');
    const users = pageCatalogue.find((page) => page.key === 'admin-users');
    if (!home || !users) throw new Error('catalogue changed');
    expect(canOpen(home, { pages: {} })).toBe(true);
    expect(canOpen(users, { pages: {} })).toBe(false);
    expect(canOpen(users, { pages: { 'admin-users': 'read' } })).toBe(true);
  });

  it('names the remotes to fetch ahead', () => {
    expect(remotesOf(buildMenu({ pages: { 'admin-users': 'write' } }))).toEqual(['mfe_admin']);
  });
});
