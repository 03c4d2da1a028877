import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { ReadinessCheck } from '../http/health.js';

export interface S3Settings {
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_BUCKET: string;
}

export interface S3Timeouts {
  /** To open a connection; an S3 that is down refuses at once, one that is unreachable is given this long. */
  connectionTimeoutMs: number;
  /** For one request and its answer (an upload of 10 MB included); a stalled S3 fails after this. */
  requestTimeoutMs: number;
}

// The SDK's defaults wait forever: a stalled MinIO would hang an upload until the gateway's budget.
const defaultTimeouts: S3Timeouts = { connectionTimeoutMs: 2_000, requestTimeoutMs: 20_000 };

export function createS3(settings: S3Settings, timeouts: S3Timeouts = defaultTimeouts): S3Client {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
    requestHandler: {
      connectionTimeout: timeouts.connectionTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
}

/** Creates the bucket when it does not exist yet (idempotent; fine to call at every start). */
export async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
  }
}

export function s3Readiness(s3: S3Client, bucket: string): ReadinessCheck {
  return { name: 's3', check: () => s3.send(new HeadBucketCommand({ Bucket: bucket })) };
}
