import type { VideoSearchResult, WorkoutVideo } from '@management-center/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchVideos } from './api/use-search-videos.ts';
import { useSendWorkoutVideos } from './api/use-send-workout-videos.ts';
import { useWorkoutRepository } from './api/workout-repository.ts';
import { SearchResults } from './components/SearchResults.tsx';
import { VideoSearchForm } from './components/VideoSearchForm.tsx';
import { WorkoutRepository } from './components/WorkoutRepository.tsx';
import { nextWindowStart, windowLabel, windowOf } from './result-window.ts';
import { sendSummary } from './send-summary.ts';
import { repositoryUrls } from './workout-content.ts';

export function WorkoutPage() {
  const search = useSearchVideos();
  const send = useSendWorkoutVideos();
  const repository = useWorkoutRepository();
  const [windowStart, setWindowStart] = useState(0);
  // Checked videos stay checked while Refresh Repository moves on, so one Send can take videos of several windows.
  const [checked, setChecked] = useState<ReadonlyMap<string, WorkoutVideo>>(new Map());
  const [lastSend, setLastSend] = useState<string[]>();
  const storedUrls = useMemo(() => repositoryUrls(repository.data ?? []), [repository.data]);
  const results = search.data ?? [];

  function runSearch(keyword: string) {
    setWindowStart(0);
    setChecked(new Map());
    setLastSend(undefined);
    search.mutate({ keyword });
  }

  function check(video: VideoSearchResult, isChecked: boolean) {
    setChecked((current) => {
      const next = new Map(current);
      if (isChecked) next.set(video.videoId, { videoId: video.videoId, title: video.title });
      else next.delete(video.videoId);
      return next;
    });
  }

  function sendChecked() {
    const videos = [...checked.values()];
    send.mutate(
      { videos },
      {
        onSuccess: (output) => {
          setLastSend(sendSummary(output, videos));
          setChecked(new Map());
        },
      },
    );
  }

  function searchResults() {
    if (search.isPending) return <Skeleton h={240} />;
    if (!search.isSuccess) {
      return <Text c="dimmed">Search the video service by keyword, then check the videos to send.</Text>;
    }
    if (results.length === 0) {
      return <Text c="dimmed">No videos found for “{search.variables.keyword}”.</Text>;
    }
    return (
      <>
        <SearchResults
          videos={windowOf(results, windowStart)}
          checkedIds={new Set(checked.keys())}
          storedUrls={storedUrls}
          onCheck={check}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {windowLabel(windowStart, results.length)}
          </Text>
          <Group gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {checked.size} selected
            </Text>
            <Button
              variant="default"
              onClick={() => setWindowStart(nextWindowStart(windowStart, results.length))}
            >
              Refresh Repository
            </Button>
            <Button onClick={sendChecked} disabled={checked.size === 0} loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Workout and Training</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={3}>Search videos</Title>
          <VideoSearchForm searching={search.isPending} onSearch={runSearch} />
          {searchResults()}
          {lastSend && (
            <Alert
              color="blue"
              title="Last send"
              role="status"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setLastSend(undefined)}
            >
              {lastSend.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Alert>
          )}
        </Stack>
      </Paper>
      <WorkoutRepository repository={repository} />
    </Stack>
  );
}
