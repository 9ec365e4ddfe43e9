// @vitest-environment happy-dom
import {
  activeUsersMetric,
  dayMs,
  mediaLibraryPath,
  pendingFeedbackMetric,
  type Role,
  readModelPaths,
  userCountMetrics,
  waitingFeedbackByRating,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../test-support/render.tsx';
import { HomePage } from './HomePage.tsx';

// What the polled reads answer, by the path read (nothing stored reads as the database's null); a path in
// `failingPaths` cannot be reached.
const database = vi.hoisted(() => ({
  values: new Map<string, unknown>(),
  failingPaths: new Set<string>(),
}));

// The home page polls its figures over the database's REST API (lib/database/polled-database.ts), which needs the build's
// web config: a test answers each read from `database` instead, parsed by the page's own schema.
vi.mock('../../lib/database/polled-database.ts', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const polled: typeof import('../../lib/database/polled-database.ts') = {
    usePolledDatabaseValue: (read, schema) =>
      useQuery({
        queryKey: ['polled', read],
        queryFn: () => {
          if (read === undefined || database.failingPaths.has(read.path)) {
            throw new Error('The database could not be reached');
          }
          return schema.parse(database.values.get(read.path) ?? null);
        },
        retry: false,
      }),
  };
  return polled;
});

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

const warn = console.warn;

beforeEach(() => {
  database.values.clear();
  database.failingPaths.clear();
  // happy-dom lays nothing out: the charts' containers measure 0×0, which the chart library warns of for every
  // chart drawn. Other warnings still show.
  const warnings = vi.spyOn(console, 'warn').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && message.startsWith('The width(0) and height(0) of chart')) return;
    warn(message, ...rest);
  });
  return () => warnings.mockRestore();
});

function waitingFeedbackFigure(rating: number): string {
  const figure = waitingFeedbackByRating.find((entry) => entry.rating === rating);
  if (!figure) throw new Error(`No figure counts the waiting feedback of rating ${rating}`);
  return figure.metric;
}

function storeFigures() {
  database.values.set(readModelPaths.homeFigures, {
    [userCountMetrics.normalUsers]: 1234,
    [userCountMetrics.liveUsers]: 1000,
    [userCountMetrics.businessUsers]: 40,
    [userCountMetrics.businessUsersWaiting]: 6,
    [pendingFeedbackMetric]: 9,
    [waitingFeedbackFigure(1)]: 2,
    [waitingFeedbackFigure(5)]: 7,
    [activeUsersMetric(1)]: 3,
    [activeUsersMetric(7)]: 15,
    [activeUsersMetric(30)]: 80,
  });
  // The business user who has waited longest signed up three and a half days ago.
  database.values.set(readModelPaths.approvalQueue, { 'first-waiting': Date.now() - 3.5 * dayMs });
}

function renderHome(role: Role) {
  return renderInConsole(<HomePage />, { role, at: '/dashboard' });
}

function startCards(): { title: string; opens: string | null }[] {
  return screen.getAllByRole('link', { name: 'Start Now' }).map((link) => ({
    title: within(link.parentElement ?? link).getByRole('heading', { level: 3 }).textContent ?? '',
    opens: link.getAttribute('href'),
  }));
}

function linkTarget(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('the home page', () => {
  it.each<[Role, { title: string; opens: string }[]]>([
    [
      'owner',
      [
        { title: 'Manage Feedback', opens: '/manage_feedback' },
        { title: 'Manage User Dashboard', opens: '/manage_user_dashboard' },
      ],
    ],
    [
      'support',
      [
        { title: 'Manage Feedback', opens: '/manage_feedback' },
        { title: 'Manage User Dashboard', opens: '/manage_user_dashboard' },
      ],
    ],
    [
      'editor',
      [
        { title: 'Manage View About', opens: '/manage_viewabout' },
        { title: 'Manage Workout and Training', opens: '/workout' },
      ],
    ],
  ])('offers %s the screens its role may start from', async (role, cards) => {
    storeFigures();
    renderHome(role);
    screen.getByRole('heading', { level: 1, name: 'Overview' });
    expect(startCards()).toEqual(cards);
  });

  it('counts the images without alt text for a role that edits content, and links to them', async () => {
    database.values.set(mediaLibraryPath, { a: {}, b: {}, c: {} });
    renderHome('editor');
    const card = await screen.findByRole('region', { name: 'Website images' });
    await within(card).findByText('3 images of the websites have no alt text.');
    expect(
      within(card).getByRole('link', { name: 'Describe them in the Media Library' }).getAttribute('href'),
    ).toBe('/media?show=noAlt');
  });

  it('says when more images lack alt text than it counts', async () => {
    database.values.set(
      mediaLibraryPath,
      Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`image-${index}`, {}])),
    );
    renderHome('owner');
    await screen.findByText('More than 20 images of the websites have no alt text.');
  });

  it('counts no images for a role that does not edit content', async () => {
    storeFigures();
    database.values.set(mediaLibraryPath, { a: {} });
    renderHome('support');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(screen.queryByRole('region', { name: 'Website images' })).toBeNull();
  });

  it('shows no figures or trends to a role that may not read users', () => {
    storeFigures();
    renderHome('editor');
    expect(screen.queryByRole('region', { name: 'Users and App Performance' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trends' })).toBeNull();
  });

  it('shows the current figures to a role that may read users', async () => {
    storeFigures();
    renderHome('support');
    const figures = screen.getByRole('region', { name: 'Users and App Performance' });
    const figureAbove = (label: string) =>
      within(figures).getByText(label).previousElementSibling?.textContent;
    await within(figures).findByText('1,234');
    expect(figureAbove('Normal users')).toBe('1,234');
    expect(figureAbove('Business users')).toBe('40');
    expect(figureAbove('Business users waiting for approval')).toBe('6');
    expect(figureAbove('Feedback waiting for approval')).toBe('9');
  });

  it('says why the figures are missing when they cannot be read', async () => {
    database.failingPaths.add(readModelPaths.homeFigures);
    renderHome('owner');
    const figures = screen.getByRole('region', { name: 'Users and App Performance' });
    await within(figures).findByText('The figures could not be read: The database could not be reached');
  });

  it('draws every trend chart, with links to the users and the feedback each counts now', async () => {
    storeFigures();
    renderHome('owner');
    await screen.findByRole('heading', { name: 'Average rating by category' }, { timeout: 10_000 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Users and App Performance',
      'New users',
      'Normal users who registered their details',
      'Business users waiting for approval',
      'Active users',
      'Business users approved, and their approval e-mails',
      'Feedback received and approved',
      'Feedback waiting for approval, by rating',
      'Average rating by category',
      'Manage Feedback',
      'Manage User Dashboard',
    ]);
    expect(linkTarget('Registered now: 1,000')).toBe('/manage_user_dashboard?type=Normal+User&status=Live');
    expect(linkTarget('Not registered now: 234')).toBe(
      '/manage_user_dashboard?type=Normal+User&status=Unalive',
    );
    expect(linkTarget('Waiting now: 6')).toBe(
      '/manage_user_dashboard?type=Business+User&status=Waiting+for+approval',
    );
    expect(linkTarget('Approved now: 34')).toBe('/manage_user_dashboard?type=Business+User&status=Approved');
    expect(linkTarget('1 star: 2')).toBe('/manage_feedback?rating=1');
    expect(linkTarget('5 stars: 7')).toBe('/manage_feedback?rating=5');
    screen.getByText('The oldest has waited 3 days.');
    screen.getByText('Signed in within a day: 3; within 7 days: 15; within 30 days: 80.');
  });

  it('adds up the trends over the range chosen', async () => {
    storeFigures();
    const { user } = renderHome('owner');
    await screen.findByText('Who joined in the last 30 days:', undefined, { timeout: 10_000 });
    screen.getByText('0 new users in the last 30 days');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await screen.findByText('Who joined in the last 7 days:');
    screen.getByText('0 new users in the last 7 days');
    expect(linkTarget('all users')).toMatch(/^\/manage_user_dashboard\?joined=/);
  });
});
