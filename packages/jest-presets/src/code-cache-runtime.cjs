// CommonJS and untyped because jest-runner loads a project's runtime with a plain require, untransformed.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/**
 * Jest's runtime, with V8's code cache kept for the worker's life. Jest makes each test file's modules
 * anew, so every file compiled the same modules again: Fastify, React, MUI and our own sources, thousands
 * a file, a quarter of a gateway file's start. Here a module compiled once in a worker is compiled from
 * its code cache in the next files: parsing is skipped, and for CommonJS (the cache made after the file
 * ran) so is the compiling of each function the file called.
 *
 * Jest builds modules through `vm.compileFunction` (CommonJS) and `vm.SourceTextModule` (ES modules)
 * inside its own classes, looking both up on `node:vm` at each call; they are replaced there, in this
 * worker only. A cache is used only for the very same source (V8 itself checks only its length), and
 * never for a source with a dynamic `import(`: Node 20 loses the import callback of code compiled from a
 * cache ("A dynamic import callback was not specified").
 */

/** file name → the source it was compiled from (kept to compare: cheaper than a digest) and its code cache */
const caches = new Map();
const dynamicImport = /\bimport\s*\(/;

/** Whether a source may be cached, and its cache if it has one. */
function lookUp(name, source) {
  if (!name || dynamicImport.test(source)) return { cacheable: false, cachedData: undefined };
  const known = caches.get(name);
  return { cacheable: true, cachedData: known?.source === source ? known.data : undefined };
}

/** CommonJS modules compiled without a cache in this test file: their caches are made when it ends. */
let uncached = [];

const compileFunction = vm.compileFunction;
/**
 * Jest's module wrapper as a script: unlike `compileFunction`, a script can make its code cache after it
 * ran, with the functions the file called compiled. The wrapper shares the module's first line, and the
 * column offset takes its length back out of stack traces.
 */
vm.compileFunction = function compileFromCache(code, params = [], options = {}) {
  const { cacheable, cachedData } = lookUp(options.filename, code);
  if (!cacheable || !options.parsingContext || options.contextExtensions?.length)
    return compileFunction(code, params, options);
  const prefix = `(function (${params.join(', ')}) {`;
  const script = new vm.Script(`${prefix}${code}\n})`, {
    filename: options.filename,
    columnOffset: -prefix.length,
    cachedData,
  });
  if (!cachedData || script.cachedDataRejected) uncached.push({ name: options.filename, source: code, script });
  return script.runInContext(options.parsingContext);
};

// Node has it only with --experimental-vm-modules (the gateway's and the contracts' suites)
if (vm.SourceTextModule) {
  /** An ES module's cache can be made only before it runs: it holds the parsed module, not its functions. */
  vm.SourceTextModule = new Proxy(vm.SourceTextModule, {
    construct(SourceTextModule, [source, options = {}], newTarget) {
      const { cacheable, cachedData } = lookUp(options.identifier, source);
      if (cachedData) {
        try {
          return Reflect.construct(SourceTextModule, [source, { ...options, cachedData }], newTarget);
        } catch (error) {
          // a cache V8 refuses is an error here, not a flag as for scripts
          if (error?.code !== 'ERR_VM_MODULE_CACHED_DATA_REJECTED') throw error;
        }
      }
      const module = Reflect.construct(SourceTextModule, [source, options], newTarget);
      if (cacheable) caches.set(options.identifier, { source, data: module.createCachedData() });
      return module;
    },
  });
}

/**
 * The files Jest read in this worker, as text and as bytes. Jest reads every module's source anew for each
 * test file (a Map per file): thousands of files a test file, 2 % of the component tests' CPU. Sources do
 * not change during a run; the test file's own text, which Jest has just read, replaces what is kept. In
 * watch mode, whose workers live from one run to the next while files change, each file reads afresh.
 */
const workerFiles = { strings: new Map(), buffers: new Map() };

function shareWorkerFiles(fileCache, cacheFS) {
  for (const [name, text] of cacheFS) {
    workerFiles.strings.set(name, text);
    workerFiles.buffers.delete(name);
  }
  fileCache.strings = workerFiles.strings;
  fileCache.buffers = workerFiles.buffers;
  // Jest empties a file's cache when the file ends or calls jest.resetModules(); the sources stay the same
  fileCache.clear = () => {};
}

module.exports = class CodeCacheRuntime extends Runtime {
  constructor(config, environment, resolver, transformer, cacheFS, coverageOptions, testPath, globalConfig) {
    super(config, environment, resolver, transformer, cacheFS, coverageOptions, testPath, globalConfig);
    if (!globalConfig.watch && !globalConfig.watchAll) shareWorkerFiles(this.fileCache, cacheFS);
  }

  teardown() {
    for (const { name, source, script } of uncached) caches.set(name, { source, data: script.createCachedData() });
    uncached = [];
    return super.teardown();
  }
};
