import type { DesignStepsOption, RedirectsWire, SiteAlertOption } from '#src/lib/api/types.ts';

export const siteAlert: SiteAlertOption = {
  type: 'site_alert',
  fields: {
    copy: 'Spring design calls are filling up: book yours before April 30 to plant this season.',
    visible: true,
  },
};

export const designSteps: DesignStepsOption = {
  type: 'design_steps',
  fields: {
    steps: [
      {
        headline: 'Do your homework',
        body: 'Tell us about your space, your sun and the food you love to cook. It takes about twenty minutes.',
      },
      {
        headline: 'Meet your designer',
        body: 'Choose a designer and walk your garden together on a video call.',
      },
      {
        headline: 'Get your plan',
        body: 'Within two weeks: a to-scale planting plan, a materials list and a sowing schedule for your frost dates.',
      },
    ],
  },
};

/** GET /site-options, in this order. */
export const seedSiteOptions = [siteAlert, designSteps] as const;

/** Legacy paths of the old site (lower-case, no trailing slash) and where they now live. */
export const seedRedirects: RedirectsWire = {
  '/garden-design-services': '/design',
  '/garden-design': '/design',
  '/podcast': '/blog',
  '/about-us': '/about',
  '/kitchen-garden-book': '/book',
  '/start-here': '/resources',
  '/gallery': '/inspiration',
  '/find-a-consultant': '/businesses',
};
