// A shelf as the read cache keeps it: the JSON the list endpoints answer with, built once per change
// of the shelf, plus where each lesson sits in it. Answering a 50-lesson list (~80 KB) from a Buffer
// skips JSON.stringify and the UTF-8 conversion of the string, which were ~40% of the service's CPU
// per request once reads came from memory; a lesson by id is one small JSON.parse of its slice.
import type { JsonArray, Lesson } from '../domain/lessons.js';

export class ShelfSnapshot {
  /** Roughly what it holds in memory (the read cache's budget). */
  readonly bytes: number;
  private readonly body: Buffer;
  private readonly spans = new Map<string, [number, number]>();
  private readonly uploaded: Buffer;

  /** `lessons` in the order the lists show them (newest first). */
  constructor(lessons: Lesson[]) {
    const parts = lessons.map((lesson) => Buffer.from(JSON.stringify(lesson)));
    let offset = 1;
    lessons.forEach((lesson, index) => {
      this.spans.set(lesson.id, [offset, offset + parts[index]!.length]);
      offset += parts[index]!.length + 1;
    });
    this.body = joined(parts);
    const uploaded = parts.filter((_, index) => lessons[index]!.sourceFileName !== null);
    this.uploaded = uploaded.length === parts.length ? this.body : joined(uploaded);
    this.bytes = this.body.length + (this.uploaded === this.body ? 0 : this.uploaded.length) + 100 * lessons.length + 256;
  }

  /** Every lesson, or only the uploaded ones (with a source file: the study history). */
  json(only: 'all' | 'uploaded'): JsonArray {
    return (only === 'all' ? this.body : this.uploaded) as JsonArray;
  }

  lesson(id: string): Lesson | undefined {
    const slice = this.slice(id);
    return slice && revived(JSON.parse(slice.toString('utf8')) as Lesson);
  }

  lessons(): Lesson[] {
    return [...this.spans.keys()].map((id) => this.lesson(id)!);
  }

  private slice(id: string): Buffer | undefined {
    const span = this.spans.get(id);
    return span && this.body.subarray(span[0], span[1]);
  }
}

/** `[a,b,…]` in a buffer of its own (not a slice of Node's shared pool, which small buffers would pin). */
function joined(parts: Buffer[]): Buffer {
  const out = Buffer.allocUnsafeSlow(parts.reduce((sum, part) => sum + part.length, 0) + Math.max(parts.length - 1, 0) + 2);
  let offset = out.write('[');
  parts.forEach((part, index) => {
    if (index) offset += out.write(',', offset);
    offset += part.copy(out, offset);
  });
  out.write(']', offset);
  return out;
}

/** A lesson read back from JSON (or from Mongo, where it was stored as JSON-like data) has a Date again. */
export function revived(lesson: Lesson): Lesson {
  return { ...lesson, uploadedAt: lesson.uploadedAt ? new Date(lesson.uploadedAt) : null };
}
