import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12: the host holds routes, layouts and composition only (DESIGN.md 1); logic goes into
 * the libraries. Its non-test code was 4,434 lines when the issue was taken up (c94463c), grew to
 * 5,544 (c4e25b4) and was thinned out to 4,098; with the admin area's and the media library's
 * routes and the detail facts' data it holds 4,359; issue 18's production server (Next.js behind
 * the copies of cached pages, src/server: only the host may import Next.js) and its Redis
 * listening brought it to 4,427. The budget stays at or below the 4,434 of the start:
 * a change that needs more lines here should move logic into a library instead (or raise this
 * number on purpose, in review). Since the tree is formatted by Prettier at 100 columns, the same
 * 4,427 lines of code count 5,623: the budget is that figure, for the same code. The error
 * boundaries' reload after a failed chunk load (spec 8, 9) adds 7 lines that belong where the
 * boundaries are: 5,630.
 */
const hostLineBudget = 5630;

describe('the host stays thin (issue 12)', () => {
  it(`holds at most ${hostLineBudget} lines of non-test code (tools/host-lines.mjs)`, () => {
    const output = execFileSync(
      process.execPath,
      [join(import.meta.dirname, '../../../tools/host-lines.mjs'), '--json'],
      { encoding: 'utf8' },
    );
    const { code } = JSON.parse(output) as { code: number };
    expect(code).toBeGreaterThan(0);
    expect(code).toBeLessThanOrEqual(hostLineBudget);
  });
});
