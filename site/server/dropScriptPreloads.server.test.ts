import { describe, expect, it } from 'vitest';
import { DropScriptPreloads } from './dropScriptPreloads.server.ts';

async function run(chunks: Buffer[]): Promise<string> {
  const stream = new DropScriptPreloads();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const finished = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await finished;
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/site.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="image" href="/hero.svg"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><main>Über den Garten</main>' +
  '<script type="module">import("/assets/a.js")</script></body></html>';
const withoutPreloads = page.replace(/<link rel="modulepreload"[^>]*>/g, '');

describe('DropScriptPreloads', () => {
  it('takes the script preloads out of the head and keeps everything else byte for byte', async () => {
    expect(withoutPreloads).not.toBe(page);
    expect(await run([Buffer.from(page)])).toBe(withoutPreloads);
  });

  it('finds </head> across chunks and keeps multi-byte text cut between chunks', async () => {
    const bytes = Buffer.from(page);
    const chunks: Buffer[] = [];
    // Every 7 bytes: tags, "</head>" and the "Ü" all land across chunks.
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    expect(await run(chunks)).toBe(withoutPreloads);
  });

  it('leaves a response without a head untouched', async () => {
    expect(await run([Buffer.from('<p>plain <link rel="modulepreload" href="/x.js"/></p>')])).toBe(
      '<p>plain <link rel="modulepreload" href="/x.js"/></p>',
    );
  });
});
