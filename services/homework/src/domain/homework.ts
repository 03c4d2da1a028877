// What HomeGen stores and the ports its use cases need. No Koa, mongoose or S3 here.
import type { DomainEvent } from '@studyhall/contracts';
import type { GradeLevel, HomeworkSolution, SolvedProblem } from '@studyhall/ai-contracts';

/** One solved homework as the student's history shows it (spec §3 homework, without the original). */
export interface Homework {
  id: string;
  userId: string;
  title: string;
  gradeLevel: GradeLevel;
  sourceFileName: string;
  solvedContent: string;
  uploadedAt: Date;
  isPublic: boolean;
}

/** What is kept beside the listed fields: the extracted text, the S3 key and the per-problem result. */
export interface HomeworkOriginal {
  originalContent: string;
  originalKey: string;
  problems: SolvedProblem[];
}

export type EventsFor = (homework: Homework) => DomainEvent[];

export interface HomeworkStore {
  /** The caller's homework, newest first. */
  list(userId: string): Promise<Homework[]>;
  /** Saves a new homework together with its events (one write for the listed state + events). */
  add(homework: Homework, original: HomeworkOriginal, events: DomainEvent[]): Promise<void>;
  /** Removes the caller's homework; undefined when the caller has none with this id. */
  remove(userId: string, id: string, eventsFor: EventsFor): Promise<{ homework: Homework; originalKey: string | null } | undefined>;
  /** Sets isPublic on the caller's homework; undefined when the caller has none with this id. */
  setVisibility(userId: string, id: string, isPublic: boolean, eventsFor: EventsFor): Promise<Homework | undefined>;
}

/** An upload as the platform's upload reader hands it over (its real type read from its first bytes). */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  kind: 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic' | 'heif';
  contentType: string;
}

export interface StoredFile {
  bucket: string;
  key: string;
}

/** The originals in object storage (S3 uploads/{userId}/{uuid}). */
export interface OriginalFiles {
  store(userId: string, file: UploadedFile): Promise<StoredFile>;
  remove(file: StoredFile): Promise<void>;
}

/** The AI service as HomeGen uses it; calls are made on the student's behalf (their quota). */
export interface HomeworkAi {
  extractText(userId: string, file: StoredFile): Promise<{ text: string }>;
  solve(userId: string, request: { text: string; gradeLevel: GradeLevel }): Promise<HomeworkSolution>;
}
