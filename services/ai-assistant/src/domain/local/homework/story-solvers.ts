import type { Solved } from './steps.js';
import { solveWordProblem } from './word-problem-solver.js';
import { solveRelations } from './quantity-graph/solve-relations.js';
import { solveRelationsWithSum } from './quantity-graph/relations-with-sum.js';
// gsm-steps: prices told through other prices
import { solveItemPrices } from './quantity-graph/item-prices.js';
import { solveRelationChanges } from './quantity-graph/solve-relation-changes.js';
import { solveRates } from './quantity-graph/solve-rates.js';
import { solveSumOfProducts } from './quantity-graph/sum-of-products.js';
import { solveLotsLeft } from './quantity-graph/lots-left.js';
import { solvePriceList } from './quantity-graph/solve-price-list.js';
import { solveLotsDifference } from './quantity-graph/lots-difference.js';
import { solveRatesOverPeriod } from './quantity-graph/rates-over-period.js';
import { solveTakenAwayLeft } from './quantity-graph/taken-away-left.js';
import { solveChangesLeft } from './quantity-graph/changes-left.js';
import { solvePortionChain } from './quantity-graph/solve-portion-chain.js';
import { solvePriceChain } from './quantity-graph/solve-price-chain.js';
import { solveSimpleInterest } from './quantity-graph/simple-interest.js';
import { solveKindsLeft } from './quantity-graph/solve-kinds-left.js';
import { solvePairMultiple } from './quantity-graph/solve-pair-multiple.js';
import { solveOwnersLeft } from './quantity-graph/owners-left.js';
// svamp-others: several owners, each change told with whose it is
import { solveOwnerLedgers } from './quantity-graph/owner-ledgers.js';
import { solveLedger } from './story/solve-ledger.js';
import { solveEachContents } from './story/each-contents.js';
import { solveRestOfWhole } from './story/rest-of-whole.js';
import { solveComparePhrases } from './story/compare-phrases.js';
import { solveRecipeNeeds } from './story/recipe-needs.js';
import { solveSeriesLeft } from './story/series-left.js';
import { solveSettingParts } from './story/solve-setting-parts.js';
import { solveVerbTotal } from './story/verb-total.js';
import { solvePartsThenSome } from './story/parts-then-some.js';
import { solveRateOverParts } from './story/rate-over-parts.js';
import { solveSomeChange } from './story/some-change.js';
import { solvePlaceChange } from './story/place-change.js';
import { solvePeopleTotal } from './story/people-total.js';
import { solveAverageOfValues } from './story/average-of-values.js';
import { agreedReading, checkedReadings, solveCheckedStory, type StorySolver } from './story-trust/checked-story.js';
import { solveRemainderDivision } from './story-trust/remainder-division.js';
import { solveCommonFactors } from './story-trust/common-factors.js';
import { solveRatioParts } from './story-trust/ratio-parts.js';
import { solvePercentChange } from './story-trust/percent-change.js';
import { solvePercentRest } from './story-trust/percent-rest.js';
import { solveTakeAway } from './story-trust/take-away.js';
import { solveSameActTotal } from './story-trust/same-act-total.js';
import { solveRelationTotal } from './story-trust/relation-total.js';
import { solveFromToChange } from './story-trust/from-to-change.js';
import { solveGapOfTwo } from './story-trust/gap-of-two.js';
// para-compare: two told measures, how much one is beyond the other asked with a comparative
import { solveMeasureCompared } from './story/measure-compared.js';
import { solveMeasureGap } from './story/measure-gap.js';
// para-compare: one amount told on a day, the next day's told through it ("0.7 inches less than that")
import { solveDayCompared } from './story/day-compared.js';
import { plainForms } from './story/plain-forms.js';
import { solveTrips } from './story/trips.js';
import { solveListedWhole } from './story/listed-whole.js';
import { solveDifferenceAsked } from './story/difference-asked.js';
import { solveOneOfEachKind } from './story/one-of-each-kind.js';
import { solveGoalLeft } from './story/goal-left.js';
import { solveMoreAsked } from './story/more-asked.js';
import { solvePeriodTotal } from './quantity-graph/period-total.js';
import { solveRestParts } from './quantity-graph/rest-parts.js';
// groups: equal groups with one more step
import { solveGroupsThen } from './story/groups-then.js';
import { rejectReading } from './guards/accepted-reading.js';
import { wordProblemReaders } from './word-problem-guard.js';
import { comparedAsThan } from './quantity-graph/relation-phrases.js';
// totals: money spent on purchases, other people's purchases set aside
import { solveSpentTotal } from './story/spent-total.js';
// asdiv: one measure asked in another unit of its kind
import { solveUnitChange } from './story/unit-change.js';
// asdiv-more: measures of rectangles, squares and regular polygons; legs, eyes, wheels each thing has; the mean of a list
import { solveShapeMeasures } from './story/shape-measures.js';
import { solveBodyParts } from './story/body-parts.js';
import { solveListedMean } from './story/listed-mean.js';
// parts: the rest of a whole after a fraction of it
import { solveFractionRest } from './story-trust/fraction-rest.js';
// gsm-fractions: parts of a whole, then parts of the rest (forwards and backwards)
import { solveRestChain } from './quantity-graph/rest-chain.js';
import { solvePartsNotDone } from './quantity-graph/parts-not-done.js';
// svamp: a start, a change and an end told in any order; kinds shared out equally; the other part of a told total
import { solveChangeAnyOrder } from './story/change-any-order.js';
import { solveSharedKinds } from './story/shared-kinds.js';
import { solveOtherPart } from './story/other-part.js';
// svamp-dev: one/two-step stories told in wider wordings
import { solveKindsOfWhole } from './story/kinds-of-whole.js';
import { solveChangeToldSome } from './story/change-told-some.js';
import { solveCompareByKind } from './story/compare-by-kind.js';
// svamp-more: facts of a kind the question does not ask set aside
import { askedKindOnly } from './story/asked-kind-only.js';
import { kindsAsWhole } from './story/kinds-as-whole.js';
// parts-then-rate: parts added (or some taken away), then a rate
import { solvePartsThenRate, solvePartsThenRateInHalves, solvePartsThenRatio } from './quantity-graph/parts-then-rate.js';
// gsm-multi: a comparison chain of named owners, then the total
import { solveChainTotal } from './quantity-graph/chain-total.js';
import { solveKindsChainTotal } from './quantity-graph/kinds-chain-total.js';
// svamp-val: how many more gained than lost, over one amount that changed both ways
import { solveGainLossCompare } from './story/gain-loss-compare.js';
import { unaskedFactDropped } from './story/unasked-fact.js';
// svamp-shapes: an opening scene and facts about things nothing else names set aside
import { factsSetAside } from './story/set-aside-facts.js';
import { solveEqualSplit } from './story/equal-split.js';
// proposer: a typed equation proposed over all the numbers, only when every reader declines
import { solveTypedProposal } from './quantity-graph/typed-proposer.js';
// asdiv-mawps: the shortage of an equal share
import { solveShareShortage } from './story/share-shortage.js';
// gsm-rates: rate chains told side by side and added
import { solveRateTerms } from './quantity-graph/rate-terms.js';
// gsm-steps: a percent off the whole purchase, the purchase read without it
import { solveDiscountedPurchase } from './quantity-graph/discounted-purchase.js';
import { solveDollarDiscount } from './quantity-graph/dollar-discount.js';
import { solvePercentAdded } from './quantity-graph/percent-added.js';
// ratio-stories: parts told as a ratio, one amount told, another part, the whole or a difference asked
import { solveRatioStory } from './story/ratio-stories.js';
// lcm-gcd: cycles that meet again, packs that must match, identical groups with nothing left over
import { solveMeetingCycles } from './story/meeting-cycles.js';
import { solveDivisibleByAll, solveMatchingPacks } from './story/matching-packs.js';
import { solveIdenticalGroups } from './story/identical-groups.js';
// gsm-multi: an amount, then amounts told from it ("4 times that long"), the total asked
import { solveMultipleThenTotal } from './quantity-graph/multiple-then-total.js';
// svamp-check: the change between a start and an end somebody holds, the way told by the asked verb
import { solveStartEndChange } from './story/start-end-change.js';
import { solveEachGroupParts } from './story/each-group-parts.js';
// mawps-steps: two-step stories with a rate for each
import { solveDifferenceThenEach } from './story/difference-then-each.js';
import { solveRestThenGroups } from './story/rest-then-groups.js';
import { solvePatternNext } from './story/pattern-next.js';
import { solveGroupsPlusPart } from './story/groups-plus-part.js';
import { solveTwoCountDifference } from './story/two-count-difference.js';
import { solveOneChange } from './story/one-change.js';
import { solveCoinValues } from './story/coin-values.js';
// svamp-distract: the rest of a whole compared with the told part; more or fewer between owners or kinds, distractors set aside
import { solveRestCompared } from './story/rest-compared.js';
// gsm-wages: change from the money handed over
import { solveChangeFromBill } from './quantity-graph/change-from-bill.js';
// svamp-subunit: a rate asked per one of a sub-unit; a floor covered with carpet or tiles
import { solveRateNamedChain, solveRatePerSubunit } from './quantity-graph/rate-per-subunit.js';
import { solveFloorCover } from './story/floor-cover.js';
// svamp-shapes: a rate asked per one thing from rates told per a third thing, whose count cancels
import { solveRateCountCancels } from './quantity-graph/rate-count-cancels.js';
// mawps-asdiv: counts of kinds of container, then what each kind holds ("2 vans and 3 buses … 8 people in each van and 20 in each bus")
import { solveCountsThenContents } from './quantity-graph/counts-then-contents.js';
// svamp-tense: a task's whole minus what is done of it, the rest asked with the task's verb
import { solveLeftToDo } from './story/left-to-do.js';
// svamp-tense: one actor's amounts of kinds across settings, one kind's total or more of it than another kind or setting
import { solveKindSettings } from './story/kind-settings.js';
import { aboutHowAsExact, wholeSumsOnly } from './story-trust/statement-guards.js';
// gsm-prices: a price list with prices told through others
import { solveRelatedPrices } from './quantity-graph/related-price-list.js';
import { solveFlatFee } from './quantity-graph/flat-fee.js';
import { solveInAskedUnit } from './story/asked-unit.js';
import { solveUnknownPrice } from './quantity-graph/unknown-price.js';
import { solveSharedAfterKept } from './story/shared-after-kept.js';
import { solveAskedRateLot } from './story/asked-rate-lot.js';
import { solvePeriodPairRate } from './story/period-pair-rate.js';
import { solveSomeAmongChanges } from './story/some-among-changes.js';
// gsm-money: one person's money as a chain of moves, one amount unknown
import { solveMoneyLedger } from './quantity-graph/money-ledger.js';
import { solveMoneyShort } from './quantity-graph/money-short.js';
// gsm-parts: profit, the sale less what was paid, each read by every reader
import { solveProfit } from './quantity-graph/profit.js';
import { solveGoalShort } from './quantity-graph/goal-short.js';
// mawps-guards: a whole split among named owners, one owner's part missing
import { solveOwnersSplit } from './story/owners-split.js';
// svamp-shapes: named owners' starts and "now has" amounts, their changes or their amounts now asked
import { solveOwnersNow } from './story/owners-now.js';
// para-muldiv: equal groups told with "each" pointing back at the groups ("2 children and each one has 6 pencils")
import { solveEachGroupTotal } from './story/each-group-total.js';
import { solveTripMeasure } from './story/trip-measure.js';

/** A story solver whose reading the word guards reject answers nothing, so the next one may read it. */
const guarded = (solve: StorySolver): StorySolver => (statement) => {
  const solved = solve(statement);
  return solved && !rejectReading(statement, solved) ? solved : null;
};

/** Readers of parts, multiples and percents ("half of what was left", "a 20% tip"). */
export const PORTION_READERS: readonly StorySolver[] = [solvePortionChain, solvePriceChain, solveSimpleInterest, solveKindsLeft, solvePairMultiple, solveOwnersLeft, solvePeriodTotal, solveRestParts,
  // parts: the rest of a whole after a fraction of it
  solveFractionRest,
  // gsm-fractions: parts of a whole, then parts of the rest (forwards and backwards)
  solveRestChain,
  // gsm-parts: parts of a whole that did something, the others asked ("How many employees did not get any increase?")
  solvePartsNotDone,
];
/** Every story reader, in the order they are tried (the eval's lost-readings tool names them). */
export const STORY_READERS: readonly StorySolver[] = [
  solveWordProblem, solveRelations, solveRelationsWithSum, solveRates, solveSumOfProducts, solveLotsLeft, solvePriceList, solveLotsDifference, solveRatesOverPeriod, solveChangesLeft, solveTakenAwayLeft, solveLedger, solveEachContents, solveRestOfWhole, solveComparePhrases, solveRecipeNeeds, solveSeriesLeft, solveSettingParts, solveRemainderDivision, solveTakeAway, solveSameActTotal, solveRelationTotal, solveFromToChange, solveTrips,
  solveVerbTotal, solvePartsThenSome, solveRateOverParts, solveSomeChange, solvePlaceChange, solvePeopleTotal, solveAverageOfValues, solvePercentChange, solvePercentRest,
  solveListedWhole, solveDifferenceAsked, solveGoalLeft, solveMoreAsked,
  solveGapOfTwo, solveMeasureCompared, solveMeasureGap, solveDayCompared,
  // groups: equal groups then a change, a total then put into groups
  solveGroupsThen,
  // totals
  solveSpentTotal,
  // gsm-steps: prices told through other prices
  solveItemPrices,
  // asdiv: a change of unit; one thing's weight from a group, then another kind's from a mixed total
  solveUnitChange, solveOneOfEachKind,
  // svamp: a start, a change and an end told in any order; kinds shared out equally; the other part of a told total
  solveChangeAnyOrder, solveSharedKinds, solveOtherPart,
  // parts-then-rate: parts added (or some taken away), then a rate
  solvePartsThenRate,
  // gsm-multi: a comparison chain of named owners, then the total
  solveChainTotal, solveKindsChainTotal,
  // svamp-others: several owners' amounts, each change told with whose it is
  solveOwnerLedgers,
  // asdiv-more: measures of rectangles, squares and regular polygons; legs, eyes, wheels each thing has; the mean of a list
  solveShapeMeasures, solveBodyParts, solveListedMean,
  // asdiv-more: "If this pattern continues", only a certain pattern (four terms or more, exactly one school rule fits)
  solvePatternNext,
  // asdiv-more: groups of a told size plus one more amount of the same thing, the total asked
  solveGroupsPlusPart,
  // gsm-rates: rate chains told side by side and added
  solveRateTerms,
  // svamp-val: how many more gained than lost, over one amount that changed both ways
  solveGainLossCompare,
  // svamp-val: a total split into equal groups, the size or the number of groups asked
  solveEqualSplit,
  // svamp-dev: one/two-step stories told in wider wordings (the kinds of a told whole; a change told without its number; more or fewer of one kind than another)
  solveKindsOfWhole, solveChangeToldSome, solveCompareByKind,
  // gsm-multi: an amount, then amounts told from it ("4 times that long"), the total asked
  solveMultipleThenTotal,
  // svamp-check: the change between a start and an end somebody holds, the way told by the asked verb
  solveStartEndChange, solveEachGroupParts,
  // mawps-steps: two-step stories with a rate for each (a difference, then times the rate); money counted in coins and bills
  solveDifferenceThenEach, solveCoinValues,
  // svamp-distract: the rest of a whole compared with the told part
  solveRestCompared,
  // svamp-subunit: a rate asked per one of a sub-unit, the count of that sub-unit set aside; a floor's area covered, asked forwards or backwards
  solveRatePerSubunit, solveFloorCover, solveRateNamedChain,
  // svamp-shapes: "Frank read 6 books … 249 pages … 3 days to finish each book … pages per day?", the count of books cancels
  solveRateCountCancels,
  // mawps-asdiv: counts of kinds of container, then what each kind holds, the total asked
  solveCountsThenContents,
  // svamp-tense: a task's whole minus what is done of it ("How many pages does he have left to read?")
  solveLeftToDo,
  // svamp-tense: one actor's kinds across settings ("How many more chocolate chip cookies did Helen bake yesterday than today?")
  solveKindSettings,
  // gsm-prices: one price unknown in a bill whose total is told
  solveUnknownPrice,
  // svamp-misses: a start shared out equally after an amount kept ("gave equal numbers … and still had 10 left")
  solveSharedAfterKept,
  // svamp-misses: one of several rates picked by the kind or the verb the question names, times its kind's count
  solveAskedRateLot,
  // svamp-misses: amounts told each with its stretch of time ("in the first 20 days"), one stretch asked per day
  solvePeriodPairRate,
  // svamp-misses: one change told with "some" among changes told with numbers, start and end told
  solveSomeAmongChanges,
  // para-stories, mawps-guards: a whole, a part taken out, the rest grouped or rated (also into groups of a told size, "3 books on a shelf"); two counts whose difference is asked (left, the other part, what was added)
  solveRestThenGroups, solveTwoCountDifference,
  // para-change: one change of one owner's amount told in a paraphrase's order, the end, the start or the change asked
  solveOneChange,
  // gsm-money: money in, money out and the money at the end, one of them asked
  solveMoneyLedger,
  // mawps-guards: a whole split among named owners, one owner's part missing ("Nancy, Dan, and Mike grew 15 onions …")
  solveOwnersSplit,
  // svamp-shapes: "Fred had 86 dollars and Jason had 5 dollars. Fred washed cars and now has 95 dollars …"
  solveOwnersNow,
  // para-muldiv: equal groups told with "each" pointing back at the groups, the total asked
  solveEachGroupTotal,
  // para-muldiv: one trip told by two of speed, distance and time, the third asked
  solveTripMeasure,
];
const PORTION_SOLVERS = PORTION_READERS.map(guarded);
/** The first answer that passes every check is shown. */
const STORY_SOLVERS = STORY_READERS.map(guarded).concat(PORTION_SOLVERS);
/** Amounts in words the counting readers would leave out ("twice", "a third of"): only these read them. */
const MULTIPLE_SOLVERS = [solveRelations, solveRelationsWithSum, /* gsm-steps: prices through prices */ solveItemPrices,
  // parts-then-rate: "in the first half … in the second half" of a game are settings
  solvePartsThenRateInHalves,
  // gsm-multi: a comparison chain of named owners, then the total
  solveChainTotal, solveKindsChainTotal,
  // gsm-multi: an amount, then amounts told from it ("4 times that long"), the total asked
  solveMultipleThenTotal,
].map(guarded).concat(PORTION_SOLVERS);

/** Readers of the shapes the schemas decline as a whole (greatest common factor, least common multiple, "the same number of" then changes). */
const SHAPE_SOLVERS = [solveCommonFactors, solveRelationChanges, solveRatioParts,
  // parts-then-rate: parts added, then "1 point for every 3 pounds"
  solvePartsThenRatio,
  // asdiv-mawps: the shortage of an equal share ("the same number of" declines the other readers)
  solveShareShortage,
  // ratio-stories: parts told as a ratio, one amount told, another part, the whole or a difference asked
  solveRatioStory,
  // lcm-gcd: cycles that meet again, packs that must match, identical groups with nothing left over
  solveMeetingCycles, solveMatchingPacks, solveDivisibleByAll, solveIdenticalGroups,
].map(guarded);

// proposer: tried only when no other reading survives the checks
const FALLBACK_SOLVERS = [solveTypedProposal].map(guarded);

/** A word problem read by the story solvers, checked, or null (the student gets the study guide). */
export function solveStory(story: string): Solved | null {
  // svamp-tense: "About how many …?" is answered exactly only by a reading that adds and takes away whole numbers
  const exactly = aboutHowAsExact(story);
  if (exactly) {
    const solved = solveStory(exactly);
    return solved && wholeSumsOnly(solved.steps.flatMap((s) => (s.kind === 'number-sentence' ? [s.sentence] : []))) ? solved : null;
  }
  // svamp-more: a story told for two kinds side by side, one asked, is read again as the asked kind's story
  const reduced = askedKindOnly(story);
  const answered = solveStoryAsTold(story) ?? (reduced ? solveStoryAsTold(reduced) : null);
  if (answered) return answered;
  // asdiv-more2: kinds of one whole changed and asked as the whole ("706 girls and 222 boys … How many pupils … now?")
  const asWhole = kindsAsWhole(story);
  const answeredAsWhole = asWhole ? solveStoryAsTold(asWhole) : null;
  if (answeredAsWhole) return answeredAsWhole;
  // gsm-steps: a percent off the whole purchase, the purchase read without it
  const discounted = solveDiscountedPurchase(story, solveStoryAsTold) ?? solveDollarDiscount(story, solveStoryAsTold) ?? solvePercentAdded(story, solveStoryAsTold);
  if (discounted) return discounted;
  // gsm-wages: change from the money handed over, the purchase read without it (a discount or tip included)
  const change = solveChangeFromBill(story, (rest) => solveStoryAsTold(rest) ?? solveDiscountedPurchase(rest, solveStoryAsTold) ?? solveDollarDiscount(rest, solveStoryAsTold) ?? solvePercentAdded(rest, solveStoryAsTold));
  if (change) return change;
  // gsm-money: the money still needed, the purchase read without the money had
  const short = solveMoneyShort(story, (rest) => solveStoryAsTold(rest) ?? solveRelatedPrices(rest, solveStoryAsTold));
  if (short) return short;
  // gsm-parts: profit, what is sold less what was paid, each read by every reader
  const profit = solveProfit(story, solveStoryAsTold);
  if (profit) return profit;
  // gsm-parts: the money still to earn for a goal, the earnings read without the goal
  const goal = solveGoalShort(story, solveStoryAsTold);
  if (goal) return goal;
  // gsm-prices: prices told through others ("a dryer that costs $30 less") said as the prices they are, the story read again
  const related = solveRelatedPrices(story, (told) => solveStoryAsTold(told) ?? solveDiscountedPurchase(told, solveStoryAsTold) ?? solvePercentAdded(told, solveStoryAsTold));
  if (related) return related;
  // gsm-prices: a flat fee on top of the bill ("plus a $150 late fee"), the bill read without it
  const fee = solveFlatFee(story, solveStoryAsTold);
  if (fee) return fee;
  // asdiv-more: amounts told in another unit of the asked measure ("14 L … How many milliliters"), the story said in the asked unit
  const converted = solveInAskedUnit(story, solveStoryAsTold);
  if (converted) return converted;
  // svamp-val: a fact about a thing the question never asks ("If there are 25 of us.") set aside
  const dropped = unaskedFactDropped(story);
  const answeredDropped = dropped ? solveStoryAsTold(dropped) : null;
  if (answeredDropped) return answeredDropped;
  // svamp-shapes: a scene told before any number, a fact about a thing nothing else names, set aside
  const setAside = factsSetAside(story);
  return setAside ? solveStoryAsTold(setAside) : null;
}

function solveStoryAsTold(story: string): Solved | null {
  // "3 more compared to Steven" says "3 more than Steven": every reader reads the one form.
  const statement = plainForms(comparedAsThan(story));
  const readers = wordProblemReaders(statement);
  if (readers === 'none') return null;
  // The readers of multiples and parts read a part written as a word ("one-fourth of the slices").
  if (readers === 'relations') return solveCheckedStory(statement, MULTIPLE_SOLVERS, SHAPE_SOLVERS, ['fraction-word']);
  // proposer: the typed proposer is the last resort, never a voice against a reading (a disagreement declines as before)
  const readings = checkedReadings(statement, STORY_SOLVERS, SHAPE_SOLVERS);
  return readings.length > 0 ? agreedReading(readings) : solveCheckedStory(statement, FALLBACK_SOLVERS);
}
