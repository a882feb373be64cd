import type { AddressInfo } from 'node:net';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** the SMTP envelope and login the message came with */
  envelopeTo: string[];
  authUser: string | null;
};

export type TestSmtp = {
  port: number;
  /** smtp://127.0.0.1:port (no TLS, no login) */
  url: string;
  messages: ReceivedMail[];
  /** resolves with the next message not yet taken (waits up to `timeoutMs`) */
  next: (timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));

const toReceived = (mail: ParsedMail, envelopeTo: string[], authUser: string | null): ReceivedMail => ({
  subject: mail.subject ?? '',
  from: addresses(mail.from)[0] ?? '',
  to: addresses(mail.to),
  cc: addresses(mail.cc),
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  attachments: mail.attachments.map((attachment) => ({
    filename: attachment.filename ?? '',
    contentType: attachment.contentType,
    content: attachment.content,
  })),
  envelopeTo,
  authUser,
});

/**
 * An in-process SMTP server for tests: listens on a free port of 127.0.0.1, accepts any login
 * (or `password` only, when given), parses every message it receives.
 */
export const startTestSmtp = async (options: { password?: string } = {}): Promise<TestSmtp> => {
  const messages: ReceivedMail[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.password !== undefined && auth.password !== options.password) {
        callback(new Error('Invalid username or password'));
        return;
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const user = typeof session.user === 'string' ? session.user : null;
          messages.push(toReceived(mail, envelopeTo, user));
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const next = async (timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length <= taken) {
      if (Date.now() > deadline) throw new Error('no mail arrived');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    const message = messages[taken] as ReceivedMail;
    taken += 1;
    return message;
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
