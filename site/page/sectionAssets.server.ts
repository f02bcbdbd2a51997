import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSectionType, sectionSourcePath } from '#registry';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SectionAssets {
  scripts: string[];
}

let manifest: Manifest | null | undefined;

function readManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  const file =
    process.env.CLIENT_MANIFEST ?? path.resolve(process.cwd(), 'build/client/.vite/manifest.json');
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    // The dev server has no manifest: Vite serves modules and injects their styles itself.
    manifest = null;
  }
  return manifest;
}

/**
 * The chunk files of the section types on a page, from the build manifest, so the page preloads them
 * in its head and the browser fetches the code in parallel instead of discovering it after hydration
 * starts (docs/decisions/004-section-chunks.md). Section styles are not per type: they ship in one
 * stylesheet that the routes rendering sections link (docs/decisions/018-two-stylesheets.md).
 */
export function sectionAssets(types: readonly string[], base = '/'): SectionAssets {
  const chunks = readManifest();
  if (!chunks) return { scripts: [] };
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk) return;
    scripts.add(base + chunk.file);
    chunk.imports?.forEach(visit);
  };
  types.filter(isSectionType).forEach((type) => visit(sectionSourcePath(type)));
  return { scripts: [...scripts] };
}
