import { tag } from './nlp.js';
import { STOP_WORDS } from './sentences.js';

/** Nouns too general to be a lesson's key term. */
const GENERAL = new Set(`way ways thing things part parts example examples number numbers lot kind kinds type types
time times use uses case cases fact facts result results letter set people person group groups form forms level
levels order amount side sides end term terms word words question questions answer answers value values data
chapter chapters section sections page pages figure figures table tables variety varieties size sizes pair pairs
year years day days week weeks month months today tomorrow yesterday half rest deal bit couple majority lots`.split(/\s+/));

export interface PhraseUse {
  phrase: string;
  count: number;
  /** The first sentence that uses the phrase. */
  first: string;
  /** Ends in a general noun ("groups"): too vague for a key term on its own. */
  generalHead: boolean;
  /** A noun before the head narrows it ("interest groups", "labor groups"). */
  nounModified: boolean;
}

type Token = { text: string; pos: string };

/** Runs of describing words and nouns that end in a noun: "plasma membrane", "civil rights". */
function phrasesOf(tokens: readonly Token[]): Array<{ phrase: string; nounModified: boolean }> {
  const found: Array<{ phrase: string; nounModified: boolean }> = [];
  let run: Token[] = [];
  const flush = (): void => {
    while (run.length > 0 && run[run.length - 1]?.pos === 'ADJ') run.pop();
    while (run.length > 0 && STOP_WORDS.has(run[0]?.text.toLowerCase() ?? '')) run.shift();
    if (run.length > 0 && run.length <= 3) {
      found.push({ phrase: run.map((t) => t.text).join(' '), nounModified: run.slice(0, -1).some((t) => t.pos !== 'ADJ') });
    }
    run = [];
  };
  for (const token of tokens) {
    if (['ADJ', 'NOUN', 'PROPN'].includes(token.pos) && /^[A-Za-z][A-Za-z-]*$/.test(token.text)) run.push(token);
    else flush();
  }
  flush();
  return found;
}

const SEPARATOR = '¶';

/** One tagging pass over all sentences (much faster than one per sentence), split back per sentence. */
function taggedSentences(sentences: readonly string[]): Token[][] {
  const out: Token[][] = [[]];
  for (const token of tag(sentences.join(` ${SEPARATOR} `))) {
    if (token.text === SEPARATOR) out.push([]);
    else out[out.length - 1]?.push(token);
  }
  return out;
}

const memo = new WeakMap<readonly string[], PhraseUse[]>();

/** Every noun phrase of the lesson (also those with a general head) with how often it is used, most used (and longest) first. */
export function nounPhraseUses(sentences: readonly string[]): PhraseUse[] {
  const known = memo.get(sentences);
  if (known) return known;
  const uses = new Map<string, PhraseUse>();
  const tagged = taggedSentences(sentences);
  for (const [index, sentence] of sentences.entries()) {
    const inSentence = new Set<string>();
    for (const { phrase, nounModified } of phrasesOf(tagged[index] ?? [])) {
      const key = phrase.toLowerCase();
      const last = key.split(' ').pop() ?? '';
      if (key.length < 4 || GENERAL.has(key) || inSentence.has(key)) continue;
      inSentence.add(key);
      const entry = uses.get(key) ?? { phrase, count: 0, first: sentence, generalHead: GENERAL.has(last), nounModified };
      entry.count++;
      uses.set(key, entry);
    }
  }
  const score = (use: PhraseUse): number => use.count * (1 + 0.6 * (use.phrase.split(' ').length - 1));
  const result = [...uses.values()].sort((a, b) => score(b) - score(a));
  memo.set(sentences, result);
  return result;
}

/** Noun phrases used at least twice in the lesson, most used (and longest) first. */
export function repeatedNounPhrases(sentences: readonly string[]): PhraseUse[] {
  return nounPhraseUses(sentences).filter((use) => use.count >= 2 && !use.generalHead);
}
