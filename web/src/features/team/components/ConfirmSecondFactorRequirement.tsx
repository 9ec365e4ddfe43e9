import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';

interface ConfirmSecondFactorRequirementProps {
  // The settings are being saved: the dialog stays until they are.
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before requiring a second factor of everyone, which signs the other members out. */
export function ConfirmSecondFactorRequirement({
  saving,
  onCancel,
  onConfirm,
}: ConfirmSecondFactorRequirementProps) {
  return (
    <ConfirmActionModal
      title="Require a second factor of everyone?"
      running={saving}
      destructive={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text size="sm">
        Every other member is signed out at once. At their next sign-in, they enter a code sent by SMS to
        their phone; whoever has no second factor yet sets one up before the console opens.
      </Text>
    </ConfirmActionModal>
  );
}
