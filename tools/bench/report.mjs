// Prints a benchmark run's figures as tables: what the budgets (DESIGN.md 5) are read from.
const number = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '-';

function table(title, header, rows) {
  console.log(`\n${title}`);
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of cells)
    console.log(
      `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`,
    );
}

const load = (figures) => [
  number(figures.rps),
  number(figures.p50, 1),
  number(figures.p99, 1),
  `${figures.errors ?? '-'}/${figures.non2xx ?? '-'}`,
];

/** The browser's API calls through the host against the API's own port (DESIGN.md 6). */
function printBrowserCalls(calls) {
  if (!calls) return;
  table(
    "Browser calls through the host (10 connections; ratio = host's req/s against the API's own " +
      'port; goals: at least 0.8, autocomplete p99 within 25 ms)',
    ['call', 'path', 'host req/s', 'p50', 'p99', 'err/non2xx', 'API req/s', 'p50', 'p99', 'ratio'],
    Object.entries(calls).map(([name, figures]) =>
      figures.error
        ? [name, figures.path, figures.error, '', '', '', '', '', '', '']
        : [
            name,
            figures.path,
            ...load(figures.host),
            number(figures.api.rps),
            number(figures.api.p50, 1),
            number(figures.api.p99, 1),
            number(figures.ratio, 2),
          ],
    ),
  );
}

/** The admin lists' time to interactive in Chromium against the bare page (DESIGN.md 5/9). */
function printEditorLoop(loop) {
  if (!loop) return;
  if (loop.error) {
    console.log(`\nEditor loop: ${loop.error}`);
    return;
  }
  const row = (name, figures) => [
    name,
    ...['p50', 'p95', 'max'].map((key) => number(figures[key], 1)),
    number(figures.frames, 1),
    figures.goalMs === null ? '' : `p95 <= ${figures.goalMs}`,
  ];
  table(
    `Editor loop (Chromium through the host, demo block page at 1,400 px, ${loop.runs} edits: ms; ` +
      `frames = p95 in this page's frames of ${number(loop.frameMs, 1)} ms, measured in the same run)`,
    ['wait', 'p50', 'p95', 'max', 'frames', 'goal ms'],
    [
      row('click to form', loop.open),
      row('change to page', loop.change),
      row('save to shown', loop.save),
    ],
  );
}

function printAdminInteractive(admin) {
  if (!admin) return;
  table(
    `Admin list interactive (Chromium through the host, ${admin.runs} loads each: ms from the ` +
      'navigation to the first row link shown and hydrated; bare page: its first list item; ' +
      `ratio = p50 against the bare page; goal: within ${admin.goalMs} ms on the large seed)`,
    ['list', 'path', 'p50', 'p99', 'max', 'ratio'],
    [
      [
        'bare page',
        admin.baseline.path,
        ...['p50', 'p99', 'max'].map((k) => number(admin.baseline[k])),
        '',
      ],
      ...Object.entries(admin.lists).map(([name, figures]) =>
        figures.error
          ? [name, figures.path, figures.error, '', '', '']
          : [
              name,
              figures.path,
              number(figures.p50),
              number(figures.p99),
              number(figures.max),
              number(figures.ratio, 2),
            ],
      ),
    ],
  );
}

export function printReport({ quick, calibration, seeds }) {
  console.log(`\nAula benchmark${quick ? ' (BENCH_QUICK: short loads, indicative only)' : ''}`);
  if (!calibration) {
    for (const result of Object.values(seeds)) {
      console.log(`\n=== ${result.seed} seed (scale ${result.scale}) ===`);
      printBrowserCalls(result.browserCalls);
      printEditorLoop(result.editorLoop);
    }
    return;
  }
  console.log(
    `Load: autocannon, ${calibration.connections} connections, ${calibration.duration} s per page. The bare page reached ` +
      `${number(calibration.benchRps)} req/s in the bench and ${number(calibration.autocannonAloneRps)} req/s with autocannon alone ` +
      `(${number(calibration.reached * 100)} %${calibration.reached >= 0.9 ? ', the bench is not the bottleneck' : ', BELOW autocannon alone: the load generator is short of CPU'}).`,
  );
  for (const result of Object.values(seeds)) {
    if (!result.api) {
      console.log(`\n=== ${result.seed} seed (scale ${result.scale}) ===`);
      printAdminInteractive(result.adminInteractive);
      printEditorLoop(result.editorLoop);
      continue;
    }
    const { counts } = result.api;
    console.log(
      `\n=== ${result.seed} seed (scale ${result.scale}: ${counts.news} news, ${counts.events} upcoming events, ${counts.persons} persons) ===`,
    );
    const viaNext = (figures) =>
      figures.nextCache
        ? [
            number(figures.nextCache.rps),
            number(figures.nextCache.p99, 1),
            number(figures.nextCache.ratio, 2),
          ]
        : ['', '', ''];
    table(
      "Cached pages (requests/s, latency ms; ratio = requests/s against the bare page in this run; copy: answered from the host's copy; " +
        "via Next.js: the same page with `Cache-Control: no-cache`, from Next.js's own cache)",
      [
        'page',
        'path',
        'req/s',
        'p50',
        'p99',
        'err/non2xx',
        'ratio',
        'copy',
        'via Next.js req/s',
        'p99',
        'ratio',
      ],
      Object.entries(result.pages).map(([name, figures]) =>
        figures.error
          ? [name, figures.path, figures.error, '', '', '', '', '', '', '', '']
          : [
              name,
              figures.path,
              ...load(figures),
              number(figures.ratio ?? 1, 2),
              figures.copy ?? '',
              ...viaNext(figures),
            ],
      ),
    );
    if (Object.keys(result.visitorJs).length > 0) {
      const bare = result.visitorJs.baseline.kib;
      table(
        'Visitor JavaScript (KiB gzip, without the noModule polyfill)',
        ['route', 'path', 'scripts', 'KiB', 'over bare page'],
        Object.entries(result.visitorJs).map(([name, js]) => [
          name,
          js.path ?? '/',
          js.scripts,
          number(js.kib, 1),
          name === 'baseline' ? '' : `+${number(js.kib - bare, 1)}`,
        ]),
      );
    }
    if (result.lighthouse?.pages) {
      table(
        'Lighthouse (tools/bench/lighthouse.mjs)',
        ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'CLS', 'LCP ms'],
        Object.entries(result.lighthouse.pages).map(([name, page]) => [
          name,
          page.performance,
          page.accessibility,
          page['best-practices'],
          page.seo,
          number(page.cls, 3),
          number(page.lcpMs),
        ]),
      );
    } else if (result.lighthouse?.error) console.log(`\nLighthouse: ${result.lighthouse.error}`);
    printBrowserCalls(result.browserCalls);
    printAdminInteractive(result.adminInteractive);
    printEditorLoop(result.editorLoop);
    table(
      'Content API (10 connections)',
      ['call', 'path', 'req/s', 'p50', 'p99', 'err/non2xx'],
      [
        ...Object.entries(result.api.lists).map(([name, figures]) => [
          name,
          figures.path,
          ...load(figures),
        ]),
        ['autocomplete', 'mixed queries', ...load(result.api.autocomplete)],
        ['search', 'mixed queries', ...load(result.api.search)],
      ],
    );
    const saves = result.saves;
    console.log(
      saves.error
        ? `\nSection saves: ${saves.error}`
        : `\nSection saves through the host (${saves.count}, revalidation included): p50 ${number(saves.p50, 1)} ms, p99 ${number(saves.p99, 1)} ms, max ${number(saves.max, 1)} ms; failed ${saves.failed}; next visitor saw the old page ${saves.staleReadsAfterSave} times`,
    );
    if (result.mixedLoad) {
      const mixed = result.mixedLoad;
      console.log(
        `\nMixed load (${mixed.duration} s, ${mixed.connections} connections, ${mixed.paths} paths: cached pages, filtered lists, search, autocomplete): ` +
          `${number(mixed.rps)} req/s, p50 ${number(mixed.p50, 1)} ms, p99 ${number(mixed.p99, 1)} ms, errors ${mixed.errors}, non-2xx ${mixed.non2xx}`,
      );
    }
  }
  const { small, large } = seeds;
  if (small && large) {
    table(
      'Large seed against small seed (p50 latency ratio; goal for lists: at most 1.2)',
      ['call', 'small p50', 'large p50', 'ratio'],
      Object.keys(large.api.lists)
        .filter((name) => small.api.lists[name])
        .map((name) => [
          name,
          number(small.api.lists[name].p50, 1),
          number(large.api.lists[name].p50, 1),
          number(large.api.lists[name].p50 / small.api.lists[name].p50, 2),
        ]),
    );
  }
}
