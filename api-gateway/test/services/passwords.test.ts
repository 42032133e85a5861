import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from '../../src/services/passwords.js';

describe('password hashes', () => {
  it('are Argon2id at the OWASP minimum (m=19456 KiB, t=2, p=1) outside the test suite', () => {
    // a process of its own: this suite's setup lowers the cost of its own copy of the module
    const printed = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { hashPassword } from './src/services/passwords.ts';
        console.log(await hashPassword('a password'));`,
      ],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' },
    );
    expect(printed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("are made at Argon2's smallest cost inside it (its setup), which keeps its 1,200 hashes cheap", async () => {
    expect(await hashPassword('a password')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  it('verify the password they were made of and nothing else, whatever their cost', async () => {
    for (const made of [await hashPassword('a password'), await hash('a password')]) {
      expect(await verifyPassword(made, 'a password')).toBe(true);
      expect(await verifyPassword(made, 'another password')).toBe(false);
    }
    expect(await verifyPassword(null, 'a password')).toBe(false);
  });
});
