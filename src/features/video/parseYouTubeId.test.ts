import { describe, expect, it } from 'vitest';
import { invalidYouTubeId, parseYouTubeId } from './parseYouTubeId.ts';

const id = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each([
    ['a watch url', `https://www.youtube.com/watch?v=${id}`],
    ['a watch url without www', `https://youtube.com/watch?v=${id}`],
    ['a watch url over http', `http://www.youtube.com/watch?v=${id}`],
    ['a watch url without a scheme', `www.youtube.com/watch?v=${id}`],
    [
      'a watch url with the id after other parameters',
      `https://www.youtube.com/watch?feature=share&v=${id}`,
    ],
    [
      'a watch url with a playlist and a start time',
      `https://www.youtube.com/watch?v=${id}&list=PL1234567890&t=42s`,
    ],
    ['a watch url with a fragment', `https://www.youtube.com/watch?v=${id}#comments`],
    ['a mobile watch url', `https://m.youtube.com/watch?v=${id}`],
    ['a YouTube Music url', `https://music.youtube.com/watch?v=${id}&si=abcdef`],
    ['a short link', `https://youtu.be/${id}`],
    ['a short link with a share token and start time', `https://youtu.be/${id}?si=Xy12_ab&t=30`],
    ['a short link without a scheme', `youtu.be/${id}`],
    ['an embed url', `https://www.youtube.com/embed/${id}`],
    ['an embed url with player parameters', `https://www.youtube.com/embed/${id}?rel=0&autoplay=1`],
    ['a privacy-enhanced embed url', `https://www.youtube-nocookie.com/embed/${id}`],
    ['a Shorts url', `https://www.youtube.com/shorts/${id}`],
    ['a Shorts url with a share token', `https://youtube.com/shorts/${id}?feature=share`],
    ['a live url', `https://www.youtube.com/live/${id}?si=abc`],
    ['an old /v/ url', `https://www.youtube.com/v/${id}`],
    ['a url with spaces around it', `  https://youtu.be/${id}  `],
    ['an upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${id}`],
    ['a bare id', id],
  ])('finds the id in %s', (_, url) => {
    expect(parseYouTubeId(url)).toBe(id);
  });

  it('keeps ids with dashes and underscores', () => {
    expect(parseYouTubeId('https://youtu.be/a-B_c1D2e3F')).toBe('a-B_c1D2e3F');
    expect(parseYouTubeId('https://www.youtube.com/watch?v=_-_-_-_-_-_')).toBe('_-_-_-_-_-_');
  });

  it.each([
    ['an empty string', ''],
    ['blank text', '   '],
    ['text that is not a url', 'our garden tour video'],
    ['an id one character short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id one character long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['an id with a character YouTube does not use', 'https://youtu.be/dQw4w9WgX.Q'],
    ['a watch url without a v parameter', 'https://www.youtube.com/watch?list=PL1234567890'],
    ['a channel url', 'https://www.youtube.com/@kitchengardeners'],
    ['a playlist url', 'https://www.youtube.com/playlist?list=PLabcdefghijk'],
    ['the YouTube home page', 'https://www.youtube.com/'],
    ['a short link without an id', 'https://youtu.be/'],
    ['an embed url without an id', 'https://www.youtube.com/embed/'],
    ['a Vimeo url', 'https://vimeo.com/76979871'],
    ['another site with a v parameter', `https://example.com/watch?v=${id}`],
    ['a look-alike host', `https://youtube.com.example.org/watch?v=${id}`],
    ['a javascript: url', `javascript:alert('${id}')`],
    ['a bare id with extra characters', `${id}x`],
  ])('gives "error" for %s', (_, url) => {
    expect(parseYouTubeId(url)).toBe('error');
  });

  it('names the invalid id "error"', () => {
    expect(invalidYouTubeId).toBe('error');
  });
});
