import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import { seriousAxeFindings } from './design/page-checks';

/**
 * Storybook's a11y addon (where the build has it) runs axe on load too; ours waits until that run
 * is over.
 */
async function findingsAfterAddon(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await seriousAxeFindings(page);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('already running')) throw error;
      await page.waitForTimeout(500);
    }
  }
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The stories of the built Storybook (read at collection time), grouped by their story file. */
const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const storyFiles = new Map<string, IndexEntry[]>();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story') continue;
  storyFiles.set(entry.importPath, [...(storyFiles.get(entry.importPath) ?? []), entry]);
}

/**
 * Phone first, then desktop: the page resized in between. The story's `play` runs once, at the
 * first width. A story tagged `play-at-1280` (its play is meaningful only in the desktop layout,
 * e.g. it drives a toolbar that collapses into a menu on a phone) is opened at 1280 px and then
 * resized to 375 px: both widths are still checked with axe.
 */
const phoneFirst = [375, 1280] as const;
const desktopFirst = [1280, 375] as const;
const widthsOf = (story: IndexEntry) =>
  story.tags?.includes('play-at-1280') ? desktopFirst : phoneFirst;

/** The channel events that mean a story, or its `play`, failed. */
const failureEvents = ['storyErrored', 'storyThrewException', 'playFunctionThrewException'];

/**
 * Shows another story in the loaded preview, as Storybook's own sidebar does (no new page load),
 * and waits until it has rendered; a story that throws, or whose `play` throws, fails with its
 * error. Storybook emits `storyRendered` after the play has ended, so a passing story has played.
 */
function showStory(page: Page, storyId: string): Promise<void> {
  return page.evaluate(
    ({ id, failureEvents }) =>
      new Promise<void>((done, fail) => {
        type Channel = {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const stop = () => {
          channel.off('storyRendered', rendered);
          for (const event of failureEvents) channel.off(event, errored);
        };
        const rendered = (renderedId: unknown) => {
          if (renderedId !== id) return;
          stop();
          done();
        };
        const errored = (error: unknown) => {
          stop();
          fail(new Error(`${id}: ${JSON.stringify(error)}`));
        };
        channel.on('storyRendered', rendered);
        // A failing `play` still leaves a rendered story: its own event fails the check.
        for (const event of failureEvents) channel.on(event, errored);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, failureEvents },
  );
}

interface StoryOutcomes {
  rendered: string[];
  failures: string[];
}

/**
 * Before any page script: records what Storybook's channel says about the story a page load
 * renders (and plays), as `showStory` listens for the stories shown later. The preview creates
 * its channel while it loads, so the listeners go on as the channel is put on `window`.
 */
function recordStoryOutcomes(failureEvents: string[]): void {
  type Channel = { on(event: string, listener: (...args: unknown[]) => void): void };
  const outcomes: StoryOutcomes = { rendered: [], failures: [] };
  let current: Channel | undefined;
  Object.defineProperty(window, '__storyOutcomes', { value: outcomes });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      if (channel === current) return;
      current = channel;
      channel.on('storyRendered', (id) => outcomes.rendered.push(String(id)));
      for (const event of failureEvents)
        channel.on(event, (error) => outcomes.failures.push(`${event}: ${JSON.stringify(error)}`));
    },
  });
}

/** Waits until the page load's story has rendered and played; fails with its error if not. */
async function storyLoaded(page: Page, storyId: string): Promise<void> {
  const outcome = await page.waitForFunction(
    (id) => {
      const { rendered, failures } = (window as unknown as { __storyOutcomes: StoryOutcomes })
        .__storyOutcomes;
      if (failures.length > 0) return { failures };
      return rendered.includes(id) ? { failures } : false;
    },
    storyId,
    { timeout: 45_000 },
  );
  const { failures } = (await outcome.jsonValue()) as { failures: string[] };
  if (failures.length > 0) throw new Error(`${storyId}: ${failures.join('\n')}`);
}

/**
 * Opens a story: the first of a file with a page load, the others in the loaded preview. A story
 * whose predecessor left the preview (a reload or a link followed) gets a page load of its own.
 */
async function openStory(page: Page, story: IndexEntry, first: boolean): Promise<void> {
  if (!first) {
    try {
      await showStory(page, story.id);
      return;
    } catch (error) {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    }
  }
  const url = `/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`;
  await page.goto(url).catch(async (error: unknown) => {
    // The preview may still be leaving the previous story: the page that loads is the same.
    if (!String(error).includes('interrupted by another navigation')) throw error;
    await page.waitForURL((address) => address.searchParams.get('id') === story.id);
    await page.waitForLoadState('load');
  });
  await storyLoaded(page, story.id);
}

/** At most this many stories make one test: a long file (the block forms' CKEditor stories)
 * otherwise holds one worker for minutes while the other idles. */
const storiesPerTest = 8;

function chunks<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    groups.push(items.slice(start, start + size));
  return groups;
}

/** Shows one story at both widths and checks it with axe after each has painted. */
async function checkStory(page: Page, story: IndexEntry, first: boolean): Promise<void> {
  const widths = widthsOf(story);
  await page.setViewportSize({ width: widths[0], height: 812 });
  // The resize reaches the page before the next story plays: a keyboard drag (dnd-kit) that a
  // late resize event meets is cancelled, as it would be for a person resizing the window.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await openStory(page, story, first);
  // Editor forms load CKEditor first: on a busy machine that takes longer than the default 5 s.
  await expect(page.locator('#storybook-root > *').first(), story.name).toBeAttached({
    timeout: 30_000,
  });
  await page.evaluate(() => document.fonts.ready);
  for (const width of widths) {
    if (width !== widths[0]) await page.setViewportSize({ width, height: width > 375 ? 800 : 812 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect.soft(await findingsAfterAddon(page), `${story.name} at ${width} px`).toEqual([]);
  }
}

/**
 * One preview page per worker, kept from test to test: Storybook's preview bundle is loaded and
 * compiled once per worker instead of once per test (a new page starts with an empty cache).
 * A failed test ends its worker, so the next test starts on a fresh page.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.addInitScript(recordStoryOutcomes, failureEvents);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

/** Whether the page shows Storybook's preview, where another story is shown without a load. */
const showsPreview = (page: Page) => new URL(page.url()).pathname === '/iframe.html';

/**
 * Every component and block story at the phone and the desktop width, in Chromium, with axe
 * including colour contrast (which jsdom's story tests cannot compute), shown one after the other
 * in the worker's preview as Storybook's sidebar shows them. Each story
 * is a step with its own time limit, so a preview that stops painting names its story and fails
 * within a minute instead of holding the worker until the test's limit.
 */
for (const [file, stories] of storyFiles) {
  const groups = chunks(stories, storiesPerTest);
  groups.forEach((group, index) => {
    const title = stories[0]?.title ?? file;
    const part = groups.length > 1 ? ` (${index + 1}/${groups.length})` : '';
    test(`${title}${part}`, async ({ preview }) => {
      test.setTimeout(30_000 + group.length * 20_000);
      for (const story of group)
        await test.step(story.name, () => checkStory(preview, story, !showsPreview(preview)), {
          timeout: 60_000,
        });
    });
  });
}
