import { readFile } from 'node:fs/promises';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { buildPdf } from '@studyhall/ai-assistant/testing/pdf-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newUserId, solveForm, startHomeworkTestApp, testBucket, type HomeworkTestApp } from '../test-support/homework-test-app.js';

const worksheet = buildPdf([{ lines: ['Algebra worksheet', '1. Solve for x: 2x + 3 = 11', '2. What is 15% of 80?', '3. Explain why the seasons change on Earth.'] }]);
const pdf = (name = 'Algebra worksheet.pdf') => ({ bytes: worksheet, name, type: 'application/pdf' });

describe('homework API against the real stack', () => {
  let app: HomeworkTestApp;
  beforeAll(async () => {
    app = await startHomeworkTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const solve = (userId: string, fields: Record<string, string> = {}, file = pdf()) =>
    call(app, '/api/homework/solve', { userId, form: solveForm(file, fields) });
  const list = (userId: string) => call(app, '/api/homework', { userId });
  const storedOriginals = async (userId: string) =>
    (await app.clients.s3.send(new ListObjectsV2Command({ Bucket: testBucket, Prefix: `uploads/${userId}/` }))).Contents ?? [];

  it('solves an uploaded PDF, saves it with the file name as title, and lists it', async () => {
    const student = newUserId();
    const reply = await solve(student, { gradeLevel: '4th' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ title: 'Algebra worksheet', gradeLevel: '4th', sourceFileName: 'Algebra worksheet.pdf', isPublic: false });
    expect(reply.body.originalContent).toContain('2x + 3 = 11');
    expect(reply.body.solvedContent).toContain('x = 4');
    expect(reply.body.solvedContent).toContain('12');
    const [first, second, third] = reply.body.problems;
    expect([first.solved, first.answer, second.solved, third.solved]).toEqual([true, 'x = 4', true, false]);
    expect(third.studyGuide.approachSteps.length).toBeGreaterThan(0);

    const listed = await list(student);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{
      id: reply.body.id, userId: student, title: 'Algebra worksheet', gradeLevel: '4th', sourceFileName: 'Algebra worksheet.pdf',
      solvedContent: reply.body.solvedContent, uploadedAt: reply.body.uploadedAt, isPublic: false,
    }]);
    const originals = await storedOriginals(student);
    expect(originals.map((o) => o.Key)).toEqual([expect.stringMatching(new RegExp(`^uploads/${student}/[0-9a-f-]{36}$`))]);
  });

  it('defaults to 7th grade, keeps a typed title, and lists newest first', async () => {
    const student = newUserId();
    const older = await solve(student, { title: '  Week 3 algebra  ' });
    expect(older.status).toBe(201);
    expect(older.body).toMatchObject({ title: 'Week 3 algebra', gradeLevel: '7th' });
    const newer = await solve(student, { gradeLevel: '12th' }, pdf('review.v2.pdf'));
    expect(newer.body.title).toBe('review.v2');
    expect((await list(student)).body.map((h: { id: string }) => h.id)).toEqual([newer.body.id, older.body.id]);
    expect(newer.body.solvedContent).not.toBe(older.body.solvedContent);
  });

  it('reads a phone photo (HEIC): the type comes from its bytes, the text from OCR', async () => {
    const student = newUserId();
    const heic = await readFile(new URL('../../../ai-assistant/test-fixtures/homework-photo.heic', import.meta.url));
    const reply = await solve(student, { gradeLevel: '9th' }, { bytes: heic, name: 'IMG_0001.HEIC', type: 'application/octet-stream' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ title: 'IMG_0001', gradeLevel: '9th', sourceFileName: 'IMG_0001.HEIC' });
    expect(reply.body.originalContent).toMatch(/solve 3x \+ 5 = 20/);
    const [original] = await storedOriginals(student);
    const head = await app.clients.s3.send(new HeadObjectCommand({ Bucket: testBucket, Key: original!.Key! }));
    expect(head.ContentType).toBe('image/heic');
  });

  it("shows nobody else's homework", async () => {
    const owner = newUserId();
    await solve(owner);
    expect((await list(newUserId())).body).toEqual([]);
  });

  describe('bad input is refused and nothing is saved', () => {
    const student = newUserId();
    const cases: [string, () => Promise<{ status: number; body: { message: string } }>, number, string | RegExp][] = [
      ['no file', () => call(app, '/api/homework/solve', { userId: student, form: solveForm(undefined, { gradeLevel: '7th' }) }), 400, 'Please upload a homework file (PDF or image).'],
      ['a JSON body', () => call(app, '/api/homework/solve', { userId: student, json: { gradeLevel: '7th' } }), 400, 'Please upload a homework file (PDF or image).'],
      ['an empty file', () => solve(student, {}, { bytes: new Uint8Array(), name: 'empty.pdf', type: 'application/pdf' }), 422, /file is empty/],
      ['a text file named .pdf', () => solve(student, {}, { bytes: new TextEncoder().encode('1. 2 + 2 = ?'), name: 'homework.pdf', type: 'application/pdf' }), 415, 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)'],
      ['a file over 10 MB', () => solve(student, {}, { bytes: Buffer.concat([worksheet, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf' }), 413, 'Please select a file smaller than 10MB'],
      ['an unreadable PDF', () => solve(student, {}, { bytes: new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf'), name: 'broken.pdf' }), 422, /damaged|could not/i],
      ['an unknown grade level', () => solve(student, { gradeLevel: '5th' }), 400, /gradeLevel/],
    ];
    it.each(cases)('%s', async (_name, send, status, message) => {
      const reply = await send();
      expect(reply.status).toBe(status);
      expect(reply.body.message).toMatch(message);
      expect((await list(student)).body).toEqual([]);
      expect(await storedOriginals(student)).toEqual([]);
    });
  });

  it('deletes only the caller’s own homework, with its original', async () => {
    const owner = newUserId();
    const { body: homework } = await solve(owner);
    const intruder = newUserId();
    expect((await call(app, `/api/homework/${homework.id}`, { method: 'DELETE', userId: intruder })).status).toBe(404);
    expect((await list(owner)).body).toHaveLength(1);
    expect((await call(app, '/api/homework/does-not-exist', { method: 'DELETE', userId: owner })).status).toBe(404);

    expect((await call(app, `/api/homework/${homework.id}`, { method: 'DELETE', userId: owner })).status).toBe(204);
    expect((await list(owner)).body).toEqual([]);
    expect(await storedOriginals(owner)).toEqual([]);
    expect(await app.originals.findById(homework.id).lean()).toBeNull();
    expect((await call(app, `/api/homework/${homework.id}`, { method: 'DELETE', userId: owner })).status).toBe(404);
  });

  it('lets only the owner share and unshare', async () => {
    const owner = newUserId();
    const { body: homework } = await solve(owner);
    const path = `/api/homework/${homework.id}/privacy`;
    const other = await call(app, path, { method: 'PATCH', userId: newUserId(), json: { isPublic: true } });
    expect(other.status).toBe(404);
    expect((await list(owner)).body[0].isPublic).toBe(false);

    const shared = await call(app, path, { method: 'PATCH', userId: owner, json: { isPublic: true } });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ id: homework.id, isPublic: true });
    expect((await list(owner)).body[0].isPublic).toBe(true);
    expect((await call(app, path, { method: 'PATCH', userId: owner, json: { isPublic: false } })).body.isPublic).toBe(false);
    expect((await call(app, path, { method: 'PATCH', userId: owner, json: { isPublic: 'yes' } })).status).toBe(400);
  });

  it('answers 401 without the gateway’s internal token', async () => {
    expect((await call(app, '/api/homework')).status).toBe(401);
    expect((await call(app, '/api/homework', { token: await app.tokenFor(newUserId(), 'auth') })).status).toBe(401);
  });
});
