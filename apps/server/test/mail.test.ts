import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails, users } from '../src/db/schema/index';
import { AppError } from '../src/lib/app-error';
import { renderDocumentPdf } from '../src/services/documents/pdf/render-document';
import { sendMail } from '../src/services/mail/send-mail';
import { userIdOf } from './helpers/customers';
import { pdfText } from './helpers/pdf-text';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let pdf: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bo-mail-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  smtp = await startTestSmtp({ password: 'smtp-heslo' });
  pdf = await renderDocumentPdf({
    title: 'Nabídka Příliš žluťoučký kůň',
    supplier: { heading: 'Dodavatel', lines: ['Firma s.r.o.'] },
    customer: { heading: 'Odběratel', lines: ['Zákazník'] },
    currency: 'Kč',
  });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const base = () => ({ db: t.db, secretBox: t.app.ctx.secretBox });
const lastSent = async () => (await t.db.select().from(sentEmails).orderBy(desc(sentEmails.id)).limit(1))[0];

const attachments = () => [
  { filename: 'Nabídka č. 1.pdf', content: pdf, contentType: 'application/pdf' },
  { filename: 'ceník.txt', content: Buffer.from('Cena: 100 Kč'), contentType: 'text/plain' },
];

describe('mail module', () => {
  it('sends through SMTP_URL with attachments and records the send', async () => {
    const userId = await userIdOf(t, 'driver');
    const result = await sendMail({
      ...base(),
      env: { DATA_DIR: dataDir, SMTP_URL: smtp.url },
      userId,
      to: ['zakaznik@example.cz'],
      cc: ['kopie@example.cz'],
      subject: 'Nabídka – Příliš žluťoučký kůň\r\nBcc: evil@example.com',
      text: 'Dobrý den, posíláme nabídku.',
      attachments: attachments(),
      entity: { type: 'customer_offer', id: 42 },
    });
    expect(result.transport).toBe('smtp_url');
    const mail = await smtp.next();
    expect(mail.subject).toBe('Nabídka – Příliš žluťoučký kůň Bcc: evil@example.com');
    expect(mail.to).toEqual(['zakaznik@example.cz']);
    expect(mail.cc).toEqual(['kopie@example.cz']);
    expect(mail.envelopeTo.sort()).toEqual(['kopie@example.cz', 'zakaznik@example.cz']);
    expect(mail.text).toContain('posíláme nabídku');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Nabídka č. 1.pdf', 'ceník.txt']);
    expect(pdfText(mail.attachments[0]?.content as Buffer)).toContain('Příliš žluťoučký kůň');
    expect(mail.attachments[1]?.content.toString()).toBe('Cena: 100 Kč');
    expect(await lastSent()).toMatchObject({
      userId,
      toAddresses: 'zakaznik@example.cz',
      ccAddresses: 'kopie@example.cz',
      entityType: 'customer_offer',
      entityId: 42,
      attachmentNames: ['Nabídka č. 1.pdf', 'ceník.txt'],
      transport: 'smtp_url',
      isOk: true,
      error: null,
    });
  });

  it("prefers the sending user's own SMTP settings and logs in with their sealed password", async () => {
    const userId = await userIdOf(t, 'operator');
    await t.db
      .update(users)
      .set({
        email: 'jana.novakova@example.cz',
        emailSmtp: '127.0.0.1',
        emailPort: smtp.port,
        emailPasswordEncrypted: t.app.ctx.secretBox.encrypt('smtp-heslo'),
      })
      .where(eq(users.id, userId));
    const result = await sendMail({
      ...base(),
      env: { DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1' },
      userId,
      to: ['zakaznik@example.cz'],
      subject: 'Od operátorky',
      text: 'Text',
      attachments: attachments(),
    });
    expect(result.transport).toBe('user');
    const mail = await smtp.next();
    expect(mail.authUser).toBe('jana.novakova@example.cz');
    expect(mail.from).toBe('jana.novakova@example.cz');
    expect(mail.attachments).toHaveLength(2);
    expect((await lastSent())?.transport).toBe('user');
  });

  it('answers 502 error.mail_failed when the server refuses the login, and records the failure', async () => {
    const userId = await userIdOf(t, 'admin2');
    await t.db
      .update(users)
      .set({
        email: 'lenka@example.cz',
        emailSmtp: '127.0.0.1',
        emailPort: smtp.port,
        emailPasswordEncrypted: t.app.ctx.secretBox.encrypt('wrong'),
      })
      .where(eq(users.id, userId));
    const sending = sendMail({
      ...base(),
      env: { DATA_DIR: dataDir },
      userId,
      to: ['zakaznik@example.cz'],
      subject: 'Neodejde',
      text: 'Text',
    });
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject({ statusCode: 502, messageKey: 'error.mail_failed' });
    const failed = await lastSent();
    expect(failed).toMatchObject({ subject: 'Neodejde', isOk: false, transport: 'user' });
    expect(failed?.error).toMatch(/EAUTH|Invalid/);
    expect(failed?.error).not.toContain('wrong');
  });

  it('records a server that does not answer as a failure too', async () => {
    await expect(
      sendMail({
        ...base(),
        env: { DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1' },
        userId: null,
        to: ['x@example.cz'],
        subject: 'Nikam',
        text: 'Text',
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    expect(await lastSent()).toMatchObject({ subject: 'Nikam', isOk: false, transport: 'smtp_url' });
    expect((await lastSent())?.error).toContain('ECONNREFUSED');
  });

  it('writes an .eml file into DATA_DIR/outbox without any SMTP server', async () => {
    await sendMail({
      ...base(),
      env: { DATA_DIR: dataDir },
      userId: await userIdOf(t, 'driver'),
      to: ['zakaznik@example.cz'],
      subject: 'Do pošty ke stažení',
      text: 'Příliš žluťoučký kůň',
      attachments: attachments(),
    });
    const folder = join(dataDir, 'outbox');
    const files = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(await readFile(join(folder, files[0] as string)));
    expect(parsed.subject).toBe('Do pošty ke stažení');
    expect(parsed.text).toContain('Příliš žluťoučký kůň');
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['Nabídka č. 1.pdf', 'ceník.txt']);
    expect(pdfText(parsed.attachments[0]?.content as Buffer)).toContain('Příliš žluťoučký kůň');
    expect(await lastSent()).toMatchObject({ transport: 'outbox', isOk: true });
  });
});
