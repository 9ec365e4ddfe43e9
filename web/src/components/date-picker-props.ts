import type { DatePickerInputProps } from '@mantine/dates';
import { usePhoneLayout } from './phone-layout.ts';

type DatePickerLayout = Pick<
  DatePickerInputProps,
  'dropdownType' | 'modalProps' | 'hideOutsideDates' | 'weekendDays'
>;

/**
 * How a date picker opens: under its input on a desktop; on a phone, in a dialog named `title` in the middle of the
 * screen, where a popover under the input would run off the screen's edge or under the keyboard. The dialog's month
 * shows its own days only, all in the text's colour: Mantine draws the days of the months around it faded and the
 * weekends in a light red, below the contrast WCAG asks of text (1.4.3). The desktop's popover keeps them as they
 * were.
 */
export function useDatePickerProps(title: string): DatePickerLayout {
  if (!usePhoneLayout()) return { dropdownType: 'popover' };
  return {
    dropdownType: 'modal',
    modalProps: { title, centered: true, withCloseButton: true },
    hideOutsideDates: true,
    weekendDays: [],
  };
}
