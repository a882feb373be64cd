import { idParam } from '@bo/contract/common/fields';
import { fileHashField } from '@bo/contract/offers/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customers } from '../../db/schema/index';
import { parseRange } from '../../lib/http-range';
import { downloadHeaders } from '../../services/files/files';
import {
  findOfferByToken,
  findPublicAttachment,
  findPublicVideoFile,
  loadPublicOfferView,
  recordOfferView,
} from '../../services/offers/public-offer';
import {
  publicOfferCsp,
  renderPublicOfferNotFound,
  renderPublicOfferPage,
} from '../../services/offers/public-offer-html';

const tokenParams = z.object({ token: z.string().max(100) });
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': publicOfferCsp,
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
const fileHeaders = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const notFoundPage = (reply: FastifyReply) => reply.status(404).headers(pageHeaders).send(renderPublicOfferNotFound());

/**
 * The public HTML offer (DESIGN §4 HTML offer): plain HTML from the server, no login,
 * no script. Any wrong token, attachment or video is the same 404 page.
 */
export const publicOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const hide = { hide: true };

  app.get('/offer/:token', { schema: { ...hide, params: tokenParams } }, async (request, reply) => {
    const offer = await findOfferByToken(db, request.params.token);
    if (!offer) return notFoundPage(reply);
    const view = await loadPublicOfferView(db, offer);
    const [customer] = await db
      .select({ operatorId: customers.operatorId })
      .from(customers)
      .where(eq(customers.id, offer.customerId));
    // a HEAD (link checkers) does not count as a view
    if (request.method === 'GET') {
      await recordOfferView(db, offer, { company: view.customer, operatorId: customer?.operatorId ?? null });
    }
    return reply.headers(pageHeaders).send(renderPublicOfferPage(view));
  });

  app.get(
    '/offer/:token/attachments/:fileHash',
    { schema: { ...hide, params: tokenParams.extend({ fileHash: z.string().max(100) }) } },
    async (request, reply) => {
      const offer = await findOfferByToken(db, request.params.token);
      const isHash = fileHashField.safeParse(request.params.fileHash).success;
      const file = offer && isHash ? await findPublicAttachment(db, offer, request.params.fileHash) : undefined;
      if (!file) return notFoundPage(reply);
      return reply.headers({ ...downloadHeaders(file), ...fileHeaders }).send(Buffer.from(file.bytes));
    },
  );

  app.get(
    '/offer/:token/videos/:videoId',
    { schema: { ...hide, params: tokenParams.extend({ videoId: z.string().max(20) }) } },
    async (request, reply) => {
      const offer = await findOfferByToken(db, request.params.token);
      const videoId = idParam.safeParse(request.params.videoId);
      const file = offer && videoId.success ? await findPublicVideoFile(db, offer, videoId.data) : undefined;
      if (!file) return notFoundPage(reply);
      const bytes = Buffer.from(file.bytes);
      const range = parseRange(request.headers.range, bytes.length);
      reply.headers({
        ...downloadHeaders({ ...file, type: 'video/mp4' }, true),
        ...fileHeaders,
        'accept-ranges': 'bytes',
      });
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${bytes.length}`).send();
      if (!range) return reply.send(bytes);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
};
