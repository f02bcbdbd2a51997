import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { createReadableStreamFromReadable } from '@react-router/node';
import { JSDOM } from 'jsdom';
import { storybookContentSecurityPolicy } from '#site/server/securityHeaders.server.ts';

// The built Storybook, served by the site at /storybook/ (site/routes/storybook.tsx,
// docs/editor-tools.md): confined to its folder, each file with its type, its caching and a policy
// that lets Storybook's own inline scripts run and nothing else.

/**
 * Where `npm run build` writes Storybook: inside the site's build, after `react-router build` (which
 * empties `build/` first), relative to the working directory like the site's own `build/client`.
 */
export const storybookDirectory = path.join('build', 'storybook');

/**
 * The file under `root` that the rest of a /storybook/ address names (`encodedPath`, as written in
 * the URL, after `/storybook/`), or null when it could name anything outside the folder. The URL
 * parser has already resolved plain `..` and `%2e%2e` segments, so what arrives here is what it could
 * not see: separators written as `%2F` or `%5C`, or a backslash. A `..` or `.` segment after decoding,
 * a hidden name (none in a build), a NUL, a control character or a colon (a Windows drive or stream)
 * is refused outright rather than normalised away; the result is checked to lie inside `root` as well.
 * An empty path is Storybook's `index.html`.
 */
export function storybookFilePath(root: string, encodedPath: string): string | null {
  const names: string[] = [];
  for (const raw of encodedPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return null;
    }
    for (const name of decoded.split(/[\\/]/)) {
      if (name === '') continue;
      // eslint-disable-next-line no-control-regex
      if (name.startsWith('.') || name.includes(':') || /[\u0000-\u001f\u007f]/.test(name)) {
        return null;
      }
      names.push(name);
    }
  }
  if (names.length === 0) names.push('index.html');
  const base = path.resolve(root);
  const file = path.resolve(base, ...names);
  return isInside(base, file) ? file : null;
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The types of the files a Storybook build holds (and a few a story might add to public/). */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

export function storybookContentType(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Vite's output names: `assets/<name>-<8-character hash>.<ext>`, never reused for other content. */
const hashedAsset = /^assets\/[^/]+-[\w-]{8}\.\w+$/;

/**
 * How long a browser keeps a file: only the admin's browser (`private`: the files are behind the
 * admin check in production), hashed assets for a year, the HTML not at all (a new build's pages
 * must name its new assets), everything else (Storybook's own unhashed runtime, the story index)
 * checked on each use against its ETag.
 */
export function storybookCacheControl(relativePath: string): string {
  if (hashedAsset.test(relativePath)) return 'private, max-age=31536000, immutable';
  if (relativePath.endsWith('.html')) return 'private, no-store';
  return 'private, no-cache';
}

/**
 * The CSP hash sources (`'sha256-…'`) of an HTML file's inline scripts, read with an HTML parser so
 * each hash is of the text the browser runs (line ends normalised, as the browser does).
 */
export function inlineScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const hashes = [...document.querySelectorAll('script:not([src])')].map(
    (script) =>
      `'sha256-${createHash('sha256')
        .update(script.textContent ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** Each HTML file's hashes, worked out on its first request and again when the file changes. */
const hashesByFile = new Map<string, { version: string; hashes: string[] }>();

async function hashesOf(file: string, version: string): Promise<string[]> {
  const known = hashesByFile.get(file);
  if (known?.version === version) return known.hashes;
  const hashes = inlineScriptHashes(await readFile(file, 'utf8'));
  hashesByFile.set(file, { version, hashes });
  return hashes;
}

/**
 * The answer for a GET or HEAD of `/storybook/<encodedPath>`: the file with its type, caching and
 * policy (304 when the browser's copy is current), or null when there is no such file in `root`.
 */
export async function storybookFileResponse(
  request: Request,
  encodedPath: string,
  root: string = storybookDirectory,
): Promise<Response | null> {
  const file = storybookFilePath(root, encodedPath);
  if (!file) return null;
  let real: string;
  try {
    // A link inside the folder must not lead out of it.
    real = await realpath(file);
    if (!isInside(await realpath(root), real)) return null;
  } catch {
    return null;
  }
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return null;

  const relative = path.relative(path.resolve(root), file).split(path.sep).join('/');
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const type = storybookContentType(file);
  const etag = `W/"${version}"`;
  const headers = new Headers({
    'Cache-Control': storybookCacheControl(relative),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'X-Robots-Tag': 'noindex',
    // Every file, the service worker's script too (a worker runs under its script's own policy).
    'Content-Security-Policy': storybookContentSecurityPolicy(
      type.startsWith('text/html') ? await hashesOf(real, version) : [],
    ),
  });
  const cached = request.headers.get('If-None-Match');
  if (cached && cached.split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', type);
  headers.set('Content-Length', String(info.size));
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { headers });
  return new Response(createReadableStreamFromReadable(createReadStream(real)), { headers });
}
