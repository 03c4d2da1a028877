/**
 * Two ways of saying a fact that the readers know in their plain form, rewritten before any reader
 * sees the story:
 * - the people a thing is shared among, named one by one: "divided equally among Fred, Benny, and
 *   Jason" counts 3 people;
 * - a fronted "each": "In each of the 5 clown cars, there are 28 clowns." is "There are 28 clowns in
 *   each of the 5 clown cars."
 */
import { plainGsm } from './plain-gsm.js';
import { plainWouldAsked } from './plain-would-asked.js';
import { plainMeasureQuestions } from './plain-measure-questions.js';
import { plainListedTotal } from './plain-listed-total.js';
import { plainRespectivelyStory } from './plain-respectively.js';
import { plainOrder } from './plain-order.js';
import { plainParts } from './plain-parts.js';
import { plainQuestions } from './plain-questions.js';
import { plainVerbs } from './plain-verbs.js';
import { plainSharers } from './plain-sharers.js';
import { plainOthersTake } from './plain-others-take.js';
import { plainUndone } from './plain-undone.js';
import { plainServed } from './plain-served.js';
import { plainOfWhom } from './plain-of-whom.js';
import { plainEachPerson } from './plain-each-person.js';
import { plainOwnWhole } from './plain-own-whole.js';
import { plainMoneyMoves } from './plain-money-moves.js';
import { plainReceiverTold } from './plain-receiver-told.js';
// groups: a group size said with "of"
import { plainGroupsOf } from './plain-groups-of.js';
// totals: "How much sugar …?" asked in the stuff's one unit
import { plainStuffQuestion } from './plain-stuff-question.js';
// gsm-multi: a told total of two named people
import { plainTogether } from './plain-together.js';
// lead: "to pick some fruit" says a purpose, not an amount
import { plainPurpose } from './plain-purpose.js';
// lead: "What was his total expense?" asked as "How much did he spend in total?"; a semicolon ends a sentence
import { plainExpense } from './plain-expense.js';
import { plainSemicolons } from './plain-semicolons.js';
// asdiv: equal groups told another way ("in packages of 6", "4 tires each for $60", "gave his 35 friends 12 … each")
import { plainEachTold } from './plain-each-told.js';
// svamp: "…, 7 pages of math homework and 19 more pages of biology homework" lists a new kind
import { plainListedMore } from './plain-listed-more.js';
// paraphrase: phrasings of the same story said in its plain order
import { plainTotalFirst } from './plain-total-first.js';
import { plainWhatNumber } from './plain-what-number.js';
// paraphrase (unseen): clauses joined by ", then" / ", and if"; a price said with a hyphen
import { plainAddedToHad, plainAlreadyHeld, plainClauseBreaks, plainExtraAsked, plainHyphenPrice, plainNumberIs, plainPartPassive, plainRateAfterVerb } from './plain-paraphrase.js';
// question-facts: a price or a group's size told in the question's noun ("5 dollar toys", "cases of 12 boxes")
import { plainAskedFacts } from './plain-asked-facts.js';
// para-forms: "9 children each have 2 candies"; "gave 109 markers to Megan" when Megan is asked; "217 markers in Megan's collection"
import { plainEachLast } from './plain-each-last.js';
import { plainGivenTo } from './plain-given-to.js';
import { plainCollection } from './plain-collection.js';
import { plainWithOwner } from './plain-with-owner.js';
// para-unseen: a change story's start told another way ("started with", "originally had", told last)
import { plainStartTold } from './plain-start-told.js';
import { plainElidedUnit } from './plain-elided-unit.js';
// asdiv-mawps: "every 6th day" as "every 6 days"
import { plainEveryNth } from './plain-every-nth.js';
// gsm-rates: "They each ate 8 pieces", "5 friends each ate 8 pieces of candy", "They cost $2 each" said as "Each friend ate …", "Each coffee costs $2"
import { plainEachPronoun } from './plain-each-pronoun.js';
import { plainSellerPrices } from './plain-seller-prices.js';
// svamp-check: "more X … over Y?" as "more X than Y …?"
import { plainMoreOver } from './plain-more-over.js';
// para-rewrites: "The total number of tickets is 81" as "There are 81 tickets in total"; "individuals" as "people"
import { plainToldCount } from './plain-told-count.js';
import { plainPeople } from './plain-people.js';
// svamp-shapes: "$ 76" said "$76" before any rewrite reads a price; a finding asked about as a state said as a part
import { plainDollarSign } from './plain-dollar-sign.js';
import { plainFoundState } from './plain-found-state.js';
// svamp-distract: "46 push-ups" as one word
import { plainPhrasalNouns } from './plain-phrasal-nouns.js';
// gsm-wages: earnings asked through a noun, asked with "earn"
import { plainEarnings } from './plain-earnings.js';
// para-order: "a total of N" said of one owner's first amount
import { plainTotalOf } from './plain-total-of.js';
import { plainPartOutOf } from './plain-part-out-of.js';
// mawps-bins: "3 hours, each day, for 5 days"; "A vase can hold 5 flowers" when vases are counted; "rode the ferris wheel 5 times" with a price for each ride
import { plainLooseRates } from './plain-loose-rates.js';
// mawps-guards: "how many would be in the bin?" after changes told as a condition
import { plainClippedWords } from './plain-clipped-words.js';
// mawps-asdiv: "in those two days" after Monday and Tuesday asked as "in total"
import { plainNamedPeriods } from './plain-named-periods.js';
// mawps-asdiv: "For Halloween Faye scored …" said without the occasion, so Faye owns the candy
import { plainFrontedHoliday } from './plain-fronted-holiday.js';
// para-while: a loss told in the passive with a verb of spoiling; the start told at the end of the question
import { plainPassiveLoss } from './plain-passive-loss.js';
import { plainStartAsked } from './plain-start-asked.js';
// para-while: "Charles has 95 fewer whistles" said with "than Sean" when Sean is the one other owner
import { plainElidedThan } from './plain-elided-than.js';
// para-while: "5 out of the 11 players leave" as "There were 11 players. 5 players leave."
import { plainOutOfWhole } from './plain-out-of-whole.js';
// para-while: "… and then got 4 more" as a sentence of its own with its subject
import { plainAndThen } from './plain-and-then.js';
// para-while: "What is the cost of 6 pencils?"; "How many … can Sam buy with $18?"
import { plainMoneyAsked } from './plain-money-asked.js';
// para-while: "In 7 days, how many …?"; "At a speed of 60 miles per hour, how far …?"
import { plainFrontedAsked } from './plain-fronted-asked.js';
// para-forms: "10 books were placed on the shelf by Marta" said in the active voice; "collectively" asked as "in total"
import { plainPassiveDoer } from './plain-passive-doer.js';
import { plainTotalWords } from './plain-total-words.js';
import { plainContainerIt } from './plain-container-it.js';
import { plainHavingAsked } from './plain-having-asked.js';
// gsm-rates: "7 hours each day during weekdays", "every afternoon, Monday through Friday" as "… for 5 days a week"
import { plainWeekDays } from './plain-week-days.js';
// lead: "For each lawn he mowed, Roger earned 9 dollars" said with the rate last
import { plainFrontedEach } from './plain-fronted-each.js';
// para-combine: "Suppose …" and "There were two farmers named Sandy and Mike." said as the plain story says them
import { plainSceneOpeners } from './plain-scene-openers.js';
import { plainStuffOnce } from './plain-elided-unit.js';
import { plainNumberDone } from './plain-number-done.js';
// para-muldiv: "124 students and each of them crafts 3 stars" said with "each one", a fact about each, no split
import { plainEachOfThem } from './plain-each-of-them.js';
// para-muldiv: ", assuming the same number of games were played each month?" dropped from the question
import { plainAssumedEqual } from './plain-assumed-equal.js';

const NAMES = String.raw`[A-Z][a-z]+(?:,? [A-Z][a-z]+)*,? and [A-Z][a-z]+`;
const SHARED_AMONG = new RegExp(String.raw`\b((?:divided|shared|split|distributed)(?: equally| evenly)? (?:among|between)) (${NAMES})\b`, 'g');
const FRONTED_EACH = /(^|[.!?]\s+)In each of the (\d+) ([a-z]+(?: [a-z]+)?), there (are|is|were|was) (\d+(?:\.\d+)? [a-z]+(?: [a-z]+)?)\./g;

const countNames = (names: string): number => names.split(/,? and |, /).length;

function sharersAndFrontedEach(story: string): string {
  return story
    .replace(SHARED_AMONG, (_all, verb: string, names: string) => `${verb} ${countNames(names)} people`)
    .replace(FRONTED_EACH, (_all, start: string, count: string, things: string, be: string, amount: string) => `${start}There ${be} ${amount} in each of the ${count} ${things}.`);
}

// para-order: a fact moved out of the question goes through the statement rewrites that ran before the move
const RESTATED: ReadonlyArray<(story: string) => string> = [plainNumberIs, plainToldCount, plainRateAfterVerb, plainAlreadyHeld, plainPurpose, plainOfWhom, plainGsm, plainParts, plainVerbs];
function orderRestated(story: string): string {
  return plainOrder(story, (fact) => RESTATED.reduce((text, rewrite) => rewrite(text), fact));
}

/** Every family of rewrites, in the order they apply: each sees the text the one before it wrote. */
const REWRITES: ReadonlyArray<(story: string) => string> = [
  // svamp-shapes: "$ 76" said "$76", the form the rewrites of prices and earnings read
  plainDollarSign,
  // svamp-shapes: "they discovered that 29 were cracked … How many seashells were not cracked?" as "29 of the seashells were cracked"
  plainFoundState,
  // svamp-distract: "46 push-ups" as one word, "pushups", before any rewrite reads the words
  plainPhrasalNouns,
  // para-while: a comparison's left-out other side said with "than"
  plainElidedThan,
  // para-rewrites: people counted as "individuals" or "persons", said as "people" before any rewrite reads them
  plainPeople,
  // para-forms: a counted amount in the passive with its doer, "were placed … by Marta", said doer first
  plainPassiveDoer,
  // para-forms: "How many did they grow collectively?" asked "… in total?"
  plainTotalWords,
  // para-forms: "There were 54 scissors in the drawer. Keith added 22 more to it." names the drawer again
  plainContainerIt,
  // mawps-asdiv: "How much did he make in those two days?" after Monday and Tuesday asked "… in total?"
  plainNamedPeriods,
  // mawps-asdiv: "For Halloween Faye scored 47 pieces" as "Faye scored 47 pieces"
  plainFrontedHoliday,
  // gsm-rates: the days of the week a daily amount is told for, as "for 5 days a week"
  plainWeekDays,
  // para-combine: a supposed fact said as a fact, two people introduced by a count said by their names; "0.4 inches
  // fell" after "0.2 inches of rain fell" said with its stuff
  plainSceneOpeners, plainStuffOnce,
  // para-muldiv: an assumption of equal amounts after the question dropped, before the question is turned round
  plainAssumedEqual,
  // paraphrase: "In total, how many …?" asked with "in total" last, before the conditions move
  plainTotalFirst, plainFrontedAsked,
  // paraphrase (unseen): facts joined by ", then" or to the question by ", and if", one sentence each
  // para-combine: "The total number of trout caught by Joan and Nancy while fishing is 18" said as the catching, before the plain forms of "the number of"
  plainClauseBreaks, plainAndThen, plainNumberDone, plainNumberIs,
  // para-rewrites: a count told as "the number of … is N", after the owner's and place's forms
  plainToldCount,
  plainRateAfterVerb, plainExtraAsked, plainAlreadyHeld,
  plainSemicolons, plainPurpose, plainExpense, plainRespectivelyStory, plainListedTotal, plainOfWhom, plainGsm, plainParts, plainVerbs, plainQuestions, orderRestated, plainMoneyAsked, sharersAndFrontedEach,
  plainSharers, plainOthersTake, plainReceiverTold, plainMoneyMoves, plainOwnWhole, plainEachPerson, plainServed, plainUndone, plainMeasureQuestions,
  // groups: "in bags of 6"
  plainGroupsOf,
  // totals
  plainStuffQuestion,
  // gsm-multi: a told total of two named people, "together" first
  plainTogether,
  // asdiv: equal groups told another way
  plainEachTold,
  // svamp: a listed kind told with "more"
  plainListedMore,
  // paraphrase: "What is the minimum number of boxes needed?", once its conditions stand before it
  plainWhatNumber,
  // paraphrase (unseen): "2-dollar games" as "2 dollar games"; "…, but 23 of them were eaten" and "adds 95 to the 57 she had" as sentences of their own
  plainHyphenPrice, plainPartPassive, plainAddedToHad,
  // para-while: "2 bushes were damaged" as "2 bushes were lost"
  plainPassiveLoss,
  // question-facts: a price or a group's size told in the question's noun, said first as a fact
  plainAskedFacts,
  // para-forms: what is in one's collection as owning; "each" said last; a gift said receiver first when the receiver is asked; "how many … remained with Mike?" asked as having
  plainCollection, plainEachLast, plainGivenTo, plainWithOwner,
  // lead: a rate told first, "For each lawn he mowed, Roger earned 9 dollars", said with the rate last
  plainFrontedEach,
  // para-forms: having asked as owning, possession or staying with someone ("does he still own?", "in Sam's possession?")
  plainHavingAsked,
  // para-unseen: the start of a change story said as "X had N", first; the thing counted said again for the second owner
  plainStartTold, plainElidedUnit,
  // para-while: "How many … does Fred have left from his original 709?" as "Fred had 709 …. How many … left?"
  plainStartAsked,
  // asdiv-mawps: "every 6th day" as "every 6 days"
  plainEveryNth,
  // gsm-rates: an amount for each one of a group told through "they" or a count before "each"
  plainEachPronoun,
  // gsm-rates: "A store sells shirts for $12 each" said as "Shirts cost $12 each"
  plainSellerPrices,
  // svamp-check: "How many more packs of cookie did she buy over cake?" as "… than cake did she buy?"
  plainMoreOver,
  // gsm-wages: earnings asked through a noun ("her total earnings for two months of work", "his annual salary") asked with "earn"
  plainEarnings,
  // para-order: "Tom found a total of 7 seashells" as "Tom found 7 seashells"; "out of a total of 39" as "out of 39"
  plainTotalOf,
  // para-order: "ate 3 bananas out of 39 bananas that Carlos had" as "Carlos had 39 bananas. … ate 3 bananas."
  plainPartOutOf,
  // para-while: a part "out of" a whole no one is named to own, the whole first
  plainOutOfWhole,
  // mawps-bins: rates and counts told loosely ("3 hours, each day, for 5 days", "A vase can hold 5", "rode … 5 times")
  plainLooseRates,
  // svamp-misses: "how many books would be in the bin?" after conditions told as facts, asked "… are in the bin now?"
  plainWouldAsked,
  // mawps-guards: "pics" said as "pictures" when the story counts pictures
  plainClippedWords,
  // para-muldiv: "and each of them crafts 3 stars" in the facts said "and each one crafts 3 stars"
  plainEachOfThem,
];

export function plainForms(story: string): string {
  return REWRITES.reduce((text, rewrite) => rewrite(text), story);
}
