import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StandaloneValidator } from '@fastify/ajv-compiler';
import { StandaloneSerializer } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type CompiledFunction = (...args: never[]) => unknown;
/** What Fastify hands a compiler: the schema, with the route's method, url and part. */
type RouteSchema = { schema?: unknown };

const require = createRequire(import.meta.url);
/** The compilers' versions are part of every key: a cached function is valid only for the code that made it. */
const compilerVersions = ['ajv', 'ajv-formats', 'fast-json-stringify'].map(
  (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
);

/** Runs generated CommonJS code; its `require` (Ajv's and fast-json-stringify's run-time helpers) resolves from here. */
function evaluate(code: string): CompiledFunction {
  const module = { exports: {} as { default?: CompiledFunction } | CompiledFunction };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  const exported = module.exports;
  return typeof exported === 'function' ? exported : (exported.default as CompiledFunction);
}

/**
 * Fastify's validator and serializer compilers with a disk cache of the code they generate, keyed by
 * the schema, the compiler options and the compilers' versions (Ajv's and fast-json-stringify's
 * standalone modes, which exist for this). Building the gateway compiles some 400 distinct schemas, most
 * of a second of CPU; the test suite builds it once per test file, on each database, from a cache that
 * the first file to need a schema fills. Only the tests use it: production builds the gateway once.
 */
export function cachedSchemaCompilers(dir: string): CompilersFactory {
  mkdirSync(dir, { recursive: true });
  const fileFor = (kind: string, key: unknown) =>
    path.join(
      dir,
      `${kind}-${createHash('sha256')
        .update(JSON.stringify([compilerVersions, key]))
        .digest('hex')}.cjs`,
    );
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  // parallel test workers may write the same file: each writes its own and renames it into place
  const write = (file: string, code: string) => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
  };

  function cached(
    kind: string,
    external: unknown,
    compilerOptions: unknown,
    makeWriter: (store: (route: RouteSchema, code: string) => void) => (route: never) => unknown,
  ) {
    const fileOf = (route: RouteSchema) => fileFor(kind, [external, compilerOptions, route.schema]);
    let writer: ((route: never) => unknown) | undefined;
    return (route: RouteSchema) => {
      const file = fileOf(route);
      const code = read(file);
      if (code !== null) return evaluate(code);
      writer ??= makeWriter((compiled, generated) => write(fileOf(compiled), generated));
      writer(route as never);
      // the writer stored the code; what it returns differs by compiler, the stored code does not
      return evaluate(read(file) ?? '');
    };
  }

  // Fastify's types describe the compile functions of @fastify/ajv-compiler's pool as taking a schema;
  // Fastify calls them with the route's options ({ schema, method, url, httpPart }), as used here.
  return {
    buildValidator: (externalSchemas: unknown, ajvOptions: object) =>
      cached('validator', externalSchemas, ajvOptions, (store) =>
        StandaloneValidator({ readMode: false, storeFunction: store })(externalSchemas as never, { ...ajvOptions }),
      ),
    buildSerializer: (externalSchemas: unknown, serializerOptions: object) =>
      cached('serializer', externalSchemas, serializerOptions, (store) =>
        StandaloneSerializer({ readMode: false, storeFunction: store })(externalSchemas as never, {
          ...serializerOptions,
        }),
      ),
  } as unknown as CompilersFactory;
}
