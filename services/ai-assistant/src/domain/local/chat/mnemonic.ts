import type { KeyTerm } from '@studyhall/ai-contracts';

const WORDS: Record<string, string[]> = {
  a: ['Awesome', 'Angry', 'Astronauts'], b: ['Bouncing', 'Brave', 'Bears'], c: ['Cheerful', 'Cats', 'Crunch'],
  d: ['Dancing', 'Dragons', 'Dive'], e: ['Eager', 'Elephants', 'Eat'], f: ['Funny', 'Frogs', 'Fly'],
  g: ['Giant', 'Giraffes', 'Giggle'], h: ['Happy', 'Hippos', 'Hop'], i: ['Icy', 'Iguanas', 'Imagine'],
  j: ['Jolly', 'Jaguars', 'Juggle'], k: ['Kind', 'Koalas', 'Kick'], l: ['Lazy', 'Lions', 'Laugh'],
  m: ['Mighty', 'Monkeys', 'Munch'], n: ['Noisy', 'Ninjas', 'Nap'], o: ['Odd', 'Owls', 'Orbit'],
  p: ['Purple', 'Penguins', 'Paint'], q: ['Quiet', 'Quails', 'Quack'], r: ['Rapid', 'Robots', 'Race'],
  s: ['Silly', 'Snakes', 'Sing'], t: ['Tiny', 'Tigers', 'Tumble'], u: ['Ugly', 'Unicorns', 'Unite'],
  v: ['Velvet', 'Vultures', 'Vanish'], w: ['Wild', 'Walruses', 'Wiggle'], x: ['Xtra', 'Xylophones', 'X-ray'],
  y: ['Young', 'Yaks', 'Yell'], z: ['Zany', 'Zebras', 'Zoom'],
};

export interface Mnemonic {
  letters: string;
  sentence: string;
  terms: KeyTerm[];
}

/** First letters of the key terms turned into a silly (memorable) sentence, in lesson order. */
export function acronymSentence(terms: readonly KeyTerm[]): Mnemonic | null {
  const chosen = terms.filter((t) => /^[a-z]/i.test(t.term)).slice(0, 7);
  if (chosen.length < 2) return null;
  const letters = chosen.map((t) => t.term.charAt(0).toLowerCase());
  // Adjective, noun, verb, adjective, noun … reads like a (silly) sentence: "Purple Cats Crunch Mighty Snakes."
  const pattern = [0, 1, 2, 0, 1, 2, 1];
  const words = letters.map((letter, i) => {
    const options = WORDS[letter] ?? [letter.toUpperCase()];
    return options[pattern[i] ?? 1] ?? letter.toUpperCase();
  });
  return { letters: letters.join('').toUpperCase(), sentence: `${words.join(' ')}.`, terms: chosen };
}

/** The short cue word of a definition: its first content word after "is/are a". */
export function definitionHook(term: KeyTerm): string {
  const rest = term.definition.replace(new RegExp(`^.*?\\b${term.term.split(' ')[0] ?? ''}\\b[^a-z]*`, 'i'), '');
  const match = rest.match(/\b(?:is|are|refers to|means)\s+(?:a|an|the)?\s*([^,.;]{3,})/i);
  const hook = (match?.[1] ?? rest.split(/[,.;]/)[0] ?? term.definition).trim();
  return hook.length <= 70 ? hook : `${hook.slice(0, hook.lastIndexOf(' ', 70))}…`;
}
