// Spec §5 "Custom quiz file": checked in the browser before anything is sent (the service checks the
// real type again by magic bytes).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const ALLOWED_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
]);
const ALLOWED_EXTENSIONS = new Set(['pdf', 'jpeg', 'jpg', 'png', 'webp', 'heic', 'heif']);

export type FileProblem = { title: string; description: string };

export const noFileSelected: FileProblem = {
  title: 'No File Selected',
  description: 'Please select a PDF or image file to upload',
};

/** Some browsers give HEIC files no type at all: then the name's extension decides. */
function hasAllowedType(file: { name: string; type: string }): boolean {
  if (ALLOWED_TYPES.has(file.type.toLowerCase())) return true;
  if (file.type && file.type !== 'application/octet-stream') return false;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return ALLOWED_EXTENSIONS.has(extension);
}

/** What is wrong with the chosen file, or null when it may be uploaded. */
export function fileProblemOf(file: { name: string; type: string; size: number } | null | undefined): FileProblem | null {
  if (!file) return noFileSelected;
  if (!hasAllowedType(file)) {
    return { title: 'Invalid File Type', description: 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)' };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { title: 'File Too Large', description: 'Please select a file smaller than 10MB' };
  }
  return null;
}
