import { TextInput } from '@mantine/core';

// The code Auth sends by SMS: six digits, offered by the phone's keyboard and its one-time-code autofill.
export function SmsCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <TextInput
      label="Code from the SMS"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}
