import { type UserKind, userTypeMatchesKind } from '@management-center/contract';
import { Badge, Group, Text } from '@mantine/core';

const collectionOf: Record<UserKind, string> = { normal: 'users', business: 'business-users' };

// The stored userType as the app wrote it; the collection decides the kind, so a disagreement is only marked.
export function UserTypeText({ userType, kind }: { userType: string; kind: UserKind }) {
  const mismatch = !userTypeMatchesKind(userType, kind);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text span size="sm" truncate="end" title={userType} miw={0}>
        {userType}
      </Text>
      {mismatch && (
        <Badge
          color="red"
          variant="outline"
          size="xs"
          tt="none"
          style={{ flexShrink: 0 }}
          title={`Stored in ${collectionOf[kind]}/: treated as a ${kind} user whatever the record says`}
        >
          Not {kind}
        </Badge>
      )}
    </Group>
  );
}
