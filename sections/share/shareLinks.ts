export const shareNetworks = ['twitter', 'facebook', 'email', 'pinterest'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

export interface ShareLink {
  network: ShareNetwork;
  /** The link's accessible name, e.g. 'Share on Twitter'. */
  label: string;
  href: string;
}

/** The subject of the e-mail a visitor sends to share a page. */
export const shareEmailSubject = 'Something from Trellis I thought you would like';

/** The absolute address of a page of this site: SITE_URL and the page's path. */
export function pageUrlOf(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Where each share link goes: the networks' own share dialogs, and an e-mail with the page's address. */
export function shareLinks(pageUrl: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    {
      network: 'twitter',
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${url}`,
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      network: 'email',
      label: 'Share by Email',
      // mailto: wants %20 for spaces, not '+', so URLSearchParams is not used here.
      href: `mailto:?subject=${encodeURIComponent(shareEmailSubject)}&body=${url}`,
    },
    {
      network: 'pinterest',
      label: 'Share on Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${url}`,
    },
  ];
}
