import { Alert, PasswordInput, type PasswordInputProps } from '@mantine/core';

interface SignInPasswordFieldProps extends Omit<PasswordInputProps, 'value' | 'onChange' | 'error'> {
  value: string;
  onChange: (password: string) => void;
  // Why the last sign-in failed: an alert below the field, so that screen readers announce it.
  failure: string | undefined;
}

// The login page and the dialog that asks for a recent sign-in take the password and report a refusal alike.
export function SignInPasswordField({ value, onChange, failure, ...input }: SignInPasswordFieldProps) {
  return (
    <>
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        {...input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}
