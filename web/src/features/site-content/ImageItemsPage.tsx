import type { ImageItem, SiteImageTargetName } from '@management-center/contract';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { capitalised } from './capitalised.ts';
import { AddItemButton } from './components/AddItemButton.tsx';
import { type ContentRead, ContentScreen } from './components/ContentScreen.tsx';
import { DeleteItemButton } from './components/DeleteItemButton.tsx';
import { HistoryButton } from './components/HistoryButton.tsx';
import { ImageUploader } from './components/ImageUploader.tsx';
import { RecentlyDeleted } from './components/RecentlyDeleted.tsx';
import { TextFieldsRow } from './components/TextFieldsRow.tsx';
import { listItems } from './listed-items.ts';

const descriptionField = [{ name: 'description', label: 'Description', multiline: true }] as const;
const mainDescriptionField = [{ name: 'Description', label: 'Main Description', multiline: true }] as const;

export interface ImageItemsScreen {
  title: string;
  read: ContentRead<{
    main: { Description: string; image?: string; imageAlt?: string };
    items?: Record<string, ImageItem> | undefined;
  }>;
  mainTarget: 'productAboutUsMain' | 'businessAboutUsMain' | 'businessBenefitsMain';
  // The about-us screens' header image.
  headerImageTarget?: 'productAboutUsMain' | 'businessAboutUsMain';
  itemTarget: 'productAboutUsMember' | 'businessAboutUsMember' | 'businessBenefit';
  itemsTitle: string;
  noun: string;
  // The format reminder for an item's description (docs/product.md, Website content).
  reminder: string;
}

interface ItemCardProps {
  screen: ImageItemsScreen;
  id: string;
  item: ImageItem;
  position: number;
}

function ItemCard({ screen, id, item, position }: ItemCardProps) {
  const imageTarget: SiteImageTargetName = screen.itemTarget;
  const name = `${capitalised(screen.noun)} ${position}`;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3}>{name}</Title>
          <Group gap="xs" wrap="nowrap">
            <HistoryButton target={screen.itemTarget} id={id} label={name} />
            <DeleteItemButton
              target={screen.itemTarget}
              id={id}
              noun={screen.noun}
              summary={item.description}
              withImage
            />
          </Group>
        </Group>
        <ImageUploader
          target={imageTarget}
          id={id}
          label={`Image of ${name}`}
          url={item.image}
          alt={item.imageAlt}
          previewHeight={96}
        />
        <TextFieldsRow
          label={`Description of ${name}`}
          target={screen.itemTarget}
          id={id}
          fields={descriptionField}
          values={item}
          hint={screen.reminder}
        />
      </Stack>
    </Card>
  );
}

// About us (both websites) and Benefits of Partnership: a main description, then items with an image each.
export function ImageItemsPage({ screen }: { screen: ImageItemsScreen }) {
  return (
    <ContentScreen title={screen.title} read={screen.read}>
      {({ main, items }) => {
        const listed = listItems(items);
        return (
          <Stack gap="lg">
            <TextFieldsRow
              label="Main Description"
              target={screen.mainTarget}
              fields={mainDescriptionField}
              values={main}
              actions={<HistoryButton target={screen.mainTarget} label="Main Description" />}
            />
            {screen.headerImageTarget && (
              <Card withBorder radius="md" p="md">
                <Stack gap="xs">
                  <Group justify="flex-end">
                    <HistoryButton target={screen.headerImageTarget} label="Header image" />
                  </Group>
                  <ImageUploader
                    target={screen.headerImageTarget}
                    label="Header image"
                    url={main.image}
                    alt={main.imageAlt}
                    previewHeight={180}
                  />
                </Stack>
              </Card>
            )}
            <Group justify="space-between">
              <Title order={2}>{screen.itemsTitle}</Title>
              <AddItemButton target={screen.itemTarget} noun={screen.noun} />
            </Group>
            <Text c="dimmed" size="sm">
              Format of a description: {screen.reminder}
            </Text>
            {listed.length === 0 ? (
              <Text c="dimmed">No {screen.itemsTitle.toLowerCase()} yet.</Text>
            ) : (
              listed.map(({ id, item }, index) => (
                <ItemCard key={id} screen={screen} id={id} item={item} position={index + 1} />
              ))
            )}
            <RecentlyDeleted
              target={screen.itemTarget}
              noun={screen.noun}
              presentIds={new Set(listed.map(({ id }) => id))}
            />
          </Stack>
        );
      }}
    </ContentScreen>
  );
}
