import { createHash } from 'node:crypto';

/** HTML-escapes text for element content and double-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Phone first: one column, the table becomes cards under 600 px. No script anywhere. Colours keep AA contrast on
 * white (text 17:1, muted 8:1, links 6.3:1, the accept button 5.3:1, errors 5.9:1).
 */
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
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:12px 24px;margin:12px 0}
.parties h2{font-size:.875rem;text-transform:uppercase;letter-spacing:.04em;color:#495057;margin:0 0 4px}
.parties p{margin:0}
dl.facts{display:flex;flex-wrap:wrap;gap:4px 24px;margin:0}dl.facts div{display:flex;gap:6px}
dl.facts dt{color:#495057}dl.facts dd{margin:0;font-weight:600}
section.accept{border:2px solid #2b7a3d}
.accepted{border-left:6px solid #2b7a3d;background:#ebfbee}.accepted .muted{color:#3d4449}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=text]{width:100%;max-width:420px;font:inherit;padding:10px 12px;border:1px solid #6c757d;border-radius:6px;color:#1a1b1e;background:#fff}
input[type=text]:focus-visible{outline:3px solid #1c5fb0;outline-offset:1px}
input[aria-invalid=true]{border:2px solid #c41e1e}
.hint{color:#495057;font-size:.875rem;margin:4px 0 0}
.error{color:#c41e1e;font-weight:600;margin:4px 0 0}
button{margin-top:12px;font:inherit;font-weight:600;padding:10px 20px;min-height:44px;border:0;border-radius:6px;background:#2b7a3d;color:#fff;cursor:pointer}
button:hover{background:#236532}button:focus-visible{outline:3px solid #1c5fb0;outline-offset:2px}
@media (max-width:600px){
 thead{position:absolute;left:-9999px}
 table,tbody,tr,td{display:block;width:100%}
 tr{border-bottom:1px solid #dee2e6;padding:8px 0}
 td{border:0;padding:2px 0;display:flex;justify-content:space-between;gap:12px}
 td.num{text-align:right}
 td::before{content:attr(data-label);color:#495057}
 td.name{font-weight:600}td.name::before{content:none}
 button{width:100%}
}`;

const publicOfferStyleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** One page of the public offer: its language, its title, its body inside `<main>`. */
export const publicPage = (title: string, body: string, lang = 'cs') => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/** A page with one message: a refused request, a missing offer. */
export const messagePage = (title: string, text: string, lang = 'cs') =>
  publicPage(title, `<header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></header>`, lang);

/**
 * Strict CSP of the page: nothing runs; only its own hashed style, media and the two video players; the one form
 * posts to the page's own origin (decision 192).
 */
export const publicOfferCsp = [
  "default-src 'none'",
  `style-src ${publicOfferStyleHash}`,
  "img-src 'self'",
  "media-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
