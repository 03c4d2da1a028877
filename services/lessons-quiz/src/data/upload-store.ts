import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Logger } from '@studyhall/platform';
import { deleteUpload, isUploadOf, storeUpload, type UploadedFile } from '@studyhall/platform/uploads';
import type { UploadStore } from '../domain/uploads.js';

export function createUploadStore(s3: S3Client, bucket: string, logger: Logger): UploadStore {
  return {
    bucket,
    async store(userId, file) {
      const stored = await storeUpload(s3, bucket, userId, { ...file, bytes: Buffer.from(file.bytes) } as UploadedFile);
      return stored.key;
    },
    async isStoredUploadOf(userId, key) {
      if (!isUploadOf(userId, key)) return false;
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    // A leftover original costs storage, not correctness: its removal never fails the request.
    async remove(key) {
      await deleteUpload(s3, { bucket, key }).catch((error: unknown) => {
        logger.warn({ err: error, key }, 'could not remove an uploaded original');
      });
    },
  };
}
