import { irregularBase, plainForms } from '../story/verb-forms.js';
import { singular } from '../story/words.js';
import type { Chain } from './portion-chain.js';

/**
 * Which part of a followed amount a question asks about: "How many cookies did she give to her
 * sister?" is the move told with "gave … to her sister"; "How many green cards are there?" after
 * "the rest are green" is what is left. Every word of the question that the start does not already
 * tell must be in the chosen clause, and exactly one clause may fit; otherwise null.
 */
const IGNORED = new Set(`how many much what is was are were the a an of to in on at for from by with does do did will would should could can has have had
there number amount total calculate find money dollars his her their its he she they it them that this these those`.split(/\s+/));
/** What one gets is what another gives: "How many does his friend get?" asks "gives … to his friend". */
const GIVEN_BY_ANOTHER = ['get', 'receive'];

/** A word's plain form: "gave" → give, "sisters" → sister, "donates" → donate, "got" → give. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const forms = plainForms(w);
  if (GIVEN_BY_ANOTHER.some((verb) => forms.has(verb))) return 'giv';
  const irregular = irregularBase(w);
  if (irregular) return irregular.replace(/e$/, '');
  if (/ied$/.test(w)) return w.replace(/ied$/, 'y');
  if (/(?:ed|es)$/.test(w) && w.length > 3) return w.replace(/d$|s$/, '').replace(/e$/, '');
  return singular(w).replace(/e$/, '');
}

const words = (text: string): string[] => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !IGNORED.has(w)).map(stem);

/** The index of the asked move, "rest" for what is left, or null. */
/** "those who had not voted" after "2/5 of the people had voted", "how many do not have glasses" after "40% have glasses". */
function notInAnyKind(question: string, chain: Chain): boolean {
  const denied = /\b(?:had|have|has|did|do|does|were|are|was|is) not (?:yet )?([a-z ]+?)\??$/.exec(question.toLowerCase())?.[1];
  const predicates = chain.moves.map((m) => (m.kind === 'portion' && m.category ? / (?:are|were|is|was|have|has|had) ([a-z ]+)$/.exec(m.clause)?.[0]?.trim() : undefined));
  const says = (p: string | undefined): boolean => !!p && !!denied && (denied.startsWith(p) || denied.startsWith(p.replace(/^(?:are|were|is|was|had|have|has) /, '')));
  return chain.rest === null && predicates.length > 0 && predicates.every(says);
}

/** The other half of a pair of kinds: "How many boys?" after "One-third of them are girls". */
const OTHER_KIND: Record<string, string> = { boy: 'girl', girl: 'boy', male: 'female', female: 'male', man: 'woman', woman: 'man' };

function otherKind(question: string, chain: Chain): boolean {
  const kinds = chain.moves.filter((m) => m.kind === 'portion' && m.category);
  const label = kinds.length === 1 && kinds.length === chain.moves.length ? stem(/([a-z]+)$/.exec(kinds[0]!.clause)?.[1] ?? '') : '';
  const other = OTHER_KIND[label];
  const asked = words(question);
  return chain.rest === null && !!other && asked.includes(other) && !asked.includes(label);
}

export function askedPart(question: string, chain: Chain): number | 'rest' | null {
  if (notInAnyKind(question, chain) || otherKind(question, chain)) return 'rest';
  const told = new Set([...words(chain.told), stem(chain.unit), ...(chain.owner ? [stem(chain.owner)] : [])]);
  const asked = words(question).filter((w) => !told.has(w));
  if (asked.length === 0) return null;
  const clauses: Array<[number | 'rest', string]> = [...chain.moves.map((m, i): [number, string] => [i, m.clause]), ...(chain.rest ? [['rest', chain.rest] as [string, string]] : [])] as Array<[number | 'rest', string]>;
  const fits = clauses.filter(([, clause]) => {
    const have = new Set(words(clause));
    return asked.every((w) => have.has(w));
  });
  return fits.length === 1 ? fits[0]![0] : null;
}
