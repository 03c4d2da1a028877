import { oneDoes } from './plain-each-person.js';
import { THING_WORDS } from './people-words.js';

/**
 * Amounts matched to people by "respectively", told one by one: "Melanie, Dan, and Sally picked 4, 9,
 * and 3 plums respectively" → "Melanie picked 4 plums, Dan picked 9 plums and Sally picked 3
 * plums". Only when there are as many amounts as names.
 */
const NAME = '(?:(?:Mrs|Mr|Ms|Dr) )?[A-Z][a-z]+';
const NUM = String.raw`\d+(?:\.\d+)?`;
const RESPECTIVELY = new RegExp(String.raw`\b(${NAME}(?:, ${NAME})*,? and ${NAME}) ([a-z]+) (${NUM}(?:, ${NUM})*,? and ${NUM}) (${THING_WORDS}),? (?:respectively|in that order)\b`, 'g');

const listed = (text: string): string[] => text.split(/,? and |, /);

export function plainRespectively(story: string): string {
  return story.replace(RESPECTIVELY, (all, group: string, verb: string, amounts: string, things: string) => {
    const names = listed(group);
    const counts = listed(amounts);
    const does = oneDoes(verb);
    if (!does || names.length !== counts.length || new Set(names).size !== names.length) return all;
    const told = names.map((name, i) => `${name} ${does} ${counts[i]} ${things}`);
    return `${told.slice(0, -1).join(', ')} and ${told[told.length - 1]}`;
  });
}
