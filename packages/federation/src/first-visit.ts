import webpack from 'webpack';

export type ModuleTest = (module: webpack.Module, context: { moduleGraph: webpack.ModuleGraph }) => boolean;

/**
 * A split-chunks test: whether a module runs before the first page shows, i.e. the root module reaches
 * it by static imports. A shared module counts as static where it is consumed (the federation runtime
 * loads it together with the chunk that imports it); an `import()` does not.
 *
 * Webpack's chunk graph cannot answer this, since the federation puts every shared module in an async
 * chunk of its own; so the module graph is walked back from the module towards the root.
 */
export function reachedStatically(rootFile: string): ModuleTest {
  const reached = new WeakSet<webpack.Module>();
  return (module, { moduleGraph }) => {
    const seen = new Set<webpack.Module>();
    const walk = (current: webpack.Module): boolean => {
      if (reached.has(current) || current.nameForCondition() === rootFile) return true;
      if (seen.has(current)) return false;
      seen.add(current);
      for (const connection of moduleGraph.getIncomingConnections(current)) {
        const origin = connection.originModule;
        if (!origin || !connection.dependency) continue;
        const lazy =
          moduleGraph.getParentBlock(connection.dependency) instanceof webpack.AsyncDependenciesBlock &&
          origin.type !== 'consume-shared-module';
        if (!lazy && walk(origin)) {
          reached.add(current);
          return true;
        }
      }
      return false;
    };
    return walk(module);
  };
}
