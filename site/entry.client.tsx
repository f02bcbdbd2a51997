import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentSectionTypes, loadSectionModules } from '#site/page/sectionModules.ts';
import { deferIslands, splitIslands } from '#site/page/deferredIslands.ts';
import { installChunkReload } from '#site/shell/chunkReload.ts';
import { loadShownShellParts } from '#site/shell/shellParts.ts';

// A code chunk that fails to load anywhere on the page reloads it, at most once a minute.
installChunkReload(window);

// The section types the page hydrates (static sections keep their server HTML and need no code) load
// in parallel, with the chunks they import; awaiting them lets hydration render those sections
// synchronously, exactly as the server did (a section whose code were missing would suspend and not
// match). Interactive sections more than a viewport below the first screen wait until they are near or
// touched (decision 031): measured now, on the server's DOM, before React takes it over.
const { load, deferred } = splitIslands(
  document,
  documentSectionTypes(document),
  window.innerHeight,
);
deferIslands(deferred);
// The header's and banner's parts that only some accounts see have code of their own: those shown
// load now too, so they hydrate with the page (site/shell/shellParts.ts).
void Promise.all([loadSectionModules(load), loadShownShellParts(document)]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
