/**
 * Whether two words are forms of one verb ("fell" and "fall", "got" and "get", "brought" and "bring",
 * "reading" and "read", "wears" and "wear"): the plain forms each can come from, compared.
 */
const IRREGULAR: Record<string, string> = {
  fell: 'fall', fallen: 'fall', got: 'get', gotten: 'get', took: 'take', taken: 'take', wore: 'wear', worn: 'wear', came: 'come',
  went: 'go', gone: 'go', ate: 'eat', eaten: 'eat', gave: 'give', given: 'give', brought: 'bring', bought: 'buy', sold: 'sell',
  sent: 'send', made: 'make', won: 'win', lost: 'lose', kept: 'keep', chose: 'choose', chosen: 'choose', drank: 'drink',
  drunk: 'drink', saw: 'see', seen: 'see', left: 'leave', paid: 'pay', spent: 'spend', broke: 'break', broken: 'break',
  wrote: 'write', written: 'write', ran: 'run', rode: 'ride', ridden: 'ride', drove: 'drive', driven: 'drive', swam: 'swim',
  flew: 'fly', flown: 'fly', grew: 'grow', grown: 'grow', threw: 'throw', thrown: 'throw', caught: 'catch', taught: 'teach',
  held: 'hold', sat: 'sit', stood: 'stand', met: 'meet', found: 'find', heard: 'hear', told: 'tell', said: 'say', felt: 'feel',
  knew: 'know', known: 'know', slept: 'sleep', built: 'build', began: 'begin', begun: 'begin', sang: 'sing', sung: 'sing',
  spoke: 'speak', spoken: 'speak', hid: 'hide', hidden: 'hide', shot: 'shoot', stole: 'steal', stolen: 'steal', had: 'have', has: 'have',
};

/** The plain form of an irregular verb form ("brought" → "bring", "paid" → "pay"), or undefined for any other word. */
export function irregularBase(word: string): string | undefined {
  return IRREGULAR[word.toLowerCase()];
}

/** Every plain form a word may be: "voted" → vote, vot; "carries" → carry, carrie; "running" → run. */
export function plainForms(word: string): Set<string> {
  const w = word.toLowerCase();
  const out = new Set([w]);
  if (IRREGULAR[w]) out.add(IRREGULAR[w]);
  for (const [end, add] of [['ies', 'y'], ['ied', 'y'], ['es', ''], ['s', ''], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e']] as const) {
    if (!w.endsWith(end) || w.length - end.length < 2) continue;
    const stem = w.slice(0, -end.length);
    out.add(stem + add);
    // "stopped", "running": one doubled consonant.
    if (add === '' && /([b-df-hj-np-tv-z])\1$/.test(stem)) out.add(stem.slice(0, -1));
  }
  return out;
}

/** Whether two words are forms of one verb. */
export function sameVerb(a: string, b: string): boolean {
  const forms = plainForms(a);
  return [...plainForms(b)].some((f) => forms.has(f));
}
