// DESIGN.md 8 (what you see is what you edit), in Debian's Chromium through the host, on the demo
// block page at 1,400 px: what an editor waits for. Click to form: from the click on "Edit
// section" to the panel's first field shown. Change to page: from a keystroke in the headline
// field to the frame that shows it in the section on the page. Save to shown: from the click on
// Save to the frame in which the panel is gone and the page shows the saved text. Each is also
// given in frames of the same page (its median frame interval, measured in the same run), and
// its goal is printed beside it, never asserted.
import { chromium } from '@playwright/test';
import { logIn } from './admin-interactive.mjs';
import { latencyOf } from './measure.mjs';

export const editorLoopGoals = { changeMs: 50, saveMs: 200 };

const sectionSelector = 'main [data-aula-model="ContainerModule"][data-aula-module-id]';
const panelSelector = '[data-testid="aula-section-dialog"]';
// The first block of the catalogue's first section is a headline: its form's headline field.
const headlineSelector = `${panelSelector} input[id$="-content"]`;

/** The page's median frame interval (ms): the unit the waits are counted in. */
const frameInterval = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const gaps = [];
        let last = performance.now();
        const step = (now) => {
          gaps.push(now - last);
          last = now;
          if (gaps.length < 31) requestAnimationFrame(step);
          else resolve(gaps.slice(1).sort((a, b) => a - b)[15]);
        };
        requestAnimationFrame(step);
      }),
  );

/**
 * In the page: runs `act`, then checks `done` on every frame; answers the milliseconds to the
 * first frame in which it holds.
 */
const timed = (page, name, value) =>
  page.evaluate(
    ([kind, text, selectors]) =>
      new Promise((resolve, reject) => {
        const section = document.querySelector(selectors.section);
        const panel = () => document.querySelector(selectors.panel);
        const field = () => document.querySelector(selectors.headline);
        const steps = {
          open: {
            act: () => section.querySelector('[data-aula-edit-section]').click(),
            done: () => field()?.offsetParent != null,
          },
          change: {
            act: () => {
              const input = field();
              const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
              setter.set.call(input, text);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            },
            done: () => section.innerText.includes(text),
          },
          save: {
            // As a pointer's click: pressed (the panel notes the section's place), then clicked.
            act: () => {
              const save = panel().querySelector('button[type="submit"]');
              save.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
              save.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
              save.click();
            },
            done: () => !panel() && section.innerText.includes(text),
          },
        };
        const { act, done } = steps[kind];
        const start = performance.now();
        const check = () => {
          if (done()) resolve(performance.now() - start);
          else if (performance.now() - start > 20_000) reject(new Error(`${kind}: not shown`));
          else requestAnimationFrame(check);
        };
        act();
        requestAnimationFrame(check);
      }),
    [name, value, { section: sectionSelector, panel: panelSelector, headline: headlineSelector }],
  );

/**
 * Resolves once the page has had no request under way for `quietMs`: what a save starts behind
 * its answer (the page's render again, its editing data) is done. (`waitForLoadState` answers at
 * once: the page's load reached network idle long before.)
 */
function networkQuiet(page, quietMs = 300) {
  const pending = new Set();
  const started = (request) => pending.add(request);
  const ended = (request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    let quietSince = Date.now();
    // A page that never falls quiet (a poll gone wild) is waited for 10 s, not forever.
    const giveUp = Date.now() + 10_000;
    while (Date.now() - quietSince < quietMs && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (pending.size > 0) quietSince = Date.now();
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/**
 * One edit of the headline: open, type, save; answers the three waits and the text before. Each
 * step starts once what the one before started has settled, as an editor reads the form before
 * typing into it, types before saving, and reads the saved section before opening the next: the
 * panel's own start (the section read again in the background, presence, the other language,
 * CKEditor) is not measured as part of a keystroke or a save, nor the page's render behind a save
 * as part of the next opening.
 */
async function editOnce(page, text) {
  const opened = networkQuiet(page);
  const open = await timed(page, 'open', text);
  const before = await page.inputValue(headlineSelector);
  await opened();
  const typed = networkQuiet(page);
  const change = await timed(page, 'change', text);
  await typed();
  const saved = networkQuiet(page);
  const save = await timed(page, 'save', text);
  await saved();
  return { open, change, save, before };
}

/** Figures of one wait: latency in ms and in frames of the page. */
function figures(samples, frame, goalMs) {
  const ms = latencyOf(samples);
  return { ...ms, frames: ms.p95 / frame, goalMs };
}

/** The editor's loop on the demo block page (`runs` edits after one that warms the page up). */
export async function measureEditorLoop(web, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await logIn(context, web);
    const page = await context.newPage();
    await page.goto(`${web}/de/bloecke?edit`);
    await page.locator(`${sectionSelector} [data-aula-edit-section]`).first().waitFor();
    const frame = await frameInterval(page);
    const { before } = await editOnce(page, 'Blockkatalog (Messung)');
    const waits = { open: [], change: [], save: [] };
    for (let run = 0; run < runs; run++) {
      const measured = await editOnce(page, `Blockkatalog ${run + 1}`);
      for (const key of Object.keys(waits)) waits[key].push(measured[key]);
    }
    // The demo content as it was.
    if (before) await editOnce(page, before);
    return {
      runs,
      frameMs: frame,
      open: figures(waits.open, frame, null),
      change: figures(waits.change, frame, editorLoopGoals.changeMs),
      save: figures(waits.save, frame, editorLoopGoals.saveMs),
    };
  } finally {
    await browser.close();
  }
}
