// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { ViewProfilingPage } from './ViewProfilingPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

// Moves to another section without leaving the screen, as the sidebar's history would.
function ToFitnessGoals() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/view_profiling/fitness-goals')}>
      To Fitness Goals
    </button>
  );
}

function renderSection(slug: string) {
  return renderInConsole(
    <>
      <ToFitnessGoals />
      <Routes>
        <Route path="/view_profiling/:section" element={<ViewProfilingPage />} />
      </Routes>
    </>,
    { at: `/view_profiling/${slug}`, role: 'editor' },
  );
}

function questionsShown(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

function question(text: string): HTMLElement {
  return screen.getByRole('region', { name: text });
}

function optionsOf(text: string): string[] {
  return within(question(text))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function addQuestion(user: UserEvent, text: string) {
  await replaceText(user, screen.getByRole('textbox', { name: 'New question' }), text);
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
}

async function addOption(user: UserEvent, to: string, text: string) {
  await replaceText(user, within(question(to)).getByRole('textbox', { name: 'New option' }), text);
  await user.click(within(question(to)).getByRole('button', { name: 'Add Option' }));
}

describe('the questions of a profiling section', () => {
  it('starts from the sample questions and their options, under the title of the section', () => {
    renderSection('fitness-preference');
    screen.getByRole('heading', { level: 1, name: 'Fitness Preference Questions' });
    expect(screen.getByRole('link', { name: 'Back to Manage Profiling' }).getAttribute('href')).toBe(
      '/manage_profques',
    );
    expect(questionsShown()).toEqual([
      'What is your primary fitness goal?',
      'How often do you exercise?',
      'Which types of workouts do you enjoy?',
    ]);
    expect(optionsOf('How often do you exercise?')).toEqual([
      'Rarely',
      '1-2 times a week',
      '3-4 times a week',
      '5 or more times a week',
    ]);
  });

  it('adds a question trimmed and without options, and ignores a blank one', async () => {
    const { user } = renderSection('user-details');
    await addQuestion(user, '   ');
    expect(questionsShown()).toHaveLength(3);

    await addQuestion(user, '  How many hours do you sleep?  ');
    expect(questionsShown().at(-1)).toBe('How many hours do you sleep?');
    within(question('How many hours do you sleep?')).getByText('No options yet.');
    expect(screen.getByRole('textbox', { name: 'New question' })).toHaveProperty('value', '');
  });

  it('adds options trimmed to their own question, ignores a blank one, and removes them', async () => {
    const { user } = renderSection('user-details');
    await addOption(user, 'Which types of workouts do you enjoy?', '  Pilates ');
    await addOption(user, 'Which types of workouts do you enjoy?', ' ');
    expect(optionsOf('Which types of workouts do you enjoy?')).toEqual([
      'Strength training',
      'Cardio',
      'Yoga',
      'HIIT',
      'Pilates',
    ]);
    expect(optionsOf('How often do you exercise?')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Remove option: Cardio' }));
    expect(optionsOf('Which types of workouts do you enjoy?')).toEqual([
      'Strength training',
      'Yoga',
      'HIIT',
      'Pilates',
    ]);
  });

  it('removes a question, and says when none is left', async () => {
    const { user } = renderSection('fitness-goals');
    await user.click(screen.getByRole('button', { name: 'Remove question: How often do you exercise?' }));
    expect(questionsShown()).toEqual([
      'What is your primary fitness goal?',
      'Which types of workouts do you enjoy?',
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Remove question: What is your primary fitness goal?' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove question: Which types of workouts do you enjoy?' }),
    );
    screen.getByText('This section has no questions. Add one above.');
  });

  it("keeps each section's questions apart: another section starts from the samples", async () => {
    const { user } = renderSection('user-details');
    await addQuestion(user, 'What is your age?');
    await user.click(screen.getByRole('button', { name: 'Remove question: How often do you exercise?' }));

    await user.click(screen.getByRole('button', { name: 'To Fitness Goals' }));
    screen.getByRole('heading', { level: 1, name: 'Fitness Goals Questions' });
    expect(questionsShown()).toEqual([
      'What is your primary fitness goal?',
      'How often do you exercise?',
      'Which types of workouts do you enjoy?',
    ]);
  });

  it('names the sections to choose from when the address names none of them', () => {
    renderSection('diet');
    screen.getByRole('heading', { level: 1, name: 'Profiling section not found' });
    screen.getByText('There is no such profiling section');
    screen.getByText(/The address names the section “diet”/);
    expect(
      ['User Details', 'Fitness Preference', 'Fitness Goals'].map((title) =>
        screen.getByRole('link', { name: title }).getAttribute('href'),
      ),
    ).toEqual([
      '/view_profiling/user-details',
      '/view_profiling/fitness-preference',
      '/view_profiling/fitness-goals',
    ]);
    expect(screen.queryByRole('button', { name: 'Add Question' })).toBeNull();
  });
});
