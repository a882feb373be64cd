import { createHash } from 'node:crypto';
import { type DocumentLanguage, documentTexts } from '../documents/document-texts';
import { createFormatters } from '../documents/pdf/format';
import { czechDate, offerValidUntil } from './offer-content';

/** HTML-escapes text for element content and double-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type PublicOfferView = {
  title: string;
  company: string;
  customer: string;
  created: Date;
  currency: string;
  intro: string;
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
};

/** Phone first: one column, the table becomes cards under 600 px. No script anywhere. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f5f6f8}
main{max-width:860px;margin:0 auto;padding:16px}
header,section{background:#fff;border-radius:8px;padding:16px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:0 0 12px}h3{font-size:1rem;margin:0 0 8px}
p{margin:0 0 8px}.muted{color:#495057}
table{width:100%;border-collapse:collapse}th,td{padding:8px;text-align:left;border-bottom:1px solid #dee2e6;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
.totals{margin-top:12px;text-align:right}.totals strong{font-size:1.15rem}
ul{padding-left:20px;margin:0}li{margin-bottom:6px}
a{color:#1c5fb0}a:focus-visible{outline:3px solid #1c5fb0;outline-offset:2px}
.video{position:relative;padding-top:56.25%;margin-bottom:12px}.video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
video{width:100%;margin-bottom:12px;border-radius:4px}
@media (max-width:600px){
 thead{position:absolute;left:-9999px}
 table,tbody,tr,td{display:block;width:100%}
 tr{border-bottom:1px solid #dee2e6;padding:8px 0}
 td{border:0;padding:2px 0;display:flex;justify-content:space-between;gap:12px}
 td.num{text-align:right}
 td::before{content:attr(data-label);color:#495057}
 td.name{font-weight:600}td.name::before{content:none}
}`;

export const publicOfferStyleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const page = (title: string, body: string, lang = 'cs') => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The public HTML offer: Czech, escaped, no script, good on a 390 px phone. */
export const renderPublicOfferPage = (view: PublicOfferView) => {
  const f = createFormatters('cs-CZ', view.currency);
  const texts = documentTexts(view.language);
  const t = texts.publicOffer;
  const vat = view.isVatPayer;
  const columns = vat ? t.columnsVat : t.columnsPlain;
  const rows = view.lines
    .map((line) => {
      const cells = vat
        ? [
            f.amount(line.amount),
            f.money(line.unitPrice),
            f.percent(line.sale),
            f.money(line.priceWithoutVat),
            f.money(line.priceWithVat),
          ]
        : [f.amount(line.amount), f.money(line.unitPrice), f.percent(line.sale), f.money(line.priceWithoutVat)];
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
  const cart = view.lines.length
    ? `<section aria-labelledby="cart-heading">
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
</section>`
    : '';
  const attachments = view.attachments.length
    ? `<section aria-labelledby="attachments-heading">
<h2 id="attachments-heading">${t.attachments}</h2>
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
  const videos = view.videos.length
    ? `<section aria-labelledby="videos-heading">
<h2 id="videos-heading">${t.videos}</h2>
${view.videos
  .map((video) =>
    video.embedUrl
      ? `<h3>${escapeHtml(video.title)}</h3><div class="video"><iframe src="${escapeHtml(video.embedUrl)}" title="${escapeHtml(video.title)}" loading="lazy" referrerpolicy="no-referrer" allow="fullscreen; picture-in-picture" allowfullscreen></iframe></div>`
      : `<h3>${escapeHtml(video.title)}</h3><video controls preload="metadata" src="${escapeHtml(video.fileHref ?? '')}"></video>`,
  )
  .join('\n')}
</section>`
    : '';
  const operator = view.operator
    ? `<section aria-labelledby="contact-heading">
<h2 id="contact-heading">${t.contact}</h2>
<p>${escapeHtml(view.operator.name)}</p>
${view.operator.phone ? `<p>${t.phone}: <a href="tel:${escapeHtml(view.operator.phone.replace(/\s+/g, ''))}">${escapeHtml(view.operator.phone)}</a></p>` : ''}
${view.operator.email ? `<p>E-mail: <a href="mailto:${escapeHtml(view.operator.email)}">${escapeHtml(view.operator.email)}</a></p>` : ''}
</section>`
    : '';
  return page(
    `${view.title} – ${view.company}`,
    `<header>
<h1>${escapeHtml(view.title)}</h1>
<p class="muted">${escapeHtml(view.company)}${view.customer ? ` ${t.forCustomer} ${escapeHtml(view.customer)}` : ''}</p>
<p class="muted">${t.issued(czechDate(view.created), czechDate(offerValidUntil(view.created)))}</p>
${paragraphs(view.intro)}
</header>
${cart}
${attachments}
${videos}
${operator}`,
    t.lang,
  );
};

export const renderPublicOfferNotFound = () =>
  page(
    'Nabídka nenalezena',
    `<header><h1>Nabídka nenalezena</h1><p>Odkaz je neplatný nebo nabídka již není k dispozici. Obraťte se prosím na svého obchodního zástupce.</p></header>`,
  );

/** Strict CSP of the page: nothing runs; only its own hashed style, media and the two video players. */
export const publicOfferCsp = [
  "default-src 'none'",
  `style-src ${publicOfferStyleHash}`,
  "img-src 'self'",
  "media-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
