/**
 * gsm-wages: earnings asked through a noun, asked plainly with "earn" for the readers of rates, in the
 * question's own tense and with the period the question names (never one it does not):
 * - "How much will be her total earnings for two months of work?" → "How much will she earn in two months?";
 * - "What is Ann's weekly pay?", "Determine her annual salary." → "How much does Ann earn in a week?", "… in a year?";
 * - "After delivering flyers for 6 weeks, how much money will she have earned?" → "How much money will she earn in 6 weeks?".
 * Only when the story tells a pay rate ("$8 an hour", "earns $50 a day"): earnings of a story without one stay as told.
 */
const PERIOD = String.raw`((?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|fifty-two) (?:hours?|days?|weeks?|months?|years?))`;
const OWNER = String.raw`(his|her|their|([A-Z][a-z]+)'s)`;
const EARNINGS = String.raw`(?:earnings|income|pay|wages?|salary)`;
/** "How much will be her total earnings for 2 months of work?", "What are his earnings in 3 weeks?" */
const TOTAL_FOR = new RegExp(String.raw`^(?:how much|what) (?:(will|would) be|(is|was|are|were)) ${OWNER} (?:total )?${EARNINGS} (?:for|in|over|after) ${PERIOD}(?: of (?:work|working))?\s*\?$`, 'i');
/** "Determine her annual salary.", "What is Ann's weekly pay?" */
const EACH_PERIOD = new RegExp(String.raw`^(?:(?:determine|calculate|find|compute|what is|what's|how much is) )${OWNER} (annual|yearly|monthly|weekly|daily) ${EARNINGS}\s*[.?]$`, 'i');
/** "After delivering flyers for 6 weeks, how much money will she have earned?" */
const AFTER_PERIOD = new RegExp(String.raw`^After [a-z]+ing\b[^,]*? for ${PERIOD}, how much (money )?(?:will|would) (he|she|they|[A-Z][a-z]+) have (earned|made)\s*\?$`);
/** A pay rate told in the story: money for each hour, day, week or month, or per job. */
const PAY_RATE = /\$\s?\d+(?:\.\d+)?\s*(?:an|a|per|each|every) (?:hour|day|week|month|year|shift)\b|\b(?:earns?|earned|makes?|made|paid|pays|charges?|charged|wage of)\b[^.?!]*\$\s?\d/i;
const PERSON = { his: 'he', her: 'she', their: 'they' } as const;
const SPAN = { annual: 'a year', yearly: 'a year', monthly: 'a month', weekly: 'a week', daily: 'a day' } as const;

const who = (owner: string, name: string | undefined): string | undefined => name ?? PERSON[owner.toLowerCase() as keyof typeof PERSON];
const does = (person: string, past: boolean): string => (past ? 'did' : person === 'they' ? 'do' : 'does');

function askedPlainly(question: string): string | null {
  const total = TOTAL_FOR.exec(question);
  if (total) {
    const person = who(total[3] ?? '', total[4]);
    if (!person) return null;
    const verb = total[1] ? 'will' : does(person, /^(?:was|were)$/i.test(total[2] ?? ''));
    return `How much ${verb} ${person} earn in ${total[5]}?`;
  }
  const each = EACH_PERIOD.exec(question);
  if (each) {
    const person = who(each[1] ?? '', each[2]);
    return person ? `How much ${does(person, false)} ${person} earn in ${SPAN[(each[3] ?? '').toLowerCase() as keyof typeof SPAN]}?` : null;
  }
  const after = AFTER_PERIOD.exec(question);
  return after ? `How much ${after[2] ?? ''}will ${after[3]} ${after[4] === 'made' ? 'make' : 'earn'} in ${after[1]}?` : null;
}

/** The earner the plain question names is someone the story tells of ("she" after "Megan … her"). */
function toldOf(plain: string, facts: string): boolean {
  const earner = /^How much (?:money )?(?:will|does|did|do) (\S+)/.exec(plain)?.[1] ?? '';
  const words = { he: /\b(?:he|his|him)\b/i, she: /\b(?:she|her|hers)\b/i, they: /\b(?:they|their|them)\b/i }[earner];
  return words ? words.test(facts) : new RegExp(String.raw`\b${earner}\b`).test(facts);
}

export function plainEarnings(story: string): string {
  const sentences = story.trim().split(/(?<=[.!?])\s+/);
  const question = sentences[sentences.length - 1] ?? '';
  if (!PAY_RATE.test(sentences.slice(0, -1).join(' '))) return story;
  // "If she works 20 days a month, how much will be her total earnings …?": the condition stays in front.
  const [, condition, asked] = /^(If [^,?]+, )?(.+)$/.exec(question.trim()) ?? [];
  const plain = asked ? askedPlainly(condition ? `${asked.charAt(0).toUpperCase()}${asked.slice(1)}` : asked) : null;
  if (!plain || !toldOf(plain, sentences.slice(0, -1).join(' '))) return story;
  return [...sentences.slice(0, -1), condition ? `${condition}${plain.charAt(0).toLowerCase()}${plain.slice(1)}` : plain].join(' ');
}
