import { GetBucketLifecycleConfigurationCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPdf, lessonPdf, uploadForm } from '../test-support/fixtures.js';
import { as, newUser, startLessonsTestApp, testBucket, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let app: LessonsTestApp;
beforeAll(async () => {
  app = await startLessonsTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function stored(key: string): Promise<boolean> {
  return app.clients.s3.send(new HeadObjectCommand({ Bucket: testBucket, Key: key })).then(() => true, () => false);
}

async function sourceFileKeyOf(lessonId: string): Promise<string> {
  const lessonDocument = await app.clients.mongo.collection('lessons').findOne({ _id: lessonId as never });
  return lessonDocument?.sourceFileKey as string;
}

async function preview(userId: string, bytes: Uint8Array = lessonPdf(), fileName = 'fractions-notes.pdf') {
  return app.request('/api/custom-quiz/generate-lesson-preview', { userId, form: uploadForm(bytes, fileName) });
}

describe('upload → lesson preview → save', () => {
  it('turns a PDF into a lesson preview and keeps the original under previews/{userId}/ (which expires)', async () => {
    const me = newUser();
    const reply = await preview(me);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ lesson: expect.stringContaining('fraction'), fileName: 'fractions-notes.pdf', title: expect.any(String), uploadKey: expect.stringMatching(new RegExp(`^previews/${me}/[0-9a-f-]{36}$`)) });
    expect(await stored(reply.body.uploadKey)).toBe(true);
    const { Rules } = await app.clients.s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: testBucket }));
    expect(Rules).toContainEqual(expect.objectContaining({ Status: 'Enabled', Filter: { Prefix: 'previews/' }, Expiration: expect.objectContaining({ Days: 1 }) }));
  });

  it('saves the preview as the student\'s private lesson linked to its original; history shows it', async () => {
    const me = newUser();
    const { body: previewed } = await preview(me);
    const saved = await as(app, me)('/api/custom-quiz/save-lesson', {
      body: { lesson: previewed.lesson, fileName: previewed.fileName, wordProblemTheme: 'Football', uploadKey: previewed.uploadKey },
    });
    expect(saved).toMatchObject({ status: 201, body: { lessonId: expect.any(String) } });
    const history = await as(app, me)('/api/lessons/history');
    expect(history.body).toEqual([expect.objectContaining({
      id: saved.body.lessonId, title: previewed.title, content: previewed.lesson, sourceFileName: 'fractions-notes.pdf', wordProblemTheme: 'Football', isPublic: false,
    })]);
    expect((await as(app, newUser())(`/api/lessons/${saved.body.lessonId}`)).status).toBe(404);
    const key = await sourceFileKeyOf(saved.body.lessonId);
    expect(key).toMatch(new RegExp(`^uploads/${me}/[0-9a-f-]{36}$`));
    expect(await stored(key)).toBe(true);
    // Deleting the lesson deletes its own original.
    expect((await as(app, me)(`/api/lessons/${saved.body.lessonId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await stored(key)).toBe(false);
  });

  it('two lessons saved from one preview each keep their own original: deleting one leaves the other\'s', async () => {
    const me = newUser();
    const { body: previewed } = await preview(me);
    const save = () => as(app, me)('/api/custom-quiz/save-lesson', {
      body: { lesson: previewed.lesson, fileName: previewed.fileName, wordProblemTheme: 'Football', uploadKey: previewed.uploadKey },
    });
    const [first, second] = [(await save()).body.lessonId, (await save()).body.lessonId];
    const [firstKey, secondKey] = [await sourceFileKeyOf(first), await sourceFileKeyOf(second)];
    expect(firstKey).not.toBe(secondKey);
    expect((await as(app, me)(`/api/lessons/${first}`, { method: 'DELETE' })).status).toBe(204);
    expect(await stored(firstKey)).toBe(false);
    expect(await stored(secondKey)).toBe(true);
    const original = await app.clients.s3.send(new GetObjectCommand({ Bucket: testBucket, Key: secondKey }));
    expect((await original.Body!.transformToByteArray()).length).toBe(lessonPdf().length);
  });

  it('refuses to link someone else\'s upload', async () => {
    const { body: theirs } = await preview(newUser());
    const me = newUser();
    const reply = await as(app, me)('/api/custom-quiz/save-lesson', { body: { lesson: theirs.lesson, fileName: 'x.pdf', uploadKey: theirs.uploadKey } });
    expect(reply).toMatchObject({ status: 400, body: { message: 'This upload could not be found. Please upload the file again.' } });
    expect((await as(app, me)('/api/lessons')).body).toEqual([]);
  });

  it('save-lesson without lesson text answers 400 and saves nothing', async () => {
    const me = newUser();
    const reply = await as(app, me)('/api/custom-quiz/save-lesson', { body: { lesson: ' ', fileName: 'a.pdf' } });
    expect(reply).toMatchObject({ status: 400, body: { message: 'Please generate a lesson first.' } });
    expect((await as(app, me)('/api/lessons')).body).toEqual([]);
  });
});

describe('bad uploads', () => {
  it('415 for a file that only claims to be a PDF (type read from its bytes)', async () => {
    const reply = await preview(newUser(), new TextEncoder().encode('just some text, not a pdf at all'), 'notes.pdf');
    expect(reply).toMatchObject({ status: 415, body: { message: 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)' } });
  });

  it('413 for a file over 10 MB', async () => {
    const big = Buffer.concat([lessonPdf(1), Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    const reply = await preview(newUser(), big, 'huge.pdf');
    expect(reply).toMatchObject({ status: 413, body: { message: 'Please select a file smaller than 10MB' } });
  });

  it('400 when no file is sent', async () => {
    const form = new FormData();
    form.append('wordProblemTheme', 'X-Games');
    const reply = await app.request('/api/custom-quiz/generate-lesson-preview', { userId: newUser(), form });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/select a PDF or image file/);
  });

  it('422 for a PDF with no readable text, and its original is not kept', async () => {
    const me = newUser();
    const reply = await preview(me, blankPdf(), 'blank.pdf');
    expect(reply.status).toBe(422);
    expect(reply.body.message).toEqual(expect.any(String));
    const listed = await app.clients.s3.send(new (await import('@aws-sdk/client-s3')).ListObjectsV2Command({ Bucket: testBucket, Prefix: `previews/${me}/` }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });
});
