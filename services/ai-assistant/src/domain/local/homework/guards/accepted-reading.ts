import type { Solved } from '../steps.js';
import { askedActUntold } from './asked-act-untold.js';
import { askedUnnamed } from './asked-unnamed.js';
import { jointOwnerAsked } from './joint-owner-asked.js';
import { unreadArithmeticWord } from './arithmetic-words.js';
import { askedUnitMismatch } from './asked-unit.js';
import { asksUnmentionedThing } from './asked-thing.js';
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
import { questionNumberUnread } from './question-number-unread.js';
import { negatedCountUsed } from './negated-count.js';
import { narrowedSum } from './narrowed-sum.js';
import { undoneTakenFromLeft } from './undone-left.js';
// changes: start / gain / loss stories
import { alreadyGainedCounted } from './already-gained.js';
// groups: equal shares and groups
import { groupsCountedForSize, shareUndivided } from './share-undivided.js';
// totals: one thing of a bill asked, a relative's own amount added
import { oneItemOfBill, otherBuyersPrices, pricePaidLeftOut, pricesOfOtherTimes, relativesAmountAdded } from './total-asked.js';
// lead: the money act asked and the acts told
import { askedMoneyActUntold } from './asked-money-act.js';
// asdiv: equal groups and prices asked of a stranger, of each, or of two kinds
import { eachToldMisread } from './asked-each-told.js';
// svamp: the end or the part asked is the one told
import { askedEndTold } from './asked-end-told.js';
import { askedPartTold } from './asked-part-told.js';
// owners: stories told without names ("we", "the pet store")
import { unnamedOwnerUsed } from './unnamed-owner-asked.js';
// paraphrase (unseen): "how many extra …" answered with a sum
import { extraAskedAsSum } from './extra-asked.js';
// question-facts: a buyer the story never names
import { askedBuyerUntold } from './asked-buyer.js';
// lead: the question asks about someone the story never names
import { askedStranger } from './asked-stranger.js';
import { askedBystander } from './asked-bystander.js';
// svamp-val: compared with a relative the story never tells of
import { comparedRelativeUntold } from './compared-relative.js';
// svamp-more: an amount of the kind the question does not ask
import { unaskedKindUsed } from './unasked-kind-used.js';
import { periodTotalUnused } from './period-total-unused.js';
// asdiv-more: a place asked that the story never tells ("the fourth jar")
import { askedPlaceUntold } from './asked-place-untold.js';

/** Why a word problem's reading is not shown, or null when nothing speaks against it. */
export function rejectReading(statement: string, solved: Solved): string | null {
  return unreadArithmeticWord(statement, solved) ?? askedUnitMismatch(statement, solved) ?? asksUnmentionedThing(statement) ?? questionMismatch(statement, solved)
    ?? additiveVerbUnread(statement, solved) ?? unreadPartWord(statement, solved) ?? askedKindMismatch(statement, solved)
    ?? askedScopeMismatch(statement, solved) ?? verbSignMismatch(statement, solved) ?? usesUnaskedSetting(statement, solved)
    ?? unpricedThingBought(statement, solved) ?? comparedKindMismatch(statement) ?? severalEachReason(statement) ?? negatedCountUsed(statement, solved)
    ?? chargeAddedAsPart(statement, solved) ?? questionNumberUnread(statement, solved) ?? narrowedSum(statement, solved) ?? undoneTakenFromLeft(statement, solved)
    ?? alreadyGainedCounted(statement, solved) ?? shareUndivided(statement, solved) ?? groupsCountedForSize(statement, solved)
    // totals
    ?? oneItemOfBill(statement, solved) ?? relativesAmountAdded(statement, solved) ?? otherBuyersPrices(statement, solved) ?? pricesOfOtherTimes(statement, solved)
    ?? pricePaidLeftOut(statement, solved) ?? askedMoneyActUntold(statement, solved)
    // asdiv
    ?? eachToldMisread(statement, solved) ?? askedActUntold(statement) ?? askedUnnamed(statement) ?? jointOwnerAsked(statement)
    // svamp: the end or the part asked is the one told
    ?? askedEndTold(statement, solved) ?? askedPartTold(statement, solved)
    // owners
    ?? unnamedOwnerUsed(statement, solved)
    // paraphrase (unseen)
    ?? extraAskedAsSum(statement, solved)
    // question-facts
    ?? askedBuyerUntold(statement)
    // lead: someone the story never names
    ?? askedStranger(statement)
    ?? askedBystander(statement)
    // svamp-more: an amount of the kind the question does not ask
    ?? unaskedKindUsed(statement, solved) ?? periodTotalUnused(statement, solved)
    // asdiv-more: a place asked that the story never tells
    ?? askedPlaceUntold(statement, solved)
    // svamp-val: compared with a relative the story never tells of
    ?? comparedRelativeUntold(statement);
}
