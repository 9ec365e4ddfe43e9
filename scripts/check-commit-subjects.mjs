// Refuses commits whose subject is not `area: what the change does` in at most 72 characters, with the detail
// in a body after a blank line: a subject is what `git log --oneline` and every review list show. Commits up to
// the one below came before the rule and keep their subjects.
import { execFileSync } from 'node:child_process';

const ruleStartsAfter = '0dd6d2bb074eb9e0fe6ebbeb78c66ddc5af2cde2';
const longestSubject = 72;
const areaFirst = /^[a-z0-9][a-z0-9/.-]*: \S/;

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' });
}

function knows(commit) {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a commit message, if anything. */
function messageProblems(message) {
  const [subject = '', second] = message.split('\n');
  return [
    subject.length > longestSubject && `its subject is ${subject.length} characters, over ${longestSubject}`,
    !areaFirst.test(subject) && 'its subject does not start with the area (`users: add join filter`)',
    subject.endsWith('.') && 'its subject ends with a full stop',
    second !== undefined && second !== '' && 'its body does not start after a blank line',
  ].filter(Boolean);
}

// A shallow clone may not reach the start of the rule: then every commit it has is checked.
const range = knows(ruleStartsAfter) ? [`${ruleStartsAfter}..HEAD`] : ['HEAD'];
const commits = git('rev-list', '--no-merges', ...range)
  .split('\n')
  .filter(Boolean);
const refused = commits.flatMap((commit) => {
  const problems = messageProblems(git('log', '-1', '--format=%B', commit).trimEnd());
  return problems.length === 0 ? [] : [`${commit.slice(0, 12)}: ${problems.join('; ')}`];
});
if (refused.length > 0) {
  console.error(`Commit messages to rewrite (git rebase -i, reword):\n${refused.join('\n')}`);
  process.exit(1);
}
console.info(`Commit subjects: ${commits.length} checked since the rule began.`);
