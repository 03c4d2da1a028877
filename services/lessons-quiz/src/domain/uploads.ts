/** An uploaded original whose real type was already checked (PDF or image). */
export interface OriginalFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * The originals in S3. A preview's original lives under previews/{userId}/{uuid} and expires on its
 * own (data/preview-expiry.ts); each saved lesson has its own copy under uploads/{userId}/{uuid}, so
 * deleting one lesson never touches another's file, even when both were saved from one preview.
 */
export interface UploadStore {
  bucket: string;
  /** Stores a preview's original; the key is previews/{userId}/{uuid}. */
  storePreview(userId: string, file: OriginalFile): Promise<string>;
  /** The key of a new copy for a lesson; undefined when the key is not this user's stored preview. */
  copyForLesson(userId: string, previewKey: string): Promise<string | undefined>;
  remove(key: string): Promise<void>;
}
