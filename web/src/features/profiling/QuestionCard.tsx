import { Button, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { AddTextForm } from './AddTextForm.tsx';
import type { ProfilingQuestion } from './profiling-questions.ts';

interface QuestionCardProps {
  question: ProfilingQuestion;
  onRemove: () => void;
  onAddOption: (text: string) => void;
  onRemoveOption: (optionId: string) => void;
}

export function QuestionCard({ question, onRemove, onAddOption, onRemoveOption }: QuestionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={headingId}>
            {question.question}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={onRemove}
            aria-label={`Remove question: ${question.question}`}
          >
            Remove
          </Button>
        </Group>
        {question.options.length === 0 ? (
          <Text c="dimmed" size="sm">
            No options yet.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {question.options.map((option) => (
              <Group component="li" key={option.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text>{option.text}</Text>
                <CloseButton
                  size="sm"
                  onClick={() => onRemoveOption(option.id)}
                  aria-label={`Remove option: ${option.text}`}
                />
              </Group>
            ))}
          </Stack>
        )}
        <AddTextForm
          label="New option"
          placeholder="e.g. Twice a day"
          submitLabel="Add Option"
          onAdd={onAddOption}
        />
      </Stack>
    </Card>
  );
}
