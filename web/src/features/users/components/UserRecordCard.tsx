import {
  businessUserChangedAfterApproval,
  type UserKind,
  userStatusLabel,
} from '@management-center/contract';
import { Anchor, Card, DataList, Divider, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { certificationHref, measurementText, type StoredUserRecord } from '../user-record.ts';
import { UserStatus } from './UserStatusBadge.tsx';
import { UserTypeText } from './UserTypeText.tsx';

// A long value wraps within the card instead of widening the page.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

function NotStored() {
  return (
    <Text span c="dimmed">
      Not stored
    </Text>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={breakAnywhere}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function RegistrationDetails({ details }: { details: StoredUserRecord['registrationDetails'] }) {
  if (!details) {
    return (
      <Text c="dimmed" size="sm">
        This user has not registered yet: no age, height or weight is recorded.
      </Text>
    );
  }
  return (
    <DataList labelWidth={160}>
      <Field label="Age">{measurementText(details.age)}</Field>
      <Field label="Height">{measurementText(details.height)}</Field>
      <Field label="Weight">{measurementText(details.weight)}</Field>
    </DataList>
  );
}

function BusinessCertification({ link }: { link: string | undefined }) {
  const href = certificationHref(link);
  if (href) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        Open the business certification
      </Anchor>
    );
  }
  return (
    <Text span c="dimmed">
      {link ? `Not a web address: ${link}` : 'No business certification has been provided.'}
    </Text>
  );
}

// Read-only: the record of one collection, with the details of its kind (for a business user, where its approval
// e-mail stands, which the server keeps apart from the record).
export function UserRecordCard({
  record,
  kind,
  approvalEmail,
}: {
  record: StoredUserRecord;
  kind: UserKind;
  approvalEmail?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg" maw={640}>
      <DataList labelWidth={160}>
        <Field label="Username">{record.username || <NotStored />}</Field>
        <Field label="Email">{record.email || <NotStored />}</Field>
        <Field label="User Type">
          {record.userType ? <UserTypeText userType={record.userType} kind={kind} /> : <NotStored />}
        </Field>
        <Field label="Status">
          <UserStatus
            status={userStatusLabel(kind, record)}
            changedAfterApproval={businessUserChangedAfterApproval(kind, record)}
          />
        </Field>
        {kind === 'business' && (
          <Field label="Business Certification">
            <BusinessCertification link={record.businessCertification} />
          </Field>
        )}
        {approvalEmail && <Field label="Approval e-mail">{approvalEmail}</Field>}
      </DataList>
      {kind === 'normal' && (
        <>
          <Divider my="md" />
          <Title order={3} size="h4" mb="xs">
            Registration details
          </Title>
          <RegistrationDetails details={record.registrationDetails} />
        </>
      )}
    </Card>
  );
}
