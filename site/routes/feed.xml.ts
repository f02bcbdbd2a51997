import { createApiClient } from '#src/lib/api/client.ts';
import { resilienceConfig, serverConfig } from '#site/server/config.server.ts';
import { requestDeadline } from '#site/server/deadline.server.ts';
import { buildRssFeed, latestPosts } from '#site/server/feed.server.ts';

/**
 * GET /feed.xml (and /rss, through the legacy redirects): the RSS 2.0 feed of the latest posts. The
 * feed is public: it is built without the visitor's session. When the API fails, a 503 asks feed
 * readers to come back later rather than handing them an empty feed.
 */
export async function loader({ request }: { request: Request }) {
  const config = serverConfig();
  try {
    const { signal } = requestDeadline(request);
    const posts = await latestPosts(createApiClient({ baseUrl: config.apiUrl, signal }));
    return new Response(buildRssFeed(posts, { siteUrl: config.siteUrl, now: new Date() }), {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    console.warn('[feed.xml] the latest posts could not be loaded:', (error as Error).message);
    return new Response('The feed is unavailable right now. Please try again later.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(resilienceConfig().retryAfterSeconds),
      },
    });
  }
}
