interface ProfilingOption {
  id: string;
  text: string;
}

export interface ProfilingQuestion {
  id: string;
  question: string;
  options: readonly ProfilingOption[];
}

function sampleQuestion(id: string, question: string, options: readonly string[]): ProfilingQuestion {
  return { id, question, options: options.map((text, index) => ({ id: `${id}-${index}`, text })) };
}

// docs/product.md, Profiling: questions live in the page only; every section starts from these samples.
export const sampleProfilingQuestions: readonly ProfilingQuestion[] = [
  sampleQuestion('fitness-goal', 'What is your primary fitness goal?', [
    'Lose weight',
    'Build muscle',
    'Improve endurance',
    'Stay healthy',
  ]),
  sampleQuestion('exercise-frequency', 'How often do you exercise?', [
    'Rarely',
    '1-2 times a week',
    '3-4 times a week',
    '5 or more times a week',
  ]),
  sampleQuestion('workout-types', 'Which types of workouts do you enjoy?', [
    'Strength training',
    'Cardio',
    'Yoga',
    'HIIT',
  ]),
];

// Ids come with the actions so that the reducer stays pure.
type ProfilingAction =
  | { type: 'add-question'; id: string; question: string }
  | { type: 'remove-question'; questionId: string }
  | { type: 'add-option'; questionId: string; id: string; text: string }
  | { type: 'remove-option'; questionId: string; optionId: string };

function withOptions(
  questions: readonly ProfilingQuestion[],
  questionId: string,
  change: (options: readonly ProfilingOption[]) => readonly ProfilingOption[],
): readonly ProfilingQuestion[] {
  return questions.map((question) =>
    question.id === questionId ? { ...question, options: change(question.options) } : question,
  );
}

export function profilingQuestionsReducer(
  questions: readonly ProfilingQuestion[],
  action: ProfilingAction,
): readonly ProfilingQuestion[] {
  switch (action.type) {
    case 'add-question': {
      // docs/product.md, Profiling: a question that is blank after trimming is ignored.
      const question = action.question.trim();
      if (!question) return questions;
      return [...questions, { id: action.id, question, options: [] }];
    }
    case 'remove-question':
      return questions.filter((question) => question.id !== action.questionId);
    case 'add-option': {
      // A blank option is ignored (docs/product.md, Profiling); one of spaces only is as blank to the person
      // answering.
      const text = action.text.trim();
      if (!text) return questions;
      return withOptions(questions, action.questionId, (options) => [...options, { id: action.id, text }]);
    }
    case 'remove-option':
      return withOptions(questions, action.questionId, (options) =>
        options.filter((option) => option.id !== action.optionId),
      );
  }
}
