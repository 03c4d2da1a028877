// Originals live in S3 under uploads/{userId}/{uuid} (ARCHITECTURE "A request's way"): the key never
// carries the student's file name, so nothing they type ends up in a path.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { UploadedFile } from './read-upload.js';

export interface StoredUpload {
  bucket: string;
  key: string;
}

/** The key of a new original: `{prefix}/{userId}/{uuid}` (prefix `uploads`, or e.g. `previews`). */
export function uploadKeyFor(userId: string, prefix = 'uploads'): string {
  return `${prefix}/${encodeURIComponent(userId)}/${randomUUID()}`;
}

/** `options.prefix` (default `uploads`) lets a service keep short-lived originals apart (an expiry rule). */
export async function storeUpload(s3: Pick<S3Client, 'send'>, bucket: string, userId: string, file: UploadedFile, options: { prefix?: string } = {}): Promise<StoredUpload> {
  const key = uploadKeyFor(userId, options.prefix);
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: file.bytes,
      ContentType: file.contentType,
      Metadata: { 'original-name': encodeURIComponent(file.fileName) },
    }),
  );
  return { bucket, key };
}

/** Removes an original whose lesson or homework was never saved (nothing is left half-written). */
export async function deleteUpload(s3: Pick<S3Client, 'send'>, stored: StoredUpload): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: stored.bucket, Key: stored.key }));
}

/** True when the key is one of this user's originals (a client may send a key back, e.g. save-lesson). */
export function isUploadOf(userId: string, key: string, options: { prefix?: string } = {}): boolean {
  const prefix = `${options.prefix ?? 'uploads'}/${encodeURIComponent(userId)}/`;
  return key.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(key.slice(prefix.length));
}
