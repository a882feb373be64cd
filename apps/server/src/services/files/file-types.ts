/**
 * The file types the product accepts, recognised by their content, never by the name or type the
 * client sent (DESIGN §4 Uploads). Anything else — HTML, SVG, scripts, executables, archives — is
 * not on the list.
 */
export const fileTypes = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  png: { mime: 'image/png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'] },
  mp4: { mime: 'video/mp4', extensions: ['mp4', 'm4a', 'm4v'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  /** Plain text accepted only where an upload asks for it (the customer import), never by default. */
  csv: { mime: 'text/csv', extensions: ['csv', 'txt'] },
  // bank statements (decision 121): accepted only where a caller names them, never by default
  gpc: { mime: 'text/plain', extensions: ['gpc', 'abo', 'txt'] },
  xml: { mime: 'application/xml', extensions: ['xml'] },
} as const;
export type FileKind = keyof typeof fileTypes;
/** The kinds that are ZIP files: their central directory is checked before anything reads them (upload-limits.ts). */
export const zipFileKinds: readonly FileKind[] = ['docx', 'xlsx', 'pptx'];
/** Text kinds a caller must ask for by name (allowedKinds); the default list of uploads leaves them out. */
export const explicitFileKinds: readonly FileKind[] = ['csv', 'gpc', 'xml'];
export const allFileKinds = (Object.keys(fileTypes) as FileKind[]).filter((kind) => !explicitFileKinds.includes(kind));

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** An MPEG audio frame header: sync bits, a defined version and layer, a valid bitrate and rate. */
const isMpegFrame = (bytes: Buffer) => {
  const [b0 = 0, b1 = 0, b2 = 0] = bytes;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0 && b2 >> 4 !== 0x0f;
};

/** One entry of a ZIP's central directory: its name and the sizes the directory declares. */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

/**
 * The entries of a ZIP file, read from its central directory only (nothing is inflated); undefined
 * if it is not one. ZIP64 sizes (0xFFFFFFFF) stay as declared: far over any limit of ours.
 */
export const zipEntries = (bytes: Buffer): ZipEntry[] | undefined => {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return undefined;
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** docx/xlsx/pptx: a ZIP with [Content_Types].xml and the main folder of its kind; no macros. */
const officeZipKind = (bytes: Buffer): FileKind | undefined => {
  const names = zipEntries(bytes)?.map((entry) => entry.name);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  if (names.some((name) => /vbaProject\.bin$|\.(exe|dll|js|vbs|bat|cmd|ps1|scr)$/i.test(name))) return undefined;
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return undefined;
};

/** doc/xls: an OLE compound file whose directory names a Word or Excel stream (installers are OLE too). */
const oleKind = (bytes: Buffer): FileKind | undefined => {
  const utf16 = (text: string) => Buffer.from(text, 'utf16le');
  if (bytes.includes(utf16('WordDocument'))) return 'doc';
  if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book\0'))) return 'xls';
  return undefined;
};

/** A GPC statement: its first record is a `074` header of digits, the file plain text. */
const isGpc = (bytes: Buffer) =>
  startsWith(bytes, ascii('074')) && /^074\d{16}/.test(bytes.subarray(0, 19).toString('latin1')) && !bytes.includes(0);

/** An XML document: a declaration (after an optional BOM), never HTML or SVG. */
const isXml = (bytes: Buffer) => {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  return head.startsWith('<?xml') && !/<(svg|html)[\s>]/i.test(head) && !bytes.includes(0);
};

/** The allowed kind of a file by its content, or undefined. */
export const detectFileKind = (bytes: Buffer): FileKind | undefined => {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ID3')) || isMpegFrame(bytes)) return 'mp3';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeZipKind(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return oleKind(bytes);
  if (isGpc(bytes)) return 'gpc';
  if (isXml(bytes)) return 'xml';
  return undefined;
};

/**
 * Text a CSV can be: no control characters but tab, line feed and carriage return (UTF-8 and
 * Windows-1250 both qualify) and not markup (nothing starting with `<`). Checked only when the
 * upload accepts `csv`, after every binary kind.
 */
export const isCsvText = (bytes: Buffer) => {
  if (bytes.length === 0) return false;
  for (const byte of bytes)
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  return !/^(\ufeff)?\s*</.test(bytes.subarray(0, 1024).toString('utf8'));
};

/** The content type to store and serve: a known kind, else an opaque download. */
export const detectType = (bytes: Buffer) => {
  const kind = detectFileKind(bytes);
  return kind ? fileTypes[kind].mime : 'application/octet-stream';
};
