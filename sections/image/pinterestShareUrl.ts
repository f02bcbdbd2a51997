/**
 * Links already made (two URL parses and a query string each): a page's image sections share the
 * page's address and often an image. Emptied when full, so it cannot grow without bound.
 */
const shareUrls = new Map<string, string>();
const shareUrlLimit = 500;

/**
 * Pinterest's "Pin it" share link: it opens Pinterest's pin dialog with the page, the image and a
 * description filled in. Relative page and image URLs are made absolute against the site address,
 * since Pinterest has to fetch them itself.
 */
export function pinterestShareUrl({
  pageUrl,
  imageUrl,
  description,
  siteUrl,
}: {
  pageUrl: string;
  imageUrl: string;
  description: string;
  siteUrl: string;
}): string {
  const key = `${siteUrl}\u0000${pageUrl}\u0000${imageUrl}\u0000${description}`;
  const known = shareUrls.get(key);
  if (known !== undefined) return known;
  const params = new URLSearchParams({
    url: absoluteUrl(pageUrl, siteUrl),
    media: absoluteUrl(imageUrl, siteUrl),
    description,
  });
  const url = `https://www.pinterest.com/pin/create/button/?${params.toString()}`;
  if (shareUrls.size >= shareUrlLimit) shareUrls.clear();
  shareUrls.set(key, url);
  return url;
}

function absoluteUrl(url: string, siteUrl: string): string {
  try {
    return new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).href;
  } catch {
    return url;
  }
}
