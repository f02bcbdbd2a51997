import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadSectionModules } from '#site/page/sectionModules.ts';
import { installChunkReload } from '#site/shell/chunkReload.ts';

// A code chunk that fails to load anywhere on the page reloads it, at most once a minute.
installChunkReload(window);

/**
 * The section types of the page, read from the HTML. Their chunks load in parallel (with the chunks
 * they import); awaiting them here lets hydration render every section synchronously,
 * exactly as the server did (a section whose code were missing would suspend and not match).
 */
function renderedSectionTypes(): string[] {
  const types = new Set<string>();
  document.querySelectorAll<HTMLElement>('[data-section-types]').forEach((element) => {
    (element.dataset.sectionTypes ?? '').split(' ').forEach((type) => type && types.add(type));
  });
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
