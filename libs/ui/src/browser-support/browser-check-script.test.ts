import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { browserNoticeScript, isSupportedBrowserSource } from './browser-check-script';

const isSupported = new Function(`return ${isSupportedBrowserSource}`)() as (ua: string) => boolean;

/** Real user agents of the browsers below and at or above the targets (spec 8). */
const tooOld = {
  'Chrome 60':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/60.0.3112.113 Safari/537.36',
  'Safari 11':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_1) AppleWebKit/604.3.5 (KHTML, like Gecko) ' +
    'Version/11.0.1 Safari/604.3.5',
  'Internet Explorer 11': 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  'Edge 18 (EdgeHTML)':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  'Firefox 102': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:102.0) Gecko/20100101 Firefox/102.0',
  'Safari 16.3':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/16.3 Safari/605.1.15',
  'Chrome on iOS 15':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
    'Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  'Samsung Internet on Chrome 92':
    'Mozilla/5.0 (Linux; Android 11; SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'SamsungBrowser/16.0 Chrome/92.0.4515.166 Mobile Safari/537.36',
};
const current = {
  'Chrome 131':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Firefox 133': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Safari 18.1':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/18.1 Safari/605.1.15',
  'Safari 16.4':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/16.4 Safari/605.1.15',
  'Edge 131':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Safari on iOS 17.5':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
    'Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Firefox for Android 133': 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  'Opera 115':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  'an unknown browser': 'SomeBrowser/1.0',
};

describe('the user-agent version check (spec 8: unsupported browsers)', () => {
  it.each(Object.entries(tooOld))('finds %s too old', (_name, userAgent) => {
    expect(isSupported(userAgent)).toBe(false);
  });

  it.each(Object.entries(current))('supports %s', (_name, userAgent) => {
    expect(isSupported(userAgent)).toBe(true);
  });

  it('is ES5, so that the old browsers it is for can run it', () => {
    expect(() => parse(browserNoticeScript, { ecmaVersion: 5 })).not.toThrow();
  });
});
