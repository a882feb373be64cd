import { COMPANY_TIME_ZONE } from '@bo/contract/dates/business-calendar';
import { OFFER_ACCEPT_NAME_MAX } from '@bo/contract/offers/schemas';
import { type DocumentLanguage, type DocumentTexts, documentTexts } from '../documents/document-texts';
import { createFormatters } from '../documents/pdf/format';
import { czechDate } from './offer-content';
import { escapeHtml, messagePage, publicPage } from './public-offer-page';

type Party = { heading: string; lines: string[] };

export type PublicOfferView = {
  id: number;
  /** the offer's own heading (its e-mail content's name), shown under the number */
  name: string;
  supplier: Party;
  customer: Party;
  created: Date;
  validUntil: Date;
  currency: string;
  lines: {
    name: string;
    amount: number;
    unitPrice: number;
    sale: number;
    priceWithoutVat: number;
    priceWithVat: number;
  }[];
  totals: { priceWithoutVat: number; priceWithVat: number };
  /** false: the supplier is not a VAT payer — final prices, no VAT columns (decision 177) */
  isVatPayer: boolean;
  /** the customer's country's language (decision 181) */
  language: DocumentLanguage;
  attachments: { name: string; href: string; size: number }[];
  videos: { title: string; embedUrl?: string; fileHref?: string }[];
  operator: { name: string; phone: string; email: string } | null;
  /** where the accept form posts */
  acceptHref: string;
  /** null until the customer accepts (decision 192) */
  accepted: { name: string; at: Date } | null;
};

export type AcceptError = keyof DocumentTexts['publicOffer']['accept']['errors'];
/** What the customer typed into a refused accept form, and why it was refused. */
export type AcceptFormState = { name: string; error: AcceptError };

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const timeOfDay = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(date);

const textsOf = (view: Pick<PublicOfferView, 'language'>) => documentTexts(view.language);

/** "Nabídka č. 12" (Slovak "Ponuka č. 12"), as the PDF is titled. */
const titleOf = (view: PublicOfferView) => `${textsOf(view).offer.title} č. ${view.id}`;

const partyBlock = (party: Party) => {
  const lines = party.lines.filter(Boolean);
  return lines.length
    ? `<div><h2>${escapeHtml(party.heading)}</h2>
${lines.map((line, index) => `<p>${index === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line)}</p>`).join('\n')}
</div>`
    : '';
};

const header = (view: PublicOfferView) => {
  const t = textsOf(view).publicOffer;
  return `<header>
<h1>${escapeHtml(titleOf(view))}</h1>
${view.name ? `<p class="muted">${escapeHtml(view.name)}</p>` : ''}
<div class="parties">
${partyBlock(view.supplier)}
${partyBlock(view.customer)}
</div>
<dl class="facts">
<div><dt>${t.dateIssued}:</dt><dd>${czechDate(view.created)}</dd></div>
<div><dt>${t.validUntil}:</dt><dd>${czechDate(view.validUntil)}</dd></div>
</dl>
</header>`;
};

const cartSection = (view: PublicOfferView) => {
  if (!view.lines.length) return '';
  const f = createFormatters('cs-CZ', view.currency);
  const texts = textsOf(view);
  const t = texts.publicOffer;
  const vat = view.isVatPayer;
  const columns = vat ? t.columnsVat : t.columnsPlain;
  const rows = view.lines
    .map((line) => {
      const cells = [
        f.amount(line.amount),
        f.money(line.unitPrice),
        f.percent(line.sale),
        f.money(line.priceWithoutVat),
      ];
      if (vat) cells.push(f.money(line.priceWithVat));
      return `<tr>
<td class="name">${escapeHtml(line.name)}</td>
${cells.map((cell, index) => `<td class="num" data-label="${columns[index]}">${escapeHtml(cell)}</td>`).join('\n')}
</tr>`;
    })
    .join('\n');
  const totals = vat
    ? `<p>${t.totalWithoutVat}: ${escapeHtml(f.money(view.totals.priceWithoutVat))}</p>
<p><strong>${t.totalWithVat}: ${escapeHtml(f.money(view.totals.priceWithVat))}</strong></p>`
    : `<p><strong>${t.total}: ${escapeHtml(f.money(view.totals.priceWithoutVat))}</strong></p>
<p>${texts.plain.sentence}</p>`;
  return `<section aria-labelledby="cart-heading">
<h2 id="cart-heading">${t.cart}</h2>
<table>
<thead><tr><th scope="col">${t.item}</th>${columns.map((column) => `<th scope="col" class="num">${column}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
<div class="totals">
${totals}
</div>
</section>`;
};

/** The accepted offer: who and when, instead of the form. */
const acceptedSection = (view: PublicOfferView, accepted: NonNullable<PublicOfferView['accepted']>) => {
  const t = textsOf(view).publicOffer.accept;
  return `<section class="accepted" aria-labelledby="accepted-heading">
<h2 id="accepted-heading">${t.acceptedHeading}</h2>
<p>${escapeHtml(t.accepted(accepted.name, czechDate(accepted.at), timeOfDay(accepted.at)))}</p>
<p class="muted">${t.acceptedThanks}</p>
</section>`;
};

/** "Přijmout nabídku": a plain form POST (no script), the error at the field when the name was refused. */
const acceptSection = (view: PublicOfferView, form: AcceptFormState | undefined) => {
  const t = textsOf(view).publicOffer.accept;
  const describedBy = form ? 'accept-name-error accept-name-hint' : 'accept-name-hint';
  return `<section class="accept" aria-labelledby="accept-heading">
<h2 id="accept-heading">${t.heading}</h2>
<p>${t.intro}</p>
<form method="post" action="${escapeHtml(view.acceptHref)}" novalidate>
<label for="accept-name">${t.nameLabel}</label>
<input type="text" id="accept-name" name="name" autocomplete="name" maxlength="${OFFER_ACCEPT_NAME_MAX}" required
 aria-describedby="${describedBy}"${form ? ` aria-invalid="true" autofocus value="${escapeHtml(form.name)}"` : ''}>
${form ? `<p class="error" id="accept-name-error">${t.errors[form.error]}</p>` : ''}
<p class="hint" id="accept-name-hint">${t.nameHint}</p>
<button type="submit">${t.button}</button>
</form>
</section>`;
};

const attachmentsSection = (view: PublicOfferView) =>
  view.attachments.length
    ? `<section aria-labelledby="attachments-heading">
<h2 id="attachments-heading">${textsOf(view).publicOffer.attachments}</h2>
<ul>
${view.attachments
  .map(
    (file) =>
      `<li><a href="${escapeHtml(file.href)}" download>${escapeHtml(file.name)}</a> <span class="muted">(${formatSize(file.size)})</span></li>`,
  )
  .join('\n')}
</ul>
</section>`
    : '';

const videosSection = (view: PublicOfferView) =>
  view.videos.length
    ? `<section aria-labelledby="videos-heading">
<h2 id="videos-heading">${textsOf(view).publicOffer.videos}</h2>
${view.videos
  .map((video) =>
    video.embedUrl
      ? `<h3>${escapeHtml(video.title)}</h3><div class="video"><iframe src="${escapeHtml(video.embedUrl)}" title="${escapeHtml(video.title)}" loading="lazy" referrerpolicy="no-referrer" allow="fullscreen; picture-in-picture" allowfullscreen></iframe></div>`
      : `<h3>${escapeHtml(video.title)}</h3><video controls preload="metadata" src="${escapeHtml(video.fileHref ?? '')}"></video>`,
  )
  .join('\n')}
</section>`
    : '';

const contactSection = (view: PublicOfferView) => {
  if (!view.operator) return '';
  const t = textsOf(view).publicOffer;
  const { name, phone, email } = view.operator;
  return `<section aria-labelledby="contact-heading">
<h2 id="contact-heading">${t.contact}</h2>
<p>${escapeHtml(name)}</p>
${phone ? `<p>${t.phone}: <a href="tel:${escapeHtml(phone.replace(/\s+/g, ''))}">${escapeHtml(phone)}</a></p>` : ''}
${email ? `<p>E-mail: <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></p>` : ''}
</section>`;
};

/**
 * The public HTML offer in its customer's language, escaped, no script, good on a 390 px phone: the number, the
 * supplier and customer, date and validity, the cart, then the accept form — or who accepted it and when.
 */
export const renderPublicOfferPage = (view: PublicOfferView, form?: AcceptFormState) => {
  const t = textsOf(view);
  const title = [titleOf(view), view.supplier.lines[0]].filter(Boolean).join(' – ');
  return publicPage(
    form ? `${t.publicOffer.accept.errorTitle}: ${title}` : title,
    [
      header(view),
      view.accepted ? acceptedSection(view, view.accepted) : '',
      cartSection(view),
      view.accepted ? '' : acceptSection(view, form),
      attachmentsSection(view),
      videosSection(view),
      contactSection(view),
    ]
      .filter(Boolean)
      .join('\n'),
    t.publicOffer.lang,
  );
};

export const renderPublicOfferNotFound = () =>
  messagePage(
    'Nabídka nenalezena',
    'Odkaz je neplatný nebo nabídka již není k dispozici. Obraťte se prosím na svého obchodního zástupce.',
  );

/** 429: the accept form was posted too often from this address. */
export const renderTooManyAttempts = (language: DocumentLanguage, retryAfterSeconds: number) => {
  const t = documentTexts(language).publicOffer.accept;
  return messagePage(
    t.tooManyTitle,
    t.tooMany(Math.ceil(retryAfterSeconds / 60)),
    documentTexts(language).publicOffer.lang,
  );
};

/** 403 / 415: a post that did not come from the page's own form. */
export const renderRefused = (language: DocumentLanguage) => {
  const t = documentTexts(language).publicOffer.accept;
  return messagePage(t.refusedTitle, t.refused, documentTexts(language).publicOffer.lang);
};
