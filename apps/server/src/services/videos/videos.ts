import type { OfferVideo, Video } from '@bo/contract/offers/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { videos } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { fieldError, notFound } from '../../lib/app-error';
import { type CustomerRef, requireCustomer } from '../customers/customer-access';
import { storeUpload } from '../files/upload';
import { getOffer, type OfferRef } from '../offers/offers';

type VideoRow = {
  id: number;
  title: string;
  url: string | null;
  filename: string | null;
  size: number | null;
  position: number;
  lock_version: number;
};

const toVideo = (row: VideoRow): Video => ({
  id: row.id,
  title: row.title,
  url: row.url,
  file: row.filename === null ? null : { filename: row.filename, size: Number(row.size) },
  position: row.position,
  lockVersion: row.lock_version,
});

const selectVideos = (where: ReturnType<typeof sql>) => sql`
  select v.id, v.title, v.url, f.name as filename, f.size, v.position, v.lock_version
  from videos v left join files f on f.id = v.file_id
  where v.hidden_at is null and ${where}
  order by v.position, v.id`;

/** GET /v1/videos: the catalogue of the request's country (decision 055), in order. */
export const listVideos = async (db: Db, countryCode: string) =>
  (await queryRows<VideoRow>(db, selectVideos(sql`v.country_code = ${countryCode}`))).map(toVideo);

const findVideo = async (db: Db, countryCode: string, id: number) => {
  const [row] = await queryRows<VideoRow>(db, selectVideos(sql`v.country_code = ${countryCode} and v.id = ${id}`));
  if (!row) throw notFound();
  return toVideo(row);
};

export type VideoInput = {
  title: string;
  url: string;
  file: { filename: string; content: string } | null;
  position: number;
};

/** A video is a link or an uploaded MP4: exactly one of them (a new file replaces the old one). */
const storeVideoFile = async (db: Db, input: VideoInput) => {
  if (!input.file) return null;
  const stored = await storeUpload(db, {
    filename: input.file.filename,
    content: input.file.content,
    allowedKinds: ['mp4'],
    fields: { filename: 'file.filename', content: 'file.content' },
  });
  return stored.id;
};

export const createVideo = async (db: Db, options: { countryCode: string; actorId: number; video: VideoInput }) => {
  const { video } = options;
  if (!video.url && !video.file) throw fieldError({ url: 'required' });
  if (video.url && video.file) throw fieldError({ file: 'exactly_one_field' });
  const id = await inTransaction(db, async (tx) => {
    const fileId = await storeVideoFile(tx, video);
    const [row] = await tx
      .insert(videos)
      .values({
        countryCode: options.countryCode,
        title: video.title,
        url: video.url || null,
        fileId,
        position: video.position,
        updatedBy: options.actorId,
      })
      .returning({ id: videos.id });
    if (!row) throw new Error('video insert returned nothing');
    return row.id;
  });
  return findVideo(db, options.countryCode, id);
};

const videoWhere = (countryCode: string, id: number) =>
  and(eq(videos.id, id), eq(videos.countryCode, countryCode), isNull(videos.hiddenAt));

export const updateVideo = async (
  db: Db,
  options: { countryCode: string; id: number; actorId: number; video: VideoInput & { lockVersion: number } },
) => {
  const current = await findVideo(db, options.countryCode, options.id);
  const { video } = options;
  if (video.url && video.file) throw fieldError({ file: 'exactly_one_field' });
  // a link replaces the file; no link and no new file keeps the file there is
  if (!video.url && !video.file && !current.file) throw fieldError({ url: 'required' });
  await inTransaction(db, async (tx) => {
    const fileId = await storeVideoFile(tx, video);
    await updateVersioned(tx, {
      table: videos,
      where: videoWhere(options.countryCode, options.id),
      lockVersion: video.lockVersion,
      set: {
        title: video.title,
        position: video.position,
        ...(video.url ? { url: video.url, fileId: null } : fileId !== null ? { url: null, fileId } : {}),
      },
      actorId: options.actorId,
      current: () => findVideo(tx, options.countryCode, options.id),
    });
  });
  return findVideo(db, options.countryCode, options.id);
};

/** DELETE /v1/videos/{id}: hidden, not removed (decision 063): offers keep their history. */
export const deleteVideo = async (db: Db, options: { countryCode: string; id: number; actorId: number }) => {
  await findVideo(db, options.countryCode, options.id);
  await db
    .update(videos)
    .set({ hiddenAt: new Date(), updatedBy: options.actorId, updatedAt: new Date() })
    .where(videoWhere(options.countryCode, options.id));
};

/** GET …/offers/{offerId}/videos: every catalogue video of the country with this offer's flag. */
export const listOfferVideos = async (db: Db, ref: OfferRef): Promise<OfferVideo[]> => {
  await getOffer(db, ref);
  const rows = await queryRows<{ id: number; title: string; disabled: boolean | null }>(
    db,
    sql`select v.id, v.title, ov.disabled from videos v
      left join customer_offer_videos ov on ov.video_id = v.id and ov.offer_id = ${ref.offerId}
      where v.country_code = ${ref.countryCode} and v.hidden_at is null
      order by v.position, v.id`,
  );
  return rows.map((row) => ({ disabled: row.disabled === true, video: { id: row.id, title: row.title } }));
};

/** GET …/offers/new/videos: the videos a new offer starts with — every catalogue video of the country, shown. */
export const newOfferVideos = async (db: Db, ref: CustomerRef): Promise<OfferVideo[]> => {
  await requireCustomer(db, ref);
  return (await listVideos(db, ref.countryCode)).map((video) => ({
    disabled: false,
    video: { id: video.id, title: video.title },
  }));
};

/** PUT …/offers/{offerId}/videos: the flags; a video not in the list keeps its flag. */
export const updateOfferVideos = async (
  db: Db,
  ref: OfferRef & { offerVideos: readonly { disabled: boolean; video: { id: number } }[] },
) => {
  await getOffer(db, ref);
  const known = new Set((await listVideos(db, ref.countryCode)).map((video) => video.id));
  const fields: Record<string, string> = {};
  ref.offerVideos.forEach((item, index) => {
    if (!known.has(item.video.id)) fields[`${index}.video.id`] = 'not_found';
  });
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  await inTransaction(db, async (tx) => {
    for (const item of ref.offerVideos) {
      await tx.execute(
        sql`insert into customer_offer_videos (offer_id, video_id, disabled)
          values (${ref.offerId}, ${item.video.id}, ${item.disabled})
          on conflict (offer_id, video_id) do update set disabled = excluded.disabled`,
      );
    }
  });
  return listOfferVideos(db, ref);
};
