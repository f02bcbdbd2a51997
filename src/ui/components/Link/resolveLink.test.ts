import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolveLink.ts';

const site = 'https://www.trellis.garden';

describe('resolveLink', () => {
  describe('links that are not links', () => {
    it('renders a link of "#" as plain text', () => {
      expect(resolveLink('#', site)).toEqual({ kind: 'text' });
    });

    it('renders a blank link as plain text', () => {
      expect(resolveLink('', site)).toEqual({ kind: 'text' });
      expect(resolveLink('   ', site)).toEqual({ kind: 'text' });
    });

    it('renders "#" with surrounding spaces as plain text', () => {
      expect(resolveLink('  #  ', site)).toEqual({ kind: 'text' });
    });

    it('never links a javascript: URL, whatever its letter case or hidden whitespace', () => {
      expect(resolveLink('javascript:alert(1)', site)).toEqual({ kind: 'text' });
      expect(resolveLink(' JavaScript:alert(1)', site)).toEqual({ kind: 'text' });
      expect(resolveLink('java\tscript:alert(1)', site)).toEqual({ kind: 'text' });
      expect(resolveLink('java\nscript:alert(1)', site)).toEqual({ kind: 'text' });
    });

    it('never links data:, vbscript:, file: or ftp: URLs', () => {
      expect(resolveLink('data:text/html,<script>alert(1)</script>', site)).toEqual({
        kind: 'text',
      });
      expect(resolveLink('vbscript:msgbox(1)', site)).toEqual({ kind: 'text' });
      expect(resolveLink('file:///etc/passwd', site)).toEqual({ kind: 'text' });
      expect(resolveLink('ftp://files.example.com/seeds.zip', site)).toEqual({ kind: 'text' });
    });

    it('renders a relative word or a bare domain (no scheme, no leading slash) as plain text', () => {
      expect(resolveLink('about', site)).toEqual({ kind: 'text' });
      expect(resolveLink('www.example.com', site)).toEqual({ kind: 'text' });
    });
  });

  describe('in-page anchors', () => {
    it('turns "#anchor" into an in-page link to the element with that id', () => {
      expect(resolveLink('#planting-guide', site)).toEqual({ kind: 'hash', id: 'planting-guide' });
    });

    it('decodes a percent-encoded anchor into the element id', () => {
      expect(resolveLink('#raised%20beds', site)).toEqual({ kind: 'hash', id: 'raised beds' });
    });

    it('keeps a malformed percent escape in an anchor literally', () => {
      expect(resolveLink('#100%', site)).toEqual({ kind: 'hash', id: '100%' });
    });
  });

  describe('internal routes', () => {
    it('turns a root-relative path into an internal route', () => {
      expect(resolveLink('/about', site)).toEqual({ kind: 'internal', to: '/about' });
    });

    it('keeps the query and the hash of a root-relative path', () => {
      expect(resolveLink('/blog?topic=herbs#latest', site)).toEqual({
        kind: 'internal',
        to: '/blog?topic=herbs#latest',
      });
    });

    it('turns an absolute URL on the site address into an internal route with path, query and hash', () => {
      expect(
        resolveLink('https://www.trellis.garden/designers/42?tab=portfolio#top', site),
      ).toEqual({
        kind: 'internal',
        to: '/designers/42?tab=portfolio#top',
      });
    });

    it('turns the bare site address into the home route', () => {
      expect(resolveLink('https://www.trellis.garden', site)).toEqual({
        kind: 'internal',
        to: '/',
      });
      expect(resolveLink('https://www.trellis.garden/', site)).toEqual({
        kind: 'internal',
        to: '/',
      });
    });

    it('ignores a trailing slash on the configured site address', () => {
      expect(resolveLink('https://www.trellis.garden/blog', `${site}/`)).toEqual({
        kind: 'internal',
        to: '/blog',
      });
    });

    it('ignores the letter case of the host', () => {
      expect(resolveLink('HTTPS://WWW.Trellis.Garden/quiz', site)).toEqual({
        kind: 'internal',
        to: '/quiz',
      });
    });

    it('compares origins, so a path on the configured site address does not matter', () => {
      expect(resolveLink('https://www.trellis.garden/courses', `${site}/blog`)).toEqual({
        kind: 'internal',
        to: '/courses',
      });
    });

    it('treats a protocol-relative URL on the site host as internal', () => {
      expect(resolveLink('//www.trellis.garden/book', site)).toEqual({
        kind: 'internal',
        to: '/book',
      });
    });

    it('still treats root-relative paths as internal when no site address is configured', () => {
      expect(resolveLink('/contact', '')).toEqual({ kind: 'internal', to: '/contact' });
    });
  });

  describe('external links', () => {
    it('treats an http(s) URL on another host as external, keeping it as written', () => {
      expect(resolveLink('https://example.com/seeds?ref=trellis', site)).toEqual({
        kind: 'external',
        href: 'https://example.com/seeds?ref=trellis',
      });
      expect(resolveLink('http://example.com', site)).toEqual({
        kind: 'external',
        href: 'http://example.com',
      });
    });

    it('does not mistake a host that merely starts with the site address for the site', () => {
      expect(resolveLink('https://www.trellis.garden.evil.example/login', site)).toEqual({
        kind: 'external',
        href: 'https://www.trellis.garden.evil.example/login',
      });
    });

    it('treats the site host on another scheme or port as external', () => {
      expect(resolveLink('http://www.trellis.garden/about', site)).toEqual({
        kind: 'external',
        href: 'http://www.trellis.garden/about',
      });
      expect(resolveLink('https://www.trellis.garden:8443/about', site)).toEqual({
        kind: 'external',
        href: 'https://www.trellis.garden:8443/about',
      });
    });

    it('treats another subdomain as external', () => {
      expect(resolveLink('https://shop.trellis.garden/cart', site)).toEqual({
        kind: 'external',
        href: 'https://shop.trellis.garden/cart',
      });
    });

    it('does not hand a protocol-relative link to another host to the router', () => {
      expect(resolveLink('//evil.example/phish', site)).toEqual({
        kind: 'external',
        href: 'https://evil.example/phish',
      });
    });

    it('does not hand a backslash path (which browsers read as another host) to the router', () => {
      expect(resolveLink('/\\evil.example/phish', site)).toEqual({
        kind: 'external',
        href: 'https://evil.example/phish',
      });
    });

    it('treats every absolute http(s) URL as external when the site address is not a valid URL', () => {
      expect(resolveLink('https://www.trellis.garden/about', 'not a url')).toEqual({
        kind: 'external',
        href: 'https://www.trellis.garden/about',
      });
    });
  });

  describe('mailto and tel', () => {
    it('keeps a mailto: link as a plain link', () => {
      expect(resolveLink('mailto:hello@trellis.garden?subject=Hi', site)).toEqual({
        kind: 'mailto',
        href: 'mailto:hello@trellis.garden?subject=Hi',
      });
    });

    it('keeps a tel: link as a plain link', () => {
      expect(resolveLink('tel:+15555550123', site)).toEqual({
        kind: 'mailto',
        href: 'tel:+15555550123',
      });
    });

    it('accepts the scheme in any letter case and trims spaces around the link', () => {
      expect(resolveLink('  MAILTO:hello@trellis.garden ', site)).toEqual({
        kind: 'mailto',
        href: 'MAILTO:hello@trellis.garden',
      });
    });
  });
});
