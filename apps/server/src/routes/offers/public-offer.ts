import { idParam } from '@bo/contract/common/fields';
import { fileHashField } from '@bo/contract/offers/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseRange } from '../../lib/http-range';
import { documentLanguageOf } from '../../services/documents/document-texts';
import { downloadHeaders } from '../../services/files/files';
import { acceptOffer, parseAcceptName, reserveAcceptAttempt } from '../../services/offers/offer-acceptance';
import {
  findOfferByToken,
  findPublicAttachment,
  findPublicVideoFile,
  loadPublicOfferView,
  recordOfferView,
} from '../../services/offers/public-offer';
import {
  renderPublicOfferNotFound,
  renderPublicOfferPage,
  renderRefused,
  renderTooManyAttempts,
} from '../../services/offers/public-offer-html';
import { publicOfferCsp } from '../../services/offers/public-offer-page';
import { isSameOriginPost } from './same-origin';

const tokenParams = z.object({ token: z.string().max(100) });
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': publicOfferCsp,
  'x-robots-tag': 'noindex, nofollow',
  // the accept form's post carries the page's origin; other sites (video players) still get nothing
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};
const FORM_TYPE = 'application/x-www-form-urlencoded';
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
  const { db, env } = app.ctx;
  const hide = { hide: true };
  // The accept form is the one body these pages take: a form's fields, 4 KB at most. Any other type reaches the
  // handler unread and is refused there with the page's own 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );
  app.addContentTypeParser('*', { bodyLimit: 4096 }, (_request, _payload, done) => done(null, undefined));

  app.get('/offer/:token', { schema: { ...hide, params: tokenParams } }, async (request, reply) => {
    const offer = await findOfferByToken(db, request.params.token);
    if (!offer) return notFoundPage(reply);
    const view = await loadPublicOfferView(db, offer);
    // a HEAD (link checkers) does not count as a view
    if (request.method === 'GET') await recordOfferView(db, offer);
    return reply.headers(pageHeaders).send(renderPublicOfferPage(view));
  });

  /**
   * "Přijmout nabídku" (decision 192): a plain form post, no session, so no session CSRF token — only this page's
   * own form is taken (the form type, the origin when the browser names one), at most ACCEPT_RULE posts per offer
   * and address. A valid name is recorded once and the browser is sent back to the page (303); a refused name
   * shows the page again with the error at the field (400).
   */
  app.post('/offer/:token/accept', { schema: { ...hide, params: tokenParams } }, async (request, reply) => {
    const offer = await findOfferByToken(db, request.params.token);
    if (!offer) return notFoundPage(reply);
    const language = documentLanguageOf(offer.countryCode);
    const isForm = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === FORM_TYPE;
    if (!isForm) return reply.status(415).headers(pageHeaders).send(renderRefused(language));
    if (!isSameOriginPost(request, env.PUBLIC_URL)) {
      return reply.status(403).headers(pageHeaders).send(renderRefused(language));
    }
    const attempt = await reserveAcceptAttempt(db, offer, request.ip);
    if (!attempt.isAllowed) {
      return reply
        .status(429)
        .headers({ ...pageHeaders, 'retry-after': String(attempt.retryAfterSeconds) })
        .send(renderTooManyAttempts(language, attempt.retryAfterSeconds));
    }
    const backToPage = () =>
      reply.header('cache-control', 'no-store').redirect(`/offer/${encodeURIComponent(request.params.token)}`, 303);
    // accepted already: nothing changes, the same answer — the page, which says who accepted it and when
    if (offer.htmlOfferAcceptedAt) return backToPage();
    const typed = (request.body as URLSearchParams).get('name');
    const parsed = parseAcceptName(typed);
    if (!parsed.isValid) {
      const view = await loadPublicOfferView(db, offer);
      const form = { name: (typed ?? '').slice(0, 200), error: parsed.error };
      return reply.status(400).headers(pageHeaders).send(renderPublicOfferPage(view, form));
    }
    await acceptOffer(db, offer, parsed.name);
    return backToPage();
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
