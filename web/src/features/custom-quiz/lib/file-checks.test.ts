import { describe, expect, it } from 'vitest';
import { fileProblemOf, MAX_UPLOAD_BYTES } from './file-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('custom quiz file checks', () => {
  it('accepts PDFs and the listed image types', () => {
    for (const f of [
      file('notes.pdf', 'application/pdf'),
      file('photo.jpg', 'image/jpeg'),
      file('scan.png', 'image/png'),
      file('page.webp', 'image/webp'),
      file('iphone.heic', 'image/heic'),
      file('iphone.HEIF', ''),
    ]) {
      expect(fileProblemOf(f)).toBeNull();
    }
  });

  it('refuses other types with the Invalid File Type toast', () => {
    expect(fileProblemOf(file('essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toEqual({
      title: 'Invalid File Type',
      description: 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)',
    });
    expect(fileProblemOf(file('anim.gif', 'image/gif'))?.title).toBe('Invalid File Type');
    expect(fileProblemOf(file('fake.pdf', 'text/plain'))?.title).toBe('Invalid File Type');
  });

  it('refuses files over 10 MB, accepts exactly 10 MB', () => {
    expect(fileProblemOf(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toEqual({
      title: 'File Too Large',
      description: 'Please select a file smaller than 10MB',
    });
    expect(fileProblemOf(file('edge.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('says No File Selected without a file', () => {
    expect(fileProblemOf(null)).toEqual({
      title: 'No File Selected',
      description: 'Please select a PDF or image file to upload',
    });
  });
});
