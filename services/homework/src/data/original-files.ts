import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { OriginalFiles } from '../domain/homework.js';

/** Originals under uploads/{userId}/{uuid}: the key never carries the student's file name. */
export function s3OriginalFiles(s3: Pick<S3Client, 'send'>, bucket: string): OriginalFiles {
  return {
    async store(userId, file) {
      const key = `uploads/${userId}/${randomUUID()}`;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: file.bytes, ContentType: file.contentType }));
      return { bucket, key };
    },
    async remove(file) {
      await s3.send(new DeleteObjectCommand({ Bucket: file.bucket, Key: file.key }));
    },
  };
}
