import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { looksLikeHtml } from './lesson-content-kind';

/**
 * Lesson text as the server stored it: HTML (topic lessons) is sanitized with DOMPurify before it
 * reaches the DOM, since lessons can be written by any user; plain text (AI summaries) keeps its
 * line breaks.
 */
export function LessonContent({ content }: { content: string }) {
  const html = useMemo(() => (looksLikeHtml(content) ? DOMPurify.sanitize(content) : null), [content]);
  if (html === null) {
    return (
      <Box data-testid="lesson-content" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
        {content}
      </Box>
    );
  }
  return (
    <Box
      data-testid="lesson-content"
      sx={{ lineHeight: 1.7, overflowWrap: 'anywhere', '& img': { maxWidth: '100%' }, '& pre': { overflowX: 'auto' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
