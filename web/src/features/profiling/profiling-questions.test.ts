import { describe, expect, it } from 'vitest';
import { profilingQuestionsReducer, sampleProfilingQuestions } from './profiling-questions.ts';
import { profilingSectionBySlug, profilingSectionPath, profilingSections } from './profiling-sections.ts';

const samples = sampleProfilingQuestions;

function optionTexts(questions: typeof samples, questionId: string): string[] {
  return questions.find((question) => question.id === questionId)?.options.map((option) => option.text) ?? [];
}

describe('profilingQuestionsReducer', () => {
  it('starts from the samples about fitness goal, exercise frequency and workout types', () => {
    expect(samples.map((question) => question.question)).toEqual([
      'What is your primary fitness goal?',
      'How often do you exercise?',
      'Which types of workouts do you enjoy?',
    ]);
    expect(samples.every((question) => question.options.length > 0)).toBe(true);
  });

  it('adds a trimmed question at the end, without options', () => {
    const next = profilingQuestionsReducer(samples, {
      type: 'add-question',
      id: 'q1',
      question: '  How many hours do you sleep? ',
    });
    expect(next.at(-1)).toEqual({ id: 'q1', question: 'How many hours do you sleep?', options: [] });
    expect(next).toHaveLength(samples.length + 1);
  });

  it.each(['', '  ', '\n'])('ignores the blank question %j', (question) => {
    expect(profilingQuestionsReducer(samples, { type: 'add-question', id: 'q1', question })).toBe(samples);
  });

  it('adds a trimmed option to the named question only', () => {
    const next = profilingQuestionsReducer(samples, {
      type: 'add-option',
      questionId: 'workout-types',
      id: 'o1',
      text: ' Pilates ',
    });
    expect(optionTexts(next, 'workout-types')).toEqual([
      'Strength training',
      'Cardio',
      'Yoga',
      'HIIT',
      'Pilates',
    ]);
    expect(optionTexts(next, 'fitness-goal')).toEqual(optionTexts(samples, 'fitness-goal'));
  });

  it.each(['', '   '])('ignores the blank option %j', (text) => {
    expect(
      profilingQuestionsReducer(samples, { type: 'add-option', questionId: 'fitness-goal', id: 'o1', text }),
    ).toBe(samples);
  });

  it('removes one option of one question', () => {
    const next = profilingQuestionsReducer(samples, {
      type: 'remove-option',
      questionId: 'exercise-frequency',
      optionId: 'exercise-frequency-0',
    });
    expect(optionTexts(next, 'exercise-frequency')).toEqual([
      '1-2 times a week',
      '3-4 times a week',
      '5 or more times a week',
    ]);
  });

  it('removes a question with its options', () => {
    const next = profilingQuestionsReducer(samples, { type: 'remove-question', questionId: 'fitness-goal' });
    expect(next.map((question) => question.id)).toEqual(['exercise-frequency', 'workout-types']);
  });
});

describe('profiling sections', () => {
  it('are the three sections, each with its path', () => {
    expect(profilingSections.map(profilingSectionPath)).toEqual([
      '/view_profiling/user-details',
      '/view_profiling/fitness-preference',
      '/view_profiling/fitness-goals',
    ]);
  });

  it('finds a section by its slug and nothing for an unknown one', () => {
    expect(profilingSectionBySlug('fitness-goals')?.title).toBe('Fitness Goals');
    expect(profilingSectionBySlug('diet')).toBeUndefined();
    expect(profilingSectionBySlug(undefined)).toBeUndefined();
  });
});
