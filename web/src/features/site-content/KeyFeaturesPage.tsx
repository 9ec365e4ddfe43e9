import type { Feature } from '@management-center/contract';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { AddItemButton } from './components/AddItemButton.tsx';
import { ContentScreen } from './components/ContentScreen.tsx';
import { DeleteItemButton } from './components/DeleteItemButton.tsx';
import { HistoryButton } from './components/HistoryButton.tsx';
import { ImageUploader } from './components/ImageUploader.tsx';
import { OptionsRow } from './components/OptionsRow.tsx';
import { RecentlyDeleted } from './components/RecentlyDeleted.tsx';
import { TextFieldsRow } from './components/TextFieldsRow.tsx';
import { siteContentReads } from './content-schemas.ts';
import { listItems } from './listed-items.ts';

const titleField = [{ name: 'Title', label: 'Main Title' }] as const;
const descriptionField = [{ name: 'Description', label: 'Description', multiline: true }] as const;

function FeatureCard({ id, feature, position }: { id: string; feature: Feature; position: number }) {
  const name = `Feature ${position}`;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3}>{name}</Title>
          <Group gap="xs" wrap="nowrap">
            <HistoryButton target="productFeature" id={id} label={name} />
            <DeleteItemButton
              target="productFeature"
              id={id}
              noun="feature"
              summary={`${name}: ${feature.options.join(' · ')}`}
              withImage
            />
          </Group>
        </Group>
        <ImageUploader
          target="productFeature"
          id={id}
          label={`Icon image of ${name}`}
          url={feature.icon}
          alt={feature.iconAlt}
          previewHeight={64}
        />
        <OptionsRow featureId={id} featureName={name} options={feature.options} />
      </Stack>
    </Card>
  );
}

export function KeyFeaturesPage() {
  return (
    <ContentScreen title="Key Features" read={siteContentReads.keyFeatures}>
      {({ Main, Feature: features }) => {
        const listed = listItems(features);
        return (
          <Stack gap="lg">
            <TextFieldsRow
              label="Main Title"
              target="productKeyFeatureMain"
              fields={titleField}
              values={Main}
              actions={<HistoryButton target="productKeyFeatureMain" label="Main Title" />}
            />
            <TextFieldsRow
              label="Description"
              target="productKeyFeatureMain"
              fields={descriptionField}
              values={Main}
              actions={<HistoryButton target="productKeyFeatureMain" label="Description" />}
            />
            <Group justify="space-between">
              <Title order={2}>Features</Title>
              <AddItemButton target="productFeature" noun="feature" />
            </Group>
            {listed.length === 0 ? (
              <Text c="dimmed">No features yet.</Text>
            ) : (
              listed.map(({ id, item }, index) => (
                <FeatureCard key={id} id={id} feature={item} position={index + 1} />
              ))
            )}
            <RecentlyDeleted
              target="productFeature"
              noun="feature"
              presentIds={new Set(listed.map(({ id }) => id))}
            />
          </Stack>
        );
      }}
    </ContentScreen>
  );
}
