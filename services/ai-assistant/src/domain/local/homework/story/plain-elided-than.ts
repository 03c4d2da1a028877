/**
 * para-while: a comparison whose other side is left out, said with it, the form the comparison readers
 * know: "Sean has 223 whistles, while Charles has 95 fewer whistles." is "… while Charles has 95 fewer
 * whistles than Sean."; "Mia has 20 stickers. Leo has 7 more." is "… Leo has 7 more than Mia."
 * Only a verb of having ("has", "had", "owns"), never a change ("bought 6 more" adds to one's own), and
 * only when exactly one other person is told to have a count of the same things before it. "… 5 marbles
 * more than him" (or "than that") names that one other person too; "If Charles has 95 fewer whistles, how many …"
 * is read the same way.
 */
const NUM = String.raw`\d+(?:\.\d+)?`;
const NAME = String.raw`(?:(?:Mr|Mrs|Ms|Dr)\. )?[A-Z][a-z]+`;
const HAVE = String.raw`has|have|had|owns|owned|possesses|possessed`;
const ELIDED = new RegExp(String.raw`(^|[.!?]\s+|,\s+(?:while|whereas|and|but)\s+|\s(?:while|whereas)\s+|\b[Ii]f\s+)(${NAME}) (${HAVE}) (${NUM}) (more|fewer|less)(?: ((?:[a-z]+ )?[a-z]+))?(?=[.,!?]|$)`, 'g');
const OWNED = new RegExp(String.raw`\b(${NAME}) (?:${HAVE}) (?:a total of |only |just )?(${NUM}) ((?:[a-z]+ )?[a-z]+)`, 'g');
const NOT_NAMES = /^(?:The|There|This|That|These|Those|Then|If|When|While|How|What|He|She|They|It|We|You|I|A|An|Each|Every|Some)$/;

const THAN_PRONOUN = new RegExp(String.raw`\b(${NAME}) ((?:${HAVE}|[a-z]+ed) (?:${NUM} )?(?:[a-z]+ )?(?:more|fewer|less)(?: [a-z]+)? than) (him|her|that)\b`, 'g');

/** The one other person told to have a count of things before `at`, and those things; or null. */
function otherOwner(text: string, at: number, who: string): { owner: string; things: string } | null {
  const others = [...text.slice(0, at).matchAll(OWNED)].filter((m) => m[1] !== who && !NOT_NAMES.test(m[1]!));
  const owners = new Set(others.map((m) => m[1]!));
  const kinds = new Set(others.map((m) => m[3]!));
  return owners.size === 1 && kinds.size === 1 ? { owner: [...owners][0]!, things: [...kinds][0]! } : null;
}

export function plainElidedThan(story: string): string {
  return story.replace(THAN_PRONOUN, (all, who: string, compared: string, _pronoun: string, at: number, text: string) => {
    const other = NOT_NAMES.test(who) ? null : otherOwner(text, at, who);
    return other ? `${who} ${compared} ${other.owner}` : all;
  }).replace(ELIDED, (all, start: string, who: string, have: string, count: string, more: string, things: string | undefined, at: number, text: string) => {
    if (NOT_NAMES.test(who)) return all;
    const other = otherOwner(text, at, who);
    if (!other || (things && things !== other.things && !other.things.endsWith(things))) return all;
    return `${start}${who} ${have} ${count} ${more} ${things ?? other.things} than ${other.owner}`;
  });
}
