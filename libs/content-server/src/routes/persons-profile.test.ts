import { describe, expect, it } from 'vitest';
import { publicWebsite } from './persons-profile';

describe('publicWebsite', () => {
  it('answers http and https addresses only', () => {
    expect(publicWebsite('https://portfolio.aula.example/anna-becker-1')).toBe(
      'https://portfolio.aula.example/anna-becker-1',
    );
    expect(publicWebsite(' http://aula.example/a ')).toBe('http://aula.example/a');
    for (const stored of [
      null,
      '',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'mailto:a@aula.example',
      'aula.example',
    ]) {
      expect(publicWebsite(stored)).toBeNull();
    }
  });
});
