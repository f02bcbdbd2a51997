import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs bench script without type declarations (typed below).
import * as noscript from './noscript.mjs';

const { stripScripts, stripModulePreloadLinkHeader } = noscript as {
  stripScripts: (html: string) => string;
  stripModulePreloadLinkHeader: (value: string) => string | null;
};

const head = [
  '<meta charset="utf-8"/>',
  '<link rel="preload" href="/api/media/hero.svg" as="image" fetchPriority="high" imageSizes="(min-width: 768px) 50vw, 100vw"/>',
  '<link rel="preload" href="/assets/lora.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<link rel="stylesheet" href="/assets/root-abc.css" data-precedence="default"/>',
  '<style>.hero{color:green}</style>',
].join('');

describe('stripScripts (the no-JS copy of a page for the Lighthouse bench)', () => {
  it('removes inline, external, module and JSON scripts and modulepreload links', () => {
    const html =
      `<!DOCTYPE html><html lang="en"><head>${head}` +
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      "<link href='/assets/chunk-2.js' rel='modulepreload'>" +
      '<LINK REL=modulepreload HREF=/assets/chunk-3.js>' +
      '<script>window.__theme = "light";</script>' +
      '<script src="/assets/legacy.js" defer></script>' +
      '</head><body><main><h1>Grow more</h1></main>' +
      '<script type="application/json" id="data">{"a":"<\\/script>"}</script>' +
      '<script type="module" async="">import("/assets/entry.client-1.js");</script>\n' +
      '<SCRIPT nonce="x">window.__reactRouterContext = {"state": "a > b"};</SCRIPT >' +
      '</body></html>';
    expect(stripScripts(html)).toBe(
      `<!DOCTYPE html><html lang="en"><head>${head}` +
        '</head><body><main><h1>Grow more</h1></main>\n</body></html>',
    );
  });

  it('keeps everything else byte for byte', () => {
    const html =
      `<!doctype html>\n<html>\n  <head>\n    ${head}\n    <link rel="icon" href="/favicon.svg">\n` +
      '    <link rel="preload" as="script" href="/assets/kept.js">\n' +
      '    <noscript><link rel="stylesheet" href="/no-js.css"></noscript>\n  </head>\n' +
      '  <body data-x="<script>"><p>a &lt;script&gt; tag</p><scripts-list></scripts-list>' +
      '<script-like>text</script-like></body>\n</html>\n';
    expect(stripScripts(html)).toBe(html);
  });

  it('leaves `<script` inside comments, styles, titles and textareas alone', () => {
    const html =
      '<title>About <script> tags</title><!-- <script>old()</script> -->' +
      '<style>a::after{content:"<script>"}</style><textarea><script>x</script></textarea>' +
      '<script>gone()</script><p>kept</p>';
    expect(stripScripts(html)).toBe(
      '<title>About <script> tags</title><!-- <script>old()</script> -->' +
        '<style>a::after{content:"<script>"}</style><textarea><script>x</script></textarea>' +
        '<p>kept</p>',
    );
  });

  it('removes a script left open to the end of the document', () => {
    expect(stripScripts('<p>a</p><script>never closed')).toBe('<p>a</p>');
  });

  it('removes a link whose rel list holds modulepreload among other tokens', () => {
    expect(stripScripts('<link rel="prefetch modulepreload" href="/a.js"><p>b</p>')).toBe(
      '<p>b</p>',
    );
  });
});

describe('stripModulePreloadLinkHeader', () => {
  it('drops modulepreload entries and keeps the others', () => {
    expect(
      stripModulePreloadLinkHeader(
        '</assets/a.js>; rel=modulepreload, </fonts/lora.woff2>; rel=preload; as=font; crossorigin, </b.js>; rel="modulepreload"',
      ),
    ).toBe('</fonts/lora.woff2>; rel=preload; as=font; crossorigin');
  });

  it('answers null when nothing is left', () => {
    expect(stripModulePreloadLinkHeader('</a.js>; rel=modulepreload')).toBeNull();
  });
});
