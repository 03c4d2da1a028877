import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newUserId, startHomeworkTestApp, type HomeworkTestApp } from '../test-support/homework-test-app.js';
import { packItems, unpackItems } from './shelf-list.js';
import type { ShelfItem } from './shelf-model.js';

const item = (n: number): ShelfItem => ({
  id: `legacy-${n}`, title: `Old worksheet ${n}`, gradeLevel: '9th', sourceFileName: `old-${n}.pdf`,
  solvedContent: `1. Solve for x: x + ${n} = ${n + 2}\nx = 2`, uploadedAt: new Date(Date.UTC(2026, 0, n)), isPublic: n === 2,
  originalKey: `uploads/someone/legacy-${n}`,
});

describe('the shelf list blob', () => {
  it('gives back the same homework it was given, dates included', () => {
    const items = [item(1), item(2)];
    expect(unpackItems(packItems(items))).toEqual(items);
    expect(unpackItems({ buffer: packItems(items) })).toEqual(items); // as the driver's Binary
  });
});

describe('history storage against the real stack', () => {
  let app: HomeworkTestApp;
  beforeAll(async () => {
    app = await startHomeworkTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still lists a shelf stored before the blob, and rewrites it as a blob on the next change', async () => {
    const student = newUserId();
    await app.shelves.collection.insertOne({ _id: student as never, version: 2, items: [item(1), item(2)] });
    const listed = await call(app, '/api/homework', { userId: student });
    expect(listed.body.map((h: { id: string; isPublic: boolean }) => [h.id, h.isPublic])).toEqual([['legacy-2', true], ['legacy-1', false]]);

    const shared = await call(app, '/api/homework/legacy-1/privacy', { method: 'PATCH', userId: student, json: { isPublic: true } });
    expect(shared.status).toBe(200);
    const stored = await app.shelves.collection.findOne({ _id: student as never });
    expect(stored?.items).toBeUndefined();
    expect(unpackItems(stored!.list!).map((h) => [h.id, h.isPublic])).toEqual([['legacy-1', true], ['legacy-2', true]]);
  });

  it('sends the history gzip-compressed to a client that accepts it, plain JSON to one that does not', async () => {
    const student = newUserId();
    const items = Array.from({ length: 10 }, (_, n) => item(n + 1));
    await app.shelves.collection.insertOne({ _id: student as never, version: 10, list: packItems(items) });
    const token = await app.tokenFor(student, 'homework');
    const ask = (encoding: string) => fetch(`${app.url}/api/homework`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });

    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();
    const zipped = await ask('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch inflates by itself: the same answer, fewer bytes on the way.
    expect(await zipped.text()).toBe(plainBody);
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(plainBody.length / 2);
    expect(JSON.parse(plainBody).map((h: { id: string }) => h.id)).toEqual(items.map((h) => h.id).reverse());
  });
});
