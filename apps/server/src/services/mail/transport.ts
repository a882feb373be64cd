import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { SecretBox } from '../../lib/secret-box';

export type TransportKind = 'user' | 'smtp_url' | 'outbox';

/** Delivers one composed message; answers the Message-ID. */
export type MailTransport = {
  kind: TransportKind;
  send: (message: SendMailOptions) => Promise<string>;
};

/** A slow or dead server fails the request in seconds instead of holding it. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

type SmtpOptions = { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };

/** SMTP_URL's query may carry more nodemailer options; the timeouts always apply. */
const smtpTransport = (kind: TransportKind, options: string | SmtpOptions): MailTransport => {
  const transporter = nodemailer.createTransport({
    ...(typeof options === 'string' ? { url: options } : options),
    ...timeouts,
  });
  return {
    kind,
    send: async (message) => {
      try {
        return (await transporter.sendMail(message)).messageId;
      } finally {
        transporter.close();
      }
    },
  };
};

export const outboxDir = (env: Pick<Env, 'DATA_DIR'>) =>
  join(resolve(env.DATA_DIR === 'memory://' ? './data' : env.DATA_DIR), 'outbox');

/** The demo default: each message an .eml file in DATA_DIR/outbox (open it in any mail program). */
const outboxTransport = (env: Pick<Env, 'DATA_DIR'>): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transporter.sendMail(message);
      const folder = outboxDir(env);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
      return info.messageId;
    },
  };
};

/** A password sealed under another key cannot be opened: the send then fails at the server's login and is recorded. */
const openPassword = (secretBox: SecretBox, sealed: string) => {
  try {
    return secretBox.decrypt(sealed);
  } catch {
    return null;
  }
};

export type SenderSettings = { address: string; name: string; transport: MailTransport };

/**
 * DESIGN §4 E-mail: the sending user's SMTP settings (users.email_smtp/port, login = their e-mail,
 * password sealed by the secret box), else the server's SMTP_URL, else the outbox folder.
 */
export const resolveSender = async (options: {
  db: Db;
  env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'PUBLIC_URL'>;
  secretBox: SecretBox;
  userId: number | null;
}): Promise<SenderSettings> => {
  const [user] = options.userId
    ? await options.db.select().from(users).where(eq(users.id, options.userId)).limit(1)
    : [];
  const host = options.env.PUBLIC_URL ? new URL(options.env.PUBLIC_URL).hostname : 'localhost';
  const address = user?.email || `no-reply@${host}`;
  const name = user ? `${user.name} ${user.surname}`.trim() : '';
  if (user?.email && user.emailSmtp) {
    const port = user.emailPort ?? 587;
    const password = user.emailPasswordEncrypted ? openPassword(options.secretBox, user.emailPasswordEncrypted) : null;
    return {
      address,
      name,
      transport: smtpTransport('user', {
        host: user.emailSmtp,
        port,
        secure: port === 465,
        ...(password ? { auth: { user: user.email, pass: password } } : {}),
      }),
    };
  }
  if (options.env.SMTP_URL) return { address, name, transport: smtpTransport('smtp_url', options.env.SMTP_URL) };
  return { address, name, transport: outboxTransport(options.env) };
};
