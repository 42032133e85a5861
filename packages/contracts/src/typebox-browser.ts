/**
 * TypeBox as the browser builds and their component tests see it (webpack and Jest map `typebox` here).
 *
 * The contracts declare every API body as a TypeBox schema: the gateway validates and serialises with
 * them, the browser only needs their static types and the constants beside them (routes, limits,
 * messages). No browser code reads a schema at run time, yet the contracts' modules build theirs when
 * they load, so the real TypeBox (66 KB minified, its type evaluator included) would be downloaded by
 * every page to build objects nobody reads. Here every builder returns an empty schema instead.
 * A schema that browser code did read would be empty, so a check it made would fail at once in the
 * component tests, which run against this module too.
 */
type EmptySchema = Record<string, never>;

const emptySchema = (): EmptySchema => ({});

export const Type: Record<string, (...args: unknown[]) => EmptySchema> = new Proxy({}, { get: () => emptySchema });
