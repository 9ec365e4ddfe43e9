import { Card, Checkbox, DataList, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageSelection } from '../lib/list-screen/row-selection.ts';
import classes from './RowCards.module.css';

// A list's rows on a phone, where its table would be wider than the screen: a card per row, with what names it,
// its status, the rest of its columns as labelled values, and its actions. The checkboxes are named as the
// table's are, so that a row is selected alike on either.

// A name or an address without spaces wraps anywhere rather than widening the card; two lines at most, the rest in
// the title.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

// The labels' column: a longer label wraps within it, so that the values of a card start in line.
const labelWidth = 112;

export interface RowCardField {
  label: string;
  value: ReactNode;
}

interface RowCardProps {
  // What names the row: a user's name, a member's address.
  title: string;
  status?: ReactNode;
  fields?: readonly RowCardField[];
  actions?: ReactNode;
  // The row's checkbox, where the table has one.
  selection?: { label: string; checked: boolean; onToggle: () => void };
}

export function RowCard({ title, status, fields = [], actions, selection }: RowCardProps) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      bg={selection?.checked ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {selection && (
            <Checkbox
              size="md"
              aria-label={selection.label}
              checked={selection.checked}
              onChange={selection.onToggle}
            />
          )}
          <Stack gap={4} miw={0} flex={1}>
            <Text fw={600} lineClamp={2} style={breakAnywhere} title={title}>
              {title}
            </Text>
            {status}
          </Stack>
        </Group>
        {fields.length > 0 && (
          <DataList size="sm" labelWidth={labelWidth}>
            {fields.map(({ label, value }) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel maw={labelWidth}>{label}</DataList.ItemLabel>
                <DataList.ItemValue miw={0} style={breakAnywhere}>
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        )}
        {actions && (
          <Group gap="xs" className={classes.actions}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

interface RowCardListProps {
  // The list's name, as its table's.
  label: string;
  // The table's header checkbox, shown with its name: the cards have no header to hold it.
  selectPage?: { label: string; page: PageSelection; disabled: boolean; onToggle: () => void };
  // The rows are those of the view before, shown while the new ones are read.
  busy?: boolean;
  children: ReactNode;
}

export function RowCardList({ label, selectPage, busy = false, children }: RowCardListProps) {
  return (
    <Stack gap="xs">
      {selectPage && (
        <Checkbox
          size="md"
          label={selectPage.label}
          checked={selectPage.page === 'all'}
          indeterminate={selectPage.page === 'some'}
          disabled={selectPage.disabled}
          onChange={selectPage.onToggle}
        />
      )}
      <Stack
        component="ul"
        aria-label={label}
        aria-busy={busy}
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {children}
      </Stack>
    </Stack>
  );
}
