// Requests to a service that holds secrets (identity: passwords, refresh tokens) travel sealed under
// a key only the caller and that service hold, so Redis never sees them in clear: not in a live key,
// not in freed memory, not in the append-only file or a snapshot, not on a replica
// (docs/decisions/0009-sealed-identity-transport.md).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ReplyEnvelope, RequestEnvelope } from './wire';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key as configured: base64 or base64url of 32 random bytes (`openssl rand -base64 32`). */
export function transportKeyBytes(key: string): Buffer {
  const bytes = Buffer.from(key.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== 32) throw new Error('a transport key must be 32 random bytes, base64-encoded');
  return bytes;
}

/** AES-256-GCM, as base64 of iv | tag | ciphertext. */
export function seal(plain: string | Buffer, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** The plain text of seal(); null when the key is wrong or the text was changed. */
export function unseal(sealed: string, key: Buffer): Buffer | null {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

/** What the sealed part of a request holds: its data and the key its reply is sealed with. */
interface SealedPart {
  data: unknown;
  seal: string;
}

/** The request as it goes into the stream: data and reply key sealed under the service's key. */
export function sealRequest(request: RequestEnvelope & { seal: string }, serviceKey: Buffer): RequestEnvelope {
  const { data, seal: replyKey, ...visible } = request;
  const part: SealedPart = { data, seal: replyKey };
  return { ...visible, data: null, sealed: seal(JSON.stringify(part), serviceKey) };
}

/**
 * The request with its data and reply key back; a request that was not sealed as it is; null
 * when it was sealed under another key (a caller with the wrong key, or a forged entry).
 */
export function openRequest(request: RequestEnvelope, serviceKey: Buffer | undefined): RequestEnvelope | null {
  if (request.sealed === undefined) return request;
  const plain = serviceKey && unseal(request.sealed, serviceKey);
  if (!plain) return null;
  try {
    const part = JSON.parse(plain.toString()) as SealedPart;
    if (typeof part.seal !== 'string') return null;
    const { sealed: _sealed, ...rest } = request;
    return { ...rest, data: part.data, seal: part.seal, wasSealed: true };
  } catch {
    return null;
  }
}

/** A reply to a sealed request, as published: only its id in clear, the rest under the request's own key. */
export function sealPublishedReply(id: string, body: string | Buffer, replyKey: string): string {
  return JSON.stringify({ id, sealed: seal(body, Buffer.from(replyKey, 'base64url')) } satisfies ReplyEnvelope);
}

/** The reply's text inside a published sealed reply; null if the key does not open it. */
export function openPublishedReply(reply: ReplyEnvelope, replyKey: string): Buffer | null {
  return typeof reply.sealed === 'string' ? unseal(reply.sealed, Buffer.from(replyKey, 'base64url')) : null;
}
