import { CopyObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Logger } from '@studyhall/platform';
import { deleteUpload, isUploadOf, storeUpload, uploadKeyFor, type UploadedFile } from '@studyhall/platform/uploads';
import type { UploadStore } from '../domain/uploads.js';
import { previewPrefix } from './preview-expiry.js';

const notFound = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** CopySource is URL-encoded ("bucket/key"); a key's user part may hold %-escapes. */
const copySource = (bucket: string, key: string) => [bucket, ...key.split('/')].map(encodeURIComponent).join('/');

export function createUploadStore(s3: S3Client, bucket: string, logger: Logger): UploadStore {
  const exists = async (key: string) => {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  };
  return {
    bucket,
    async storePreview(userId, file) {
      const stored = await storeUpload(s3, bucket, userId, { ...file, bytes: Buffer.from(file.bytes) } as UploadedFile, { prefix: previewPrefix });
      return stored.key;
    },
    // Also an uploads/ key: a preview made before previews had their own prefix.
    async copyForLesson(userId, previewKey) {
      const owned = isUploadOf(userId, previewKey, { prefix: previewPrefix }) || isUploadOf(userId, previewKey);
      if (!owned || !(await exists(previewKey))) return undefined;
      const key = uploadKeyFor(userId);
      await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: copySource(bucket, previewKey), MetadataDirective: 'COPY' }));
      return key;
    },
    // A leftover original costs storage, not correctness: its removal never fails the request.
    async remove(key) {
      await deleteUpload(s3, { bucket, key }).catch((error: unknown) => {
        logger.warn({ err: error, key }, 'could not remove an uploaded original');
      });
    },
  };
}
