import { endsMidPhrase, isHeadingBlock } from './text/headings.js';
import { mostRepeatedHeader } from './text/page-furniture.js';
import { normalizeLessonText } from './text/sentences.js';

/** Headings that name a part of a chapter, not what the lesson is about. */
const GENERIC = /^(?:introduction|overview|summary|key (?:terms|concepts|ideas)|learning (?:objectives|outcomes)|objectives|contents|table of contents|chapter outline|glossary|review questions|exercises|practice|homework|notes|references|bibliography|preface)$/i;

/** A file name that says nothing: "IMG_2043", "scan 0001", "document (3)", "Untitled". */
const MEANINGLESS_FILE = /^(?:img|image|dsc|pxl|photo|scan|scanned|document|doc|file|page|untitled|download|copy|screenshot|screen shot|pdf)?[\s\d()._-]*$/i;

/** "1.1 Definitions of …" → "Definitions of …"; a trailing "and"/"of"/comma left by a cut-off heading goes. */
function cleanHeading(heading: string): string {
  let title = heading
    .replace(/\s+/g, ' ')
    .replace(/^(?:\d+(?:\.\d+)*\.?|[IVXLC]+\.)\s+(?=\p{L})/u, '')
    .replace(/^[•|·–—-]\s*/, '')
    .trim();
  while (title && endsMidPhrase(title)) title = title.replace(/[\s,&/–—-]*\S*$/u, '').replace(/[\s,&/–—-]+$/u, '');
  return title.trim();
}

/** The first real heading among the lesson's opening blocks. */
function headingOf(text: string): string | null {
  const blocks = normalizeLessonText(text).split('\n\n').slice(0, 6);
  for (const block of blocks) {
    if (!isHeadingBlock(block)) continue;
    const title = cleanHeading(block);
    if (title.length >= 3 && title.length <= 100 && /\p{L}{2}/u.test(title) && !GENERIC.test(title)) return title;
  }
  return null;
}

/** "Chapter 3: Energy in living things" on every page (its number changing) names the subject. */
function fromRunningHeader(text: string): string | null {
  const header = mostRepeatedHeader(text)
    ?.replace(/^\d{1,4}\s+|\s+\d{1,4}$/g, '')
    .replace(/^(?:chapter|unit|section|lesson|part)\s+[\dIVX.]+\s*[:.|•–—-]?\s*/i, '')
    .replace(/^[\d.]+\s*[|•·–—-]\s*|\s*[|•·–—-]\s*[\d.]*$/g, '');
  const title = header ? cleanHeading(header) : '';
  return title.length >= 3 && /\p{L}{3}/u.test(title) ? title.charAt(0).toUpperCase() + title.slice(1) : null;
}

function fromFileName(fileName: string | undefined): string | null {
  const name = fileName?.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!name || MEANINGLESS_FILE.test(name) || !/\p{L}{3}/u.test(name)) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const titleCase = (term: string): string => term.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * The document's own heading (joined across wrapped lines, numbering and dangling words dropped), else
 * the subject its running headers name, else a file name that says something, else the lesson's main topic ("Cell Membrane").
 */
export function lessonTitle(text: string, fileName?: string, mainTerm?: string): string {
  return headingOf(text) ?? fromRunningHeader(text) ?? fromFileName(fileName) ?? (mainTerm ? titleCase(mainTerm) : 'Lesson Summary');
}
