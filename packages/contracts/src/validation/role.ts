import type { RoleInput } from '../api/roles.js';
import { goodsKinds } from '../goods-columns.js';
import { messages } from '../messages.js';
import { grantablePages } from '../pages.js';
import type { Problem } from './reference.js';

const code = /^[A-Z][A-Z0-9_]{1,31}$/;

/** The first problem with a role, the same in the form and on the gateway. */
export function roleProblem(input: RoleInput): Problem {
  if (!code.test(input.code)) return { field: 'code', error: messages.roleCodeInvalid };
  if (!input.name.trim()) return { field: 'name', error: messages.roleNameEmpty };
  if (input.name.trim().length > 64) return { field: 'name', error: messages.nameTooLong };
  const pages = new Set<string>(grantablePages.map((page) => page.key));
  if (Object.keys(input.pages).some((key) => !pages.has(key))) return { field: 'pages', error: messages.pageUnknown };
  for (const [kind, columns] of Object.entries(input.columns)) {
    const known = goodsKinds.find((info) => info.kind === kind)?.columns.map((column) => column.key);
    if (!known || Object.keys(columns).some((key) => !known.includes(key))) {
      return { field: 'columns', error: messages.columnUnknown };
    }
  }
  return null;
}
