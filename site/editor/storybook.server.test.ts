// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  storybookCacheControl,
  storybookFilePath,
  storybookFileResponse,
} from './storybook.server.ts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A built Storybook in a temporary folder, beside files it must never serve. */
let work: string;
let root: string;
const settings = "window.CONFIG_TYPE = 'PRODUCTION';\n";
const indexHtml = `<!doctype html><html><head><title>Storybook</title></head><body>
<script>${settings}</script>
<script type="module">import './sb-manager/runtime.js';</script>
<script type="module" src="./assets/iframe-DcBUzEi5.js"></script>
</body></html>`;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'storybook-serve-'));
  root = path.join(work, 'build', 'storybook');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'sb-manager'));
  mkdirSync(path.join(work, 'build', 'server'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  writeFileSync(path.join(root, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(path.join(root, 'assets', 'iframe-DcBUzEi5.js'), 'export {};');
  writeFileSync(path.join(root, 'assets', 'lora-latin-400-normal-Dh16O2IA.woff2'), 'wOF2');
  writeFileSync(path.join(root, 'sb-manager', 'runtime.js'), 'export {};');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'notes.unknown'), 'binary');
  writeFileSync(path.join(root, '.source-stamp'), 'hidden');
  writeFileSync(path.join(work, 'package.json'), '{"name":"trellis"}');
  writeFileSync(path.join(work, 'build', 'server', 'index.js'), 'secret server code');
  symlinkSync(path.join(work, 'package.json'), path.join(root, 'linked.json'));
  // A fixed date: the ETag and Last-Modified follow from it.
  utimesSync(path.join(root, 'index.json'), new Date('2025-05-01'), new Date('2025-05-01'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

const get = (encodedPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  storybookFileResponse(
    new Request(`http://site.test/storybook/${encodedPath}`, { method, headers }),
    encodedPath,
    root,
  );

describe('the file a /storybook/ address names', () => {
  it('is index.html for the folder itself, and the named file inside it otherwise', () => {
    expect(storybookFilePath(root, '')).toBe(path.join(root, 'index.html'));
    expect(storybookFilePath(root, 'iframe.html')).toBe(path.join(root, 'iframe.html'));
    expect(storybookFilePath(root, 'assets/iframe-DcBUzEi5.js')).toBe(
      path.join(root, 'assets', 'iframe-DcBUzEi5.js'),
    );
    // Percent-encoded names are decoded; an empty segment is no segment.
    expect(storybookFilePath(root, 'assets//a%20b.js')).toBe(path.join(root, 'assets', 'a b.js'));
    // An absolute path written after the prefix stays inside the folder.
    expect(storybookFilePath(root, '%2Fetc%2Fpasswd')).toBe(path.join(root, 'etc', 'passwd'));
  });

  it.each([
    ['encoded slashes', '..%2f..%2fpackage.json'],
    ['encoded dots and slashes', '%2e%2e%2f%2e%2e%2fpackage.json'],
    ['dot segments the URL parser left', '../../package.json'],
    ['upper-case encoding', '%2E%2E%2Fserver%2Findex.js'],
    ['backslashes', '..\\..\\package.json'],
    ['encoded backslashes', '..%5c..%5cpackage.json'],
    ['a dot segment deeper in', 'assets/%2e%2e/%2e%2e/package.json'],
    ['a single dot', '.%2fassets'],
    ['a hidden file', '.source-stamp'],
    ['a NUL', 'index.html%00.png'],
    ['a control character', 'index%0a.html'],
    ['a Windows drive', 'C:%5cWindows%5cwin.ini'],
    ['broken percent-encoding', 'index%E0%A4%A.html'],
  ])('refuses %s', (_name, encodedPath) => {
    expect(storybookFilePath(root, encodedPath)).toBeNull();
  });

  it('never lies outside the folder, whatever the address', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '%2f', '%2F', '%5c', '\\', '/', ''),
            fc.string(),
          ),
          { maxLength: 8 },
        ),
        (parts) => {
          const file = storybookFilePath(root, parts.join('/'));
          if (file === null) return;
          expect(path.relative(root, file).startsWith('..')).toBe(false);
          expect(file.startsWith(root + path.sep)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('serving the built Storybook', () => {
  it('answers each file with its type', async () => {
    const types = {
      '': 'text/html; charset=utf-8',
      'index.json': 'application/json; charset=utf-8',
      'assets/iframe-DcBUzEi5.js': 'text/javascript; charset=utf-8',
      'assets/lora-latin-400-normal-Dh16O2IA.woff2': 'font/woff2',
      'favicon.svg': 'image/svg+xml',
      'notes.unknown': 'application/octet-stream',
    };
    for (const [file, type] of Object.entries(types)) {
      const response = await get(file);
      expect(response?.status, file).toBe(200);
      expect(response?.headers.get('Content-Type'), file).toBe(type);
    }
    expect(await (await get(''))?.text()).toBe(indexHtml);
  });

  it('refuses traversal, hidden files, folders, missing files and links out of the folder', async () => {
    for (const encodedPath of [
      '..%2f..%2fpackage.json',
      '..%2fserver%2findex.js',
      '..%5c..%5cpackage.json',
      '.source-stamp',
      'assets',
      'sb-manager/',
      'missing.js',
      'linked.json',
    ]) {
      expect(await get(encodedPath), encodedPath).toBeNull();
    }
  });

  it('keeps hashed assets a year, never stores the HTML, and revalidates the rest', async () => {
    expect((await get('assets/iframe-DcBUzEi5.js'))?.headers.get('Cache-Control')).toBe(
      'private, max-age=31536000, immutable',
    );
    expect((await get(''))?.headers.get('Cache-Control')).toBe('private, no-store');
    expect(storybookCacheControl('iframe.html')).toBe('private, no-store');
    expect((await get('sb-manager/runtime.js'))?.headers.get('Cache-Control')).toBe(
      'private, no-cache',
    );
    // Not hashed: a name of Storybook's own, and a name in assets/ without Vite's hash.
    expect(storybookCacheControl('assets/logo.svg')).toBe('private, no-cache');

    const index = await get('index.json');
    const etag = index?.headers.get('ETag');
    expect(etag).toBe(`W/"14-${new Date('2025-05-01').getTime().toString(16)}"`);
    expect(index?.headers.get('Last-Modified')).toBe('Thu, 01 May 2025 00:00:00 GMT');
    const again = await get('index.json', { 'If-None-Match': etag! });
    expect(again?.status).toBe(304);
    expect(await again?.text()).toBe('');
    expect((await get('index.json', { 'If-None-Match': 'W/"other"' }))?.status).toBe(200);
  });

  it('lets exactly the inline scripts of the HTML run, and names no nonce and no unsafe-inline', async () => {
    const html = await get('');
    const policy = html?.headers.get('Content-Security-Policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(sha256(settings));
    expect(scriptSrc).toContain(sha256("import './sb-manager/runtime.js';"));
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'nonce-/);
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(2);
    expect(policy).toContain("frame-ancestors 'self'");
    // Other files get the same policy without hashes (the service worker runs under its own).
    const script = await get('sb-manager/runtime.js');
    expect(script?.headers.get('Content-Security-Policy')).not.toContain("'sha256-");
    expect(script?.headers.get('Content-Security-Policy')).toMatch(/connect-src 'self'/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await get('index.json', {}, 'HEAD');
    expect(head?.headers.get('Content-Length')).toBe('20');
    expect(head?.body).toBeNull();
  });
});

describe('the hashes of inline scripts', () => {
  it('hashes the text the browser runs: line ends normalised, scripts with a src left out', () => {
    expect(
      inlineScriptHashes(
        '<script>a();\r\nb();</script><script src="x.js"></script><SCRIPT>c()</SCRIPT>',
      ),
    ).toEqual([sha256('a();\nb();'), sha256('c()')]);
  });
});
