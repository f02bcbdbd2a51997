// The "no-JS copy" of a server-rendered page for the Lighthouse bench: the same HTML with every script
// taken out, so the bench can compare a page's LCP with and without its JavaScript.

// A tag's attributes, quoted values allowed to hold `>`.
const attributes = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;

// One pass over the document. Comments and the raw-text elements whose content is never markup
// (style, textarea, title) are matched first so that a `<script` inside them is left alone; then
// script elements (to their `</script` end tag, which their content cannot hold), link tags, and any
// other start tag whole (so that a `<script` inside an attribute value is left alone too).
const tokens = new RegExp(
  [
    String.raw`<!--[\s\S]*?(?:-->|$)`,
    String.raw`<(style|textarea|title)(?=[\s/>])${attributes}>[\s\S]*?(?:<\/\1(?=[\s/>])[^>]*>|$)`,
    String.raw`(<script(?=[\s/>])${attributes}>[\s\S]*?(?:<\/script(?=[\s/>])[^>]*>|$))`,
    String.raw`(<link(?=[\s/>])${attributes}>)`,
    String.raw`<[a-z][^\s/>]*${attributes}>`,
  ].join('|'),
  'gi',
);

const relAttribute = /\srel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** Whether a `<link …>` tag's rel list holds `modulepreload`. */
function isModulePreload(linkTag) {
  const match = relAttribute.exec(linkTag);
  if (!match) return false;
  const rel = match[1] ?? match[2] ?? match[3] ?? '';
  return rel.toLowerCase().split(/\s+/).includes('modulepreload');
}

/**
 * The same HTML with every `<script>…</script>` element (inline or external, any type: classic,
 * module, application/json, …) and every `<link rel="modulepreload">` removed. Everything else,
 * stylesheets and preloads of fonts and images included, is kept byte for byte.
 */
export function stripScripts(html) {
  return html.replace(tokens, (token, _rawTextName, script, link) => {
    if (script !== undefined) return '';
    if (link !== undefined && isModulePreload(link)) return '';
    return token;
  });
}

/**
 * A `Link` response header without its `rel=modulepreload` entries (null when nothing is left).
 * Splits on the commas between entries, not those inside `<…>` or quotes.
 */
export function stripModulePreloadLinkHeader(value) {
  const entries = value.match(/(?:<[^>]*>|"[^"]*"|[^,])+/g) ?? [];
  const kept = entries.filter(
    (entry) => !/;\s*rel\s*=\s*"?[^";,]*\bmodulepreload\b/i.test(entry) && entry.trim().length > 0,
  );
  return kept.length ? kept.map((entry) => entry.trim()).join(', ') : null;
}
