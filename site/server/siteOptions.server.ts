import type { SiteOptionWire } from '#src/lib/api/types.ts';
import { sharedAnswers, type SharedAnswers } from './sharedAnswers.server.ts';

/**
 * GET /site-options, a shared answer (docs/architecture.md). A failure with no copy to answer with is
 * logged with no message to the visitor (docs/spec/platform.md §8): the page goes on without them.
 */
export async function loadSiteOptions(
  request: Request,
  shared: SharedAnswers = sharedAnswers(),
): Promise<SiteOptionWire[]> {
  try {
    return await shared.get(
      'site-options',
      async (api) => {
        const response = await api.get<{ data: SiteOptionWire[] }>('/site-options');
        return Array.isArray(response?.data) ? response.data : [];
      },
      request,
    );
  } catch (error) {
    console.warn('[site-options] could not load:', (error as Error).message);
    return [];
  }
}
