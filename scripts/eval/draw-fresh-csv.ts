/** Rows of a CSV text with a header line (quoted fields may hold commas, doubled quotes and newlines). */
export function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { rows[rows.length - 1]!.push(field); field = ''; } else if (c === '\n') { rows[rows.length - 1]!.push(field.replace(/\r$/, '')); field = ''; rows.push([]); } else field += c;
  }
  if (field) rows[rows.length - 1]!.push(field);
  const [header = [], ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((name, k) => [name, r[k] ?? ''])));
}
