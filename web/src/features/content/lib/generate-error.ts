import { ApiError, errorBodyOf } from '../../../lib/api-client';

/**
 * The toast for a failed question generation (spec §8): the server's message (else Failed to generate
 * questions), a blank line, then the supportHint when there is one; titled Rate Limit Exceeded on 429.
 */
export function generateQuestionsErrorToast(error: unknown): { title: string; description: string } {
  const body = errorBodyOf(error);
  const message = body?.message?.trim() || 'Failed to generate questions';
  const hint = body?.supportHint?.trim();
  const title = error instanceof ApiError && error.status === 429 ? 'Rate Limit Exceeded' : 'Error';
  return { title, description: hint ? `${message}\n\n${hint}` : message };
}
