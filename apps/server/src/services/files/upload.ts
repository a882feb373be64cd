import type { Db } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { allFileKinds, detectFileKind, type FileKind, fileTypes, isCsvText, zipFileKinds } from './file-types';
import { type StoredFile, storeFile } from './files';
import { checkZipSizes, fileTooLarge, type UploadLimits, uploadLimits } from './upload-limits';

/**
 * The one way in for uploaded files (DESIGN §4 Uploads): user files, call recordings, offer
 * attachments, the customer import, bank statements. Size first (the kind's limit, 413), then strict
 * base64, then the type by content against an allow-list, a ZIP's declared sizes (upload-limits.ts), and
 * a cleaned name; a refusal is a field error naming the field.
 */
export type UploadInput = {
  filename: string;
  /** Base64, optionally as a data: URL (its declared type is ignored). */
  content: string;
  /** Which kinds this upload accepts; default every allowed kind. */
  allowedKinds?: readonly FileKind[];
  /** The request's field names, for the field errors. */
  fields?: { filename?: string; content?: string };
  /** Size and ZIP limits of this kind of upload (default: a stored file's). */
  limits?: UploadLimits;
};
export type CheckedUpload = { name: string; bytes: Buffer; kind: FileKind; type: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes base64 strictly: the standard alphabet, whole groups, canonical padding bits. */
export const decodeBase64 = (content: string, field = 'content', limits: UploadLimits = uploadLimits.file) => {
  const normalized = content.replace(/^data:[^,]{0,200};base64,/, '').replace(/[\r\n]/g, '');
  if (normalized.length === 0) throw fieldError({ [field]: 'required' });
  if (Math.floor((normalized.length * 3) / 4) - (normalized.match(/=+$/)?.[0].length ?? 0) > limits.maxBytes) {
    throw fileTooLarge(field, limits);
  }
  if (!BASE64.test(normalized) || normalized.length % 4 !== 0) throw fieldError({ [field]: 'invalid' });
  const bytes = Buffer.from(normalized, 'base64');
  if (bytes.toString('base64') !== normalized) throw fieldError({ [field]: 'invalid' });
  return bytes;
};

// Control characters (C0, DEL, C1), bidirectional overrides and isolates, zero-width characters.
const UNSAFE_CHARACTERS = /[\p{Cc}\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
const QUOTES = /["'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f]/g;
const RESERVED = /[<>:|?*]/g;
const MAX_NAME_LENGTH = 200;

/**
 * A file name safe to store, list and send back in Content-Disposition: no path parts, no control
 * or bidi characters, no quotes or characters Windows refuses, not hidden, at most 200 characters.
 * Empty when nothing usable is left.
 */
export const cleanFileName = (raw: string) => {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(QUOTES, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
};

/** The name with an extension of its real type (`faktura.exe` holding a PDF becomes `faktura.exe.pdf`). */
const withExtensionOf = (name: string, kind: FileKind) => {
  const { extensions } = fileTypes[kind];
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension && (extensions as readonly string[]).includes(extension)) return name;
  return cleanFileName(`${name}.${extensions[0]}`);
};

/** Checks an upload without storing it. */
export const checkUpload = (input: UploadInput): CheckedUpload => {
  const filenameField = input.fields?.filename ?? 'filename';
  const contentField = input.fields?.content ?? 'content';
  const limits = input.limits ?? uploadLimits.file;
  const bytes = decodeBase64(input.content, contentField, limits);
  const name = cleanFileName(input.filename);
  if (!name) throw fieldError({ [filenameField]: 'invalid' });
  const allowed = input.allowedKinds ?? allFileKinds;
  const kind = detectFileKind(bytes) ?? (allowed.includes('csv') && isCsvText(bytes) ? 'csv' : undefined);
  if (!kind || !allowed.includes(kind)) {
    throw fieldError({ [contentField]: 'unsupported_file_type' });
  }
  if (zipFileKinds.includes(kind)) checkZipSizes(bytes, limits, contentField);
  return { name: withExtensionOf(name, kind), bytes, kind, type: fileTypes[kind].mime };
};

/** Checks an upload and stores it in the files table. */
export const storeUpload = async (db: Db, input: UploadInput): Promise<StoredFile & { kind: FileKind }> => {
  const upload = checkUpload(input);
  const stored = await storeFile(db, { name: upload.name, bytes: upload.bytes, type: upload.type });
  return { ...stored, kind: upload.kind };
};
