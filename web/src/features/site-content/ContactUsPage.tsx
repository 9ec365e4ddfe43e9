import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { AddItemButton } from './components/AddItemButton.tsx';
import { ContentScreen } from './components/ContentScreen.tsx';
import { DeleteItemButton } from './components/DeleteItemButton.tsx';
import { HistoryButton } from './components/HistoryButton.tsx';
import { RecentlyDeleted } from './components/RecentlyDeleted.tsx';
import { TextFieldsRow } from './components/TextFieldsRow.tsx';
import { siteContentReads } from './content-schemas.ts';
import { listItems } from './listed-items.ts';

const contactFields = [
  { name: 'Title', label: 'Title' },
  { name: 'Description', label: 'Description', multiline: true },
  { name: 'CompanyInformation', label: 'Company Information', multiline: true },
] as const;

export function ContactUsPage() {
  return (
    <ContentScreen title="Contact Us" read={siteContentReads.contactUs}>
      {(rows) => {
        const listed = listItems(rows ?? undefined);
        return (
          <Stack gap="lg">
            {/* docs/product.md, Website content: the contact-us screen also leads to Manage Profiling. */}
            <Anchor component={Link} to={routePaths.profiling} w="fit-content">
              Manage Profiling
            </Anchor>
            <Group justify="space-between">
              <Title order={2}>Contact rows</Title>
              <AddItemButton target="businessContactRow" noun="contact row" />
            </Group>
            {listed.length === 0 ? (
              <Text c="dimmed">No contact rows yet.</Text>
            ) : (
              listed.map(({ id, item }, index) => (
                <TextFieldsRow
                  key={id}
                  label={`Contact row ${index + 1}`}
                  target="businessContactRow"
                  id={id}
                  fields={contactFields}
                  values={item}
                  savedFallback="Contact details updated successfully!"
                  actions={
                    <>
                      <HistoryButton target="businessContactRow" id={id} label={`Contact row ${index + 1}`} />
                      <DeleteItemButton
                        target="businessContactRow"
                        id={id}
                        noun="contact row"
                        summary={`${item.Title}\n${item.Description}\n${item.CompanyInformation}`}
                        withImage={false}
                      />
                    </>
                  }
                />
              ))
            )}
            <RecentlyDeleted
              target="businessContactRow"
              noun="contact row"
              presentIds={new Set(listed.map(({ id }) => id))}
            />
          </Stack>
        );
      }}
    </ContentScreen>
  );
}
