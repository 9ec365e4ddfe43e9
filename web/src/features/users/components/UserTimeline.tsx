import { Alert, Anchor, Button, Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { activityEntryPath } from '../../../lib/navigation/activity-entry-path.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import { useUserTimeline } from '../api/use-user-timeline.ts';
import { accountEmailWording, approvalEmailWording } from '../email-delivery-state.ts';
import { appChangeText, emailStateRows, type TimelineRow, timelineActionText } from '../timeline.ts';
import { EmailDeliveryState } from './EmailDeliveryState.tsx';

const pageSize = 20;

function timeText(at: number): string {
  return new Date(at).toLocaleString();
}

interface RowContentProps {
  row: TimelineRow;
  emailEntryId: string | undefined;
  // The member sees the Activity page: each action links to its entry there, with its Undo.
  linksToActivity: boolean;
}

function RowContent({ row, emailEntryId, linksToActivity }: RowContentProps) {
  const { entry } = row;
  if (entry.type === 'change') {
    return (
      <>
        {entry.changes.map((change) => (
          <Text key={change.kind} size="sm">
            {appChangeText(change)}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {timeText(entry.at)} · by the user, in the app
        </Text>
      </>
    );
  }
  const wording = emailEntryId?.startsWith('businessApproval-') ? approvalEmailWording : accountEmailWording;
  return (
    <>
      <Text size="sm">{timelineActionText(entry.action)}</Text>
      {entry.reason && (
        <Text size="sm" c="dimmed">
          Reason: {entry.reason}
        </Text>
      )}
      {emailEntryId && <EmailDeliveryState entryId={emailEntryId} wording={wording} />}
      <Text size="xs" c="dimmed">
        {timeText(entry.at)} · by {entry.actor}
        {linksToActivity && (
          <>
            {' · '}
            <Anchor
              component={Link}
              to={activityEntryPath(row.key)}
              size="xs"
              aria-label={`Activity entry: ${timelineActionText(entry.action)}, ${timeText(entry.at)}`}
            >
              Activity entry
            </Anchor>
          </>
        )}
      </Text>
    </>
  );
}

// What happened to the user, newest first, a page at a time, live: the team's actions that named them and the
// changes the app made to what the console shows.
export function UserTimeline({ userId }: { userId: string }) {
  const [limit, setLimit] = useState(pageSize);
  const timeline = useUserTimeline(userId, limit);
  const emailRows = emailStateRows(timeline.rows, userId);
  const linksToActivity = useAllows('readActivity');
  return (
    <Card withBorder radius="md" p="lg" maw={640} component="section" aria-labelledby="user-timeline-title">
      <Title order={2} size="h4" mb="sm" id="user-timeline-title">
        Timeline
      </Title>
      {timeline.error ? (
        <Alert color="red">The timeline could not be read: {timeline.error.message}</Alert>
      ) : timeline.isPending ? (
        <Text c="dimmed" size="sm">
          Reading the timeline…
        </Text>
      ) : timeline.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing has happened to this user since the console began keeping their timeline.
        </Text>
      ) : (
        <Stack gap="md">
          <Timeline bulletSize={12} lineWidth={2} active={timeline.rows.length - 1}>
            {timeline.rows.map((row) => (
              <Timeline.Item key={row.key}>
                <RowContent
                  row={row}
                  emailEntryId={emailRows.get(row.key)}
                  linksToActivity={linksToActivity}
                />
              </Timeline.Item>
            ))}
          </Timeline>
          {!timeline.complete && (
            <Button variant="subtle" onClick={() => setLimit(limit + pageSize)}>
              Show older
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
