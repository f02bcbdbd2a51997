// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('accepts the password a hash was made from and nothing else', async () => {
    const hash = await hashPassword('trellis-demo-1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(hash).not.toContain('trellis-demo-1');
    await expect(verifyPassword('trellis-demo-1', hash)).resolves.toBe(true);
    await expect(verifyPassword('trellis-demo-2', hash)).resolves.toBe(false);
  });

  it('salts every hash, so one password gives two different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});
