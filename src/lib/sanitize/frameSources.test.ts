import { describe, expect, it } from 'vitest';
import { framesWithinPolicy, isAllowedFrameSource } from './frameSources.ts';

describe('isAllowedFrameSource', () => {
  it.each([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://www.google.com/maps/embed?pb=!1m18',
    'https://www.google.com/maps/embed/v1/place?q=Riverside',
  ])('lets %s load, as the page policy does', (address) => {
    expect(isAllowedFrameSource(address)).toBe(true);
  });

  it.each([
    ['another host', 'https://forms.example.com/seed-swap'],
    ['plain http', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a listed host outside its path', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a path that only starts alike', 'https://www.google.com/maps/embedded'],
    ['dot segments out of the path', 'https://www.youtube.com/embed/../watch'],
    ['a look-alike host', 'https://www.youtube.com.evil.test/embed/x'],
    ['credentials in the address', 'https://user:pw@www.youtube.com/embed/x'],
    ['a relative address', '/embed/x'],
    ['no address', ''],
    ['a script address', 'javascript:alert(1)'],
  ])('refuses %s', (_case, address) => {
    expect(isAllowedFrameSource(address)).toBe(false);
  });
});

describe('framesWithinPolicy', () => {
  it('keeps listed frames and the HTML around them as they are', () => {
    const html =
      '<p>Watch:</p><iframe src="https://www.youtube.com/embed/abc" title="Tour" sandbox="allow-scripts"></iframe>';
    expect(framesWithinPolicy(html, document)).toBe(html);
  });

  it('turns an unlisted frame into a link named by its title, or by "Embedded content"', () => {
    const html = framesWithinPolicy(
      '<iframe src="https://forms.example.com/a" title=" Sign-up "></iframe><iframe src="https://maps.example/b"></iframe>',
      document,
    );
    expect(html).toBe(
      '<a href="https://forms.example.com/a">Sign-up (forms.example.com)</a><a href="https://maps.example/b">Embedded content (maps.example)</a>',
    );
  });

  it('escapes what the frame carried into the link', () => {
    const html = framesWithinPolicy(
      '<iframe src="https://forms.example.com/a?x=&quot;&gt;" title="<b>x</b>"></iframe>',
      document,
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('b')).toBeNull();
    expect(box.querySelector('a')).toHaveTextContent('<b>x</b> (forms.example.com)');
  });

  it('leaves HTML without frames untouched', () => {
    expect(framesWithinPolicy('<p>No frames <b>here</b></p>', document)).toBe(
      '<p>No frames <b>here</b></p>',
    );
  });
});
