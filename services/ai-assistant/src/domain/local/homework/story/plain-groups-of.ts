import { singular } from './words.js';

/**
 * groups: "put the rest in bags of 6", "48 students ride in buses of 12": a group size said with
 * "of" and no thing after it is the plain "with 6 cookies in each bag", the thing being the one the
 * story counts first. Only when that thing is the story's one counted thing ("40 cookies … bags of 6"):
 * a story that counts two things leaves the size unread.
 */
const GROUPS_OF = /\b(in|into|onto) ([a-z]+(?:es|s)) of (\d+)(?=\s*(?:[.,?!]|and\b|then\b|each\b))/g;
/** para-muldiv: "make stacks of 6 cards", "into packs of 6 cards each": groups made of a size, the thing told again or not. */
const MADE_OF = /\b(makes?|made|making|forms?|formed|forming|creates?|created|creating) ((?!dozens\b)[a-z]+(?:es|s)) of (\d+)(?: ([a-z]+s))?(?: each)?(?=\s*(?:[.,?!]|and\b|then\b))/g;
const COUNTED = /\b\d+(?:\.\d+)? ([a-z]+s)\b/g;

/** The one kind of thing the story counts ("40 cookies … 8 cookies"), or undefined when it counts none or several. */
export function oneCountedThing(story: string): string | undefined {
  const things = new Set([...story.matchAll(COUNTED)].map((m) => m[1]!).filter((t) => !/^(?:times|dollars|cents|days|hours|minutes|weeks|years|months)$/.test(t)));
  return things.size === 1 ? [...things][0] : undefined;
}

export function plainGroupsOf(story: string): string {
  if (!GROUPS_OF.test(story) && !MADE_OF.test(story)) return story;
  GROUPS_OF.lastIndex = 0;
  MADE_OF.lastIndex = 0;
  const thing = oneCountedThing(story);
  if (!thing) return story;
  return story.replace(GROUPS_OF, (all, into: string, groups: string, size: string) =>
    groups === thing ? all : `${into} ${groups} with ${size} ${thing} in each ${singular(groups)}`)
    .replace(MADE_OF, (all, verb: string, groups: string, size: string, told: string | undefined) =>
      groups === thing || (told && told !== thing) ? all : `${verb} ${groups} with ${size} ${thing} in each ${singular(groups)}`);
}
