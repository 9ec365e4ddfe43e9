import { Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useReducer, useState } from 'react';
import { sampleSubCategories, subCategoriesReducer } from './sub-categories.ts';

export function SubCategoriesPage() {
  const [subCategories, dispatch] = useReducer(subCategoriesReducer, sampleSubCategories);
  const [newName, setNewName] = useState('');

  function add(event: FormEvent) {
    event.preventDefault();
    if (!newName.trim()) return;
    dispatch({ type: 'add', id: crypto.randomUUID(), name: newName });
    setNewName('');
  }

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Manage Sub-Categories</Title>
        <Text c="dimmed">
          Sub-categories are kept on this page only: they are not saved, and the list starts again from the
          samples on every visit.
        </Text>
      </Stack>
      <Paper component="form" onSubmit={add} withBorder p="md" radius="md">
        <Group align="flex-end">
          <TextInput
            label="New sub-category"
            placeholder="e.g. Pilates"
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
            flex={1}
          />
          <Button type="submit">Add</Button>
        </Group>
      </Paper>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sub-category</Table.Th>
            <Table.Th w={180}>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subCategories.map((subCategory) => (
            <Table.Tr key={subCategory.id}>
              <Table.Td>{subCategory.name}</Table.Td>
              <Table.Td>
                <Switch
                  checked={subCategory.status === 'Active'}
                  onChange={() => dispatch({ type: 'toggle', id: subCategory.id })}
                  label={subCategory.status}
                  aria-label={`${subCategory.name} active`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
