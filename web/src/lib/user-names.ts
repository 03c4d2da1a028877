// How a person is named on screen (product spec §2 and §1).

export type NamedUser = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

function firstLetter(text: string | null | undefined): string {
  return text?.trim().charAt(0).toUpperCase() ?? '';
}

/** Avatar initials: first letters of first and last name, else the e-mail's first letter, else '?'. */
export function initialsOf(user: NamedUser | null | undefined): string {
  const first = firstLetter(user?.firstName);
  const last = firstLetter(user?.lastName);
  if (first && last) return first + last;
  return firstLetter(user?.email) || '?';
}

/** Dashboard greeting: the first name, else the part of the e-mail before the @, else "Student". */
export function greetingNameOf(user: NamedUser | null | undefined): string {
  const firstName = user?.firstName?.trim();
  if (firstName) return firstName;
  const localPart = user?.email?.split('@')[0]?.trim();
  return localPart || 'Student';
}

/** A full name for menus and labels; falls back to the e-mail. */
export function displayNameOf(user: NamedUser | null | undefined): string {
  const full = [user?.firstName, user?.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return full || user?.email || 'Student';
}
