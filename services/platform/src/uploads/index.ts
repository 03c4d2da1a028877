// Uploads: `readUpload(ctx.req)` in a route, then `storeUpload(s3, bucket, userId, file)`.
export * from './read-upload.js';
export * from './store-upload.js';
