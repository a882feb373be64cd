import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, userFiles, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { deleteFile, storeFile } from '../files/files';
import { checkUpload } from '../files/upload';

const ensureUser = async (db: Db, userId: number) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
};

export const listUserFiles = async (db: Db, userId: number) => {
  await ensureUser(db, userId);
  const rows = await db
    .select({ offerType: userFiles.offerType, filename: userFiles.filename, size: files.size })
    .from(userFiles)
    .innerJoin(files, eq(files.id, userFiles.fileId))
    .where(eq(userFiles.userId, userId))
    .orderBy(asc(userFiles.filename));
  const of = (type: string) =>
    rows.filter((row) => row.offerType === type).map(({ filename, size }) => ({ filename, size }));
  return { application: of('application'), lapol: of('lapol') };
};

export type AddUserFileOptions = { userId: number; offerType: string; filename: string; content: string };

/** Stores the upload (checked by the upload module); a file of the same name and type replaces the old one. */
export const addUserFile = async (db: Db, options: AddUserFileOptions) => {
  await ensureUser(db, options.userId);
  const upload = checkUpload({ filename: options.filename, content: options.content });
  const filename = upload.name;
  await inTransaction(db, async (tx) => {
    const stored = await storeFile(tx, { name: filename, bytes: upload.bytes, type: upload.type });
    const [previous] = await tx
      .select()
      .from(userFiles)
      .where(
        and(
          eq(userFiles.userId, options.userId),
          eq(userFiles.offerType, options.offerType),
          eq(userFiles.filename, filename),
        ),
      );
    if (previous) {
      await tx.update(userFiles).set({ fileId: stored.id }).where(eq(userFiles.id, previous.id));
      await deleteFile(tx, previous.fileId);
    } else {
      await tx.insert(userFiles).values({
        userId: options.userId,
        offerType: options.offerType,
        filename,
        fileId: stored.id,
      });
    }
  });
};

export const removeUserFile = async (db: Db, options: { userId: number; offerType: string; filename: string }) => {
  await ensureUser(db, options.userId);
  const [row] = await db
    .select()
    .from(userFiles)
    .where(
      and(
        eq(userFiles.userId, options.userId),
        eq(userFiles.offerType, options.offerType),
        eq(userFiles.filename, options.filename),
      ),
    );
  if (!row) throw notFound();
  await inTransaction(db, async (tx) => {
    await tx.delete(userFiles).where(eq(userFiles.id, row.id));
    await deleteFile(tx, row.fileId);
  });
};
