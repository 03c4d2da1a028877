/** An uploaded original whose real type was already checked (PDF or image). */
export interface OriginalFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
}

/** The originals of uploaded lessons in S3 (uploads/{userId}/{uuid}), as the use cases need them. */
export interface UploadStore {
  bucket: string;
  /** Stores the original; the key is uploads/{userId}/{uuid}. */
  store(userId: string, file: OriginalFile): Promise<string>;
  /** True when the key names one of this user's originals and it is still stored. */
  isStoredUploadOf(userId: string, key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}
