// Reads an uploaded original from S3. Takes the client as an argument so the service wires one
// S3Client (platform's createS3) and tests can point it at the local stack.
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { NotFound } from '@studyhall/platform/errors';
import { DocumentUnreadableError } from './document-errors.js';
import type { DocumentInput } from './extract-text.js';

export interface S3Location {
  bucket: string;
  key: string;
}

export async function readS3Document(
  s3: Pick<S3Client, 'send'>,
  { bucket, key }: S3Location,
  maxBytes = 25 * 1024 * 1024,
): Promise<DocumentInput> {
  let object;
  try {
    object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') {
      throw new NotFound('We could not find the uploaded file. Please upload it again.');
    }
    throw error;
  }
  // Refuse before downloading: a huge upload must not be buffered just to be rejected.
  if ((object.ContentLength ?? 0) > maxBytes) throw new DocumentUnreadableError('too-large');
  const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  return { bytes, contentType: object.ContentType, fileName: key.split('/').at(-1) };
}
