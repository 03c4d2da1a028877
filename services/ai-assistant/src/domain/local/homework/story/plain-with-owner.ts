/**
 * What someone has left, asked as what "remained with" them, said as the plain question of having
 * (the story's last sentence only): "How many oranges remained with Mike?" → "How many oranges did
 * Mike have left?". Main read "How many bananas remained with Ana?" after "Carlos … gave 5 bananas to
 * Ana" as Carlos's bananas and more (44); asked as what Ana has left, it declines (her start is untold).
 * Only a person named or a pronoun, and nothing else in the question; "have stayed" asks what they have now.
 */
const OWNER = String.raw`([A-Z][a-z]+|him|her|them)`;
const STAYED_WITH = new RegExp(String.raw`^([Hh]ow (?:many|much)) ((?:[a-z]+ ){0,2}?)(?:(have|has) )?(remained|stayed|remain|remains|stay|will remain|would remain) with ${OWNER}(?: (?:now|currently))?\?$`);
const SUBJECT: Readonly<Record<string, string>> = { him: 'he', her: 'she', them: 'they' };

function question(text: string): string {
  const stayed = STAYED_WITH.exec(text);
  if (!stayed) return text;
  const [, how, thing, perfect, verb, owner] = stayed;
  const who = SUBJECT[owner!] ?? owner!;
  // "How many apples have stayed with Ruby?" asks what Ruby has now.
  const does = perfect ? (who === 'they' ? 'do' : 'does') : /^(?:remained|stayed)$/.test(verb!) ? 'did' : /^(?:will|would)/.test(verb!) ? 'will' : who === 'they' ? 'do' : 'does';
  return `${how!} ${thing!}${does} ${who} have left?`;
}

/** "How many oranges remained with Mike?" → "How many oranges did Mike have left?" */
export function plainWithOwner(story: string): string {
  const last = /(^|[.!?]\s+)([^.!?]*\?)\s*$/.exec(story);
  if (!last) return story;
  const start = last.index + last[1]!.length;
  return `${story.slice(0, start)}${question(last[2]!)}`;
}
