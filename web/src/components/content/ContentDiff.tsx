import { Group, Image, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DiffPart, FieldDiff } from '../../lib/content/content-diff.ts';

// The console's words for the stored field names.
const fieldLabels: Readonly<Record<string, string>> = {
  Title: 'Title',
  Description: 'Description',
  description: 'Description',
  CompanyInformation: 'Company Information',
  options: 'Options',
  image: 'Image',
  icon: 'Icon',
  imageAlt: 'Alt text',
  iconAlt: 'Alt text',
};

const partStyles = {
  // A gap before the words that replace them.
  removed: {
    textDecoration: 'line-through',
    backgroundColor: 'var(--mantine-color-red-light)',
    marginRight: '0.25em',
  },
  added: { textDecoration: 'none', backgroundColor: 'var(--mantine-color-green-light)' },
} as const;

// Struck through and highlighted, and said: screen readers announce neither <del> nor <ins>.
function Part({ part }: { part: DiffPart }) {
  if (part.kind === 'same') return <span>{part.text}</span>;
  const Tag = part.kind === 'removed' ? 'del' : 'ins';
  return (
    <Tag style={partStyles[part.kind]}>
      <VisuallyHidden>{part.kind === 'removed' ? '[removed: ' : '[added: '}</VisuallyHidden>
      {part.text}
      <VisuallyHidden>]</VisuallyHidden>
    </Tag>
  );
}

function ImageSide({ heading, url, label }: { heading: string; url: string | undefined; label: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {heading}
      </Text>
      {url ? (
        <Image
          src={url}
          alt={`${label} ${heading.toLowerCase()}`}
          h={64}
          w="auto"
          fit="contain"
          radius="sm"
        />
      ) : (
        <Text size="sm">None</Text>
      )}
    </Stack>
  );
}

function FieldChange({ diff, label }: { diff: FieldDiff; label: string }) {
  const name = fieldLabels[diff.field] ?? diff.field;
  switch (diff.kind) {
    case 'text':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {diff.parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff keep their order.
            <Part key={index} part={part} />
          ))}
        </Text>
      );
    case 'list':
      return (
        <List size="sm" spacing={2} aria-label={name}>
          {diff.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their position tells them apart.
            <List.Item key={index}>
              <Part part={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'image':
      return (
        <Group gap="md" align="flex-start">
          <ImageSide heading="Before" url={diff.before} label={`${label}: ${name}`} />
          <ImageSide heading="After" url={diff.after} label={`${label}: ${name}`} />
        </Group>
      );
  }
}

interface ContentDiffProps {
  diffs: readonly FieldDiff[];
  // The row or item, as its screen names it, for the images' alternative texts.
  label: string;
  // What an empty diff says.
  unchangedText: string;
}

/** A content change field by field: texts word by word, lists item by item, images before and after. */
export function ContentDiff({ diffs, label, unchangedText }: ContentDiffProps) {
  if (diffs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {unchangedText}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {diffs.map((diff) => (
        <Stack key={diff.field} gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {fieldLabels[diff.field] ?? diff.field}
          </Text>
          <FieldChange diff={diff} label={label} />
        </Stack>
      ))}
    </Stack>
  );
}
