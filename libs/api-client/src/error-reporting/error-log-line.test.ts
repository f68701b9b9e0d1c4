import { describe, expect, it } from 'vitest';
import { errorLogLine, stackLinesKept } from './error-log-line';
import { logLineReporter } from './log-line-reporter';

const now = new Date('2026-11-27T14:00:00.000Z');

describe('errorLogLine (spec 8)', () => {
  it('is one JSON line with time, level, message, name, trimmed stack and context', () => {
    const error = new TypeError('fetch failed');
    const line = errorLogLine(error, { route: '/[locale]/news', kind: 'news' }, now);
    expect(line).not.toContain('\n');
    const record = JSON.parse(line);
    expect(record).toMatchObject({
      time: '2026-11-27T14:00:00.000Z',
      level: 'error',
      name: 'TypeError',
      message: 'fetch failed',
      context: { route: '/[locale]/news', kind: 'news' },
    });
    expect(record.stack.split('\n')[0]).toBe('TypeError: fetch failed');
  });

  it(`keeps ${stackLinesKept} lines of a long stack`, () => {
    const error = new Error('deep');
    error.stack = ['Error: deep', ...Array.from({ length: 40 }, (_, i) => `    at f${i}`)].join(
      '\n',
    );
    const { stack } = JSON.parse(errorLogLine(error, {}, now));
    expect(stack.split('\n')).toHaveLength(stackLinesKept);
    expect(stack).not.toContain('f39');
  });

  it('names the cause, which holds the real failure of a wrapping error', () => {
    const error = new Error('the render lost data', { cause: new RangeError('502 Bad Gateway') });
    expect(JSON.parse(errorLogLine(error, {}, now)).cause).toEqual({
      name: 'RangeError',
      message: '502 Bad Gateway',
    });
  });

  it('describes a thrown value that is not an Error', () => {
    const record = JSON.parse(errorLogLine('offline', undefined, now));
    expect(record).toMatchObject({ name: 'string', message: 'offline', context: {} });
    expect(record.stack).toBeUndefined();
  });
});

describe('logLineReporter (spec 8)', () => {
  it('writes one line per failure and has nothing to flush', async () => {
    const lines: string[] = [];
    const reporter = logLineReporter({ write: (line) => lines.push(line), now: () => now });
    reporter.report(new Error('breaking news failed'), { what: 'the breaking news' });
    reporter.report(new Error('categories failed'));
    expect(lines.map((line) => JSON.parse(line).message)).toEqual([
      'breaking news failed',
      'categories failed',
    ]);
    expect(JSON.parse(lines[0] ?? '').context).toEqual({ what: 'the breaking news' });
    await expect(reporter.flush()).resolves.toBe(true);
  });
});
