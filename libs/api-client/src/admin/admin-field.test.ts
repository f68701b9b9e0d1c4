import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { date, relation } from './admin-field';

describe('admin field rules (DESIGN.md 9)', () => {
  it('takes real dates and times only', () => {
    const required = date({ label: 'admin.field.publishedAt', required: true }).schema;
    expect(v.parse(required, ' 2026-02-28T23:59 ')).toBe('2026-02-28T23:59');
    for (const bad of [
      '2026-02-30T10:00',
      '2026-01-01T24:00',
      '2026-01-01T10:60',
      '01.01.2026',
      '2026-01-01',
    ]) {
      expect(v.safeParse(required, bad).issues?.[0]?.message, bad).toBe('admin.validation.date');
    }
    expect(v.safeParse(required, '').issues?.[0]?.message).toBe('validation.required');
    const day = date({ label: 'admin.field.deadline', precision: 'date' }).schema;
    expect(v.parse(day, '')).toBe('');
    expect(v.parse(day, '2028-02-29')).toBe('2028-02-29');
    expect(v.safeParse(day, '2027-02-29').success).toBe(false);
  });

  it('takes a row id, or null when optional', () => {
    expect(
      v.parse(relation('faculty', { label: 'admin.field.faculty' }).schema, undefined),
    ).toBeNull();
    const required = relation('faculty', { label: 'admin.field.faculty', required: true }).schema;
    expect(v.safeParse(required, null).issues?.[0]?.message).toBe('validation.required');
    expect(v.safeParse(required, 3_000_000_000).success).toBe(false);
    expect(v.parse(required, 4)).toBe(4);
  });
});
