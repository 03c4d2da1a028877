/**
 * Food served is food given out: "A restaurant had 9 hamburgers and served 3. How many remained?"
 * is "… and gave out 3". Only when the question asks what is left and the things served are the
 * things told before ("served 3" or "served 3 hamburgers"): serving 3 tables or 3 customers gives
 * out nothing counted.
 */
const SERVED = /\b(served|serves|serve)( only| just)? (\d+(?:\.\d+)?)(?: ([a-z]+))?(?=[,.?!;]| and\b| but\b| for\b| at\b| to\b| in\b| on\b| during\b|$)/g;
const GAVE_OUT: Readonly<Record<string, string>> = { served: 'gave out', serves: 'gives out', serve: 'give out' };
const LEFT = /\b(?:left|left over|leftover|remain(?:s|ed|ing)?)\b/i;

export function plainServed(story: string): string {
  const question = /\b(?:how (?:many|much)|what|which)\b[^.?!]*\?\s*$/i.exec(story)?.[0] ?? '';
  if (!LEFT.test(question)) return story;
  return story.replace(SERVED, (all, verb: string, only: string | undefined, count: string, things: string | undefined, at: number, text: string) => {
    const before = text.slice(0, at);
    const told = things ? new RegExp(String.raw`\b\d+(?:\.\d+)? (?:[a-z]+ )?${things}\b`).test(before) : /\b\d+(?:\.\d+)? [a-z]+/.test(before);
    return told ? `${GAVE_OUT[verb]}${only ?? ''} ${count}${things ? ` ${things}` : ''}` : all;
  });
}
