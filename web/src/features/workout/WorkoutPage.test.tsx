// @vitest-environment happy-dom
import { type VideoSearchResult, videoSearchMessages, workoutContentUrl } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { getDocs } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { WorkoutPage } from './WorkoutPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
// The repository is read from Firestore once per visit and again after a send: a test gives its documents.
vi.mock('../../lib/firebase/firestore.ts', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({ collection: vi.fn(), getDocs: vi.fn() }));

// Seven results: the first five show at once, the last two after Refresh Repository.
const results: VideoSearchResult[] = Array.from({ length: 7 }, (_, index) => ({
  videoId: `yogaVideo0${index + 1}`,
  title: `Yoga ${index + 1}`,
  thumbnailUrl: `https://i.ytimg.com/vi/yogaVideo0${index + 1}/default.jpg`,
}));

// The repository holds Yoga 2 already, and a video no search here finds.
const storedDocuments = [
  { name: 'Yoga 2', videoId: 'yogaVideo02', at: Date.UTC(2026, 0, 5) },
  { name: 'Core Burn', videoId: 'coreBurn001', at: Date.UTC(2026, 0, 9) },
];

function storeRepository() {
  vi.mocked(getDocs).mockResolvedValue({
    docs: storedDocuments.map(({ name, videoId, at }) => ({
      id: `youtube-${videoId}`,
      data: () => ({
        'content-name': name,
        'content-url': workoutContentUrl(videoId),
        lastUpdatedTimestamp: at,
      }),
    })),
  } as unknown as Awaited<ReturnType<typeof getDocs>>);
}

beforeEach(() => {
  vi.mocked(getDocs).mockReset();
  storeRepository();
  answerCalls({ searchVideos: async () => results });
});

async function renderWorkout() {
  const rendered = renderInConsole(<WorkoutPage />, { at: '/workout', role: 'editor' });
  await screen.findByRole('table', { name: 'Workout content in the repository' });
  return rendered;
}

async function search(user: UserEvent, keyword: string) {
  await replaceText(user, screen.getByRole('textbox', { name: 'Keyword' }), keyword);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

function titlesShown(): string[] {
  const table = screen.getByRole('table', { name: 'Video search results' });
  return within(table)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')?.replace('Select ', '') ?? '');
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('checkbox', { name: `Select ${title}` }).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
}

describe('searching the video service', () => {
  it('offers Search only once a keyword is typed, and sends it trimmed', async () => {
    const { user } = await renderWorkout();
    screen.getByText('Search the video service by keyword, then check the videos to send.');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    await replaceText(user, screen.getByRole('textbox', { name: 'Keyword' }), '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);

    await search(user, '  yoga for beginners ');
    await screen.findByText('Showing 1–5 of 7');
    expect(inputsSentTo('searchVideos')).toEqual([{ keyword: 'yoga for beginners' }]);
  });

  it('shows five results at a time, marks those in the repository, and wraps round after the last', async () => {
    const { user } = await renderWorkout();
    await search(user, 'yoga');
    await screen.findByText('Showing 1–5 of 7');
    expect(titlesShown()).toEqual(['Yoga 1', 'Yoga 2', 'Yoga 3', 'Yoga 4', 'Yoga 5']);
    within(rowOf('Yoga 2')).getByText('In the repository');
    expect(within(rowOf('Yoga 1')).queryByText('In the repository')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Refresh Repository' }));
    screen.getByText('Showing 6–7 of 7');
    expect(titlesShown()).toEqual(['Yoga 6', 'Yoga 7']);
    await user.click(screen.getByRole('button', { name: 'Refresh Repository' }));
    screen.getByText('Showing 1–5 of 7');
    // Moving on asks the service nothing: its quota is spent by searches only.
    expect(inputsSentTo('searchVideos')).toHaveLength(1);
  });

  it('says when the service finds nothing for the keyword', async () => {
    answerCalls({ searchVideos: async () => [] });
    const { user } = await renderWorkout();
    await search(user, 'underwater chess');
    await screen.findByText('No videos found for “underwater chess”.');
    expect(screen.queryByRole('table', { name: 'Video search results' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  const searchedAt = Date.UTC(2026, 0, 5, 21, 47);
  it.each([
    ['searches of the day the member has used up', videoSearchMessages.dailySearchesUsed(20, searchedAt)],
    ['searches of the day the team has used up', videoSearchMessages.teamSearchesUsed(33, searchedAt)],
    [
      "video service's own quota used up",
      'The daily video-search quota is used up. Searching works again once it resets at midnight Pacific Time.',
    ],
  ])("tells the %s in the server's words", async (_case, message) => {
    answerCalls({
      searchVideos: async () => {
        throw new FirebaseError('functions/resource-exhausted', `${message} [429]`);
      },
    });
    const { user } = await renderWorkout();
    await search(user, 'pilates');
    await screen.findByText(message);
    expect(screen.queryByRole('table', { name: 'Video search results' })).toBeNull();
    screen.getByText('Search the video service by keyword, then check the videos to send.');
  });
});

describe('sending videos', () => {
  it('sends the videos checked across windows, then says what was added and skipped', async () => {
    answerCalls({
      searchVideos: async () => results,
      sendWorkoutVideos: async () => ({ added: ['yogaVideo01', 'yogaVideo07'], skipped: ['yogaVideo02'] }),
    });
    const { user } = await renderWorkout();
    await search(user, 'yoga');
    await screen.findByText('Showing 1–5 of 7');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Yoga 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Yoga 2' }));
    await user.click(screen.getByRole('button', { name: 'Refresh Repository' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Yoga 7' }));
    screen.getByText('3 selected');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Workout Content has been sent to the database');
    expect(inputsSentTo('sendWorkoutVideos')).toEqual([
      {
        videos: [
          { videoId: 'yogaVideo01', title: 'Yoga 1' },
          { videoId: 'yogaVideo02', title: 'Yoga 2' },
          { videoId: 'yogaVideo07', title: 'Yoga 7' },
        ],
      },
    ]);
    const note = screen.getByRole('status');
    within(note).getByText('Last send');
    within(note).getByText('2 videos added to the repository.');
    within(note).getByText('1 video was already in the repository and skipped: “Yoga 2”.');
    screen.getByText('0 selected');
    expect(screen.getByRole('checkbox', { name: 'Select Yoga 7' })).toHaveProperty('checked', false);
    // The repository is read again to show what was added.
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it('reports no success when every video sent was in the repository already', async () => {
    answerCalls({
      searchVideos: async () => results,
      sendWorkoutVideos: async () => ({ added: [], skipped: ['yogaVideo02'] }),
    });
    const { user } = await renderWorkout();
    await search(user, 'yoga');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Yoga 2' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('0 videos added to the repository.');
    screen.getByText('1 video was already in the repository and skipped: “Yoga 2”.');
    expect(screen.queryByText('Workout Content has been sent to the database')).toBeNull();
  });

  it('keeps the videos checked when the send is refused, and says why', async () => {
    answerCalls({
      searchVideos: async () => results,
      sendWorkoutVideos: async () => {
        throw new FirebaseError('functions/invalid-argument', 'videos: must name at most 100 videos [400]');
      },
    });
    const { user } = await renderWorkout();
    await search(user, 'yoga');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Yoga 3' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('videos: must name at most 100 videos');
    screen.getByText('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select Yoga 3' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts a new search with nothing checked and no note of the last send', async () => {
    answerCalls({
      searchVideos: async () => results,
      sendWorkoutVideos: async () => ({ added: ['yogaVideo01'], skipped: [] }),
    });
    const { user } = await renderWorkout();
    await search(user, 'yoga');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Yoga 1' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('1 video added to the repository.');
    await user.click(screen.getByRole('checkbox', { name: 'Select Yoga 4' }));

    await search(user, 'stretching');
    await vi.waitFor(() => expect(inputsSentTo('searchVideos')).toHaveLength(2));
    await screen.findByText('0 selected');
    expect(screen.queryByText('1 video added to the repository.')).toBeNull();
  });
});

describe('the repository', () => {
  it('lists the stored videos newest first, with their count', async () => {
    await renderWorkout();
    const table = screen.getByRole('table', { name: 'Workout content in the repository' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Core Burn',
      'Yoga 2',
    ]);
    screen.getByLabelText('2 videos');
    expect(within(table).getByRole('link', { name: workoutContentUrl('coreBurn001') })).toBeDefined();
  });

  it('says why the repository could not be read', async () => {
    vi.mocked(getDocs).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderInConsole(<WorkoutPage />, { at: '/workout', role: 'editor' });
    // The console reads a failed query once more before it says so.
    await screen.findByText(
      'The workout content could not be read: Missing or insufficient permissions.',
      undefined,
      { timeout: 5000 },
    );
  });
});
