// readUpload behind a real HTTP server, fed the multipart bodies a browser sends.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.js';
import { readUpload } from './read-upload.js';
import { isUploadOf } from './store-upload.js';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler(pino({ level: 'silent' })));
  app.use(async (ctx) => {
    const { file, fields } = await readUpload(ctx.req, { missingFileMessage: 'Please upload a homework file (PDF or image).' });
    ctx.body = { fileName: file.fileName, kind: file.kind, size: file.bytes.length, fields };
  });
  server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

function post(file: Uint8Array | null, name = 'notes.pdf', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file]), name);
  return fetch(url, { method: 'POST', body: form }).then(async (r) => ({ status: r.status, body: await r.json() }));
}

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const heic = readFileSync(resolve(import.meta.dirname, '../../../ai-assistant/test-fixtures/homework-photo.heic'));

describe('readUpload', () => {
  it('reads the file, its real type and the form fields', async () => {
    const reply = await post(pdf, 'Chapter 1.pdf', { wordProblemTheme: 'Football' });
    expect(reply).toEqual({ status: 200, body: { fileName: 'Chapter 1.pdf', kind: 'pdf', size: pdf.length, fields: { wordProblemTheme: 'Football' } } });
  });

  it('knows a phone photo by its bytes even when it is named .jpg', async () => {
    expect((await post(heic, 'IMG_0001.jpg')).body.kind).toBe('heic');
  });

  it('refuses a file that is not a PDF or image, whatever its name says, with 415', async () => {
    const reply = await post(new TextEncoder().encode('just some text, not a PDF'), 'essay.pdf');
    expect(reply).toEqual({ status: 415, body: { message: 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)' } });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf);
    expect(await post(big)).toEqual({ status: 413, body: { message: 'Please select a file smaller than 10MB' } });
  });

  it('answers 400 with the screen’s message when no file came, multipart or not', async () => {
    expect(await post(null, 'x', { title: 'Maths' })).toEqual({
      status: 400, body: { message: 'Please upload a homework file (PDF or image).', field: 'file' },
    });
    const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
  });

  it('answers 422 for an empty file', async () => {
    expect((await post(new Uint8Array())).status).toBe(422);
  });
});

describe('isUploadOf', () => {
  it('accepts only keys under the user’s own uploads folder', () => {
    expect(isUploadOf('u1', 'uploads/u1/3f2a1c9e-1b2c-4d5e-8f90-123456789abc')).toBe(true);
    expect(isUploadOf('u1', 'uploads/u2/3f2a1c9e-1b2c-4d5e-8f90-123456789abc')).toBe(false);
    expect(isUploadOf('u1', 'uploads/u1/../u2/x')).toBe(false);
  });
});
