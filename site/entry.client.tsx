import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadSectionModules } from '#site/page/sectionModules.ts';

/**
 * The section types the server rendered, read from the HTML. Their chunks are already preloaded by
 * <link rel="modulepreload">; awaiting them here lets hydration render every section synchronously.
 */
function renderedSectionTypes(): string[] {
  const types = new Set<string>();
  document.querySelectorAll<HTMLElement>('[data-section-type]').forEach((element) => {
    if (element.dataset.sectionType) types.add(element.dataset.sectionType);
  });
  return [...types];
}

void loadSectionModules(renderedSectionTypes()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
