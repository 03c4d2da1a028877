// Real files for upload tests: text PDFs written by ai-assistant's PDF builder, a file that only
// claims to be a PDF, and an oversized one.
import { buildPdf } from '@studyhall/ai-assistant/testing/pdf-builder';

const fractionsPage = [
  'Fractions',
  'A fraction names part of a whole. The numerator counts the parts taken.',
  'The denominator tells how many equal parts make the whole.',
  'To add fractions, rewrite them with a common denominator, then add the numerators.',
  'Equivalent fractions name the same amount, such as 1/2 and 2/4.',
];

const photosynthesisPage = [
  'Photosynthesis',
  'Photosynthesis is the process plants use to turn light into chemical energy.',
  'Chlorophyll absorbs sunlight inside the chloroplasts of leaf cells.',
  'Plants take in carbon dioxide and water and release oxygen as a product.',
  'Glucose made by photosynthesis stores energy for the plant.',
];

export function lessonPdf(pages = 2, topic: 'fractions' | 'photosynthesis' = 'fractions'): Buffer {
  const lines = topic === 'fractions' ? fractionsPage : photosynthesisPage;
  return buildPdf(Array.from({ length: pages }, () => ({ lines })));
}

export const blankPdf = () => buildPdf([{ lines: [] }]);

export function uploadForm(bytes: Uint8Array, fileName: string, fields: Record<string, string> = { wordProblemTheme: 'Football' }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}
