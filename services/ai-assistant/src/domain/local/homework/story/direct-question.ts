import { tag, type Tagged } from '../../text/nlp.js';

/**
 * A thing asked about and the words that describe it, said as the plain direct question the readers
 * know: "crayons" + "that each of them will get" → "How many crayons will each of them get?";
 * "books" + "Adam owns now" → "How many books does Adam own now?"; "scissors" + "in the drawer" →
 * "How many scissors are in the drawer?". Null when the words are not a clause this can turn round.
 */
export interface Asked {
  /** "many" or "much". */
  head: 'many' | 'much';
  /** The thing counted ("red balloons"); empty for "how much she paid". */
  thing: string;
  /** What the question says of it, after the thing. */
  rest: string;
  /** The verb "to be" of the question's own "what is / was / will be". */
  be: string;
}

/** An order that asks: "Determine …", "Can you find …". */
export const ORDER = String.raw`(?:(?:can|could) you (?:please )?)?(?:determine|calculate|compute|find(?: out)?|work out|figure out|estimate|tell me)`;
export const WHAT_IS = String.raw`what(?:'s| is| was| will be| would be)`;

const MODAL = /^(?:will|would|can|could|should|must|might|may|shall|is|are|was|were|am|do|does|did)$/i;
const HAVE = /^(?:has|have|had)$/i;
/** A thing counted by whoever is named next ("pieces left", "books bought by Sam"): no subject of its own. */
const PARTICIPLE = /^(?:being|left|remaining|needed|required|used|sold|bought|purchased|given|collected|made|served|eaten|picked|found|owned|held|kept|saved|spent|planted|baked|grown)$/i;

/** "is" → "are" for a plural thing counted; "will be" stays. */
function beFor(asked: Asked): string {
  if (asked.head === 'much') return asked.be;
  return ({ is: 'are', was: 'were', "'s": 'are' } as Record<string, string>)[asked.be] ?? asked.be;
}

/** The helping verb and the main verb for a subject then one verb: "Adam owns" → does … own. */
function turnRound(subject: string, verb: Tagged, next: Tagged | undefined): [string, string] | null {
  const word = verb.text.toLowerCase();
  if (MODAL.test(word)) return [word, subject];
  const perfect = HAVE.test(word) && next?.pos === 'VERB' && next.text.toLowerCase() !== 'left' && next.lemma !== next.text.toLowerCase();
  if (perfect) return [word, subject];
  if (verb.pos !== 'VERB' && !HAVE.test(word)) return null;
  const lemma = verb.lemma;
  const helper = word === lemma ? 'do' : word === `${lemma}s` || word === `${lemma}es` || word === 'has' ? 'does' : 'did';
  return [helper, `${subject} ${lemma}`];
}

/** The words after a subject's clause, with the clause's helper moved in front of the subject. */
function subjectClause(tokens: Tagged[]): string | null {
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt < 1 || verbAt > 5) return null;
  const first = tokens[0]!;
  if (!['PRON', 'PROPN', 'DET', 'NOUN'].includes(first.pos)) return null;
  const subject = joinTokens(tokens.slice(0, verbAt));
  const turned = turnRound(subject, tokens[verbAt]!, tokens[verbAt + 1]);
  if (!turned) return null;
  return [...turned, joinTokens(tokens.slice(verbAt + 1))].filter(Boolean).join(' ').replace(/ (?=[,;])/g, '');
}

/** Tokens back into text: "Sara 's" is "Sara's". */
const joinTokens = (tokens: Tagged[]): string => tokens.map((t) => t.text).join(' ').replace(/ (?=[',.;:!?%]|n't\b)/g, '').replace(/\$ (?=\d)/g, '$');

/** The question in its plain form, without its "?" and its lead-in, or null. */
export function directQuestion(asked: Asked): string | null {
  const rest = asked.rest.replace(/^(?:that|which|who|whom)\s+/i, '').trim();
  const lead = `how ${asked.head}${asked.thing ? ` ${asked.thing}` : ''}`;
  if (!rest) return asked.thing ? `${lead} ${beFor(asked)} there` : null;
  const tokens = tag(rest);
  const first = tokens[0]!;
  const relative = rest !== asked.rest.trim();
  // "How many seeds are there when …": a clause of time or condition follows no verb of the thing's own.
  if (/^(?:when|if|after|before|once|since|so|because)$/i.test(first.text)) return asked.thing ? `${lead} ${beFor(asked)} there ${rest}` : null;
  const intransitive = /^(?:remain|stay)$/.test(first.lemma);
  // para-forms: "the number of people present" — being there, said of the thing: "How many people were present"
  // (only words of being there: "absent" or "unsold" asks a part the readers must not take for the whole).
  const present = tokens.length === 1 && /^(?:present|available|attending)$/i.test(first.text);
  if (first.pos === 'ADP' || first.pos === 'ADV' || (first.pos === 'ADJ' && tokens[1]?.pos === 'ADP') || present || PARTICIPLE.test(first.text) || (!relative && !intransitive && first.pos === 'VERB' && first.lemma !== first.text.toLowerCase())) {
    return asked.thing ? `${lead} ${beFor(asked)} ${rest}` : null;
  }
  if (first.pos === 'AUX' || first.pos === 'VERB') return asked.thing ? `${lead} ${rest}` : null;
  const clause = subjectClause(tokens);
  return clause ? `${lead} ${clause}` : null;
}

/** "red balloons that Sara has" → ["red balloons", "that Sara has"]; null when no thing is named first. */
export function thingAndRest(text: string): [string, string] | null {
  const tokens = tag(text);
  let end = 0;
  let nouns = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const ofNoun = t.text === 'of' && nouns > 0 && ['NOUN', 'ADJ'].includes(tokens[i + 1]?.pos ?? '');
    // "drawing sheets": a word in -ing before a noun describes it.
    const describing = t.pos === 'VERB' && /ing$/.test(t.text) && tokens[i + 1]?.pos === 'NOUN';
    if (!['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(t.pos) && !ofNoun && !describing) break;
    if (t.pos === 'PROPN' && nouns > 0 && !ofNoun) break;
    if (t.pos !== 'NOUN' && t.pos !== 'PROPN') continue;
    // "apples present": a describing word after the last noun belongs to the rest.
    nouns++;
    end = i + 1;
  }
  if (nouns === 0 || /^(?:and|or)$/i.test(tokens[end]?.text ?? '')) return null;
  return [joinTokens(tokens.slice(0, end)), joinTokens(tokens.slice(end))];
}

/** The verb "to be" of "what is / was / will be". */
export function beOf(ask: string): string {
  return /will be/i.test(ask) ? 'will be' : /would be/i.test(ask) ? 'would be' : /\bwas\b/i.test(ask) ? 'was' : 'is';
}

