import {
  type ContentNodeValue,
  type SiteContentTargetName,
  versionFields,
} from '@management-center/contract';
import { Image, List, Stack, Text } from '@mantine/core';

interface VersionValueProps {
  target: SiteContentTargetName;
  value: ContentNodeValue;
  // What the image shows, for its alternative text.
  label: string;
}

function FieldValue({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    return (
      <List size="sm" spacing={2}>
        {value.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; their position tells them apart.
          <List.Item key={index}>{String(entry)}</List.Item>
        ))}
      </List>
    );
  }
  return <Text style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</Text>;
}

// A kept version as the websites showed it: its image and its texts, in the order of its screen.
export function VersionValue({ target, value, label }: VersionValueProps) {
  const { texts, image } = versionFields(target);
  const imageUrl = image === undefined ? undefined : value[image];
  return (
    <Stack gap={4}>
      {typeof imageUrl === 'string' && (
        <Image
          src={imageUrl}
          alt={label}
          h={72}
          w="auto"
          fit="contain"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {texts
        .filter((field) => value[field] !== undefined)
        .map((field) => (
          <Stack key={field} gap={0}>
            {texts.length > 1 && (
              <Text span c="dimmed" size="sm">
                {field}
              </Text>
            )}
            <FieldValue value={value[field]} />
          </Stack>
        ))}
    </Stack>
  );
}
