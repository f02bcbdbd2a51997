import type { Database } from '../db/database.ts';
import { seedPodcasts } from '#src/demo/podcastEpisodes.ts';

/**
 * Writes the demo episodes once (recorded in `seed_runs` as `podcasts`), so a data directory made
 * before podcasts existed gets them on its next start and later edits are never written over.
 */
export async function seedPodcastEpisodes(db: Database): Promise<void> {
  const { rows } = await db.query("SELECT 1 FROM seed_runs WHERE name = 'podcasts'");
  if (rows.length > 0) return;
  await db.transaction(async (tx) => {
    for (const podcast of seedPodcasts) {
      await tx.query(
        `INSERT INTO podcasts (title, description, published_on, links)
         VALUES ($1, $2, $3, $4::jsonb)`,
        [podcast.title, podcast.description, podcast.published_on, JSON.stringify(podcast.links)],
      );
    }
    await tx.query("INSERT INTO seed_runs (name) VALUES ('podcasts')");
  });
}
