import type { Solved } from '../steps.js';
import { askedActUntold } from './asked-act-untold.js';
import { askedUnnamed } from './asked-unnamed.js';
import { jointOwnerAsked } from './joint-owner-asked.js';
import { unreadArithmeticWord } from './arithmetic-words.js';
import { askedUnitMismatch } from './asked-unit.js';
import { asksUncountedThing, asksUnmentionedThing } from './asked-thing.js';
import { changeToComeAskedNow } from './change-to-come.js';
import { questionMismatch } from './asked-shape.js';
import { additiveVerbUnread } from './unread-change-verb.js';
import { unreadPartWord } from './part-words.js';
import { askedKindMismatch } from './asked-kind.js';
import { askedScopeMismatch } from './asked-scope.js';
import { verbSignMismatch } from './verb-sign.js';
import { usesUnaskedSetting } from './asked-settings.js';
import { unpricedThingBought } from './unpriced-item.js';
import { comparedKindMismatch } from './compared-kinds.js';
import { severalEachReason } from './each-of-several.js';
import { chargeAddedAsPart } from './charge-plus-rate.js';
import { rateAddedAlone } from './rate-added-alone.js';
import { questionNumberUnread } from './question-number-unread.js';
import { negatedCountUsed } from './negated-count.js';
import { narrowedSum } from './narrowed-sum.js';
import { undoneTakenFromLeft } from './undone-left.js';
import { alreadyGainedCounted } from './already-gained.js';
import { groupsCountedForSize, shareUndivided } from './share-undivided.js';
import { oneItemOfBill, otherBuyersPrices, pricePaidLeftOut, pricesOfOtherTimes, relativesAmountAdded } from './total-asked.js';
import { askedMoneyActUntold } from './asked-money-act.js';
import { eachToldMisread } from './asked-each-told.js';
import { askedEndTold } from './asked-end-told.js';
import { askedPartTold } from './asked-part-told.js';
import { unnamedOwnerUsed } from './unnamed-owner-asked.js';
import { extraAskedAsSum } from './extra-asked.js';
import { askedBuyerUntold } from './asked-buyer.js';
import { askedStranger } from './asked-stranger.js';
import { askedBystander } from './asked-bystander.js';
import { unaskedKindUsed } from './unasked-kind-used.js';
import { periodTotalUnused } from './period-total-unused.js';
import { askedPlaceUntold } from './asked-place-untold.js';
// para-unseen: a relative asked whose amount the story never tells ("does her brother have")
import { askedKinHolder } from './asked-kin-holder.js';
import { giverReversed } from './giver-reversed.js';
import { askedLocationUntold } from './asked-location-untold.js';
import { restingTimeUsed } from './resting-time.js';
import { comparedRelativeUntold } from './compared-relative.js';
import { sameAmountUnread } from './same-amount-unread.js';
// asdiv-lost: a relative asked whom the story never mentions ("How much did Ben's sister spend?")
import { askedKinUntold } from './asked-kin-untold.js';
import { differenceAskedAsChange } from './difference-asked-change.js';
// gsm-wages: a bill handed over read as money spent
import { handedMoneySpent } from './money-handed.js';
// mawps-bins: parts added when a later sentence names only some of them ("He put the red marbles in bags")
import { partNamedLater } from './part-named-later.js';
// mawps-asdiv: a question asked part way ("after the first night") answered with a later number
import { askedPartWay } from './asked-part-way.js';
// svamp-others: a giving between two people who both own some, asked about both
import { exchangeBetweenOwners } from './exchange-between-owners.js';
// asdiv-diff: two people's same act ("Robyn sold 47 while Lucy sold 29") read as a start and its change
import { sameActOfTwo } from './same-act-of-two.js';
// mawps-guards: an amount told of several listed owners read as one of them ("Nancy, Dan, and Mike grew 15")
import { jointAmountAsOne } from './joint-whole.js';
// para-forms: "reduced it to 30" tells the new amount, not the change
import { changedToState } from './changed-to-state.js';
// para-forms: "How many people were absent?" when the story tells no one absent
import { askedStateUntold } from './asked-state-untold.js';
// lead: a time the story never tells; selling asked of a story without a sale; an amount for each container counted once; money spent added to money made
import { untoldTimeAsked } from './untold-time.js';
import { askedSaleUntold } from './asked-sale-untold.js';
import { eachContainerUnused } from './each-container-unused.js';
import { spentAddedToMade } from './spent-added-to-made.js';

/** A reason a reading is not shown ("the question asks about …"), or null when this guard sees none. */
type Guard = (statement: string, solved: Solved) => string | null;

/** The question against the story: who, what, which unit, which part or place is asked. */
const ASKED: readonly Guard[] = [
  askedUnitMismatch, asksUnmentionedThing, questionMismatch, askedKindMismatch, askedScopeMismatch, usesUnaskedSetting,
  eachToldMisread, askedActUntold, askedUnnamed, jointOwnerAsked, askedEndTold, askedPartTold, unnamedOwnerUsed,
  extraAskedAsSum, askedBuyerUntold, askedStranger, askedBystander, unaskedKindUsed, periodTotalUnused, askedPlaceUntold,
  askedKinHolder,
  giverReversed,
  askedLocationUntold,
  comparedRelativeUntold,
  // asdiv-lost: a relative asked whom the story never mentions; a difference asked, read as an end or a start
  askedKinUntold, differenceAskedAsChange,
  // mawps-asdiv: a question asked part way answered with a number told later
  askedPartWay,
  // svamp-others: a giving between two owners changes both amounts
  exchangeBetweenOwners,
  // asdiv-diff: two people's same act is no start and change of one amount
  sameActOfTwo,
  // mawps-guards: an amount of several listed owners read as one owner's
  jointAmountAsOne,
  // para-forms: a state asked that the story never tells
  askedStateUntold,
  untoldTimeAsked, askedSaleUntold,
  // lead: a thing counted by the question that the story never names ("How many pears …" after apples)
  asksUncountedThing,
  // lead: the amount now asked after a change told in the future
  changeToComeAskedNow,
];

/** The story's words the reading left unread or read with the wrong sign. */
const WORDS: readonly Guard[] = [
  unreadArithmeticWord, additiveVerbUnread, unreadPartWord, verbSignMismatch, comparedKindMismatch, severalEachReason,
  negatedCountUsed, questionNumberUnread, narrowedSum, undoneTakenFromLeft, alreadyGainedCounted,
  restingTimeUsed,
  sameAmountUnread,
  // mawps-bins: parts added when a later sentence names only some of them
  partNamedLater,
  // para-forms: an amount changed to a new amount, read as the change
  changedToState,
  eachContainerUnused,
];

/** Equal groups and shares. */
const GROUPS: readonly Guard[] = [shareUndivided, groupsCountedForSize];

/** Money: prices, bills and what was paid. */
const MONEY: readonly Guard[] = [
  unpricedThingBought, chargeAddedAsPart, rateAddedAlone, oneItemOfBill, relativesAmountAdded, otherBuyersPrices, pricesOfOtherTimes,
  pricePaidLeftOut, askedMoneyActUntold,
  // gsm-wages: a bill handed over read as money spent
  handedMoneySpent,
  spentAddedToMade,
];

const GUARDS: readonly Guard[] = [...WORDS, ...ASKED, ...GROUPS, ...MONEY];

/** Why a word problem's reading is not shown, or null when nothing speaks against it. */
export function rejectReading(statement: string, solved: Solved): string | null {
  for (const guard of GUARDS) {
    const reason = guard(statement, solved);
    if (reason !== null && reason !== undefined) return reason;
  }
  return null;
}
