// Lesson previews that are never saved leave their originals in S3: they are stored under previews/
// and the bucket expires that prefix (an S3 lifecycle rule, which MinIO applies with its scanner).
// A saved lesson gets its own copy under uploads/ (upload-store.ts), which no rule touches.
// The bucket is shared with other services: the rule is merged into the bucket's rules by its ID,
// never replacing theirs. REVIEW: two services writing rules at the same moment could lose one.
import {
  GetBucketLifecycleConfigurationCommand, PutBucketLifecycleConfigurationCommand, type LifecycleRule, type S3Client,
} from '@aws-sdk/client-s3';
import type { Logger } from '@studyhall/platform';

export const previewPrefix = 'previews';
export const previewRuleId = 'lessons-quiz-preview-expiry';

async function currentRules(s3: S3Client, bucket: string): Promise<LifecycleRule[]> {
  try {
    return (await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }))).Rules ?? [];
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchLifecycleConfiguration') return [];
    throw error;
  }
}

/** Sets (or updates) the rule expiring previews/ after `days`; idempotent, run at every start. */
export async function ensurePreviewExpiry(s3: S3Client, bucket: string, days: number): Promise<void> {
  const others = (await currentRules(s3, bucket)).filter((rule) => rule.ID !== previewRuleId);
  const ours: LifecycleRule = { ID: previewRuleId, Status: 'Enabled', Filter: { Prefix: `${previewPrefix}/` }, Expiration: { Days: days } };
  await s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: bucket, LifecycleConfiguration: { Rules: [...others, ours] } }));
}

/** A store without the rights to set rules still works; unsaved previews then stay until removed by hand. */
export async function tryEnsurePreviewExpiry(s3: S3Client, bucket: string, days: number, logger: Logger): Promise<void> {
  await ensurePreviewExpiry(s3, bucket, days).catch((error: unknown) => {
    logger.error({ err: error, bucket }, 'could not set the expiry rule of lesson previews; unsaved previews will stay in S3');
  });
}
