import { Anchor, Button, Code, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { auditTargetLink } from './audit-links.ts';
import { summarizeTargets } from './audit-log.ts';

// A target the console shows links to its screen; others (the audit log, a deleted image) are text. A link is
// named by the path it shows, shortened or not, as someone who sees it would call it; the whole path is its
// description.
function TargetPath({ target, text }: { target: string; text: string }) {
  const link = auditTargetLink(target);
  const path = <Code title={target}>{text}</Code>;
  return link ? (
    <Anchor component={Link} to={link} aria-label={`Open ${text}`} title={target}>
      {path}
    </Anchor>
  ) : (
    path
  );
}

// Long paths are cut in the middle and long lists after three; the full list is one click or key press away.
export function AuditTargets({ targets }: { targets: readonly string[] }) {
  if (targets.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        None
      </Text>
    );
  }
  const { shown, hiddenCount, abridged } = summarizeTargets(targets);
  return (
    <Group gap={4}>
      {shown.map(({ target, text }) => (
        <TargetPath key={target} target={target} text={text} />
      ))}
      {abridged && (
        // Focus moves into the list so that Escape closes it, then returns to the button. The list stays shown while
        // its row is out of view (no hideDetached): hiding it, even for a moment as the window resizes, would take
        // the focus out of it and leave Escape without effect.
        <Popover
          width={440}
          position="bottom-start"
          withArrow
          shadow="md"
          trapFocus
          returnFocus
          hideDetached={false}
        >
          <Popover.Target>
            <Button variant="subtle" size="compact-xs">
              {hiddenCount > 0 ? `+${hiddenCount} more` : 'Show in full'}
            </Button>
          </Popover.Target>
          {/* No wider than a phone's screen, where 440px would run off its edge. */}
          <Popover.Dropdown maw="calc(100vw - 24px)">
            <ScrollArea.Autosize mah={240}>
              <Stack gap={2}>
                {targets.map((target) => (
                  <TargetPath key={target} target={target} text={target} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
