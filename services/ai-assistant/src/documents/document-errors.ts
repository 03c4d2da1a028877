// Why a student's file could not be read, with a message they can act on (422 via the platform's
// error middleware).
import { Unprocessable } from '@studyhall/platform/errors';

export type UnreadableReason =
  | 'empty'
  | 'encrypted'
  | 'corrupt'
  | 'unsupported'
  | 'no-text'
  | 'too-large'
  | 'not-found';

const MESSAGES: Record<UnreadableReason, string> = {
  empty: 'This file is empty. Please choose the file again and re-upload it.',
  encrypted: 'This PDF is password-protected. Remove the password (or print it to a new PDF) and upload it again.',
  corrupt: 'This file looks damaged and could not be opened. Try saving or exporting it again, then re-upload it.',
  unsupported: 'This file type is not supported. Upload a PDF or a photo (JPEG, PNG, WEBP or HEIC).',
  'no-text': 'This PDF has no readable text. Try a photo or a PDF with selectable text.',
  'too-large': 'This file is too large to read. Upload a smaller file or fewer pages.',
  'not-found': 'We could not find the uploaded file. Please upload it again.',
};

export class DocumentUnreadableError extends Unprocessable {
  constructor(
    readonly reason: UnreadableReason,
    options: { message?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? MESSAGES[reason], { reason }, { cause: options.cause });
  }
}

export const NO_TEXT_IN_IMAGE =
  'We could not find readable text in this image. Try a sharper, well-lit photo of the page.';
