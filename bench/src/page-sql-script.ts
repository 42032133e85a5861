import { type PageStatement, type PointVariable, pageStatements } from './page-statements.ts';

/** A pgbench script and the constants it reads (`-D name=value` each). */
export interface PgbenchScript {
  text: string;
  defines: string[];
}

const point: PointVariable = { pgbenchVariable: 'pvz' };

const isPointVariable = (value: unknown): value is PointVariable =>
  typeof value === 'object' && value !== null && 'pgbenchVariable' in value;

/**
 * The table page's SQL as one pgbench transaction: the page's statements (page-statements.ts) one
 * after another (the session is read once per few seconds per caller, services/auth-cache.ts, not per page), for a point drawn at random from `pointIds` as the page
 * requests draw it. Parameters stay parameters (`:name`, sent as $n in the extended protocol, as the
 * gateway's driver sends them); the constant ones come from `-D`.
 */
export function pageSqlScript(pointIds: readonly number[]): PgbenchScript {
  const statements: PageStatement[] = pageStatements(point);
  const constants = new Map<string, string>();
  const variableOf = (value: unknown): string => {
    if (isPointVariable(value)) return value.pgbenchVariable;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`a page parameter pgbench cannot pass: ${JSON.stringify(value)}`);
    const text = String(value);
    const name = constants.get(text) ?? `c${constants.size + 1}`;
    constants.set(text, name);
    return name;
  };
  const sql = statements.map(
    (statement) =>
      `-- ${statement.name}\n${statement.text.replace(/\$(\d+)/g, (_, n: string) => `:${variableOf(statement.values[Number(n) - 1])}`)};`,
  );
  const pick = pointIds.map((id, index) => `when :ord = ${index} then ${id}`).join(' ');
  const text = [
    `\\set ord random(0, ${pointIds.length - 1})`,
    `\\set ${point.pgbenchVariable} case ${pick} end`,
    ...sql,
  ].join('\n');
  return { text: `${text}\n`, defines: [...constants].map(([value, name]) => `${name}=${value}`) };
}
