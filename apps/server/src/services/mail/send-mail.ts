import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { sentEmails } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { type MailTransport, resolveSender } from './transport';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type SendMailOptions = {
  db: Db;
  env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'PUBLIC_URL'>;
  secretBox: SecretBox;
  /** the logged-in user: their SMTP settings and address are used when they have them */
  userId: number | null;
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** what the mail is about, for the send log */
  entity?: { type: string; id: number };
  /** tests replace the transport */
  transport?: MailTransport;
};

/** Strips CR/LF a header must not carry (subject and names come from users and customers). */
const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The reason of a failure for the log: the SMTP answer when there is one, never the password. */
const failureText = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const smtp = error as Error & { code?: string; response?: string };
  return [smtp.code, smtp.response ?? smtp.message].filter(Boolean).join(': ').slice(0, 1000);
};

/**
 * The one mail module (DESIGN §4): sends through the sender's transport and records the send.
 * A failing server answers 502 `error.mail_failed` (the failure is the mail server's, not the
 * request's) after the failure is recorded.
 */
export const sendMail = async (options: SendMailOptions) => {
  const sender = await resolveSender(options);
  const transport = options.transport ?? sender.transport;
  const cc = options.cc?.filter(Boolean) ?? [];
  const subject = headerSafe(options.subject);
  const attachments = options.attachments ?? [];
  const record = {
    userId: options.userId,
    fromAddress: sender.address,
    toAddresses: options.to.join(', '),
    ccAddresses: cc.join(', '),
    subject,
    entityType: options.entity?.type ?? null,
    entityId: options.entity?.id ?? null,
    attachmentNames: attachments.map((attachment) => attachment.filename),
    transport: transport.kind,
  };
  try {
    const messageId = await transport.send({
      from: sender.name ? { name: headerSafe(sender.name), address: sender.address } : sender.address,
      to: options.to,
      cc: cc.length ? cc : undefined,
      subject,
      text: options.text,
      html: options.html,
      attachments: attachments.map((attachment) => ({ ...attachment })),
    });
    await options.db.insert(sentEmails).values({ ...record, isOk: true, messageId });
    return { messageId, transport: transport.kind };
  } catch (error) {
    await options.db.insert(sentEmails).values({ ...record, isOk: false, error: failureText(error) });
    throw new AppError(502, 'error.mail_failed');
  }
};
