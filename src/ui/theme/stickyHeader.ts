/**
 * The custom property on the root element that holds the sticky site header's height. The document
 * keeps that much room (and a little more) above anything scrolled into view — an element that takes
 * focus, an in-page link's target — so it never lands under the header (WCAG 2.4.11). The header sets
 * it as its height changes (a wrapped line, the phone menu open); the shell's stylesheet gives it the
 * header's usual height until then.
 */
export const stickyHeaderHeightProperty = '--sticky-header-height';
