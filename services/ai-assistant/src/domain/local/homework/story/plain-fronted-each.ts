/**
 * A rate told first, "For each lawn he mowed, Roger earned 9 dollars", said in the order the rate readers
 * know: "Roger earned 9 dollars for each lawn he mowed". Only a subject (a name or a pronoun), one verb and
 * one amount may follow the comma; anything else is left as told.
 */
const SUBJECT = String.raw`(he|she|they|we|I|[A-Z][a-z]+)`;
const AMOUNT = String.raw`(\$\d+(?:\.\d+)?|\d+(?:\.\d+)? [a-z]+)`;
const FRONTED_EACH = new RegExp(String.raw`(^|[.!?]\s+)For (each|every) ([a-z][a-z ]*?), ${SUBJECT} ([a-z]+) ${AMOUNT}(?=[ .,!?])`, 'g');
const NOT_A_VERB = /^(?:and|or|but|then|also|is|was|are|were|has|had|have|will|would|can|could|must|should|only)$/;

export function plainFrontedEach(story: string): string {
  return story.replace(FRONTED_EACH, (all: string, start: string, each: string, thing: string, subject: string, verb: string, amount: string) => {
    if (NOT_A_VERB.test(verb)) return all;
    const said = subject === 'I' ? subject : `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
    return `${start}${said} ${verb} ${amount} for ${each} ${thing}`;
  });
}
