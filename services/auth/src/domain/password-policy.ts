import { Invalid } from '@studyhall/platform/errors';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const weakPasswordMessage =
  'This password is too common or too easy to guess. Try a longer one, for example a few unrelated words.';

// zxcvbn's score 0–1 means fewer than a million guesses: the common and breached-password lists
// (passwords-common: "password", "12345678", "iloveyou"…), keyboard walks, sequences, repeats and
// small variations of them ("monkey123", "Summer2024"). Score 2 and up is accepted; the minimum
// length (8, checked at the edge) still applies.
const minimumScore = 2;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries are a few MB and only sign-up needs them. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * Refuses a password that is common, breached or easily guessed (400 naming the field). The
 * account's own details count as guessable too: "ada.lovelace" is weak for Ada Lovelace.
 */
export function assertStrongPassword(password: string, accountDetails: (string | null | undefined)[] = []): void {
  const userInputs = accountDetails.filter((detail): detail is string => Boolean(detail));
  if (passwordEstimator().check(password, userInputs).score < minimumScore) {
    throw new Invalid(weakPasswordMessage, { field: 'password' });
  }
}
