import { maxSavedViewNameLength, type SavedViewList } from '@management-center/contract';
import { Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  type NamedView,
  useDeleteSavedView,
  useSavedViews,
  useSaveView,
} from '../lib/list-screen/saved-views.ts';
import { ResponsiveModal } from './ResponsiveModal.tsx';
import { ToolbarMenu } from './ToolbarMenu.tsx';

interface SavedViewsMenuProps {
  list: SavedViewList;
}

function ManageViewsModal({
  list,
  views,
  opened,
  onClose,
}: SavedViewsMenuProps & { views: NamedView[]; opened: boolean; onClose: () => void }) {
  const { search } = useLocation();
  const [name, setName] = useState('');
  const save = useSaveView(list);
  const remove = useDeleteSavedView(list);
  const trimmed = name.trim();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Saved views" centered>
      <Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed === '') return;
            save.mutate(
              { name: trimmed, params: search.replace(/^\?/, '') },
              { onSuccess: () => setName('') },
            );
          }}
        >
          <Group align="flex-end">
            <TextInput
              flex={1}
              label="Name of the filters shown now"
              description="Saving under a name you used before replaces that view."
              value={name}
              maxLength={maxSavedViewNameLength}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button type="submit" disabled={trimmed === ''} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </form>
        {views.length === 0 ? (
          <Text c="dimmed" size="sm">
            No saved views yet.
          </Text>
        ) : (
          <Stack gap="xs">
            {views.map((view) => (
              <Group key={view.key} justify="space-between" wrap="nowrap">
                <Text size="sm">{view.name}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete the view ${view.name}`}
                  loading={remove.isPending && remove.variables?.key === view.key}
                  onClick={() => remove.mutate(view)}
                >
                  Delete
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </ResponsiveModal>
  );
}

/** A list's saved views: each opens the list with its filters; the last item saves or deletes them. */
export function SavedViewsMenu({ list }: SavedViewsMenuProps) {
  const { pathname } = useLocation();
  const { data: views = [] } = useSavedViews(list);
  const [managing, setManaging] = useState(false);
  return (
    <>
      <ToolbarMenu>
        <Menu.Target>
          <Button variant="default">Views</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Saved views</Menu.Label>
          {views.length === 0 && <Menu.Item disabled>None yet</Menu.Item>}
          {views.map((view) => (
            <Menu.Item
              key={view.key}
              component={Link}
              to={{ pathname, search: view.params === '' ? '' : `?${view.params}` }}
            >
              {view.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setManaging(true)}>Save or delete views…</Menu.Item>
        </Menu.Dropdown>
      </ToolbarMenu>
      <ManageViewsModal list={list} views={views} opened={managing} onClose={() => setManaging(false)} />
    </>
  );
}
