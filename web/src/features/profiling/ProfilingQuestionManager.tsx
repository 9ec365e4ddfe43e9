import { Paper, Stack, Text } from '@mantine/core';
import { useReducer } from 'react';
import { AddTextForm } from './AddTextForm.tsx';
import { profilingQuestionsReducer, sampleProfilingQuestions } from './profiling-questions.ts';
import { QuestionCard } from './QuestionCard.tsx';

// docs/product.md, Profiling: the same local-only manager for every section, starting from the samples.
export function ProfilingQuestionManager() {
  const [questions, dispatch] = useReducer(profilingQuestionsReducer, sampleProfilingQuestions);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <AddTextForm
          label="New question"
          placeholder="e.g. How many hours do you sleep?"
          submitLabel="Add Question"
          onAdd={(question) => dispatch({ type: 'add-question', id: crypto.randomUUID(), question })}
        />
      </Paper>
      {questions.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          This section has no questions. Add one above.
        </Text>
      )}
      {questions.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          onRemove={() => dispatch({ type: 'remove-question', questionId: question.id })}
          onAddOption={(text) =>
            dispatch({ type: 'add-option', questionId: question.id, id: crypto.randomUUID(), text })
          }
          onRemoveOption={(optionId) =>
            dispatch({ type: 'remove-option', questionId: question.id, optionId })
          }
        />
      ))}
    </Stack>
  );
}
