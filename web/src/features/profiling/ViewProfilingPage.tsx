import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { BackArrowLink } from '../../components/BackArrowLink.tsx';
import { routePaths } from '../../lib/navigation/paths.ts';
import { ProfilingQuestionManager } from './ProfilingQuestionManager.tsx';
import { profilingSectionBySlug, profilingSectionPath, profilingSections } from './profiling-sections.ts';

export function ViewProfilingPage() {
  const { section: slug } = useParams();
  const section = profilingSectionBySlug(slug);

  return (
    <Stack gap="lg" maw={840}>
      <Group gap="sm" wrap="nowrap">
        <BackArrowLink to={routePaths.profiling} label="Back to Manage Profiling" />
        <Title order={1}>{section ? `${section.title} Questions` : 'Profiling section not found'}</Title>
      </Group>
      {section ? (
        <>
          <Text c="dimmed">
            {section.description} Questions are kept on this page only: they are not saved, and the section
            starts again from the samples on every visit.
          </Text>
          {/* A fresh manager per section: one section's questions never show under another. */}
          <ProfilingQuestionManager key={section.slug} />
        </>
      ) : (
        <Stack gap="md">
          <Alert color="gray" title="There is no such profiling section">
            The address names the section “{slug}”; the sections are User Details, Fitness Preference and
            Fitness Goals.
          </Alert>
          <Group gap="sm">
            {profilingSections.map((known) => (
              <Button key={known.slug} component={Link} to={profilingSectionPath(known)} variant="light">
                {known.title}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
