import { createRuntimeFn as createUncachedRuntimeFn } from '@vanilla-extract/recipes/createRuntimeFn';

type RuntimeFn = ReturnType<typeof createUncachedRuntimeFn>;
type RecipeConfig = Parameters<typeof createUncachedRuntimeFn>[0];

/** One step of the cache: a key or a value of the options object, in the order it iterates. */
interface CacheNode {
  next?: Map<unknown, CacheNode>;
  className?: string;
}

/**
 * A recipe stops remembering new selections past this many (its variants are a small closed set, so
 * only a caller that passes odd values could come near it); it still answers, uncached.
 */
export const recipeCacheLimit = 500;

/**
 * vanilla-extract's recipe runtime with each answer remembered (docs/decisions/033-server-render-cost.md).
 *
 * A recipe is called with the same few selections over and over — every `Stack`, `Text` and button of
 * a page — and each call of the original merges the defaults and the options with Babel's object
 * spread helpers: on the server that was about a tenth of rendering a long page. The answer depends
 * only on the options' own keys and values in the order they iterate (that order decides the order of
 * the class names), so that sequence is the cache's key, walked as a tree of Maps: no string is built.
 * The class names come from the original on the first call of each selection, so they are the same.
 * The build puts this in place of `@vanilla-extract/recipes/createRuntimeFn` (scripts/vite/cachedRecipes.ts).
 */
export function createRuntimeFn(config: RecipeConfig): RuntimeFn {
  const uncached = createUncachedRuntimeFn(config);
  const root: CacheNode = {};
  let size = 0;
  const step = (node: CacheNode, key: unknown): CacheNode => {
    const map = (node.next ??= new Map());
    let child = map.get(key);
    if (!child) {
      child = {};
      map.set(key, child);
    }
    return child;
  };
  const cached = ((options?: Record<string, unknown>) => {
    if (size >= recipeCacheLimit) return uncached(options as never);
    let node = root;
    if (options) {
      for (const key of Object.keys(options)) node = step(step(node, key), options[key]);
    }
    if (node.className === undefined) {
      node.className = uncached(options as never);
      size++;
    }
    return node.className;
  }) as RuntimeFn;
  cached.variants = uncached.variants;
  cached.classNames = uncached.classNames;
  return cached;
}
