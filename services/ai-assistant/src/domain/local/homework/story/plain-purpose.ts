/**
 * A purpose told before the story's numbers: "They went to a plum tree to pick some fruit." says why
 * they went, not an unknown amount, so "some" goes ("to pick fruit"). Only in a sentence that tells
 * no number, and only after an infinitive "to <verb>", so "She got some more" and "had some marbles"
 * keep the unknown amount the readers of unknown changes and starts need.
 */
const PURPOSE_SOME = /\b(to [a-z]+(?: [a-z]+)?) some (?=[a-z])/gi;
const TELLS_NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|half|twice|more|less|fewer|left|rest)\b/i;

export function plainPurpose(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+/);
  // The question and the sentence just before it are left alone: a purpose there may be what is asked.
  return sentences.map((sentence, i) => (i < sentences.length - 1 && !sentence.trim().endsWith('?') && !TELLS_NUMBER.test(sentence) ? sentence.replace(PURPOSE_SOME, '$1 ') : sentence)).join(' ');
}
