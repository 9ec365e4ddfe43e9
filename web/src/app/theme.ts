import { createTheme } from '@mantine/core';
import { readableFilledVariant } from './readable-colors.ts';

export const consoleTheme = createTheme({ variantColorResolver: readableFilledVariant });
