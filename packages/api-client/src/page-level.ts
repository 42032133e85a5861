import { useAppSelector } from '@pvz/api-client/hooks';
import type { AccessLevel } from '@pvz/contracts/access';
import type { PageKey } from '@pvz/contracts/pages';

/**
 * The signed-in user's level on a page, to hide what they cannot use. The gateway decides; this
 * only spares people buttons that would answer 403.
 */
export function usePageLevel(page: PageKey): AccessLevel | undefined {
  return useAppSelector((state) => (state.session.status === 'staff' ? state.session.access.pages[page] : undefined));
}
