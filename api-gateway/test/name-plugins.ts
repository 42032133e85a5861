/**
 * Fastify names a plugin that has no name of its own by searching the module cache for it. Under Jest that
 * cache is a proxy that lists every loaded module on each look, and the gateway registers some 140 route
 * plugins: 2 s of every test app's start went there. A function's own name serves Fastify as well (it is
 * what the search falls back to), so every function gets it as its display name.
 */
Object.defineProperty(Function.prototype, Symbol.for('fastify.display-name'), {
  get(this: () => unknown) {
    return this.name || undefined;
  },
  // fastify-plugin gives its plugins a name of their own
  set(this: () => unknown, name: string) {
    Object.defineProperty(this, Symbol.for('fastify.display-name'), { value: name, configurable: true });
  },
  configurable: true,
});
