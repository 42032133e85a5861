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
type RouteSchema = { schema?: unknown; httpPart?: string };

const require = createRequire(import.meta.url);
/** Bumped when this module changes what it stores. */
const cacheFormat = 1;
/** The packages whose code decides the generated code, Fastify's compiler defaults included. */
const compilerPackages = [
  'fastify',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'ajv',
  'ajv-formats',
  'fast-json-stringify',
];

/** Runs generated CommonJS code; its `require` (Ajv's and fast-json-stringify's run-time helpers) resolves from here. */
function evaluate(code: string): CompiledFunction {
  const module = { exports: {} as { default?: CompiledFunction } | CompiledFunction };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  const exported = typeof module.exports === 'function' ? module.exports : module.exports.default;
  if (typeof exported !== 'function') throw new Error('compiled schema cache: the stored code made no function');
  return exported;
}

/**
 * A compiled function made when it is first called, or when Fastify first reads what a validator
 * carries: `schemaEnv` (Ajv's, asked before the call) and `errors` (after it). A test file calls a few
 * of the gateway's routes, and hashing, reading and evaluating the code of all 800 validators and
 * serializers was a third of each build (620 → 430 ms here). A schema that cannot compile fails its
 * first request instead of the build; the route fuzzing sends a request to every route.
 */
function onFirstUse(make: () => CompiledFunction): CompiledFunction {
  let compiled: CompiledFunction | undefined;
  const real = () => {
    compiled ??= make();
    return compiled;
  };
  function compiledOnFirstUse(this: unknown, ...args: never[]) {
    return real().apply(this, args);
  }
  for (const name of ['schemaEnv', 'errors'])
    Object.defineProperty(compiledOnFirstUse, name, {
      get: () => (real() as unknown as Record<string, unknown>)[name],
    });
  return compiledOnFirstUse;
}

/** A key's JSON; options that JSON cannot hold (an Ajv plugin, a RegExp format) would make two keys one. */
function keyText(key: unknown): string {
  return JSON.stringify(key, (_name, value: unknown) => {
    if (typeof value === 'function' || value instanceof RegExp) {
      throw new Error('compiled schema cache: compiler options with functions or RegExps are not supported');
    }
    return value;
  });
}

/**
 * Under a custom compiler Fastify no longer lower-cases header schemas, as it does in production:
 * a header named in capitals would pass here and fail there, or the other way round.
 */
function assertLowerCaseHeaders(route: RouteSchema): void {
  if (route.httpPart !== 'headers') return;
  const schema = route.schema as { properties?: object; required?: string[] };
  const names = [...Object.keys(schema.properties ?? {}), ...(schema.required ?? [])];
  const named = names.find((name) => name !== name.toLowerCase());
  if (named) throw new Error(`compiled schema cache: name the header ${named} in lower case`);
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
  const versions = compilerPackages.map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
  const fileFor = (kind: string, key: unknown) =>
    path.join(
      dir,
      `${kind}-${createHash('sha256')
        .update(keyText([cacheFormat, versions, key]))
        .digest('hex')}.cjs`,
    );
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  // parallel test workers (processes) may write the same file: each writes its own and renames it into place
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
    const generated = new Map<string, string>();
    let writer: ((route: never) => unknown) | undefined;
    const compile = (route: RouteSchema) => {
      const file = fileOf(route);
      const code = read(file);
      if (code !== null) return evaluate(code);
      writer ??= makeWriter((compiled, made) => {
        const target = fileOf(compiled);
        generated.set(target, made);
        write(target, made);
      });
      writer(route as never);
      // the function is made from the stored code, as every later build will make it
      const made = generated.get(file);
      generated.delete(file);
      if (made === undefined) throw new Error('compiled schema cache: the compiler stored no code');
      return evaluate(made);
    };
    return (route: RouteSchema) => {
      assertLowerCaseHeaders(route);
      return onFirstUse(() => compile(route));
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
