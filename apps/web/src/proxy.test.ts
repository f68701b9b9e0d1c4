import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

function run(path: string) {
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
}

describe('proxy', () => {
  it('rewrites localized screen paths to their app folder', () => {
    expect(run('/de/neuigkeiten').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/news-list');
    expect(run('/en/news?page=2').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/news-list?page=2');
  });

  it('sends content API calls to the content API', () => {
    expect(run('/de/api/news/?page=2').headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:3001/de/api/news/?page=2');
    expect(run('/en/pageeditor-api/nav').headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:3001/en/pageeditor-api/nav');
  });

  it('redirects trailing slashes away, keeping the query', () => {
    const response = run('/en/news/?page=2');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/news?page=2');
  });

  it('hands other paths to the content-managed page lookup', () => {
    expect(run('/de/news').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/cms/news');
    expect(run('/de/news-list').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/cms/news-list');
  });
});
