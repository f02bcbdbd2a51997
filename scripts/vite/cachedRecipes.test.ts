import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cachedRecipes, cachedRuntime } from './cachedRecipes.ts';

const runtime = '@vanilla-extract/recipes/createRuntimeFn';

/** Calls the plugin's resolveId as Vite would, with `this.resolve` answering the path it is given. */
function resolveWith(source: string, importer: string | undefined, ssr = true) {
  const plugin = cachedRecipes();
  const resolve = vi.fn(async (id: string) => ({ id }));
  const hook = plugin.resolveId as (
    this: unknown,
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<unknown>;
  return { result: hook.call({ resolve }, source, importer, { ssr }), resolve };
}

describe('the cached recipes plugin', () => {
  it('points the recipes of style files at the cached runtime', async () => {
    const { result, resolve } = resolveWith(
      runtime,
      '/repo/src/ui/components/Button/Button.css.ts',
    );
    expect(await result).toEqual({ id: cachedRuntime });
    expect(resolve).toHaveBeenCalledWith(
      cachedRuntime,
      '/repo/src/ui/components/Button/Button.css.ts',
      expect.objectContaining({ skipSelf: true }),
    );
  });

  it('lets the cached runtime import the original, and leaves every other import alone', async () => {
    expect(await resolveWith(runtime, cachedRuntime).result).toBeNull();
    expect(await resolveWith('@vanilla-extract/recipes', '/repo/x.css.ts').result).toBeNull();
    expect(await resolveWith(runtime, undefined).result).toBeNull();
    // The browser's build keeps the original.
    expect(await resolveWith(runtime, '/repo/x.css.ts', false).result).toBeNull();
  });

  it('names the module that exists', async () => {
    expect(path.basename(cachedRuntime)).toBe('cachedRecipeRuntime.ts');
    await expect(import(cachedRuntime)).resolves.toHaveProperty('createRuntimeFn');
  });
});
