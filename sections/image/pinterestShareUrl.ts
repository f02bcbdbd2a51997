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
  const params = new URLSearchParams({
    url: absoluteUrl(pageUrl, siteUrl),
    media: absoluteUrl(imageUrl, siteUrl),
    description,
  });
  return `https://www.pinterest.com/pin/create/button/?${params.toString()}`;
}

function absoluteUrl(url: string, siteUrl: string): string {
  try {
    return new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).href;
  } catch {
    return url;
  }
}
