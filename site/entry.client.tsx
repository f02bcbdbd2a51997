import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentSectionTypes, loadSectionModules } from '#site/page/sectionModules.ts';
import { installChunkReload } from '#site/shell/chunkReload.ts';

// A code chunk that fails to load anywhere on the page reloads it, at most once a minute.
installChunkReload(window);

// The section types the page hydrates (static sections keep their server HTML and need no code) load
// in parallel, with the chunks they import; awaiting them lets hydration render those sections
// synchronously, exactly as the server did (a section whose code were missing would suspend and not
// match).
void loadSectionModules(documentSectionTypes(document)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
