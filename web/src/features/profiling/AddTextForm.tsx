import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface AddTextFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  onAdd: (text: string) => void;
}

// A blank entry stays in the field untouched: the reducer ignores it anyway (docs/product.md, Profiling).
export function AddTextForm({ label, placeholder, submitLabel, onAdd }: AddTextFormProps) {
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  }

  return (
    <Group component="form" onSubmit={submit} align="flex-end" gap="sm">
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        flex={1}
      />
      <Button type="submit" variant="light">
        {submitLabel}
      </Button>
    </Group>
  );
}
