// Loaded into the soak's site by the bench alone (NODE_OPTIONS=--import, scripts/bench/server.mjs
// startSoakSite), never by the product: after every major GC (mark-compact) it appends
// `<epoch ms> <bytes>` — the old space in use just after that collection, which is where anything the
// process keeps ends up — to HEAP_PROBE_FILE. RSS follows the size V8 gives its old space, which it
// chooses anew at each major GC from the allocation rate; the space in use after one is what is kept.
import { appendFileSync } from 'node:fs';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  new PerformanceObserver((list) => {
    if (
      !list.getEntries().some((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
    )
      return;
    // Read in the observer's callback, soon after the collection: only promotions since then add to it.
    const old = getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
    if (old) appendFileSync(file, `${Date.now()} ${old.space_used_size}\n`);
  }).observe({ entryTypes: ['gc'] });
}
