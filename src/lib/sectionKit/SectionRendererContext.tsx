import { createContext, useContext, type ReactNode } from 'react';
import type { PageSectionWire } from '#src/lib/api/types.ts';

/**
 * Lets a section render sub-sections through the registry without importing it (sections know
 * `src/` only): the page shell provides the renderer. `reusable` uses it.
 */
export type RenderSections = (
  sections: PageSectionWire[],
  options?: { skipTypes?: string[] },
) => ReactNode;

const RendererContext = createContext<RenderSections>(() => null);

export const SectionRendererProvider = RendererContext.Provider;

export function useRenderSections(): RenderSections {
  return useContext(RendererContext);
}
