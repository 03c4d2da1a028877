/**
 * mawps-guards: clipped words said in full ("She put 37 pics into one album" after "41 pictures"), so one thing
 * is counted under one name. Only a clipped word whose full word the story itself uses.
 */
const CLIPPED: Readonly<Record<string, string>> = { pic: 'picture', pics: 'pictures' };

export function plainClippedWords(story: string): string {
  return story.replace(/\b(pics?)\b/g, (word: string) => {
    const full = CLIPPED[word]!;
    return new RegExp(`\\b${full.replace(/s$/, '')}s?\\b`).test(story) ? full : word;
  });
}
