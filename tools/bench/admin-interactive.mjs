// DESIGN.md 5/9: "admin list interactive", in Debian's Chromium through the host: the time from
// a navigation to an admin list until its first row's link is shown and hydrated (React has taken
// the server's element over, so a click is the app's), against the bare Next.js page's first list
// item measured the same way in the same run. The goal (a list of the large seed within 1 s) is
// printed beside the figure, never asserted.
import { chromium } from '@playwright/test';
import { latencyOf } from './measure.mjs';

export const adminInteractiveGoalMs = 1000;

const editor = { username: 'redaktion@aula.example', password: 'aula-demo-2026' };
const firstRowLink = '#admin-main table a[href*="/change"]';
const lists = {
  'admin news list': '/admin/news/news?lang=de',
  'admin events list': '/admin/events/event?lang=de',
  'admin persons list': '/admin/persons/person?lang=de',
};

/**
 * Milliseconds since the navigation's start (the page's `performance.now()`) at the first frame in
 * which `selector` is visible and hydrated: React keeps its fiber on every element it hydrated.
 */
async function interactiveAfter(page, url, selector) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      if (!element || element.getBoundingClientRect().height === 0) return false;
      const hydrated = Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      return hydrated && performance.now();
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** `runs` navigations after one that warms the browser's cache, as an editor goes between lists. */
async function measure(page, url, selector, runs) {
  await interactiveAfter(page, url, selector);
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await interactiveAfter(page, url, selector));
  return latencyOf(times);
}

/** Logs the browser context in as the seed's editor through the host (CSRF cookie, then login). */
export async function logIn(context, web) {
  await context.request.get(`${web}/de/pageeditor-api/user`);
  const { cookies } = await context.storageState();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const login = await context.request.post(`${web}/de/pageeditor-api/login/`, {
    headers: { 'x-csrftoken': csrf, origin: web },
    data: editor,
  });
  if (!login.ok()) throw new Error(`admin interactive: login answered ${login.status()}`);
}

/** The admin lists' and the bare page's time to interactive (ms; p50, p99 of `runs` loads). */
export async function measureAdminInteractive(web, baseline, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const result = { runs, goalMs: adminInteractiveGoalMs, lists: {} };
    result.baseline = { path: '/', ...(await measure(page, `${baseline}/`, 'main li', runs)) };
    await logIn(context, web);
    for (const [name, path] of Object.entries(lists)) {
      const figures = await measure(page, `${web}${path}`, firstRowLink, runs).catch((error) => ({
        error: String(error.message ?? error).split('\n')[0],
      }));
      result.lists[name] = {
        path,
        ...figures,
        ratio: figures.p50 ? figures.p50 / result.baseline.p50 : null,
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}
