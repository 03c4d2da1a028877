// Writes small, valid PDF files by hand for tests and benchmarks: text pages (Helvetica), pages that
// are one JPEG picture (a "scan" with no text layer), and an encrypted variant. Offsets in the xref
// table are computed, so pdf.js opens the result without repair.

export type PdfPage = { lines: string[] } | { jpeg: Uint8Array; width: number; height: number };

const PAGE_W = 612;
const PAGE_H = 792;

export function buildPdf(pages: PdfPage[], options: { encrypted?: boolean } = {}): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer): number => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    let resources: string;
    let content: string;
    if ('lines' in page) {
      resources = `<< /Font << /F1 ${font} 0 R >> >>`;
      content = textContent(page.lines);
    } else {
      const image = add(stream(`/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} ` +
        '/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode', Buffer.from(page.jpeg)));
      resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
      // Keep the picture's aspect ratio, full width at the top of the page, like a scanned sheet.
      const w = PAGE_W - 72;
      const h = Math.min(PAGE_H - 72, (w * page.height) / page.width);
      content = `q ${w} 0 0 ${h.toFixed(2)} 36 ${(PAGE_H - 36 - h).toFixed(2)} cm /Im1 Do Q`;
    }
    const contents = add(stream('', Buffer.from(content, 'latin1')));
    kids.push(add(`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources ${resources} /Contents ${contents} 0 R >>`));
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pageTree} 0 R >>`, 'latin1');
  objects[pageTree - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`, 'latin1');
  // A standard security handler whose /U does not match the empty user password: readers must ask
  // for a password, which is what a student's password-protected PDF does.
  const encrypt = options.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'28bf4e5e'.repeat(8)}> /U <${'a1b2c3d4'.repeat(8)}> /P -4 >>`)
    : 0;
  return serialize(objects, catalog, encrypt);
}

function textContent(lines: string[]): string {
  const shown = lines.map((line) => `(${escapePdfString(line)}) Tj T*`).join('\n');
  return `BT /F1 12 Tf 16 TL 56 ${PAGE_H - 72} Td\n${shown}\nET`;
}

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

function serialize(objects: Buffer[], root: number, encrypt: number): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  const id = '<0123456789abcdef0123456789abcdef>';
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R` +
    (encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : '') + ` >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}
