// What the notices of a call over users share: the answers name users by id, and the screen knows their names.
export type NameOf = (userId: string) => string;

/** The verb that agrees with a count of users: "Ann was", "Ann and Bob were". */
export function verbFor(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

// The sign-in accounts of several users often fail for one reason: each reason is said once.
export function accountFailureReasons(failures: readonly { message: string }[]): string {
  return [...new Set(failures.map((failure) => failure.message))].join(' ');
}
