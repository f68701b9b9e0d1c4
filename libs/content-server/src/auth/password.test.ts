import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('scrypt passwords', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const hash = await hashPassword('aula-demo-2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('aula-demo-2026');
    expect(await verifyPassword('aula-demo-2026', hash)).toBe(true);
    expect(await verifyPassword('aula-demo-2027', hash)).toBe(false);
    expect(await hashPassword('aula-demo-2026')).not.toBe(hash);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$AAAA$')).toBe(false);
  });
});
