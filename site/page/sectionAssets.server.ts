import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSectionType, sectionSourcePath } from '#registry';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SectionAssets {
  scripts: string[];
  styles: string[];
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
 * The chunk and stylesheet files of the section types on a page, from the build manifest, so the page
 * links them in its head: the HTML arrives styled and the browser fetches the code in parallel instead of
 * discovering it after hydration starts (docs/decisions/004-section-chunks.md).
 */
export function sectionAssets(types: readonly string[], base = '/'): SectionAssets {
  const chunks = readManifest();
  if (!chunks) return { scripts: [], styles: [] };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk) return;
    scripts.add(base + chunk.file);
    chunk.css?.forEach((css) => styles.add(base + css));
    chunk.imports?.forEach(visit);
  };
  types.filter(isSectionType).forEach((type) => visit(sectionSourcePath(type)));
  return { scripts: [...scripts], styles: [...styles] };
}
