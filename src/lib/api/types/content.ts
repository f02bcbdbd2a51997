// Wire types of CMS pages and their sections, site options, redirects, podcasts, posts and courses.
import type { NamedWire } from './directory.ts';

export type BackgroundColor = 'beige' | 'green' | 'pink' | 'white';

export const backgroundColors = [
  'beige',
  'green',
  'pink',
  'white',
] as const satisfies readonly BackgroundColor[];

export interface SectionOptionsWire {
  Layout?: { layout?: string };
  BackgroundColor?: { color?: string };
  [key: string]: unknown;
}

/** A page section as the CMS sends it. `content` is checked by the section's own schema. */
export interface PageSectionWire {
  id: number;
  type: string;
  content: Record<string, unknown> & { time_reveal?: number | string | null };
  options?: SectionOptionsWire | null;
}

export interface PageWire {
  id: number;
  slug: string;
  published: boolean;
  pagelayout: string;
  content: { title?: string; description?: string; image?: string; [key: string]: unknown };
  options: Record<string, unknown>;
  page_sections: PageSectionWire[];
}

export interface CtaButtonWire {
  id?: number | string;
  buttonText?: string;
  link?: string;
  fontColor?: string;
  borderColor?: string;
  backgroundColor?: string;
  isOptInForm?: boolean;
  optInFormTag?: string;
  listId?: string | number;
}

export interface SiteAlertOption {
  type: 'site_alert';
  fields: { copy: string; visible: boolean };
}

export interface DesignStepsOption {
  type: 'design_steps';
  fields: { steps: { headline: string; body: string }[] };
}

export type SiteOptionWire =
  SiteAlertOption | DesignStepsOption | { type: string; fields: Record<string, unknown> };

/** GET /get_redirects: a map of path to target path. */
export type RedirectsWire = Record<string, string>;

// Podcasts (GET /podcasts, GET /podcasts/{id}).

export interface PodcastLinkWire {
  platform: string;
  link: string;
}

/** A podcast episode as the API answers it (`published_on` is a date, `YYYY-MM-DD`). */
export interface PodcastWire {
  id: number;
  title: string;
  description: string;
  published_on: string;
  links: PodcastLinkWire[];
}

/**
 * A post card (a blog post or article page at /{slug}). GET /posts?ids[]=… → { data: PostWire[] }
 * (in the order asked); GET /posts/{id} → { data: PostWire }.
 */
export interface PostWire {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  headline: string | null;
  subheadline: string | null;
  description: string | null;
  /** 'post', 'podcast', 'video'… */
  type: string;
  topics: NamedWire[];
  tags: NamedWire[];
  published_on: string;
}

/** A course. GET /courses?ids[]=… → { data: CourseWire[] }. */
export interface CourseWire {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  image: string | null;
  /** Where the course is sold or taught: a site route or an external address. */
  url: string;
}
