/**
 * para-while: a comparison whose other side is left out, said with it, the form the comparison readers
 * know: "Sean has 223 whistles, while Charles has 95 fewer whistles." is "… while Charles has 95 fewer
 * whistles than Sean."; "Mia has 20 stickers. Leo has 7 more." is "… Leo has 7 more than Mia."
 * Only a verb of having ("has", "had", "owns"), never a change ("bought 6 more" adds to one's own), and
 * only when exactly one other person is told to have a count of the same things before it.
 */
const NUM = String.raw`\d+(?:\.\d+)?`;
const NAME = String.raw`(?:(?:Mr|Mrs|Ms|Dr)\. )?[A-Z][a-z]+`;
const HAVE = String.raw`has|have|had|owns|owned|possesses|possessed`;
const ELIDED = new RegExp(String.raw`(^|[.!?]\s+|,\s+(?:while|whereas|and|but)\s+|\s(?:while|whereas)\s+)(${NAME}) (${HAVE}) (${NUM}) (more|fewer|less)(?: ((?:[a-z]+ )?[a-z]+))?(?=[.,!?]|$)`, 'g');
const OWNED = new RegExp(String.raw`\b(${NAME}) (?:${HAVE}) (?:a total of |only |just )?(${NUM}) ((?:[a-z]+ )?[a-z]+)`, 'g');
const NOT_NAMES = /^(?:The|There|This|That|These|Those|Then|If|When|While|How|What|He|She|They|It|We|You|I|A|An|Each|Every|Some)$/;

export function plainElidedThan(story: string): string {
  return story.replace(ELIDED, (all, start: string, who: string, have: string, count: string, more: string, things: string | undefined, at: number, text: string) => {
    if (NOT_NAMES.test(who)) return all;
    const others = [...text.slice(0, at).matchAll(OWNED)].filter((m) => m[1] !== who && !NOT_NAMES.test(m[1]!));
    const owners = new Set(others.map((m) => m[1]!));
    const kinds = new Set(others.map((m) => m[3]!));
    if (owners.size !== 1 || kinds.size !== 1) return all;
    const told = [...kinds][0]!;
    if (things && things !== told && !told.endsWith(things)) return all;
    return `${start}${who} ${have} ${count} ${more} ${things ?? told} than ${[...owners][0]!}`;
  });
}
