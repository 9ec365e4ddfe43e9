import { maxTeamPasswordLength, minTeamPasswordLength } from '@management-center/contract';

/** What is wrong with a new password and its repetition, before anything is sent; undefined when nothing. */
export function passwordProblem(password: string, repeated: string): string | undefined {
  if (password.length < minTeamPasswordLength) {
    return `The password must be at least ${minTeamPasswordLength} characters.`;
  }
  if (password.length > maxTeamPasswordLength) {
    return `The password must be at most ${maxTeamPasswordLength} characters.`;
  }
  if (password !== repeated) return 'The two passwords differ.';
  return undefined;
}
