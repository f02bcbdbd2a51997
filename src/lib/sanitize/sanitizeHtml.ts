import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { framesWithinPolicy, untitledFrameName } from './frameSources.ts';
import { createLruCache } from './lruCache.ts';

/** A browser window or a jsdom one (`new JSDOM('').window`). */
export type SanitizerWindow = WindowLike;

export interface SanitizeOptions {
  /** Keep `<iframe>` embeds (video, maps). They are always sandboxed and lazy. */
  allowIframes?: boolean;
}

/** What every kept iframe gets, whatever the CMS wrote (always set, never merged). */
export const iframeSandbox = 'allow-scripts allow-same-origin allow-popups allow-presentation';

// Forms and their controls, style sheets and scripts never come through, even where DOMPurify would keep them.
const forbiddenTags = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'output',
  'fieldset',
  'legend',
  'noscript',
  'object',
  'embed',
  'frame',
  'frameset',
  'base',
  'link',
  'meta',
];
const forbiddenAttributes = ['action', 'formaction', 'srcdoc', 'ping'];

// No `data-*` attribute comes through: the page's own scripts read theirs from the document
// (`data-shell-part` loads a part's code before hydrating, `data-early-click` holds clicks,
// `data-section-island`, `data-deferred`…), and CMS or user HTML must not be able to pose as them.
const baseConfig: Config = {
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: forbiddenAttributes,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};
const iframeConfig: Config = {
  ...baseConfig,
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy'],
};

const unsafeStyle = /url\s*\(|expression\s*\(|javascript:|@import|position\s*:\s*fixed/i;

const sameContextTargets = new Set(['_self', '_parent', '_top']);

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

function createPurifier(win: WindowLike): DOMPurify | null {
  const purifier = createDOMPurify(win);
  if (!purifier.isSupported) return null;

  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // Inline styles stay for editor formatting (alignment, colour) but may not load anything or cover the page.
    if (data.attrName === 'style' && unsafeStyle.test(data.attrValue)) data.keepAttr = false;
    // An embed must point at an absolute http(s) page: a relative or same-origin src would run with
    // scripts and the site's own origin despite the sandbox.
    if (node.nodeName.toLowerCase() === 'iframe' && data.attrName === 'src') {
      if (!/^https?:\/\//i.test(data.attrValue.trim())) data.keepAttr = false;
    }
  });

  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!isElement(node)) return;
    const name = node.nodeName.toLowerCase();
    if (name === 'a' || name === 'area') {
      const target = node.getAttribute('target');
      if (target !== null && !sameContextTargets.has(target.trim().toLowerCase())) {
        // A link that opens a new tab must not hand the new page a handle on this one.
        const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
        rel.add('noopener');
        rel.add('noreferrer');
        node.setAttribute('rel', [...rel].join(' '));
      }
    }
    if (name === 'iframe') {
      // Frames must have a name for screen readers; the CMS often leaves it out.
      if (!node.getAttribute('title')?.trim()) node.setAttribute('title', untitledFrameName);
      node.setAttribute('sandbox', iframeSandbox);
      node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

let purifier: DOMPurify | null = null;
/** The window the purifier parses in: frames are turned into links in its document too. */
let purifierWindow: WindowLike | null = null;
let warnedNoWindow = false;
// One cache per rule set, keyed by the HTML itself: a key built by joining strings would be a new
// string to hash on every call (a long page asks for the same HTML again and again).
const caches = {
  plain: createLruCache<string, string>(200),
  iframes: createLruCache<string, string>(200),
};

/**
 * Gives the sanitizer a DOM to work with on the server. The site's server entry calls it once, before
 * rendering, with a jsdom window: `setSanitizerWindow(new JSDOM('').window)`. In the browser (and in
 * Vitest's jsdom environment) the global window is used without this call.
 */
export function setSanitizerWindow(win: SanitizerWindow): void {
  purifier = createPurifier(win);
  purifierWindow = win;
  caches.plain.clear();
  caches.iframes.clear();
}

function currentPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') {
    purifierWindow = window;
    purifier = createPurifier(purifierWindow);
  }
  return purifier;
}

/**
 * Fail closed: with no DOM to sanitize in, keep only the text. Tags (and the content of scripts and
 * styles) go; whatever `<` and `>` remain are escaped, so no element can come out of it.
 */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style|iframe|noscript|template|textarea|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z!?][^>]*>?/g, '')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Cleans HTML from the CMS before it is rendered with `dangerouslySetInnerHTML`: no scripts, event
 * handlers, `javascript:` URLs, style sheets or forms; links keep their href, and a link that opens a new
 * tab gets rel="noopener noreferrer"; iframes only with `allowIframes`, then always sandboxed and lazy.
 * Results are cached (the same CMS HTML is rendered again and again).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (typeof html !== 'string' || html === '') return '';
  const allowIframes = options.allowIframes === true;
  const cache = allowIframes ? caches.iframes : caches.plain;
  const cached = cache.get(html);
  if (cached !== undefined) return cached;

  const active = currentPurifier();
  if (!active) {
    if (!warnedNoWindow) {
      warnedNoWindow = true;
      console.warn(
        'sanitizeHtml: no DOM available, so HTML is reduced to text. Call setSanitizerWindow() on the server.',
      );
    }
    return stripTags(html);
  }
  // Frames only from the players and maps the page's Content-Security-Policy names: any other
  // becomes a link to its page (docs/decisions/026).
  const clean = allowIframes
    ? framesWithinPolicy(active.sanitize(html, iframeConfig), purifierWindow!.document as Document)
    : active.sanitize(html, baseConfig);
  cache.set(html, clean);
  return clean;
}

/** Empties the result cache (tests, or after changing the rules at run time). */
export function clearSanitizeCache(): void {
  caches.plain.clear();
  caches.iframes.clear();
}
