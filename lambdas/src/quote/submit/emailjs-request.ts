/**
 * The two EmailJS request shapes the official `@emailjs/browser` SDK sends (v4: `send` posts JSON,
 * `sendForm` posts multipart form data), checked and parsed into one request, or a plain-text rejection.
 */
import { apiPaths } from '@courier/common/api/contract';
import busboy from 'busboy';
import { bodyBytes, type HttpEvent, header } from '../../http/api-gateway';

/** A quote is a few KB; anything near this is not a quote. */
export const maxBodyBytes = 64 * 1024;
/** Every quote field, 20 stops of two fields, the protocol fields and some slack. */
const maxFields = 100;
/** Bytes: the longest field (2,000 characters of notes) in any UTF-8, with room for the combined stops text. */
const maxFieldBytes = 16 * 1024;

export interface EmailJsRequest {
  /** A plain HTML form post (no JavaScript): answered with a redirect to a page, not with text. */
  browserForm: boolean;
  serviceId: string;
  templateId: string;
  publicKey: string;
  params: Record<string, string>;
}

export interface Rejection {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

export type ParsedRequest = { ok: true; request: EmailJsRequest } | { ok: false; rejection: Rejection };

export interface ExpectedIds {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/** Longest parameter name echoed back in a message; longer ones are cut, odd characters replaced. */
export const maxShownNameLength = 40;

export function shownName(name: string): string {
  const safe = name.replace(/[^\w.-]/g, '?');
  return safe.length > maxShownNameLength ? `${safe.slice(0, maxShownNameLength)}…` : safe;
}

const formMediaType = 'multipart/form-data';
/** What a browser posts for a form without JavaScript (its default enctype). */
const browserFormMediaType = 'application/x-www-form-urlencoded';

/** Null prototype, so a field called __proto__ is just an odd field name. */
const emptyRecord = (): Record<string, string> => Object.create(null);

const reject = (status: number, message: string, headers?: Record<string, string>): ParsedRequest => ({
  ok: false,
  rejection: headers ? { status, message, headers } : { status, message },
});

/** Field values that travel beside the template parameters, not inside them. */
const protocolFields = ['service_id', 'template_id', 'user_id', 'lib_version', 'accessToken'];

// API Gateway's encoding is standard, padded base64; Node's decoder would skip garbage silently.
const base64Shape = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export async function readEmailJsRequest(event: HttpEvent): Promise<ParsedRequest> {
  const path = event.rawPath;
  if (path !== apiPaths.send && path !== apiPaths.sendForm) return reject(404, 'Not found.');
  if (event.requestContext.http.method !== 'POST') {
    return reject(405, 'Method not allowed. Use POST.', { allow: 'POST' });
  }

  const mediaType = (header(event, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const expectedTypes = path === apiPaths.send ? ['application/json'] : [formMediaType, browserFormMediaType];
  if (!expectedTypes.includes(mediaType ?? ''))
    return reject(415, `Content-Type must be ${expectedTypes.join(' or ')}.`);

  const declaredLength = header(event, 'content-length');
  if (declaredLength !== undefined && !/^\d+$/.test(declaredLength.trim())) {
    return reject(400, 'The Content-Length header is not a number.');
  }
  if (Number(declaredLength ?? 0) > maxBodyBytes) return reject(413, 'The request body is too large.');
  if (event.isBase64Encoded && !base64Shape.test(event.body ?? '')) {
    return reject(400, 'The request body is not valid base64.');
  }
  const body = bodyBytes(event);
  if (body.length > maxBodyBytes) return reject(413, 'The request body is too large.');
  if (body.length === 0) return reject(400, 'The request body is empty.');

  if (path === apiPaths.send) return parseJson(body);
  if (mediaType === browserFormMediaType) return parseUrlEncoded(body);
  return parseMultipart(body, header(event, 'content-type') ?? '');
}

function toRequest(fields: Record<string, string>, params: Record<string, string>, browserForm = false): ParsedRequest {
  return {
    ok: true,
    request: {
      browserForm,
      serviceId: fields.service_id ?? '',
      templateId: fields.template_id ?? '',
      publicKey: fields.user_id ?? '',
      params,
    },
  };
}

function parseJson(body: Buffer): ParsedRequest {
  let data: unknown;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    data = JSON.parse(text);
  } catch {
    return reject(400, 'The request body is not valid JSON.');
  }
  if (!isPlainObject(data)) return reject(400, 'The request body must be a JSON object.');
  // JSON.parse keeps the last of a repeated key silently; the form endpoints refuse repeats, so this one does too.
  const repeated = repeatedKey(text);
  if (repeated !== null) return reject(400, `The key ${shownName(repeated)} was sent more than once.`);

  const fields = emptyRecord();
  for (const name of protocolFields) {
    const value = data[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return reject(400, `${shownName(name)} must be a string.`);
    fields[name] = value;
  }

  const rawParams = data.template_params ?? {};
  if (!isPlainObject(rawParams)) return reject(400, 'template_params must be an object.');
  const entries = Object.entries(rawParams);
  if (entries.length > maxFields) return reject(400, 'Too many template parameters.');
  const params = emptyRecord();
  for (const [name, value] of entries) {
    // Numbers are how a script naturally passes the distance and duration; anything else is not form text.
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string') return reject(400, `Template parameter ${shownName(name)} must be text.`);
    if (Buffer.byteLength(text) > maxFieldBytes)
      return reject(400, `Template parameter ${shownName(name)} is too large.`);
    params[name] = text;
  }
  return toRequest(fields, params);
}

/**
 * The first key repeated within one object of a JSON text that parses, compared as decoded ("a" and "\u0061" are
 * one key), or null.
 */
function repeatedKey(json: string): string | null {
  // One entry per open object or array: an object's keys so far and whether its next string is a key.
  const open: ({ keys: Set<string>; expectKey: boolean } | null)[] = [];
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const object = open.at(-1);
      if (object?.expectKey) {
        const key = JSON.parse(json.slice(i, end + 1)) as string;
        if (object.keys.has(key)) return key;
        object.keys.add(key);
        object.expectKey = false;
      }
      i = end;
    } else if (c === '{') open.push({ keys: new Set(), expectKey: true });
    else if (c === '[') open.push(null);
    else if (c === '}' || c === ']') open.pop();
    else if (c === ',') {
      const object = open.at(-1);
      if (object) object.expectKey = true;
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values of a multipart body's parts, decoded by busboy: by the charset a part's Content-Type names, else `defCharset`. */
function readParts(
  body: Buffer,
  contentType: string,
  defCharset: string,
): Promise<{ values: Record<string, string> } | { rejected: ParsedRequest }> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defCharset,
        limits: { files: 0, fields: maxFields, fieldSize: maxFieldBytes },
      });
    } catch {
      resolve({ rejected: reject(400, 'The multipart boundary is missing.') });
      return;
    }

    const values = emptyRecord();
    let problem: string | undefined;
    const fail = (message: string) => {
      problem ??= message;
    };

    parser.on('field', (name, value, info) => {
      if (!name) fail('Every form field needs a name.');
      else if (info.valueTruncated) fail(`Form field ${shownName(name)} is too large.`);
      else if (name in values) fail(`Form field ${shownName(name)} was sent more than once.`);
      // Undefined when busboy cannot decode the charset the part names: as if none of it decoded.
      else values[name] = value ?? '\uFFFD';
    });
    parser.on('filesLimit', () => fail('Files are not accepted.'));
    parser.on('fieldsLimit', () => fail('Too many form fields.'));
    parser.on('error', () => resolve({ rejected: reject(400, 'The form data is malformed or incomplete.') }));
    parser.on('close', () => resolve(problem ? { rejected: reject(400, problem) } : { values }));
    parser.end(body);
  });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Every part decoded as strict UTF-8, as urlencoded bodies are: a part that is not gets a 400 naming it, never a
 * U+FFFD in its place. Busboy decodes a part itself, by the charset its Content-Type names, else by the default it is
 * given: read with latin1, a part that names none comes as its bytes, decoded here. Read again with UTF-16 it comes
 * out otherwise (n bytes are n latin1 characters, n/2 UTF-16 ones), while a part that names its own charset reads
 * the same both times: busboy decoded it, writing U+FFFD for what did not decode, which is refused as the same fault.
 */
async function parseMultipart(body: Buffer, contentType: string): Promise<ParsedRequest> {
  const asBytes = await readParts(body, contentType, 'latin1');
  if ('rejected' in asBytes) return asBytes.rejected;
  const asUtf16 = await readParts(body, contentType, 'utf16le');
  if ('rejected' in asUtf16) return asUtf16.rejected;
  const values = emptyRecord();
  for (const [name, latin1] of Object.entries(asBytes.values)) {
    const namesCharset = latin1 !== '' && asUtf16.values[name] === latin1;
    const text = namesCharset ? latin1 : decodeStrictly(Buffer.from(latin1, 'latin1'));
    if (text === undefined || (namesCharset && text.includes('\uFFFD'))) {
      return reject(400, `Form field ${shownName(name)} is not valid UTF-8.`);
    }
    values[name] = text;
  }
  return splitFields(values, false);
}

/** The text the bytes are in UTF-8, or undefined when they are not UTF-8. */
function decodeStrictly(bytes: Buffer): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function splitFields(values: Record<string, string>, browserForm: boolean): ParsedRequest {
  const fields = emptyRecord();
  const params = emptyRecord();
  for (const [name, value] of Object.entries(values)) {
    if (protocolFields.includes(name)) fields[name] = value;
    else params[name] = value;
  }
  return toRequest(fields, params, browserForm);
}

/** A form posted without JavaScript: the same limits as multipart, field by field. */
function parseUrlEncoded(body: Buffer): ParsedRequest {
  const text = decodeStrictly(body);
  if (text === undefined) return reject(400, 'The form data is not valid UTF-8.');
  const values = emptyRecord();
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    if (++count > maxFields) return reject(400, 'Too many form fields.');
    if (!name) return reject(400, 'Every form field needs a name.');
    if (Buffer.byteLength(value) > maxFieldBytes) return reject(400, `Form field ${shownName(name)} is too large.`);
    if (name in values) return reject(400, `Form field ${shownName(name)} was sent more than once.`);
    values[name] = value;
  }
  return splitFields(values, true);
}

/** Answers as EmailJS does when an ID is missing or is not this site's. */
export function checkIds(request: EmailJsRequest, expected: ExpectedIds): Rejection | null {
  const checks = [
    ['The public key', request.publicKey, expected.publicKey],
    ['The service ID', request.serviceId, expected.serviceId],
    ['The template ID', request.templateId, expected.templateId],
  ] as const;
  for (const [what, given, wanted] of checks) {
    if (!given) return { status: 400, message: `${what} is required.` };
    if (given !== wanted) return { status: 400, message: `${what} is invalid.` };
  }
  return null;
}
