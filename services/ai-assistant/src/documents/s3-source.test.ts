import type { GetObjectCommand } from '@aws-sdk/client-s3';
import { NotFound } from '@studyhall/platform/errors';
import { describe, expect, it } from 'vitest';
import { DocumentUnreadableError } from './document-errors.js';
import { readS3Document } from './s3-source.js';

// A hand-made client covers the branches that are awkward to produce on real S3 (size limit);
// app.test.ts reads real objects from the test stack's MinIO through /internal/documents/extract.
function fakeS3(objects: Record<string, { body: Uint8Array; contentType?: string }>) {
  const requests: GetObjectCommand[] = [];
  return {
    requests,
    async send(command: GetObjectCommand) {
      requests.push(command);
      const object = objects[`${command.input.Bucket}/${command.input.Key}`];
      if (!object) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
      return {
        ContentLength: object.body.length,
        ContentType: object.contentType,
        Body: { transformToByteArray: async () => object.body },
      };
    },
  };
}

describe('readS3Document', () => {
  it('returns the bytes, content type and file name of the original', async () => {
    const s3 = fakeS3({ 'uploads/u1/lesson.pdf': { body: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' } });
    const document = await readS3Document(s3 as never, { bucket: 'uploads', key: 'u1/lesson.pdf' });
    expect(Buffer.from(document.bytes).toString()).toBe('%PDF-1.4');
    expect(document).toMatchObject({ contentType: 'application/pdf', fileName: 'lesson.pdf' });
    expect(s3.requests[0]?.input).toEqual({ Bucket: 'uploads', Key: 'u1/lesson.pdf' });
  });

  it('turns a missing key into a 404 and an oversized file into a 422', async () => {
    const s3 = fakeS3({ 'b/big.pdf': { body: new Uint8Array(2048) } });
    await expect(readS3Document(s3 as never, { bucket: 'b', key: 'gone.pdf' })).rejects.toBeInstanceOf(NotFound);
    const error = await readS3Document(s3 as never, { bucket: 'b', key: 'big.pdf' }, 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentUnreadableError);
    expect((error as DocumentUnreadableError).reason).toBe('too-large');
  });
});
