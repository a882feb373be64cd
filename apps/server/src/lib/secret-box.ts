import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * AES-256-GCM for secrets at rest (users' SMTP passwords). The key comes from ENCRYPTION_KEY;
 * without it a key file is created once in DATA_DIR — outside the database, so a database dump
 * alone never reveals the passwords.
 */
export type SecretBox = { encrypt: (plain: string) => string; decrypt: (sealed: string) => string };

export const loadEncryptionKey = (options: { encryptionKey?: string; dataDir: string }): Buffer => {
  if (options.encryptionKey) return createHash('sha256').update(options.encryptionKey).digest();
  const folder = resolve(options.dataDir === 'memory://' ? './data' : options.dataDir);
  const file = join(folder, 'encryption.key');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
};

export const createSecretBox = (key: Buffer): SecretBox => ({
  encrypt: (plain) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
  },
  decrypt: (sealed) => {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  },
});
