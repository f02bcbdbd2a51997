// bench/RESULTS.md from the bench's results: every figure beside its budget and the issue's goal.

const mark = (ok) => (ok ? '✓' : '✗');

export function renderReport(results, budgets) {
  const { budget, goal } = budgets;
  const lines = [
    '# Page-delivery bench',
    '',
    `Run ${results.date} on ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GB, Node ${results.machine.node} (${results.machine.platform}); ${results.seconds} s.`,
    'Made by `npm run bench` (scripts/bench.mjs); budgets in bench/budgets.json; what each figure means in docs/performance.md.',
    'These shared 2-core machines are noisy: Lighthouse figures are medians, and the LCP ratio compares runs made side by side.',
    '',
    '## Bytes (from the build; also checked by `npm test`)',
    '',
    '| page | scripts | script KB gzip | stylesheets | stylesheet KB gzip | budget (scripts / KB / stylesheets) | goal |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const page of results.bytes.pages) {
    const limit = budget.pages[page.name] ?? {};
    const ok =
      page.scriptRequests <= limit.scriptRequests &&
      page.scriptGzipKb <= limit.scriptGzipKb &&
      page.styleRequests <= limit.styleRequests;
    lines.push(
      `| ${page.name} \`${page.path}\` | ${page.scriptRequests} | ${page.scriptGzipKb} | ${page.styleRequests} | ${page.styleGzipKb} | ${mark(ok)} ${limit.scriptRequests} / ${limit.scriptGzipKb} / ${limit.styleRequests} | ${goal.pageScriptRequests} / ${goal.pageScriptGzipKb} / ${goal.renderBlockingStylesheets} |`,
    );
  }
  const largest = results.bytes.sections.slice(0, 5);
  lines.push(
    '',
    `Largest section chunks (budget ${budget.sectionChunkGzipKb} KB gzip): ${largest.map((s) => `${s.type} ${s.gzipKb} KB`).join(', ')}.`,
  );

  if (results.lighthouse) {
    lines.push(
      '',
      '## Lighthouse (mobile, simulated throttling, Debian Chromium; medians)',
      '',
      '| page | score | LCP ms | LCP without scripts ms | LCP ratio | CLS | TBT ms | scripts (req / KB) | render-blocking stylesheets | fonts (req / KB) |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const page of results.lighthouse) {
      const js = page.js;
      lines.push(
        `| ${page.name} | ${js.score} | ${js.lcp} | ${page.noJs.lcp} | ${page.lcpRatio} | ${js.cls} | ${js.tbt} | ${js.scripts.count} / ${js.scripts.kb} | ${js.stylesheets.renderBlocking} | ${js.fonts.count} / ${js.fonts.kb} |`,
      );
    }
    lines.push(
      '',
      `Goals: score ≥ ${goal.lighthouseScore}, CLS ≤ ${goal.cls}, TBT ≤ ${goal.tbtMs} ms, LCP ratio ≤ ${goal.lcpRatio}. Enforced today: score ≥ ${budget.lighthouse.score}, CLS ≤ ${budget.lighthouse.cls}, TBT ≤ ${budget.lighthouse.tbtMs} ms, LCP ratio ≤ ${budget.lighthouse.lcpRatio}${Object.entries(
        budget.lighthouse.pages ?? {},
      )
        .map(
          ([name, limits]) =>
            `; ${name}: ${Object.entries(limits)
              .map(([key, value]) => `${key} ${value}`)
              .join(', ')}`,
        )
        .join('')}.`,
      'Transfer sizes are what Chromium received (brotli from the site server); the byte table above is gzip.',
    );
  }

  if (results.firstClick) {
    lines.push(
      '',
      '## First click (mobile: CPU ×4, 150 ms RTT, 1.6 Mbps down; a click at first paint + 100 ms; medians)',
      '',
      '| page | control | its effect | click at (ms after first paint) | hydrated at (ms after first paint) | click to effect ms | effect in every run |',
      '|---|---|---|---|---|---|---|',
    );
    for (const page of results.firstClick) {
      const m = page.median;
      lines.push(
        `| ${page.name} \`${page.path}\` | ${page.control} | ${page.effect} | ${m.clickAfterPaint ?? '–'} | ${m.hydratedAfterPaint ?? '–'} | ${m.clickToEffect ?? 'none'} | ${mark(page.effectEveryRun)} ${page.runs.filter((run) => run.effect).length} / ${page.runs.length} |`,
      );
    }
    lines.push(
      '',
      'The click lands while the page is still server HTML; a control that needs React is held and played once the page has hydrated (docs/decisions/030), so the time to its effect is mostly the wait for hydration. `--check` fails when a click has no effect within 10 s.',
    );
  }

  if (results.renderScaling) {
    const { pages, linearity } = results.renderScaling;
    lines.push(
      '',
      '## Server render time by page length',
      '',
      '| sections | HTML KB | render median ms | render p95 ms | request median ms | request p95 ms |',
      '|---|---|---|---|---|---|',
      ...pages.map(
        (p) =>
          `| ${p.sections} | ${Math.round(p.htmlBytes / 1024)} | ${p.renderMs.median} | ${p.renderMs.p95} | ${p.requestMs.median} | ${p.requestMs.p95} |`,
      ),
      '',
      `${mark(linearity.render.linear)} Linear: ${linearity.render.msPerSection} ms per section (R² ${linearity.render.r2}); ${linearity.render.rule}; last step ×${linearity.render.lastStepRatio}.`,
    );
  }
  if (results.load) {
    const l = results.load;
    lines.push(
      '',
      `## Load on \`${l.path}\` (${l.connections} connections, ${l.seconds} s, loopback; the page cache off)`,
      '',
      `${mark(l.errors + l.timeouts + l.non2xx === 0)} ${l.requestsPerSecond} requests/s, p50 ${l.latencyMs.p50} ms, p99 ${l.latencyMs.p99} ms, ${l.errors} errors, ${l.non2xx} non-2xx.`,
      `${mark(l.memoryStable)} Memory (RSS) ${l.rssBeforeMb} MB before, ${l.rssAfterMb} MB after (peak ${l.rssPeakMb} MB): growth ${l.rssGrowthMb} MB.`,
      `CPU: site ${l.cpuPercent.site}%, API ${l.cpuPercent.api ?? '–'}%, load generator ${l.cpuPercent.loadGenerator}%, machine ${l.cpuPercent.machine}%.`,
    );
    if (l.sharedAnswers) {
      const { freshSeconds, periods, calls } = l.sharedAnswers;
      const asked = Object.entries(calls).map(([call, count]) => `${call} ${count}`);
      lines.push(
        `${mark(Object.values(calls).every((count) => count <= periods))} Shared answers asked of the API during the ${l.seconds} s (fresh ${freshSeconds} s, so at most ${periods}): ${asked.join(', ')}.`,
      );
    }
  }
  if (results.pageCache) {
    const c = results.pageCache;
    const ratioBudget = budget.server.pageCacheRatio;
    const v = c.secondVisit;
    lines.push(
      '',
      `## Load on \`${c.path}\` with the page cache (${c.connections} connections, ${c.seconds} s, same run)`,
      '',
      `${mark(c.errors + c.timeouts + c.non2xx === 0)} ${c.requestsPerSecond} requests/s, p50 ${c.latencyMs.p50} ms, p99 ${c.latencyMs.p99} ms, ${c.errors} errors, ${c.non2xx} non-2xx (goal ≥ ${goal.pageCacheRequestsPerSecond ?? '–'} requests/s, p99 ≤ ${goal.pageCacheP99Ms ?? '–'} ms).`,
      `${mark(!ratioBudget || c.ratio >= ratioBudget)} ×${c.ratio} the uncached ${c.uncachedRequestsPerSecond} requests/s (budget ×${ratioBudget ?? '–'}).`,
      `${mark(/^(hit|stale)$/.test(v.cache ?? '') && v.noncesDiffer && v.everyAttributeHasTheHeadersNonce)} A second visit: \`X-Page-Cache: ${v.cache}\`, \`Server-Timing: ${v.serverTiming}\`; its nonce differs from the first (${v.noncesDiffer}); every \`nonce\` attribute is the policy's (${v.everyAttributeHasTheHeadersNonce}).`,
      `Memory (RSS) ${c.rssBeforeMb} MB before, ${c.rssAfterMb} MB after: growth ${c.rssGrowthMb} MB. CPU: site ${c.cpuPercent.site}%, load generator ${c.cpuPercent.loadGenerator}%, machine ${c.cpuPercent.machine}%.`,
    );
    if (c.sharedAnswers) {
      const asked = Object.entries(c.sharedAnswers.calls).map(
        ([call, count]) => `${call} ${count}`,
      );
      lines.push(`Shared answers asked of the API meanwhile: ${asked.join(', ')}.`);
    }
  }
  if (results.soak) {
    const k = results.soak;
    const limit = budget.server.soakRssGrowthMb;
    lines.push(
      '',
      `## Soak: ${k.pages.length} pages, ${k.connections} connections, ${k.warmUpSeconds} s warm-up then ${k.seconds} s (the page cache off)`,
      '',
      `${mark(k.errors + k.timeouts + k.non2xx === 0)} ${k.requestsPerSecond} requests/s, p50 ${k.latencyMs.p50} ms, p99 ${k.latencyMs.p99} ms, ${k.errors} errors, ${k.non2xx} non-2xx.`,
      `${mark(limit === undefined || k.rssGrowthLastMb <= limit)} RSS ${k.rssWindowStartMb} MB at the start of the last ${k.windowSeconds} s, ${k.rssEndMb} MB at the end: growth ${k.rssGrowthLastMb} MB (budget ${limit ?? '–'} MB; peak ${k.rssPeakMb} MB).`,
      `RSS every 10 s (MB): ${k.rssEvery10sMb.join(', ')}.`,
      ...(k.heapAfterMajorGcMb
        ? [
            `What the site keeps (old space in use after each major GC, MB): ${k.heapAfterMajorGcMb.map((reading) => `${reading.mb} at ${reading.second} s`).join(', ') || 'no major GC'}; growth over the last ${k.windowSeconds} s ${k.heapKeptGrowthLastMb ?? '–'} MB (least squares; not a budget: a leak raises it, V8 resizing its heap does not).`,
          ]
        : []),
      `Pages: ${k.pages.map((page) => `\`${page}\``).join(', ')}.`,
    );
  }
  if (results.replicas) {
    const r = results.replicas;
    lines.push(
      '',
      '## Two replicas behind a round-robin proxy (the page cache off)',
      '',
      `${mark(r.ratio >= budget.server.replicaRatio)} One replica ${r.single.requestsPerSecond} req/s; two behind the proxy ${r.pair.requestsPerSecond} req/s (×${r.ratio}; the same proxy in front of one: ${r.singleViaProxy.requestsPerSecond} req/s).`,
      `${mark(r.sessionWorksOnEveryReplica)} A session made through the proxy works on every replica; ${mark(r.publicPageSameOnEveryReplica)} a public page is byte-identical on each.`,
      `CPU with two replicas: ${JSON.stringify(r.pair.cpuPercent)} — the machine's two cores are full, which caps the gain (docs/scaling.md).`,
    );
  }
  if (results.cacheHeaders) {
    lines.push(
      '',
      '## Cache-Control',
      '',
      '| response | Cache-Control | expected | |',
      '|---|---|---|---|',
    );
    for (const c of results.cacheHeaders.checks) {
      lines.push(
        `| ${c.name} \`${c.path}\` | ${c.cacheControl} | ${c.expected} | ${mark(c.pass)} |`,
      );
    }
  }
  lines.push(
    '',
    '## Budgets',
    '',
    results.budgetFailures.length
      ? results.budgetFailures.map((failure) => `- ✗ ${failure}`).join('\n')
      : 'Every enforced budget is kept.',
    '',
  );
  return lines.join('\n');
}
