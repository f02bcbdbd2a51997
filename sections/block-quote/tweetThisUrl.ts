/** Twitter's tweet composer, filled with the quote and the address of the page it is on. */
export function tweetThisUrl({
  quote,
  siteUrl,
  path,
}: {
  quote: string;
  siteUrl: string;
  path: string;
}): string {
  const params = new URLSearchParams({ text: quote, url: `${siteUrl.replace(/\/+$/, '')}${path}` });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}
