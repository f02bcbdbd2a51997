#!/usr/bin/env node
// Runs the first-click part of the bench on its own: `node scripts/bench/firstclick-cli.mjs [--runs N]`.
// Needs a production build (`npx react-router build`); starts the reference API and the site on
// loopback, clicks a first-screen control of each page at first paint + 100 ms under mobile
// throttling, and prints the results as JSON. `--check` exits non-zero when a click had no effect.
import { chosenPages, readBenchArgs, warm, withApiAndSite } from './cli.mjs';
import { firstClickFailures, firstClickPages, measureFirstClicks } from './firstclick.mjs';

const { values, runs } = readBenchArgs(
  { runs: '3', apiPort: '4510', sitePort: '3510' },
  { check: { type: 'boolean', default: false } },
);
const pages = chosenPages(firstClickPages, values.page);

const failures = await withApiAndSite(values, async (site) => {
  await warm(site.url, pages, 3);
  const results = await measureFirstClicks({
    siteUrl: site.url,
    pages,
    runs,
    onProgress: (message) => console.error(message),
  });
  console.log(JSON.stringify(results, null, 2));
  return firstClickFailures(results);
});
if (failures.length) {
  console.error(`First clicks without effect:\n- ${failures.join('\n- ')}`);
  if (values.check) process.exit(1);
}
process.exit(0);
